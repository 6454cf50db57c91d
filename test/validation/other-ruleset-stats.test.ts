/**
 * Issue 25, "Messages that say what to do": a stat written in another ruleset's words (`hp` under
 * Rise, whose stat is `hit_points`) is one coded error that names this ruleset's word, with a quick
 * fix that renames it — not an unknown stat and a missing one.
 */
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from 'vscode-languageserver';
import { builtInRulesets } from '../../language/rulesets/registry.js';
import { SAME_STATS } from '../../language/rulesets/stat-words.js';
import { build, codes, rangeText } from '../helpers.js';

async function fixOf(text: string, code: string): Promise<{ diagnostic: Diagnostic; title: string; newText: string; at: string }> {
    const built = await build(text);
    const diagnostic = built.diagnostics.find(d => d.code === code);
    if (!diagnostic) throw new Error(`no ${code}: ${built.diagnostics.map(d => `${d.code} ${d.message}`).join('; ')}`);
    const actions = (await built.services.Strife.lsp.CodeActionProvider!.getCodeActions(built.main, {
        textDocument: { uri: built.main.uri.toString() },
        range: diagnostic.range,
        context: { diagnostics: [diagnostic] },
    })) as { title: string; edit: { changes: Record<string, { newText: string }[]> } }[];
    return {
        diagnostic,
        title: actions[0].title,
        newText: actions[0].edit.changes[built.main.uri.toString()][0].newText,
        at: rangeText(built.main, diagnostic),
    };
}

const RISE_ORC = (hp: string) => `ruleset rise
creature Orc { level 1 ${hp} 10 defenses { armor 4 fortitude 3 reflex 3 mental 3 } }`;

describe("stats in another ruleset's words", () => {
    it("Rise: 'hp' is RPGStuck's word for hit_points — one error on it, with a rename", async () => {
        const built = await build(RISE_ORC('hp'));
        expect(codes(built.diagnostics)).toEqual(['other-ruleset-stat']);
        const fix = await fixOf(RISE_ORC('hp'), 'other-ruleset-stat');
        expect(fix.diagnostic.message).toBe("Rise calls hit points 'hit_points'; 'hp' is RPGStuck's word.");
        expect(fix.at).toBe('hp');
        expect([fix.title, fix.newText]).toEqual(["Rename to 'hit_points'", 'hit_points']);
    });

    it('the renamed file checks clean', async () => {
        expect(codes((await build(RISE_ORC('hit_points'))).diagnostics)).toEqual([]);
    });

    it("RPGStuck: Rise's 'hit_points' becomes 'hp'", async () => {
        const fix = await fixOf('ruleset rpgstuck\ncreature Imp { hit_points 8 defenses { AC 12 } }', 'other-ruleset-stat');
        expect(fix.diagnostic.message).toBe("RPGStuck calls hit points 'hp'; 'hit_points' is Rise's word.");
        expect(fix.newText).toBe('hp');
    });

    it("Paladins: 'hp' becomes HEA, named as the word of RPGStuck", async () => {
        const fix = await fixOf('ruleset paladins\ncreature Ghoul { hp 8 }', 'other-ruleset-stat');
        expect(fix.diagnostic.message).toBe("Paladins of Awoudan calls hit points 'HEA'; 'hp' is RPGStuck's word.");
        expect(fix.newText).toBe('HEA');
    });

    it("a common spelling that is no ruleset's own ('health' under Vaxia) still gets the ruleset's word", async () => {
        const fix = await fixOf('ruleset vaxia\ncreature Raider { health 30 }', 'other-ruleset-stat');
        expect(fix.diagnostic.message).toBe("Vaxia / Sirian calls hit points 'LIF'.");
        expect(fix.newText).toBe('LIF');
    });

    it("Enchanted Realms: RPGStuck's 'STR' and 'DEX' are 'strength' and 'agility'", async () => {
        const built = await build('ruleset enchanted-realms\ncreature Orc { body 10 STR 2 DEX 1 }');
        const found = built.diagnostics.filter(d => d.code === 'other-ruleset-stat').map(d => d.message);
        expect(found).toEqual([
            "Enchanted Realms calls strength 'strength'; 'STR' is RPGStuck's and Paladins of Awoudan's and Vaxia / Sirian's word.",
            "Enchanted Realms calls dexterity 'agility'; 'DEX' is RPGStuck's and Paladins of Awoudan's and Vaxia / Sirian's word.",
        ]);
    });

    it('a stat no ruleset has is still an unknown stat', async () => {
        expect(codes((await build(RISE_ORC('hit_points').replace('level 1', 'levle 1'))).diagnostics)).toEqual(['unknown-stat']);
    });

    it('pairs only stats each ruleset has', () => {
        for (const [rulesetId, word] of SAME_STATS.flatMap(s => Object.entries(s.words))) {
            const ruleset = builtInRulesets().find(r => r.id === rulesetId);
            expect(
                ruleset?.stats.map(s => s.name),
                `${rulesetId} ${word}`,
            ).toContain(word);
        }
    });
});
