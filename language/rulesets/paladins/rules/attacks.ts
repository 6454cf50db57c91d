/**
 * Paladins attacks: dice plus ability scores, less the target's defense (DEF, FOC for spells); what
 * is left is the damage, and 0 or less is a miss. Abilities that deal damage instead of an attack
 * roll nothing against a defense. The pool the damage comes off (HEA, or STA / WIL by tag), the
 * exact damage distribution for hovers and tactics, and the dice formulas every Paladins roll uses.
 * Source: 002_508f9552a4514e32.txt §Attacks, §Damage.
 */
import { type DiceExpr, diceRange, distribution } from '../../../engine/dice.js';
import type { AttackModel } from '../../../engine/model.js';

/** DEF where none is written: armor + shield (never below 0). */
export function defFromArmor(stats: Readonly<Record<string, number>>): number {
    return Math.max(0, (stats.armor ?? 0) + (stats.shield ?? 0));
}

/**
 * The defenses an attack may name after `vs`: DEF (armor + shield) against weapons, FOC against
 * spells. Armor and shield are what DEF is made of, not defenses of their own.
 */
export const ATTACK_DEFENSES: readonly string[] = ['DEF', 'FOC'];

/** The defense an attack's roll is reduced by: its `vs`, else FOC for `spell`, else DEF. */
export function defenseOf(attack: AttackModel): string {
    return attack.defense ?? (attack.tags.includes('spell') ? 'FOC' : 'DEF');
}

/**
 * Whether the ability deals damage instead of an attack: no attack roll, so no defense (§Attacks).
 * Tagged `no_attack_roll`, or an `ability` that names no defense (`vs`): the language's abilities
 * "simply take effect" unless they attack (docs/language.md §Effects) — the same reading.
 */
export function noAttackRoll(attack: AttackModel): boolean {
    return attack.tags.includes('no_attack_roll') || (attack.kind === 'ability' && attack.defenses.length === 0);
}

/** The defense value taken off `attack`'s roll: the target's DEF or FOC, or 0 with no attack roll. */
export function defenseValue(attack: AttackModel, stat: (name: string) => number): number {
    return noAttackRoll(attack) ? 0 : stat(defenseOf(attack));
}

/** The pool an attack's damage comes off: STA or WIL when tagged so, else HEA (§Damage). */
export function poolOf(attack: AttackModel): 'HEA' | 'STA' | 'WIL' {
    return attack.tags.includes('STA') ? 'STA' : attack.tags.includes('WIL') ? 'WIL' : 'HEA';
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

/**
 * Mean and maximum of a damage distribution. The maximum is the largest value it holds, weighted or
 * not: the three-point sketch of a formula too large to work out exactly puts all its weight on the
 * mean and none on its true minimum and maximum.
 */
export function summarize(dist: ReadonlyMap<number, number>): { mean: number; max: number } {
    let mean = 0;
    let max = 0;
    dist.forEach((p, v) => {
        mean += v * p;
        max = Math.max(max, v);
    });
    return { mean, max };
}

/**
 * The engine's own formulas (checks, saves, regeneration, dodges): dice plus at most one ability
 * score, made once each — the dice roller works out a term's plan once per term object, so a formula
 * rebuilt for every roll would be planned again every time. Keyed by `count * 65536 + sides`, then
 * the stat ('' for none), so a lookup allocates nothing. Formulas are never changed after they are made.
 */
const FORMULAS = new Map<number, Map<string, DiceExpr>>();

function formula(count: number, sides: number, stat: string): DiceExpr {
    const key = count * 65536 + sides;
    let byStat = FORMULAS.get(key);
    if (!byStat) FORMULAS.set(key, (byStat = new Map()));
    let expr = byStat.get(stat);
    if (!expr) {
        expr =
            stat === ''
                ? { kind: 'dice', term: { count, sides, modifiers: [], notation: `${count}d${sides}` } }
                : { kind: 'binary', op: '+', left: dice(count, sides), right: { kind: 'stat', name: stat } };
        byStat.set(stat, expr);
    }
    return expr;
}

/** `NdM` as a formula node (the same object for the same dice). */
export function dice(count: number, sides: number): DiceExpr {
    return formula(count, sides, '');
}

/** `NdM + STAT` as a formula (the same object for the same dice and stat). */
export function diceplus(count: number, sides: number, stat: string): DiceExpr {
    return formula(count, sides, stat);
}
