/**
 * Order of actions under `order_of_actions: speed`, played by the engine: each post's speed might
 * (DEX for a physical attack, INT for a magic one, + the attack's skill) is ruled against the best
 * other one with the d100 that is then the attack's to-hit die; most PP first, then the smaller
 * failsby, equal results together. Expected PP computed by hand (Python, values pasted).
 * Seed: 004_941aee309a07cd38.txt §Order of Actions.
 */
import { describe, expect, it } from 'vitest';
import { eventsOf, mightsOf, vaxiaArena } from './harness.js';

const fighter = (name: string, dex: number, lif = 200) =>
    `character ${name} { DEX ${dex} STR 30 END 30 INT 30 LIF ${lif} attack Sword { uses DEX, STR vs DEX, END } }`;

async function speedFight(fighters: string[], side: (i: number) => string) {
    const names = fighters.map(f => /character (\w+)/.exec(f)![1]);
    const posts = names.map((n, i) => `${n}: Sword -> ${names[(i + 1) % names.length]}`).join(' ');
    const sides = ['a', 'b'].map(s => `side ${s} { ${names.filter((_, i) => side(i) === s).join(', ')} }`).join(' ');
    return vaxiaArena(`ruleset vaxia { order_of_actions: speed }\n${fighters.join('\n')}\nencounter E { ${sides} round 1 { ${posts} } }`);
}

describe('§Order of Actions: trait against trait on the speed stats', () => {
    it('DEX might 40 rolling 60 against 30 rolling 80: each against the other’s might, 10 PP beats 4 PP', async () => {
        const a = await speedFight([fighter('Kara', 40), fighter('Bram', 30)], i => (i === 0 ? 'a' : 'b'));
        const events = a.play(1, [60, 80, 50, 50]);
        const order = { order: eventsOf(events, 'order').flatMap(e => e.order) };
        expect(order.order.map(o => [o.id, o.total, mightsOf(o)[0]])).toEqual([
            ['Kara', 10, ['DEX', 40, 30]],
            ['Bram', 4, ['DEX', 30, 40]],
        ]);
        // The speed die is the attack's to-hit die.
        expect(eventsOf(events, 'attack').map(e => [e.actor, e.rolls[0].faces[0].value])).toEqual([
            ['Kara', 60],
            ['Bram', 80],
        ]);
    });

    it('both fail: the smaller failsby goes first (14.45 before 26.55; 6.55 before 14.45)', async () => {
        const a = await speedFight([fighter('Kara', 40), fighter('Bram', 30)], i => (i === 0 ? 'a' : 'b'));
        expect(eventsOf(a.play(1, [20, 40, 50, 50]), 'order').flatMap(e => e.order.map(o => o.id))).toEqual(['Kara', 'Bram']);
        const b = await speedFight([fighter('Kara', 40), fighter('Bram', 30)], i => (i === 0 ? 'a' : 'b'));
        expect(eventsOf(b.play(1, [20, 60, 50, 50]), 'order').flatMap(e => e.order.map(o => o.id))).toEqual(['Bram', 'Kara']);
    });

    it('three actors: each against the best other speed might — Quick 7 PP (against 35), Mid 4, Slow 2', async () => {
        const a = await speedFight([fighter('Slow', 20), fighter('Quick', 40), fighter('Mid', 35)], i => (i === 1 ? 'b' : 'a'));
        // Dice in encounter order (side a: Slow, Mid; side b: Quick): 90, 70, 60.
        const order = { order: eventsOf(a.play(1, [90, 70, 60, 50, 50, 50]), 'order').flatMap(e => e.order) };
        expect(order.order.map(o => [o.id, o.total, mightsOf(o)[0][2]])).toEqual([
            ['Quick', 7, 35],
            ['Mid', 4, 40],
            ['Slow', 2, 40],
        ]);
    });

    it('the faster post acts first and drops its foe before the foe acts', async () => {
        const a = await speedFight([fighter('Kara', 40, 5), fighter('Bram', 30, 5)], i => (i === 0 ? 'a' : 'b'));
        // Kara's power die 95 makes plenty of PP against Bram's 30s; Bram never swings.
        const events = a.play(1, [95, 10, 95]);
        expect(a.byId('Bram').status).not.toBe('active');
        expect(eventsOf(events, 'attack').map(e => e.actor)).toEqual(['Kara']);
    });

    it('equal results act together: both swing, though each blow kills (13 PP against LIF 5)', async () => {
        const a = await speedFight([fighter('Kara', 30, 5), fighter('Bram', 30, 5)], i => (i === 0 ? 'a' : 'b'));
        const events = a.play(1, [95, 95, 95, 95]);
        expect(eventsOf(events, 'attack').map(e => e.actor)).toEqual(['Kara', 'Bram']);
        expect([a.byId('Kara').status, a.byId('Bram').status]).toEqual(['dead', 'dead']);
    });
});
