/**
 * Keyword hovers: every word keyword of the grammar explains itself in our words with an example
 * line, and adds the rule the file's ruleset ties to it. Rule terms come from rulesets only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AstUtils, CstUtils, GrammarAST, type LangiumDocument } from 'langium';
import { describe, expect, it } from 'vitest';
import { build } from '../helpers.js';
import { KEYWORD_DOCS } from '../../language/lsp/keyword-docs.js';
import { createStrifeServices } from '../../language/strife-module.js';
import { EmptyFileSystem } from 'langium';
import { rise } from '../../language/rulesets/rise/index.js';
import { PROJECT_ROOT } from '../lsp/lsp-harness.js';

/** Every keyword of the grammar that is a word (punctuation has no hover). */
function grammarKeywords(): string[] {
    const grammar = createStrifeServices(EmptyFileSystem).Strife.Grammar;
    const words = AstUtils.streamAllContents(grammar)
        .filter(GrammarAST.isKeyword)
        .map(k => k.value)
        .filter(v => /^\w+$/.test(v));
    return [...new Set(words)].sort();
}

/** A file that writes every keyword of the language at least once (it need not be valid). */
const EVERY_KEYWORD = `ruleset rise
import "other.strife"
character Kara { hit_points 10 }
creature Bandit extends Kara {
  resists fire
  vulnerable cold
  immune poison
  attack Bite { vs armor damage 1d6 roll 1d20 uses DEX category fire tags melee }
  weapon longsword
  ability Roar { inflicts frightened 1 for 2 rounds save SPI 10 removes prone heals 1d4 pushes 5 ft modifies armor -1 for 1 rounds uses 1 per fight }
}
encounter Ambush {
  seed 1
  round_limit 5
  zone ford { distance bank 30 ft hazard fire 2 }
  zone bank
  side heroes { Kara at ford aboard Bandit is prone and grappled by Bandit#1 }
  side bandits { Bandit x2 }
  surprised bandits
  round 1 { Kara: Bite -> Bandit#1 in ford to ford using Bite with aim 2 }
  tactics heroes: attack_weakest
  expect heroes wins
  expect heroes loses
  expect bandits survives
}
day Road for heroes { seed 2 fight Ambush short_rest fight Ambush }`;

async function hoverAt(doc: LangiumDocument, offset: number, services: Awaited<ReturnType<typeof build>>['services']): Promise<string> {
    const hover = await services.Strife.lsp.HoverProvider!.getHoverContent(doc, {
        textDocument: { uri: doc.uri.toString() },
        position: doc.textDocument.positionAt(offset),
    });
    return hover ? (hover.contents as { value: string }).value : '';
}

describe('keyword hovers', () => {
    it('every word keyword of the grammar has a hover with an example line', async () => {
        const keywords = grammarKeywords();
        expect(keywords.length).toBeGreaterThan(30);
        const built = await build(EVERY_KEYWORD);
        const leaves = CstUtils.streamCst(built.root.$cstNode!).filter(n => !!n.grammarSource && GrammarAST.isKeyword(n.grammarSource));
        const hovered = new Map<string, string>();
        for (const leaf of leaves) {
            const keyword = (leaf.grammarSource as GrammarAST.Keyword).value;
            if (!hovered.has(keyword)) hovered.set(keyword, await hoverAt(built.main, leaf.offset, built.services));
        }
        for (const keyword of keywords) {
            expect(hovered.has(keyword), `the test file should write '${keyword}'`).toBe(true);
            const text = hovered.get(keyword)!;
            expect(text, `hover on '${keyword}'`).toContain(`**${keyword}** — Strife keyword`);
            expect(text, `hover on '${keyword}'`).toContain('```strife\n');
            expect(text).not.toMatch(/undefined|NaN/);
        }
        // Nothing documented that the grammar does not have.
        expect(Object.keys(KEYWORD_DOCS).sort()).toEqual(keywords);
    });

    it("adds the ruleset's own rule under the language's meaning (Rise: round is its action phase)", async () => {
        const built = await build(EVERY_KEYWORD);
        const text = await hoverAt(built.main, EVERY_KEYWORD.indexOf('round 1'), built.services);
        const phase = rise.topics.find(t => t.name === 'action_phase')!;
        expect(text).toContain('**round** — Strife keyword');
        expect(text).toContain(phase.summary);
    });

    it('explains keywords in a file whose ruleset is unknown', async () => {
        const text = 'ruleset nonsense\ncreature Bandit { }';
        const built = await build(text);
        expect(await hoverAt(built.main, text.indexOf('creature') + 2, built.services)).toContain('reusable template');
    });

    it("a dice increment's hover is the ruleset's ladder topic; in a ruleset without a ladder it says to write a size", async () => {
        const riseFile = 'ruleset rise\ncreature B { attack A { vs armor damage 1d6 + 1d } }';
        const r = await build(riseFile);
        const riseText = await hoverAt(r.main, riseFile.indexOf('1d }'), r.services);
        expect(riseText).toContain("1 step up Rise's die ladder");
        expect(riseText).toContain(rise.topics.find(t => t.name === rise.keywordTopics!.Nd)!.summary);
        const paladinsFile = 'ruleset paladins\ncreature B { attack A { damage 1d } }';
        const p = await build(paladinsFile);
        expect(await hoverAt(p.main, paladinsFile.indexOf('1d'), p.services)).toContain('write a die size, e.g. `1d6`');
    });

    it("generic editor code names no ruleset's topics: they come through the Ruleset interface", () => {
        const generic = ['language/lsp', 'language/validation', 'language/model', 'language/util'].flatMap(dir =>
            readdirSync(join(PROJECT_ROOT, dir))
                .filter(f => f.endsWith('.ts'))
                .map(f => readFileSync(join(PROJECT_ROOT, dir, f), 'utf8')),
        );
        const riseTerms = rise.topics.map(t => t.name).filter(n => n.includes('_'));
        for (const term of riseTerms) for (const source of generic) expect(source.includes(`'${term}'`), term).toBe(false);
    });
});
