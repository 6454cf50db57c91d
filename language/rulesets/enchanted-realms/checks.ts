/**
 * The static checks the Ruleset wires, beyond what the schema says: each stat block's skills
 * (checks/skills.ts), each attack of a stat block (checks/attacks.ts), each scripted action
 * (checks/actions.ts), and the script as a whole (checks/script.ts: reactions, shoves, surprise;
 * checks/movement.ts: movement in feet;
 * checks/targets.ts: impalement, full cover, sneak attacks' victims). Every problem is a coded diagnostic (codes in
 * rules/checked.ts, ER_CODES) that gives the verdict the engine would: what the engine refuses is an
 * error, what it would leave unused a warning. Seed: 001_66230f9a082df360.txt.
 */
import type { CombatantModel } from '../../engine/model.js';
import type { Report, StaticAttack, StaticCombatant, StaticEncounter, StaticTurn } from '../ruleset.js';
import { checkAction, checkEconomy } from './checks/actions.js';
import { checkAttackModel, checkSkillsApply } from './checks/attacks.js';
import { walkScript } from './checks/movement.js';
import { checkPoints, checkReactions, checkShoves, checkSlams, checkStartingSaves, checkSurprisedTurns } from './checks/script.js';
import { checkStartingRestrictions, checkZoneFeatures } from './checks/restrictions.js';
import { checkTargets } from './checks/targets.js';
import { checkSkillEntries } from './checks/skills.js';
import { checkMounts } from './checks/mounts.js';

/** A stat block as a whole: what its `skills { }` holds (checks/skills.ts). */
export function checkErCombatant(combatant: StaticCombatant, report: Report): void {
    checkSkillEntries(combatant, report);
}

/** One attack of a stat block, with its dice counts from skills resolved. */
export function checkErAttack(attack: StaticAttack, owner: CombatantModel, report: Report): void {
    const resolved = owner.attacks.find(a => a.name === attack.model.name) ?? attack.model;
    checkAttackModel(resolved, attack.at, report);
    if (attack.rollCountFrom === 'skills') checkSkillsApply(resolved, owner.groups.skills ?? {}, attack.at, report);
}

/** One scripted turn, action by action. */
export function checkErTurn(turn: StaticTurn, report: Report): void {
    checkEconomy(turn, report);
    for (const action of turn.actions) checkAction(turn, action, report);
}

/** The whole script. */
export function checkErEncounter(encounter: StaticEncounter, report: Report): void {
    checkReactions(encounter, report);
    checkShoves(encounter, report);
    checkSlams(encounter, report);
    checkPoints(encounter, report);
    checkStartingSaves(encounter, report);
    checkSurprisedTurns(encounter, report);
    const walk = walkScript(encounter, report);
    checkTargets(encounter, walk, report);
    checkStartingRestrictions(encounter, walk, report);
    checkZoneFeatures(encounter, report);
    checkMounts(encounter, report);
}
