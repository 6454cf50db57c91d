/**
 * Names a ruleset does not have where they are written: one diagnostic per name, with the code and
 * severity of its grammar slot (`grammar-slots.ts`), a did-you-mean and a quick fix to the closest
 * known name. Every unknown-name check reports through here.
 */
import type { AstNode, ValidationAcceptor } from 'langium';
import type { Slot } from '../grammar-slots.js';
import type { Ruleset } from '../rulesets/ruleset.js';
import { closest } from '../util/suggest.js';
import { report } from './context.js';

export interface UnknownNameOptions {
    /** The names allowed there, listed in the standard message (default: the slot's vocabulary). */
    readonly known?: readonly string[];
    /** Where a did-you-mean looks, in order: the first list with a close name gives it (default: `known`). */
    readonly suggest?: readonly Iterable<string>[];
    /** The message, given the " Did you mean 'x'?" part (empty when nothing is close); default: the slot's standard message. */
    readonly message?: (didYouMean: string) => string;
    /** Index of the name in a list feature (`tags a, b`). */
    readonly index?: number;
    /** The quick fix's title (default "Change to 'x'"); `false`: no quick fix. */
    readonly fix?: ((best: string) => string) | false;
}

/** Reports `name`, written at `property` of `node`, as a name `ruleset` does not have in `slot`. */
export function reportUnknownName(
    accept: ValidationAcceptor,
    slot: Slot,
    ruleset: Ruleset,
    name: string,
    node: AstNode,
    property: string,
    options: UnknownNameOptions = {},
): void {
    const known = options.known ?? slot.vocabulary(ruleset).map(w => w.name);
    let best: string | undefined;
    for (const candidates of options.suggest ?? [known]) if ((best = closest(name, candidates)) !== undefined) break;
    const didYouMean = best ? ` Did you mean '${best}'?` : '';
    const message =
        options.message?.(didYouMean) ??
        `${ruleset.name} has no ${slot.unknown.noun ?? slot.label} '${name}'.${didYouMean} ${slot.unknown.listed}: ${known.join(', ') || 'none'}.`;
    const title = options.fix === false ? undefined : (options.fix ?? ((b: string) => `Change to '${b}'`));
    report(accept, slot.unknown.severity, slot.unknown.code, message, node, property, {
        index: options.index,
        fixes: best && title ? [{ title: title(best), newText: best }] : undefined,
    });
}
