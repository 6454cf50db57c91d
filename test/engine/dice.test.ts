import { describe, expect, it } from 'vitest';
import {
    DICE_LIMITS,
    checkDiceTerm,
    diceRange,
    distribution,
    formatExpr,
    parseDiceToken,
    rollExpr,
    rollTerm,
    type DiceExpr,
    type DiceTerm,
} from '../../language/engine/dice.js';
import { type DieResult, formatRoll, type RollResult } from '../../language/engine/dice-roll.js';
import { type RollRecord, recordRoll } from '../../language/engine/log.js';
import { faceText, recordText } from '../../language/engine/roll-text.js';
import { SeededRng } from '../../language/engine/rng.js';

function term(token: string): DiceTerm {
    const parsed = parseDiceToken(token);
    if (!('term' in parsed)) throw new Error(`${token} did not parse: ${JSON.stringify(parsed)}`);
    return parsed.term;
}
const dice = (token: string): DiceExpr => ({ kind: 'dice', term: term(token) });
const num = (value: number): DiceExpr => ({ kind: 'number', value });
const bin = (op: '+' | '-' | '*' | '/', left: DiceExpr, right: DiceExpr): DiceExpr => ({ kind: 'binary', op, left, right });
const stats: Record<string, number> = { power: 3, might: -2 };
const stat = (name: string): number => {
    if (!(name in stats)) throw new Error(`unknown stat ${name}`);
    return stats[name];
};
const roll = (token: string, seed: number): RollResult => rollExpr(dice(token), new SeededRng(seed), stat);
const codes = (token: string) => checkDiceTerm(term(token)).map(p => p.code);
const kept = (r: RollResult) => r.terms[0].faces.filter(f => f.kept).map(f => f.value);

describe('parseDiceToken', () => {
    it('reads count and sides, with defaults for d20 and d%', () => {
        expect(parseDiceToken('3d8')).toEqual({ term: { count: 3, sides: 8, modifiers: [], notation: '3d8' } });
        expect(term('d20')).toMatchObject({ count: 1, sides: 20 });
        expect(term('d%')).toMatchObject({ count: 1, sides: 100, notation: 'd%' });
        expect(term('2d%')).toMatchObject({ count: 2, sides: 100 });
    });

    it('reads a bare Nd as a dice increment', () => {
        expect(parseDiceToken('1d')).toEqual({ increment: 1 });
        expect(parseDiceToken('2d')).toEqual({ increment: 2 });
    });

    it('reads keep and drop, with a default count of 1', () => {
        expect(term('4d6kh3').modifiers).toEqual([{ kind: 'keep', which: 'highest', count: 3 }]);
        expect(term('2d20kl1').modifiers).toEqual([{ kind: 'keep', which: 'lowest', count: 1 }]);
        expect(term('4d6dl1').modifiers).toEqual([{ kind: 'drop', which: 'lowest', count: 1 }]);
        expect(term('4d6dh2').modifiers).toEqual([{ kind: 'drop', which: 'highest', count: 2 }]);
        expect(term('2d20kh').modifiers).toEqual([{ kind: 'keep', which: 'highest', count: 1 }]);
    });

    it('reads rerolls: r and rr are recursive, ro is once, a bare number or nothing means =', () => {
        expect(term('2d6r1').modifiers).toEqual([{ kind: 'reroll', once: false, when: { op: '=', value: 1 } }]);
        expect(term('2d6rr<2').modifiers).toEqual([{ kind: 'reroll', once: false, when: { op: '<', value: 2 } }]);
        expect(term('2d6ro<=3').modifiers).toEqual([{ kind: 'reroll', once: true, when: { op: '<=', value: 3 } }]);
        expect(term('2d6r').modifiers).toEqual([{ kind: 'reroll', once: false, when: { op: '=', value: 1 } }]);
    });

    it('reads explosions: ! and e on the highest face by default, !! compounds', () => {
        expect(term('1d10!').modifiers).toEqual([{ kind: 'explode', compound: false, when: { op: '=', value: 10 } }]);
        expect(term('1d6e').modifiers).toEqual([{ kind: 'explode', compound: false, when: { op: '=', value: 6 } }]);
        expect(term('1d6!>4').modifiers).toEqual([{ kind: 'explode', compound: false, when: { op: '>', value: 4 } }]);
        expect(term('1d6!5').modifiers).toEqual([{ kind: 'explode', compound: false, when: { op: '=', value: 5 } }]);
        expect(term('3d6!!').modifiers).toEqual([{ kind: 'explode', compound: true, when: { op: '=', value: 6 } }]);
        expect(term('d%!').modifiers).toEqual([{ kind: 'explode', compound: false, when: { op: '=', value: 100 } }]);
    });

    it('reads clamps and success counting', () => {
        expect(term('4d6mi2').modifiers).toEqual([{ kind: 'min', value: 2 }]);
        expect(term('4d6ma5').modifiers).toEqual([{ kind: 'max', value: 5 }]);
        expect(term('10d10cs>=8cf1').modifiers).toEqual([
            { kind: 'success', when: { op: '>=', value: 8 } },
            { kind: 'failure', when: { op: '=', value: 1 } },
        ]);
        expect(term('5d6cs').modifiers).toEqual([{ kind: 'success', when: { op: '=', value: 6 } }]);
    });

    it('keeps several modifiers in written order', () => {
        expect(term('4d6r1!kh3').modifiers.map(m => m.kind)).toEqual(['reroll', 'explode', 'keep']);
    });

    it('reports malformed tokens as errors instead of throwing', () => {
        for (const bad of ['d6!>', '4d6kh>3', '4d6mi', '4d6ma<3', '2dkh1', 'd', 'x', '', '1d6zz', '1d6r1q']) {
            const parsed = parseDiceToken(bad);
            expect(parsed, bad).toHaveProperty('error');
            expect((parsed as { error: string }).error).toMatch(/\.$/);
        }
        // A quick fuzz: arbitrary strings of notation characters never throw.
        const rng = new SeededRng(5);
        const alphabet = 'd%0123456789khlropmiacsfe!<>=';
        for (let i = 0; i < 2000; i++) {
            const s = Array.from({ length: rng.int(0, 10) }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('');
            expect(() => parseDiceToken(s)).not.toThrow();
        }
    });
});

describe('checkDiceTerm', () => {
    it('accepts ordinary dice', () => {
        for (const ok of ['1d6', '4d6kh3', '2d20kl1', '1d10!', '3d6!!', '2d6r1', '10d10cs>=8', '4d6mi2ma5']) {
            expect(checkDiceTerm(term(ok)), ok).toEqual([]);
        }
    });

    it('reports zero sides as an error and zero dice (Avrae: 0d6 = 0) as a warning', () => {
        expect(checkDiceTerm(term('d0'))).toEqual([expect.objectContaining({ code: 'dice-zero-sides', severity: 'error' })]);
        expect(checkDiceTerm(term('0d6'))).toEqual([expect.objectContaining({ code: 'dice-zero-count', severity: 'warning' })]);
    });

    it('reports explosions on every face, including a d1 and a clamped die', () => {
        expect(checkDiceTerm(term('1d1!'))).toEqual([expect.objectContaining({ code: 'dice-explode-always', severity: 'error' })]);
        expect(codes('d6!>0')).toEqual(['dice-explode-always']);
        expect(codes('d6mi6!')).toContain('dice-explode-always');
        expect(codes('d6!>5')).toEqual([]);
    });

    it('reports rerolls on every face: an error when recursive, a warning when once', () => {
        expect(checkDiceTerm(term('2d6r<7'))).toEqual([expect.objectContaining({ code: 'dice-reroll-always', severity: 'error' })]);
        expect(checkDiceTerm(term('1d1r1'))[0]).toMatchObject({ code: 'dice-reroll-always', severity: 'error' });
        expect(checkDiceTerm(term('2d6ro>0'))[0]).toMatchObject({ code: 'dice-reroll-always', severity: 'warning' });
    });

    it('reports huge terms quickly, naming the limits', () => {
        const problems = checkDiceTerm(term('100000d100000'));
        expect(problems.map(p => p.code).sort()).toEqual(['dice-too-many', 'dice-too-many-sides']);
        expect(problems.find(p => p.code === 'dice-too-many')!.message).toContain(String(DICE_LIMITS.maxDicePerTerm));
        expect(problems.find(p => p.code === 'dice-too-many-sides')!.message).toContain(String(DICE_LIMITS.maxSides));
    });

    it('warns about keeping more dice than rolled, but not when explosions can add dice', () => {
        expect(checkDiceTerm(term('4d6kh5'))).toEqual([expect.objectContaining({ code: 'dice-keep-too-many', severity: 'warning' })]);
        expect(codes('4d6!kh5')).toEqual([]);
        expect(codes('4d6dl4')).toEqual(['dice-drop-too-many']);
    });

    it('warns about conflicting clamps', () => {
        expect(checkDiceTerm(term('4d6mi5ma3'))).toEqual([expect.objectContaining({ code: 'dice-min-max-conflict', severity: 'warning' })]);
        expect(codes('1d6mi8')).toEqual(['dice-min-max-conflict']);
    });

    it('warns about conditions no face can meet', () => {
        expect(codes('1d6!>6')).toEqual(['dice-condition-never']);
        expect(codes('1d6r7')).toEqual(['dice-condition-never']);
        expect(codes('5d6cs>6')).toEqual(['dice-condition-never']);
    });

    it('writes every message as one sentence quoting the notation', () => {
        for (const t of ['d0', '0d6', '1d1!', '2d6r<7', '100000d6', '1d100000', '4d6kh5', '4d6mi5ma3', '1d6!>6']) {
            for (const p of checkDiceTerm(term(t))) {
                expect(p.message).toContain(`"${t}"`);
                expect(p.message).toMatch(/^[^.]*\.$/);
            }
        }
    });
});

describe('rolling', () => {
    it('draws every die from the rng, in order (plain dice)', () => {
        const a = new SeededRng(11);
        const b = new SeededRng(11);
        const r = rollTerm(term('5d8'), a);
        expect(r.faces.map(f => f.value)).toEqual([1, 2, 3, 4, 5].map(() => b.die(8)));
        expect(r.total).toBe(r.faces.reduce((s, f) => s + f.value, 0));
        expect(a.drawCount).toBe(5);
    });

    it('records one draw per face shown, rerolled and exploded faces included', () => {
        for (let seed = 0; seed < 50; seed++) {
            const rng = new SeededRng(seed);
            const { result, draws } = rng.record(() => rollTerm(term('6d6r1!kh4'), rng));
            expect(draws.map(d => d.value)).toEqual(result.faces.map(f => f.value));
        }
    });

    it('keep highest keeps exactly the top N faces', () => {
        for (let seed = 0; seed < 200; seed++) {
            const r = roll('4d6kh3', seed);
            const faces = r.terms[0].faces;
            const sorted = faces.map(f => f.value).sort((x, y) => y - x);
            expect(kept(r).sort((x, y) => y - x)).toEqual(sorted.slice(0, 3));
            expect(faces.filter(f => !f.kept)).toHaveLength(1);
            expect(r.total).toBe(sorted[0] + sorted[1] + sorted[2]);
        }
    });

    it('keep lowest, drop lowest and drop highest pick the right faces', () => {
        for (let seed = 0; seed < 100; seed++) {
            const values = (r: RollResult) => r.terms[0].faces.map(f => f.value).sort((x, y) => x - y);
            const kl = roll('2d20kl1', seed);
            expect(kl.total).toBe(values(kl)[0]);
            const dl = roll('4d6dl1', seed);
            expect(dl.total).toBe(
                values(dl)
                    .slice(1)
                    .reduce((s, v) => s + v, 0),
            );
            const dh = roll('5d10dh2', seed);
            expect(dh.total).toBe(
                values(dh)
                    .slice(0, 3)
                    .reduce((s, v) => s + v, 0),
            );
        }
    });

    it('recursive rerolls leave no kept face meeting the condition; replaced faces stay, not kept', () => {
        let rerolls = 0;
        for (let seed = 0; seed < 300; seed++) {
            const r = roll('3d6r<3', seed);
            const faces = r.terms[0].faces;
            expect(kept(r).every(v => v >= 3)).toBe(true);
            expect(kept(r)).toHaveLength(3);
            for (const f of faces.filter(f => f.rerolled)) {
                expect(f.value).toBeLessThan(3);
                expect(f.kept).toBe(false);
            }
            rerolls += faces.filter(f => f.rerolled).length;
            expect(r.total).toBe(kept(r).reduce((s, v) => s + v, 0));
        }
        expect(rerolls).toBeGreaterThan(100); // about 1.5 per roll
    });

    it('rerolls at most maxRerollsPerDie times, and ro only once', () => {
        const always = roll('1d6r<7', 3).terms[0].faces;
        expect(always.filter(f => f.rerolled)).toHaveLength(DICE_LIMITS.maxRerollsPerDie);
        expect(always.filter(f => f.kept)).toHaveLength(1);
        for (let seed = 0; seed < 50; seed++) {
            const once = roll('1d6ro<7', seed).terms[0].faces;
            expect(once.map(f => Boolean(f.rerolled))).toEqual([true, false]);
        }
    });

    it('explosions chain: every face but the last of a die met the condition', () => {
        let longest = 0;
        for (let seed = 0; seed < 500; seed++) {
            const faces = roll('1d6!', seed).terms[0].faces;
            for (const f of faces.slice(0, -1)) expect(f).toMatchObject({ value: 6, exploded: true });
            expect(faces[faces.length - 1].value).toBeLessThan(6);
            expect(faces[faces.length - 1].exploded).toBeUndefined();
            longest = Math.max(longest, faces.length);
        }
        expect(longest).toBeGreaterThanOrEqual(3); // 6, 6, x happens 1 in 36 rolls
    });

    it('a die that always explodes stops at the limit instead of hanging', () => {
        const r = roll('1d1!', 1);
        expect(r.terms[0].faces).toHaveLength(DICE_LIMITS.maxExplosionsPerDie + 1);
        expect(r.total).toBe(DICE_LIMITS.maxExplosionsPerDie + 1);
        expect(roll('2d1!!', 1).total).toBe(2 * (DICE_LIMITS.maxExplosionsPerDie + 1));
    });

    it('compound explosions add into one face per die', () => {
        let compounded = 0;
        for (let seed = 0; seed < 300; seed++) {
            const faces = roll('3d6!!', seed).terms[0].faces;
            expect(faces).toHaveLength(3);
            for (const f of faces) {
                expect(f.value).not.toBe(6); // a 6 always compounds into 7 or more
                expect(Boolean(f.exploded)).toBe(f.value > 6);
                if (f.exploded) compounded++;
            }
        }
        expect(compounded).toBeGreaterThan(50);
    });

    it('clamps every face', () => {
        for (let seed = 0; seed < 100; seed++) {
            const values = roll('4d6mi3ma5', seed).terms[0].faces.map(f => f.value);
            expect(values.every(v => v >= 3 && v <= 5)).toBe(true);
        }
    });

    it('success counting totals the successes, minus failures with cf', () => {
        for (let seed = 0; seed < 100; seed++) {
            const r = roll('10d10cs>=8', seed);
            const faces = r.terms[0].faces;
            expect(r.total).toBe(faces.filter(f => f.value >= 8).length);
            for (const f of faces) expect(Boolean(f.success)).toBe(f.value >= 8);
            const rf = roll('10d10cs>=8cf1', seed);
            const fv = rf.terms[0].faces.map(f => f.value);
            expect(rf.total).toBe(fv.filter(v => v >= 8).length - fv.filter(v => v === 1).length);
        }
    });

    it('success counting only counts kept dice', () => {
        for (let seed = 0; seed < 100; seed++) {
            const r = roll('4d6kl2cs6', seed);
            expect(r.total).toBe(r.terms[0].faces.filter(f => f.kept && f.value === 6).length);
        }
    });

    it('evaluates arithmetic with stats; / rounds down', () => {
        const rng = new SeededRng(1);
        expect(rollExpr(bin('+', num(2), { kind: 'stat', name: 'power' }), rng, stat).total).toBe(5);
        expect(rollExpr(bin('/', num(7), num(2)), rng, stat).total).toBe(3);
        expect(rollExpr(bin('/', num(-7), num(2)), rng, stat).total).toBe(-4);
        expect(rollExpr({ kind: 'negate', operand: bin('*', num(3), { kind: 'stat', name: 'might' }) }, rng, stat).total).toBe(6);
        expect(() => rollExpr(bin('/', num(1), num(0)), rng, stat)).toThrow(RangeError);
    });

    it('refuses increments and unrollable terms without drawing', () => {
        const rng = new SeededRng(1);
        expect(() => rollExpr({ kind: 'increment', steps: 1 }, rng, stat)).toThrow(/increment/);
        expect(() => rollExpr(dice('100000d100000'), rng, stat)).toThrow(RangeError);
        expect(() => rollExpr(dice('d0'), rng, stat)).toThrow(RangeError);
        expect(rng.drawCount).toBe(0);
    });

    it('is deterministic for a seed, and seeds differ', () => {
        const expr = bin('+', dice('4d6r1!kh3'), dice('3d10cs>=7'));
        for (let seed = 0; seed < 20; seed++) {
            expect(rollExpr(expr, new SeededRng(seed), stat)).toEqual(rollExpr(expr, new SeededRng(seed), stat));
        }
        const a = new SeededRng(1);
        const b = new SeededRng(2);
        const totalsA = Array.from({ length: 50 }, () => rollExpr(dice('1d20'), a, stat).total);
        const totalsB = Array.from({ length: 50 }, () => rollExpr(dice('1d20'), b, stat).total);
        expect(totalsA).not.toEqual(totalsB);
    });
});

describe('formatExpr and formatRoll', () => {
    it('formats expressions with spaces around + and - and only the needed parentheses', () => {
        expect(formatExpr(bin('+', dice('1d6'), { kind: 'stat', name: 'power' }))).toBe('1d6 + power');
        expect(formatExpr(bin('*', bin('+', dice('2d6'), num(3)), num(2)))).toBe('(2d6 + 3)*2');
        expect(formatExpr(bin('-', num(10), bin('-', dice('1d4'), num(1))))).toBe('10 - (1d4 - 1)');
        expect(formatExpr(bin('-', bin('-', num(10), dice('1d4')), num(1)))).toBe('10 - 1d4 - 1');
        expect(formatExpr(bin('+', dice('2d8'), { kind: 'increment', steps: 1 }))).toBe('2d8 + 1d');
        expect(formatExpr({ kind: 'negate', operand: bin('/', dice('d%'), num(2)) })).toBe('-(d%/2)');
    });

    it('shows every face in brackets, strikes the dropped one, and ends with the total', () => {
        for (let seed = 0; seed < 20; seed++) {
            // The same four d6 drawn straight from the generator; kh3 drops the lowest (of equal
            // lowest faces, the one rolled last: ties rank in rolling order).
            const rng = new SeededRng(seed);
            const faces = [rng.die(6), rng.die(6), rng.die(6), rng.die(6)];
            const low = Math.min(...faces);
            const dropped = faces.lastIndexOf(low);
            const shown = faces.map((v, i) => (i === dropped ? `~${v}~` : String(v))).join(', ');
            const total = faces.reduce((a, b) => a + b, 0) - low;
            expect(formatRoll(roll('4d6kh3', seed))).toBe(`4d6kh3 [${shown}] = ${total}`);
        }
    });

    it('marks exploded, rerolled and successful faces', () => {
        // Each seed's faces drawn straight from the generator, then marked by hand.
        const draws = (seed: number, n: number, sides: number) => {
            const rng = new SeededRng(seed);
            return Array.from({ length: n }, () => rng.die(sides));
        };
        const seedWhere = (n: number, sides: number, ok: (faces: number[]) => boolean) => {
            for (let seed = 0; seed < 1000; seed++) if (ok(draws(seed, n, sides))) return seed;
            throw new Error('no such seed');
        };
        // 1d10!: a 10 explodes into the next die.
        const boom = seedWhere(2, 10, ([a, b]) => a === 10 && b < 10);
        const [, b] = draws(boom, 2, 10);
        expect(formatRoll(rollExpr(bin('+', dice('1d10!'), num(4)), new SeededRng(boom), stat))).toBe(`1d10! [10!, ${b}] + 4 = ${14 + b}`);
        // 2d6r1: a 1 is struck and rerolled (r), its replacement follows.
        const re = seedWhere(3, 6, ([x, y, z]) => x === 1 && y > 1 && z > 1);
        const [, y, z] = draws(re, 3, 6);
        expect(formatRoll(roll('2d6r1', re))).toBe(`2d6r1 [~1r~, ${y}, ${z}] = ${y + z}`);
        // 4d10cs>=8: faces of 8 or more are successes (*), the total counts them.
        const cs = draws(3, 4, 10);
        const marked = cs.map(v => (v >= 8 ? `${v}*` : String(v))).join(', ');
        expect(formatRoll(roll('4d10cs>=8', 3))).toBe(`4d10cs>=8 [${marked}] = ${cs.filter(v => v >= 8).length}`);
        // A stat shows its value.
        const [d20] = draws(4, 1, 20);
        expect(formatRoll(rollExpr(bin('+', dice('1d20'), { kind: 'stat', name: 'power' }), new SeededRng(4), stat))).toBe(
            `1d20 [${d20}] + power (3) = ${d20 + 3}`,
        );
    });
});

describe('roll records as the log prints them', () => {
    const face = (value: number, marks: Partial<DieResult> = {}): DieResult => ({ sides: 6, value, kept: true, ...marks });
    const record: RollRecord = {
        formula: '4d6kh3 + power - 2d6r1',
        faces: [face(6), face(5), face(3), face(1, { kept: false }), face(1, { kept: false, rerolled: true }), face(4), face(6, { exploded: true })],
        parts: [
            { kind: 'dice', notation: '4d6kh3', faceCount: 4 },
            { kind: 'text', text: ' + ' },
            { kind: 'stat', name: 'power', value: 3 },
            { kind: 'text', text: ' - ' },
            { kind: 'dice', notation: '2d6r1!', faceCount: 3 },
        ],
        total: 7,
    };

    it('strikes dropped and rerolled faces in text with single tildes, never a letter that reads as notation', () => {
        expect(recordText(record)).toBe('4d6kh3 [6, 5, 3, ~1~] + power (3) - 2d6r1! [~1r~, 4, 6!]');
    });

    it('strikes them in Markdown with double tildes and escapes a success mark', () => {
        expect(recordText(record, 'markdown')).toBe('4d6kh3 [6, 5, 3, ~~1~~] + power (3) - 2d6r1! [~~1r~~, 4, 6!]');
        expect(faceText({ sides: 10, value: 8, kept: true, success: true }, 'markdown')).toBe('8\\*');
        expect(faceText({ sides: 10, value: 2, kept: true, failure: true })).toBe('2f');
        expect(faceText({ sides: 6, value: 6, kept: false, exploded: true })).toBe('~6!~');
    });

    it('keeps the parts of a rolled expression: dice with their faces, stats with their values, the rest verbatim', () => {
        const r = rollExpr(bin('-', bin('+', dice('2d6'), { kind: 'stat', name: 'might' }), num(1)), new SeededRng(9), stat);
        const rng = new SeededRng(9);
        const [a, b2] = [rng.die(6), rng.die(6)];
        expect(recordRoll('2d6 + might - 1', r)).toEqual({
            formula: '2d6 + might - 1',
            faces: [
                { sides: 6, value: a, kept: true },
                { sides: 6, value: b2, kept: true },
            ],
            parts: [
                { kind: 'dice', notation: '2d6', faceCount: 2 },
                { kind: 'text', text: ' + ' },
                { kind: 'stat', name: 'might', value: -2 },
                { kind: 'text', text: ' - 1' },
            ],
            total: a + b2 - 3,
        });
        expect(r.text).toBe(`2d6 [${a}, ${b2}] + might (-2) - 1`);
    });
});

describe('diceRange', () => {
    it('gives 2d6 + 3 as 5..15, mean 10', () => {
        expect(diceRange(bin('+', dice('2d6'), num(3)), stat)).toEqual({ min: 5, max: 15, mean: 10 });
    });

    it('gives the exploding 1d10! mean 5.5 / 0.9, with the explosion limit as its max', () => {
        const r = diceRange(dice('1d10!'), stat);
        expect(r.mean).toBeCloseTo(5.5 / 0.9, 9);
        expect(r.min).toBe(1);
        expect(r.max).toBe(10 * (DICE_LIMITS.maxExplosionsPerDie + 1));
    });

    it('gives keep-highest and keep-lowest their exact means', () => {
        const kh = diceRange(dice('4d6kh3'), stat);
        expect(kh.mean).toBeCloseTo(15869 / 1296, 9); // 12.2446
        expect([kh.min, kh.max]).toEqual([3, 18]);
        expect(diceRange(dice('2d20kl1'), stat).mean).toBeCloseTo(7.175, 9);
        expect(diceRange(dice('2d20kh1'), stat).mean).toBeCloseTo(13.825, 9);
    });

    it('handles rerolls, clamps, success counting and arithmetic', () => {
        expect(diceRange(dice('1d6r1'), stat).mean).toBeCloseTo(4, 9);
        expect(diceRange(dice('1d6ro1'), stat).mean).toBeCloseTo(3.5 + 2.5 / 6, 9);
        expect(diceRange(dice('1d6mi3'), stat)).toEqual({ min: 3, max: 6, mean: 4 });
        expect(diceRange(dice('10d10cs>=8'), stat)).toMatchObject({ min: 0, max: 10 });
        expect(diceRange(dice('10d10cs>=8'), stat).mean).toBeCloseTo(3, 9);
        expect(diceRange(dice('10d10cs>=8cf1'), stat).mean).toBeCloseTo(2, 9);
        expect(diceRange({ kind: 'negate', operand: dice('1d6') }, stat)).toEqual({ min: -6, max: -1, mean: -3.5 });
        expect(diceRange(bin('*', dice('1d4'), { kind: 'stat', name: 'might' }), stat)).toEqual({ min: -8, max: -2, mean: -5 });
        expect(diceRange(bin('-', dice('1d6'), dice('1d4')), stat)).toEqual({ min: -3, max: 5, mean: 1 });
        const half = diceRange(bin('/', dice('1d6'), num(2)), stat);
        expect(half.min).toBe(0);
        expect(half.max).toBe(3);
        expect(half.mean).toBeCloseTo(1.5, 9);
    });

    it('is fast and exact for huge plain pools', () => {
        expect(diceRange(dice('1000d1000'), stat)).toEqual({ min: 1000, max: 1_000_000, mean: 500_500 });
    });

    it('throws for increments, unrollable terms and divisors that can be zero', () => {
        expect(() => diceRange({ kind: 'increment', steps: 2 }, stat)).toThrow(/increment/);
        expect(() => diceRange(dice('d0'), stat)).toThrow(RangeError);
        expect(() => diceRange(bin('/', num(6), bin('-', dice('1d3'), num(2))), stat)).toThrow(RangeError);
        // -1 or +1, never 0: fine.
        const signs = bin('-', bin('*', num(2), dice('1d2')), num(3));
        expect(diceRange(bin('/', num(6), signs), stat)).toMatchObject({ min: -6, max: 6, mean: 0 });
    });

    // Expected values worked out independently of the roll code: by enumerating every way the
    // faces can fall, by hand, or (10 dice with explosions) by drawing faces straight from the
    // generator and keeping them by hand.
    it('5d6dl2cs>=4: every way five d6 can fall, lowest two dropped, faces of 4+ counted', () => {
        let mean = 0;
        for (let i = 0; i < 6 ** 5; i++) {
            const faces = [0, 1, 2, 3, 4].map(k => (Math.floor(i / 6 ** k) % 6) + 1).sort((a, b) => b - a);
            mean += faces.slice(0, 3).filter(v => v >= 4).length / 6 ** 5;
        }
        expect(diceRange(dice('5d6dl2cs>=4'), stat)).toMatchObject({ min: 0, max: 3 });
        expect(diceRange(dice('5d6dl2cs>=4'), stat).mean).toBeCloseTo(mean, 9);
    });

    it('3d6!!kh2: compounding chains enumerated fourteen deep, the two highest kept', () => {
        // One compounding die: k sixes then a face v < 6 sums to 6k + v, with chance 6^-(k+1).
        const die: [number, number][] = [];
        for (let k = 0; k <= 14; k++) for (let v = 1; v < 6; v++) die.push([6 * k + v, 6 ** -(k + 1)]);
        let mean = 0;
        for (const [a, p] of die)
            for (const [b, q] of die)
                for (const [c, r] of die) {
                    const [x, y] = [a, b, c].sort((m, n) => n - m);
                    mean += (x + y) * p * q * r;
                }
        expect(diceRange(dice('3d6!!kh2'), stat).mean).toBeCloseTo(mean, 6);
    });

    it('4d6r1!cs>=5 and 3d8ro<3! by hand', () => {
        // r1: a die is rerolled until it is not 1, so it is uniform on 2..6; ! on 6 adds a die (1 in 5),
        // 1 / (1 − 1/5) = 5/4 faces per die; 2 of the 5 faces count: 4 × 5/4 × 2/5 = 2 successes.
        expect(diceRange(dice('4d6r1!cs>=5'), stat).mean).toBeCloseTo(2, 9);
        // ro<3: one draw, rerolled once when below 3: faces 1, 2 with chance 2/8 · 1/8 = 1/32, faces
        // 3–8 with 1/8 + 1/32 = 5/32; mean (1 + 2 + 5 · (3 + … + 8)) / 32 = 168/32. ! on 8 (5/32):
        // 32/27 draws per die; 3 dice: 3 × 168/32 × 32/27 = 56/3.
        expect(diceRange(dice('3d8ro<3!'), stat).mean).toBeCloseTo(56 / 3, 9);
    });

    it('10d10!kh5: faces drawn straight from the generator, the five highest kept by hand', () => {
        const { mean, min, max } = diceRange(dice('10d10!kh5'), stat);
        const rng = new SeededRng(2024);
        const n = 20000;
        let sum = 0;
        let sumSq = 0;
        for (let i = 0; i < n; i++) {
            // Each die and each die its 10 added is a face of the pool; the pool keeps its five highest.
            const pool: number[] = [];
            for (let d = 0; d < 10; d++) {
                let v: number;
                do pool.push((v = rng.die(10)));
                while (v === 10);
            }
            const v = pool
                .sort((a, b) => b - a)
                .slice(0, 5)
                .reduce((a, b) => a + b, 0);
            expect(v).toBeGreaterThanOrEqual(min);
            expect(v).toBeLessThanOrEqual(max);
            sum += v;
            sumSq += v * v;
        }
        const sampleMean = sum / n;
        const stdErr = Math.sqrt((sumSq / n - sampleMean ** 2) / n);
        expect(Math.abs(sampleMean - mean)).toBeLessThan(4 * stdErr);
    });
});

describe('distribution', () => {
    const sum = (d: Map<number, number>) => [...d.values()].reduce((s, p) => s + p, 0);
    const mean = (d: Map<number, number>) => [...d].reduce((s, [v, p]) => s + v * p, 0);

    it('gives 2d6 its triangle', () => {
        const d = distribution(dice('2d6'), stat)!;
        expect([...d.keys()]).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
        expect(d.get(7)).toBeCloseTo(6 / 36, 12);
        expect(d.get(2)).toBeCloseTo(1 / 36, 12);
        expect(sum(d)).toBeCloseTo(1, 12);
    });

    it('shifts and combines through arithmetic', () => {
        const d = distribution(bin('-', bin('+', dice('1d6'), { kind: 'stat', name: 'power' }), dice('1d4')), stat)!;
        expect(Math.min(...d.keys())).toBe(0);
        expect(Math.max(...d.keys())).toBe(8);
        expect(mean(d)).toBeCloseTo(4, 12);
        expect(distribution(bin('/', dice('1d6'), num(2)), stat)).toEqual(
            new Map([
                [0, 1 / 6],
                [1, 2 / 6],
                [2, 2 / 6],
                [3, 1 / 6],
            ]),
        );
    });

    it('matches brute force for 4d6kh3', () => {
        const brute = new Map<number, number>();
        for (let i = 0; i < 6 ** 4; i++) {
            const faces = [0, 1, 2, 3].map(k => (Math.floor(i / 6 ** k) % 6) + 1).sort((x, y) => y - x);
            const total = faces[0] + faces[1] + faces[2];
            brute.set(total, (brute.get(total) ?? 0) + 1 / 6 ** 4);
        }
        const d = distribution(dice('4d6kh3'), stat)!;
        expect([...d.keys()].sort((x, y) => x - y)).toEqual([...brute.keys()].sort((x, y) => x - y));
        for (const [v, p] of brute) expect(d.get(v)).toBeCloseTo(p, 12);
    });

    it('sums to 1 for every kind of modifier, and agrees with diceRange', () => {
        for (const token of ['1d10!', '3d6!!', '2d6r1', '2d6ro<3', '4d6mi2ma5', '10d10cs>=8cf1', '4d6!cs>=5', '3d6!!kh2', '6d6kh4kl2', '1d1!']) {
            const d = distribution(dice(token), stat)!;
            expect(d, token).toBeDefined();
            expect(sum(d), token).toBeCloseTo(1, 9);
            expect(mean(d), token).toBeCloseTo(diceRange(dice(token), stat).mean, 6);
        }
    });

    it('follows the reroll limit: a rerolled 1 is possible but negligible', () => {
        const d = distribution(dice('1d6r1'), stat)!;
        expect(d.get(1)!).toBeLessThan(1e-70);
        for (let v = 2; v <= 6; v++) expect(d.get(v)).toBeCloseTo(1 / 5, 12);
    });

    it('gives up quickly on distributions that are too large', () => {
        expect(distribution(dice('1000d1000'), stat)).toBeUndefined();
        expect(distribution(bin('*', dice('1000d100'), dice('1000d100')), stat)).toBeUndefined();
        expect(distribution(dice('1000d100kh500'), stat)).toBeUndefined();
        expect(distribution(dice('10d10!kh5'), stat)).toBeUndefined(); // pool size varies
    });

    it('throws for increments, unrollable terms and a divisor that can be zero', () => {
        expect(() => distribution({ kind: 'increment', steps: 1 }, stat)).toThrow(/increment/);
        expect(() => distribution(dice('100001d6'), stat)).toThrow(RangeError); // past DICE_LIMITS.maxDicePerRoll
        expect(() => distribution(bin('/', num(1), bin('-', dice('1d2'), num(1))), stat)).toThrow(RangeError);
    });
});

describe('rollTotal (simulation fast path)', () => {
    it('draws the same dice as rollExpr and gives the same total, for every notation', async () => {
        const { rollTotal, rollExpr: roll, parseDiceToken: parse } = await import('../../language/engine/dice.js');
        const { SeededRng: Rng } = await import('../../language/engine/rng.js');
        for (const token of ['3d6', '1d10!', '2d6!>4', '4d6kh3', '2d20kl1', '3d6r1', '4d6ro<3', '2d6!!', '10d10cs>=8', '4d6mi2', 'd%']) {
            const parsed = parse(token);
            if (!('term' in parsed)) throw new Error(token);
            const expr = { kind: 'binary', op: '+', left: { kind: 'dice', term: parsed.term }, right: { kind: 'stat', name: 'power' } } as const;
            for (let seed = 1; seed <= 40; seed++) {
                const a = new Rng(seed);
                const b = new Rng(seed);
                expect(
                    rollTotal(expr, a, () => 3),
                    `${token} seed ${seed}`,
                ).toBe(roll(expr, b, () => 3).total);
                expect(a.drawCount, `${token} seed ${seed}`).toBe(b.drawCount);
            }
        }
    });
});
