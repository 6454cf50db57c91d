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
 * The summary worked out event by event, for a log that is not kept (render-stream.ts writes each
 * event out as it comes): only these sums are held, whatever the length of the fight.
 */
export class FightTally {
    private readonly dealt = new Map<string, number>();
    private readonly taken = new Map<string, number>();
    private readonly lost = new Map<string, number>();
    private readonly attacks = new Map<string, Map<string, number>>();
    private readonly defeated = new Map<string, string[]>();
    private readonly downInRound = new Map<string, number>();
    private readonly lastHurtBy = new Map<string, string>();
    private order: readonly string[] = [];
    private final: readonly FighterSnapshot[] | undefined;
    private round = 0;

    add(e: CombatEvent): void {
        const add = (m: Map<string, number>, k: string, n: number) => m.set(k, (m.get(k) ?? 0) + n);
        switch (e.kind) {
            case 'start':
                if (this.order.length === 0) this.order = Object.keys(e.outcomes);
                break;
            case 'round':
                this.round = e.round;
                break;
            case 'attack': {
                const byOutcome = this.attacks.get(e.actor) ?? new Map<string, number>();
                add(byOutcome, e.outcome, 1);
                this.attacks.set(e.actor, byOutcome);
                break;
            }
            case 'damage':
                add(this.taken, e.target, e.amount);
                add(this.lost, e.target, e.hpLost);
                if (e.attacker !== undefined) {
                    add(this.dealt, e.attacker, e.amount);
                    if (e.hpLost > 0) this.lastHurtBy.set(e.target, e.attacker);
                }
                break;
            case 'defeated': {
                if (this.downInRound.has(e.who)) break;
                this.downInRound.set(e.who, this.round);
                const by = this.lastHurtBy.get(e.who);
                if (by !== undefined && by !== e.who) this.defeated.set(by, [...(this.defeated.get(by) ?? []), e.who]);
                break;
            }
            case 'end':
                this.final = e.final;
                break;
        }
    }

    /** The summary so far: empty until the run's `end` event (the last one) was added. */
    summary(): CombatantSummary[] {
        if (!this.final) return [];
        const order = this.order;
        const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
        return this.final.map(f => ({
            id: f.id,
            side: f.side,
            dealt: this.dealt.get(f.id) ?? 0,
            taken: this.taken.get(f.id) ?? 0,
            lost: this.lost.get(f.id) ?? 0,
            attacks: Object.fromEntries([...(this.attacks.get(f.id) ?? [])].sort((a, b) => rank(a[0]) - rank(b[0]))),
            defeated: this.defeated.get(f.id) ?? [],
            ...(this.downInRound.has(f.id) ? { downInRound: this.downInRound.get(f.id) } : {}),
            final: f,
        }));
    }
}
