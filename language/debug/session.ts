/**
 * One played fight under the debugger, independent of the Debug Adapter Protocol: where the fight
 * stands (a step of its timeline), the breakpoints, stepping, the questions for the table and
 * their answers. `adapter.ts` speaks DAP around it.
 *
 * Moving never runs the engine forward by itself: the whole fight, as far as the table has
 * answered, is already played (`playFight`), so a motion is a walk along its steps, printing the
 * log lines it passes. A motion that reaches the question for the table stops there; the answer
 * plays the fight again with it and the motion goes on from where it began.
 */
import { CombatLog } from '../engine/log.js';
import type { EncounterModel } from '../engine/model.js';
import {
    type ChoiceAsk,
    type FaceAsk,
    type FighterState,
    type PlayedFight,
    playFight,
    playWithFaces,
    type TableRecord,
    type TableSetup,
} from '../engine/played-fight.js';
import { renderRun } from '../engine/render.js';
import type { Ruleset } from '../rulesets/ruleset.js';
import { choiceQuestion, choiceText, faceQuestion, readChoice, readFace } from './answers.js';
import { evaluate, show, truthy } from './expressions.js';
import { attackOdds } from './odds.js';
import type { SavedFight } from './saved-fight.js';
import { breakpointLine, type ScriptLines } from './script-lines.js';
import { type Step, timeline } from './timeline.js';

/** An encounter ready to play: its model, its ruleset and its script's lines. */
export interface LoadedEncounter {
    readonly model: EncounterModel;
    readonly ruleset: Ruleset;
    readonly lines: ScriptLines;
}

export type Motion = 'continue' | 'next' | 'in' | 'out';

/** Where a motion ended: stopped at a step (why, in DAP's words or ours), or the session is over. */
export type Stop =
    | {
          readonly kind: 'stopped';
          readonly reason: 'entry' | 'step' | 'breakpoint' | 'function breakpoint' | 'roll' | 'choice' | 'end';
          readonly description: string;
          readonly breakpoints?: readonly number[];
      }
    | { readonly kind: 'ended' };

/** A breakpoint as the client sets it: on a line (1-based), or by name (`round 3`, `Kara`, `Kara: Longsword`). */
export interface BreakpointRequest {
    /** The id it had before (a restart keeps them); unset: a new one. */
    readonly id?: number;
    readonly line?: number;
    readonly name?: string;
    readonly condition?: string;
    readonly logMessage?: string;
}

/** A breakpoint as the session holds it: where it stops, or why it never can. */
export interface Breakpoint {
    readonly id: number;
    readonly verified: boolean;
    /** The line it stops at (a wrapped script line's first line). */
    readonly line?: number;
    readonly message?: string;
    readonly request: BreakpointRequest;
    /** For named ones: the round, or the fighter and perhaps its action. */
    readonly round?: number;
    readonly actor?: string;
    readonly action?: string;
}

let nextBreakpointId = 1;

export class TableSession {
    fight: PlayedFight;
    steps: Step[];
    position = 0;
    /** Characters of the log printed so far. */
    private printed = 0;
    private lineBreakpoints: Breakpoint[] = [];
    private namedBreakpoints: Breakpoint[] = [];
    /** Breakpoints whose place came up in the fight (their condition aside), by id. */
    private readonly reached = new Set<number>();
    /** The motion a question interrupted, and the step it began at. */
    private interrupted?: { motion: Motion; from: number };

    /**
     * @param out where the Debug Console's text goes: the log as it happens (`log`), and the table's
     *   questions, answers and messages (`table`).
     * @throws RecordMismatch when `record` does not fit the fight.
     */
    constructor(
        readonly loaded: LoadedEncounter,
        readonly setup: TableSetup,
        record: TableRecord,
        private readonly out: (text: string, kind: 'log' | 'table') => void,
        /** Faces given in advance: the answers to the table's first questions for dice. */
        faces: readonly number[] = [],
    ) {
        this.fight = playWithFaces(loaded.model, loaded.ruleset, setup, record, faces).fight;
        this.steps = timeline(this.fight, loaded.lines, loaded.model);
    }

    get here(): Step {
        return this.steps[this.position];
    }

    /** The question the fight stands at, if it stands at one. */
    get question(): FaceAsk | ChoiceAsk | undefined {
        const kind = this.here.kind;
        return kind === 'face' || kind === 'choice' ? this.fight.ask : undefined;
    }

    /** Every fighter as things stand at the current step. */
    get fighters(): readonly FighterState[] {
        const n = this.here.events;
        return n === 0 ? this.fight.initial : this.fight.states[n - 1];
    }

    /** The fight as a saved file holds it. */
    saved(): SavedFight {
        return { encounter: this.loaded.model.name, setup: this.setup, record: this.fight.record };
    }

    /** Replaces the line breakpoints: each on a line where something runs, or refused with the reason. */
    setLineBreakpoints(requests: readonly BreakpointRequest[]): Breakpoint[] {
        const lines = this.loaded.lines;
        this.lineBreakpoints = requests.map(request => {
            const id = request.id ?? nextBreakpointId++;
            const line = breakpointLine(lines, request.line ?? 0);
            if (line === undefined)
                return {
                    id,
                    request,
                    verified: false,
                    message:
                        'Nothing runs on this line: a breakpoint goes on the encounter line, a `round N {` line, a script line or a `tactics` line.',
                };
            const turn = lines.turns.find(t => t.line === line);
            if (turn && turn.round > this.loaded.model.roundLimit)
                return {
                    id,
                    request,
                    line,
                    verified: false,
                    message: `This line never runs: round ${turn.round} is past the round limit (${this.loaded.model.roundLimit}).`,
                };
            const round = [...lines.rounds].find(([, l]) => l === line)?.[0];
            if (round !== undefined && round > this.loaded.model.roundLimit)
                return { id, request, line, verified: false, message: `This round never comes: the round limit is ${this.loaded.model.roundLimit}.` };
            return { id, request, line, verified: true };
        });
        return this.lineBreakpoints;
    }

    /** Replaces the named breakpoints: `round 3`, a fighter (`Kara`), or a fighter and an action (`Kara: Longsword`). */
    setNamedBreakpoints(requests: readonly BreakpointRequest[]): Breakpoint[] {
        const ids = this.loaded.model.sides.flatMap(s => s.members.map(m => m.id));
        this.namedBreakpoints = requests.map(request => {
            const id = request.id ?? nextBreakpointId++;
            const name = (request.name ?? '').trim();
            const round = /^round\s+(\d+)$/i.exec(name);
            if (round) return { id, request, verified: true, round: Number(round[1]) };
            const m = /^([\w#]+)\s*(?::\s*(\w+))?$/.exec(name);
            const actor = m && (ids.find(i => i === m[1]) ?? ids.find(i => i.toLowerCase() === m[1].toLowerCase()));
            if (!m || !actor)
                return {
                    id,
                    request,
                    verified: false,
                    message: `${m ? `Nobody in the fight is called ${m[1]}. ` : ''}A named breakpoint is \`round 3\`, a fighter (\`${ids[0] ?? 'Kara'}\`) or a fighter and an action (\`${ids[0] ?? 'Kara'}: Longsword\`).`,
                };
            return { id, request, verified: true, actor, ...(m[2] ? { action: m[2] } : {}) };
        });
        return this.namedBreakpoints;
    }

    /** Shows the fight's first step; stops there when `stopOnEntry`, else runs to the first breakpoint. */
    start(stopOnEntry: boolean): Stop {
        this.position = 0;
        this.print();
        if (stopOnEntry) return this.stopHere('entry', 'The fight is about to start.');
        return this.move('continue');
    }

    /** Moves as the debugger's buttons do (see the module comment); prints the log lines passed. */
    move(motion: Motion): Stop {
        if (this.here.kind === 'end') return this.end();
        const from = this.position;
        const target = this.target(motion, from);
        this.position = target.index;
        this.print();
        const step = this.here;
        if (step.kind === 'face' || step.kind === 'choice') {
            this.interrupted = { motion, from };
            return this.ask();
        }
        if (step.kind === 'end') return this.stopHere('end', this.verdict());
        if (target.breakpoints.length) {
            const named = target.breakpoints.every(id => this.namedBreakpoints.some(b => b.id === id));
            return {
                kind: 'stopped',
                reason: named ? 'function breakpoint' : 'breakpoint',
                description: this.describe(step),
                breakpoints: target.breakpoints,
            };
        }
        return this.stopHere(motion === 'continue' ? 'breakpoint' : 'step', this.describe(step));
    }

    /**
     * Answers the question the fight stands at with `text` (a face, or a choice of turn): plays
     * the fight again with it and goes on with the motion it interrupted. A bad answer leaves the
     * question standing and says why.
     */
    answer(text: string): Stop | { error: string } {
        const ask = this.question;
        if (!ask) return { error: 'Nothing is asked now: the table is asked when the fight reaches a die it rolls.' };
        const record = this.fight.record;
        let next: TableRecord;
        if (ask.kind === 'face') {
            const read = readFace(text, ask);
            if ('error' in read) return read;
            next = { faces: [...record.faces, read.face], choices: record.choices };
            this.out(`${ask.roll.label}: ${read.face}${text.trim() === '' ? ' (rolled by the generator)' : ''}\n`, 'table');
        } else {
            const read = readChoice(text, ask);
            if ('error' in read) return read;
            next = { faces: record.faces, choices: [...record.choices, read.choice] };
            this.out(`${ask.actor}: ${choiceText(read.choice, ask.policy)}\n`, 'table');
        }
        try {
            this.fight = playFight(this.loaded.model, this.loaded.ruleset, this.setup, next);
        } catch (error) {
            // An engine failure (a model the checks should have refused): the fight stays where it was.
            return { error: `The fight stopped: ${error instanceof Error ? error.message : String(error)}` };
        }
        this.steps = timeline(this.fight, this.loaded.lines, this.loaded.model);
        const { motion, from } = this.interrupted ?? { motion: 'in' as const, from: Math.max(0, this.position - 1) };
        this.interrupted = undefined;
        this.position = Math.min(from, this.steps.length - 1);
        return this.move(motion);
    }

    /**
     * The Debug Console: an answer when the table is asked (a face, a choice), `odds Kara: Longsword
     * -> Ogre`, `help`, or an expression (`Ogre.hp`, `Kara is prone`). Returns the text to show,
     * or a stop when an answer moved the fight on.
     */
    console(text: string): { text: string; error?: boolean } | { stop: Stop } {
        const trimmed = text.trim();
        const answer =
            /^(?:face|choose)\s+(.*)$/i.exec(trimmed)?.[1] ?? (this.question && /^(\d+|tactics|roll)$/i.test(trimmed) ? trimmed : undefined);
        if (answer !== undefined) {
            // `roll`: the generator rolls the die the table is asked for (as an empty answer does).
            const result = this.answer(answer.toLowerCase() === 'roll' ? '' : answer);
            return 'error' in result ? { text: result.error, error: true } : { stop: result };
        }
        if (/^odds\s/i.test(trimmed))
            return { text: attackOdds(trimmed.replace(/^odds\s+/i, ''), this.loaded.model, this.loaded.ruleset, this.fighters) };
        if (/^help$/i.test(trimmed)) return { text: CONSOLE_HELP };
        return this.expression(trimmed);
    }

    /** An expression against the fighters here, as watches and hovers show it. */
    expression(text: string): { text: string; error?: boolean } {
        const result = evaluate(text, { fighters: this.fighters, round: this.here.round });
        return result.ok ? { text: show(result.value) } : { text: result.error, error: true };
    }

    /** The target of a motion from `from`, and the breakpoints that stop it there. */
    private target(motion: Motion, from: number): { index: number; breakpoints: number[] } {
        const start = this.steps[from];
        const accept = (s: Step): boolean => {
            switch (motion) {
                case 'in':
                    return true;
                case 'next':
                    return s.kind !== 'roll';
                case 'out':
                    if (start.kind === 'roll') return s.kind !== 'roll' && s.group !== start.group;
                    if (start.kind === 'action') return s.kind !== 'roll' && (s.middle !== start.middle || s.kind === 'round');
                    return s.kind === 'round';
                default:
                    return false;
            }
        };
        for (let i = from + 1; i < this.steps.length; i++) {
            const s = this.steps[i];
            if (s.kind === 'face' || s.kind === 'choice' || s.kind === 'end') return { index: i, breakpoints: [] };
            const hits = this.breakpointsAt(i);
            if (hits.length || accept(s)) return { index: i, breakpoints: hits };
        }
        return { index: this.steps.length - 1, breakpoints: [] };
    }

    /** Breakpoints that stop at step `i`: their place is this step and their condition holds. Log points print and do not stop. */
    private breakpointsAt(i: number): number[] {
        const s = this.steps[i];
        const hits: number[] = [];
        for (const b of [...this.lineBreakpoints, ...this.namedBreakpoints]) {
            if (!b.verified || !this.placeOf(b, s, i)) continue;
            this.reached.add(b.id);
            if (b.request.condition?.trim()) {
                const result = evaluate(b.request.condition, { fighters: this.stateAt(s), round: s.round });
                if (!result.ok) {
                    this.out(`The condition of a breakpoint (${b.request.condition.trim()}) cannot be read: ${result.error}\n`, 'table');
                    hits.push(b.id);
                    continue;
                }
                if (!truthy(result.value)) continue;
            }
            if (b.request.logMessage !== undefined) {
                this.out(`${this.interpolate(b.request.logMessage, s)}\n`, 'table');
                continue;
            }
            hits.push(b.id);
        }
        return hits;
    }

    /** Whether `b` stands at step `s` (index `i`): a line as the fight enters it, a round as it begins, a fighter as it starts acting. */
    private placeOf(b: Breakpoint, s: Step, i: number): boolean {
        if (b.round !== undefined) return s.kind === 'round' && s.round === b.round;
        if (b.actor !== undefined) {
            if (s.kind !== 'action' || s.actor !== b.actor) return false;
            if (b.action !== undefined) return s.action?.toLowerCase() === b.action.toLowerCase();
            return this.previousAction(i)?.actor !== b.actor;
        }
        const lines = this.loaded.lines;
        if (s.kind === 'start') return b.line === lines.encounter;
        if (s.kind === 'round') return lines.rounds.get(s.round) === b.line;
        if (s.kind !== 'action') return false;
        if (s.frames[0].line !== b.line) return false;
        const before = this.previousAction(i);
        return before === undefined || before.frames[0].line !== b.line || before.actor !== s.actor;
    }

    /** The action step before step `i` in the same round, if any. */
    private previousAction(i: number): Step | undefined {
        for (let j = i - 1; j >= 0; j--) {
            const s = this.steps[j];
            if (s.kind === 'action') return s;
            if (s.kind === 'round' || s.kind === 'start') return undefined;
        }
        return undefined;
    }

    private stateAt(s: Step): readonly FighterState[] {
        return s.events === 0 ? this.fight.initial : this.fight.states[s.events - 1];
    }

    /** A log point's message with `{expression}` parts evaluated. */
    private interpolate(message: string, s: Step): string {
        return message.replace(/\{([^}]*)\}/g, (_, expr: string) => {
            const result = evaluate(expr, { fighters: this.stateAt(s), round: s.round });
            return result.ok ? show(result.value) : `(${result.error})`;
        });
    }

    /** Prints the log up to the current step. */
    private print(): void {
        const text = logText(this.fight, this.here.events);
        if (text.length > this.printed) this.out(text.slice(this.printed), 'log');
        this.printed = Math.max(this.printed, text.length);
    }

    private ask(): Stop {
        const ask = this.fight.ask!;
        if (ask.kind === 'face') {
            this.out(`${faceQuestion(ask)} Answer in the input box or here: the number, or \`roll\` to let the generator roll it.\n`, 'table');
            return this.stopHere('roll', `${ask.roll.label} — roll it`);
        }
        this.out(`${choiceQuestion(ask).join('\n')}\n`, 'table');
        return this.stopHere('choice', `${ask.actor}'s turn: choose`);
    }

    private end(): Stop {
        this.reportUnreached();
        return { kind: 'ended' };
    }

    /** Says which breakpoints never had their place come up in the fight. */
    private reportUnreached(): void {
        const rounds = this.here.round;
        for (const b of [...this.lineBreakpoints, ...this.namedBreakpoints]) {
            if (!b.verified || this.reached.has(b.id)) continue;
            const where = b.line !== undefined ? `on line ${b.line}` : `\`${b.request.name}\``;
            this.out(`The breakpoint ${where} never came up: the fight ended after round ${rounds}.\n`, 'table');
        }
    }

    /** Breakpoints whose place never came up, once the fight is at its end (for the client to grey out). */
    unreached(): Breakpoint[] {
        if (this.here.kind !== 'end') return [];
        return [...this.lineBreakpoints, ...this.namedBreakpoints].filter(b => b.verified && !this.reached.has(b.id));
    }

    private verdict(): string {
        const end = this.fight.events.findLast(e => e.kind === 'end');
        return end?.kind === 'end' ? `${end.winner ? `${end.winner} won` : 'No winner'}: ${end.reason}.` : 'The fight is over.';
    }

    private describe(step: Step): string {
        return step.frames[0].name;
    }

    private stopHere(reason: Extract<Stop, { kind: 'stopped' }>['reason'], description: string): Stop {
        return { kind: 'stopped', reason, description };
    }
}

/**
 * The text log of the fight's first `events` events (with the summary once the end is among them):
 * `strife run`'s text, so the log printed as a fight is played is the log of its replay.
 */
export function logText(fight: PlayedFight, events: number): string {
    const log = new CombatLog();
    log.events.push(...fight.events.slice(0, Math.min(events, fight.known)));
    return renderRun({ encounter: '', seed: 0, log, reason: '', rounds: 0, final: [] }, 'text');
}

const CONSOLE_HELP = [
    'Debug Console:',
    '  Ogre.hp, Ogre.hp < 10 and Kara is prone, round   an expression, read as things stand',
    '  Ogre                                           the fighter: side, status, hit points, resources, conditions, zone',
    '  odds Kara: Longsword -> Ogre                   the odds of an attack, and of dropping the target now',
    '  7  (or face 7, or roll)                        the face of the die the table is asked for (roll: the generator rolls it)',
    '  2  (or choose 2, or tactics)                   the choice of turn the table is asked for',
    '  save fight.json                                save the fight so far (its faces and choices)',
    '  seed 42                                        restart the fight with another seed',
].join('\n');
