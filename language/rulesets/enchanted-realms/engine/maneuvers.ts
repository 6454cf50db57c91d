/**
 * Maneuvers that are not plain pool attacks: shoving and tripping, thrown effect items, sneak attacks
 * and getting the drop. (Grappling and shackling: grapple.ts; weapon negation: negation.ts.)
 * Seed: 001_66230f9a082df360.txt §Shoving and Tripping, §Throwing Items, §Sneak Attacks,
 * §Getting The Drop.
 */
import { recordText } from '../../../engine/roll-text.js';
import type { AttackModel, PlannedAction } from '../../../engine/model.js';
import { dropDamage, dropDC } from '../rules/getting-the-drop.js';
import { shoveModifiers, shoveOutcome } from '../rules/shoving-and-tripping.js';
import { sneakApproach, sneakAttackDice } from '../rules/sneak-attacks.js';
import { THROWN_ITEMS, throwItem } from '../rules/throwing-items.js';
import { type ErFighter, modOf, statOf } from './fighter.js';
import { dealDamage } from './harm.js';
import { push } from './movement.js';
import { diceRecord } from './records.js';
import { adjustmentsOf, inflict, lift } from './restrictions.js';
import { bodyCompetition, fighterFeat } from './saves.js';
import { canReact, keeps, react } from './reactions.js';
import { adjacent, note, type Scene } from './scene.js';
import { categoryDamage, strike, strikeSetup } from './strike.js';
import { hasSkill, isRanged, sneakWeapon } from './weapons.js';

/** The DC of the second Perception check when no `with stealth n` says (assumption). */
const DEFAULT_STEALTH_DC = 15;

const wrestler = (f: ErFighter) => ({ size: statOf(f.model, 'size'), prone: f.conditions.has('prone') });

/** A shove (5 ft away) or a trip (prone): Strength d12 competitions with their own table. */
export function shoveOrTrip(scene: Scene, actor: ErFighter, victim: ErFighter, kind: 'shove' | 'trip', action: PlannedAction): void {
    const table = shoveModifiers(wrestler(actor), wrestler(victim), { slick: action.modifiers.includes('slick') });
    if (!table.ok) {
        scene.log.add({ kind: 'action', actor: actor.id, action: kind, target: victim.id, text: `${actor.id}: ${table.diagnostic.message}` });
        return;
    }
    if (!adjacent(scene, actor, victim)) {
        note(scene, actor, kind, `cannot reach ${victim.id}`, victim.id);
        return;
    }
    const c = bodyCompetition(
        scene,
        { f: actor, modifier: modOf(actor.model, 'strength', scene.options) + table.value.grappler },
        { f: victim, modifier: modOf(victim.model, 'strength', scene.options) + table.value.victim },
        `${kind} ${victim.id}`,
        table.value.rows,
    );
    if (c.winner !== 'attacker') return;
    const outcome = shoveOutcome(kind);
    if (outcome.prone) inflict(scene, victim, { name: 'prone' }, 'tripped');
    if (outcome.pushFeet > 0) push(scene, actor, victim, outcome.pushFeet);
}

/** A thrown effect item (`throw_item -> X with acid_splash`): raw faces against AC, then the item's damage. */
export function throwEffectItem(scene: Scene, actor: ErFighter, victim: ErFighter, action: PlannedAction): void {
    const item = THROWN_ITEMS.find(i => action.modifiers.includes(i.name)) ?? THROWN_ITEMS[0];
    const t = throwItem(scene.rng, item, victim.model.stats.ac ?? 0, {
        rangedFighting: hasSkill(actor.model, 'ranged'),
        hurling: hasSkill(actor.model, 'hurling'),
    });
    // The throw's d20s in the line (an action's rolls are not printed apart).
    scene.log.add(() => {
        const thrown = diceRecord(`${t.faces.length}d20`, 20, t.faces);
        return {
            kind: 'action',
            actor: actor.id,
            action: `throw ${item.name}`,
            target: victim.id,
            text: `${actor.id}'s ${item.name} (${recordText(thrown)}) ${t.contact ? `makes contact (${item.note})` : 'misses'}`,
            rolls: [thrown],
        };
    });
    if (!t.contact || !item.damage) return;
    const attack: AttackModel = { name: item.name, defenses: [], traits: [], tags: [], stats: {}, category: item.category };
    dealDamage(scene, actor, victim, categoryDamage(scene, t.damage, attack, victim), { terms: [{ value: t.damage, label: item.name }] });
}

/**
 * A sneak attack (or getting the drop): only against an unaware victim; closing to melee lets it make
 * a second Perception feat against the stealth DC, which removes the sneak die. An aware victim
 * gets an ordinary attack.
 */
export function sneakAttack(scene: Scene, actor: ErFighter, victim: ErFighter, attack: AttackModel, action: PlannedAction, hold: boolean): void {
    const ordinary = (why: string) => {
        scene.log.add({ kind: 'action', actor: actor.id, action: action.action, target: victim.id, text: `${actor.id}: ${why}; an ordinary attack` });
        strike(scene, actor, victim, attack, { modifiers: action.modifiers, modifierValues: action.modifierValues });
    };
    const unaware = scene.surprised(victim) || adjustmentsOf(scene, victim).unaware;
    if (!unaware) {
        ordinary(`${victim.id} is aware`);
        return;
    }
    const plain = strikeSetup(scene, actor, victim, attack, { modifiers: action.modifiers, modifierValues: action.modifierValues });
    const allowed = sneakAttackDice(plain.skillDice, { weapon: sneakWeapon(attack), attackerDisadvantaged: plain.disadvantaged });
    if (!allowed.ok) {
        ordinary(allowed.diagnostic.message);
        return;
    }
    if (!isRanged(attack)) {
        const approach = sneakApproach(actor.movedFeet, statOf(actor.model, 'movement'));
        if (!approach.ok) {
            ordinary(approach.diagnostic.message);
            return;
        }
        actor.stealthy = true;
    }
    let sneakDie = true;
    // A sleeper still gets the check (at −3 to wake); one that cannot act otherwise does not.
    const asleep = victim.conditions.has('asleep');
    if (!isRanged(attack) && victim.status === 'active' && (asleep || !adjustmentsOf(scene, victim).noActions)) {
        const dc = Number(action.modifierValues?.stealth ?? DEFAULT_STEALTH_DC) || DEFAULT_STEALTH_DC;
        const check = fighterFeat(scene, victim, 'perception', dc, 'second Perception check as the sneak closes in');
        sneakDie = !check.success;
        if (check.success && asleep) lift(scene, victim, 'asleep', 'wakes as the sneak closes in');
    }
    strike(scene, actor, victim, attack, {
        modifiers: action.modifiers,
        modifierValues: action.modifierValues,
        sneak: { sneakDie },
        hold,
        label: hold ? 'getting the drop' : 'sneak attack',
    });
}

/**
 * The held damage by reaction (§Getting The Drop): every holder with a drop over `victim` that may
 * still react (a reaction left, none kept for something else, no restriction or defence against it)
 * deals it now — when the victim resists (its turn holds a line of its own) or someone moves to help it.
 */
export function dropReaction(scene: Scene, victim: ErFighter, why: () => string): void {
    if (!victim.heldOver) return;
    for (const holder of scene.fighters) {
        if (holder.drop?.target !== victim.id || holder.status !== 'active' || victim.status !== 'active') continue;
        if (!canReact(scene, holder) || !keeps(holder, 'get_the_drop', victim)) continue;
        react(scene, holder);
        if (scene.log.enabled) note(scene, holder, 'get_the_drop', ` lets the held blow fall by reaction: ${why()}`, victim.id);
        deliverDrop(scene, holder);
    }
}

/**
 * Someone moved: a holder whose victim it came to help — it now stands next to the victim or the
 * holder, on the victim's side — deals the held damage by reaction (§Getting The Drop).
 */
export function dropAssist(scene: Scene, mover: ErFighter): void {
    for (const holder of scene.fighters) {
        const drop = holder.drop;
        if (!drop || drop.target === mover.id) continue;
        const victim = scene.byId(drop.target);
        if (victim.side !== mover.side || !(adjacent(scene, mover, victim) || adjacent(scene, mover, holder))) continue;
        dropReaction(scene, victim, () => `${mover.id} moves to help ${victim.id}`);
    }
}

/** Deals damage held over a victim: it makes a Str/Agi feat at DC 20 − 1 per round after (min 14) to halve it. */
export function deliverDrop(scene: Scene, actor: ErFighter): boolean {
    const drop = actor.drop;
    if (!drop) return false;
    actor.drop = undefined;
    const victim = scene.byId(drop.target);
    if (victim.status !== 'active') return false;
    const better = modOf(victim.model, 'strength', scene.options) >= modOf(victim.model, 'agility', scene.options) ? 'strength' : 'agility';
    const dc = dropDC(Math.max(0, scene.round - drop.round - 1));
    const save = fighterFeat(scene, victim, better, dc, 'feat against the held blow', {
        vantage: victim.model.tags.includes('foul_play') ? 'advantage' : undefined,
    });
    const damage = dropDamage(drop.damage, save.success);
    dealDamage(scene, actor, victim, damage, {
        terms: [{ value: damage, label: save.success ? 'held damage, halved' : 'held damage' }],
        sneak: true,
    });
    return true;
}
