/**
 * Ruleset-neutral parts of tactics: target choice for the policies (rulesets decide what to do
 * with the target) and the plain strike turn a fighter reuses while nothing about it changes.
 */
import type { Fighter } from './contract.js';
import type { PlannedTurn } from './model.js';
import type { SeededRng } from './rng.js';

/**
 * The foes of `self` still active, in encounter order: what tactics choose among (`TacticsContext.foesOf`).
 * Counted first, then one list of that size filled: asked every round of every run, and a list
 * grown from empty (what `filter` makes) costs more than the second pass.
 */
export function activeFoes<F extends Fighter>(fighters: readonly F[], self: F): F[] {
    const side = self.side;
    let count = 0;
    for (let i = 0; i < fighters.length; i++) if (fighters[i].side !== side && fighters[i].status === 'active') count++;
    const foes = new Array<F>(count);
    for (let i = 0, k = 0; k < count; i++) if (fighters[i].side !== side && fighters[i].status === 'active') foes[k++] = fighters[i];
    return foes;
}

/** The modifiers of a plain strike (none; shared, never changed). */
const NO_MODIFIERS: readonly string[] = [];

/**
 * The turn of one plain strike — `attack` at `target`, no modifiers — for `actor`: `last` itself
 * when it is that very turn. Turns are never changed once planned, so a fighter that goes on striking
 * the same foe the same way plans nothing new each round (most turns of most fights).
 */
export function strikeTurn(last: PlannedTurn | undefined, actor: string, attack: string, target: string): PlannedTurn {
    if (last !== undefined && last.actions.length === 1) {
        const a = last.actions[0];
        if (a.isAttack && a.action === attack && a.targets.length === 1 && a.targets[0] === target && a.modifiers.length === 0) return last;
    }
    return { actor, actions: [{ action: attack, isAttack: true, targets: [target], modifiers: NO_MODIFIERS }] };
}

/**
 * Picks the foe a policy aims at, or undefined when none is left.
 * `attack_weakest` / `attack_strongest` compare `toughness(f)` (ties: encounter order);
 * `attack_random` draws from `rng`; anything else takes the first foe.
 */
export function pickTarget<F extends Fighter>(policy: string, foes: readonly F[], rng: SeededRng, toughness: (f: F) => number): F | undefined {
    if (foes.length === 0) return undefined;
    switch (policy) {
        case 'attack_weakest':
            return extreme(foes, toughness, -1);
        case 'attack_strongest':
            return extreme(foes, toughness, 1);
        case 'attack_random':
            return foes[rng.int(0, foes.length - 1)];
        default:
            return foes[0];
    }
}

/**
 * The first foe with the lowest (`sign` −1) or highest (`sign` 1) toughness: each foe's toughness
 * is worked out once (tactics pick a target for every unscripted turn of every run).
 */
function extreme<F>(foes: readonly F[], toughness: (f: F) => number, sign: -1 | 1): F {
    let best = foes[0];
    let bestValue = sign * toughness(best);
    for (let i = 1; i < foes.length; i++) {
        const value = sign * toughness(foes[i]);
        if (value > bestValue) {
            best = foes[i];
            bestValue = value;
        }
    }
    return best;
}
