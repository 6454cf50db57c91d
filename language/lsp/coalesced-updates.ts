/**
 * Document updates that do not pile up. Langium starts one build per `didChange`; a newer change
 * cancels the older build, but only at its next interruption point, so each superseded build still
 * parses its whole text first. Typing 500 changes in a burst then costs 500 parses before the last
 * one's diagnostics (1.4–1.9 s measured). Here changes are collected, and a build starts only
 * after a short quiet period (UPDATE_QUIET_MS) in which no newer change arrived; the build takes
 * every document changed so far. Requests meanwhile wait for it: changed documents are marked as
 * changed at once, so no request is answered from a tree that no longer matches the text. A document
 * just opened is built without the quiet period (nobody is typing in it yet).
 */
import * as fs from 'node:fs';
import { DefaultDocumentBuilder, DocumentState, type URI } from 'langium';
import type { CancellationToken, TextDocumentChangeEvent } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { DefaultDocumentUpdateHandler, type LangiumSharedServices } from 'langium/lsp';

/** How long a change waits for a newer one before its build starts (ms). */
export const UPDATE_QUIET_MS = 15;

/** Langium's builder, plus marking documents as changed before their (coalesced) build starts. */
export class CoalescingDocumentBuilder extends DefaultDocumentBuilder {
    /** Asks for a (coalesced) build of a document; set by the update handler. */
    requestBuild: ((uri: URI) => void) | undefined;
    private readonly beforeUpdateListeners: (() => void)[] = [];

    /** `listener` runs first thing in every `update`, while the documents are as the last build left them. */
    onBeforeUpdate(listener: () => void): void {
        this.beforeUpdateListeners.push(listener);
    }

    override update(changed: URI[], deleted: URI[], cancelToken?: CancellationToken): Promise<void> {
        for (const listener of this.beforeUpdateListeners) listener();
        return super.update(changed, deleted, cancelToken);
    }

    /**
     * Langium fails a request (-32803, shown to the user as an error) when its document is below the
     * state the request needs while the builder as a whole is past it: a document built without
     * validation (loaded for its imports), or marked changed while an older build was finishing
     * (that build then set the builder's state past it). Either way the document needs a build:
     * one is asked for, and the request waits for it instead of failing.
     */
    protected override awaitDocumentState(state: DocumentState, uri: URI, cancelToken: CancellationToken): Promise<URI> {
        const document = this.langiumDocuments.getDocument(uri);
        if (document && document.state < state && this.currentState >= state && !cancelToken.isCancellationRequested && this.requestBuild) {
            this.requestBuild(uri);
            this.currentState = Math.min(this.currentState, document.state);
        }
        return super.awaitDocumentState(state, uri, cancelToken);
    }

    /** From now until the next build reaches them, requests on these documents wait for it. */
    markChanged(uris: readonly URI[]): void {
        let any = false;
        for (const uri of uris) {
            const document = this.langiumDocuments.getDocument(uri);
            if (document && document.state > DocumentState.Changed) {
                document.state = DocumentState.Changed;
                any = true;
            }
        }
        if (any) this.currentState = DocumentState.Changed;
    }
}

export class CoalescingDocumentUpdateHandler extends DefaultDocumentUpdateHandler {
    private readonly changed = new Map<string, URI>();
    private readonly deleted = new Map<string, URI>();
    private readonly lock: LangiumSharedServices['workspace']['WorkspaceLock'];
    private readonly builder: LangiumSharedServices['workspace']['DocumentBuilder'];
    private readonly manager: LangiumSharedServices['workspace']['WorkspaceManager'];
    private readonly textDocuments: LangiumSharedServices['workspace']['TextDocuments'];
    private generation = 0;
    private readonly prerequisites: Promise<unknown>[] = [];

    constructor(services: LangiumSharedServices) {
        super(services);
        this.lock = services.workspace.WorkspaceLock;
        this.builder = services.workspace.DocumentBuilder;
        this.manager = services.workspace.WorkspaceManager;
        this.textDocuments = services.workspace.TextDocuments;
        if (this.builder instanceof CoalescingDocumentBuilder) this.builder.requestBuild = uri => this.fireDocumentUpdate([uri], []);
    }

    /** Documents just opened: their first build need not wait for a burst of typing to end. */
    private readonly opening = new Set<string>();

    didOpenDocument(event: TextDocumentChangeEvent<TextDocument>): void {
        this.opening.add(event.document.uri);
    }

    protected override fireDocumentUpdate(changed: URI[], deleted: URI[]): void {
        const opened = changed.length > 0 && deleted.length === 0 && changed.every(uri => this.opening.has(uri.toString()));
        for (const uri of changed) this.opening.delete(uri.toString());
        for (const uri of changed) this.changed.set(uri.toString(), uri);
        // Requests wait for these documents' next build instead of reading their stale trees.
        if (this.builder instanceof CoalescingDocumentBuilder) this.builder.markChanged(changed);
        for (const uri of deleted) this.deleted.set(uri.toString(), uri);
        const generation = ++this.generation;
        Promise.all([this.manager.ready, ...this.prerequisites])
            .then(() => new Promise(resolve => setTimeout(resolve, opened ? 0 : UPDATE_QUIET_MS)))
            .then(() => {
                if (generation !== this.generation) return; // a newer change will build these too
                return this.lock.write(token => {
                    // A changed file that is neither open nor on disk any more (an unsaved file just
                    // closed, an import deleted) is gone: rebuilding it would fail on every build.
                    const gone = [...this.changed.values()].filter(uri => this.isGone(uri));
                    for (const uri of gone) {
                        this.changed.delete(uri.toString());
                        this.deleted.set(uri.toString(), uri);
                    }
                    const changedNow = [...this.changed.values()];
                    const deletedNow = [...this.deleted.values()];
                    this.changed.clear();
                    this.deleted.clear();
                    // Even with nothing new: this write cancelled the build before it, which may have
                    // taken these changes; `update` resumes every document left unbuilt. (Returning
                    // here left two files opened together without diagnostics, now and then.)
                    return this.builder.update(changedNow, deletedNow, token);
                });
            })
            .catch(error => console.error('Strife: a document update failed.', error));
    }

    /** Builds wait for `promise` too (the server's settings, which decide how documents are read). */
    waitBeforeBuilding(promise: Promise<unknown>): void {
        this.prerequisites.push(promise.catch(() => undefined));
    }

    private isGone(uri: URI): boolean {
        return uri.scheme === 'file' && this.textDocuments?.get(uri.toString()) === undefined && !fs.existsSync(uri.fsPath);
    }
}
