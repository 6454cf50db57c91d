/**
 * A simulation worker thread (bundled to out/simulation/worker.cjs): plays the stretches of runs the
 * parallel driver (`parallel.ts`) sends and answers each with its tally. No Langium: it gets the
 * plain encounter (or day) model and the ruleset's id.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { tallyDays } from '../engine/day-simulate.js';
import { tallyRuns } from '../engine/simulate.js';
import { findRuleset } from '../rulesets/registry.js';
import type { ChunkRequest, WorkerData, WorkerReply } from './protocol.js';

const data = workerData as WorkerData;
const ruleset = findRuleset(data.ruleset);
const port = parentPort;
if (!port) throw new Error('the simulation worker must run in a worker thread');

port.on('message', (request: ChunkRequest) => {
    let reply: WorkerReply;
    try {
        if (!ruleset) throw new Error(`unknown ruleset ${data.ruleset}`);
        const tally =
            'day' in data
                ? tallyDays(data.day, ruleset, data.seed, request.from, request.to)
                : tallyRuns(data.encounter, ruleset, data.seed, request.from, request.to);
        reply = { chunk: request.chunk, tally, runs: tally.runs };
    } catch (error) {
        reply = { chunk: request.chunk, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply);
});
