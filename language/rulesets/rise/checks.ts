/**
 * Rise's static checks: the action economy of a scripted turn and damage dice off the ladder.
 * Source: 003_66faa831a56df10d.txt §Actions, §Phases, §Offhand Strike, §Dice Pools.
 */
import { parseDiceToken } from '../../engine/dice.js';
import { actionEconomy, type Report, type StaticAttack, type StaticTurn } from '../ruleset.js';
import type { AttackModel, CombatantModel } from '../../engine/model.js';
import { RISE_LADDER } from './rules/dice-pools.js';
import { RISE_ACTIONS } from './schema.js';
import { isStrike } from './engine/strike.js';
import { checkNotModelledActions } from './checks/not-modelled.js';

/**
 * One movement in the movement phase; in the action phase one standard and one minor action, where
 * the standard may be traded for a movement or a second (different) minor action.
 */
export function checkRiseTurn(turn: StaticTurn, report: Report): void {
    checkNotModelledActions(turn, report);
    let movements = 0;
    let standards = 0;
    let minors = 0;
    const minorsUsed = new Set<string>();
    const struckWith: AttackModel[] = [];
    for (const action of turn.actions) {
        const economy = actionEconomy(RISE_ACTIONS, action);
        if (economy === 'movement') movements++;
        if (economy === 'standard') standards++;
        if (economy === 'minor') {
            minors++;
            if (minorsUsed.has(action.action)) {
                report({
                    code: 'rise-minor-repeated',
                    severity: 'error',
                    at: action.at,
                    message: `${turn.actorId} uses the minor action ${action.action} twice in round ${turn.round}; Rise allows the same minor action only once a round.`,
                });
            }
            minorsUsed.add(action.action);
        }
        const weapon = weaponOf(turn, action);
        if (action.action === 'charge' && weapon && (!isStrike(action, weapon) || weapon.tags.includes('projectile')))
            report({
                code: 'rise-charge-not-strike',
                severity: 'error',
                at: action.at,
                message: `A charge ends in a melee strike (§Charge); ${weapon.name} is ${weapon.tags.includes('magical') ? 'a spell (magical)' : 'a projectile weapon'}.`,
            });
        // Dice shares (`-> A x1, B x1`) split an attack by construction; Rise itself has none.
        if (weapon && action.targets.length > 1 && !action.shares && !weapon.tags.some(t => MULTI_TARGET.includes(t)))
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
        const awareness = action.modifiers.filter(m => m === 'unaware' || m === 'partially_unaware');
        if (awareness.length > 1 || (awareness.length > 0 && !weapon))
            report({
                code: 'rise-unaware-modifier',
                severity: 'error',
                at: action.at,
                message:
                    awareness.length > 1
                        ? 'A target is either unaware or partially unaware of an attack, not both (§Awareness and Surprise): keep one of the two modifiers.'
                        : `${awareness[0]} describes a defender of an attack (§Awareness and Surprise); ${action.action} is not an attack.`,
            });
        if (action.action === 'offhand_strike') {
            if (!struckWith.some(w => w !== weapon))
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
            if ((turn.actor.stats.dexterity ?? 0) < 1)
                report({
                    code: 'rise-offhand-dexterity',
                    severity: 'error',
                    at: action.at,
                    message: `${turn.actorId} needs dexterity 1 or more for an offhand strike (it has ${turn.actor.stats.dexterity ?? 0}).`,
                });
        }
        if (weapon && (action.isAttack || action.action === 'charge') && isStrike(action, weapon)) struckWith.push(weapon);
        // Slots: movement phase takes the first movement; the standard slot takes a standard action,
        // or the second movement, or a second minor action.
        const standardSlotUses = standards + Math.max(0, movements - 1) + Math.max(0, minors - 1);
        if (economy !== 'free' && (standardSlotUses > 1 || movements > 2)) {
            report({
                code: 'rise-action-economy',
                severity: 'error',
                at: action.at,
                message: `${turn.actorId} has no room for ${action.action} in round ${turn.round}: a Rise round allows one movement in the movement phase, then one standard and one minor action (the standard may be traded for a movement or another minor action).`,
            });
        }
    }
}

/** Attack tags that let one attack roll serve several targets. */
const MULTI_TARGET = ['sweeping', 'multi_target'];

/** The attack an action strikes with: the attack itself, or the one named by `using`. */
function weaponOf(turn: StaticTurn, action: StaticTurn['actions'][number]): AttackModel | undefined {
    const name = action.isAttack ? action.action : action.weapon;
    return name === undefined ? undefined : turn.actor.attacks.find(a => a.name === name);
}

/** Damage pools that are not a step of the dice ladder cannot take increments faithfully. */
export function checkRiseAttack(attack: StaticAttack, _owner: CombatantModel, report: Report): void {
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
