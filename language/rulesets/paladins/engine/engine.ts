/**
 * The Paladins of Awoudan engine behind the Ruleset interface. A round is every combatant's turn
 * in initiative order (rolled once, before round 1), with reactions interrupting other turns;
 * surprised sides skip round 1 and cannot react in it. The round stops early once at most one side
 * still stands. Source: 002_508f9552a4514e32.txt §Sequence and the sections the modules cite.
 */
import type { FighterSnapshot } from '../../../engine/log.js';
import type { InstanceModel, PlannedAction, PlannedTurn } from '../../../engine/model.js';
import { actionEconomy, type RoundContext, type RulesetEngine, type TacticsContext } from '../../ruleset.js';
import { createPaladinsFighter, snapshotOf, type PaladinsFighter } from './fighter.js';
import { rollInitiative, surpriseChecks } from './round.js';
import type { PaladinsOptions, Scene } from './scene.js';
import { PALADINS_ACTIONS } from '../schema.js';
import { planPaladinsTactics } from './tactics.js';
import { playTurn } from './turn.js';

const isReaction = (a: PlannedAction) => actionEconomy(PALADINS_ACTIONS, a) === 'reaction';

export class PaladinsEngine implements RulesetEngine<PaladinsFighter> {
    /** Turn order, fixed once initiative is rolled. */
    private order?: PaladinsFighter[];
    /** Combatants of a surprised side that are not surprised after all (option `surprise_checks: INT`). */
    private readonly aware = new Set<string>();
    /** Tactics policy by round, then fighter id, for the fighters planned by tactics (their reactions follow it). */
    private readonly policies = new Map<number, Map<string, string>>();

    constructor(private readonly options: PaladinsOptions) {}

    createFighter(instance: InstanceModel): PaladinsFighter {
        return createPaladinsFighter(instance);
    }

    snapshot(f: PaladinsFighter): FighterSnapshot {
        return snapshotOf(f);
    }

    planTactics(self: PaladinsFighter, policy: string, ctx: TacticsContext<PaladinsFighter>): PlannedTurn {
        let ofRound = this.policies.get(ctx.round);
        if (!ofRound) this.policies.set(ctx.round, (ofRound = new Map()));
        ofRound.set(self.id, policy);
        return planPaladinsTactics(self, policy, ctx);
    }

    /** The turn order, once rolled (for tests and tools). */
    turnOrder(): readonly PaladinsFighter[] | undefined {
        return this.order;
    }

    playRound(ctx: RoundContext<PaladinsFighter>): void {
        const { round, log } = ctx;
        if (log.enabled) log.add({ kind: 'round', round });
        const surprisedSides = new Set(ctx.surprised ?? []);
        if (!this.order) {
            // §Sequence: surprise is determined (step 1) before initiative is rolled (step 3).
            if (this.options.surpriseChecks === 'INT') surpriseChecks(ctx, ctx.fighters, surprisedSides, this.aware);
            this.order = rollInitiative(ctx, ctx.fighters);
        }
        const policies = this.policies.get(round) ?? NO_POLICIES;
        const reactions = new Map<string, PlannedAction[]>();
        for (const [id, plan] of ctx.plans) reactions.set(id, plan.actions.filter(isReaction));
        const scene: Scene = {
            round,
            rng: ctx.rng,
            log,
            options: this.options,
            fighters: this.order,
            byId: id => ctx.byId(id),
            surprised: f => round === 1 && surprisedSides.has(f.side) && !this.aware.has(f.id),
            scriptedReactions: f => (policies.has(f.id) ? [] : (reactions.get(f.id) ?? [])),
            policyOf: f => policies.get(f.id),
            turn: {},
        };
        for (const f of this.order) {
            if (sidesStanding(ctx.fighters) <= 1) break;
            if (f.status === 'dead') continue;
            playTurn(scene, f, ctx.plans.get(f.id));
        }
        for (const planned of [...this.policies.keys()]) if (planned <= round) this.policies.delete(planned);
    }
}

const NO_POLICIES: ReadonlyMap<string, string> = new Map();

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
