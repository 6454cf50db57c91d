/**
 * Order of actions: actions of a round normally happen together; when their order matters, the
 * 'speed' stats of the actions decide, by a trait-versus-trait ruling of the rolls the characters
 * already made for those actions. Most PP goes first; with no PP, the smaller failsby goes first.
 * Source: 004_941aee309a07cd38.txt §Order of Actions.
 */
import { ruleTrait, type PpRounding, type TraitRuling } from './ruling-narration.js';

interface SpeedEntry {
    readonly id: string;
    /** The might of the action's speed stat (stat + the action's skill). */
    readonly speedMight: number;
    /** The d100 the character rolled for that stat in the action. */
    readonly roll: number;
}

interface SpeedRuling {
    readonly id: string;
    readonly ruling: TraitRuling;
}

/**
 * Compares two rulings: negative when `a` goes first. More PP first; equal PP → smaller failsby
 * first; equal both → 0 (simultaneous).
 */
function compareSpeed(a: TraitRuling, b: TraitRuling): number {
    return b.pp - a.pp || a.failsby - b.failsby;
}

/**
 * Orders any number of actors into groups that act together, first group first.
 * Assumption (the seed only shows two actors): each actor's speed might is ruled against the
 * highest speed might among the others, so one ruling per actor gives a consistent order.
 * Within a group, the input order is kept.
 */
export function orderActions(entries: readonly SpeedEntry[], rounding: PpRounding): SpeedRuling[][] {
    const rulings: SpeedRuling[] = entries.map((e, i) => {
        let opposing = 0;
        entries.forEach((o, j) => {
            if (j !== i) opposing = Math.max(opposing, o.speedMight);
        });
        return { id: e.id, ruling: ruleTrait(e.speedMight, opposing, e.roll, rounding) };
    });
    // Array.prototype.sort is stable: equal rulings keep the input order.
    const sorted = [...rulings].sort((x, y) => compareSpeed(x.ruling, y.ruling));
    const groups: SpeedRuling[][] = [];
    for (const r of sorted) {
        const last = groups[groups.length - 1];
        if (last && compareSpeed(last[0].ruling, r.ruling) === 0) last.push(r);
        else groups.push([r]);
    }
    return groups;
}
