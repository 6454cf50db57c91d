/**
 * Roll records of Enchanted Realms dice for the log: a pool of d20s with each die marked hit or
 * not (and a keep-lower pair's unused die unkept), a crit chain, single dice.
 */
import type { DieResult } from '../../../engine/dice-roll.js';
import { type PlusTerm, type RollRecord, recordFaces } from '../../../engine/log.js';
import type { Vantage } from '../rules/vantage.js';

/**
 * A record of d20 faces, the hitting dice marked as successes: `3d20 [14*, 7, 20*]`; `total` is the
 * number of hitting dice. A die that misses is not a counted failure (it takes nothing off).
 */
export function poolRecord(formula: string, dice: readonly { face: number; kept: boolean; hit: boolean }[]): RollRecord {
    const faces: DieResult[] = dice.map(d =>
        d.hit ? { sides: 20, value: d.face, kept: d.kept, success: true } : { sides: 20, value: d.face, kept: d.kept },
    );
    return recordFaces(formula, faces, dice.filter(d => d.hit).length);
}

/** What a pool attack's total counts, in the log's words: `each vs AC 11: 2 hits` (log.ts, `counts`). */
export const POOL_HITS = ['hit', 'hits'] as const;

/** A record of plain dice of one size (a d3, a d12 pair…), `total` their sum unless given. */
export function diceRecord(formula: string, sides: number, values: readonly number[], total?: number): RollRecord {
    const faces: DieResult[] = values.map(value => ({ sides, value, kept: true }));
    return recordFaces(formula, faces, total ?? values.reduce((a, b) => a + b, 0));
}

/**
 * An initiative roll: the d10 (two under disadvantage, the one not kept struck) and, when the
 * fighter has one, its initiative modifier after it, so the line adds up: `d10 [3] + initiative (2)`.
 */
export function initiativeRecord(d10s: readonly number[], d10: number, modifier: number): RollRecord {
    const notation = d10s.length === 2 ? '2d10 keep lower' : 'd10';
    const { faces } = pairRecord(notation, 10, d10s, d10);
    return recordFaces(notation, faces, d10 + modifier, modifier === 0 ? {} : { plus: { name: 'initiative', value: modifier } });
}

/**
 * A save's or feat's d20 as the log reads it, adding up to its total: the die (two under vantage,
 * the one not kept struck), then what is added or taken off, in order:
 * `d20 [11] + Agility (6) = 17`, `2d20 keep lower [~16~, 4] + Agility (8) = 12`,
 * `d20 [9] + Agility (6) + cover (2) − restriction (2) = 15`.
 */
export function saveRecord(faces: readonly number[], kept: number, vantage: Vantage, terms: readonly PlusTerm[], total: number): RollRecord {
    const notation = faces.length === 2 ? `2d20 keep ${vantage === 'advantage' ? 'higher' : 'lower'}` : 'd20';
    return recordFaces(notation, pairRecord(notation, 20, faces, kept).faces, total, { plus: terms });
}

/** A record of a die thrown twice keeping one (the lower under disadvantage, the higher under advantage): the other shown unkept. */
export function pairRecord(formula: string, sides: number, values: readonly number[], kept: number): RollRecord {
    const keptAt = values.indexOf(kept);
    const faces: DieResult[] = values.map((value, i) => ({ sides, value, kept: i === keptAt }));
    return recordFaces(formula, faces, kept);
}

/**
 * A dodge's (rebuff's, deflect's) roll as the log reads it: the hitting die it aims at, plus the
 * attack's to-hit, less the d6 (two under disadvantage, the unused one struck), = the die's value
 * after: `16 − d6 [2] = 14`, `14 + 2 − 2d6 [~5~, 2] = 14`. Seed 001_66230f9a082df360.txt §Critical
 * Hits; the d6 is the public rules' (rules/dodge.ts).
 */
export function dodgeRecord(die: number, toHit: number, faces: readonly number[], kept: number, total: number): RollRecord {
    const notation = faces.length === 2 ? '2d6' : 'd6';
    const dice = pairRecord(notation, 6, faces, kept);
    const lead = `${die}${toHit === 0 ? '' : ` ${toHit > 0 ? '+' : '−'} ${Math.abs(toHit)}`} − `;
    return { formula: `${lead}${notation}`, faces: dice.faces, parts: [{ kind: 'text', text: lead }, ...dice.parts], total };
}
