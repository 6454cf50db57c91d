/**
 * The reference index, computed when it is read rather than on every build. Langium indexes every
 * reference of a rebuilt document (its "IndexedReferences" phase: a walk over the whole tree and a
 * path per target) so that find-references and cross-file invalidation can read them. While one
 * file is being typed in, nobody reads its entries between keystrokes: that walk was ~15% of a
 * keystroke on a 10,000-line file. Here a built document's entries are remembered as owed and
 * computed on the first read: `findAllReferences` (references, rename, highlights) computes every
 * owed document, `isAffected` (another file changed: must this one be relinked?) computes the one
 * it asks about. A document that changes again before anyone asked owes nothing more.
 */
import {
    AstUtils,
    DefaultIndexManager,
    DefaultReferenceDescriptionProvider,
    type AstNode,
    type LangiumDocument,
    type ReferenceDescription,
    type Stream,
    type URI,
} from 'langium';
import type { StrifeServices } from '../strife-module.js';

export class LazyReferenceIndexManager extends DefaultIndexManager {
    /** Documents built to the reference phase whose entries are not computed yet, by URI. */
    private readonly owed = new Map<string, LangiumDocument>();
    override async updateReferences(document: LangiumDocument): Promise<void> {
        const key = document.uri.toString();
        this.referenceIndex.delete(key);
        this.owed.set(key, document);
    }

    override removeReferences(uri: URI): void {
        this.owed.delete(uri.toString());
        super.removeReferences(uri);
    }

    override findAllReferences(targetNode: AstNode, astNodePath: string): Stream<ReferenceDescription> {
        for (const key of [...this.owed.keys()]) this.settle(key);
        return super.findAllReferences(targetNode, astNodePath);
    }

    override isAffected(document: LangiumDocument, changedUris: Set<string>): boolean {
        this.settle(document.uri.toString());
        return super.isAffected(document, changedUris);
    }

    /** Computes the owed entries of one document (synchronously: the provider's work is synchronous). */
    private settle(key: string): void {
        const document = this.owed.get(key);
        if (!document) return;
        this.owed.delete(key);
        // The registry holds Strife's services only, whose provider is typed as the immediate one.
        const services = this.serviceRegistry.getServices(document.uri) as StrifeServices;
        this.referenceIndex.set(key, services.workspace.ReferenceDescriptionProvider.describeNow(document));
    }
}

/** Langium's reference descriptions, also computed synchronously (for a query that cannot wait). */
export class ImmediateReferenceDescriptionProvider extends DefaultReferenceDescriptionProvider {
    /** What `createDescriptions` gives, without its pauses for cancellation. */
    describeNow(document: LangiumDocument): ReferenceDescription[] {
        const entries: ReferenceDescription[] = [];
        for (const node of AstUtils.streamAst(document.parseResult.value)) {
            for (const info of AstUtils.streamReferences(node)) {
                if (!info.reference.error) entries.push(...this.createInfoDescriptions(info));
            }
        }
        return entries;
    }
}
