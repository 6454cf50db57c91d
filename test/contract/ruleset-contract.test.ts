/**
 * The ruleset contract: what every registered ruleset must satisfy, whatever its rules. A new
 * ruleset passes it by being registered (language/rulesets/registry.ts) and shipping examples in
 * examples/<id>/: every schema entry explained and cited, every example clean and deterministic,
 * hovers that never print "undefined", snapshots a GM can read, fights that end within the limit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LangiumDocument } from 'langium';
import { NodeFileSystem } from 'langium/node';
import { describe, expect, it } from 'vitest';
import type { Document, Encounter } from '../../language/generated/ast.js';
import { encounterModel } from '../../language/model/encounter-model.js';
import { runEncounter } from '../../language/engine/runner.js';
import { renderRun } from '../../language/engine/render.js';
import { builtInRulesets } from '../../language/rulesets/registry.js';
import type { RuleDoc, Ruleset } from '../../language/rulesets/ruleset.js';
import { createStrifeServices } from '../../language/strife-module.js';
import { loadAndBuild } from '../../language/workspace/load-documents.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SEEDS_DIR = path.join(ROOT, '..', 'shared', 'seeds');

/** Every RuleDoc of a ruleset's schema, with where it sits. */
function schemaEntries(r: Ruleset): [string, RuleDoc][] {
    const lists: Record<string, readonly RuleDoc[]> = {
        stats: r.stats,
        statGroups: r.statGroups,
        attackStats: r.attackStats,
        attackTags: r.attackTags,
        combatantTags: r.combatantTags,
        damageCategories: r.damageCategories,
        bodyParts: r.bodyParts,
        hazards: r.hazards,
        outcomes: r.outcomes,
        actions: r.actions,
        modifiers: r.modifiers,
        conditions: r.conditions,
        tactics: r.tactics,
        options: r.options,
        topics: r.topics,
        weapons: r.weapons ?? [],
        usePeriods: r.usePeriods ?? [],
    };
    return Object.entries(lists).flatMap(([list, docs]) => docs.map((d): [string, RuleDoc] => [`${list}.${d.name}`, d]));
}

function examplesOf(r: Ruleset): string[] {
    const dir = path.join(ROOT, 'examples', r.id);
    if (!fs.existsSync(dir)) return [];
    return fs
        .readdirSync(dir)
        .filter(f => f.endsWith('.strife'))
        .sort()
        .map(f => path.join(dir, f));
}

async function load(file: string): Promise<{ document: LangiumDocument; all: LangiumDocument[]; services: ReturnType<typeof createStrifeServices> }> {
    const services = createStrifeServices(NodeFileSystem);
    const { roots, all } = await loadAndBuild(services.shared, [file]);
    return { document: roots[0], all, services };
}

describe.each(builtInRulesets().map(r => [r.id, r] as const))('ruleset %s', (_id, ruleset) => {
    it('explains every schema entry in our words and cites its seed section', () => {
        const seed = fs.readFileSync(path.join(SEEDS_DIR, ruleset.source.file), 'utf8');
        for (const [where, doc] of schemaEntries(ruleset)) {
            expect(doc.summary.trim().length, `${where} has a summary`).toBeGreaterThan(10);
            expect(doc.cite.file, `${where} cites the ruleset's seed`).toBe(ruleset.source.file);
            expect(doc.cite.section.trim(), `${where} names a section`).not.toBe('');
            expect(seed.includes(doc.cite.section), `${where} cites §${doc.cite.section}, a heading of the seed`).toBe(true);
        }
    });

    it('declares every outcome its attacks can have, and options with their default among their values', () => {
        expect(ruleset.outcomes.length).toBeGreaterThan(0);
        for (const o of ruleset.options) expect(o.values).toContain(o.default);
    });

    it('backs every tactical feature it claims with the part of the contract that feature needs', () => {
        const f = ruleset.features;
        const conditions = new Set(ruleset.conditions.map(c => c.name));
        if (f.startingConditions || f.effects?.includes('inflict')) expect(conditions.size, 'a condition table').toBeGreaterThan(0);
        for (const c of ruleset.conditions) {
            for (const other of c.excludes ?? []) expect(conditions.has(other), `${c.name} excludes a known condition (${other})`).toBe(true);
            expect(c.excludes ?? [], `${c.name} does not exclude itself`).not.toContain(c.name);
        }
        if (f.limitedUses)
            expect(
                (ruleset.usePeriods ?? []).map(p => p.name),
                'limited uses come back at least per fight',
            ).toContain('fight');
        if (f.areaAttacks) expect(ruleset.isAreaAttack, 'area attacks need isAreaAttack').toBeDefined();
        if (ruleset.movement) {
            expect(f.positions, 'a movement model is read only with positions').toBe(true);
            const actions = new Set(ruleset.actions.map(a => a.name));
            for (const [name, share] of Object.entries(ruleset.movement.actions)) {
                expect(actions.has(name), `movement action ${name} is one of the ruleset's actions`).toBe(true);
                expect(share).toBeGreaterThan(0);
            }
        }
    });

    const examples = examplesOf(ruleset);
    it('ships examples', () => {
        expect(examples.length).toBeGreaterThan(0);
    });

    it.each(examples.map(f => [path.relative(ROOT, f), f]))(
        '%s checks clean, runs the same twice for two seeds and ends within its round limit',
        async (_rel, file) => {
            const { document, all } = await load(file);
            const errors = all.flatMap(d => (d.diagnostics ?? []).filter(x => x.severity === 1).map(x => `${d.uri.path}: ${x.message}`));
            expect(errors).toEqual([]);
            const words = new Set(ruleset.outcomes.map(o => o.name));
            for (const encounter of (document.parseResult.value as Document).elements.filter((e): e is Encounter => e.$type === 'Encounter')) {
                const model = encounterModel(encounter, ruleset);
                for (const seed of [1, 2]) {
                    const first = runEncounter(model, ruleset, { seed });
                    const again = runEncounter(model, ruleset, { seed });
                    expect(renderRun(again, 'json')).toBe(renderRun(first, 'json'));
                    expect(first.rounds).toBeLessThanOrEqual(model.roundLimit);
                    const text = renderRun(first, 'text');
                    expect(text).not.toMatch(/undefined|NaN|\[object Object\]/);
                    for (const e of first.log.events) {
                        if (e.kind === 'attack') expect(words.has(e.outcome), `outcome ${e.outcome} is declared`).toBe(true);
                        if ('rolls' in e && e.rolls) for (const r of e.rolls) expect(Number.isFinite(r.total)).toBe(true);
                    }
                    for (const f of first.final) {
                        expect(['active', 'unconscious', 'dead']).toContain(f.status);
                        expect(Number.isFinite(f.hp) && Number.isFinite(f.maxHp)).toBe(true);
                        for (const v of Object.values(f.resources)) expect(Number.isFinite(v)).toBe(true);
                    }
                }
            }
        },
    );

    it.each(examples.map(f => [path.relative(ROOT, f), f]))('hovers on every word of %s never say "undefined" or NaN', async (_rel, file) => {
        const { document, services } = await load(file);
        const text = document.textDocument.getText();
        const hover = services.Strife.lsp.HoverProvider!;
        for (const match of text.matchAll(/[A-Za-z_][\w#]*/g)) {
            const result = await hover.getHoverContent(document, {
                textDocument: { uri: document.uri.toString() },
                position: document.textDocument.positionAt(match.index),
            });
            const value = result ? (result.contents as { value: string }).value : '';
            expect(value, `hover on '${match[0]}'`).not.toMatch(/undefined|NaN|\[object Object\]/);
        }
    });
});
