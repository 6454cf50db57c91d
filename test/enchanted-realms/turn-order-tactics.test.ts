/**
 * Enchanted Realms tactics against turns taken one by one in initiative order (public rules,
 * Initiative; seed §Knocked Down counts the turns down from the highest): a turn tactics decided as
 * the round began is decided again when its foe fell before the turn came, so no fighter spends its
 * turn walking up to, or standing beside, the dead.
 */
import { describe, expect, it } from 'vitest';
import type { CombatEvent } from '../../language/engine/log.js';
import { runEncounter } from '../../language/engine/runner.js';
import type { Encounter } from '../../language/generated/ast.js';
import { encounterModel } from '../../language/model/encounter-model.js';
import { enchantedRealms } from '../../language/rulesets/enchanted-realms/index.js';
import { ER_FOUR_VS_SIX } from '../bench/er-engine-bench.js';
import { build } from '../helpers.js';

async function modelOf(text: string) {
    const built = await build(text);
    return encounterModel(built.root.elements.find((e): e is Encounter => e.$type === 'Encounter')!, enchantedRealms);
}

/** Turns spent at someone already dead: an action aimed at them, or "already beside" them. */
function turnsAtTheDead(events: readonly CombatEvent[]): string[] {
    const dead = new Set<string>();
    const wasted: string[] = [];
    for (const e of events) {
        if (e.kind === 'defeated' && /dead|dies/.test(e.how)) dead.add(e.who);
        if (e.kind === 'action' || e.kind === 'attack') {
            const beside = e.kind === 'action' ? /is already beside (\S+)$/.exec(e.text)?.[1] : undefined;
            const at = beside ?? e.target;
            if (at !== undefined && dead.has(at)) wasted.push(e.kind === 'action' ? e.text : `${e.actor} attacks ${at}`);
        }
    }
    return wasted;
}

describe('a tactics turn whose foe fell before it came', () => {
    it('never happens in 60 seeded fights of the 4-against-6 bench encounter', async () => {
        const model = await modelOf(ER_FOUR_VS_SIX);
        const wasted: string[] = [];
        for (let seed = 1; seed <= 60; seed++)
            wasted.push(...turnsAtTheDead(runEncounter(model, enchantedRealms, { seed, keepLog: true }).log.events));
        expect(wasted).toEqual([]);
    });
});

describe('what a combatant starts the fight with', () => {
    it('is said in round 1: a restriction written on its line, Body below its maximum', async () => {
        const model = await modelOf(`${ER_FOUR_VS_SIX.replace('Skeleton x2 at gate', 'Skeleton x2 at gate is prone')}`);
        const events = runEncounter(model, enchantedRealms, { seed: 1, keepLog: true }).log.events;
        const firstRound = events.slice(
            0,
            events.findIndex((e, i) => i > 0 && e.kind === 'round' && e.round === 2),
        );
        const notes = firstRound.flatMap(e => (e.kind === 'note' ? [e.text] : []));
        expect(notes).toContain('Skeleton#1 starts the fight prone.');
        expect(notes.filter(n => n.startsWith('Brannoc starts'))).toEqual([]);
    });
});
