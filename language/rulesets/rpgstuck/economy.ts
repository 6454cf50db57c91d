/**
 * The action economy of a turn and the tags that limit attacks: major / minor / reaction slots,
 * Multiattack (X), Cooldown (X), limited-use abilities, initiative.
 * Source: 000_7e14385943d7d1e7.txt §Bestiary Intro › Terms and Things to Know; §Resting and Limited
 * Abilities › Limited Use Abilities; §Aim and Block Dice (Aim minor action, Block reaction).
 * The slot counts are not in this chapter [assumption: one major, one minor, one movement per turn,
 * one reaction per round — the Primer's economy the seed refers to].
 */
import type { Dice, RuleIssue } from './dice.js';

export type Slot = 'major' | 'minor' | 'movement' | 'reaction' | 'free';

/** Slots available per turn (reaction: per round). */
export const SLOTS_PER_TURN: Readonly<Record<Exclude<Slot, 'free'>, number>> = { major: 1, minor: 1, movement: 1, reaction: 1 };

/** The slot of each basic action. */
export const ACTION_SLOTS: Readonly<Record<string, Slot>> = {
    attack: 'major',
    multiattack: 'major',
    grapple: 'major',
    escape: 'major',
    shove: 'major',
    aim: 'minor',
    avert: 'minor',
    assail: 'minor',
    move: 'movement',
    block: 'reaction',
};

export interface TurnAction {
    readonly name: string;
    /** Overrides ACTION_SLOTS (an ability that is a minor action, say). */
    readonly slot?: Slot;
}

/**
 * Checks one combatant's turn against its slots. `reactionsUsed` counts reactions already taken this
 * round (outside its turn); `dazed` removes the minor slot. Codes: `rpgstuck.economy.unknown-action`,
 * `rpgstuck.economy.too-many` (a slot used twice), `rpgstuck.economy.reaction-twice`,
 * `rpgstuck.economy.dazed-minor`.
 */
export function checkTurn(actions: readonly TurnAction[], reactionsUsed = 0, dazed = false): RuleIssue[] {
    const issues: RuleIssue[] = [];
    const used: Record<string, number> = { major: 0, minor: 0, movement: 0, reaction: reactionsUsed };
    for (const action of actions) {
        const slot = action.slot ?? ACTION_SLOTS[action.name];
        if (!slot) {
            issues.push({
                code: 'rpgstuck.economy.unknown-action',
                message: `"${action.name}" is not an RPGStuck action (${Object.keys(ACTION_SLOTS).join(', ')}).`,
            });
            continue;
        }
        if (slot === 'free') continue;
        used[slot] += 1;
        if (slot === 'minor' && dazed) {
            issues.push({ code: 'rpgstuck.economy.dazed-minor', message: `A dazed combatant has no minor action for "${action.name}".` });
        } else if (slot === 'reaction' && used.reaction > SLOTS_PER_TURN.reaction) {
            issues.push({
                code: 'rpgstuck.economy.reaction-twice',
                message: `"${action.name}" would be a second reaction this round; there is one per round.`,
            });
        } else if (slot !== 'reaction' && used[slot] > SLOTS_PER_TURN[slot]) {
            issues.push({ code: 'rpgstuck.economy.too-many', message: `"${action.name}" needs a ${slot} action, already used this turn.` });
        }
    }
    return issues;
}

/** Multiattack (X): X attack rolls, each resolved alone. Code `rpgstuck.multiattack.count` on a mismatch. */
export function checkMultiattack(x: number, scriptedAttacks: number): RuleIssue | undefined {
    if (scriptedAttacks === x) return undefined;
    return { code: 'rpgstuck.multiattack.count', message: `Multiattack (${x}) makes ${x} attack rolls, but ${scriptedAttacks} are scripted.` };
}

/**
 * Cooldown (X): after use in round r it must go X rounds unused, so it is ready again in round
 * r + X + 1. `lastUsed` undefined: never used, ready.
 */
export function cooldownReady(lastUsed: number | undefined, round: number, x: number): boolean {
    return lastUsed === undefined || round - lastUsed > x;
}

/** How a limited-use ability's activation went, per target or attack. */
export type Activation = 'success' | 'failed';

/**
 * Whether a limited-use ability counts as used: not when every roll failed and nothing of it took
 * effect; yes when any roll succeeded or any part works regardless (Psi Pulse).
 */
export function limitedUseSpent(results: readonly Activation[], effectRegardless = false): boolean {
    return effectRegardless || results.some(r => r === 'success');
}

/** A combatant entering initiative. */
export interface InitiativeEntry {
    readonly id: string;
    readonly bonus: number;
}

/**
 * Rolls initiative: d20 + bonus, highest first; ties keep the listing order [assumption: the chapter
 * has no initiative rule; the bonus is DEX by default].
 */
export function initiativeOrder(
    entries: readonly InitiativeEntry[],
    dice: Dice,
): { readonly id: string; readonly roll: number; readonly total: number }[] {
    const rolled = entries.map((e, i) => {
        const roll = dice.die(20);
        return { id: e.id, roll, total: roll + e.bonus, i };
    });
    return rolled.sort((a, b) => b.total - a.total || a.i - b.i).map(({ id, roll, total }) => ({ id, roll, total }));
}
