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
}

/** One entrant's place in the round: its total, its d10 and the roll-off d20s it threw on a tie. */
interface InitiativePlace {
    readonly id: string;
    readonly total: number;
    readonly d10: number;
    readonly rollOff: readonly number[];
}

/**
 * Initiative for one round: each entrant rolls d10 + modifier (in the order given); highest acts
 * first; entrants tied on the total roll off on d20s, again and again while they tie (at most 20
 * roll-offs, then the given order). Rolled every round. Public rules (Initiative); the seed only
 * says initiative counts down from highest to lowest (§Knocked Down).
 * Returns the entrants in acting order with their totals and every die they threw.
 */
export function initiativeOrder(dice: Dice, entrants: readonly InitiativeEntrant[]): InitiativePlace[] {
    const rolled = entrants.map((e, index) => {
        const d10 = dice.die(10);
        return { id: e.id, d10, total: d10 + e.modifier, index, rollOff: [] as number[] };
    });
    const byTotal = new Map<number, typeof rolled>();
    for (const r of rolled) byTotal.set(r.total, [...(byTotal.get(r.total) ?? []), r]);
    const totals = [...byTotal.keys()].sort((a, b) => b - a);
    const order: InitiativePlace[] = [];
    for (const total of totals) {
        let group = byTotal.get(total)!;
        for (let round = 0; group.length > 1 && round < 20; round++) {
            for (const r of group) r.rollOff.push(dice.die(20));
            const keys = group.map(r => r.rollOff.join(','));
            if (new Set(keys).size === keys.length) break;
        }
        group = [...group].sort((a, b) => {
            for (let i = 0; i < Math.min(a.rollOff.length, b.rollOff.length); i++) {
                if (a.rollOff[i] !== b.rollOff[i]) return b.rollOff[i] - a.rollOff[i];
            }
            return a.index - b.index;
        });
        for (const r of group) order.push({ id: r.id, total, d10: r.d10, rollOff: r.rollOff });
    }
    return order;
}
