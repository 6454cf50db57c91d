/** Hovers, completion and quick fixes through the language services (no protocol). */
import { describe, expect, it } from 'vitest';
import type { LangiumDocument } from 'langium';
import { build, hoverAt, RISE_FIGHTERS } from '../helpers.js';

const FILE = `ruleset rise
${RISE_FIGHTERS}
creature Veteran extends Bandit { accuracy 4 }
encounter e {
  side heroes { Kara }
  side bandits { Bandit x2, Veteran }
  round 1 {
    Kara: Longsword -> Bandit#1 with desperate_exertion
    Bandit#1: total_defense
  }
  tactics attack_weakest
}`;

describe('hover', () => {
    it('explains a ruleset action in our words and cites its section', async () => {
        const text = await hoverAt(FILE, 'total_defense');
        expect(text).toContain('**total_defense**');
        expect(text).toContain('Swift');
        expect(text).toContain('Rise, Combat §Total Defense');
    });

    it('explains stats, defenses, modifiers, tactics and the ruleset name', async () => {
        expect(await hoverAt(FILE, 'damage_resistance')).toContain('§Taking Damage');
        expect(await hoverAt(FILE, 'vs armor', 4)).toContain('**armor** — Rise defense');
        expect(await hoverAt(FILE, 'desperate_exertion')).toContain('§Desperate Exertion');
        expect(await hoverAt(FILE, 'attack_weakest')).toContain('Rise tactics');
        expect(await hoverAt(FILE, 'rise', 1)).toContain('Rise');
    });

    it('shows a derived stat with its derivation', async () => {
        expect(await hoverAt(FILE, 'accuracy 4')).toContain('½ level + ½ perception');
    });

    it("shows a combatant's resolved stat block with inherited and derived values", async () => {
        const text = await hoverAt(FILE, 'Veteran', 1, 1);
        expect(text).toMatch(/\| accuracy \| 4 \|/);
        expect(text).toMatch(/\| hit_points \| 12 \| from Bandit \|/);
        expect(text).toMatch(/\| fatigue_tolerance \| 0 \| derived: constitution \+ willpower \|/);
        expect(text).toContain('**Shortsword** vs armor');
    });

    it("gives a dice formula's min, mean and max", async () => {
        const text = await hoverAt(FILE, '1d10');
        expect(text).toContain('min 1 · mean 5.5 · max 10');
    });

    it("gives an attack its damage range with the owner's power, and the glancing and critical rules", async () => {
        const text = await hoverAt(FILE, 'Longsword', 1, 1);
        expect(text).toContain('min 4 · mean 8.5 · max 13');
        expect(text).toContain('§Glancing Blows');
        expect(text).toContain('§Critical Hits');
    });
});

describe('hover on v2 constructs', () => {
    const ZONES = `ruleset rise
character K { hit_points 5 defenses { armor 1 fortitude 1 reflex 1 mental 1 } attack A { vs armor damage 1d6 } }
creature B { hit_points 5 defenses { armor 1 fortitude 1 reflex 1 mental 1 } attack A { vs armor damage 1d6 } }
encounter E { zone ford { distance bank 30 ft cover half } zone bank side a { K at ford } side b { B at bank } round 1 { K: move to bank } }`;

    it('explains a zone where it is referred to: distances both ways and features', async () => {
        expect(await hoverAt(ZONES, 'ford }', 1)).toContain('30 ft to bank');
        const bank = await hoverAt(ZONES, 'to bank', 4);
        expect(bank).toContain('**bank** — zone of E');
        expect(bank).toContain('30 ft to ford');
    });

    it('names the outcomes of an attack in the ruleset words, with citations', async () => {
        const text = await hoverAt(ZONES, 'attack A', 7);
        expect(text).toContain('**glancing blow**');
        expect(text).toContain('§Glancing Blows');
    });
});

async function completionLabels(doc: LangiumDocument, services: Awaited<ReturnType<typeof build>>['services'], offset: number) {
    const list = await services.Strife.lsp.CompletionProvider!.getCompletion(doc, {
        textDocument: { uri: doc.uri.toString() },
        position: doc.textDocument.positionAt(offset),
    });
    return list?.items.map(i => i.label) ?? [];
}

describe('completion', () => {
    it('offers the ruleset stats inside a combatant and defenses inside defenses', async () => {
        const text = 'ruleset rise\ncreature X {\n  \n  defenses {  }\n}';
        const built = await build(text);
        const body = await completionLabels(built.main, built.services, text.indexOf('{\n') + 4);
        expect(body).toEqual(expect.arrayContaining(['hit_points', 'damage_resistance', 'accuracy', 'power', 'defenses', 'attack']));
        expect(body).not.toContain('armor');
        const defenses = await completionLabels(built.main, built.services, text.indexOf('defenses {') + 11);
        expect(defenses).toEqual(expect.arrayContaining(['armor', 'fortitude', 'reflex', 'mental']));
        expect(defenses).not.toContain('hit_points');
    });

    it("offers the ruleset's stat groups and, after `with`, its modifiers", async () => {
        const text = 'ruleset rise\ncreature X {\n  \n}';
        const built = await build(text);
        expect(await completionLabels(built.main, built.services, text.indexOf('{\n') + 4)).toContain('defenses');
        const script = `${FILE}\nencounter Z { side a { Veteran } side b { Bandit } round 1 { Veteran: Shortsword -> Bandit with  } }`;
        const b2 = await build(script);
        const labels = await completionLabels(b2.main, b2.services, script.indexOf('with  ') + 5);
        expect(labels).toEqual(expect.arrayContaining(['desperate_exertion', 'subdual']));
    });

    it('does not offer a stat the block already states', async () => {
        const text = 'ruleset rise\ncreature X {\n  hit_points 3\n  \n  defenses { armor 2  }\n}';
        const built = await build(text);
        const body = await completionLabels(built.main, built.services, text.indexOf('hit_points 3') + 15);
        expect(body).toContain('power');
        expect(body).not.toContain('hit_points');
        const defenses = await completionLabels(built.main, built.services, text.indexOf('armor 2') + 8);
        expect(defenses).toContain('reflex');
        expect(defenses).not.toContain('armor');
    });

    it("offers ruleset actions beside the actor's attacks in a script line", async () => {
        const text = FILE.replace('Bandit#1: total_defense', 'Bandit#1: ');
        const built = await build(text);
        const labels = await completionLabels(built.main, built.services, text.indexOf('Bandit#1: ') + 10);
        expect(labels).toEqual(expect.arrayContaining(['Shortsword', 'total_defense', 'recover', 'charge']));
    });
});

describe('quick fixes', () => {
    it('turns a did-you-mean into an edit', async () => {
        const built = await build(FILE.replace('damage_resistance 6', 'damage_resistence 6'));
        const diagnostic = built.diagnostics.find(d => d.code === 'unknown-stat')!;
        const actions = await built.services.Strife.lsp.CodeActionProvider!.getCodeActions(built.main, {
            textDocument: { uri: built.main.uri.toString() },
            range: diagnostic.range,
            context: { diagnostics: [diagnostic] },
        });
        const edit = (actions as { edit: { changes: Record<string, { newText: string }[]> } }[])[0].edit.changes[built.main.uri.toString()][0];
        expect(edit.newText).toBe('damage_resistance');
    });

    it('offers to add a missing ruleset line at the top', async () => {
        const built = await build('creature X { }');
        const diagnostic = built.diagnostics.find(d => d.code === 'missing-ruleset')!;
        const actions = await built.services.Strife.lsp.CodeActionProvider!.getCodeActions(built.main, {
            textDocument: { uri: built.main.uri.toString() },
            range: diagnostic.range,
            context: { diagnostics: [diagnostic] },
        });
        const first = (
            actions as { title: string; edit: { changes: Record<string, { newText: string; range: { start: { line: number } } }[]> } }[]
        ).find(a => a.title === "Add 'ruleset rise'")!;
        expect(first.title).toBe("Add 'ruleset rise'");
        expect(first.edit.changes[built.main.uri.toString()][0]).toMatchObject({ newText: 'ruleset rise\n', range: { start: { line: 0 } } });
    });
});
