/**
 * Monaco with the Strife language server, through monaco-languageclient (ARCHITECTURE.md, web/):
 * the VS Code API layer in "extended" mode registers the extension's own contributions from
 * package.json (the language, its TextMate grammar, the `dice` semantic token type and its
 * scopes, the editor defaults) so the editor colours, indents and themes as VS Code does; the
 * language client talks LSP to the server in web/workers/language-server.ts. One Monaco model per
 * playground file (`inmemory:///<name>`): every model is an open document of the server, so
 * imports between them resolve.
 */
import { updateUserConfiguration } from '@codingame/monaco-vscode-configuration-service-override';
import * as monaco from '@codingame/monaco-vscode-editor-api';
import type { MonacoLanguageClient } from 'monaco-languageclient';
import { LanguageClientWrapper } from 'monaco-languageclient/lcwrapper';
import * as vscode from 'vscode';
import { MonacoVscodeApiWrapper } from 'monaco-languageclient/vscodeApiWrapper';
import { useWorkerFactory, Worker as WorkerLoader } from 'monaco-languageclient/workerFactory';
import languageConfiguration from '../language-configuration.json';
import { contributes, name as extensionName, publisher, version } from '../package.json';
import grammar from '../syntaxes/strife.tmLanguage.json';
import { uriOf, type WorkspaceFile } from './workspace.js';

const LANGUAGE_ID = 'strife';
const THEMES = { light: 'Default Light Modern', dark: 'Default Dark Modern' } as const;

/** The editor's settings (VS Code's names), as the JSON of a user settings file. */
function userSettings(dark: boolean): string {
    return JSON.stringify({
        'workbench.colorTheme': dark ? THEMES.dark : THEMES.light,
        'editor.semanticHighlighting.enabled': true,
        'editor.inlayHints.enabled': 'on',
        'editor.wordBasedSuggestions': 'off',
        'editor.minimap.enabled': false,
        'editor.hover.delay': 300,
        'editor.fontSize': 14,
        'editor.scrollBeyondLastLine': false,
    });
}

/** What the CodeLenses (language/lsp/code-lens.ts) ask for: their commands' arguments. */
export interface LensRequest {
    readonly uri: string;
    readonly encounter: string;
    readonly kind: 'run' | 'run-with-seed' | 'simulate';
}

export interface EditorOptions {
    readonly container: HTMLElement;
    /** The folder the page was served from: the workers are beside it. */
    readonly base: URL;
    readonly dark: boolean;
    /** The language server's worker (web/workers/language-server.ts), started by the page as early as it can. */
    readonly worker: Worker;
    readonly onLens: (request: LensRequest) => void;
}

export class PlaygroundEditor {
    private constructor(
        readonly editor: monaco.editor.IStandaloneCodeEditor,
        readonly client: MonacoLanguageClient,
    ) {}

    /**
     * Starts the VS Code API layer (workers, theme, the Strife extension's contributions), the
     * language server worker and its client, and an editor on `initial`.
     */
    static async start(options: EditorOptions, initial: WorkspaceFile): Promise<PlaygroundEditor> {
        const worker = options.worker;
        const files = new Map<string, string | URL>([
            ['/language-configuration.json', JSON.stringify(languageConfiguration)],
            ['/syntaxes/strife.tmLanguage.json', JSON.stringify(grammar)],
        ]);
        const api = new MonacoVscodeApiWrapper({
            $type: 'extended',
            viewsConfig: { $type: 'EditorService' },
            userConfiguration: { json: userSettings(options.dark) },
            monacoWorkerFactory: logger =>
                useWorkerFactory({
                    logger,
                    workerLoaders: {
                        editorWorkerService: () => new WorkerLoader(new URL('editor.worker.js', options.base), { type: 'module' }),
                        TextMateWorker: () => new WorkerLoader(new URL('textmate.worker.js', options.base), { type: 'module' }),
                    },
                }),
            extensions: [
                {
                    config: {
                        name: extensionName,
                        publisher,
                        version,
                        engines: { vscode: '*' },
                        contributes: {
                            languages: contributes.languages.map(l => ({ ...l, configuration: '/language-configuration.json' })),
                            grammars: contributes.grammars.map(g => ({ ...g, path: '/syntaxes/strife.tmLanguage.json' })),
                            semanticTokenTypes: contributes.semanticTokenTypes,
                            semanticTokenScopes: contributes.semanticTokenScopes,
                            configurationDefaults: contributes.configurationDefaults,
                        },
                    },
                    filesOrContents: files,
                },
            ],
        });
        await api.start();
        const lens = (kind: LensRequest['kind']) => (uri: string, encounter: string) => options.onLens({ uri: String(uri), encounter, kind });
        vscode.commands.registerCommand('strife.runEncounter', lens('run'));
        vscode.commands.registerCommand('strife.runEncounterWithSeed', lens('run-with-seed'));
        vscode.commands.registerCommand('strife.simulateEncounter', lens('simulate'));

        const model = monaco.editor.createModel(initial.text, LANGUAGE_ID, monaco.Uri.parse(uriOf(initial.name)));
        const editor = monaco.editor.create(options.container, {
            model,
            automaticLayout: true,
            ariaLabel: `Strife file ${initial.name}`,
            tabSize: 2,
            insertSpaces: true,
        });
        // Read by test/web/bench.mjs: the editor takes input (language features follow once the server answers).
        performance.mark('strife-editor');
        const client = new LanguageClientWrapper({
            languageId: LANGUAGE_ID,
            clientOptions: { documentSelector: [{ language: LANGUAGE_ID }] },
            connection: { options: { $type: 'WorkerDirect', worker } },
        });
        await client.start();
        return new PlaygroundEditor(editor, client.getLanguageClient()!);
    }

    /** The model of a file, created on first use. */
    modelOf(file: WorkspaceFile): monaco.editor.ITextModel {
        const uri = monaco.Uri.parse(uriOf(file.name));
        return monaco.editor.getModel(uri) ?? monaco.editor.createModel(file.text, LANGUAGE_ID, uri);
    }

    /**
     * Makes the models exactly `files` (same texts) with `active` in the editor. Models of removed
     * files are disposed only once the editor shows another, and each is also deleted for the
     * server (a watched-file deletion, as when a file is deleted on disk): closing a document
     * alone would leave Langium holding it, read again as empty.
     */
    showFiles(files: readonly WorkspaceFile[], active: string): void {
        for (const file of files) {
            const model = this.modelOf(file);
            if (model.getValue() !== file.text) model.setValue(file.text);
        }
        const open = files.find(f => f.name === active) ?? files[0];
        if (open) this.open(open);
        const wanted = new Set(files.map(f => monaco.Uri.parse(uriOf(f.name)).toString()));
        const removed: string[] = [];
        for (const model of monaco.editor.getModels()) {
            if (model.getLanguageId() !== LANGUAGE_ID || wanted.has(model.uri.toString())) continue;
            removed.push(model.uri.toString());
            model.dispose();
        }
        if (removed.length > 0)
            void this.client.sendNotification('workspace/didChangeWatchedFiles', { changes: removed.map(uri => ({ uri, type: 3 /* Deleted */ })) });
    }

    /** Shows a file in the editor. */
    open(file: WorkspaceFile): void {
        const model = this.modelOf(file);
        if (this.editor.getModel() !== model) this.editor.setModel(model);
        this.editor.updateOptions({ ariaLabel: `Strife file ${file.name}` });
    }

    /** Ctrl+Enter and Ctrl+Shift+Enter in the editor (Monaco would otherwise insert a line). */
    onRunKeys(run: () => void, simulate: () => void): void {
        this.editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, run);
        this.editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyMod.Shift | monaco.KeyCode.Enter, simulate);
    }

    async setDark(dark: boolean): Promise<void> {
        // The whole settings file is replaced: the other settings go along unchanged.
        await updateUserConfiguration(userSettings(dark));
    }

    /** Markers (diagnostics) of a file, as Monaco holds them. */
    markersOf(name: string): monaco.editor.IMarker[] {
        return monaco.editor.getModelMarkers({ resource: monaco.Uri.parse(uriOf(name)) });
    }

    onMarkersChanged(listener: () => void): monaco.IDisposable {
        return monaco.editor.onDidChangeMarkers(listener);
    }
}
