/**
 * The engine with scripted dice: worked examples of the seed played through a .strife file, and
 * the rules the engine wires together. Seed 001_66230f9a082df360.txt.
 */
import { recordText } from '../../language/engine/roll-text.js';
import { describe, expect, it } from 'vitest';
import { renderEvent } from '../../language/engine/render.js';
import type { CombatEvent } from '../../language/engine/log.js';
import { erArena } from './harness.js';

const FIGHTERS = `ruleset enchanted-realms
character Vessa { strength 6 agility 8 resilience 6 body 20 defenses { armor 10 } skills { swords 1 spinning 1 }
  attack Longsword { roll skills d20 category edged weight 2 tags crits } }
creature Goblin { strength 2 agility 6 body 8 defenses { armor 9 } attack Dagger { roll 1d20 category piercing weight 1 tags light uses agility } }
`;
const damages = (events: CombatEvent[]) => events.flatMap(e => (e.kind === 'damage' ? [[e.target, e.amount]] : []));
const attacks = (events: CombatEvent[]) => events.filter((e): e is Extract<CombatEvent, { kind: 'attack' }> => e.kind === 'attack');

describe('Enchanted Realms engine', () => {
    it('§The Attack worked example: the 2d20 spinning attack over two targets — 1d20 each, each hit 1 + Strength + weapon', async () => {
        const a = await erArena(`${FIGHTERS}encounter E { side a { Vessa } side b { Goblin x2 }
          round 1 { Vessa: Longsword -> Goblin#1 x1, Goblin#2 x1 } }`);
        // initiative d10s (Vessa, Goblin#1, Goblin#2), then one d20 per target.
        const events = a.play(1, [9, 5, 3, 15, 12]);
        expect(attacks(events).map(e => e.rolls[0].faces.length)).toEqual([1, 1]);
        expect(damages(events)).toEqual([
            ['Goblin#1', 5],
            ['Goblin#2', 5],
        ]);
    });

    it('§Grappling worked example: the grappler hit for 3 makes a DC 13 Strength feat, and failing lets go', async () => {
        const a = await erArena(`ruleset enchanted-realms
character Vessa { strength 6 agility 8 body 20 defenses { armor 10 } skills { swords 1 } attack Sword { roll skills d20 weight 2 } }
character Ally { strength 2 body 20 skills { clubs 1 } attack Club { roll skills d20 category blunt weight 2 } }
creature Brute { strength 6 agility 4 body 30 defenses { armor 5 } attack Fist { roll 1d20 category blunt } }
encounter E { side a { Vessa, Ally } side b { Brute }
  round 1 { Brute: grapple -> Vessa
            Ally: Club -> Brute } }`);
        // d10s Vessa 2, Ally 5, Brute 9; grapple d12s 10 vs 2 (12 vs 5); Club d20 15 → 3 damage; feat d20 10 + 2 = 12 < 13.
        const events = a.play(1, [2, 5, 9, 10, 2, 15, 10]);
        expect(damages(events)).toEqual([['Brute', 3]]);
        const feat = events.find(e => e.kind === 'check' && e.what.includes('keep the hold'));
        expect(feat).toMatchObject({ needs: 'DC 13', total: 12, success: false });
        expect(a.byId('Vessa').conditions.has('grappled')).toBe(false);
        expect(a.byId('Brute').grappling).toBeUndefined();
    });

    it('§Friendly Fire worked example: a missed 18 rolled forward becomes a natural 20 against the new target', async () => {
        const a = await erArena(`ruleset enchanted-realms
character Archer { agility 8 body 12 skills { archery 1 } attack Bow { roll skills d20 category piercing weight 1 tags ranged uses agility } }
creature Goblin { agility 6 body 8 defenses { armor 13 } attack Dagger { roll 1d20 } }
creature Knight { body 10 defenses { armor 25 } attack Sword { roll 1d20 } }
encounter E { zone yard { cover three_quarters } zone wall { distance yard 60 ft }
  side a { Archer at wall } side b { Goblin at yard, Knight at yard }
  round 1 { Archer: Bow -> Goblin } }`);
        // d10s 9, 2, 1; the shot 18 misses AC 15 + 5; d10 → 1 (the Knight); 18 + 2 = natural 20 hits AC 25.
        const events = a.play(1, [9, 2, 1, 18, 1]);
        const [shot, stray] = attacks(events);
        expect(shot).toMatchObject({ target: 'Goblin', defense: 20, outcome: 'miss' });
        expect(stray).toMatchObject({ target: 'Knight', outcome: 'hit' });
        expect(stray.rolls[0].faces.map(f => f.value)).toEqual([20]);
        expect(damages(events)).toEqual([['Knight', 5]]);
    });

    it('§Critical Hits: a granted natural 20 adds one crit d20; its 20 chains; each hitting crit die adds d3, modifiers once', async () => {
        const a = await erArena(`${FIGHTERS}
character Hakon { strength 6 body 20 skills { axes 1 } attack Axe { roll skills d20 category edged weight 2 tags crits } }
encounter E { side a { Hakon } side b { Goblin } round 1 { Hakon: Axe -> Goblin } }`);
        // d10s; pool [20]; crit die 20 (hit, d3 2); crit die 15 (hit, d3 3); chain ends.
        const events = a.play(1, [9, 1, 20, 20, 2, 15, 3]);
        expect(attacks(events)[0].outcome).toBe('critical');
        expect(damages(events)).toEqual([['Goblin', 1 + 2 + 3 + 2 + 2]]);
    });

    it('§Defending: attacks against a defender lose a die and cannot crit', async () => {
        const a = await erArena(`${FIGHTERS}encounter E { side a { Vessa } side b { Goblin }
          round 1 { Goblin: defend
                    Vessa: Longsword -> Goblin } }`);
        // d10s Vessa 1, Goblin 9; Goblin defends; Vessa's 2 dice become 1: a natural 20, no crit die.
        const events = a.play(1, [1, 9, 20]);
        expect(attacks(events)[0].rolls[0].faces).toHaveLength(1);
        expect(attacks(events)[0].outcome).toBe('hit');
        expect(damages(events)).toEqual([['Goblin', 1 + 2 + 2]]);
    });
    it('§Defending under option vantage_damage: one_d3 (public rules): the hit also loses a d3', async () => {
        const a =
            await erArena(`${FIGHTERS.replace('ruleset enchanted-realms', 'ruleset enchanted-realms { vantage_damage: one_d3 }')}encounter E { side a { Vessa } side b { Goblin }
          round 1 { Goblin: defend
                    Vessa: Longsword -> Goblin } }`);
        const events = a.play(1, [1, 9, 20, 3]);
        expect(damages(events)).toEqual([['Goblin', 1 + 2 + 2 - 3]]);
    });

    it('§Physical Damage: a resistant target halves one attack, rounded down', async () => {
        const a = await erArena(`${FIGHTERS}creature Shade { body 20 defenses { armor 5 } resists edged attack Touch { roll 1d20 } }
encounter E { side a { Vessa } side b { Shade } round 1 { Vessa: Longsword -> Shade } }`);
        const events = a.play(1, [9, 1, 10, 12]); // two hits: 2 + 2 + 2 = 6 → 3
        expect(damages(events)).toEqual([['Shade', 3]]);
    });

    it('§Sneak Attacks: a ranged sneak on an unaware victim rolls skill dice + advantage die + sneak die; ≥ half Body calls for the shock save', async () => {
        const a = await erArena(`ruleset enchanted-realms
character Mira { agility 10 body 18 skills { archery 1 } attack Bow { roll skills d20 category piercing weight 1 tags ranged uses agility } }
creature Ogre { resilience 2 body 16 defenses { armor 10 } attack Club { roll 2d20 } }
encounter E { side a { Mira } side b { Ogre } surprised b round 1 { Mira: sneak_attack -> Ogre using Bow } }`);
        // d10s; 3 d20s 15, 16, 12 all hit AC 10 → 3 + Agility 4 + weight 1 = 8, exactly half of 16 Body;
        // the save d20 3 + Resilience 2 = 5 < DC 5 + 8; d3 = 2 actions.
        const events = a.play(1, [5, 4, 15, 16, 12, 3, 2]);
        expect(attacks(events)[0].rolls[0].faces).toHaveLength(3);
        expect(damages(events)).toEqual([['Ogre', 8]]);
        expect(events.find(e => e.kind === 'check')).toMatchObject({ needs: 'DC 13', total: 5, success: false });
        expect(a.byId('Ogre').incapacitatedActions).toBe(2);
    });

    it('§Flee Attack: leaving a foe at normal speed draws its reaction with the whole pool', async () => {
        const a = await erArena(`${FIGHTERS}encounter E { zone here zone there { distance here 30 ft }
          side a { Vessa at here } side b { Goblin at here } round 1 { Goblin: move to there } }`);
        // d10s Vessa 1, Goblin 9; the goblin moves 30 ft: Vessa's flee attack, 2 dice: 12, 3.
        const events = a.play(1, [1, 9, 12, 3]);
        expect(attacks(events)[0].attack).toContain('flee attack');
        expect(damages(events)).toEqual([['Goblin', 5]]);
        expect(a.byId('Vessa').reactedRound).toBe(1);
    });
});

describe('§The Attack: damage is the hitting dice plus modifiers, at advantage and disadvantage alike', () => {
    const blocks = `ruleset enchanted-realms
character Hakon { strength 8 body 20 skills { axes 1 cleaving 1 } attack Axe { roll skills d20 category edged weight 2 } }
creature Goblin { agility 6 body 30 defenses { armor 9 } attack Dagger { roll 1d20 } }
`;
    it('advantage adds a d20 to the pool and nothing to the damage: 3 dice, 1 hit → 1 + Strength 3 + weight 2 = 6', async () => {
        const a = await erArena(`${blocks}encounter E { side a { Hakon } side b { Goblin } round 1 { Hakon: Axe -> Goblin with advantage } }`);
        // d10s; the pool of 2 skill dice + the advantage die: 15 hits AC 11, 4 and 3 miss; no further die.
        const events = a.play(1, [9, 1, 15, 4, 3]);
        expect(attacks(events)[0].rolls[0].faces).toHaveLength(3);
        expect(damages(events)).toEqual([['Goblin', 6]]);
    });
    it('disadvantage removes a d20 and takes nothing from the damage: 1 die, 1 hit → 6', async () => {
        const a = await erArena(`${blocks}encounter E { side a { Hakon } side b { Goblin } round 1 { Hakon: Axe -> Goblin with disadvantage } }`);
        const events = a.play(1, [9, 1, 15]);
        expect(attacks(events)[0].rolls[0].faces).toHaveLength(1);
        expect(damages(events)).toEqual([['Goblin', 6]]);
    });
});

describe("§Defense Rolls (Variant): the DC carries all the monster's modifiers; each failure is a point of Body damage", () => {
    const text = `ruleset enchanted-realms { defense_rolls: on }
character Vessa { agility 2 body 20 defenses { armor 10 } }
creature Orc { strength 8 body 20 attack Cleaver { roll 2d20 weight 2 to_hit 1 } }
encounter E { side a { Vessa } side b { Orc } round 1 { Orc: Cleaver -> Vessa } }`;
    it('DC 21 + to-hit 1 + Strength 3 + weight 2 = 27: 17 + AC 10 meets it (avoided), 16 + 10 does not (1 point)', async () => {
        const a = await erArena(text);
        const events = a.play(1, [1, 9, 17, 16]);
        expect(events.find(e => e.kind === 'check')).toMatchObject({ who: 'Vessa', needs: 'DC 27 per die', total: 1 });
        expect(damages(events)).toEqual([['Vessa', 1]]);
        // The line counts the dice that avoided it; it read "2d20 + AC [17, 16] = 1" and "1 die/dice".
        const check = events.find(e => e.kind === 'check');
        expect(check && renderEvent(check, 'text', {})[0].trim()).toBe(
            "Vessa — defense rolls against Orc's Cleaver: 2d20 + AC 10 [17*, 16]: 1 die avoids it, needs DC 27 per die → failure (1 not avoided: 1 Body damage)",
        );
    });
    it('a monster at disadvantage throws one die fewer, so the player rolls one defense die fewer', async () => {
        const a = await erArena(text.replace('Cleaver -> Vessa', 'Cleaver -> Vessa with disadvantage'));
        const events = a.play(1, [1, 9, 16]);
        expect(damages(events)).toEqual([['Vessa', 1]]);
    });
});

describe('initiative (public rules: d10 + initiative, ties rolled off on d20s)', () => {
    it('a tie is rolled off on d20s and the log shows the roll-off dice', async () => {
        const a = await erArena(`${FIGHTERS}encounter E { side a { Vessa } side b { Goblin } round 1 { Vessa: defend
  Goblin: defend } }`);
        // d10s Vessa 5, Goblin 5: tied at 5; the roll-off d20s Vessa 3, Goblin 17 put the Goblin first.
        const events = a.play(1, [5, 5, 3, 17]);
        const order = events.find(e => e.kind === 'order');
        expect(order?.kind === 'order' && order.order.map(o => [o.id, o.total, o.rolls?.map(r => recordText(r))])).toEqual([
            ['Goblin', 5, ['d10 [5]', 'roll-off d20 [17]']],
            ['Vessa', 5, ['d10 [5]', 'roll-off d20 [3]']],
        ]);
        // The total follows the roll it is the total of; the roll-off comes after it (it read
        // "d10 [5], roll-off d20 [17] = 5", as if the roll-off made the 5).
        expect(order && renderEvent(order, 'text', {})[0].trim()).toBe(
            'initiative (d10 + initiative; ties rolled off on d20): Goblin (d10 [5] = 5; roll-off d20 [17]), Vessa (d10 [5] = 5; roll-off d20 [3])',
        );
    });
    it('an initiative modifier shows after the d10, so the total adds up: 3 + 2 = 5', async () => {
        const a = await erArena(`ruleset enchanted-realms
character Kara { initiative 2 body 10 attack Sword { roll 1d20 } }
creature Goblin { body 8 attack Dagger { roll 1d20 } }
encounter E { side a { Kara } side b { Goblin } round 1 { Kara: defend
  Goblin: defend } }`);
        const order = a.play(1, [3, 4]).find(e => e.kind === 'order');
        expect(order?.kind === 'order' && order.order.map(o => [o.id, o.rolls?.map(r => recordText(r)).join(', '), o.total])).toEqual([
            ['Kara', 'd10 [3] + initiative (2)', 5],
            ['Goblin', 'd10 [4]', 4],
        ]);
    });
});

describe('§Cover in a scene of zones', () => {
    const blocks = `ruleset enchanted-realms
character Archer { agility 8 body 12 skills { archery 1 } attack Bow { roll skills d20 category piercing weight 1 tags ranged uses agility } }
creature Goblin { agility 6 body 8 defenses { armor 9 } attack Dagger { roll 1d20 } }
creature Knight { body 10 defenses { armor 25 } attack Sword { roll 1d20 } }
`;
    it('cover protects against attackers outside the covered zone, not inside it: AC 11 + 5 from the wall, 11 from the yard', async () => {
        const outside = await erArena(`${blocks}encounter E { zone yard { cover three_quarters } zone wall { distance yard 60 ft }
  side a { Archer at wall } side b { Goblin at yard } round 1 { Archer: Bow -> Goblin } }`);
        expect(attacks(outside.play(1, [9, 1, 16]))[0]).toMatchObject({ defense: 16, outcome: 'hit' });
        const inside = await erArena(`${blocks}encounter E { zone yard { cover three_quarters } zone wall { distance yard 60 ft }
  side a { Archer at yard } side b { Goblin at yard } round 1 { Archer: Bow -> Goblin } }`);
        expect(attacks(inside.play(1, [9, 1, 11]))[0]).toMatchObject({ defense: 11, outcome: 'hit' });
    });
    it('full cover: the target cannot be struck, and the shot is resolved by friendly fire (18 → natural 20 on the Knight)', async () => {
        const a = await erArena(`${blocks}encounter E { zone keep { cover full } zone wall { distance keep 60 ft }
  side a { Archer at wall } side b { Goblin at keep, Knight at keep } round 1 { Archer: Bow -> Goblin } }`);
        // d10s Archer 9, Goblin 2, Knight 1; the shot 18 cannot strike the Goblin; d10 → 1 (the Knight); 18 + 2 = 20 hits AC 25.
        const events = a.play(1, [9, 2, 1, 18, 1]);
        const [shot, stray] = attacks(events);
        expect(shot).toMatchObject({ target: 'Goblin', outcome: 'miss' });
        expect(stray).toMatchObject({ target: 'Knight', outcome: 'hit' });
        expect(damages(events)).toEqual([['Knight', 1 + 3 + 1]]);
    });
});
