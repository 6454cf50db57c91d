/** Checks of the file as a whole: the ruleset line, its options, imports, duplicate names. */
import { AstUtils, type LangiumDocuments, type ValidationAcceptor } from 'langium';
import type { Document, RulesetOption } from '../generated/ast.js';
import { importUri } from '../workspace/imports.js';
import { importRoots, judgeImport } from '../workspace/import-policy.js';
import { refusedDocument } from '../workspace/file-size-limit.js';
import { findRuleset, plannedRuleset, rulesetIds } from '../rulesets/registry.js';
import { slot, wordOf } from '../grammar-slots.js';
import type { OptionSpec, Ruleset } from '../rulesets/ruleset.js';
import { rulesetOptions } from '../model/encounter-model.js';
import { closest } from '../util/suggest.js';
import { brokenImports, hiddenNamesNote, unresolvedCombatantNames } from './broken-imports.js';
import { report } from './context.js';
import { reportUnknownName } from './unknown-names.js';

export function checkRulesetLine(doc: Document, accept: ValidationAcceptor): void {
    const decl = doc.ruleset;
    if (!decl) {
        report(
            accept,
            'error',
            'missing-ruleset',
            `A .strife file starts with a ruleset line, e.g. 'ruleset rise'. Known rulesets: ${rulesetIds().join(', ')}.`,
            doc,
            undefined,
            {
                insertAtStart: true,
                fixes: rulesetIds().map(id => ({ title: `Add 'ruleset ${id}'`, newText: `ruleset ${id}\n` })),
            },
        );
        return;
    }
    if (!decl.name) return;
    const ruleset = findRuleset(decl.name);
    const planned = plannedRuleset(decl.name);
    if (planned) {
        report(
            accept,
            'warning',
            'ruleset-not-implemented',
            `${planned} is not implemented yet: this file is parsed and its names linked, but nothing is checked against its rules and it cannot run. Implemented: ${rulesetIds().join(', ')}.`,
            decl,
            'name',
        );
        return;
    }
    if (!ruleset) {
        const best = closest(decl.name, rulesetIds());
        report(
            accept,
            'error',
            'unknown-ruleset',
            `Unknown ruleset '${decl.name}'.${best ? ` Did you mean '${best}'?` : ''} Known rulesets: ${rulesetIds().join(', ')}.`,
            decl,
            'name',
            {
                fixes: (best ? [best] : rulesetIds()).map(id => ({ title: `Use '${id}'`, newText: id })),
            },
        );
        return;
    }
    const seen = new Set<string>();
    decl.options.forEach(option => {
        if (!option.name) return;
        const spec = wordOf(slot('option'), ruleset, option.name) as OptionSpec | undefined;
        if (!spec) {
            reportUnknownName(accept, slot('option'), ruleset, option.name, option, 'name', { fix: best => `Use '${best}'` });
        } else if (option.value !== undefined && !spec.values.includes(String(option.value))) {
            report(
                accept,
                'error',
                'bad-option-value',
                `Option ${spec.name} takes ${spec.values.join(' or ')}, not '${option.value}'.`,
                option,
                'value',
                {
                    fixes: spec.values.map(v => ({ title: `Use '${v}'`, newText: v })),
                },
            );
        }
        if (seen.has(option.name)) report(accept, 'error', 'duplicate-option', `Option ${option.name} is given twice.`, option, 'name');
        seen.add(option.name);
    });
    checkOptionsActed(decl.options, ruleset, rulesetOptions(doc, ruleset), accept);
}

/**
 * Options written on the ruleset line that nothing reads under the others in force (`onlyWith`):
 * a warning, as the run ignores them. `inForce` holds every option's value, defaults filled in.
 */
function checkOptionsActed(
    written: readonly RulesetOption[],
    ruleset: Ruleset,
    inForce: Readonly<Record<string, string>>,
    accept: ValidationAcceptor,
): void {
    for (const option of written) {
        const needs = ruleset.options.find(o => o.name === option.name)?.onlyWith;
        const other = needs && ruleset.options.find(o => o.name === needs.option);
        // (A value the other option does not take is bad-option-value's already.)
        if (!needs || !other?.values.includes(inForce[needs.option]) || needs.values.includes(inForce[needs.option])) continue;
        report(
            accept,
            'warning',
            'option-has-no-effect',
            `Option ${option.name} has no effect unless ${needs.option} is ${needs.values.join(' or ')} (it is ${inForce[needs.option]}).`,
            option,
            'name',
        );
    }
}

/**
 * Imports that cannot be read, point at this file, repeat, or are written for another ruleset. An
 * import that cannot be read is the one error for every name it may have hidden (the linker does
 * not report them: broken-imports.ts); so is an import of a file whose own import cannot be read.
 */
export function checkImports(doc: Document, accept: ValidationAcceptor, documents: LangiumDocuments): void {
    const self = AstUtils.getDocument(doc);
    const seen = new Set<string>();
    // Computed once, and only when some name does not resolve.
    let hidden: string[] | undefined;
    const hiddenNames = () => (hidden ??= unresolvedCombatantNames(self));
    for (const imp of doc.imports) {
        if (imp.path === undefined) continue;
        const uri = importUri(self.uri, imp);
        if (uri.toString() === self.uri.toString()) {
            report(accept, 'error', 'import-self', 'A file cannot import itself.', imp, 'path');
            continue;
        }
        if (seen.has(uri.toString())) report(accept, 'warning', 'duplicate-import', `'${imp.path}' is imported twice.`, imp, 'path');
        seen.add(uri.toString());
        const imported = documents.getDocument(uri);
        const refused = imported && refusedDocument(documents, uri);
        if (refused) {
            // Loaded but not read (over the size limit, not a regular file): one error here, as for any unreadable import.
            const message = typeof refused.message === 'string' ? refused.message : String(refused.message);
            report(accept, 'error', String(refused.code), `Cannot use '${imp.path}': ${message}${hiddenNamesNote(hiddenNames())}`, imp, 'path');
            continue;
        }
        if (!imported) {
            // Refused imports (not .strife, outside the workspace, not a file) say why, never where they lead.
            const verdict = judgeImport(self.uri, imp.path, uri, importRoots(documents));
            const note = hiddenNamesNote(hiddenNames());
            if (!verdict.ok && !verdict.missing) report(accept, 'error', verdict.code, `${verdict.message}${note}`, imp, 'path');
            else report(accept, 'error', 'import-not-found', `Cannot find '${imp.path}' (looked for ${uri.fsPath}).${note}`, imp, 'path');
            continue;
        }
        const inner = hiddenNames().length > 0 ? brokenImports(imported, documents) : [];
        if (inner.length > 0) {
            report(
                accept,
                'error',
                'import-incomplete',
                `'${imp.path}' imports '${inner[0].path}', which cannot be read (see that file).${hiddenNamesNote(hiddenNames())}`,
                imp,
                'path',
            );
        }
        const theirs = (imported.parseResult.value as Document).ruleset?.name;
        if (theirs && doc.ruleset?.name && theirs !== doc.ruleset.name) {
            report(
                accept,
                'error',
                'import-ruleset-mismatch',
                `'${imp.path}' is written for ruleset ${theirs}, this file for ${doc.ruleset.name}.`,
                imp,
                'path',
            );
        }
    }
}

/** Top-level names must be unique within a file; a local name may shadow an imported one. */
export function checkDuplicateNames(doc: Document, accept: ValidationAcceptor): void {
    const seen = new Map<string, string>();
    for (const element of doc.elements) {
        if (!element.name) continue;
        const key = `${element.$type}:${element.name}`;
        if (seen.has(key)) {
            const what = element.$type === 'Encounter' ? 'encounter' : 'combatant';
            report(accept, 'error', 'duplicate-name', `Another ${what} in this file is already named '${element.name}'.`, element, 'name');
        }
        seen.set(key, element.name);
    }
}
