/**
 * The end-of-fight summary: per combatant, what it dealt and took, how its attacks came out (in the
 * ruleset's outcome words), whom it defeated, how long it stood and what it has left. Computed from
 * the log's records alone, so every ruleset gets it and every format prints the same facts.
 */
import type { CombatEvent, FighterSnapshot } from './log.js';

export interface CombatantSummary {
    readonly id: string;
    readonly side: string;
    /** Damage it dealt to others, before what absorbed it (damage resistance, shields). */
    readonly dealt: number;
    /** Damage it took, from attacks, conditions and hazards alike, before what absorbed it. */
    readonly taken: number;
    /** Of `taken`, what came off its hit points (or the ruleset's pool). */
    readonly lost: number;
    /** Its attacks by outcome id (`{ hit: 3, miss: 1 }`), in the ruleset's order of outcomes. */
    readonly attacks: Readonly<Record<string, number>>;
    /** Combatants it defeated: its damage was the last they took before going down. */
    readonly defeated: readonly string[];
    /** The round it went down in (unconscious, dying or dead); undefined if it never did. */
    readonly downInRound?: number;
    readonly final: FighterSnapshot;
}

/**
 * One entry per combatant, in encounter order (the order of the final snapshots).
 * @param events a whole run's log (logging on); an empty list for a log that was off.
 */
export function summarizeFight(events: readonly CombatEvent[]): CombatantSummary[] {
    const end = events.findLast(e => e.kind === 'end');
    if (end?.kind !== 'end') return [];
    const dealt = new Map<string, number>();
    const taken = new Map<string, number>();
    const lost = new Map<string, number>();
    const start = events.find(e => e.kind === 'start');
    const order = start?.kind === 'start' ? Object.keys(start.outcomes) : [];
    const attacks = new Map<string, Map<string, number>>();
    const defeated = new Map<string, string[]>();
    const downInRound = new Map<string, number>();
    const lastHurtBy = new Map<string, string>();
    const add = (m: Map<string, number>, k: string, n: number) => m.set(k, (m.get(k) ?? 0) + n);
    let round = 0;
    for (const e of events) {
        switch (e.kind) {
            case 'round':
                round = e.round;
                break;
            case 'attack': {
                const byOutcome = attacks.get(e.actor) ?? new Map<string, number>();
                add(byOutcome, e.outcome, 1);
                attacks.set(e.actor, byOutcome);
                break;
            }
            case 'damage':
                add(taken, e.target, e.amount);
                add(lost, e.target, e.hpLost);
                if (e.attacker !== undefined) {
                    add(dealt, e.attacker, e.amount);
                    if (e.hpLost > 0) lastHurtBy.set(e.target, e.attacker);
                }
                break;
            case 'defeated': {
                if (downInRound.has(e.who)) break;
                downInRound.set(e.who, round);
                const by = lastHurtBy.get(e.who);
                if (by !== undefined && by !== e.who) defeated.set(by, [...(defeated.get(by) ?? []), e.who]);
                break;
            }
        }
    }
    const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
    return end.final.map(f => ({
        id: f.id,
        side: f.side,
        dealt: dealt.get(f.id) ?? 0,
        taken: taken.get(f.id) ?? 0,
        lost: lost.get(f.id) ?? 0,
        attacks: Object.fromEntries([...(attacks.get(f.id) ?? [])].sort((a, b) => rank(a[0]) - rank(b[0]))),
        defeated: defeated.get(f.id) ?? [],
        ...(downInRound.has(f.id) ? { downInRound: downInRound.get(f.id) } : {}),
        final: f,
    }));
}
