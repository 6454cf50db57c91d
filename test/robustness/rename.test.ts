/**
 * Rename refuses what would break the file: a new name that does not read back as one name, and
 * the name of another declaration it would merge with. Before, rename returned edits for any text
 * (`Thug}{` broke the file; the name of another combatant merged the two).
 */
import { describe, expect, it } from 'vitest';
import { ResponseError } from 'vscode-languageserver';
import { build, RISE_FIGHTERS } from '../helpers.js';
import { LspSession, withTimeout } from '../lsp/lsp-harness.js';

const FILE = `ruleset rise
${RISE_FIGHTERS}
creature Veteran extends Bandit { accuracy 4 attack Stab { vs armor damage 1d4 } }
encounter e {
  zone ford
  zone bank { distance ford 20 }
  side heroes { Kara }
  side bandits { Bandit x2, Veteran }
  round 1 { Kara: Longsword -> Bandit#1 }
}
`;

async function rename(files: Record<string, string>, needle: string, newName: string, occurrence = 0) {
    const built = await build(files);
    const text = built.main.textDocument.getText();
    let index = -1;
    for (let i = 0; i <= occurrence; i++) index = text.indexOf(needle, index + 1);
    const position = built.main.textDocument.positionAt(index + 1);
    return built.services.Strife.lsp.RenameProvider!.rename(built.main, { textDocument: { uri: built.main.uri.toString() }, position, newName });
}

async function refusal(files: Record<string, string>, needle: string, newName: string, occurrence = 0): Promise<string> {
    try {
        await rename(files, needle, newName, occurrence);
    } catch (error) {
        expect(error).toBeInstanceOf(ResponseError);
        return (error as ResponseError<unknown>).message;
    }
    throw new Error(`renaming to ${JSON.stringify(newName)} was not refused`);
}

describe('rename', () => {
    it('renames a combatant at its declaration and every reference', async () => {
        const edit = await rename({ 'main.strife': FILE }, 'Bandit {', 'Brigand');
        const edits = Object.values(edit?.changes ?? {}).flat();
        expect(edits.length).toBe(4); // the declaration, `extends Bandit`, `Bandit x2`, `Bandit#1`
        expect(edits.every(e => e.newText === 'Brigand')).toBe(true);
    });

    it.each([
        ['', 'A name cannot be empty.'],
        ['1Thug', 'is not a name'],
        ['has space', 'is not a name'],
        ['Zoë', 'is not a name'],
        ['Thug}{', 'is not a name'],
        ['side', 'is a keyword of the language'],
        ['creature', 'is a keyword of the language'],
        ['d6', 'reads as dice'],
        ['x3', 'reads as an instance count'],
    ])('refuses %j with a message', async (newName, message) => {
        expect(await refusal({ 'main.strife': FILE }, 'Bandit {', newName)).toContain(message);
    });

    it('refuses the name of another combatant, naming it', async () => {
        expect(await refusal({ 'main.strife': FILE }, 'Bandit {', 'Kara')).toBe(
            "'Kara' is already the name of character Kara (this file, line 3); renaming would merge the two. Choose another name.",
        );
    });

    it('refuses the name of a combatant in an imported file, and in a file that imports this one', async () => {
        const bestiary = 'ruleset rise\ncreature Goblin { hit_points 6 defenses { armor 5 fortitude 4 reflex 5 mental 3 } }\n';
        const main = `ruleset rise\nimport "bestiary.strife"\n${RISE_FIGHTERS}`;
        expect(await refusal({ 'main.strife': main, 'bestiary.strife': bestiary }, 'Bandit {', 'Goblin')).toContain(
            "'Goblin' is already the name of creature Goblin (bestiary.strife, line 2)",
        );
        // Renaming the bestiary's Goblin to a name its importer already uses.
        expect(await refusal({ 'bestiary.strife': bestiary, 'main.strife': main }, 'Goblin', 'Kara')).toContain(
            "'Kara' is already the name of character Kara (main.strife, line 4)",
        );
    });

    it('refuses the name of another attack of the chain, a side or a zone of the encounter', async () => {
        expect(await refusal({ 'main.strife': FILE }, 'Stab', 'Shortsword')).toContain("Bandit's attack Shortsword");
        expect(await refusal({ 'main.strife': FILE }, 'heroes', 'bandits')).toContain("'bandits' is already the name of side bandits");
        expect(await refusal({ 'main.strife': FILE }, 'bank {', 'ford')).toContain("'ford' is already the name of zone ford");
    });

    it('allows a name used by another kind of declaration (a zone named like a side)', async () => {
        const edit = await rename({ 'main.strife': FILE }, 'bank {', 'heroes');
        expect(Object.values(edit?.changes ?? {}).flat().length).toBeGreaterThan(0);
    });
});

describe('rename over stdio', () => {
    it('answers a refused rename with an error the editor shows, and a valid one with edits', async () => {
        const server = new LspSession();
        try {
            await server.initialize(null);
            const uri = 'file:///rename.strife';
            await server.open(uri, FILE);
            await server.waitForDiagnostics(uri, () => true);
            const position = { line: 8, character: FILE.split('\n')[8].indexOf('Bandit') + 1 };
            const refused = server.connection.sendRequest('textDocument/rename', { textDocument: { uri }, position, newName: 'Thug}{' });
            await expect(withTimeout(refused, 10_000, 'the refusal')).rejects.toMatchObject({ message: expect.stringContaining('is not a name') });
            const edit = await withTimeout(
                server.connection.sendRequest<{ changes: Record<string, unknown[]> }>('textDocument/rename', {
                    textDocument: { uri },
                    position,
                    newName: 'Brigand',
                }),
                10_000,
                'the edits',
            );
            expect(edit.changes[uri]).toHaveLength(4);
            expect(await server.shutdown()).toBe(0);
        } finally {
            server.dispose();
        }
    }, 60_000);
});
