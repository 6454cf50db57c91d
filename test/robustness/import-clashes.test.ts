/**
 * Two imported files declaring the same name: an error naming both, on the import line that brings
 * the second. Before, linking silently picked one of them and `run` fought with it.
 */
import { describe, expect, it } from 'vitest';
import { runDocumentEncounter } from '../../language/workspace/run-service.js';
import { build, codes, rangeText } from '../helpers.js';

const DEF = 'defenses { armor 5 fortitude 4 reflex 5 mental 3 }';
const goblin = (hp: number) => `ruleset rise\ncreature Goblin { hit_points ${hp} ${DEF} attack Stab { vs armor damage 1d4 } }\n`;
const MAIN = `ruleset rise
import "a.strife"
import "b.strife"
character Kara { hit_points 20 ${DEF} attack Hit { vs armor damage 1d6 } }
encounter e { side a { Kara } side b { Goblin } }
`;

describe('names declared in two imported files', () => {
    it('is an error naming both files, at the import that brings the second, and run refuses', async () => {
        const built = await build({ 'main.strife': MAIN, 'a.strife': goblin(6), 'b.strife': goblin(60) });
        const clash = built.diagnostics.filter(d => d.code === 'import-name-clash');
        expect(clash.map(d => rangeText(built.main, d))).toEqual(['"b.strife"']);
        expect(clash[0].message).toBe(
            "'Goblin' is declared in both 'a.strife' and 'b.strife', which this file imports; its references could mean either. Rename one, or declare 'Goblin' in this file.",
        );
        expect(runDocumentEncounter(built.main, Object.values(built.docs), {}, d => d.uri.path).ok).toBe(false);
    });

    it('also through the imports of an imported file', async () => {
        const built = await build({
            'main.strife': MAIN.replace('import "b.strife"\n', 'import "shelf.strife"\n'),
            'a.strife': goblin(6),
            'shelf.strife': 'ruleset rise\nimport "deep/b.strife"\n',
            'deep/b.strife': goblin(60),
        });
        const clash = built.diagnostics.find(d => d.code === 'import-name-clash');
        expect(clash && rangeText(built.main, clash)).toBe('"shelf.strife"');
        expect(clash?.message).toContain("in both 'a.strife' and 'deep/b.strife'");
    });

    it('is no clash when the same file comes by two ways, or this file declares the name itself', async () => {
        const twice = await build({
            'main.strife': MAIN.replace('import "b.strife"', 'import "shelf.strife"'),
            'a.strife': goblin(6),
            'shelf.strife': 'ruleset rise\nimport "a.strife"\n',
        });
        expect(codes(twice.diagnostics)).not.toContain('import-name-clash');
        const own = await build({ 'main.strife': `${MAIN}creature Goblin { hit_points 9 ${DEF} }\n`, 'a.strife': goblin(6), 'b.strife': goblin(60) });
        expect(codes(own.diagnostics)).not.toContain('import-name-clash');
    });
});
