/**
 * The dice tools refuse what a file refuses, with the same code: a formula typed after `strife
 * roll` or `strife odds` gets the verdict `strife check` gives it in a damage line. Before, the
 * tools reported only errors of their own wording and accepted `odds 2d20kh3` and `roll 4d6dl5`,
 * which a file flags (`dice-keep-too-many`, `dice-drop-too-many`).
 */
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDiceFormula } from '../../language/engine/dice-formula.js';
import { build } from '../helpers.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'bin/strife.cjs');
const DEF = 'defenses { armor 5 fortitude 4 reflex 5 mental 3 }';

/** The codes `check` gives a Rise damage line with `formula` (the ruleset's own ladder warning aside). */
async function fileCodes(formula: string): Promise<string[]> {
    const built = await build(`ruleset rise\ncreature B { hit_points 9 ${DEF} attack Hit { vs armor damage ${formula} } }\n`);
    return built.diagnostics.map(d => String(d.code)).filter(c => c !== 'rise-dice-off-ladder');
}

/** The code the dice tools refuse `formula` with, if any. */
function toolCode(formula: string): string | undefined {
    const parsed = parseDiceFormula(formula);
    return 'error' in parsed ? (/\[([a-z-]+)\]$/.exec(parsed.error)?.[1] ?? 'no-code') : undefined;
}

describe('strife roll and odds give the verdict a file gives', () => {
    it.each([
        '2d20kh3',
        '4d6dl5',
        '1001d6',
        '1d0',
        '1d1!',
        '3d6r<7',
        '1d6!>6',
        '2d6kh0',
        '3d6mi7ma2',
        '1d6 + 1000001',
        '1d6 * 1000000 * 1000',
        '4d6kh3',
        '2d6 + 3',
        '1d10!',
        '10d10cs>=8',
        '4d6k3',
        '4d6d1',
        '3d6>3f1',
        '4dF',
        '1d6!p',
        '2d6xo',
        '1d20rol1',
        '4d6p1',
        '4d6kq3',
        '10d6k1k2',
        '1d6/(1d3-2)',
    ])('%s', async formula => {
        const codes = await fileCodes(formula);
        expect(toolCode(formula)).toBe(codes[0]);
        expect(codes.length).toBeLessThanOrEqual(1);
    });

    it('0d6 totals 0 (Avrae): the one warning of a file the tools accept', async () => {
        expect(await fileCodes('0d6')).toEqual(['dice-zero-count']);
        expect(toolCode('0d6')).toBeUndefined();
    });

    it.each([
        ['odds', '2d20kh3', 'dice-keep-too-many'],
        ['roll', '4d6dl5', 'dice-drop-too-many'],
    ])('strife %s %s: exit 2 with [%s]', (command, formula, code) => {
        const r = spawnSync(process.execPath, [BIN, command, formula], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
        expect(r.status).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr.trim()).toMatch(new RegExp(`^strife: .*\\[${code}\\]$`));
    });
});
