/** Drives the Vaxia engine with chosen d100 faces over an encounter built from .strife text. */
import type { RollRecord } from '../../language/engine/log.js';
import { recordText } from '../../language/engine/roll-text.js';
import { type Arena as ArenaOf, rulesetArena } from '../arena.js';
import type { CombatEvent } from '../../language/engine/log.js';
import type { VaxiaEngine } from '../../language/rulesets/vaxia/engine/engine.js';
import type { VaxiaFighter } from '../../language/rulesets/vaxia/engine/fighter.js';
import { vaxia } from '../../language/rulesets/vaxia/index.js';
import { build, codes } from '../helpers.js';

export type VaxiaArena = ArenaOf<VaxiaEngine, VaxiaFighter>;

/** Builds the text's first encounter; every d100 face given to `play` must be used. */
export function vaxiaArena(text: string): Promise<VaxiaArena> {
    return rulesetArena<VaxiaEngine, VaxiaFighter>(vaxia, text);
}

type Of<K extends CombatEvent['kind']> = Extract<CombatEvent, { kind: K }>;

/** The events of one kind, in order. */
export function eventsOf<K extends CombatEvent['kind']>(events: readonly CombatEvent[], kind: K): Of<K>[] {
    return events.filter((e): e is Of<K> => e.kind === kind);
}

/** "DEX 40 vs 30" of each d100 of an event, as [stat, might, difficulty]. */
export function mightsOf(event: { readonly rolls?: readonly RollRecord[] }): [string, number, number][] {
    return (event.rolls ?? []).map(r => {
        const m = /^(.+?) (\d+) vs (\d+):/.exec(recordText(r));
        if (!m) throw new Error(`no might in ${recordText(r)}`);
        return [m[1], Number(m[2]), Number(m[3])];
    });
}

/** The diagnostic codes `strife check` reports for a file. */
export async function codesOf(text: string): Promise<string[]> {
    return codes((await build(text)).diagnostics);
}

export { hoverAt } from '../helpers.js';
