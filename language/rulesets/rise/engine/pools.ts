/**
 * Rise damage pools: dice increments from written `+1d`s and half Strength or Willpower moved along
 * the ladder, critical multipliers, and the pools' cached means. Source: 003_66faa831a56df10d.txt
 * §Dice Pools, §Dice Bonuses From Attributes, §Critical Hits, §Glancing Blows.
 */
import { diceRange, type DiceExpr } from '../../../engine/dice.js';
import { countIncrements, firstDiceTerm, mapDice, multiplyDice, withoutDice } from '../../../engine/dice-transform.js';
import type { AttackModel } from '../../../engine/model.js';
import { type RiseFighter, type RiseOptions, statOf } from './fighter.js';
import { attributeIncrements, RISE_LADDER } from '../rules/dice-pools.js';

/** Dice increments an attack's pool gains: written `+1d`s plus half Strength (mundane) or Willpower (magical). */
export function increments(options: RiseOptions, f: RiseFighter, attack: AttackModel): { written: number; attribute: number; from?: string } {
    const written = attack.damage ? countIncrements(attack.damage) : 0;
    if (attack.tags.includes('item')) return { written, attribute: 0 };
    const from = attack.tags.includes('magical') ? 'willpower' : 'strength';
    const value = f.model.stats[from] ?? 0;
    return { written, attribute: options.negativeRounding === 'toward_zero' ? Math.trunc(value / 2) : attributeIncrements(value), from };
}

/** The damage formula as rolled: increments applied on the ladder, dice times `factor` (0 = none). */
export function damagePool(options: RiseOptions, f: RiseFighter, attack: AttackModel, factor: number): DiceExpr {
    const base = attack.damage!;
    const inc = increments(options, f, attack);
    const steps = inc.written + inc.attribute;
    const first = firstDiceTerm(base);
    let pool = mapDice(base, term => ({ kind: 'dice', term }));
    if (steps !== 0 && first) {
        pool = mapDice(base, term => (term === first ? RISE_LADDER.shift(term, steps) : { kind: 'dice', term }));
    }
    if (factor === 0) return withoutDice(pool);
    return factor === 1 ? pool : multiplyDice(pool, factor);
}

/** The pool `damagePool` gives, cached: it depends only on the stat block, attack, factor and options. */
export function cachedPool(options: RiseOptions, f: RiseFighter, attack: AttackModel, factor: number, addPower: boolean): DiceExpr {
    return memo(attack, 1 + (options.negativeRounding === 'down' ? 0 : 1) + (addPower ? 2 : 0) + 4 * factor, () => {
        const pool = damagePool(options, f, attack, factor);
        return addPower ? pool : withoutStat(pool, 'power');
    });
}

/** Mean damage of a hit: fixed for a stat block, so computed once per model and attack. */
export function meanDamage(options: RiseOptions, f: RiseFighter, attack: AttackModel): number {
    return memo(attack, options.negativeRounding === 'down' ? -1 : -2, () =>
        attack.damage ? diceRange(damagePool(options, f, attack, 1), (name: string) => statOf(f, name)).mean : 0,
    );
}

/** "1d10 +2d (half strength 4) → 2d8" when increments move the pool; undefined otherwise. */
export function ladderNote(options: RiseOptions, f: RiseFighter, attack: AttackModel): string | undefined {
    const first = attack.damage && firstDiceTerm(attack.damage);
    const inc = increments(options, f, attack);
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

/** `compute()` once per attack (each attack model belongs to one stat block) and numeric key. */
function memo<T>(attack: AttackModel, key: number, compute: () => T): T {
    let byKey = MEMO.get(attack);
    if (!byKey) MEMO.set(attack, (byKey = new Map()));
    let value = byKey.get(key) as T | undefined;
    if (value === undefined) byKey.set(key, (value = compute()));
    return value;
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
