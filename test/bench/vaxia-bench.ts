/**
 * Vaxia engine: 10,000 seeded runs (seeds 1..10000) of a 4-against-6 Vaxia encounter driven by
 * `tactics attack_weakest`, round_limit 20. Bar: under 1 s on one core (keepLog: false).
 */
import { EmptyFileSystem, URI } from 'langium';
import type { Document, Encounter } from '../../language/generated/ast.js';
import { runEncounter } from '../../language/engine/runner.js';
import { encounterModel } from '../../language/model/encounter-model.js';
import { findRuleset } from '../../language/rulesets/registry.js';
import { createStrifeServices } from '../../language/strife-module.js';
import { measure, type Row } from './timing.js';

export const VAXIA_FOUR_VS_SIX = `ruleset vaxia
character Kael { STR 30 DEX 35 END 25 INT 20 SPIR 20 CHA 25 LIF 30 skills { swords 15 parry 10 } attack Saber { uses DEX, STR vs DEX, END } }
character Brenna { STR 35 DEX 25 END 35 INT 20 SPIR 25 CHA 25 LIF 35 skills { axes 10 shield_block 20 } attack Axe { uses DEX, STR vs DEX, END } }
character Mira { STR 20 DEX 25 END 25 INT 35 SPIR 30 CHA 25 LIF 25 skills { fire_magic 20 magic_block 10 } attack Fireball { uses INT, SPIR vs INT, CHA tags magic } }
character Vess { STR 20 DEX 30 END 25 INT 30 SPIR 25 CHA 30 LIF 25 skills { pistols 15 dodge 10 } attack Blaster { uses DEX, STR vs DEX, END } }
creature Raider { STR 30 DEX 30 END 30 INT 20 SPIR 20 CHA 20 LIF 30 skills { rifles 10 dodge 5 } attack Rifle { uses DEX, STR vs DEX, END } }
creature Thug { STR 30 DEX 25 END 30 INT 15 SPIR 15 CHA 20 LIF 28 skills { brawling 10 } attack Club { uses DEX, STR vs DEX, END } }
encounter "Four against six" {
    round_limit 20
    side heroes { Kael, Brenna, Mira, Vess }
    side raiders { Raider x3, Thug x3 }
    tactics attack_weakest
}
`;

export async function vaxiaEngineBench(opts: { runs: number; reps: number }): Promise<Row[]> {
    const { shared } = createStrifeServices(EmptyFileSystem);
    const doc = shared.workspace.LangiumDocumentFactory.fromString(VAXIA_FOUR_VS_SIX, URI.parse('memory:///bench/vaxia-four-vs-six.strife'));
    shared.workspace.LangiumDocuments.addDocument(doc);
    await shared.workspace.DocumentBuilder.build([doc], { validation: true });
    const errors = (doc.diagnostics ?? []).filter(d => d.severity === 1);
    if (errors.length > 0) throw new Error(`the Vaxia benchmark's encounter has errors: ${errors.map(e => e.message).join('; ')}`);
    const ruleset = findRuleset('vaxia');
    if (!ruleset) throw new Error('no vaxia ruleset');
    const encounter = (doc.parseResult.value as Document).elements.find((e): e is Encounter => e.$type === 'Encounter')!;
    const model = encounterModel(encounter, ruleset);
    let wins: Record<string, number> = {};
    let rounds = 0;
    const t = measure(
        () => {
            wins = {};
            rounds = 0;
            for (let seed = 1; seed <= opts.runs; seed++) {
                const r = runEncounter(model, ruleset, { seed, keepLog: false });
                wins[r.winner ?? 'none'] = (wins[r.winner ?? 'none'] ?? 0) + 1;
                rounds += r.rounds;
            }
        },
        opts.reps,
        1,
    );
    const outcome = `${Object.entries(wins)
        .map(([k, v]) => `${k} ${((100 * v) / opts.runs).toFixed(1)}%`)
        .join(', ')}; ${(rounds / opts.runs).toFixed(2)} rounds/run`;
    return [
        {
            group: 'engine',
            name: `vaxia: ${opts.runs} runs 4v6, keepLog false`,
            unit: 'ms',
            reps: opts.reps,
            median: t.median,
            min: t.min,
            cpu: t.cpu,
            bar: '< 1000 ms',
            limit: 1000,
            note: `${Math.round((opts.runs * 1000) / t.median)} runs/s; ${outcome}`,
        },
    ];
}
