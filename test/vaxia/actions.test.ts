/**
 * Several actions in one post, played by the engine: every might of the post loses the per-action
 * penalty (20 by default) for each action past the first. Expected PP computed by hand from the
 * dice ruler's curve (Python, values pasted). Seed: 004_941aee309a07cd38.txt §Using Your Stats and
 * Skills (the multiple action penalty; its figure is the public dice ruler's default).
 */
import { describe, expect, it } from 'vitest';
import { build } from '../helpers.js';
import { codesOf, eventsOf, hoverAt, mightsOf, vaxiaArena } from './harness.js';

// Kael: DEX 35 + swords 15, STR 30 + 15 → [50, 45]; Brenna stands on DEX 25 + 20, END 35 + 20 → [45, 55].
const CAST = `ruleset vaxia
character Kael { STR 30 DEX 35 END 25 INT 20 LIF 30 skills { swords 15 parry 10 } attack Saber { uses DEX, STR vs DEX, END } }
character Brenna { STR 35 DEX 25 END 35 INT 20 LIF 60 skills { shield_block 20 } attack Axe { uses DEX, STR vs DEX, END } }
character Cato { STR 35 DEX 25 END 35 INT 20 LIF 60 attack Axe { uses DEX, STR vs DEX, END } }
character Tank { STR 30 DEX 60 END 60 INT 5 LIF 60 attack Club { uses DEX, STR vs DEX, END } }
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

    // The log says why every might fell (a GM saw DEX 50 become 30 with no word of it).
    it('the log names the penalty and where it comes from, once per post', async () => {
        const notesOf = async (line: string, dice: number[]) => {
            const a = await vaxiaArena(`${CAST}encounter E { side a { Kael } side b { Brenna, Cato } round 1 { ${line} } }`);
            return eventsOf(a.play(1, dice), 'note')
                .map(n => n.text)
                .filter(t => t.includes('every might'));
        };
        expect(await notesOf('Kael: Saber -> Brenna; Saber -> Cato', [95, 95, 95, 95])).toEqual([
            "Kael's post is at −20 to every might this round: 2 actions (−20 each past the first).",
        ]);
        expect(await notesOf('Kael: Saber -> Brenna with penalty 10', [95, 95])).toEqual([
            "Kael's post is at −10 to every might this round: a written penalty 10.",
        ]);
        expect(await notesOf('Kael: Saber -> Brenna', [95, 95])).toEqual([]);
    });

    it('staying conscious is no action of the post: it costs nothing', async () => {
        const a = await vaxiaArena(
            `${CAST}encounter E { side a { Kael } side b { Brenna, Cato } round 1 { Kael: Saber -> Brenna; stay_conscious } }`,
        );
        a.play(1, [95, 95]);
        expect(a.byId('Brenna').damage).toBe(20);
    });
});

describe('the penalty counts the actions actually taken (§Using Your Stats and Skills)', () => {
    it('a defence never rolled costs nothing: nobody attacks Kael, so his parry is not rolled and his Saber keeps [50, 45]: 20 PP', async () => {
        const a = await vaxiaArena(`${CAST}encounter E { side a { Kael } side b { Brenna, Cato } round 1 { Kael: Saber -> Brenna; parry } }`);
        const [attack] = eventsOf(a.play(1, [95, 95]), 'attack');
        expect(mightsOf(attack).map(m => m[1])).toEqual([50, 45]);
        expect(a.byId('Brenna').damage).toBe(20);
    });

    it('a defence that meets an attack is taken: Brenna swings at Kael, his parry is rolled, and every might of his post is −20', async () => {
        const a = await vaxiaArena(
            `${CAST}encounter E { side a { Kael } side b { Brenna, Cato } round 1 { Kael: Saber -> Brenna; parry Brenna: Axe -> Kael } }`,
        );
        const events = a.play(1, [95, 95, 95, 95, 50, 50]);
        expect(mightsOf(eventsOf(events, 'attack')[0]).map(m => m[1])).toEqual([30, 25]);
        expect(mightsOf(eventsOf(events, 'check')[0]).map(m => m[1])).toEqual([25, 15]);
        expect(a.byId('Brenna').damage).toBe(5);
        expect(a.byId('Kael').damage).toBe(19);
    });

    it('`defend` that stands costs nothing: every defence of the Tank is worse than its DEX 60 / END 60, so it rolls none and its Club keeps [60, 30]: 22 PP', async () => {
        const a = await vaxiaArena(
            `${CAST}encounter E { side a { Kael } side b { Tank } round 1 { Kael: Saber -> Tank Tank: Club -> Kael; defend } }`,
        );
        const events = a.play(1, [95, 95, 95, 95]);
        expect(eventsOf(events, 'check')).toEqual([]);
        expect(mightsOf(eventsOf(events, 'attack')[1]).map(m => m[1])).toEqual([60, 30]);
        expect(a.byId('Kael').damage).toBe(22);
    });

    it('the hover on a scripted attack counts the same: [50, 45] while nobody attacks Kael, [30, 25] once Cato does', async () => {
        const alone = `${CAST}encounter E { side a { Kael } side b { Brenna, Cato } round 1 { Kael: Saber -> Brenna; parry } }`;
        expect(await hoverAt(alone, 'Saber ->')).toContain('DEX 50, STR 45');
        const attacked = alone.replace('parry }', 'parry Cato: Axe -> Kael }');
        expect(await hoverAt(attacked, 'Saber ->')).toContain('DEX 30, STR 25');
    });
});

describe('a might never drops below 1 (the public dice ruler’s floor): strife check warns, the run rolls 1', () => {
    const WEAK = `${CAST}character Weed { STR 5 DEX 5 END 25 LIF 30 attack Slap { uses DEX, STR vs DEX, END } }\n`;

    it('two attacks take DEX 5 and STR 5 to −15: a warning that says so, and the engine rolls mights of 1', async () => {
        const text = `${WEAK}encounter E { side a { Weed } side b { Brenna, Cato } round 1 { Weed: Slap -> Brenna; Slap -> Cato } }`;
        const diagnostics = (await build(text)).diagnostics.filter(d => d.code === 'vaxia-might-below-1');
        expect(diagnostics.map(d => d.severity)).toEqual([2, 2]);
        expect(diagnostics[0].message).toContain('rolls as 1');
        const a = await vaxiaArena(text);
        const [attack] = eventsOf(a.play(1, [95, 95, 95, 95]), 'attack');
        expect(mightsOf(attack).map(m => m[1])).toEqual([1, 1]);
    });

    it('no warning where the penalty is not taken: a parry nobody’s attack meets', async () => {
        expect(await codesOf(`${WEAK}encounter E { side a { Weed } side b { Brenna, Cato } round 1 { Weed: Slap -> Brenna; parry } }`)).not.toContain(
            'vaxia-might-below-1',
        );
    });
});

describe('a move with no destination', () => {
    // Vaxia has no ranges: a move is a change of zone (`move to bank`), and one naming no zone does nothing.
    const MOVE = `${CAST}encounter E { zone ford zone bank side a { Kael at ford } side b { Brenna at bank }`;

    it('strife check refuses it (vaxia-move-no-destination)', async () => {
        const built = await build(`${MOVE} round 1 { Kael: move; Saber -> Brenna } }`);
        expect(built.diagnostics.map(d => [d.code, d.severity])).toEqual([['vaxia-move-no-destination', 1]]);
        expect(await codesOf(`${MOVE} round 1 { Kael: move to bank; Saber -> Brenna } }`)).toEqual([]);
    });

    it('the run says Kael stays where he is, and the move costs nothing: his Saber keeps [50, 45]', async () => {
        const a = await vaxiaArena(`${MOVE} }`);
        const move = { action: 'move', isAttack: false, targets: [], modifiers: [] };
        const saber = { action: 'Saber', isAttack: true, targets: ['Brenna'], modifiers: [] };
        const events = a.play(1, [95, 95], [{ actor: 'Kael', actions: [move, saber] }]);
        expect(eventsOf(events, 'note').map(n => n.text)).toEqual(["Kael's move names no zone to go to (`move to <zone>`), so Kael stays at ford."]);
        expect(mightsOf(eventsOf(events, 'attack')[0]).map(m => m[1])).toEqual([50, 45]);
        expect(a.byId('Kael').zone).toBe('ford');
    });
});
