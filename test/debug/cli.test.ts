/**
 * `strife play` fed on stdin, `strife run --faces` / `--replay` / `--table`, as a user runs them
 * (`node bin/strife.cjs`; run `npm run build` first): the log of a played fight is the log of its
 * replay byte for byte; `--faces` with a seeded run's faces prints that run; too few faces, a face
 * outside its die and a bad answer each get a sentence naming the die.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE, ROOT } from './dap.js';

const BIN = path.join(ROOT, 'bin/strife.cjs');
const SKIRMISH = path.join(ROOT, 'test/debug/fixtures/skirmish.strife');

function strife(args: readonly string[], input = ''): { status: number | null; stdout: string; stderr: string } {
    const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input, encoding: 'utf8', timeout: 60_000 });
    if (r.error) throw r.error;
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

let tmp: string;
beforeAll(() => {
    if (!fs.existsSync(path.join(ROOT, 'out/cli/main.cjs'))) throw new Error('the CLI is not built: run `npm run build` first');
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'strife-play-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const savedFaces = (file: string): number[] => (JSON.parse(fs.readFileSync(file, 'utf8')) as { faces: number[] }).faces;

describe('strife play', () => {
    it('asks each die on stderr, prints the log as it happens, and saves a fight whose replay is the same log byte for byte', () => {
        const save = path.join(tmp, 'duel.json');
        // Kara's attack 11 (refused, asked again) then 7; an empty line lets the generator roll; then 3s.
        const input = ['11', '7', '', ...Array(40).fill('3')].join('\n');
        const played = strife(['play', FIXTURE, '--save', save], input);
        expect(played.status).toBe(0);
        expect(played.stderr).toContain("Kara's attack (Longsword → Ogre): 1d10! — face (1–10)? 11\n11 is not a face of a d10");
        expect(played.stderr).toContain("Kara's damage to Ogre: 1d10 + power — face (1–10)? \n(rolled by the generator: ");
        expect(played.stdout).toContain('Kara attacks Ogre with Longsword: 1d10! [7] + 2 accuracy = 9 vs armor 5 → hit');
        expect(played.stdout).toMatch(/\nSummary\n/);
        const replay = strife(['run', FIXTURE, '--replay', save]);
        expect(replay.status).toBe(0);
        expect(replay.stdout).toBe(played.stdout);
        const faces = strife(['run', FIXTURE, '--faces', savedFaces(save).join(',')]);
        expect(faces.stdout).toBe(played.stdout);
    });

    it('stops when the input ends first, and goes on from the saved fight', () => {
        const save = path.join(tmp, 'half.json');
        const cut = strife(['play', FIXTURE, '--save', save], '7\n3\n');
        expect(cut.status).toBe(1);
        expect(cut.stderr).toContain(
            `The input ended before the fight did (asked: Ogre's attack (Club → Kara): 1d10!). The fight so far is saved in ${save}.`,
        );
        expect(savedFaces(save)).toEqual([7, 3]);
        const resumed = strife(['play', FIXTURE, '--resume', save], Array(40).fill('4').join('\n'));
        expect(resumed.status).toBe(0);
        const whole = strife(['play', FIXTURE], ['7', '3', ...Array(40).fill('4')].join('\n'));
        expect(resumed.stdout).toBe(whole.stdout);
    });

    it('asks only the heroes’ dice with --table, and their turns with --choose', () => {
        const played = strife(['play', SKIRMISH, '--table', 'heroes', '--choose', 'Kara'], ['2', '9', '5', '1', '8', '2'].join('\n'));
        expect(played.status).toBe(0);
        expect(played.stderr).toContain(
            "Kara's turn in round 1: what does Kara do?\n  1) Longsword -> Bandit#1\n  2) Longsword -> Bandit#2\n  3) tactics (attack_first)",
        );
        expect(played.stdout).toContain('Kara attacks Bandit#2 with Longsword: 1d10! [9]');
        expect(played.stderr).not.toContain("Bandit#1's attack");
    });
});

describe('strife run --faces', () => {
    it.each([
        'examples/rise/ogre-bridge.strife',
        'examples/paladins/ambush-on-the-pass.strife',
        'examples/rpgstuck/called-shots.strife',
        'examples/enchanted-realms/crit-chains.strife',
        'examples/vaxia/duel.strife',
    ])('%s: the faces of the seeded run print the seeded log', example => {
        const save = path.join(tmp, `${path.basename(example)}.json`);
        // Nobody at the table: the seeded generator rolls every die, and --save keeps them.
        const seeded = strife(['play', example, '--table', 'nobody', '--save', save]);
        expect(seeded.status).toBe(0);
        expect(seeded.stdout).toBe(strife(['run', example]).stdout);
        const faces = strife(['run', example, '--faces', savedFaces(save).join(',')]);
        expect(faces.stderr).toBe('');
        expect(faces.stdout).toBe(seeded.stdout);
    });

    it('names the die the faces ran out at, and a face outside its die', () => {
        const few = strife(['run', FIXTURE, '--faces', '7,3']);
        expect(few.status).toBe(1);
        expect(few.stderr).toBe("The faces ran out: die 3 of the fight (Ogre's attack (Club → Kara): 1d10!) has none; 2 faces were given.\n");
        const outside = strife(['run', FIXTURE, '--faces', '7,12']);
        expect(outside.status).toBe(1);
        expect(outside.stderr).toBe("Face 12 for die 2 of the fight (Kara's damage to Ogre: 1d10 + power) does not fit: a d10 shows 1 to 10.\n");
        const words = strife(['run', FIXTURE, '--faces', '7,three']);
        expect(words.status).toBe(2);
        expect(words.stderr).toContain('--faces takes faces of dice (whole numbers from 1 up) separated by commas, not three.');
    });

    it('with --table, gives the faces to those dice only; the generator rolls the rest', () => {
        const mixed = strife(['run', FIXTURE, '--faces', '7,3', '--table', 'heroes']);
        expect(mixed.status).toBe(1);
        expect(mixed.stdout).toBe('');
        expect(mixed.stderr).toBe("The faces ran out: die 5 of the fight (Kara's attack (Longsword → Ogre): 1d10!) has none; 2 faces were given.\n");
        expect(strife(['run', FIXTURE, '--table', 'heroes']).stderr).toContain('--table goes with --faces');
        // A name that is nobody's: said, and the run goes on with the generator's dice.
        const typo = strife(['run', FIXTURE, '--faces', '7', '--table', 'heros']);
        expect(typo.status).toBe(0);
        expect(typo.stderr).toBe(
            'Nobody in the fight is called heros: the table names sides or fighters — heroes (Kara), monsters (Ogre).\n' +
                '1 of the faces given were not needed: the fight used 0.\n',
        );
        expect(typo.stdout).toBe(strife(['run', FIXTURE]).stdout);
    });
});
