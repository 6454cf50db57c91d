/**
 * The Vaxia engine behind the Ruleset interface: no initiative, no hit or miss — `playRound` owns
 * the round (round.ts): simultaneous posts by default, speed order under the option, hazards at the
 * end. Source: 004_941aee309a07cd38.txt §Combat Ruling, §Order of Actions.
 */
import type { FighterSnapshot } from '../../../engine/log.js';
import type { EncounterModel, InstanceModel, PlannedTurn } from '../../../engine/model.js';
import type { RoundContext, RulesetEngine, TacticsContext } from '../../ruleset.js';
import { createVaxiaFighter, snapshotOf, type VaxiaFighter } from './fighter.js';
import { planVaxiaTactics } from './tactics.js';
import { playVaxiaRound } from './round.js';
import type { VaxiaOptions } from '../options.js';
import { makeScene } from './scene.js';

export class VaxiaEngine implements RulesetEngine<VaxiaFighter> {
    constructor(
        private readonly options: VaxiaOptions,
        private readonly encounter?: EncounterModel,
    ) {}

    createFighter(instance: InstanceModel): VaxiaFighter {
        return createVaxiaFighter(instance);
    }

    snapshot(f: VaxiaFighter): FighterSnapshot {
        return snapshotOf(f);
    }

    planTactics(self: VaxiaFighter, policy: string, ctx: TacticsContext<VaxiaFighter>): PlannedTurn {
        return planVaxiaTactics(self, policy, ctx, this.encounter);
    }

    playRound(ctx: RoundContext<VaxiaFighter>): void {
        const scene = makeScene({ round: ctx.round, rng: ctx.rng, log: ctx.log, options: this.options, fighters: ctx.fighters, plans: ctx.plans });
        playVaxiaRound(scene, this.encounter?.hazards ?? []);
    }
}
