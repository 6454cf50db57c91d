/**
 * Vaxia's static checks: what the schema cannot say, each concern in `checks/`. Every problem is a
 * coded diagnostic (`vaxia-…`), never a crash. Source: 004_941aee309a07cd38.txt, the sections each
 * check cites.
 */
import type { CombatantModel } from '../../engine/model.js';
import type { Report, StaticAttack, StaticCombatant, StaticEncounter, StaticTurn } from '../ruleset.js';
import { checkAttackDamage, checkAttackRoll, checkAttackTraits } from './checks/attack.js';
import { checkEffects } from './checks/effects.js';
import { checkMoves } from './checks/moves.js';
import { checkHardcoreStat, checkNoResistances, checkStatScale } from './checks/combatant.js';
import { checkDefenseRealms, checkResists } from './checks/defenses.js';
import { checkAttackVs, checkModifiers, checkNotModelledActions, checkNotModelledScene } from './checks/not-modelled.js';
import { checkPostPenalties, checkSeveralTargets } from './checks/penalty.js';
import { scriptOf } from './checks/script.js';
import { checkMendTargets, checkMetamagic } from './checks/support.js';
import { checkBoarding, checkCrews, checkVehicleActions } from './checks/vehicles.js';
import { vaxiaOptions } from './options.js';

/** Stats on the scale; no damage resistances; a stay-conscious stat the seed offers. */
export function checkVaxiaCombatant(c: StaticCombatant, report: Report): void {
    checkStatScale(c, report);
    checkNoResistances(c, report);
    checkHardcoreStat(c, report);
}

/** A roll stated; a two-stat `vs`; traits of one realm; no damage formula; effects Vaxia can last and rule. */
export function checkVaxiaAttack(attack: StaticAttack, _owner: CombatantModel, report: Report): void {
    checkAttackRoll(attack, report);
    checkAttackVs(attack, report);
    checkAttackTraits(attack, report);
    checkAttackDamage(attack, report);
    checkEffects(attack, report);
}

/** What a vehicle may do; what is not ruled; a move names its zone; modifiers that mean nothing where written; one target an attack. */
export function checkVaxiaTurn(turn: StaticTurn, report: Report): void {
    checkVehicleActions(turn, report);
    checkMoves(turn, report);
    checkNotModelledActions(turn, report);
    checkModifiers(turn, report);
    checkSeveralTargets(turn, report);
}

/** Across the script: what is not ruled (cover, surprise), riders (where they stand, who steps off or leaps out) and crews, defenses of the wrong realm, mights under the post's penalty, metamagic (legacy only, on a spell), heal and repair targets. */
export function checkVaxiaEncounter(e: StaticEncounter, report: Report): void {
    const options = vaxiaOptions(e.options ?? {});
    const script = scriptOf(e, options);
    checkNotModelledScene(e, report);
    checkPostPenalties(script, report);
    checkBoarding(e, script, report);
    checkCrews(script, report);
    checkDefenseRealms(script, options, report);
    checkResists(script, options, report);
    checkMetamagic(script, options, report);
    checkMendTargets(script, report);
}
