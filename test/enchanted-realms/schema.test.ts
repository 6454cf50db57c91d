/**
 * The schema's citations are real headings of 001_66230f9a082df360.txt and its summaries are our
 * own words (no run of 8 words copied from the seed).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RuleDoc } from '../../language/rulesets/ruleset.js';
import { build } from '../helpers.js';
import { ER_ATTACK_STATS, ER_ATTACK_TAGS, ER_OPTIONS, ER_STATS } from '../../language/rulesets/enchanted-realms/schema.js';
import { ER_ACTIONS } from '../../language/rulesets/enchanted-realms/schema/actions.js';
import { ER_CONDITIONS, ER_MODIFIERS } from '../../language/rulesets/enchanted-realms/schema/modifiers.js';
import { ER_TOPICS } from '../../language/rulesets/enchanted-realms/schema/topics.js';

const SEED = '/work/shared/seeds/001_66230f9a082df360.txt';
const seedText = (() => {
    try {
        return readFileSync(SEED, 'utf8');
    } catch {
        return undefined;
    }
})();
const lists: [string, readonly RuleDoc[]][] = [
    ['stats', ER_STATS],
    ['attack stats', ER_ATTACK_STATS],
    ['attack tags', ER_ATTACK_TAGS],
    ['actions', ER_ACTIONS],
    ['modifiers', ER_MODIFIERS],
    ['conditions', ER_CONDITIONS],
    ['options', ER_OPTIONS],
    ['topics', ER_TOPICS],
];

describe('schema', () => {
    it.each(lists)('%s: unique names, a summary and a citation of the seed file', (_, docs) => {
        expect(new Set(docs.map(d => d.name)).size).toBe(docs.length);
        for (const d of docs) {
            expect(d.summary.length).toBeGreaterThan(10);
            expect(d.cite.file).toBe('001_66230f9a082df360.txt');
        }
    });
    it.runIf(seedText !== undefined).each(lists)('%s: every cited section is a heading line of the seed', (_, docs) => {
        const lines = new Set(seedText!.split(/\r?\n/).map(l => l.trim()));
        for (const d of docs) expect(lines.has(d.cite.section), `${d.name}: ${d.cite.section}`).toBe(true);
    });
    it.runIf(seedText !== undefined)('summaries share no run of 8 words with the seed', () => {
        const words = (s: string) =>
            s
                .toLowerCase()
                .replace(/[^a-z0-9 ]+/g, ' ')
                .split(/\s+/)
                .filter(Boolean);
        const seed = ` ${words(seedText!).join(' ')} `;
        for (const [, docs] of lists) {
            for (const d of docs) {
                const w = words(d.summary);
                for (let i = 0; i + 8 <= w.length; i++)
                    expect(seed.includes(` ${w.slice(i, i + 8).join(' ')} `), `${d.name}: ${w.slice(i, i + 8).join(' ')}`).toBe(false);
            }
        }
    });
    it('options default to one of their values', () => {
        for (const o of ER_OPTIONS) expect(o.values).toContain(o.default);
    });
    it.each(ER_OPTIONS.flatMap(o => o.values.map(v => [o.name, v])))(
        'the option value %s: %s can be written on the ruleset line',
        async (name, value) => {
            expect((await build(`ruleset enchanted-realms { ${name}: ${value} }`)).diagnostics).toEqual([]);
        },
    );
    it('the derived AC: armour 12 + Agility 6 (+2) + other 1 = 15', () => {
        const ac = ER_STATS.find(s => s.name === 'ac')!;
        expect(typeof ac.fallback === 'function' && ac.fallback({ armor: 12, agility: 6, ac_other: 1 }, 'character')).toBe(15);
    });
});
