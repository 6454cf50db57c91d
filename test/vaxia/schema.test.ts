/**
 * The schema: every entry cites a real heading of the seed, names are unique, option defaults are
 * among their values, the vocabulary the issue asks for is there, and no summary copies the seed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RuleDoc } from '../../language/rulesets/ruleset.js';
import {
    VAXIA_ACTIONS,
    VAXIA_ATTACK_STATS,
    VAXIA_ATTACK_TAGS,
    VAXIA_HAZARDS,
    VAXIA_OPTIONS,
    VAXIA_SEED,
    VAXIA_STATS,
    VAXIA_TACTICS,
    VAXIA_TOPICS,
    VAXIA_VEHICLE_STATS,
    VAXIA_COMBATANT_TAGS,
} from '../../language/rulesets/vaxia/schema.js';
import { HAZARDS } from '../../language/rulesets/vaxia/rules/environmental-damage.js';

const seedPath = resolve(process.cwd(), '../shared/seeds', VAXIA_SEED);
const seed = existsSync(seedPath) ? readFileSync(seedPath, 'utf8') : undefined;

const lists: [string, readonly RuleDoc[]][] = [
    ['stats', VAXIA_STATS],
    ['vehicle stats', VAXIA_VEHICLE_STATS],
    ['vehicle tags', VAXIA_COMBATANT_TAGS],
    ['attack stats', VAXIA_ATTACK_STATS],
    ['attack tags', VAXIA_ATTACK_TAGS],
    ['actions', VAXIA_ACTIONS],
    ['tactics', VAXIA_TACTICS],
    ['options', VAXIA_OPTIONS],
    ['hazards', VAXIA_HAZARDS],
    ['topics', VAXIA_TOPICS],
];

describe('schema', () => {
    it.each(lists)('%s: unique names, a summary and a citation of the seed', (_, docs) => {
        const names = docs.map(d => d.name);
        expect(new Set(names).size).toBe(names.length);
        for (const d of docs) {
            expect(d.cite.file).toBe(VAXIA_SEED);
            expect(d.summary.length).toBeGreaterThan(10);
        }
    });

    it.skipIf(!seed).each(lists)('%s: every cited section is a heading line of the seed', (_, docs) => {
        const lines = new Set(seed!.split('\n').map(l => l.trim()));
        for (const d of docs) expect(lines.has(d.cite.section), `${d.name} cites ${d.cite.section}`).toBe(true);
    });

    it.skipIf(!seed).each(lists)('%s: no summary repeats eight words of the seed in a row', (_, docs) => {
        const norm = (s: string) =>
            s
                .toLowerCase()
                .replace(/[’']/g, "'")
                .replace(/[^a-z0-9' ]+/g, ' ')
                .split(/\s+/)
                .filter(Boolean);
        const seedText = ` ${norm(seed!).join(' ')} `;
        for (const d of docs) {
            const words = norm(d.summary);
            for (let i = 0; i + 8 <= words.length; i++) {
                const run = ` ${words.slice(i, i + 8).join(' ')} `;
                expect(seedText.includes(run), `${d.name}: "${run.trim()}"`).toBe(false);
            }
        }
    });

    it('stats STR DEX END INT SPIR CHA CON AWA and LIF; 25 the default', () => {
        expect(VAXIA_STATS.map(s => s.name)).toEqual(['STR', 'DEX', 'END', 'INT', 'SPIR', 'CHA', 'CON', 'AWA', 'LIF', 'armor', 'shield']);
        expect(VAXIA_STATS.filter(s => s.name === s.name.toUpperCase() && s.name !== 'LIF').every(s => s.fallback === 25)).toBe(true);
        expect(VAXIA_VEHICLE_STATS.map(s => s.name)).toEqual(['END', 'STR', 'DEX']);
    });

    it('the combat actions are all there', () => {
        const names = VAXIA_ACTIONS.map(a => a.name);
        for (const a of ['attack', 'block', 'dodge', 'parry', 'counter', 'redirect', 'disarm', 'stay_conscious', 'repair', 'metamagic']) {
            expect(names).toContain(a);
        }
    });

    it('option defaults are among their values; legacy magic is off', () => {
        for (const o of VAXIA_OPTIONS) expect(o.values).toContain(o.default);
        expect(VAXIA_OPTIONS.find(o => o.name === 'legacy_magic')?.default).toBe('off');
        expect(VAXIA_OPTIONS.find(o => o.name === 'pp_rounding')?.default).toBe('nearest');
    });

    it('one hazard topic per chart entry', () => {
        expect(VAXIA_HAZARDS.map(h => h.name)).toEqual(HAZARDS.map(h => h.source));
        expect(VAXIA_HAZARDS.find(h => h.name === 'noxious_gas')?.summary).toContain('growing by 5');
    });
});
