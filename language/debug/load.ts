/**
 * An encounter of a built document, ready to play at the table or under the debugger: the same
 * checks as `strife run` (`prepareEncounter`: no errors in the file or its imports, a known ruleset,
 * the encounter named or the first), plus its script's lines.
 */
import type { LangiumDocument } from 'langium';
import { encountersOf, prepareEncounter } from '../workspace/run-service.js';
import { scriptLines } from './script-lines.js';
import type { LoadedEncounter } from './session.js';

export type LoadOutcome =
    | { readonly ok: true; readonly loaded: LoadedEncounter }
    /** `errors`: the file or an import has errors (exit 1 on the command line); otherwise it names no such encounter, no ruleset, or cannot be read. */
    | { readonly ok: false; readonly message: string; readonly errors?: boolean };

/** The encounter `name` (else the first) of `document`, which imports `related`; `displayPath` names files in diagnostics. */
export function loadEncounter(
    document: LangiumDocument,
    related: readonly LangiumDocument[],
    name: string | undefined,
    displayPath: (d: LangiumDocument) => string,
): LoadOutcome {
    const prepared = prepareEncounter(document, related, name, displayPath);
    if (!prepared.ok) return { ok: false, message: prepared.message, ...(prepared.reason === 'errors' ? { errors: true } : {}) };
    const encounter = encountersOf(document).find(e => e.name === prepared.model.name)!;
    return { ok: true, loaded: { model: prepared.model, ruleset: prepared.ruleset, lines: scriptLines(encounter) } };
}
