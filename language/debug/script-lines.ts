/**
 * Where an encounter's script stands in its file, for the debugger: the lines a breakpoint may go
 * on (the `encounter` line, `round N {` lines, script lines and `tactics` lines) and what runs on
 * each, so that a step of a played fight can name its line and a breakpoint its steps.
 */
import type { AstNode } from 'langium';
import type { Encounter, ScriptRound, Tactics } from '../generated/ast.js';
import { encounterInstances, instanceId } from '../model/encounter-model.js';

/** One script line (`Kara, Bran: Longsword -> Ogre`): its round, its actors' ids and the names of its actions. */
export interface ScriptTurnLine {
    readonly round: number;
    readonly actors: readonly string[];
    readonly actions: readonly string[];
    /** 1-based line of its first character. */
    readonly line: number;
    /** Its last line (a line may be wrapped). */
    readonly lastLine: number;
    /** The line as written, on one line. */
    readonly text: string;
}

/** The lines of one encounter, 1-based. */
export interface ScriptLines {
    readonly encounter: number;
    /** The `round N {` line of each scripted round (the first block when a round is written twice). */
    readonly rounds: ReadonlyMap<number, number>;
    readonly turns: readonly ScriptTurnLine[];
    /** `tactics` lines, with the side they are for (undefined: every side without its own). */
    readonly tactics: readonly { readonly side?: string; readonly line: number }[];
}

const lineOf = (node: AstNode) => (node.$cstNode?.range.start.line ?? 0) + 1;

/** The script lines of `encounter` (a linked, checked syntax tree). */
export function scriptLines(encounter: Encounter): ScriptLines {
    const instances = encounterInstances(encounter);
    const rounds = new Map<number, number>();
    const turns: ScriptTurnLine[] = [];
    for (const round of encounter.members.filter((m): m is ScriptRound => m.$type === 'ScriptRound')) {
        if (!rounds.has(round.number)) rounds.set(round.number, lineOf(round));
        for (const turn of round.turns) {
            turns.push({
                round: round.number,
                actors: turn.actors.map(a => instanceId(a, instances)).filter((id): id is string => id !== undefined),
                actions: turn.actions.map(a => a.action?.$refText ?? ''),
                line: lineOf(turn),
                lastLine: (turn.$cstNode?.range.end.line ?? 0) + 1,
                text: (turn.$cstNode?.text ?? '').replace(/\s+/g, ' ').trim(),
            });
        }
    }
    const tactics = encounter.members
        .filter((m): m is Tactics => m.$type === 'Tactics')
        .map(t => ({ ...(t.side?.ref ? { side: t.side.ref.name } : {}), line: lineOf(t) }));
    return { encounter: lineOf(encounter), rounds, turns, tactics };
}

/**
 * The line a breakpoint written on `line` stops at: the line itself when something runs there, the
 * first line of a wrapped script line, else undefined (nothing runs there).
 */
export function breakpointLine(lines: ScriptLines, line: number): number | undefined {
    if (line === lines.encounter || lines.tactics.some(t => t.line === line)) return line;
    for (const round of lines.rounds.values()) if (round === line) return line;
    return lines.turns.find(t => t.line <= line && line <= t.lastLine)?.line;
}
