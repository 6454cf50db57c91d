/**
 * Strife in Neovim, a real LSP client that is not VS Code: Debian's Neovim runs headless with
 * exactly the set-up docs/editors.md gives (the Lua block after its `neovim-config` marker) and a
 * `strife` on the PATH as `npm link` makes it, on a workspace with a mistake in it. What a Neovim
 * user would see is checked: the diagnostic with its code, the hover on a stat with the rule's
 * citation, formatting that lays out a messy line, and a quiet log.
 * Run with `npm run test:e2e` (scripts/e2e/setup.sh installs Neovim).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RISE_STATS } from '../../language/rulesets/rise/schema.js';
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
-- The Run lens, as docs/editors.md says to run it: refresh the lenses, cursor on the encounter's
-- line, run one (headless, the lens picker takes the first: ▶ Run encounter). Neovim 0.7 cannot
-- show documents, so the server sends the log as a message (what :messages shows): recorded here.
out.shownMessages = {}
local showMessage = vim.lsp.handlers['window/showMessage']
vim.lsp.handlers['window/showMessage'] = function(err, result, ctx, config)
  table.insert(out.shownMessages, result.message)
  return showMessage(err, result, ctx, config)
end
vim.cmd('edit ogre-bridge.strife')
local fight = vim.api.nvim_get_current_buf()
vim.wait(30000, function()
  for _, c in pairs(vim.lsp.buf_get_clients(fight)) do if c.initialized then return true end end
  return false
end, 100)
vim.lsp.codelens.refresh()
vim.wait(30000, function() return #vim.lsp.codelens.get(fight) > 0 end, 100)
out.lenses = {}
for _, l in ipairs(vim.lsp.codelens.get(fight)) do if l.command then table.insert(out.lenses, l.command.title) end end
vim.ui.select = function(items, _, on_choice) on_choice(items[1], 1) end
local lens = vim.lsp.codelens.get(fight)[1]
if lens then
  vim.api.nvim_win_set_cursor(0, { lens.range.start.line + 1, 0 })
  vim.lsp.codelens.run()
  vim.wait(60000, function() return #out.shownMessages > 0 end, 100)
end
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
    /** The lens titles above the encounter, and the messages the server showed (the Run lens's log). */
    readonly lenses: readonly string[];
    readonly shownMessages: readonly string[];
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
        for (const name of ['ogre-bridge.strife', 'bestiary.strife']) copyFileSync(join(ROOT, 'examples/rise', name), join(dir, name));
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
        const hp = probe.diagnostics.find(d => d.code === 'other-ruleset-stat');
        expect(hp).toMatchObject({ line: 4, severity: 1 });
        expect(hp?.message).toContain("Rise calls hit points 'hit_points'; 'hp' is RPGStuck's word.");
    });

    it('explains a stat in the hover, with its citation', () => {
        const stat = RISE_STATS.find(s => s.name === 'damage_resistance')!;
        expect(probe.hover).toContain(stat.summary);
        // Cited by book and chapter (Rise's "Combat" chapter), not by the file a maintainer knows it by.
        expect(probe.hover).toContain(`Rise, Combat §${stat.cite.section}`);
    });

    it('formats the messy line as the formatter lays it out', () => {
        expect(probe.text.split('\n').slice(0, 4)).toEqual([
            'ruleset rise',
            'creature Gob {',
            '  level 1  hit_points 8  damage_resistance 2',
            '  defenses { armor 4  fortitude 3  reflex 3  mental 3 }',
        ]);
    });

    it('runs the ▶ Run encounter lens: the log comes back as a message (Neovim 0.7 shows no documents)', () => {
        expect(probe.lenses).toEqual(['▶ Run encounter', 'Simulate']);
        expect(probe.shownMessages).toHaveLength(1);
        expect(probe.shownMessages[0]).toContain('Ogre on the bridge — ruleset rise, seed 42');
        expect(probe.shownMessages[0]).toContain('Ogre attacks Wren with Greatclub: 1d10! [6] + 4 accuracy = 10 vs armor 8 → hit');
    });

    // Neovim logs what the server writes to stderr, and every request it cannot handle, as errors
    // or warnings. (Dynamic registration is held by test/lsp/registrations.test.ts: Neovim 0.7
    // does not offer workspace/configuration, so the server never asks it to register.)
    it("leaves no error or warning in Neovim's messages or its LSP log", () => {
        expect(probe.messages.filter(m => (m.level ?? 0) >= 3)).toEqual([]);
        expect(probe.log).not.toMatch(/\[(ERROR|WARN)\]/);
    });
});
