/** server/optimizing-compiler.ts: TurboFan off until released, released once, and not forever. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdOptimizingCompiler, RELEASE_AFTER_MS } from '../../server/optimizing-compiler.js';

describe('holdOptimizingCompiler', () => {
    afterEach(() => {
        vi.useRealTimers();
    });

    it('turns TurboFan off, and on again once when released', () => {
        const flags: string[] = [];
        const release = holdOptimizingCompiler(f => flags.push(f));
        expect(flags).toEqual(['--no-turbofan']);
        release();
        release();
        expect(flags).toEqual(['--no-turbofan', '--turbofan']);
    });

    it('turns it on again by itself when no build comes', () => {
        vi.useFakeTimers();
        const flags: string[] = [];
        holdOptimizingCompiler(f => flags.push(f));
        vi.advanceTimersByTime(RELEASE_AFTER_MS - 1);
        expect(flags).toEqual(['--no-turbofan']);
        vi.advanceTimersByTime(1);
        expect(flags).toEqual(['--no-turbofan', '--turbofan']);
    });
});
