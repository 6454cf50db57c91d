/**
 * An adventuring day run: the day's fights in order, every one drawn from one seeded generator, the
 * party carrying its state from fight to fight (`RulesetEngine.carryOut` → `createFighter(instance,
 * carried)`) and each rest restoring it under the ruleset's rules (`RulesetRuntime.rest`). The
 * other sides come fresh to each fight. The day ends after its last fight, or at the first fight the
 * party does not win: a party that lost or could not finish a fight goes no further.
 */
import type { RulesetRuntime } from './contract.js';
import { type CombatEvent, CombatLog, type FighterSnapshot } from './log.js';
import type { CombatantModel, DayModel, EncounterModel, InstanceModel } from './model.js';
import { SeededRng } from './rng.js';
import { type RunResult, runEncounter } from './runner.js';

/** One fight of a day: its run, and the party as it entered the fight. */
export interface DayFight {
    readonly run: RunResult;
    /** The party's members as the fight began (carried wounds, pools and conditions applied). */
    readonly entering: readonly FighterSnapshot[];
    /**
     * The party's members as they leave the fight, from what they carry out (a kept log only): what
     * a fight's end keeps (a use per fight spent is back, a Rise character's dying is stabilised),
     * so the next fight's `entering`, with no rest between, is the same.
     */
    readonly leaving?: readonly FighterSnapshot[];
}

/**
 * What a rest did to one party member: the member as the rest began and as it ended (snapshots of
 * the carried state), and what the ruleset logged while resting it (the dice it rolled and why).
 */
export interface RestChange {
    readonly before: FighterSnapshot;
    readonly after: FighterSnapshot;
    readonly events: readonly CombatEvent[];
}

/**
 * A step of the day as it went: a fight, or a rest between fights (with what it did to each member
 * when the day's log is kept; simulations do not keep it).
 */
export type DayEvent =
    | { readonly kind: 'fight'; readonly fight: DayFight }
    | { readonly kind: 'rest'; readonly rest: string; readonly changes?: readonly RestChange[] };

export interface DayResult {
    readonly day: string;
    readonly seed: number;
    readonly party: string;
    /** How many fights the day has (the party may stop before the last). */
    readonly totalFights: number;
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
    /** The generator to draw from instead of a new one seeded with `seed` (tests script their dice). */
    readonly rng?: SeededRng;
}

/**
 * Runs `day` under `ruleset` with one seeded generator; same inputs, same result.
 * @throws Error when the ruleset cannot carry a party (no `carryOut` or no `rest`): validation
 *   refuses such a day (`feature-unsupported`) before it can run.
 */
export function runDay(day: DayModel, ruleset: RulesetRuntime, options: DayOptions): DayResult {
    if (!ruleset.rest) throw new Error(`ruleset ${ruleset.id} has no rests: it cannot run a day`);
    const rng = options.rng ?? new SeededRng(options.seed);
    const events: DayEvent[] = [];
    let carried = new Map<string, unknown>();
    const models = new Map<string, CombatantModel>();
    // For a kept log: each member's instance and the fight it came from, to show its carried state.
    const described = options.keepLog !== false;
    const instances = new Map<string, { readonly instance: InstanceModel; readonly encounter: EncounterModel }>();
    let fightIndex = 0;
    let final: readonly FighterSnapshot[] = [];
    const totalFights = day.steps.filter(s => s.kind === 'fight').length;
    for (const step of day.steps) {
        if (step.kind === 'rest') {
            const rested = new Map<string, unknown>();
            const changes: RestChange[] = [];
            for (const [id, state] of carried) {
                const log = described ? new CombatLog(true) : undefined;
                const after = ruleset.rest(step.rest, state, models.get(id)!, rng, log && { log, id });
                rested.set(id, after);
                const made = instances.get(id);
                // Both sides of the rest from carried state, so they differ only by what the rest did.
                const show = (state: unknown) => carriedSnapshot(ruleset, made!.encounter, made!.instance, state);
                if (log && made) changes.push({ before: show(state), after: show(after), events: log.events });
            }
            carried = rested;
            events.push(described ? { kind: 'rest', rest: step.rest, changes } : { kind: 'rest', rest: step.rest });
            continue;
        }
        const party = step.encounter.sides.find(s => s.name === day.party);
        for (const m of party?.members ?? []) {
            models.set(m.id, m.model);
            // The member alone: what the encounter's line adds (a zone, `is wounded 12`) is that fight's, not what it carries.
            if (described) instances.set(m.id, { instance: { id: m.id, side: m.side, model: m.model }, encounter: step.encounter });
        }
        const run = runEncounter(step.encounter, ruleset, { seed: options.seed, rng, keepLog: options.keepLog, carried, snapshotStart: true });
        if (!run.carried) throw new Error(`ruleset ${ruleset.id} carries nothing out of a fight: it cannot run a day`);
        const isParty = (s: FighterSnapshot) => s.side === day.party;
        final = run.final.filter(isParty);
        carried = new Map([...run.carried].filter(([id]) => final.some(s => s.id === id)));
        const leaving = described
            ? [...carried].flatMap(([id, state]) => {
                  const made = instances.get(id);
                  return made ? [carriedSnapshot(ruleset, made.encounter, made.instance, state)] : [];
              })
            : undefined;
        events.push({ kind: 'fight', fight: { run, entering: (run.start ?? []).filter(isParty), ...(leaving ? { leaving } : {}) } });
        if (run.winner !== day.party)
            return { day: day.name, seed: options.seed, party: day.party, totalFights, events, through: false, stoppedAt: fightIndex, final };
        fightIndex++;
    }
    return { day: day.name, seed: options.seed, party: day.party, totalFights, events, through: true, final };
}

/**
 * A party member as it carries itself between fights (out of a fight, into and out of a rest): its
 * carried state put on a fighter of a fresh engine for the fight it came from (no dice are drawn),
 * in the ruleset's own snapshot.
 */
function carriedSnapshot(ruleset: RulesetRuntime, encounter: EncounterModel, instance: InstanceModel, carried: unknown): FighterSnapshot {
    const engine = ruleset.createEngine({ options: encounter.options, encounter });
    return engine.snapshot(engine.createFighter(instance, carried));
}
