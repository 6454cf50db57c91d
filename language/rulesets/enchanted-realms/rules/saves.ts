/**
 * Saves: preservation d20 + score, feat d20 + modifier, competition d12 + modifier on each side.
 * Seed: 001_66230f9a082df360.txt §Touch-based Effects (a feat is d20 + modifier: "rolls a d20 with a
 * +1 bonus"), §Grappling and §Shoving and Tripping (competitions on d12s); the preservation formula
 * is the public rules' (enchantedrpg.com Game Mechanics), the seed only names it.
 */
import type { CompetitionTies } from '../options.js';
import type { Dice } from './checked.js';
import { rollSingle, type Vantage } from './vantage.js';

/** A d20 save against a DC. */
export interface SaveResult {
    readonly faces: readonly number[];
    readonly raw: number;
    readonly total: number;
    readonly dc: number;
    readonly success: boolean;
}

/**
 * Whether a d20 save succeeds: total ≥ DC, except that a raw 20 always succeeds and a raw 1 always
 * fails (public rapid rules: "when rolling a d20, a raw 20 is always a success"; assumption that it
 * covers saves as well as attacks, the seed only states it for attacks).
 */
function saveSucceeds(raw: number, total: number, dc: number): boolean {
    if (raw === 20) return true;
    if (raw === 1) return false;
    return total >= dc;
}

/** A save that fails outright, with no die thrown (a paralyzed creature's Strength feat, §Restrictions in Combat). */
const FAILED = (dc: number): SaveResult => ({ faces: [], raw: 0, total: 0, dc, success: false });

/**
 * A preservation save: d20 + the sub-attribute SCORE (+ magic or cover bonuses), vs DC.
 * Draws 1 d20 (2 under vantage). Public rules (the seed names "preservation saves" only).
 */
export function preservationSave(dice: Dice, a: { score: number; bonus?: number; dc: number; vantage?: Vantage; fails?: boolean }): SaveResult {
    if (a.fails) return FAILED(a.dc);
    const roll = rollSingle(dice, 20, a.vantage);
    const total = roll.kept + a.score + (a.bonus ?? 0);
    return { faces: roll.faces, raw: roll.kept, total, dc: a.dc, success: saveSucceeds(roll.kept, total, a.dc) };
}

/**
 * A feat: d20 + the sub-attribute MODIFIER and nothing else (no magic), vs DC. Draws 1 d20 (2 under
 * vantage). Seed §Touch-based Effects; public rules for "nothing else".
 */
export function featSave(dice: Dice, a: { modifier: number; dc: number; vantage?: Vantage; bonus?: number; fails?: boolean }): SaveResult {
    if (a.fails) return FAILED(a.dc);
    const roll = rollSingle(dice, 20, a.vantage);
    const total = roll.kept + a.modifier + (a.bonus ?? 0);
    return { faces: roll.faces, raw: roll.kept, total, dc: a.dc, success: saveSucceeds(roll.kept, total, a.dc) };
}

/** One side of a competition. `modifier` is the chosen sub-attribute's modifier plus table modifiers. */
interface Competitor {
    readonly modifier: number;
    readonly vantage?: Vantage;
    /** This side loses outright, no die thrown (§Restrictions in Combat: fails every Body save and competition). */
    readonly fails?: boolean;
}

export interface CompetitionResult {
    /** Every (attacker, defender) pair of kept d12s rolled, ties included, with the faces thrown (two under a vantage). */
    readonly rounds: readonly {
        readonly attacker: number;
        readonly defender: number;
        readonly attackerFaces: readonly number[];
        readonly defenderFaces: readonly number[];
    }[];
    readonly attackerTotal: number;
    readonly defenderTotal: number;
    readonly winner: 'attacker' | 'defender';
}

/**
 * A save competition: each side rolls d12 + modifier (two d12s keeping the better / worse under
 * vantage), higher total wins; a tie is rolled again (up to 50 times, then the defender keeps the
 * status quo) under `ties` 'reroll', or won by the resisting side under 'defender' (option
 * `competition_ties`; the seed is silent). A side that `fails` outright loses with no die thrown (the
 * defender, when both do: the status quo holds). Draws per round: the attacker's die (or pair), then the defender's.
 * Seed §Grappling, §Shoving and Tripping, §Weapon Negation (attacker at advantage on the d12).
 */
export function competition(dice: Dice, attacker: Competitor, defender: Competitor, ties: CompetitionTies): CompetitionResult {
    if (attacker.fails || defender.fails) return { rounds: [], attackerTotal: 0, defenderTotal: 0, winner: attacker.fails ? 'defender' : 'attacker' };
    const rounds: CompetitionResult['rounds'][number][] = [];
    for (let i = 0; i < 50; i++) {
        const ours = rollSingle(dice, 12, attacker.vantage);
        const theirs = rollSingle(dice, 12, defender.vantage);
        const a = ours.kept;
        const d = theirs.kept;
        rounds.push({ attacker: a, defender: d, attackerFaces: ours.faces, defenderFaces: theirs.faces });
        const at = a + attacker.modifier;
        const dt = d + defender.modifier;
        if (at !== dt || ties === 'defender') {
            return { rounds, attackerTotal: at, defenderTotal: dt, winner: at > dt ? 'attacker' : 'defender' };
        }
    }
    const last = rounds[rounds.length - 1];
    return { rounds, attackerTotal: last.attacker + attacker.modifier, defenderTotal: last.defender + defender.modifier, winner: 'defender' };
}
