/**
 * §Terms and Things to Know: the action economy — which slot an action takes and what one turn
 * allows, read by both the checks of a script (`checks/script.ts`) and the engine's turn
 * (`engine/turn.ts`), so a line the checks accept is a line the engine plays — and Cooldown (X).
 * Source: 000_7e14385943d7d1e7.txt §Terms and Things to Know (every monster has a minor action and
 * can Assail or Aim, which makes Daze worth having); §Aim and Block Dice (Aim a minor action,
 * Block a reaction). The slot counts are not in this chapter [assumption: one
 * major, one minor, one movement per turn and one reaction per round — the Primer's economy — and a
 * Dazed combatant has no minor action].
 */
import { RPGSTUCK_ACTIONS } from '../schema.js';

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
