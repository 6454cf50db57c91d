/**
 * Harm: the damage of each hit of an attack — rolled under the crit rule with its percentages, less
 * Aegis, nothing to an immune target, onto the hit points of a part that has its own first — taken
 * through temporary HP, then HP; 0 HP is unconscious (the seed has no death saves and no death by
 * HP); a stat or maximum HP reduced to 0 kills.
 * Source: 000_7e14385943d7d1e7.txt §Hit Points and Stats; §Critical Hits, Percentages, Nat 20s,
 * Nat 1s; §Damage (base) and Mods; §Called Shots and Anatomy (parts with hit points, the artery).
 */
import type { RollPart, RollRecord } from '../../../engine/log.js';
import { damagePart, findPart } from '../rules/called-shots-and-anatomy.js';
import { percentTerms, rollDamage } from '../rules/critical-hits.js';
import { aegisReduce } from '../rules/damage-base-and-mods.js';
import { takeDamage } from '../rules/hit-points-and-stats.js';
import { endCondition, giveCondition } from './conditions.js';
import type { RpgFighter } from './fighter.js';
import { releaseAll } from './movement.js';
import { diceRecord, note, type Scene } from './scene.js';
import { hitPercentBonuses, type StrikePlan } from './strike-plan.js';

/** The Aegis of `f`: its `aegis` stat and its Aegis (n) condition. */
function aegisOf(f: RpgFighter): number {
    return (f.current.stats.aegis ?? 0) + (f.conditions.get('aegis')?.value ?? 0);
}

/** Rolls and deals the damage of `hits` hits of a planned strike by `f` on `target`, each on its own. */
export function dealHits(scene: Scene, f: RpgFighter, target: RpgFighter, plan: StrikePlan, hits: number, critical: boolean): void {
    const { log, options } = scene;
    const percents = hitPercentBonuses(plan, critical, options.headCrit);
    const aegis = aegisOf(target);
    // The same roll for every hit: described once.
    const input = { dice: plan.dice, flat: plan.flat, advantage: plan.damageAdvantage, critical, bonusPercents: percents, halvings: plan.halvings };
    const rule = { critRule: options.critRule, rounding: options.rounding };
    for (let h = 0; h < hits && target.status !== 'dead'; h++) {
        const dmg = rollDamage(input, scene.rng, rule);
        const amount = plan.immune ? 0 : aegisReduce(dmg.total, aegis);
        const doubled = critical && options.critRule === 'double_dice';
        const rolls = log.enabled
            ? [
                  damageRecord(plan.dice, dmg.faces, dmg.kept, dmg.raw, {
                      flat: plan.flat * (doubled ? 2 : 1),
                      percent: (dmg.percent * 100) / (doubled ? 200 : 100),
                      doubled,
                      // Under the double-dice rule the crit is in the dice and flat, doubled: the sum of
                      // the percentages is then halved over them (rules/critical-hits.ts rollDamage).
                      why: `${doubled ? `(${percentTerms(critical, percents, plan.halvings)}) ÷ 2 over the doubled dice` : percentTerms(critical, percents, plan.halvings)}${dmg.percent === 0 ? ', at least 0' : ''}`,
                      scaled: dmg.total,
                      rounding: options.rounding,
                      aegis: plan.immune ? 0 : Math.min(aegis, dmg.total),
                  }),
              ]
            : undefined;
        const text = plan.immune ? 'immune' : undefined;
        const spill = plan.part ? hitPart(scene, f, target, plan.part, amount, rolls) : undefined;
        if (spill === undefined) applyDamage(scene, target, amount, { attacker: f.id, rolls, note: text });
        else if (spill > 0) applyDamage(scene, target, spill, { attacker: f.id, note: `spilled over from its ${plan.part}` });
    }
}

/**
 * Damage on a part with hit points of its own: it comes off them (logged as damage to the part),
 * what is left over spills onto the creature. A destroyed part: the artery bleeds, wings never fly
 * again, a tool is broken. @returns the damage that spills over, or undefined when the part has no
 * hit points left (all of it reaches the creature then).
 */
function hitPart(scene: Scene, f: RpgFighter, target: RpgFighter, part: string, amount: number, rolls?: RollRecord[]): number | undefined {
    const hp = target.partHp.get(part);
    if (hp === undefined || hp <= 0) return undefined;
    const after = damagePart(hp, amount);
    target.partHp.set(part, after.partHp);
    scene.log.add(() => ({
        kind: 'damage',
        attacker: f.id,
        target: `${target.id}.${part}`,
        ...(rolls ? { rolls } : {}),
        amount: amount - after.spill,
        absorbed: 0,
        hpLost: amount - after.spill,
        hp: after.partHp,
        maxHp: target.model.stats[`${part}_hp`] ?? hp,
        note: after.spill ? `${after.spill} spills over` : undefined,
    }));
    if (after.destroyed) destroyPart(scene, target, part);
    return after.spill;
}

/** A part destroyed: the artery's bleeding for good, wings gone, a tool broken. */
function destroyPart(scene: Scene, target: RpgFighter, part: string): void {
    note(scene, () => `${target.id}'s ${part} is destroyed: ${findPart(part)?.destroyed ?? 'it is gone'}.`);
    if (part === 'artery')
        giveCondition(scene, target, { name: 'bleeding', value: target.model.stats.artery_bleed ?? 1 }, { midRound: true, note: 'artery destroyed' });
    if (part === 'wings') {
        target.wingless = true;
        endCondition(scene, target, 'flying', 'its wings are destroyed');
    }
}

/** Where damage comes from: who dealt it, its rolls, a note. (Aegis is taken off by the caller, so true damage simply skips it.) */
interface DamageFrom {
    readonly attacker?: string;
    readonly rolls?: RollRecord[];
    readonly note?: string;
}

/** Applies `amount` damage to `f` (temp HP first), logs it, and marks 0 HP as unconscious. */
export function applyDamage(scene: Scene, f: RpgFighter, amount: number, from: DamageFrom): void {
    const after = takeDamage(f, amount);
    f.hp = after.hp;
    f.tempHp = after.tempHp;
    // Built in place for a kept log: a closure would cost every hit its context.
    if (scene.log.enabled)
        scene.log.add({
            kind: 'damage',
            ...(from.attacker ? { attacker: from.attacker } : {}),
            target: f.id,
            ...(from.rolls ? { rolls: from.rolls } : {}),
            amount: Math.max(0, amount),
            absorbed: after.absorbed,
            absorbedBy: 'temp HP',
            hpLost: after.lost,
            hp: f.hp,
            maxHp: f.maxHp,
            ...(from.note ? { note: from.note } : {}),
        });
    if (f.hp <= 0 && f.status === 'active') knockOut(scene, f, 'drops to 0 HP and falls unconscious (no death saves)');
}

/** `f` is out of the fight, alive: it lets go of whatever it grapples [assumption: an unconscious grappler holds nothing]. */
export function knockOut(scene: Scene, f: RpgFighter, how: string): void {
    if (f.status !== 'active') return;
    f.status = 'unconscious';
    scene.log.add({ kind: 'defeated', who: f.id, how });
    releaseAll(scene, f, `${f.id} is unconscious`);
}

/** `f` dies: a stat or its maximum HP reduced to 0. */
export function kill(scene: Scene, f: RpgFighter, how: string): void {
    if (f.status === 'dead') return;
    const wasActive = f.status === 'active';
    f.status = 'dead';
    scene.log.add({ kind: 'defeated', who: f.id, how });
    if (wasActive) releaseAll(scene, f, `${f.id} is dead`);
}

/** What happens to rolled damage after its dice, in the order §Critical Hits, Percentages applies it. */
interface AfterDice {
    /** The flat damage added to the dice (doubled with them under the double-dice crit rule). */
    readonly flat: number;
    /** The percentage the sum is dealt at (100: as rolled). */
    readonly percent: number;
    /** The sum after the percentage, rounded. */
    readonly scaled: number;
    readonly rounding: string;
    /** What Aegis takes off. */
    readonly aegis: number;
    /** Where the percentage comes from (`100 + critical 100 + head 50`). */
    readonly why?: string;
    /** A critical under the double-dice rule: twice the dice and the flat. */
    readonly doubled?: boolean;
}

/**
 * The damage roll as the log shows it, every step in the order it applies, so the parts add up to the
 * damage taken: `2d4 [3, 1] + 1 flat = 5 × 200% − 2 Aegis` (taken: 8).
 */
function damageRecord(
    dice: readonly { count: number; sides: number }[],
    faces: readonly number[],
    kept: readonly number[],
    raw: number,
    after: AfterDice,
): RollRecord {
    const times = after.doubled ? 2 : 1;
    const formula = dice.map(d => `${d.count * times}d${d.sides}`).join(' + ') || '0';
    const left = [...kept];
    const marks = faces.map(v => {
        const i = left.indexOf(v);
        if (i < 0) return false;
        left.splice(i, 1);
        return true;
    });
    const record = diceRecord(formula, dice[0]?.sides ?? 0, faces, marks, raw);
    const parts: RollPart[] = faces.length ? [...record.parts] : [{ kind: 'text', text: '0' }];
    if (after.flat) parts.push({ kind: 'text', text: ` + ${after.flat} flat${after.doubled ? ' (doubled)' : ''}` });
    if (after.percent !== 100) {
        const exact = (raw * after.percent) / 100;
        const rounded = exact !== after.scaled ? `rounded ${after.rounding === 'nearest' ? 'to the nearest' : after.rounding}` : '';
        const why = [after.why ?? '', rounded].filter(Boolean).join('; ');
        parts.push({ kind: 'text', text: ` = ${raw} × ${after.percent}%${why ? ` (${why})` : ''}` });
    }
    if (after.aegis) parts.push({ kind: 'text', text: `${after.percent !== 100 ? ` = ${after.scaled}` : ''} − ${after.aegis} Aegis` });
    return { ...record, parts, faces: faces.map((value, i) => ({ sides: sidesAt(dice, i, faces.length), value, kept: marks[i] })) };
}

function sidesAt(dice: readonly { count: number; sides: number }[], index: number, total: number): number {
    // Faces come group by group; advantage or double-dice crits roll each group a whole multiple more.
    const per = dice.reduce((n, d) => n + d.count, 0);
    const factor = per ? total / per : 1;
    let i = index;
    for (const d of dice) {
        if (i < d.count * factor) return d.sides;
        i -= d.count * factor;
    }
    return dice[dice.length - 1]?.sides ?? 1;
}
