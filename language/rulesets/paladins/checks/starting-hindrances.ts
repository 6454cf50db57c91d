/**
 * What a condition a participant starts the fight with takes from its script — the verdict the run
 * gives, said by `check` where the scripted action is written (`paladins-starting-condition`):
 *  - exposed: no standard, move or stamina action and no reaction (a resting turn is the rest check's);
 *  - dazed: no stamina action (an attack or move past the first) and no reaction;
 *  - immobilized: no move action (a prone one may still stand up with its first move or shift);
 *  - frightened of a combatant: no attack on it, no opportunity attack on it;
 *  - unconscious or dying: no action and no reaction until an ally wakes it (medicine, an effect that
 *    heals or removes unconscious) — tactics never do.
 * A condition with a save holds until the save at the start of one of its turns ends it (or its
 * `for N rounds` run out): an error where it certainly still holds — its save cannot succeed, or,
 * down, nothing in the script can wake it by then — a warning where it may (the save's roll, or
 * where the turn order puts a reaction or the ally's help).
 * Source: 002_508f9552a4514e32.txt §Conditions (Exposed, Dazed, Immobilized, Frightened,
 * Unconscious), §Health Damage, §Stamina Actions.
 */
import type { ConditionModel } from '../../../engine/model.js';
import type { Report, StaticEncounter, StaticTurn } from '../../ruleset.js';
import { CONDITION_RULES, isConditionName } from '../rules/conditions.js';
import { CHECK_SIDES, CHECK_TARGET } from '../rules/health-damage.js';
import { aftermathOf, onlyHelps } from '../rules/inflicted.js';
import { isAttackAction, isStaminaAction, standardActionNeeds } from '../rules/stamina-actions.js';
import { economyOf } from '../rules/types.js';
import type { Script } from './script-checks.js';

type Action = StaticTurn['actions'][number];
type Instance = StaticEncounter['instances'][number];
/** Whether a condition holds when an action comes: surely, perhaps, or no more. */
type Holds = 'surely' | 'maybe' | 'no';

/** What each condition forbids, in the message's words. */
const FORBIDS: Readonly<Record<string, string>> = {
    exposed: 'only free actions: no standard, move or stamina action, no reaction',
    dazed: 'no stamina action (no attack or move past the first) and no reaction',
    immobilized: 'no move action (a prone one may still stand up)',
    frightened: 'no attack on the source of its fear',
};

/** Every participant's starting conditions against its scripted lines. */
export function checkPaladinsStartingHindrances(script: Script, report: Report): void {
    for (const instance of script.enc.instances) {
        const conditions = instance.conditions ?? [];
        if (conditions.length === 0) continue;
        const down = conditions.some(c => c.name === 'unconscious' || c.name === 'dying');
        if (down) {
            checkDown(script, instance, conditions.some(c => c.name === 'dying') ? 'dying' : 'unconscious', report);
            continue; // down, it takes no turn to save in: its other conditions wait
        }
        const prone = conditions.some(c => c.name === 'prone');
        for (const c of conditions) if (c.name in FORBIDS) checkHeld(script, instance, c, prone, report);
    }
}

/** One save against `c`: whether it can fail at all (`never`: it always fails) and whether it can succeed. */
function saveOdds(instance: Instance, c: ConditionModel): { stat: string; dc: number; never: boolean; always: boolean } {
    const stat = c.save?.stat ?? (isConditionName(c.name) ? CONDITION_RULES[c.name].save : undefined) ?? '';
    const dc = c.save?.dc ?? CHECK_TARGET;
    const score = instance.model.stats[stat] ?? 0;
    return { stat, dc, never: CHECK_SIDES + score <= dc, always: 1 + score > dc };
}

/** A held condition (`c`) across the rounds the combatant is scripted in. */
function checkHeld(script: Script, instance: Instance, c: ConditionModel, startsProne: boolean, report: Report): void {
    const id = instance.id;
    const odds = saveOdds(instance, c);
    const surprisedFirst = script.surprised(1, id);
    let prone = startsProne;
    for (const round of [...script.enc.rounds.keys()].sort((a, b) => a - b)) {
        if (round < 1 || (c.rounds !== undefined && round > c.rounds)) continue;
        const turn = script.turnOf(round, id);
        if (!turn || script.surprised(round, id)) continue; // a surprised line is paladins-surprised-turn's
        // Saves rolled at the start of its earlier turns (none in a round 1 it lost to surprise).
        const savesBefore = Math.max(0, round - 1 - (surprisedFirst ? 1 : 0));
        const onTurn: Holds = odds.never ? 'surely' : odds.always ? 'no' : 'maybe';
        const onReaction: Holds = odds.never ? 'surely' : savesBefore === 0 ? 'maybe' : onTurn;
        const resting = turn.actions.some(a => a.action === 'rest');
        const hit: { action: Action; holds: Holds }[] = [];
        let standards = 0;
        let moves = 0;
        for (const action of turn.actions) {
            const economy = economyOf(action);
            const reaction = economy === 'reaction';
            let blocked = false;
            if (c.name === 'exposed') blocked = reaction || (!resting && (economy === 'standard' || economy === 'move'));
            else if (c.name === 'dazed') {
                if (reaction) blocked = true;
                else if (economy === 'standard') {
                    const attack = action.isAttack ? turn.actor.attacks.find(a => a.name === action.action) : undefined;
                    blocked = standardActionNeeds(standards++, isAttackAction(attack)) === 'stamina';
                } else if (economy === 'move') blocked = isStaminaAction(++moves);
            } else if (c.name === 'immobilized') {
                if (economy === 'move') {
                    // §Conditions: a prone combatant may still stand up (a move or a shift, which then goes no farther).
                    const standsUp = prone && (action.action === 'move' || action.action === 'shift');
                    blocked = !standsUp;
                    if (standsUp) prone = false;
                }
            } else if (c.name === 'frightened' && c.source !== undefined) {
                const attack = action.isAttack ? turn.actor.attacks.find(a => a.name === action.action) : undefined;
                blocked =
                    action.targets.includes(c.source) && ((attack !== undefined && !onlyHelps(attack)) || action.action === 'opportunity_attack');
            }
            const holds = reaction ? onReaction : onTurn;
            if (blocked && holds !== 'no') hit.push({ action, holds });
        }
        if (hit.length === 0) continue;
        const surely = hit.some(h => h.holds === 'surely');
        const names = hit.map(h => h.action.action).join(', ');
        const what = `${id} starts the fight ${c.name}${c.source !== undefined ? ` of ${c.source}` : ''} (${FORBIDS[c.name]})`;
        const save = `its ${odds.stat} save (d12 + ${odds.stat}, over ${odds.dc})`;
        report({
            code: 'paladins-starting-condition',
            severity: surely ? 'error' : 'warning',
            at: hit[0].action.at,
            message: surely
                ? `${what}, and ${save} cannot succeed: in round ${round} ${names} ${hit.length === 1 ? 'is' : 'are'} not taken.`
                : `${what}: unless ${save} at the start of one of its turns has ended it by then, in round ${round} ${names} ${hit.length === 1 ? 'is' : 'are'} not taken.`,
        });
    }
}

/**
 * A combatant that starts down (unconscious, or dying: 0 HEA): its lines do nothing until an ally
 * wakes it. The first round an ally's scripted medicine or waking effect reaches it decides: before
 * it, certainly nothing (an error); in it, perhaps (a warning: the turn order decides); after it, the
 * run has its say.
 */
function checkDown(script: Script, instance: Instance, how: 'dying' | 'unconscious', report: Report): void {
    const id = instance.id;
    const rounds = [...script.enc.rounds.keys()].sort((a, b) => a - b);
    const woken = rounds.find(r => (script.enc.rounds.get(r) ?? []).some(t => t.actorId !== id && wakes(script, t, id)));
    for (const round of rounds) {
        if (woken !== undefined && round > woken) break;
        const turn = script.turnOf(round, id);
        if (!turn || script.surprised(round, id)) continue;
        const acts = turn.actions.filter(a => economyOf(a) !== 'free');
        if (acts.length === 0) continue;
        const surely = round !== woken;
        report({
            code: 'paladins-starting-condition',
            severity: surely ? 'error' : 'warning',
            at: acts[0].at,
            message: surely
                ? `${id} starts the fight ${how === 'dying' ? 'dying (0 HEA, unconscious)' : 'unconscious'} and nothing in the script wakes it by round ${round} (medicine, or healing above 0 HEA, from an ally): ${acts.map(a => a.action).join(', ')} ${acts.length === 1 ? 'is' : 'are'} not taken.`
                : `${id} starts the fight ${how === 'dying' ? 'dying (0 HEA, unconscious)' : 'unconscious'}: only if its ally's help in round ${round} comes before this line is ${acts.map(a => a.action).join(', ')} taken.`,
        });
    }
}

/** Whether an ally's scripted turn tends to `id` (medicine) or uses on it an effect that may wake it (heals, removes unconscious). */
function wakes(script: Script, turn: StaticTurn, id: string): boolean {
    if (script.sideOf.get(turn.actorId) !== script.sideOf.get(id)) return false;
    return turn.actions.some(a => {
        if (!a.targets.includes(id)) return false;
        if (a.action === 'medicine' && !a.isAttack) return true;
        // Only an ability that only helps reaches an unconscious ally (engine/turn.ts chooseTargets).
        const attack = a.isAttack ? turn.actor.attacks.find(x => x.name === a.action) : undefined;
        if (!attack || !onlyHelps(attack)) return false;
        const after = aftermathOf(attack);
        return after.heals.length > 0 || after.removes.includes('unconscious');
    });
}
