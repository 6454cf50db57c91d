/**
 * The damage pools a fighter rolls, remembered per stat block and attack (`rules/dice-pools.ts`
 * computes them), their mean for tactics, and the log's note on how increments moved a pool.
 * Source: 003_66faa831a56df10d.txt §Dice Pools, §Critical Hits, §Glancing Blows, §Offhand Strike.
 */
import { compileTotal, diceRange, type DiceExpr } from '../../../engine/dice.js';
import type { SeededRng } from '../../../engine/rng.js';
import { firstDiceTerm, withStatValues } from '../../../engine/dice-transform.js';
import type { AttackModel } from '../../../engine/model.js';
import type { RiseOptions } from '../options.js';
import { damagePool, increments, RISE_LADDER } from '../rules/dice-pools.js';
import { type RiseFighter, statOf } from './fighter.js';

/** The pool `damagePool` gives, cached: it depends only on the stat block, attack, factor and options. */
export function cachedPool(options: RiseOptions, f: RiseFighter, attack: AttackModel, factor: number, addPower: boolean): DiceExpr {
    const memo = memoOf(attack);
    const key = poolKey(options, factor, addPower);
    return memo.pools[key] ?? (memo.pools[key] = poolOf(options, f, attack, factor, addPower));
}

/**
 * `cachedPool` with the stat block's values in place of its stats, made into a function that rolls
 * its total (`compileTotal`): what a simulation rolls — the same totals from the same dice, no stat
 * looked up and no formula walked per roll. Not for the log, which names the stats.
 */
export function cachedDamageRoll(options: RiseOptions, f: RiseFighter, attack: AttackModel, factor: number, addPower: boolean): DamageRoll {
    const memo = memoOf(attack);
    const key = poolKey(options, factor, addPower);
    return (
        memo.rolls[key] ??
        (memo.rolls[key] = compileTotal(withStatValues(cachedPool(options, f, attack, factor, addPower), (name: string) => statOf(f, name))))
    );
}

/** A damage pool made ready to roll: its total from the generator (the stat lookup is never asked). */
type DamageRoll = (rng: SeededRng, stat: (name: string) => number) => number;

/** Mean damage of a hit: fixed for a stat block, so computed once per model and attack. */
export function meanDamage(options: RiseOptions, f: RiseFighter, attack: AttackModel): number {
    const memo = memoOf(attack);
    const key = options.negativeRounding === 'down' ? 0 : 1;
    let mean = memo.means[key];
    if (mean === undefined) {
        mean = attack.damage ? diceRange(damagePool(attack, f.model.stats, options.negativeRounding, 1), (name: string) => statOf(f, name)).mean : 0;
        memo.means[key] = mean;
    }
    return mean;
}

/** Where a pool sits in an attack's memo: one slot per rounding, power added or not, and factor. */
function poolKey(options: RiseOptions, factor: number, addPower: boolean): number {
    return (options.negativeRounding === 'down' ? 0 : 1) + (addPower ? 2 : 0) + 4 * factor;
}

function poolOf(options: RiseOptions, f: RiseFighter, attack: AttackModel, factor: number, addPower: boolean): DiceExpr {
    const full = damagePool(attack, f.model.stats, options.negativeRounding, factor);
    return addPower ? full : withoutStat(full, 'power');
}

/** "1d10 +2d (half strength 4) → 2d8" when increments move the pool; undefined otherwise. */
export function ladderNote(options: RiseOptions, f: RiseFighter, attack: AttackModel): string | undefined {
    const first = attack.damage && firstDiceTerm(attack.damage);
    const inc = increments(attack, f.model.stats, options.negativeRounding);
    const steps = inc.written + inc.attribute;
    if (!first || steps === 0) return undefined;
    const moved = RISE_LADDER.shift(first, steps);
    const to = moved.kind === 'dice' ? moved.term.notation : '1';
    const why = [
        inc.written ? `${inc.written > 0 ? '+' : ''}${inc.written}d written` : '',
        inc.attribute ? `${inc.attribute > 0 ? '+' : ''}${inc.attribute}d from half ${inc.from} ${f.model.stats[inc.from!] ?? 0}` : '',
    ]
        .filter(Boolean)
        .join(', ');
    return `${first.notation} ${why} → ${to}`;
}

/**
 * Values derived from a stat block and one of its attacks, computed once: stat blocks and attacks are
 * shared, unchanged, by every run of a simulation (each run has its own engine and fighters). Lists
 * by small numeric keys, not maps: read on every damage roll.
 */
interface AttackMemo {
    /** Damage pools by `poolKey`, stats by name (what the log shows). */
    readonly pools: (DiceExpr | undefined)[];
    /** The same pools with the stat block's values in place of its stats, ready to roll. */
    readonly rolls: (DamageRoll | undefined)[];
    /** Mean damage of a hit, by rounding (0: down; 1: otherwise). */
    readonly means: (number | undefined)[];
}

const MEMO = new WeakMap<AttackModel, AttackMemo>();

/** The values remembered for an attack (each attack model belongs to one stat block). */
function memoOf(attack: AttackModel): AttackMemo {
    let memo = MEMO.get(attack);
    if (!memo) MEMO.set(attack, (memo = { pools: [], rolls: [], means: [] }));
    return memo;
}

/**
 * `expr` without `stat` (an offhand strike adds no power): an addend `+ stat` is left out, so the
 * log shows `1d4 [3]`, not `1d4 [3] + 0`; any other reference counts 0. Same total either way.
 */
function withoutStat(expr: DiceExpr, stat: string): DiceExpr {
    const isStat = (e: DiceExpr) => e.kind === 'stat' && e.name === stat;
    switch (expr.kind) {
        case 'stat':
            return expr.name === stat ? { kind: 'number', value: 0 } : expr;
        case 'binary':
            if ((expr.op === '+' || expr.op === '-') && isStat(expr.right)) return withoutStat(expr.left, stat);
            if (expr.op === '+' && isStat(expr.left)) return withoutStat(expr.right, stat);
            return { ...expr, left: withoutStat(expr.left, stat), right: withoutStat(expr.right, stat) };
        case 'negate':
            return { ...expr, operand: withoutStat(expr.operand, stat) };
        default:
            return expr;
    }
}
