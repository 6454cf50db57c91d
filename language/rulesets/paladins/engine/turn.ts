/**
 * One combatant's turn: its start (upkeep.ts), the planned actions under the turn economy (one
 * standard, one move, stamina actions at 6 STA, at most two moves), moves (movement.ts), attacks
 * and abilities (strike.ts, with their reach and area on the map), medicine, and its end (upkeep.ts).
 * Source: 002_508f9552a4514e32.txt §Sequence, §Types, §Stamina Actions, §Conditions, §Dual Wielding,
 * §Ranges, §Health Damage.
 */
import type { AttackModel, PlannedAction, PlannedTurn } from '../../../engine/model.js';
import { findCondition, hasCondition } from '../rules/conditions.js';
import { targetLimit } from '../rules/dual-wielding.js';
import { onlyHelps } from '../rules/inflicted.js';
import { areaReach, attackReach, squaresText } from '../rules/ranges.js';
import { isAttackAction, isStaminaAction, MAX_MOVES, STAMINA_ACTION_COST, standardActionNeeds } from '../rules/stamina-actions.js';
import { economyOf } from '../rules/types.js';
import { giveMedicine } from './effects.js';
import type { PaladinsFighter } from './fighter.js';
import { endConcentration, spendSta } from './harm.js';
import { move, moveKindOf, moveRefusal } from './movement.js';
import { areaReaches, distanceBetween, distanceToZone, reaches } from './positions.js';
import { activeFoes, type Scene } from './scene.js';
import { resolveAttack } from './strike.js';
import { pickFoe } from './tactics.js';
import { endOfTurn, startOfTurn } from './upkeep.js';

/** Plays `f`'s turn with `plan` (none: it only takes its start- and end-of-turn effects). */
export function playTurn(scene: Scene, f: PaladinsFighter, plan: PlannedTurn | undefined): void {
    // Log events built only when the log is kept, without closures (V8 made their context on every turn).
    if (scene.log.enabled) scene.log.add({ kind: 'phase', name: `${f.id}'s turn (initiative ${f.initiative ?? '—'})` });
    if (scene.surprised(f)) {
        if (scene.log.enabled) note(scene, `${f.id} is surprised: no turn in round 1.`);
        return;
    }
    f.turns++;
    scene.turn.actor = f.id;
    playOwnTurn(scene, f, scene.planNow(f) ?? plan);
    scene.turn.actor = undefined;
}

/** No actions (shared, never changed). */
const NO_ACTIONS: readonly PlannedAction[] = [];

/** Whether `actions` holds one named `name` (a loop: `some` made a closure for each question). */
function hasAction(actions: readonly PlannedAction[] | undefined, name: string): boolean {
    if (actions) for (let i = 0; i < actions.length; i++) if (actions[i].action === name) return true;
    return false;
}

/** The turn itself, while `scene.turn.actor` names `f` (so it cannot react during it). */
function playOwnTurn(scene: Scene, f: PaladinsFighter, plan: PlannedTurn | undefined): void {
    const actions = plan?.actions;
    startOfTurn(scene, f, hasAction(actions, 'drop_concentration'));
    if (f.status !== 'active') {
        if (scene.log.enabled && actions?.some(a => economyOf(a) !== 'reaction')) note(scene, `${f.id} is ${f.status} and cannot act.`);
        return;
    }
    takeActions(scene, f, actions ?? NO_ACTIONS);
    if (f.status === 'active') endOfTurn(scene, f, hasAction(actions, 'rest'));
}

// ---- actions ----------------------------------------------------------------------------------

/** A reaction: taken when its trigger comes, not in the turn. */
const isReaction = (a: PlannedAction): boolean => economyOf(a) === 'reaction';

function takeActions(scene: Scene, f: PaladinsFighter, actions: readonly PlannedAction[]): void {
    // The turn's own actions: the plan itself when it scripts no reaction (most turns, no copy).
    const own = actions.some(isReaction) ? actions.filter(a => !isReaction(a)) : actions;
    // The rare branches (a rest, an exposed turn) and every log note are helpers without closures here:
    // V8 made a closure context on every call of a function holding any.
    if (hasAction(own, 'rest')) {
        restTurn(scene, f, own);
        return;
    }
    let moves = 0;
    let standards = 0;
    for (let i = 0; i < own.length; i++) {
        const action = own[i];
        if (f.status !== 'active') {
            if (f.status === 'fled' && scene.log.enabled) note(scene, `${f.id} has fled: ${action.action} is not taken.`);
            return;
        }
        const economy = economyOf(action);
        if (economy !== 'free' && hasCondition(f, 'exposed')) {
            exposedTurn(scene, f, own, i);
            return;
        }
        if (economy === 'free') freeAction(scene, f, action);
        else if (economy === 'move') {
            if (moves >= MAX_MOVES) {
                if (scene.log.enabled) note(scene, `${f.id} cannot take a third move action this round.`);
                continue;
            }
            const kind = moveKindOf(action.action);
            const refused = moveRefusal(scene, f, kind, action);
            if (refused) {
                if (scene.log.enabled) note(scene, refused);
                continue;
            }
            if (isStaminaAction(moves + 1) && !payStaminaAction(scene, f, 'extra move')) continue;
            moves++;
            move(scene, f, kind, action);
        } else if (action.isAttack) {
            if (takeAttack(scene, f, action, standards)) standards++;
        } else if (action.action === 'medicine') {
            if (standardActionNeeds(standards, false) === 'refused') {
                if (scene.log.enabled)
                    note(scene, `${f.id} already took its standard action: no medicine this turn (only attacks can be bought with STA).`);
                continue;
            }
            const target = action.targets[0];
            if (target === undefined) continue;
            standards++;
            giveMedicine(scene, f, scene.byId(target));
        } else if (scene.log.enabled) note(scene, `${f.id} has no action ${action.action}; it is skipped.`);
    }
}

/** A turn with a rest: only its free actions are taken. */
function restTurn(scene: Scene, f: PaladinsFighter, own: readonly PlannedAction[]): void {
    const skipped = own.filter(a => a.action !== 'rest' && economyOf(a) !== 'free');
    scene.log.add(() => ({
        kind: 'action',
        actor: f.id,
        action: 'rest',
        text: `${f.id} rests: only free actions this turn; 2d4 STA at its end.${skipped.length ? ` (${skipped.map(a => a.action).join(', ')} not taken.)` : ''}`,
    }));
    for (const a of own.filter(a => economyOf(a) === 'free')) freeAction(scene, f, a);
}

/** An exposed fighter at its action `from` (not free): only the free actions from there on are taken. */
function exposedTurn(scene: Scene, f: PaladinsFighter, own: readonly PlannedAction[], from: number): void {
    const rest = own
        .slice(from)
        .filter(a => economyOf(a) !== 'free')
        .map(a => a.action);
    scene.log.add(() => ({ kind: 'note', text: `${f.id} is exposed: only free actions (${rest.join(', ')} not taken).` }));
    for (const a of own.slice(from).filter(a => economyOf(a) === 'free')) freeAction(scene, f, a);
}

/**
 * One attack or ability of the turn: its targets (or the zone it is aimed at), its limited use, its
 * place in the economy (the first standard action is free, a later attack action costs 6 STA, a
 * later action that deals no damage cannot be taken), its concentration, then the attack itself.
 * @returns whether it was taken (a standard action used).
 */
function takeAttack(scene: Scene, f: PaladinsFighter, action: PlannedAction, standards: number): boolean {
    // A loop, not `find` with a closure; log notes built only when kept, without closures (V8 made their context on every call).
    let attack: AttackModel | undefined;
    const attacks = f.model.attacks;
    for (let i = 0; i < attacks.length; i++)
        if (attacks[i].name === action.action) {
            attack = attacks[i];
            break;
        }
    if (!attack) return false;
    if (scene.uses.remaining(f.id, attack) <= 0) {
        if (scene.log.enabled)
            note(scene, `${f.id} has no use of ${attack.name} left (${attack.uses!.count} per ${attack.uses!.per}); it is not used.`);
        return false;
    }
    const targets = action.area !== undefined ? areaTargets(scene, f, attack, action.area) : chooseTargets(scene, f, action, attack);
    if (targets.length === 0) return false;
    if (action.area === undefined && targets.length < Math.min(targetLimit(attack), action.targets.length)) {
        // §Dual Wielding: the two rolls split between two targets or combine on one; with one target
        // left the wielder combines them (the attack line shows both weapons' dice).
        if (scene.log.enabled)
            note(scene, `Only ${targets[0].id} can be attacked: ${f.id}'s ${attack.name} combines both weapons' rolls into one against it.`);
    }
    const needs = standardActionNeeds(standards, isAttackAction(attack));
    if (needs === 'refused') {
        if (scene.log.enabled)
            note(scene, `${f.id} already took its standard action: ${attack.name} deals no damage, so it cannot be bought as an extra attack.`);
        return false;
    }
    if (needs === 'stamina' && !payStaminaAction(scene, f, 'extra attack')) return false;
    scene.uses.spend(f.id, attack);
    const rating = attack.stats.concentration;
    if (rating) {
        if (f.concentration) endConcentration(scene, f, `it starts concentrating on ${attack.name}`);
        f.concentration = { attack: attack.name, rating, sinceTurn: f.turns };
        if (scene.log.enabled) note(scene, `${f.id} concentrates on ${attack.name}: ${rating} WIL at the start of each of its later turns.`);
    }
    resolveAttack(scene, f, attack, targets, action.area !== undefined ? `area, in ${action.area}` : undefined);
    return true;
}

function freeAction(scene: Scene, f: PaladinsFighter, action: PlannedAction): void {
    // drop_concentration takes effect at the start of the turn, before the upkeep is paid.
    if (action.action === 'drop_concentration' && f.concentration) endConcentration(scene, f, 'it lets go (free action)');
}

/** Pays 6 STA for a stamina action, if the fighter may: not dazed, and holding at least the cost. */
function payStaminaAction(scene: Scene, f: PaladinsFighter, what: string): boolean {
    // Notes built only when the log is kept, without closures (V8 made their context on every call).
    if (hasCondition(f, 'dazed')) {
        if (scene.log.enabled) note(scene, `${f.id} is dazed: no ${what} (a stamina action).`);
        return false;
    }
    if (f.sta < STAMINA_ACTION_COST) {
        if (scene.log.enabled) note(scene, `${f.id} cannot pay for an ${what}: it costs ${STAMINA_ACTION_COST} STA and ${f.id} has ${f.sta}.`);
        return false;
    }
    spendSta(scene, f, STAMINA_ACTION_COST, what);
    return true;
}

/**
 * The targets an attack goes to. A scripted target already down is wasted (logged); under tactics
 * the fighter turns to another foe of its policy. A frightened fighter cannot attack its fear's
 * source; on the map, a target beyond the attack's reach cannot be attacked (logged). An ability
 * that only helps (heals, removes) may go to an unconscious ally. A non-dual attack takes its first
 * target only; a dual one at most two.
 */
function chooseTargets(scene: Scene, f: PaladinsFighter, action: PlannedAction, attack: AttackModel): readonly PaladinsFighter[] {
    // No closures here (log notes go through `note` helpers: V8 made their context on every call), and
    // the one target of most attacks returned in a list of its size, not pushed onto `[]`.
    const limit = targetLimit(attack);
    const fear = findCondition(f, 'frightened')?.source;
    const policy = scene.policyOf(f);
    let chosen: PaladinsFighter[] | undefined;
    const count = Math.min(action.targets.length, limit);
    for (let i = 0; i < count; i++) {
        const scripted = scene.byId(action.targets[i]);
        let target: PaladinsFighter | undefined = scripted;
        if (scripted.status !== 'active' && policy && !onlyHelps(attack)) {
            const next = pickFoe(policy, otherFoes(scene, f, fear, chosen), scene.rng);
            if (scene.log.enabled)
                note(scene, `${scripted.id} is already ${scripted.status}; ${f.id} ${next ? `turns to ${next.id}` : 'has no foe left to attack'}.`);
            target = next;
        }
        if (!target) continue;
        const aimed = target;
        if (aimed.status !== 'active' && !(aimed.status === 'unconscious' && onlyHelps(attack))) {
            if (scene.log.enabled) note(scene, `${f.id}'s ${attack.name} at ${aimed.id} is wasted: ${aimed.id} is already ${aimed.status}.`);
            continue;
        }
        if (aimed.id === fear && !onlyHelps(attack)) {
            if (scene.log.enabled) note(scene, `${f.id} is frightened of ${aimed.id} and cannot attack it.`);
            continue;
        }
        if (!reaches(scene, f, attack, aimed)) {
            if (scene.log.enabled) outOfReachNote(scene, f, attack, aimed);
            continue;
        }
        if (count === 1) return [aimed];
        (chosen ??= []).push(aimed);
    }
    return chosen ?? NO_TARGETS;
}

/** No targets (shared, never changed). */
const NO_TARGETS: readonly PaladinsFighter[] = [];

/** The active foes of `f` a turned attack may go to: not its fear, not one chosen already. */
function otherFoes(scene: Scene, f: PaladinsFighter, fear: string | undefined, chosen: readonly PaladinsFighter[] | undefined): PaladinsFighter[] {
    return activeFoes(scene, f).filter(o => o.id !== fear && !chosen?.includes(o));
}

/** A note for the log (asked only when it is kept). */
function note(scene: Scene, text: string): void {
    scene.log.add({ kind: 'note', text });
}

function outOfReachNote(scene: Scene, f: PaladinsFighter, attack: AttackModel, aimed: PaladinsFighter): void {
    note(
        scene,
        `${aimed.id} is out of reach of ${f.id}'s ${attack.name}: ${squaresText(distanceBetween(scene, f, aimed))} away, it reaches ${reachText(attack)}.`,
    );
}

/**
 * The targets of an area attack aimed at `zone` (§Ranges): everyone standing there when it
 * resolves, friend or foe, but the attacker — if the zone is within the shape's reach, and unless
 * it would catch the source of the attacker's fear.
 */
function areaTargets(scene: Scene, f: PaladinsFighter, attack: AttackModel, zone: string): PaladinsFighter[] {
    if (!scene.field) return [];
    if (!areaReaches(scene, f, attack, zone)) {
        scene.log.add(() => ({
            kind: 'note',
            text: `${zone} is out of reach of ${f.id}'s ${attack.name}: ${squaresText(distanceToZone(scene, f, zone))} away, its area reaches ${squaresText(areaReach(attack))}.`,
        }));
        return [];
    }
    const caught = scene.fighters.filter(o => o !== f && o.status === 'active' && scene.field!.zoneOf(o.id) === zone);
    const fear = findCondition(f, 'frightened')?.source;
    if (fear !== undefined && caught.some(o => o.id === fear)) {
        scene.log.add(() => ({ kind: 'note', text: `${f.id} is frightened of ${fear}, who stands in ${zone}: it cannot aim ${attack.name} there.` }));
        return [];
    }
    if (caught.length === 0) scene.log.add(() => ({ kind: 'note', text: `${f.id}'s ${attack.name} in ${zone} catches nobody.` }));
    return caught;
}

/** "1 square", "20 squares", "any distance". */
function reachText(attack: AttackModel): string {
    const reach = attackReach(attack);
    return Number.isFinite(reach) ? squaresText(reach) : 'any distance';
}
