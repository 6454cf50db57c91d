/**
 * "Simulate this encounter of this built document, under these rule options": shared by the CLI
 * (`strife simulate`) and the language server (`strife/simulateEncounter`). Refuses files with
 * errors, unknown encounters and options or values the ruleset does not have, each with a sentence.
 */
import type { LangiumDocument } from 'langium';
import type { EncounterModel } from '../engine/model.js';
import type { Ruleset } from '../rulesets/ruleset.js';
import { prepareEncounter } from '../workspace/run-service.js';

export type PreparedSimulation =
    | { readonly ok: true; readonly model: EncounterModel; readonly ruleset: Ruleset }
    | { readonly ok: false; readonly reason: 'errors' | 'no-encounter' | 'unknown-ruleset' | 'bad-option'; readonly message: string };

/**
 * Parses `name=value` rule option settings (as typed after `--option`).
 * @returns the settings, or an error sentence for text without `=`.
 */
export function parseOptionSettings(settings: readonly string[]): { options: Record<string, string> } | { error: string } {
    const options: Record<string, string> = {};
    for (const setting of settings) {
        const m = /^([^=\s]+)=(\S+)$/.exec(setting.trim());
        if (!m) return { error: `"${setting}" is not a rule option setting; write name=value, e.g. monsters_at_zero=unconscious.` };
        options[m[1]] = m[2];
    }
    return { options };
}

/**
 * The encounter's model with `overrides` applied to its rule options.
 * @returns an error sentence naming the ruleset's options or the option's values when one is unknown.
 */
export function withOptions(
    model: EncounterModel,
    ruleset: Ruleset,
    overrides: Readonly<Record<string, string>>,
): { model: EncounterModel } | { error: string } {
    for (const [name, value] of Object.entries(overrides)) {
        const spec = ruleset.options.find(o => o.name === name);
        if (!spec) {
            const known = ruleset.options.map(o => o.name);
            return {
                error: `The ${ruleset.id} ruleset has no option '${name}'. ${known.length ? `Options: ${known.join(', ')}.` : 'It has no options.'}`,
            };
        }
        if (!spec.values.includes(value))
            return { error: `The option '${name}' of ${ruleset.id} cannot be '${value}'. Values: ${spec.values.join(', ')}.` };
    }
    return { model: { ...model, options: { ...model.options, ...overrides } } };
}

/** The model of one encounter of a built document (the first when `encounter` is undefined), options applied. */
export function prepareSimulation(
    document: LangiumDocument,
    related: readonly LangiumDocument[],
    request: { readonly encounter?: string; readonly options?: Readonly<Record<string, string>> },
    displayPath: (d: LangiumDocument) => string,
): PreparedSimulation {
    const prepared = prepareEncounter(document, related, request.encounter, displayPath);
    if (!prepared.ok) return prepared;
    const { model, ruleset } = prepared;
    const applied = withOptions(model, ruleset, request.options ?? {});
    if ('error' in applied) return { ok: false, reason: 'bad-option', message: applied.error };
    return { ok: true, model: applied.model, ruleset };
}
