/**
 * A simulation report's data: the summary, the verdict in words with its reasons, damage per
 * combatant and hit points over rounds of a typical run. What the HTML page, the VS Code webview
 * and the Markdown export all show; plain JSON-able data.
 */
import type { EncounterModel } from '../engine/model.js';
import { runEncounter } from '../engine/runner.js';
import { FilteredLog, hitPointWords } from '../engine/log.js';
import { SeededRng } from '../engine/rng.js';
import type { SimulationSummary } from '../engine/simulate.js';
import type { Ruleset } from '../rulesets/ruleset.js';
import { type HpSeries, hpByRound } from './hp-by-round.js';
import { emptyDamageTally, tallyDamage } from './log-tally.js';
import { explainVerdict, type VerdictText } from './verdict-text.js';

/** Runs re-played with their logs for the damage figures (the first ones of the simulation). */
export const DAMAGE_SAMPLE_RUNS = 300;
/** Runs searched for a typical one. */
const TYPICAL_SEARCH = 5000;

export interface EncounterReport {
    /** What the report is about, e.g. "Ambush at the ford" or "Ambush at the ford (monsters_at_zero=unconscious)". */
    readonly title: string;
    readonly ruleset: string;
    /** What the ruleset calls hit points, as its log does: `hit points` (HP), or its own word (HEA, LIF, Body). */
    readonly hpName: string;
    readonly options: Readonly<Record<string, string>>;
    readonly summary: SimulationSummary;
    readonly verdict: VerdictText;
    /** Mean hit points dealt and taken per run, per combatant, from the first `runs` runs replayed with logs. */
    readonly damage: { readonly runs: number; readonly fighters: readonly { id: string; side: string; dealt: number; taken: number }[] };
    /** A typical run: the first whose length is the median and whose outcome is the most common one. */
    readonly typicalRun?: {
        readonly index: number;
        readonly seed: number;
        readonly rounds: number;
        readonly winner?: string;
        readonly hp: readonly HpSeries[];
    };
}

/** A log keeping what log-tally.ts reads (hit-point damage, the end), without dice: a long run holds a fraction of its log. */
function reportLog(): FilteredLog {
    return new FilteredLog(e => (e.kind === 'damage' ? { ...e, rolls: undefined, terms: undefined } : e.kind === 'end' ? e : undefined));
}

/**
 * Builds the report of a finished simulation of `encounter` (same seed and runs as `summary`):
 * replays up to {@link DAMAGE_SAMPLE_RUNS} runs with their logs (run i with the same seed as in the
 * simulation, so the same fights) and finds a typical run.
 */
export function buildReport(encounter: EncounterModel, ruleset: Ruleset, summary: SimulationSummary, title = encounter.name): EncounterReport {
    const seedOf = (i: number) => SeededRng.seedForRun(summary.seed, i);
    const sample = Math.min(summary.runs, DAMAGE_SAMPLE_RUNS);
    const tally = emptyDamageTally();
    for (let i = 0; i < sample; i++) {
        const events = runEncounter(encounter, ruleset, { seed: seedOf(i), log: reportLog() }).log.events;
        tallyDamage(events, tally);
    }
    const ids = encounter.sides.flatMap(s => s.members.map(m => ({ id: m.id, side: s.name })));
    const damage = {
        runs: sample,
        fighters: ids.map(f => ({ ...f, dealt: (tally.dealt.get(f.id) ?? 0) / sample, taken: (tally.taken.get(f.id) ?? 0) / sample })),
    };
    const verdict = explainVerdict(summary);
    const hint = ruleset.difficultyHint?.(encounter);
    // The seed's own estimate stands beside the simulated verdict, as one more reason to read.
    const reasons = hint ? [...verdict.reasons, `${ruleset.name}'s own estimate: ${hint}`] : verdict.reasons;
    return {
        title,
        ruleset: ruleset.id,
        hpName: hitPointWords(summary.hpName),
        options: encounter.options,
        summary,
        verdict: { ...verdict, reasons },
        damage,
        typicalRun: typicalRun(),
    };

    function typicalRun(): EncounterReport['typicalRun'] {
        const common = [
            ...summary.sides.map(s => ({ winner: s.side as string | undefined, n: s.wins })),
            { winner: undefined, n: summary.undecided },
        ].reduce((a, b) => (b.n > a.n ? b : a)).winner;
        for (let i = 0; i < Math.min(summary.runs, TYPICAL_SEARCH); i++) {
            const quick = runEncounter(encounter, ruleset, { seed: seedOf(i), keepLog: false });
            if (quick.rounds !== summary.rounds.median || quick.winner !== common) continue;
            const { run, hp } = hpByRound(encounter, ruleset, seedOf(i));
            return { index: i, seed: seedOf(i), rounds: run.rounds, winner: run.winner, hp };
        }
        return undefined;
    }
}
