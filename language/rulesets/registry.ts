/**
 * The rulesets Strife knows, by the id a `ruleset` line names. The other systems of
 * ../shared/seeds are planned (`plannedRuleset`).
 */
import { enchantedRealms } from './enchanted-realms/index.js';
import { paladins } from './paladins/index.js';
import { rpgstuck } from './rpgstuck/index.js';
import { rise } from './rise/index.js';
import type { Ruleset } from './ruleset.js';
import { vaxia } from './vaxia/index.js';

const BUILT_IN: readonly Ruleset[] = [rise, paladins, rpgstuck, enchantedRealms, vaxia];

const RULESETS = new Map<string, Ruleset>(BUILT_IN.map(r => [r.id, r]));

/**
 * Adds a ruleset beside the built-in ones (tests use it to exercise language features no built-in
 * ruleset has yet). @returns a function that removes it again.
 * @public the test seam for rulesets outside the registry (knip: not dead, tests are its users)
 * @throws Error when a ruleset with the same id is registered.
 */
export function registerRuleset(ruleset: Ruleset): () => void {
    if (RULESETS.has(ruleset.id)) throw new Error(`a ruleset '${ruleset.id}' is already registered`);
    RULESETS.set(ruleset.id, ruleset);
    return () => RULESETS.delete(ruleset.id);
}

/**
 * Every built-in ruleset, in registry order (the contract suite runs over them).
 * @public the contract suite's list (knip: not dead, tests are its users)
 */
export function builtInRulesets(): readonly Ruleset[] {
    return BUILT_IN;
}

/** The ruleset with this id, or undefined. */
export function findRuleset(id: string | undefined): Ruleset | undefined {
    return id === undefined ? undefined : RULESETS.get(id);
}

/**
 * Rule systems Strife will implement, by id, with their names: a file naming one parses and links,
 * and gets one diagnostic saying its rules are not checked yet (instead of "unknown ruleset").
 */
const PLANNED: ReadonlyMap<string, string> = new Map();

/** The name of a planned but not yet implemented ruleset, or undefined. */
export function plannedRuleset(id: string | undefined): string | undefined {
    return id === undefined || RULESETS.has(id) ? undefined : PLANNED.get(id);
}

/** Ids of every known ruleset, sorted. */
export function rulesetIds(): string[] {
    return [...RULESETS.keys()].sort();
}
