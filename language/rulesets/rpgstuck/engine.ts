/**
 * The RPGStuck engine behind the Ruleset interface. Initiative (d20 + DEX, ties in listing order
 * [assumption: the chapter names initiative without a rule]) is rolled once before round 1; each
 * round every standing combatant takes its turn in that order; Block reactions scripted for the
 * round are readied first; surprised sides skip round 1 [assumption]. At the end of the round
 * conditions count down ("for 1 round" lasts to the end of the next round [assumption]) and the
 * round stops early when one side is left standing.
 * Source: 000_7e14385943d7d1e7.txt §Terms and Things to Know, §Stealth Shenanigans.
 */
import { type FighterSnapshot, recordFaces } from '../../engine/log.js';
import type { EncounterModel, InstanceModel, PlannedTurn } from '../../engine/model.js';
import type { RoundContext, RulesetEngine, TacticsContext } from '../ruleset.js';
import { tickConditions } from './conditions.js';
import { initiativeOrder } from './economy.js';
import { createRpgFighter, snapshotOf, type RpgFighter } from './fighter.js';
import type { RpgOptions } from './options.js';
import type { Scene } from './scene.js';
import { planRpgTactics } from './tactics.js';
import { playTurn, readyReactions } from './turn.js';

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
        const { round, log } = ctx;
        log.add({ kind: 'round', round });
        if (!this.order) {
            const rolled = initiativeOrder(
                ctx.fighters.map(f => ({ id: f.id, bonus: f.model.stats.DEX ?? 0 })),
                ctx.rng,
            );
            this.order = rolled.map(r => {
                const f = ctx.byId(r.id);
                f.initiative = r.total;
                return f;
            });
            log.add(() => ({
                kind: 'order',
                label: 'Initiative (d20 + DEX)',
                order: rolled.map(r => ({
                    id: r.id,
                    rolls: [recordFaces('1d20', [{ sides: 20, value: r.roll, kept: true }], r.roll)],
                    total: r.total,
                })),
            }));
        }
        const scene: Scene = {
            round,
            rng: ctx.rng,
            log,
            options: this.options,
            encounter: this.encounter,
            fighters: this.order,
            byId: id => ctx.byId(id),
            byTactics: f => this.tactical.get(f.id) === round,
        };
        const surprised = new Set(round === 1 ? (ctx.surprised ?? []) : []);
        for (const f of this.order) if (f.status === 'active') readyReactions(f, ctx.plans.get(f.id));
        for (const f of this.order) {
            if (oneSideLeft(this.order)) break;
            if (f.status !== 'active') continue;
            if (surprised.has(f.side)) {
                log.add(() => ({ kind: 'note', text: `${f.id} is surprised: no turn in round 1.` }));
                continue;
            }
            playTurn(scene, f, ctx.plans.get(f.id));
        }
        for (const f of this.order) {
            f.blockReady = false;
            if (f.conditions.length === 0) continue;
            for (const c of f.conditions) {
                if (c.rounds === 1) log.add(() => ({ kind: 'condition', who: f.id, condition: c.name, gained: false, note: 'wears off' }));
            }
            f.conditions = tickConditions(f.conditions);
        }
    }
}

function oneSideLeft(fighters: readonly RpgFighter[]): boolean {
    let side: string | undefined;
    for (const f of fighters) {
        if (f.status !== 'active') continue;
        if (side === undefined) side = f.side;
        else if (f.side !== side) return false;
    }
    return true;
}
