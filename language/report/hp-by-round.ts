/**
 * Hit points round by round in one run, read from the fighters themselves as the run is played:
 * what a report draws for its typical run. The log's damage lines alone miss what changes hit
 * points without damage — a Rise character's negative hit points reset to 0 at the round's end, a
 * heal, a recover — so the series is taken from the engine's own snapshot of each fighter.
 */
import type { RulesetRuntime } from '../engine/contract.js';
import type { FighterSnapshot } from '../engine/log.js';
import type { EncounterModel } from '../engine/model.js';
import { type RunResult, runEncounter } from '../engine/runner.js';

/** One combatant's hit points at the start (index 0) and at the end of each round (index r). */
export interface HpSeries {
    readonly id: string;
    readonly side: string;
    readonly maxHp: number;
    readonly hp: readonly number[];
}

/**
 * Plays run `seed` of `encounter` (no log kept) and returns it with every combatant's hit points as
 * the fight began and as each round ended (`hp[r]` after round r; the same numbers the result and
 * the round's notes give).
 */
export function hpByRound(encounter: EncounterModel, ruleset: RulesetRuntime, seed: number): { run: RunResult; hp: HpSeries[] } {
    let take: (() => readonly FighterSnapshot[]) | undefined;
    const points: (readonly FighterSnapshot[])[] = [];
    const run = runEncounter(encounter, ruleset, {
        seed,
        keepLog: false,
        onFighters: (fighters, snapshot) => {
            take = () => fighters.map(snapshot);
            points.push(take());
        },
        // A round begins where the one before it ended: its state is that round's end.
        onRound: round => {
            if (round > 1 && take) points.push(take());
        },
    });
    points.push(run.final);
    const start = points[0];
    return {
        run,
        hp: start.map((f, k) => ({ id: f.id, side: f.side, maxHp: f.maxHp, hp: points.map(p => p[k].hp) })),
    };
}
