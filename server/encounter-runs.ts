/**
 * `strife/runEncounter` runs in a worker thread, so a long run never blocks diagnostics, hovers or
 * other requests. The run reports its rounds as LSP work-done progress and stops when the request
 * (or its progress) is cancelled: the worker is terminated. A worker that dies (out of memory,
 * a crash) becomes a failed run, never a dead server.
 */
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CancellationToken, WorkDoneProgressReporter } from 'vscode-languageserver';
import type { RunJob, RunMessage } from '../language/simulation/run-job.js';

/** Memory one run may use (MB of V8 heap); past it the worker dies and the run is reported failed. */
export const RUN_HEAP_MB = 1024;

export type RunReply = { readonly ok: boolean; readonly output: string } | { readonly cancelled: true };

/** The engine's worker bundle (out/simulation/worker.cjs, the simulation's): beside out/server/, also from out/cli/. */
function workerScript(): string {
    return path.resolve(__dirname, '..', 'simulation', 'worker.cjs');
}

/**
 * Runs `job` in a fresh worker. `progress` gets the rounds as they are played.
 * @returns the rendered log, a failure, or `{ cancelled: true }` once `token` is cancelled.
 */
export function runInWorker(job: RunJob, token: CancellationToken, progress?: WorkDoneProgressReporter): Promise<RunReply> {
    return new Promise(resolve => {
        let settled = false;
        const worker = new Worker(workerScript(), { workerData: { run: job }, resourceLimits: { maxOldGenerationSizeMb: RUN_HEAP_MB } });
        const finish = (reply: RunReply) => {
            if (settled) return;
            settled = true;
            subscription.dispose();
            void worker.terminate();
            resolve(reply);
        };
        const subscription = token.onCancellationRequested(() => finish({ cancelled: true }));
        let lastPercent = -1;
        worker.on('message', (message: RunMessage) => {
            if (message.kind === 'round') {
                const percent = Math.floor((100 * message.round) / message.roundLimit);
                if (percent !== lastPercent) progress?.report(percent, `round ${message.round}`);
                lastPercent = percent;
            } else finish({ ok: message.ok, output: message.output });
        });
        worker.on('error', error => finish({ ok: false, output: `The run stopped: ${error.message}\n` }));
        worker.on('exit', code => finish({ ok: false, output: `The run stopped (worker exit code ${code}).\n` }));
        if (token.isCancellationRequested) finish({ cancelled: true });
    });
}
