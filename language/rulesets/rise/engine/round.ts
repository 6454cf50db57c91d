/**
 * The Rise round: a movement phase (every combatant's first movement, resolved at once), then an
 * action phase in which Swift abilities resolve first and every combatant standing when the phase
 * began acts, allied group after allied group; healing waits for the phase's damage; hazards burn at
 * the end of the round. Source: 003_66faa831a56df10d.txt §Rounds, §Phases, §Resolving Actions,
 * §Action Resolution Summary, §Swift Abilities, §Simultaneous Damage and Healing, §Sprint,
 * §Total Defense, §Recover, §Environmental Damage.
 */
import type { AttackModel, PlannedAction } from '../../../engine/model.js';
import type { RoundContext } from '../../ruleset.js';
import type { RiseOptions } from '../options.js';
import { economyOf, isSwift, MODIFIES } from '../rules/combat-time.js';
import { RECOVER_FATIGUE, totalDefenseEffect } from '../rules/special-combat-abilities.js';
import { withoutAttackRoll } from '../rules/strikes.js';
import { applyPendingHeals, lose, resolveAbility } from './effects.js';
import { endOfRoundHeading } from '../../../engine/log.js';
import { applyHazards } from './environment.js';
import type { RiseFighter } from './fighter.js';
import { addFatigue, endRound } from './harm.js';
import { endRoundGrapples, MANEUVERS, maintainGrapple, resolveManeuver } from './maneuvers.js';
import { type PlannedMovement, react, resolveActionMovement, resolveMovementPhase } from './movement.js';
import type { RiseScene } from './scene.js';
import { resolveStrike, type StruckWith } from './strike.js';

/** React (a free action) is resolved in the movement phase, whatever its place in the turn. */
const isReact = (a: PlannedAction): boolean => a.action === 'react' && !a.isAttack;

/** No side surprised: every round after the first, and most first rounds. */
const NOBODY: ReadonlySet<string> = new Set();

/** Plays one round: logs it, resolves both phases and the end of the round. */
export function playRiseRound(ctx: RoundContext<RiseFighter>, options: RiseOptions, scene: RiseScene): void {
    const { round, log, fighters } = ctx;
    if (log.enabled) log.add({ kind: 'round', round });
    // §Surprise Attacks: a surprised side is unaware of the fight in round 1 — no actions, and −5
    // Armor and Reflex against each attack until it has been attacked (strikes.ts).
    const surprised: ReadonlySet<string> = round === 1 && ctx.surprised?.length ? new Set(ctx.surprised) : NOBODY;
    // The fighters with a turn, each with what is left of it for the action phase (`rests`, same
    // index), the first `count` entries: the first movement and reacts resolve in the movement phase.
    // Two lists of the scene's, written over each round (emptying them gives their memory back), and
    // plain loops, not an object per turn or closures: this runs every round of every run.
    const { planned, rests } = scene;
    let count = 0;
    let movements: PlannedMovement[] | undefined;
    let reacts: PlannedMovement[] | undefined;
    const surprise = surprised !== NOBODY;
    for (let k = 0; k < fighters.length; k++) {
        const f = fighters[k];
        // (Without surprise everyone is aware already: the end of each round makes them so.)
        if (surprise) f.unaware = surprised.has(f.side) && f.status === 'active';
        const plan = f.plan;
        if (plan === undefined) continue;
        const actions = plan.actions;
        if (surprise && surprised.has(f.side)) {
            if (actions.length) log.add({ kind: 'note', text: `${f.id} is surprised and takes no action in round 1.` });
            continue;
        }
        planned[count] = f;
        // Movement phase: the first movement of each turn (and reacts, which only matter there).
        const first = f.status === 'active' ? firstMovement(actions) : -1;
        const hasReact = f.status === 'active' && actions.some(isReact);
        // Copied only when a movement or a react leaves it (most turns under tactics have neither).
        rests[count++] = first >= 0 || hasReact ? actionPhaseRest(actions, first) : actions;
        if (first >= 0) (movements ??= []).push({ f, action: actions[first] });
        if (hasReact) for (const a of actions) if (isReact(a)) (reacts ??= []).push({ f, action: a });
    }
    if ((movements || reacts) && log.enabled) log.add({ kind: 'phase', name: 'movement phase' });
    if (reacts) for (const r of reacts) react(ctx, scene, r.f, r.action);
    if (movements) resolveMovementPhase(ctx, scene, movements);
    scene.endPhase();

    // Action phase. Everyone standing now acts in it, whatever happens to them during it
    // (`standingAtPhaseStart`, set by the scene).
    if (log.enabled) log.add({ kind: 'phase', name: 'action phase' });
    scene.beginActionPhase(fighters);
    for (let i = 0; i < count; i++) {
        const f = planned[i];
        if (!f.standingAtPhaseStart && f.plan!.actions.length > 0) log.add({ kind: 'note', text: `${f.id} is ${f.status} and cannot act.` });
    }
    // Swift actions resolve globally before anything else.
    for (let i = 0; i < count; i++) {
        const f = planned[i];
        if (!f.standingAtPhaseStart) continue;
        const rest = rests[i];
        for (let j = 0; j < rest.length; j++) {
            const action = rest[j];
            if (isSwift(action)) doSwift(ctx, f, action);
            else if (action.isAttack && swiftAbility(f, action)) resolveAbility(ctx, options, scene, f, swiftAbility(f, action)!, action, 'action');
        }
    }
    // Each allied group resolves locally, in script order, one group after another; what a group
    // does to another group's members is hidden from that group's own actions of this phase
    // (fighter.ts phaseChanges, freshConds, effect sources) and counts for everyone from the next
    // phase on (§Resolving Actions).
    for (let k = 0; k < scene.sides.length; k++) {
        const side = scene.sides[k];
        for (let i = 0; i < count; i++) {
            const f = planned[i];
            if (f.side !== side || !f.standingAtPhaseStart) continue;
            const rest = rests[i];
            // §Resolving Actions: another group's blows cannot interrupt this one's actions, even by dropping the actor.
            if (f.status !== 'active' && log.enabled && rest.some(a => !isSwift(a)))
                log.add({
                    kind: 'note',
                    text: `${f.id} is ${f.status} but still acts this phase: the sides act at the same time, so a blow from another side does not interrupt it (simultaneous resolution).`,
                });
            // The weapons it struck with this phase (§Offhand Strike): asked only by a later action of the phase's turn.
            const struckWith: StruckWith = rest.length > 1 ? [] : undefined;
            for (let j = 0; j < rest.length; j++) {
                const action = rest[j];
                if (isSwift(action) || (action.isAttack && swiftAbility(f, action))) continue;
                if (economyOf(action) === 'movement') resolveActionMovement(ctx, scene, f, action);
                else if (!action.isAttack && MANEUVERS.has(action.action)) resolveManeuver(ctx, options, scene, f, action, struckWith);
                else if (action.isAttack && abilityOf(f, action)) resolveAbility(ctx, options, scene, f, abilityOf(f, action)!, action, 'action');
                else resolveStrike(ctx, options, scene, f, action, struckWith);
            }
        }
    }
    // §Simultaneous Damage and Healing: healing lands after every group's damage.
    if (scene.pendingHeals.length) applyPendingHeals(ctx, scene);
    for (let k = 0; k < fighters.length; k++) {
        const f = fighters[k];
        f.phaseChanges = undefined;
        f.unaware = false;
        if (f.freshConds) f.freshConds = undefined;
        for (let i = 0; i < f.effects.length; i++) f.effects[i].source = undefined;
    }
    scene.endPhase();
    endRoundGrapples(ctx);
    // Hazards and the round's own end (resets, deaths, durations) under one heading, once either logs.
    const heading = endOfRoundHeading(ctx.log);
    if (scene.hazards.length) applyHazards(ctx, options, scene, heading);
    endRound(ctx, heading);
}

/** The index of the first movement of a turn (−1: none). */
function firstMovement(actions: readonly PlannedAction[]): number {
    for (let i = 0; i < actions.length; i++) if (economyOf(actions[i]) === 'movement') return i;
    return -1;
}

/** What the action phase plays of a turn: all but its first movement (at `first`) and its reacts. */
function actionPhaseRest(actions: readonly PlannedAction[], first: number): PlannedAction[] {
    return actions.filter((a, i) => i !== first && !isReact(a));
}

/** The ability (no attack roll) an action uses, if it is one. */
function abilityOf(f: RiseFighter, action: PlannedAction): AttackModel | undefined {
    if (!f.hasAbilities) return undefined;
    const attack = f.model.attacks.find(a => a.name === action.action);
    return attack && withoutAttackRoll(attack) ? attack : undefined;
}

/** The Swift ability (tagged `swift`, no attack roll) an action uses, if it is one. */
function swiftAbility(f: RiseFighter, action: PlannedAction): AttackModel | undefined {
    const attack = abilityOf(f, action);
    return attack?.tags.includes('swift') ? attack : undefined;
}

function doSwift(ctx: RoundContext<RiseFighter>, f: RiseFighter, action: PlannedAction): void {
    if (action.action === 'total_defense') {
        f.effects.push(totalDefenseEffect(ctx.round));
        ctx.log.add({
            kind: 'action',
            actor: f.id,
            action: 'total_defense',
            text: `${f.id} takes total defense (Swift): +2 to all defenses this round.`,
        });
    } else if (action.action === 'maintain_grapple') {
        maintainGrapple(ctx, f);
    } else if (action.action === 'recover') {
        if (f.recoverUsed) {
            ctx.log.add({ kind: 'note', text: `${f.id} cannot recover again before a short rest; the action is lost.` });
            return;
        }
        f.recoverUsed = true;
        const gained = Math.max(0, f.maxHp - Math.max(f.hp, 0));
        f.hp = f.maxHp;
        ctx.log.add({
            kind: 'action',
            actor: f.id,
            action: 'recover',
            text: `${f.id} recovers (Swift): regains ${gained} hit points (now ${f.hp}/${f.maxHp}).`,
        });
        // §Recover: it removes the conditions effects inflicted (and the stat changes that hurt).
        for (const name of [...f.inflicted]) if (f.conds.remove(name)) lose(ctx, f, name, 'recover');
        if (f.effects.length) f.effects = f.effects.filter(e => !(e.label === MODIFIES && e.amount < 0));
        addFatigue(ctx, f, RECOVER_FATIGUE, 'recover');
    }
}
