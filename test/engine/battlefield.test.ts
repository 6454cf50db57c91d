/**
 * Battlefield.distance (language/engine/battlefield.ts): feet between two positions measured as
 * `between` measures combatants, so a ruleset can measure against where a foe stood earlier.
 */
import { describe, expect, it } from 'vitest';
import { Battlefield } from '../../language/engine/battlefield.js';
import type { ZoneModel } from '../../language/engine/model.js';

const ZONES: ZoneModel[] = [
    { name: 'ford', distances: { bank: 30 }, features: {} },
    { name: 'bank', distances: { hill: 40 }, features: {} },
    { name: 'hill', distances: {}, features: {} },
];

describe('Battlefield.distance', () => {
    it('measures positions as between measures the combatants standing there', () => {
        const field = new Battlefield(ZONES);
        field.place('a', 'ford');
        field.place('b', 'hill');
        const before = field.position('a');
        field.moveToward('a', 'bank', 10); // on its way: 10 ft from ford, 20 from bank
        expect(field.distance(field.position('a'), field.position('b'))).toBe(field.between('a', 'b'));
        expect(field.between('a', 'b')).toBe(20 + 40);
        // Where a stood before it moved: ford, 70 ft from hill by the shortest path.
        expect(field.distance(before, field.position('b'))).toBe(30 + 40);
        expect(field.distance({ kind: 'anywhere' }, field.position('b'))).toBe(0);
    });
});

describe('Battlefield.approach: where to head to close in on someone, and how far at most', () => {
    // a–b 60 ft; c 40 ft from a and 50 from b (the triangle's sides, no shortcut).
    const TRIANGLE: ZoneModel[] = [
        { name: 'a', distances: { b: 60, c: 40 }, features: {} },
        { name: 'b', distances: { c: 50 }, features: {} },
        { name: 'c', distances: {}, features: {} },
    ];
    const on = (from: string, to: string, travelled: number) => ({ kind: 'transit', from, to, travelled }) as const;
    const zone = (name: string) => ({ kind: 'zone', zone: name }) as const;
    const field = new Battlefield(TRIANGLE);

    it('someone in a zone: that zone, as far as it is', () => {
        expect(field.approach(zone('a'), zone('c'))).toEqual({ zone: 'c', limit: 40 });
        expect(field.approach(on('a', 'b', 10), zone('b'))).toEqual({ zone: 'b', limit: 50 });
    });
    it('beside it already, or placed nowhere: nowhere to go', () => {
        expect(field.approach(zone('a'), zone('a'))).toBeUndefined();
        expect(field.approach(on('a', 'b', 30), on('b', 'a', 30))).toBeUndefined();
        expect(field.approach({ kind: 'anywhere' }, zone('b'))).toBeUndefined();
    });
    it('on the same journey, either way along it: the end beyond it, never back', () => {
        // 20 ft from a, it 40 ft from a (written from b: 20 travelled) → toward b, 20 ft.
        expect(field.approach(on('a', 'b', 20), on('b', 'a', 20))).toEqual({ zone: 'b', limit: 20 });
        // 40 ft from a (20 travelled from b), it 20 ft from a → toward a, 20 ft.
        expect(field.approach(on('b', 'a', 20), on('a', 'b', 20))).toEqual({ zone: 'a', limit: 20 });
        expect(field.approach(on('a', 'b', 50), on('a', 'b', 10))).toEqual({ zone: 'a', limit: 40 });
    });
    it('at one end of its journey: along it', () => {
        expect(field.approach(zone('b'), on('a', 'b', 10))).toEqual({ zone: 'a', limit: 50 });
        expect(field.approach(zone('a'), on('a', 'b', 10))).toEqual({ zone: 'b', limit: 10 });
    });
    it('elsewhere: the end the shorter way passes, not the nearer end', () => {
        // From c, someone 55 ft along a→b: by b 50 + 5 = 55 ft, by the nearer a 40 + 55 = 95 ft.
        expect(field.approach(zone('c'), on('a', 'b', 55))).toEqual({ zone: 'b', limit: 55 });
        // 5 ft along a→b: by a 40 + 5 = 45, by b 50 + 55 = 105.
        expect(field.approach(zone('c'), on('a', 'b', 5))).toEqual({ zone: 'a', limit: 45 });
    });
});

describe('Battlefield.approach on a tie', () => {
    it('both ends equally far: where the one approached is heading', () => {
        // bank 5 ft from ford, road 30 from ford: someone 30 ft along bank→road (35 ft) is 35 ft from
        // ford either way round; it is heading for road.
        const field = new Battlefield([
            { name: 'ford', distances: {}, features: {} },
            { name: 'bank', distances: { ford: 5 }, features: {} },
            { name: 'road', distances: { ford: 30 }, features: {} },
        ]);
        expect(field.approach({ kind: 'zone', zone: 'ford' }, { kind: 'transit', from: 'bank', to: 'road', travelled: 30 })).toEqual({
            zone: 'road',
            limit: 35,
        });
    });
});
