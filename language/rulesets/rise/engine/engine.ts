/**
 * The Rise engine (003_66faa831a56df10d.txt, Rise's "Combat" chapter) behind the common
 * RulesetEngine interface. The fight lives by concern in fighter.ts (state and numbers), round.ts
 * (the round and its phases), strike.ts (one strike), pools.ts (damage pools as rolled), harm.ts
 * (damage, vital wounds, fatigue) and tactics.ts; the rules they apply are in ../rules/.
 */
import type { FighterSnapshot } from '../../../engine/log.js';
import type { InstanceModel, PlannedTurn } from '../../../engine/model.js';
import type { RoundContext, RulesetEngine, TacticsContext } from '../../ruleset.js';
import type { RiseOptions } from '../options.js';
import { createRiseFighter, type RiseFighter, riseSnapshot } from './fighter.js';
import { playRiseRound } from './round.js';
import { planRiseTactics } from './tactics.js';

export type { RiseFighter } from './fighter.js';

export class RiseEngine implements RulesetEngine<RiseFighter> {
    constructor(private readonly options: RiseOptions) {}

    createFighter(instance: InstanceModel): RiseFighter {
        return createRiseFighter(instance);
    }

    snapshot(f: RiseFighter): FighterSnapshot {
        return riseSnapshot(f);
    }

    planTactics(self: RiseFighter, policy: string, ctx: TacticsContext<RiseFighter>): PlannedTurn {
        return planRiseTactics(this.options, self, policy, ctx);
    }

    playRound(ctx: RoundContext<RiseFighter>): void {
        playRiseRound(ctx, this.options);
    }
}
