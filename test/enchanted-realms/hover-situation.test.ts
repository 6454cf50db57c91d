/**
 * Hovers and inlay hints give the odds of the attack the line writes — its `with` modifiers, and in
 * round 1 the restrictions both sides start with, the cover and concealment between their zones —
 * never those of a plainer attack; later rounds count only the line's own modifiers and say so.
 * Seed 001_66230f9a082df360.txt §Restrictions in Combat, §Cover, §Obscurement, §Sneak Attacks.
 */
import { describe, expect, it } from 'vitest';
import type { InlayHint } from 'vscode-languageserver';
import { build } from '../helpers.js';
import { fight } from './tactical.js';

/** The hover on the first `Sword`/`Bow` of the script, and the inlay hint after its target. */
async function outlook(text: string, word: string): Promise<{ hover: string; hint: string }> {
    const { services, main } = await build(text);
    const offset = text.indexOf(`${word} ->`, text.indexOf('round 1'));
    const position = main.textDocument.positionAt(offset + 1);
    const hover = await services.Strife.lsp.HoverProvider!.getHoverContent(main, { textDocument: { uri: main.uri.toString() }, position });
    const range = { start: main.textDocument.positionAt(0), end: main.textDocument.positionAt(text.length) };
    const hints: InlayHint[] =
        (await services.Strife.lsp.InlayHintProvider!.getInlayHints(main, { textDocument: { uri: main.uri.toString() }, range })) ?? [];
    return { hover: hover ? (hover.contents as { value: string }).value : '', hint: String(hints.find(h => String(h.label).endsWith('dmg'))?.label) };
}

/** "no damage P%" of the hover. */
const noDamage = (hover: string) => Number(/no damage ([\d.]+)%/.exec(hover)?.[1]);

describe('the outlook of a scripted attack carries what its line carries', () => {
    it('`with advantage` adds a die: three dice against AC 11 miss all only 10/20 cubed = 12.5 %', async () => {
        const plain = await outlook(fight('side a { Vessa } side b { Goblin } round 1 { Vessa: Sword -> Goblin }'), 'Sword');
        const edged = await outlook(fight('side a { Vessa } side b { Goblin } round 1 { Vessa: Sword -> Goblin with advantage }'), 'Sword');
        // Each die misses AC 11 on 1..10: 10/20.
        expect(noDamage(plain.hover)).toBeCloseTo(25, 1);
        expect(noDamage(edged.hover)).toBeCloseTo(12.5, 1);
        expect(edged.hover).toContain('3d20 vs AC 11');
        expect(edged.hint).not.toBe(plain.hint);
    });
    it('a target starting prone: melee at advantage (3 dice), ranged at disadvantage (2d20 keep lower)', async () => {
        const melee = await outlook(fight('side a { Vessa } side b { Goblin is prone } round 1 { Vessa: Sword -> Goblin }'), 'Sword');
        expect(melee.hover).toContain('3d20 vs AC 11');
        expect(melee.hover).toContain('advantage (the target is prone)');
        const ranged = await outlook(fight('side a { Vessa } side b { Goblin is prone } round 1 { Vessa: Bow -> Goblin }'), 'Bow');
        expect(ranged.hover).toContain('2d20 keep lower vs AC 11');
        // The lower of two d20s misses AC 11 on 1..10: 1 − (10/20)² = 75 %.
        expect(noDamage(ranged.hover)).toBeCloseTo(75, 1);
    });
    it('half cover of the target’s zone adds 2 to its AC against a shot from outside it, not from within', async () => {
        const zones = (archer: string) =>
            fight(
                `zone brush { cover half } zone road { distance brush 30 ft } side a { Vessa at ${archer} } side b { Goblin at brush } round 1 { Vessa: Bow -> Goblin }`,
            );
        expect((await outlook(zones('road'), 'Bow')).hover).toContain('1d20 vs AC 13');
        expect((await outlook(zones('brush'), 'Bow')).hover).toContain('1d20 vs AC 11');
    });
    it('a shot before the line’s move is made from where the archer starts (the cover still counts)', async () => {
        // Vessa shoots from the road, then moves into the brush: the shot comes from outside the goblin's zone, AC 11 + 2.
        const text = fight(
            'zone brush { cover half } zone road { distance brush 30 ft } side a { Vessa at road } side b { Goblin at brush } round 1 { Vessa: Bow -> Goblin, move to brush }',
        );
        expect((await outlook(text, 'Bow')).hover).toContain('1d20 vs AC 13');
    });
    it('the attacker’s own restriction: shaken is −2 a die', async () => {
        const o = await outlook(fight('side a { Vessa is shaken } side b { Goblin } round 1 { Vessa: Sword -> Goblin }'), 'Sword');
        expect(o.hover).toContain('(-2 per die)');
        expect(o.hover).toContain('−2 per die (the attacker is shaken)');
    });
    it('in a later round only the line’s modifiers count, and the hover says so', async () => {
        const o = await outlook(
            fight('side a { Vessa } side b { Goblin is prone } round 1 { Vessa: defend } round 2 { Vessa: Sword -> Goblin }').replace(
                'round 1 { Vessa: defend }',
                'round 1 { Vessa: defend } ',
            ),
            'Sword',
        );
        expect(o.hover).toContain('only the line’s own modifiers are counted');
        expect(o.hover).toContain('2d20 vs AC 11');
    });
});
