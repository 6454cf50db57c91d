/**
 * Paladins rules at the edges the first mutation run (npm run mutate, README §Testing) found
 * untested: an ability that names its defense, the exposed bonus on damage dealt without an attack
 * roll, a condition given again (rating, duration, a drained pool), initiative ties, a move while
 * immobilized, the opportunity attack's cost, a dual-wielded flat bonus and what each rest gives
 * back. Each from the seed's sentence (002_508f9552a4514e32.txt), with scripted dice and expected
 * values worked out by hand. Kara acts first (initiative dice 12, then 1 for everyone else).
 */
import { describe, expect, it } from 'vitest';
import { runDay } from '../../language/engine/day.js';
import type { FighterSnapshot } from '../../language/engine/log.js';
import type { Day } from '../../language/generated/ast.js';
import { dayModel } from '../../language/model/day-model.js';
import { paladins } from '../../language/rulesets/paladins/index.js';
import { build } from '../helpers.js';
import { type DiagnosticCase, describeDiagnosticCases } from '../validation/cases.js';
import { act, arena, eventsOf, hit, notes, ScriptedRng, turn, withRoll } from './harness.js';

const FIELD = (opts: { sides?: string; kara?: string; ogre?: string } = {}) => `ruleset paladins
character Kara {
  DEX 0 END 0 VIT 1 SPI 1 MIN 1 HEA 12 STA 14 WIL 10 speed 6 defenses { DEF 0 }
  attack Blow { damage 1d6 tags melee }
  ${opts.kara ?? ''}
}
creature Ogre { DEX 0 VIT 0 MIN 0 HEA 20 STA 10 WIL 8 speed 6 defenses { DEF 3 } attack Club { damage 1d6 tags melee } ${opts.ogre ?? ''} }
creature Post { DEX 0 HEA 99 defenses { DEF 0 } attack Nothing { damage 0 } }
encounter e {
  ${opts.sides ?? 'side a { Kara }\n  side b { Ogre, Post }'}
}`;

/** Initiative: Kara 12, Ogre 1, Post 1. */
const FIRST = [12, 1, 1];

describe('§Attacks: "If an ability says it deals damage instead of an attack, then there is no attack roll"', () => {
    it('an ability that names its defense (`vs DEF`) is an attack: 1d6 [5] − DEF 3 deals 2', async () => {
        const a = await arena(FIELD({ kara: 'ability Bolt { vs DEF damage 1d6 }' }));
        const events = a.play(1, [...FIRST, 5], [turn('Kara', hit('Bolt', 'Ogre'))]);
        expect(eventsOf(events, 'attack')[0]).toMatchObject({ total: 5, versus: 'DEF', defense: 3, outcome: 'hit' });
        expect(a.byId('Ogre').hp).toBe(20 - 2);
    });

    it('tactics weigh it the same way: an exposed target makes Hit (5 + 4 − DEF 3 = 6) better than Smite (3, no +4)', async () => {
        const a = await arena(
            FIELD({
                kara: 'attack Hit { damage 5 tags melee } ability Smite { damage 3 }',
                sides: 'side a { Kara }\n  side b { Ogre is exposed, Post }',
            })
                .replace('STA 14', 'STA 5')
                .replace('attack Blow { damage 1d6 tags melee }', ''),
        );
        // STA 5 buys no extra attack; the Ogre's MIN save 1 fails.
        const events = a.play(1, [...FIRST, 1], [], { Kara: 'attack_first' });
        expect(eventsOf(events, 'damage').map(e => [e.target, e.amount])).toEqual([['Ogre', 6]]);
    });

    it('§Conditions (exposed) "+4 damage from all attacks": damage without an attack roll gets no +4 (1d4 [2] deals 2)', async () => {
        const a = await arena(FIELD({ kara: 'ability Smite { damage 1d4 }', sides: 'side a { Kara }\n  side b { Ogre is exposed, Post }' }));
        a.play(1, [...FIRST, 2, 1], [turn('Kara', hit('Smite', 'Ogre'))]); // then the Ogre's MIN save (1) fails
        expect(a.byId('Ogre').hp).toBe(20 - 2);
    });
});

describe('a condition given again (§Conditions; docs/rulesets/paladins.md: ratings do not add up)', () => {
    it.each([1, 3])('bleeding %i on a target bleeding 3 keeps 3 and logs nothing new', async rating => {
        const a = await arena(
            FIELD({
                kara: `attack Nick { damage 1d6 tags melee bleeding ${rating} }`,
                sides: 'side a { Kara }\n  side b { Ogre is bleeding 3, Post }',
            }),
        );
        // Nick 6 − DEF 3 = 3; the Ogre bleeds 3 at the start of its turn, then fails its VIT save (1 + 0).
        const events = a.play(1, [...FIRST, 6, 1], [turn('Kara', hit('Nick', 'Ogre'))]);
        expect(eventsOf(events, 'condition').filter(e => e.gained)).toEqual([]);
        expect(a.byId('Ogre').conditions).toEqual([expect.objectContaining({ name: 'bleeding', rating: 3 })]);
        expect(a.byId('Ogre').hp).toBe(20 - 3 - 3);
    });

    it('a shorter duration does not shorten one held: slowed for 3 rounds, hit by slowed for 1 round, has 2 left after round 1', async () => {
        const a = await arena(
            FIELD({
                kara: 'attack Hobble { damage 1d6 tags melee inflicts slowed for 1 rounds }',
                sides: 'side a { Kara }\n  side b { Ogre is slowed for 3 rounds, Post }',
            }),
        );
        const events = a.play(1, [...FIRST, 6, 1], [turn('Kara', hit('Hobble', 'Ogre'))]); // the Ogre's VIT save 1 fails
        expect(eventsOf(events, 'condition').filter(e => e.gained)).toEqual([]);
        expect(a.byId('Ogre').conditions).toEqual([expect.objectContaining({ name: 'slowed', roundsLeft: 2 })]);
    });

    it('a longer duration lengthens one held: slowed for 1 round, hit by slowed for 3 rounds, has 2 left after round 1', async () => {
        const a = await arena(
            FIELD({
                kara: 'attack Hobble { damage 1d6 tags melee inflicts slowed for 3 rounds }',
                sides: 'side a { Kara }\n  side b { Ogre is slowed for 1 rounds, Post }',
            }),
        );
        const events = a.play(1, [...FIRST, 6, 1], [turn('Kara', hit('Hobble', 'Ogre'))]);
        expect(eventsOf(events, 'condition').filter(e => e.gained)).toEqual([
            expect.objectContaining({ who: 'Ogre', condition: 'slowed (3 rounds left)', note: 'rating raised' }),
        ]);
        expect(a.byId('Ogre').conditions).toEqual([expect.objectContaining({ name: 'slowed', roundsLeft: 2 })]);
    });

    it('the same duration again changes nothing and logs nothing: slowed for 2 rounds, hit by slowed for 2 rounds', async () => {
        const a = await arena(
            FIELD({
                kara: 'attack Hobble { damage 1d6 tags melee inflicts slowed for 2 rounds }',
                sides: 'side a { Kara }\n  side b { Ogre is slowed for 2 rounds, Post }',
            }),
        );
        const events = a.play(1, [...FIRST, 6, 1], [turn('Kara', hit('Hobble', 'Ogre'))]);
        expect(eventsOf(events, 'condition').filter(e => e.gained)).toEqual([]);
        expect(a.byId('Ogre').conditions).toEqual([expect.objectContaining({ name: 'slowed', roundsLeft: 1 })]);
    });

    it('a condition without a duration outlasts any: slowed for 1 round, hit by `tags slowed`, is still slowed after round 1', async () => {
        const a = await arena(
            FIELD({
                kara: 'attack Hobble { damage 1d6 tags melee, slowed }',
                sides: 'side a { Kara }\n  side b { Ogre is slowed for 1 rounds, Post }',
            }),
        );
        const events = a.play(1, [...FIRST, 6, 1], [turn('Kara', hit('Hobble', 'Ogre'))]);
        expect(notes(events)).toContain('Ogre starts the fight slowed (1 round left).');
        expect(eventsOf(events, 'condition').filter(e => e.gained)).toEqual([expect.objectContaining({ who: 'Ogre', condition: 'slowed' })]);
        expect(a.byId('Ogre').conditions).toEqual([{ name: 'slowed' }]);
    });

    it('§Stamina Damage "You cannot save for this condition": exposed already, then drained — no MIN save on its turn', async () => {
        const a = await arena(
            FIELD({ kara: 'attack Sap { damage 1d6 + 12 tags melee, STA }', sides: 'side a { Kara }\n  side b { Ogre is exposed, Post }' }),
        );
        // Sap 1 + 12 − DEF 3 + 4 exposed = 14 STA off 10: −4, drained. The Ogre makes no MIN save; at the end
        // of its turn, having spent no STA, it regains d4 [2] + END 0 (§Stamina Regeneration); the exposure
        // ends and it regains d8 [5] + END 0: −4 + 2 + 5 = 3.
        const events = a.play(1, [...FIRST, 1, 2, 5], [turn('Kara', hit('Sap', 'Ogre'))]);
        expect(eventsOf(events, 'check')).toEqual([]);
        expect(a.byId('Ogre')).toMatchObject({ sta: 3, conditions: [] });
    });
});

describe('what a hit gives and takes away (§Conditions; docs/language.md §Effects)', () => {
    it('a higher rating raises the one held, and the log says so: bleeding 1, then bleeding 3', async () => {
        const a = await arena(
            FIELD({ kara: 'attack Nick { damage 1d6 tags melee bleeding 3 }', sides: 'side a { Kara }\n  side b { Ogre is bleeding 1, Post }' }),
        );
        const events = a.play(1, [...FIRST, 6, 1], [turn('Kara', hit('Nick', 'Ogre'))]); // 6 − 3 = 3; the Ogre bleeds 3, save 1 fails
        expect(eventsOf(events, 'condition').filter(e => e.gained)).toEqual([
            expect.objectContaining({ who: 'Ogre', condition: 'bleeding 3', note: 'rating raised' }),
        ]);
        expect(a.byId('Ogre').hp).toBe(20 - 3 - 3);
    });

    it('`inflicts bleeding 2 save MIN 8`: the rating and the named save — 8 + MIN 0 is not over 8', async () => {
        const a = await arena(FIELD({ kara: 'attack Cut { damage 1d6 tags melee inflicts bleeding 2 save MIN 8 }' }));
        const events = a.play(1, [...FIRST, 6, 8], [turn('Kara', hit('Cut', 'Ogre'))]); // 6 − 3 = 3; bleeds 2; MIN save 8
        expect(eventsOf(events, 'check')[0]).toMatchObject({ total: 8, success: false });
        expect(a.byId('Ogre').conditions).toEqual([expect.objectContaining({ name: 'bleeding', rating: 2 })]);
        expect(a.byId('Ogre').hp).toBe(20 - 3 - 2);
    });

    it('an ability with no damage and no effect does nothing, and the log says so', async () => {
        const a = await arena(FIELD({ kara: 'ability Wave { tags melee }' }));
        const events = a.play(1, FIRST, [turn('Kara', hit('Wave', 'Ogre'))]);
        expect(notes(events)).toContain("Kara's Wave has no damage formula; nothing happens.");
        expect(eventsOf(events, 'action')).toEqual([]);
    });

    it('`removes prone` on a target that is not prone changes nothing and logs nothing', async () => {
        const a = await arena(FIELD({ kara: 'ability Steady { removes prone }' }));
        const events = a.play(1, FIRST, [turn('Kara', hit('Steady', 'Ogre'))]);
        expect(eventsOf(events, 'condition')).toEqual([]);
    });

    it('an ability that inflicts as well as removes does not only help: wasted on an unconscious ally', async () => {
        const a = await arena(
            FIELD({
                kara: 'ability Rouse { inflicts dazed removes prone }',
                sides: 'side a { Kara, Doran is prone }\n  side b { Ogre, Post }',
            }).replace(
                'creature Post',
                'character Doran { DEX 0 VIT 0 HEA 9 defenses { DEF 0 } attack Fist { damage 1d4 tags melee } }\ncreature Post',
            ),
        );
        Object.assign(a.byId('Doran'), { hp: 0, status: 'unconscious' });
        a.byId('Doran').conditions.push({ name: 'unconscious' });
        const events = a.play(1, [12, 1, 1, 1], [turn('Kara', hit('Rouse', 'Doran'))]);
        expect(notes(events)).toContain("Kara's Rouse at Doran is wasted: Doran is already unconscious.");
    });

    it('an ability that does nothing is wasted on an unconscious ally (it does not help)', async () => {
        const a = await arena(
            FIELD({ kara: 'ability Wave { tags melee }', sides: 'side a { Kara, Doran }\n  side b { Ogre, Post }' }).replace(
                'creature Post',
                'character Doran { DEX 0 VIT 0 HEA 9 defenses { DEF 0 } attack Fist { damage 1d4 tags melee } }\ncreature Post',
            ),
        );
        Object.assign(a.byId('Doran'), { hp: 0, status: 'unconscious' });
        a.byId('Doran').conditions.push({ name: 'unconscious' });
        const events = a.play(1, [12, 1, 1, 1], [turn('Kara', hit('Wave', 'Doran'))]);
        expect(notes(events)).toContain("Kara's Wave at Doran is wasted: Doran is already unconscious.");
    });

    it('an ability that only helps (`removes prone`) still reaches an unconscious ally', async () => {
        const a = await arena(
            FIELD({ kara: 'ability Steady { removes prone }', sides: 'side a { Kara, Doran is prone }\n  side b { Ogre, Post }' }).replace(
                'creature Post',
                'character Doran { DEX 0 VIT 0 HEA 9 defenses { DEF 0 } attack Fist { damage 1d4 tags melee } }\ncreature Post',
            ),
        );
        Object.assign(a.byId('Doran'), { hp: 0, status: 'unconscious' });
        a.byId('Doran').conditions.push({ name: 'unconscious' });
        const events = a.play(1, [12, 1, 1, 1], [turn('Kara', hit('Steady', 'Doran'))]); // initiative: Kara, Doran, Ogre, Post
        expect(eventsOf(events, 'condition').filter(e => !e.gained)).toEqual([expect.objectContaining({ who: 'Doran', condition: 'prone' })]);
    });
});

describe('§Conditions (prone) "You move at a quarter speed": a crawl is for the prone', () => {
    it('a crawl by a combatant that is not prone is a plain move of its speed, and the log says why', async () => {
        const a = await arena(`ruleset paladins
character Kara { DEX 0 HEA 12 STA 14 speed 6 defenses { DEF 0 } attack Blow { damage 1d6 tags melee } }
creature Post { DEX 0 HEA 99 defenses { DEF 0 } attack Nothing { damage 0 } }
encounter e {
  zone camp { distance road 30 ft }
  zone road
  side a { Kara at camp }
  side b { Post at road }
}`);
        const events = a.play(1, [12, 1], [turn('Kara', { ...act('crawl'), destination: 'road' })]);
        expect(eventsOf(events, 'action').map(e => e.text)).toEqual(['Kara moves 6 squares toward road (not prone: a plain move): it is in road.']);
    });
});

describe("the seed's rolls by their dice (each a different die with the same score)", () => {
    it('§Sequence initiative d12 + DEX and §Stamina Actions dodge d6 + DEX', async () => {
        const a = await arena(`ruleset paladins
character Kara { DEX 0 HEA 12 STA 14 defenses { DEF 0 } attack Blow { damage 1d6 tags melee } }
creature Ogre { DEX 0 HEA 20 STA 10 defenses { DEF 0 } attack Club { damage 1d6 tags melee } }
encounter e { side a { Kara } side b { Ogre } }`);
        const events = a.play(1, [12, 1, 3, 6], [turn('Kara', act('dodge', ['Ogre'])), turn('Ogre', hit('Club', 'Kara'))]);
        expect(eventsOf(events, 'order')[0].order.map(o => o.rolls?.[0].formula)).toEqual(['1d12 + DEX', '1d12 + DEX']);
        expect(eventsOf(events, 'action')[0].text).toContain('1d6 [3] + DEX (0) = 3');
    });

    it('§Stamina Regeneration d4 + END, then §Stamina Damage d8 + END for a drained pool', async () => {
        const a = await arena(
            FIELD({ kara: 'attack Sap { damage 1d6 + 12 tags melee, STA }', sides: 'side a { Kara }\n  side b { Ogre is exposed, Post }' }),
        );
        const events = a.play(1, [...FIRST, 1, 2, 5], [turn('Kara', hit('Sap', 'Ogre'))]);
        expect(
            eventsOf(events, 'resource')
                .filter(e => e.who === 'Ogre')
                .map(e => [e.delta, e.rolls?.[0].formula]),
        ).toEqual([
            [2, '1d4 + END'],
            [5, '1d8 + END'],
        ]);
    });
});

describe('what the log and snapshots print', () => {
    it('§Stamina Damage: a pool drained on a foe\'s turn leaves it "exposed (drained)" until the end of its next turn', async () => {
        const a = await arena(FIELD({ kara: 'attack Sap { damage 1d6 + 12 tags melee, STA }' }));
        // The Ogre acts first (Kara 1, Ogre 12, Post 1); Kara's Sap 1 + 12 − DEF 3 = 10 STA off 10: 0, drained.
        a.play(1, [1, 12, 1, 1], [turn('Kara', hit('Sap', 'Ogre'))]);
        expect(a.engine.snapshot(a.byId('Ogre')).conditions).toEqual(['exposed (drained)']);
    });

    it('§Stamina Actions "When you are wielding a melee weapon": an opportunity attack that names no weapon is not made', async () => {
        const a = await arena(`ruleset paladins
character Kara { DEX 0 HEA 12 STA 14 defenses { DEF 0 } attack Blow { damage 1d6 tags melee } }
creature Ogre { DEX 0 HEA 20 STA 10 speed 6 defenses { DEF 0 } attack Club { damage 1d6 tags melee } }
encounter e {
  zone ford { distance bank 30 ft }
  zone bank
  side a { Kara at ford }
  side b { Ogre at ford }
}`);
        const events = a.play(1, [12, 1], [turn('Kara', act('opportunity_attack', ['Ogre'])), turn('Ogre', { ...act('move'), destination: 'bank' })]);
        expect(notes(events)).toContain('Kara cannot make an opportunity attack with no weapon: it is not a melee weapon.');
        expect(eventsOf(events, 'attack')).toEqual([]);
    });
});

describe('§Sequence: "highest to lowest results (tie in favor of players)"', () => {
    it('three tied totals: the character first, then the creatures in encounter order', async () => {
        const a = await arena(FIELD({ sides: 'side a { Kara }\n  side b { Ogre, Post }' }));
        const events = a.play(1, [5, 5, 5], []); // d12 5 + DEX 0 each
        expect(eventsOf(events, 'order')[0].order.map(o => [o.id, o.total])).toEqual([
            ['Kara', 5],
            ['Ogre', 5],
            ['Post', 5],
        ]);
    });
});

describe('§Dual Wielding: "you do not add your ability scores"', () => {
    it('against two targets each gets `DEX + 1d6 + 2` without DEX: 1d6 [4] + 2 is 6', async () => {
        const a = await arena(`ruleset paladins
character Twin { DEX 3 HEA 12 defenses { DEF 0 } attack Slash { damage DEX + 1d6 + 2 tags melee, dual } }
creature Mook { HEA 20 defenses { DEF 1 } attack Poke { damage 1 } }
encounter e { side a { Twin } side b { Mook x2 } }`);
        const events = a.play(1, [12, 1, 1, 4, 5], [turn('Twin', hit('Slash', 'Mook#1', 'Mook#2'))]);
        expect(eventsOf(events, 'attack').map(e => withRoll(e))).toMatchObject([
            { roll: '1d6 [4] + 2', total: 6 },
            { roll: '1d6 [5] + 2', total: 7 },
        ]);
        expect(a.byId('Mook#1').hp).toBe(20 - 5);
    });

    it('a `dual` ability with no damage only takes effect: Feint dazes the Ogre', async () => {
        const a = await arena(FIELD({ kara: 'ability Feint { tags dual inflicts dazed }' }));
        a.play(1, [...FIRST, 1], [turn('Kara', hit('Feint', 'Ogre'))]); // the Ogre's MIN save 1 + 0 fails
        expect(a.byId('Ogre').conditions).toEqual([expect.objectContaining({ name: 'dazed' })]);
    });

    it('`1d6 - DEX + 2` against two targets: the DEX term goes, the 2 stays — 1d6 [3] + 2 is 5', async () => {
        const a = await arena(`ruleset paladins
character Twin { DEX 3 HEA 12 defenses { DEF 0 } attack Slash { damage 1d6 - DEX + 2 tags melee, dual } }
creature Mook { HEA 20 defenses { DEF 1 } attack Poke { damage 1 } }
encounter e { side a { Twin } side b { Mook x2 } }`);
        const events = a.play(1, [12, 1, 1, 3, 3], [turn('Twin', hit('Slash', 'Mook#1', 'Mook#2'))]);
        expect(withRoll(eventsOf(events, 'attack')[0])).toMatchObject({ roll: '1d6 [3] + 2', total: 5 });
    });
});

/** Vex (STA `sta`) and a Post that moves away: the opportunity attack's cost against Vex's STA. */
const reacting = (sta: number, oa: string) => `ruleset paladins
character Vex { STA ${sta} defenses { DEF 0 } weapon dagger }
creature Post { HEA 99 defenses { DEF 0 } attack Nothing { damage 0 } }
encounter Drill {
  side a { Vex }
  side b { Post }
  round 1 {
    Vex: ${oa}
    Post: move
  }
}
`;

const CASES: DiagnosticCase[] = [
    {
        code: 'paladins-stamina-short',
        name: '§Stamina Actions "Opportunity Attack (3 STA, Reaction)": STA 2 cannot pay it, STA 3 can',
        severity: 'error',
        bad: reacting(2, '«opportunity_attack -> Post using dagger»'),
        good: reacting(3, 'opportunity_attack -> Post using dagger'),
        message: 'Vex cannot pay for an opportunity attack in round 1: it costs 3 STA and Vex has at most 2.',
    },
    {
        code: 'paladins-stamina-short',
        name: '§Stamina Actions "Shield (Variable STA)": a shield has no fixed cost — STA 2 can raise one against a blow of 0',
        severity: 'error',
        bad: reacting(2, '«opportunity_attack -> Post using dagger»'),
        good: reacting(2, 'shield -> Post')
            .replace('Post: move', 'Post: Nothing -> Vex')
            .replace('defenses { DEF 0 } weapon dagger', 'defenses { DEF 0 shield 1 } weapon dagger'),
    },
];

/** Kara in the camp, a Bandit on the road `feet` away (or no distance written: no path). */
const map = (feet: string, round1: string) => `ruleset paladins
character Kara { STA 14 defenses { DEF 0 } weapon longsword attack Sling { damage 1d4 tags ranged range 2 } }
creature Bandit { HEA 9 defenses { DEF 0 } weapon shortsword }
encounter Fight {
  zone camp ${feet ? `{ distance road ${feet} }` : ''}
  zone road
  side heroes { Kara at camp }
  side bandits { Bandit at road }
  round 1 { ${round1} }
}
`;

CASES.push(
    {
        code: 'condition-takes-no-source',
        name: '§Conditions (frightened) "the creature/object frightening you": frightened names who causes it, slowed does not',
        severity: 'error',
        bad: FIELD({ sides: 'side a { Kara }\n  side b { Ogre is slowed by «Kara», Post }' }),
        good: FIELD({ sides: 'side a { Kara }\n  side b { Ogre is frightened by Kara, Post }' }),
    },
    {
        code: 'paladins-reaction-unmatched',
        name: '§Stamina Actions "an adjacent enemy moves to a square that is not adjacent": a crawl provokes like a move',
        severity: 'warning',
        bad: reacting(14, '«opportunity_attack -> Post using dagger»').replace('Post: move', 'Post: shift'),
        good: reacting(14, 'opportunity_attack -> Post using dagger').replace('Post: move', 'Post: crawl'),
    },
    {
        code: 'paladins-reaction-unmatched',
        name: '§Stamina Actions: a flee leaves too, and provokes',
        severity: 'warning',
        bad: reacting(14, '«opportunity_attack -> Post using dagger»').replace('Post: move', 'Post: shift'),
        good: reacting(14, 'opportunity_attack -> Post using dagger').replace('Post: move', 'Post: flee'),
    },
    {
        code: 'paladins-out-of-reach',
        name: 'a ranged attack reaches its `range` in squares: range 2 (10 ft) does not reach 15 ft',
        severity: 'error',
        bad: map('15 ft', 'Kara: «Sling -> Bandit»'),
        good: map('10 ft', 'Kara: Sling -> Bandit'),
        message: 'Bandit stands 3 squares away; Sling reaches 2 squares',
    },
    {
        code: 'paladins-out-of-reach',
        name: 'a distance that is not whole squares is given in feet: 12 ft is beyond a melee reach of 1 square',
        severity: 'error',
        bad: map('12 ft', 'Kara: «longsword -> Bandit»'),
        good: map('5 ft', 'Kara: longsword -> Bandit'),
        message: 'Bandit stands 12 ft away; longsword reaches 1 square',
    },
);
describeDiagnosticCases(CASES);

describe("rests between fights (docs/rulesets/paladins.md §Days: the public rules' short and long rest)", () => {
    const text = `ruleset paladins
character Kara {
  DEX 0 END 0 VIT 1 MIN 1 HEA 12 STA 14 WIL 10 defenses { DEF 0 }
  attack Blow { damage 1d6 tags melee }
  attack Nova { damage 1d6 + 2 tags melee uses 1 per long_rest }
}
creature Rat { DEX 0 HEA 1 STA 6 defenses { DEF 0 } attack Bite { damage 1d4 tags melee bleeding 2 } }
encounter Den {
  side party { Kara }
  side rats { Rat }
  round 1 {
    Rat: Bite -> Kara
    Kara: Nova -> Rat
  }
}
encounter Cellar {
  side party { Kara }
  side rats { Rat }
  round 1 { Kara: Nova -> Rat; Blow -> Rat }
}
day Road for party {
  fight Den
  short_rest
  fight Cellar
  long_rest
  fight Den
}`;
    // Den (Kara 1, Rat 12): Bite 3 → Kara 9 and bleeding 2; Kara's turn: bleeding → 7, VIT save 1 + 1 fails; Nova 1 + 2
    // drops the Rat. short_rest: HEA 12, bleeding ends, Nova stays spent (per long rest). Cellar (Kara 12, Rat 1): no
    // Nova; Blow 4 drops the Rat. long_rest: Nova is back for the last Den.
    const DEN = [1, 12, 3, 1, 1];
    const CELLAR = [12, 1, 4];

    it('a short rest restores HEA and ends conditions but not a use per long rest; a long rest restores it', async () => {
        const built = await build(text);
        // check says first what the engine does below: Nova, per long rest, is not back for the Cellar.
        expect(built.diagnostics.filter(d => d.severity === 1).map(d => d.code)).toEqual(['use-past-limit']);
        const node = built.root.elements.find((e): e is Day => e.$type === 'Day')!;
        const rng = new ScriptedRng([...DEN, ...CELLAR, ...DEN]);
        const result = runDay(dayModel(node, paladins), paladins, { seed: 1, rng });
        expect(rng.remaining).toBe(0);
        const [den, cellar, again] = result.events.flatMap(e => (e.kind === 'fight' ? [e.fight] : []));
        const kara = (snapshots: readonly FighterSnapshot[]) => snapshots.find(s => s.id === 'Kara')!;
        expect(kara(den.run.final)).toMatchObject({ hp: 7, conditions: ['bleeding 2'] });
        expect(kara(cellar.entering)).toMatchObject({ hp: 12, conditions: [] });
        expect(notes(cellar.run.log.events)).toContain('Kara has no use of Nova left (1 per long_rest); it is not used.');
        expect(eventsOf(again.run.log.events, 'attack').map(e => e.attack)).toEqual(['Bite', 'Nova']);
    });

    it('a long rest also restores a use per short rest', async () => {
        const built = await build(
            text
                .replace('uses 1 per long_rest', 'uses 1 per short_rest')
                .replace(/day Road for party \{[^}]*\}/, 'day Road for party {\n  fight Den\n  long_rest\n  fight Den\n}'),
        );
        expect(built.diagnostics.filter(d => d.severity === 1)).toEqual([]);
        const node = built.root.elements.find((e): e is Day => e.$type === 'Day')!;
        const rng = new ScriptedRng([...DEN, ...DEN]);
        const result = runDay(dayModel(node, paladins), paladins, { seed: 1, rng });
        expect(rng.remaining).toBe(0);
        const [, again] = result.events.flatMap(e => (e.kind === 'fight' ? [e.fight] : []));
        expect(eventsOf(again.run.log.events, 'attack').map(e => e.attack)).toEqual(['Bite', 'Nova']);
    });
});
