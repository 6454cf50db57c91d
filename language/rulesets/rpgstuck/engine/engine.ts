/**
 * The RPGStuck engine behind the Ruleset interface: fighters, tactics and rounds. It keeps what lasts
 * across rounds — where everyone stands (the shared `Battlefield`), the limited uses spent (the
 * shared `UseLedger`), the initiative order rolled before round 1, which fighters follow tactics —
 * gives the starting conditions and seats the riders before round 1, hands each round to
 * `round.ts`, and carries a party member from one fight of a day to the next (`carryOut`,
 * `createFighter(instance, carried)`).
 * Source: 000_7e14385943d7d1e7.txt (RPGStuck "Combat Miscellany").
 */
import { Battlefield } from '../../../engine/battlefield.js';
import type { FighterSnapshot } from '../../../engine/log.js';
import type { EncounterModel, InstanceModel, PlannedTurn } from '../../../engine/model.js';
import { UseLedger, withUsesLeft } from '../../../engine/uses.js';
import type { RoundContext, RulesetEngine, TacticsContext } from '../../ruleset.js';
import type { RpgOptions } from '../options.js';
import { giveCondition } from './conditions.js';
import { aloft, createRpgFighter, type RpgFighter, snapshotOf } from './fighter.js';
import { applyCarried, carryOut } from './carry.js';
import { playRound, rollInitiative, withMounts } from './round.js';
import type { Scene } from './scene.js';
import { planRpgTactics } from './tactics.js';

export class RpgStuckEngine implements RulesetEngine<RpgFighter> {
    private order?: readonly RpgFighter[];
    /** Round each fighter last had its turn planned by tactics, by id. */
    private readonly tactical = new Map<string, number>();
    private readonly field: Battlefield;
    private readonly uses = new UseLedger();
    private readonly instances = new Map<string, InstanceModel>();

    constructor(
        private readonly options: RpgOptions,
        private readonly encounter: EncounterModel,
    ) {
        this.field = new Battlefield(encounter.zones);
    }

    createFighter(instance: InstanceModel, carried?: unknown): RpgFighter {
        const f = createRpgFighter(instance);
        this.field.place(f.id, instance.zone);
        this.instances.set(f.id, instance);
        if (carried !== undefined) applyCarried(f, carried, this.uses);
        return f;
    }

    carryOut(f: RpgFighter): unknown {
        return carryOut(f, this.uses);
    }

    snapshot(f: RpgFighter): FighterSnapshot {
        return withUsesLeft(snapshotOf(f), this.uses, f);
    }

    planTactics(self: RpgFighter, policy: string, ctx: TacticsContext<RpgFighter>): PlannedTurn {
        this.tactical.set(self.id, ctx.round);
        return planRpgTactics(self, policy, ctx, this.uses);
    }

    playRound(ctx: RoundContext<RpgFighter>): void {
        ctx.log.add({ kind: 'round', round: ctx.round });
        const scene = (fighters: readonly RpgFighter[]): Scene => ({
            round: ctx.round,
            rng: ctx.rng,
            log: ctx.log,
            options: this.options,
            encounter: this.encounter,
            fighters,
            field: this.field,
            uses: this.uses,
            byId: id => ctx.byId(id),
            byTactics: f => this.tactical.get(f.id) === ctx.round,
        });
        if (!this.order) {
            this.setUp(scene(ctx.fighters), ctx);
            this.order = rollInitiative(ctx);
        }
        this.order = withMounts(this.order, ctx.byId);
        playRound(ctx, scene(this.order));
    }

    /** Before round 1: riders on their mounts (`aboard`), and every starting condition (`is …`). */
    private setUp(scene: Scene, ctx: RoundContext<RpgFighter>): void {
        for (const f of ctx.fighters) {
            const aboard = this.instances.get(f.id)?.aboard;
            if (!aboard) continue;
            const m = ctx.byId(aboard);
            f.mount = m.id;
            m.rider = f.id;
            const zone = this.field.zoneOf(m.id);
            if (zone) this.field.place(f.id, zone);
        }
        for (const f of ctx.fighters) for (const c of this.instances.get(f.id)?.conditions ?? []) giveCondition(scene, f, c, { midRound: false });
        // Who does not fly starts at the bottom of any drop where it stands.
        for (const f of ctx.fighters) if (!aloft(f)) f.fallenIn = this.field.zoneOf(f.id);
    }
}
