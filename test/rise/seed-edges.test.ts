/**
 * Rise rules at the edges the first mutation run of rules/attack-rolls.ts and rules/vital-wounds.ts
 * (npm run mutate, README §Testing) found untested: every row of the Vital Wound Effects table as
 * the log prints it, what lasting wounds add up to, the exploding d10's odds and the hit chance the
 * tactics read, a glancing blow or a miss on a target not subject to critical hits, and an attack
 * that names no defense. Expected values are worked out by hand from 003_66faa831a56df10d.txt.
 */
import { describe, expect, it } from 'vitest';
import { explodingD10, hitChance, outcomeAgainst } from '../../language/rulesets/rise/rules/attack-rolls.js';
import { lastingWounds } from '../../language/rulesets/rise/rules/vital-wounds.js';
import { rollText } from '../../language/engine/render.js';
import { build, codes } from '../helpers.js';
import { fight } from '../validation/support.js';
import { arena, attackEvents, damageEvents, hoverAt as hover, woundEvents } from './harness.js';

/** Brute hits Hero (20 HP, at 0) for 1: one vital wound per hit; the attack d10 is 1 (1 + 10 − 5: a hit). */
const BEATING = `ruleset rise
character Hero { hit_points 20 accuracy 0 defenses { armor 5 fortitude 5 reflex 5 mental 5 } attack Fist { vs armor damage 1 } }
creature Brute { hit_points 50 accuracy 10 defenses { armor 5 fortitude 5 reflex 5 mental 5 } attack Club { vs armor damage 1 } }
encounter e { side a { Hero } side b { Brute } round 1 { Brute: Club -> Hero } }`;

describe('§Vital Rolls, table Vital Wound Effects: each result as the log gives it', () => {
    it.each([
        [1, 'unconscious while below full hit points'],
        [2, '−10 feet to speed'],
        [3, '−5 feet to speed'],
        [4, '−2 to all defenses'],
        [5, '−1 to all defenses'],
        [6, 'maximum damage resistance becomes 0'],
        [7, 'maximum damage resistance is halved'],
        [8, '−2 to accuracy'],
        [9, '−1 to accuracy'],
        [10, 'no extra effect'],
    ])('a first wound, vital roll %i: %s', async (die, effect) => {
        const a = await arena(BEATING);
        a.byId('Hero').hp = 0;
        const events = a.play(1, [1, die]);
        expect(woundEvents(events).map(w => [w.result, w.effect])).toEqual([[die, effect]]);
    });

    it.each([
        // earlier wounds, d10, result (d10 − 2 per earlier wound), effect; round 1
        [4, 2, -6, 'dies immediately'],
        [3, 5, -1, 'unconscious; dies at the end of the next round unless treated'],
        [3, 6, 0, 'unconscious; dies after one minute (at the end of round 11) unless treated'],
    ])('with %i earlier wounds a d10 of %i is %i: %s', async (earlier, die, result, effect) => {
        const a = await arena(BEATING);
        a.byId('Hero').hp = 0;
        a.byId('Hero').vitalWounds.push(...Array(earlier).fill(10));
        const events = a.play(1, [1, die]);
        expect(woundEvents(events).map(w => [w.result, w.effect])).toEqual([[result, effect]]);
    });

    it('a 5 takes 1 off every defense for later attacks (armor 5 → 4)', async () => {
        const a = await arena(BEATING);
        a.byId('Hero').hp = 0;
        a.play(1, [1, 5]);
        expect(a.byId('Hero').woundDefensePenalty).toBe(1);
        const events = a.play(2, [1, 10], [{ actor: 'Brute', actions: [{ action: 'Club', isAttack: true, targets: ['Hero'], modifiers: [] }] }]);
        expect(attackEvents(events)[0].defense).toBe(4);
    });
});

describe('§Vital Wounds "The effects of vital wounds stack": lastingWounds, as the fighter and waking read them', () => {
    it.each([
        [[5, 9], 10, { defense: 1, accuracy: 1, speed: 0, maxResistance: 10, dying: false, outBelowFull: false }],
        [[4, 5, 8, 9], 10, { defense: 3, accuracy: 3, speed: 0, maxResistance: 10, dying: false, outBelowFull: false }],
        [[2, 3], 10, { defense: 0, accuracy: 0, speed: 15, maxResistance: 10, dying: false, outBelowFull: false }],
        [[6], 10, { defense: 0, accuracy: 0, speed: 0, maxResistance: 0, dying: false, outBelowFull: false }],
        [[7, 7], 11, { defense: 0, accuracy: 0, speed: 0, maxResistance: 2, dying: false, outBelowFull: false }], // 11 → 5 → 2
        [[0], 10, { defense: 0, accuracy: 0, speed: 0, maxResistance: 10, dying: true, outBelowFull: false }],
        [[-3], 10, { defense: 0, accuracy: 0, speed: 0, maxResistance: 10, dying: true, outBelowFull: false }],
        [[1], 10, { defense: 0, accuracy: 0, speed: 0, maxResistance: 10, dying: false, outBelowFull: true }],
        [[10], 10, { defense: 0, accuracy: 0, speed: 0, maxResistance: 10, dying: false, outBelowFull: false }],
    ])('wounds %j on damage resistance %i', (results, base, expected) => {
        expect(lastingWounds(results, base)).toEqual(expected);
    });
});

describe('§Exploding Attacks: "if you roll a 10 on the d10, the die explodes"', () => {
    it('d10!: 1–9 at 1/10 each, never 10 itself, 11–19 at 1/100, … cut after four explosions with 50 holding the rest', () => {
        const d = explodingD10();
        for (let face = 1; face <= 9; face++) expect(d.get(face)).toBeCloseTo(0.1, 15);
        expect(d.has(10)).toBe(false);
        expect(d.get(11)).toBeCloseTo(0.01, 15);
        expect(d.get(19)).toBeCloseTo(0.01, 15);
        expect(d.has(20)).toBe(false);
        expect(d.get(41)).toBeCloseTo(1e-5, 15);
        expect(d.get(50)).toBeCloseTo(1e-5, 15);
        expect(Math.max(...d.keys())).toBe(50);
        expect(Math.min(...d.keys())).toBe(1);
        expect([...d.values()].reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    });

    it.each([
        [0, 1], // any d10 reaches the defense
        [-1, 1], // a 1 or more: certain
        [-2, 0.9], // 2–9, or a 10 that explodes
        [-9, 0.2], // 9, or 10
        [-10, 0.1], // only a 10
        [-11, 0.1], // a 10 and then anything
        [-12, 0.09], // a 10, then 2 or more
        [-20, 0.01], // two 10s
        [200, 1],
        [250, 1],
    ])('hit chance at edge %i (accuracy − defense) is %d', (edge, p) => {
        expect(hitChance(edge)).toBeCloseTo(p, 12);
    });

    it('edge −85: eight 10s, then 5 or more — 0.6 × 10⁻⁸', () => {
        expect(hitChance(-85)).toBeCloseTo(0.6e-8, 20);
    });

    it('a hit at edge −250 is past every explosion followed: 0', () => {
        expect(hitChance(-250)).toBe(0);
    });
});

describe('§Critical Hits "not subject to critical hits": only a critical becomes a plain hit', () => {
    it.each([
        [10, 'hit', true],
        [9, 'hit', false],
        [-1, 'glance', false],
        [-3, 'miss', false],
    ])('margin %i against such a target: %s (immunity used: %s)', (margin, outcome, immune) => {
        expect(outcomeAgainst(margin, true)).toEqual({ outcome, immune });
    });
});

describe('§Strikes "vs. Armor": an attack that names no defense', () => {
    it('is made against Armor', async () => {
        const a = await arena(BEATING.replace('attack Club { vs armor damage 1 }', 'attack Club { damage 1 }'));
        const events = a.play(1, [1]);
        expect(attackEvents(events)[0]).toMatchObject({ versus: 'armor', defense: 5 });
    });
});

/** The maneuvers file of test/rise/maneuvers.test.ts, trimmed: Kara (Medium) and an Orc of `orcSize`. */
const SIZES = (o: { kara?: string; orc?: string; karaSize?: string; orcSize?: string; script: string }) => `ruleset rise
character Kara { ${o.karaSize ?? ''} accuracy 10 hit_points 30 defenses { armor 5 fortitude 5 reflex 5 mental 5 }
  attack Sword { vs armor damage 4 tags melee }
  attack Rock { vs armor damage 3 tags thrown range 60 } }
creature Orc { ${o.orcSize ?? ''} accuracy 0 hit_points 50 defenses { armor 6 fortitude 6 reflex 4 mental 5 } attack Axe { vs armor damage 3 tags melee } }
encounter e {
  side h { Kara${o.kara ?? ''} } side o { Orc${o.orc ?? ''} }
  ${o.script}
}`;

describe('§Special Combat Abilities (note 2): the Size-Based maneuvers fail against a creature two sizes larger', () => {
    it.each([
        ['dirty_trick', ''],
        ['shove', ' to yard'],
        ['trip', ''],
    ])('%s against a size 2 Orc: no roll, and the log says why', async (maneuver, to) => {
        const a = await arena(
            SIZES({ orcSize: 'size 2', script: `zone here { distance yard 5 ft }\n  zone yard\n  round 1 { Kara: ${maneuver} -> Orc${to} }` }),
        );
        const events = a.play(1, []);
        expect(attackEvents(events)).toEqual([]);
        expect(events.some(e => e.kind === 'note' && e.text.includes(`${maneuver} cannot affect it (Size-Based)`))).toBe(true);
    });
});

describe('§Critical Hits "a creature that is two or more size categories larger than you" (melee only)', () => {
    it.each([
        ['a Large attacker against a Huge target (one larger)', 'size 1', '', 'Sword'],
        ['a flyer against a target two larger (one larger for it)', '', ' is flying', 'Sword'],
        ['a thrown strike against a target two larger (not melee)', '', '', 'Rock'],
    ])('%s: a critical', async (_, karaSize, kara, attack) => {
        const a = await arena(SIZES({ karaSize, kara, orcSize: 'size 2', script: `round 1 { Kara: ${attack} -> Orc }` }));
        const event = attackEvents(a.play(1, [9]))[0]; // 9 + 10 = 19 against Armor 6: +13
        expect(event.outcome).toBe('critical');
    });
});

describe('§Escape Grapple: +4 per size the grappler is larger — never less than 0', () => {
    it('a grappler one size smaller than the escaper adds nothing: 3 + 0 against 0 escapes', async () => {
        const a = await arena(
            SIZES({
                karaSize: 'size 1',
                kara: ' is grappled by Orc',
                orc: ' is grappled by Kara',
                script: 'round 1 { Kara: escape_grapple }',
            }).replace('accuracy 10', 'accuracy 0'),
        );
        expect(attackEvents(a.play(1, [3]))[0]).toMatchObject({ defense: 0 });
    });
});

const DEF = 'defenses { armor 5 fortitude 5 reflex 5 mental 5 }';
const scene = (line: string, o: { zones?: string; kara?: string; orc?: string } = {}) => `ruleset rise
character Kara { accuracy 0 hit_points 30 ${DEF}
  attack Sword { vs armor damage 4 tags melee }
  attack Bow { vs armor damage 4 tags projectile range 60 }
  attack Dart { vs fortitude damage 2 tags projectile range 60 }
  attack Longbow { vs armor damage 4 tags projectile range 60 long_range 120 } }
creature Orc { accuracy 0 hit_points 50 ${DEF} attack Axe { vs armor damage 3 tags melee } }
encounter e {
  ${o.zones ?? ''}
  side h { Kara${o.kara ?? ''} } side o { Orc${o.orc ?? ''} }
  round 1 { Kara: ${line} }
}`;

describe('the hover names each change the scene makes (§Trip prone, §Being In A Grapple, §Flying, §Gliding, §Strikes long range)', () => {
    it.each([
        ['Sword -> Orc', { orc: ' is prone' }, 'prone −2'],
        ['Bow -> Orc', { orc: ' is prone' }, 'prone vs a ranged strike +2'], // −2 Armor, +4 against ranged strikes
        ['Dart -> Orc', { orc: ' is prone' }, 'prone vs a ranged strike +4'], // Fortitude: only the +4
        ['Sword -> Orc', { kara: ' is prone' }, 'attacker prone −2'],
        ['Sword -> Orc', { orc: ' is gliding' }, 'gliding −2'],
        ['Sword -> Orc', { orc: ' is flying' }, 'flying −2'],
        ['Longbow -> Orc', { zones: 'zone field { distance far 90 ft }\n  zone far', kara: ' at field', orc: ' at far' }, 'long range −4'],
    ])('%s with %j: "%s"', async (line, o, note) => {
        expect(await hover(scene(line, o), line)).toContain(note);
    });
});

// ---- found by the mutation run of the other files of rules/ (combat-time, damage-types, dice-pools, grappling, movement-and-positioning) ----

/** Kara strikes the Orc (armor 5, 50 hit points) with `attack`; the Orc has `orc` written in its block. */
const STRIKE = (o: { attack?: string; kara?: string; orc?: string; script?: string }) => `ruleset rise
character Kara { accuracy 0 hit_points 30 ${o.kara ?? ''} ${DEF}
  attack Cut { vs armor ${o.attack ?? 'damage 4'} tags melee } }
character Ally { accuracy 0 hit_points 30 ${DEF} attack Club { vs armor damage 2 tags melee } }
creature Orc { accuracy 0 hit_points 50 ${o.orc ?? ''} ${DEF} attack Axe { vs armor damage 3 tags melee } }
encounter e { side h { Kara, Ally } side o { Orc }
  ${o.script ?? 'round 1 { Kara: Cut -> Orc }'} }`;

describe('§Actions: one movement, then a standard and a minor action, the standard tradable once (strife check)', () => {
    const economy = async (line: string) => codes((await build(fight(`  round 1 { ${line} }`))).diagnostics).filter(c => c.startsWith('rise-'));

    it('two movements fit (the second takes the standard slot), two movements and an attack do not', async () => {
        expect(await economy('Kara: move; sprint')).toEqual([]);
        expect(await economy('Kara: move; sprint; Longsword -> Bandit#1')).toEqual(['rise-action-economy']);
    });

    it('a standard, a minor and a second minor overfill the standard slot: the repeat is refused twice over', async () => {
        expect(await economy('Doran: Spear -> Bandit#1; offhand_strike -> Bandit#1 using Dagger')).toEqual([]);
        expect(await economy('Doran: Spear -> Bandit#1; offhand_strike -> Bandit#1 using Dagger; offhand_strike -> Bandit#2 using Dagger')).toEqual([
            'rise-minor-repeated',
            'rise-action-economy',
        ]);
    });
});

describe('§Charge "briefly": −2 to all defenses from the next phase to the end of the next round', () => {
    it('the Orc’s axe meets Armor 5 in the round of the charge, 3 in the next, 5 again after', async () => {
        const a = await arena(
            STRIKE({
                script: 'round 1 { Kara: charge -> Orc using Cut\n    Orc: Axe -> Kara }\n  round 2 { Orc: Axe -> Kara }\n  round 3 { Orc: Axe -> Kara }',
            }),
        );
        expect(attackEvents(a.play(1, [1, 1])).map(e => [e.actor, e.defense])).toEqual([
            ['Kara', 5],
            ['Orc', 5],
        ]);
        expect(attackEvents(a.play(2, [1]))[0].defense).toBe(3);
        expect(attackEvents(a.play(3, [1]))[0].defense).toBe(5);
    });
});

describe('§Total Defense: +2 to all defenses for the round it is taken in, and no longer', () => {
    it('Armor 7 against the Orc in round 1, 5 in round 2', async () => {
        const a = await arena(STRIKE({ script: 'round 1 { Kara: total_defense\n    Orc: Axe -> Kara }\n  round 2 { Orc: Axe -> Kara }' }));
        expect(attackEvents(a.play(1, [1]))[0].defense).toBe(7);
        expect(attackEvents(a.play(2, [1]))[0].defense).toBe(5);
    });
});

describe('a stat change "for 2 rounds" holds in the round after the one it lands in, not the one after that', () => {
    it('modifies armor -2 for 2 rounds on a hit: the Orc’s Armor is 3 in rounds 1 (after the hit) and 2, 5 in round 3', async () => {
        const a = await arena(
            STRIKE({
                attack: 'damage 1 modifies armor -2 for 2 rounds',
                script: 'round 1 { Kara: Cut -> Orc }\n  round 2 { Ally: Club -> Orc }\n  round 3 { Ally: Club -> Orc }',
            }),
        );
        a.play(1, [5]);
        expect(attackEvents(a.play(2, [1]))[0].defense).toBe(3);
        expect(attackEvents(a.play(3, [1]))[0].defense).toBe(5);
    });
});

describe('§Damage Types: impervious (+4) and vulnerable (−4) as the attack line gives them', () => {
    const CUT = 'damage 4 category fire';
    it.each([
        ['resists fire', 9, 'impervious to fire'],
        ['vulnerable fire', 1, 'vulnerable to fire'],
        ['resists energy vulnerable fire', 5, 'impervious to fire, vulnerable to fire'],
    ])('a fire attack on an Orc that %s: Armor %i, "%s"; a hit still deals its 4 damage', async (traits, defense, note) => {
        const a = await arena(STRIKE({ attack: CUT, orc: traits }));
        const events = a.play(1, [9]);
        expect(attackEvents(events)[0]).toMatchObject({ defense, outcome: 'hit', note });
        expect(damageEvents(events)[0].amount).toBe(4);
        expect(a.byId('Orc').hp).toBe(46);
    });

    it('immunity to one subtype (fire) does not cover another (cold): Armor 5, 4 damage', async () => {
        const a = await arena(STRIKE({ attack: 'damage 4 category cold', orc: 'immune fire' }));
        const events = a.play(1, [5]);
        expect(attackEvents(events)[0]).toMatchObject({ defense: 5, note: undefined });
        expect(a.byId('Orc').hp).toBe(46);
    });
});

describe('§Dice Pools: the ladder’s ends and a pool of several dice', () => {
    const damage = async (attack: string, kara: string, dice: number[]) => {
        const a = await arena(STRIKE({ attack, kara }));
        const [d] = damageEvents(a.play(1, [5, ...dice]));
        return [rollText(d)?.split(' ')[0], d.amount];
    };

    it('1d2 one step down (Strength −2: half is −1) is below the ladder: a flat 1', async () => {
        expect(await damage('damage 1d2', 'strength -2', [])).toEqual(['1', 1]);
    });

    it('8d10 two steps up (Strength 4) is past the ladder: 10d10', async () => {
        expect(await damage('damage 8d10', 'strength 4', [1, 1, 1, 1, 1, 1, 1, 1, 1, 1])).toEqual(['10d10', 10]);
    });

    it('only the first dice move: 1d6 + 1d4 one step up (Strength 2) is 1d8 + 1d4', async () => {
        const a = await arena(STRIKE({ attack: 'damage 1d6 + 1d4', kara: 'strength 2' }));
        const [d] = damageEvents(a.play(1, [5, 8, 4]));
        expect(rollText(d)).toMatch(/^1d8 \[8\] \+ 1d4 \[4\]/);
        expect(d.amount).toBe(12);
    });

    it('dice off the ladder stay as written when no increment moves them: 3d6', async () => {
        expect(await damage('damage 3d6', '', [6, 6, 6])).toEqual(['3d6', 18]);
    });
});

describe('§Dirty Trick: against the lower of Fortitude and Reflex (Fortitude on a tie), lowering the one written', () => {
    const TRICK = (fortitude: number, reflex: number, script: string) =>
        STRIKE({ script }).replace(
            `creature Orc { accuracy 0 hit_points 50  ${DEF}`,
            `creature Orc { accuracy 0 hit_points 50 defenses { armor 5 fortitude ${fortitude} reflex ${reflex} mental 5 }`,
        );

    it.each([
        [4, 6, 'fortitude'],
        [5, 5, 'fortitude'],
        [6, 4, 'reflex'],
    ])('Fortitude %i, Reflex %i: against %s', async (fortitude, reflex, versus) => {
        const a = await arena(TRICK(fortitude, reflex, 'round 1 { Kara: dirty_trick -> Orc }'));
        expect(attackEvents(a.play(1, [9]))[0].versus).toBe(versus);
    });

    it('with against_fortitude, lowers_reflex: the Ally’s club against Reflex next round meets 6 − 2', async () => {
        const a = await arena(
            TRICK(5, 6, 'round 1 { Kara: dirty_trick -> Orc with against_fortitude, lowers_reflex }\n  round 2 { Ally: Club -> Orc }').replace(
                'attack Club { vs armor',
                'attack Club { vs reflex',
            ),
        );
        expect(attackEvents(a.play(1, [9]))[0]).toMatchObject({ versus: 'fortitude', outcome: 'hit' });
        expect(attackEvents(a.play(2, [1]))[0].defense).toBe(4);
    });
});

describe('§Movement Modes: the speed a combatant writes is how far it moves (strife check)', () => {
    const move = (speed: string) =>
        build(`ruleset rise
character Kara { accuracy 0 hit_points 30 ${speed} ${DEF} attack Cut { vs armor damage 4 tags melee } }
creature Orc { accuracy 0 hit_points 50 ${DEF} attack Axe { vs armor damage 3 tags melee } }
encounter e { zone a { distance b 40 ft } zone b side h { Kara at a } side o { Orc at b } round 1 { Kara: move to b } }`);

    it('speed 40 covers 40 ft in one move; the default 30 stops on the way', async () => {
        expect(codes((await move('speed 40')).diagnostics)).not.toContain('move-takes-rounds');
        expect(codes((await move('')).diagnostics)).toContain('move-takes-rounds');
    });
});

describe('"briefly" starts with the next round’s movement phase: an overrun then already meets the lowered defense', () => {
    it('a dirty trick lowering Fortitude in round 1: Kara’s overrun past the blocking Orc in round 2’s movement phase meets 5 − 2', async () => {
        const a = await arena(`ruleset rise
character Kara { accuracy 0 hit_points 30 ${DEF} attack Cut { vs armor damage 4 tags melee } }
creature Orc { accuracy 0 hit_points 50 ${DEF} attack Axe { vs armor damage 3 tags melee } }
encounter e { zone a { distance b 30 ft } zone b side h { Kara at a } side o { Orc at a }
  round 1 { Kara: dirty_trick -> Orc with lowers_fortitude }
  round 2 { Orc: block -> Kara
    Kara: overrun to b } }`);
        expect(attackEvents(a.play(1, [5]))[0]).toMatchObject({ versus: 'fortitude', defense: 5, outcome: 'hit' });
        expect(attackEvents(a.play(2, [3]))[0]).toMatchObject({ attack: 'overrun', versus: 'fortitude', defense: 3, outcome: 'hit' });
    });
});

describe('§Dice Pools: every rung of the ladder past 2d10, and one below 1d3', () => {
    it.each([
        ['1d3 -1d', '1d2', [2], 2],
        ['2d10 +1d', '4d6', [6, 6, 6, 6], 24],
        ['4d6 +1d', '4d8', [8, 8, 8, 8], 32],
        ['4d8 +1d', '4d10', [1, 1, 1, 1], 4],
        ['4d10 +1d', '5d10', [1, 1, 1, 1, 1], 5],
        ['5d10 +1d', '6d10', [1, 1, 1, 1, 1, 1], 6],
        ['6d10 +1d', '7d10', [1, 1, 1, 1, 1, 1, 1], 7],
        ['7d10 +1d', '8d10', [1, 1, 1, 1, 1, 1, 1, 1], 8],
    ])('damage %s rolls %s', async (written, dice, faces, amount) => {
        const a = await arena(STRIKE({ attack: `damage ${written}` }));
        const [d] = damageEvents(a.play(1, [5, ...faces]));
        expect([rollText(d)?.split(' ')[0], d.amount]).toEqual([dice, amount]);
    });
});

describe('§Strikes: how far an attack reaches, by its tags', () => {
    /** Whether Kara's Hit reaches the Orc `feet` away: one d10 when it does, none when it does not. */
    const reach = async (attack: string, feet: number, hits: boolean) => {
        const a = await arena(`ruleset rise
character Kara { accuracy 0 hit_points 30 ${DEF} attack Hit { vs armor damage 1 ${attack} } }
creature Orc { accuracy 0 hit_points 50 ${DEF} attack Axe { vs armor damage 3 tags melee } }
encounter e { zone a { distance b ${feet} ft } zone b side h { Kara at a } side o { Orc at b } round 1 { Kara: Hit -> Orc } }`);
        return attackEvents(a.play(1, hits ? [5] : [])).length === 1;
    };

    it.each([
        ['tags melee, magical (a touch spell)', 5, false],
        ['(no tags: a melee strike)', 5, false],
        ['tags long (no melee tag: still melee, 10 ft)', 10, true],
        ['tags long', 15, false],
        ['tags projectile (no range: anywhere it sees)', 60, true],
        ['tags magical (no range)', 60, true],
    ])('%s at %i ft: in reach %s', async (tags, feet, hits) => {
        expect(await reach(tags.startsWith('tags') ? tags.replace(/ \(.*/, '') : '', feet, hits)).toBe(hits);
    });
});

describe('§Strikes: an ability or a maneuver is no strike (strife check: subdual only by a strike)', () => {
    const codesOf = async (line: string) =>
        codes(
            (
                await build(`ruleset rise
character Kara { accuracy 0 hit_points 30 ${DEF} attack Sword { vs armor damage 4 tags melee } attack Flail { vs armor damage 3 tags melee, tripping } ability Jab { vs armor damage 2 }
  ability Burst { vs reflex damage 2 tags multi_target } }
creature Orc { accuracy 0 hit_points 50 ${DEF} attack Axe { vs armor damage 3 tags melee } }
creature Goblin { accuracy 0 hit_points 20 ${DEF} attack Axe { vs armor damage 3 tags melee } }
encounter e { side h { Kara } side o { Orc, Goblin } round 1 { Kara: ${line} } }`)
            ).diagnostics,
        ).filter(c => c.startsWith('rise-'));

    it('Sword with subdual is allowed; the Jab ability with subdual is refused', async () => {
        expect(await codesOf('Sword -> Orc with subdual')).toEqual([]);
        expect(await codesOf('Jab -> Orc with subdual')).toEqual(['rise-subdual-not-strike']);
    });

    it('a trip with a tripping flail is a maneuver, not a strike: subdual is refused', async () => {
        expect(await codesOf('trip -> Orc using Flail with subdual')).toEqual(['rise-subdual-not-strike']);
    });

    it('a throw makes a thrown strike: subdual is allowed', async () => {
        expect(await codesOf('throw -> Orc using Flail with subdual')).toEqual([]);
    });

    it('a multi_target ability takes several targets with one attack (§Secondary Strike Targets); the Jab takes one', async () => {
        expect(await codesOf('Burst -> Orc, Goblin')).toEqual([]);
        expect(await codesOf('Jab -> Orc, Goblin')).toEqual(['rise-one-target']);
    });

    it('an ability that names a defense makes an attack roll: the Jab meets Armor 5', async () => {
        const a = await arena(`ruleset rise
character Kara { accuracy 0 hit_points 30 ${DEF} ability Jab { vs armor damage 2 } }
creature Orc { accuracy 0 hit_points 50 ${DEF} attack Axe { vs armor damage 3 tags melee } }
encounter e { side h { Kara } side o { Orc } round 1 { Kara: Jab -> Orc } }`);
        expect(attackEvents(a.play(1, [5]))[0]).toMatchObject({ versus: 'armor', defense: 5, outcome: 'hit' });
    });
});

describe('§Glancing Blows: only the flat part of the damage, as the log writes it', () => {
    it('damage 1d6 + 3 glancing (4 against Armor 5): "0 + 3", 3 damage', async () => {
        const a = await arena(STRIKE({ attack: 'damage 1d6 + 3' }));
        const [d] = damageEvents(a.play(1, [4]));
        expect([rollText(d), d.amount]).toEqual([expect.stringMatching(/^0 \+ 3/), 3]);
    });
});

describe('§Point of Origin: an area attack without a range reaches only as far as a melee strike', () => {
    it('Kara’s Slam (area, no range) cannot fill a zone 20 ft away: the action is lost, no roll', async () => {
        const a = await arena(`ruleset rise
character Kara { accuracy 0 hit_points 30 ${DEF} attack Slam { vs reflex damage 2 tags area } }
creature Orc { accuracy 0 hit_points 50 ${DEF} attack Axe { vs armor damage 3 tags melee } }
encounter e { zone a { distance b 20 ft } zone b side h { Kara at a } side o { Orc at b } round 1 { Kara: Slam in b } }`);
        const events = a.play(1, []);
        expect(events.filter(e => e.kind === 'note').map(e => (e as { text: string }).text)).toContain(
            "Kara's Slam cannot reach b (20 ft away); the action is lost.",
        );
        expect(attackEvents(events)).toEqual([]);
    });
});

describe('§Movement Modes: a change to speed changes how far a movement goes', () => {
    it('Haste (speed +10 for 2 rounds) in round 1: Kara’s move of round 2 covers 40 ft and reaches b', async () => {
        const a = await arena(`ruleset rise
character Kara { accuracy 0 hit_points 30 ${DEF} attack Cut { vs armor damage 4 tags melee } }
character Ally { accuracy 0 hit_points 30 ${DEF} ability Haste { modifies speed 10 for 2 rounds } }
creature Orc { accuracy 0 hit_points 50 ${DEF} attack Axe { vs armor damage 3 tags melee } }
encounter e { zone a { distance b 40 ft } zone b side h { Kara at a, Ally at a } side o { Orc at b }
  round 1 { Ally: Haste -> Kara }
  round 2 { Kara: move to b } }`);
        a.play(1, []);
        const moved = a.play(2, []).flatMap(e => (e.kind === 'action' || e.kind === 'note' ? [e.text] : []));
        expect(moved).toContain('Kara moves 40 ft toward b, now in b.');
    });
});
