/**
 * Weapon negation: a weapon lock pins the foe's weapon, a disarm sends it flying. One d20 decides
 * (advantage or disadvantage: two, the better or worse); no rebuff blocks it, but the victim may
 * react — a lock with a Strength competition, a disarm by taking 2/3/4 Body and an Agility
 * competition — the attacker at advantage on the d12. A pinned weapon strikes nothing until its
 * wielder sacrifices 2 attack dice to free it; the locker keeps the lock only by sparing its hands.
 * Seed: 001_66230f9a082df360.txt §Weapon Negation.
 */
import type { AttackModel, PlannedAction } from '../../../engine/model.js';
import { grappleModifiers } from '../rules/grappling.js';
import { DISARM_RESIST_DAMAGE, FREE_PINNED_DICE } from '../rules/weapon-negation.js';
import { rollPoolAttack } from '../rules/the-attack.js';
import { dropWeapon, type ErFighter, modOf, statOf } from './fighter.js';
import { dealDamage, releaseLock } from './harm.js';
import { canReact, inHand, keeps, react } from './reactions.js';
import { POOL_HITS, poolRecord } from './records.js';
import { bodyCompetition } from './saves.js';
import { note, type Scene } from './scene.js';
import { cannotStrike, categoryDamage, strikeSetup } from './strike.js';
import { hasTrick, primaryMelee, weaponSize } from './weapons.js';

/** The single d20 of a lock or disarm against the victim's AC: vantage as any attack, no bonus beyond penalties (§Weapon Negation). Draws 1 d20 (2 under vantage). */
function negationRoll(scene: Scene, actor: ErFighter, victim: ErFighter, weapon: AttackModel, kind: string, action: PlannedAction): boolean {
    const setup = strikeSetup(scene, actor, victim, weapon, { dice: 1, modifiers: action.modifiers, modifierValues: action.modifierValues });
    const spec = {
        ...setup.spec,
        pool: 1,
        toHit: Math.min(0, setup.spec.toHit ?? 0),
        crits: false,
        damageModifier: 0,
        weaponWeight: 0,
        vantageDamage: 'none' as const,
    };
    const r = rollPoolAttack(scene.rng, spec);
    scene.log.add(() => ({
        kind: 'attack',
        actor: actor.id,
        attack: `${weapon.name} (${kind.replace('_', ' ')})`,
        target: victim.id,
        rolls: [poolRecord(`${r.dice.length}d20`, r.dice)],
        bonuses: [],
        total: r.hits,
        counts: POOL_HITS,
        versus: 'AC',
        defense: spec.ac,
        outcome: r.hits > 0 ? 'hit' : 'miss',
        note: ['a single die, no damage', ...setup.notes].join('; '),
    }));
    return r.hits > 0;
}

/** The size and ground rows of a wrestling table for a negation competition (no speed row). */
function tableFor(actor: ErFighter, victim: ErFighter, action: PlannedAction) {
    const w = (f: ErFighter) => ({ size: statOf(f.model, 'size'), prone: f.conditions.has('prone') });
    return grappleModifiers(w(actor), w(victim), { slick: action.modifiers.includes('slick') });
}

/**
 * `weapon_lock` or `weapon_disarm` against `victim`'s primary melee weapon, with the actor's weapon
 * (`using`, else its primary melee weapon) and the skill of that name. The victim resists as a
 * reaction when it may (a disarm's resistance is skipped when its Body cost would fell it, unless
 * its plan keeps its reaction to resist).
 */
export function negate(scene: Scene, actor: ErFighter, victim: ErFighter, action: PlannedAction): void {
    const kind = action.action as 'weapon_lock' | 'weapon_disarm';
    if (!hasTrick(actor.model, kind)) {
        note(scene, actor, kind, `lacks the ${kind} skill`, victim.id);
        return;
    }
    const weapon = action.weapon ? actor.model.attacks.find(a => a.name === action.weapon) : primaryMelee(actor.model);
    const theirs = primaryMelee(victim.model);
    const refused = weapon ? cannotStrike(scene, actor, victim, weapon) : 'has no melee weapon to do it with';
    if (refused || !weapon) {
        note(scene, actor, kind, refused ?? 'has no weapon', victim.id);
        return;
    }
    if (!theirs || !inHand(victim, theirs)) {
        note(scene, actor, kind, `finds no weapon in ${victim.id}'s hand`, victim.id);
        return;
    }
    if (!negationRoll(scene, actor, victim, weapon, kind, action)) return;
    // A lock landing on a locker frees the weapon it pins, whether or not the new lock holds (§Weapon Negation).
    if (kind === 'weapon_lock' && victim.locking) releaseLock(scene, victim, `${victim.id}'s own weapon is caught`);
    const table = tableFor(actor, victim, action);
    const resists =
        canReact(scene, victim) &&
        keeps(victim, 'resist', actor) &&
        (kind === 'weapon_lock' || victim.reserved?.action === 'resist' || victim.hp > DISARM_RESIST_DAMAGE[weaponSize(weapon)]);
    if (resists) {
        react(scene, victim);
        if (kind === 'weapon_disarm') {
            const cost = DISARM_RESIST_DAMAGE[weaponSize(weapon)];
            note(scene, victim, 'resist', `fights the disarm, taking ${cost} Body`, actor.id);
            dealDamage(scene, actor, victim, categoryDamage(scene, cost, weapon, victim), {
                terms: [{ value: cost, label: `resisting a ${weaponSize(weapon)} weapon` }],
            });
            if (victim.status !== 'active') return;
        }
        const score = kind === 'weapon_lock' ? 'strength' : 'agility';
        const c = bodyCompetition(
            scene,
            { f: actor, modifier: modOf(actor.model, score, scene.options) + table.grappler, edge: 'advantage' },
            { f: victim, modifier: modOf(victim.model, score, scene.options) + table.victim },
            `${score} competition: ${victim.id} resists the ${kind === 'weapon_lock' ? 'lock' : 'disarm'}`,
            ['the attacker at advantage', ...table.rows],
        );
        if (c.winner !== 'attacker') {
            note(scene, victim, 'resist', `keeps its ${theirs.name}`, actor.id);
            return;
        }
    }
    if (kind === 'weapon_disarm') {
        dropWeapon(victim, theirs.name);
        scene.log.add({
            kind: 'condition',
            who: victim.id,
            condition: `${theirs.name} on the ground`,
            gained: true,
            note: `disarmed by ${actor.id}`,
        });
        return;
    }
    if (actor.locking) releaseLock(scene, actor, `${actor.id} locks another weapon`);
    actor.locking = { victim: victim.id, attack: weapon.name };
    victim.pinned = { attack: theirs.name, by: actor.id, cost: FREE_PINNED_DICE };
    scene.log.add({ kind: 'condition', who: victim.id, condition: `${theirs.name} pinned`, gained: true, note: `by ${actor.id}'s ${weapon.name}` });
}

/**
 * An attack with a pinned weapon first frees it: 2 attack dice are sacrificed (over two turns with a
 * pool of 1); returns the dice left to strike with this turn (0: the whole action went to freeing).
 */
export function freePinned(scene: Scene, f: ErFighter, weapon: AttackModel, pool: number): number {
    const pin = f.pinned;
    if (!pin || pin.attack !== weapon.name) return pool;
    const spent = Math.min(pool, pin.cost);
    pin.cost -= spent;
    if (pin.cost > 0) {
        note(scene, f, weapon.name, `strains to free its pinned ${weapon.name} (${spent} dice spent, ${pin.cost} still to go)`);
        return 0;
    }
    releaseLock(scene, scene.byId(pin.by), `${f.id} frees it (${spent} attack dice)`);
    f.pinned = undefined;
    return pool - spent;
}
