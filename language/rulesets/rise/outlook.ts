/**
 * What a Rise attack does to one target, for hovers: the odds of a miss, a glancing blow, a hit and
 * each critical multiplier from the exploding d10, mixed with the damage distribution of each
 * outcome, under the encounter's options.
 * Source: 003_66faa831a56df10d.txt §Attack Rolls, §Glancing Blows, §Critical Hits, §Dice Pools.
 */
import { distribution, formatExpr } from '../../engine/dice.js';
import type { AttackModel, CombatantModel } from '../../engine/model.js';
import type { AttackScene, DamageOutlook } from '../ruleset.js';
import { accuracyOf, createRiseFighter, defenseOf } from './engine/fighter.js';
import { readRiseOptions } from './options.js';
import { damageDiceFactor, defenseNameOf, explodingD10, outcomeAgainst } from './rules/attack-rolls.js';
import { damagePool } from './rules/dice-pools.js';

/**
 * The damage `attack` deals `target` in one attack, as a distribution (0 collects misses); undefined
 * when too large to compute. `scene` gives the encounter's options (the rounding of half a negative
 * attribute moves the pool).
 */
export function riseDamageOutlook(
    attack: AttackModel,
    attacker: CombatantModel,
    target: CombatantModel,
    scene?: AttackScene,
): DamageOutlook | undefined {
    const { negativeRounding } = readRiseOptions(scene?.options ?? {});
    const self = createRiseFighter({ id: attacker.name, side: 'a', model: attacker });
    const defender = createRiseFighter({ id: target.name, side: 'b', model: target });
    const defenseName = defenseNameOf(attack);
    const defense = defenseOf(defender, defenseName, 1, 'action');
    const accuracy = accuracyOf(self, attack);
    const odds = { miss: 0, glance: 0, hit: 0, critical: 0 };
    const byFactor = new Map<number, number>(); // damage-dice factor → probability (0 = glance)
    for (const [roll, p] of explodingD10()) {
        const margin = roll + accuracy - defense;
        // §Critical Hits: a target not subject to critical hits takes a plain hit instead.
        const { outcome } = outcomeAgainst(margin, target.tags.includes('no_criticals'));
        odds[outcome] += p;
        if (outcome === 'miss') continue;
        const factor = damageDiceFactor(outcome, margin);
        byFactor.set(factor, (byFactor.get(factor) ?? 0) + p);
    }
    const result = new Map<number, number>([[0, odds.miss]]);
    if (attack.damage) {
        for (const [factor, p] of byFactor) {
            const dist = distribution(damagePool(attack, attacker.stats, negativeRounding, factor), name => attacker.stats[name] ?? 0);
            if (!dist) return undefined;
            for (const [value, q] of dist) {
                const damage = Math.max(0, value);
                result.set(damage, (result.get(damage) ?? 0) + p * q);
            }
        }
    } else result.set(0, 1);
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
    const pool = attack.damage ? formatExpr(damagePool(attack, attacker.stats, negativeRounding, 1)) : 'no damage';
    return {
        distribution: new Map([...result].sort((a, b) => a[0] - b[0])),
        formula: `1d10! ${accuracy < 0 ? '−' : '+'} ${Math.abs(accuracy)}: hit ${pct(odds.hit)}, critical ${pct(odds.critical)}, glancing ${pct(odds.glance)}, miss ${pct(odds.miss)}; damage ${pool}`,
        versus: `${defenseName} ${defense}`,
    };
}
