/**
 * The three pools in a fight and what happens when they run out: damage, spending and regaining,
 * unconscious and dying at 0 HEA, drained at 0 STA, dazed at 0 WIL, conditions gained and lost, and
 * concentration broken. Every change is logged.
 * Source: 002_508f9552a4514e32.txt §Damage, §Health Damage, §Stamina Damage, §Conditions,
 * §Concentration, §Stamina Regeneration, §Willpower Regeneration.
 */
import type { DiceExpr } from '../../../engine/dice.js';
import type { RollRecord } from '../../../engine/log.js';
import { type ActiveCondition, addCondition, describeCondition, hasCondition, removeCondition } from '../rules/conditions.js';
import { atZeroHea, healingWakes } from '../rules/health-damage.js';
import { isDrained } from '../rules/stamina-damage.js';
import type { PaladinsFighter } from './fighter.js';
import { rollCheck, rollFor } from './rolls.js';
import type { Scene } from './scene.js';

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
 * own turn (assumption). `note` words the exposure when it is not the first drain (a recovery that
 * left the pool at 0 or less).
 */
export function drain(
    scene: Scene,
    f: PaladinsFighter,
    note = 'STA drained: no save; it ends at the end of its next turn with d8 + END STA regained',
): void {
    if (!isDrained(f.sta) || f.status !== 'active') return;
    const already = f.recoverAtTurn !== undefined;
    f.recoverAtTurn ??= f.turns + 1;
    addCondition(f, { name: 'exposed', drained: true });
    if (!already) scene.log.add(() => ({ kind: 'condition', who: f.id, condition: 'exposed', gained: true, note }));
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
    dazeWhenOutOfWil(scene, f);
}

/** WIL at 0 or less dazes an active combatant (our pairing: the seed names dazed among a pool's conditions). */
function dazeWhenOutOfWil(scene: Scene, f: PaladinsFighter): void {
    if (f.wil <= 0 && f.status === 'active') giveCondition(scene, f, { name: 'dazed' }, 'WIL at 0 or less');
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

/**
 * HEA at 0 or less: unconscious and dying (or dead, for creatures under `creatures_at_zero: dead`).
 * One still dying (woken by medicine at 0 HEA or less) keeps the death saves it has made: only HEA
 * restored above 0 throws them out (§Health Damage); a new dying starts with none.
 */
function fallUnconscious(scene: Scene, f: PaladinsFighter): void {
    if (f.status !== 'active') return;
    if (f.concentration) endConcentration(scene, f, 'it fell unconscious');
    if (atZeroHea(f.model.kind, scene.options.creaturesAtZero) === 'dead') {
        f.status = 'dead';
        scene.log.add(() => ({ kind: 'defeated', who: f.id, how: `drops to ${f.hp} HEA and dies (creatures_at_zero: dead)` }));
        return;
    }
    if (!hasCondition(f, 'dying')) {
        f.deathSaves = { successes: 0, failures: 0 };
        f.stable = false;
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
        dazeWhenOutOfWil(scene, f);
    }
    if (f.concentration && f.status === 'active') {
        const kept = rollCheck(scene, f, 'MIN', `concentration check (MIN − ${amount} damage)`, amount);
        if (!kept) endConcentration(scene, f, 'the concentration check failed');
    }
}

/**
 * Wakes an unconscious combatant (healing above 0 HEA, medicine, or an effect that removes
 * unconscious), and ends dying when HEA is above 0. §Health Damage throws the death saves out only
 * when HEA is restored above 0: woken at 0 HEA or less (medicine, `removes unconscious`) a dying
 * combatant stays dying — it acts, makes its death save on each of its turns, and keeps the saves it
 * has made; its next HEA damage drops it again. A combatant awake but dying whose HEA is restored
 * above 0 loses dying the same way.
 */
export function revive(scene: Scene, f: PaladinsFighter, why: string): void {
    const down = f.status === 'unconscious';
    const healed = healingWakes(f.hp);
    const dying = hasCondition(f, 'dying');
    if (!down && !(healed && dying && f.status === 'active')) return;
    f.status = 'active';
    f.stable = false;
    const saves = f.deathSaves.successes + f.deathSaves.failures;
    if (healed) f.deathSaves = { successes: 0, failures: 0 };
    const thrownOut = healed && saves > 0 ? `${why}; its death saves are thrown out` : why;
    if (!down) {
        loseCondition(scene, f, 'dying', thrownOut);
        return;
    }
    if (healed) removeCondition(f, 'dying');
    loseCondition(scene, f, 'unconscious', healed || !dying ? thrownOut : `${why}; at ${f.hp} HEA it is still dying: its death saves go on`);
}

/**
 * Knocks a combatant out without a wound (an effect that inflicts unconscious): no actions, no
 * reactions, no death saves — it is not dying (§Conditions: Unconscious).
 */
export function knockOut(scene: Scene, f: PaladinsFighter, note?: string): void {
    if (f.status !== 'active') return;
    if (f.concentration) endConcentration(scene, f, 'it fell unconscious');
    f.status = 'unconscious';
    giveCondition(scene, f, { name: 'unconscious' }, note);
}

/**
 * Heals `amount` HEA (never above the maximum; nothing for the dead): HEA above 0 wakes an
 * unconscious combatant (§Health Damage). Logged as a HEA change with the roll.
 */
export function healHea(scene: Scene, f: PaladinsFighter, amount: number, reason: string, rolls?: RollRecord[]): void {
    if (f.status === 'dead' || f.status === 'fled') return;
    const before = f.hp;
    f.hp = Math.max(before, Math.min(f.maxHp, before + Math.max(0, amount)));
    scene.log.add(() => ({
        kind: 'resource',
        who: f.id,
        resource: 'HEA',
        delta: f.hp - before,
        value: f.hp,
        reason,
        rolls,
        note: before + amount > f.maxHp ? `capped at ${f.maxHp}` : undefined,
    }));
    if (healingWakes(f.hp) && (f.status === 'unconscious' || hasCondition(f, 'dying'))) revive(scene, f, 'HEA above 0');
}

/**
 * Ends `f`'s concentration, and with it the conditions it held: an effect that is no longer
 * maintained ends (§Niche Rules, Concentration: a failed check ends the effect; §Actions: the
 * effect must be maintained each turn).
 */
export function endConcentration(scene: Scene, f: PaladinsFighter, why: string): void {
    if (!f.concentration) return;
    const held = f.concentration.attack;
    scene.log.add(() => ({ kind: 'note', text: `${f.id} stops concentrating on ${held}: ${why}.` }));
    f.concentration = undefined;
    for (const other of scene.fighters) {
        for (const c of other.conditions.filter(c => c.heldBy === f.id))
            loseCondition(scene, other, c.name, `${f.id}'s ${held} is no longer maintained`);
    }
}
