/**
 * Full garbage collections between builds. Each keystroke's build leaves garbage that outlives
 * V8's young generation; V8 collects the old generation only when it has grown well past its last
 * size, so a server being typed into grew by ~50 MiB over 100 edits before its first full
 * collection. After a build whose diagnostics have been written, when the heap has grown by more than
 * `GROWTH_BYTES` since the last full collection, one runs at once (a 10,000-line file: every 5 to 10
 * so edits, 20–40 ms each, before the next build rather than during one).
 */
import * as v8 from 'node:v8';
import * as vm from 'node:vm';
import { afterQueuedOutput } from '../language/lsp/after-output.js';

/** Heap growth since the last full collection that asks for another (bytes). */
export const GROWTH_BYTES = 20 * 1024 * 1024;

/** V8's full collection, made callable (`--expose-gc` set at run time), or undefined where that fails. */
function exposedGc(): (() => void) | undefined {
    try {
        v8.setFlagsFromString('--expose-gc');
        return vm.runInNewContext('gc') as () => void;
    } catch {
        return undefined; // No collections on demand: V8 decides alone.
    }
}

export class HeapTrimmer {
    private baseline: number;
    private pending = false;

    /** `gc` and `usedHeap` (bytes) are V8's unless a test gives its own. */
    constructor(
        private readonly gc: (() => void) | undefined = exposedGc(),
        private readonly usedHeap: () => number = () => v8.getHeapStatistics().used_heap_size,
    ) {
        this.baseline = usedHeap();
    }

    /** A build finished: once its diagnostics have been written, collect if the heap has grown enough. */
    buildFinished(): void {
        if (!this.gc || this.pending) return;
        this.pending = true;
        afterQueuedOutput(() => {
            this.pending = false;
            if (this.usedHeap() - this.baseline < GROWTH_BYTES) return;
            this.gc?.();
            this.baseline = this.usedHeap();
        });
    }
}
