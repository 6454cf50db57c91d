/**
 * Paladins damage arithmetic, shared by the engine, tactics, static checks and hovers. Source:
 * 002_508f9552a4514e32.txt §Attacks (dice + stats − a defense; 0 or less misses), §Dual Wielding,
 * §Conditions (exposed +4, prone ±4).
 */
import { diceRange, distribution, formatExprWith, type DiceExpr } from '../../../engine/dice.js';
import { multiplyDice } from '../../../engine/dice-transform.js';
import type { AttackModel, CombatantModel } from '../../../engine/model.js';
import type { DamageOutlook } from '../../ruleset.js';
import { ABILITY_SCORES } from '../schema.js';

const SCORES: ReadonlySet<string> = new Set(ABILITY_SCORES);

/** Extra damage an exposed target takes from every attack. */
export const EXPOSED_BONUS = 4;
/** Melee attacks against a prone target gain this much; ranged ones lose it. */
export const PRONE_SHIFT = 4;

/** The defense an attack's roll is reduced by: its `vs`, else FOC for `spell`, else DEF. */
export function defenseOf(attack: AttackModel): string {
    return attack.defense ?? (attack.tags.includes('spell') ? 'FOC' : 'DEF');
}

/** Whether the ability deals damage instead of an attack: no attack roll, so no defense (§Attacks). */
export function noAttackRoll(attack: AttackModel): boolean {
    return attack.tags.includes('no_attack_roll');
}

/** The defense value taken off `attack`'s roll: the target's DEF or FOC, or 0 with no attack roll. */
export function defenseValue(attack: AttackModel, stat: (name: string) => number): number {
    return noAttackRoll(attack) ? 0 : stat(defenseOf(attack));
}

/** A formula with every ability-score term removed (`1d6 + DEX` → `1d6`), for dual wielding. */
export function withoutScores(expr: DiceExpr): DiceExpr {
    switch (expr.kind) {
        case 'stat':
            return SCORES.has(expr.name) ? { kind: 'number', value: 0 } : expr;
        case 'negate':
            return { ...expr, operand: withoutScores(expr.operand) };
        case 'binary': {
            const left = withoutScores(expr.left);
            const right = withoutScores(expr.right);
            const zero = (e: DiceExpr) => e.kind === 'number' && e.value === 0;
            if ((expr.op === '+' || expr.op === '-') && zero(right)) return left;
            if (expr.op === '+' && zero(left)) return right;
            return { ...expr, left, right };
        }
        default:
            return expr;
    }
}

/**
 * The attack roll's formula against one of `targetCount` targets: as written, except a `dual`
 * attack drops ability scores and, against a single target, rolls its dice twice (both weapons
 * combined). Undefined when the attack has no damage formula.
 */
export function attackFormula(attack: AttackModel, targetCount: number): DiceExpr | undefined {
    if (!attack.damage) return undefined;
    if (!attack.tags.includes('dual')) return attack.damage;
    const bare = withoutScores(attack.damage);
    return targetCount <= 1 ? multiplyDice(bare, 2) : bare;
}

/** A formula with stat values shown, e.g. `1d8 + DEX (2)`. */
export function formulaText(expr: DiceExpr, stats: Readonly<Record<string, number>>): string {
    return formatExprWith(expr, e => {
        switch (e.kind) {
            case 'number':
                return String(e.value);
            case 'dice':
                return e.term.notation;
            case 'increment':
                return `${e.steps}d`;
            case 'stat':
                return `${e.name} (${stats[e.name] ?? 0})`;
        }
    });
}

/** Flat changes to an attack roll from the target's state: + for exposed and prone-vs-melee, − for prone-vs-ranged. */
export function situationalShift(attack: AttackModel, target: { exposed: boolean; prone: boolean }): number {
    if (noAttackRoll(attack)) return 0;
    let shift = target.exposed ? EXPOSED_BONUS : 0;
    if (target.prone && attack.tags.includes('melee')) shift += PRONE_SHIFT;
    if (target.prone && attack.tags.includes('ranged')) shift -= PRONE_SHIFT;
    return shift;
}

/**
 * The damage dealt: value → probability of max(0, roll + shift − defense). Falls back to a
 * three-point sketch (min, mean, max) when the exact distribution is too large to compute.
 */
export function damageDistribution(formula: DiceExpr, stats: Readonly<Record<string, number>>, shift: number, defense: number): Map<number, number> {
    const stat = (name: string) => stats[name] ?? 0;
    const out = new Map<number, number>();
    const add = (v: number, p: number) => {
        const dealt = Math.max(0, v + shift - defense);
        out.set(dealt, (out.get(dealt) ?? 0) + p);
    };
    const exact = distribution(formula, stat);
    if (exact) for (const [v, p] of exact) add(v, p);
    else {
        const r = diceRange(formula, stat);
        add(r.min, 0);
        add(Math.round(r.mean), 1);
        add(r.max, 0);
    }
    return new Map([...out.entries()].sort((a, b) => a[0] - b[0]));
}

/** Mean and maximum of a damage distribution. */
export function summarize(dist: ReadonlyMap<number, number>): { mean: number; max: number } {
    let mean = 0;
    let max = 0;
    dist.forEach((p, v) => {
        mean += v * p;
        if (p > 0) max = Math.max(max, v);
    });
    return { mean, max };
}

/** The hover's view of one attack against one (unconditioned) target. */
export function damageOutlook(attack: AttackModel, attacker: CombatantModel, target: CombatantModel, targetCount: number): DamageOutlook | undefined {
    const formula = attackFormula(attack, targetCount);
    if (!formula) return undefined;
    const direct = noAttackRoll(attack);
    const defenseName = defenseOf(attack);
    const defense = defenseValue(attack, name => target.stats[name] ?? 0);
    try {
        return {
            distribution: damageDistribution(formula, attacker.stats, 0, defense),
            formula: direct
                ? `${formulaText(formula, attacker.stats)} (damage instead of an attack: no attack roll, no defense)`
                : `${formulaText(formula, attacker.stats)} − ${defenseName} ${defense}`,
            versus: direct ? 'no defense' : `${defenseName} ${defense}`,
        };
    } catch {
        return undefined; // increments or unrollable dice: validation reports them
    }
}
