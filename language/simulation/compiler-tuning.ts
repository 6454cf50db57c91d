/**
 * V8's compiler settings for the worker threads of a batch simulation (`strife simulate`, `strife
 * balance`). A simulation's threads fill every core, and each starts cold: its first few thousand
 * runs go slowly while V8 compiles the hot functions. By default V8 compiles optimised code on
 * background threads, which then wait for a core the workers hold, and it interprets a function
 * for a short stretch before compiling it to baseline (Sparkplug) code. Measured on the 2-core
 * machine with the project's Node 24 (100,000 Rise runs of the 4-against-6 bench encounter, two
 * workers): optimising on the worker's own thread (`--no-concurrent-recompilation`) and baseline
 * code from a function's first call (`--always-sparkplug`) take 7–9 % off the wall time, all of it
 * in the workers' first stretches; a run's steady cost is unchanged.
 *
 * V8's flags are the process's. Concurrent recompilation is read when a thread's isolate is
 * created, so it changes only the threads started while it is set; always-Sparkplug is read when a
 * function is first compiled, in any thread. The CLI sets both for its whole (short) life; the
 * language server does not (its own thread answers keystrokes, and its simulations are small or
 * in the background), and a benchmark sets them around the simulation it measures, then sets V8's
 * defaults again.
 */
import { setFlagsFromString } from 'node:v8';

/**
 * Sets V8's compiler flags for simulation workers started from now on (see the module comment).
 * @returns a function that puts V8's defaults back (threads started meanwhile keep the setting).
 */
export function tuneCompilerForSimulation(): () => void {
    setFlagsFromString('--no-concurrent-recompilation');
    setFlagsFromString('--always-sparkplug');
    return () => {
        setFlagsFromString('--concurrent-recompilation');
        setFlagsFromString('--no-always-sparkplug');
    };
}
