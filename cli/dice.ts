/**
 * `strife roll` (roll a formula, every face shown) and `strife odds` (its distribution, AnyDice
 * style). Both read a formula typed on the command line; see docs/language.md §Dice tools.
 */
import { randomInt } from 'node:crypto';
import { formatRoll, type RollResult, rollExpr } from '../language/engine/dice-roll.js';
import { parseDiceFormula } from '../language/engine/dice-formula.js';
import type { DiceExpr } from '../language/engine/dice-notation.js';
import { type DiceOdds, diceOdds, opposedOdds } from '../language/engine/dice-odds.js';
import { SeededRng } from '../language/engine/rng.js';
import { type OddsEntry, renderOdds } from './odds-render.js';
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

/** Options of `strife odds`. */
export interface OddsCommandOptions {
    vs?: number;
    under?: number;
    against?: string;
    explodeDepth?: number;
    format: 'text' | 'json';
}

/**
 * `strife odds <formulas...>`: each formula's exact distribution, or a sampled estimate when the
 * exact one is out of reach (said in the output, with its error bound); several formulas share
 * one table and one chart. `--against` adds each formula's win/tie/lose chances against another.
 * JSON: one formula keeps the version-1 document (`{ version, formula, ...odds }`, plus `against`);
 * several are `{ version, formulas: [that document without version, …] }`.
 * @returns the exit code (0); bad formulas or options throw UsageError (exit 2).
 */
export function oddsCommand(formulas: readonly string[], options: OddsCommandOptions): number {
    const exprs = formulas.map(parse);
    const odds = (expr: DiceExpr): DiceOdds => {
        try {
            return diceOdds(expr, { vs: options.vs, under: options.under, explodeDepth: options.explodeDepth });
        } catch (error) {
            if (error instanceof RangeError) throw new UsageError(error.message);
            throw error;
        }
    };
    const against = options.against === undefined ? undefined : odds(parse(options.against));
    const entries: OddsEntry[] = exprs.map((expr, i) => {
        const o = odds(expr);
        return { formula: formulas[i], odds: o, ...(against ? { against: { formula: options.against!, ...opposedOdds(o, against) } } : {}) };
    });
    if (options.format === 'json') {
        const doc = (e: OddsEntry) => ({ formula: e.formula, ...e.odds, ...(e.against ? { against: e.against } : {}) });
        const body = entries.length === 1 ? doc(entries[0]) : { formulas: entries.map(doc) };
        writeOut(`${JSON.stringify({ version: DICE_JSON_VERSION, ...body }, null, 2)}\n`, 'json');
    } else writeOut(renderOdds(entries));
    return 0;
}

/**
 * The command line with a formula that starts with a minus (`strife roll -1d6+3`) kept as a
 * formula: for `roll` and `odds`, an argument that looks like a negative formula (a minus then a
 * digit, `d`, `(` or `{`) and is no option's value moves after `--`, where commander reads it
 * as an argument, not an option.
 */
export function formulaArgv(argv: readonly string[]): string[] {
    const command = argv[2];
    if (command !== 'roll' && command !== 'odds') return [...argv];
    const takesValue = new Set(['-s', '--seed', '-t', '--times', '-f', '--format', '--vs', '--under', '--against', '--explode-depth']);
    const rest = argv.slice(3);
    if (rest.includes('--')) return [...argv];
    const kept: string[] = [];
    const formulas: string[] = [];
    for (let i = 0; i < rest.length; i++) {
        const arg = rest[i];
        if (takesValue.has(arg) && i + 1 < rest.length) {
            kept.push(arg, rest[++i]);
        } else if (/^-[\d(d{]/.test(arg) && !/^-\d+$/.test(arg)) formulas.push(arg);
        else if (/^-\d+$/.test(arg))
            formulas.push(arg); // `strife roll -3`: a (constant) formula too
        else kept.push(arg);
    }
    return formulas.length === 0 ? [...argv] : [...argv.slice(0, 3), ...kept, '--', ...formulas];
}
