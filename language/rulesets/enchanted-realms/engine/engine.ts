/**
 * The Enchanted Realms engine behind the Ruleset interface: one run's options and scene (zones,
 * surprised sides), fighters, tactics and rounds (round.ts).
 */
import type { FighterSnapshot } from '../../../engine/log.js';
import type { EncounterModel, InstanceModel, PlannedTurn, ZoneModel } from '../../../engine/model.js';
import { createErFighter, type ErFighter, snapshotOf } from './fighter.js';
import { playRound } from './round.js';
import { planErTactics } from './tactics.js';
import type { ErOptions } from '../options.js';
import type { RoundContext, RulesetEngine, TacticsContext } from '../../ruleset.js';

export class EnchantedRealmsEngine implements RulesetEngine<ErFighter> {
    private readonly zones: ReadonlyMap<string, ZoneModel>;
    private readonly surprised: ReadonlySet<string>;

    constructor(
        private readonly options: ErOptions,
        encounter?: EncounterModel,
    ) {
        this.zones = new Map((encounter?.zones ?? []).map(z => [z.name, z]));
        this.surprised = new Set(encounter?.surprised ?? []);
    }

    createFighter(instance: InstanceModel): ErFighter {
        return createErFighter(instance);
    }

    snapshot(f: ErFighter): FighterSnapshot {
        return snapshotOf(f);
    }

    planTactics(self: ErFighter, policy: string, ctx: TacticsContext<ErFighter>): PlannedTurn {
        return planErTactics(self, policy, ctx, this.options, this.zones);
    }

    playRound(ctx: RoundContext<ErFighter>): void {
        playRound(ctx, { options: this.options, zones: this.zones, surprised: this.surprised });
    }
}
