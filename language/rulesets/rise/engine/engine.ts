/**
 * The Rise engine (003_66faa831a56df10d.txt, Rise's "Combat" chapter) behind the common
 * RulesetEngine interface. The rules live by concern in fighter.ts (state and numbers), round.ts
 * (the round and its phases), strikes.ts (attack resolution), pools.ts (damage pools and
 * increments), wounds.ts (damage, vital wounds, fatigue) and tactics.ts.
 */
import type { DiceExpr } from '../../../engine/dice.js';
import type { FighterSnapshot } from '../../../engine/log.js';
import type { AttackModel, InstanceModel, PlannedTurn } from '../../../engine/model.js';
import type { RoundContext, RulesetEngine, TacticsContext } from '../../ruleset.js';
import { accuracyOf, createRiseFighter, defenseOf, fatiguePenalty, type Phase, type RiseFighter, type RiseOptions, riseSnapshot } from './fighter.js';
import { damagePool, increments } from './pools.js';
import { playRiseRound } from './round.js';
import { planRiseTactics } from './tactics.js';

export type { DefenseEffect, RiseFighter, RiseOptions } from './fighter.js';
export { hitChance, outcomeOf, type RiseOutcome } from './strike.js';

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

    /** Dice increments an attack's pool gains: written `+1d`s plus half Strength (mundane) or Willpower (magical). */
    increments(f: RiseFighter, attack: AttackModel): { written: number; attribute: number; from?: string } {
        return increments(this.options, f, attack);
    }

    /** The damage formula as rolled: increments applied on the ladder, dice times `factor` (0 = none). */
    damagePool(f: RiseFighter, attack: AttackModel, factor: number): DiceExpr {
        return damagePool(this.options, f, attack, factor);
    }

    fatiguePenalty(f: RiseFighter): number {
        return fatiguePenalty(f);
    }

    accuracyOf(f: RiseFighter, attack: AttackModel): number {
        return accuracyOf(f, attack);
    }

    defenseOf(f: RiseFighter, defense: string, round: number, phase: Phase): number {
        return defenseOf(f, defense, round, phase);
    }
}
