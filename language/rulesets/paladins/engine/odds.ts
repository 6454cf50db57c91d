/**
 * What tactics and reactions ask before every attack — the mean and the worst case of the damage it
 * deals — remembered instead of recomputed. The answer depends only on the attack's formula (the
 * attack, and for `dual` whether it has one target), the attacker's stat block, and the flat
 * change `shift − defense` (§Attacks: damage = roll + shift − defense, 0 or less misses); every run
 * of a simulation asks the same few questions thousands of times.
 * Source: 002_508f9552a4514e32.txt §Attacks, §Dual Wielding, §Conditions.
 */
import type { AttackModel } from '../../../engine/model.js';
import { damageDistribution, summarize } from '../rules/attacks.js';
import { attackFormula } from '../rules/dual-wielding.js';

/** Mean and maximum of the damage one attack deals (0 for a miss). */
interface DamageOdds {
    readonly mean: number;
    readonly max: number;
}

type Stats = Readonly<Record<string, number>>;

/** Per offset `shift − defense`: the odds, or null when the statistics cannot follow the formula. */
type ByOffset = Map<number, DamageOdds | null>;

/**
 * Remembered answers, by attack model, then the attacker's stat block, then one target or several
 * (only `dual` attacks roll differently). Held weakly: stat blocks and attacks are built once per
 * document build and shared, unchanged, by every run and engine of a simulation (as Rise's pool
 * memo in rise/engine/pools.ts); they are freed with the model. The values are pure functions of their
 * keys, so a remembered answer is the answer a fresh computation gives, bit for bit.
 */
const MEMO = new WeakMap<AttackModel, WeakMap<Stats, [single: ByOffset, several: ByOffset]>>();

/**
 * Exactly `summarize(damageDistribution(attackFormula(attack, targetCount), stats, shift, defense))`,
 * computed once per attack, stat block, target count and `shift − defense`.
 * @param stats the attacker's stat block (`model.stats`: the same object run after run).
 * @returns undefined when the attack has no damage formula, or one the statistics cannot follow
 * (a dice increment, a term that cannot be rolled): callers skip such attacks.
 */
export function damageOdds(attack: AttackModel, stats: Stats, targetCount: number, shift: number, defense: number): DamageOdds | undefined {
    let byStats = MEMO.get(attack);
    if (!byStats) MEMO.set(attack, (byStats = new WeakMap()));
    let maps = byStats.get(stats);
    if (!maps) byStats.set(stats, (maps = [new Map(), new Map()]));
    // attackFormula tells one target from several only for dual attacks; the others share a map.
    const several = targetCount > 1 && attack.tags.includes('dual');
    const byOffset = maps[several ? 1 : 0];
    // The dealt damage is max(0, roll + shift − defense): only the difference matters, exactly
    // (small integers), so it is the key and the distribution is asked for with defense 0.
    const offset = shift - defense;
    let odds = byOffset.get(offset);
    if (odds === undefined) byOffset.set(offset, (odds = computeOdds(attack, stats, several ? 2 : 1, offset)));
    return odds ?? undefined;
}

function computeOdds(attack: AttackModel, stats: Stats, targetCount: number, offset: number): DamageOdds | null {
    const formula = attackFormula(attack, targetCount);
    if (!formula) return null;
    try {
        return summarize(damageDistribution(formula, stats, offset, 0));
    } catch {
        return null; // increments or unrollable dice: validation reports them
    }
}
