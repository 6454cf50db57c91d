/**
 * The dice code's limits and conditions exactly on their thresholds (found by `npm run mutate`:
 * each test here kills mutants — `<` for `<=`, a dropped guard — that the other dice tests let
 * live). Expected values are worked out by hand from the faces given.
 */
import { describe, expect, it } from 'vitest';
import { parseDiceFormula } from '../../language/engine/dice-formula.js';
import {
    checkDiceTerm,
    diceRange,
    distribution,
    makeDiceTerm,
    parseDiceToken,
    rollTerm,
    termTotal,
    type DiceModifier,
    type DiceTerm,
} from '../../language/engine/dice.js';
import { SeededRng } from '../../language/engine/rng.js';
import { ScriptedRng } from '../arena.js';

function term(token: string): DiceTerm {
    const parsed = parseDiceToken(token);
    if (!('term' in parsed)) throw new Error(`${token} did not parse: ${JSON.stringify(parsed)}`);
    return parsed.term;
}
const codes = (token: string) => checkDiceTerm(term(token)).map(p => p.code);
const noStat = (name: string): number => {
    throw new Error(`no stat ${name}`);
};
const formulaError = (text: string) => {
    const parsed = parseDiceFormula(text);
    return 'error' in parsed ? parsed.error : undefined;
};
/** The one value a constant formula totals. */
const total = (text: string) => {
    const parsed = parseDiceFormula(text);
    if (!('expr' in parsed)) throw new Error(`${text}: ${parsed.error}`);
    const range = diceRange(parsed.expr, noStat);
    return range.min === range.max ? range.min : range;
};

describe('formula limits, on and just past each', () => {
    it('takes 500 characters and refuses 501', () => {
        const at = `${'1+'.repeat(249)}11`; // 249 ones of "1+" then 11: 498 + 2 characters
        expect(at).toHaveLength(500);
        expect(total(at)).toBe(249 + 11);
        expect(formulaError(`${'1+'.repeat(250)}1`)).toBe('The formula is longer than 500 characters.');
    });

    it('nests 64 levels of parentheses or unary minus, not 65', () => {
        expect(total(`${'('.repeat(64)}7${')'.repeat(64)}`)).toBe(7);
        expect(formulaError(`${'('.repeat(65)}7${')'.repeat(65)}`)).toBe('The formula nests deeper than 64 levels.');
        expect(total(`${'-'.repeat(64)}7`)).toBe(7); // an even number of minuses
        expect(formulaError(`${'-'.repeat(65)}7`)).toBe('The formula nests deeper than 64 levels.');
        expect(formulaError(`${'+'.repeat(65)}7`)).toBe('The formula nests deeper than 64 levels.');
    });

    it('takes numbers up to 1,000,000', () => {
        expect(total('1000000')).toBe(1_000_000);
        expect(formulaError('1000001')).toMatch(/from 0 to 1,000,000; 1000001 is outside\. \[number-out-of-range\]$/);
    });

    it('takes totals within ±1,000,000,000 and refuses a formula either of whose ends passes it', () => {
        expect(total('1000000 * 1000')).toBe(1_000_000_000);
        expect(total('-1000000 * 1000')).toBe(-1_000_000_000);
        expect(formulaError('1000000 * 1000 + 1')).toMatch(/totals from 1000000001 to 1000000001.*\[dice-total-out-of-range\]$/);
        // 1d2 × 10⁹: the lowest total (10⁹) is within, the highest (2 × 10⁹) is not
        expect(formulaError('1d2 * 1000000 * 1000')).toMatch(/totals from 1000000000 to 2000000000/);
        // and negated: the highest (−10⁹) is within, the lowest (−2 × 10⁹) is not
        expect(formulaError('-1d2 * 1000000 * 1000')).toMatch(/totals from -2000000000 to -1000000000/);
    });
});

describe('formula parsing', () => {
    it('chains each operator left to right', () => {
        expect(total('1 + 2 + 3')).toBe(6);
        expect(total('10 - 2 - 3')).toBe(5);
        expect(total('10 - 2 + 3')).toBe(11);
        expect(total('2 * 3 * 4')).toBe(24);
        expect(total('100 / 5 / 2')).toBe(10);
        expect(total('100 / 5 * 2')).toBe(40);
    });

    it('reads a unary plus', () => {
        expect(total('+5')).toBe(5);
        expect(total('2 * +3')).toBe(6);
    });

    it('says where it stopped, counting columns from 1', () => {
        expect(formulaError('2 #x')).toBe('Unexpected "#" at column 3. [dice-malformed]');
        expect(formulaError('2)')).toBe('Unexpected ")" after the formula.');
        expect(formulaError('2 * )')).toBe('Expected a number, dice, "(" or "{" but found ")". [dice-malformed]');
        expect(formulaError('   ')).toBe('The formula is empty; write e.g. 2d6+3.');
    });

    it('passes on what the dice notation refuses', () => {
        const token = parseDiceToken('4d6kh>3');
        expect('error' in token).toBe(true);
        expect(formulaError('4d6kh>3 + 1')).toBe('error' in token ? `${token.error} [${token.code}]` : '');
    });
});

describe('dice notation errors quote the offending text', () => {
    it('names the modifiers of an increment and the unknown rest of a token', () => {
        expect(parseDiceToken('2dkh1')).toEqual({ error: 'The dice increment "2d" cannot take modifiers ("kh1").', code: 'dice-malformed' });
        expect(parseDiceToken('2d6q')).toMatchObject({
            error: expect.stringMatching(/^Unknown "q" in the dice "2d6q"; did you mean "k"\?/),
            code: 'dice-malformed',
        });
        // modifiers chain where the last one ended (Foundry's x, then a keep), and the dice only at the start
        expect(parseDiceToken('4d6xkh3')).toMatchObject({
            term: { notation: '4d6xkh3', modifiers: [{ kind: 'explode' }, { kind: 'keep', which: 'highest', count: 3 }] },
        });
        expect(parseDiceToken('x2d6')).toEqual({ error: '"x2d6" is not dice notation; write e.g. 2d6, d20, d%, 4dF or 1d.', code: 'dice-malformed' });
    });

    it('reads a die with no count and several digits of sides in a formula', () => {
        // d20 + d%: one d20 and one d100 → 2 to 120
        const parsed = parseDiceFormula('d20 + d%');
        if (!('expr' in parsed)) throw new Error(parsed.error);
        expect(diceRange(parsed.expr, noStat)).toMatchObject({ min: 2, max: 120 });
    });
});

describe('conditions on the faces of a d6, on each threshold', () => {
    it('a reroll condition met by every face', () => {
        // always: every face 1..6 meets it; the next threshold in does not
        expect(codes('1d6r<7')).toEqual(['dice-reroll-always']);
        expect(codes('1d6r<6')).toEqual([]);
        expect(codes('1d6r<=6')).toEqual(['dice-reroll-always']);
        expect(codes('1d6r<=5')).toEqual([]);
        expect(codes('1d6r>0')).toEqual(['dice-reroll-always']);
        expect(codes('1d6r>1')).toEqual([]);
        expect(codes('1d6r>=1')).toEqual(['dice-reroll-always']);
        expect(codes('1d6r>=2')).toEqual([]);
    });

    it('a reroll condition no face meets', () => {
        expect(codes('1d6r<1')).toEqual(['dice-condition-never']);
        expect(codes('1d6r<2')).toEqual([]);
        expect(codes('1d6r<=0')).toEqual(['dice-condition-never']);
        expect(codes('1d6r<=1')).toEqual([]);
        expect(codes('1d6r>6')).toEqual(['dice-condition-never']);
        expect(codes('1d6r>5')).toEqual([]);
        expect(codes('1d6r>=7')).toEqual(['dice-condition-never']);
        expect(codes('1d6r>=6')).toEqual([]);
        expect(codes('1d6r=7')).toEqual(['dice-condition-never']);
        expect(codes('1d6r=6')).toEqual([]);
    });

    it('counts a success above a threshold only past it', () => {
        // 1d6cs>4: faces 5 and 6 succeed, 4 does not → 1 success with 2 chances in 6
        expect(distribution({ kind: 'dice', term: term('1d6cs>4') }, noStat)).toEqual(
            new Map([
                [0, 4 / 6],
                [1, 2 / 6],
            ]),
        );
        // 1d6cs<=2: faces 1 and 2 succeed, 3 does not
        expect(distribution({ kind: 'dice', term: term('1d6cs<=2') }, noStat)).toEqual(
            new Map([
                [0, 4 / 6],
                [1, 2 / 6],
            ]),
        );
        // two success conditions: a face meeting either one counts
        expect(distribution({ kind: 'dice', term: term('1d6cs=1cs=6') }, noStat)).toEqual(
            new Map([
                [0, 4 / 6],
                [1, 2 / 6],
            ]),
        );
    });

    it('explodes on a face meeting either of two explosion conditions', () => {
        // 1d6!=1!=6 with faces 1, 6, 3: the 1 and the 6 each add a die → 1 + 6 + 3
        expect(termTotal(term('1d6!=1!=6'), new ScriptedRng([1, 6, 3]))).toBe(10);
    });

    it('the messages of warnings quote the term and say what is wrong', () => {
        expect(checkDiceTerm(term('2d6ro>0'))[0].message).toBe('"2d6ro>0" rerolls every face once, which only rolls each die twice.');
        expect(checkDiceTerm(term('1d6r7'))[0].message).toBe('"1d6r7" never rerolls: no face of a d6 is =7.');
    });
});

describe('explosion, success and failure conditions', () => {
    it('explodes always when any one condition holds for every face, never when none can hold', () => {
        expect(codes('1d6!>0!=6')).toEqual(['dice-explode-always']);
        expect(codes('1d6!=7!=6')).toEqual([]);
        expect(checkDiceTerm(term('1d6!>6!=0'))[0].message).toBe('"1d6!>6!=0" never explodes: no face is >6 or =0.');
    });

    it('says which count can never happen', () => {
        expect(checkDiceTerm(term('5d6cs>6'))[0].message).toBe('"5d6cs>6" never succeeds: no face is >6.');
        expect(checkDiceTerm(term('5d6cf<1'))[0].message).toBe('"5d6cf<1" never fails: no face is <1.');
        // compounding sums pass the highest face: 6 + 1 = 7 > 6 can succeed
        expect(codes('3d6!!cs>6')).toEqual([]);
    });
});

describe('keep and drop counts against the dice rolled', () => {
    it('keeps all of the dice, not one more', () => {
        expect(codes('4d6kh4')).toEqual([]);
        expect(checkDiceTerm(term('4d6kh5'))).toEqual([
            { code: 'dice-keep-too-many', message: '"4d6kh5" keeps 5 dice but rolls only 4.', severity: 'warning' },
        ]);
        // compounding adds into a face, never a die: the pool stays 4
        expect(codes('4d6!!kh5')).toEqual(['dice-keep-too-many']);
    });

    it('drops all but one of the dice, not all', () => {
        expect(codes('4d6dl3')).toEqual([]);
        expect(checkDiceTerm(term('4d6dl4'))[0].message).toBe('"4d6dl4" drops 4 dice but rolls only 4, so it always totals 0.');
    });

    it('keeping none is its own warning', () => {
        expect(checkDiceTerm(term('4d6kh0'))).toEqual([
            { code: 'dice-keep-none', message: '"4d6kh0" keeps no dice, so it always totals 0.', severity: 'warning' },
        ]);
        expect(codes('4d6dl0')).toEqual([]);
    });

    it('says nothing of keep or drop when no dice are rolled: that is the error', () => {
        expect(codes('0d6kh1')).toEqual(['dice-zero-count']);
        expect(codes('0d6dl1')).toEqual(['dice-zero-count']);
    });
});

describe('a term built from parts writes its notation', () => {
    it.each([
        [{ kind: 'keep', which: 'highest', count: 3 }, '4d6kh3'],
        [{ kind: 'drop', which: 'lowest', count: 1 }, '4d6dl1'],
        [{ kind: 'reroll', once: true, when: { op: '<', value: 3 } }, '4d6ro<3'],
        [{ kind: 'reroll', once: false, when: { op: '=', value: 1 } }, '4d6r1'],
        [{ kind: 'explode', compound: true, when: { op: '>=', value: 5 } }, '4d6!!>=5'],
        [{ kind: 'explode', compound: false, when: { op: '=', value: 6 } }, '4d6!6'],
        [{ kind: 'min', value: 2 }, '4d6mi2'],
        [{ kind: 'max', value: 5 }, '4d6ma5'],
        [{ kind: 'success', when: { op: '>', value: 4 } }, '4d6cs>4'],
        [{ kind: 'failure', when: { op: '<=', value: 1 } }, '4d6cf<=1'],
    ] as [DiceModifier, string][])('%j → %s', (modifier, notation) => {
        expect(makeDiceTerm(4, 6, [modifier]).notation).toBe(notation);
    });
});

describe('clamps', () => {
    it('warns of a minimum above the maximum, naming the binding ones', () => {
        expect(checkDiceTerm(term('4d6mi2mi5ma3ma4'))[0].message).toBe(
            '"4d6mi2mi5ma3ma4" sets a minimum (5) above its maximum (3), so every face is the same.',
        );
        expect(codes('4d6mi3ma3')).toEqual([]); // equal: not above
    });

    it('warns of a maximum below the lowest face, not one on it', () => {
        expect(checkDiceTerm(term('1d6ma0'))[0].message).toBe(
            '"1d6ma0" sets a maximum (0) below the lowest face (1), so every die shows the maximum.',
        );
        expect(codes('1d6ma1')).toEqual([]);
    });

    it('warns of a minimum above the highest face, not one on it', () => {
        expect(codes('1d6mi7')).toEqual(['dice-min-max-conflict']);
        expect(codes('1d6mi6')).toEqual([]);
        expect(codes('1d6mi2ma7')).toEqual([]);
    });
});

describe('sizes of dice', () => {
    it('checks 10000 sides as fine and 10001 as too many', () => {
        expect(codes('1d10000')).toEqual([]);
        expect(codes('1d10001')).toEqual(['dice-too-many-sides']);
    });

    it('stops the face checks of a die with no sides', () => {
        expect(codes('d0r1')).toEqual(['dice-zero-sides']);
    });

    it('rolls up to 100000 dice and 10000 sides, and refuses past either', () => {
        const rng = new SeededRng(1);
        expect(rollTerm(makeDiceTerm(100_000, 1), rng).total).toBe(100_000);
        expect(() => rollTerm(makeDiceTerm(100_001, 1), rng)).toThrow('"100001d1" rolls 100001 dice; the limit is 100000 dice in one roll.');
        expect(rollTerm(makeDiceTerm(1, 10_000), new ScriptedRng([10_000])).total).toBe(10_000);
        expect(() => rollTerm(makeDiceTerm(1, 10_001), rng)).toThrow('"1d10001" has dice with 10001 sides; the limit is 10000 sides.');
        expect(() => rollTerm(makeDiceTerm(-1, 6), rng)).toThrow('"-1d6" has -1 dice; the count must be a whole number of at least 0.');
        expect(() => rollTerm(makeDiceTerm(1.5, 6), rng)).toThrow(/has 1\.5 dice/);
        expect(() => rollTerm(makeDiceTerm(1, 0), rng)).toThrow('"1d0" has dice with 0 sides; a die needs at least 1 side.');
    });
});

describe('keep and drop in the simulation path', () => {
    it('ranks the faces when more than one die goes from an end', () => {
        // 5d6kh2 with faces 3, 6, 1, 6, 2: the two highest are 6 and 6
        expect(termTotal(term('5d6kh2'), new ScriptedRng([3, 6, 1, 6, 2]))).toBe(12);
        // 6d6dl2 with faces 4, 1, 5, 2, 6, 3: drop 1 and 2 → 4 + 5 + 6 + 3
        expect(termTotal(term('6d6dl2'), new ScriptedRng([4, 1, 5, 2, 6, 3]))).toBe(18);
    });

    it('ranks a pool that explosions grew, over the dice it ends with', () => {
        // 3d6!kh2 with faces 6 (explodes: one more die) 4, 2, 5: pool 6, 4, 2, 5 → 6 + 5
        expect(termTotal(term('3d6!kh2'), new ScriptedRng([6, 4, 2, 5]))).toBe(11);
        // 1000 dice, the first a 5 and the rest 1s: the buffer grows while the pool fills and keeps the 5
        expect(termTotal(term('1000d6!kh1'), new ScriptedRng([5, ...new Array<number>(999).fill(1)]))).toBe(5);
    });

    it('keeps from a pool larger than the reused buffer', () => {
        // 100d6kh50: fifty 6s and fifty 1s in any order → the fifty 6s
        const faces = Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? 1 : 6));
        expect(termTotal(term('100d6kh50'), new ScriptedRng(faces))).toBe(300);
    });
});

describe('conditions on compounded values (`!!`): a die that explodes is one value past its highest face', () => {
    it('a pool condition above the highest face is met by a compounded value, not refused', () => {
        // 2d4!!ra>4: a 4 compounds into 5–8, which meets >4 and adds a die (`2d4!ra>4` never can)
        expect(codes('2d4!!ra>4')).toEqual([]);
        expect(codes('2d4!ra>4')).toEqual(['dice-condition-never']);
        expect(codes('3d4!!k>4')).toEqual([]);
        expect(codes('3d4!!d>6')).toEqual([]);
    });

    it('a condition below the lowest face is still never met, compounded or not', () => {
        expect(codes('2d4!!ra<1')).toEqual(['dice-condition-never']);
        expect(codes('1d6!!cs<1')).toEqual(['dice-condition-never']);
        expect(checkDiceTerm(term('1d6!!cs<1'))[0].message).toContain('no value is <1');
    });

    it('a die that cannot explode keeps its faces: 1d6!!>7 never explodes, so cs>6 never succeeds', () => {
        expect(codes('1d6!!>7cs>6')).toEqual(['dice-condition-never', 'dice-condition-never']);
    });

    it('2d4!!ra>4 adds a die when a first face is 4: rolled 4 (compounds with 1 → 5), 2, then the added die 3', () => {
        // First die: 4 explodes, 1 → 5 (>4, so a die is added); second die 2; the added die 3.
        expect(termTotal(term('2d4!!ra>4'), new ScriptedRng([4, 1, 2, 3]))).toBe(10);
    });
});

describe('the range of a pool that only adds dice', () => {
    it('never falls below every rolled die at its lowest (the bound was 0)', () => {
        // 2d6!ra>5: explosions and ra add dice, none is removed: at least 1 + 1
        expect(diceRange({ kind: 'dice', term: term('2d6!ra>5') }, noStat).min).toBe(2);
        expect(diceRange({ kind: 'dice', term: term('2d4!!ra>4') }, noStat).min).toBe(2);
        // rah1 always adds one die: 3 dice at 1 at least
        expect(diceRange({ kind: 'dice', term: term('2d6!rah1') }, noStat).min).toBe(3);
        // a keep by condition can keep none
        expect(diceRange({ kind: 'dice', term: term('3d4!!k>4') }, noStat).min).toBe(0);
        // penetrating: only the added dice score one less; the two rolled score 1 at least
        expect(diceRange({ kind: 'dice', term: term('2d6!pra>5') }, noStat).min).toBe(2);
    });
});
