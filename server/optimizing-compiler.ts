/**
 * V8's optimizing compiler (TurboFan) is held back until the server's first build has sent its
 * diagnostics. Opening a large file runs a great deal of code once: V8 spent as much CPU
 * compiling it with TurboFan on its background threads as the build itself took, on a machine
 * with two cores, for code that was done before the optimized version was ready. Measured over
 * stdio on a generated 10,000-line file (didOpen → diagnostics): process CPU 500–680 ms with
 * TurboFan, 310–390 ms without; wall time 290–425 ms → 200–255 ms. Maglev, V8's faster optimizing
 * compiler, stays on (without it too, the same open took 330–370 ms). TurboFan comes back for the
 * long-running work after: edits, and the simulations the server's workers run.
 */
import * as v8 from 'node:v8';

/** If no build ever comes (no document opened), TurboFan returns after this long anyway (ms). */
export const RELEASE_AFTER_MS = 10_000;

/**
 * Turns TurboFan off now. @returns `release`, which turns it on again (once; later calls do
 * nothing). `setFlags` is V8's unless a test gives its own.
 */
export function holdOptimizingCompiler(setFlags: (flags: string) => void = v8.setFlagsFromString): () => void {
    let held = true;
    setFlags('--no-turbofan');
    const release = () => {
        if (!held) return;
        held = false;
        clearTimeout(fallback);
        setFlags('--turbofan');
    };
    const fallback = setTimeout(release, RELEASE_AFTER_MS);
    fallback.unref();
    return release;
}
