/**
 * The round's sequence: initiative (d20 + DEX, rolled once before round 1), the Block reactions a
 * script readies, each standing combatant's turn in initiative order — surprised sides skip round 1
 * [assumption] — and the conditions counting down at the end of the round ("for 1 round" lasts to
 * the end of the next round [assumption]); the round stops early when one side is left standing.
 * Source: 000_7e14385943d7d1e7.txt §Terms and Things to Know, §Stealth Shenanigans (having the
 * initiative), §Mounted Combat (a mount shares its rider's initiative).
 */
import { recordFaces } from '../../../engine/log.js';
import type { SeededRng } from '../../../engine/rng.js';
import type { RoundContext } from '../../ruleset.js';
import { endRound } from './conditions.js';
import type { RpgFighter } from './fighter.js';
import type { Scene } from './scene.js';
import { playTurn, readyReactions } from './turn.js';

/**
 * Rolls initiative for every fighter, logs the order, and returns the fighters in it. A ridden mount
 * rolls none: it shares its rider's and acts right after it (§Mounted Combat).
 */
export function rollInitiative(ctx: RoundContext<RpgFighter>): RpgFighter[] {
    const rolled = initiativeOrder(
        ctx.fighters.filter(f => !f.rider).map(f => ({ id: f.id, bonus: f.current.stats.DEX ?? 0 })),
        ctx.rng,
    );
    ctx.log.add(() => ({
        kind: 'order',
        label: 'Initiative (d20 + DEX)',
        order: rolled.map(r => ({
            id: r.id,
            rolls: [recordFaces('1d20', [{ sides: 20, value: r.roll, kept: true }], r.total, { plus: { name: 'DEX', value: r.total - r.roll } })],
            total: r.total,
        })),
    }));
    // Ties keep the listing order [assumption]: said in the log, so the GM sees why.
    for (let i = 1; ctx.log.enabled && i < rolled.length; i++)
        if (rolled[i].total === rolled[i - 1].total)
            ctx.log.add({
                kind: 'note',
                text: `${rolled[i - 1].id} and ${rolled[i].id} tie at ${rolled[i].total}: ${rolled[i - 1].id}, listed first, goes first.`,
            });
    // A loop rather than `flatMap`: no list per fighter.
    const order: RpgFighter[] = [];
    for (const r of rolled) {
        const f = ctx.byId(r.id);
        f.initiative = r.total;
        const ridden = f.mount ? ctx.byId(f.mount) : undefined;
        order.push(f);
        if (ridden) {
            ridden.initiative = r.total;
            order.push(ridden);
        }
    }
    return order;
}

/** The order with every ridden mount right after its rider (a mount shares its rider's initiative, §Mounted Combat). */
export function withMounts(order: readonly RpgFighter[], byId: (id: string) => RpgFighter): readonly RpgFighter[] {
    // Nobody rides (most fights): the order stands as it is, every round.
    if (!anyRider(order)) return order;
    const out: RpgFighter[] = [];
    for (const f of order) {
        if (f.rider && order.some(o => o.id === f.rider)) continue;
        out.push(f);
        if (f.mount) {
            const m = byId(f.mount);
            m.initiative = f.initiative;
            out.push(m);
        }
    }
    return out;
}

/** Plays one round in `scene.fighters`' (initiative) order. */
function anyRider(order: readonly RpgFighter[]): boolean {
    for (const f of order) if (f.rider) return true;
    return false;
}

export function playRound(ctx: RoundContext<RpgFighter>, scene: Scene): void {
    const { round, log } = scene;
    // A set only in a first round with a surprised side.
    const surprised = round === 1 && ctx.surprised?.length ? new Set(ctx.surprised) : undefined;
    for (const f of scene.fighters) if (f.status === 'active') readyReactions(f, f.plan);
    for (const f of scene.fighters) {
        if (oneSideLeft(scene.fighters)) break;
        if (f.status !== 'active') continue;
        if (surprised?.has(f.side)) {
            // Built in place: a closure capturing `f` would give every pass of this loop a context.
            if (log.enabled) log.add({ kind: 'note', text: `${f.id} is surprised: no turn in round 1.` });
            continue;
        }
        playTurn(scene, f, f.plan);
    }
    endRound(scene);
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

/**
 * Rolls initiative: d20 + bonus, highest first; ties keep the listing order [assumption: the chapter
 * has no initiative rule; the bonus is DEX].
 */
function initiativeOrder(
    entries: readonly { readonly id: string; readonly bonus: number }[],
    dice: SeededRng,
): { readonly id: string; readonly roll: number; readonly total: number }[] {
    const rolled = entries.map((e, i) => {
        const roll = dice.die(20);
        return { id: e.id, roll, total: roll + e.bonus, i };
    });
    return rolled.sort((a, b) => b.total - a.total || a.i - b.i).map(({ id, roll, total }) => ({ id, roll, total }));
}
