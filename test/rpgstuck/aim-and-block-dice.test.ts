/**
 * §Aim and Block Dice and §Other Hit Bonuses/Maluses through the engine: aim dice added, block dice
 * subtracted, several of a kind all rolled with the highest kept, aim and block cancelling one for
 * one; advantage, disadvantage and the flat ±4 of a stack. Rosa's roll is d20 + P 2 + STR 3.
 */
import { describe, expect, it } from 'vitest';
import { arena, attackEvents, duel, duelText, rpgCodes } from './harness.js';

const SHIELD = 'hp 1000 defenses { AC 10 } tags shieldkind';

describe('§Aim and Block Dice', () => {
    it("Shieldkind's Block is a d4 block die: the attacker's roll loses the d4 (12 + 5 − 3 = 14)", async () => {
        const { attacks } = await duel({ dummy: SHIELD, round: 'Rosa: A -> Dummy\n Dummy: block' }, [12, 3, 1]);
        expect(attacks[0]).toMatchObject({ total: 14 });
        expect(attacks[0].bonuses).toContainEqual({ value: 3, label: 'block die', subtract: true });
        expect(attacks[0].rolls[1]).toMatchObject({ formula: 'block dice d4', faces: [{ sides: 4, value: 3, kept: true }] });
    });
    it('the Aim minor action: a d4 aim die added to the next attack roll', async () => {
        const { attacks } = await duel({ round: 'Rosa: aim; A -> Dummy' }, [10, 4, 1]);
        expect(attacks[0]).toMatchObject({ total: 10 + 5 + 4 });
    });
    it('several aim dice: all are rolled and the highest is kept (Aim d4 4, aim d6 2: +4)', async () => {
        const { attacks } = await duel({ round: 'Rosa: aim; A -> Dummy with aim d6' }, [10, 4, 2, 1]);
        expect(attacks[0]).toMatchObject({ total: 10 + 5 + 4 });
        expect(attacks[0].rolls[1].faces.map(f => [f.sides, f.value, f.kept])).toEqual([
            [4, 4, true],
            [6, 2, false],
        ]);
    });
    it('an aim die cancels a block die one for one; the kind left over is rolled (aims d4, d8 against a block d4: the d8)', async () => {
        const { attacks } = await duel({ dummy: SHIELD, round: 'Rosa: aim; A -> Dummy with aim d8\n Dummy: block' }, [10, 7, 1]);
        expect(attacks[0]).toMatchObject({ total: 10 + 5 + 7 });
        expect(attacks[0].rolls[1].faces).toEqual([{ sides: 8, value: 7, kept: true }]);
    });
    it('as many aim dice as block dice: none is rolled', async () => {
        const { attacks } = await duel({ dummy: SHIELD, round: 'Rosa: aim; A -> Dummy\n Dummy: block' }, [10, 1]);
        expect(attacks[0]).toMatchObject({ total: 15 });
        expect(attacks[0].rolls).toHaveLength(1);
        // The dice left no trace on the line: it says they cancelled (they vanished without a word).
        expect(attacks[0].note).toContain('an aim die and a block die cancel out');
    });
    it('several aim dice written on one line are all rolled, the highest kept (aim d4, aim d8)', async () => {
        const { attacks } = await duel({ line: ' with aim d4, aim d8' }, [10, 3, 7, 1]);
        expect(attacks[0]).toMatchObject({ total: 10 + 5 + 7 });
        expect(attacks[0].rolls[1].faces.map(f => [f.sides, f.value, f.kept])).toEqual([
            [4, 3, false],
            [8, 7, true],
        ]);
    });
    it('a die past d10 stays a d10 and adds +1 per step beyond: 2d8 is two steps past (+2), 2d12 four (+4)', async () => {
        const two = await duel({ line: ' with aim 2d8' }, [10, 9, 1]);
        expect(two.attacks[0]).toMatchObject({ total: 10 + 5 + 9 + 2 });
        expect(two.attacks[0].rolls[1]).toMatchObject({ formula: 'aim dice d10+2', total: 11 });
        expect((await duel({ line: ' with aim 2d12' }, [10, 1, 1])).attacks[0]).toMatchObject({ total: 10 + 5 + 1 + 4 });
    });
    it('the +1 per step counts toward the highest: d10+2 showing 1 (3) beats a d4 showing 2', async () => {
        const { attacks } = await duel({ line: ' with aim 2d8, aim d4' }, [10, 1, 2, 1]);
        expect(attacks[0]).toMatchObject({ total: 10 + 5 + 3 });
    });
    it('an aim die must be a size of the ladder (d2 … d10, then d12 2d8 2d10 2d12): d5, d20, 3d6 are refused where written', async () => {
        for (const die of ['d5', 'd20', '3d6', '4d6kh3'])
            expect(await rpgCodes(duelText({ line: ` with aim ${die}` })), die).toEqual(['rpgstuck-aim-die']);
        for (const die of ['d2', 'd3', 'd10', 'd12', '2d8', '2d12']) expect(await rpgCodes(duelText({ line: ` with aim ${die}` })), die).toEqual([]);
    });
    it('the highest an aim die goes is a d10: a d12 is a d10 and +1', async () => {
        const { attacks } = await duel({ line: ' with aim d12' }, [10, 10, 1]);
        expect(attacks[0]).toMatchObject({ total: 10 + 5 + 11 });
        expect(attacks[0].rolls[1]).toMatchObject({ formula: 'aim dice d10+1', faces: [{ sides: 10, value: 10, kept: true }], total: 11 });
    });
});

describe('§Other Hit Bonuses/Maluses: advantage and disadvantage on the d20', () => {
    it('advantage: two d20, the best counts', async () => {
        const { attacks } = await duel({ line: ' with advantage' }, [4, 13, 1]);
        expect(attacks[0]).toMatchObject({ total: 18 });
        expect(attacks[0].rolls[0]).toMatchObject({ formula: '2d20kh1', total: 13 });
    });
    it('disadvantage: two d20, the worst counts — a 20 beside a 1 is a nat 1', async () => {
        const { attacks } = await duel({ line: ' with disadvantage' }, [20, 1]);
        expect(attacks[0]).toMatchObject({ total: 6, outcome: 'miss' });
    });
    it('advantage and disadvantage cancel: one d20', async () => {
        const { attacks } = await duel({ line: ' with advantage, disadvantage' }, [10, 1]);
        expect(attacks[0].rolls[0].formula).toBe('1d20');
    });
    it('a stacked advantage adds a flat +4, apart from the hit bonuses (10 + 5 + 4)', async () => {
        const { attacks } = await duel({ line: ' with advantage, stacked' }, [4, 10, 1]);
        expect(attacks[0]).toMatchObject({ total: 19 });
        expect(attacks[0].bonuses).toContainEqual({ value: 4, label: 'stacked advantage' });
    });
    it('a stacked disadvantage, −4', async () => {
        const { attacks } = await duel({ line: ' with disadvantage, stacked', dummy: 'hp 1000 defenses { AC 30 }' }, [4, 10]);
        expect(attacks[0]).toMatchObject({ total: 4 + 5 - 4, outcome: 'miss' });
    });
    it('the +4 does not turn a 19 into a nat 20', async () => {
        const { attacks } = await duel({ line: ' with advantage, stacked', dummy: 'hp 1000 defenses { AC 60 }' }, [19, 3]);
        expect(attacks[0]).toMatchObject({ total: 28, outcome: 'miss' });
    });
});

describe('a block die that covers more than one attack (Shieldkind, Defensive Stance, Bonus Block, Spirit of Mars)', () => {
    const text = `ruleset rpgstuck
character Rosa { level 3 P 2 STR 3 block_die 8 block_attacks 2 tags shieldkind defenses { AC 10 } attack A { vs AC damage 1 } }
creature Imp { P 2 hp 30 attack Claw { vs AC damage 1 } }
encounter E { side a { Rosa } side b { Imp x3 } round 1 { Rosa: block
  Imp#1, Imp#2, Imp#3: Claw -> Rosa } }`;
    it('one reaction: a d8 block die against each of the next two attacks, none against the third', async () => {
        const a = await arena(text);
        // Initiative: the Imps 20, 19, 18, Rosa 1. Each Claw: d20 10 + P 2; the first two take a d8 block die (3, then 6).
        const attacks = attackEvents(a.play(1, [1, 20, 19, 18, 10, 3, 10, 6, 10]));
        expect(attacks.map(x => x.total)).toEqual([12 - 3, 12 - 6, 12]);
        expect(attacks.map(x => x.rolls[1]?.formula)).toEqual(['block dice d8', 'block dice d8', undefined]);
    });
    it('a block die off the ladder is refused', async () => {
        expect(await rpgCodes(text.replace('block_die 8', 'block_die 5'))).toEqual(['rpgstuck-block-die']);
    });
    it('a d12 block die is a d10 and +1', async () => {
        const a = await arena(text.replace('block_die 8', 'block_die 12'));
        const attacks = attackEvents(a.play(1, [1, 20, 19, 18, 10, 3, 10, 6, 10]));
        expect(attacks[0]).toMatchObject({ total: 12 - 4 });
    });
});
