/**
 * Test helpers: build in-memory .strife documents (several files, so imports work) with the real
 * Strife services, and read their diagnostics.
 */
import { EmptyFileSystem, URI, type LangiumDocument } from 'langium';
import type { Diagnostic } from 'vscode-languageserver-types';
import type { Document } from '../language/generated/ast.js';
import { createStrifeServices } from '../language/strife-module.js';

export interface Built {
    readonly services: ReturnType<typeof createStrifeServices>;
    /** The documents by file name, in the order given. */
    readonly docs: Record<string, LangiumDocument>;
    /** The first file's document. */
    readonly main: LangiumDocument;
    readonly root: Document;
    /** The first file's diagnostics. */
    readonly diagnostics: Diagnostic[];
}

/** Builds `files` (name → text) under memory:///; the first is the main one. */
export async function build(files: Record<string, string> | string): Promise<Built> {
    const sources = typeof files === 'string' ? { 'main.strife': files } : files;
    const services = createStrifeServices(EmptyFileSystem);
    const { shared } = services;
    const docs: Record<string, LangiumDocument> = {};
    for (const [name, text] of Object.entries(sources)) {
        const doc = shared.workspace.LangiumDocumentFactory.fromString(text, URI.parse(`memory:///ws/${name}`));
        shared.workspace.LangiumDocuments.addDocument(doc);
        docs[name] = doc;
    }
    await shared.workspace.DocumentBuilder.build(Object.values(docs), { validation: true });
    const main = Object.values(docs)[0];
    return { services, docs, main, root: main.parseResult.value as Document, diagnostics: main.diagnostics ?? [] };
}

/** Diagnostic codes of a document, in order. */
export function codes(diagnostics: readonly Diagnostic[]): string[] {
    return diagnostics.map(d => String(d.code ?? (d.data as { code?: string } | undefined)?.code ?? 'no-code'));
}

/**
 * The hover's Markdown at the `occurrence`-th (0-based) `needle` of `text`, `offsetInNeedle`
 * characters into it (1: on a name's second letter); '' when there is no hover.
 * @throws Error when `text` has no such occurrence of `needle`.
 */
export async function hoverAt(text: string, needle: string, offsetInNeedle = 1, occurrence = 0): Promise<string> {
    const built = await build(text);
    let index = -1;
    for (let i = 0; i <= occurrence; i++) index = text.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`no "${needle}" in the text`);
    const hover = await built.services.Strife.lsp.HoverProvider!.getHoverContent(built.main, {
        textDocument: { uri: built.main.uri.toString() },
        position: built.main.textDocument.positionAt(index + offsetInNeedle),
    });
    return hover ? (hover.contents as { value: string }).value : '';
}

/** The text a diagnostic's range covers. */
export function rangeText(doc: LangiumDocument, d: Diagnostic): string {
    return doc.textDocument.getText(d.range);
}

/** A valid Rise combatant block, for tests that need one quickly. */
export const RISE_FIGHTERS = `
character Kara {
  level 2 strength 2 perception 2 power 3
  hit_points 22 damage_resistance 6
  defenses { armor 7 fortitude 6 reflex 5 mental 4 }
  attack Longsword { vs armor damage 1d10 + power tags melee }
}
creature Bandit {
  accuracy 2 power 1 hit_points 12 damage_resistance 2
  defenses { armor 5 fortitude 4 reflex 5 mental 3 }
  attack Shortsword { vs armor damage 1d6 + power }
}
`;
