/**
 * The one reader of ruleset options. A ruleset's schema (`<id>/schema.ts`, its `OptionSpec` list,
 * declared `as const satisfies readonly OptionSpec[]`) is the single source of every option's name,
 * allowed values and default; `<id>/options.ts` turns the strings of a `ruleset <id> { … }` line into
 * typed values with these functions and never repeats a name's default or its allowed values.
 *
 * Unknown or missing values read as the default: validation (`document-checks.ts`) reports an
 * unknown value where it is written, and the runner fills defaults in before an engine sees them.
 */
import type { OptionSpec } from '../ruleset.js';

/** The allowed values of option `N` in `Specs`, as a union of string literals. */
export type OptionValue<Specs extends readonly OptionSpec[], N extends Specs[number]['name']> = Extract<
    Specs[number],
    { readonly name: N }
>['values'][number];

/**
 * The value of option `name` in `options`, or its schema default when missing or not allowed.
 * @throws Error when `name` is not in `specs` (a programming error: the type forbids it).
 */
export function readOption<const Specs extends readonly OptionSpec[], N extends Specs[number]['name']>(
    specs: Specs,
    options: Readonly<Record<string, string>>,
    name: N,
): OptionValue<Specs, N> {
    const spec = specs.find(s => s.name === name);
    if (!spec) throw new Error(`No option '${name}' in this ruleset's schema`);
    const value = options[name];
    return (value !== undefined && spec.values.includes(value) ? value : spec.default) as OptionValue<Specs, N>;
}

/** The option's value read as a die size: `d4` → 4 (the schema's values are `dN` words). */
export function readDieOption<const Specs extends readonly OptionSpec[], N extends Specs[number]['name']>(
    specs: Specs,
    options: Readonly<Record<string, string>>,
    name: N,
): number {
    const value: string = readOption(specs, options, name);
    const sides = /^d(\d+)$/.exec(value);
    if (!sides) throw new Error(`Option '${name}' of this ruleset's schema has the value '${value}', not a die`);
    return Number(sides[1]);
}

/**
 * `read`, answering again from a cache for the same options record: an engine is made for every
 * run of a simulation, all from one encounter model's options (records are not changed once built).
 * The typed options it returns are shared, so engines must not change them.
 */
export function readOnce<T>(read: (options: Readonly<Record<string, string>>) => T): (options: Readonly<Record<string, string>>) => T {
    const cache = new WeakMap<object, T>();
    return options => {
        let typed = cache.get(options);
        if (typed === undefined) cache.set(options, (typed = read(options)));
        return typed;
    };
}
