/**
 * What a Paladins attack does to one target, for hovers: the damage distribution of its roll less
 * the target's defense (none for damage instead of an attack), with the formula as the GM reads it.
 * Source: 002_508f9552a4514e32.txt §Attacks, §Dual Wielding.
 */
import { type DiceExpr, formatExprWith } from '../../engine/dice.js';
import type { AttackModel, CombatantModel } from '../../engine/model.js';
import type { DamageOutlook } from '../ruleset.js';
import { damageDistribution, defenseOf, defenseValue, noAttackRoll } from './rules/attacks.js';
import { attackFormula } from './rules/dual-wielding.js';

/** A formula with stat values shown, e.g. `1d8 + DEX (2)`. */
function formulaText(expr: DiceExpr, stats: Readonly<Record<string, number>>): string {
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
