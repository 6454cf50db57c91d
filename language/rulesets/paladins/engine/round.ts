/**
 * The Paladins round: surprise checks (option `surprise_checks: INT`) and initiative before round 1
 * (d12 + DEX, turns from the highest total to the lowest every round, ties to the players' side,
 * then encounter order — an assumption), then every combatant's turn in that order, reactions
 * interrupting other turns; surprised sides skip round 1 and cannot react in it. The round stops
 * early once at most one side still stands.
 * Source: 002_508f9552a4514e32.txt §Sequence.
 */
import type { PlannedAction } from '../../../engine/model.js';
import type { RoundContext } from '../../ruleset.js';
import type { PaladinsOptions } from '../options.js';
import { byInitiative, INITIATIVE_ROLL, SURPRISE_CHECK_SCORE } from '../rules/sequence.js';
import { economyOf } from '../rules/types.js';
import type { PaladinsFighter } from './fighter.js';
import { rollCheck, rollFor } from './rolls.js';
import type { Scene } from './scene.js';
import { playTurn } from './turn.js';

/** What one engine keeps from round to round. */
export interface RoundState {
    /** Turn order, fixed once initiative is rolled. */
    order?: PaladinsFighter[];
    /** Combatants of a surprised side that are not surprised after all (option `surprise_checks: INT`). */
    readonly aware: Set<string>;
    /** Tactics policy by round, then fighter id, for the fighters planned by tactics (their reactions follow it). */
    readonly policies: Map<number, Map<string, string>>;
}

const NO_POLICIES: ReadonlyMap<string, string> = new Map();

/** Plays one round: surprise and initiative before the first, then each turn in initiative order. */
export function playPaladinsRound(ctx: RoundContext<PaladinsFighter>, options: PaladinsOptions, state: RoundState): void {
    const { round, log } = ctx;
    if (log.enabled) log.add({ kind: 'round', round });
    const surprisedSides = new Set(ctx.surprised ?? []);
    if (!state.order) {
        // §Sequence: surprise is determined (step 1) before initiative is rolled (step 3).
        if (options.surpriseChecks === 'INT') surpriseChecks(ctx, ctx.fighters, surprisedSides, state.aware);
        state.order = rollInitiative(ctx, ctx.fighters);
    }
    const policies = state.policies.get(round) ?? NO_POLICIES;
    const reactions = new Map<string, PlannedAction[]>();
    for (const [id, plan] of ctx.plans)
        reactions.set(
            id,
            plan.actions.filter(a => economyOf(a) === 'reaction'),
        );
    const scene: Scene = {
        round,
        rng: ctx.rng,
        log,
        options,
        fighters: state.order,
        byId: id => ctx.byId(id),
        surprised: f => round === 1 && surprisedSides.has(f.side) && !state.aware.has(f.id),
        scriptedReactions: f => (policies.has(f.id) ? [] : (reactions.get(f.id) ?? [])),
        policyOf: f => policies.get(f.id),
        turn: {},
    };
    for (const f of state.order) {
        if (sidesStanding(ctx.fighters) <= 1) break;
        if (f.status === 'dead') continue;
        playTurn(scene, f, ctx.plans.get(f.id));
    }
    for (const planned of [...state.policies.keys()]) if (planned <= round) state.policies.delete(planned);
}

/** How many sides still have an active fighter: 0, 1, or 2 for two or more (asked before every turn: no allocation). */
function sidesStanding(fighters: readonly PaladinsFighter[]): number {
    let first: string | undefined;
    for (const f of fighters) {
        if (f.status !== 'active') continue;
        if (first === undefined) first = f.side;
        else if (f.side !== first) return 2;
    }
    return first === undefined ? 0 : 1;
}

/**
 * Rolls initiative for `fighters` (given in encounter order), logs the order with every roll and
 * each tie that the players' side won, and returns the fighters in turn order.
 */
function rollInitiative(scene: Pick<Scene, 'rng' | 'log'>, fighters: readonly PaladinsFighter[]): PaladinsFighter[] {
    const rolls = fighters.map((f, index) => {
        const roll = rollFor(scene, f, INITIATIVE_ROLL, '1d12 + DEX');
        f.initiative = roll.total;
        return { f, index, roll };
    });
    const order = [...rolls].sort((a, b) =>
        byInitiative(
            { total: a.roll.total, character: a.f.character, index: a.index },
            { total: b.roll.total, character: b.f.character, index: b.index },
        ),
    );
    if (scene.log.enabled) {
        scene.log.add({ kind: 'phase', name: 'initiative' });
        scene.log.add({
            kind: 'order',
            label: 'd12 + DEX, highest first, ties to the players',
            order: order.map(({ f, roll }) => ({ id: f.id, rolls: [roll.record!], total: roll.total })),
        });
        for (let i = 1; i < order.length; i++) {
            const [a, b] = [order[i - 1], order[i]];
            if (a.roll.total === b.roll.total && a.f.character !== b.f.character) {
                scene.log.add({ kind: 'note', text: `${a.f.id} and ${b.f.id} tie at ${a.roll.total}: ${a.f.id}, on the players' side, goes first.` });
            }
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
