/**
 * `strife roll` (roll a formula, every face shown) and `strife odds` (its distribution, AnyDice
 * style). Both read a formula typed on the command line; see docs/language.md §Dice tools.
 */
import { randomInt } from 'node:crypto';
import { formatRoll, rollExpr } from '../language/engine/dice-roll.js';
import { parseDiceFormula } from '../language/engine/dice-formula.js';
import type { DiceExpr } from '../language/engine/dice-notation.js';
import { type DiceOdds, diceOdds } from '../language/engine/dice-odds.js';
import { SeededRng } from '../language/engine/rng.js';
import { renderOdds } from './odds-render.js';
import { UsageError } from './files.js';
import { writeOut } from './output.js';

/** Most rolls one `strife roll` may ask for. */
export const MAX_ROLL_TIMES = 10_000;
/** Version of the JSON `roll` and `odds` print (bumped on incompatible changes). */
export const DICE_JSON_VERSION = 1;

function parse(formula: string): DiceExpr {
    const parsed = parseDiceFormula(formula);
    if ('error' in parsed) throw new UsageError(parsed.error);
    return parsed.expr;
}

const noStats = (name: string): number => {
    throw new UsageError(`"${name}" is a stat; formulas here take dice and numbers only.`);
};

/**
 * `strife roll <formula>`: `times` rolls from one seeded generator, each with every face.
 * Without a seed, one is picked at random and printed, so a roll can be repeated.
 * @returns the exit code (0); bad formulas throw UsageError (exit 2).
 */
export function rollCommand(formula: string, options: { seed?: number; times: number; format: 'text' | 'json' }): number {
    const expr = parse(formula);
    const seed = options.seed ?? randomInt(1, 2 ** 31 - 1);
    const rng = new SeededRng(seed);
    const rolls: { text: string; total: number; faces: { notation: string; faces: unknown[]; total: number }[] }[] = [];
    try {
        for (let i = 0; i < options.times; i++) {
            const roll = rollExpr(expr, rng, noStats);
            rolls.push({ text: formatRoll(roll), total: roll.total, faces: roll.terms });
        }
    } catch (error) {
        if (error instanceof RangeError) throw new UsageError(error.message);
        throw error;
    }
    if (options.format === 'json') {
        const json = { version: DICE_JSON_VERSION, formula, seed, rolls: rolls.map(r => ({ total: r.total, text: r.text, terms: r.faces })) };
        writeOut(`${JSON.stringify(json, null, 2)}\n`, 'json');
    } else {
        writeOut(`${formula} — seed ${seed}\n${rolls.map(r => r.text).join('\n')}\n`);
    }
    return 0;
}

/**
 * `strife odds <formula>`: the exact distribution, or a sampled estimate when the exact one is out
 * of reach (said in the output, with its error bound). @returns the exit code (0).
 */
export function oddsCommand(formula: string, options: { vs?: number; format: 'text' | 'json' }): number {
    const expr = parse(formula);
    let odds: DiceOdds;
    try {
        odds = diceOdds(expr, { vs: options.vs });
    } catch (error) {
        if (error instanceof RangeError) throw new UsageError(error.message);
        throw error;
    }
    if (options.format === 'json') writeOut(`${JSON.stringify({ version: DICE_JSON_VERSION, formula, ...odds }, null, 2)}\n`, 'json');
    else writeOut(renderOdds(formula, odds));
    return 0;
}
