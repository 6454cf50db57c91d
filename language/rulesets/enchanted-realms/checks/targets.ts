/**
 * Checks of scripted lines against what the engine will find when they come: an impalement needs
 * a charge (the target closing 25 ft or more and striking the wielder in melee) besides its
 * polearm; a target in full cover cannot be struck by a ranged attack from outside its zone; a
 * sneak attack needs an unaware victim; a flee attack needs a foe leaving at normal speed or faster. Built on the walk of the script (movement.ts).
 * Seed: 001_66230f9a082df360.txt §Impalement Maneuver, §Cover, §Sneak Attacks, §Flee Attack.
 */
import type { CombatantModel } from '../../../engine/model.js';
import type { Report, StaticEncounter, StaticTurn } from '../../ruleset.js';
import { impalementWeapon, isRanged } from '../engine/fighter.js';
import { ER_CODES } from '../rules/checked.js';
import { coveredAC, coverOf } from '../rules/cover.js';
import { fleeAttackDice } from '../rules/flee-attack.js';
import { impalement } from '../rules/impalement-maneuver.js';
import { isPoolAttack, weaponOf } from './actions.js';
import { type ScriptWalk, UNKNOWN } from './movement.js';

type Action = StaticTurn['actions'][number];

/** Every check of this module over the script. */
export function checkTargets(encounter: StaticEncounter, walk: ScriptWalk, report: Report): void {
    const instances = new Map(encounter.instances.map(i => [i.id, i]));
    const surprised = new Set(encounter.surprised);
    for (const [round, turns] of encounter.rounds) {
        for (const turn of turns) {
            for (const action of turn.actions) {
                if (action.action === 'flee_attack') checkFleeTrigger(turn, action, round, walk, report);
                if (action.action === 'impale') checkImpale(turn, action, round, instances.get(action.targets[0] ?? '')?.model, walk, report);
                if ((action.action === 'sneak_attack' || action.action === 'get_the_drop') && action.targets[0]) {
                    const victim = instances.get(action.targets[0]);
                    if (victim && !(round === 1 && surprised.has(victim.side)))
                        report({
                            code: ER_CODES.sneakAware,
                            severity: 'warning',
                            at: action.at,
                            message: `${victim.id} is aware in round ${round} (only a side caught by surprise is unaware, in round 1): the engine makes an ordinary attack unless it is asleep or cannot act by then.`,
                        });
                }
                const weapon = weaponOf(turn.actor, action);
                if (isPoolAttack(action) && weapon && isRanged(weapon)) {
                    for (const target of action.targets) checkFullCover(turn, action, target, round, walk, report);
                }
            }
        }
    }
}

/**
 * A scripted impalement: the wielder's polearm and skills, and — when the charger's turn is
 * scripted — its charge: a melee attack on the wielder after closing 25 ft or more that turn. A
 * charger that takes no turn that round cannot charge.
 */
function checkImpale(turn: StaticTurn, action: Action, round: number, charger: CombatantModel | undefined, walk: ScriptWalk, report: Report): void {
    const chargerId = action.targets[0];
    if (!chargerId || !charger) return;
    const poles = action.weapon ? turn.actor.attacks.filter(a => a.name === action.weapon) : turn.actor.attacks;
    // Unscripted (tactics) charges cannot be foreseen: only the polearm is checked then.
    let charge = { attackerMelee: true, closedFeet: 25 };
    const chargerTurn = walk.turnOf(chargerId, round);
    if (chargerTurn) {
        const strike = chargerTurn.find(a => {
            const weapon = weaponOf(charger, a);
            return isPoolAttack(a) && a.targets.includes(turn.actorId) && weapon !== undefined && !isRanged(weapon);
        });
        charge = { attackerMelee: strike !== undefined, closedFeet: strike ? (walk.steps.get(strike)?.travelled ?? 25) : 0 };
    } else if (!walk.actsIn(chargerId, round)) charge = { attackerMelee: false, closedFeet: 0 };
    const results = poles.map(pole => impalement({ ...impalementWeapon(turn.actor, pole), ...charge, reactionLeft: true }));
    if (results.some(r => r.ok)) return;
    const failed = results[0];
    if (failed && !failed.ok)
        report({
            code: failed.diagnostic.code,
            severity: 'error',
            at: action.at,
            message: `${turn.actorId} → ${chargerId}: ${failed.diagnostic.message}.`,
        });
}

/**
 * A scripted flee attack happens only if its target leaves at normal or rapid speed that round:
 * a target that stays, or backs away 15 ft or less, draws none. Seed §Flee Attack.
 */
function checkFleeTrigger(turn: StaticTurn, action: Action, round: number, walk: ScriptWalk, report: Report): void {
    const target = action.targets[0];
    if (!target) return;
    const travelled = walk.travelledIn(target, round);
    if (travelled === undefined || fleeAttackDice(travelled, 1) > 0) return;
    report({
        code: ER_CODES.reactionNotTriggered,
        severity: 'warning',
        at: action.at,
        message: `${target} covers ${travelled} ft in round ${round}: a flee attack needs a foe leaving at normal speed (20 ft or more), so ${turn.actorId}'s reaction never comes.`,
    });
}

/** A ranged attack from outside the zone of a target in full cover cannot strike it (friendly fire resolves the shot). */
function checkFullCover(turn: StaticTurn, action: Action, target: string, round: number, walk: ScriptWalk, report: Report): void {
    const from = walk.steps.get(action)?.zone;
    const at = walk.movesIn(target, round) ? UNKNOWN : walk.zoneAt(target, round);
    if (from === UNKNOWN || at === UNKNOWN) return;
    const zoneCover = at !== undefined && from !== at ? walk.layout.get(at)?.features.cover : undefined;
    const ac = coveredAC(0, coverOf(zoneCover, action.modifiers), true);
    if (!ac.ok)
        report({
            code: ac.diagnostic.code,
            severity: 'warning',
            at: action.at,
            message: `${target} is in full cover from ${turn.actorId}: ${ac.diagnostic.message} (the engine rolls the shot and sends it to those near ${target}).`,
        });
}
