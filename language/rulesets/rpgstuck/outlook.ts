/**
 * What one scripted attack does to one target, for hovers and inlay hints: the exact chance to hit
 * and to crit and the exact damage distribution (misses at 0), summed over every kept d20 face,
 * every aim / block result and every damage roll — no sampling. The d20s and the damage dice are
 * counted by the engine's exact statistics (`distribution`, `convolve`); a horde's extra hits (one
 * per 5 over the defense) roll their damage separately and add up. Tactics rank attacks by the mean.
 * Source: 000_7e14385943d7d1e7.txt §Critical Hits, Percentages, Nat 20s, Nat 1s; §Damage Dice;
 * §Aim and Block Dice; §Hordes and Swarms.
 */
import { convolve, type DiceExpr, distribution, makeDiceTerm, parseDiceToken } from '../../engine/dice.js';
import type { AttackModel, CombatantModel, PlannedAction } from '../../engine/model.js';
import { percent as pct } from '../../engine/percent.js';
import type { AttackScene, DamageOutlook } from '../ruleset.js';
import { DEFAULT_OPTIONS, readOptions, type RpgOptions } from './options.js';
import { type AdvantageState, advantageState, aimBlockDistribution, d20Notation, plainDie } from './rules/aim-and-block-dice.js';
import { applyPercent, damagePercent, decide } from './rules/critical-hits.js';
import { hordeHits } from './rules/hordes-and-swarms.js';
import { slotOf, spendSlot, turnSlots } from './rules/terms-and-things-to-know.js';
import { hitPercentBonuses, lineSituation, planFormula, planStrike, rollsToHit, type Situation, type StrikePlan } from './engine/strike-plan.js';

/** Hit and crit chances (crit included in hit) and the damage distribution of one attack. */
interface StrikeOdds {
    readonly hit: number;
    readonly crit: number;
    readonly distribution: Map<number, number>;
}

const dice = (count: number, sides: number, keep?: number): DiceExpr => ({
    kind: 'dice',
    term: makeDiceTerm(count, sides, keep === undefined ? [] : [{ kind: 'keep', which: 'highest', count: keep }]),
});

/** The kept d20 of an advantage state: one d20, or the best / worst of two — the engine's `2d20kh1`. */
function d20Distribution(state: AdvantageState): Map<number, number> {
    const parsed = parseDiceToken(d20Notation(state));
    return 'term' in parsed ? (distribution({ kind: 'dice', term: parsed.term }, () => 0) ?? new Map()) : new Map();
}

/**
 * The damage of one hit as `rollDamage` deals it: the dice (doubled with the flat under the
 * double-dice crit rule; twice as many rolled, the highest half kept, with advantage on damage), then
 * the percentage and its rounding. Undefined when the dice are too many to count exactly.
 */
function hitDamage(plan: StrikePlan, critical: boolean, options: RpgOptions): Map<number, number> | undefined {
    if (plan.immune) return new Map([[0, 1]]);
    const doubleDice = critical && options.critRule === 'double_dice';
    let raw: DiceExpr = { kind: 'number', value: plan.flat * (doubleDice ? 2 : 1) };
    for (const group of plan.dice) {
        const count = group.count * (doubleDice ? 2 : 1);
        raw = { kind: 'binary', op: '+', left: raw, right: plan.damageAdvantage ? dice(2 * count, group.sides, count) : dice(count, group.sides) };
    }
    const sums = distribution(raw, () => 0);
    if (!sums) return undefined;
    const percent = damagePercent(critical, hitPercentBonuses(plan, critical, options.headCrit), plan.halvings);
    const out = new Map<number, number>();
    for (const [sum, p] of sums) {
        const total = applyPercent(sum, percent, options.rounding, doubleDice ? 200 : 100);
        out.set(total, (out.get(total) ?? 0) + p);
    }
    return out;
}

/** How the attack is rolled, as the engine's strike rolls it: with an attack roll or none, a skill check or not. */
interface Rolling {
    readonly horde: boolean;
    /** False for an attack that hits without a roll (`auto_hit`, an ability with no defense). */
    readonly rolls: boolean;
    /** A `skill_check` attack: no nat 20 or nat 1, never a crit. */
    readonly skill: boolean;
}

/** The rolling of `attack` by `attacker`. */
export function rollingOf(attack: AttackModel, attacker: CombatantModel): Rolling {
    return { horde: attacker.tags.includes('horde'), rolls: rollsToHit(attack), skill: attack.tags.includes('skill_check') };
}

/** Exact odds of a planned strike; undefined when its damage is too large to count exactly. */
export function strikeOdds(plan: StrikePlan, options: RpgOptions, rolling: Rolling): StrikeOdds | undefined {
    const { horde } = rolling;
    if (!rolling.rolls) {
        const damage = hitDamage(plan, false, options);
        return damage && { hit: 1, crit: 0, distribution: new Map([...damage].sort((x, y) => x[0] - y[0])) };
    }
    const state = advantageState(plan.advantage, options.advantageStack);
    const faces = d20Distribution(state);
    const aim = aimBlockDistribution(plan.pool);
    const byHits = new Map<string, number>(); // `${critical}:${hits}` → probability
    let hit = 0;
    let crit = 0;
    for (const [v, pv] of faces) {
        for (const [a, pa] of aim) {
            const p = pv * pa;
            const total = v + plan.modifier + state.flat + a;
            const outcome = rolling.skill
                ? total >= plan.defense
                    ? 'hit'
                    : 'miss'
                : decide(v, total, plan.defense, plan.critRange, options.critRangeNeedsHit);
            if (outcome === 'miss') continue;
            hit += p;
            if (outcome === 'critical') crit += p;
            const key = `${outcome === 'critical'}:${horde ? hordeHits(outcome, total, plan.defense) : 1}`;
            byHits.set(key, (byHits.get(key) ?? 0) + p);
        }
    }
    const perHit = new Map<boolean, Map<number, number> | undefined>();
    const distributionOut = new Map<number, number>([[0, 1 - hit]]);
    for (const [key, p] of byHits) {
        const critical = key.startsWith('true');
        if (!perHit.has(critical)) perHit.set(critical, hitDamage(plan, critical, options));
        const one = perHit.get(critical);
        let d = one;
        for (let i = 1, n = Number(key.split(':')[1]); i < n && d && one; i++) d = convolve(d, one);
        if (!d) return undefined;
        for (const [value, q] of d) distributionOut.set(value, (distributionOut.get(value) ?? 0) + p * q);
    }
    return { hit, crit, distribution: new Map([...distributionOut].sort((x, y) => x[0] - y[0])) };
}

/** The mean of a distribution (value → probability). */
export function mean(dist: ReadonlyMap<number, number>): number {
    let m = 0;
    for (const [v, p] of dist) m += v * p;
    return m;
}

/**
 * What the attacker's own line readies for `action` (an Aim or Assail earlier in its post, not yet
 * spent on an earlier attack), as the engine's turn plays them.
 */
function readied(scene: AttackScene): Situation {
    const same = (a: PlannedAction) =>
        a.isAttack &&
        a.action === scene.action.action &&
        a.targets.length === scene.action.targets.length &&
        a.targets.every((t, i) => t === scene.action.targets[i]);
    let aim = false;
    let assail = false;
    const left = turnSlots(false);
    for (const a of scene.attackerActions) {
        if (same(a)) break;
        if (!spendSlot(left, slotOf(a))) continue; // the engine does not play it either
        if (a.action === 'aim' && !a.isAttack) aim = true;
        else if (a.action === 'assail' && !a.isAttack) assail = true;
        else if (a.isAttack) aim = assail = false;
    }
    return { ...(aim ? { aims: [plainDie(readOptions(scene.options).aimDie)] } : {}), ...(assail ? { assail } : {}) };
}

/**
 * `damageAgainst` for hovers and inlay hints: the attack as its line scripts it — the called shot,
 * its `with` modifiers, an Aim or Assail readied earlier on the line — under the encounter's options,
 * a horde at full strength. Without a scene (an attack outside a script): as written, default options.
 * Not counted, because the line alone cannot tell: the target's Block or Avert (which attack of the
 * round meets them depends on the initiative), cover, darkness, conditions.
 */
export function rpgstuckOutlook(
    attack: AttackModel,
    attacker: CombatantModel,
    target: CombatantModel,
    scene?: AttackScene,
): DamageOutlook | undefined {
    const options = scene ? readOptions(scene.options) : DEFAULT_OPTIONS;
    const line = scene ? lineSituation(scene.action, scene.targetId) : {};
    const ready = scene ? readied(scene) : {};
    const horde = attacker.tags.includes('horde');
    const plan = planStrike(attack, attacker, target, options, {
        ...line,
        ...ready,
        aims: [...(ready.aims ?? []), ...(line.aims ?? [])],
        hordeStrength: horde ? 10 : 0,
    });
    if (plan.problem) return undefined;
    const odds = strikeOdds(plan, options, rollingOf(attack, attacker));
    if (!odds) return undefined;
    const mod = plan.modifier + advantageState(plan.advantage, options.advantageStack).flat;
    return {
        distribution: odds.distribution,
        formula: `${rollsToHit(attack) ? `d20 ${mod < 0 ? '−' : '+'} ${Math.abs(mod)}: hit ${pct(odds.hit)}, crit ${pct(odds.crit)}` : 'no attack roll: it hits'}; damage ${planFormula(plan)}${horde ? ' per hit (a horde: one more hit per 5 over)' : ''}`,
        // A Shieldkind target may Block this attack: the odds are before it, and the hover says so.
        versus: `${plan.versus} ${plan.defense}${target.tags.includes('shieldkind') ? ', before a Block (Shieldkind: not counted)' : ''}`,
    };
}
