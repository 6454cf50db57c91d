/**
 * Aim and Block dice: extra dice that raise (aim) or lower (block) an attack roll.
 * Source: 000_7e14385943d7d1e7.txt §Aim and Block Dice.
 *
 * Gather every aim and every block die on the attack; cancel them one aim for one block until one
 * kind (or none) is left; roll every die left and keep only the highest; add it (aim) or subtract it
 * (block). Sizes run d2 … d10 along the damage ladder; a size past d10 stays a d10 and adds +1 per
 * step beyond it instead.
 */
import { parseDiceToken } from '../../../engine/dice.js';
import type { SeededRng } from '../../../engine/rng.js';
import type { AdvantageStack, CancelOrder } from '../options.js';
import { singleDieRung } from './damage-dice.js';

/** An aim or block die: `sides` faces plus `flat`, the +1 per size step past d10. */
export interface AimBlockDie {
    readonly sides: number;
    readonly flat: number;
}

const D10 = singleDieRung(1, 10);

/**
 * The aim or block die a size names (`d6`, `d12`, `2d8`): up to a d10 the die itself; past it, along
 * the damage ladder (d12 2d8 2d10 2d12), a d10 with +1 per step beyond (d12 +1 … 2d12 +4). The flat
 * changes the die's own result, so a block die past d10 blocks more [assumption: the seed says "the
 * roll" gains, which reads literally only for aim dice]. @returns undefined for a die on no ladder
 * (d5, d20, 3d6): the checks refuse it.
 */
function aimBlockDie(count: number, sides: number): AimBlockDie | undefined {
    const rung = singleDieRung(count, sides);
    if (rung < 0) return undefined;
    return rung <= D10 ? { sides, flat: 0 } : { sides: 10, flat: rung - D10 };
}

/** The aim die a `with aim` value names (`d6`, `2d8`), none for one on no ladder (the checks refuse it). */
export function aimDieOf(value: string): AimBlockDie[] {
    const parsed = parseDiceToken(value);
    const die = 'term' in parsed && parsed.term.modifiers.length === 0 ? aimBlockDie(parsed.term.count, parsed.term.sides) : undefined;
    return die ? [die] : [];
}

/** The die of an option or an action that names a plain size (`aim_die: d4`, Block's d4). */
export const plainDie = (sides: number): AimBlockDie => ({ sides, flat: 0 });

/** What is left after cancelling aim against block: one kind and its dice, or nothing. */
export interface AimBlockPool {
    readonly kind: 'aim' | 'block' | 'none';
    readonly dice: readonly AimBlockDie[];
    /** Pairs of one aim and one block die that cancelled out (0 or absent: none), for the log. */
    readonly cancelled?: number;
}

const strength = (d: AimBlockDie) => d.sides + 2 * d.flat;

/**
 * Cancels aim and block dice one for one. `order` (option `aim_block_cancel`) says which dice go
 * first: 'smallest' (each side spends its weakest — the survivors keep their best) or 'largest'
 * [assumption: the seed only says "remove one of each"]. Input order is preserved among survivors.
 */
export function cancelAimBlock(aims: readonly AimBlockDie[], blocks: readonly AimBlockDie[], order: CancelOrder): AimBlockPool {
    const n = Math.min(aims.length, blocks.length);
    const survivors = (list: readonly AimBlockDie[]) => {
        const ranked = list
            .map((d, i) => ({ d, i }))
            .sort((a, b) => (order === 'smallest' ? strength(a.d) - strength(b.d) : strength(b.d) - strength(a.d)) || a.i - b.i);
        const gone = new Set(ranked.slice(0, n).map(r => r.i));
        return list.filter((_, i) => !gone.has(i));
    };
    const a = survivors(aims);
    const b = survivors(blocks);
    if (a.length) return { kind: 'aim', dice: a, cancelled: n };
    if (b.length) return { kind: 'block', dice: b, cancelled: n };
    return { kind: 'none', dice: [], cancelled: n };
}

/** The rolled result: every die with its face, the kept one, and the signed change to the attack roll. */
interface AimBlockRoll {
    readonly kind: 'aim' | 'block' | 'none';
    /** Each die rolled, in order, with its natural face. */
    readonly rolled: readonly (AimBlockDie & { readonly face: number })[];
    /** Which die counts: the first with the highest face + flat; −1 when no dice. */
    readonly keptIndex: number;
    /** The kept die's face + flat; 0 when no dice. */
    readonly kept: number;
    /** +kept for aim, −kept for block, 0 for none. */
    readonly modifier: number;
}

/**
 * Rolls what is left after cancelling and keeps the highest (its flat included). Rolls nothing when
 * none is left (a pool of kind 'none' is the one with no dice).
 */
/** The roll of an empty pool (shared: rolls are never changed). */
const NO_AIM_BLOCK: AimBlockRoll = { kind: 'none', rolled: [], keptIndex: -1, kept: 0, modifier: 0 };

export function rollAimBlock(pool: AimBlockPool, dice: SeededRng): AimBlockRoll {
    if (pool.dice.length === 0) return NO_AIM_BLOCK;
    const rolled = pool.dice.map(d => ({ ...d, face: dice.die(d.sides) }));
    let keptIndex = 0;
    rolled.forEach((d, i) => {
        if (d.face + d.flat > rolled[keptIndex].face + rolled[keptIndex].flat) keptIndex = i;
    });
    const kept = rolled[keptIndex].face + rolled[keptIndex].flat;
    return { kind: pool.kind, rolled, keptIndex, kept, modifier: pool.kind === 'aim' ? kept : -kept };
}

/** How a die reads in the log: `d6`, `d10+1` (no die is ever below d2: nothing steps an aim or block die down). */
export function aimBlockNotation(d: AimBlockDie): string {
    return `d${d.sides}${d.flat > 0 ? `+${d.flat}` : ''}`;
}

/**
 * Exact distribution of the signed modifier a pool gives the attack roll, as probability by value.
 * Highest of independent dice: P(max ≤ v) = Π P(dᵢ ≤ v).
 */
export function aimBlockDistribution(pool: AimBlockPool): Map<number, number> {
    const out = new Map<number, number>();
    if (pool.dice.length === 0) return out.set(0, 1);
    const values = new Set<number>();
    for (const d of pool.dice) for (let f = 1; f <= d.sides; f++) values.add(f + d.flat);
    const sorted = [...values].sort((a, b) => a - b);
    const cdf = (v: number) => pool.dice.reduce((p, d) => p * Math.min(1, Math.max(0, (v - d.flat) / d.sides)), 1);
    let previous = 0;
    for (const v of sorted) {
        const c = cdf(v);
        if (c > previous) out.set(pool.kind === 'aim' ? v : -v, c - previous);
        previous = c;
    }
    return out;
}

// §Other Hit Bonuses/Maluses (under §Aim and Block Dice): advantage, disadvantage and the flat ±4 of a stack.

/** The d20s of an advantage state: how many, which counts, and the flat ±4 of a stack. */
export interface AdvantageState {
    readonly dice: 1 | 2;
    readonly keep: 'best' | 'worst';
    readonly flat: number;
}

/**
 * The d20 part of an advantage state. Net 0: one d20. Net ±1: two d20, keep best / worst. Net ±2 or
 * more (a stack): two d20 and ±4 once ('flat_once') or ±4 per source beyond the first ('per_extra')
 * [assumption on both counts: the seed only names "the +4 or −4" of a stack].
 */
/** Neither advantage nor disadvantage: one d20 (shared: states are never changed). */
const STRAIGHT: AdvantageState = { dice: 1, keep: 'best', flat: 0 };

export function advantageState(net: number, stack: AdvantageStack): AdvantageState {
    const n = Math.trunc(net);
    if (n === 0) return STRAIGHT;
    const extra = Math.abs(n) - 1;
    const flat = extra === 0 ? 0 : stack === 'flat_once' ? 4 : 4 * extra;
    return { dice: 2, keep: n > 0 ? 'best' : 'worst', flat: n > 0 ? flat : -flat };
}

/** Rolls the d20s of `state`: every face in order, the one that counts and where it is. */
export function rollD20s(
    state: AdvantageState,
    dice: SeededRng,
): { readonly faces: readonly number[]; readonly kept: number; readonly keptIndex: number } {
    const faces = state.dice === 1 ? [dice.die(20)] : [dice.die(20), dice.die(20)];
    // No spread call: one face is kept as it is, two are compared.
    const kept = faces.length === 1 ? faces[0] : state.keep === 'best' ? Math.max(faces[0], faces[1]) : Math.min(faces[0], faces[1]);
    return { faces, kept, keptIndex: faces.indexOf(kept) };
}

/** The notation of the d20s of `state`, as the log prints it. */
export function d20Notation(state: AdvantageState): string {
    return state.dice === 1 ? '1d20' : state.keep === 'best' ? '2d20kh1' : '2d20kl1';
}
