/**
 * The action economy: which slot an action takes and what one turn allows, read by both the checks
 * of a script (`checks.ts`) and the engine's turn (`turn.ts`), so a line the checks accept is a line
 * the engine plays. Also Cooldown (X), the limited-use rule, and initiative.
 * Source: 000_7e14385943d7d1e7.txt §Terms and Things to Know (every monster has a minor action and
 * can Assail or Aim — "Better get your Dazes ready!"); §Limited Use Abilities; §Aim and Block Dice
 * (Aim a minor action, Block a reaction). The slot counts are not in this chapter [assumption: one
 * major, one minor, one movement per turn and one reaction per round — the Primer's economy — and a
 * Dazed combatant has no minor action].
 */
import type { Dice } from './dice.js';
import { RPGSTUCK_ACTIONS } from './schema.js';

/** The slots of a turn; `reaction` is per round; `free` actions take none. */
type Slot = 'major' | 'minor' | 'movement' | 'reaction' | 'free';

/** The slots one turn has, and how many actions of each. */
type TurnSlots = Record<'major' | 'minor' | 'movement', number>;

/** Reactions a combatant has per round. */
export const REACTIONS_PER_ROUND = 1;

const SLOT_OF = new Map(RPGSTUCK_ACTIONS.map(a => [a.name, a.economy as Slot]));

/** The slot an action takes: an attack the major action, a ruleset action its schema slot, anything else none. */
export function slotOf(action: { readonly action: string; readonly isAttack: boolean }): Slot {
    return action.isAttack ? 'major' : (SLOT_OF.get(action.action) ?? 'free');
}

/** What a turn starts with: one major, one minor (none while Dazed), one movement. */
export function turnSlots(dazed: boolean): TurnSlots {
    return { major: 1, minor: dazed ? 0 : 1, movement: 1 };
}

/**
 * Spends one action of `slot` from `left` (reactions are counted per round by the caller).
 * @returns false when the turn has no such action left — the action cannot be taken.
 */
export function spendSlot(left: TurnSlots, slot: Slot): boolean {
    if (slot === 'free' || slot === 'reaction') return true;
    if (left[slot] < 1) return false;
    left[slot]--;
    return true;
}

/**
 * Cooldown (X): after use in round r it must go X rounds unused, so it is ready again in round
 * r + X + 1. `lastUsed` undefined: never used, ready.
 */
export function cooldownReady(lastUsed: number | undefined, round: number, x: number): boolean {
    return lastUsed === undefined || round - lastUsed > x;
}

/**
 * Whether a limited-use ability counts as used: not when every roll failed and nothing of it took
 * effect; yes when any roll succeeded or some part works regardless (an effect on a miss).
 */
export function limitedUseSpent(results: readonly ('success' | 'failed')[], effectRegardless = false): boolean {
    return effectRegardless || results.some(r => r === 'success');
}

/**
 * Rolls initiative: d20 + bonus, highest first; ties keep the listing order [assumption: the chapter
 * has no initiative rule; the bonus is DEX].
 */
export function initiativeOrder(
    entries: readonly { readonly id: string; readonly bonus: number }[],
    dice: Dice,
): { readonly id: string; readonly roll: number; readonly total: number }[] {
    const rolled = entries.map((e, i) => {
        const roll = dice.die(20);
        return { id: e.id, roll, total: roll + e.bonus, i };
    });
    return rolled.sort((a, b) => b.total - a.total || a.i - b.i).map(({ id, roll, total }) => ({ id, roll, total }));
}
