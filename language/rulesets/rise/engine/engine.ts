/**
 * The Rise engine (003_66faa831a56df10d.txt, Rise's "Combat" chapter) behind the common
 * RulesetEngine interface. The fight lives by concern in fighter.ts (state and numbers), scene.ts
 * (the battlefield and what a phase keeps), round.ts (the round and its phases), movement.ts,
 * strike.ts (one attack), maneuvers.ts, effects.ts, environment.ts (hazards), pools.ts (damage pools
 * as rolled), harm.ts (damage, vital wounds, fatigue), carry.ts (a day's carried state) and
 * tactics.ts; the rules they apply are in ../rules/.
 */
import { withUsesLeft } from '../../../engine/uses.js';
import type { FighterSnapshot } from '../../../engine/log.js';
import type { EncounterModel, InstanceModel, PlannedTurn } from '../../../engine/model.js';
import type { RoundContext, RulesetEngine, TacticsContext } from '../../ruleset.js';
import type { RiseOptions } from '../options.js';
import type { RiseCarried } from '../rules/resting.js';
import { carriedOutOf, spendCarriedUses } from './carry.js';
import { createRiseFighter, type RiseFighter, riseSnapshot } from './fighter.js';
import { playRiseRound } from './round.js';
import { RiseScene } from './scene.js';
import { planRiseTactics } from './tactics.js';

export type { RiseFighter } from './fighter.js';

export class RiseEngine implements RulesetEngine<RiseFighter> {
    private readonly scene: RiseScene;

    constructor(
        private readonly options: RiseOptions,
        encounter: EncounterModel,
    ) {
        this.scene = new RiseScene(encounter);
    }

    createFighter(instance: InstanceModel, carried?: unknown): RiseFighter {
        const f = createRiseFighter(instance, carried as RiseCarried | undefined);
        this.scene.field?.place(f.id, instance.zone);
        if (carried) spendCarriedUses(this.scene.uses, f, carried as RiseCarried);
        return f;
    }

    carryOut(f: RiseFighter): RiseCarried {
        return carriedOutOf(f, this.scene.uses);
    }

    snapshot(f: RiseFighter): FighterSnapshot {
        return withUsesLeft(riseSnapshot(f), this.scene.uses, f);
    }

    planTactics(self: RiseFighter, policy: string, ctx: TacticsContext<RiseFighter>): PlannedTurn {
        return planRiseTactics(this.options, this.scene, self, policy, ctx);
    }

    playRound(ctx: RoundContext<RiseFighter>): void {
        playRiseRound(ctx, this.options, this.scene);
    }
}
