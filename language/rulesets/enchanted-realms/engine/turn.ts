/**
 * One combatant's turn: its action (an attack, a split attack, a maneuver, defending, at the ready,
 * a skill or an item) plus movement. Restrictions stop or shape it; a held drop is dealt first.
 * Seed: 001_66230f9a082df360.txt §The Action, §Defending, §At The Ready, §Knocked Down.
 */
import type { PlannedAction, PlannedTurn } from '../../../engine/model.js';
import { adjustmentsOf, type ErFighter, movementLeft, statOf } from './fighter.js';
import { deliverDrop, escapeHold, grapple, shoveOrTrip, sneakAttack, throwEffectItem } from './maneuvers.js';
import { fleeAttacks, impaleCharge } from './reactions.js';
import { distance, nearFoes, type Scene } from './scene.js';
import { strike } from './strike.js';
import { takeDefend } from '../rules/defending.js';
import { crawlCost, standUpCost } from '../rules/knocked-down.js';
import { spendMovement } from '../rules/movement-details.js';

const note = (scene: Scene, f: ErFighter, action: string, text: string, target?: string) =>
    scene.log.add(() => ({ kind: 'action', actor: f.id, action, target, text: `${f.id} ${text}` }));

/** Plays `f`'s turn from its plan (scripted or from tactics). */
export function playTurn(scene: Scene, f: ErFighter, plan: PlannedTurn | undefined): void {
    f.movedFeet = 0;
    f.travelledFeet = 0;
    f.stealthy = false;
    if (f.conditions.has('defending') && f.defendedRound !== undefined && f.defendedRound < scene.round) f.conditions.delete('defending');
    if (f.incapacitatedActions > 0) {
        f.incapacitatedActions--;
        note(scene, f, 'incapacitated', 'cannot act (shock)');
        if (f.incapacitatedActions === 0) f.conditions.delete('incapacitated');
        return;
    }
    if (adjustmentsOf(f).noActions) {
        note(scene, f, 'incapacitated', 'cannot act');
        return;
    }
    if (deliverDrop(scene, f)) return;
    let acted = false;
    for (const action of plan?.actions ?? []) {
        if (f.status !== 'active') return;
        const kind = actionKind(action);
        if (kind === 'reaction') {
            note(scene, f, action.action, 'ready to react when its trigger comes');
            continue;
        }
        if (kind === 'movement') {
            movement(scene, f, action);
            continue;
        }
        if (acted) continue;
        acted = true;
        act(scene, f, action);
    }
}

const MOVEMENT = new Set(['move', 'drop_prone', 'stand_up']);
const REACTIONS = new Set(['flee_attack', 'impale']);

function actionKind(a: PlannedAction): 'action' | 'movement' | 'reaction' {
    if (a.isAttack) return 'action';
    if (MOVEMENT.has(a.action)) return 'movement';
    return REACTIONS.has(a.action) ? 'reaction' : 'action';
}

/**
 * Moving, dropping prone (free), standing up (half the normal movement): each spends feet of the
 * round's movement and none goes beyond what is left (rules/movement-details.ts); crawling costs
 * double. A refused move leaves the fighter where it is.
 */
function movement(scene: Scene, f: ErFighter, action: PlannedAction): void {
    const limit = adjustmentsOf(f).movement;
    if (action.action === 'drop_prone') {
        f.conditions.add('prone');
        scene.log.add({ kind: 'condition', who: f.id, condition: 'prone', gained: true, note: 'drops to the ground' });
        return;
    }
    if (action.action === 'stand_up') {
        if (!f.conditions.has('prone')) {
            note(scene, f, 'stand_up', 'is not prone');
            return;
        }
        if (f.grappledBy || limit === 'zero') {
            note(scene, f, 'stand_up', 'cannot stand up (movement 0)');
            return;
        }
        const cost = standUpCost(statOf(f.model, 'movement'));
        const spent = spendMovement(movementLeft(f), cost, 'standing up');
        if (!spent.ok) {
            note(scene, f, 'stand_up', `cannot stand up: ${spent.diagnostic.message}`);
            return;
        }
        f.movedFeet += cost;
        f.conditions.delete('prone');
        scene.log.add({ kind: 'condition', who: f.id, condition: 'prone', gained: false, note: `stands up (${cost} ft of movement)` });
        return;
    }
    const to = action.destination;
    if (!to || to === f.zone) return;
    if (f.grappledBy || limit === 'zero') {
        note(scene, f, 'move', 'cannot move (movement 0)');
        return;
    }
    const crawling = limit === 'crawl';
    const feet = distance(scene, f.zone, to);
    const cost = crawling ? crawlCost(feet) : feet;
    const spent = spendMovement(movementLeft(f), cost, `${crawling ? 'crawling' : 'moving'} ${feet} ft`);
    if (!spent.ok) {
        note(scene, f, 'move', `cannot move to ${to}: ${spent.diagnostic.message}`);
        return;
    }
    const left = nearFoes(scene, f);
    f.movedFeet += cost;
    f.travelledFeet += feet;
    note(scene, f, 'move', `moves ${feet} ft to ${to}${crawling ? ' (crawling, double cost)' : ''}`);
    f.zone = to;
    fleeAttacks(scene, f, left, feet);
}

/** The turn's one action. */
function act(scene: Scene, f: ErFighter, action: PlannedAction): void {
    const target = action.targets[0] ? scene.byId(action.targets[0]) : undefined;
    const weaponName = action.isAttack ? action.action : action.weapon;
    const weapon = weaponName ? f.model.attacks.find(a => a.name === weaponName) : undefined;
    if (adjustmentsOf(f).cannotAttack && (weapon || ['grapple', 'shove', 'trip'].includes(action.action))) {
        note(scene, f, action.action, 'cannot attack');
        return;
    }
    if (weapon && (action.isAttack || action.action === 'attack' || action.action === 'split_attack')) {
        for (const id of action.targets) {
            const t = scene.byId(id);
            if (t.status !== 'active' || f.status !== 'active') continue;
            if (!impaleCharge(scene, f, t, weapon)) return;
            strike(scene, f, t, weapon, { dice: action.shares?.[id], modifiers: action.modifiers, modifierValues: action.modifierValues });
        }
        return;
    }
    if (action.action === 'defend') {
        const defended = takeDefend(f, scene.round);
        if (!defended.ok) {
            note(scene, f, 'defend', `cannot defend: ${defended.diagnostic.message}`);
            return;
        }
        f.defendedRound = scene.round;
        f.conditions.add('defending');
        note(scene, f, 'defend', 'takes a defensive stance until its next turn');
        return;
    }
    if (action.action === 'escape') {
        escapeHold(scene, f, action);
        return;
    }
    if (target?.status !== 'active') {
        if (['ready', 'skill', 'item'].includes(action.action))
            note(scene, f, action.action, action.action === 'ready' ? 'waits at the ready' : `uses its action (${action.action})`);
        return;
    }
    switch (action.action) {
        case 'grapple': {
            grapple(scene, f, target, action);
            return;
        }
        case 'shove':
        case 'trip': {
            shoveOrTrip(scene, f, target, action.action, action);
            return;
        }
        case 'throw_item': {
            throwEffectItem(scene, f, target, action);
            return;
        }
        case 'sneak_attack':
        case 'get_the_drop':
            if (weapon) sneakAttack(scene, f, target, weapon, action, action.action === 'get_the_drop');
            return;
        default:
            note(scene, f, action.action, `uses its action (${action.action})`, target.id);
    }
}
