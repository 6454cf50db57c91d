/**
 * Where completion may start parsing. Langium finds what can follow the cursor by parsing the
 * whole text before it (the completion parser), which at the end of a 10,000-line file costs more
 * than the rest of the request. The top-level items of a `.strife` file parse the same wherever
 * they stand, so when everything before the cursor's item parsed without errors, parsing from the
 * start of that item gives the same parser state at the cursor.
 */
import type { CstNode, LangiumDocument } from 'langium';

/**
 * The offset of the start of the last top-level item (import or combatant/encounter, not the
 * `ruleset` line) that starts at or before `offset`, when the document parsed without errors up
 * to it; 0 otherwise (parse from the start).
 */
export function completionParseStart(document: LangiumDocument, offset: number): number {
    const root = document.parseResult.value.$cstNode as (CstNode & { content?: CstNode[] }) | undefined;
    const kids = root?.content;
    if (!kids) return 0;
    let start = 0;
    for (const kid of kids) {
        if (kid.hidden) continue;
        if (kid.offset > offset) break;
        if (kid.astNode.$type !== 'RulesetDecl') start = kid.offset;
    }
    if (start === 0) return 0;
    const { lexerErrors, parserErrors, lexerReport } = document.parseResult;
    const firstError = Math.min(
        ...lexerErrors.map(e => e.offset),
        ...(lexerReport?.diagnostics ?? []).map(e => e.offset),
        ...parserErrors.map(e => (Number.isNaN(e.token.startOffset) ? Number.POSITIVE_INFINITY : e.token.startOffset)),
    );
    return firstError < start ? 0 : start;
}
