/**
 * §Environmental Factors and §Light and Darkness through the engine: cover by zone, falls, forced
 * movement into a wall, attacks into darkness. Rosa's roll is d20 + P 2 + STR 3.
 */
import { describe, expect, it } from 'vitest';
import { damageEvents, duel, noteEvents } from './harness.js';

const zones = (dummyZone: string) => ({ scene: `zone here { distance there 30 ft } zone there { ${dummyZone} }`, rosaAt: 'here', dummyAt: 'there' });

describe('cover', () => {
    it('half cover: +2 to AC when the attacker stands in another zone', async () => {
        const { attacks } = await duel({ ...zones('cover half'), dummy: 'hp 1000 defenses { AC 10 }' }, [7, 1]);
        expect(attacks[0]).toMatchObject({ defense: 12, versus: 'AC 10 + cover 2 =', total: 12, outcome: 'hit' });
    });
    it('three-quarters cover: +4 to Reflex', async () => {
        const { attacks } = await duel(
            { ...zones('cover three_quarters'), attack: 'reflex damage d4', dummy: 'hp 1000 defenses { reflex 10 }' },
            [10, 1],
        );
        expect(attacks[0]).toMatchObject({ defense: 14 });
    });
    it('cover adds nothing to Fortitude or Will', async () => {
        const { attacks } = await duel(
            { ...zones('cover three_quarters'), attack: 'fortitude damage d4', dummy: 'hp 1000 defenses { fortitude 10 }' },
            [10, 1],
        );
        expect(attacks[0]).toMatchObject({ defense: 10 });
    });
    it('no cover from the same zone', async () => {
        const { attacks } = await duel({ scene: 'zone here { cover half }', rosaAt: 'here', dummyAt: 'here' }, [10, 1]);
        expect(attacks[0]).toMatchObject({ defense: 1 });
    });
    it('full cover: the target cannot be attacked', async () => {
        const { attacks, events } = await duel(zones('cover full'), []);
        expect(attacks).toEqual([]);
        expect(noteEvents(events).map(n => n.text)).toEqual(['Dummy is behind full cover: Rosa cannot target it with A.']);
    });
});

describe('falls and walls', () => {
    it('a fall deals 1d6 per full 10 feet (35 ft: 3d6)', async () => {
        const { events } = await duel({ ...zones('hazard falling 35'), round: 'Rosa: move to there' }, [2, 3, 4]);
        expect(damageEvents(events)).toEqual([expect.objectContaining({ target: 'Rosa', amount: 9, note: 'falls 35 ft' })]);
    });
    it('a T3 monster pushes 35 ft into a wall 10 ft away: the 25 ft left deal 5 × T = 15', async () => {
        const { events } = await duel(
            {
                dummy: 'tier 3 P 2 hp 1000 defenses { AC 1 }',
                scene: 'zone here { hazard wall 10 }',
                rosaAt: 'here',
                round: 'Dummy: Poke -> Rosa with push 35',
            },
            [10],
        );
        expect(damageEvents(events).map(d => [d.amount, d.note])).toEqual([
            [1, 'flat 1'],
            [15, 'hits a wall after 10 ft: 5 × T (3)'],
        ]);
    });
    it('a player slams it 30 ft into a wall 20 ft away: the 10 ft left deal 2P', async () => {
        const { events } = await duel({ attack: 'AC damage 1 push 30', ...zones('hazard wall 20') }, [10]);
        expect(damageEvents(events).map(d => d.amount)).toEqual([1, 2 * 2]);
    });
    it('forced movement makes the pushed creature let go of its grapples', async () => {
        const { arena: a } = await duel(
            { attack: 'AC damage 1 push 10', dummy: 'hp 1000 defenses { AC 1 } skills { athletics 5 }', round: 'Dummy: grapple -> Rosa' },
            [15, 2],
        );
        expect(a.byId('Dummy').grappling).toEqual(['Rosa']);
        a.play(2, [10], [{ actor: 'Rosa', actions: [{ action: 'A', isAttack: true, targets: ['Dummy'], modifiers: [] }] }]);
        expect(a.byId('Dummy').grappling).toEqual([]);
        expect(a.byId('Rosa').grappledBy).toBeUndefined();
    });
});

describe('§Light and Darkness', () => {
    it('attacking a target in darkness (unseen): disadvantage', async () => {
        const { attacks } = await duel(zones('hazard darkness'), [15, 4, 1]);
        expect(attacks[0]).toMatchObject({ total: 4 + 5 });
    });
    it('dim light changes nothing on an attack roll', async () => {
        const { attacks } = await duel(zones('hazard dim_light'), [15, 1]);
        expect(attacks[0]).toMatchObject({ total: 20 });
    });
});
