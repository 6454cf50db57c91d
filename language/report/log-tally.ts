/**
 * What a simulation report reads from combat logs: damage dealt and taken per combatant (hit points
 * round by round are read from the fighters: hp-by-round.ts). The one place that knows the log's
 * event shapes for reports.
 *
 * A damage event names its `attacker`; damage with none (bleeding, hazards) is taken but dealt by
 * no one. Only damage to hit
 * points counts: events with no `pool`, or whose pool is what the ruleset calls hit points
 * (`hpName`, e.g. Paladins' HEA) — stamina or willpower damage is not HP.
 */
import type { CombatEvent } from '../engine/log.js';

/** Damage dealt and taken per combatant id, in hit points lost, summed over the logs given. */
export interface DamageTally {
    readonly dealt: Map<string, number>;
    readonly taken: Map<string, number>;
}

export function emptyDamageTally(): DamageTally {
    return { dealt: new Map(), taken: new Map() };
}

function hitPointDamage(event: Extract<CombatEvent, { kind: 'damage' }>, hpNames: ReadonlyMap<string, string | undefined>): boolean {
    return event.pool === undefined || event.pool === hpNames.get(event.target);
}

function hpNamesOf(events: readonly CombatEvent[]): Map<string, string | undefined> {
    const end = events.findLast(e => e.kind === 'end');
    return new Map((end?.kind === 'end' ? end.final : []).map(f => [f.id, f.hpName]));
}

/** Adds one run's damage to `tally` (mutates it). */
export function tallyDamage(events: readonly CombatEvent[], tally: DamageTally): void {
    const hpNames = hpNamesOf(events);
    for (const e of events) {
        if (e.kind !== 'damage' || !hitPointDamage(e, hpNames) || e.hpLost <= 0) continue;
        tally.taken.set(e.target, (tally.taken.get(e.target) ?? 0) + e.hpLost);
        if (e.attacker !== undefined) tally.dealt.set(e.attacker, (tally.dealt.get(e.attacker) ?? 0) + e.hpLost);
    }
}
