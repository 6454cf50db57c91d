/**
 * An Enchanted Realms combatant during a fight: Body as the shared `hp`, the restrictions it is
 * under, its hold (grappling / grappled), its reaction bookkeeping, where it stands and what it
 * moved this round. Seed: 001_66230f9a082df360.txt §The Action, §Defending, §Grappling,
 * §Restrictions in Combat.
 */
import type { FighterSnapshot } from '../../../engine/log.js';
import type { AttackModel, CombatantModel, InstanceModel } from '../../../engine/model.js';
import type { Fighter } from '../../ruleset.js';
import { firstDiceTerm } from '../../../engine/dice-transform.js';
import type { ErOptions } from '../options.js';
import { takeReaction } from '../rules/defending.js';
import { combineRestrictions } from '../rules/restrictions-in-combat.js';
import { stealthyApproach } from '../rules/sneak-attacks.js';
import { modifierOf } from '../rules/touch-based-effects.js';

const NONE: readonly string[] = [];

export interface ErFighter extends Fighter {
    readonly character: boolean;
    /** Restrictions in force (prone, grappled, incapacitated…), by name. */
    readonly conditions: Set<string>;
    /** Whom it holds in a grapple, by id. */
    grappling?: string;
    /** Who holds it, by id. */
    grappledBy?: string;
    /** Round of its last reaction. */
    reactedRound?: number;
    /** Round in which it last took the defend action (it lasts until its next turn). */
    defendedRound?: number;
    /** Actions it still loses to a sneak attack's shock. */
    incapacitatedActions: number;
    /** Its zone, if the encounter has zones. */
    zone?: string;
    /** Feet of movement spent in its current turn (moves, crawling at double cost, standing up). */
    movedFeet: number;
    /** Feet actually covered in its current turn (a charge for impalement). */
    travelledFeet: number;
    /** It closed in for a melee sneak attack this turn: the round's movement is a stealthy approach. */
    stealthy: boolean;
    /** Damage held over a victim after getting the drop: dealt on its next action. */
    drop?: { readonly target: string; readonly damage: number; readonly round: number; readonly attack: string };
}

/** A fresh fighter at full Body with no restrictions. */
export function createErFighter(instance: InstanceModel): ErFighter {
    const body = instance.model.stats.body ?? 1;
    return {
        id: instance.id,
        side: instance.side,
        model: instance.model,
        hp: body,
        maxHp: body,
        status: 'active',
        character: instance.model.kind === 'character',
        conditions: new Set(),
        incapacitatedActions: 0,
        zone: instance.zone,
        movedFeet: 0,
        travelledFeet: 0,
        stealthy: false,
    };
}

/** The final state as every log format prints it: Body as hp, restrictions and holds as conditions. */
export function snapshotOf(f: ErFighter): FighterSnapshot {
    const conditions = [...f.conditions].sort();
    if (f.grappling) conditions.push(`grappling ${f.grappling}`);
    if (f.grappledBy) conditions.push(`held by ${f.grappledBy}`);
    return { id: f.id, side: f.side, status: f.status, hp: f.hp, maxHp: f.maxHp, hpName: 'Body', resources: {}, conditions };
}

/** A stat of the stat block (0 when absent). */
export function statOf(model: CombatantModel, name: string): number {
    return model.stats[name] ?? 0;
}

/** The modifier of a sub-attribute score under the run's modifier table. */
export function modOf(model: CombatantModel, score: string, options: Pick<ErOptions, 'modifierTable'>): number {
    return modifierOf(model.stats[score] ?? 2, options.modifierTable);
}

/** The d20s an attack's `roll` states (`roll skills d20` resolved to a count); 0 without a roll. */
export function poolOf(attack: AttackModel): number {
    const term = attack.roll && firstDiceTerm(attack.roll);
    return term && term.sides === 20 ? term.count : 0;
}

/** A ranged attack (tag `ranged`): cover counts, crits need a granting rule, prone targets are harder. */
export function isRanged(attack: AttackModel): boolean {
    return attack.tags.includes('ranged');
}

/** The weapon properties a sneak attack asks about (rules/sneak-attacks.ts). Seed §Sneak Attacks. */
export function sneakWeapon(attack: AttackModel) {
    return { ranged: isRanged(attack), light: attack.tags.includes('light'), reach: attack.tags.includes('reach') };
}

/**
 * What a wielder and one of its attacks bring to the impalement maneuver: a `polearm`-tagged weapon,
 * the `polearms` skill, piercing damage (or the ula), `weapon_forte` for the fourth die.
 * Seed §Impalement Maneuver.
 */
export function impalementWeapon(model: CombatantModel, weapon: AttackModel) {
    const skills = model.groups.skills ?? {};
    return {
        polearm: weapon.tags.includes('polearm'),
        polearmSkill: (skills.polearms ?? 0) > 0,
        piercing: weapon.category === 'piercing',
        ula: weapon.name.toLowerCase() === 'ula',
        weaponForte: (skills.weapon_forte ?? 0) > 0,
    };
}

/** The sub-attribute whose modifier adds to damage: `uses agility`, else Strength. Seed §The Attack. */
export function damageScore(attack: AttackModel): 'strength' | 'agility' {
    return attack.traits.includes('agility') ? 'agility' : 'strength';
}

/** The combined adjustments of every restriction the fighter is under (strongest of each). */
export function adjustmentsOf(f: ErFighter) {
    return combineRestrictions(f.conditions.size === 0 ? NONE : [...f.conditions]);
}

/** Feet of movement it has left this turn: its rate (half of it after a stealthy approach) less what it spent. */
export function movementLeft(f: ErFighter): number {
    const rate = statOf(f.model, 'movement');
    return (f.stealthy ? stealthyApproach(rate) : rate) - f.movedFeet;
}

/** Defending lasts from its action until its next turn: attacks it sees are at disadvantage. */
export function isDefending(f: ErFighter, round: number): boolean {
    return f.defendedRound !== undefined && f.defendedRound >= round - 1 && f.conditions.has('defending');
}

/** Whether it may still react this round: able to act, and the reaction economy (rules/defending.ts) allows one. */
export function canReact(f: ErFighter, round: number): boolean {
    if (f.status !== 'active' || f.incapacitatedActions > 0 || adjustmentsOf(f).noReactions) return false;
    return takeReaction(f, round).ok;
}
