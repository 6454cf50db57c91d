/**
 * A surprised side is unaware of the fight in round 1 and takes no action in it: a script that gives
 * it one is refused with `rise-surprised-acts` (the engine would skip the action).
 * Source: 003_66faa831a56df10d.txt §Awareness and Surprise, §Surprise Attacks.
 */
import type { Report, StaticEncounter } from '../../ruleset.js';

/** Round-1 actions of combatants on a side written `surprised`. */
export function checkSurprisedActions(encounter: StaticEncounter, report: Report): void {
    if (encounter.surprised.length === 0) return;
    const sideOf = new Map(encounter.instances.map(i => [i.id, i.side]));
    for (const turn of encounter.rounds.get(1) ?? []) {
        const side = sideOf.get(turn.actorId);
        if (side === undefined || !encounter.surprised.includes(side)) continue;
        for (const action of turn.actions)
            report({
                code: 'rise-surprised-acts',
                severity: 'error',
                at: action.at,
                message: `${turn.actorId}'s side ${side} is surprised: it is unaware of the fight and takes no action in round 1 (§Surprise Attacks).`,
            });
    }
}
