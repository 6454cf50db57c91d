/**
 * The Vaxia engine behind the Ruleset interface: no initiative, no hit or miss — `playRound` owns
 * the round (round.ts): simultaneous posts by default, speed order under the option, hazards at the
 * end. In a day of fights a party member starts from what it carried out of the last one (days.ts).
 * Source: 004_941aee309a07cd38.txt §Combat Ruling, §Order of Actions.
 */
import type { FighterSnapshot } from '../../../engine/log.js';
import type { EncounterModel, HazardModel, InstanceModel, PlannedTurn } from '../../../engine/model.js';
import type { RoundContext, RulesetEngine, TacticsContext } from '../../ruleset.js';
import { carryOutOf } from './days.js';
import { createVaxiaFighter, snapshotOf, type VaxiaCarried, type VaxiaFighter } from './fighter.js';
import { planVaxiaTactics } from './tactics.js';
import { playVaxiaRound } from './round.js';
import type { VaxiaOptions } from '../options.js';
import { type FightScene, makeScene } from './scene.js';

/** An encounter without hazards (shared, never changed). */
const NO_HAZARDS: readonly HazardModel[] = [];

export class VaxiaEngine implements RulesetEngine<VaxiaFighter> {
    /** Every fighter of this fight, as created (a member's healer and mechanic are read from them). */
    private readonly fighters: VaxiaFighter[] = [];
    /**
     * The scene of this fight's rounds: made for the first and turned to each next one (with the
     * round's metamagic and leaping, which every round ends empty).
     */
    private scene?: FightScene;

    constructor(
        private readonly options: VaxiaOptions,
        private readonly encounter?: EncounterModel,
    ) {}

    createFighter(instance: InstanceModel, carried?: unknown): VaxiaFighter {
        const f = createVaxiaFighter(instance, carried as VaxiaCarried | undefined);
        this.fighters.push(f);
        return f;
    }

    carryOut(f: VaxiaFighter): VaxiaCarried {
        return carryOutOf(f, this.fighters, this.options.rounding);
    }

    snapshot(f: VaxiaFighter): FighterSnapshot {
        return snapshotOf(f);
    }

    planTactics(self: VaxiaFighter, policy: string, ctx: TacticsContext<VaxiaFighter>): PlannedTurn {
        return planVaxiaTactics(self, policy, ctx, this.encounter);
    }

    playRound(ctx: RoundContext<VaxiaFighter>): void {
        // The same fighters every round of the fight: the same scene, turned to this round.
        if (this.scene?.fighters === ctx.fighters) this.scene.nextRound(ctx.round, ctx.rng, ctx.log);
        else this.scene = makeScene({ round: ctx.round, rng: ctx.rng, log: ctx.log, options: this.options, fighters: ctx.fighters });
        playVaxiaRound(this.scene, this.encounter?.hazards ?? NO_HAZARDS);
    }
}
