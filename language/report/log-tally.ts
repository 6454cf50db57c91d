/**
 * What a simulation report reads from combat logs: damage dealt and taken per combatant, and hit
 * points round by round. The one place that knows the log's event shapes for reports.
 *
 * A damage event names its `attacker`; damage with none (bleeding, hazards) is taken but dealt by
 * no one. Only damage to hit
 * points counts: events with no `pool`, or whose pool is what the ruleset calls hit points
 * (`hpName`, e.g. Paladins' HEA) — stamina or willpower damage is not HP.
 */
import type { CombatEvent, FighterSnapshot } from '../engine/log.js';

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

/** One combatant's hit points at the start (index 0) and at the end of each round (index r). */
export interface HpSeries {
    readonly id: string;
    readonly side: string;
    readonly maxHp: number;
    readonly hp: readonly number[];
}

/**
 * Hit points round by round in one logged run. Everyone starts at full hit points (`maxHp` of the
 * final snapshot); the value after each round is the last `damage` event's `hp`, and the final
 * snapshot's for the last round (healing and other changes show there).
 */
export function hpOverRounds(events: readonly CombatEvent[]): HpSeries[] {
    const end = events.findLast(e => e.kind === 'end');
    if (end?.kind !== 'end') return [];
    const final: readonly FighterSnapshot[] = end.final;
    const hpNames = hpNamesOf(events);
    const current = new Map(final.map(f => [f.id, f.maxHp]));
    const series = new Map(final.map(f => [f.id, [f.maxHp]]));
    let round = 0;
    const close = () => {
        for (const f of final) series.get(f.id)!.push(current.get(f.id)!);
    };
    for (const e of events) {
        if (e.kind === 'round') {
            if (round > 0) close();
            round = e.round;
        } else if (e.kind === 'damage' && hitPointDamage(e, hpNames) && current.has(e.target)) current.set(e.target, e.hp);
    }
    if (round > 0) {
        for (const f of final) current.set(f.id, f.hp);
        close();
    }
    return final.map(f => ({ id: f.id, side: f.side, maxHp: f.maxHp, hp: series.get(f.id)! }));
}
