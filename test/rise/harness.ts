/**
 * Drives the Rise engine with chosen dice: a generator that returns scripted values, and a round
 * runner over an encounter built from .strife text.
 */
import { SeededRng } from '../../language/engine/rng.js';
import { CombatLog, type CombatEvent } from '../../language/engine/log.js';
import { encounterModel } from '../../language/model/encounter-model.js';
import type { Encounter } from '../../language/generated/ast.js';
import { rise } from '../../language/rulesets/rise/index.js';
import type { RiseEngine, RiseFighter } from '../../language/rulesets/rise/engine.js';
import type { PlannedTurn } from '../../language/engine/model.js';
import { build } from '../helpers.js';

/** A generator whose draws are the given values, in order; it fails loudly when they run out. */
export class ScriptedRng extends SeededRng {
    constructor(private readonly values: number[]) {
        super(0);
    }
    override int(min: number, max: number): number {
        const value = this.values.shift();
        if (value === undefined) throw new Error('ScriptedRng ran out of values');
        if (value < min || value > max) throw new Error(`scripted ${value} outside ${min}..${max}`);
        this.drawCount++;
        return value;
    }
    get remaining(): number {
        return this.values.length;
    }
}

export interface Arena {
    engine: RiseEngine;
    fighters: RiseFighter[];
    byId(id: string): RiseFighter;
    /** Plays round `round` with these dice; returns the events it logged. */
    play(round: number, dice: number[], plans?: PlannedTurn[]): CombatEvent[];
}

/** Builds the text's first encounter and its fighters; plans default to its script. */
export async function arena(text: string): Promise<Arena> {
    const built = await build(text);
    const errors = built.diagnostics.filter(d => d.severity === 1);
    if (errors.length) throw new Error(`test file has errors: ${errors.map(e => e.message).join('; ')}`);
    const encounter = built.root.elements.find((e): e is Encounter => e.$type === 'Encounter')!;
    const model = encounterModel(encounter, rise);
    const engine = rise.createEngine({ options: model.options, encounter: model }) as RiseEngine;
    const fighters = model.sides.flatMap(s => s.members.map(m => engine.createFighter(m)));
    const byId = (id: string) => fighters.find(f => f.id === id)!;
    return {
        engine,
        fighters,
        byId,
        play(round, dice, plans) {
            const log = new CombatLog();
            const rng = new ScriptedRng([...dice]);
            const turns = plans ?? model.script.find(r => r.round === round)?.turns ?? [];
            engine.playRound({ round, fighters, plans: new Map(turns.map(t => [t.actor, t])), rng, log, byId, surprised: model.surprised });
            if (rng.remaining) throw new Error(`${rng.remaining} scripted dice were not used`);
            return log.events;
        },
    };
}

export const attackEvents = (events: CombatEvent[]) => events.filter((e): e is Extract<CombatEvent, { kind: 'attack' }> => e.kind === 'attack');
export const damageEvents = (events: CombatEvent[]) => events.filter((e): e is Extract<CombatEvent, { kind: 'damage' }> => e.kind === 'damage');
export const woundEvents = (events: CombatEvent[]) => events.filter((e): e is Extract<CombatEvent, { kind: 'wound' }> => e.kind === 'wound');
