/** Drives the Vaxia engine with chosen d100 faces over an encounter built from .strife text. */
import { CombatLog, type CombatEvent } from '../../language/engine/log.js';
import type { EncounterModel, PlannedTurn } from '../../language/engine/model.js';
import type { Encounter } from '../../language/generated/ast.js';
import { encounterModel } from '../../language/model/encounter-model.js';
import type { VaxiaEngine } from '../../language/rulesets/vaxia/engine.js';
import type { VaxiaFighter } from '../../language/rulesets/vaxia/fighter.js';
import { vaxia } from '../../language/rulesets/vaxia/index.js';
import { build } from '../helpers.js';
import { ScriptedRng } from '../rise/harness.js';

export interface VaxiaArena {
    model: EncounterModel;
    engine: VaxiaEngine;
    fighters: VaxiaFighter[];
    byId(id: string): VaxiaFighter;
    /** Plays round `round` with these d100 faces (all must be used); returns its events. */
    play(round: number, dice: number[], plans?: PlannedTurn[]): CombatEvent[];
}

export async function vaxiaArena(text: string): Promise<VaxiaArena> {
    const built = await build(text);
    const errors = built.diagnostics.filter(d => d.severity === 1);
    if (errors.length) throw new Error(`test file has errors: ${errors.map(e => e.message).join('; ')}`);
    const encounter = built.root.elements.find((e): e is Encounter => e.$type === 'Encounter')!;
    const model = encounterModel(encounter, vaxia);
    const engine = vaxia.createEngine({ options: model.options, encounter: model }) as VaxiaEngine;
    const fighters = model.sides.flatMap(s => s.members.map(m => engine.createFighter(m)));
    const byId = (id: string) => fighters.find(f => f.id === id)!;
    return {
        model,
        engine,
        fighters,
        byId,
        play(round, dice, plans) {
            const log = new CombatLog();
            const rng = new ScriptedRng([...dice]);
            const turns = plans ?? model.script.find(r => r.round === round)?.turns ?? [];
            engine.playRound({ round, fighters, plans: new Map(turns.map(t => [t.actor, t])), rng, log, byId });
            if (rng.remaining) throw new Error(`${rng.remaining} scripted dice were not used`);
            return log.events;
        },
    };
}
