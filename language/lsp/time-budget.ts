/**
 * Time budgets for the work a language-server request does on the main thread. A ruleset's exact
 * odds (`damageAgainst`) can cost anything from microseconds to minutes (RPGStuck counts every
 * outcome of `3d10000` exactly), and the server answers nothing else while it runs. Synchronous
 * JavaScript cannot be interrupted from inside, so {@link withinTime} runs the work through
 * `node:vm` with a `timeout`: V8's watchdog terminates the work when the time is up, and the
 * request says it gave up instead of freezing the editor (or, in VS Code, being restarted and
 * frozen again by the next inlay-hint refresh).
 *
 * Only pure computations belong inside a budget: values built beforehand (models, caches) are read,
 * and whatever the work leaves half-built when it is stopped is garbage. Every memo of the rulesets
 * stores a value only once it is complete (`map.get(k) ?? map.set(k, compute())`), so a stopped
 * computation leaves nothing behind.
 */
import * as vm from 'node:vm';

/** The longest one computation of a hover or an inlay hint may run (ms) before it is given up. */
export const COMPUTATION_BUDGET_MS = 250;
/** The longest the computations of one request may run in all (ms); the rest are given up. */
export const REQUEST_BUDGET_MS = 1000;

/** What a budgeted computation gave: its value, or that it ran out of time. */
export type Budgeted<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly ms: number };

const context = vm.createContext({ task: undefined as (() => unknown) | undefined });
const script = new vm.Script('task()', { filename: 'strife-time-budget' });

/**
 * Runs `compute` (synchronous) and stops it after `ms` milliseconds.
 * @returns `{ ok: true, value }`, or `{ ok: false, ms }` when it was stopped.
 * @throws whatever `compute` throws.
 */
export function withinTime<T>(ms: number, compute: () => T): Budgeted<T> {
    const outer = context.task;
    context.task = compute;
    try {
        return { ok: true, value: script.runInContext(context, { timeout: Math.max(1, Math.floor(ms)) }) as T };
    } catch (error) {
        if ((error as { code?: unknown } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return { ok: false, ms };
        throw error;
    } finally {
        context.task = outer;
    }
}

/**
 * The time left to one request: each computation gets {@link COMPUTATION_BUDGET_MS} or what is
 * left of {@link REQUEST_BUDGET_MS}, whichever is less; once the request's budget is spent, the
 * remaining computations are given up without starting.
 */
export class RequestBudget {
    private readonly deadline: number;

    constructor(
        total = REQUEST_BUDGET_MS,
        private readonly each = COMPUTATION_BUDGET_MS,
    ) {
        this.deadline = performance.now() + total;
    }

    /** Whether any time is left. */
    get spent(): boolean {
        return performance.now() >= this.deadline;
    }

    /** `compute` within the time left; `{ ok: false }` at once when none is. */
    run<T>(compute: () => T): Budgeted<T> & { readonly requestSpent?: boolean } {
        const left = this.deadline - performance.now();
        if (left <= 0) return { ok: false, ms: 0, requestSpent: true };
        const ms = Math.min(this.each, left);
        const result = withinTime(ms, compute);
        return result.ok || ms === this.each ? result : { ...result, requestSpent: true };
    }
}
