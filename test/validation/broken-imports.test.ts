/**
 * One unresolved import gives one error: names it may have brought are not each reported as
 * unknown; the import line says how many it hides. Without a broken import, unknown names are
 * reported as before.
 */
import { describe, expect, it } from 'vitest';
import { build, codes } from '../helpers.js';
import { DEF, summary } from './support.js';

const USES_IMPORTED = `ruleset rise
import "bestiary.strife"
character Kara { level 2 hit_points 22 power 3 ${DEF}
  attack Longsword { vs armor damage 1d10 + power }
}
creature Boss extends Goblin { hit_points 30 }
encounter Ambush {
  side heroes { Kara }
  side monsters { Goblin x2, Orc, Boss }
  round 1 {
    Goblin#1: Bite -> Kara
    Kara: Longsword -> Orc
    Boss: Claw -> Kara using Club
  }
}`;

describe('an import that cannot be read', () => {
    it('is the one error: no unknown-combatant or missing-stat cascade over the names it would have brought', async () => {
        const b = await build(USES_IMPORTED);
        expect(codes(b.diagnostics), summary(b.main, b.diagnostics).join('\n')).toEqual(['import-not-found']);
        const [error] = b.diagnostics;
        expect(error.message).toContain("2 names used in this file may come from it ('Goblin', 'Orc'); they are not reported on their own.");
        expect(b.main.textDocument.getText(error.range)).toBe('"bestiary.strife"');
    });

    it('once the import is there, the names resolve and nothing is reported', async () => {
        const b = await build({
            'main.strife': USES_IMPORTED.replace('Boss: Claw -> Kara using Club', 'Boss: Bite -> Kara'),
            'bestiary.strife': `ruleset rise
creature Goblin { accuracy 1 power 1 hit_points 8 ${DEF} attack Bite { vs armor damage 1d6 } }
creature Orc { accuracy 1 power 2 hit_points 14 ${DEF} attack Axe { vs armor damage 1d8 } }`,
        });
        expect(summary(b.main, b.diagnostics)).toEqual([]);
    });

    it('through a file that imports it: one error on the import line of that file, one in the file that uses the names', async () => {
        const b = await build({
            'main.strife': USES_IMPORTED.replace('import "bestiary.strife"', 'import "middle.strife"'),
            'middle.strife': 'ruleset rise\nimport "bestiary.strife"\n',
        });
        expect(codes(b.diagnostics), summary(b.main, b.diagnostics).join('\n')).toEqual(['import-incomplete']);
        expect(b.diagnostics[0].message).toContain("'middle.strife' imports 'bestiary.strife', which cannot be read");
        expect(codes(b.docs['middle.strife'].diagnostics ?? [])).toEqual(['import-not-found']);
    });

    it('without a broken import, each unknown name is still reported with its did-you-mean', async () => {
        const b = await build(USES_IMPORTED.replace('import "bestiary.strife"\n', ''));
        const unresolved = b.diagnostics.filter(d => d.code === 'unresolved-reference');
        expect(unresolved.map(d => b.main.textDocument.getText(d.range))).toEqual(['Goblin', 'Goblin', 'Orc', 'Goblin', 'Orc', 'Club']);
    });
});
