/** Drives the Vaxia engine with chosen d100 faces over an encounter built from .strife text. */
import { type Arena as ArenaOf, rulesetArena } from '../arena.js';
import type { VaxiaEngine } from '../../language/rulesets/vaxia/engine.js';
import type { VaxiaFighter } from '../../language/rulesets/vaxia/fighter.js';
import { vaxia } from '../../language/rulesets/vaxia/index.js';

export type VaxiaArena = ArenaOf<VaxiaEngine, VaxiaFighter>;

/** Builds the text's first encounter; every d100 face given to `play` must be used. */
export function vaxiaArena(text: string): Promise<VaxiaArena> {
    return rulesetArena<VaxiaEngine, VaxiaFighter>(vaxia, text);
}
