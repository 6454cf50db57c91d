/**
 * The completion parser, built when first used (or when `build` is called) rather than when the
 * language server initializes: Langium builds every service then, and this one is a second
 * Chevrotain parser of the whole grammar (~8 ms of the ~40 ms `initialize` took, CPU profile).
 * The server builds it once the first document's diagnostics are out, so a completion request
 * does not wait for it either.
 */
import { createCompletionParser, type LangiumCompletionParser, type LangiumCoreServices } from 'langium';

export class LazyCompletionParser {
    private parser: LangiumCompletionParser | undefined;

    constructor(private readonly services: LangiumCoreServices) {}

    /** Langium's `LangiumCompletionParser.parse` (the only method completion calls). */
    parse(input: string): ReturnType<LangiumCompletionParser['parse']> {
        return this.build().parse(input);
    }

    /** The parser, built now if it was not yet. */
    build(): LangiumCompletionParser {
        this.parser ??= createCompletionParser(this.services);
        return this.parser;
    }

    get isBuilt(): boolean {
        return this.parser !== undefined;
    }
}
