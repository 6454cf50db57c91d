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

/** The conditions of one combatant, in the order gained. */
export class ConditionSet {
    private readonly held: ActiveCondition[] = [];

    constructor(initial: readonly ConditionModel[] = []) {
        for (const c of initial) this.add(c);
    }

    get list(): readonly ActiveCondition[] {
        return this.held;
    }

    has(name: string): boolean {
        return this.held.some(c => c.name === name);
    }

    get(name: string): ActiveCondition | undefined {
        return this.held.find(c => c.name === name);
    }

    /**
     * Gives a condition. One already held (from the same source, for conditions that name one) is not
     * doubled: it keeps the higher rating and the longer duration (no duration outlasts any).
     */
    add(c: ConditionModel, source = c.source): AddResult {
        const existing = this.held.find(h => h.name === c.name && h.source === source);
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
    endRound(): ActiveCondition[] {
        const ended: ActiveCondition[] = [];
        for (let i = 0; i < this.held.length; i++) {
            const c = this.held[i];
            if (c.roundsLeft === undefined) continue;
            c.roundsLeft--;
            if (c.roundsLeft <= 0) ended.push(c);
        }
        for (const c of ended) this.held.splice(this.held.indexOf(c), 1);
        return ended;
    }
}
