/**
 * The Paladins round: surprise checks (option `surprise_checks: INT`) and initiative before round 1
 * (d12 + DEX, turns from the highest total to the lowest every round, ties to the players' side,
 * then encounter order — an assumption), then every combatant's turn in that order, reactions
 * interrupting other turns; surprised sides skip round 1 and cannot react in it. The round stops
 * early once at most one side still stands.
 * Source: 002_508f9552a4514e32.txt §Sequence.
 */
import type { Battlefield } from '../../../engine/battlefield.js';
import type { CombatLog } from '../../../engine/log.js';
import type { PlannedAction, PlannedTurn } from '../../../engine/model.js';
import type { SeededRng } from '../../../engine/rng.js';
import type { UseLedger } from '../../../engine/uses.js';
import type { RoundContext } from '../../ruleset.js';
import type { PaladinsOptions } from '../options.js';
import { countDown } from '../rules/conditions.js';
import { byInitiative, INITIATIVE_ROLL, SURPRISE_CHECK_SCORE } from '../rules/sequence.js';
import { economyOf } from '../rules/types.js';
import { logStartingState } from '../../../engine/starting-state.js';
import { conditionWords, HEA_NAME, type PaladinsFighter } from './fighter.js';
import { loseCondition } from './harm.js';
import { rollCheck, rollFor } from './rolls.js';
import type { Scene } from './scene.js';
import { activeFoes } from '../../../engine/tactics.js';
import { planPaladinsTactics } from './tactics.js';
import { playTurn } from './turn.js';

/** What one engine keeps from round to round. */
export interface RoundState {
    /** Turn order, fixed once initiative is rolled. */
    order?: PaladinsFighter[];
    /** Combatants of a surprised side that are not surprised after all (option `surprise_checks: INT`). */
    readonly aware: Set<string>;
    /** Tactics policy by round, then fighter id, for the fighters planned by tactics (their reactions follow it). */
    readonly policies: Map<number, Map<string, string>>;
    /** Each side's tactics policy (the encounter's `tactics` lines): for a combatant back on its feet after the round was planned. */
    readonly sidePolicies: Map<string, string>;
    /** The battle map, when the encounter has zones. */
    readonly field: Battlefield | undefined;
    /** The encounter's zones, in the order written. */
    readonly zones: readonly string[];
    /** Uses left of every limited attack and ability, for the whole fight. */
    readonly uses: UseLedger;
    /** The scene of this fight's rounds: made for the first and turned to each next one. */
    scene?: RoundScene;
}

const NO_POLICIES: ReadonlyMap<string, string> = new Map();
const NO_ACTIONS: readonly PlannedAction[] = [];
/** No side surprised (every round but a surprise's first; shared, never changed). */
const NO_SIDES: ReadonlySet<string> = new Set();

/**
 * The scene of one fight's rounds: made once, turned to each round by `nextRound` (the round, its
 * dice and log, its policies, who was down when it was planned, the reactions its plans script).
 * Methods rather than closures: nothing of it is made again each round but the reaction map.
 */
class RoundScene implements Scene {
    round = 0;
    rng!: SeededRng;
    log!: CombatLog;
    fighters: readonly PaladinsFighter[] = [];
    readonly field: Battlefield | undefined;
    readonly uses: UseLedger;
    readonly turn: { actor?: string } = {};
    private ctx!: RoundContext<PaladinsFighter>;
    private surprisedSides: ReadonlySet<string> = NO_SIDES;
    private policies: ReadonlyMap<string, string> = NO_POLICIES;
    /** Who was down when the round was planned: tactics skipped them; back on their feet, they follow their side's. */
    private down: Set<PaladinsFighter> | undefined;
    /** The reactions each plan scripts (most plans under tactics have none: no list is made for them). */
    private reactions: Map<string, PlannedAction[]> | undefined;
    /** What tactics planned now read: made once, its round turned with the scene's. */
    private readonly tactics: {
        round: number;
        fighters: readonly PaladinsFighter[];
        rng: SeededRng;
        foesOf(self: PaladinsFighter): readonly PaladinsFighter[];
    };

    constructor(
        readonly options: PaladinsOptions,
        private readonly state: RoundState,
    ) {
        this.field = state.field;
        this.uses = state.uses;
        const tactics = { round: 0, fighters: this.fighters, rng: this.rng, foesOf: (self: PaladinsFighter) => activeFoes(tactics.fighters, self) };
        this.tactics = tactics;
    }

    nextRound(ctx: RoundContext<PaladinsFighter>, order: readonly PaladinsFighter[], surprisedSides: ReadonlySet<string>): void {
        this.round = ctx.round;
        this.rng = ctx.rng;
        this.log = ctx.log;
        this.fighters = order;
        this.ctx = ctx;
        this.surprisedSides = surprisedSides;
        this.policies = this.state.policies.get(ctx.round) ?? NO_POLICIES;
        this.tactics.round = ctx.round;
        this.tactics.fighters = ctx.fighters;
        this.tactics.rng = ctx.rng;
        // Indexed loops here and below: V8 made an iterator object for each for-of (every round of every run).
        let down: Set<PaladinsFighter> | undefined;
        for (let i = 0; i < ctx.fighters.length; i++) if (ctx.fighters[i].status !== 'active') (down ??= new Set()).add(ctx.fighters[i]);
        this.down = down;
        let reactions: Map<string, PlannedAction[]> | undefined;
        for (let i = 0; i < ctx.fighters.length; i++) {
            const f = ctx.fighters[i];
            if (f.plan === undefined) continue;
            const actions = f.plan.actions;
            let scripted: PlannedAction[] | undefined;
            for (let j = 0; j < actions.length; j++) if (economyOf(actions[j]) === 'reaction') (scripted ??= []).push(actions[j]);
            if (scripted) (reactions ??= new Map()).set(f.id, scripted);
        }
        this.reactions = reactions;
    }

    byId(id: string): PaladinsFighter {
        return this.ctx.byId(id);
    }

    surprised(f: PaladinsFighter): boolean {
        return this.round === 1 && this.surprisedSides.has(f.side) && !this.state.aware.has(f.id);
    }

    /** The fighter's policy this round: planned by it, or its side's for one down at planning without a scripted line. */
    policyOf(f: PaladinsFighter): string | undefined {
        return this.policies.get(f.id) ?? (this.down?.has(f) && f.plan === undefined ? this.state.sidePolicies.get(f.side) : undefined);
    }

    scriptedReactions(f: PaladinsFighter): readonly PlannedAction[] {
        return this.policies.has(f.id) || (this.down !== undefined && this.policyOf(f)) ? NO_ACTIONS : (this.reactions?.get(f.id) ?? NO_ACTIONS);
    }

    planNow(f: PaladinsFighter): PlannedTurn | undefined {
        // On the map every turn under tactics is decided when it comes; without one, only the turn of a
        // combatant the round's planning skipped (it was down, and healing or medicine brought it back).
        if (!this.field && this.down === undefined) return undefined; // fast: nobody to plan now
        const policy = f.status === 'active' ? this.policyOf(f) : undefined;
        if (!policy || (!this.field && f.plan !== undefined)) return undefined;
        return planPaladinsTactics(f, policy, this.tactics, this.state);
    }
}

/** Plays one round: surprise and initiative before the first, then each turn in initiative order. */
export function playPaladinsRound(ctx: RoundContext<PaladinsFighter>, options: PaladinsOptions, state: RoundState): void {
    const { round, log } = ctx;
    if (log.enabled) log.add({ kind: 'round', round });
    const surprisedSides: ReadonlySet<string> = ctx.surprised?.length ? new Set(ctx.surprised) : NO_SIDES;
    if (!state.order) {
        // What each combatant starts with that the start of the log does not show (`is prone`, a day's carried wounds).
        if (log.enabled) logStartingState(log, ctx.fighters, HEA_NAME, startingWords);
        // §Sequence: surprise is determined (step 1) before initiative is rolled (step 3).
        if (options.surpriseChecks === 'INT') surpriseChecks(ctx, ctx.fighters, surprisedSides, state.aware);
        // The dead (carried into a day's later fight) and the fled take no place in the order.
        state.order = rollInitiative(
            ctx,
            ctx.fighters.filter(f => f.status !== 'dead' && f.status !== 'fled'),
        );
    }
    // One scene for the fight, turned to each round (a scene object with five closures was made every round of every run).
    const scene = (state.scene ??= new RoundScene(options, state));
    scene.nextRound(ctx, state.order, surprisedSides);
    for (let i = 0; i < state.order.length; i++) {
        const f = state.order[i];
        if (sidesStanding(ctx.fighters) <= 1) break;
        if (f.status === 'dead' || f.status === 'fled') continue;
        playTurn(scene, f, f.plan);
    }
    endOfRound(scene);
    // (A Map may lose the entry its iteration stands on.)
    if (state.policies.size) for (const planned of state.policies.keys()) if (planned <= round) state.policies.delete(planned);
}

/**
 * The end of a round: every condition with a duration (`for 2 rounds`) counts down, and those whose
 * rounds are over end.
 */
function endOfRound(scene: Scene): void {
    for (let i = 0; i < scene.fighters.length; i++) {
        const f = scene.fighters[i];
        if (f.status === 'dead' || f.status === 'fled') continue;
        const ended = countDown(f);
        for (let j = 0; j < ended.length; j++) loseCondition(scene, f, ended[j].name, 'its rounds are over');
    }
}

/** How many sides still have an active fighter: 0, 1, or 2 for two or more (asked before every turn: no allocation). */
function sidesStanding(fighters: readonly PaladinsFighter[]): number {
    let first: string | undefined;
    for (let i = 0; i < fighters.length; i++) {
        const f = fighters[i];
        if (f.status !== 'active') continue;
        if (first === undefined) first = f.side;
        else if (f.side !== first) return 2;
    }
    return first === undefined ? 0 : 1;
}

/**
 * Rolls initiative for `fighters` (given in encounter order), logs the order with every roll and
 * how each tie was broken, and returns the fighters in turn order.
 */
function rollInitiative(scene: Pick<Scene, 'rng' | 'log'>, fighters: readonly PaladinsFighter[]): PaladinsFighter[] {
    const rolls = fighters.map((f, index) => {
        const roll = rollFor(scene, f, INITIATIVE_ROLL, '1d12 + DEX');
        f.initiative = roll.total;
        // The sort key made once per fighter, not twice per comparison.
        return { f, roll, key: { total: roll.total, character: f.character, index } };
    });
    const order = [...rolls].sort((a, b) => byInitiative(a.key, b.key));
    if (scene.log.enabled) {
        scene.log.add({ kind: 'phase', name: 'initiative' });
        scene.log.add({
            kind: 'order',
            label: 'd12 + DEX, highest first, ties to the players',
            order: order.map(({ f, roll }) => ({ id: f.id, rolls: [roll.record!], total: roll.total })),
        });
        for (let i = 1; i < order.length; i++) {
            const [a, b] = [order[i - 1], order[i]];
            if (a.roll.total !== b.roll.total) continue;
            // §Sequence 3 settles only a tie between the players' side and a foe; any other keeps the
            // encounter's order, an assumption the log states so the GM sees why.
            scene.log.add({
                kind: 'note',
                text:
                    a.f.character !== b.f.character
                        ? `${a.f.id} and ${b.f.id} tie at ${a.roll.total}: ${a.f.id}, on the players' side, goes first.`
                        : `${a.f.id} and ${b.f.id} tie at ${a.roll.total}: ${a.f.id}, written first in the encounter, goes first.`,
            });
        }
    }
    return order.map(o => o.f);
}

/**
 * Step 1 with option `surprise_checks: INT`: every combatant of a side written `surprised` rolls an
 * INT check (d12 + INT, over 6) "to piece together that the location is perfect for an ambush"; a
 * success is not surprised — its id goes into `aware`. Fighters in encounter order; dice drawn
 * before initiative.
 */
function surpriseChecks(
    scene: Pick<Scene, 'rng' | 'log'>,
    fighters: readonly PaladinsFighter[],
    surprisedSides: ReadonlySet<string>,
    aware: Set<string>,
): void {
    const checked = fighters.filter(f => surprisedSides.has(f.side));
    if (checked.length === 0) return;
    if (scene.log.enabled) scene.log.add({ kind: 'phase', name: 'surprise' });
    for (const f of checked) {
        if (rollCheck(scene, f, SURPRISE_CHECK_SCORE, `surprise check (${SURPRISE_CHECK_SCORE}: an ambush spot?)`)) {
            aware.add(f.id);
            scene.log.add(() => ({ kind: 'note', text: `${f.id} sees the ambush coming: not surprised.` }));
        } else scene.log.add(() => ({ kind: 'note', text: `${f.id} is surprised.` }));
    }
}

/** A combatant's STA and WIL below their maximum and its conditions, for the round-1 note. */
function startingWords(f: PaladinsFighter): string[] {
    const parts: string[] = [];
    if (f.sta !== f.maxSta) parts.push(`${f.sta}/${f.maxSta} STA`);
    if (f.wil !== f.maxWil) parts.push(`${f.wil}/${f.maxWil} WIL`);
    parts.push(...conditionWords(f));
    return parts;
}
