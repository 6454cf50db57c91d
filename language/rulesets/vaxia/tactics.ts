/**
 * How a tactics policy picks its defense. The seed leaves the choice to the player
 * (004_941aee309a07cd38.txt §Attacking and Defending lists the defenses, not when to use which);
 * `defend_best` is ours: the allowed defense with the least expected damage, computed exactly.
 */
import { defenseMeets, type DefenseKind, type Realm, type TargetInput } from './combat.js';
import { attackOutlook } from './distribution.js';
import type { PpRounding } from './ruling.js';

export interface DefenseChoice {
    readonly kind: DefenseKind | 'none';
    /** The defense's realm ('none' has none). */
    readonly realm?: Realm;
    /** The defender's mights for it: passive mights for 'none', defense mights otherwise. */
    readonly mights: readonly [number, number];
}

/**
 * Of the choices allowed against this attack (wrong-realm parries etc. are skipped), the one with
 * the least expected damage; ties keep the earlier choice. Returns undefined when none is allowed.
 */
export function bestDefense(
    attack: { readonly realm: Realm; readonly mights: readonly [number, number]; readonly nonLethal?: boolean },
    choices: readonly DefenseChoice[],
    target: TargetInput,
    rounding: PpRounding = 'nearest',
): { readonly choice: DefenseChoice; readonly expected: number } | undefined {
    let best: { choice: DefenseChoice; expected: number } | undefined;
    for (const choice of choices) {
        if (choice.kind !== 'none' && !defenseMeets(choice.kind, choice.realm ?? 'physical', attack.realm)) continue;
        const expected = attackOutlook(attack, { kind: choice.kind, mights: choice.mights }, target, rounding).expected;
        if (!best || expected < best.expected) best = { choice, expected };
    }
    return best;
}
