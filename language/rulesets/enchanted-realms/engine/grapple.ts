/**
 * Wrestling: grappling and escaping (with a savage defender's incidental damage), slamming a held
 * victim, and shackling one. (Dragging is movement, movement.ts.)
 * Seed: 001_66230f9a082df360.txt §Grappling, §Uncommon Conditions, §Shackling.
 */
import { recordFaces } from '../../../engine/log.js';
import type { AttackModel, PlannedAction } from '../../../engine/model.js';
import { grappleModifiers, slamReach } from '../rules/grappling.js';
import { shackleActions } from '../rules/shackling.js';
import { savageIncidental } from '../rules/uncommon-conditions.js';
import type { CompetitionResult } from '../rules/saves.js';
import { type ErFighter, modOf, statOf } from './fighter.js';
import { applyEffects } from './effects.js';
import { POOL_HITS } from './records.js';
import { dealDamage, releaseHold } from './harm.js';
import { charmedBy, inflict, restrictionsOf } from './restrictions.js';
import { bodyCompetition } from './saves.js';
import { adjacent, note, type Scene } from './scene.js';
import { categoryDamage } from './strike.js';
import { isSavage, poolOf } from './weapons.js';

/** The better of Strength and Agility modifiers: grappling lets each side choose. Seed §Grappling. */
const wrestling = (scene: Scene, f: ErFighter) => Math.max(modOf(f.model, 'strength', scene.options), modOf(f.model, 'agility', scene.options));
const wrestler = (f: ErFighter) => ({ size: statOf(f.model, 'size'), speed: statOf(f.model, 'movement'), prone: f.conditions.has('prone') });

/** Its usable savage-form strike: claws before a bite (any other natural weapon after), a pool to strike with. */
function savageStrike(f: ErFighter): AttackModel | undefined {
    const natural = f.model.attacks.filter(a => isSavage(a) && poolOf(a) > 0);
    return natural.find(a => /claw/i.test(a.name)) ?? natural.find(a => !/bite/i.test(a.name)) ?? natural[0];
}

/**
 * A savage defender in a grapple competition hurts the one wrestling it: a raw 8 or more on its d12
 * deals 1 point of its natural weapon's damage, a raw 12 also delivers the weapon's other effects
 * (poison…). Not when the other side has savage form too. Seed §Uncommon Conditions.
 */
function incidental(scene: Scene, defender: ErFighter, other: ErFighter, c: CompetitionResult): void {
    const claw = savageStrike(defender);
    if (!claw || savageStrike(other) || c.rounds.length === 0) return;
    const raw = c.rounds[c.rounds.length - 1].defender;
    const hurt = savageIncidental(raw);
    if (!hurt.damage) return;
    note(scene, defender, claw.name, `'s ${claw.name} catches ${other.id} in the struggle (raw ${raw})`, other.id);
    dealDamage(scene, defender, other, categoryDamage(scene, hurt.damage, claw, other), {
        terms: [{ value: hurt.damage, label: `${claw.name}, incidental` }],
    });
    if (hurt.delivers && other.status === 'active')
        applyEffects(scene, defender, other, { ...claw, effects: (claw.effects ?? []).filter(e => e.kind === 'inflict') });
}

/**
 * A grapple: d12 + the better of Str/Agi modifier + the table, each side; winning holds the victim.
 * A savage victim's incidental damage comes first, and the new hold asks no feat for it.
 */
export function grapple(scene: Scene, actor: ErFighter, victim: ErFighter, action: PlannedAction): void {
    if (!adjacent(scene, actor, victim)) {
        note(scene, actor, 'grapple', `cannot reach ${victim.id} to grapple it`, victim.id);
        return;
    }
    const table = grappleModifiers(wrestler(actor), wrestler(victim), { slick: action.modifiers.includes('slick') });
    const c = bodyCompetition(
        scene,
        { f: actor, modifier: wrestling(scene, actor) + table.grappler },
        { f: victim, modifier: wrestling(scene, victim) + table.victim },
        `grapple ${victim.id}`,
        table.rows,
    );
    incidental(scene, victim, actor, c);
    if (c.winner !== 'attacker' || actor.status !== 'active') return;
    if (actor.grappling && actor.grappling !== victim.id) releaseHold(scene, actor, `${actor.id} takes another hold`);
    actor.grappleRound = scene.round;
    inflict(scene, victim, { name: 'grappled', source: actor.id }, `held by ${actor.id}`);
}

/**
 * Escaping a hold: the same table (slick ground included), a bigger escaper taking the size bonus.
 * A savage escaper that loses still hurts its holder, who then makes the feat to keep its hold.
 */
export function escapeHold(scene: Scene, actor: ErFighter, action: PlannedAction): void {
    const holder = actor.grappledBy ? scene.byId(actor.grappledBy) : undefined;
    if (!holder) {
        note(scene, actor, 'escape', 'is no longer held: nothing to escape');
        return;
    }
    const table = grappleModifiers(wrestler(holder), wrestler(actor), { escaping: true, slick: action.modifiers.includes('slick') });
    // The escaper is the attacking side of this competition, the holder defends its hold.
    const c = bodyCompetition(
        scene,
        { f: actor, modifier: wrestling(scene, actor) + table.victim },
        { f: holder, modifier: wrestling(scene, holder) + table.grappler },
        `escape ${holder.id}'s hold`,
        table.rows,
    );
    if (c.winner === 'attacker') releaseHold(scene, holder, 'breaks free');
    // A savage escaper's raw die is the attacking side's here.
    incidental(scene, actor, holder, {
        ...c,
        rounds: c.rounds.map(r => ({ attacker: r.defender, defender: r.attacker, attackerFaces: r.defenderFaces, defenderFaces: r.attackerFaces })),
    });
}

/**
 * A slam: a grappler two sizes larger, having held its victim since before this turn, hurls it down
 * for its Strength modifier in blunt damage and lets it go; a grappler of ten feet or more (size 5,
 * assumption) may hurl it into a second target next to it, a one-d20 hurling attack against that
 * target's AC dealing the same. Seed §Grappling, §Uncommon Conditions.
 */
export function slam(scene: Scene, actor: ErFighter, action: PlannedAction): void {
    const victim = actor.grappling ? scene.byId(actor.grappling) : undefined;
    if (!victim || victim.id !== action.targets[0]) {
        note(scene, actor, 'slam', `does not hold ${action.targets[0] ?? 'anyone'}`);
        return;
    }
    const reach = slamReach(statOf(actor.model, 'size'), statOf(victim.model, 'size'));
    if (!reach.ok) {
        note(scene, actor, 'slam', `cannot slam ${victim.id}: ${reach.diagnostic.message}`, victim.id);
        return;
    }
    const damage = Math.max(0, modOf(actor.model, 'strength', scene.options));
    const blunt: AttackModel = { name: 'slam', defenses: [], traits: [], tags: [], stats: {}, category: 'blunt' };
    releaseHold(scene, actor, `slammed by ${actor.id}`);
    dealDamage(scene, actor, victim, categoryDamage(scene, damage, blunt, victim), { terms: [{ value: damage, label: 'Strength modifier (slam)' }] });
    const second = action.targets[1] ? scene.byId(action.targets[1]) : undefined;
    if (second?.status !== 'active') return;
    if (!reach.value.intoAnother || !adjacent(scene, actor, second)) {
        note(scene, actor, 'slam', `cannot hurl ${victim.id} into ${second.id}`, second.id);
        return;
    }
    const face = scene.rng.die(20);
    const ac = second.model.stats.ac ?? 0;
    const hit = face === 20 || (face !== 1 && face >= ac);
    scene.log.add({
        kind: 'attack',
        actor: actor.id,
        attack: `${victim.id} hurled (slam)`,
        target: second.id,
        rolls: [recordFaces('1d20', [{ sides: 20, value: face, kept: true, success: hit }], hit ? 1 : 0)],
        bonuses: [],
        total: hit ? 1 : 0,
        counts: POOL_HITS,
        versus: 'AC',
        defense: ac,
        outcome: hit ? 'hit' : 'miss',
    });
    if (hit)
        dealDamage(scene, actor, second, categoryDamage(scene, damage, blunt, second), {
            terms: [{ value: damage, label: 'Strength modifier (slam)' }],
        });
}

/**
 * Shackling (manacles at the ready: combatant tag `manacles`): one action binds a victim that is
 * incapacitated, paralyzed, petrified, stunned or unconscious, or one charmed by the shackler; a
 * grappled victim takes one action per hand, both by the same shackler; a free, fighting foe cannot
 * be shackled. Seed §Shackling.
 */
export function shackle(scene: Scene, actor: ErFighter, victim: ErFighter): void {
    if (!adjacent(scene, actor, victim)) {
        note(scene, actor, 'shackle', `cannot reach ${victim.id}`, victim.id);
        return;
    }
    const needed = shackleActions({
        // Brought to 0 Body (out of the fight, not dead) is as helpless as knocked out (§Shackling).
        helpless:
            victim.status === 'unconscious' ||
            restrictionsOf(scene, victim).some(r => ['incapacitated', 'paralyzed', 'petrified', 'stunned', 'unconscious'].includes(r)),
        charmedByShackler: charmedBy(victim, actor),
        grappled: victim.grappledBy !== undefined,
    });
    if (!needed.ok) {
        note(scene, actor, 'shackle', `cannot shackle ${victim.id}: ${needed.diagnostic.message}`, victim.id);
        return;
    }
    const hands = victim.shackling?.by === actor.id ? victim.shackling.hands + 1 : 1;
    if (hands < needed.value) {
        victim.shackling = { by: actor.id, hands };
        note(scene, actor, 'shackle', `manacles one of ${victim.id}'s hands (${hands} of ${needed.value})`, victim.id);
        return;
    }
    victim.shackling = undefined;
    inflict(scene, victim, { name: 'bound' }, `shackled by ${actor.id}`);
}
