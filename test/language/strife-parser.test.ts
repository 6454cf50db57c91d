/**
 * StrifeParser (language/parsing/strife-parser.ts) replaces Langium's last parse step, the deep
 * container pass, with plain loops: every node must get the container, property and index Langium's
 * `linkContentToContainer` gives it, on every example and on text with syntax errors.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { AstUtils, EmptyFileSystem, type AstNode } from 'langium';
import { describe, expect, it } from 'vitest';
import { StrifeParser } from '../../language/parsing/strife-parser.js';
import { walkAst } from '../../language/parsing/ast-walk.js';
import { createStrifeServices } from '../../language/strife-module.js';

const EXAMPLES = path.resolve(__dirname, '../../examples');
const files = fs.readdirSync(EXAMPLES).flatMap(folder => fs.readdirSync(path.join(EXAMPLES, folder)).map(f => path.join(folder, f)));
const parser = createStrifeServices(EmptyFileSystem).Strife.parser.LangiumParser;

type Link = [type: string, container: number, property: string | undefined, index: number | undefined];

/** Every node's container (as its position in walk order), property and index. */
function links(root: AstNode): Link[] {
    const nodes: AstNode[] = [];
    walkAst(root, node => {
        nodes.push(node);
    });
    const position = new Map(nodes.map((node, i) => [node, i]));
    return nodes.map(n => [n.$type, n.$container ? (position.get(n.$container) ?? -2) : -1, n.$containerProperty, n.$containerIndex]);
}

/** The links Langium's own pass gives the same tree. */
function stockLinks(root: AstNode): Link[] {
    walkAst(root, node => {
        const writable = node as { $container?: AstNode; $containerProperty?: string; $containerIndex?: number };
        delete writable.$container;
        delete writable.$containerProperty;
        delete writable.$containerIndex;
    });
    AstUtils.linkContentToContainer(root, { deep: true });
    return links(root);
}

const BROKEN = `ruleset rise
creature Bandit {
  level 2
  defenses { armor 5 fortitude
  attack Claw { vs armor  damage 1d4 + (power * }
}
encounter "Half" {
  side a { Bandit x2 at
  round 1 { Bandit#1: Claw -> , Bandit#2 with
`;

describe('StrifeParser', () => {
    it('is the parser the services use', () => {
        expect(parser).toBeInstanceOf(StrifeParser);
    });

    it.each(files)('links containers as Langium does on %s', file => {
        const root = parser.parse(fs.readFileSync(path.join(EXAMPLES, file), 'utf8')).value;
        const ours = links(root);
        expect(ours.length).toBeGreaterThan(10); // every example has a body to link (the smallest, a day, has 13 links)
        expect(ours.filter(([, container]) => container === -1)).toHaveLength(1); // the root only
        expect(ours).toEqual(stockLinks(root));
    });

    it('links containers as Langium does on text with syntax errors', () => {
        const result = parser.parse(BROKEN);
        expect(result.parserErrors.length).toBeGreaterThan(0);
        const ours = links(result.value);
        expect(ours.some(([type]) => type === 'BinaryExpr')).toBe(true);
        expect(ours).toEqual(stockLinks(result.value));
    });
});
