/**
 * The damage step of a Vaxia attack (`settleDamage`, the function the engine's strikes, the hover
 * odds and the exact distributions all call) on the thresholds the seed states, with PP written
 * directly and the results worked out by hand. Found by `npm run mutate`: no test sat on "the same
 * amount or more" of a redirect, and no test gave armour or a shield a negative value.
 * Seed: 004_941aee309a07cd38.txt §Attacking and Defending (block, dodge, redirect/disarm).
 */
import { describe, expect, it } from 'vitest';
import { defenseMeets, defenseStats, settleDamage } from '../../language/rulesets/vaxia/rules/attacking-and-defending.js';
import { eventsOf, mightsOf, vaxiaArena } from './harness.js';

const fresh = { lif: 40, damage: 0 };

describe('§Attacking and Defending: redirect and disarm need the same PP or more', () => {
    it.each([
        ['redirect', 'redirected'],
        ['disarm', 'disarmed'],
    ] as const)('%s with exactly the attack’s 9 PP stops it whole', (kind, outcome) => {
        expect(settleDamage(false, kind, 9, 9, fresh)).toMatchObject({ outcome, damage: 0 });
        expect(settleDamage(false, kind, 9, 10, fresh)).toMatchObject({ outcome, damage: 0 });
    });

    it('one PP short, the action fails and the rest lands: 9 − 8 = 1', () => {
        expect(settleDamage(false, 'redirect', 9, 8, fresh)).toMatchObject({ outcome: 'hit', damage: 1 });
        expect(settleDamage(false, 'disarm', 9, 8, fresh)).toMatchObject({ outcome: 'hit', damage: 1 });
    });

    it('a block or dodge matching the attack’s PP stops it, but redirects nothing', () => {
        expect(settleDamage(false, 'block', 9, 9, fresh)).toMatchObject({ outcome: 'stopped', damage: 0 });
        expect(settleDamage(false, 'dodge', 9, 12, fresh)).toMatchObject({ outcome: 'stopped', damage: 0 });
    });
});

describe('§Attacking and Defending: what is left of the attack’s PP', () => {
    it('0 PP misses; 1 PP with no defense is 1 damage', () => {
        expect(settleDamage(false, 'none', 0, 0, fresh)).toEqual({
            absorbed: 0,
            armourAbsorbed: 0,
            shieldAbsorbed: 0,
            damage: 0,
            withheld: 0,
            outcome: 'missed',
        });
        expect(settleDamage(false, 'none', 1, 0, fresh)).toMatchObject({ outcome: 'hit', damage: 1 });
    });

    it('armour takes what it can: 5 PP, armour 2 → 3 damage; armour 5 → stopped; armour −3 counts as none', () => {
        expect(settleDamage(false, 'none', 5, 0, { ...fresh, armour: 2 })).toMatchObject({
            armourAbsorbed: 2,
            absorbed: 2,
            damage: 3,
            outcome: 'hit',
        });
        expect(settleDamage(false, 'none', 5, 0, { ...fresh, armour: 5 })).toMatchObject({ armourAbsorbed: 5, damage: 0, outcome: 'stopped' });
        expect(settleDamage(false, 'none', 5, 0, { ...fresh, armour: -3 })).toMatchObject({ armourAbsorbed: 0, damage: 5, outcome: 'hit' });
    });

    it('a shield adds to armour only in a block: 8 − 2 = 6 PP, armour 1, shield 2 → 3 damage', () => {
        const target = { ...fresh, armour: 1, shield: 2 };
        expect(settleDamage(false, 'block', 8, 2, target)).toEqual({
            absorbed: 3,
            armourAbsorbed: 1,
            shieldAbsorbed: 2,
            damage: 3,
            withheld: 0,
            outcome: 'hit',
        });
        expect(settleDamage(false, 'dodge', 8, 2, target)).toMatchObject({ shieldAbsorbed: 0, absorbed: 1, damage: 5 });
        expect(settleDamage(false, 'block', 8, 2, { ...fresh, shield: -2 })).toMatchObject({ shieldAbsorbed: 0, damage: 6 });
    });

    it('a non-lethal attack counts no PP past 0 LIF: LIF 10 with 7 taken has 3 to lose', () => {
        const hurt = { lif: 10, damage: 7 };
        expect(settleDamage(true, 'none', 5, 0, hurt)).toMatchObject({ damage: 3, withheld: 2 });
        expect(settleDamage(true, 'none', 3, 0, hurt)).toMatchObject({ damage: 3, withheld: 0 });
        // already past 0 LIF (12 taken of 10): nothing more lands
        expect(settleDamage(true, 'none', 5, 0, { lif: 10, damage: 12 })).toMatchObject({ damage: 0, withheld: 5 });
        // a lethal one counts all of it
        expect(settleDamage(false, 'none', 5, 0, hurt)).toMatchObject({ damage: 5, withheld: 0 });
    });
});

describe('§Attacking and Defending: which defense meets which attack, with which stats', () => {
    it('block and dodge meet any attack; parry, counter, redirect and disarm only their own realm; resisting only magic', () => {
        for (const kind of ['block', 'dodge'] as const) {
            expect(defenseMeets(kind, 'physical', 'magic')).toBe(true);
            expect(defenseMeets(kind, 'magic', 'physical')).toBe(true);
        }
        for (const kind of ['parry', 'counter', 'redirect', 'disarm'] as const) {
            expect(defenseMeets(kind, 'physical', 'magic')).toBe(false);
            expect(defenseMeets(kind, 'magic', 'physical')).toBe(false);
            expect(defenseMeets(kind, 'magic', 'magic')).toBe(true);
            expect(defenseMeets(kind, 'physical', 'physical')).toBe(true);
        }
        expect(defenseMeets('resist', 'magic', 'magic')).toBe(true);
        expect(defenseMeets('resist', 'magic', 'physical')).toBe(false);
        // resisting is a SPIR roll, whatever realm it is written in: it meets a spell, never a blade
        expect(defenseMeets('resist', 'physical', 'magic')).toBe(true);
        expect(defenseMeets('resist', 'physical', 'physical')).toBe(false);
    });

    it('names the stats of each defense in each realm', () => {
        expect(defenseStats('block', 'physical', 'magic')).toEqual(['STR', 'END']);
        expect(defenseStats('block', 'magic', 'physical')).toEqual(['SPIR', 'CHA']);
        expect(defenseStats('dodge', 'magic', 'physical')).toEqual(['DEX', 'INT']);
        expect(defenseStats('dodge', 'physical', 'magic')).toEqual(['INT', 'DEX']);
        expect(defenseStats('parry', 'physical', 'physical')).toEqual(['DEX', 'END']);
        expect(defenseStats('counter', 'magic', 'magic')).toEqual(['INT', 'CHA']);
        expect(defenseStats('redirect', 'physical', 'physical')).toEqual(['DEX', 'STR']);
        expect(defenseStats('disarm', 'magic', 'magic')).toEqual(['INT', 'SPIR']);
        expect(defenseStats('resist', 'magic', 'magic')).toEqual(['SPIR', 'SPIR']);
    });

    it('a physical attack written with no `vs` pair is ruled against the standing target’s DEX and END', async () => {
        const a = await vaxiaArena(`ruleset vaxia
character Fighter { STR 35 DEX 30 END 25 INT 25 LIF 40 attack Sword { uses DEX, STR } }
character Guard { STR 25 DEX 30 END 35 INT 30 SPIR 25 CHA 35 LIF 40 attack Fist { uses DEX, STR } }
encounter E { side a { Fighter } side b { Guard } round 1 { Fighter: Sword -> Guard } }`);
        const [attack] = eventsOf(a.play(1, [70, 60]), 'attack');
        // the Fighter's DEX 30 and STR 35 (no skill) against the Guard's DEX 30 and END 35
        expect(mightsOf(attack)).toEqual([
            ['DEX', 30, 30],
            ['STR', 35, 35],
        ]);
    });
});
