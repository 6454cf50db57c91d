/**
 * Language-server costs inside this process, without the protocol (what the server's own figures
 * are made of; the budgets are held over stdio by lsp-bench.ts), on a generated valid Rise file:
 *  (a) diagnostics on open: parse + index + link + validate of a new document (`DocumentBuilder.build`),
 *      and the same through the server's path (`TextDocuments` + `DocumentBuilder.update`);
 *  (b) diagnostics after a one-character edit: `DocumentBuilder.update([uri], [])` after the
 *      open text document changed (what the server does on didChange);
 *  (c) hover and completion requests straight to the providers.
 * No budgets here (they are held over stdio); the rows show where the time goes. A 50,000-line file
 * is built once to show that every phase, linking included, stays linear.
 */
import { DocumentState, EmptyFileSystem, TextDocument, URI, type LangiumDocument } from 'langium';
import type { CompletionList, Hover } from 'vscode-languageserver';
import { createStrifeServices } from '../../language/strife-module.js';
import { generateRiseFile, type GeneratedFile } from './generate.js';
import { gc, measureAsync, now, stats, type Row } from './timing.js';

type Services = ReturnType<typeof createStrifeServices>;

export const PHASES = ['parse', 'index', 'scopes', 'link', 'refs', 'validate'] as const;
export type Phase = (typeof PHASES)[number];
export type PhaseTimes = Record<Phase | 'total', number>;

const BUILD_STATES: [DocumentState, Phase][] = [
    [DocumentState.IndexedContent, 'index'],
    [DocumentState.ComputedScopes, 'scopes'],
    [DocumentState.Linked, 'link'],
    [DocumentState.IndexedReferences, 'refs'],
    [DocumentState.Validated, 'validate'],
];

function errorsOf(doc: LangiumDocument): string[] {
    return (doc.diagnostics ?? []).filter(d => d.severity === 1).map(d => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.message}`);
}

/** Opens `text` in fresh services with `DocumentBuilder.build`, timing each phase. */
async function openAndBuild(services: Services, uri: URI, text: string): Promise<{ doc: LangiumDocument; phases: PhaseTimes }> {
    const { shared } = services;
    const marks: Partial<Record<Phase, number>> = {};
    const disposables = BUILD_STATES.map(([state, phase]) =>
        shared.workspace.DocumentBuilder.onBuildPhase(state, () => {
            marks[phase] = now();
        }),
    );
    const t0 = now();
    const doc = shared.workspace.LangiumDocumentFactory.fromString(text, uri);
    shared.workspace.LangiumDocuments.addDocument(doc);
    marks.parse = now();
    await shared.workspace.DocumentBuilder.build([doc], { validation: true });
    const t1 = now();
    for (const d of disposables) d.dispose();
    const phases = { total: t1 - t0 } as PhaseTimes;
    let prev = t0;
    for (const p of PHASES) {
        phases[p] = (marks[p] ?? prev) - prev;
        prev = marks[p] ?? prev;
    }
    return { doc, phases };
}

function medianPhases(all: PhaseTimes[]): PhaseTimes {
    const out = {} as PhaseTimes;
    for (const k of [...PHASES, 'total'] as const) out[k] = stats(all.map(p => p[k])).median;
    return out;
}

/** Replaces the digit at `pos` with another digit that keeps the value in range (1x ↔ 2x). */
function editDigit(text: string, doc: TextDocument, pos: { line: number; character: number }): string {
    const offset = doc.offsetAt(pos);
    const c = text[offset];
    if (!/\d/.test(c)) throw new Error(`the edit point is '${c}', not a digit`);
    return text.slice(0, offset) + (c === '1' ? '2' : '1') + text.slice(offset + 1);
}

export interface LspResult {
    readonly rows: Row[];
    readonly linearity: { lines: number; phases: PhaseTimes }[];
    readonly file: { lines: number; combatants: number; encounters: number; chars: number };
}

export async function lspPhases(opts: { lines: number; bigLines: number; reps: number; requestReps: number }): Promise<LspResult> {
    const rows: Row[] = [];
    const gen: GeneratedFile = generateRiseFile(opts.lines);
    const uri = URI.parse('memory:///bench/big.strife');
    const label = `${(gen.lines / 1000).toFixed(1)}k lines`;

    // (a) Open: fresh services each time, parse + build with validation.
    const phaseSamples: PhaseTimes[] = [];
    let lastDoc: LangiumDocument | undefined;
    const open = await measureAsync(
        () => createStrifeServices(EmptyFileSystem),
        async services => {
            const r = await openAndBuild(services, uri, gen.text);
            phaseSamples.push(r.phases);
            lastDoc = r.doc;
        },
        opts.reps,
        1,
    );
    const errors = errorsOf(lastDoc!);
    if (errors.length > 0) throw new Error(`the generated file has ${errors.length} errors, e.g.\n${errors.slice(0, 5).join('\n')}`);
    const diagCount = lastDoc!.diagnostics?.length ?? 0;
    const phases10k = medianPhases(phaseSamples.slice(1));
    rows.push({
        group: 'lsp in-process',
        name: `(a) open ${label}: build (parse+link+validate)`,
        unit: 'ms',
        reps: opts.reps,
        median: open.median,
        min: open.min,
        cpu: open.cpu,
        note: `cold first run ${phaseSamples[0].total.toFixed(0)} ms; ${diagCount} diagnostics, 0 errors`,
    });

    // (a') Open the way the server does: TextDocuments + DocumentBuilder.update.
    const serverOpen = await measureAsync(
        () => createStrifeServices(EmptyFileSystem),
        async services => {
            services.shared.workspace.TextDocuments.set(TextDocument.create(uri.toString(), 'strife', 1, gen.text));
            await services.shared.workspace.DocumentBuilder.update([uri], []);
        },
        opts.reps,
        1,
    );
    rows.push({
        group: 'lsp in-process',
        name: `(a') open ${label}: TextDocuments + update`,
        unit: 'ms',
        reps: opts.reps,
        median: serverOpen.median,
        min: serverOpen.min,
        cpu: serverOpen.cpu,
        note: 'the didOpen path of the server',
    });

    // (b) One-character edit, then update: one services instance, the document stays open.
    const services = createStrifeServices(EmptyFileSystem);
    const { shared, Strife } = services;
    let version = 1;
    let text = gen.text;
    shared.workspace.TextDocuments.set(TextDocument.create(uri.toString(), 'strife', version, text));
    await shared.workspace.DocumentBuilder.update([uri], []);
    const doc = () => shared.workspace.LangiumDocuments.getDocument(uri)!;
    const edit = await measureAsync(
        () => {
            text = editDigit(text, doc().textDocument, gen.landmarks.editDigit);
            shared.workspace.TextDocuments.set(TextDocument.create(uri.toString(), 'strife', ++version, text));
        },
        () => shared.workspace.DocumentBuilder.update([uri], []),
        opts.reps,
        1,
    );
    const afterEdit = doc();
    if (afterEdit.state !== DocumentState.Validated || afterEdit.textDocument.getText() !== text) throw new Error('the edit was not rebuilt');
    const editErrors = errorsOf(afterEdit);
    if (editErrors.length > 0) throw new Error(`the edited file has errors: ${editErrors.slice(0, 3).join('; ')}`);
    rows.push({
        group: 'lsp in-process',
        name: `(b) 1-char edit ${label}: update`,
        unit: 'ms',
        reps: opts.reps,
        median: edit.median,
        min: edit.min,
        cpu: edit.cpu,
        note: `edit at line ${gen.landmarks.editDigit.line + 1}; re-parses, re-links and re-validates the whole document`,
    });

    // (c) Hover and completion on the built 10k document.
    const textDocument = { uri: uri.toString() };
    const hover = async (name: string, position: { line: number; character: number }, expect: string) => {
        let result: Hover | undefined;
        const s = await measureAsync(
            () => undefined,
            async () => {
                result = await Strife.lsp.HoverProvider!.getHoverContent(afterEdit, { textDocument, position });
            },
            opts.requestReps,
            2,
            false,
        );
        const value = result && typeof result.contents === 'object' && 'value' in result.contents ? result.contents.value : '';
        if (!value.includes(expect))
            throw new Error(`hover ${name} at ${position.line + 1}:${position.character + 1} gave ${JSON.stringify(value.slice(0, 200))}`);
        rows.push({
            group: 'lsp in-process',
            name: `(c) hover ${name}`,
            unit: 'ms',
            reps: opts.requestReps,
            median: s.median,
            min: s.min,
            cpu: s.cpu,
            note: `line ${position.line + 1}`,
        });
    };
    const lines = gen.text.split('\n');
    const wordAt = (p: { line: number; character: number }) => /^[\w#!+%<>=]+/.exec(lines[p.line].slice(p.character))?.[0] ?? '';
    await hover('combatant ref', gen.landmarks.actorRef, `**${wordAt(gen.landmarks.actorRef).replace(/#.*/, '')}`);
    await hover('attack ref', gen.landmarks.actionRef, `**${wordAt(gen.landmarks.actionRef)}**`);
    await hover('dice literal', gen.landmarks.diceLit, wordAt(gen.landmarks.diceLit));

    const completion = async (name: string, position: { line: number; character: number }, expect: string) => {
        let result: CompletionList | undefined;
        const s = await measureAsync(
            () => undefined,
            async () => {
                result = await Strife.lsp.CompletionProvider!.getCompletion(afterEdit, { textDocument, position });
            },
            opts.requestReps,
            2,
            false,
        );
        const labels = result?.items.map(i => i.label) ?? [];
        if (!labels.includes(expect))
            throw new Error(
                `completion ${name} at ${position.line + 1}:${position.character + 1} lacks ${expect}: ${labels.slice(0, 20).join(', ')}`,
            );
        rows.push({
            group: 'lsp in-process',
            name: `(c) completion ${name}`,
            unit: 'ms',
            reps: opts.requestReps,
            median: s.median,
            min: s.min,
            cpu: s.cpu,
            note: `line ${position.line + 1}/${gen.lines}, ${labels.length} items`,
        });
    };
    await completion('action (end of file)', gen.landmarks.actionRef, 'total_defense');
    await completion('stat name (end of file)', gen.landmarks.statName, 'fatigue_tolerance');
    // The same request near the top of the file: Langium's completion re-parses the text before the cursor.
    const early = generateRiseFile(200).landmarks;
    await completion('stat name (line ~40)', early.statName, 'fatigue_tolerance');

    // The 50k-line file, built once (after the warm-up above), phase by phase.
    const big = generateRiseFile(opts.bigLines);
    gc();
    const bigBuild = await openAndBuild(createStrifeServices(EmptyFileSystem), URI.parse('memory:///bench/bigger.strife'), big.text);
    const bigErrors = errorsOf(bigBuild.doc);
    if (bigErrors.length > 0) throw new Error(`the ${big.lines}-line file has errors: ${bigErrors.slice(0, 3).join('; ')}`);
    const per1k10 = phases10k.total / (gen.lines / 1000);
    const per1k50 = bigBuild.phases.total / (big.lines / 1000);
    rows.push({
        group: 'lsp in-process',
        name: `open ${(big.lines / 1000).toFixed(1)}k lines, once`,
        unit: 'ms',
        reps: 1,
        median: bigBuild.phases.total,
        min: bigBuild.phases.total,
        note: `${per1k50.toFixed(1)} ms/1k lines vs ${per1k10.toFixed(1)} at ${label} (${(per1k50 / per1k10).toFixed(2)}x); link ${(bigBuild.phases.link / (big.lines / 1000)).toFixed(2)} vs ${(phases10k.link / (gen.lines / 1000)).toFixed(2)} ms/1k`,
    });
    return {
        rows,
        linearity: [
            { lines: gen.lines, phases: phases10k },
            { lines: big.lines, phases: bigBuild.phases },
        ],
        file: { lines: gen.lines, combatants: gen.combatants, encounters: gen.encounters, chars: gen.text.length },
    };
}
