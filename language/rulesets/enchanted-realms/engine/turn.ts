/**
 * One combatant's turn: its one action (an attack, a split attack, an ability or spell, a maneuver,
 * defending, at the ready, a dash…) plus movement, in the order written. Restrictions stop or shape
 * it; a held drop is dealt first; a weapon lock is kept only while the locker spares its hands; at
 * the turn's end the saves its restrictions name are rolled.
 * Seed: 001_66230f9a082df360.txt §The Action, §Defending, §At The Ready, §Knocked Down,
 * §Weapon Negation, §Restrictions in Combat.
 */
import type { AttackModel, PlannedAction, PlannedTurn } from '../../../engine/model.js';
import { takeDefend } from '../rules/defending.js';
import { followsAsSeparateAttack } from '../rules/separate-attacks.js';
import { useAbility, useArea, useUp, wake } from './effects.js';
import type { ErFighter } from './fighter.js';
import { escapeHold, grapple, shackle, slam } from './grapple.js';
import { releaseLock } from './harm.js';
import { deliverDrop, dropReaction, shoveOrTrip, sneakAttack, throwEffectItem } from './maneuvers.js';
import { dismount } from './mounts.js';
import { dash, dropProne, moveTo, pickUp, standUp } from './movement.js';
import { freePinned, negate } from './negation.js';
import { impaleCharge, REACTIONS } from './reactions.js';
import { adjustmentsOf, lift } from './restrictions.js';
import { fighterSave } from './saves.js';
import { note, type Scene } from './scene.js';
import { strike } from './strike.js';
import { deliveryOf, poolOf } from './weapons.js';

/** Movement actions: they spend feet, not the turn's action. */
const MOVEMENT = new Set(['move', 'fly', 'swim', 'drag', 'drop_prone', 'stand_up', 'pick_up']);
/** Actions that need the hands a weapon lock holds (§Weapon Negation): taking one lets the lock go. */
const HANDS = new Set([
    'attack',
    'split_attack',
    'grapple',
    'shove',
    'trip',
    'throw_item',
    'sneak_attack',
    'get_the_drop',
    'weapon_lock',
    'weapon_disarm',
    'shackle',
    'slam',
]);

function kindOf(a: PlannedAction): 'action' | 'movement' | 'reaction' {
    if (a.isAttack) return 'action';
    if (MOVEMENT.has(a.action)) return 'movement';
    return REACTIONS.has(a.action) ? 'reaction' : 'action';
}

/** Plays `f`'s turn from its plan (scripted or from tactics; a tactics plan's moves go as far as they can). */
export function playTurn(scene: Scene, f: ErFighter, plan: PlannedTurn | undefined, byTactics = false): void {
    f.movedFeet = 0;
    f.travelledFeet = 0;
    f.leftCautiously = undefined;
    f.dashFeet = 0;
    f.stealthy = false;
    f.defending = false;
    if (f.ready) {
        f.ready = undefined;
        note(scene, f, 'ready', "'s readied action lapses (its trigger never came)");
    }
    if (f.incapacitatedActions > 0) {
        f.incapacitatedActions--;
        note(scene, f, 'incapacitated', 'cannot act (shock)');
        if (f.incapacitatedActions === 0) lift(scene, f, 'incapacitated', 'the shock passes');
        return;
    }
    if (adjustmentsOf(scene, f).noActions) {
        note(scene, f, 'incapacitated', `cannot act (${f.conditions.list.map(c => c.name).join(', ') || 'restricted'})`);
        endOfTurn(scene, f);
        return;
    }
    // A victim under a held blow that does anything but defend resists: the holder may answer first.
    if (f.heldOver && plan?.actions.some(a => a.action !== 'defend')) resists(scene, f);
    if (f.status !== 'active') return;
    if (!deliverDrop(scene, f)) {
        const actions = plan?.actions ?? [];
        if (f.locking && actions.some(a => a.isAttack || HANDS.has(a.action))) releaseLock(scene, f, `${f.id} lets go to use its hands`);
        let acted: PlannedAction | undefined;
        let companion = false;
        // Indexed loops here and in `act`: V8 made an iterator object for each for-of, every turn.
        for (let i = 0; i < actions.length; i++) {
            const action = actions[i];
            if (f.status !== 'active') return;
            const kind = kindOf(action);
            if (kind === 'reaction') continue;
            if (kind === 'movement') {
                movement(scene, f, action, byTactics);
                continue;
            }
            if (acted) {
                // Shield-blitz or two-weapon fighting: the second weapon on the same target, its own attack (§The Attack).
                if (!companion && followsAsSeparateAttack(f.model, acted, action)) {
                    companion = true;
                    act(scene, f, action);
                }
                continue;
            }
            acted = action;
            f.actedRound = scene.round;
            act(scene, f, action);
        }
    }
    if (f.status === 'active') endOfTurn(scene, f);
}

function movement(scene: Scene, f: ErFighter, action: PlannedAction, partial: boolean): void {
    // A rider that moves on its own steps down first (ours: the chapter gives riding no movement rules).
    if (f.mount && action.action !== 'pick_up') dismount(scene, f, 'it moves on its own feet');
    switch (action.action) {
        case 'drop_prone':
            dropProne(scene, f);
            return;
        case 'stand_up':
            standUp(scene, f);
            return;
        case 'pick_up':
            pickUp(scene, f, action);
            return;
        default:
            moveTo(scene, f, action, partial);
    }
}

/**
 * The end of its turn: each restriction given with a save (`inflicts asleep save resilience 12`)
 * is rolled against — a preservation save of that score at its DC, shaped by its state — and ends
 * when made (assumption: the seed leaves the timing to each effect).
 */
function endOfTurn(scene: Scene, f: ErFighter): void {
    if (f.conditions.list.length === 0) return;
    for (const c of [...f.conditions.list]) {
        if (!c.save || c.save.dc === undefined || f.status !== 'active') continue;
        const save = fighterSave(scene, f, c.save.stat, c.save.dc, `${c.save.stat} save to end ${c.name}`);
        if (save.success) lift(scene, f, c.name, 'saved');
    }
}

/** The attack of `f`'s stat block called `name` (a loop: every attack asks, and a closure over `name` would be made each time). */
function attackNamed(f: ErFighter, name: string): AttackModel | undefined {
    // Indexed: a for-of made an iterator for every attack of every run.
    const attacks = f.model.attacks;
    for (let i = 0; i < attacks.length; i++) if (attacks[i].name === name) return attacks[i];
    return undefined;
}

/** The turn's one action. */
/** A held blow's victim resists (out of playTurn: the closure over `f` made a context on every turn, V8 making it on entry). */
function resists(scene: Scene, f: ErFighter): void {
    dropReaction(scene, f, () => `${f.id} resists`);
}

function act(scene: Scene, f: ErFighter, action: PlannedAction): void {
    const target = action.targets[0] ? scene.byId(action.targets[0]) : undefined;
    const weaponName = action.isAttack ? action.action : action.weapon;
    const weapon = weaponName ? attackNamed(f, weaponName) : undefined;
    // An ability that strikes no one (delivery none: a heal, a self-spell) is no attack: strife check's verdict too.
    if (
        adjustmentsOf(scene, f).cannotAttack &&
        ((weapon && deliveryOf(weapon) !== 'none') ||
            ['grapple', 'shove', 'trip', 'throw_item', 'weapon_lock', 'weapon_disarm', 'slam'].includes(action.action))
    ) {
        note(scene, f, action.action, 'cannot attack now');
        return;
    }
    if (weapon && action.area) {
        useArea(scene, f, weapon, action.area);
        return;
    }
    if (weapon && action.isAttack && deliveryOf(weapon) !== 'pool') {
        useAbility(scene, f, weapon, action);
        return;
    }
    if (weapon && (action.isAttack || action.action === 'attack' || action.action === 'split_attack')) {
        if (!useUp(scene, f, weapon)) return;
        // A pinned weapon first pays its 2 dice to come free; what is left of the pool strikes.
        let free = f.pinned?.attack === weapon.name ? freePinned(scene, f, weapon, poolOf(weapon)) : undefined;
        if (free === 0) return;
        for (let i = 0; i < action.targets.length; i++) {
            const id = action.targets[i];
            const t = scene.byId(id);
            if (t.status !== 'active' || f.status !== 'active') continue;
            if (!impaleCharge(scene, f, t, weapon)) return;
            const share = action.shares?.[id];
            const dice = share !== undefined ? Math.min(share, free ?? share) : free;
            if (share !== undefined && free !== undefined) free -= dice ?? 0;
            strike(scene, f, t, weapon, { dice, modifiers: action.modifiers, modifierValues: action.modifierValues });
        }
        return;
    }
    switch (action.action) {
        case 'defend': {
            const defended = takeDefend(f, scene.round);
            if (!defended.ok) {
                note(scene, f, 'defend', `cannot defend: ${defended.diagnostic.message}`);
                return;
            }
            f.defendedRound = scene.round;
            f.defending = true;
            note(scene, f, 'defend', 'takes a defensive stance until its next turn');
            return;
        }
        case 'ready':
            f.ready = { round: scene.round, action };
            note(scene, f, 'ready', `waits at the ready: ${readyWords(action)}`);
            return;
        case 'dash':
            if (f.mount) dismount(scene, f, 'it moves on its own feet');
            dash(scene, f);
            return;
        case 'escape':
            escapeHold(scene, f, action);
            return;
        case 'slam':
            slam(scene, f, action);
            return;
        case 'skill':
        case 'item':
            note(scene, f, action.action, `uses its action (${action.action})`, target?.id);
            return;
    }
    if (target?.status !== 'active' && !(action.action === 'shackle' && target && target.status !== 'dead')) {
        note(scene, f, action.action, `has no standing target for ${action.action}`);
        return;
    }
    switch (action.action) {
        case 'grapple':
            grapple(scene, f, target, action);
            return;
        case 'shove':
        case 'trip':
            shoveOrTrip(scene, f, target, action.action, action);
            return;
        case 'throw_item':
            throwEffectItem(scene, f, target, action);
            return;
        case 'sneak_attack':
        case 'get_the_drop':
            if (weapon) sneakAttack(scene, f, target, weapon, action, action.action === 'get_the_drop');
            return;
        case 'weapon_lock':
        case 'weapon_disarm':
            negate(scene, f, target, action);
            return;
        case 'wake':
            wake(scene, f, target);
            return;
        case 'shackle':
            shackle(scene, f, target);
            return;
        default:
            note(scene, f, action.action, `uses its action (${action.action})`, target.id);
    }
}

/** A readied action in words: what it answers and what it does. */
function readyWords(action: PlannedAction): string {
    const who = action.targets.length ? action.targets.join(', ') : 'a foe';
    if (action.weapon) return `if ${who} moves, it strikes with ${action.weapon}`;
    return `if ${who} comes near, it moves to ${action.destination}`;
}
