/**
 * The same stat in each ruleset's own words: hit points are Rise's `hit_points`, RPGStuck's `hp`,
 * Paladins' `HEA`, Enchanted Realms' `body` and Vaxia's `LIF`. A GM who moves a creature from one
 * system to another writes the old word; validation turns it into the ruleset's own word with a
 * quick fix (`other-ruleset-stat`). Only stats that mean the same thing are paired (a Rise
 * `armor` defense is RPGStuck's `AC`, not Vaxia's `armor`, which soaks damage).
 */

export interface SameStat {
    /** What the stat is, in plain words, for messages. */
    readonly concept: string;
    /** The stat's name in each ruleset that has it, by ruleset id. */
    readonly words: Readonly<Record<string, string>>;
    /** Other common spellings (no ruleset's own word) a GM may write for it. */
    readonly also?: readonly string[];
}

/** The pairs (test/validation/other-ruleset-stats.test.ts checks that every word is a stat of its ruleset). */
export const SAME_STATS: readonly SameStat[] = [
    {
        concept: 'hit points',
        words: { rise: 'hit_points', rpgstuck: 'hp', paladins: 'HEA', 'enchanted-realms': 'body', vaxia: 'LIF' },
        also: ['HP', 'max_hp', 'health'],
    },
    { concept: 'strength', words: { rise: 'strength', rpgstuck: 'STR', paladins: 'STR', 'enchanted-realms': 'strength', vaxia: 'STR' } },
    { concept: 'dexterity', words: { rise: 'dexterity', rpgstuck: 'DEX', paladins: 'DEX', 'enchanted-realms': 'agility', vaxia: 'DEX' } },
    { concept: 'constitution', words: { rise: 'constitution', rpgstuck: 'CON', vaxia: 'CON' } },
    { concept: 'intelligence', words: { rise: 'intelligence', rpgstuck: 'INT', paladins: 'INT', vaxia: 'INT' } },
    { concept: 'the defense most attacks must beat', words: { rise: 'armor', rpgstuck: 'AC', paladins: 'DEF', 'enchanted-realms': 'ac' } },
];

/** A stat written in another ruleset's word, and what this ruleset calls it. */
export interface OwnWord {
    /** This ruleset's name for the stat. */
    readonly word: string;
    readonly concept: string;
    /** The rulesets (ids) whose word `written` is; empty for a common spelling that is no ruleset's. */
    readonly from: readonly string[];
}

/**
 * What ruleset `rulesetId` calls the stat written `written` in another ruleset's words (compared
 * without regard to case); undefined when `written` is no known word for a stat, or this ruleset
 * has no such stat, or its word is `written` in any case.
 */
export function ownWordFor(rulesetId: string, written: string): OwnWord | undefined {
    const lower = written.toLowerCase();
    for (const same of SAME_STATS) {
        const word = same.words[rulesetId];
        // Its own word in another case (`dex` for Paladins' DEX) is a typo: the did-you-mean has it.
        if (word === undefined || word.toLowerCase() === lower) continue;
        const from = Object.entries(same.words)
            .filter(([id, w]) => id !== rulesetId && w.toLowerCase() === lower)
            .map(([id]) => id);
        if (from.length > 0 || same.also?.some(a => a.toLowerCase() === lower)) return { word, concept: same.concept, from };
    }
    return undefined;
}
