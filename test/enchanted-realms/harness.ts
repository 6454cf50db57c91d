/**
 * Drives the Enchanted Realms engine with chosen dice: builds the first encounter of a .strife
 * text and plays rounds with a ScriptedRng. Each round starts with one d10 per standing combatant
 * (initiative, in encounter order; ties then roll d20s).
 */
import { type Arena as ArenaOf, rulesetArena } from '../arena.js';
import type { EnchantedRealmsEngine } from '../../language/rulesets/enchanted-realms/engine/engine.js';
import type { ErFighter } from '../../language/rulesets/enchanted-realms/engine/fighter.js';
import { enchantedRealms } from '../../language/rulesets/enchanted-realms/index.js';

export type ErArena = ArenaOf<EnchantedRealmsEngine, ErFighter>;

/** Builds the text's first encounter; every die given to `play` must be used. */
export function erArena(text: string): Promise<ErArena> {
    return rulesetArena<EnchantedRealmsEngine, ErFighter>(enchantedRealms, text);
}
