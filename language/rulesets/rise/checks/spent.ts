/**
 * Scripted lines the engine would lose for a reason known before the fight: a second `recover` in
 * one fight (it is usable once per short rest, and a fight has none), and any action of a combatant
 * that starts unconscious (it takes no actions until something wakes it, and nothing in a script can
 * before it acts). Each is the warning the run's note would be, said where the line is written.
 * Source: 003_66faa831a56df10d.txt §Recover, §Vital Rolls (unconscious).
 */
import type { Report, StaticEncounter } from '../../ruleset.js';

/** A second `recover` by the same combatant in one encounter's script (`rise-recover-spent`). */
export function checkRecoverSpent(encounter: StaticEncounter, report: Report): void {
    const recovered = new Map<string, number>();
    for (const round of [...encounter.rounds.keys()].sort((a, b) => a - b))
        for (const turn of encounter.rounds.get(round) ?? [])
            for (const action of turn.actions) {
                if (action.action !== 'recover' || action.isAttack) continue;
                const first = recovered.get(turn.actorId);
                if (first === undefined) recovered.set(turn.actorId, round);
                else
                    report({
                        code: 'rise-recover-spent',
                        severity: 'warning',
                        at: action.at,
                        message: `${turn.actorId} recovers already in round ${first}: recover is usable once per short rest, and a fight has none, so this one is lost (§Recover).`,
                    });
            }
}

/**
 * Round-1 actions of a combatant that starts the fight unconscious (`is unconscious`)
 * (`rise-unconscious-acts`): it takes no actions, and no scripted line can wake it before its turn.
 */
export function checkUnconsciousActs(encounter: StaticEncounter, report: Report): void {
    const out = new Set(encounter.instances.filter(i => i.conditions?.some(c => c.name === 'unconscious')).map(i => i.id));
    if (out.size === 0) return;
    for (const turn of encounter.rounds.get(1) ?? []) {
        if (!out.has(turn.actorId)) continue;
        for (const action of turn.actions)
            report({
                code: 'rise-unconscious-acts',
                severity: 'warning',
                at: action.at,
                message: `${turn.actorId} starts the fight unconscious and takes no actions until it wakes: this line is lost (§Vital Rolls).`,
            });
    }
}
