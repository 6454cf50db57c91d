/**
 * Drives the Paladins engine with chosen dice: builds the first encounter of a .strife text, its
 * fighters and engine, and plays rounds with a generator that returns scripted values.
 * Round 1 of a fresh arena starts with one d12 per combatant (initiative), in encounter order.
 */
import { type Arena as ArenaOf, rulesetArena } from '../arena.js';
import type { CombatEvent } from '../../language/engine/log.js';
import { rollText } from '../../language/engine/render.js';
import type { PlannedAction, PlannedTurn } from '../../language/engine/model.js';
import type { PaladinsEngine } from '../../language/rulesets/paladins/engine/engine.js';
import type { PaladinsFighter } from '../../language/rulesets/paladins/engine/fighter.js';
import { paladins } from '../../language/rulesets/paladins/index.js';
import { ScriptedRng } from '../rise/harness.js';

export { ScriptedRng };

export type Arena = ArenaOf<PaladinsEngine, PaladinsFighter>;

/** Builds the text's first encounter; fails if the text has errors. */
export function arena(text: string): Promise<Arena> {
    return rulesetArena<PaladinsEngine, PaladinsFighter>(paladins, text);
}

/** A planned turn. */
export const turn = (actor: string, ...actions: PlannedAction[]): PlannedTurn => ({ actor, actions });
/** An attack action. */
export const hit = (attack: string, ...targets: string[]): PlannedAction => ({ action: attack, isAttack: true, targets, modifiers: [] });
/** A ruleset action (move, rest, dodge -> X, opportunity_attack -> X using W...). */
export const act = (action: string, targets: string[] = [], weapon?: string): PlannedAction => ({
    action,
    isAttack: false,
    targets,
    modifiers: [],
    weapon,
});

type Of<K extends CombatEvent['kind']> = Extract<CombatEvent, { kind: K }>;
export const eventsOf = <K extends CombatEvent['kind']>(events: CombatEvent[], kind: K): Of<K>[] => events.filter((e): e is Of<K> => e.kind === kind);
/** Every note's text, joined: for "the log says why" assertions. */
export const notes = (events: CombatEvent[]): string =>
    eventsOf(events, 'note')
        .map(e => e.text)
        .join('\n');

/** The event with its roll as the log prints it (`roll`), for assertions on what a GM reads. */
export const withRoll = <E extends CombatEvent>(e: E): E & { roll?: string } => ({ ...e, roll: rollText(e) });
