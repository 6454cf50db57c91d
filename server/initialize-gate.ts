/**
 * The LSP lifecycle rule vscode-languageserver leaves to the server: until `initialize` has been
 * answered, a request gets the error -32002 (ServerNotInitialized) and notifications other than
 * `exit` are dropped. Without this a request sent too early waits forever for a workspace that
 * never comes.
 */
import { ErrorCodes, type Message, type MessageStrategy, type RequestMessage, ResponseError } from 'vscode-languageserver';

/** The internal method a too-early request is rerouted to; its handler answers -32002. */
export const NOT_INITIALIZED_METHOD = 'strife/internal/notInitialized';

/** A message strategy (vscode-jsonrpc ConnectionOptions), open once `initialize` arrives, and the refusal. */
export function initializeGate(): { messageStrategy: MessageStrategy; refuse: (params: { method: string }) => ResponseError<void> } {
    let initialized = false;
    return {
        messageStrategy: {
            handleMessage(message: Message, next: (message: Message) => void): void {
                const m = message as Partial<RequestMessage>;
                if (m.method === 'initialize') initialized = true; // later messages are handled after it
                // Responses, `initialize`, `exit` and everything after initialization pass.
                if (initialized || typeof m.method !== 'string' || m.method === 'exit') next(message);
                // A request is answered -32002; a notification is dropped, as the spec says.
                else if (m.id !== undefined && m.id !== null)
                    next({ ...m, method: NOT_INITIALIZED_METHOD, params: { method: m.method } } as RequestMessage);
            },
        },
        refuse: ({ method }) =>
            new ResponseError(ErrorCodes.ServerNotInitialized, `The server is not initialized yet; '${method}' must follow 'initialize'.`),
    };
}
