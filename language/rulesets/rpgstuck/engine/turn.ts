/**
 * One combatant's turn: its planned actions under the economy (one major, one minor — none while
 * Dazed —, one move; the reaction is per round), Aim / Avert / Assail, attacks with Multiattack (X),
 * Cooldown (X) and uses per strife (not spent when every roll failed), grapples, shoves and moves.
 * Source: 000_7e14385943d7d1e7.txt §Terms and Things to Know, §Limited Use Abilities, §Aim and
 * Block Dice, §Grappling with Grappling.
 */
import type { PlannedAction, PlannedTurn } from '../../../engine/model.js';
import { pickTarget } from '../../../engine/tactics.js';
import { plainDie } from '../rules/aim-and-block-dice.js';
import { cooldownReady, slotOf, spendSlot, turnSlots } from '../rules/terms-and-things-to-know.js';
import { limitedUseSpent } from '../rules/limited-use-abilities.js';
import { has, type RpgFighter } from './fighter.js';
import { escapeGrapple, grapple, move, shove } from './maneuvers.js';
import { activeFoes, type Scene } from './scene.js';
import { strike } from './strike.js';

/** Readies the reactions a plan scripts (Block) for this round; the rest of the turn is `playTurn`. */
export function readyReactions(f: RpgFighter, plan: PlannedTurn | undefined): void {
    if (plan?.actions.some(a => a.action === 'block') && f.model.tags.includes('shieldkind')) f.blockReady = true;
}

export function playTurn(scene: Scene, f: RpgFighter, plan: PlannedTurn | undefined): void {
    scene.log.add(() => ({ kind: 'phase', name: `${f.id}'s turn (initiative ${f.initiative ?? '—'})` }));
    f.avert = undefined;
    const left = turnSlots(has(f, 'dazed'));
    for (const action of plan?.actions ?? []) {
        if (f.status !== 'active' || !activeFoes(scene, f).length) break;
        const slot = slotOf(action);
        if (slot === 'reaction') continue;
        if (!spendSlot(left, slot)) {
            scene.log.add(() => ({
                kind: 'note',
                text: `${f.id} has no ${slot} action left for ${action.action}${slot === 'minor' && has(f, 'dazed') ? ' (dazed)' : ''}.`,
            }));
            continue;
        }
        act(scene, f, action);
    }
    f.aims = [];
    f.assail = false;
}

function act(scene: Scene, f: RpgFighter, action: PlannedAction): void {
    const { log } = scene;
    if (action.isAttack) {
        attackAction(scene, f, action);
        return;
    }
    const target = action.targets[0] ? scene.byId(action.targets[0]) : undefined;
    switch (action.action) {
        case 'aim':
            f.aims.push(plainDie(scene.options.aimDie));
            log.add(() => ({
                kind: 'action',
                actor: f.id,
                action: 'aim',
                text: `${f.id} aims (minor): a d${scene.options.aimDie} aim die on its next attack roll.`,
            }));
            return;
        case 'avert':
            f.avert = scene.round;
            log.add(() => ({
                kind: 'action',
                actor: f.id,
                action: 'avert',
                text: `${f.id} averts (minor): a d${scene.options.avertDie} block die against the next attack on it.`,
            }));
            return;
        case 'assail':
            f.assail = true;
            log.add(() => ({
                kind: 'action',
                actor: f.id,
                action: 'assail',
                text: `${f.id} assails (minor): one more damage mod on its next damage roll.`,
            }));
            return;
        case 'move':
            move(scene, f, action.destination);
            return;
        case 'escape':
            escapeGrapple(scene, f);
            return;
        case 'grapple':
            if (target?.status === 'active') grapple(scene, f, target);
            return;
        case 'shove':
            if (target?.status === 'active') shove(scene, f, target, Number(action.modifierValues?.push ?? 10));
            return;
    }
}

function attackAction(scene: Scene, f: RpgFighter, action: PlannedAction): void {
    const attack = f.model.attacks.find(a => a.name === action.action);
    if (!attack) return;
    const cooldown = attack.stats.cooldown ?? 0;
    if (cooldown && !cooldownReady(f.lastUsed.get(attack.name), scene.round, cooldown)) {
        scene.log.add(() => ({ kind: 'note', text: `${attack.name} is cooling down (Cooldown ${cooldown}); ${f.id} cannot use it this round.` }));
        return;
    }
    if (f.usesLeft.get(attack.name) === 0) {
        scene.log.add(() => ({ kind: 'note', text: `${f.id} has no uses of ${attack.name} left this strife.` }));
        return;
    }
    const x = Math.max(1, attack.stats.multiattack ?? 1);
    const listed = action.targets;
    const results: ('success' | 'failed')[] = [];
    const rolls = attack.tags.includes('area') ? listed.length : x;
    for (let i = 0; i < rolls; i++) {
        const id = listed.length === rolls ? listed[i] : listed[0];
        let target = id ? scene.byId(id) : undefined;
        if (target && target.status !== 'active' && scene.byTactics(f))
            target = pickTarget('attack_weakest', activeFoes(scene, f), scene.rng, o => o.hp);
        if (target?.status !== 'active') {
            scene.log.add(() => ({ kind: 'note', text: `${f.id}'s ${attack.name} has no standing target${id ? ` (${id} is down)` : ''}.` }));
            continue;
        }
        results.push(strike(scene, f, attack, target, action) ? 'success' : 'failed');
    }
    if (results.length) f.lastUsed.set(attack.name, scene.round);
    const uses = f.usesLeft.get(attack.name);
    if (uses !== undefined && limitedUseSpent(results, attack.tags.includes('damage_on_miss') || attack.tags.includes('effect_on_miss'))) {
        f.usesLeft.set(attack.name, uses - 1);
    } else if (uses !== undefined && results.length) {
        scene.log.add(() => ({ kind: 'note', text: `${attack.name} failed entirely: the use is not spent.` }));
    }
}
