/**
 * What one scripted attack does to one target, for hovers: the exact chance to hit and to crit and
 * the exact damage distribution (misses at 0), summed over every kept d20 face, every aim / block
 * result and every damage roll — no sampling. A horde's extra hits (one per 5 over the defense) roll
 * their damage separately and add up.
 * Source: 000_7e14385943d7d1e7.txt §Critical Hits, Percentages, Nat 20s, Nat 1s; §Hordes and Swarms.
 */
import type { AttackModel, CombatantModel } from '../../engine/model.js';
import type { DamageOutlook } from '../ruleset.js';
import { aimBlockDistribution } from './aim-block.js';
import { advantageState, decide } from './attack-roll.js';
import { partPercent } from './damage.js';
import { hordeHits } from './horde.js';
import { DEFAULT_OPTIONS, type RpgOptions } from './options.js';
import { d20Distribution, damageDistribution } from './probability.js';
import { planFormula, planStrike, type Situation, type StrikePlan } from './strike-plan.js';

/** Hit and crit chances (crit included in hit) and the damage distribution of one attack. */
export interface StrikeOdds {
    readonly hit: number;
    readonly crit: number;
    readonly distribution: Map<number, number>;
}

function convolve(a: Map<number, number>, b: Map<number, number>): Map<number, number> {
    const out = new Map<number, number>();
    for (const [x, p] of a) for (const [y, q] of b) out.set(x + y, (out.get(x + y) ?? 0) + p * q);
    return out;
}

/** Exact odds of a planned strike. A horde attacker lands `hordeHits` hits, each rolled on its own. */
export function strikeOdds(plan: StrikePlan, options: RpgOptions, horde: boolean): StrikeOdds {
    const state = advantageState(plan.advantage, options.advantageStack);
    const faces = d20Distribution(state.dice, state.keep);
    const aim = aimBlockDistribution(plan.pool);
    const perHit = new Map<boolean, Map<number, number>>();
    const hitDamage = (critical: boolean) => {
        let d = perHit.get(critical);
        if (!d) {
            d = plan.immune
                ? new Map([[0, 1]])
                : damageDistribution(
                      {
                          dice: plan.dice,
                          flat: plan.flat,
                          advantage: plan.damageAdvantage,
                          critical,
                          bonusPercents: [...plan.bonusPercents, partPercent(plan.part, critical, options.headCrit)],
                          halvings: plan.halvings,
                      },
                      { critRule: options.critRule, rounding: options.rounding },
                  );
            perHit.set(critical, d);
        }
        return d;
    };
    const byHits = new Map<string, number>(); // `${critical}:${hits}` → probability
    let hit = 0;
    let crit = 0;
    for (let v = 1; v <= 20; v++) {
        for (const [a, pa] of aim) {
            const p = faces[v - 1] * pa;
            const total = v + plan.modifier + state.flat + a;
            const outcome = decide(v, total, plan.defense, plan.critRange, { critRangeNeedsHit: options.critRangeNeedsHit });
            if (outcome === 'miss') continue;
            hit += p;
            if (outcome === 'critical') crit += p;
            const hits = horde ? hordeHits(outcome, total, plan.defense) : 1;
            const key = `${outcome === 'critical'}:${hits}`;
            byHits.set(key, (byHits.get(key) ?? 0) + p);
        }
    }
    const distribution = new Map<number, number>([[0, 1 - hit]]);
    for (const [key, p] of byHits) {
        const [critical, n] = [key.startsWith('true'), Number(key.split(':')[1])];
        let d = hitDamage(critical);
        for (let i = 1; i < n; i++) d = convolve(d, hitDamage(critical));
        for (const [value, q] of d) distribution.set(value, (distribution.get(value) ?? 0) + p * q);
    }
    return { hit, crit, distribution: new Map([...distribution].sort((x, y) => x[0] - y[0])) };
}

/** `damageAgainst` for hovers: the attack as written (no called shot), default options, the horde at full strength. */
export function rpgstuckOutlook(
    attack: AttackModel,
    attacker: CombatantModel,
    target: CombatantModel,
    _targetCount: number,
    options: RpgOptions = DEFAULT_OPTIONS,
    situation: Situation = {},
): DamageOutlook | undefined {
    const horde = attacker.tags.includes('horde');
    const plan = planStrike(attack, attacker, target, options, { hordeStrength: horde ? 10 : 0, ...situation });
    if (plan.problem) return undefined;
    const odds = strikeOdds(plan, options, horde);
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
    const mod = plan.modifier + advantageState(plan.advantage, options.advantageStack).flat;
    return {
        distribution: odds.distribution,
        formula: `d20 ${mod < 0 ? '−' : '+'} ${Math.abs(mod)}: hit ${pct(odds.hit)}, crit ${pct(odds.crit)}; damage ${planFormula(plan)}${horde ? ' per hit (a horde: one more hit per 5 over)' : ''}`,
        versus: `${plan.versus} ${plan.defense}`,
    };
}
