/**
 * A Vaxia vehicle in `strife simulate`: a destroyed vehicle is wrecked, not killed. The combatant
 * table called it "dead", and the verdict counted it as a death among its side, making a fight
 * look deadlier for a crew that lost only its bike (004_941aee309a07cd38.txt: vehicles are
 * disabled and destroyed, not knocked out and killed).
 */
import { describe, expect, it } from 'vitest';
import { renderSimulation, summariseTally, tallyRuns } from '../../language/engine/simulate.js';
import type { Encounter } from '../../language/generated/ast.js';
import { encounterModel } from '../../language/model/encounter-model.js';
import { buildReport } from '../../language/report/report-data.js';
import { renderReportMarkdown } from '../../language/report/markdown.js';
import { vaxia } from '../../language/rulesets/vaxia/index.js';
import { build } from '../helpers.js';

const TEXT = `ruleset vaxia
character Kael { STR 30 DEX 35 END 25 INT 20 LIF 30 skills { swords 15 } attack Saber { uses DEX, STR  vs DEX, END } }
creature Bike { LIF 1 END 1 STR 25 DEX 1 tags vehicle, open attack Ram { uses DEX, STR  vs DEX, END } }
creature Sniper { DEX 100 STR 100 LIF 1 attack Shot { uses DEX, STR  vs DEX, END } }
encounter e {
  side crew { Kael, Bike }
  side raiders { Sniper }
  round 1 { Sniper: Shot -> Bike  Kael: Saber -> Sniper }
}`;

describe('a destroyed vehicle in a simulation', () => {
    it('is destroyed in the table, and no death among its side', async () => {
        const built = await build(TEXT);
        const errors = built.diagnostics.filter(d => d.severity === 1);
        expect(errors.map(e => e.message)).toEqual([]);
        const model = encounterModel(built.root.elements.find((e): e is Encounter => e.$type === 'Encounter')!, vaxia);
        const summary = summariseTally(model, 1, tallyRuns(model, vaxia, 1, 0, 200));
        const bike = summary.fighters.find(f => f.id === 'Bike')!;
        expect(bike.death).toBeGreaterThan(0.5);
        expect(summary.fighters.find(f => f.id === 'Kael')!.death).toBe(0);
        expect(summary.judgedDeathRate).toBe(0);
        expect(renderSimulation(summary)).toMatch(/Bike \(crew\): [\d.]+% standing, [\d.]+% destroyed, /);
        // The report's table says it too, in its 'dead' column.
        expect(renderReportMarkdown({ reports: [buildReport(model, vaxia, summary)] })).toMatch(/\| Bike \| crew \| [\d.]+% \| [\d.]+% destroyed \|/);
    });
});
