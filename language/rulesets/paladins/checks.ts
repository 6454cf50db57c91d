/**
 * Paladins static checks, the entry points the Ruleset wires: one stat block, one attack, one
 * scripted turn (with the refusals of rules not modelled yet), and the whole script — checks across
 * rounds (stamina accounting, exposure, surprise, reactions that meet no attack) are in
 * checks/script-checks.ts and checks/stamina.ts.
 * Source: 002_508f9552a4514e32.txt §Types, §Stamina Actions, §Dual Wielding, §Concentration.
 */
import type { CombatantModel } from '../../engine/model.js';
import type { Report, StaticAttack, StaticCombatant, StaticEncounter, StaticTurn } from '../ruleset.js';
import { checkPaladinsMovement, checkPaladinsRefusedActions, checkPaladinsZones } from './checks/not-modelled.js';
import { checkPaladinsScript } from './checks/script-checks.js';
import { targetLimit } from './rules/dual-wielding.js';
import { canOpportunityAttack, MAX_MOVES, wieldsShield } from './rules/stamina-actions.js';
import { economyOf } from './rules/types.js';
import { ABILITY_SCORES, CHARACTER_SCORE_RANGE, INFLICTABLE } from './schema.js';

const SCORES: ReadonlySet<string> = new Set(ABILITY_SCORES);

/** Every check of one scripted turn: its economy, then the rules not modelled yet (moves to a zone, medicine, flee). */
export function checkPaladinsTurn(turn: StaticTurn, report: Report): void {
    checkTurnEconomy(turn, report);
    checkPaladinsMovement(turn, report);
    checkPaladinsRefusedActions(turn, report);
}

/** Every check across the script, then zones that would matter. */
export function checkPaladinsEncounter(encounter: StaticEncounter, report: Report): void {
    checkPaladinsScript(encounter, report);
    checkPaladinsZones(encounter, report);
}

/** Ability scores outside −2..+5: an error for a character, a warning for a creature (monsters may exceed it). */
export function checkPaladinsCombatant(c: StaticCombatant, report: Report): void {
    const { min, max } = CHARACTER_SCORE_RANGE;
    for (const stat of c.own) {
        if (!SCORES.has(stat.name) || (stat.value >= min && stat.value <= max)) continue;
        const character = c.model.kind === 'character';
        report({
            code: 'paladins-score-range',
            severity: character ? 'error' : 'warning',
            at: stat.at,
            message: character
                ? `${c.model.name} is a character: ${stat.name} ${stat.value} is outside the ability score range ${min}..+${max}.`
                : `${stat.name} ${stat.value} is beyond the characters' range ${min}..+${max}; fine for a monster, but check it.`,
        });
    }
}

/** An attack's tags and stats that contradict each other. */
export function checkPaladinsAttack(attack: StaticAttack, _owner: CombatantModel, report: Report): void {
    const { model } = attack;
    const at = attack.at;
    if (at === undefined) return;
    if (model.tags.includes('STA') && model.tags.includes('WIL')) {
        report({
            code: 'paladins-two-pools',
            severity: 'error',
            at,
            message: `${model.name} is tagged both STA and WIL; an attack's damage comes off one pool.`,
        });
    }
    if (model.stats.concentration && !model.stats.bleeding && !model.stats.burning && !INFLICTABLE.some(c => model.tags.includes(c))) {
        report({
            code: 'paladins-concentration-holds-nothing',
            severity: 'warning',
            at,
            message: `${model.name} needs concentration but inflicts no condition for it to hold; give it a condition tag (prone, dazed, ...) or drop the concentration stat.`,
        });
    }
}

/**
 * One scripted turn against the turn economy: at most two moves, rest alone, one reaction a round,
 * a shield for the shield reaction, a melee weapon for an opportunity attack, one target per
 * attack (two for a dual-wielded one).
 */
function checkTurnEconomy(turn: StaticTurn, report: Report): void {
    const { actorId, round } = turn;
    let moves = 0;
    let reactions = 0;
    const rests = turn.actions.some(a => a.action === 'rest');
    for (const action of turn.actions) {
        const economy = economyOf(action);
        if (economy === 'move' && ++moves > MAX_MOVES) {
            report({
                code: 'paladins-third-move',
                severity: 'error',
                at: action.at,
                message: `${actorId} already took two move actions in round ${round}; a third is not allowed, even for STA.`,
            });
        }
        if (rests && (economy === 'standard' || economy === 'move')) {
            report({
                code: 'paladins-rest-alone',
                severity: 'error',
                at: action.at,
                message: `${actorId} rests in round ${round}: a resting combatant takes only free actions, so ${action.action} cannot happen.`,
            });
        }
        if (economy === 'reaction' && ++reactions > 1) {
            report({
                code: 'paladins-second-reaction',
                severity: 'error',
                at: action.at,
                message: `${actorId} already has a reaction in round ${round}; a combatant reacts once a round.`,
            });
        }
        if (action.action === 'shield' && !action.isAttack && !wieldsShield(turn.actor.stats)) {
            report({
                code: 'paladins-no-shield',
                severity: 'error',
                at: action.at,
                message: `${actorId} wields no shield (its shield stat is 0), so it cannot use the shield reaction.`,
            });
        }
        if (action.action === 'opportunity_attack' && !action.isAttack && action.weapon) {
            const weapon = turn.actor.attacks.find(a => a.name === action.weapon);
            if (weapon && !canOpportunityAttack(weapon)) {
                report({
                    code: 'paladins-opportunity-not-melee',
                    severity: 'error',
                    at: action.at,
                    message: `An opportunity attack needs a melee weapon; ${action.weapon} is not tagged melee.`,
                });
            }
        }
        if (action.isAttack) {
            const attack = turn.actor.attacks.find(a => a.name === action.action);
            const limit = attack ? targetLimit(attack) : 1;
            if (limit === 1 && action.targets.length > 1) {
                report({
                    code: 'paladins-one-target',
                    severity: 'error',
                    at: action.at,
                    message: `${action.action} attacks one target; only a dual-wielded weapon (tag dual) can split between two.`,
                });
            } else if (action.targets.length > limit) {
                report({
                    code: 'paladins-dual-targets',
                    severity: 'error',
                    at: action.at,
                    message: `Dual wielding rolls against at most two targets (one die each).`,
                });
            }
        }
    }
}
