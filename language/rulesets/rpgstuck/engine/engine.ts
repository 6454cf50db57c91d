/**
 * The RPGStuck engine behind the Ruleset interface: fighters, tactics and rounds. It keeps what lasts
 * across rounds — the initiative order, rolled before round 1, and which fighters follow tactics —
 * and hands each round to `round.ts`.
 * Source: 000_7e14385943d7d1e7.txt (RPGStuck "Combat Miscellany").
 */
import type { FighterSnapshot } from '../../../engine/log.js';
import type { EncounterModel, InstanceModel, PlannedTurn } from '../../../engine/model.js';
import type { RoundContext, RulesetEngine, TacticsContext } from '../../ruleset.js';
import type { RpgOptions } from '../options.js';
import { createRpgFighter, type RpgFighter, snapshotOf } from './fighter.js';
import { playRound, rollInitiative } from './round.js';
import { planRpgTactics } from './tactics.js';

export class RpgStuckEngine implements RulesetEngine<RpgFighter> {
    private order?: RpgFighter[];
    /** Round each fighter last had its turn planned by tactics, by id. */
    private readonly tactical = new Map<string, number>();

    constructor(
        private readonly options: RpgOptions,
        private readonly encounter: EncounterModel,
    ) {}

    createFighter(instance: InstanceModel): RpgFighter {
        return createRpgFighter(instance);
    }

    snapshot(f: RpgFighter): FighterSnapshot {
        return snapshotOf(f);
    }

    planTactics(self: RpgFighter, policy: string, ctx: TacticsContext<RpgFighter>): PlannedTurn {
        this.tactical.set(self.id, ctx.round);
        return planRpgTactics(self, policy, ctx);
    }

    playRound(ctx: RoundContext<RpgFighter>): void {
        ctx.log.add({ kind: 'round', round: ctx.round });
        this.order ??= rollInitiative(ctx);
        playRound(ctx, {
            round: ctx.round,
            rng: ctx.rng,
            log: ctx.log,
            options: this.options,
            encounter: this.encounter,
            fighters: this.order,
            byId: id => ctx.byId(id),
            byTactics: f => this.tactical.get(f.id) === ctx.round,
        });
    }
}
