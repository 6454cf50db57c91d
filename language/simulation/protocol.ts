/** Messages between the simulation pool (`parallel.ts`) and its worker threads (`worker.ts`). */
import type { Subject, SubjectTally } from './subject.js';

/**
 * What a worker plays: one encounter — or one adventuring day — under one ruleset from one seed.
 * Sent once per worker that plays a stretch of it, before that stretch; the worker keeps it until
 * told to forget it, so a sweep or a search that refines a setting sends each encounter to each
 * worker once.
 */
export interface JobMessage {
    readonly kind: 'job';
    readonly job: number;
    readonly subject: Subject;
    readonly ruleset: string;
    readonly seed: number;
}

/** Play runs `from` (included) to `to` (excluded) of `job`; `task` numbers the stretch for the reply. */
export interface ChunkMessage {
    readonly kind: 'chunk';
    readonly job: number;
    readonly task: number;
    readonly from: number;
    readonly to: number;
}

/** The job is finished: drop its encounter. */
export interface ForgetMessage {
    readonly kind: 'forget';
    readonly job: number;
}

export type ToWorker = JobMessage | ChunkMessage | ForgetMessage;

export type WorkerReply = { readonly task: number; readonly tally: SubjectTally } | { readonly task: number; readonly error: string };
