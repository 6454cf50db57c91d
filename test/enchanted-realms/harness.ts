/**
 * Drives the Enchanted Realms engine with chosen dice: builds the first encounter of a .strife
 * text and plays rounds with a ScriptedRng. Each round starts with one d10 per standing combatant
 * (initiative, in encounter order; ties then roll d20s).
 */
import { expect } from 'vitest';
import { CombatLog, type CombatEvent } from '../../language/engine/log.js';
import type { EncounterModel } from '../../language/engine/model.js';
import type { Encounter } from '../../language/generated/ast.js';
import { encounterModel } from '../../language/model/encounter-model.js';
import type { EnchantedRealmsEngine } from '../../language/rulesets/enchanted-realms/engine.js';
import type { ErFighter } from '../../language/rulesets/enchanted-realms/engine/fighter.js';
import { enchantedRealms } from '../../language/rulesets/enchanted-realms/index.js';
import { build } from '../helpers.js';
import { ScriptedRng } from '../rise/harness.js';

export interface ErArena {
    model: EncounterModel;
    engine: EnchantedRealmsEngine;
    fighters: ErFighter[];
    byId(id: string): ErFighter;
    /** Plays `round` of the script with these dice; all must be used. */
    play(round: number, dice: number[]): CombatEvent[];
}

export async function erArena(text: string): Promise<ErArena> {
    const built = await build(text);
    const errors = built.diagnostics.filter(d => d.severity === 1);
    if (errors.length) throw new Error(`test file has errors: ${errors.map(e => `${e.message} [${String(e.code)}]`).join('; ')}`);
    const encounter = built.root.elements.find((e): e is Encounter => e.$type === 'Encounter')!;
    const model = encounterModel(encounter, enchantedRealms);
    const engine = enchantedRealms.createEngine({ options: model.options, encounter: model }) as EnchantedRealmsEngine;
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
        play(round, dice) {
            const log = new CombatLog();
            const rng = new ScriptedRng([...dice]);
            const plans = new Map((model.script.find(r => r.round === round)?.turns ?? []).map(t => [t.actor, t]));
            engine.playRound({ round, fighters, plans, rng, log, surprised: model.surprised, byId });
            expect(rng.remaining, 'every scripted die is used').toBe(0);
            return log.events;
        },
    };
}
