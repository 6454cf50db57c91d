/**
 * Initiative: the order of turns within a round. The seed only says the count goes down from the
 * highest initiative (001_66230f9a082df360.txt §Knocked Down); the roll itself is the public rules'
 * (enchantedrpg.com, Initiative).
 */
import type { Dice } from './checked.js';

/** One entrant of the initiative roll. */
interface InitiativeEntrant {
    readonly id: string;
    /** Agility modifier + skills + magic + weapon adjustments. */
    readonly modifier: number;
    /** Every die it rolls is at disadvantage (frightened): two d10s, the lower kept. */
    readonly disadvantaged?: boolean;
}

/** One entrant's place in the round: its total, its d10 and the roll-off d20s it threw on a tie. */
interface InitiativePlace {
    readonly id: string;
    /** Its place among the entrants as given (the caller's own list, read without a lookup by id). */
    readonly index: number;
    readonly total: number;
    readonly d10: number;
    /** Both d10s when it rolled at disadvantage (the lower is `d10`). */
    readonly d10s: readonly number[];
    readonly rollOff: readonly number[];
}

interface Rolled {
    readonly id: string;
    readonly d10: number;
    readonly d10s: readonly number[];
    readonly total: number;
    readonly index: number;
    rollOff: number[];
}

/** Sorts in place by total, highest first, keeping the given order among equal totals (insertion sort: a dozen entrants). */
function byTotalDescending(rolled: Rolled[]): Rolled[] {
    for (let i = 1; i < rolled.length; i++) {
        const r = rolled[i];
        let j = i - 1;
        while (j >= 0 && rolled[j].total < r.total) {
            rolled[j + 1] = rolled[j];
            j--;
        }
        rolled[j + 1] = r;
    }
    return rolled;
}

/** Whether `a` acts after `b`: its roll-off is lower at the first die where they differ (all of one length). */
function rollsAfter(a: Rolled, b: Rolled): boolean {
    for (let i = 0; i < a.rollOff.length; i++) if (a.rollOff[i] !== b.rollOff[i]) return a.rollOff[i] < b.rollOff[i];
    return false;
}

/** Whether every tied entrant in `sorted[start..end)` has a roll-off sequence so far unlike every other's (sequences of one length). */
function allDistinct(sorted: readonly Rolled[], start: number, end: number): boolean {
    for (let a = start; a < end; a++)
        for (let b = a + 1; b < end; b++) {
            const x = sorted[a].rollOff;
            const y = sorted[b].rollOff;
            let same = true;
            for (let i = 0; i < x.length && same; i++) same = x[i] === y[i];
            if (same) return false;
        }
    return true;
}

/**
 * Rolls off the entrants tied in `sorted[start..end)` on d20s, in that order, again while any two
 * sequences are alike (at most 20 times), and puts them in order in place: highest first, compared
 * die by die; equal sequences keep the order given.
 */
function rollOff(dice: Dice, sorted: Rolled[], start: number, end: number): void {
    // The first d20 of each is the list made to its size (growing an empty list is dearer: every round has ties).
    for (let i = start; i < end; i++) sorted[i].rollOff = [dice.die(20)];
    for (let round = 1; round < 20 && !allDistinct(sorted, start, end); round++)
        for (let i = start; i < end; i++) sorted[i].rollOff.push(dice.die(20));
    for (let i = start + 1; i < end; i++) {
        const r = sorted[i];
        let j = i - 1;
        while (j >= start && rollsAfter(sorted[j], r)) {
            sorted[j + 1] = sorted[j];
            j--;
        }
        sorted[j + 1] = r;
    }
}

/** The one d10 of an entrant not at disadvantage, by face (shared, never written to: rolled every round). */
const ONE_D10: readonly (readonly number[])[] = Array.from({ length: 11 }, (_, face) => [face]);

/** The roll-off of an entrant that tied with nobody (shared: never written to). */
const NO_ROLL_OFF: number[] = [];

/**
 * Initiative for one round: each entrant rolls d10 + modifier (in the order given); highest acts
 * first; entrants tied on the total roll off on d20s, again and again while they tie (at most 20
 * roll-offs, then the given order). Rolled every round. A frightened entrant rolls two d10s and keeps
 * the lower (§Restrictions in Combat: every die roll at disadvantage). Public rules (Initiative); the seed only
 * says initiative counts down from highest to lowest (§Knocked Down).
 * Returns the entrants in acting order with their totals and every die they threw.
 */
export function initiativeOrder(dice: Dice, entrants: readonly InitiativeEntrant[]): InitiativePlace[] {
    const rolled = new Array<Rolled>(entrants.length);
    for (let index = 0; index < entrants.length; index++) {
        const e = entrants[index];
        const first = dice.die(10);
        const d10s = e.disadvantaged ? [first, dice.die(10)] : (ONE_D10[first] ?? [first]);
        const d10 = e.disadvantaged ? Math.min(first, d10s[1]) : first;
        rolled[index] = { id: e.id, d10, d10s, total: d10 + e.modifier, index, rollOff: NO_ROLL_OFF };
    }
    // Highest total first; equal totals keep the order given, then roll off in place (run every
    // round: no maps, no spreads, no second list).
    const sorted = byTotalDescending(rolled);
    for (let start = 0; start < sorted.length; ) {
        const total = sorted[start].total;
        let end = start + 1;
        while (end < sorted.length && sorted[end].total === total) end++;
        if (end - start > 1) rollOff(dice, sorted, start, end);
        start = end;
    }
    return sorted;
}
