/**
 * The conditions a combatant holds during a fight, for every ruleset: what the ruleset's table calls
 * them (`Ruleset.conditions`), a rating, who causes them, how many rounds are left and the save that
 * ends them. What a condition does is the ruleset engine's business; this module only keeps the
 * list, merges repeats and counts durations down. Plain data: no dice.
 */
import type { ConditionModel } from './model.js';

/** A condition held now. */
export interface ActiveCondition {
    readonly name: string;
    /** A rating (`bleeding 2`). */
    value?: number;
    /** The instance id of who causes it (`grappled by Ogre`). */
    readonly source?: string;
    /** Rounds left, counted down at the end of each round; undefined: until the rules end it. */
    roundsLeft?: number;
    /** The save that ends it, when the effect that gave it names one. */
    readonly save?: { readonly stat: string; readonly dc?: number };
}

/** What adding a condition did: new, a higher rating or a longer duration, or nothing. */
export type AddResult = 'gained' | 'raised' | 'kept';

/** What `endRound` returns when no duration ran out (shared, never changed). */
const NOTHING_ENDED: readonly ActiveCondition[] = [];

/** The conditions of one combatant, in the order gained. */
export class ConditionSet {
    private readonly held: ActiveCondition[] = [];

    constructor(initial: readonly ConditionModel[] = []) {
        for (const c of initial) this.add(c);
    }

    get list(): readonly ActiveCondition[] {
        return this.held;
    }

    // Loops, not some/find with a closure: asked many times a turn, and a closure that captures
    // `name` is allocated on every call.
    has(name: string): boolean {
        for (let i = 0; i < this.held.length; i++) if (this.held[i].name === name) return true;
        return false;
    }

    get(name: string): ActiveCondition | undefined {
        for (let i = 0; i < this.held.length; i++) if (this.held[i].name === name) return this.held[i];
        return undefined;
    }

    /**
     * Gives a condition. One already held (from the same source, for conditions that name one) is not
     * doubled: it keeps the higher rating and the longer duration (no duration outlasts any) — unless
     * `stacks` (a condition the ruleset stacks with itself, RPGStuck's Cripple): then each is held on
     * its own, with its own rating and duration.
     */
    add(c: ConditionModel, source = c.source, stacks = false): AddResult {
        const existing = stacks ? undefined : this.held.find(h => h.name === c.name && h.source === source);
        if (!existing) {
            this.held.push({
                name: c.name,
                ...(c.value !== undefined ? { value: c.value } : {}),
                ...(source !== undefined ? { source } : {}),
                ...(c.rounds !== undefined ? { roundsLeft: c.rounds } : {}),
                ...(c.save ? { save: c.save } : {}),
            });
            return 'gained';
        }
        let raised = false;
        if (c.value !== undefined && (existing.value === undefined || c.value > existing.value)) {
            existing.value = c.value;
            raised = true;
        }
        if (existing.roundsLeft !== undefined && (c.rounds === undefined || c.rounds > existing.roundsLeft)) {
            existing.roundsLeft = c.rounds;
            raised = true;
        }
        return raised ? 'raised' : 'kept';
    }

    /** Ends a condition (every source of it, unless `source` says which); returns whether one was held. */
    remove(name: string, source?: string): boolean {
        let removed = false;
        for (let i = this.held.length - 1; i >= 0; i--) {
            if (this.held[i].name === name && (source === undefined || this.held[i].source === source)) {
                this.held.splice(i, 1);
                removed = true;
            }
        }
        return removed;
    }

    /** Counts every duration down by one round and ends those run out; returns what ended, in order. */
    endRound(): readonly ActiveCondition[] {
        // Every fighter, every round: nothing is allocated while nothing ends (most rounds).
        let ended: ActiveCondition[] | undefined;
        for (let i = 0; i < this.held.length; i++) {
            const c = this.held[i];
            if (c.roundsLeft === undefined) continue;
            c.roundsLeft--;
            if (c.roundsLeft <= 0) (ended ??= []).push(c);
        }
        if (!ended) return NOTHING_ENDED;
        for (const c of ended) this.held.splice(this.held.indexOf(c), 1);
        return ended;
    }
}
