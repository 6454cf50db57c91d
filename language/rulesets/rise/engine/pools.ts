/**
 * The damage pools a fighter rolls, remembered per stat block and attack (`rules/dice-pools.ts`
 * computes them), their mean for tactics, and the log's note on how increments moved a pool.
 * Source: 003_66faa831a56df10d.txt §Dice Pools, §Critical Hits, §Glancing Blows, §Offhand Strike.
 */
import { diceRange, type DiceExpr } from '../../../engine/dice.js';
import { firstDiceTerm } from '../../../engine/dice-transform.js';
import type { AttackModel } from '../../../engine/model.js';
import type { RiseOptions } from '../options.js';
import { damagePool, increments, RISE_LADDER } from '../rules/dice-pools.js';
import { type RiseFighter, statOf } from './fighter.js';

/** The pool `damagePool` gives, cached: it depends only on the stat block, attack, factor and options. */
export function cachedPool(options: RiseOptions, f: RiseFighter, attack: AttackModel, factor: number, addPower: boolean): DiceExpr {
    const byKey = memoOf(attack);
    const key = 1 + (options.negativeRounding === 'down' ? 0 : 1) + (addPower ? 2 : 0) + 4 * factor;
    let pool = byKey.get(key) as DiceExpr | undefined;
    if (pool === undefined) {
        const full = damagePool(attack, f.model.stats, options.negativeRounding, factor);
        byKey.set(key, (pool = addPower ? full : withoutStat(full, 'power')));
    }
    return pool;
}

/** Mean damage of a hit: fixed for a stat block, so computed once per model and attack. */
export function meanDamage(options: RiseOptions, f: RiseFighter, attack: AttackModel): number {
    const byKey = memoOf(attack);
    const key = options.negativeRounding === 'down' ? -1 : -2;
    let mean = byKey.get(key) as number | undefined;
    if (mean === undefined) {
        mean = attack.damage ? diceRange(damagePool(attack, f.model.stats, options.negativeRounding, 1), (name: string) => statOf(f, name)).mean : 0;
        byKey.set(key, mean);
    }
    return mean;
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
 * shared, unchanged, by every run of a simulation (each run has its own engine and fighters).
 */
const MEMO = new WeakMap<AttackModel, Map<number, unknown>>();

/**
 * The values remembered for an attack (each attack model belongs to one stat block), by numeric key.
 * Callers look up before computing: no closure is made on the hot path, where the value is known.
 */
function memoOf(attack: AttackModel): Map<number, unknown> {
    let byKey = MEMO.get(attack);
    if (!byKey) MEMO.set(attack, (byKey = new Map()));
    return byKey;
}

/** `expr` with every reference to `stat` replaced by 0 (an offhand strike adds no power). */
function withoutStat(expr: DiceExpr, stat: string): DiceExpr {
    switch (expr.kind) {
        case 'stat':
            return expr.name === stat ? { kind: 'number', value: 0 } : expr;
        case 'binary':
            return { ...expr, left: withoutStat(expr.left, stat), right: withoutStat(expr.right, stat) };
        case 'negate':
            return { ...expr, operand: withoutStat(expr.operand, stat) };
        default:
            return expr;
    }
}
