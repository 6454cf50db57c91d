/**
 * The rulesets Strife knows, by the id a `ruleset` line names. The other four systems of
 * ../shared/seeds (rpgstuck, enchanted-realms, paladins, vaxia) are planned; until they land a file
 * naming them gets the list of the known ones.
 */
import { paladins } from './paladins/index.js';
import { rise } from './rise/index.js';
import type { Ruleset } from './ruleset.js';

const RULESETS: ReadonlyMap<string, Ruleset> = new Map([
    [rise.id, rise],
    [paladins.id, paladins],
]);

/** The ruleset with this id, or undefined. */
export function findRuleset(id: string | undefined): Ruleset | undefined {
    return id === undefined ? undefined : RULESETS.get(id);
}

/** Ids of every known ruleset, sorted. */
export function rulesetIds(): string[] {
    return [...RULESETS.keys()].sort();
}
