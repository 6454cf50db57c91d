/**
 * Engine, Enchanted Realms: 10,000 seeded runs (seeds 1..10000) of a 4-against-6 encounter of
 * d20 pools (crits, resistances, a polearm, ranged attacks across zones) under `tactics
 * attack_weakest`, round_limit 20. Bar: under 1 s on one core (keepLog: false).
 */
import { EmptyFileSystem, URI } from 'langium';
import type { Document, Encounter } from '../../language/generated/ast.js';
import { runEncounter } from '../../language/engine/runner.js';
import { encounterModel } from '../../language/model/encounter-model.js';
import { findRuleset } from '../../language/rulesets/registry.js';
import { createStrifeServices } from '../../language/strife-module.js';
import { measure, type Row } from './timing.js';

export const ER_FOUR_VS_SIX = `ruleset enchanted-realms
character Brannoc { strength 8 agility 6 resilience 8 body 26 defenses { armor 10 ac_other 1 } skills { melee 1 swords 1 cleaving 1 }
  attack Bastard_Sword { roll skills d20 category edged weight 2 tags crits } }
character Ysolde { strength 6 agility 8 resilience 6 body 20 initiative 2 defenses { armor 8 } skills { melee 1 polearms 1 }
  attack Spear { roll skills d20 category piercing weight 2 tags reach, polearm } }
character Mira { agility 10 resilience 6 body 18 initiative 3 defenses { armor 6 } skills { ranged 1 archery 1 }
  attack Shortbow { roll skills d20 category piercing weight 1 tags ranged uses agility } }
character Hild { strength 8 agility 6 resilience 8 body 22 defenses { armor 8 } skills { melee 1 martial_arts 1 }
  attack Fist { roll skills d20 category blunt } }
creature Goblin { strength 2 agility 6 resilience 3 body 8 size 2 defenses { armor 8 }
  attack Dagger { roll 1d20 category piercing weight 1 tags light uses agility } }
creature Orc { strength 8 agility 4 resilience 6 body 16 defenses { armor 10 } attack Cleaver { roll 2d20 category edged weight 2 tags heavy, crits } }
creature Skeleton { strength 4 agility 6 body 10 defenses { armor 9 } resists piercing, edged vulnerable blunt attack Rusty_Sword { roll 1d20 category edged weight 1 } }
encounter "Four against six" {
  zone gate
  zone road { distance gate 40 ft }
  side wardens { Brannoc at gate, Ysolde at gate, Mira at gate, Hild at gate }
  side raiders { Orc x2 at road, Goblin x2 at road, Skeleton x2 at gate }
  tactics attack_weakest
  round_limit 20
}
`;

export async function enchantedRealmsEngineBench(opts: { runs: number; reps: number }): Promise<Row[]> {
    const { shared } = createStrifeServices(EmptyFileSystem);
    const doc = shared.workspace.LangiumDocumentFactory.fromString(ER_FOUR_VS_SIX, URI.parse('memory:///bench/er-four-vs-six.strife'));
    shared.workspace.LangiumDocuments.addDocument(doc);
    await shared.workspace.DocumentBuilder.build([doc], { validation: true });
    const errors = (doc.diagnostics ?? []).filter(d => d.severity === 1);
    if (errors.length > 0) throw new Error(`the Enchanted Realms bench encounter has errors:\n${errors.map(e => e.message).join('\n')}`);
    const ruleset = findRuleset('enchanted-realms');
    if (!ruleset) throw new Error('no enchanted-realms ruleset');
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
            name: `enchanted-realms: ${opts.runs} runs 4v6, keepLog false`,
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
