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
export interface InitiativePlace {
    readonly id: string;
    /** Its place among the entrants as given (the caller's own list, read without a lookup by id). */
    readonly index: number;
    readonly total: number;
    readonly d10: number;
    /** Both d10s when it rolled at disadvantage (the lower is `d10`). */
    readonly d10s: readonly number[];
    readonly rollOff: readonly number[];
}

/** A place being rolled (written over each round when kept by an InitiativeRolls). */
interface Rolled {
    id: string;
    d10: number;
    d10s: readonly number[];
    total: number;
    index: number;
    rollOff: number[];
}

/** Sorts in place by total, highest first, keeping the given order among equal totals (insertion sort: a dozen entrants). */
function byTotalDescending(rolled: Rolled[], count: number): Rolled[] {
    for (let i = 1; i < count; i++) {
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
 * @public the tests' one-call form of `InitiativeRolls` (knip: not dead, tests are its users): the
 * engine rolls each round into the same places with `InitiativeRolls` itself, which this drives.
 */
export function initiativeOrder(dice: Dice, entrants: readonly InitiativeEntrant[]): InitiativePlace[] {
    const rolls = new InitiativeRolls();
    for (let index = 0; index < entrants.length; index++)
        rolls.enter(dice, entrants[index].id, entrants[index].modifier, entrants[index].disadvantaged === true);
    // A table of its own: its places are exactly these entrants.
    return rolls.order(dice) as InitiativePlace[];
}

/**
 * A fight's initiative, rolled round after round into the same places (an object per entrant and two
 * lists were made every round of every run). `start`, `enter` each entrant in the caller's order (its
 * d10s are rolled then), then `order`: its first `count` places are the round's order, good until the next round.
 */
export class InitiativeRolls {
    private readonly places: Rolled[] = [];
    /** The entrants of the round being rolled. */
    count = 0;

    /** Starts a round: no entrants yet. */
    start(): void {
        this.count = 0;
    }

    /** Rolls `id`'s d10 (two at disadvantage, the lower kept) as the next entrant. */
    enter(dice: Dice, id: string, modifier: number, disadvantaged: boolean): void {
        const index = this.count++;
        const first = dice.die(10);
        const d10s = disadvantaged ? [first, dice.die(10)] : (ONE_D10[first] ?? [first]);
        const d10 = disadvantaged ? Math.min(first, d10s[1]) : first;
        const place = this.places[index];
        if (place === undefined) this.places.push({ id, d10, d10s, total: d10 + modifier, index, rollOff: NO_ROLL_OFF });
        else {
            place.id = id;
            place.d10 = d10;
            place.d10s = d10s;
            place.total = d10 + modifier;
            place.index = index;
            place.rollOff = NO_ROLL_OFF;
        }
    }

    /** The entrants so far, highest total first; equal totals keep the order entered, then roll off in place. */
    order(dice: Dice): readonly InitiativePlace[] {
        const count = this.count;
        const sorted = byTotalDescending(this.places, count);
        for (let start = 0; start < count; ) {
            const total = sorted[start].total;
            let end = start + 1;
            while (end < count && sorted[end].total === total) end++;
            if (end - start > 1) rollOff(dice, sorted, start, end);
            start = end;
        }
        return sorted;
    }
}
