import { describe, expect, it } from 'vitest';
import { formatFlat, formatTerm, ladderFor, stepDamage, type DiceTerm, type LadderTerm } from '../../language/rulesets/rpgstuck/ladder.js';
import { formatFormula, parseFormula, resolveFormula, stepFormula, type DamageFormula } from '../../language/rulesets/rpgstuck/formula.js';

const q = (count: number, sides: number): DiceTerm => ({ kind: 'dice', count, mult: 'Q', sides });
const show = (term: LadderTerm, steps: number, overflow?: Parameters<typeof stepDamage>[2]) => {
    const s = stepDamage(term, steps, overflow)!;
    return formatTerm(s.term) + formatFlat(s.extra);
};
const formula = (text: string): DamageFormula => {
    const r = parseFormula(text);
    if (!r.ok) throw new Error(r.issues[0].message);
    return r.value;
};
const stepped = (text: string, steps: number, overflow?: Parameters<typeof stepFormula>[2]) =>
    formatFormula(stepFormula(formula(text), steps, overflow)!);

describe('§Damage Dice: the ladder', () => {
    it('§Damage Dice: the single-die range is d2 d3 d4 d6 d8 d10 d12 2d8 2d10 2d12', () => {
        expect(ladderFor(1).map(r => `${r.count}d${r.sides}`)).toEqual(['1d2', '1d3', '1d4', '1d6', '1d8', '1d10', '1d12', '2d8', '2d10', '2d12']);
    });
    it('§Damage Dice: +2 die sizes to a d6 become d10 (Qd10+DEX)', () => {
        expect(show(q(1, 6), 2)).toBe('Qd10');
        expect(stepped('Qd6+DEX', 2)).toBe('Qd10+DEX');
    });
    it('§Damage Dice: +2 die sizes to a d10 become 2d8 (2Qd8+DEX)', () => {
        expect(show(q(1, 10), 2)).toBe('2Qd8');
        expect(stepped('Qd10+DEX', 2)).toBe('2Qd8+DEX');
    });
    it('§Damage Dice: +1 die size to 2Qd12+STR becomes 2Qd12+STR+2P, or +Level', () => {
        expect(stepped('2Qd12+STR', 1, '2P')).toBe('2Qd12+STR+2P');
        expect(stepped('2Qd12+STR', 1, 'level')).toBe('2Qd12+STR+Level');
    });
    it('§Damage Dice: +2 die sizes to 2Qd12+STR become 2Qd12+STR+Level+Level', () => {
        expect(stepped('2Qd12+STR', 2, 'level')).toBe('2Qd12+STR+Level+Level');
    });
    it('§Damage Dice: or 2Qd12+STR+Level+2P, mixing the choices', () => {
        expect(stepped('2Qd12+STR', 2, ['level', '2P'])).toBe('2Qd12+STR+2P+Level');
        const s = stepDamage(q(2, 12), 2, ['level', '2P'])!;
        expect(s.extra).toEqual({ P: 2, Q: 0, level: 1 });
    });
    it('§Damage Dice: the overflow is added once per term, not once per Q', () => {
        const f = stepFormula(formula('2Qd12+STR'), 1)!;
        expect(resolveFormula(f, { P: 3, Q: 4, level: 9, stats: { STR: 2 } })).toEqual({ dice: [{ count: 8, sides: 12 }], flat: 2 + 6 });
    });
    it('§Damage Dice: below d2, subtract P per step', () => {
        expect(show(q(1, 3), -2)).toBe('Qd2-P');
        expect(show(q(1, 2), -3)).toBe('Qd2-3P');
        expect(resolveFormula(stepFormula(formula('Qd3+DEX'), -3)!, { P: 2, Q: 1, level: 1, stats: { DEX: 4 } })).toEqual({
            dice: [{ count: 1, sides: 2 }],
            flat: 4 - 4,
        });
    });
    it('§Damage Dice: the 2dX range goes 2d2 2d3 2d4 2d6 then 2d8 2d10 2d12 as normal', () => {
        expect(ladderFor(2).map(r => `${r.count}d${r.sides}`)).toEqual(['2d2', '2d3', '2d4', '2d6', '2d8', '2d10', '2d12']);
        expect(show(q(2, 4), 3)).toBe('2Qd10');
        expect(show(q(2, 6), 4)).toBe('2Qd12+2P');
    });
    it('§Damage Dice: 3Qd3 and 3Qd4 use 3d2 … 3d12, then 2P or Level', () => {
        expect(ladderFor(3).map(r => `${r.count}d${r.sides}`)).toEqual(['3d2', '3d3', '3d4', '3d6', '3d8', '3d10', '3d12']);
        expect(show(q(3, 3), 1)).toBe('3Qd4');
        expect(show(q(3, 4), 4)).toBe('3Qd12');
        expect(show(q(3, 4), 5, 'level')).toBe('3Qd12+Level');
        expect(show(q(3, 3), -2)).toBe('3Qd2-P');
    });
    it('§Damage Dice: a single die stepped down from 2d8 comes back to d12, a 2dX one goes to 2d6', () => {
        expect(show(q(1, 10), 2 - 1)).toBe('Qd12');
        expect(show(q(2, 8), -1)).toBe('2Qd6');
    });
    it('§Damage Dice: P or Q damage adds one more P or Q per step (match the initial damage)', () => {
        expect(show({ kind: 'flat', count: 1, unit: 'P' }, 2)).toBe('3P');
        expect(show({ kind: 'flat', count: 2, unit: 'Q' }, 1)).toBe('3Q');
        expect(stepped('P+STR', 1)).toBe('2P+STR');
    });
    it('assumption: P / Q damage stepped down loses one P / Q per step, never below none', () => {
        expect(show({ kind: 'flat', count: 2, unit: 'P' }, -1)).toBe('P');
        expect(stepDamage({ kind: 'flat', count: 1, unit: 'P' }, -3)!.term).toEqual({ kind: 'flat', count: 0, unit: 'P' });
    });
    it('§Damage Dice: size bonuses apply to the base roll only, not to bonus damage added to it', () => {
        expect(stepped('Qd6+DEX+1d6', 2)).toBe('Qd10+DEX+1d6');
    });
    it('§Damage Dice: a bonus that counts as an abilitech steps too', () => {
        expect(formatFormula(stepFormula(formula('Qd6+DEX+1d6'), 2, '2P', [2])!)).toBe('Qd10+DEX+1d10');
    });
    it('a die off the ladder cannot step (null, for a diagnostic)', () => {
        expect(stepDamage(q(1, 20), 1)).toBeNull();
        expect(stepFormula(formula('Qd5'), 1)).toBeNull();
    });
    it('zero steps leave the term as it is', () => {
        expect(show(q(2, 12), 0)).toBe('2Qd12');
    });
});

describe('§Damage Dice: notation with Q / P multiplied dice', () => {
    it('2Qd6+DEX rolls 2·Q d6 and adds DEX', () => {
        expect(resolveFormula(formula('2Qd6+DEX'), { P: 2, Q: 3, level: 4, stats: { DEX: 3 } })).toEqual({ dice: [{ count: 6, sides: 6 }], flat: 3 });
    });
    it('Pd8 multiplies by P; plain 1d6 does not', () => {
        expect(resolveFormula(formula('Pd8+1d6+2'), { P: 3, Q: 1, level: 1 })).toEqual({
            dice: [
                { count: 3, sides: 8 },
                { count: 1, sides: 6 },
            ],
            flat: 2,
        });
    });
    it('4d10+2*STR reads twice STR', () => {
        expect(resolveFormula(formula('4d10+2*STR'), { P: 2, Q: 1, level: 1, stats: { STR: 3 } })).toEqual({
            dice: [{ count: 4, sides: 10 }],
            flat: 6,
        });
    });
    it('MOD is a monster damage mod, T its tier', () => {
        expect(resolveFormula(formula('Qd8+MOD-T'), { P: 2, Q: 2, level: 1, damage_mod: 5, tier: 3 })).toEqual({
            dice: [{ count: 2, sides: 8 }],
            flat: 2,
        });
    });
    it('bad notation is a coded issue, never a throw', () => {
        const bad = parseFormula('2Qd6+FOO');
        expect(bad.ok).toBe(false);
        if (!bad.ok) expect(bad.issues[0].code).toBe('rpgstuck.formula.syntax');
        const none = parseFormula('STR+2');
        expect(none.ok ? 'ok' : none.issues[0].code).toBe('rpgstuck.formula.no-base');
        const empty = parseFormula('  ');
        expect(empty.ok ? 'ok' : empty.issues[0].code).toBe('rpgstuck.formula.empty');
    });
    it('formats back to the seed notation', () => {
        expect(formatFormula(formula('2Qd12+STR+2P'))).toBe('2Qd12+STR+2P');
        expect(formatFormula(formula('Qd6-2'))).toBe('Qd6-2');
    });
});
