/**
 * The validation cache's rule, held in the code (language/validation/check-context.ts): item checks
 * read their item, the ruleset line, imports, what they reference and who references them — so
 * they never walk up past their item to the document. Their modules may not use the ways up:
 * `$container`, `$document`, `AstUtils` (findRootNode, getDocument, getContainerOfType, …) or the
 * workspace's documents. Equality of cached and full validation is tested by
 * incremental-build.test.ts; this test keeps the rule from being broken quietly in the first place.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { build } from '../helpers.js';

const VALIDATION = path.resolve(__dirname, '../../language/validation');
/** The modules of item checks (registered through `item(…)` in validator.ts) and the helpers only they call. */
const ITEM_CHECK_MODULES = [
    'combatant-checks.ts',
    'encounter-checks.ts',
    'action-checks.ts',
    'scene-checks.ts',
    'limit-checks.ts',
    'tactical-checks.ts',
    'day-checks.ts',
    'dice-count-checks.ts',
    'number-ranges.ts',
];
const WAYS_UP = new Set(['$container', '$document', '$cstNode']);
const FORBIDDEN_NAMES = new Set(['AstUtils', 'findRootNode', 'getDocument', 'getContainerOfType', 'LangiumDocuments', 'LangiumDocument']);

/** Every way up the tree (or out to the workspace) that `file` uses, as `line: text`. */
function waysUp(file: string): string[] {
    const text = fs.readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const found: string[] = [];
    const at = (node: ts.Node) => `${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText()}`;
    const visit = (node: ts.Node) => {
        if (ts.isPropertyAccessExpression(node) && WAYS_UP.has(node.name.text)) found.push(at(node));
        else if (ts.isIdentifier(node) && FORBIDDEN_NAMES.has(node.text)) found.push(at(node));
        ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
}

describe('item checks read only what the validation cache allows', () => {
    it.each(ITEM_CHECK_MODULES)('%s never walks up past its item', name => {
        expect(waysUp(path.join(VALIDATION, name))).toEqual([]);
    });

    it('the scan finds a way up where there is one', () => {
        // item-cache.ts is the plumbing that may (it finds the document of a check called on its own).
        expect(waysUp(path.join(VALIDATION, 'item-cache.ts')).some(way => way.includes('findRootNode'))).toBe(true);
    });

    it("the context's referrers are the items referencing the checked one: a template only others extend is partial", async () => {
        const stats = 'hit_points 12 defenses { armor 5 fortitude 4 reflex 5 mental 3 }';
        const file = (fights: string) => `ruleset rise
creature Frame { level 1 }
creature Shell extends Frame { accuracy 2 power 1 damage_resistance 2 ${stats} }
encounter E { side a { Shell } side b { ${fights} } }
`;
        const partial = (await build(file('Shell'))).diagnostics.filter(d => d.code === 'missing-stat');
        expect(partial.map(d => [d.severity, String(d.message).includes('template')])).toEqual([[2, true]]);
        const fighting = (await build(file('Frame'))).diagnostics.filter(d => d.code === 'missing-stat');
        expect(fighting.map(d => [d.severity, String(d.message).includes('template')])).toEqual([[1, false]]);
    });
});
