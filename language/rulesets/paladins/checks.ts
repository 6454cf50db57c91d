/**
 * Paladins static checks, the entry points the Ruleset wires: one stat block, one attack, one
 * scripted turn (with the refusals of rules not modelled yet), and the whole script — checks across
 * rounds (stamina accounting, exposure, surprise, reactions that meet no attack) are in
 * checks/script-checks.ts and checks/stamina.ts.
 * Source: 002_508f9552a4514e32.txt §Types, §Stamina Actions, §Dual Wielding, §Concentration.
 */
import type { CombatantModel } from '../../engine/model.js';
import type { Report, StaticAttack, StaticCombatant, StaticEncounter, StaticTurn } from '../ruleset.js';
import { checkPaladinsInflictedConditions, checkPaladinsStartingConditions } from './checks/conditions.js';
import { checkPaladinsAttackNotModelled, checkPaladinsZones } from './checks/not-modelled.js';
import { checkPaladinsDestination, checkPaladinsPositions } from './checks/positions.js';
import { checkPaladinsScript } from './checks/script-checks.js';
import { ATTACK_DEFENSES, defFromArmor } from './rules/attacks.js';
import { targetLimit } from './rules/dual-wielding.js';
import { inflictsAny, NOT_INFLICTABLE } from './rules/inflicted.js';
import { canOpportunityAttack, isAttackAction, MAX_MOVES, standardActionNeeds, wieldsShield } from './rules/stamina-actions.js';
import { economyOf } from './rules/types.js';
import { ABILITY_SCORES, CHARACTER_SCORE_RANGE } from './schema.js';

const SCORES: ReadonlySet<string> = new Set(ABILITY_SCORES);

/** Every check of one scripted turn: its economy, and `to <zone>` only where something moves. */
export function checkPaladinsTurn(turn: StaticTurn, report: Report): void {
    checkTurnEconomy(turn, report);
    for (const action of turn.actions) checkPaladinsDestination(action, report);
}

/**
 * Every check across the script, the starting conditions the seed's rules cannot take, then the
 * zone features the seed has no rule for, then reach and range on the map.
 */
export function checkPaladinsEncounter(encounter: StaticEncounter, report: Report): void {
    checkPaladinsScript(encounter, report);
    checkPaladinsStartingConditions(encounter, report);
    checkPaladinsZones(encounter, report);
    checkPaladinsPositions(encounter, report);
}

/** Ability scores outside −2..+5 (an error for a character, a warning for a creature: monsters may exceed it); armor under an inherited DEF. */
export function checkPaladinsCombatant(c: StaticCombatant, report: Report): void {
    checkInheritedDef(c, report);
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

/**
 * DEF is armor + shield only where no DEF is written (docs §Stats): a DEF written by the template a
 * combatant extends is its DEF too, so armor or shield it writes itself do not change what attacks
 * subtract. Said where the armor is written, with the DEF that counts.
 */
function checkInheritedDef(c: StaticCombatant, report: Report): void {
    if (c.own.some(s => s.name === 'DEF')) return;
    const written = c.own.find(s => s.name === 'armor' || s.name === 'shield');
    if (!written) return;
    const def = c.model.stats.DEF ?? 0;
    const derived = defFromArmor(c.model.stats);
    if (def === derived) return;
    report({
        code: 'paladins-inherited-def',
        severity: 'warning',
        at: written.at,
        message: `${c.model.name} has DEF ${def} from the combatant it extends: that is the DEF attacks subtract, not armor + shield (${derived}), which only counts where no DEF is written. Write \`DEF ${derived}\` in ${c.model.name} if its armor should count.`,
    });
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
    for (const effect of model.effects ?? []) {
        if (effect.kind === 'inflict' && (NOT_INFLICTABLE as readonly string[]).includes(effect.condition.name))
            report({
                code: 'paladins-not-inflictable',
                severity: 'error',
                at,
                message: `${model.name} inflicts ${effect.condition.name}, which only HEA at 0 or less gives (§Health Damage); inflict unconscious, or deal damage.`,
            });
    }
    for (const defense of model.defenses)
        if (!ATTACK_DEFENSES.includes(defense))
            report({
                code: 'paladins-not-a-defense',
                severity: 'error',
                at,
                message: `${model.name} goes against ${defense}, which is part of DEF (armor + shield), not a defense of its own: an attack goes against DEF (armor + shield) or FOC. Write \`vs DEF\`.`,
            });
    checkPaladinsAttackNotModelled(model, at, report);
    checkPaladinsInflictedConditions(model, at, report);
    if (model.stats.concentration && !inflictsAny(model)) {
        report({
            code: 'paladins-concentration-holds-nothing',
            severity: 'warning',
            at,
            message: `${model.name} needs concentration but inflicts no condition for it to hold; give it a condition tag (prone, dazed, ...) or drop the concentration stat.`,
        });
    }
}

/**
 * One scripted turn against the turn economy: at most two moves, one standard action besides bought
 * attacks, rest alone, one reaction a round, a shield for the shield reaction, a melee weapon for an
 * opportunity attack, one target per attack (two for a dual-wielded one).
 */
function checkTurnEconomy(turn: StaticTurn, report: Report): void {
    const { actorId, round } = turn;
    let moves = 0;
    let standards = 0;
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
        if (economy === 'standard') {
            const attack = action.isAttack ? turn.actor.attacks.find(a => a.name === action.action) : undefined;
            if (standardActionNeeds(standards++, isAttackAction(attack)) === 'refused')
                report({
                    code: 'paladins-one-standard',
                    severity: 'error',
                    at: action.at,
                    message: `${actorId} already has a standard action in round ${round}: ${action.action} deals no damage, and only attack actions can be bought with STA.`,
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
                    message: `Dual wielding rolls against at most two targets (one weapon's roll each).`,
                });
            } else if (action.targets.length === 2 && action.targets[0] === action.targets[1]) {
                // §Dual Wielding: the two rolls go to two targets, or combine into one roll against one.
                report({
                    code: 'paladins-dual-targets',
                    severity: 'error',
                    at: action.at,
                    message: `${action.action} names ${action.targets[0]} twice: dual wielding splits its two rolls between two different targets, or combines both into one roll against one target. Write \`${action.action} -> ${action.targets[0]}\` for the combined roll.`,
                });
            }
        }
    }
}
