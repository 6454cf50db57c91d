/**
 * What Rise attacks and abilities do besides damage (`inflicts`, `removes`, `heals`, `pushes`,
 * `modifies`), on a hit — or always, for an ability that makes no attack roll — and what ends them:
 * healing (applied after the phase's damage unless the ability is Swift), forced movement (push and
 * knockback), conditions another allied group does not see until the phase ends, and waking up.
 * Source: 003_66faa831a56df10d.txt §Dealing Damage, §Dice Pools (healing pools), §Simultaneous
 * Damage and Healing, §Negative Hit Points, §Swift Abilities, §Resolving Actions, §Forced Movement,
 * §Push Effects, §Knockback Effects, §Recover.
 */
import { formatExpr, rollExpr, rollTotal } from '../../../engine/dice.js';
import { recordRoll, signed } from '../../../engine/log.js';
import type { AttackModel, ConditionModel, EffectModel, PlannedAction } from '../../../engine/model.js';
import type { RoundContext } from '../../ruleset.js';
import type { RiseOptions } from '../options.js';
import { MODIFIES, type Phase, statEffect } from '../rules/combat-time.js';
import { traitsAgainst } from '../rules/damage-types.js';
import { damagePool, parseTerm } from '../rules/dice-pools.js';
import { knockbackDice } from '../rules/forced-movement.js';
import { DIFFICULT_TERRAIN_COST } from '../rules/movement-and-positioning.js';
import { FATIGUE_KNOCKOUT } from '../rules/special-combat-abilities.js';
import { lastingWounds } from '../rules/vital-wounds.js';
import { fatiguePenaltyOf, markInflicted, type RiseFighter, statOf, unmarkInflicted } from './fighter.js';
import { addFatigue, applyDamage } from './harm.js';
import { afterLeaving } from './movement.js';
import type { RiseScene } from './scene.js';

type Ctx = RoundContext<RiseFighter>;

/**
 * Applies `attack`'s effects, in the order written, from `f` to `target` (a hit, or an ability
 * without an attack roll). Healing waits for the end of the phase (after every group's damage)
 * unless the ability is Swift.
 */
export function applyEffects(
    ctx: Ctx,
    scene: RiseScene,
    options: RiseOptions,
    f: RiseFighter,
    target: RiseFighter,
    attack: AttackModel,
    phase: Phase,
): void {
    for (const effect of attack.effects ?? []) applyEffect(ctx, scene, options, f, target, attack, effect, phase);
}

function applyEffect(
    ctx: Ctx,
    scene: RiseScene,
    options: RiseOptions,
    f: RiseFighter,
    target: RiseFighter,
    attack: AttackModel,
    e: EffectModel,
    phase: Phase,
): void {
    switch (e.kind) {
        case 'inflict':
            inflict(ctx, f, target, e.condition, scene);
            return;
        case 'remove':
            for (const name of e.conditions) {
                const why = `${f.id}'s ${attack.name}`;
                if (name === 'grappled') endGrapplesOf(ctx, target, why);
                else if (target.conds.remove(name)) lose(ctx, target, name, why);
            }
            return;
        case 'heal': {
            const pool = damagePool(attack, f.model.stats, options.negativeRounding, 1, e.dice);
            const stat = (name: string) => statOf(f, name);
            let amount: number;
            let record: ReturnType<typeof recordRoll> | undefined;
            if (ctx.log.enabled) {
                const r = rollExpr(pool, ctx.rng, stat);
                amount = Math.max(0, r.total);
                record = recordRoll(formatExpr(pool), r);
            } else amount = Math.max(0, rollTotal(pool, ctx.rng, stat));
            if (attack.tags.includes('swift') || phase === 'movement') heal(ctx, target, amount, `${f.id}'s ${attack.name}`, record);
            else scene.pendingHeals.push({ target, amount, why: `${f.id}'s ${attack.name}`, record });
            return;
        }
        case 'push':
            forcedMovement(ctx, scene, options, f, target, e.feet, attack.tags.includes('knockback'));
            return;
        case 'modify': {
            const effect = statEffect(MODIFIES, e.stat, e.value, ctx.round, phase, e.rounds);
            if (target.side !== f.side) effect.source = f.side;
            target.effects.push(effect);
            ctx.log.add({
                kind: 'note',
                text: `${target.id}'s ${e.stat} ${signed(e.value)} ${e.rounds ? `for ${e.rounds} round${e.rounds === 1 ? '' : 's'}` : 'until the fight ends'} (${f.id}'s ${attack.name}).`,
            });
            return;
        }
    }
}

/** The conditions that keep a creature off the ground (§Flying, §Gliding). */
const AIRBORNE = ['flying', 'gliding'];

/**
 * Gives `target` a condition from `f`: `fatigue N` raises its fatigue level; any other is held (a
 * condition that names its cause names `f`), hidden from other groups until the phase ends.
 *
 * Two conditions do not take, and the log says why:
 * - prone on a creature flying or gliding, and flying or gliding on a prone one. Prone is lying on
 *   the ground (§Trip); Rise's condition table holds it apart from flight, as `check` does
 *   (`rise-prone-flying`). The seed's flyer that loses its flight falls (§Flight), but zones have no
 *   height to fall from and the fall is not modelled, so the newer condition is refused: the flyer
 *   keeps flying, the prone creature stays on the ground (it stands up first).
 * - grappled when `f` (the grappler) and the target are not in one place (`scene` with zones): a
 *   grapple holds an adjacent creature (§Grapple), as `check` says (`rise-grapple-reach`); the
 *   engine never holds one across zones (moving apart ends one, as `endGrapplesApart` does).
 */
export function inflict(ctx: Ctx, f: RiseFighter, target: RiseFighter, c: ConditionModel, scene?: RiseScene): void {
    if (c.name === 'fatigue') {
        addFatigue(ctx, target, c.value ?? 1, `${f.id}'s effect`, target.side !== f.side ? f.side : undefined);
        return;
    }
    const source = c.name === 'grappled' ? (c.source ?? f.id) : c.source;
    if (!mayHold(ctx, f, target, c.name, source, scene)) return;
    const added = target.conds.add(c, source);
    markInflicted(target, c.name);
    if (target.side !== f.side) (target.freshConds ??= new Map()).set(c.name, f.side);
    if (added !== 'kept')
        ctx.log.add({
            kind: 'condition',
            who: target.id,
            condition: source ? `${c.name} by ${source}` : c.name,
            gained: true,
            note: c.rounds ? `for ${c.rounds} round${c.rounds === 1 ? '' : 's'}` : undefined,
        });
}

/** Whether `target` can take condition `name` now; if not, logs why (see `inflict`). */
function mayHold(ctx: Ctx, f: RiseFighter, target: RiseFighter, name: string, source: string | undefined, scene?: RiseScene): boolean {
    if (name === 'prone') {
        const airborne = AIRBORNE.find(a => target.conds.has(a));
        if (airborne === undefined) return true;
        ctx.log.add({
            kind: 'note',
            text: `${target.id} is ${airborne}: it is not knocked prone by ${f.id} (prone is lying on the ground, which Rise's conditions hold apart from ${airborne}; a falling flyer, §Flight, is not modelled: zones have no height).`,
        });
        return false;
    }
    if (AIRBORNE.includes(name)) {
        if (!target.conds.has('prone')) return true;
        ctx.log.add({
            kind: 'note',
            text: `${target.id} lies prone: it does not take to the air (${name} from ${f.id}); Rise's conditions hold prone apart from ${name}, so it must stand up first.`,
        });
        return false;
    }
    if (name === 'grappled' && source !== undefined && source !== target.id && scene?.field) {
        const field = scene.field;
        const apart = field.distance(field.position(source), field.position(target.id));
        if (apart === 0) return true;
        ctx.log.add({
            kind: 'note',
            text: `${source} cannot grapple ${target.id}: they are ${apart} ft apart, and a grapple holds a creature beside its grappler (§Grapple).`,
        });
        return false;
    }
    return true;
}

/**
 * Ends every grapple `f` is held in, on both sides: each creature grappling it lets go, and stops
 * being grappled by it if it was (§Escape Grapple ends the hold for both creatures at once: a
 * grapple is one hold between two creatures, not two conditions).
 */
export function endGrapplesOf(ctx: Ctx, f: RiseFighter, why: string): void {
    const held = f.conds.list.filter(c => c.name === 'grappled');
    for (const c of held) {
        if (c.source === undefined) {
            if (f.conds.remove('grappled')) lose(ctx, f, 'grappled', why);
        } else endGrapple(ctx, f, ctx.byId(c.source), why);
    }
}

/** Ends the grapple of `a` by `b` and of `b` by `a`, logging each that held. */
export function endGrapple(ctx: Ctx, a: RiseFighter, b: RiseFighter, why: string): void {
    if (a.conds.remove('grappled', b.id)) lose(ctx, a, `grappled by ${b.id}`, why);
    if (b.conds.remove('grappled', a.id)) lose(ctx, b, `grappled by ${a.id}`, why);
}

/** Logs a condition `who` lost. */
export function lose(ctx: Ctx, who: RiseFighter, name: string, why: string): void {
    unmarkInflicted(who, name);
    ctx.log.add({ kind: 'condition', who: who.id, condition: name, gained: false, note: why });
}

/**
 * Heals `target` by `amount` hit points: negative hit points reset to 0 first (§Negative Hit Points),
 * never above the maximum; an unconscious combatant whose causes are gone wakes up.
 */
export function heal(ctx: Ctx, target: RiseFighter, amount: number, why: string, record?: ReturnType<typeof recordRoll>): void {
    if (target.status === 'dead') {
        ctx.log.add({ kind: 'note', text: `${why} cannot heal ${target.id}: it is dead.` });
        return;
    }
    const before = Math.max(target.hp, 0);
    target.hp = Math.min(target.maxHp, before + amount);
    const gained = target.hp - before;
    ctx.log.add({
        kind: 'resource',
        who: target.id,
        resource: 'hit_points',
        delta: gained,
        value: target.hp,
        reason: why,
        ...(record ? { rolls: [record] } : {}),
    });
    wakeIfAble(ctx, target);
}

/** Wakes `f` when nothing keeps it unconscious: a monster above 0 hit points; a character without a dying wound, a roll-1 wound while below full hit points, or a knockout fatigue penalty. */
export function wakeIfAble(ctx: Ctx, f: RiseFighter): void {
    if (f.status !== 'unconscious') return;
    if (f.monster) {
        if (f.hp <= 0) return;
    } else {
        const wounds = lastingWounds(f.vitalWounds, f.baseResistance);
        if (wounds.dying || (wounds.outBelowFull && f.hp < f.maxHp) || fatiguePenaltyOf(f) >= FATIGUE_KNOCKOUT) return;
        if (f.diesAtEndOfRound !== undefined) return;
    }
    f.status = 'active';
    ctx.log.add({ kind: 'note', text: `${f.id} wakes up.` });
}

/** Heals that waited for the phase's damage (§Simultaneous Damage and Healing). */
export function applyPendingHeals(ctx: Ctx, scene: RiseScene): void {
    for (const h of scene.pendingHeals) heal(ctx, h.target, h.amount, h.why, h.record);
    scene.pendingHeals.length = 0;
}

const D6 = parseTerm('1d6');

/**
 * Forced movement of `target` `feet` ft away from `source` (§Forced Movement): zone after zone,
 * each step to the nearest zone farther from the source; leaving difficult terrain costs 5 ft of
 * it. Stopped by the edge of the scene (no zone farther away), a push simply ends; a knockback deals
 * 1d6 damage per 10 ft left (§Knockback Effects).
 */
export function forcedMovement(
    ctx: Ctx,
    scene: RiseScene,
    options: RiseOptions,
    source: RiseFighter,
    target: RiseFighter,
    feet: number,
    knockback: boolean,
): void {
    const field = scene.field;
    const kind = knockback ? 'knockback' : 'push';
    if (!field) {
        ctx.log.add({ kind: 'note', text: `${source.id}'s ${kind} moves ${target.id} ${feet} ft, but the scene has no zones to move between.` });
        return;
    }
    const origin = field.position(source.id);
    let remaining = feet;
    let moved = 0;
    let stopped = false;
    const startZone = field.zoneOf(target.id);
    for (let step = 0; remaining > 0 && step <= scene.zones.length + 1; step++) {
        const here = field.position(target.id);
        let next: string | undefined;
        if (here.kind === 'transit') {
            next = field.distance(origin, field.spot(here.to)) >= field.distance(origin, field.spot(here.from)) ? here.to : here.from;
        } else if (here.kind === 'zone') {
            const away = field.distance(origin, here);
            let best: { zone: string; step: number; away: number } | undefined;
            for (const z of scene.zones) {
                if (z.name === here.zone) continue;
                const d = field.zoneDistance(here.zone, z.name);
                const farther = field.distance(origin, field.spot(z.name));
                if (!Number.isFinite(d) || farther <= away) continue;
                if (!best || d < best.step || (d === best.step && farther > best.away)) best = { zone: z.name, step: d, away: farther };
            }
            next = best?.zone;
            if (next !== undefined && scene.feature(here.zone, 'terrain') === 'difficult') remaining -= DIFFICULT_TERRAIN_COST;
        }
        if (next === undefined) {
            stopped = true;
            break;
        }
        if (remaining <= 0) break;
        const r = field.moveToward(target.id, next, remaining);
        moved += r.moved;
        remaining = r.arrived ? remaining - r.moved : 0;
    }
    const where = field.zoneOf(target.id);
    ctx.log.add({
        kind: 'note',
        text: `${source.id}'s ${kind} moves ${target.id} ${moved} ft${where !== undefined ? `, now in ${where}` : ''}${stopped && remaining > 0 ? ` — stopped with ${remaining} ft left` : ''}.`,
    });
    if (where !== startZone) afterLeaving(ctx, scene, target);
    const dice = knockback && stopped ? knockbackDice(remaining) : 0;
    if (dice > 0) {
        const expr = { kind: 'dice', term: { ...D6, count: dice, notation: `${dice}d6` } } as const;
        const r = rollExpr(expr, ctx.rng, () => 0);
        applyDamage(
            ctx,
            options,
            source,
            target,
            Math.max(0, r.total),
            recordRoll(`${dice}d6`, r),
            `knockback into an obstacle with ${remaining} ft left`,
            false,
        );
    }
}

/** An ability without an attack roll used by `f`: its damage (no roll to hit) and effects on each target standing. */
export function resolveAbility(
    ctx: Ctx,
    options: RiseOptions,
    scene: RiseScene,
    f: RiseFighter,
    attack: AttackModel,
    action: PlannedAction,
    phase: Phase,
): void {
    if (attack.uses && !scene.uses.spend(f.id, attack)) {
        ctx.log.add({
            kind: 'note',
            text: `${f.id} has no use of ${attack.name} left (${attack.uses.count} per ${attack.uses.per}); the action is lost.`,
        });
        return;
    }
    const targets =
        action.area !== undefined
            ? ctx.fighters.filter(o => o.standingAtPhaseStart && scene.seenZone(o, f.side) === action.area)
            : action.targets.map(id => ctx.byId(id));
    ctx.log.add({
        kind: 'action',
        actor: f.id,
        action: attack.name,
        text: `${f.id} uses ${attack.name}${targets.length ? ` on ${targets.map(t => t.id).join(', ')}` : ''}${attack.tags.includes('swift') ? ' (Swift)' : ''}.`,
    });
    for (const t of targets) {
        if (t.status === 'dead') continue;
        const traits = traitsAgainst(attack.category, t.model.damageTraits);
        if (attack.damage && traits.immune) ctx.log.add({ kind: 'note', text: `${t.id} is ${traits.note}: no damage.` });
        else if (attack.damage) {
            const pool = damagePool(attack, f.model.stats, options.negativeRounding, 1);
            const r = rollExpr(pool, ctx.rng, name => statOf(f, name));
            applyDamage(
                ctx,
                options,
                f,
                t,
                Math.max(0, r.total),
                recordRoll(formatExpr(pool), r),
                attack.category ? `${attack.category} damage` : undefined,
                attack.tags.includes('subdual'),
            );
        }
        applyEffects(ctx, scene, options, f, t, attack, phase);
    }
}
