/**
 * internStrings: the engine's models are interned in place once (runner.ts) — values never change,
 * shared parts and cycles are visited once, and nothing but plain data is walked.
 */
import { describe, expect, it } from 'vitest';
import { interned, internStrings } from '../../language/engine/interned.js';

describe('internStrings', () => {
    it('keeps every value: strings in objects and arrays stay equal, numbers and booleans untouched', () => {
        const text = 'tactics heroes: attack_weakest';
        const model = { name: text.slice(16), sides: [{ name: 'heroes', members: ['Kara#1', 'Doran#1'] }], roundLimit: 20, flag: true };
        const copy = structuredClone(model);
        expect(internStrings(model)).toBe(model);
        expect(model).toEqual(copy);
    });

    it('walks a part shared by two places once, and a cycle without end', () => {
        const shared = { tags: ['melee', 'heavy'] };
        const cyclic: Record<string, unknown> = { a: shared, b: shared };
        cyclic.self = cyclic;
        expect(() => internStrings(cyclic)).not.toThrow();
        expect(shared.tags).toEqual(['melee', 'heavy']);
    });

    it('leaves class instances, Maps and their strings alone', () => {
        class Holder {
            constructor(public text: string) {}
        }
        const map = new Map([['k', 'v']]);
        const holder = new Holder('kept');
        const model = { holder, map, name: 'x' };
        internStrings(model);
        expect(model.holder).toBe(holder);
        expect(model.map).toBe(map);
        expect(holder.text).toBe('kept');
    });

    it('leaves a frozen part as it is and still walks into it', () => {
        const inner = { name: 'inner' };
        const frozen = Object.freeze({ name: 'frozen', inner });
        expect(() => internStrings({ frozen })).not.toThrow();
        expect(frozen.name).toBe('frozen');
        expect(inner.name).toBe('inner');
    });

    it('gives an equal string for any text, numeric-looking or a special property name', () => {
        for (const text of ['attack_weakest', '12', '__proto__', 'constructor', '', 'ünïcode ⚔']) expect(interned(text)).toBe(text);
    });
});
