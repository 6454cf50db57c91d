/**
 * Which encounter or day a run or simulate request is about: the names it gives, else the encounter
 * (then the day) whose text holds the cursor position it sends. One place for the run and simulate
 * requests (run-request.ts, simulate.ts).
 */
import type { LangiumDocument } from 'langium';
import type { Position } from 'vscode-languageserver';
import { daysOf } from '../language/workspace/day-service.js';
import { encountersOf } from '../language/workspace/run-service.js';

/** `{ encounter, day }` as named, else found at `position` (both undefined: the file's default). */
export function subjectAt(
    document: LangiumDocument,
    params: { readonly encounter?: string; readonly day?: string; readonly position?: Position },
): { encounter?: string; day?: string } {
    if (params.encounter !== undefined || params.day !== undefined || !params.position) return { encounter: params.encounter, day: params.day };
    const offset = document.textDocument.offsetAt(params.position);
    const inside = (e: { $cstNode?: { offset: number; end: number } }) =>
        e.$cstNode !== undefined && e.$cstNode.offset <= offset && offset <= e.$cstNode.end;
    const encounter = encountersOf(document).find(inside)?.name;
    return { encounter, day: encounter === undefined ? daysOf(document).find(inside)?.name : undefined };
}
