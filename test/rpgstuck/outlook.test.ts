/**
 * Hovers and inlay hints of a scripted attack show the exact odds the engine plays: the outlook's
 * distribution equals the engine's, enumerated die by die over every face it asks for.
 */
import { describe, expect, it } from 'vitest';
import { enumerateDamage, hoverAt, inlayHints, scriptedOutlook } from './harness.js';

/** An attacker and a target, and round 1: the attacker's line. Initiative: the attacker 20, the target 1. */
const scene = (options: string, attacker: string, target: string, line: string) => `ruleset rpgstuck ${options}
${attacker}
${target}
encounter E { side a { Rosa } side b { Ogre } round 1 { Rosa: ${line} } }`;

const ROSA = 'character Rosa { level 3 P 2 STR 3 DEX 0 defenses { AC 10 } attack Hammer { vs AC damage 2d6 + STR crit_range 2 category blunt } }';
const OGRE = (extra = '') => `creature Ogre { hp 500 defenses { AC 14 } ${extra} attack Club { vs AC damage d4 } }`;

async function expectSameOdds(text: string, attacker = 'Rosa'): Promise<void> {
    const outlook = await scriptedOutlook(text);
    expect(outlook).toBeDefined();
    const engine = await enumerateDamage(text, attacker, 'Ogre', [20, 1]);
    const shown = outlook!.distribution;
    expect([...shown.keys()]).toEqual([...engine.keys()]);
    for (const [value, p] of engine) expect(shown.get(value), `P(${value})`).toBeCloseTo(p, 12);
}

describe('the outlook is the engine’s odds', () => {
    it('2d6 + STR, crit range +2, against AC 14: hit on 9–20 (60%), crit on 18–20 (15%)', async () => {
        const text = scene('', ROSA, OGRE(), 'Hammer -> Ogre');
        await expectSameOdds(text);
        expect((await scriptedOutlook(text))!.formula).toContain('hit 60.0%, crit 15.0%');
    });
    it('a vulnerable target: +50% on every hit', async () => await expectSameOdds(scene('', ROSA, OGRE('vulnerable blunt'), 'Hammer -> Ogre')));
    it('a resistant target: one halving, rounded down', async () => await expectSameOdds(scene('', ROSA, OGRE('resists blunt'), 'Hammer -> Ogre')));
    it('an immune target takes nothing', async () => {
        const text = scene('', ROSA, OGRE('immune blunt'), 'Hammer -> Ogre');
        await expectSameOdds(text);
        expect([...(await scriptedOutlook(text))!.distribution.keys()]).toEqual([0]);
    });
    it('a Shieldkind target: the odds are before its Block, and the hover says so', async () => {
        const text = scene('', ROSA, OGRE('tags shieldkind'), 'Hammer -> Ogre');
        expect((await scriptedOutlook(text))!.versus).toBe('AC 14, before a Block (Shieldkind: not counted)');
        expect((await scriptedOutlook(scene('', ROSA, OGRE(), 'Hammer -> Ogre')))!.versus).toBe('AC 14');
    });
    it('a horde lands one more hit per 5 over the defense, each rolled on its own', async () => {
        const horde = 'creature Rosa { P 1 STR 0 DEX 0 hp 40 tags horde defenses { AC 10 } attack Swarm { vs AC damage d4 } }';
        const text = scene('', horde, OGRE().replace('AC 14', 'AC 12'), 'Swarm -> Ogre');
        await expectSameOdds(text);
        // d20 + 1 + 10 (Horde Strength) against 12: a 20 is 31, 19 over: 4 hits, each a crit of up to 2 × 4.
        expect(Math.max(...(await scriptedOutlook(text))!.distribution.keys())).toBe(32);
    });
});

const JAB = 'character Rosa { level 3 P 2 STR 3 DEX 0 crit_range 2 defenses { AC 10 } attack Jab { vs AC damage d4 + STR } }';

describe('a called shot and the line’s modifiers: the hover shows the odds of the shot as scripted', () => {
    it('Jab -> Ogre.head: AC 14 + head 4 = 18 and crit range +2 − 4: hit on 13–20 (40%), crit only on a nat 20 (5%)', async () => {
        const text = scene('', JAB, OGRE(), 'Jab -> Ogre.head');
        await expectSameOdds(text);
        const outlook = (await scriptedOutlook(text))!;
        expect(outlook.formula).toContain('hit 40.0%, crit 5.0%');
        expect(outlook.versus).toBe('AC 14 + head 4 = 18');
    });
    it('a traded called shot (crit range +9): the AC stays 14, crit range +1', async () =>
        await expectSameOdds(scene('', JAB.replace('crit_range 2', 'crit_range 9'), OGRE(), 'Jab -> Ogre.head with trade')));
    it('advantage, Trace and an aim die on the line', async () =>
        await expectSameOdds(scene('', JAB, OGRE(), 'Jab -> Ogre.head with advantage, trace, aim d4')));
    it('two aim dice, a d12 (a d10 and +1) written before a d4: the highest of both, +1 included', async () =>
        await expectSameOdds(scene('', JAB, OGRE(), 'Jab -> Ogre with aim d12, aim d4')));
    it('an Aim readied earlier on the line', async () => await expectSameOdds(scene('', JAB, OGRE(), 'aim; Jab -> Ogre.head')));
    it('an Assail readied earlier on the line', async () => await expectSameOdds(scene('', JAB, OGRE(), 'assail; Jab -> Ogre.head')));
    it("the encounter's options (double-dice crits, the Trace example's head crit)", async () =>
        await expectSameOdds(scene('{ crit_rule: double_dice, head_crit: trace_example }', JAB, OGRE(), 'Jab -> Ogre.head with trace')));
    it('the hover text and the inlay hint of the line show the called shot', async () => {
        const text = scene('', JAB, OGRE(), 'Jab -> Ogre.head');
        const hover = await hoverAt(text, 'Jab -> Ogre.head');
        expect(hover).toContain('AC 14 + head 4 = 18');
        expect(hover).toContain('hit 40.0%, crit 5.0%');
        const hints = (await inlayHints(text)).filter(h => h.label.endsWith(' dmg'));
        expect(hints.map(h => h.label)).toEqual([expect.stringMatching(/^40% · /)]);
    });
});
