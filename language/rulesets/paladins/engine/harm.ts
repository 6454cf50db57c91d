/**
 * The three pools and what happens when they run out, plus checks and saves.
 * Source: 002_508f9552a4514e32.txt §Damage, §Health Damage, §Stamina Damage, §Conditions,
 * §Concentration, §Stamina Regeneration, §Willpower Regeneration. Every change is logged.
 */
import { formatExpr, rollExpr, rollTotal, type DiceExpr } from '../../../engine/dice.js';
import { type RollRecord, recordRoll } from '../../../engine/log.js';
import { addCondition, describeCondition, removeCondition, type ActiveCondition } from '../rules/conditions.js';
import { statOf, type PaladinsFighter } from './fighter.js';
import type { Scene } from './scene.js';

/** A check succeeds when d12 + score is over this. */
export const CHECK_TARGET = 6;

/**
 * The engine's own formulas (checks, saves, regeneration, dodges), made once each: the dice roller
 * works out a term's plan once per term object, so a formula rebuilt for every roll would have it
 * planned again every time. Keyed by `count * 65536 + sides`, then the stat ('' for none), so a
 * lookup allocates nothing. Formulas are never changed after they are made.
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

/** A roll's total, and its record (every face, the formula shown) when the log is kept. */
export interface Rolled {
    readonly total: number;
    readonly record?: RollRecord;
}

/**
 * Rolls `formula` with `f`'s stats. The dice drawn are the same either way; the faces and the text
 * are kept only when the log is (simulations never read them, and building them cost more than
 * the roll). `shown` is the formula as the log prints it (default: `formula` formatted).
 */
export function rollFor(scene: Pick<Scene, 'rng' | 'log'>, f: PaladinsFighter, formula: DiceExpr, shown?: string): Rolled {
    const stat = (name: string) => statOf(f, name);
    if (!scene.log.enabled) return { total: rollTotal(formula, scene.rng, stat) + 0 }; // + 0: -0 becomes 0, as in rollExpr
    const roll = rollExpr(formula, scene.rng, stat);
    return { total: roll.total, record: recordRoll(shown ?? formatExpr(formula), roll) };
}

/**
 * A check or save: d12 + `score` (− `penalty`, e.g. the damage taken for concentration) against
 * "over 6"; logs a `check` event. @returns whether it succeeded.
 */
export function rollCheck(scene: Pick<Scene, 'rng' | 'log'>, f: PaladinsFighter, score: string, what: string, penalty = 0, note?: string): boolean {
    let expr = diceplus(1, 12, score);
    if (penalty !== 0) expr = { kind: 'binary', op: '-', left: expr, right: { kind: 'number', value: penalty } };
    const roll = rollFor(scene, f, expr);
    const success = roll.total > CHECK_TARGET;
    scene.log.add(() => ({
        kind: 'check',
        who: f.id,
        what,
        rolls: [roll.record!],
        total: roll.total,
        needs: `over ${CHECK_TARGET}`,
        success,
        note,
    }));
    return success;
}

/** Logs a gained (or raised) condition; returns whether anything changed. */
export function giveCondition(scene: Scene, f: PaladinsFighter, condition: ActiveCondition, note?: string): boolean {
    const result = addCondition(f, condition);
    if (result === 'kept') return false;
    scene.log.add(() => ({
        kind: 'condition',
        who: f.id,
        condition: describeCondition(condition),
        gained: true,
        note: result === 'raised' ? `rating raised${note ? `; ${note}` : ''}` : note,
    }));
    return true;
}

/** Removes a condition and logs it; returns whether the fighter had it. */
export function loseCondition(scene: Scene, f: PaladinsFighter, name: ActiveCondition['name'], note?: string): boolean {
    if (!removeCondition(f, name)) return false;
    if (scene.log.enabled) scene.log.add({ kind: 'condition', who: f.id, condition: name, gained: false, note });
    return true;
}

/**
 * STA falls to 0 or less: exposed with no save, until the end of the fighter's next turn, when it
 * also regains d8 + END. "Next turn" is the turn after the current one when it drains during its
 * own turn (assumption).
 */
function drain(scene: Scene, f: PaladinsFighter): void {
    if (f.sta > 0 || f.status !== 'active') return;
    const already = f.recoverAtTurn !== undefined;
    f.recoverAtTurn ??= f.turns + 1;
    addCondition(f, { name: 'exposed', drained: true });
    if (!already)
        scene.log.add(() => ({
            kind: 'condition',
            who: f.id,
            condition: 'exposed',
            gained: true,
            note: 'STA drained: no save; it ends at the end of its next turn with d8 + END STA regained',
        }));
}

/** Spends STA (an action's cost, or a shield's); at 0 or less the pool drains. */
export function spendSta(scene: Scene, f: PaladinsFighter, amount: number, reason: string): void {
    if (amount <= 0) return;
    f.sta -= amount;
    f.spentSta = true;
    if (scene.log.enabled) scene.log.add({ kind: 'resource', who: f.id, resource: 'STA', delta: -amount, value: f.sta, reason });
    drain(scene, f);
}

/** Spends WIL (concentration); at 0 or less the combatant is dazed. */
export function spendWil(scene: Scene, f: PaladinsFighter, amount: number, reason: string): void {
    if (amount <= 0) return;
    f.wil -= amount;
    f.spentWil = true;
    if (scene.log.enabled) scene.log.add({ kind: 'resource', who: f.id, resource: 'WIL', delta: -amount, value: f.wil, reason });
    if (f.wil <= 0) giveCondition(scene, f, { name: 'dazed' }, 'WIL at 0 or less');
}

/**
 * Rolls `formula` and adds the result to STA or WIL, never below the current value (a negative
 * roll regains nothing) and never above the maximum. Logged with the roll's faces.
 */
export function regain(scene: Scene, f: PaladinsFighter, pool: 'STA' | 'WIL', formula: DiceExpr, reason: string): void {
    const roll = rollFor(scene, f, formula);
    const current = pool === 'STA' ? f.sta : f.wil;
    const max = pool === 'STA' ? f.maxSta : f.maxWil;
    const next = Math.max(current, Math.min(max, current + Math.max(0, roll.total)));
    if (pool === 'STA') f.sta = next;
    else f.wil = next;
    scene.log.add(() => ({
        kind: 'resource',
        who: f.id,
        resource: pool,
        delta: next - current,
        value: next,
        reason,
        rolls: [roll.record!],
        note: current + Math.max(0, roll.total) > max ? `capped at ${max}` : undefined,
    }));
}

/** HEA at 0 or less: unconscious and dying (or dead, for creatures under `creatures_at_zero: dead`). */
export function fallUnconscious(scene: Scene, f: PaladinsFighter): void {
    if (f.status !== 'active') return;
    if (f.concentration) endConcentration(scene, f, 'it fell unconscious');
    if (!f.character && scene.options.creaturesAtZero === 'dead') {
        f.status = 'dead';
        scene.log.add(() => ({ kind: 'defeated', who: f.id, how: `drops to ${f.hp} HEA and dies (creatures_at_zero: dead)` }));
        return;
    }
    f.status = 'unconscious';
    scene.log.add(() => ({ kind: 'defeated', who: f.id, how: `drops to ${f.hp} HEA: unconscious and dying` }));
    addCondition(f, { name: 'unconscious' });
    addCondition(f, { name: 'dying' });
}

/**
 * Takes `amount` (> 0) off a pool and applies what follows: unconscious at 0 HEA, drained at 0 STA,
 * dazed at 0 WIL, and a concentration check (MIN check minus the damage) if the fighter
 * concentrates.
 */
export function takeDamage(scene: Scene, f: PaladinsFighter, amount: number, pool: 'HEA' | 'STA' | 'WIL'): void {
    if (amount <= 0) return;
    if (pool === 'HEA') {
        f.hp -= amount;
        if (f.hp <= 0) fallUnconscious(scene, f);
    } else if (pool === 'STA') {
        f.sta -= amount;
        drain(scene, f);
    } else {
        f.wil -= amount;
        if (f.wil <= 0 && f.status === 'active') giveCondition(scene, f, { name: 'dazed' }, 'WIL at 0 or less');
    }
    if (f.concentration && f.status === 'active') {
        const kept = rollCheck(scene, f, 'MIN', `concentration check (MIN − ${amount} damage)`, amount);
        if (!kept) endConcentration(scene, f, 'the concentration check failed');
    }
}

/** Ends `f`'s concentration: the conditions it held can be saved against again. */
export function endConcentration(scene: Scene, f: PaladinsFighter, why: string): void {
    if (!f.concentration) return;
    const held = f.concentration.attack;
    scene.log.add(() => ({ kind: 'note', text: `${f.id} stops concentrating on ${held}: ${why}.` }));
    f.concentration = undefined;
    for (const other of scene.fighters) {
        for (const c of other.conditions) if (c.heldBy === f.id) c.heldBy = undefined;
    }
}
