/**
 * What a scripted attack does to one target, for hovers: the exact distribution of hitting dice
 * (pool and crit chain) and of damage after the target's damage category, under the file's options
 * (the defaults when the hover cannot tell) and no situational modifiers (conditions arise only in play).
 * Precision: exact dynamic programming in floating point; crit chains longer than 11 twenties
 * (probability below 3e-16) are left out and the hover says so. Seed: 001_66230f9a082df360.txt
 * §The Attack, §Critical Hits, §Physical Damage.
 */
import type { AttackModel, CombatantModel } from '../../engine/model.js';
import type { AttackScene, DamageOutlook } from '../ruleset.js';
import { poolOf } from './engine/fighter.js';
import { DEFAULT_OPTIONS, readOptions } from './engine/options.js';
import { attackSetup } from './engine/situation.js';
import { type Distribution, poolOutlook } from './probability.js';

/** The crit-chain depth hovers compute to. */
const HOVER_CHAIN_DEPTH = 11;

const pct = (p: number) => `${(p * 100).toFixed(p > 0 && p < 0.001 ? 3 : 1)}%`;

/** `0 36.0% · 1 48.0% · 2 16.0%` (entries below 0.05 % folded into their neighbours' tail as "…"). */
function distributionText(d: Distribution, limit = 12): string {
    const entries = [...d.entries()].filter(([, p]) => p > 0);
    const shown = entries.slice(0, limit).map(([v, p]) => `${v} ${pct(p)}`);
    const rest = entries.slice(limit).reduce((s, [, p]) => s + p, 0);
    return rest > 0 ? `${shown.join(' · ')} · more ${pct(rest)}` : shown.join(' · ');
}

/** The hover outlook of `attack` against `target`; its share of the dice when the pool is split (`scene`). Undefined without a d20 roll. */
export function damageAgainst(
    attack: AttackModel,
    attacker: CombatantModel,
    target: CombatantModel,
    _targetCount: number,
    scene?: AttackScene,
): DamageOutlook | undefined {
    // A split pool (`-> A x1, B x1`): this target's share of the dice.
    const share = scene?.action.shares?.[scene.targetId];
    const pool = poolOf(attack);
    if (pool === 0) return undefined;
    const setup = attackSetup(attack, attacker, target, scene ? readOptions(scene.options) : DEFAULT_OPTIONS, { dice: share }, pool);
    const c = attack.category;
    const t = target.damageTraits;
    const traits = c
        ? { resistances: t.resists.includes(c) ? [c] : [], vulnerabilities: t.vulnerable.includes(c) ? [c] : [], immune: t.immune.includes(c) }
        : {};
    const o = poolOutlook(setup.spec, traits, HOVER_CHAIN_DEPTH);
    const s = setup.spec;
    const formula = [
        `${s.pool}d20 vs AC ${s.ac}${s.toHit ? ` (${s.toHit > 0 ? '+' : ''}${s.toHit} per die)` : ''}, damage = hits${s.crits ? ' + d3 per hitting crit die' : ''} + modifier ${s.damageModifier} + weight ${s.weaponWeight ?? 0}${c ? ` (${c})` : ''}`,
        `hits: ${distributionText(o.hits)}`,
        `damage: ${distributionText(o.damage)}`,
        s.crits ? `crit ${pct(o.critChance)}` : 'no crits',
        `exact (floating point); crit chains past ${HOVER_CHAIN_DEPTH} twenties (p < 3e-16) left out`,
    ].join(' | ');
    return { distribution: o.damage, formula, versus: `AC ${s.ac}` };
}
