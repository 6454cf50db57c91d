/**
 * Dynamic registration only where the client says it supports it. Clients that answer
 * `workspace/configuration` but take no dynamic registration of `workspace/didChangeConfiguration`
 * (Neovim 0.8 and later, Helix) log a warning or an error when a server asks anyway — Langium's
 * provider always asked (issue 25, "Any LSP editor"). VS Code takes it, and gets the registration.
 */
import { describe, expect, it } from 'vitest';
import { LspSession, makeRiseWorkspace } from './lsp-harness.js';

interface Registration {
    readonly method: string;
}

/** Starts a server with `didChangeConfiguration` capabilities as given, opens a file, and returns what it registered. */
async function registrationsWith(didChangeConfiguration: Record<string, unknown>): Promise<string[]> {
    const ws = makeRiseWorkspace('strife-registrations-');
    const server = new LspSession(ws.dir);
    const methods: string[] = [];
    server.connection.onRequest('client/registerCapability', (params: { registrations: Registration[] }) => {
        methods.push(...params.registrations.map(r => r.method));
        return null;
    });
    try {
        await server.initialize(ws.uri, 'rise', { configuration: true, didChangeConfiguration });
        // Diagnostics for an opened file come after the server has handled `initialized`.
        const uri = ws.fileUri('solo.strife');
        await server.open(uri, 'ruleset rise\n');
        await server.waitForDiagnostics(uri);
        return methods;
    } finally {
        server.dispose();
        ws.cleanup();
    }
}

describe('dynamic registration', () => {
    it('registers nothing for configuration changes with a client that cannot take the registration (Neovim)', async () => {
        expect(await registrationsWith({ dynamicRegistration: false })).not.toContain('workspace/didChangeConfiguration');
        expect(await registrationsWith({})).not.toContain('workspace/didChangeConfiguration');
    }, 40_000);

    it('registers for configuration changes with a client that supports it (VS Code)', async () => {
        expect(await registrationsWith({ dynamicRegistration: true })).toContain('workspace/didChangeConfiguration');
    }, 40_000);
});
