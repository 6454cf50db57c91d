/**
 * Reach, range and line of effect on the map, checked where the script makes them certain: an
 * attack whose attacker and target stand where the encounter put them — neither has moved in an
 * earlier round nor moves in this one (a movement of its turn, a charge, or tactics that may move
 * it) — is a warning when it cannot be made: out of reach (`rise-out-of-reach`), or at a target in
 * a zone with full cover from outside it (`rise-no-line-of-effect`). The engine plays the fight and
 * loses that action with the same words, so the warning says it where the line is written. Where
 * either may have moved, the engine decides when the turn comes.
 * Source: 003_66faa831a56df10d.txt §Melee Strike, §Projectile Strike, §Thrown Strike, §Cover; the
 * rules are rules/reach-and-range.ts and rules/attack-situation.ts.
 */
import { zoneDistances } from '../../../engine/battlefield.js';
import type { Report, StaticEncounter, StaticTurn } from '../../ruleset.js';
import { walkSettled } from '../../settled.js';
import { coverBlocks } from '../rules/attack-situation.js';
import { economyOf } from '../rules/combat-time.js';
import { rangeVerdict, reachOf } from '../rules/reach-and-range.js';

type Action = StaticTurn['actions'][number];

/** Whether an action may change where its actor stands: a movement, or a charge (it moves, then strikes). */
function moves(action: Action): boolean {
    return action.action === 'charge' || economyOf(action) === 'movement';
}

export function checkRiseReach(enc: StaticEncounter, report: Report): void {
    const layout = enc.layout ?? [];
    if (layout.length === 0) return;
    const distances = zoneDistances(layout);
    const zoneOf = new Map(enc.instances.map(i => [i.id, i.zone]));
    const coverOf = new Map(layout.map(z => [z.name, z.features.cover]));
    /** Feet between two zones (placed nowhere: 0, next to everyone). */
    const between = (a: string | undefined, b: string | undefined) =>
        a === undefined || b === undefined ? 0 : (distances.get(a)?.get(b) ?? Number.POSITIVE_INFINITY);
    walkSettled(enc, moves, ({ turns, still }) => {
        for (const turn of turns) {
            if (!still(turn.actorId)) continue;
            const from = zoneOf.get(turn.actorId);
            for (const action of turn.actions) {
                const attack = action.isAttack && action.area === undefined ? turn.actor.attacks.find(a => a.name === action.action) : undefined;
                if (!attack) continue;
                for (const target of action.targets) {
                    if (!still(target)) continue;
                    const at = zoneOf.get(target);
                    const feet = between(from, at);
                    if (rangeVerdict(reachOf(attack), feet) === 'out-of-reach')
                        report(cannot(turn, action, 'rise-out-of-reach', `${target} stands ${feet} ft away, out of its reach`));
                    else if (from !== undefined && at !== undefined && from !== at && coverBlocks(coverOf.get(at)))
                        report(
                            cannot(
                                turn,
                                action,
                                'rise-no-line-of-effect',
                                `${target} is in ${at}, whose full cover leaves no line of effect from outside it`,
                            ),
                        );
                }
            }
        }
    });
}

function cannot(turn: StaticTurn, action: Action, code: string, why: string): Parameters<Report>[0] {
    return {
        code,
        severity: 'warning',
        at: action.at,
        message: `${turn.actorId}'s ${action.action} cannot be made in round ${turn.round}: ${why}, and neither has moved: the action is lost. Move first (\`move to <zone>\`).`,
    };
}
