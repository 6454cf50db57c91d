/** server/heap-trim.ts: a full collection after a build, only once the heap has grown enough. */
import { describe, expect, it } from 'vitest';
import { GROWTH_BYTES, HeapTrimmer } from '../../server/heap-trim.js';

const tick = () => new Promise(resolve => setTimeout(resolve, 5));

describe('HeapTrimmer', () => {
    it('collects after a build when the heap grew past the threshold, and measures from there', async () => {
        let used = 100e6;
        const collections: number[] = [];
        const trimmer = new HeapTrimmer(
            () => {
                collections.push(used);
                used = 110e6;
            },
            () => used,
        );
        used += GROWTH_BYTES / 2;
        trimmer.buildFinished();
        await tick();
        expect(collections).toEqual([]);
        used = 100e6 + GROWTH_BYTES + 1;
        trimmer.buildFinished();
        await tick();
        expect(collections).toEqual([100e6 + GROWTH_BYTES + 1]);
        // The new baseline is the heap after the collection.
        used = 110e6 + GROWTH_BYTES / 2;
        trimmer.buildFinished();
        await tick();
        expect(collections).toHaveLength(1);
    });
});
