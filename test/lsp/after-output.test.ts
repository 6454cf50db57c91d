/**
 * language/lsp/after-output.ts: work scheduled after a build (a full collection, the compile-cache write)
 * runs after the diagnostics the build handed to vscode-jsonrpc's writer are written, not before.
 */
import { Writable } from 'node:stream';
import { StreamMessageWriter, type NotificationMessage } from 'vscode-jsonrpc/node';
import { describe, expect, it } from 'vitest';
import { afterQueuedOutput } from '../../language/lsp/after-output.js';

function recordingWriter(order: string[]): StreamMessageWriter {
    const stream = new Writable({
        write(chunk, _encoding, done) {
            order.push(String(chunk).includes('publishDiagnostics') ? 'diagnostics' : 'header');
            done();
        },
    });
    return new StreamMessageWriter(stream);
}

describe('afterQueuedOutput', () => {
    it('runs a job after the message queued before it is written', async () => {
        const order: string[] = [];
        const writer = recordingWriter(order);
        const diagnostics: NotificationMessage = {
            jsonrpc: '2.0',
            method: 'textDocument/publishDiagnostics',
            params: { uri: 'file:///a.strife', diagnostics: [] },
        };
        void writer.write(diagnostics);
        await new Promise<void>(resolve =>
            afterQueuedOutput(() => {
                order.push('job');
                resolve();
            }),
        );
        expect(order).toEqual(['header', 'diagnostics', 'job']);
    });
});
