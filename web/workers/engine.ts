/// <reference lib="WebWorker" />
/**
 * The playground's engine worker: plays one job (engine-jobs.ts) and posts its progress, then
 * its result. The page starts one worker per job and terminates it to cancel, as the desktop
 * server does with its engine worker (language/simulation/run-job.ts). No Langium here: the job carries the
 * plain encounter model the language server prepared.
 */
import { playJob } from './engine-jobs.js';
import type { EngineJob } from '../protocol.js';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<EngineJob>) => playJob(event.data, message => self.postMessage(message));
