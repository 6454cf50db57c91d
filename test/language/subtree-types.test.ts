/**
 * SubtreeTypes (language/parsing/subtree-types.ts) tells which subtrees cannot hold a reference or
 * a node with checks, so linking and validation skip them. On every example, and on a generated
 * file, no node that holds a reference or has a check may lie below a node the walks skip.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { EmptyFileSystem, type AstNode } from 'langium';
import { describe, expect, it } from 'vitest';
import { forEachReference, walkAst } from '../../language/parsing/ast-walk.js';
import { SubtreeTypes } from '../../language/parsing/subtree-types.js';
import { createStrifeServices } from '../../language/strife-module.js';
import { generateRiseFile } from '../bench/generate.js';

const EXAMPLES = path.resolve(__dirname, '../../examples');
const texts: [string, string][] = [
    ...fs
        .readdirSync(EXAMPLES)
        .flatMap(folder =>
            fs
                .readdirSync(path.join(EXAMPLES, folder))
                .map((f): [string, string] => [path.join(folder, f), fs.readFileSync(path.join(EXAMPLES, folder, f), 'utf8')]),
        ),
    ['generated Rise file', generateRiseFile(400).text],
];

const services = createStrifeServices(EmptyFileSystem);
const reflection = services.shared.AstReflection;
const types = new SubtreeTypes(services.Strife.Grammar);
const allTypes = reflection.getAllTypes();
const holdsReferences = (node: AstNode) => {
    let any = false;
    forEachReference(node, () => {
        any = true;
    });
    return any;
};
const registry = services.Strife.validation.ValidationRegistry;
const checked = (type: string) => registry.getChecks(type).toArray().length > 0;
const referenceTypes = new Set(allTypes.filter(t => Object.values(reflection.getTypeMetaData(t).properties).some(p => p.referenceType)));
const referenceFree = types.typesWithNothingBelow(allTypes, t => referenceTypes.has(t));
const uncheckedBelow = types.typesWithNothingBelow(allTypes, checked);

/** The nodes matching `wanted` that lie below a node whose type is in `skipped`. */
function hiddenBelow(root: AstNode, skipped: ReadonlySet<string>, wanted: (node: AstNode) => boolean): string[] {
    const hidden: string[] = [];
    walkAst(root, node => {
        for (let up = node.$container; up; up = up.$container) {
            if (skipped.has(up.$type) && wanted(node)) hidden.push(`${node.$type} below ${up.$type}`);
        }
    });
    return hidden;
}

describe('SubtreeTypes', () => {
    it('skips what holds neither references nor checks, and not the rest', () => {
        for (const type of ['Attack', 'Stat', 'StatGroup', 'DamageProp', 'BinaryExpr']) {
            expect(referenceFree).toContain(type);
            expect(uncheckedBelow).toContain(type);
        }
        expect(referenceFree).toContain('Combatant'); // its `base` is on itself; nothing below refers
        for (const type of ['Document', 'Encounter', 'ScriptRound', 'Turn', 'Side']) expect(referenceFree).not.toContain(type);
        for (const type of ['Document', 'Combatant']) expect(uncheckedBelow).not.toContain(type);
    });

    it.each(texts)('hides no reference and no checked node on %s', (name, text) => {
        const root = services.Strife.parser.LangiumParser.parse(text).value;
        expect(hiddenBelow(root, referenceFree, holdsReferences)).toEqual([]);
        expect(hiddenBelow(root, uncheckedBelow, node => checked(node.$type))).toEqual([]);
        // The generated file has references in every kind of place, so the check is not vacuous.
        if (name.startsWith('generated')) {
            let references = 0;
            walkAst(root, node => {
                if (holdsReferences(node)) references++;
            });
            expect(references).toBeGreaterThan(100);
        }
    });
});
