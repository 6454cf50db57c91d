/**
 * Wounded, unconscious and dead: damage is counted up from 0 against the LIF stat; a wounded
 * character is fully effective until the damage reaches LIF.
 * Source: 004_941aee309a07cd38.txt §Wounded, Unconscious and Dead.
 */

type LifeState = 'active' | 'unconscious' | 'dead';

/**
 * Damage at least LIF knocks a character out; at least twice LIF kills. A wounded character short
 * of that is fully effective (§Wounded, Unconscious and Dead). LIF 30: 29 active, 30 out, 60 dead.
 */
export function woundState(lif: number, damage: number): LifeState {
    if (damage >= 2 * lif) return 'dead';
    if (damage >= lif) return 'unconscious';
    return 'active';
}
