/**
 * One combatant's turn: its start (upkeep.ts), the planned actions under the turn economy (one
 * standard, one move, stamina actions at 6 STA, at most two moves), moves (movement.ts) and attacks
 * (strike.ts), and its end (upkeep.ts).
 * Source: 002_508f9552a4514e32.txt §Sequence, §Types, §Stamina Actions, §Conditions, §Dual Wielding.
 */
import type { PlannedAction, PlannedTurn } from '../../../engine/model.js';
import { findCondition, hasCondition } from '../rules/conditions.js';
import { targetLimit } from '../rules/dual-wielding.js';
import { isStaminaAction, MAX_MOVES, STAMINA_ACTION_COST } from '../rules/stamina-actions.js';
import { economyOf } from '../rules/types.js';
import { PALADINS_NOT_MODELLED_ACTIONS } from '../schema.js';
import type { PaladinsFighter } from './fighter.js';
import { endConcentration, spendSta } from './harm.js';
import { move } from './movement.js';
import { activeFoes, type Scene } from './scene.js';
import { resolveAttack } from './strike.js';
import { pickFoe } from './tactics.js';
import { endOfTurn, startOfTurn } from './upkeep.js';

/** Plays `f`'s turn with `plan` (none: it only takes its start- and end-of-turn effects). */
export function playTurn(scene: Scene, f: PaladinsFighter, plan: PlannedTurn | undefined): void {
    scene.log.add(() => ({ kind: 'phase', name: `${f.id}'s turn (initiative ${f.initiative ?? '—'})` }));
    if (scene.surprised(f)) {
        scene.log.add(() => ({ kind: 'note', text: `${f.id} is surprised: no turn in round 1.` }));
        return;
    }
    f.turns++;
    scene.turn.actor = f.id;
    playOwnTurn(scene, f, plan);
    scene.turn.actor = undefined;
}

/** The turn itself, while `scene.turn.actor` names `f` (so it cannot react during it). */
function playOwnTurn(scene: Scene, f: PaladinsFighter, plan: PlannedTurn | undefined): void {
    startOfTurn(scene, f, plan?.actions.some(a => a.action === 'drop_concentration') ?? false);
    if (f.status !== 'active') {
        if (plan?.actions.some(a => economyOf(a) !== 'reaction'))
            scene.log.add(() => ({ kind: 'note', text: `${f.id} is ${f.status} and cannot act.` }));
        return;
    }
    takeActions(scene, f, plan?.actions ?? []);
    if (f.status === 'active') endOfTurn(scene, f, plan?.actions.some(a => a.action === 'rest') ?? false);
}

// ---- actions ----------------------------------------------------------------------------------

function takeActions(scene: Scene, f: PaladinsFighter, actions: readonly PlannedAction[]): void {
    const own = actions.filter(a => economyOf(a) !== 'reaction');
    if (own.some(a => a.action === 'rest')) {
        const skipped = own.filter(a => a.action !== 'rest' && economyOf(a) !== 'free');
        scene.log.add(() => ({
            kind: 'action',
            actor: f.id,
            action: 'rest',
            text: `${f.id} rests: only free actions this turn; 2d4 STA at its end.${skipped.length ? ` (${skipped.map(a => a.action).join(', ')} not taken.)` : ''}`,
        }));
        for (const a of own.filter(a => economyOf(a) === 'free')) freeAction(scene, f, a);
        return;
    }
    let moves = 0;
    let attacks = 0;
    for (const action of own) {
        if (f.status !== 'active') return;
        if (hasCondition(f, 'exposed') && economyOf(action) !== 'free') {
            const rest = own
                .slice(own.indexOf(action))
                .filter(a => economyOf(a) !== 'free')
                .map(a => a.action);
            scene.log.add(() => ({ kind: 'note', text: `${f.id} is exposed: only free actions (${rest.join(', ')} not taken).` }));
            for (const a of own.slice(own.indexOf(action)).filter(a => economyOf(a) === 'free')) freeAction(scene, f, a);
            return;
        }
        const economy = economyOf(action);
        if (!action.isAttack && PALADINS_NOT_MODELLED_ACTIONS.has(action.action)) {
            // Refused by paladins-not-modelled; a run that gets here anyway skips it, visibly.
            scene.log.add(() => ({ kind: 'note', text: `${f.id}'s ${action.action} is not modelled yet; it is skipped.` }));
            continue;
        }
        if (economy === 'free') freeAction(scene, f, action);
        else if (economy === 'move') {
            if (moves >= MAX_MOVES) {
                scene.log.add(() => ({ kind: 'note', text: `${f.id} cannot take a third move action this round.` }));
                continue;
            }
            if (hasCondition(f, 'immobilized') && (action.action === 'crawl' || !hasCondition(f, 'prone'))) {
                scene.log.add(() => ({ kind: 'note', text: `${f.id} is immobilized and cannot ${action.action}.` }));
                continue;
            }
            if (isStaminaAction(moves + 1) && !payStaminaAction(scene, f, 'extra move')) continue;
            moves++;
            move(scene, f, action.action === 'shift' ? 'shift' : action.action === 'crawl' ? 'crawl' : 'move');
        } else if (action.isAttack) {
            const attack = f.model.attacks.find(a => a.name === action.action);
            if (!attack) continue;
            const targets = chooseTargets(scene, f, action);
            if (targets.length === 0) continue;
            if (isStaminaAction(attacks + 1) && !payStaminaAction(scene, f, 'extra attack')) continue;
            attacks++;
            const rating = attack.stats.concentration;
            if (rating) {
                if (f.concentration) endConcentration(scene, f, `it starts concentrating on ${attack.name}`);
                f.concentration = { attack: attack.name, rating, sinceTurn: f.turns };
                scene.log.add(() => ({
                    kind: 'note',
                    text: `${f.id} concentrates on ${attack.name}: ${rating} WIL at the start of each of its later turns.`,
                }));
            }
            resolveAttack(scene, f, attack, targets);
        } else {
            scene.log.add(() => ({ kind: 'note', text: `${f.id} has no action ${action.action}; it is skipped.` }));
        }
    }
}

function freeAction(scene: Scene, f: PaladinsFighter, action: PlannedAction): void {
    // drop_concentration takes effect at the start of the turn, before the upkeep is paid.
    if (action.action === 'drop_concentration' && f.concentration) endConcentration(scene, f, 'it lets go (free action)');
}

/** Pays 6 STA for a stamina action, if the fighter may: not dazed, and holding at least the cost. */
function payStaminaAction(scene: Scene, f: PaladinsFighter, what: string): boolean {
    if (hasCondition(f, 'dazed')) {
        scene.log.add(() => ({ kind: 'note', text: `${f.id} is dazed: no ${what} (a stamina action).` }));
        return false;
    }
    if (f.sta < STAMINA_ACTION_COST) {
        scene.log.add(() => ({
            kind: 'note',
            text: `${f.id} cannot pay for an ${what}: it costs ${STAMINA_ACTION_COST} STA and ${f.id} has ${f.sta}.`,
        }));
        return false;
    }
    spendSta(scene, f, STAMINA_ACTION_COST, what);
    return true;
}

/**
 * The targets an attack goes to. A scripted target already down is wasted (logged); under tactics
 * the fighter turns to another foe of its policy. A frightened fighter cannot attack its fear's source.
 * A non-dual attack takes its first target only; a dual one at most two.
 */
function chooseTargets(scene: Scene, f: PaladinsFighter, action: PlannedAction): PaladinsFighter[] {
    const attack = f.model.attacks.find(a => a.name === action.action)!;
    const limit = targetLimit(attack);
    const fear = findCondition(f, 'frightened')?.source;
    const policy = scene.policyOf(f);
    const chosen: PaladinsFighter[] = [];
    for (const id of action.targets.slice(0, limit)) {
        const scripted = scene.byId(id);
        let target: PaladinsFighter | undefined = scripted;
        if (scripted.status !== 'active' && policy) {
            const options = activeFoes(scene, f).filter(o => o.id !== fear && !chosen.includes(o));
            const next = pickFoe(policy, options, scene.rng);
            scene.log.add(() => ({
                kind: 'note',
                text: `${scripted.id} is already ${scripted.status}; ${f.id} ${next ? `turns to ${next.id}` : 'has no foe left to attack'}.`,
            }));
            target = next;
        }
        if (!target) continue;
        const aimed = target;
        if (aimed.status !== 'active') {
            scene.log.add(() => ({
                kind: 'note',
                text: `${f.id}'s ${attack.name} at ${aimed.id} is wasted: ${aimed.id} is already ${aimed.status}.`,
            }));
            continue;
        }
        if (aimed.id === fear) {
            scene.log.add(() => ({ kind: 'note', text: `${f.id} is frightened of ${aimed.id} and cannot attack it.` }));
            continue;
        }
        chosen.push(aimed);
    }
    return chosen;
}
