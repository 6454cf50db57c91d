/**
 * Reach and range on the map, checked where the script makes them certain: an attack, an ability,
 * medicine or an area attack whose actor and target (or zone) stand where the encounter put them —
 * neither has moved in an earlier round nor moves in this one (nor could under tactics) — is an
 * error when it cannot reach (`paladins-out-of-reach`): the engine would not make it. Where either
 * may have moved, the engine decides when the turn comes and says so in the log. A shift to a zone
 * more than a square away stops on the way (`move-takes-rounds`, as for a long move).
 * Source: 002_508f9552a4514e32.txt §Types (shift), §Stamina Actions (adjacency), §Ranges; the
 * rules are rules/ranges.ts.
 */
import { zoneDistances } from '../../../engine/battlefield.js';
import type { AttackModel } from '../../../engine/model.js';
import type { Report, StaticEncounter, StaticTurn } from '../../ruleset.js';
import { walkSettled } from '../../settled.js';
import { MOVES_TO_A_ZONE } from '../rules/movement.js';
import { ADJACENT_FEET, areaReach, attackReach, FEET_PER_SQUARE, squaresText } from '../rules/ranges.js';
import { economyOf } from '../rules/types.js';

type Action = StaticTurn['actions'][number];

/** Whether an action may change where its actor stands: a move, crawl or shift toward a zone, or a flee. */
function moves(action: Action): boolean {
    return economyOf(action) === 'move' && (action.destination !== undefined || action.action === 'flee');
}

export function checkPaladinsPositions(enc: StaticEncounter, report: Report): void {
    const layout = enc.layout ?? [];
    if (layout.length === 0) return;
    const distances = zoneDistances(layout);
    const zoneOf = new Map(enc.instances.map(i => [i.id, i.zone]));
    /** Feet between two zones (placed nowhere: 0, next to everyone). */
    const between = (a: string | undefined, b: string | undefined) =>
        a === undefined || b === undefined ? 0 : (distances.get(a)?.get(b) ?? Number.POSITIVE_INFINITY);
    walkSettled(enc, moves, ({ turns, settled, still }) => {
        for (const turn of turns) {
            for (const action of turn.actions) {
                const movedBefore = turn.actions.slice(0, turn.actions.indexOf(action)).some(moves);
                if (action.action === 'shift' && action.destination !== undefined && settled(turn.actorId) && !movedBefore) {
                    const far = between(zoneOf.get(turn.actorId), action.destination);
                    if (far > FEET_PER_SQUARE)
                        report({
                            code: 'move-takes-rounds',
                            severity: 'info',
                            at: action.at,
                            message: `${turn.actorId} shifts one square (5 ft); ${action.destination} is ${far} ft away, so it stops on the way and goes on with its next movement.`,
                        });
                }
                if (!still(turn.actorId)) continue;
                const from = zoneOf.get(turn.actorId);
                const attack = action.isAttack ? turn.actor.attacks.find(a => a.name === action.action) : undefined;
                if (attack && action.area !== undefined) {
                    const far = between(from, action.area);
                    const reach = areaReach(attack);
                    if (far > reach)
                        report(
                            outOfReach(
                                turn,
                                action,
                                `${action.area} is ${squaresText(far)} away; the area of ${attack.name} reaches ${squaresText(reach)}`,
                            ),
                        );
                    continue;
                }
                const reach = attack ? attackReach(attack) : action.action === 'medicine' ? ADJACENT_FEET : undefined;
                if (reach === undefined) continue;
                for (const target of action.targets) {
                    if (!still(target)) continue;
                    const far = between(from, zoneOf.get(target));
                    if (far > reach) report(outOfReach(turn, action, `${target} stands ${squaresText(far)} away; ${reachOf(attack, reach)}`));
                }
            }
        }
    });
}

/** `to <zone>` on an action that does not move its actor toward a zone: the engine would ignore it. */
export function checkPaladinsDestination(action: Action, report: Report): void {
    if (action.destination === undefined || (!action.isAttack && MOVES_TO_A_ZONE.includes(action.action))) return;
    report({
        code: 'paladins-destination-unused',
        severity: 'error',
        at: action.at,
        message: `${action.action} goes nowhere: \`to ${action.destination}\` goes with a move, shift or crawl${action.action === 'flee' ? ' (a flee leaves the map)' : ''}. Write \`move to ${action.destination}\` as its own action.`,
    });
}

function reachOf(attack: AttackModel | undefined, reach: number): string {
    return attack ? `${attack.name} reaches ${squaresText(reach)}` : 'medicine needs an ally next to the medic (1 square)';
}

function outOfReach(turn: StaticTurn, action: Action, why: string): Parameters<Report>[0] {
    return {
        code: 'paladins-out-of-reach',
        severity: 'error',
        at: action.at,
        message: `${turn.actorId} cannot ${action.action === 'medicine' ? 'give medicine' : `use ${action.action}`} here in round ${turn.round}: ${why}, and neither has moved. Move first (\`move to <zone>\`).`,
    };
}
