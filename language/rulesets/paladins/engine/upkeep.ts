/**
 * The start and the end of a Paladins turn: condition damage, saves or a death save, concentration
 * upkeep; then regeneration, a rest's stamina, and the recovery of a drained pool.
 * Source: 002_508f9552a4514e32.txt §Health Damage, §Stamina Damage, §Conditions, §Concentration,
 * §Stamina Regeneration, §Willpower Regeneration, §Types (rest).
 */
import { CONDITION_RULES, type ConditionName, hasCondition, removeCondition, saveDifficulty, saveStat } from '../rules/conditions.js';
import { DEATH_SAVES } from '../rules/health-damage.js';
import { DRAIN_RECOVERY } from '../rules/stamina-damage.js';
import { STAMINA_REGENERATION } from '../rules/stamina-regeneration.js';
import { REST_STA } from '../rules/types.js';
import { WILLPOWER_REGENERATION } from '../rules/willpower-regeneration.js';
import { type PaladinsFighter, statOf } from './fighter.js';
import { drain, endConcentration, loseCondition, regain, spendWil, takeDamage } from './harm.js';
import { rollCheck } from './rolls.js';
import type { Scene } from './scene.js';

/** The conditions of dying that death ends. */
const ENDED_BY_DEATH: readonly ConditionName[] = ['dying', 'bleeding', 'unconscious'];

/** Condition damage, death save or saves, then concentration upkeep — unless the plan lets it go first. */
export function startOfTurn(scene: Scene, f: PaladinsFighter, dropsConcentration: boolean): void {
    // The conditions' damage and saves are helpers, asked only when there is a condition: every turn
    // of every run starts here, most with none, and V8 made this function's closure context on each.
    if (f.conditions.length && anyStartDamage(f)) conditionDamage(scene, f);
    // Dying — down, or woken at 0 HEA or less by medicine — one death save on each of its turns
    // (§Health Damage), which takes the place of saving only while dying; unconscious but stable, or
    // from an effect, it still saves against its other conditions (§Conditions: bleeding's VIT save)
    // — unconsciousness itself has no save. (A third failed death save has just killed it: the dead
    // save against nothing.)
    let saves = f.status === 'active';
    if (f.status === 'unconscious' || (f.status === 'active' && hasCondition(f, 'dying'))) {
        deathSave(scene, f);
        saves = (f.status === 'unconscious' || f.status === 'active') && !(hasCondition(f, 'dying') && !f.stable);
    }
    if (saves && f.conditions.length && anySave(f)) conditionSaves(scene, f);
    const held = f.concentration;
    if (f.status !== 'active') return;
    if (held && dropsConcentration) endConcentration(scene, f, 'it lets go before paying for it (free action)');
    else if (held && held.sinceTurn < f.turns) {
        if (f.wil >= held.rating) spendWil(scene, f, held.rating, `concentration on ${held.attack} (free action)`);
        else endConcentration(scene, f, `it has ${f.wil} WIL, the upkeep is ${held.rating}`);
    }
}

/** Whether a condition of `f` deals damage at the start of its turn (asked first: most conditions do not, and the walk copies the list). */
function anyStartDamage(f: PaladinsFighter): boolean {
    for (let i = 0; i < f.conditions.length; i++) if (CONDITION_RULES[f.conditions[i].name].startDamage && f.conditions[i].rating) return true;
    return false;
}

/** The damage of `f`'s conditions at the start of its turn (over a copy: taking it may change them). */
function conditionDamage(scene: Scene, f: PaladinsFighter): void {
    for (const c of [...f.conditions]) {
        const rating = c.rating;
        if (!CONDITION_RULES[c.name].startDamage || !rating) continue;
        scene.log.add(() => ({
            kind: 'damage',
            target: f.id,
            amount: rating,
            absorbed: 0,
            hpLost: rating,
            hp: f.hp - rating,
            maxHp: f.maxHp,
            pool: 'HEA',
            note: `${c.name} ${rating} at the start of the turn`,
        }));
        takeDamage(scene, f, rating, 'HEA');
    }
}

/** Whether a condition of `f` has a save (asked first: the walk copies the list). */
function anySave(f: PaladinsFighter): boolean {
    for (let i = 0; i < f.conditions.length; i++) if (saveStat(f.conditions[i])) return true;
    return false;
}

/** `f`'s saves against its conditions at the start of its turn (over a copy: a save ends one). */
function conditionSaves(scene: Scene, f: PaladinsFighter): void {
    for (const c of [...f.conditions]) {
        const save = saveStat(c);
        if (!save) continue;
        if (c.drained) {
            scene.log.add(() => ({ kind: 'note', text: `${f.id} cannot save against exposed: ${f.id}'s STA drained.` }));
            continue;
        }
        if (c.heldBy) {
            scene.log.add(() => ({ kind: 'note', text: `${f.id} cannot save against ${c.name}: ${c.heldBy}'s concentration holds it.` }));
            continue;
        }
        if (rollCheck(scene, f, save, `${save} save against ${c.name}`, 0, undefined, saveDifficulty(c))) loseCondition(scene, f, c.name, 'saved');
    }
}

/** One death save (d12 + VIT over 6); three successes stabilise, three failures kill. */
function deathSave(scene: Scene, f: PaladinsFighter): void {
    // Notes built only when the log is kept, without closures (V8 made their context on every save).
    if (f.stable) {
        if (scene.log.enabled) note(scene, `${f.id} is unconscious but stable.`);
        return;
    }
    if (!hasCondition(f, 'dying')) {
        // Unconscious from an effect, not from HEA at 0: no death saves (§Conditions: Unconscious).
        if (scene.log.enabled) note(scene, `${f.id} is unconscious (not dying).`);
        return;
    }
    const success = rollCheck(scene, f, 'VIT', 'death save');
    if (success) f.deathSaves.successes++;
    else f.deathSaves.failures++;
    if (scene.log.enabled) {
        const tally = `${f.deathSaves.successes} success${f.deathSaves.successes === 1 ? '' : 'es'}, ${f.deathSaves.failures} failure${f.deathSaves.failures === 1 ? '' : 's'}`;
        note(scene, `${f.id}'s death saves: ${tally}.`);
    }
    if (f.deathSaves.failures >= DEATH_SAVES) {
        f.status = 'dead';
        // Death ends what dying was: no bleeding, dying or unconsciousness stays on the dead (nor is
        // carried into a day's next fight).
        for (let i = 0; i < ENDED_BY_DEATH.length; i++) removeCondition(f, ENDED_BY_DEATH[i]);
        if (scene.log.enabled) scene.log.add({ kind: 'defeated', who: f.id, how: 'fails a third death save and dies' });
    } else if (f.deathSaves.successes >= DEATH_SAVES) {
        f.stable = true;
        loseCondition(scene, f, 'dying', 'three death saves succeeded');
        if (scene.log.enabled)
            note(
                scene,
                f.status === 'active' ? `${f.id} stabilises: no more death saves.` : `${f.id} stabilises; it stays unconscious until healed.`,
            );
    }
}

/** A note for the log (asked only when it is kept). */
function note(scene: Scene, text: string): void {
    scene.log.add({ kind: 'note', text });
}

/**
 * Regeneration: d4 + END STA if no STA was spent since the fighter's last turn ended (reactions
 * count — assumption), MIN WIL if no WIL was; 2d4 STA after a rest; and the recovery of a drained
 * pool (exposed ends, d8 + END STA) when it is due.
 */
export function endOfTurn(scene: Scene, f: PaladinsFighter, rested: boolean): void {
    if (!f.spentSta && f.sta < f.maxSta) regain(scene, f, 'STA', STAMINA_REGENERATION, 'regeneration, no STA spent');
    if (!f.spentWil && f.wil < f.maxWil && statOf(f, 'MIN') > 0) regain(scene, f, 'WIL', WILLPOWER_REGENERATION, 'regeneration, no WIL spent');
    if (rested) regain(scene, f, 'STA', REST_STA, 'rest');
    if (f.recoverAtTurn !== undefined && f.recoverAtTurn <= f.turns) {
        f.recoverAtTurn = undefined;
        loseCondition(scene, f, 'exposed', 'the turn after its STA drained is over');
        regain(scene, f, 'STA', DRAIN_RECOVERY, 'recovery from a drained pool');
        // §Stamina Damage: a pool at 0 or less is drained. A recovery that leaves it there (a deep
        // shield or STA damage, a low END) drains it again: exposed with no save until the end of the
        // next turn, with another d8 + END — it never acts below 0 STA.
        drain(
            scene,
            f,
            `STA still at ${f.sta} after the recovery: drained again, no save; it ends at the end of its next turn with d8 + END STA regained`,
        );
    }
    f.spentSta = false;
    f.spentWil = false;
}
