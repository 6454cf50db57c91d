/**
 * Several actions in one post, played by the engine: every might of the post loses the per-action
 * penalty (20 by default) for each action past the first. Expected PP computed by hand from the
 * dice ruler's curve (Python, values pasted). Seed: 004_941aee309a07cd38.txt §Using Your Stats and
 * Skills (the multiple action penalty; its figure is the public dice ruler's default).
 */
import { describe, expect, it } from 'vitest';
import { eventsOf, mightsOf, vaxiaArena } from './harness.js';

// Kael: DEX 35 + swords 15, STR 30 + 15 → [50, 45]; Brenna stands on DEX 25 + 20, END 35 + 20 → [45, 55].
const CAST = `ruleset vaxia
character Kael { STR 30 DEX 35 END 25 INT 20 LIF 30 skills { swords 15 parry 10 } attack Saber { uses DEX, STR vs DEX, END } }
character Brenna { STR 35 DEX 25 END 35 INT 20 LIF 60 skills { shield_block 20 } attack Axe { uses DEX, STR vs DEX, END } }
character Cato { STR 35 DEX 25 END 35 INT 20 LIF 60 attack Axe { uses DEX, STR vs DEX, END } }
`;

describe('multiple actions in one post', () => {
    it('one action: [50, 45] against [45, 55], rolls 95 and 95: 20 PP', async () => {
        const a = await vaxiaArena(`${CAST}encounter E { side a { Kael } side b { Brenna, Cato } round 1 { Kael: Saber -> Brenna } }`);
        const [attack] = eventsOf(a.play(1, [95, 95]), 'attack');
        expect(mightsOf(attack).map(m => m[1])).toEqual([50, 45]);
        expect(a.byId('Brenna').damage).toBe(20);
    });

    it('two attacks: −20 on every might, [30, 25]: 5 PP on the same rolls', async () => {
        const a = await vaxiaArena(`${CAST}encounter E { side a { Kael } side b { Brenna, Cato } round 1 { Kael: Saber -> Brenna; Saber -> Cato } }`);
        const [first, second] = eventsOf(a.play(1, [95, 95, 95, 95]), 'attack');
        expect(mightsOf(first).map(m => m[1])).toEqual([30, 25]);
        expect(mightsOf(second).map(m => m[1])).toEqual([30, 25]);
        expect(a.byId('Brenna').damage).toBe(5);
    });

    it('with multiple_actions 3 the post counts three: −40, [10, 5]: nothing', async () => {
        const a = await vaxiaArena(
            `${CAST}encounter E { side a { Kael } side b { Brenna, Cato } round 1 { Kael: Saber -> Brenna with multiple_actions 3 } }`,
        );
        const [attack] = eventsOf(a.play(1, [95, 95]), 'attack');
        expect(mightsOf(attack).map(m => m[1])).toEqual([10, 5]);
        expect(a.byId('Brenna').damage).toBe(0);
    });

    it('a circumstance penalty comes off every might too: with penalty 10, [40, 35]: 11 PP', async () => {
        const a = await vaxiaArena(
            `${CAST}encounter E { side a { Kael } side b { Brenna, Cato } round 1 { Kael: Saber -> Brenna with penalty 10 } }`,
        );
        a.play(1, [95, 95]);
        expect(a.byId('Brenna').damage).toBe(11);
    });

    it('staying conscious is no action of the post: it costs nothing', async () => {
        const a = await vaxiaArena(
            `${CAST}encounter E { side a { Kael } side b { Brenna, Cato } round 1 { Kael: Saber -> Brenna; stay_conscious } }`,
        );
        a.play(1, [95, 95]);
        expect(a.byId('Brenna').damage).toBe(20);
    });
});
