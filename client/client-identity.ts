// The language client's id and log channel name, in a module of their own so that tests can read
// them without loading VS Code.

/**
 * The language client's id. vscode-languageclient reads the trace level from the setting
 * `<id>.trace.server`, so this id and package.json's `strife.trace.server` must agree.
 */
export const CLIENT_ID = 'strife';

/** The output channel of the server's log and trace; distinct from the `Strife` channel of run logs. */
export const SERVER_LOG_CHANNEL = 'Strife Language Server';
