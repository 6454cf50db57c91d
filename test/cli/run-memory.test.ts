/**
 * Long outputs are written as they are made, so memory stays near the engine's own whatever their
 * length (docs/limits.md §Figures). Each case runs the CLI with a small heap, far below what
 * holding its output took before: the 200-fighter, 1,000-round Vaxia brawl (a 61 MB log) peaked at
 * 1.2 GB, its simulation report at 1.1 GB, and 10,000 rolls of `1000d6!` at 1.2 GB.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'bin/strife.cjs');

let tmp: string;
beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'strife-memory-'));
    // 200 fighters nobody can fell in 1,000 rounds: the longest log a file may ask for.
    fs.writeFileSync(
        path.join(tmp, 'brawl.strife'),
        `ruleset vaxia
creature Tank {
  STR 30  DEX 30  END 30  INT 20  SPIR 20  CHA 20  LIF 100000
  skills { rifles 10  dodge 5 }
  armor 2
  attack Rifle { uses DEX, STR  vs DEX, END  category piercing }
}
encounter "Brawl" { round_limit 1000 side a { Tank x100 } side b { Tank x100 } tactics attack_first }
`,
    );
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The CLI with a small heap (128 MB unless said); its whole stdout. */
function strifeSmallHeap(args: readonly string[], heapMb = 128) {
    const r = spawnSync(process.execPath, [`--max-old-space-size=${heapMb}`, BIN, ...args], {
        cwd: tmp,
        encoding: 'utf8',
        maxBuffer: 512 * 1024 * 1024,
        timeout: 240_000,
    });
    if (r.error) throw r.error;
    return r;
}

describe('long outputs in a small heap', () => {
    it('a 1,000-round run of 200 fighters: every round and the summary', () => {
        expect(strifeSmallHeap(['check', 'brawl.strife']).status).toBe(0);
        const r = strifeSmallHeap(['run', 'brawl.strife']);
        expect(r.stderr).toBe('');
        expect(r.status).toBe(0);
        expect(r.stdout).toContain('\nRound 1000\n');
        expect(r.stdout).toMatch(/\nSummary\n( {2}Tank#\d+ \(\w\): dealt \d+ damage.*\n){200}$/);
    }, 300_000);

    it('a simulation report replaying that run keeps only the events it reads (it held each whole log: 1.1 GB)', () => {
        const r = strifeSmallHeap(['simulate', 'brawl.strife', '--runs', '2', '--report', 'brawl.md'], 192);
        expect(r.status).toBe(0);
        expect(fs.readFileSync(path.join(tmp, 'brawl.md'), 'utf8')).toContain('## Brawl');
    }, 300_000);

    it('10,000 rolls of an exploding thousand dice', () => {
        const r = strifeSmallHeap(['roll', '1000d6!', '--times', '10000', '--seed', '3']);
        expect(r.stderr).toBe('');
        expect(r.status).toBe(0);
        const lines = r.stdout.split('\n');
        expect(lines).toHaveLength(10_002); // the header, 10,000 rolls, the final newline
        expect(lines[10_000]).toMatch(/^1000d6! \[.*\] = \d+$/);
    }, 300_000);
});
