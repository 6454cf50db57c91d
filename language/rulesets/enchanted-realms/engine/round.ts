/**
 * One round of an Enchanted Realms fight: initiative is rolled (d10 + the initiative modifier,
 * highest first, ties rolled off on d20s), then each combatant takes its turn in that order;
 * reactions (flee attacks, impalement) interrupt turns when their trigger comes. The encounter's
 * `surprised` sides are unaware in round 1 (sneak attacks). The round stops once at most one side
 * stands. Seed: 001_66230f9a082df360.txt §The Action, §Knocked Down (the count goes down from the
 * highest initiative); the initiative die is the public rules' (an assumption, documented).
 */
import type { ZoneModel } from '../../../engine/model.js';
import type { RoundContext } from '../../ruleset.js';
import type { ErOptions } from '../options.js';
import { initiativeOrder } from '../rules/initiative.js';
import { type ErFighter, statOf } from './fighter.js';
import { diceRecord } from './records.js';
import type { Scene } from './scene.js';
import { playTurn } from './turn.js';

/** What a run fixes for every round: its options, the zones by name, the sides caught by surprise. */
interface RunScene {
    readonly options: ErOptions;
    readonly zones: ReadonlyMap<string, ZoneModel>;
    readonly surprised: ReadonlySet<string>;
}

/** Plays round `ctx.round`: initiative, then every standing fighter's turn while two sides stand. */
export function playRound(ctx: RoundContext<ErFighter>, run: RunScene): void {
    const { round, log, rng } = ctx;
    log.add({ kind: 'round', round });
    const standing = ctx.fighters.filter(f => f.status === 'active');
    const order = initiativeOrder(
        rng,
        standing.map(f => ({ id: f.id, modifier: statOf(f.model, 'initiative') })),
    );
    log.add(() => ({
        kind: 'order',
        label: 'initiative (d10 + initiative; ties rolled off on d20)',
        order: order.map(o => ({
            id: o.id,
            total: o.total,
            rolls: [diceRecord('d10', 10, [o.d10]), ...o.rollOff.map(face => diceRecord('roll-off d20', 20, [face]))],
        })),
    }));
    const surprised = new Set(ctx.surprised ?? run.surprised);
    const scene: Scene = {
        round,
        rng,
        log,
        options: run.options,
        fighters: ctx.fighters,
        zones: run.zones,
        unaware: f => round === 1 && surprised.has(f.side),
        byId: id => ctx.byId(id),
    };
    for (const { id } of order) {
        if (!twoSidesStanding(ctx.fighters)) break;
        const f = ctx.byId(id);
        if (f.status !== 'active') continue;
        // Assumption (public rules): a side caught unaware loses its turn in round 1.
        if (scene.unaware(f)) {
            log.add({ kind: 'action', actor: f.id, action: 'surprised', text: `${f.id} is caught unaware and loses its turn` });
            continue;
        }
        playTurn(scene, f, ctx.plans.get(id));
    }
}

/** Whether active fighters remain on at least two sides. */
function twoSidesStanding(fighters: readonly ErFighter[]): boolean {
    let side: string | undefined;
    for (const f of fighters) {
        if (f.status !== 'active') continue;
        if (side === undefined) side = f.side;
        else if (f.side !== side) return true;
    }
    return false;
}
