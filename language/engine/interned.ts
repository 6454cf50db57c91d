/**
 * Internalized strings for the models the engine plays. V8 keeps one "internalized" copy of each
 * property name and each string literal, and compares two internalized strings by reference. A
 * model's strings are slices of a document's text (Langium) or fresh copies (a worker thread's
 * structured clone): compared with a literal ('attack_weakest', 'charge', 'ranged', …) they are
 * compared letter by letter, thousands of times a run. Interning them once per model makes every
 * such comparison, and every Map lookup keyed by them, a pointer check. Values do not change: a
 * string is replaced by an equal one.
 */

/** Models already interned (a simulation plays one model thousands of times). */
const done = new WeakSet<object>();

/** `text` as the engine's internalized copy of it (property names are internalized). */
export function interned(text: string): string {
    return Object.keys({ [text]: 0 })[0] ?? text;
}

/**
 * Replaces, in place, every string reachable from `value` through plain objects and arrays with
 * its internalized copy; returns `value`. Each object is visited once (shared parts, cycles).
 * Only for plain data the caller owns (engine models): nothing else is walked.
 */
export function internStrings<T>(value: T): T {
    if (typeof value !== 'object' || value === null || done.has(value)) return value;
    const stack: object[] = [value];
    done.add(value);
    while (stack.length > 0) {
        const node = stack.pop() as Record<string, unknown>;
        // A frozen part cannot take the interned copies (its parts are still walked).
        const writable = !Object.isFrozen(node);
        for (const key of Object.keys(node)) {
            const v = node[key];
            if (typeof v === 'string') {
                if (writable) node[key] = interned(v);
            } else if (typeof v === 'object' && v !== null && !done.has(v) && isPlain(v)) {
                done.add(v);
                stack.push(v);
            }
        }
    }
    return value;
}

/** An array or an object literal's kind of object (not a class instance, a Map, …). */
function isPlain(v: object): boolean {
    if (Array.isArray(v)) return true;
    const proto = Object.getPrototypeOf(v);
    return proto === Object.prototype || proto === null;
}
