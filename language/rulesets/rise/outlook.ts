/**
 * What a Rise attack does to one target, for hovers: the odds of a miss, a glancing blow, a hit and
 * each critical multiplier from the exploding d10 (003_66faa831a56df10d.txt §Attack Rolls,
 * §Glancing Blows, §Critical Hits), mixed with the damage distribution of each outcome.
 */
import { distribution, formatExpr } from '../../engine/dice.js';
import type { AttackModel, CombatantModel } from '../../engine/model.js';
import type { DamageOutlook } from '../ruleset.js';
import { RiseEngine, outcomeOf } from './engine/engine.js';

/** Explosions followed when listing attack rolls; deeper chains weigh under 1e-5 together. */
const EXPLOSION_DEPTH = 4;

/** Probability of each d10! result: faces 1–9, and 10 + another exploding d10 (cut at the depth). */
export function explodingD10(): Map<number, number> {
    const result = new Map<number, number>();
    const walk = (base: number, p: number, depth: number) => {
        for (let face = 1; face <= 9; face++) result.set(base + face, (result.get(base + face) ?? 0) + p / 10);
        if (depth < EXPLOSION_DEPTH) walk(base + 10, p / 10, depth + 1);
        else result.set(base + 10, (result.get(base + 10) ?? 0) + p / 10);
    };
    walk(0, 1, 0);
    return result;
}

/** The damage `attack` deals `target` in one attack, as a distribution; undefined when too large to compute. */
export function riseDamageOutlook(attack: AttackModel, attacker: CombatantModel, target: CombatantModel): DamageOutlook | undefined {
    const engine = new RiseEngine({ monstersAtZero: 'dead', negativeRounding: 'down' });
    const self = engine.createFighter({ id: attacker.name, side: 'a', model: attacker });
    const defenseName = attack.defense ?? 'armor';
    const defense = target.stats[defenseName] ?? 0;
    const accuracy = engine.accuracyOf(self, attack);
    const odds = { miss: 0, glance: 0, hit: 0, critical: 0 };
    const byFactor = new Map<number, number>(); // damage-dice factor → probability (0 = glance)
    for (const [roll, p] of explodingD10()) {
        const raw = outcomeOf(roll + accuracy - defense);
        // §Critical Hits: a target not subject to critical hits takes a plain hit instead.
        const outcome = raw === 'critical' && target.tags.includes('no_criticals') ? 'hit' : raw;
        odds[outcome] += p;
        if (outcome === 'miss') continue;
        const factor = outcome === 'glance' ? 0 : outcome === 'hit' ? 1 : 1 + Math.floor((roll + accuracy - defense) / 10);
        byFactor.set(factor, (byFactor.get(factor) ?? 0) + p);
    }
    const result = new Map<number, number>([[0, odds.miss]]);
    if (attack.damage) {
        for (const [factor, p] of byFactor) {
            const dist = distribution(engine.damagePool(self, attack, factor), name => attacker.stats[name] ?? 0);
            if (!dist) return undefined;
            for (const [value, q] of dist) {
                const damage = Math.max(0, value);
                result.set(damage, (result.get(damage) ?? 0) + p * q);
            }
        }
    } else result.set(0, 1);
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
    const pool = attack.damage ? formatExpr(engine.damagePool(self, attack, 1)) : 'no damage';
    return {
        distribution: new Map([...result].sort((a, b) => a[0] - b[0])),
        formula: `1d10! ${accuracy < 0 ? '−' : '+'} ${Math.abs(accuracy)}: hit ${pct(odds.hit)}, critical ${pct(odds.critical)}, glancing ${pct(odds.glance)}, miss ${pct(odds.miss)}; damage ${pool}`,
        versus: `${defenseName} ${defense}`,
    };
}
