/**
 * The Debug Adapter Protocol around a played fight (`session.ts`), on @vscode/debugadapter's
 * `DebugSession` (ARCHITECTURE.md §Decisions). The same class answers VS Code (in the language
 * server, its messages passed through the extension: `server/debug-adapter.ts`) and any DAP client
 * over stdio (`strife debug --stdio`): only where the encounter is loaded from differs.
 *
 * One thread, the fight; its call stack is the step's frames (roll, action, phase or turn, round);
 * two scopes, the fighters and the fight. The questions for the table are stops (reason `roll` or
 * `choice`) with a custom event, `strife.ask`, that VS Code answers in an input box; any client can
 * answer in the Debug Console.
 */
import { DEFAULT_HP_NAME } from '../engine/log.js';
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
    BreakpointEvent,
    ContinuedEvent,
    DebugSession,
    Event,
    Handles,
    InitializedEvent,
    OutputEvent,
    Scope,
    Source,
    StackFrame,
    StoppedEvent,
    TerminatedEvent,
    Thread,
} from '@vscode/debugadapter';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { ANSWER_REQUEST, ASK_EVENT, type AskEventBody, RESTART_WITH_SEED_REQUEST, SAVE_REQUEST } from '../../client/protocol.js';
import type { FighterState, TableRecord, TableSetup } from '../engine/played-fight.js';
import { RecordMismatch, unknownNames } from '../engine/played-fight.js';
import { MAX_SEED } from '../validation/limit-checks.js';
import { DEFAULT_SEED } from '../workspace/run-service.js';
import { choiceText, namesWarning } from './answers.js';
import { fighterLine } from './expressions.js';
import type { LoadOutcome } from './load.js';
import { readSavedFight, readSeats, type SavedFight, savedFightText } from './saved-fight.js';
import { type Breakpoint, type BreakpointRequest, type Motion, type Stop, TableSession } from './session.js';

/** The launch configuration's attributes (package.json `debuggers` says the same to VS Code). */
interface LaunchArguments extends DebugProtocol.LaunchRequestArguments {
    /** The .strife file. */
    program?: string;
    /** The encounter to play (default: the file's first). */
    encounter?: string;
    /** The seed (default: the encounter's `seed` line, else `defaultSeed`, else 1). */
    seed?: number;
    /** `strife.defaultSeed` of the editor, filled in by the extension. */
    defaultSeed?: number;
    /** Who rolls at the table: "everyone", "nobody" (the default: the seeded generator rolls everything), or side and fighter names. */
    table?: unknown;
    /** Side and fighter names whose turns are chosen at the table where tactics would play them. */
    choose?: unknown;
    /** The first faces of the fight, given in advance. */
    faces?: unknown;
    /** A saved fight to go on from (its seed, table, faces and choices). */
    resume?: string;
    /** A file the fight is saved to after each answer. */
    save?: string;
    /** Stop before the first round (default false). */
    stopOnEntry?: boolean;
}

/** Where the adapter gets an encounter from: the language server's documents, or files read by the CLI. */
export interface EncounterSource {
    load(program: string, encounter: string | undefined): Promise<LoadOutcome>;
}

const THREAD = 1;

type VariableOwner = { kind: 'fighters' } | { kind: 'fight' } | { kind: 'fighter'; id: string };

export class StrifeDebugSession extends DebugSession {
    private session?: TableSession;
    private program = '';
    private args: LaunchArguments = {};
    private lineRequests: BreakpointRequest[] = [];
    private namedRequests: BreakpointRequest[] = [];
    private variables = new Handles<VariableOwner>();
    private configured?: () => void;
    private readonly configurationDone = new Promise<void>(resolve => {
        this.configured = resolve;
    });

    constructor(private readonly source: EncounterSource) {
        super();
        this.setDebuggerLinesStartAt1(true);
        this.setDebuggerColumnsStartAt1(true);
    }

    protected override initializeRequest(response: DebugProtocol.InitializeResponse): void {
        response.body = {
            supportsConfigurationDoneRequest: true,
            supportsConditionalBreakpoints: true,
            supportsFunctionBreakpoints: true,
            supportsLogPoints: true,
            supportsEvaluateForHovers: true,
            supportsRestartRequest: true,
            supportsTerminateRequest: true,
        };
        this.sendResponse(response);
    }

    protected override configurationDoneRequest(response: DebugProtocol.ConfigurationDoneResponse): void {
        this.sendResponse(response);
        this.configured?.();
    }

    protected override async launchRequest(response: DebugProtocol.LaunchResponse, args: LaunchArguments): Promise<void> {
        const started = await this.begin(args);
        if (typeof started === 'string') {
            this.sendErrorResponse(response, { id: 1, format: started.replace(/[{}]/g, ''), showUser: true });
            this.sendEvent(new TerminatedEvent());
            return;
        }
        // The configuration (breakpoints) comes once the client hears `initialized`; a client that
        // sends none is not waited for long.
        this.sendEvent(new InitializedEvent());
        await Promise.race([this.configurationDone, new Promise(resolve => setTimeout(resolve, 2000))]);
        this.sendResponse(response);
        this.report(started.start(args.stopOnEntry ?? false));
    }

    protected override async restartRequest(response: DebugProtocol.RestartResponse, args: DebugProtocol.RestartArguments): Promise<void> {
        const started = await this.begin({ ...this.args, ...((args.arguments as LaunchArguments | undefined) ?? {}) }, 'restarted');
        if (typeof started === 'string') {
            this.sendErrorResponse(response, { id: 2, format: started.replace(/[{}]/g, ''), showUser: true });
            return;
        }
        this.sendResponse(response);
        this.report(started.start(this.args.stopOnEntry ?? false));
    }

    protected override setBreakPointsRequest(response: DebugProtocol.SetBreakpointsResponse, args: DebugProtocol.SetBreakpointsArguments): void {
        const requests = (args.breakpoints ?? []).map(b => ({ line: b.line, condition: b.condition, logMessage: b.logMessage }));
        const mine = args.source.path !== undefined && samePath(args.source.path, this.program);
        if (!mine) {
            response.body = {
                breakpoints: requests.map(r => ({
                    verified: false,
                    line: r.line,
                    message: `Breakpoints of this fight go in ${path.basename(this.program) || 'the file being debugged'}.`,
                })),
            };
        } else {
            const set = this.session?.setLineBreakpoints(requests) ?? [];
            this.lineRequests = set.map(b => ({ ...b.request, id: b.id }));
            response.body = { breakpoints: set.map(b => this.dapBreakpoint(b)) };
        }
        this.sendResponse(response);
    }

    protected override setFunctionBreakPointsRequest(
        response: DebugProtocol.SetFunctionBreakpointsResponse,
        args: DebugProtocol.SetFunctionBreakpointsArguments,
    ): void {
        const set = this.session?.setNamedBreakpoints(args.breakpoints.map(b => ({ name: b.name, condition: b.condition }))) ?? [];
        this.namedRequests = set.map(b => ({ ...b.request, id: b.id }));
        response.body = { breakpoints: set.map(b => this.dapBreakpoint(b)) };
        this.sendResponse(response);
    }

    protected override threadsRequest(response: DebugProtocol.ThreadsResponse): void {
        response.body = { threads: [new Thread(THREAD, this.session?.loaded.model.name ?? 'fight')] };
        this.sendResponse(response);
    }

    protected override stackTraceRequest(response: DebugProtocol.StackTraceResponse): void {
        const frames = this.session?.here.frames ?? [];
        const source = new Source(path.basename(this.program), this.program);
        response.body = { stackFrames: frames.map((f, i) => new StackFrame(i, f.name, source, f.line, 1)), totalFrames: frames.length };
        this.sendResponse(response);
    }

    protected override scopesRequest(response: DebugProtocol.ScopesResponse): void {
        response.body = {
            scopes: [
                new Scope('Fighters', this.variables.create({ kind: 'fighters' })),
                new Scope('Fight', this.variables.create({ kind: 'fight' })),
            ],
        };
        this.sendResponse(response);
    }

    protected override variablesRequest(response: DebugProtocol.VariablesResponse, args: DebugProtocol.VariablesArguments): void {
        const owner = this.variables.get(args.variablesReference);
        response.body = { variables: this.session && owner ? this.variablesOf(this.session, owner) : [] };
        this.sendResponse(response);
    }

    protected override continueRequest(response: DebugProtocol.ContinueResponse): void {
        response.body = { allThreadsContinued: true };
        this.sendResponse(response);
        this.moveOn('continue');
    }

    protected override nextRequest(response: DebugProtocol.NextResponse): void {
        this.sendResponse(response);
        this.moveOn('next');
    }

    protected override stepInRequest(response: DebugProtocol.StepInResponse): void {
        this.sendResponse(response);
        this.moveOn('in');
    }

    protected override stepOutRequest(response: DebugProtocol.StepOutResponse): void {
        this.sendResponse(response);
        this.moveOn('out');
    }

    protected override async evaluateRequest(response: DebugProtocol.EvaluateResponse, args: DebugProtocol.EvaluateArguments): Promise<void> {
        const session = this.session;
        if (!session) {
            this.sendErrorResponse(response, { id: 3, format: 'No fight is being played.', showUser: false });
            return;
        }
        const text = args.expression.trim();
        if (args.context !== 'repl') {
            const result = session.expression(text);
            // A hover over a word that names nobody shows nothing.
            if (result.error && args.context === 'hover') this.sendErrorResponse(response, { id: 4, format: 'not a fighter', showUser: false });
            else {
                response.body = { result: result.text, variablesReference: 0 };
                this.sendResponse(response);
            }
            return;
        }
        const save = /^save\s+(.+)$/i.exec(text);
        const seed = /^(?:seed|restart)(?:\s+(\S+))?$/i.exec(text);
        if (save) {
            response.body = { result: this.save(save[1]), variablesReference: 0 };
            this.sendResponse(response);
            return;
        }
        if (seed) {
            response.body = { result: await this.restartWith(seed[1]), variablesReference: 0 };
            this.sendResponse(response);
            return;
        }
        const result = session.console(text);
        response.body = { result: 'stop' in result ? '' : result.text, variablesReference: 0 };
        this.sendResponse(response);
        if ('stop' in result) this.afterAnswer(result.stop);
    }

    protected override async customRequest(command: string, response: DebugProtocol.Response, args: unknown): Promise<void> {
        const body = (args ?? {}) as { text?: unknown; path?: unknown; seed?: unknown };
        const session = this.session;
        if (command === ANSWER_REQUEST && session) {
            const result = session.answer(String(body.text ?? ''));
            response.body = 'error' in result ? { error: result.error } : {};
            this.sendResponse(response);
            if ('error' in result) this.output(`${result.error}\n`, 'stderr');
            else this.afterAnswer(result);
            return;
        }
        if (command === SAVE_REQUEST && session) {
            response.body = { message: this.save(String(body.path ?? '')) };
            this.sendResponse(response);
            return;
        }
        if (command === RESTART_WITH_SEED_REQUEST) {
            response.body = { message: await this.restartWith(String(body.seed ?? '')) };
            this.sendResponse(response);
            return;
        }
        super.customRequest(command, response, args);
    }

    /**
     * Loads the encounter and sets the fight up from the launch arguments (seed, table, faces, a
     * saved fight to resume); keeps the breakpoints asked for. Returns the session, or why not.
     */
    private async begin(args: LaunchArguments, how?: string): Promise<TableSession | string> {
        this.args = args;
        if (typeof args.program !== 'string' || args.program === '') return 'The launch configuration names no .strife file ("program").';
        this.program = path.resolve(args.program);
        let resumed: SavedFight | undefined;
        if (args.resume) {
            let read: ReturnType<typeof readSavedFight>;
            try {
                read = readSavedFight(fs.readFileSync(this.resolve(args.resume), 'utf8'));
            } catch (error) {
                return `Cannot read the saved fight ${args.resume}: ${(error as Error).message}`;
            }
            if ('error' in read) return `${args.resume} cannot be resumed: ${read.error}.`;
            resumed = read;
        }
        const outcome = await this.source.load(this.program, args.encounter ?? resumed?.encounter);
        if (!outcome.ok) return `${path.basename(this.program)} cannot be played: ${outcome.message}`;
        const seats = readSeats(args.table);
        if (!seats) return '"table" is "everyone", "nobody", or a list of side and fighter names.';
        const faces = args.faces ?? [];
        if (!Array.isArray(faces) || !faces.every(f => Number.isSafeInteger(f))) return '"faces" is a list of whole numbers.';
        const choosers = Array.isArray(args.choose) ? args.choose.map(String) : [];
        const model = outcome.loaded.model;
        const seed = args.seed ?? model.seed ?? args.defaultSeed ?? DEFAULT_SEED;
        if (!Number.isSafeInteger(seed) || seed < 0 || seed > MAX_SEED) return `A seed is a whole number from 0 to ${MAX_SEED}, not ${seed}.`;
        const setup: TableSetup = resumed ? resumed.setup : { seed, seats, choosers };
        const record: TableRecord = resumed ? resumed.record : { faces: [], choices: [] };
        if (how) this.output(`\n— ${how}: ${model.name}, seed ${setup.seed} —\n`, 'console');
        const unknown = unknownNames(model, setup);
        if (unknown.length) this.output(`${namesWarning(unknown, model)}\n`, 'stderr');
        try {
            const session = new TableSession(
                outcome.loaded,
                setup,
                record,
                (text, kind) => this.output(text, kind === 'log' ? 'stdout' : 'console'),
                resumed ? [] : faces,
            );
            this.session = session;
            // A restart keeps the breakpoints (and their ids), checked against the file as it is now.
            if (this.lineRequests.length || this.namedRequests.length) this.refreshBreakpoints(session);
            return session;
        } catch (error) {
            if (error instanceof RecordMismatch) return `The fight cannot be played from the faces and choices given: ${error.message}`;
            return `The fight stopped: ${(error as Error).message}`;
        }
    }

    /** `seed 42` in the console, or the Restart with Seed command: the fight starts again with that seed (empty: the same). */
    private async restartWith(seedText: string): Promise<string> {
        const seed = seedText.trim() === '' ? this.session?.setup.seed : Number(seedText);
        if (seed === undefined || !Number.isSafeInteger(seed) || seed < 0 || seed > MAX_SEED)
            return `A seed is a whole number from 0 to ${MAX_SEED}.`;
        const { resume: _resume, ...args } = this.args;
        const started = await this.begin({ ...args, seed }, 'restarted');
        if (typeof started === 'string') return started;
        this.sendEvent(new ContinuedEvent(THREAD));
        this.report(started.start(args.stopOnEntry ?? false));
        return `Restarted with seed ${seed}.`;
    }

    private moveOn(motion: Motion): void {
        if (!this.session) return;
        this.report(this.session.move(motion));
    }

    /** After an answer the fight moves on: the client hears it continue, then where it stopped. */
    private afterAnswer(stop: Stop): void {
        this.autosave();
        this.sendEvent(new ContinuedEvent(THREAD));
        this.report(stop);
    }

    private report(stop: Stop): void {
        this.variables.reset();
        const session = this.session;
        if (stop.kind === 'ended' || !session) {
            for (const b of session?.unreached() ?? [])
                this.sendEvent(
                    new BreakpointEvent('changed', { ...this.dapBreakpoint(b), verified: false, message: 'It never came up in this fight.' }),
                );
            this.sendEvent(new TerminatedEvent());
            return;
        }
        const event = new StoppedEvent(stop.reason, THREAD) as DebugProtocol.StoppedEvent;
        event.body.description = stop.description;
        event.body.text = stop.description;
        if (stop.breakpoints?.length) event.body.hitBreakpointIds = [...stop.breakpoints];
        event.body.allThreadsStopped = true;
        this.sendEvent(event);
        if (stop.reason === 'end')
            for (const b of session.unreached()) this.sendEvent(new BreakpointEvent('changed', { ...this.dapBreakpoint(b), verified: false }));
        const ask = session.question;
        if (ask) {
            const body: AskEventBody =
                ask.kind === 'face'
                    ? { kind: 'face', title: ask.roll.label, sides: ask.roll.sides }
                    : {
                          kind: 'choice',
                          title: `${ask.actor}'s turn in round ${ask.round}`,
                          options: ask.options.map(o => choiceText(o, ask.policy)),
                      };
            this.sendEvent(new Event(ASK_EVENT, body));
        }
    }

    /** Breakpoints set before the fight was loaded are verified (or refused) once it is. */
    private refreshBreakpoints(session: TableSession): void {
        const all = [...session.setLineBreakpoints(this.lineRequests), ...session.setNamedBreakpoints(this.namedRequests)];
        for (const b of all) this.sendEvent(new BreakpointEvent('changed', this.dapBreakpoint(b)));
    }

    private dapBreakpoint(b: Breakpoint): DebugProtocol.Breakpoint {
        return {
            id: b.id,
            verified: b.verified,
            ...(b.line !== undefined ? { line: b.line, source: new Source(path.basename(this.program), this.program) } : {}),
            ...(b.message ? { message: b.message } : {}),
        };
    }

    private variablesOf(session: TableSession, owner: VariableOwner): DebugProtocol.Variable[] {
        const fighters = session.fighters;
        if (owner.kind === 'fighters')
            return fighters.map(f => ({
                name: f.id,
                value: fighterLine(f).replace(/^[^:]*: /, ''),
                variablesReference: this.variables.create({ kind: 'fighter', id: f.id }),
                evaluateName: f.id,
            }));
        if (owner.kind === 'fighter') {
            const f = fighters.find(x => x.id === owner.id);
            return f ? fighterVariables(f) : [];
        }
        const here = session.here;
        const fight = session.fight;
        const seats = session.setup.seats;
        const rows: [string, string][] = [
            ['round', String(here.round)],
            ['seed', String(session.setup.seed)],
            [
                'table',
                seats === 'everyone'
                    ? 'everyone rolls at the table'
                    : seats.length
                      ? `${seats.join(', ')} roll at the table`
                      : 'the seeded generator rolls',
            ],
            ['dice rolled', String(Math.min(fight.record.faces.length, diceBefore(session)))],
        ];
        if (here.roll !== undefined) rows.push([here.kind === 'face' ? 'to roll' : 'roll', fight.rolls[here.roll].label]);
        if (here.roll !== undefined && here.kind === 'roll') rows.push(['face', String(fight.rolls[here.roll].value)]);
        return rows.map(([name, value]) => ({ name, value, variablesReference: 0 }));
    }

    /** Saves the fight so far; `file` relative to the program's folder. Returns what happened, in words. */
    private save(file: string): string {
        if (!this.session) return 'No fight is being played.';
        const target = this.resolve(file.trim());
        try {
            fs.writeFileSync(target, savedFightText(this.session.saved()));
            return `Saved to ${target}.`;
        } catch (error) {
            return `Cannot save to ${target}: ${(error as Error).message}`;
        }
    }

    private autosave(): void {
        if (this.args.save) this.output(`${this.save(this.args.save)}\n`, 'console');
    }

    private resolve(file: string): string {
        return path.resolve(path.dirname(this.program || '.'), file);
    }

    private output(text: string, category: 'console' | 'stdout' | 'stderr'): void {
        this.sendEvent(new OutputEvent(text, category));
    }
}

/** Dice drawn before the current step's events (the fight so far). */
function diceBefore(session: TableSession): number {
    const n = session.here.events;
    const fight = session.fight;
    return n === 0 ? 0 : n >= fight.events.length ? fight.rolls.length : fight.diceBefore[n];
}

function fighterVariables(f: FighterState): DebugProtocol.Variable[] {
    const hp = f.hpName ?? DEFAULT_HP_NAME;
    const rows: [string, string, string][] = [
        ['side', f.side, `${f.id}.side`],
        ['status', f.status, `${f.id}.status`],
        [hp, `${f.hp}/${f.maxHp}`, `${f.id}.hp`],
        ['zone', f.zone ?? '—', `${f.id}.zone`],
        ['conditions', f.conditions.join(', ') || 'none', `${f.id}.conditions`],
        ...Object.entries(f.resources).map(([k, v]): [string, string, string] => [k.replace(/_/g, ' '), String(v), `${f.id}.${k}`]),
    ];
    return rows.map(([name, value, evaluateName]) => ({ name, value, variablesReference: 0, evaluateName }));
}

function samePath(a: string, b: string): boolean {
    return path.resolve(a) === path.resolve(b);
}
