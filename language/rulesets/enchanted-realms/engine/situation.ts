/**
 * The situation of one pool attack, turned into the core's PoolAttackSpec: the target's AC with
 * cover, to-hit penalties, advantage and disadvantage from every source, whether crits are granted.
 * Shared by the engine and by hovers (which know no conditions, so they pass none).
 * Seed: 001_66230f9a082df360.txt §The Attack, §Critical Hits, §Defending, §Cover, §Obscurement,
 * §Sneak Attacks, §Restrictions in Combat.
 */
import type { AttackModel, CombatantModel } from '../../../engine/model.js';
import { modOf } from './fighter.js';
import { damageScore, isRanged, isSavage, isThrown, sneakWeapon } from './weapons.js';
import type { ErOptions } from '../options.js';
import { type Cover, coveredAC, coverOf } from '../rules/cover.js';
import { critsAllowed } from '../rules/critical-hits.js';
import { concealmentPenalty, obscurementToHit } from '../rules/obscurement.js';
import { combineRestrictions } from '../rules/restrictions-in-combat.js';
import { BOUND_NAMES } from '../rules/restrictions-table.js';
import { sneakAttackDice } from '../rules/sneak-attacks.js';
import { type PoolAttackSpec, SKILL_DICE_CAP } from '../rules/the-attack.js';
import { combineVantage } from '../rules/vantage.js';

/** No modifiers, no restrictions (shared, never written to: a situation usually has none). */
const NONE: readonly string[] = [];

/** The restrictions named for a note: `prone and blind`. */
const restricted = (names: readonly string[] = []) => names.join(' and ') || 'restricted';

/** Everything around an attack beyond the two stat blocks. All optional: hovers pass none. */
interface Situation {
    /** Dice for this target (a share of a split pool); default: the attack's whole pool. */
    readonly dice?: number;
    readonly attackerConditions?: readonly string[];
    readonly targetConditions?: readonly string[];
    /** The target took the defend action and sees the attack coming. */
    readonly targetDefending?: boolean;
    /** `with` modifiers of the scripted action, and their values. */
    readonly modifiers?: readonly string[];
    readonly modifierValues?: Readonly<Record<string, string>>;
    /** The cover of the target's zone against this attacker (`cover half`, `three_quarters`, `full`): none from inside that zone. */
    readonly cover?: string;
    /** The concealment of the target's zone (`concealment light` −2, `heavy` −5). */
    readonly concealment?: string;
    /** A sneak attack: +1 advantage die (unless already at advantage) and +1 sneak die unless lost. */
    readonly sneak?: { readonly sneakDie: boolean };
}

export interface AttackSetup {
    readonly spec: PoolAttackSpec;
    /** Skill dice from the stat block (after a share), before vantage and sneak dice. */
    readonly skillDice: number;
    /** Some source puts the attacker at disadvantage (before any advantage cancels it). */
    readonly disadvantaged: boolean;
    /** The cover the target has against this attack (none for melee). */
    readonly cover: Cover;
    /** Words for the log: what changed the roll. */
    readonly notes: readonly string[];
}

/**
 * The spec of `attack` by `attacker` against `target` in `situation`. Skill dice are capped at 5
 * unless the attack is tagged `exceeds_cap` (static checks report the excess). Crits are granted by
 * the `crits` tag (a ranged weapon also needs `ranged_crits`); any disadvantage removes them, also
 * when advantage cancels its die in the pool (§Critical Hits: an attacker at disadvantage never crits on a
 * natural 20 unless a rule about crits says otherwise). A paralyzed target's crit is such a rule of
 * its own (§Restrictions in Combat) and stays.
 */
export function attackSetup(
    attack: AttackModel,
    attacker: CombatantModel,
    target: CombatantModel,
    options: ErOptions,
    situation: Situation = {},
    stated = 0,
): AttackSetup {
    const mods = situation.modifiers ?? NONE;
    const notes: string[] = [];
    const ranged = isRanged(attack);
    // Bound limbs do not hold natural weapons: a tail or a bite keeps its pool (§Shackling).
    const ownNames = situation.attackerConditions ?? NONE;
    const own = combineRestrictions(isSavage(attack) ? ownNames.filter(n => !BOUND_NAMES.has(n)) : ownNames);
    const against = combineRestrictions(situation.targetConditions ?? NONE);
    const cap = attack.tags.includes('exceeds_cap') ? Number.POSITIVE_INFINITY : SKILL_DICE_CAP;
    const skillDice = Math.min(situation.dice ?? stated, cap);
    // Every source of advantage and of disadvantage, with its reason: they never stack, and one of each cancels.
    const ups: string[] = [];
    const downs: string[] = [];
    if (mods.includes('advantage')) ups.push('with advantage');
    if (ranged ? against.advantageAgainstRanged : against.advantageAgainstMelee) ups.push(`the target is ${restricted(situation.targetConditions)}`);
    if (mods.includes('disadvantage')) downs.push('with disadvantage');
    if (own.attacksAtDisadvantage) downs.push(`the attacker is ${restricted(ownNames)}`);
    // Under water: shooting is at disadvantage, melee too without a swimming speed of 20 ft (§Restrictions in Combat).
    if (own.underwater && (ranged ? !isThrown(attack) : (attacker.stats.swim ?? 0) < 20)) downs.push('under water');
    if (against.disadvantageAgainst || (ranged && against.disadvantageAgainstRanged))
        downs.push(`the target is ${restricted(situation.targetConditions)}`);
    if (situation.targetDefending) downs.push('the target is defending');
    let advantage = ups.length > 0;
    const disadvantage = downs.length > 0;
    if (ups.length) notes.push(`advantage (${[...new Set(ups)].join(', ')})`);
    if (downs.length) notes.push(`disadvantage (${[...new Set(downs)].join(', ')})`);
    let pool = skillDice;
    if (situation.sneak) {
        // The caller checked the sneak is allowed (rules/sneak-attacks.ts); the advantage die is not gained twice.
        const sneak = sneakAttackDice(skillDice, {
            weapon: sneakWeapon(attack),
            attackerDisadvantaged: disadvantage,
            melee: !ranged,
            secondPerceptionMade: !situation.sneak.sneakDie,
        });
        if (sneak.ok) {
            advantage = true;
            pool = sneak.value.pool;
        }
    }
    const vantage = combineVantage(advantage, disadvantage);
    const coverLevel: Cover = ranged ? coverOf(situation.cover, mods) : 'none';
    const ac = coveredAC(target.stats.ac ?? 0, coverLevel, ranged);
    if (coverLevel !== 'none') notes.push(ac.ok ? `${coverLevel} cover` : 'full cover: it cannot be struck');
    const obscured = Number(situation.modifierValues?.obscured ?? 0) || 0;
    const concealed = concealmentPenalty(situation.concealment);
    const toHit = obscurementToHit((attack.stats.to_hit ?? 0) - own.toHitPenalty - against.penaltyAgainst, Math.max(obscured, concealed));
    if (attack.stats.to_hit) notes.push(`${attack.stats.to_hit > 0 ? '+' : '−'}${Math.abs(attack.stats.to_hit)} per die (to_hit)`);
    if (own.toHitPenalty) notes.push(`−${own.toHitPenalty} per die (the attacker is ${restricted(ownNames)})`);
    if (against.penaltyAgainst) notes.push(`−${against.penaltyAgainst} per die (the target is ${restricted(situation.targetConditions)})`);
    if (Math.max(obscured, concealed))
        notes.push(`−${Math.max(obscured, concealed)} per die (${obscured >= concealed ? 'obscured' : 'concealment'})`);
    const granted = critsAllowed({ granted: attack.tags.includes('crits'), ranged, rangedGrant: attack.tags.includes('ranged_crits') });
    // A ranged weapon claiming crits without a grant is a static error; in play it does not crit.
    // An attacker at disadvantage never turns a natural 20 into a crit (§Critical Hits), also when
    // advantage cancels the die disadvantage took: advantage is no rule about crits.
    const crits = granted.ok && granted.value && !disadvantage;
    if (granted.ok && granted.value && disadvantage && advantage)
        notes.push('no crits: the attacker is at disadvantage (advantage gives back its die, not its crits)');
    const spec: PoolAttackSpec = {
        pool,
        ac: ac.ok ? ac.value : (target.stats.ac ?? 0),
        unstruck: !ac.ok,
        toHit,
        damageModifier: modOf(attacker, damageScore(attack), options),
        weaponWeight: attack.stats.weight ?? 0,
        vantage,
        crits,
        critOnAnyHit: against.critOnHit,
        onlyCritDamage: against.onlyCritDamage,
        vantageDamage: options.vantageDamage,
    };
    return { spec, skillDice, disadvantaged: disadvantage, cover: coverLevel, notes };
}
