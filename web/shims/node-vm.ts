/**
 * `node:vm` in the playground's language-server worker. The shared code uses it only to run a
 * ruleset's odds within a time budget (language/lsp/time-budget.ts: `vm.Script('task()')` run in a
 * context holding the task, with a `timeout`). A browser has no watchdog to stop synchronous code,
 * so here the task simply runs: a costly odds computation holds the worker's language server (never
 * the page, which stays responsive) until it ends — the engine's exact statistics decline what would
 * cost too much, so it does end. Aliased by web/build.mjs for the worker bundle only.
 */

/** The context is the object itself (the task is read from it). */
export function createContext<T extends object>(context: T): T {
    return context;
}

/** `new Script(code, options)`: the code is always `task()`, so it is not kept. */
export class Script {
    /** Runs the context's task; the timeout cannot be kept in a browser. */
    runInContext(context: { task?: () => unknown }, _options?: { timeout?: number }): unknown {
        return context.task?.();
    }
}
