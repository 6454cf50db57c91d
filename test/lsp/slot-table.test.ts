/**
 * The grammar-slot table (language/grammar-slots.ts) is what hover, completion, semantic tokens and
 * the unknown-name checks read: for every slot of every ruleset, a word of the slot's vocabulary
 * written in that slot is explained by the hover, offered by completion with the slot's kind and
 * the same explanation, coloured with the slot's token type, and a name outside the vocabulary is
 * reported with the slot's code and severity.
 */
import type { LangiumDocument } from 'langium';
import { SemanticTokensDecoder } from 'langium/lsp';
import { describe, expect, it } from 'vitest';
import { DiagnosticSeverity } from 'vscode-languageserver';
import { SLOTS, type Slot, type SlotId } from '../../language/grammar-slots.js';
import { formatCitation, type RuleDoc, type Ruleset, type StatSpec } from '../../language/rulesets/ruleset.js';
import { builtInRulesets } from '../../language/rulesets/registry.js';
import { keywordMarkdown } from '../../language/lsp/keyword-docs.js';
import { build, codes } from '../helpers.js';

/** A file that writes `WORD` in the slot (it need not be clean otherwise), or undefined where the ruleset has no such construct. */
function fixture(slot: SlotId, ruleset: Ruleset, word: string): string | undefined {
    const ruleLine = `ruleset ${ruleset.id}`;
    const creature = (body: string) => `creature X { ${body} }\ncreature Y { }`;
    const fight = (body: string) =>
        `${ruleLine}\n${creature('attack A { damage 1d6 }')}\nencounter e {\n  side a { X }\n  side b { Y }\n  ${body}\n}`;
    switch (slot) {
        case 'stat':
            return `${ruleLine}\n${creature(`${word} 1`)}`;
        case 'attack-stat':
            return `${ruleLine}\n${creature(`attack A { ${word} 1 }`)}`;
        case 'stat-group':
            return `${ruleLine}\n${creature(`${word} { }`)}`;
        case 'defense':
            return `${ruleLine}\n${creature(`attack A { vs ${word} }`)}`;
        case 'formula-stat':
            return `${ruleLine}\n${creature(`attack A { damage 1d6 + ${word} }`)}`;
        case 'trait':
            return ruleset.features.attackTraits ? `${ruleLine}\n${creature(`attack A { uses ${word} }`)}` : undefined;
        case 'combatant-tag':
            return `${ruleLine}\n${creature(`tags ${word}`)}`;
        case 'attack-tag':
            return `${ruleLine}\n${creature(`attack A { tags ${word} }`)}`;
        case 'damage-category':
            return ruleset.damageCategories.length ? `${ruleLine}\n${creature(`attack A { category ${word} }`)}` : undefined;
        case 'body-part':
            return ruleset.features.calledShots ? fight(`round 1 { X: A -> Y.${word} }`) : undefined;
        case 'hazard':
            return ruleset.hazards.length ? fight(`hazard ${word}`) : undefined;
        case 'modifier':
            return fight(`round 1 { X: A -> Y with ${word} }`);
        case 'tactic':
            return fight(`tactics ${word}`);
        case 'action':
            return fight(`round 1 { X: ${word} }`);
        case 'option':
            return `ruleset ${ruleset.id} { ${word}: x }\n${creature('')}`;
        case 'condition':
            return ruleset.features.startingConditions
                ? `${ruleLine}\n${creature('attack A { damage 1d6 }')}\nencounter e {\n  side a { X is ${word} }\n  side b { Y }\n}`
                : undefined;
        case 'save-stat':
            return ruleset.features.effects?.includes('modify')
                ? `${ruleLine}\n${creature(`attack A { damage 1d6 modifies ${word} 1 }`)}`
                : undefined;
        case 'use-period':
            return ruleset.features.limitedUses ? `${ruleLine}\n${creature(`attack A { damage 1d6 uses 1 per ${word} }`)}` : undefined;
        case 'rest':
            return ruleset.features.days
                ? `${ruleLine}\n${creature('attack A { damage 1d6 }')}\nencounter e {\n  side a { X }\n  side b { Y }\n}\nday d for a { fight e ${word} }`
                : undefined;
    }
}

/** The first word of the slot's vocabulary that can be written there alone (a top-level stat for `stat`) and is not a keyword (`attack`). */
function wordFor(slot: Slot, ruleset: Ruleset): RuleDoc | undefined {
    return slot.vocabulary(ruleset).find(w => !keywordMarkdown(w.name) && (slot.id !== 'stat' || !(w as StatSpec).group));
}

const cases = builtInRulesets().flatMap(ruleset =>
    SLOTS.flatMap(slot => {
        const word = wordFor(slot, ruleset);
        const text = word && fixture(slot.id, ruleset, word.name);
        return text && word ? [{ name: `${ruleset.id} ${slot.id} ${word.name}`, ruleset, slot, word, text }] : [];
    }),
);

/** Where the word stands: the first occurrence as a whole word. */
function wordOffset(text: string, word: string): number {
    return new RegExp(`\\b${word}\\b`).exec(text)?.index ?? -1;
}

async function hoverAt(doc: LangiumDocument, services: Awaited<ReturnType<typeof build>>['services'], offset: number) {
    const hover = await services.Strife.lsp.HoverProvider!.getHoverContent(doc, {
        textDocument: { uri: doc.uri.toString() },
        position: doc.textDocument.positionAt(offset),
    });
    return (hover?.contents as { value: string } | undefined)?.value;
}

describe('the grammar-slot table', () => {
    it('covers every slot in some ruleset that gives it words', () => {
        // A tactical slot (conditions, periods, rests) has words only in a ruleset that claims its feature.
        const worded = SLOTS.filter(s => builtInRulesets().some(r => wordFor(s, r) && fixture(s.id, r, wordFor(s, r)!.name)));
        expect(new Set(cases.map(c => c.slot.id))).toEqual(new Set(worded.map(s => s.id)));
        expect(worded.length).toBeGreaterThanOrEqual(15);
    });

    it.each(cases)('$name: hover, completion and colour come from the slot', async ({ ruleset, slot, word, text }) => {
        const { services, main } = await build(text);
        const at = wordOffset(text, word.name);
        // Hover: the word, what the slot calls it, its summary and its citation.
        const hover = await hoverAt(main, services, at + 1);
        expect(hover).toContain(`**${word.name}** — ${ruleset.name} `);
        expect(hover).toContain(word.summary);
        expect(hover).toContain(formatCitation(word.cite));
        // Semantic tokens: the slot's type (an action is a ruleset function from the default library).
        const provider = services.Strife.lsp.SemanticTokenProvider!;
        const tokens = SemanticTokensDecoder.decode(
            await provider.semanticHighlight(main, { textDocument: { uri: main.uri.toString() } }),
            provider.tokenTypes,
            main,
        );
        const token = tokens.find(t => t.offset === at);
        expect(String(token?.tokenType)).toBe(slot.tokenType);
        // Completion at the end of the word: the slot's words with its kind, explained as the hover
        // explains them. (Inside a formula Langium's completion offers nothing at all today, so the
        // formula-stat slot has no completion to compare: a known gap, not this table's.)
        if (slot.id === 'formula-stat') return;
        const list = await services.Strife.lsp.CompletionProvider!.getCompletion(main, {
            textDocument: { uri: main.uri.toString() },
            position: main.textDocument.positionAt(at + word.name.length),
        });
        const item = list?.items.find(i => i.label === word.name);
        expect(item?.kind).toBe(slot.completionKind);
        expect((item?.documentation as { value: string } | undefined)?.value).toBe(hover);
    });

    it.each(cases)('$name: a name outside the vocabulary gets the slot code', async ({ ruleset, slot, word, text }) => {
        const at = wordOffset(text, word.name);
        const { diagnostics } = await build(`${text.slice(0, at)}zzqx${text.slice(at + word.name.length)}`);
        expect(codes(diagnostics)).toContain(slot.unknown.code);
        const reported = diagnostics.find(d => d.code === slot.unknown.code && String(d.message).includes("'zzqx'"));
        expect(reported?.severity).toBe(slot.unknown.severity === 'warning' ? DiagnosticSeverity.Warning : DiagnosticSeverity.Error);
        expect(String(reported?.message)).toContain(ruleset.name);
    });
});
