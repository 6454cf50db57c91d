/**
 * Weapon negation's numbers: what resisting a disarm costs, and what freeing a pinned weapon costs.
 * Seed: 001_66230f9a082df360.txt §Weapon Negation.
 */

/** Body points the victim takes to resist a disarm: 2 plus the attacker's weapon size (light 2, medium 3, heavy 4). */
export const DISARM_RESIST_DAMAGE: Readonly<Record<'light' | 'medium' | 'heavy', number>> = { light: 2, medium: 3, heavy: 4 };

/** Attack dice the wielder of a pinned weapon sacrifices to free it (spread over two rounds with a single die). */
export const FREE_PINNED_DICE = 2;
