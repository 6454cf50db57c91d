/**
 * §Hordes and Swarms through the engine: Horde Strength by HP left, one more hit per 5 over the
 * defense, and an area attack hitting a horde once per square (three times in one Medium square).
 * Rosa's roll is d20 + P 2 + STR 3 (+ Horde Strength when she is the horde).
 */
import { describe, expect, it } from 'vitest';
import { duel } from './harness.js';

const horde = (hp: number) => ({ rosa: `max_hp 90 hp ${hp}`, rosaExtra: 'tags horde defenses { AC 10 }' });
const strength = async (hp: number) =>
    (await duel({ ...horde(hp), dummy: 'hp 1000 defenses { AC 40 }' }, [2])).attacks[0].bonuses.find(b => b.label === 'Horde Strength')?.value ?? 0;

describe('Horde Strength', () => {
    it('+10 to hit above two thirds of its HP (61 of 90)', async () => expect(await strength(61)).toBe(10));
    it('+5 at two thirds exactly (60 of 90) [assumption: "at" includes the fraction]', async () => expect(await strength(60)).toBe(5));
    it('+5 down to just above one third (31 of 90)', async () => expect(await strength(31)).toBe(5));
    it('none at one third (30 of 90)', async () => expect(await strength(30)).toBe(0));
});

describe('a horde lands one more hit for every 5 its roll beats the defense by', () => {
    // d20 + 5 + 10 against AC 15: the face decides the margin.
    const hits = async (face: number, n: number) =>
        (await duel({ ...horde(90), dummy: 'hp 1000 defenses { AC 15 }' }, [face, ...Array(n).fill(1)])).damage.length;
    it('11: 26 against 15, 11 over: 3 hits', async () => expect(await hits(11, 3)).toBe(3));
    it('10: 25, exactly 10 over: 3 hits', async () => expect(await hits(10, 3)).toBe(3));
    it('9: 24, 9 over: 2 hits', async () => expect(await hits(9, 2)).toBe(2));
    it('5: 20, exactly 5 over: 2 hits; 4: 19, one hit', async () => {
        expect(await hits(5, 2)).toBe(2);
        expect(await hits(4, 1)).toBe(1);
    });
    it('a nat 20 that falls short of the defense still lands one hit', async () => {
        const { attacks, damage } = await duel({ ...horde(90), dummy: 'hp 1000 defenses { AC 60 }' }, [20, 1]);
        expect(attacks[0].outcome).toBe('critical');
        expect(damage).toHaveLength(1);
    });
});

describe('Horde Anatomy: an area attack hits a horde once per square', () => {
    it('a horde over 4 squares: 4 hits of one roll', async () => {
        const { damage } = await duel(
            { attack: 'reflex damage d4 tags area', dummy: 'hp 1000 squares 4 tags horde defenses { reflex 1 }' },
            [10, 1, 2, 3, 4],
        );
        expect(damage.map(d => d.amount)).toEqual([1, 2, 3, 4]);
    });
    it('a Medium horde in one square: 3 hits', async () => {
        const { damage } = await duel({ attack: 'reflex damage d4 tags area', dummy: 'hp 1000 tags horde defenses { reflex 1 }' }, [10, 1, 2, 3]);
        expect(damage).toHaveLength(3);
    });
});
