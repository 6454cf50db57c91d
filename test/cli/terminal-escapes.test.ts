/**
 * A shared file cannot retitle, clear or garble the terminal, nor put HTML in a Markdown renderer:
 * control characters in names (an encounter's name is any quoted text) and paths are written out
 * visibly (`\x1b`, `\x9b`) by `run`, `simulate`, `test`, their Markdown and JSON forms, reports and
 * error messages; Markdown escapes HTML and its own syntax in names. Before, they were printed raw.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'bin/strife.cjs');

/** ESC-OSC title, BEL, an ESC CSI clear screen, the C1 CSI, NUL, DEL and a right-to-left override. */
const HOSTILE = '\x1b]0;pwned\x07\x1b[2J\x9b31m\x00\x7f\u202e';
/** Raw control characters a terminal acts on (line feed and tab aside). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: what the test looks for
const RAW = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;

let tmp: string;
function strife(args: readonly string[]): { status: number | null; stdout: string; stderr: string } {
    const r = spawnSync(process.execPath, [BIN, ...args], { cwd: tmp, encoding: 'utf8', timeout: 60_000 });
    if (r.error) throw r.error;
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const encounter = (name: string) => `ruleset rise
character Kara { level 2 strength 2 perception 2 power 3 hit_points 22 damage_resistance 6
  defenses { armor 7 fortitude 6 reflex 5 mental 4 } attack Longsword { vs armor damage 1d10 + power } }
creature Bandit { accuracy 2 power 1 hit_points 12 damage_resistance 2
  defenses { armor 5 fortitude 4 reflex 5 mental 3 } attack Shortsword { vs armor damage 1d6 + power } }
encounter "${name}" {
  side heroes { Kara }
  side bandits { Bandit }
  tactics attack_weakest
  expect heroes wins
}
`;

beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'strife-escapes-'));
    fs.writeFileSync(path.join(tmp, 'hostile.strife'), encounter(`Ambush ${HOSTILE}`));
    fs.writeFileSync(path.join(tmp, 'markup.strife'), encounter('<script>alert(1)</script><img src=x onerror=alert(2)> [x](javascript:alert(3))'));
    fs.writeFileSync(path.join(tmp, `bad${HOSTILE.replace('\x00', '')}.strife`), 'ruleset rise\ncreature X { hit_points 3 }\n');
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const MARKDOWN_REPORT = '\\\\x1b\\]0;pwned\\\\x07';

describe('control characters in names are written out, never sent raw', () => {
    const TEXT = '\\x1b]0;pwned\\x07';
    const JSON_TEXT = '\\u001b]0;pwned\\u0007';
    const MARKDOWN = '\\\\x1b\\]0;pwned\\\\x07';
    it.each([
        ['run', ['run', 'hostile.strife'], TEXT],
        ['run --format markdown', ['run', 'hostile.strife', '--format', 'markdown'], MARKDOWN],
        ['run --format json', ['run', 'hostile.strife', '--format', 'json'], JSON_TEXT],
        ['simulate', ['simulate', 'hostile.strife', '--runs', '20'], TEXT],
        ['simulate --format json', ['simulate', 'hostile.strife', '--runs', '20', '--format', 'json'], JSON_TEXT],
        ['test', ['test', 'hostile.strife'], TEXT],
        ['an error message (no such encounter)', ['run', 'hostile.strife', '--encounter', HOSTILE.replace('\x00', '')], TEXT],
        ['check of a file whose name holds them', ['check', '.'], TEXT],
    ])('%s', (_, args, visible) => {
        const r = strife(args);
        expect(r.stdout + r.stderr).not.toMatch(RAW);
        // …and the reader still sees them, written out.
        expect(r.stdout + r.stderr).toContain(visible);
    });

    it('JSON stays JSON with the same name in it', () => {
        const r = strife(['run', 'hostile.strife', '--format', 'json']);
        expect(JSON.parse(r.stdout).encounter).toBe(`Ambush ${HOSTILE}`);
    });

    it('a Markdown report', () => {
        const r = strife(['simulate', 'hostile.strife', '--runs', '20', '--report', 'report.md']);
        expect(r.status).toBe(0);
        const report = fs.readFileSync(path.join(tmp, 'report.md'), 'utf8');
        expect(report).not.toMatch(RAW);
        expect(report).toContain(MARKDOWN_REPORT); // written out, and Markdown-escaped
    });
});

describe('Markdown output escapes HTML and Markdown in names', () => {
    it('run --format markdown', () => {
        const r = strife(['run', 'markup.strife', '--format', 'markdown']);
        expect(r.stdout).not.toContain('<script>');
        expect(r.stdout).not.toContain('<img');
        expect(r.stdout).not.toContain('](javascript:');
        expect(r.stdout.split('\n')[0]).toBe(
            '# &lt;script&gt;alert\\(1\\)&lt;/script&gt;&lt;img src=x onerror=alert\\(2\\)&gt; \\[x\\]\\(javascript:alert\\(3\\)\\) — ruleset rise, seed 1',
        );
    });

    it('simulate --report x.md', () => {
        expect(strife(['simulate', 'markup.strife', '--runs', '20', '--report', 'markup.md']).status).toBe(0);
        const report = fs.readFileSync(path.join(tmp, 'markup.md'), 'utf8');
        expect(report).not.toContain('<script>');
        expect(report).not.toContain('<img');
        expect(report).toContain('&lt;script&gt;');
    });
});
