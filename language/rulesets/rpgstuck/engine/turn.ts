/**
 * One combatant's turn: what the start of a turn does (bleeding, breath), then its planned actions
 * under the economy (one major, one minor — none while Dazed —, one movement; the reaction is per
 * round): Aim / Avert / Assail, attacks and abilities (Multiattack (X), area attacks aimed at a zone,
 * Cooldown (X), limited uses spent only when something worked), grapples, shoves, movement.
 * Source: 000_7e14385943d7d1e7.txt §Terms and Things to Know, §Limited Use Abilities, §Aim and
 * Block Dice, §Grappling with Grappling, §Special Types of Movement, §Mounted Combat.
 */
import type { AttackModel, EffectModel, PlannedAction, PlannedTurn } from '../../../engine/model.js';
import { pickTarget } from '../../../engine/tactics.js';
import { plainDie } from '../rules/aim-and-block-dice.js';
import { limitedUseSpent } from '../rules/limited-use-abilities.js';
import { cooldownReady, slotOf, spendSlot, turnSlots } from '../rules/terms-and-things-to-know.js';
import { startTurn } from './conditions.js';
import type { RpgFighter } from './fighter.js';
import { forcedMovement } from './forced-movement.js';
import { escapeGrapple, escapeSkill, grapple, medicine, opposedCheck, release, skill } from './grapple.js';
import { drag, jump, mount, dismount, move, teleport } from './movement.js';
import { activeFoes, type Scene } from './scene.js';
import { type StrikeResult, strike } from './strike.js';

/** Readies the reactions a plan scripts (Block) for this round; the rest of the turn is `playTurn`. */
export function readyReactions(f: RpgFighter, plan: PlannedTurn | undefined): void {
    // Only a Shieldkind blocks; a loop rather than `some` with a closure (every fighter, every round).
    if (!plan || !f.model.tags.includes('shieldkind')) return;
    for (const a of plan.actions) if (a.action === 'block') f.blockReady = true;
}

// Events are built in place under `log.enabled` on a turn's path: a closure capturing the fighter or
// the action would cost every turn (or action) a context even with the log off.

export function playTurn(scene: Scene, f: RpgFighter, plan: PlannedTurn | undefined): void {
    if (scene.log.enabled) scene.log.add({ kind: 'phase', name: `${f.id}'s turn (initiative ${f.initiative ?? '—'})` });
    f.avert = undefined;
    startTurn(scene, f);
    const left = turnSlots(f.conditions.has('dazed'));
    for (const action of plan?.actions ?? NO_ACTIONS) {
        if (f.status !== 'active' || !hasActiveFoe(scene, f)) break;
        const slot = slotOf(action);
        if (slot === 'reaction') continue;
        if (!spendSlot(left, slot)) {
            if (scene.log.enabled)
                scene.log.add({
                    kind: 'note',
                    text: `${f.id} has no ${slot} action left for ${action.action}${slot === 'minor' && f.conditions.has('dazed') ? ' (dazed)' : ''}.`,
                });
            continue;
        }
        act(scene, f, action);
    }
    // A fresh list only when aims were left: an empty one serves as it is.
    if (f.aims.length) f.aims = [];
    f.assail = false;
}

/** A turn without actions (shared, never changed). */
const NO_ACTIONS: readonly PlannedAction[] = [];

/** Whether `f` has a foe still up (a loop: asked before every action of every turn). */
function hasActiveFoe(scene: Scene, f: RpgFighter): boolean {
    for (const o of scene.fighters) if (o.side !== f.side && o.status === 'active') return true;
    return false;
}

/** The hit points tactics weigh a target by. */
const hpOf = (o: RpgFighter) => o.hp;

/** An action's line in the log, for a kept log. */
function say(scene: Scene, f: RpgFighter, action: PlannedAction, text: string): void {
    scene.log.add({ kind: 'action', actor: f.id, action: action.action, text });
}

/** A line at someone down happens as nothing, and the log says why. */
function cannot(scene: Scene, f: RpgFighter, action: PlannedAction, target: RpgFighter): void {
    if (scene.log.enabled) scene.log.add({ kind: 'note', text: `${f.id} cannot ${action.action} ${target.id}: it is ${target.status}.` });
}

function act(scene: Scene, f: RpgFighter, action: PlannedAction): void {
    if (action.isAttack) {
        attackAction(scene, f, action);
        return;
    }
    const target = action.targets[0] ? scene.byId(action.targets[0]) : undefined;
    switch (action.action) {
        case 'aim':
            f.aims.push(plainDie(scene.options.aimDie));
            if (scene.log.enabled) say(scene, f, action, `${f.id} aims (minor): a d${scene.options.aimDie} aim die on its next attack roll.`);
            return;
        case 'avert':
            f.avert = scene.round;
            if (scene.log.enabled)
                say(scene, f, action, `${f.id} averts (minor): a d${scene.options.avertDie} block die against the next attack on it.`);
            return;
        case 'assail':
            f.assail = true;
            if (scene.log.enabled) say(scene, f, action, `${f.id} assails (minor): one more damage mod on its next damage roll.`);
            return;
        case 'move':
            move(scene, f, action.destination);
            return;
        case 'jump':
            jump(scene, f, action.destination, action.modifiers.includes('standing'));
            return;
        case 'teleport':
            teleport(scene, f, action.destination);
            return;
        case 'dismount':
            dismount(scene, f, 'it gets off');
            return;
        case 'escape':
            escapeGrapple(scene, f);
            return;
    }
    if (!target) return;
    if (target.status === 'dead') {
        cannot(scene, f, action, target);
        return;
    }
    switch (action.action) {
        case 'mount':
            mount(scene, f, target);
            return;
        case 'drag':
            drag(scene, f, target, action.destination);
            return;
        case 'release':
            release(scene, f, target);
            return;
        case 'medicine':
            medicine(scene, f, target);
            return;
    }
    if (target.status !== 'active') {
        cannot(scene, f, action, target);
        return;
    }
    if (action.action === 'grapple') grapple(scene, f, target, action.parts?.[target.id]);
    else if (action.action === 'shove') shove(scene, f, target, action);
}

/** Shove (major): Athletics against Athletics / Acrobatics; beaten, the target is pushed (into the second target named, if any). */
function shove(scene: Scene, f: RpgFighter, target: RpgFighter, action: PlannedAction): void {
    const shoved = opposedCheck(
        scene,
        { f, bonus: skill(f, 'athletics'), what: `Athletics to shove ${target.id}` },
        { f: target, bonus: escapeSkill(target), what: 'resist the shove' },
        (mine, theirs) => mine > theirs,
    );
    if (!shoved.won) return;
    const mine = shoved.first;
    const into = action.targets[1] ? scene.byId(action.targets[1]) : undefined;
    forcedMovement(scene, f, target, {
        feet: Number(action.modifierValues?.push ?? 10),
        toward: action.destination,
        into: into?.status === 'active' ? into : undefined,
        roll: { kind: 'check', total: mine },
    });
}

/** The targets an attack line strikes, one per roll: everyone in the zone of an area attack, else as listed (Multiattack repeats one). */
function targetsOf(scene: Scene, f: RpgFighter, attack: AttackModel, action: PlannedAction): readonly (string | undefined)[] {
    if (action.area)
        return scene.field.occupants(
            action.area,
            scene.fighters.filter(o => o.id !== f.id && o.status === 'active').map(o => o.id),
        );
    if (action.modifiers.includes('collide')) return [action.targets[0]];
    const listed = action.targets;
    const rolls = attack.tags.includes('area') ? listed.length : Math.max(1, attack.stats.multiattack ?? 1);
    return listed.length === rolls ? listed : new Array<string | undefined>(rolls).fill(listed[0]);
}

function attackAction(scene: Scene, f: RpgFighter, action: PlannedAction): void {
    const attack = attackNamed(f, action.action);
    if (!attack) return;
    const cooldown = attack.stats.cooldown ?? 0;
    if (cooldown && !cooldownReady(f.lastUsed.get(attack.name), scene.round, cooldown)) {
        if (scene.log.enabled)
            scene.log.add({ kind: 'note', text: `${attack.name} is cooling down (Cooldown ${cooldown}); ${f.id} cannot use it this round.` });
        return;
    }
    if (scene.uses.remaining(f.id, attack) <= 0) {
        if (scene.log.enabled)
            scene.log.add({ kind: 'note', text: `${f.id} has no uses of ${attack.name} left (uses ${attack.uses?.count} per ${attack.uses?.per}).` });
        return;
    }
    const into = action.modifiers.includes('collide') && action.targets[1] ? scene.byId(action.targets[1]) : undefined;
    // The results are kept only for an attack with limited uses (the only reader); the others count strikes.
    const results: StrikeResult[] | undefined = attack.uses ? [] : undefined;
    let strikes = 0;
    const ids = targetsOf(scene, f, attack, action);
    if (action.area && ids.length === 0 && scene.log.enabled)
        scene.log.add({ kind: 'note', text: `${f.id}'s ${attack.name} finds nobody in ${action.area}.` });
    // Healing, and an effect that removes unconsciousness, reach an unconscious creature too (they may
    // bring it back); nothing else strikes the fallen.
    const revives = reachesTheFallen(attack);
    for (const id of ids) {
        let target = id ? scene.byId(id) : undefined;
        if (target && !reachable(target, revives) && scene.byTactics(f)) target = pickTarget('attack_weakest', activeFoes(scene, f), scene.rng, hpOf);
        if (!target || !reachable(target, revives)) {
            if (scene.log.enabled)
                scene.log.add({ kind: 'note', text: `${f.id}'s ${attack.name} has no standing target${id ? ` (${id} is down)` : ''}.` });
            continue;
        }
        const result = strike(scene, f, attack, target, action, into?.status === 'active' ? into : undefined);
        strikes++;
        results?.push(result);
    }
    if (strikes) f.lastUsed.set(attack.name, scene.round);
    if (!results || strikes === 0) return;
    if (limitedUseSpent(results, attack.tags.includes('damage_on_miss') || attack.tags.includes('effect_on_miss'))) scene.uses.spend(f.id, attack);
    else if (scene.log.enabled) scene.log.add({ kind: 'note', text: `${attack.name} failed entirely: the use is not spent.` });
}

// Loops rather than `find` / `some` with closures: every attack line of every turn asks.

/** The attack of `f` named `name`, if any. */
function attackNamed(f: RpgFighter, name: string): AttackModel | undefined {
    for (const a of f.model.attacks) if (a.name === name) return a;
    return undefined;
}

/** Whether an attack heals or removes unconsciousness (it then reaches the unconscious too). */
function reachesTheFallen(attack: AttackModel): boolean {
    for (const e of attack.effects ?? NO_EFFECTS) if (e.kind === 'heal' || (e.kind === 'remove' && e.conditions.includes('unconscious'))) return true;
    return false;
}

const NO_EFFECTS: readonly EffectModel[] = [];

/** Whether a strike reaches `t`: up, or unconscious for an attack that may bring it back. */
function reachable(t: RpgFighter | undefined, revives: boolean): boolean {
    return t?.status === 'active' || (revives && t?.status === 'unconscious');
}
