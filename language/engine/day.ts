/**
 * An adventuring day run: the day's fights in order, every one drawn from one seeded generator, the
 * party carrying its state from fight to fight (`RulesetEngine.carryOut` → `createFighter(instance,
 * carried)`) and each rest restoring it under the ruleset's rules (`RulesetRuntime.rest`). The
 * other sides come fresh to each fight. The day ends after its last fight, or at the first fight the
 * party does not win: a party that lost or could not finish a fight goes no further.
 */
import type { RulesetRuntime } from './contract.js';
import type { FighterSnapshot } from './log.js';
import type { CombatantModel, DayModel } from './model.js';
import { SeededRng } from './rng.js';
import { type RunResult, runEncounter } from './runner.js';

/** One fight of a day: its run, and the party as it entered the fight. */
export interface DayFight {
    readonly run: RunResult;
    /** The party's members as the fight began (carried wounds, pools and conditions applied). */
    readonly entering: readonly FighterSnapshot[];
}

/** A step of the day as it went: a fight, or a rest between fights. */
export type DayEvent = { readonly kind: 'fight'; readonly fight: DayFight } | { readonly kind: 'rest'; readonly rest: string };

export interface DayResult {
    readonly day: string;
    readonly seed: number;
    readonly party: string;
    /** The steps the day got through, in order. */
    readonly events: readonly DayEvent[];
    /** True when the party won every fight of the day. */
    readonly through: boolean;
    /** The fight (0-based among the day's fights) the party did not win, when it did not get through. */
    readonly stoppedAt?: number;
    /** The party at the end of the day (after its last fight, or the one that stopped it). */
    readonly final: readonly FighterSnapshot[];
}

export interface DayOptions {
    readonly seed: number;
    /** False for simulations: no fight keeps its log. */
    readonly keepLog?: boolean;
}

/**
 * Runs `day` under `ruleset` with one seeded generator; same inputs, same result.
 * @throws Error when the ruleset cannot carry a party (no `carryOut` or no `rest`): validation
 *   refuses such a day (`feature-unsupported`) before it can run.
 */
export function runDay(day: DayModel, ruleset: RulesetRuntime, options: DayOptions): DayResult {
    if (!ruleset.rest) throw new Error(`ruleset ${ruleset.id} has no rests: it cannot run a day`);
    const rng = new SeededRng(options.seed);
    const events: DayEvent[] = [];
    let carried = new Map<string, unknown>();
    const models = new Map<string, CombatantModel>();
    let fightIndex = 0;
    let final: readonly FighterSnapshot[] = [];
    for (const step of day.steps) {
        if (step.kind === 'rest') {
            const rested = new Map<string, unknown>();
            for (const [id, state] of carried) rested.set(id, ruleset.rest(step.rest, state, models.get(id)!));
            carried = rested;
            events.push({ kind: 'rest', rest: step.rest });
            continue;
        }
        const party = step.encounter.sides.find(s => s.name === day.party);
        for (const m of party?.members ?? []) models.set(m.id, m.model);
        const run = runEncounter(step.encounter, ruleset, { seed: options.seed, rng, keepLog: options.keepLog, carried, snapshotStart: true });
        if (!run.carried) throw new Error(`ruleset ${ruleset.id} carries nothing out of a fight: it cannot run a day`);
        const isParty = (s: FighterSnapshot) => s.side === day.party;
        events.push({ kind: 'fight', fight: { run, entering: (run.start ?? []).filter(isParty) } });
        final = run.final.filter(isParty);
        carried = new Map([...run.carried].filter(([id]) => final.some(s => s.id === id)));
        if (run.winner !== day.party)
            return { day: day.name, seed: options.seed, party: day.party, events, through: false, stoppedAt: fightIndex, final };
        fightIndex++;
    }
    return { day: day.name, seed: options.seed, party: day.party, events, through: true, final };
}
