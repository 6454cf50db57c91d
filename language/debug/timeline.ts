/**
 * The steps of a played fight, as the debugger walks them: the start, each round, each action
 * (an attack, a ruleset action, the initiative order, a note), each die rolled inside an action,
 * the question for the table (a face, a choice), and the end. Read from the fight's log alone, so
 * it serves every ruleset: events a log prints at the action level start an action, the rest
 * (damage, checks, conditions…) belong to the action before them in the same phase.
 *
 * Each step carries its call stack, innermost first — roll, action, phase or turn, round — each
 * frame with the script line it stands for: the scripted line of the actor in that round (the one
 * naming the action, when the actor has several), else its side's `tactics` line, else the round's
 * line or the encounter's.
 */
import type { CombatEvent } from '../engine/log.js';
import type { EncounterModel } from '../engine/model.js';
import type { PlayedFight } from '../engine/played-fight.js';
import type { ScriptLines } from './script-lines.js';

export type StepKind = 'start' | 'round' | 'action' | 'roll' | 'face' | 'choice' | 'end';

/** One frame of a step's call stack. */
export interface Frame {
    readonly name: string;
    readonly line: number;
}

export interface Step {
    readonly kind: StepKind;
    /** How many events have happened when the fight stands here (the console has printed them). */
    readonly events: number;
    readonly round: number;
    /** Innermost first. */
    readonly frames: readonly Frame[];
    /** The fighter acting, for actions and the dice inside them. */
    readonly actor?: string;
    /** The action's name (an attack or a ruleset action), for actions and their dice. */
    readonly action?: string;
    /** Which action (a number per action) and which phase or turn it belongs to, for stepping out. */
    readonly group: number;
    readonly middle: number;
    /** The die (index into `PlayedFight.rolls`), for roll and face steps. */
    readonly roll?: number;
    /** An action seen in the look ahead: it starts once the table answers. */
    readonly ahead?: boolean;
}

/** Kinds the log prints at the action level: each starts an action. */
const ACTION_KINDS = new Set<CombatEvent['kind']>(['attack', 'action', 'order', 'note']);

interface Group {
    readonly id: number;
    readonly frame: Frame;
    readonly actor?: string;
    readonly action?: string;
    readonly start: number;
}

/** The steps of `fight` (see the module comment). */
export function timeline(fight: PlayedFight, lines: ScriptLines, encounter: EncounterModel): Step[] {
    const sideOf = new Map(encounter.sides.flatMap(s => s.members.map(m => [m.id, s.name] as const)));
    const tacticsLine = (actor: string | undefined) => {
        const side = actor === undefined ? undefined : sideOf.get(actor);
        return (lines.tactics.find(t => t.side === side) ?? lines.tactics.find(t => t.side === undefined))?.line;
    };
    const roundLine = (round: number) => lines.rounds.get(round) ?? lines.encounter;
    const actionLine = (round: number, actor: string | undefined, action: string | undefined): number => {
        if (actor === undefined) return roundLine(round);
        const mine = lines.turns.filter(t => t.round === round && t.actors.includes(actor));
        return (mine.find(t => action !== undefined && t.actions.includes(action)) ?? mine[0])?.line ?? tacticsLine(actor) ?? roundLine(round);
    };

    const steps: Step[] = [];
    const encounterFrame: Frame = { name: encounter.name, line: lines.encounter };
    let ids = 0;
    let round = 0;
    let roundFrame: Frame = encounterFrame;
    let phase: { id: number; frame: Frame } | undefined;
    let turn: { id: number; frame: Frame; actor?: string } | undefined;
    let group: Group | undefined;

    const middle = () => phase ?? turn;
    const stack = (inner: Frame[]) => {
        const m = middle();
        return [...inner, ...(m ? [m.frame] : []), roundFrame];
    };
    const openGroup = (e: CombatEvent, at: number): Group => {
        const { actor, action, title } = describe(e);
        const frame = { name: title, line: actionLine(round, actor, action) };
        if (!phase && (turn === undefined || turn.actor !== actor || actor === undefined))
            turn = { id: ++ids, frame: { name: actor ? `${actor}'s turn` : title, line: frame.line }, actor };
        return { id: ++ids, frame, actor, action, start: at };
    };
    const actionStep = (g: Group, events: number, ahead: boolean): Step => ({
        kind: 'action',
        events,
        round,
        frames: stack([g.frame]),
        group: g.id,
        middle: middle()?.id ?? 0,
        ...(g.actor ? { actor: g.actor } : {}),
        ...(g.action ? { action: g.action } : {}),
        ...(ahead ? { ahead } : {}),
    });
    const rollStep = (kind: 'roll' | 'face', k: number, events: number): Step => {
        const roll = fight.rolls[k];
        const g = group;
        const name = kind === 'face' ? `${roll.label} — roll it` : `${roll.label} → ${roll.value}`;
        return {
            kind,
            events,
            round,
            frames: stack([{ name, line: g?.frame.line ?? roundLine(round) }, ...(g ? [g.frame] : [])]),
            group: g?.id ?? 0,
            middle: middle()?.id ?? 0,
            roll: k,
            ...(g?.actor ? { actor: g.actor } : {}),
            ...(g?.action ? { action: g.action } : {}),
        };
    };
    // Which dice each event shows, among those drawn in the fight so far.
    const rollsOf = new Map<number, number[]>();
    fight.rolls.forEach((r, k) => {
        if (r.event !== undefined && k < fight.record.faces.length) rollsOf.set(r.event, [...(rollsOf.get(r.event) ?? []), k]);
    });

    steps.push({ kind: 'start', events: fight.events[0]?.kind === 'start' ? 1 : 0, round: 0, frames: [encounterFrame], group: 0, middle: 0 });
    const face = fight.ask?.kind === 'face' ? fight.ask : undefined;
    const last = face?.roll.event ?? fight.known - 1;
    for (let i = 0; i <= last && i < fight.events.length; i++) {
        const e = fight.events[i];
        const ahead = i >= fight.known;
        switch (e.kind) {
            case 'start':
                break;
            case 'round':
                round = e.round;
                roundFrame = { name: `Round ${round}`, line: roundLine(round) };
                phase = undefined;
                turn = undefined;
                group = undefined;
                if (!ahead) steps.push({ kind: 'round', events: i + 1, round, frames: [roundFrame], group: 0, middle: 0 });
                break;
            case 'phase':
                phase = { id: ++ids, frame: { name: capitalize(e.name), line: roundLine(round) } };
                turn = undefined;
                group = undefined;
                break;
            case 'end':
                if (!ahead)
                    steps.push({
                        kind: 'end',
                        events: i + 1,
                        round,
                        frames: [{ name: 'End of the fight', line: lines.encounter }],
                        group: 0,
                        middle: 0,
                    });
                break;
            default:
                if (group === undefined || ACTION_KINDS.has(e.kind)) {
                    group = openGroup(e, i);
                    if (!ahead) steps.push(actionStep(group, i, false));
                }
                if (!ahead) for (const k of rollsOf.get(i) ?? []) steps.push(rollStep('roll', k, i));
        }
    }
    if (face) {
        if (group && group.start >= fight.known) steps.push(actionStep(group, fight.known, true));
        steps.push(rollStep('face', face.index, fight.known));
    } else if (fight.ask?.kind === 'choice') {
        const ask = fight.ask;
        const line = tacticsLine(ask.actor) ?? lines.encounter;
        steps.push({
            kind: 'choice',
            events: fight.known,
            round: ask.round,
            frames: [
                { name: `${ask.actor}'s turn: choose`, line },
                { name: ask.round === round ? `Round ${round}` : `Round ${ask.round} (planning)`, line: roundLine(ask.round) },
            ],
            group: 0,
            middle: 0,
            actor: ask.actor,
        });
    }
    return steps;
}

/** Who acts in an event, with which action, and its title in the call stack. */
function describe(e: CombatEvent): { actor?: string; action?: string; title: string } {
    switch (e.kind) {
        case 'attack':
            return { actor: e.actor, action: e.attack, title: `${e.actor}: ${e.attack} -> ${e.target}` };
        case 'action':
            return { actor: e.actor, action: e.action, title: `${e.actor}: ${e.action}${e.target ? ` -> ${e.target}` : ''}` };
        case 'order':
            return { title: capitalize(e.label) };
        case 'note':
            return { title: short(e.text) };
        case 'damage':
            return { actor: e.attacker ?? e.target, title: `${e.target} takes damage` };
        case 'check':
            return { actor: e.who, title: `${e.who}: ${e.what}` };
        case 'resource':
            return { actor: e.who, title: `${e.who}: ${e.resource}` };
        case 'wound':
            return { actor: e.who, title: `${e.who}: wound` };
        case 'condition':
            return { actor: e.who, title: `${e.who} ${e.gained ? 'becomes' : 'is no longer'} ${e.condition}` };
        case 'defeated':
            return { actor: e.who, title: `${e.who} ${e.how}` };
        default:
            return { title: e.kind };
    }
}

function short(text: string): string {
    return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

function capitalize(s: string): string {
    return s.charAt(0).toUpperCase() + s.slice(1);
}
