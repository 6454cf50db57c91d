/**
 * One ruleset's engine driven with chosen dice, for every ruleset's tests: builds the first
 * encounter of a .strife text and plays rounds with a ScriptedRng that must use every die given.
 */
import type { Fighter, RulesetEngine } from '../language/engine/contract.js';
import { CombatLog, type CombatEvent } from '../language/engine/log.js';
import type { EncounterModel, PlannedTurn } from '../language/engine/model.js';
import { SeededRng } from '../language/engine/rng.js';
import type { Encounter } from '../language/generated/ast.js';
import { encounterModel } from '../language/model/encounter-model.js';
import type { Ruleset } from '../language/rulesets/ruleset.js';
import { build } from './helpers.js';

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

/** Gives each fighter its turn of `turns` (by actor; none: no turn), as the runner does before a round. */
export function givePlans(fighters: readonly Fighter[], turns: Iterable<PlannedTurn>): void {
    const byActor = new Map([...turns].map(t => [t.actor, t]));
    for (const f of fighters) f.plan = byActor.get(f.id);
}

export interface Arena<E, F extends Fighter> {
    model: EncounterModel;
    engine: E;
    fighters: F[];
    byId(id: string): F;
    /**
     * Plays round `round` with these dice (all must be used); plans default to the script's round.
     * `tactics` names fighters that follow a policy this round (planned through the engine, whose
     * plans replace any given ones).
     */
    play(round: number, dice: number[], plans?: PlannedTurn[], tactics?: Record<string, string>): CombatEvent[];
}

/** Builds the text's first encounter under `ruleset`; fails if the text has errors. */
export async function rulesetArena<E extends RulesetEngine<F>, F extends Fighter>(ruleset: Ruleset, text: string): Promise<Arena<E, F>> {
    const built = await build(text);
    const errors = built.diagnostics.filter(d => d.severity === 1);
    if (errors.length) throw new Error(`test file has errors: ${errors.map(e => `${e.message} [${String(e.code)}]`).join('; ')}`);
    const encounter = built.root.elements.find((e): e is Encounter => e.$type === 'Encounter')!;
    const model = encounterModel(encounter, ruleset);
    const engine = ruleset.createEngine({ options: model.options, encounter: model }) as unknown as E;
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
            const foesOf = (f: F) => fighters.filter(o => o.side !== f.side && o.status === 'active');
            for (const [id, policy] of Object.entries(tactics)) turns.set(id, engine.planTactics(byId(id), policy, { round, fighters, rng, foesOf }));
            givePlans(fighters, turns.values());
            engine.playRound({ round, fighters, rng, log, byId, surprised: model.surprised });
            if (rng.remaining) throw new Error(`${rng.remaining} scripted dice were not used`);
            return log.events;
        },
    };
}
