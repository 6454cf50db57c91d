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
import { build } from '../helpers.js';
import { arena, attackEvents, woundEvents } from './harness.js';

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

/** The hover on the attack name of the scripted line (as test/rise/outlook.test.ts). */
async function hover(text: string, at: string): Promise<string> {
    const built = await build(text);
    const position = built.main.textDocument.positionAt(text.indexOf(at) + 1);
    const h = await built.services.Strife.lsp.HoverProvider!.getHoverContent(built.main, {
        textDocument: { uri: built.main.uri.toString() },
        position,
    });
    return (h?.contents as { value: string } | undefined)?.value ?? '';
}

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
