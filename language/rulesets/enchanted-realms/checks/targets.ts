/**
 * Checks of scripted lines against what the engine will find when they come: an impalement needs
 * a charge (the target closing 25 ft or more and striking the wielder in melee) besides its
 * polearm; a target in full cover cannot be struck by a ranged attack from outside its zone; a
 * sneak attack needs an unaware victim; a flee attack needs a foe leaving at normal speed or faster. Built on the walk of the script (movement.ts).
 * Seed: 001_66230f9a082df360.txt §Impalement Maneuver, §Cover, §Sneak Attacks, §Flee Attack.
 */
import type { AttackModel, CombatantModel } from '../../../engine/model.js';
import type { Report, StaticEncounter, StaticTurn } from '../../ruleset.js';
import { deliveryOf, impalementWeapon, isRanged, isThrown, meleeReach } from '../engine/weapons.js';
import { underwaterShot } from '../rules/restrictions-in-combat.js';
import { ER_CODES } from '../rules/checked.js';
import { coveredAC, coverOf } from '../rules/cover.js';
import { fleeAttackDice } from '../rules/flee-attack.js';
import { impalement } from '../rules/impalement-maneuver.js';
import { isPoolAttack, weaponOf } from './actions.js';
import { type ScriptWalk, UNKNOWN } from './movement.js';

type Action = StaticTurn['actions'][number];

/** The restrictions that leave a victim unaware of its surroundings (§Restrictions in Combat): a sneak attack may take it. */
const UNAWARE = new Set(['asleep', 'unconscious', 'petrified']);

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
                    // Unaware: a side caught by surprise in round 1, or one that starts asleep, unconscious or petrified (while that holds).
                    const unaware = (victim?.conditions ?? []).some(c => UNAWARE.has(c.name) && (c.rounds === undefined || c.rounds >= round));
                    if (victim && !(round === 1 && surprised.has(victim.side)) && !unaware)
                        report({
                            code: ER_CODES.sneakAware,
                            severity: 'warning',
                            at: action.at,
                            message: `${victim.id} is aware in round ${round} (only a side caught by surprise is unaware, in round 1): the engine makes an ordinary attack unless it is asleep or cannot act by then.`,
                        });
                }
                const weapon = weaponOf(turn.actor, action);
                checkReach(turn, action, round, walk, report);
                if (isPoolAttack(action) && weapon && isRanged(weapon)) {
                    for (const target of action.targets) checkFullCover(turn, action, target, round, walk, report);
                    if (!isThrown(weapon))
                        for (const target of action.targets) checkUnderwaterShot(turn, action, weapon, target, round, walk, report);
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

/** Actions that need their target next to the actor (or within a reach weapon's 10 ft). */
const CLOSE = new Set(['grapple', 'shove', 'trip', 'weapon_lock', 'weapon_disarm', 'shackle', 'wake']);

/**
 * A melee line whose target the script puts out of reach when it comes: the actor's zone at that
 * point and the target's (which does not move, and is not pushed, that round) are known and farther
 * apart than the weapon reaches. The engine refuses such a strike.
 */
function checkReach(turn: StaticTurn, action: Action, round: number, walk: ScriptWalk, report: Report): void {
    const weapon = weaponOf(turn.actor, action);
    const melee = weapon
        ? (isPoolAttack(action) || action.action === 'weapon_lock' || action.action === 'weapon_disarm') &&
          !isRanged(weapon) &&
          deliveryOf(weapon) !== 'thrown_magic' &&
          deliveryOf(weapon) !== 'none'
        : CLOSE.has(action.action);
    if (!melee) return;
    const reach = weapon ? meleeReach(weapon) : 0;
    const from = walk.steps.get(action)?.zone;
    if (from === UNKNOWN || from === undefined) return;
    for (const target of action.targets) {
        if (walk.movesIn(target, round) || walk.pushedIn(target, round)) continue;
        const at = walk.zoneAt(target, round);
        if (at === UNKNOWN || at === undefined) continue;
        const feet = walk.distance(from, at);
        if (feet > reach)
            report({
                code: ER_CODES.outOfReach,
                severity: 'error',
                at: action.at,
                message: `${turn.actorId} is in ${from} and ${target} in ${at}, ${feet} ft away: ${action.isAttack ? action.action : action.action} reaches ${reach ? `${reach} ft` : 'only its own zone'}. Move first (\`move to ${at}\`).`,
            });
    }
}

/** An archery shot from a `terrain underwater` zone: straight, and within its `water_range` (rules/restrictions-in-combat.ts). */
function checkUnderwaterShot(
    turn: StaticTurn,
    action: Action,
    weapon: AttackModel,
    target: string,
    round: number,
    walk: ScriptWalk,
    report: Report,
): void {
    const from = walk.steps.get(action)?.zone;
    const at = walk.movesIn(target, round) || walk.pushedIn(target, round) ? UNKNOWN : walk.zoneAt(target, round);
    if (from === UNKNOWN || from === undefined || at === UNKNOWN || at === undefined) return;
    if (walk.layout.get(from)?.features.terrain !== 'underwater') return;
    const shot = underwaterShot({
        sameZone: from === at,
        joined: walk.layout.get(from)?.distances[at] !== undefined,
        feet: walk.distance(from, at),
        waterRange: weapon.stats.water_range ?? 0,
    });
    if (!shot.ok)
        report({
            code: shot.diagnostic.code,
            severity: 'error',
            at: action.at,
            message: `${turn.actorId} cannot shoot ${target} from ${from}: ${shot.diagnostic.message}.`,
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
