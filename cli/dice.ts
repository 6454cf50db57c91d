/**
 * `strife roll` (roll a formula, every face shown) and `strife odds` (its distribution, AnyDice
 * style). Both read a formula typed on the command line; see docs/language.md §Dice tools.
 */
import { randomInt } from 'node:crypto';
import { formatRoll, type RollResult, rollExpr } from '../language/engine/dice-roll.js';
import { parseDiceFormula } from '../language/engine/dice-formula.js';
import type { DiceExpr } from '../language/engine/dice-notation.js';
import { type DiceOdds, diceOdds } from '../language/engine/dice-odds.js';
import { SeededRng } from '../language/engine/rng.js';
import { renderOdds } from './odds-render.js';
import { UsageError } from './files.js';
import { writeOut, writeOutNow } from './output.js';

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
 * Without a seed, one is picked at random and printed, so a roll can be repeated. Each roll is
 * written out as it is made (10,000 rolls of `1000d6!` are some 60 MB of faces: held whole they
 * took 1.2 GB); the output is the same bytes as if it were written at once.
 * @returns the exit code (0); bad formulas throw UsageError (exit 2).
 */
export function rollCommand(formula: string, options: { seed?: number; times: number; format: 'text' | 'json' }): number {
    const expr = parse(formula);
    const seed = options.seed ?? randomInt(1, 2 ** 31 - 1);
    const rng = new SeededRng(seed);
    const json = options.format === 'json';
    const out = new ChunkedOutput(json ? 'json' : 'text');
    // JSON: the document `JSON.stringify({ version, formula, seed, rolls }, null, 2)` would give, written a roll at a time.
    const head = JSON.stringify({ version: DICE_JSON_VERSION, formula, seed }, null, 2);
    out.add(json ? `${head.slice(0, -2)},\n  "rolls": [` : `${formula} — seed ${seed}\n`);
    for (let i = 0; i < options.times; i++) {
        let roll: RollResult;
        try {
            roll = rollExpr(expr, rng, noStats);
        } catch (error) {
            if (error instanceof RangeError) throw new UsageError(error.message);
            throw error;
        }
        const text = formatRoll(roll);
        if (json) {
            const entry = JSON.stringify({ total: roll.total, text, terms: roll.terms }, null, 2).replace(/\n/g, '\n    ');
            out.add(`${i === 0 ? '\n' : ',\n'}    ${entry}`);
        } else out.add(`${text}\n`);
    }
    out.add(json ? `${options.times > 0 ? '\n  ' : ''}]\n}\n` : '');
    out.flush();
    return 0;
}

/** Output gathered into chunks of about 64 KB and written as each fills (writeOutNow: a slow reader is waited for). */
class ChunkedOutput {
    private parts: string[] = [];
    private size = 0;

    constructor(private readonly kind: 'text' | 'json') {}

    add(text: string): void {
        this.parts.push(text);
        this.size += text.length;
        if (this.size >= 64 * 1024) this.flush();
    }

    flush(): void {
        if (this.parts.length > 0) writeOutNow(this.parts.join(''), this.kind);
        this.parts = [];
        this.size = 0;
    }
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
