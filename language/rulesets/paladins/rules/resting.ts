/**
 * Rests between the fights of a day, and what a fight's end does to the party. The seed's own rest
 * is an action (§Types: only free actions, 2d4 STA at the end of the turn); between fights `rest`
 * is one such turn. `short_rest` and `long_rest` are the public rules' (the checks page names the
 * long rest; the healing page of a later revision says what both restore): a short rest restores
 * HEA, STA and WIL in full and ends every condition (the wounds it leaves are not modelled), a long
 * rest does the same and is also the period skills and `per long_rest` uses come back after.
 * Source: 002_508f9552a4514e32.txt §Types (Rest), §Health Damage; assumptions in
 * docs/rulesets/paladins.md §Days.
 */
import type { ActiveCondition } from './conditions.js';

export type RestName = 'rest' | 'short_rest' | 'long_rest';

/** What one rest does to a party member. */
export interface RestRule {
    /** One turn of the seed's rest action: start-of-turn effects, 2d4 STA and regeneration at its end. */
    readonly restTurn: boolean;
    /** HEA, STA and WIL back to their maximum (an unconscious combatant wakes; death saves are thrown out). */
    readonly fullPools: boolean;
    /** Every condition ends. */
    readonly endsConditions: boolean;
    /** The periods (`uses N per <period>`) whose uses come back. */
    readonly restoresUses: readonly string[];
}

export const REST_RULES: Readonly<Record<RestName, RestRule>> = {
    rest: { restTurn: true, fullPools: false, endsConditions: false, restoresUses: [] },
    short_rest: { restTurn: false, fullPools: true, endsConditions: true, restoresUses: ['short_rest'] },
    long_rest: { restTurn: false, fullPools: true, endsConditions: true, restoresUses: ['short_rest', 'long_rest'] },
};

export function isRestName(name: string): name is RestName {
    return name in REST_RULES;
}

/**
 * Whether a condition outlasts the end of a fight, carried into the party's next fight: not one
 * with a duration (the time between fights outlasts any count of rounds), not one caused by a
 * combatant of the fight that ended (its source has left the scene), not prone (the party walks
 * on) — the rest stay until saved, healed or rested away. Assumption: the seed's conditions end by
 * saves on turns, and between fights there are no turns.
 */
export function outlastsTheFight(c: ActiveCondition): boolean {
    return c.roundsLeft === undefined && c.source === undefined && c.name !== 'prone';
}

/** The use periods `rest` gives back (its rule's `restoresUses`; the rest action none). */
export function usesBackAfter(rest: string): readonly string[] {
    return isRestName(rest) ? REST_RULES[rest].restoresUses : [];
}
