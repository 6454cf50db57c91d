/**
 * Many seeded runs of an adventuring day (`runDay`), counted: how often the party gets through, at
 * which fight it fails, its hit points and resources entering each fight, who dies in which fight.
 * Run i uses `SeededRng.seedForRun(seed, i)` like a single fight's simulation, and the tally holds
 * integers only, so stretches of runs merge to the same summary over any number of worker threads.
 */
import type { RulesetRuntime } from './contract.js';
import { runDay } from './day.js';
import { DEFAULT_HP_NAME, type FighterSnapshot } from './log.js';
import type { DayModel } from './model.js';
import { percent as pct } from './percent.js';
import { SeededRng } from './rng.js';
import { type Interval, mergedHpName, wilson } from './simulate.js';

/** The party's members (ids in the first fight's order) and the day's fights, as a tally numbers them. */
export function dayShape(day: DayModel): { party: string[]; fights: string[] } {
    const fights = day.steps.flatMap(s => (s.kind === 'fight' ? [s.encounter] : []));
    const party = fights[0]?.sides.find(s => s.name === day.party)?.members.map(m => m.id) ?? [];
    return { party, fights: fights.map(f => f.name) };
}

/**
 * Counts of a stretch of day runs. `[f][k]` is fight f (0-based among the day's fights; f = the
 * number of fights is the end of the day) and party member k. Resources are keyed by name (the
 * ruleset's snapshot words), summed over the party.
 */
export interface DayTally {
    readonly runs: number;
    /** Runs the party won every fight. */
    readonly through: number;
    /** Per fight: runs that reached it, runs the party won it. */
    readonly reached: number[];
    readonly won: number[];
    /** Per point (each fight's start, then the day's end) and member: hit points summed, runs down (not active). */
    readonly hp: number[][];
    readonly down: number[][];
    /** Per point: each resource summed over the party and the runs. */
    readonly resources: Record<string, number>[];
    /** Per fight and member: runs in which the member died in that fight. */
    readonly died: number[][];
    /** Runs in which a member of the party died (a destroyed vehicle is no death). */
    readonly anyDeath: number;
    /** Per member: the largest hit points seen (their maximum). */
    readonly maxHp: number[];
    /** The ruleset's word for hit points, from the snapshots (`FighterSnapshot.hpName`); undefined: HP. */
    readonly hpName?: string;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function emptyDayTally(day: DayModel): DayTally {
    const { party, fights } = dayShape(day);
    const grid = (rows: number) => Array.from({ length: rows }, () => new Array<number>(party.length).fill(0));
    return {
        runs: 0,
        through: 0,
        reached: new Array<number>(fights.length).fill(0),
        won: new Array<number>(fights.length).fill(0),
        hp: grid(fights.length + 1),
        down: grid(fights.length + 1),
        resources: Array.from({ length: fights.length + 1 }, () => ({})),
        died: grid(fights.length),
        anyDeath: 0,
        maxHp: new Array<number>(party.length).fill(0),
    };
}

/** Plays day runs `from` (included) to `to` (excluded) of a simulation seeded with `seed`. */
export function tallyDays(day: DayModel, ruleset: RulesetRuntime, seed: number, from: number, to: number): DayTally {
    const t = emptyDayTally(day) as Mutable<DayTally>;
    const { party, fights } = dayShape(day);
    const index = new Map(party.map((id, k) => [id, k]));
    const record = (point: number, snapshots: readonly FighterSnapshot[]) => {
        for (const s of snapshots) {
            const k = index.get(s.id);
            if (k === undefined) continue;
            t.hp[point][k] += s.status === 'active' ? Math.max(0, s.hp) : 0;
            if (s.status !== 'active') t.down[point][k]++;
            if (s.maxHp > t.maxHp[k]) t.maxHp[k] = s.maxHp;
            if (s.hpName !== undefined) t.hpName = s.hpName;
            const sums = t.resources[point];
            for (const name of Object.keys(s.resources)) sums[name] = (sums[name] ?? 0) + s.resources[name];
        }
    };
    for (let i = from; i < to; i++) {
        const result = runDay(day, ruleset, { seed: SeededRng.seedForRun(seed, i), keepLog: false });
        t.runs++;
        if (result.through) t.through++;
        let f = 0;
        // A death among the party: dead at the day's end and not dead as it began (a Paladins rest
        // turn can kill the dying between fights, where no fight counts it). As it began: as the first fight found it.
        let deadAtStart: ReadonlySet<string> = NO_ONE;
        for (const event of result.events) {
            if (event.kind !== 'fight') continue;
            t.reached[f]++;
            if (event.fight.run.winner === day.party) t.won[f]++;
            record(f, event.fight.entering);
            const deadBefore = new Set(event.fight.entering.filter(s => s.status === 'dead').map(s => s.id));
            if (f === 0) deadAtStart = deadBefore;
            for (const s of event.fight.run.final) {
                const k = index.get(s.id);
                if (k !== undefined && s.status === 'dead' && !deadBefore.has(s.id)) t.died[f][k]++;
            }
            f++;
        }
        const died = result.final.some(s => s.status === 'dead' && !s.inanimate && !deadAtStart.has(s.id));
        record(fights.length, result.final);
        if (died) t.anyDeath++;
    }
    return t;
}

/** Nobody (a day with no fight: nobody was dead as it began). */
const NO_ONE: ReadonlySet<string> = new Set();

/** The tally of two disjoint stretches of runs of the same day. */
export function mergeDayTallies(a: DayTally, b: DayTally): DayTally {
    const add = (x: readonly number[], y: readonly number[]) => x.map((v, i) => v + (y[i] ?? 0));
    const addGrid = (x: readonly number[][], y: readonly number[][]) => x.map((row, i) => add(row, y[i] ?? []));
    const addRecords = (x: Record<string, number>, y: Record<string, number>) => {
        const sum: Record<string, number> = { ...x };
        for (const name of Object.keys(y)) sum[name] = (sum[name] ?? 0) + y[name];
        return sum;
    };
    return {
        runs: a.runs + b.runs,
        through: a.through + b.through,
        reached: add(a.reached, b.reached),
        won: add(a.won, b.won),
        hp: addGrid(a.hp, b.hp),
        down: addGrid(a.down, b.down),
        resources: a.resources.map((r, i) => addRecords(r, b.resources[i] ?? {})),
        died: addGrid(a.died, b.died),
        anyDeath: a.anyDeath + b.anyDeath,
        maxHp: a.maxHp.map((m, i) => Math.max(m, b.maxHp[i] ?? 0)),
        ...mergedHpName(a, b),
    };
}

/** The party at one point of the day (a fight's start, or the end), as means over the runs that got there. */
export interface DayPoint {
    /** The encounter's name, or "end of day". */
    readonly label: string;
    /** Runs that got here. */
    readonly runs: number;
    /** Per member: mean hit points (0 when down) and the share of runs down. */
    readonly members: readonly { readonly id: string; readonly meanHp: number; readonly maxHp: number; readonly down: number }[];
    /** The party's hit points, mean over the runs. */
    readonly partyHp: number;
    /** Each resource summed over the party, mean over the runs, names sorted. */
    readonly resources: Readonly<Record<string, number>>;
}

export interface DayFightSummary {
    readonly encounter: string;
    /** Share of all runs that reached this fight. */
    readonly reached: number;
    /** Of the runs that reached it, the share the party won. */
    readonly won: number;
    /** Share of all runs that ended here (the party lost or did not finish this fight). */
    readonly failedHere: number;
    /** Per member: the share of all runs in which they died in this fight. */
    readonly deaths: readonly { readonly id: string; readonly share: number }[];
}

export interface DaySimulationSummary {
    readonly day: string;
    readonly party: string;
    readonly seed: number;
    readonly runs: number;
    /** Runs in which the party won every fight. */
    readonly through: number;
    readonly rate: number;
    readonly interval: Interval;
    /** Share of runs in which a member of the party died (a destroyed vehicle is no death). */
    readonly deathRate: number;
    readonly fights: readonly DayFightSummary[];
    /** The party entering each fight, then at the end of the day (last). */
    readonly points: readonly DayPoint[];
    /** The ruleset's word for hit points, as its log prints them; `HP` when it has none of its own. */
    readonly hpName: string;
}

export function summariseDayTally(day: DayModel, seed: number, t: DayTally): DaySimulationSummary {
    const { party, fights } = dayShape(day);
    const runs = t.runs;
    const point = (p: number, label: string, n: number): DayPoint => {
        const members = party.map((id, k) => ({ id, meanHp: n ? t.hp[p][k] / n : 0, maxHp: t.maxHp[k], down: n ? t.down[p][k] / n : 0 }));
        const resources: Record<string, number> = {};
        for (const name of Object.keys(t.resources[p]).sort()) resources[name] = n ? t.resources[p][name] / n : 0;
        return { label, runs: n, members, partyHp: members.reduce((s, m) => s + m.meanHp, 0), resources };
    };
    return {
        day: day.name,
        party: day.party,
        seed,
        runs,
        through: t.through,
        rate: t.through / runs,
        interval: wilson(t.through, runs),
        deathRate: t.anyDeath / runs,
        fights: fights.map((encounter, f) => ({
            encounter,
            reached: t.reached[f] / runs,
            won: t.reached[f] ? t.won[f] / t.reached[f] : 0,
            failedHere: (t.reached[f] - t.won[f]) / runs,
            deaths: party.map((id, k) => ({ id, share: t.died[f][k] / runs })),
        })),
        points: [...fights.map((name, f) => point(f, name, t.reached[f])), point(fights.length, 'end of day', runs)],
        hpName: t.hpName ?? DEFAULT_HP_NAME,
    };
}

/** How often the day kills a member of the party, for the headline: "a member of the party dies in 62.4% of runs". */
export function partyDeaths(s: DaySimulationSummary): string {
    return `a member of the party dies in ${pct(s.deathRate)} of runs`;
}
const words = (name: string) => name.replace(/_/g, ' ');

/** The summary as the CLI's text report. */
export function renderDaySimulation(s: DaySimulationSummary): string {
    const lines = [
        `Day ${s.day} — ${s.runs} runs from seed ${s.seed}, party ${s.party}`,
        '',
        `${s.party} get through the day in ${pct(s.rate)} of runs (95% CI ${pct(s.interval.low)}–${pct(s.interval.high)}), ${s.through} run${s.through === 1 ? '' : 's'}; ${partyDeaths(s)}`,
        '',
        'Fights (reached / won when reached / the day ends here)',
    ];
    s.fights.forEach((f, i) => {
        lines.push(`  ${i + 1}. ${f.encounter}: ${pct(f.reached)} reached, ${pct(f.won)} won, ${pct(f.failedHere)} end here`);
    });
    lines.push('', 'The party entering each fight (mean over the runs that got there)');
    for (const p of s.points) {
        const resources = Object.entries(p.resources).map(([k, v]) => `${words(k)} ${v.toFixed(1)}`);
        lines.push(`  ${p.label}: ${p.runs} runs, party ${s.hpName} ${p.partyHp.toFixed(1)}${resources.length ? `, ${resources.join(', ')}` : ''}`);
        for (const m of p.members) lines.push(`    ${m.id}: ${m.meanHp.toFixed(1)}/${m.maxHp} ${s.hpName}, down ${pct(m.down)}`);
    }
    lines.push('', 'Deaths (share of all runs, by the fight they die in)');
    const deaths = s.fights.flatMap((f, i) =>
        f.deaths.filter(d => d.share > 0).map(d => `  ${d.id} in fight ${i + 1} (${f.encounter}): ${pct(d.share)}`),
    );
    lines.push(...(deaths.length ? deaths : ['  nobody dies']));
    return `${lines.join('\n')}\n`;
}
