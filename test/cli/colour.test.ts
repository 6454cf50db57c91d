/** Colour in the terminal log: only on a terminal, never with NO_COLOR or --no-color, same words. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { colourLog, wantsColour } from '../../cli/colour.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const tty = { isTTY: true } as NodeJS.WriteStream;
const pipe = { isTTY: false } as NodeJS.WriteStream;
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escapes are what is looked for
const ANSI = /\u001b\[/;

describe('colour', () => {
    const saved = process.env.NO_COLOR;
    afterEach(() => {
        if (saved === undefined) delete process.env.NO_COLOR;
        else process.env.NO_COLOR = saved;
    });

    it('is wanted on a terminal only, and not with --no-color or NO_COLOR', () => {
        delete process.env.NO_COLOR;
        expect(wantsColour(tty, true)).toBe(true);
        expect(wantsColour(pipe, true)).toBe(false);
        expect(wantsColour(tty, false)).toBe(false);
        process.env.NO_COLOR = '1';
        expect(wantsColour(tty, true)).toBe(false);
    });

    it('changes no word of the log', () => {
        const log =
            'Round 1\n    A attacks B with X: 1d10! [10!, 9] + 2 = 21 vs armor 5 → CRITICAL HIT ×2\n      B dies of a vital wound.\n\nResult\n  heroes won after 1 round: done.';
        const coloured = colourLog(log);
        expect(coloured).not.toBe(log);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping ANSI escapes
        expect(coloured.replace(/\u001b\[[0-9;]*m/g, '')).toBe(log);
    });

    it('strife run into a pipe prints no escape codes', () => {
        const r = spawnSync(process.execPath, [path.join(ROOT, 'bin/strife.cjs'), 'run', path.join(ROOT, 'examples/rise/ogre-bridge.strife')], {
            encoding: 'utf8',
            env: { ...process.env, FORCE_COLOR: '1' },
        });
        expect(r.status).toBe(0);
        expect(r.stdout).toContain('Summary');
        expect(r.stdout).not.toMatch(ANSI);
    });
});
