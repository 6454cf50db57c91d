/**
 * The Paladins of Awoudan engine behind the Ruleset interface (002_508f9552a4514e32.txt, the
 * "Combat" page). The fight lives by concern in fighter.ts (state), round.ts (surprise, initiative,
 * the order of turns), turn.ts (one turn's actions), upkeep.ts (start and end of a turn), strike.ts
 * (one attack), reactions.ts, movement.ts, harm.ts (the pools), rolls.ts and tactics.ts; the rules
 * they apply are in ../rules/.
 */
import type { FighterSnapshot } from '../../../engine/log.js';
import type { InstanceModel, PlannedTurn } from '../../../engine/model.js';
import type { RoundContext, RulesetEngine, TacticsContext } from '../../ruleset.js';
import type { PaladinsOptions } from '../options.js';
import { createPaladinsFighter, type PaladinsFighter, snapshotOf } from './fighter.js';
import { playPaladinsRound, type RoundState } from './round.js';
import { planPaladinsTactics } from './tactics.js';

export class PaladinsEngine implements RulesetEngine<PaladinsFighter> {
    private readonly state: RoundState = { aware: new Set(), policies: new Map() };

    constructor(private readonly options: PaladinsOptions) {}

    createFighter(instance: InstanceModel): PaladinsFighter {
        return createPaladinsFighter(instance);
    }

    snapshot(f: PaladinsFighter): FighterSnapshot {
        return snapshotOf(f);
    }

    planTactics(self: PaladinsFighter, policy: string, ctx: TacticsContext<PaladinsFighter>): PlannedTurn {
        let ofRound = this.state.policies.get(ctx.round);
        if (!ofRound) this.state.policies.set(ctx.round, (ofRound = new Map()));
        ofRound.set(self.id, policy);
        return planPaladinsTactics(self, policy, ctx);
    }

    playRound(ctx: RoundContext<PaladinsFighter>): void {
        playPaladinsRound(ctx, this.options, this.state);
    }
}
