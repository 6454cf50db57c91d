/**
 * Drives the Rise engine with chosen dice: a generator that returns scripted values, and a round
 * runner over an encounter built from .strife text.
 */
import { type Arena as ArenaOf, rulesetArena } from '../arena.js';
import type { CombatEvent } from '../../language/engine/log.js';
import { rise } from '../../language/rulesets/rise/index.js';
import type { RiseEngine, RiseFighter } from '../../language/rulesets/rise/engine/engine.js';

export { ScriptedRng } from '../arena.js';

export type Arena = ArenaOf<RiseEngine, RiseFighter>;

/** Builds the text's first encounter and its fighters; plans default to its script. */
export function arena(text: string): Promise<Arena> {
    return rulesetArena<RiseEngine, RiseFighter>(rise, text);
}

export const attackEvents = (events: CombatEvent[]) => events.filter((e): e is Extract<CombatEvent, { kind: 'attack' }> => e.kind === 'attack');
export const damageEvents = (events: CombatEvent[]) => events.filter((e): e is Extract<CombatEvent, { kind: 'damage' }> => e.kind === 'damage');
export const woundEvents = (events: CombatEvent[]) => events.filter((e): e is Extract<CombatEvent, { kind: 'wound' }> => e.kind === 'wound');

export { hoverAt } from '../helpers.js';
