/**
 * What a game master reads of a pool attack in `strife run`'s log, text and Markdown: the pool's
 * result is the number of dice that hit, each die set against the AC on its own (seed
 * 001_66230f9a082df360.txt §The Attack), so the line counts hits and adds nothing up
 * (`4d20 [2, 6, 2, 2], each vs AC 12: 0 hits`, never `= 0 vs AC 12`, which reads as a total of 0).
 * The dice are given with `--faces`, as a GM would replay a table's rolls (run `npm run build` first).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../../bin/strife.cjs', import.meta.url));

// Gob: armor 11 + Agility 4's +1 (the modifier table starts at 4) = AC 12.
// Mira: armor 10 + Agility 8's +3 = AC 13.
const FIGHT = `ruleset enchanted-realms

character Mira {
  agility 8  body 20  movement 30
  defenses { armor 10 }
  attack Blades { roll 4d20  category edged  weight 1 }
}

creature Gob {
  strength 4  agility 4  body 30  movement 30
  defenses { armor 11 }
  attack Claw { roll 1d20  category edged  weight 0 }
}

encounter "Pool" {
  side heroes { Mira }
  side foes { Gob }
  round 1 {
    Mira: Blades -> Gob
    Gob: Claw -> Mira
  }
  round_limit 1
}
`;

let dir: string;
beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'strife-er-pool-'));
    writeFileSync(join(dir, 'pool.strife'), FIGHT);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `strife run pool.strife --faces …` with the initiative d10s (Mira 9, Gob 1), Mira's pool, then Gob's d20. */
function run(faces: readonly number[], format: 'text' | 'markdown'): string[] {
    const r = spawnSync(process.execPath, [BIN, 'run', 'pool.strife', '--faces', [9, 1, ...faces].join(','), '--format', format], {
        cwd: dir,
        encoding: 'utf8',
        timeout: 30_000,
    });
    if (r.error) throw r.error;
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    return r.stdout.split('\n');
}

describe("an Enchanted Realms pool's result counts its hits", () => {
    it('no die reaching the AC reads as 0 hits, a die exactly on the AC as 1 hit', () => {
        const log = run([2, 6, 2, 2, 13], 'text');
        expect(log).toContain('    Mira attacks Gob with Blades: 4d20 [2, 6, 2, 2], each vs AC 12: 0 hits → miss');
        expect(log).toContain('    Gob attacks Mira with Claw: 1d20 [13*], each vs AC 13: 1 hit → hit');
        // The damage counts the one hitting die, then adds Gob's Strength 4 modifier (+1); weight 0.
        expect(log).toContain('      Mira takes 2 damage (1 hitting die + 1 modifier): 2 Body lost → 18/20 Body');
        expect(log.join('\n')).not.toMatch(/\] = \d+ vs AC/);
    });

    it('reads the same in Markdown, the hitting dice marked', () => {
        const log = run([12, 6, 2, 12, 1], 'markdown');
        // Two dice exactly on AC 12; Mira has no Strength modifier, the Blades weigh 1: 2 + 1 = 3.
        expect(log).toContain('  - Mira attacks Gob with Blades: 4d20 [12\\*, 6, 2, 12\\*], each vs AC 12: 2 hits → hit');
        expect(log).toContain('  - Gob attacks Mira with Claw: 1d20 [1], each vs AC 13: 0 hits → miss');
        expect(log).toContain('    - Gob takes 3 damage (2 hitting dice + 1 weight): 3 Body lost → 27/30 Body');
    });
});
