/**
 * Rise's static checks, the entry points the Ruleset wires: a scripted turn's action economy, its
 * strikes (charge, offhand strike, several targets, subdual, awareness marks), movements and
 * maneuvers; an attack's dice off the ladder and its words (checks/effects.ts); the encounter's
 * scene (checks/scene.ts) and a surprised side acting.
 * Source: 003_66faa831a56df10d.txt §Actions, §Phases, §Minor Actions, §Strikes, §Secondary Strike
 * Targets, §Charge, §Offhand Strike, §Subdual Damage, §Awareness and Surprise, §Dice Pools.
 */
import { parseDiceToken } from '../../engine/dice.js';
import type { AttackModel, CombatantModel } from '../../engine/model.js';
import type { Report, StaticAttack, StaticEncounter, StaticTurn } from '../ruleset.js';
import { checkAttackWords } from './checks/effects.js';
import { checkProneFlyers } from './checks/flight.js';
import { ATTACK_MANEUVERS, checkMovementAndManeuvers } from './checks/movement.js';
import { checkHazardAmounts, checkStartingConditions, checkZoneLevels } from './checks/scene.js';
import { checkSurprisedActions } from './checks/surprise.js';
import { checkRecoverSpent, checkUnconsciousActs } from './checks/spent.js';
import { checkRiseReach } from './checks/reach.js';
import { AWARENESS_MODIFIERS } from './rules/awareness-and-surprise.js';
import { economyOf, roundFits } from './rules/combat-time.js';
import { RISE_LADDER } from './rules/dice-pools.js';
import { OFFHAND_MIN_DEXTERITY, offhandHasStrike } from './rules/special-combat-abilities.js';
import { isStrike, takesSeveralTargets } from './rules/strikes.js';

type Action = StaticTurn['actions'][number];

/**
 * Every check of one scripted turn: rules not modelled, then action by action its strike's own rules
 * and the action economy (one movement in the movement phase; in the action phase one standard and
 * one minor action, where the standard may be traded for a movement or a second, different, minor
 * action).
 */
export function checkRiseTurn(turn: StaticTurn, report: Report): void {
    const counts = { movements: 0, standards: 0, minors: 0 };
    const onceARound = new Set<string>();
    const struckWith: AttackModel[] = [];
    for (const action of turn.actions) {
        const economy = economyOf(action);
        if (economy === 'movement') counts.movements++;
        if (economy === 'standard') counts.standards++;
        if (economy === 'minor') counts.minors++;
        // §Minor Actions, §Free Actions: the same minor or free action only once a round.
        if (economy === 'minor' || economy === 'free') {
            if (onceARound.has(action.action))
                report({
                    code: `rise-${economy}-repeated`,
                    severity: 'error',
                    at: action.at,
                    message: `${turn.actorId} uses the ${economy} action ${action.action} twice in round ${turn.round}; Rise allows the same ${economy} action only once a round.`,
                });
            onceARound.add(action.action);
        }
        const weapon = weaponOf(turn, action);
        checkStrike(action, weapon, report);
        checkMovementAndManeuvers(turn, action, weapon, report);
        if (action.action === 'offhand_strike') checkOffhandStrike(turn, action, weapon, struckWith, report);
        if (weapon && (action.isAttack || action.action === 'charge') && isStrike(action, weapon)) struckWith.push(weapon);
        if (economy !== 'free' && !roundFits(counts))
            report({
                code: 'rise-action-economy',
                severity: 'error',
                at: action.at,
                message: `${turn.actorId} has no room for ${action.action} in round ${turn.round}: a Rise round allows one movement in the movement phase, then one standard and one minor action (the standard may be traded for a movement or another minor action).`,
            });
    }
}

/**
 * The encounter's checks: zone levels, hazard amounts, starting conditions, a surprised side or an
 * unconscious combatant scripted to act in round 1, a second recover in one fight, attacks the
 * map makes impossible (checks/reach.ts), and lines that would knock a flyer prone (checks/flight.ts).
 */
export function checkRiseEncounter(encounter: StaticEncounter, report: Report): void {
    checkZoneLevels(encounter, report);
    checkHazardAmounts(encounter, report);
    checkStartingConditions(encounter, report);
    checkSurprisedActions(encounter, report);
    checkUnconsciousActs(encounter, report);
    checkRecoverSpent(encounter, report);
    checkRiseReach(encounter, report);
    checkProneFlyers(encounter, report);
}

/** A charge ends in a melee strike; one target unless the attack takes several; subdual and awareness marks only where they apply. */
function checkStrike(action: Action, weapon: AttackModel | undefined, report: Report): void {
    if (action.action === 'charge' && weapon && (!isStrike(action, weapon) || weapon.tags.includes('projectile')))
        report({
            code: 'rise-charge-not-strike',
            severity: 'error',
            at: action.at,
            message: `A charge ends in a melee strike (§Charge); ${weapon.name} is ${weapon.tags.includes('magical') ? 'a spell (magical)' : 'a projectile weapon'}.`,
        });
    // Dice shares (`-> A x1, B x1`) split an attack by construction; Rise itself has none.
    if (weapon && action.targets.length > 1 && !action.shares && !takesSeveralTargets(weapon))
        report({
            code: 'rise-one-target',
            severity: 'error',
            at: action.at,
            message: `${weapon.name} attacks one target; several targets need a sweeping weapon or a multi-target ability (tag sweeping or multi_target, §Secondary Strike Targets).`,
        });
    if (action.modifiers.includes('subdual') && !(weapon && isStrike(action, weapon)))
        report({
            code: 'rise-subdual-not-strike',
            severity: 'error',
            at: action.at,
            message: `Only a strike can be made subdual by choice (§Subdual Damage); ${action.action} is not a strike${weapon?.tags.includes('magical') ? ' (a magical attack is a spell)' : ''}.`,
        });
    const awareness = action.modifiers.filter(m => AWARENESS_MODIFIERS.includes(m));
    if (awareness.length > 1 || (awareness.length > 0 && !weapon && !ATTACK_MANEUVERS.has(action.action)))
        report({
            code: 'rise-unaware-modifier',
            severity: 'error',
            at: action.at,
            message:
                awareness.length > 1
                    ? 'A target is either unaware or partially unaware of an attack, not both (§Awareness and Surprise): keep one of the two modifiers.'
                    : `${awareness[0]} describes a defender of an attack (§Awareness and Surprise); ${action.action} is not an attack.`,
        });
}

/** An offhand strike needs an earlier strike with a different weapon, a weapon that is no shield, and dexterity 1. */
function checkOffhandStrike(
    turn: StaticTurn,
    action: Action,
    weapon: AttackModel | undefined,
    struckWith: readonly AttackModel[],
    report: Report,
): void {
    if (!offhandHasStrike(struckWith, weapon))
        report({
            code: 'rise-offhand-without-strike',
            severity: 'error',
            at: action.at,
            message: struckWith.length
                ? `An offhand strike needs a strike with a different weapon earlier in the phase; ${turn.actorId} already struck with ${weapon?.name ?? 'it'}.`
                : 'An offhand strike needs a strike made earlier in the same turn by a standard action. A spell is not a strike.',
        });
    if (weapon?.tags.includes('shield'))
        report({
            code: 'rise-offhand-shield',
            severity: 'error',
            at: action.at,
            message: `${turn.actorId} cannot make an offhand strike with a shield (${weapon.name}).`,
        });
    if ((turn.actor.stats.dexterity ?? 0) < OFFHAND_MIN_DEXTERITY)
        report({
            code: 'rise-offhand-dexterity',
            severity: 'error',
            at: action.at,
            message: `${turn.actorId} needs dexterity ${OFFHAND_MIN_DEXTERITY} or more for an offhand strike (it has ${turn.actor.stats.dexterity ?? 0}).`,
        });
}

/** The attack an action strikes with: the attack itself, or the one named by `using`. */
function weaponOf(turn: StaticTurn, action: Action): AttackModel | undefined {
    const name = action.isAttack ? action.action : action.weapon;
    return name === undefined ? undefined : turn.actor.attacks.find(a => a.name === name);
}

/** An attack's words Rise refuses (checks/effects.ts), and damage pools off the dice ladder (they cannot take increments faithfully). */
export function checkRiseAttack(attack: StaticAttack, _owner: CombatantModel, report: Report): void {
    checkAttackWords(attack, report);
    if (!attack.diceToken || attack.diceAt === undefined) return;
    const parsed = parseDiceToken(attack.diceToken);
    if (!('term' in parsed) || parsed.term.modifiers.length > 0) return;
    const { count, sides } = parsed.term;
    if (count <= 0 || sides <= 0 || RISE_LADDER.indexOf(count, sides) !== undefined) return;
    const nearest = RISE_LADDER.format(RISE_LADDER.step(RISE_LADDER.nearestIndex(count, sides)));
    report({
        code: 'rise-dice-off-ladder',
        severity: 'warning',
        at: attack.diceAt,
        message: `${attack.diceToken} is not a step of Rise's dice ladder, so dice increments (Strength, Willpower, +1d) cannot move it; the nearest step is ${nearest}.`,
        fix: { title: `Use ${nearest}`, newText: nearest },
    });
}
