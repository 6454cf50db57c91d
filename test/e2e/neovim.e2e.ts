/**
 * Strife in Neovim, a real LSP client that is not VS Code: Debian's Neovim runs headless with
 * exactly the set-up docs/editors.md gives (the Lua block after its `neovim-config` marker) and a
 * `strife` on the PATH as `npm link` makes it, on a workspace with a mistake in it. What a Neovim
 * user would see is checked: the diagnostic with its code, the hover on a stat with the rule's
 * citation, formatting that lays out a messy line, and a quiet log.
 * Run with `npm run test:e2e` (scripts/e2e/setup.sh installs Neovim).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RISE_SEED, RISE_STATS } from '../../language/rulesets/rise/schema.js';
import { ROOT } from './harness.js';

/** The Lua block of docs/editors.md that follows the `neovim-config` marker. */
function documentedConfig(): string {
    const doc = readFileSync(join(ROOT, 'docs/editors.md'), 'utf8');
    const m = /<!-- neovim-config:[^>]*-->\s*```lua\n([\s\S]*?)```/.exec(doc);
    if (!m) throw new Error('docs/editors.md has no Lua block after its neovim-config marker');
    return m[1];
}

/** Waits for the client and the diagnostics, asks a hover and formatting, writes what came back as JSON. */
const PROBE = String.raw`
vim.lsp.set_log_level('warn')
local out = { messages = {} }
local notify = vim.notify
vim.notify = function(msg, level, ...) table.insert(out.messages, { msg = tostring(msg), level = level }) return notify(msg, level, ...) end
local buf = vim.api.nvim_get_current_buf()
out.attached = vim.wait(30000, function()
  local clients = vim.lsp.buf_get_clients(buf)
  for _, c in pairs(clients) do if c.initialized then return true end end
  return false
end, 100)
vim.wait(30000, function() return #vim.diagnostic.get(buf) > 0 end, 100)
out.diagnostics = {}
for _, d in ipairs(vim.diagnostic.get(buf)) do
  table.insert(out.diagnostics, { line = d.lnum + 1, message = d.message, code = d.code, severity = d.severity })
end
local params = vim.lsp.util.make_text_document_params(buf)
local pos = vim.fn.searchpos('damage_resistance', 'nw')
local hover = vim.lsp.buf_request_sync(buf, 'textDocument/hover', { textDocument = params, position = { line = pos[1] - 1, character = pos[2] } }, 15000) or {}
for _, r in pairs(hover) do if r.result then out.hover = r.result.contents.value end end
local formatted = vim.lsp.buf_request_sync(buf, 'textDocument/formatting', { textDocument = params, options = { tabSize = 2, insertSpaces = true } }, 15000) or {}
for _, r in pairs(formatted) do if r.result then vim.lsp.util.apply_text_edits(r.result, buf, 'utf-16') end end
out.text = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), '\n')
out.log = vim.fn.filereadable(vim.lsp.get_log_path()) == 1 and table.concat(vim.fn.readfile(vim.lsp.get_log_path()), '\n') or ''
vim.fn.writefile({ vim.fn.json_encode(out) }, 'probe.json')
vim.cmd('qa!')
`;

const MESSY = `ruleset rise
creature Gob {   level 1  hit_points 8   damage_resistance 2
  defenses { armor 4  fortitude 3  reflex 3  mental 3 }
  hp 3
}
`;

interface Probe {
    readonly attached: boolean;
    readonly diagnostics: readonly { line: number; message: string; code: string; severity: number }[];
    readonly hover?: string;
    readonly text: string;
    readonly messages: readonly { msg: string; level?: number }[];
    /** Neovim's LSP log at level warn (its own files, under the test's XDG folders). */
    readonly log: string;
}

describe('Strife in Neovim, set up as docs/editors.md says', () => {
    let dir: string;
    let probe: Probe;

    beforeAll(() => {
        dir = mkdtempSync(join(tmpdir(), 'strife-neovim-'));
        mkdirSync(join(dir, 'bin'));
        // What `npm link` puts on the PATH: a symlink to the clone's bin/strife.cjs.
        symlinkSync(join(ROOT, 'bin/strife.cjs'), join(dir, 'bin/strife'));
        writeFileSync(join(dir, 'init.lua'), documentedConfig());
        writeFileSync(join(dir, 'probe.lua'), PROBE);
        writeFileSync(join(dir, 'gob.strife'), MESSY);
        const r = spawnSync('nvim', ['--headless', '--clean', '-u', 'init.lua', '-c', 'luafile probe.lua', 'gob.strife'], {
            cwd: dir,
            env: {
                ...process.env,
                PATH: `${join(dir, 'bin')}:${process.env.PATH}`,
                XDG_CACHE_HOME: join(dir, 'cache'),
                XDG_STATE_HOME: join(dir, 'state'),
                XDG_CONFIG_HOME: join(dir, 'config'),
                XDG_DATA_HOME: join(dir, 'data'),
            },
            encoding: 'utf8',
            timeout: 120_000,
        });
        if (r.error) throw r.error;
        probe = JSON.parse(readFileSync(join(dir, 'probe.json'), 'utf8')) as Probe;
    }, 150_000);

    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('starts the server and shows the mistake with its code on its line', () => {
        expect(probe.attached).toBe(true);
        const hp = probe.diagnostics.find(d => d.code === 'unknown-stat');
        expect(hp).toMatchObject({ line: 4, severity: 1 });
        expect(hp?.message).toContain("Rise has no stat 'hp'");
    });

    it('explains a stat in the hover, with its citation', () => {
        const stat = RISE_STATS.find(s => s.name === 'damage_resistance')!;
        expect(probe.hover).toContain(stat.summary);
        expect(probe.hover).toContain(`${RISE_SEED} §${stat.cite.section}`);
    });

    it('formats the messy line as the formatter lays it out', () => {
        expect(probe.text.split('\n').slice(0, 4)).toEqual([
            'ruleset rise',
            'creature Gob {',
            '  level 1  hit_points 8  damage_resistance 2',
            '  defenses { armor 4  fortitude 3  reflex 3  mental 3 }',
        ]);
    });

    // Neovim logs what the server writes to stderr, and every request it cannot handle, as errors
    // or warnings. (Dynamic registration is held by test/lsp/registrations.test.ts: Neovim 0.7
    // does not offer workspace/configuration, so the server never asks it to register.)
    it("leaves no error or warning in Neovim's messages or its LSP log", () => {
        expect(probe.messages.filter(m => (m.level ?? 0) >= 3)).toEqual([]);
        expect(probe.log).not.toMatch(/\[(ERROR|WARN)\]/);
    });
});
