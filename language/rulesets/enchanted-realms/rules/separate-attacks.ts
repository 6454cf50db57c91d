/**
 * Two weapons on one target: with the shield-blitz skill a shield attack follows the weapon attack,
 * and with two-weapon fighting the off-hand weapon follows the first — each its own attack, rolled
 * and counted apart ("if there are two weapons on a single target … those conditions are considered
 * an individual attack"). Seed: 001_66230f9a082df360.txt §The Attack.
 * Assumption: the skills are combatant tags (`shield_blitz`, `two_weapon_fighting`; they add no
 * dice); a shield attack is an attack tagged `shield`; both attacks are melee pool attacks on the
 * same single target, the second written right after the first (`Sword -> Orc; Shield -> Orc`).
 */
import type { AttackModel, CombatantModel, PlannedAction } from '../../../engine/model.js';

/** What the turn's action and the attack after it are: the attack, and the targets named. */
interface Strike {
    readonly attack: AttackModel;
    readonly targets: readonly string[];
}

/** A weapon struck in melee with a pool: no ranged, thrown or thrown-magic attack. */
const meleePool = (a: AttackModel) =>
    a.roll !== undefined && !a.tags.includes('ranged') && !a.tags.includes('thrown') && !a.tags.includes('thrown_magic');

/**
 * The skill that lets `second` follow `first` as a separate attack on the same target in one turn, or
 * undefined: `shield_blitz` (the second is a shield), `two_weapon_fighting` (two different weapons).
 * @param tags the combatant's tags (its skills that add no dice).
 */
export function companionSkill(tags: readonly string[], first: Strike, second: Strike): 'shield_blitz' | 'two_weapon_fighting' | undefined {
    if (first.targets.length !== 1 || second.targets.length !== 1 || first.targets[0] !== second.targets[0]) return undefined;
    if (!meleePool(first.attack) || !meleePool(second.attack) || first.attack === second.attack) return undefined;
    if (tags.includes('shield_blitz') && second.attack.tags.includes('shield') && !first.attack.tags.includes('shield')) return 'shield_blitz';
    if (tags.includes('two_weapon_fighting')) return 'two_weapon_fighting';
    return undefined;
}

/**
 * Whether the planned `second` follows `first` in one turn as a separate attack on the same target
 * (`companionSkill`): both plain attacks of `actor`, neither split nor aimed at a zone. What the
 * engine plays and what `strife check` lets through.
 */
export function followsAsSeparateAttack(actor: CombatantModel, first: PlannedAction, second: PlannedAction): boolean {
    if (!first.isAttack || !second.isAttack || first.shares || second.shares || first.area || second.area) return false;
    const a = actor.attacks.find(x => x.name === first.action);
    const b = actor.attacks.find(x => x.name === second.action);
    return !!a && !!b && companionSkill(actor.tags, { attack: a, targets: first.targets }, { attack: b, targets: second.targets }) !== undefined;
}
