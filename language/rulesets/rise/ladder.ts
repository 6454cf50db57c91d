/**
 * Rise's dice pool ladder: the steps a damage pool moves along when it gains or loses dice
 * increments (`+1d`, half Strength or Willpower).
 * Source: 003_66faa831a56df10d.txt §Dice Pools and §Dice Bonuses From Attributes.
 */

/** A step of the ladder: `count` dice of `sides` faces, or a flat 1 (count 0). */
export interface LadderStep {
    readonly count: number;
    readonly sides: number;
}

const NAMED_STEPS: readonly LadderStep[] = [
    { count: 0, sides: 0 }, // "1 damage", the floor of the ladder
    { count: 1, sides: 2 },
    { count: 1, sides: 3 },
    { count: 1, sides: 4 },
    { count: 1, sides: 6 },
    { count: 1, sides: 8 },
    { count: 1, sides: 10 },
    { count: 2, sides: 6 },
    { count: 2, sides: 8 },
    { count: 2, sides: 10 },
    { count: 4, sides: 6 },
    { count: 4, sides: 8 },
    { count: 4, sides: 10 },
    { count: 5, sides: 10 },
    { count: 6, sides: 10 },
    { count: 7, sides: 10 },
    { count: 8, sides: 10 },
];
const LAST_NAMED = NAMED_STEPS.length - 1;

/** The step at ladder index `index` (0 = flat 1 damage; past 8d10 each index adds 1d10). */
export function ladderStep(index: number): LadderStep {
    if (index <= 0) return NAMED_STEPS[0];
    if (index <= LAST_NAMED) return NAMED_STEPS[index];
    return { count: 8 + (index - LAST_NAMED), sides: 10 };
}

/** The index of `count`d`sides` on the ladder, or undefined when the pool is not a step. */
export function ladderIndex(count: number, sides: number): number | undefined {
    const named = NAMED_STEPS.findIndex(s => s.count === count && s.sides === sides);
    if (named > 0) return named;
    if (sides === 10 && count > 8) return LAST_NAMED + (count - 8);
    return undefined;
}

/** Formats a step as the seed writes it: `2d8`, or `1` for the flat floor. */
export function formatStep(step: LadderStep): string {
    return step.count === 0 ? '1' : `${step.count}d${step.sides}`;
}

/** The ladder index whose mean is nearest `count`d`sides` (ties go to the lower step). */
export function nearestLadderIndex(count: number, sides: number): number {
    const mean = (count * (sides + 1)) / 2;
    const meanOf = (i: number) => {
        const s = ladderStep(i);
        return (s.count * (s.sides + 1)) / 2;
    };
    // Past 8d10 every step adds 1d10 (mean 5.5): compute the index instead of walking to it.
    if (mean > meanOf(LAST_NAMED)) {
        const beyond = LAST_NAMED + Math.round((mean - meanOf(LAST_NAMED)) / 5.5);
        return Math.abs(meanOf(beyond - 1) - mean) <= Math.abs(meanOf(beyond) - mean) ? beyond - 1 : beyond;
    }
    let best = 1;
    for (let i = 2; i <= LAST_NAMED; i++) if (Math.abs(meanOf(i) - mean) < Math.abs(meanOf(best) - mean)) best = i;
    return best;
}

/**
 * Half an attribute in dice increments. The seed's example (Willpower 2–3 → +1d) fixes the positive
 * side; for negative attributes we round toward negative infinity as Rise rounds down (assumption).
 */
export function attributeIncrements(attribute: number): number {
    return Math.floor(attribute / 2);
}
