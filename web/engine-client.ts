/**
 * Starts engine jobs (runs, simulations) in a fresh worker each (web/workers/engine.ts), passes
 * their progress on, and cancels one by terminating its worker — the engine has no cancellation
 * points, as on the desktop (server/encounter-runs.ts). One job at a time: a new one cancels the
 * one before.
 */
import type { EngineJob, EngineMessage } from './protocol.js';

export type JobOutcome =
    | Extract<EngineMessage, { kind: 'log' }>
    | Extract<EngineMessage, { kind: 'report' }>
    | Extract<EngineMessage, { kind: 'failed' }>
    | { readonly kind: 'cancelled' };

export class EngineClient {
    private current: { worker: Worker; finish: (outcome: JobOutcome) => void } | undefined;

    constructor(private readonly scriptUrl: URL) {}

    /** Plays `job`; `onProgress` gets its rounds or runs. Resolves once, with the result or `cancelled`. */
    start(job: EngineJob, onProgress: (done: number, total: number, unit: 'round' | 'run') => void): Promise<JobOutcome> {
        this.cancel();
        return new Promise(resolve => {
            const worker = new Worker(this.scriptUrl, { name: `Strife ${job.kind}` });
            const finish = (outcome: JobOutcome) => {
                if (this.current?.worker !== worker) return;
                this.current = undefined;
                worker.terminate();
                resolve(outcome);
            };
            this.current = { worker, finish };
            worker.onmessage = (event: MessageEvent<EngineMessage>) => {
                const message = event.data;
                if (message.kind === 'progress') onProgress(message.done, message.total, message.unit);
                else finish(message);
            };
            worker.onerror = event => {
                event.preventDefault();
                finish({ kind: 'failed', message: `the engine stopped: ${event.message || 'the worker failed (out of memory?)'}` });
            };
            worker.postMessage(job);
        });
    }

    /** Cancels the running job, if any (its promise resolves with `cancelled`). */
    cancel(): void {
        this.current?.finish({ kind: 'cancelled' });
    }
}
