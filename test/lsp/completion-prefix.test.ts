/**
 * Completion parses from the start of the cursor's top-level item (language/lsp/completion-prefix.ts)
 * and must offer exactly what parsing the whole text before the cursor offers.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { LangiumDocument } from 'langium';
import { DefaultCompletionProvider } from 'langium/lsp';
import { describe, expect, it } from 'vitest';
import { completionParseStart } from '../../language/lsp/completion-prefix.js';
import { build } from '../helpers.js';

const EXAMPLES = path.resolve(__dirname, '../../examples');

async function labelsAt(doc: LangiumDocument, provider: DefaultCompletionProvider, offset: number): Promise<string[]> {
    const position = doc.textDocument.positionAt(offset);
    const list = await provider.getCompletion(doc, { textDocument: { uri: doc.uri.toString() }, position });
    return (list?.items ?? []).map(i => `${i.label}|${i.kind}|${i.insertText ?? ''}`).sort();
}

describe('completion from the start of the item', () => {
    const files = ['rise/ambush-at-the-ford.strife', 'paladins/stamina-duel.strife', 'vaxia/duel.strife', 'rpgstuck/grapple.strife'];
    it.each(files)('offers what a whole-text parse offers, across %s', async file => {
        const dir = path.join(EXAMPLES, path.dirname(file));
        const text = fs.readFileSync(path.join(EXAMPLES, file), 'utf8');
        const sources: Record<string, string> = { [path.basename(file)]: text };
        for (const f of fs.readdirSync(dir)) if (f.endsWith('.strife') && !(f in sources)) sources[f] = fs.readFileSync(path.join(dir, f), 'utf8');
        const { main, services } = await build(sources);
        const provider = services.Strife.lsp.CompletionProvider as DefaultCompletionProvider;
        const whole = Object.create(provider) as DefaultCompletionProvider;
        // The same provider, with Langium's own whole-text findFeaturesAt.
        Object.defineProperty(whole, 'findFeaturesAt', {
            value: DefaultCompletionProvider.prototype['findFeaturesAt' as keyof DefaultCompletionProvider],
        });
        let shortened = 0;
        for (let offset = 0; offset <= text.length; offset += 5) {
            if (completionParseStart(main, offset) > 0) shortened++;
            expect(await labelsAt(main, provider, offset), `offset ${offset}`).toEqual(await labelsAt(main, whole, offset));
        }
        expect(shortened).toBeGreaterThan(10);
    });

    it('parses from the start when an earlier item has a syntax error', async () => {
        const { main } = await build('ruleset rise\ncreature A {\n  level 1 2\n}\ncreature B {\n  level 1\n}\n');
        expect(completionParseStart(main, main.textDocument.getText().length - 2)).toBe(0);
    });
});

describe('completion where an action goes', () => {
    // The grammar takes `attack`, `ability` and `weapon` where an action's name goes, only so that
    // writing one is a single clear error: completion never offers them there, nor an attack skeleton.
    it('offers the actor’s attacks and the ruleset’s actions, no keyword', async () => {
        const text = `ruleset rise
character Kara { hit_points 20 defenses { armor 5 fortitude 5 reflex 5 mental 5 } attack Longsword { vs armor damage 1d8 } }
creature Bandit { hit_points 10 defenses { armor 4 fortitude 4 reflex 4 mental 4 } attack Club { vs armor damage 1d6 } }
encounter e { side a { Kara } side b { Bandit } round 1 { Kara:  } }`;
        const { main, services } = await build(text);
        const provider = services.Strife.lsp.CompletionProvider as DefaultCompletionProvider;
        // As an editor asks: with snippets (an `attack` keyword would bring the attack skeleton).
        (provider as unknown as { clientCapabilities: unknown }).clientCapabilities = { completionItem: { snippetSupport: true } };
        const labels = (await labelsAt(main, provider, text.indexOf('Kara:  }') + 6)).map(l => l.split('|')[0]);
        expect(labels).toContain('Longsword');
        expect(labels).toContain('total_defense');
        expect(labels.filter(l => ['attack', 'ability', 'weapon'].includes(l) || l.startsWith('attack '))).toEqual([]);
    });
});
