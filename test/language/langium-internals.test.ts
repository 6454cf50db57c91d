/**
 * Langium's private members behind `language/langium-internals.ts`. The first block fails when the
 * installed Langium no longer has the shape Strife's speed tricks write (an upgrade that changed
 * them must update that module); the second switches each trick off and checks that Strife then
 * does what stock Langium does, with the same results.
 */
import { AstUtils, EmptyFileSystem, TextDocument, URI, type AstNode, type LangiumDocument } from 'langium';
import { describe, expect, it } from 'vitest';
import { cstShapeHolds, referenceShapeHolds } from '../../language/langium-internals.js';
import { StrifeParser } from '../../language/parsing/strife-parser.js';
import { IncrementalLinker } from '../../language/scoping/incremental-linker.js';
import { createStrifeServices } from '../../language/strife-module.js';
import { RISE_FIGHTERS } from '../helpers.js';

const TEXT = `ruleset rise
${RISE_FIGHTERS}
encounter Road {
  side heroes { Kara }
  side foes { Bandit }
  round 1 { Kara: Longsword -> Bandit }
}
`;

/** A server-like setup: documents from TextDocuments, built by `update`. */
function live(switchOff?: (services: ReturnType<typeof createStrifeServices>) => void) {
    const services = createStrifeServices(EmptyFileSystem);
    switchOff?.(services);
    const uri = URI.parse('memory:///ws/main.strife');
    let version = 1;
    const write = async (text: string): Promise<LangiumDocument> => {
        services.shared.workspace.TextDocuments.set(TextDocument.create(uri.toString(), 'strife', version++, text));
        await services.shared.workspace.DocumentBuilder.update([uri], []);
        return services.shared.workspace.LangiumDocuments.getDocument(uri)!;
    };
    return { services, write };
}

/** Every reference in tree order with its target's path, and the diagnostics. */
function outcome(doc: LangiumDocument, services: ReturnType<typeof createStrifeServices>) {
    const locator = services.Strife.workspace.AstNodeLocator;
    const links: string[] = [];
    for (const node of AstUtils.streamAst(doc.parseResult.value))
        for (const { reference } of AstUtils.streamReferences(node)) {
            const target = 'ref' in reference ? reference.ref : undefined;
            links.push(`${reference.$refText}@${reference.$refNode?.offset} -> ${target ? locator.getAstNodePath(target) : 'unresolved'}`);
        }
    return { links, diagnostics: (doc.diagnostics ?? []).map(d => `${d.range.start.line}:${d.code}`) };
}

const EDIT = (text: string) => text.replace('hit_points 12', 'hit_points 13');

describe("Langium's internals have the shape Strife relies on (Langium 4.4)", () => {
    const { services } = live();

    it('CST nodes: positions, text, children and range cache (the incremental re-parse)', () => {
        expect(cstShapeHolds()).toBe(true);
    });

    it('references: `_ref` and `_nodeDescription` (the incremental linker)', () => {
        const linker = services.Strife.references.Linker;
        expect(linker).toBeInstanceOf(IncrementalLinker);
        expect(referenceShapeHolds(linker as IncrementalLinker)).toBe(true);
    });

    it("the parser's private state (the parse without the deep container pass)", () => {
        const parser = services.Strife.parser.LangiumParser;
        expect(parser).toBeInstanceOf(StrifeParser);
        expect((parser as StrifeParser).usesInternals).toBe(true);
    });
});

describe('with a trick switched off, Strife does what stock Langium does', () => {
    it('CST shape off: an edit parses the whole text, with the same result', async () => {
        const on = live();
        const off = live(s => Object.defineProperty(s.shared.workspace.LangiumDocumentFactory, 'incremental', { value: false }));
        await on.write(TEXT);
        await off.write(TEXT);
        const a = await on.write(EDIT(TEXT));
        const b = await off.write(EDIT(TEXT));
        expect(on.services.shared.workspace.ReparseRecord.keptItems(a)).toBeDefined();
        expect(off.services.shared.workspace.ReparseRecord.keptItems(b)).toBeUndefined();
        expect(outcome(b, off.services)).toEqual(outcome(a, on.services));
        expect(outcome(b, off.services).diagnostics).toEqual([]);
    });

    it('reference shape off: every reference is resolved afresh, with the same result', async () => {
        /** Counts the references the linker resolves. */
        const counted = (services: ReturnType<typeof createStrifeServices>) => {
            const linker = services.Strife.references.Linker as unknown as { doLink(...args: unknown[]): void };
            const doLink = linker.doLink.bind(linker);
            const count = { n: 0 };
            linker.doLink = (...args) => {
                count.n++;
                doLink(...args);
            };
            return count;
        };
        const on = live();
        const off = live(s => Object.defineProperty(s.Strife.references.Linker, 'incremental', { value: false }));
        const onCount = counted(on.services);
        const offCount = counted(off.services);
        await on.write(TEXT);
        await off.write(TEXT);
        onCount.n = offCount.n = 0;
        const a = await on.write(EDIT(TEXT));
        const b = await off.write(EDIT(TEXT));
        // The edit replaced Bandit, which has no references: only the encounter's, which point into it, are resolved again.
        expect(offCount.n).toBe(b.references.length);
        expect(onCount.n).toBeLessThan(offCount.n);
        expect(outcome(b, off.services)).toEqual(outcome(a, on.services));
    });

    it("parser state off: Langium's own parse, with the same tree", () => {
        const { services } = live();
        const parser = services.Strife.parser.LangiumParser as StrifeParser;
        const ours = parser.parse(TEXT).value;
        Object.defineProperty(parser, 'internals', { value: undefined });
        expect(parser.usesInternals).toBe(false);
        const stock = parser.parse(TEXT).value;
        const shape = (root: AstNode) =>
            AstUtils.streamAst(root)
                .map(n => `${n.$type} ${n.$containerProperty}[${n.$containerIndex}] ${n.$cstNode?.offset}-${n.$cstNode?.end}`)
                .toArray();
        expect(shape(stock)).toEqual(shape(ours));
    });
});
