/**
 * Each setting of a balance is built as the file it would be: the knobs' edits are applied to the
 * texts of the encounter's file and its imports in a workspace of their own (Strife's services,
 * texts held in memory, nothing read from disk or written anywhere), and the encounter is prepared
 * by `prepareEncounter` — the validator's errors refuse a setting exactly as `strife run` would
 * (a script naming Bandit#3 when only two come), derived stats and checks follow the ruleset. A
 * change re-parses only the lines it touched (the incremental parser).
 */
import { EmptyFileSystem, type LangiumDocument, URI } from 'langium';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { EncounterModel } from '../engine/model.js';
import type { Ruleset } from '../rulesets/ruleset.js';
import { createStrifeServices, type StrifeSharedServices } from '../strife-module.js';
import { setImportRoots } from '../workspace/import-policy.js';
import { importedDocuments } from '../workspace/imports.js';
import { prepareEncounter } from '../workspace/run-service.js';
import { applyEdits, type SourceEdit } from './balance-knobs.js';

export type VariantModel =
    | { readonly ok: true; readonly model: EncounterModel; readonly ruleset: Ruleset }
    | { readonly ok: false; readonly message: string };

/** The files of a balance, and the builds of its settings one at a time. */
export class VariantBuilder {
    private readonly current = new Map<string, string>();
    private version = 1;
    private queue: Promise<unknown> = Promise.resolve();

    private constructor(
        private readonly shared: StrifeSharedServices,
        private readonly base: ReadonlyMap<string, string>,
        private readonly mainUri: URI,
        private readonly encounter: string,
        private readonly displayPath: (d: LangiumDocument) => string,
    ) {
        for (const [uri, text] of base) this.current.set(uri, text);
    }

    /**
     * A workspace holding `main` (the encounter's document) and `related` (what it imports), as
     * their texts are now (an editor's unsaved edits included); imports are judged against
     * `importRoots`, as in the workspace they come from.
     */
    static async create(
        main: LangiumDocument,
        related: readonly LangiumDocument[],
        encounter: string,
        importRoots: readonly string[],
        displayPath: (d: LangiumDocument) => string,
    ): Promise<VariantBuilder> {
        const { shared } = createStrifeServices(EmptyFileSystem);
        setImportRoots(shared.workspace.LangiumDocuments, importRoots);
        const base = new Map([main, ...related].map(d => [d.uri.toString(), d.textDocument.getText()]));
        const builder = new VariantBuilder(shared, base, main.uri, encounter, displayPath);
        const documents = [];
        for (const [uri, text] of base) {
            const textDocument = TextDocument.create(uri, 'strife', 0, text);
            shared.workspace.TextDocuments.set(textDocument);
            const document = shared.workspace.LangiumDocumentFactory.fromTextDocument(textDocument, URI.parse(uri));
            shared.workspace.LangiumDocuments.addDocument(document);
            documents.push(document);
        }
        await shared.workspace.DocumentBuilder.build(documents, { validation: true });
        return builder;
    }

    /** The encounter's model with `edits` applied to the files (builds run one after another). */
    build(edits: readonly SourceEdit[]): Promise<VariantModel> {
        const run = this.queue.then(() => this.buildNow(edits));
        this.queue = run.catch(() => undefined);
        return run;
    }

    private async buildNow(edits: readonly SourceEdit[]): Promise<VariantModel> {
        const changed: URI[] = [];
        for (const [uri, text] of this.base) {
            const mine = edits.filter(e => e.uri === uri);
            const wanted = mine.length ? applyEdits(text, mine) : text;
            if (wanted === this.current.get(uri)) continue;
            this.current.set(uri, wanted);
            this.shared.workspace.TextDocuments.set(TextDocument.create(uri, 'strife', ++this.version, wanted));
            changed.push(URI.parse(uri));
        }
        if (changed.length) await this.shared.workspace.DocumentBuilder.update(changed, []);
        const documents = this.shared.workspace.LangiumDocuments;
        const main = documents.getDocument(this.mainUri);
        if (!main) return { ok: false, message: "the encounter's file is gone" };
        const prepared = prepareEncounter(main, importedDocuments(main, documents), this.encounter, this.displayPath);
        return prepared.ok ? { ok: true, model: prepared.model, ruleset: prepared.ruleset } : { ok: false, message: prepared.message };
    }
}
