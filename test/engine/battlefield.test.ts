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
