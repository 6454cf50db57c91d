/**
 * Maneuvers that are not plain pool attacks: grappling and escaping, shoving and tripping, thrown
 * effect items, sneak attacks and getting the drop.
 * Seed: 001_66230f9a082df360.txt §Grappling, §Shoving and Tripping, §Throwing Items,
 * §Sneak Attacks, §Getting The Drop.
 */
import type { AttackModel, PlannedAction } from '../../../engine/model.js';
import { adjustmentsOf, type ErFighter, isDefending, isRanged, modOf, sneakWeapon, statOf } from './fighter.js';
import { dealDamage } from './harm.js';
import { diceRecord } from './records.js';
import type { Scene } from './scene.js';
import { categoryDamage, strike, strikeSetup } from './strike.js';
import { resolveDrop } from '../rules/getting-the-drop.js';
import { grappleModifiers } from '../rules/grappling.js';
import { type CompetitionResult, competition, featSave } from '../rules/saves.js';
import { shoveModifiers, shoveOutcome } from '../rules/shoving-and-tripping.js';
import { sneakApproach, sneakAttackDice } from '../rules/sneak-attacks.js';
import { THROWN_ITEMS, throwItem } from '../rules/throwing-items.js';

/** The DC of the second Perception check when no `with stealth n` says (assumption). */
const DEFAULT_STEALTH_DC = 15;

function logCompetition(scene: Scene, who: ErFighter, what: string, c: CompetitionResult, rows: readonly string[]): void {
    scene.log.add(() => ({
        kind: 'check',
        who: who.id,
        what,
        rolls: c.rounds.map((r, i) => diceRecord(`d12 pair ${i + 1}`, 12, [r.attacker, r.defender], r.attacker)),
        total: c.attackerTotal,
        needs: `beat ${c.defenderTotal}`,
        success: c.winner === 'attacker',
        note: rows.length ? rows.join('; ') : undefined,
    }));
}

/** The better of Strength and Agility modifiers: grappling lets each side choose. Seed §Grappling. */
const wrestling = (scene: Scene, f: ErFighter) => Math.max(modOf(f.model, 'strength', scene.options), modOf(f.model, 'agility', scene.options));
const wrestler = (f: ErFighter) => ({ size: statOf(f.model, 'size'), speed: statOf(f.model, 'movement'), prone: f.conditions.has('prone') });
/** Body competitions of a bound creature are at disadvantage; a defender's saves at advantage. */
const vantageOf = (scene: Scene, f: ErFighter) =>
    adjustmentsOf(f).bodySavesAtDisadvantage ? ('disadvantage' as const) : isDefending(f, scene.round) ? ('advantage' as const) : ('none' as const);

/** A grapple: d12 + the better of Str/Agi modifier + the table, each side; winning holds the victim. */
export function grapple(scene: Scene, actor: ErFighter, victim: ErFighter, action: PlannedAction): void {
    const table = grappleModifiers(wrestler(actor), wrestler(victim), { slick: action.modifiers.includes('slick') });
    const c = competition(
        scene.rng,
        { modifier: wrestling(scene, actor) + table.grappler, vantage: vantageOf(scene, actor) },
        { modifier: wrestling(scene, victim) + table.victim, vantage: vantageOf(scene, victim) },
        scene.options.ties,
    );
    logCompetition(scene, actor, `grapple ${victim.id}`, c, table.rows);
    if (c.winner !== 'attacker') return;
    actor.grappling = victim.id;
    victim.grappledBy = actor.id;
    victim.conditions.add('grappled');
    scene.log.add({ kind: 'condition', who: victim.id, condition: 'grappled', gained: true, note: `held by ${actor.id}` });
}

/** Escaping a hold: the same table (slick ground included), a bigger escaper taking the size bonus. */
export function escapeHold(scene: Scene, actor: ErFighter, action: PlannedAction): void {
    const holder = actor.grappledBy ? scene.byId(actor.grappledBy) : undefined;
    if (!holder) return;
    const table = grappleModifiers(wrestler(holder), wrestler(actor), { escaping: true, slick: action.modifiers.includes('slick') });
    const c = competition(
        scene.rng,
        { modifier: wrestling(scene, actor) + table.victim, vantage: vantageOf(scene, actor) },
        { modifier: wrestling(scene, holder) + table.grappler, vantage: vantageOf(scene, holder) },
        scene.options.ties,
    );
    logCompetition(scene, actor, `escape ${holder.id}'s hold`, c, table.rows);
    if (c.winner !== 'attacker') return;
    holder.grappling = undefined;
    actor.grappledBy = undefined;
    actor.conditions.delete('grappled');
    scene.log.add({ kind: 'condition', who: actor.id, condition: 'grappled', gained: false, note: 'breaks free' });
}

/** A shove (5 ft away) or a trip (prone): Strength d12 competitions with their own table. */
export function shoveOrTrip(scene: Scene, actor: ErFighter, victim: ErFighter, kind: 'shove' | 'trip', action: PlannedAction): void {
    const table = shoveModifiers(wrestler(actor), wrestler(victim), { slick: action.modifiers.includes('slick') });
    if (!table.ok) {
        scene.log.add({ kind: 'action', actor: actor.id, action: kind, target: victim.id, text: `${actor.id}: ${table.diagnostic.message}` });
        return;
    }
    const c = competition(
        scene.rng,
        { modifier: modOf(actor.model, 'strength', scene.options) + table.value.grappler, vantage: vantageOf(scene, actor) },
        { modifier: modOf(victim.model, 'strength', scene.options) + table.value.victim, vantage: vantageOf(scene, victim) },
        scene.options.ties,
    );
    logCompetition(scene, actor, `${kind} ${victim.id}`, c, table.value.rows);
    if (c.winner !== 'attacker') return;
    const outcome = shoveOutcome(kind);
    if (outcome.prone) {
        victim.conditions.add('prone');
        scene.log.add({ kind: 'condition', who: victim.id, condition: 'prone', gained: true, note: 'tripped' });
    }
    if (outcome.pushFeet > 0)
        scene.log.add({
            kind: 'action',
            actor: actor.id,
            action: 'shove',
            target: victim.id,
            text: `${actor.id} pushes ${victim.id} ${outcome.pushFeet} ft back`,
        });
}

/** A thrown effect item (`throw_item -> X with acid_splash`): raw faces against AC, then the item's damage. */
export function throwEffectItem(scene: Scene, actor: ErFighter, victim: ErFighter, action: PlannedAction): void {
    const item = THROWN_ITEMS.find(i => action.modifiers.includes(i.name)) ?? THROWN_ITEMS[0];
    const skills = actor.model.groups.skills ?? {};
    const t = throwItem(scene.rng, item, victim.model.stats.ac ?? 0, {
        rangedFighting: (skills.ranged ?? 0) > 0,
        hurling: (skills.hurling ?? 0) > 0,
    });
    scene.log.add({
        kind: 'action',
        actor: actor.id,
        action: `throw ${item.name}`,
        target: victim.id,
        text: t.contact ? `${actor.id}'s ${item.name} makes contact (${item.note})` : `${actor.id}'s ${item.name} misses`,
        rolls: [diceRecord(`${t.faces.length}d20`, 20, t.faces)],
    });
    if (!t.contact || !item.damage) return;
    const attack: AttackModel = { name: item.name, defenses: [], traits: [], tags: [], stats: {}, category: item.category };
    dealDamage(scene, actor, victim, categoryDamage(t.damage, attack, victim), { terms: [{ value: t.damage, label: item.name }] });
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
    const unaware = scene.unaware(victim) || victim.conditions.has('asleep') || adjustmentsOf(victim).noActions;
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
    if (!isRanged(attack) && victim.status === 'active' && !adjustmentsOf(victim).noActions) {
        const dc = Number(action.modifierValues?.stealth ?? DEFAULT_STEALTH_DC) || DEFAULT_STEALTH_DC;
        const check = featSave(scene.rng, { modifier: modOf(victim.model, 'perception', scene.options), dc });
        scene.log.add(() => ({
            kind: 'check',
            who: victim.id,
            what: 'second Perception check as the sneak closes in',
            rolls: [diceRecord('d20', 20, check.faces, check.raw)],
            total: check.total,
            needs: `DC ${dc}`,
            success: check.success,
        }));
        sneakDie = !check.success;
    }
    strike(scene, actor, victim, attack, {
        modifiers: action.modifiers,
        modifierValues: action.modifierValues,
        sneak: { sneakDie },
        hold,
        label: hold ? 'getting the drop' : 'sneak attack',
    });
}

/** Deals damage held over a victim: it makes a Str/Agi feat at DC 20 − 1 per round after (min 14) to halve it. */
export function deliverDrop(scene: Scene, actor: ErFighter): boolean {
    const drop = actor.drop;
    if (!drop) return false;
    actor.drop = undefined;
    const victim = scene.byId(drop.target);
    if (victim.status !== 'active') return false;
    const r = resolveDrop(
        scene.rng,
        drop.damage,
        { modifier: wrestling(scene, victim), foulPlay: victim.model.tags.includes('foul_play') },
        Math.max(0, scene.round - drop.round - 1),
    );
    scene.log.add(() => ({
        kind: 'check',
        who: victim.id,
        what: 'feat against the held blow',
        rolls: [diceRecord('d20', 20, r.save.faces, r.save.raw)],
        total: r.save.total,
        needs: `DC ${r.save.dc}`,
        success: r.save.success,
    }));
    dealDamage(scene, actor, victim, r.damage, {
        terms: [{ value: r.damage, label: r.save.success ? 'held damage, halved' : 'held damage' }],
        sneak: true,
    });
    return true;
}
