/**
 * Issue 25, "Citations a GM can use": hovers cite the book and chapter with the section
 * (`Rise, Combat §Critical Hits`), not the seed file a maintainer knows it by.
 */
import type { LangiumDocument } from 'langium';
import { describe, expect, it } from 'vitest';
import { build } from '../helpers.js';

async function hoverOn(text: string, word: string): Promise<string> {
    const { services, main } = await build(text);
    const doc = main as LangiumDocument;
    const hover = await services.Strife.lsp.HoverProvider!.getHoverContent(doc, {
        textDocument: { uri: doc.uri.toString() },
        position: doc.textDocument.positionAt(text.indexOf(word) + 1),
    });
    return (hover?.contents as { value: string } | undefined)?.value ?? '';
}

describe('citations in hovers', () => {
    it("a Rise stat's hover cites Rise's Combat chapter by name and section", async () => {
        const text = 'ruleset rise\ncreature Orc { accuracy 3 }';
        const hover = await hoverOn(text, 'accuracy');
        expect(hover).toContain('Source: Rise, Combat §Attack Rolls');
        expect(hover).not.toMatch(/\.txt/);
    });

    it("an attack's outcomes cite their sections by book", async () => {
        const text = 'ruleset rise\ncreature Orc { attack Club { vs armor  damage 1d6 } }';
        const hover = await hoverOn(text, 'Club');
        expect(hover).toContain('(Rise, Combat §Critical Hits)');
        expect(hover).toContain('(Rise, Combat §Glancing Blows)');
        expect(hover).not.toMatch(/\d{3}_[0-9a-f]{16}/);
    });

    it.each([
        ['rpgstuck', 'RPGStuck, Combat Miscellany §'],
        ['paladins', 'Paladins of Awoudan, Combat §'],
        ['vaxia', 'Vaxia / Sirian, Ruling Guides §'],
        ['enchanted-realms', 'Enchanted Realms, Combat Detailed §'],
    ])('a %s attack hover names its book', async (id, book) => {
        const text = `ruleset ${id}\ncreature Orc { attack Club { damage 1d6 } }`;
        expect(await hoverOn(text, 'Club')).toContain(book);
    });
});
