/**
 * Work to do once a build's messages have gone to the client (the server's full collections and
 * compile-cache write, the validation cache's inputs of a first build). vscode-jsonrpc writes every message
 * from a `setImmediate` (its writer's semaphore), so a job scheduled with `setTimeout(…, 0)` from a
 * build listener could run first whenever a millisecond had passed, and hold the diagnostics back:
 * the first build of a 10,000-line file was sometimes published ~40 ms late, behind a full garbage
 * collection and the compile-cache write (measured in the server: validated → publish took 1 ms or
 * 42 ms). Immediates run in the order they were queued, so a job queued behind the writer's, one
 * turn later still, runs after the write.
 */
export function afterQueuedOutput(job: () => void): void {
    setImmediate(() => setImmediate(job));
}
