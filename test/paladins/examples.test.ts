/**
 * The Paladins examples: checked clean (no errors, no warnings), run with full logs (initiative,
 * every STA spend and regain, damage as roll − DEF, saves, the final state), their `expect` lines
 * hold, and the same seed gives the same bytes. The duel's log is pinned in a golden file:
 *   UPDATE_GOLDEN=1 npx vitest run test/paladins/examples.test.ts
 * regenerates it (read the diff against the seed's rules before committing it).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NodeFileSystem } from 'langium/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { judgeExpectation } from '../../language/engine/expectations.js';
import { runEncounter } from '../../language/engine/runner.js';
import { findStrifeFiles, loadAndBuild } from '../../language/workspace/load-documents.js';
import { encounterModel } from '../../language/model/encounter-model.js';
import { runDocumentEncounter, encountersOf } from '../../language/workspace/run-service.js';
import { paladins } from '../../language/rulesets/paladins/index.js';
import { createStrifeServices } from '../../language/strife-module.js';
import type { LangiumDocument } from 'langium';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIR = path.join(ROOT, 'examples', 'paladins');
const GOLDEN = path.join(ROOT, 'test', 'paladins', 'golden', 'stamina-duel.txt');
const files = findStrifeFiles(DIR);

let docs: LangiumDocument[] = [];
beforeAll(async () => {
    const { shared } = createStrifeServices({ ...NodeFileSystem });
    docs = (await loadAndBuild(shared, files)).roots;
});

const run = (doc: LangiumDocument, seed?: number, format: 'text' | 'json' = 'text') => {
    const outcome = runDocumentEncounter(doc, [], { seed, format }, d => d.uri.fsPath);
    if (!outcome.ok) throw new Error(outcome.output);
    return outcome;
};

describe('examples/paladins', () => {
    it('holds the examples, one of them a day', () => {
        expect(files.map(f => path.basename(f))).toEqual([
            'ambush-on-the-pass.strife',
            'ash-and-blood.strife',
            'rearguard-at-the-ford.strife',
            'stamina-duel.strife',
            'the-long-road.strife',
        ]);
    });

    it.each(files.map(f => [path.basename(f), f]))('%s is checked clean: no error, no warning', (_name, file) => {
        const doc = docs[files.indexOf(file)];
        expect((doc.diagnostics ?? []).map(d => `${d.range.start.line + 1}: ${d.message} [${String(d.code)}]`)).toEqual([]);
    });

    it.each(files.map(f => [path.basename(f), f]))('%s prints a full log', (_name, file) => {
        const { output } = run(docs[files.indexOf(file)]);
        expect(output).toMatch(/^ {4}d12 \+ DEX, highest first, ties to the players: \S+ \(1d12 \[\d+\] \+ DEX \(-?\d+\) = \d+\)/m);
        expect(output).toMatch(/loses \d+ STA \((extra attack|dodge against|shield against|opportunity attack)/);
        expect(output).toMatch(
            /gains \d+ (STA \(regeneration, no STA spent: 1d4 \[\d\] \+ END \(-?\d+\) = \d+|WIL \(regeneration, no WIL spent: MIN)/,
        );
        expect(output).toMatch(/takes \d+ damage \(\d+ − \d+ (DEF|FOC)( \+ 4 exposed)?\): \d+ (HEA|STA|WIL) lost/);
        expect(output).toMatch(/\n\nResult\n {2}\S+ won after \d+ rounds?/);
        expect(output).toMatch(/\/\d+ HEA, STA -?\d+, WIL -?\d+/);
    });

    it.each(files.map(f => [path.basename(f), f]))('%s: its expect lines hold for its seed', (_name, file) => {
        const doc = docs[files.indexOf(file)];
        const outcome = run(doc);
        const model = encounterModel(encountersOf(doc)[0], paladins);
        expect(model.expectations.length).toBeGreaterThan(0);
        for (const e of model.expectations) expect(judgeExpectation(e, outcome.result).passed, `${e.side} ${e.outcome}`).toBe(true);
    });

    it.each(files.map(f => [path.basename(f), f]))('%s: the same seed gives the same bytes, another seed another fight', (_name, file) => {
        const doc = docs[files.indexOf(file)];
        expect(run(doc, 5).output).toBe(run(doc, 5).output);
        expect(run(doc, 5, 'json').output).toBe(run(doc, 5, 'json').output);
        expect(run(doc, 5).output).not.toBe(run(doc, 6).output);
    });

    it.each(files.map(f => [path.basename(f), f]))('%s: a simulation (no log) fights exactly the logged fight, seed after seed', (_name, file) => {
        // Without a log the engine rolls totals only and builds no text: the dice drawn must be the same.
        const model = encounterModel(encountersOf(docs[files.indexOf(file)])[0], paladins);
        for (let seed = 1; seed <= 40; seed++) {
            const quiet = runEncounter(model, paladins, { seed, keepLog: false });
            const loud = runEncounter(model, paladins, { seed });
            expect(quiet.log.events).toHaveLength(0);
            expect({ winner: quiet.winner, rounds: quiet.rounds, final: quiet.final }, `seed ${seed}`).toEqual({
                winner: loud.winner,
                rounds: loud.rounds,
                final: loud.final,
            });
        }
    });

    it('the ash-and-blood fight shows bleeding, burning, their saves and a held condition', () => {
        const { output } = run(docs[files.findIndex(f => f.endsWith('ash-and-blood.strife'))]);
        for (const text of [
            '[bleeding 2 at the start of the turn]',
            '[burning 2 at the start of the turn]',
            'VIT save against bleeding',
            'DEX save against burning',
            "cannot save against immobilized: Osric's concentration holds it",
            'concentration check (MIN −',
        ]) {
            expect(output).toContain(text);
        }
    });

    it('the ambush shows surprise, an opportunity attack, a shift and a death save', () => {
        const { output } = run(docs[files.findIndex(f => f.endsWith('ambush-on-the-pass.strife'))]);
        for (const text of [
            'is surprised: no turn in round 1.',
            'opportunity attack (reaction)',
            'shifts one square',
            'death save:',
            'becomes prone',
        ]) {
            expect(output).toContain(text);
        }
    });

    it('the rearguard shows the map: a prone start, moves between zones, opportunity attacks, an area, medicine, healing, fear and a flight', () => {
        const { output } = run(docs[files.findIndex(f => f.endsWith('rearguard-at-the-ford.strife'))]);
        for (const text of [
            'Brute starts the fight prone.',
            'Garret starts the fight unconscious, at 0/10 HEA, dying.',
            '+ 4 prone',
            'moves 5 squares toward ford: it is in ford.',
            'moves 2 squares toward bank: it is in bank, leaving Maren.',
            'opportunity attack (reaction)',
            'area, in bank',
            'tends to Garret (medicine)',
            'uses Mend on Garret',
            'becomes frightened of Hexer (2 rounds left)',
            'Hexer flees the fight.',
        ]) {
            expect(output).toContain(text);
        }
    });

    it('the duel prints exactly its golden log (a drained pool, exposure, recovery, rest)', () => {
        const { output } = run(docs[files.findIndex(f => f.endsWith('stamina-duel.strife'))]);
        if (process.env.UPDATE_GOLDEN) {
            fs.mkdirSync(path.dirname(GOLDEN), { recursive: true });
            fs.writeFileSync(GOLDEN, output);
        }
        expect(output).toBe(fs.readFileSync(GOLDEN, 'utf8'));
        for (const text of ['becomes exposed (STA drained', 'recovery from a drained pool: 1d8', 'rests: only free actions', 'rest: 2d4'])
            expect(output).toContain(text);
    });
});
