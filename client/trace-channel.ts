// The language client's trace channel, switched on by the setting `strife.trace.server`.
//
// vscode-languageclient 11 traces only while its trace channel's log level is Trace, which a user
// sets by hand per channel (Developer: Set Log Level…); `<id>.trace.server` then only chooses
// between `messages` and `verbose`. Bug reports are easier with one setting, so this channel reports
// the Trace level whenever the setting is not `off`, and writes the trace lines into the server's
// log channel at info level, which that channel shows by default.
import * as vscode from 'vscode';
import { CLIENT_ID } from './client-identity.js';

/** The trace level of the setting `strife.trace.server`: `off`, `messages` or `verbose`. */
function traceSetting(): string {
    return vscode.workspace.getConfiguration(CLIENT_ID).get<string>('trace.server', 'off');
}

/**
 * A log channel for the client's `traceOutputChannel` option that writes into `serverLog` (the
 * `Strife Language Server` channel): at the Trace level while `strife.trace.server` is `messages`
 * or `verbose`, else at `serverLog`'s own level. Changing the setting takes effect at once (the
 * client re-reads the level on `onDidChangeLogLevel`). Dispose it with the extension.
 */
export function createTraceChannel(serverLog: vscode.LogOutputChannel): vscode.LogOutputChannel & vscode.Disposable {
    const levelChanged = new vscode.EventEmitter<vscode.LogLevel>();
    const tracing = () => traceSetting() !== 'off';
    const level = () => (tracing() ? vscode.LogLevel.Trace : serverLog.logLevel);
    const listeners = [
        vscode.workspace.onDidChangeConfiguration(e => {
            if (e.affectsConfiguration(`${CLIENT_ID}.trace.server`)) levelChanged.fire(level());
        }),
        serverLog.onDidChangeLogLevel(() => levelChanged.fire(level())),
    ];
    return {
        name: serverLog.name,
        get logLevel() {
            return level();
        },
        onDidChangeLogLevel: levelChanged.event,
        // The trace of messages: shown at info level when the setting asks for it.
        trace: (message, ...args) => (tracing() ? serverLog.info(message, ...args) : serverLog.trace(message, ...args)),
        debug: (message, ...args) => serverLog.debug(message, ...args),
        info: (message, ...args) => serverLog.info(message, ...args),
        warn: (message, ...args) => serverLog.warn(message, ...args),
        error: (error, ...args) => serverLog.error(error, ...args),
        append: value => serverLog.append(value),
        appendLine: value => serverLog.appendLine(value),
        replace: value => serverLog.replace(value),
        clear: () => serverLog.clear(),
        show: (columnOrPreserveFocus?: vscode.ViewColumn | boolean, preserveFocus?: boolean) =>
            typeof columnOrPreserveFocus === 'boolean' || columnOrPreserveFocus === undefined
                ? serverLog.show(columnOrPreserveFocus)
                : serverLog.show(columnOrPreserveFocus, preserveFocus),
        hide: () => serverLog.hide(),
        // The server's log channel is disposed on its own (language-client.ts); only this adapter's listeners go here.
        dispose: () => {
            for (const listener of listeners) listener.dispose();
            levelChanged.dispose();
        },
    };
}
