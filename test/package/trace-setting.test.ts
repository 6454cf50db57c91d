// `strife.trace.server`: vscode-languageclient traces the messages at the level of the setting
// `<client id>.trace.server`; the setting only works if package.json contributes it under the id
// the client is created with.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_ID, SERVER_LOG_CHANNEL } from '../../client/client-identity.js';

interface Setting {
    type: string;
    enum?: string[];
    default?: unknown;
}
const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    contributes: { configuration: { properties: Record<string, Setting> } };
};

describe('the server trace setting', () => {
    it("is contributed under the client's id with the levels the client knows, off by default", () => {
        const setting = manifest.contributes.configuration.properties[`${CLIENT_ID}.trace.server`];
        expect(setting, `${CLIENT_ID}.trace.server`).toBeDefined();
        expect(setting.enum).toEqual(['off', 'messages', 'verbose']);
        expect(setting.default).toBe('off');
    });

    it('traces into the server log channel, not the channel of the run logs', () => {
        const runs = /createOutputChannel\('([^']+)'\)/.exec(readFileSync(new URL('../../client/run-encounter.ts', import.meta.url), 'utf8'));
        expect(runs?.[1]).toBe('Strife');
        expect(SERVER_LOG_CHANNEL).toBe('Strife Language Server');
    });
});
