/**
 * The engine's worker thread (bundled to out/simulation/worker.cjs). Started with a `run` job in its
 * data (the language server's encounter runs, server/encounter-runs.ts) it plays that one run and
 * ends (run-job.ts). Otherwise it is a simulation worker: it keeps the encounters (or days) of the jobs
 * the pool (`parallel.ts`) gives it, plays the stretches of runs it is sent and answers each with its
 * tally. One bundle for both: the engine and the five rulesets are most of it. No Langium: it gets
 * plain encounter or day models and ruleset ids.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { findRuleset } from '../rulesets/registry.js';
import type { Ruleset } from '../rulesets/ruleset.js';
import type { ToWorker, WorkerReply } from './protocol.js';
import { playRunJob, type RunJob } from './run-job.js';
import { type Subject, tallyStretch } from './subject.js';

const port = parentPort;
if (!port) throw new Error('the simulation worker must run in a worker thread');
const data = workerData as { readonly background?: boolean; readonly run?: RunJob } | undefined;

// A background pool's thread yields the CPU to the rest of the process (the language server's
// thread): Linux schedules threads one by one, and /proc/thread-self names this one's id. Where
// that is not so, the thread runs at the usual priority.
if (data?.background) {
    try {
        setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 19);
    } catch {
        // Not Linux, or not allowed: the usual priority.
    }
}

if (data?.run) port.postMessage(playRunJob(data.run, message => port.postMessage(message)));
else serveSimulations(port);

/** Plays the stretches of runs the pool sends, for the jobs it has announced. */
function serveSimulations(port: MessagePort): void {
    const jobs = new Map<
        number,
        { readonly subject: Subject; readonly ruleset: Ruleset | undefined; readonly rulesetId: string; readonly seed: number }
    >();

    port.on('message', (message: ToWorker) => {
        if (message.kind === 'job') {
            jobs.set(message.job, {
                subject: message.subject,
                ruleset: findRuleset(message.ruleset),
                rulesetId: message.ruleset,
                seed: message.seed,
            });
            return;
        }
        if (message.kind === 'forget') {
            jobs.delete(message.job);
            return;
        }
        let reply: WorkerReply;
        try {
            const job = jobs.get(message.job);
            if (!job) throw new Error(`no job ${message.job}`);
            if (!job.ruleset) throw new Error(`unknown ruleset ${job.rulesetId}`);
            reply = { task: message.task, tally: tallyStretch(job.subject, job.ruleset, job.seed, message.from, message.to) };
        } catch (error) {
            reply = { task: message.task, error: error instanceof Error ? error.message : String(error) };
        }
        port.postMessage(reply);
    });
}
