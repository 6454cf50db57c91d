/** language/parsing/lazy-completion-parser.ts: built on first use, not with the services. */
import { EmptyFileSystem } from 'langium';
import { describe, expect, it } from 'vitest';
import { LazyCompletionParser } from '../../language/parsing/lazy-completion-parser.js';
import { createStrifeServices } from '../../language/strife-module.js';

describe('LazyCompletionParser', () => {
    it('is not built with the services, and is when a completion first parses', () => {
        const { Strife } = createStrifeServices(EmptyFileSystem);
        const completion = Strife.parser.CompletionParser as unknown;
        expect(completion).toBeInstanceOf(LazyCompletionParser);
        const lazy = completion as LazyCompletionParser;
        expect(lazy.isBuilt).toBe(false);
        const result = lazy.parse('ruleset rise\ncreature A {\n  level ');
        expect(lazy.isBuilt).toBe(true);
        expect(result.tokens.map(t => t.image)).toEqual(['ruleset', 'rise', 'creature', 'A', '{', 'level']);
        expect(result.elementStack.length).toBeGreaterThan(0);
    });
});
