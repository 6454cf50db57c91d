/**
 * One combatant's turn: what the start of a turn does (bleeding, breath), then its planned actions
 * under the economy (one major, one minor — none while Dazed —, one movement; the reaction is per
 * round): Aim / Avert / Assail, attacks and abilities (Multiattack (X), area attacks aimed at a zone,
 * Cooldown (X), limited uses spent only when something worked), grapples, shoves, movement.
 * Source: 000_7e14385943d7d1e7.txt §Terms and Things to Know, §Limited Use Abilities, §Aim and
 * Block Dice, §Grappling with Grappling, §Special Types of Movement, §Mounted Combat.
 */
import type { AttackModel, PlannedAction, PlannedTurn } from '../../../engine/model.js';
import { pickTarget } from '../../../engine/tactics.js';
import { plainDie } from '../rules/aim-and-block-dice.js';
import { limitedUseSpent } from '../rules/limited-use-abilities.js';
import { cooldownReady, slotOf, spendSlot, turnSlots } from '../rules/terms-and-things-to-know.js';
import { startTurn } from './conditions.js';
import type { RpgFighter } from './fighter.js';
import { forcedMovement } from './forced-movement.js';
import { escapeGrapple, escapeSkill, grapple, medicine, opposedCheck, release, skill } from './grapple.js';
import { drag, jump, mount, dismount, move, teleport } from './movement.js';
import { activeFoes, note, type Scene } from './scene.js';
import { type StrikeResult, strike } from './strike.js';

/** Readies the reactions a plan scripts (Block) for this round; the rest of the turn is `playTurn`. */
export function readyReactions(f: RpgFighter, plan: PlannedTurn | undefined): void {
    if (plan?.actions.some(a => a.action === 'block') && f.model.tags.includes('shieldkind')) f.blockReady = true;
}

export function playTurn(scene: Scene, f: RpgFighter, plan: PlannedTurn | undefined): void {
    scene.log.add(() => ({ kind: 'phase', name: `${f.id}'s turn (initiative ${f.initiative ?? '—'})` }));
    f.avert = undefined;
    startTurn(scene, f);
    const left = turnSlots(f.conditions.has('dazed'));
    for (const action of plan?.actions ?? []) {
        if (f.status !== 'active' || !activeFoes(scene, f).length) break;
        const slot = slotOf(action);
        if (slot === 'reaction') continue;
        if (!spendSlot(left, slot)) {
            note(
                scene,
                () => `${f.id} has no ${slot} action left for ${action.action}${slot === 'minor' && f.conditions.has('dazed') ? ' (dazed)' : ''}.`,
            );
            continue;
        }
        act(scene, f, action);
    }
    f.aims = [];
    f.assail = false;
}

function act(scene: Scene, f: RpgFighter, action: PlannedAction): void {
    if (action.isAttack) {
        attackAction(scene, f, action);
        return;
    }
    const target = action.targets[0] ? scene.byId(action.targets[0]) : undefined;
    const say = (text: string) => scene.log.add(() => ({ kind: 'action', actor: f.id, action: action.action, text }));
    switch (action.action) {
        case 'aim':
            f.aims.push(plainDie(scene.options.aimDie));
            say(`${f.id} aims (minor): a d${scene.options.aimDie} aim die on its next attack roll.`);
            return;
        case 'avert':
            f.avert = scene.round;
            say(`${f.id} averts (minor): a d${scene.options.avertDie} block die against the next attack on it.`);
            return;
        case 'assail':
            f.assail = true;
            say(`${f.id} assails (minor): one more damage mod on its next damage roll.`);
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
    // A line at someone down happens as nothing, and the log says why.
    const down = () => note(scene, () => `${f.id} cannot ${action.action} ${target.id}: it is ${target.status}.`);
    if (target.status === 'dead') {
        down();
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
        down();
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
    const attack = f.model.attacks.find(a => a.name === action.action);
    if (!attack) return;
    const cooldown = attack.stats.cooldown ?? 0;
    if (cooldown && !cooldownReady(f.lastUsed.get(attack.name), scene.round, cooldown)) {
        note(scene, () => `${attack.name} is cooling down (Cooldown ${cooldown}); ${f.id} cannot use it this round.`);
        return;
    }
    if (scene.uses.remaining(f.id, attack) <= 0) {
        note(scene, () => `${f.id} has no uses of ${attack.name} left (uses ${attack.uses?.count} per ${attack.uses?.per}).`);
        return;
    }
    const into = action.modifiers.includes('collide') && action.targets[1] ? scene.byId(action.targets[1]) : undefined;
    const results: StrikeResult[] = [];
    const ids = targetsOf(scene, f, attack, action);
    if (action.area && ids.length === 0) note(scene, () => `${f.id}'s ${attack.name} finds nobody in ${action.area}.`);
    // Healing reaches an unconscious creature too (it may bring it back); nothing else strikes the fallen.
    const heals = attack.effects?.some(e => e.kind === 'heal') ?? false;
    const reachable = (t: RpgFighter | undefined) => t?.status === 'active' || (heals && t?.status === 'unconscious');
    for (const id of ids) {
        let target = id ? scene.byId(id) : undefined;
        if (target && !reachable(target) && scene.byTactics(f)) target = pickTarget('attack_weakest', activeFoes(scene, f), scene.rng, o => o.hp);
        if (!target || !reachable(target)) {
            note(scene, () => `${f.id}'s ${attack.name} has no standing target${id ? ` (${id} is down)` : ''}.`);
            continue;
        }
        results.push(strike(scene, f, attack, target, action, into?.status === 'active' ? into : undefined));
    }
    if (results.length) f.lastUsed.set(attack.name, scene.round);
    if (!attack.uses || results.length === 0) return;
    if (limitedUseSpent(results, attack.tags.includes('damage_on_miss') || attack.tags.includes('effect_on_miss'))) scene.uses.spend(f.id, attack);
    else note(scene, () => `${attack.name} failed entirely: the use is not spent.`);
}
