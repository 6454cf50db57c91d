/** The plain walks (language/parsing/ast-walk.ts) visit what Langium's streams visit, in the same order. */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { AstUtils, type AstNode } from 'langium';
import { describe, expect, it } from 'vitest';
import { forEachReference, walkAst } from '../../language/parsing/ast-walk.js';
import { build } from '../helpers.js';

const EXAMPLES = path.resolve(__dirname, '../../examples');
const files = fs.readdirSync(EXAMPLES).flatMap(folder => fs.readdirSync(path.join(EXAMPLES, folder)).map(f => path.join(folder, f)));

describe('walkAst and forEachReference', () => {
    it.each(files)('match streamAst and streamReferences on %s', async file => {
        const { root } = await build(fs.readFileSync(path.join(EXAMPLES, file), 'utf8'));
        const streamed: AstNode[] = AstUtils.streamAst(root).toArray();
        const walked: AstNode[] = [];
        walkAst(root, node => {
            walked.push(node);
        });
        expect(walked.length).toBeGreaterThan(10); // every example has a body (the smallest, a day, has 13 nodes)
        expect(walked).toEqual(streamed);
        for (const node of streamed) {
            const refs: unknown[] = [];
            forEachReference(node, info => refs.push([info.reference, info.property, info.index]));
            expect(refs).toEqual(
                AstUtils.streamReferences(node)
                    .map(info => [info.reference, info.property, info.index])
                    .toArray(),
            );
        }
    });

    it('skips the children of a node its visitor declines', async () => {
        const { root } = await build('ruleset rise\ncreature A {\n  level 1\n}\n');
        const walked: string[] = [];
        walkAst(root, node => {
            walked.push(node.$type);
            return node.$type !== 'Combatant';
        });
        expect(walked).toEqual(['Document', 'RulesetDecl', 'Combatant']);
    });
});
