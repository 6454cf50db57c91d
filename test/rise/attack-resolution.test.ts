/**
 * Rise attack rolls and damage, against 003_66faa831a56df10d.txt §Attack Rolls, §Glancing Blows,
 * §Exploding Attacks, §Critical Hits, §Dice Pools and the worked examples in the rules digest.
 */
import { describe, expect, it } from 'vitest';
import { rollText } from '../../language/engine/render.js';
import { explodingD10, hitChance, outcomeOf } from '../../language/rulesets/rise/rules/attack-rolls.js';
import { arena, attackEvents, damageEvents } from './harness.js';

// Striker: accuracy 0, power 3, strength 0 → weapon dice as written. Target: armor 10, no DR.
const duel = (attack = 'damage 2d6 + power', striker = '', target = '') => `ruleset rise
character Striker { accuracy 0 power 3 hit_points 30 ${striker} defenses { armor 5 fortitude 5 reflex 5 mental 5 }
  attack Blade { vs armor ${attack} } }
creature Dummy { hit_points 200 ${target} defenses { armor 10 fortitude 10 reflex 10 mental 10 } attack Poke { vs armor damage 1 } }
encounter e { side a { Striker } side b { Dummy }
  round 1 { Striker: Blade -> Dummy } }`;

describe('attack outcome by margin over the defense', () => {
    it.each([
        [-3, 'miss'],
        [-2, 'glance'],
        [-1, 'glance'],
        [0, 'hit'],
        [9, 'hit'],
        [10, 'critical'],
        [20, 'critical'],
    ])('margin %i is a %s', (margin, outcome) => {
        expect(outcomeOf(margin)).toBe(outcome);
    });

    it('resolves a roll 3 below the defense as a miss with no damage', async () => {
        const a = await arena(duel());
        const events = a.play(1, [7]); // 7 + 0 vs 10
        expect(attackEvents(events)[0]).toMatchObject({ total: 7, defense: 10, outcome: 'miss' });
        expect(damageEvents(events)).toHaveLength(0);
        expect(a.byId('Dummy').hp).toBe(200);
    });

    it('deals only flat damage (power) on a glancing blow 2 below the defense', async () => {
        const a = await arena(duel());
        const events = a.play(1, [8]); // 8 vs 10: glance, no damage dice drawn
        expect(attackEvents(events)[0].outcome).toBe('glance');
        expect(damageEvents(events)[0]).toMatchObject({ amount: 3, hpLost: 3 });
    });

    it('glances 1 below the defense', async () => {
        const a = await arena(duel());
        expect(attackEvents(a.play(1, [9]))[0].outcome).toBe('glance');
    });

    it('hits exactly at the defense (margin 0) and rolls the dice plus power', async () => {
        const a = await arena(duel().replace('accuracy 0', 'accuracy 1'));
        const events = a.play(1, [9, 4, 5]); // 9 + 1 = 10 = armor 10; then 2d6 = 4 + 5
        expect(attackEvents(events)[0]).toMatchObject({ total: 10, outcome: 'hit' });
        expect(damageEvents(events)[0].amount).toBe(4 + 5 + 3);
    });

    it('at +9 is still a plain hit', async () => {
        const b = await arena(duel().replace('accuracy 0', 'accuracy 10'));
        const events = b.play(1, [9, 2, 2]); // 9 + 10 = 19 = defense + 9
        expect(attackEvents(events)[0]).toMatchObject({ total: 19, outcome: 'hit' });
        expect(damageEvents(events)[0].amount).toBe(2 + 2 + 3);
    });

    it('at exactly +10 doubles the damage dice but not power', async () => {
        const a = await arena(duel().replace('accuracy 0', 'accuracy 11'));
        const events = a.play(1, [9, 1, 2, 3, 4]); // 9 + 11 = 20 vs 10 → +10: 2d6 twice = 4d6
        expect(attackEvents(events)[0]).toMatchObject({ total: 20, outcome: 'critical', multiplier: 2 });
        expect(damageEvents(events)[0].amount).toBe(1 + 2 + 3 + 4 + 3);
    });

    it('at +19 still only doubles', async () => {
        const a = await arena(duel().replace('accuracy 0', 'accuracy 20'));
        const events = a.play(1, [9, 1, 1, 1, 1]); // 9 + 20 = 29 vs 10 → +19: 4d6
        expect(attackEvents(events)[0]).toMatchObject({ total: 29, outcome: 'critical', multiplier: 2 });
        expect(damageEvents(events)[0].amount).toBe(4 + 3);
    });

    it('at exactly +20 triples the damage dice (digest worked example)', async () => {
        const a = await arena(duel().replace('accuracy 0', 'accuracy 21'));
        const events = a.play(1, [9, 1, 1, 1, 1, 1, 1]); // 9 + 21 = 30 vs 10 → +20: 6d6
        expect(attackEvents(events)[0]).toMatchObject({ total: 30, outcome: 'critical', multiplier: 3 });
        expect(damageEvents(events)[0].amount).toBe(6 + 3);
    });

    it('keeps exploding while 10s come and adds every roll', async () => {
        const a = await arena(duel('damage 1'));
        const events = a.play(1, [10, 10, 10, 2]);
        expect(attackEvents(events)[0].total).toBe(32);
        expect(rollText(attackEvents(events)[0])).toContain('10!');
    });
});

/** A combatant model's parts these tests do not use. */
const NO_TRAITS = { groups: {}, tags: [], damageTraits: { resists: [], vulnerable: [], immune: [] } };

describe('damage pools and increments', () => {
    it('moves a mundane pool by half strength along the ladder', async () => {
        const a = await arena(duel('damage 1d8 + power', 'strength 4'));
        const events = a.play(1, [10, 1, 3, 4]); // hit; 1d8 +2 steps → 2d6
        expect(damageEvents(events)[0]).toMatchObject({ amount: 3 + 4 + 3 });
        expect(rollText(damageEvents(events)[0])).toMatch(/^2d6 /);
    });

    it('gives a magical 1d8 with willpower 2 or 3 one increment: 1d10 (digest worked example)', async () => {
        for (const willpower of [2, 3]) {
            const a = await arena(duel('damage 1d8 tags magical', `willpower ${willpower} strength 8`));
            const events = a.play(1, [10, 1, 9]); // a 9 is only possible on the d10
            expect(rollText(damageEvents(events)[0])).toMatch(/^1d10 /);
            expect(damageEvents(events)[0].amount).toBe(9);
        }
    });

    it('lets items keep their own dice pool', async () => {
        const a = await arena(duel('damage 1d8 tags item', 'strength 6'));
        expect(rollText(damageEvents(a.play(1, [10, 1, 8]))[0])).toMatch(/^1d8 /);
    });

    it('applies written increments (+1d) on the ladder: 2d8 +1d → 2d10', async () => {
        const a = await arena(duel('damage 2d8 +1d'));
        const events = a.play(1, [10, 1, 10, 10]);
        expect(damageEvents(events)[0]).toMatchObject({ amount: 20 });
        expect(rollText(damageEvents(events)[0])).toMatch(/^2d10 /);
    });

    it('absorbs damage with damage resistance before hit points', async () => {
        const a = await arena(duel('damage 2d6 + power', '', 'damage_resistance 5'));
        const events = a.play(1, [10, 1, 6, 6]); // 15 damage
        expect(damageEvents(events)[0]).toMatchObject({ amount: 15, absorbed: 5, hpLost: 10, hp: 190 });
        expect(a.byId('Dummy').resistance).toBe(0);
    });
});

describe('hit chance', () => {
    it('is 1 when even a 1 hits and falls by 10% per point needed', () => {
        expect(hitChance(0)).toBeCloseTo(1);
        expect(hitChance(-1)).toBeCloseTo(1);
        expect(hitChance(-2)).toBeCloseTo(0.9);
        expect(hitChance(-10)).toBeCloseTo(0.1);
    });

    it('counts explosions: needing 11 means a 10 then at least 1', () => {
        expect(hitChance(-11)).toBeCloseTo(0.1);
        expect(hitChance(-12)).toBeCloseTo(0.09);
    });
});

describe('damage outlook for hovers', () => {
    it('splits an attack into miss, glance, hit and critical odds and mixes their damage', async () => {
        const { riseDamageOutlook } = await import('../../language/rulesets/rise/outlook.js');
        const total = [...explodingD10().values()].reduce((a, b) => a + b, 0);
        expect(total).toBeCloseTo(1, 9);
        const attacker = { name: 'A', kind: 'character' as const, stats: { accuracy: 0, power: 3, strength: 0 }, attacks: [], ...NO_TRAITS };
        const target = { name: 'T', kind: 'creature' as const, stats: { armor: 10 }, attacks: [], ...NO_TRAITS };
        const { parseDiceToken } = await import('../../language/engine/dice.js');
        const d6 = parseDiceToken('1d6') as { term: import('../../language/engine/dice.js').DiceTerm };
        const damage: import('../../language/engine/dice.js').DiceExpr = {
            kind: 'binary',
            op: '+',
            left: { kind: 'dice', term: d6.term },
            right: { kind: 'stat', name: 'power' },
        };
        const outlook = riseDamageOutlook(
            { name: 'Blade', defense: 'armor', defenses: ['armor'], damage, traits: [], tags: [], stats: {} },
            attacker,
            target,
        )!;
        // A 10 explodes past 10 and hits (10, 10 and more is a critical: 1%); 8 and 9 glance (power only); 1–7 miss.
        expect(outlook.formula).toContain('hit 9.0%');
        expect(outlook.formula).toContain('critical 1.0%');
        expect(outlook.formula).toContain('glancing 20.0%');
        expect(outlook.formula).toContain('miss 70.0%');
        expect(outlook.distribution.get(0)).toBeCloseTo(0.7);
        expect(outlook.distribution.get(3)).toBeCloseTo(0.2);
        const sum = [...outlook.distribution.values()].reduce((a, b) => a + b, 0);
        expect(sum).toBeCloseTo(1, 9);
        expect(outlook.versus).toBe('armor 10');
    });
});
