/**
 * `workspace/executeCommand` for editors other than VS Code: the code lenses' Run and Simulate
 * commands (`strife.runEncounter`, `strife.simulateEncounter`), run by the server itself. The
 * language server implements them (server/execute-command.ts); the VS Code extension registers
 * those commands on its side and says so at initialize (`initializationOptions.clientRunsLenses`),
 * so the server then advertises none — a client that registered a command itself must not be
 * offered it again. The playground's in-browser server implements none, so it advertises none.
 */
import { AbstractExecuteCommandHandler, type ExecuteCommandAcceptor, type ExecuteCommandFunction } from 'langium/lsp';
import type { LangiumSharedServices } from 'langium/lsp';
import type { StrifeInitializationOptions } from '../../client/protocol.js';

/** The lens commands a server can run itself. */
export const SERVER_COMMANDS = ['strife.runEncounter', 'strife.simulateEncounter'] as const;
export type ServerCommand = (typeof SERVER_COMMANDS)[number];

export class StrifeCommandHandler extends AbstractExecuteCommandHandler {
    private readonly implementations = new Map<ServerCommand, ExecuteCommandFunction>();
    private clientRunsLenses = false;

    constructor(shared: LangiumSharedServices) {
        super();
        shared.lsp.LanguageServer.onInitialize(params => {
            this.clientRunsLenses = (params.initializationOptions as StrifeInitializationOptions | undefined)?.clientRunsLenses === true;
        });
    }

    /** The commands the server runs for this client: none for a client that runs the lenses itself, or when no server implements them. */
    override get commands(): string[] {
        return this.clientRunsLenses ? [] : SERVER_COMMANDS.filter(c => this.implementations.has(c));
    }

    /** The server's implementation of `command` (server/execute-command.ts). */
    implement(command: ServerCommand, run: ExecuteCommandFunction): void {
        this.implementations.set(command, run);
    }

    registerCommands(acceptor: ExecuteCommandAcceptor): void {
        for (const command of SERVER_COMMANDS)
            acceptor(command, (args, token) => {
                const run = this.implementations.get(command);
                if (!run) throw new Error(`Strife: ${command} is run by the editor here, not by the language server.`);
                return run(args, token);
            });
    }
}
