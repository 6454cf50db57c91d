/**
 * The debug adapter inside the language server, as the extension reaches it: DAP messages passed
 * as `strife/debugMessage` notifications (server/debug-adapter.ts). The server plays the document
 * as edited — unsaved changes included — and keeps each session apart by its id.
 */
import { copyFileSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBUG_END_NOTIFICATION, DEBUG_MESSAGE_NOTIFICATION, type DebugMessageParams } from '../../client/protocol.js';
import { LspSession } from '../lsp/lsp-harness.js';
import { FIXTURE } from './dap.js';

interface Message {
    type: string;
    seq?: number;
    request_seq?: number;
    command?: string;
    event?: string;
    success?: boolean;
    body?: Record<string, unknown>;
    message?: string;
}

/** One debug session through the server: requests by command, events kept in order. */
class Tunnel {
    readonly messages: Message[] = [];
    private seq = 1;
    constructor(
        private readonly server: LspSession,
        readonly id: string,
    ) {}

    receive(message: Message): void {
        this.messages.push(message);
    }

    async request(command: string, args: unknown = {}): Promise<Message> {
        const seq = this.seq++;
        await this.server.connection.sendNotification(DEBUG_MESSAGE_NOTIFICATION, {
            session: this.id,
            message: { type: 'request', seq, command, arguments: args },
        } satisfies DebugMessageParams);
        return this.waitFor(m => m.type === 'response' && m.request_seq === seq, `the response to ${command}`);
    }

    async waitFor(accept: (m: Message) => boolean, what: string, ms = 20_000): Promise<Message> {
        const deadline = Date.now() + ms;
        for (;;) {
            const found = this.messages.find(accept);
            if (found) return found;
            if (Date.now() > deadline)
                throw new Error(`timed out waiting for ${what}: ${JSON.stringify(this.messages.map(m => m.command ?? m.event))}`);
            await new Promise(r => setTimeout(r, 20));
        }
    }
}

describe('the debug adapter in the language server', () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), 'strife-debug-lsp-')));
    const file = join(dir, 'duel.strife');
    copyFileSync(FIXTURE, file);
    let server: LspSession;
    const tunnels = new Map<string, Tunnel>();

    beforeAll(async () => {
        server = new LspSession(dir);
        server.connection.onNotification(DEBUG_MESSAGE_NOTIFICATION, (params: DebugMessageParams) =>
            tunnels.get(params.session)?.receive(params.message as Message),
        );
        await server.initialize(pathToFileURL(dir).href);
    }, 30_000);

    afterAll(() => {
        server?.dispose();
        rmSync(dir, { recursive: true, force: true });
    });

    it('plays the document as edited, and keeps two sessions apart', async () => {
        const uri = pathToFileURL(file).href;
        // An unsaved edit: the Ogre has 40 hit points in the editor, 30 on disk.
        await server.open(uri, readFileSync(file, 'utf8').replace('hit_points 30', 'hit_points 40'));
        await server.waitForDiagnostics(uri);
        const edited = new Tunnel(server, 'one');
        const other = new Tunnel(server, 'two');
        tunnels.set('one', edited);
        tunnels.set('two', other);
        for (const tunnel of [edited, other]) {
            expect(
                (await tunnel.request('initialize', { adapterID: 'strife', linesStartAt1: true, columnsStartAt1: true, pathFormat: 'path' })).success,
            ).toBe(true);
            const launched = tunnel.request('launch', { program: file, stopOnEntry: true, seed: tunnel === edited ? 7 : 8 });
            await tunnel.waitFor(m => m.event === 'initialized', 'initialized');
            await tunnel.request('configurationDone');
            expect((await launched).success).toBe(true);
            await tunnel.waitFor(m => m.event === 'stopped', 'the stop on entry');
        }
        const evaluate = async (tunnel: Tunnel, expression: string) =>
            (await tunnel.request('evaluate', { expression, context: 'repl' })).body?.result;
        expect(await evaluate(edited, 'Ogre.max_hp')).toBe('40');
        expect(edited.messages.some(m => m.event === 'output' && String(m.body?.output).includes('Duel — ruleset rise, seed 7'))).toBe(true);
        expect(other.messages.some(m => m.event === 'output' && String(m.body?.output).includes('Duel — ruleset rise, seed 8'))).toBe(true);
        await edited.request('continue', { threadId: 1 });
        await edited.waitFor(m => m.event === 'stopped' && m.body?.reason === 'end', 'the end of the fight');
        // The other session has not moved.
        expect(other.messages.filter(m => m.event === 'stopped')).toHaveLength(1);
        await server.connection.sendNotification(DEBUG_END_NOTIFICATION, { session: 'one' });
        await server.connection.sendNotification(DEBUG_END_NOTIFICATION, { session: 'two' });
        expect(server.alive).toBe(true);
    }, 60_000);
});
