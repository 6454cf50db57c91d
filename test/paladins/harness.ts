/**
 * Drives the Paladins engine with chosen dice: builds the first encounter of a .strife text, its
 * fighters and engine, and plays rounds with a generator that returns scripted values.
 * Round 1 of a fresh arena starts with one d12 per combatant (initiative), in encounter order.
 */
import { CombatLog, type CombatEvent } from '../../language/engine/log.js';
import { rollText } from '../../language/engine/render.js';
import type { EncounterModel, PlannedAction, PlannedTurn } from '../../language/engine/model.js';
import { encounterModel } from '../../language/model/encounter-model.js';
import type { Encounter } from '../../language/generated/ast.js';
import type { PaladinsEngine } from '../../language/rulesets/paladins/engine.js';
import type { PaladinsFighter } from '../../language/rulesets/paladins/fighter.js';
import { paladins } from '../../language/rulesets/paladins/index.js';
import { build } from '../helpers.js';
import { ScriptedRng } from '../rise/harness.js';

export { ScriptedRng };

export interface Arena {
    model: EncounterModel;
    engine: PaladinsEngine;
    fighters: PaladinsFighter[];
    byId(id: string): PaladinsFighter;
    /**
     * Plays round `round` with these dice (all must be used); plans default to the script's round.
     * `tactics` names fighters that follow a policy this round (planned through the engine, whose
     * plans replace any given ones).
     */
    play(round: number, dice: number[], plans?: PlannedTurn[], tactics?: Record<string, string>): CombatEvent[];
}

/** Builds the text's first encounter; fails if the text has errors. */
export async function arena(text: string): Promise<Arena> {
    const built = await build(text);
    const errors = built.diagnostics.filter(d => d.severity === 1);
    if (errors.length) throw new Error(`test file has errors: ${errors.map(e => `${e.message} [${String(e.code)}]`).join('; ')}`);
    const encounter = built.root.elements.find((e): e is Encounter => e.$type === 'Encounter')!;
    const model = encounterModel(encounter, paladins);
    const engine = paladins.createEngine({ options: model.options, encounter: model }) as PaladinsEngine;
    const fighters = model.sides.flatMap(s => s.members.map(m => engine.createFighter(m)));
    const byId = (id: string) => {
        const f = fighters.find(x => x.id === id);
        if (!f) throw new Error(`no fighter ${id}`);
        return f;
    };
    return {
        model,
        engine,
        fighters,
        byId,
        play(round, dice, plans, tactics = {}) {
            const log = new CombatLog();
            const rng = new ScriptedRng([...dice]);
            const turns = new Map((plans ?? model.script.find(r => r.round === round)?.turns ?? []).map(t => [t.actor, t]));
            for (const [id, policy] of Object.entries(tactics)) {
                const self = byId(id);
                turns.set(
                    id,
                    engine.planTactics(self, policy, {
                        round,
                        fighters,
                        rng,
                        foesOf: f => fighters.filter(o => o.side !== f.side && o.status === 'active'),
                    }),
                );
            }
            engine.playRound({ round, fighters, plans: turns, rng, log, byId, surprised: model.surprised });
            if (rng.remaining) throw new Error(`${rng.remaining} scripted dice were not used`);
            return log.events;
        },
    };
}

/** A planned turn. */
export const turn = (actor: string, ...actions: PlannedAction[]): PlannedTurn => ({ actor, actions });
/** An attack action. */
export const hit = (attack: string, ...targets: string[]): PlannedAction => ({ action: attack, isAttack: true, targets, modifiers: [] });
/** A ruleset action (move, rest, dodge -> X, opportunity_attack -> X using W...). */
export const act = (action: string, targets: string[] = [], weapon?: string): PlannedAction => ({
    action,
    isAttack: false,
    targets,
    modifiers: [],
    weapon,
});

type Of<K extends CombatEvent['kind']> = Extract<CombatEvent, { kind: K }>;
export const eventsOf = <K extends CombatEvent['kind']>(events: CombatEvent[], kind: K): Of<K>[] => events.filter((e): e is Of<K> => e.kind === kind);
/** Every note's text, joined: for "the log says why" assertions. */
export const notes = (events: CombatEvent[]): string =>
    eventsOf(events, 'note')
        .map(e => e.text)
        .join('\n');

/** The event with its roll as the log prints it (`roll`), for assertions on what a GM reads. */
export const withRoll = <E extends CombatEvent>(e: E): E & { roll?: string } => ({ ...e, roll: rollText(e) });
