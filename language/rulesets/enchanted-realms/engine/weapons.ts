/**
 * What an attack of a stat block is, for the rules that ask: its pool, whether it is ranged,
 * thrown, a natural weapon, a spell; what it brings to a sneak attack or an impalement; its size for
 * a disarm. Read by the checks, the hovers and the engine alike.
 * Seed: 001_66230f9a082df360.txt §The Attack, §Sneak Attacks, §Impalement Maneuver,
 * §Throwing Items, §Weapon Negation, §Uncommon Conditions.
 */
import { firstDiceTerm } from '../../../engine/dice-transform.js';
import type { AttackModel, CombatantModel } from '../../../engine/model.js';

/** The d20s an attack's `roll` states (`roll skills d20` resolved to a count); 0 without a roll. */
export function poolOf(attack: AttackModel): number {
    let pool = POOLS.get(attack);
    if (pool === undefined) {
        const term = attack.roll && firstDiceTerm(attack.roll);
        pool = term && term.sides === 20 ? term.count : 0;
        POOLS.set(attack, pool);
    }
    return pool;
}

/** Pools already read, by attack (a stat block's attacks do not change during a run). */
const POOLS = new WeakMap<AttackModel, number>();

/** A ranged attack (tag `ranged`): cover counts, crits need a granting rule, prone targets are harder. */
export function isRanged(attack: AttackModel): boolean {
    return attack.tags.includes('ranged');
}

/** A weapon thrown by hand (tag `thrown`), not shot with ammunition or a mechanism. §Throwing Items, §Restrictions in Combat (bound, underwater). */
export function isThrown(attack: AttackModel): boolean {
    return attack.tags.includes('thrown');
}

/** A natural weapon of savage form (tag `savage`: claws, a bite, a tail). §Uncommon Conditions, §Shackling. */
export function isSavage(attack: AttackModel): boolean {
    return attack.tags.includes('savage');
}

/** A spell (tag `spell`): held breath and nausea stop it, its damage is its own formula. §Restrictions in Combat, §Throwing Items. */
export function isSpell(attack: AttackModel): boolean {
    return attack.tags.includes('spell');
}

/**
 * How an attack or ability reaches its target: thrown magic (the spell's d20), a touch, a pool of
 * d20s (a weapon: `roll`, or an attack without one — untrained), or nothing to roll (an ability or
 * spell that simply takes effect). §The Attack, §Throwing Items, §Touch-based Effects.
 */
export function deliveryOf(attack: AttackModel): 'thrown_magic' | 'touch' | 'pool' | 'none' {
    if (attack.tags.includes('thrown_magic')) return 'thrown_magic';
    if (attack.tags.includes('touch')) return 'touch';
    if (attack.roll || (attack.kind !== 'ability' && !isSpell(attack))) return 'pool';
    return 'none';
}

/** A weapon held in the hand: what a disarm or a lock can take and what drops with its wielder (not a natural weapon, not a spell). */
export function isHeldWeapon(attack: AttackModel): boolean {
    return !isSavage(attack) && !isSpell(attack) && deliveryOf(attack) === 'pool';
}

/** The weapon's size for resisting a disarm: light 2, medium 3, heavy 4 points of Body. §Weapon Negation. */
export function weaponSize(attack: AttackModel): 'light' | 'medium' | 'heavy' {
    if (attack.tags.includes('heavy')) return 'heavy';
    if (attack.tags.includes('light')) return 'light';
    return 'medium';
}

/** The weapon properties a sneak attack asks about (rules/sneak-attacks.ts). Seed §Sneak Attacks. */
export function sneakWeapon(attack: AttackModel) {
    return { ranged: isRanged(attack), light: attack.tags.includes('light'), reach: attack.tags.includes('reach') };
}

/**
 * What a wielder and one of its attacks bring to the impalement maneuver: a `polearm`-tagged weapon,
 * the `polearms` skill, piercing damage (or the ula), `weapon_forte` for the fourth die, the
 * `heavy` property (the glaive's) that puts its natural 18 to 20 at disadvantage.
 * Seed §Impalement Maneuver.
 */
export function impalementWeapon(model: CombatantModel, weapon: AttackModel) {
    const skills = model.groups.skills ?? {};
    return {
        polearm: weapon.tags.includes('polearm'),
        polearmSkill: (skills.polearms ?? 0) > 0,
        piercing: weapon.category === 'piercing',
        ula: isUla(weapon),
        weaponForte: (skills.weapon_forte ?? 0) > 0,
        heavy: weapon.tags.includes('heavy'),
    };
}

/**
 * The ula, by its name: the one polearm that impales without piercing damage; its own rule for the
 * maneuver is in its weapon entry, outside this chapter (checks warn `enchanted-realms-ula-rule`).
 * Seed §Impalement Maneuver.
 */
export function isUla(weapon: AttackModel): boolean {
    // A name can be missing while a file is being typed (validation runs on half-written attacks).
    return weapon.name?.toLowerCase() === 'ula';
}

/** The sub-attributes `uses` may name: the one whose modifier adds to damage. Seed §The Attack. */
export const DAMAGE_SCORES: readonly string[] = ['strength', 'agility'];

/** The sub-attribute whose modifier adds to damage: `uses agility`, else Strength. Seed §The Attack. */
export function damageScore(attack: AttackModel): 'strength' | 'agility' {
    return attack.traits.includes('agility') ? 'agility' : 'strength';
}

/**
 * Whether the stat block has a skill that grants no attack dice — dodge, rebuff, deflect_missiles,
 * weapon_lock, weapon_disarm, sleight_of_hand — written as a combatant tag (`tags dodge`), so that
 * `roll skills d20` counts only the combat skills that add dice. Seed §Critical Hits, §Weapon Negation,
 * §Touch-based Effects.
 */
export function hasTrick(model: CombatantModel, skill: string): boolean {
    return model.tags.includes(skill);
}

/** Whether the stat block has a skill (an entry of its open `skills` group above 0). */
export function hasSkill(model: CombatantModel, skill: string): boolean {
    return (model.groups.skills?.[skill] ?? 0) > 0;
}

/** Its primary melee weapon: the first held melee weapon with dice (the primary hand: flee attacks, disarms, locks). */
export function primaryMelee(model: CombatantModel): AttackModel | undefined {
    let primary = PRIMARY.get(model);
    if (primary === undefined) {
        primary = model.attacks.find(a => !isRanged(a) && isHeldWeapon(a) && poolOf(a) > 0) ?? null;
        PRIMARY.set(model, primary);
    }
    return primary ?? undefined;
}

/** Primary melee weapons already found, by stat block (null: none). */
const PRIMARY = new WeakMap<CombatantModel, AttackModel | null>();

/** Feet a melee weapon reaches: its own zone, or 10 ft with the `reach` property (assumption: two hexes, as the impalement's reach). */
export function meleeReach(attack: AttackModel): number {
    return attack.tags.includes('reach') ? 10 : 0;
}
