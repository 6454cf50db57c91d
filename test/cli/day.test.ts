/**
 * `strife run` and `strife simulate` on a day, as a user runs them (the built CLI: `npm run build`
 * first): which day runs (`--day`, a day-only file), each fight between what the party carried in
 * and out, deterministic bytes in every format, the simulation the same over any number of workers,
 * its reports with the party's chart, and the refusals.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'bin/strife.cjs');
const ROAD = 'examples/rise/the-long-road.strife';
const MILL = 'examples/rise/mill-ford.strife';

function strife(args: readonly string[]) {
    const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    if (r.error) throw r.error;
    return r;
}

let tmp: string;
beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'strife-day-'));
});
afterAll(() => {
    fs.rmSync(tmp, { recursive: true, force: true });
});

/** The party blocks of a text run: each fight's "Carried in" and "Carried out" lines, and the rests between. */
function blocks(text: string): { fight: string; carriedIn: string[]; carriedOut: string[]; restBefore?: string }[] {
    const out: { fight: string; carriedIn: string[]; carriedOut: string[]; restBefore?: string }[] = [];
    const lines = text.split('\n');
    let rest: string | undefined;
    const partyAfter = (i: number) => {
        const party: string[] = [];
        for (let k = i + 1; lines[k]?.startsWith('  '); k++) party.push(lines[k].trim());
        return party;
    };
    lines.forEach((line, i) => {
        const fight = /^Fight \d+ of \d+: (.*)$/.exec(line);
        const restLine = /^~ (\S+) ~$/.exec(line);
        if (restLine) rest = restLine[1];
        if (fight) {
            out.push({ fight: fight[1], carriedIn: [], carriedOut: [], restBefore: rest });
            rest = undefined;
        }
        if (line === 'Carried in') out[out.length - 1].carriedIn = partyAfter(i);
        if (line === 'Carried out') out[out.length - 1].carriedOut = partyAfter(i);
    });
    return out;
}

describe('strife run on a day', () => {
    it('runs the only day of a day-only file: each fight between what the party carried in and out', () => {
        const r = strife(['run', ROAD]);
        expect(r.status).toBe(0);
        expect(r.stderr).toBe('');
        expect(r.stdout.split('\n')[0]).toBe('Day The long road — party travellers, seed 12');
        const fights = blocks(r.stdout);
        expect(fights.length).toBeGreaterThan(1);
        expect(fights[0].fight).toBe('Wolves at dawn');
        // Every fight's log follows its "Carried in" block, each one the encounter's own log.
        expect(r.stdout).toContain('Wolves at dawn — ruleset rise, seed 12\nSides: travellers (Maren, Tobin, Sela) vs wolves (Bandit#1, Bandit#2)');
        // The day starts fresh: the members' own hit points.
        expect(fights[0].carriedIn).toEqual([
            'Maren (travellers): active, 24/24 HP, damage resistance 6, fatigue 0, vital wounds 0',
            'Tobin (travellers): active, 18/18 HP, damage resistance 3, fatigue 0, vital wounds 0, Volley 1/1 per short rest',
            'Sela (travellers): active, 16/16 HP, damage resistance 2, fatigue 0, vital wounds 0, Heal 2/2 per long rest',
        ]);
        // Between two fights with no rest, the party comes in as it went out.
        for (let i = 1; i < fights.length; i++) if (!fights[i].restBefore) expect(fights[i].carriedIn).toEqual(fights[i - 1].carriedOut);
        // After a short rest, the living have their hit points back (Rise §Resting: the short rest restores them).
        const rested = fights.find(f => f.restBefore === 'short_rest')!;
        for (const member of rested.carriedIn.filter(l => !l.includes(': dead'))) expect(member).toMatch(/: \w+, (\d+)\/\1 HP/);
        expect(r.stdout).toMatch(
            /\nThe day\n {2}travellers (got through all 6 fights|did not get through fight \d of 6 \(.*\): the day ends there)\.\n/,
        );
    });

    it('gives the same bytes every time, and another seed another day', () => {
        const a = strife(['run', ROAD, '--seed', '5']).stdout;
        expect(strife(['run', ROAD, '--seed', '5']).stdout).toBe(a);
        expect(a.split('\n')[0]).toBe('Day The long road — party travellers, seed 5');
        expect(strife(['run', ROAD, '--seed', '6']).stdout).not.toBe(a);
    });

    it('prints JSON (version 1: fights with what came in, their runs, the rests) and Markdown', () => {
        const json = JSON.parse(strife(['run', ROAD, '-f', 'json']).stdout) as {
            version: number;
            day: string;
            party: string;
            events: { kind: string; rest?: string; entering?: unknown[]; run?: { encounter: string; version: number } }[];
        };
        expect(json.version).toBe(1);
        expect(json.day).toBe('The long road');
        expect(json.party).toBe('travellers');
        expect(json.events[0]).toMatchObject({ kind: 'fight', run: { encounter: 'Wolves at dawn', version: 3 } });
        expect(json.events[0].entering).toHaveLength(3);
        expect(json.events.filter(e => e.kind === 'rest').map(e => e.rest)).toEqual(
            json.events.length >= 6 ? ['short_rest', ...(json.events.length >= 7 ? ['short_rest'] : [])] : expect.any(Array),
        );
        const md = strife(['run', ROAD, '-f', 'markdown']).stdout;
        expect(md.split('\n')[0]).toBe('# Day The long road — party travellers, seed 12');
        expect(md).toContain('\n## Fight 1 of 6: Wolves at dawn\n');
        // The fight's own headings one level down.
        expect(md).toContain('\n## Wolves at dawn — ruleset rise, seed 12\n');
        expect(md).toContain('\n### Round 1\n');
    });

    it('--day picks a day in a file with encounters; without it the first encounter runs as before', () => {
        const day = strife(['run', MILL, '--day']);
        expect(day.status).toBe(0);
        expect(day.stdout.split('\n')[0]).toBe('Day Down the river — party heroes, seed 11');
        expect(strife(['run', MILL, '--day', 'Down the river']).stdout).toBe(day.stdout);
        expect(strife(['run', MILL]).stdout.split('\n')[0]).toBe('The mill ford — ruleset rise, seed 7');
    });

    it('refuses --day with --encounter, a day the file does not have, and a file without days', () => {
        const both = strife(['run', MILL, '--day', '--encounter', 'The mill ford']);
        expect(both.status).toBe(2);
        expect(both.stderr).toBe('strife: give --day or --encounter, not both.\n');
        const unknown = strife(['run', MILL, '--day', 'Up the river']);
        expect(unknown.status).toBe(2);
        // Said as simulate says it (strife: …), and a file without a day names what it has instead.
        expect(unknown.stderr).toBe("strife: No day named 'Up the river'. Days: 'Down the river'.\n");
        const none = strife(['run', 'examples/rise/ogre-bridge.strife', '--day']);
        expect(none.status).toBe(2);
        expect(none.stderr).toBe("strife: The file has no day. Encounters: 'Ogre on the bridge'.\n");
    });

    it('refuses a day with errors, listing them (exit 1)', () => {
        const file = path.join(tmp, 'bad-day.strife');
        fs.writeFileSync(
            file,
            `ruleset rise\nimport "${path.join(ROOT, 'examples/rise/long-road-fights.strife').replace(/\\/g, '/')}"\nday d for travellers { fight "Wolves at dawn" nap fight "The toll bridge" }\n`,
        );
        const r = spawnSync(process.execPath, [BIN, 'run', 'bad-day.strife'], { cwd: tmp, encoding: 'utf8', timeout: 60_000 });
        expect(r.status).toBe(1);
        expect(r.stderr).toContain('[unknown-rest]');
    });
});

describe('strife simulate on a day', () => {
    it('reports the day: the chance to get through, each fight, the party entering each, deaths', () => {
        const r = strife(['simulate', ROAD, '-n', '400']);
        expect(r.status).toBe(0);
        expect(r.stdout).toMatch(
            /^Day The long road — 400 runs from seed 12, party travellers\n\ntravellers get through the day in \d+\.\d% of runs/,
        );
        expect(r.stdout).toContain('\n  1. Wolves at dawn: 100.0% reached,');
        expect(r.stdout).toContain('\n  Wolves at dawn: 400 runs, party HP 58.0, damage resistance 11.0, fatigue 0.0, vital wounds 0.0\n');
        expect(r.stdout).toContain('\n    Maren: 24.0/24 HP, down 0.0%\n');
        expect(r.stdout).toMatch(/\n {2}end of day: 400 runs, party HP/);
        expect(r.stdout).toContain('\nDeaths (share of all runs, by the fight they die in)\n');
    });

    it('gives the same JSON with 0, 1 and 2 workers; its counts add up', () => {
        const outputs = [0, 1, 2].map(w => strife(['simulate', ROAD, '-n', '600', '-w', String(w), '-f', 'json']));
        for (const o of outputs) expect(o.status).toBe(0);
        expect(outputs[1].stdout).toBe(outputs[0].stdout);
        expect(outputs[2].stdout).toBe(outputs[0].stdout);
        const s = JSON.parse(outputs[0].stdout) as {
            version: number;
            runs: number;
            through: number;
            fights: { reached: number; won: number; failedHere: number }[];
            points: { runs: number }[];
        };
        expect(s.version).toBe(1);
        expect(s.fights).toHaveLength(6);
        expect(s.points).toHaveLength(7);
        // Every run either gets through or ends at exactly one fight.
        const ended = s.fights.reduce((n, f) => n + f.failedHere, 0);
        expect(Math.round((ended + s.through / s.runs) * s.runs)).toBe(s.runs);
        // A fight is reached only by runs that won the one before.
        for (let i = 1; i < s.fights.length; i++) expect(s.fights[i].reached).toBeCloseTo(s.fights[i - 1].reached - s.fights[i - 1].failedHere, 10);
        expect(s.points.slice(0, 6).map(p => p.runs)).toEqual(s.fights.map(f => Math.round(f.reached * s.runs)));
    });

    it('writes the HTML report with the chart of the party across the day, and the Markdown one', () => {
        const html = path.join(tmp, 'day.html');
        const md = path.join(tmp, 'day.md');
        expect(strife(['simulate', ROAD, '-n', '200', '-r', html]).status).toBe(0);
        expect(strife(['simulate', ROAD, '-n', '200', '-r', md]).status).toBe(0);
        const page = fs.readFileSync(html, 'utf8');
        expect(page).toContain('<canvas id="day-resources"');
        expect(page).toContain('<canvas id="day-fights"');
        expect(page).toContain('"day":{"title":"The long road"');
        const text = fs.readFileSync(md, 'utf8');
        expect(text).toContain('## Day: The long road');
        expect(text).toMatch(
            /\n\| Wolves at dawn \| 200 \| 58\.0 \| 11\.0 \| 0\.0 \| 0\.0 \| 24\.0\/24 \(down 0\.0%\) \| 18\.0\/18 \(down 0\.0%\) \| 16\.0\/16 \(down 0\.0%\) \| █{20} \|\n/,
        );
    });

    // A Paladins party's hit points are HEA in the log; the day's summary and report say so too
    // (they said "party HP" and "the party’s hit points").
    it("names hit points with the ruleset's word: a Paladins day counts HEA", () => {
        const text = strife(['simulate', 'examples/paladins/the-long-road.strife', '--day', '-n', '100']);
        expect(text.status).toBe(0);
        expect(text.stdout).toMatch(/runs, party HEA \d/);
        expect(text.stdout).not.toContain(' HP');
        const md = strife(['simulate', 'examples/paladins/the-long-road.strife', '--day', '-n', '100', '-f', 'markdown']);
        expect(md.stdout).toContain('the bar is the party’s HEA against its full HEA.');
        expect(md.stdout).toContain('| point | runs | party HEA |');
    });

    it('applies --option to every fight and refuses --compare with a day', () => {
        expect(strife(['simulate', ROAD, '-n', '10', '-o', 'nonsense=1']).stderr).toMatch(/^strife: The rise ruleset has no option 'nonsense'/);
        const compare = strife(['simulate', ROAD, '-n', '10', '--compare', MILL]);
        expect(compare.status).toBe(2);
        expect(compare.stderr).toBe('strife: --compare does not take a day yet: simulate each day on its own.\n');
    });
});
