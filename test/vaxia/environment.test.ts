/**
 * Environmental damage: the base damage chart, cumulative counters, resisting against difficulty 1,
 * falling. Seed: 004_941aee309a07cd38.txt §Environmental Damage Base Damage Chart, §Each Round vs.
 * Cumulative Damage, §Resisting Environmental Damage, §Special Cases - Falling and Space,
 * §Armor and Environmental Damage.
 */
import { describe, expect, it } from 'vitest';
import {
    checkHazard,
    HAZARD_DIFFICULTY,
    hazardBaseDamage,
    hazardSpec,
    nextExposureRound,
    radiationEndPenalty,
    resistedDamage,
} from '../../language/rulesets/vaxia/environment.js';
import { ruleTrait, VaxiaInputError } from '../../language/rulesets/vaxia/ruling.js';
import { ruleTwoTraits } from '../../language/rulesets/vaxia/two-trait.js';

describe('§Environmental Damage Base Damage Chart', () => {
    it.each([
        ['fire', 10, ['END']],
        ['electrocution', 10, ['END']],
        ['emp', 10, ['END']],
        ['frost', 5, ['END']],
        ['radiation', 5, ['END']],
        ['lava', 15, ['END']],
        ['near_lava', 5, ['END']],
        ['collapse', 10, ['DEX', 'END']],
        ['noxious_gas', 5, ['CON']],
        ['drowning', 5, ['CON']],
        ['deep_sea', 15, ['END']],
    ])('%s: %i base, resisted by %j', (source, base, stats) => {
        expect(hazardBaseDamage(source)).toBe(base);
        expect(hazardSpec(source)?.resistedBy).toEqual(stats);
    });

    it('electrocution is 20 when wet or standing in water', () => {
        expect(hazardBaseDamage('electrocution', { wet: true })).toBe(20);
    });

    it('a collapsing building: 10 per floor', () => {
        expect(hazardBaseDamage('collapse', { floors: 3 })).toBe(30);
    });

    it('frost and radiation stay at 5 every round; radiation adds −5 END each round', () => {
        expect([1, 2, 3].map(round => hazardBaseDamage('frost', { round }))).toEqual([5, 5, 5]);
        expect([1, 2, 3].map(round => hazardBaseDamage('radiation', { round }))).toEqual([5, 5, 5]);
        expect(radiationEndPenalty(3)).toBe(15);
    });

    it('§Each Round vs. Cumulative Damage: noxious gas 5, 10, 15', () => {
        expect([1, 2, 3].map(round => hazardBaseDamage('noxious_gas', { round }))).toEqual([5, 10, 15]);
        expect([1, 2, 3].map(round => hazardBaseDamage('drowning', { round }))).toEqual([5, 10, 15]);
    });

    it('the deep sea: 15, 30, 45 (cold, drowning, pressure at 5 each); water-breathers 10, 20, 30', () => {
        expect([1, 2, 3].map(round => hazardBaseDamage('deep_sea', { round }))).toEqual([15, 30, 45]);
        expect([1, 2, 3].map(round => hazardBaseDamage('deep_sea', { round, breathesWater: true }))).toEqual([10, 20, 30]);
    });

    it('a round out of the gas resets the counter to the base', () => {
        let round = 0;
        const seen: number[] = [];
        for (const exposed of [true, true, false, true, true]) {
            round = nextExposureRound(round, exposed);
            if (exposed) seen.push(hazardBaseDamage('noxious_gas', { round }));
        }
        expect(seen).toEqual([5, 10, 5, 10]);
    });

    it('an unknown source is a coded diagnostic', () => {
        expect(checkHazard('acid_rain')?.code).toBe('vaxia.unknown-hazard');
        expect(checkHazard('fire')).toBeUndefined();
        expect(() => hazardBaseDamage('acid_rain')).toThrow(VaxiaInputError);
        expect(() => hazardBaseDamage('fire', { round: 0 })).toThrow(VaxiaInputError);
    });
});

describe('§Resisting Environmental Damage', () => {
    it('the roll is against difficulty 1; PP come off the base', () => {
        expect(HAZARD_DIFFICULTY).toBe(1);
        const r = ruleTrait(25, HAZARD_DIFFICULTY, 21); // 5 PP
        expect(resistedDamage(10, r.pp)).toBe(5);
    });

    it('PP at or above the base: no damage at all', () => {
        expect(resistedDamage(15, 15)).toBe(0);
        expect(resistedDamage(15, 40)).toBe(0);
    });

    it('§Resisting Environmental Damage: the falling ceiling at 15 PP, DEX and END rolled two-trait against 1', () => {
        const r = ruleTwoTraits({ might: 25, difficulty: 1, roll: 60 }, { might: 25, difficulty: 1, roll: 40 });
        expect(r.pp).toBe(12);
        expect(resistedDamage(15, r.pp)).toBe(3);
    });

    it('§Special Cases - Falling and Space: a 20-foot fall has 20 base damage', () => {
        expect(hazardBaseDamage('falling', { feet: 20 })).toBe(20);
        expect(hazardSpec('falling')?.resistedBy).toEqual(['END']);
    });

    it('§Armor and Environmental Damage: armour plays no part (resistedDamage takes none)', () => {
        expect(resistedDamage.length).toBe(2);
    });
});
