/**
 * The Rise round: a movement phase, then an action phase in which Swift abilities resolve first and
 * every combatant standing when the phase began acts. Source: 003_66faa831a56df10d.txt §Rounds,
 * §Phases, §Resolving Actions, §Swift Abilities, §Sprint, §Total Defense, §Recover.
 */
import type { AttackModel, PlannedAction } from '../../../engine/model.js';
import type { RoundContext } from '../../ruleset.js';
import type { RiseOptions } from '../options.js';
import { economyOf, isSwift, type Phase } from '../rules/combat-time.js';
import { RECOVER_FATIGUE, SPRINT_FATIGUE, totalDefenseEffect } from '../rules/special-combat-abilities.js';
import type { RiseFighter } from './fighter.js';
import { addFatigue, endRound } from './harm.js';
import { resolveStrike } from './strike.js';

/** No side surprised: every round after the first, and most first rounds. */
const NOBODY: ReadonlySet<string> = new Set();

/** Plays one round: logs it, resolves both phases and the end of the round. */
export function playRiseRound(ctx: RoundContext<RiseFighter>, options: RiseOptions): void {
    const { round, log } = ctx;
    if (log.enabled) log.add({ kind: 'round', round });
    // §Surprise Attacks: a surprised side is unaware of the fight in round 1 — no actions, and −5
    // Armor and Reflex against each attack until it has been attacked (strikes.ts).
    const surprised: ReadonlySet<string> = round === 1 && ctx.surprised?.length ? new Set(ctx.surprised) : NOBODY;
    for (const f of ctx.fighters) f.unaware = surprised.has(f.side) && f.status === 'active';
    const plans = ctx.fighters.filter(f => ctx.plans.has(f.id) && !surprised.has(f.side)).map(f => ({ f, plan: ctx.plans.get(f.id)! }));
    for (const f of ctx.fighters)
        if (surprised.has(f.side) && ctx.plans.get(f.id)?.actions.length)
            log.add({ kind: 'note', text: `${f.id} is surprised and takes no action in round 1.` });

    // Movement phase: the first movement of each turn.
    const actionPhaseActions = new Map<string, readonly PlannedAction[]>();
    let movementPhaseLogged = false;
    for (const { f, plan } of plans) {
        const first = plan.actions.findIndex(a => economyOf(a) === 'movement');
        // Copied only when a movement leaves it (most turns under tactics have none).
        const rest = first >= 0 && f.status === 'active' ? plan.actions.filter((_, i) => i !== first) : plan.actions;
        if (first >= 0 && f.status === 'active') {
            const movement = plan.actions[first];
            if (!movementPhaseLogged && log.enabled) log.add({ kind: 'phase', name: 'movement phase' });
            movementPhaseLogged = true;
            doMovement(ctx, f, movement, 'movement');
        }
        actionPhaseActions.set(f.id, rest);
    }

    // Action phase. Everyone standing now acts in it, whatever happens to them during it.
    if (log.enabled) log.add({ kind: 'phase', name: 'action phase' });
    const actors = plans.filter(({ f }) => f.status === 'active');
    const standingAtStart = new Set(ctx.fighters.filter(f => f.status === 'active').map(f => f.id));
    for (const { f, plan } of plans) {
        if (f.status !== 'active' && plan.actions.length > 0) log.add({ kind: 'note', text: `${f.id} is ${f.status} and cannot act.` });
    }
    // Swift actions resolve globally before anything else.
    for (const { f } of actors) {
        for (const action of actionPhaseActions.get(f.id)!) {
            if (isSwift(action)) doSwift(ctx, f, action);
        }
    }
    // Each allied group resolves locally, in script order, one group after another; what a group
    // does to another group's members is hidden from that group's own actions of this phase
    // (fighter.ts phaseChanges) and counts for everyone from the next phase on (§Resolving Actions).
    const sides: string[] = [];
    for (const f of ctx.fighters) if (!sides.includes(f.side)) sides.push(f.side);
    for (const side of sides) {
        for (const { f } of actors) {
            if (f.side !== side) continue;
            const struckWith: AttackModel[] = [];
            for (const action of actionPhaseActions.get(f.id)!) {
                if (isSwift(action)) continue;
                if (economyOf(action) === 'movement') doMovement(ctx, f, action, 'action');
                else resolveStrike(ctx, options, f, action, standingAtStart, struckWith);
            }
        }
    }
    for (const f of ctx.fighters) {
        f.phaseChanges = undefined;
        f.unaware = false;
    }
    endRound(ctx);
}

function doMovement(ctx: RoundContext<RiseFighter>, f: RiseFighter, action: PlannedAction, phase: Phase): void {
    if (action.action === 'sprint') {
        ctx.log.add({ kind: 'action', actor: f.id, action: 'sprint', text: `${f.id} sprints (double speed).` });
        if (phase === 'movement') addFatigue(ctx, f, SPRINT_FATIGUE, 'sprint in the movement phase');
    } else {
        ctx.log.add({ kind: 'action', actor: f.id, action: action.action, text: `${f.id} moves.` });
    }
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
    } else if (action.action === 'recover') {
        if (f.recoverUsed) {
            ctx.log.add({ kind: 'note', text: `${f.id} cannot recover again before a short rest; the action is lost.` });
            return;
        }
        f.recoverUsed = true;
        const gained = Math.max(0, f.maxHp - Math.max(f.hp, 0));
        f.hp = f.maxHp;
        f.conditions = [];
        ctx.log.add({
            kind: 'action',
            actor: f.id,
            action: 'recover',
            text: `${f.id} recovers (Swift): regains ${gained} hit points (now ${f.hp}/${f.maxHp}).`,
        });
        addFatigue(ctx, f, RECOVER_FATIGUE, 'recover');
    }
}
