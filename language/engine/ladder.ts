/**
 * Die ladders: the ordered steps a damage pool moves along when a rule grows or shrinks it by
 * "steps" or "increments" (Rise's dice pools, RPGStuck's die sizes). A ruleset owns its ladder;
 * generic code (validation, hovers, the engine's damage pools) only asks it through {@link DieLadder}.
 */
import type { DiceExpr, DiceTerm } from './dice-notation.js';
import { resizeTerm } from './dice-transform.js';

/** A step: `count` dice of `sides` faces, plus `flat` (a step with no dice is a flat amount). */
export interface LadderStep {
    readonly count: number;
    readonly sides: number;
    readonly flat?: number;
}

export interface DieLadder {
    /** What the ruleset calls it, for messages ("Rise's dice ladder"). */
    readonly name: string;
    /** The step at `index` (1 = the lowest die; what lies below and above the named steps is the ruleset's). */
    step(index: number): LadderStep;
    /** The index of `count`d`sides`, or undefined when it is not a step. */
    indexOf(count: number, sides: number): number | undefined;
    /** The index whose mean is nearest `count`d`sides` (ties go to the lower step). */
    nearestIndex(count: number, sides: number): number;
    /** A step as the seed writes it: `2d8`, `1`, `2d12+4`. */
    format(step: LadderStep): string;
    /**
     * `term` moved `steps` along the ladder (negative: down), keeping its dice modifiers; an off-ladder
     * term starts from the nearest step. The result is a dice term, a flat number, or both added.
     */
    shift(term: DiceTerm, steps: number): DiceExpr;
}

/**
 * A ladder given as a table of named steps (index 1 upwards) with rules for what lies past either
 * end: `below(k)` is the k-th step under the first (k ≥ 1), `beyond(k)` the k-th over the last.
 * Step means must grow with the index (every ladder of the seeds does).
 */
export class TableLadder implements DieLadder {
    constructor(
        readonly name: string,
        private readonly named: readonly LadderStep[],
        private readonly below: (k: number) => LadderStep,
        private readonly beyond: (k: number) => LadderStep,
    ) {}

    step(index: number): LadderStep {
        if (index < 1) return this.below(1 - index);
        if (index <= this.named.length) return this.named[index - 1];
        return this.beyond(index - this.named.length);
    }

    indexOf(count: number, sides: number): number | undefined {
        const named = this.named.findIndex(s => s.count === count && s.sides === sides && !s.flat);
        if (named >= 0) return named + 1;
        // Past the table, steps grow without end: the step with the same mean is the only candidate.
        const index = this.nearestIndex(count, sides);
        const step = this.step(index);
        return index > this.named.length && step.count === count && step.sides === sides && !step.flat ? index : undefined;
    }

    nearestIndex(count: number, sides: number): number {
        const target = (count * (sides + 1)) / 2;
        // Find the first step whose mean reaches the target by doubling, then bisecting.
        let lo = 1;
        let hi = 1;
        while (mean(this.step(hi)) < target && hi < 1 << 20) {
            lo = hi;
            hi *= 2;
        }
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (mean(this.step(mid)) < target) lo = mid + 1;
            else hi = mid;
        }
        const under = Math.max(1, lo - 1);
        return Math.abs(mean(this.step(under)) - target) <= Math.abs(mean(this.step(lo)) - target) ? under : lo;
    }

    format(step: LadderStep): string {
        if (step.count === 0) return String(step.flat ?? 0);
        return `${step.count}d${step.sides}${step.flat ? `${step.flat > 0 ? '+' : ''}${step.flat}` : ''}`;
    }

    shift(term: DiceTerm, steps: number): DiceExpr {
        const index = this.indexOf(term.count, term.sides) ?? this.nearestIndex(term.count, term.sides);
        const step = this.step(index + steps);
        const flat: DiceExpr | undefined = step.flat ? { kind: 'number', value: step.flat } : undefined;
        if (step.count === 0) return flat ?? { kind: 'number', value: 0 };
        const dice: DiceExpr = { kind: 'dice', term: resizeTerm(term, step.count, step.sides) };
        return flat ? { kind: 'binary', op: '+', left: dice, right: flat } : dice;
    }
}

function mean(step: LadderStep): number {
    return (step.count * (step.sides + 1)) / 2 + (step.flat ?? 0);
}
