/**
 * Langium's parser with cheaper steps where opening a large file spent its time (CPU profiles of a
 * generated 10,000-line file; Langium 4.4):
 * - `parse` ends with `linkContentToContainer(result, { deep: true })`, which visits every node
 *   through `Object.entries` and a `forEach` closure per array (~15 ms of a ~90 ms warm parse, more
 *   cold, and garbage for the collector). `linkContainers` sets the same `$container`,
 *   `$containerProperty` and `$containerIndex` with plain loops; every other step of `parse` is
 *   Langium's, in Langium's order.
 * - Before each token, the comments in front of it go into the tree: with none (nearly always),
 *   Langium still made an empty list and searched up the tree to insert nothing.
 * The private parser state this reads is checked once the parser is built (`langium-internals.ts`);
 * if a Langium upgrade changed it, the parser is Langium's own (tested: the links equal the stock
 * pass on every example and on broken text).
 */
import { createParser, isAstNode, LangiumParser, type AstNode, type LangiumCoreServices, type ParseResult } from 'langium';
import type { IToken } from 'chevrotain';
import { type ParserInternals, parserInternals } from '../langium-internals.js';

/** What `extractHiddenTokens` gives when no comment comes before a token (never written to). */
const NO_TOKENS: IToken[] = Object.freeze([]) as unknown as IToken[];

export class StrifeParser extends LangiumParser {
    /** Langium's private parser state, when it has the shape `parse` mirrors (`langium-internals.ts`); set by `finalize`. */
    private internals: ParserInternals | undefined;

    /** Called once the grammar's rules are defined (`createStrifeParser`): the shape check needs them. */
    override finalize(): void {
        super.finalize();
        const internals = parserInternals(this);
        this.internals = internals;
        if (!internals) return;
        // Langium hands the tree builder the comments before every token, mostly none; with none,
        // its `addHiddenNodes` still searched up the tree (an `indexOf` per level) to insert nothing.
        const builder = internals.nodeBuilder;
        const addHiddenNodes = builder.addHiddenNodes.bind(builder);
        builder.addHiddenNodes = tokens => {
            if (tokens.length > 0) addHiddenNodes(tokens);
        };
        // Langium's `extractHiddenTokens` (the comments before a token, taken off the list) makes a
        // new empty array for every token with none before it: here they share one.
        internals.extractHiddenTokens = token => {
            const hidden = internals.lexerResult?.hidden;
            if (!hidden || hidden.length === 0 || hidden[0].startOffset > token.startOffset) return NO_TOKENS;
            let count = 1;
            while (count < hidden.length && hidden[count].startOffset <= token.startOffset) count++;
            return hidden.splice(0, count);
        };
    }

    /** Whether the cheaper steps are on (Langium's internals have the expected shape). */
    get usesInternals(): boolean {
        return this.internals !== undefined;
    }

    override parse<T extends AstNode = AstNode>(input: string, options: { rule?: string } = {}): ParseResult<T> {
        const self = this.internals;
        if (!self) return super.parse<T>(input, options);
        self.nodeBuilder.buildRootNode(input);
        const lexerResult = self.lexer.tokenize(input);
        self.lexerResult = lexerResult;
        self.wrapper.input = lexerResult.tokens;
        const ruleMethod = options.rule ? self.allRules.get(options.rule) : self.mainRule;
        if (!ruleMethod) {
            throw new Error(options.rule ? `No rule found with name '${options.rule}'` : 'No main rule available.');
        }
        const result = self.doParse(ruleMethod);
        self.nodeBuilder.addHiddenNodes(lexerResult.hidden);
        self.unorderedGroups.clear();
        self.lexerResult = undefined;
        linkContainers(result);
        return {
            value: result as T,
            lexerErrors: lexerResult.errors,
            lexerReport: lexerResult.report,
            parserErrors: self.wrapper.errors,
        };
    }
}

/**
 * Sets `$container`, `$containerProperty` (and `$containerIndex` for array members) on every
 * node below `node`, as Langium's `linkContentToContainer(node, { deep: true })` does: properties
 * whose name starts with `$` are skipped, values that are not syntax-tree nodes are left alone.
 */
export function linkContainers(node: AstNode): void {
    const record = node as unknown as Record<string, unknown>;
    for (const name in record) {
        if (name.charCodeAt(0) === 36 /* $ */) continue;
        const value = record[name];
        if (Array.isArray(value)) {
            for (let index = 0; index < value.length; index++) {
                const item: unknown = value[index];
                if (isAstNode(item)) {
                    const child = item as { -readonly [K in keyof AstNode]: AstNode[K] };
                    child.$container = node;
                    child.$containerProperty = name;
                    child.$containerIndex = index;
                    linkContainers(item);
                }
            }
        } else if (isAstNode(value)) {
            const child = value as { -readonly [K in keyof AstNode]: AstNode[K] };
            child.$container = node;
            child.$containerProperty = name;
            linkContainers(value);
        }
    }
}

/** Langium's `createLangiumParser`, building a `StrifeParser`. */
export function createStrifeParser(services: LangiumCoreServices): StrifeParser {
    const parser = createParser(services.Grammar, new StrifeParser(services), services.parser.Lexer.definition);
    parser.finalize();
    return parser;
}
