/**
 * The `strife` command as a user runs it: `node bin/strife.cjs` (the built CLI; run `npm run build`
 * first). Exit codes, the diagnostic line format, usage errors, output formats, determinism and a
 * golden combat log.
 *
 * Golden file: test/golden/ogre-bridge-seed42.txt, kept with the other golden logs: when it must
 * change, `npm run golden:update -- --why "…"` rewrites it with its reason (test/golden/README.md).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesetIds } from '../../language/rulesets/registry.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'bin/strife.cjs');
const GOLDEN = path.join(ROOT, 'test/golden/ogre-bridge-seed42.txt');
const OGRE = 'examples/rise/ogre-bridge.strife';

interface Run {
    readonly status: number | null;
    readonly stdout: string;
    readonly stderr: string;
}

function strife(args: readonly string[], cwd = ROOT): Run {
    const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 30_000 });
    if (r.error) throw r.error;
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const lines = (text: string): string[] => text.split('\n').filter(l => l.length > 0);

let tmp: string;
const write = (name: string, text: string): string => {
    const file = path.join(tmp, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    return file;
};

const DEF = 'defenses { armor 5 fortitude 4 reflex 5 mental 3 }';

beforeAll(() => {
    if (!fs.existsSync(path.join(ROOT, 'out/cli/main.cjs'))) throw new Error('the CLI is not built: run `npm run build` first');
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'strife-cli-'));
});
afterAll(() => {
    fs.rmSync(tmp, { recursive: true, force: true });
});

describe('strife check', () => {
    it('passes every example: exit 0, no error lines', () => {
        const r = strife(['check', 'examples']);
        expect(r.status).toBe(0);
        expect(r.stdout).not.toMatch(/: error: /);
        expect(r.stderr).toMatch(/^\d+ files checked: 0 errors, \d+ warnings?\.\n$/);
    });

    it('prints an error as path:line:col: error: message [code] and exits 1', () => {
        write('typo.strife', `ruleset rise\ncharacter Kara {\n  hit_points 10\n  ${DEF}\n  attack Sword { vs armr damage 1d6 }\n}\n`);
        const r = strife(['check', 'typo.strife'], tmp);
        expect(r.status).toBe(1);
        expect(r.stdout).toBe(
            "typo.strife:5:21: error: Rise has no defense 'armr'. Did you mean 'armor'? Defenses: armor, fortitude, reflex, mental. [unknown-defense]\n",
        );
        expect(r.stderr).toBe('1 file checked: 1 error, 0 warnings.\n');
    });

    it('names a file outside the working folder by its full path', () => {
        const file = write('outside.strife', `ruleset rise\ncreature Brute { hitpoints 9 ${DEF} }\n`);
        const r = strife(['check', file]);
        expect(r.status).toBe(1);
        expect(lines(r.stdout)).toContain(
            `${file}:2:18: error: Rise has no stat 'hitpoints'. Did you mean 'hit_points'? Known: level, strength, dexterity, constitution, intelligence, perception, willpower, accuracy, power, speed, size, hit_points, damage_resistance, fatigue_tolerance. [unknown-stat]`,
        );
    });

    it('exits 0 on warnings only, and still prints them', () => {
        write('warn.strife', `ruleset rise\ncreature Brute { hit_points 9 ${DEF} attack Club { vs armor damage 3d6 } }\n`);
        const r = strife(['check', 'warn.strife'], tmp);
        expect(r.status).toBe(0);
        expect(r.stdout).toBe(
            "warn.strife:2:112: warning: 3d6 is not a step of Rise's dice ladder, so dice increments (Strength, Willpower, +1d) cannot move it; the nearest step is 2d10. [rise-dice-off-ladder]\n",
        );
    });

    it('prints diagnostics in line order across files, sorted by path', () => {
        write('multi/b.strife', `ruleset rise\ncreature B { hpx 9 ${DEF} }\n`);
        write('multi/a.strife', `ruleset rsie\n`);
        const r = strife(['check', 'multi'], tmp);
        expect(r.status).toBe(1);
        expect(lines(r.stdout).map(l => l.replace(/: (error|warning): .*\[/, ' $1 ['))).toEqual([
            `${path.join('multi', 'a.strife')}:1:9 error [unknown-ruleset]`,
            `${path.join('multi', 'b.strife')}:2:10 error [missing-stat]`,
            `${path.join('multi', 'b.strife')}:2:14 error [unknown-stat]`,
        ]);
    });

    it('an unknown ruleset fails the check and the message lists the known rulesets', () => {
        write('pathfinder.strife', `ruleset pathfinder\ncharacter A { hit_points 3 }\n`);
        const r = strife(['check', 'pathfinder.strife'], tmp);
        expect(r.status).toBe(1);
        expect(r.stdout).toBe(
            `pathfinder.strife:1:9: error: Unknown ruleset 'pathfinder'. Known rulesets: ${rulesetIds().join(', ')}. [unknown-ruleset]\n`,
        );
    });
});

describe('usage and I/O errors: exit 2 with one clear line on stderr', () => {
    const oneLine = (r: Run) => {
        expect(r.status).toBe(2);
        expect(r.stdout).toBe('');
        expect(lines(r.stderr)).toHaveLength(1);
        expect(r.stderr).toMatch(/^strife: /);
        return r.stderr;
    };

    it('check of a missing file', () => {
        expect(oneLine(strife(['check', 'no-such-file.strife']))).toBe('strife: no-such-file.strife: no such file or folder.\n');
    });

    it('run of a missing file', () => {
        expect(oneLine(strife(['run', 'no-such-file.strife']))).toBe('strife: no-such-file.strife: no such file or folder.\n');
    });

    it('check of a folder without .strife files', () => {
        fs.mkdirSync(path.join(tmp, 'empty'), { recursive: true });
        expect(oneLine(strife(['check', 'empty'], tmp))).toBe('strife: no .strife files under empty.\n');
    });

    it('an unknown flag', () => {
        expect(oneLine(strife(['run', 'x', '--bogus']))).toContain("unknown option '--bogus'");
    });

    it('an unknown format', () => {
        expect(oneLine(strife(['run', OGRE, '--format', 'yaml']))).toContain("'yaml' is invalid. Allowed choices are text, json, markdown.");
    });

    it('a seed that is not a number', () => {
        expect(oneLine(strife(['run', OGRE, '--seed', 'abc']))).toContain('the seed must be a whole number from 0 to 4294967295.');
    });

    it('a seed with a fraction', () => {
        expect(oneLine(strife(['run', OGRE, '--seed', '1.5']))).toContain('the seed must be a whole number from 0 to 4294967295.');
    });

    it('a seed past 32 bits (the generator would fold it) or below 0', () => {
        expect(oneLine(strife(['run', OGRE, '--seed', '99999999999999999999']))).toContain('the seed must be a whole number from 0 to 4294967295.');
        expect(oneLine(strife(['run', OGRE, '--seed', '4294967296']))).toContain('the seed must be a whole number from 0 to 4294967295.');
        expect(oneLine(strife(['run', OGRE, '--seed', '-1']))).toContain('the seed must be a whole number from 0 to 4294967295.');
    });

    it('an unknown command', () => {
        expect(oneLine(strife(['frobnicate']))).toContain("unknown command 'frobnicate'");
    });

    it('run without a file', () => {
        expect(oneLine(strife(['run']))).toContain("missing required argument 'file'");
    });
});

describe('--help and --version', () => {
    it('--help exits 0 and lists the commands', () => {
        const r = strife(['--help']);
        expect(r.status).toBe(0);
        expect(r.stdout).toContain('Usage: strife');
        expect(r.stdout).toMatch(/check <paths\.\.\.>/);
        expect(r.stdout).toMatch(/run \[options\] <file>/);
    });

    it('run --help exits 0 and documents the run options', () => {
        const r = strife(['run', '--help']);
        expect(r.status).toBe(0);
        expect(r.stdout).toContain('--seed');
        expect(r.stdout).toContain('--encounter');
        expect(r.stdout).toContain('--format');
    });

    it('--version exits 0 and prints the package version', () => {
        const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
        const r = strife(['--version']);
        expect(r.status).toBe(0);
        expect(r.stdout).toBe(`${pkg.version}\n`);
    });
});

describe('strife run', () => {
    it('a file with an unknown ruleset prints its diagnostics instead of a log, exit 1', () => {
        write('pf-run.strife', `ruleset pathfinder\ncharacter A { hit_points 3 }\n`);
        const r = strife(['run', 'pf-run.strife'], tmp);
        expect(r.status).toBe(1);
        expect(r.stdout).toBe('');
        expect(r.stderr).toBe(
            `pf-run.strife:1:9: error: Unknown ruleset 'pathfinder'. Known rulesets: ${rulesetIds().join(', ')}. [unknown-ruleset]\n`,
        );
    });

    it('a refused run lists its errors as check does, in line order (ruleset checks used to come after the others)', () => {
        // rise-zone-level (a ruleset check) on line 5 must come before action-needs-target on line 7.
        write(
            'order.strife',
            `ruleset rise\ncharacter Hero { hit_points 20 ${DEF} attack Sword { vs armor damage 1d8 } ability Bless { tags magical } }\ncreature Gob { hit_points 6 ${DEF} attack Stab { vs armor damage 1d4 } }\nencounter E {\n  zone crypt { concealment full }\n  side a { Hero } side b { Gob }\n  round 1 { Hero: Bless }\n}\n`,
        );
        const run = strife(['run', 'order.strife'], tmp);
        const check = strife(['check', 'order.strife'], tmp);
        expect(run.status).toBe(1);
        const errorLines = lines(check.stdout).filter(l => l.includes(': error: '));
        expect(errorLines.map(l => l.replace(/.*\[(.*)\]$/, '$1'))).toEqual(['rise-zone-level', 'action-needs-target']);
        expect(lines(run.stderr)).toEqual(errorLines);
    });

    it('a file whose import has errors does not run', () => {
        write('imp/bestiary.strife', `ruleset rise\ncreature Goblin { hitpoints 6 ${DEF} attack Stab { vs armor damage 1d4 } }\n`);
        write(
            'imp/main.strife',
            `ruleset rise\nimport "bestiary.strife"\ncharacter Hero { hit_points 20 ${DEF} attack Sword { vs armor damage 1d8 } }\nencounter E { side a { Hero } side b { Goblin } tactics attack_first }\n`,
        );
        const r = strife(['run', 'imp/main.strife'], tmp);
        expect(r.status).toBe(1);
        expect(r.stdout).toBe('');
        expect(r.stderr).toContain(`${path.join('imp', 'bestiary.strife')}:2:19: error: Rise has no stat 'hitpoints'.`);
    });

    it('--format json is one JSON document with version 3, events with roll records, final and winner', () => {
        const r = strife(['run', OGRE, '--seed', '42', '--format', 'json']);
        expect(r.status).toBe(0);
        const doc = JSON.parse(r.stdout) as {
            version: number;
            encounter: string;
            seed: number;
            winner?: string;
            events: {
                kind: string;
                attacker?: string;
                target?: string;
                hp?: number;
                rolls?: { formula: string; faces: { sides: number; value: number; kept: boolean }[]; parts: object[]; total: number }[];
            }[];
            final: { id: string; status: string; hp: number }[];
        };
        expect(doc.version).toBe(3);
        expect(doc.encounter).toBe('Ogre on the bridge');
        expect(doc.seed).toBe(42);
        expect(doc.winner).toBe('ogre');
        expect(doc.events[0].kind).toBe('start');
        expect(doc.events.filter(e => e.kind === 'round')).toHaveLength(4);
        expect(doc.final.map(f => [f.id, f.status, f.hp])).toEqual([
            ['Wren', 'unconscious', 0],
            ['Ogre', 'active', 34],
        ]);
        // Every roll keeps its faces and its parts, nothing pre-rendered: the golden's first attack
        // reads `1d10! [6] + 4`, its damage `2d8 [2, 8] + power (4)`.
        const attack = doc.events.find(e => e.kind === 'attack');
        expect(attack?.rolls).toEqual([
            { formula: '1d10!', faces: [{ sides: 10, value: 6, kept: true }], parts: [{ kind: 'dice', notation: '1d10!', faceCount: 1 }], total: 6 },
        ]);
        expect(doc.events.find(e => e.kind === 'damage')?.rolls).toEqual([
            {
                formula: '2d8 + power',
                faces: [
                    { sides: 8, value: 2, kept: true },
                    { sides: 8, value: 8, kept: true },
                ],
                parts: [
                    { kind: 'dice', notation: '2d8', faceCount: 2 },
                    { kind: 'text', text: ' + ' },
                    { kind: 'stat', name: 'power', value: 4 },
                ],
                total: 14,
            },
        ]);
        // Every damage event names who dealt it, to whom, and the target's value after.
        const damage = doc.events.find(e => e.kind === 'damage');
        expect(damage).toMatchObject({ attacker: expect.any(String), target: expect.any(String), hp: expect.any(Number) });
    });

    it('--format markdown starts with a level-one heading', () => {
        const r = strife(['run', OGRE, '--format', 'markdown']);
        expect(r.status).toBe(0);
        expect(r.stdout.startsWith('# Ogre on the bridge')).toBe(true);
        expect(r.stdout).toContain('\n## Round 1\n');
    });

    it('the same seed gives byte-identical output', () => {
        for (const format of ['text', 'json']) {
            const a = strife(['run', 'examples/rise/ambush-at-the-ford.strife', '--seed', '7', '--format', format]);
            const b = strife(['run', 'examples/rise/ambush-at-the-ford.strife', '--seed', '7', '--format', format]);
            expect(a.status).toBe(0);
            expect(b.stdout).toBe(a.stdout);
        }
    });

    it('different seeds give different fights', () => {
        const a = strife(['run', 'examples/rise/ambush-at-the-ford.strife', '--seed', '1']);
        const b = strife(['run', 'examples/rise/ambush-at-the-ford.strife', '--seed', '2']);
        expect(a.stdout.split('\n')[0]).toBe('Ambush at the ford — ruleset rise, seed 1');
        expect(b.stdout.split('\n')[0]).toBe('Ambush at the ford — ruleset rise, seed 2');
        expect(b.stdout.split('\n').slice(1)).not.toEqual(a.stdout.split('\n').slice(1));
    });

    it("without --seed, the encounter's seed line is used", () => {
        const withLine = strife(['run', OGRE]);
        expect(withLine.stdout).toBe(strife(['run', OGRE, '--seed', '42']).stdout);
    });

    it('--encounter selects an encounter by name', () => {
        const first = strife(['run', 'examples/rise/iron-golem.strife']);
        const second = strife(['run', 'examples/rise/iron-golem.strife', '--encounter', 'Glancing blows']);
        expect(first.status).toBe(0);
        expect(second.status).toBe(0);
        expect(first.stdout.split('\n')[0]).toBe('The iron golem — ruleset rise, seed 7');
        expect(second.stdout.split('\n')[0]).toBe('Glancing blows — ruleset rise, seed 99');
        expect(second.stdout).toContain('Sides: heroes (Sera) vs construct (IronGolem)');
    });

    it('--encounter matches a name without regard to case when only one encounter matches', () => {
        const r = strife(['run', 'examples/rise/iron-golem.strife', '--encounter', 'glancing BLOWS']);
        expect(r.status, r.stderr).toBe(0);
        expect(r.stdout.split('\n')[0]).toBe('Glancing blows — ruleset rise, seed 99');
    });

    it('an unknown encounter name exits 2 and lists the encounters', () => {
        const r = strife(['run', 'examples/rise/iron-golem.strife', '--encounter', 'The golem']);
        expect(r.status).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr).toBe("strife: No encounter named 'The golem'. Encounters: 'The iron golem', 'Glancing blows'.\n");
    });
});

describe('golden combat log', () => {
    it('run ogre-bridge.strife --seed 42 prints exactly test/golden/ogre-bridge-seed42.txt', () => {
        const r = strife(['run', OGRE, '--seed', '42']);
        expect(r.status).toBe(0);
        expect(r.stderr).toBe('');
        const golden = fs.readFileSync(GOLDEN, 'utf8');
        expect(r.stdout).toBe(golden);
    });

    // The golden log was checked by hand against the Rise rules; these pin the numbers that show them.
    it('the golden log shows the rules at work', () => {
        const golden = fs.readFileSync(GOLDEN, 'utf8');
        // Strength 4: +2 dice increments, 1d10 → 2d6 → 2d8.
        expect(golden).toContain('[1d10 +2d from half strength 4 → 2d8]');
        // Total defense: armor 6 + 2.
        expect(golden).toContain('Ogre attacks Wren with Greatclub: 1d10! [6] + 4 accuracy = 10 vs armor 8 → hit');
        // Damage resistance absorbs first: 14 damage, 2 absorbed, 12 hit points lost.
        expect(golden).toContain('Wren takes 14 damage (2d8 [2, 8] + power (4)): 2 absorbed by damage resistance, 12 hit points lost → 0/12 HP');
        // −12 of 12 max HP: 1 + 2 (two half-maximums further down) = 3 vital wounds, rolled d10 − 2 per wound taken.
        expect(golden).toMatch(/vital roll 1d10 \[4\] - 0 →.*\n.*vital roll 1d10 \[4\] - 2 →.*\n.*vital roll 1d10 \[6\] - 4 →/);
        expect(golden).toContain("Wren's hit points reset from -12 to 0 at the end of the round.");
        // Desperate exertion rerolls a miss with +2 and costs 2 fatigue.
        expect(golden).toContain('desperate exertion: first roll 1d10! [1] + 1 accuracy = 2 rerolled with +2');
        // Fatigue 4 over tolerance 2: −2 accuracy, named on the line (accuracy 1 − 2 = −1).
        expect(golden).toContain('Wren attacks Ogre with Rapier: 1d10! [1] + 1 accuracy − 2 fatigue = 0 vs armor 6 → miss');
        expect(golden).toMatch(/Result\n {2}ogre won after 4 rounds/);
    });
});

describe('strife test', () => {
    it('judges the expect lines of each encounter, with the seed it played', () => {
        const r = strife(['test', 'examples/rise/ambush-at-the-ford.strife']);
        expect(r.status).toBe(0);
        expect(r.stdout).toMatch(
            /^PASS examples\/rise\/ambush-at-the-ford\.strife "Ambush at the ford" \(seed \d+\): expect heroes wins — heroes won\n1 passed, 0 failed\n$/,
        );
    });
    // A folder with no `expect` line printed only "0 passed, 0 failed", which reads as a pass.
    it('says so when there is nothing to judge', () => {
        const r = strife(['test', 'examples/vaxia/duel.strife']);
        expect(r.status).toBe(0);
        expect(r.stdout).toBe('No encounter here has an `expect` line: nothing to test.\n0 passed, 0 failed\n');
    });
});

describe('the dice commands say their notation', () => {
    // roll --help said only "dice and numbers with + - * / and parentheses".
    it('roll --help lists the notation, and every formula it shows rolls', () => {
        const help = strife(['roll', '--help']).stdout;
        expect(help).toContain('Notation (as Roll20, Foundry VTT and Avrae write it');
        const formulas = help
            .slice(help.indexOf('Notation'))
            .split('\n')
            .filter(l => /^ {2}\S/.test(l))
            .flatMap(l => l.trim().split(/ {2,}/)[0].split(', '));
        expect(formulas.length).toBeGreaterThan(10);
        for (const f of formulas) expect(strife(['roll', f, '--seed', '1']).status, f).toBe(0);
    });
});
