/**
 * The combat log: structured events, the only thing the renderers (`render.ts`: text, markdown,
 * JSON) read. Every event that rolls carries `rolls`: one {@link RollRecord} per roll, with every
 * face in the order drawn and its marks, so a reader can check each die (and a renderer can style
 * a dropped die: records hold faces, never pre-rendered text); every damage event names
 * who dealt it, to whom, how much, and the target's value after. `note` and `action` events carry
 * the ruleset's narration of what happened in words.
 */
import type { GroupItem } from './dice-notation.js';
import type { DieResult, RollResult, TermRoll } from './dice-roll.js';

/**
 * One piece of a roll, in reading order: a dice term (its faces are the record's next `faceCount`
 * faces), a stat with its value, a selecting group's item values, or anything else verbatim (numbers,
 * operators, words). Renderers style each piece (`roll-text.ts`); nothing here is pre-rendered.
 */
export type RollPart =
    | { readonly kind: 'dice'; readonly notation: string; readonly faceCount: number }
    | { readonly kind: 'stat'; readonly name: string; readonly value: number }
    | { readonly kind: 'text'; readonly text: string }
    /** After a group that keeps, drops or counts (`{2d6 + 3, 1d8 + 4}kh1`): each item's value and what the group made of it. */
    | { readonly kind: 'group'; readonly items: readonly GroupItem[] };

/** One roll as the log keeps it. */
export interface RollRecord {
    /** The formula rolled, e.g. `2d6 + power`, `1d10!`. */
    readonly formula: string;
    /** Every die in the order drawn: sides, value and marks (kept, rerolled, exploded, success, failure). */
    readonly faces: readonly DieResult[];
    /**
     * The roll piece by piece: `2d6 + power (3)` is a dice part (`2d6`, the first 2 faces), a text
     * part ` + ` and a stat part (power, 3). The dice parts take the faces in order.
     */
    readonly parts: readonly RollPart[];
    readonly total: number;
}

/**
 * A number added to a roll or a damage sum, with what it is: `{ value: 2 }`, `{ value: 4, label: 'prone' }`;
 * `subtract` marks a number taken off (`{ value: 0, label: 'DEF', subtract: true }` prints `− 0 DEF`).
 */
export interface LoggedTerm {
    readonly value: number;
    readonly label?: string;
    readonly subtract?: boolean;
}

/** A number with its sign as the log prints it, a true minus sign for a negative one: `+2`, `−3`, `0`. */
export function signed(n: number): string {
    return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** The record of a rolled expression (`rollExpr`). */
export function recordRoll(formula: string, roll: RollResult): RollRecord {
    return { formula, faces: roll.terms.flatMap(t => t.faces), parts: roll.parts, total: roll.total };
}

/** The record of one rolled dice term (`rollTerm`), e.g. an attack die. */
export function recordTerm(roll: TermRoll): RollRecord {
    return {
        formula: roll.notation,
        faces: roll.faces,
        parts: [{ kind: 'dice', notation: roll.notation, faceCount: roll.faces.length }],
        total: roll.total,
    };
}

/** A number added to (or, `subtract`, taken off) dice a ruleset rolled itself, shown as a stat is: `+ DEX (3)`, `− restriction (2)`. */
export interface PlusTerm {
    readonly name: string;
    readonly value: number;
    readonly subtract?: boolean;
}

/**
 * The record of dice a ruleset rolled itself: one dice term `notation` with `faces` (their marks
 * set by the ruleset: `kept: false` for a die that does not count, `success` for a die that hits),
 * then `words` after it if any (Vaxia: ` DEX 45 vs 40: needed 48.21, winsby 14.79`).
 * @param more.formula the record's formula, when it is not `notation`.
 * @param more.plus what is added to the dice (one term or several, in order), shown after them as a
 *   formula's stats are: `1d20 [12] + DEX (3)`, `d20 [11] + Agility (6) + cover (2)` (`total` must
 *   already include them).
 */
export function recordFaces(
    notation: string,
    faces: readonly DieResult[],
    total: number,
    more: { words?: string; formula?: string; plus?: PlusTerm | readonly PlusTerm[] } = {},
): RollRecord {
    const parts: RollPart[] = [{ kind: 'dice', notation, faceCount: faces.length }];
    const plus: readonly PlusTerm[] = more.plus === undefined ? [] : 'name' in more.plus ? [more.plus] : more.plus;
    let formula = notation;
    for (const term of plus) {
        const sign = term.subtract ? ' − ' : ' + ';
        parts.push({ kind: 'text', text: sign }, { kind: 'stat', name: term.name, value: term.value });
        formula += `${sign}${term.name}`;
    }
    if (more.words) parts.push({ kind: 'text', text: more.words });
    return { formula: more.formula ?? formula, faces, parts, total };
}

/**
 * How an attack came out, in the ruleset's own vocabulary: an id the ruleset declares in its
 * `outcomes` (Rise: critical, hit, glance, miss; Enchanted Realms: hits; Vaxia: PP) — the start event
 * carries the words each id is printed with.
 */
export type AttackOutcome = string;

/** The word for hit points of a ruleset that has none of its own (`FighterSnapshot.hpName` unset). */
export const DEFAULT_HP_NAME = 'HP';

/** A ruleset's word for hit points in a sentence: `hit points` for {@link DEFAULT_HP_NAME}, else its own (HEA, LIF, Body). */
export function hitPointWords(hpName: string): string {
    return hpName === DEFAULT_HP_NAME ? 'hit points' : hpName;
}

/** A combatant's state at the end, as every format prints it. */
export interface FighterSnapshot {
    readonly id: string;
    readonly side: string;
    readonly status: string;
    readonly hp: number;
    readonly maxHp: number;
    /** `status` in the ruleset's words where they differ (a Vaxia vehicle is disabled or destroyed, not unconscious or dead); unset: `status`. */
    readonly statusWord?: string;
    /** A thing, not a creature (a Vaxia vehicle): its being destroyed (`dead`) is no death a verdict counts. */
    readonly inanimate?: boolean;
    /** What the ruleset calls `hp` (Paladins: HEA; Vaxia: LIF); {@link DEFAULT_HP_NAME} when unset. */
    readonly hpName?: string;
    /** Ruleset resources and tracks by name (Rise: damage_resistance, fatigue, vital_wounds). */
    readonly resources: Readonly<Record<string, number>>;
    readonly conditions: readonly string[];
    /** What it has left of each limited attack or ability (`uses 1 per short_rest`); unset when it has none. */
    readonly uses?: readonly UsesLeft[];
}

/** Uses left of one limited attack or ability: `Firestorm 0/1 per short_rest`. */
export interface UsesLeft {
    readonly name: string;
    readonly left: number;
    readonly count: number;
    readonly per: string;
}

export type CombatEvent =
    | {
          readonly kind: 'start';
          readonly encounter: string;
          readonly ruleset: string;
          readonly seed: number;
          readonly sides: readonly { name: string; members: readonly string[] }[];
          /** The words each outcome id of this ruleset is printed with. */
          readonly outcomes: Readonly<Record<string, string>>;
      }
    | { readonly kind: 'round'; readonly round: number }
    | { readonly kind: 'phase'; readonly name: string }
    | {
          readonly kind: 'order';
          readonly label: string;
          readonly order: readonly { id: string; rolls?: readonly RollRecord[]; total?: number }[];
      }
    | {
          readonly kind: 'action';
          readonly actor: string;
          readonly action: string;
          readonly target?: string;
          readonly text: string;
          readonly rolls?: readonly RollRecord[];
      }
    | {
          readonly kind: 'attack';
          readonly actor: string;
          readonly attack: string;
          readonly target: string;
          /** The attack roll (or rolls), then `bonuses` added to it, make `total`. */
          readonly rolls: readonly RollRecord[];
          readonly bonuses: readonly LoggedTerm[];
          readonly total: number;
          readonly versus: string;
          readonly defense: number;
          readonly outcome: AttackOutcome;
          /** A critical hit's dice multiplier (Rise ×2, ×3…). */
          readonly multiplier?: number;
          /**
           * Set when `total` counts dice rather than adds them up, each die set against the defense
           * on its own (Enchanted Realms' pool): the ruleset's words for one and for any other
           * number, e.g. `['hit', 'hits']`. The log then reads `2d20 [17*, 4], each vs AC 11: 1 hit`.
           */
          readonly counts?: readonly [one: string, other: string];
          readonly note?: string;
      }
    | {
          readonly kind: 'damage';
          /** Who dealt it; unset for damage from a condition or the environment. */
          readonly attacker?: string;
          readonly target: string;
          /** The damage roll, when the damage is rolled. */
          readonly rolls?: readonly RollRecord[];
          /** The damage as a sum, when it is computed rather than rolled (Paladins: 3 − 1 DEF). */
          readonly terms?: readonly LoggedTerm[];
          readonly amount: number;
          readonly absorbed: number;
          readonly hpLost: number;
          /** The target's value after the damage. */
          readonly hp: number;
          readonly maxHp: number;
          readonly note?: string;
          /** The pool the damage comes off when the ruleset names it (Paladins: HEA, STA, WIL); `hp`/`maxHp` then hold that pool. Unset: hit points. */
          readonly pool?: string;
          /** What absorbed `absorbed` (Paladins: shield); unset: damage resistance. */
          readonly absorbedBy?: string;
      }
    /** A check or save: `rolls` with every face, its `total`, what it needed (e.g. "over 6") and whether it succeeded. */
    | {
          readonly kind: 'check';
          readonly who: string;
          readonly what: string;
          readonly rolls: readonly RollRecord[];
          readonly total: number;
          readonly needs: string;
          readonly success: boolean;
          readonly note?: string;
          /** Set when `total` counts dice rather than adds them up (Enchanted Realms' defense rolls): the words for one and for several. */
          readonly counts?: readonly [one: string, other: string];
          /** The roll is its maker's own action (a grapple, a trip), shown at the level of actions, not under the line before it. */
          readonly own?: boolean;
      }
    | {
          readonly kind: 'resource';
          readonly who: string;
          readonly resource: string;
          readonly delta: number;
          readonly value: number;
          readonly reason: string;
          /** The roll that decided the change, if any (Paladins: regeneration). */
          readonly rolls?: readonly RollRecord[];
          /** Said after the roll, e.g. "capped at 11". */
          readonly note?: string;
      }
    | { readonly kind: 'wound'; readonly who: string; readonly rolls: readonly RollRecord[]; readonly result: number; readonly effect: string }
    | { readonly kind: 'condition'; readonly who: string; readonly condition: string; readonly gained: boolean; readonly note?: string }
    | { readonly kind: 'defeated'; readonly who: string; readonly how: string }
    | { readonly kind: 'note'; readonly text: string }
    | {
          readonly kind: 'end';
          readonly winner?: string;
          readonly reason: string;
          readonly rounds: number;
          readonly final: readonly FighterSnapshot[];
      };

/**
 * A function that adds the round's "end of the round" heading the first time it is called, and
 * nothing after: what happens at a round's end (hazards) stands under it, not under the round's last
 * action, and a round where nothing does has no empty heading. Nothing when `log` is off.
 */
export function endOfRoundHeading(log: CombatLog): () => void {
    // Without a log (a simulation), nothing to head: one shared function, nothing made per round.
    if (!log.enabled) return NO_HEADING;
    let headed = false;
    return () => {
        if (headed) return;
        headed = true;
        log.add({ kind: 'phase', name: 'end of the round' });
    };
}

/** `endOfRoundHeading`'s answer when the log is off. */
const NO_HEADING = (): void => {};

/** Append-only event list of one run. */
export class CombatLog {
    readonly events: CombatEvent[] = [];
    /** Simulations turn logging off: events are then dropped at the door. */
    constructor(readonly enabled = true) {}

    /** Appends an event; pass a function to skip building it (and its text) when the log is off. */
    add(event: CombatEvent | (() => CombatEvent)): void {
        if (this.enabled) this.events.push(typeof event === 'function' ? event() : event);
    }
}

/**
 * A log that keeps only what `keep` returns for each event (undefined: nothing): for readers of
 * long runs that need a few kinds of events and none of their dice (a report's damage and hit
 * points), so a 1,000-round run holds a fraction of its full log.
 */
export class FilteredLog extends CombatLog {
    constructor(private readonly keep: (event: CombatEvent) => CombatEvent | undefined) {
        super(true);
    }

    override add(event: CombatEvent | (() => CombatEvent)): void {
        const kept = this.keep(typeof event === 'function' ? event() : event);
        if (kept) this.events.push(kept);
    }
}
