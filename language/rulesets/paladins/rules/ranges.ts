/**
 * Squares, reach and ranges on the battle map, read over the encounter's zones (docs/language.md
 * §Positions): one square is 5 ft; two combatants are adjacent within one square (the same zone, or
 * zones 5 ft apart); a melee attack reaches adjacent foes (or its `range` in squares), a ranged or
 * spell attack its `range` (no limit when none is written). Area attacks are aimed at a zone
 * (`Firestorm in hill`) and reach it by their shape: a blast N covers the N + 1 squares beyond the
 * attacker, a line N the N squares beyond it, a close burst N the squares within N around it, a
 * burst N any square within the attack's range, widened by N.
 * Source: 002_508f9552a4514e32.txt §Sequence (step 2: a map of squares), §Stamina Actions
 * (adjacency), §Ranges (Blast, Burst, Close Burst, Line, Wall: headings without text in the seed;
 * the shapes are the next public revision's, the 5 ft square and the weapon ranges the public
 * equipment table's — assumptions, in docs/rulesets/paladins.md).
 */
import type { AttackModel } from '../../../engine/model.js';

/** Feet in one square of the battle map. */
export const FEET_PER_SQUARE = 5;
/** Squares → feet. */
export const feet = (squares: number): number => squares * FEET_PER_SQUARE;

/** Adjacent: within one square. */
export const ADJACENT_FEET = feet(1);

/** Feet as the log prints them: squares when whole (`6 squares`), else feet. */
export function squaresText(distance: number): string {
    if (!Number.isFinite(distance)) return 'no path';
    const squares = distance / FEET_PER_SQUARE;
    return Number.isInteger(squares) ? `${squares} square${squares === 1 ? '' : 's'}` : `${distance} ft`;
}

/** Whether two combatants `distance` feet apart are adjacent (§Stamina Actions: opportunity attacks). */
export function isAdjacent(distance: number): boolean {
    return distance <= ADJACENT_FEET;
}

/** The area shapes the engine models; `wall` makes objects on the map, which zones cannot hold. */
export const AREA_SHAPES = ['blast', 'burst', 'close_burst', 'line'] as const;
export type AreaShape = (typeof AREA_SHAPES)[number];

/** An attack's area: its shape and rating (`blast 2`), the first written of the four; undefined for a single-target attack. */
export function areaOf(attack: AttackModel): { readonly shape: AreaShape; readonly rating: number } | undefined {
    for (const shape of AREA_SHAPES) {
        const rating = attack.stats[shape];
        if (rating) return { shape, rating };
    }
    return undefined;
}

/** Whether an attack is aimed at a zone (`in hill`): one with a blast, burst, close burst or line. */
export function isAreaAttack(attack: AttackModel): boolean {
    return areaOf(attack) !== undefined;
}

/**
 * How far an attack reaches, in feet: its `range` in squares when written; else one square for a
 * melee attack, and no limit for the others (a ranged or spell attack whose range the file does not
 * give). An area attack aimed at one combatant (`-> Ogre`) reaches as far as its area does.
 */
export function attackReach(attack: AttackModel): number {
    return areaOf(attack) ? areaReach(attack) : rangeReach(attack);
}

/** The reach of the attack's range: `range` squares, else one square for melee, else no limit. */
function rangeReach(attack: AttackModel): number {
    const range = attack.stats.range;
    if (range) return feet(range);
    return attack.tags.includes('melee') ? ADJACENT_FEET : Number.POSITIVE_INFINITY;
}

/** How far from the attacker an area attack's zone may be, in feet (see the file's comment). */
export function areaReach(attack: AttackModel): number {
    const area = areaOf(attack);
    if (!area) return rangeReach(attack);
    switch (area.shape) {
        case 'blast':
            return feet(area.rating + 1);
        case 'line':
        case 'close_burst':
            return feet(area.rating);
        case 'burst':
            return attack.stats.range ? feet(attack.stats.range + area.rating) : Number.POSITIVE_INFINITY;
    }
}
