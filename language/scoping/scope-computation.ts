/**
 * Scope computation for .strife: top-level combatants and encounters are exported (the index
 * that imports read); no local symbol tables, because `StrifeScopeProvider` resolves every
 * reference kind itself (attacks through the actor, sides through the encounter). Building the
 * tables Langium would otherwise build — a description for every named node, stats included —
 * was a fifth of the time to open a large file.
 */
import { DefaultScopeComputation, MultiMap, type LangiumDocument, type LocalSymbols } from 'langium';

export class StrifeScopeComputation extends DefaultScopeComputation {
    override async collectLocalSymbols(_document: LangiumDocument): Promise<LocalSymbols> {
        return new MultiMap();
    }
}
