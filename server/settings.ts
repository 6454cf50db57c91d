/**
 * The server's settings and workspace: the workspace folders imports may be read from
 * (`import-policy.ts`), the file-size limit (`strife.maxFileSizeKB`: documents are read under the
 * limit the settings give, so builds wait until it is known, and a change rebuilds every document),
 * and inlay hints asked for again when `strife.*` settings change.
 */
import { URI } from 'langium';
import type { Connection } from 'vscode-languageserver';
import type { StrifeSharedServices } from '../language/strife-module.js';
import { DEFAULT_MAX_FILE_KB } from '../language/workspace/file-size-limit.js';
import { setImportRoots } from '../language/workspace/import-policy.js';

type Log = (message: string) => void;

/** Imports are judged against the workspace folders the client opened (`file:` ones). */
export function followWorkspaceFolders(shared: StrifeSharedServices): void {
    shared.lsp.LanguageServer.onInitialize(params => {
        const folders = params.workspaceFolders?.map(f => URI.parse(f.uri)) ?? (params.rootUri ? [URI.parse(params.rootUri)] : []);
        setImportRoots(
            shared.workspace.LangiumDocuments,
            folders.filter(u => u.scheme === 'file').map(u => u.fsPath),
        );
    });
}

/** Reads `strife.*` settings once initialized and whenever they change. */
export function followSettings(connection: Connection, shared: StrifeSharedServices, log: Log): void {
    const fileSize = shared.workspace.FileSizeGuard;
    const readFileSizeSetting = async (rebuild: boolean) => {
        const kb = await shared.workspace.ConfigurationProvider.getConfiguration('strife', 'maxFileSizeKB');
        const bytes = (typeof kb === 'number' && Number.isFinite(kb) && kb > 0 ? kb : DEFAULT_MAX_FILE_KB) * 1024;
        if (bytes === fileSize.maxBytes) return;
        fileSize.maxBytes = bytes;
        if (rebuild)
            await shared.workspace.WorkspaceLock.write(token =>
                shared.workspace.DocumentBuilder.update(shared.workspace.LangiumDocuments.all.map(d => d.uri).toArray(), [], token),
            );
    };
    // Documents are read under the limit the settings give: builds wait until it is known.
    const settingsRead = new Promise<void>(resolve => {
        shared.lsp.LanguageServer.onInitialized(() => {
            readFileSizeSetting(true)
                .catch(error => log(`Strife: reading settings failed: ${String(error)}`))
                .finally(resolve);
        });
    });
    shared.lsp.DocumentUpdateHandler.waitBeforeBuilding(settingsRead);
    // Inlay hints read `strife.inlayHints.enabled` per request; the client asks again when told to refresh.
    let refreshInlayHints = false;
    shared.lsp.LanguageServer.onInitialize(params => {
        refreshInlayHints = params.capabilities.workspace?.inlayHint?.refreshSupport === true;
    });
    shared.workspace.ConfigurationProvider.onConfigurationSectionUpdate(update => {
        if (update.section !== 'strife') return;
        readFileSizeSetting(true).catch(error => log(`Strife: reading settings failed: ${String(error)}`));
        if (refreshInlayHints)
            connection.languages.inlayHint.refresh().catch(error => log(`Strife: refreshing inlay hints failed: ${String(error)}`));
    });
}
