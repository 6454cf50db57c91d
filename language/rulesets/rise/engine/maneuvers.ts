/**
 * Rise's maneuvers — attacks that are not strikes: grapple, escape grapple, maintain grapple,
 * release, dirty trick, shove, trip, throw, and overrun's attack on a blocker — and the grapples they
 * make and end. One attack roll (d10!, rerolled once by desperate exertion) is compared with every
 * defense the maneuver goes against; a maneuver needs a hit (a glancing blow does nothing).
 * Source: 003_66faa831a56df10d.txt §Special Combat Abilities (Dirty Trick, Grapple, Overrun, Shove,
 * Throw, Trip), §Grappling (Being In A Grapple, Grapple Actions, Escape Grapple, Maintain Grapple,
 * Asymmetric Grappling), §Glancing Blows, §Desperate Exertion.
 */
import { rollExpr } from '../../../engine/dice.js';
import { recordRoll, recordTerm } from '../../../engine/log.js';
import type { AttackModel, PlannedAction } from '../../../engine/model.js';
import type { RoundContext } from '../../ruleset.js';
import type { RiseOptions } from '../options.js';
import { RISE_OUTCOMES } from '../schema.js';
import { damageDiceFactor, outcomeAgainst, outcomeOf, type RiseOutcome } from '../rules/attack-rolls.js';
import type { Situation } from '../rules/attack-situation.js';
import { briefEffect, type Phase } from '../rules/combat-time.js';
import { parseTerm } from '../rules/dice-pools.js';
import {
    DIRTY_TRICK_PENALTY,
    dirtyTrickDefenses,
    escapeDefense,
    grappleAccuracy,
    MANEUVER_DEFENSES,
    strengthAccuracy,
    throwDistance,
} from '../rules/grappling.js';
import { MOVEMENT_SHARES, movementBudget, DIFFICULT_TERRAIN_COST } from '../rules/movement-and-positioning.js';
import type { Reach } from '../rules/reach-and-range.js';
import { escapeSizeBonus, SIZE_BASED_MANEUVERS, sizeBasedFails } from '../rules/size.js';
import { EXERTION_BONUS, EXERTION_FATIGUE } from '../rules/special-combat-abilities.js';
import { afterAttack, attackDie, missChance, situationOf } from './attack-roll.js';
import { endGrapple, inflict, lose } from './effects.js';
import { accuracyOf, accuracyTerms, defenseOf, holdsSeenBy, type RiseFighter, statOf, unmarkInflicted } from './fighter.js';
import { addFatigue, applyDamage } from './harm.js';
import { afterLeaving } from './movement.js';
import { cachedPool } from './pools.js';
import type { RiseScene } from './scene.js';
import { resolveStrike, type StruckWith } from './strike.js';

type Ctx = RoundContext<RiseFighter>;

/** A maneuver made with a free hand: no weapon's accuracy, damage or tags. */
const FREE_HAND: AttackModel = { name: 'free hand', defenses: [], traits: [], tags: ['melee'], stats: {} };

/** Maneuvers reach adjacent creatures only (the same zone). */
const ADJACENT: Reach = { kind: 'melee', feet: 0 };

/** The d10 of a check (a Strength check to throw): it does not explode (an assumption). */
const CHECK_DIE = { kind: 'dice', term: parseTerm('1d10') } as const;

/** The maneuvers resolved here, by action name. */
export const MANEUVERS: ReadonlySet<string> = new Set(['grapple', 'escape_grapple', 'release', 'dirty_trick', 'shove', 'trip', 'throw']);

/** One comparison of a maneuver's roll: a target's defense, in its situation. */
interface Versus {
    readonly target: RiseFighter;
    readonly versus: string;
    readonly defense: number;
    readonly situation?: Situation;
    /**
     * Set on a comparison that does not decide whether the maneuver works on its target, only what
     * else it does (a trip's Armor, for a tripping weapon's damage): why it is rolled.
     */
    readonly extra?: string;
}

/** The log's words for each outcome, for the comparisons a maneuver's line lists in its note. */
const OUTCOME_WORDS: Readonly<Record<RiseOutcome, string>> = Object.fromEntries(RISE_OUTCOMES.map(o => [o.name, o.label])) as Record<
    RiseOutcome,
    string
>;

/** Outcomes from worst to best: a maneuver's outcome on a target is the worst of the defenses that decide it. */
const OUTCOME_RANK: Readonly<Record<RiseOutcome, number>> = { miss: 0, glance: 1, hit: 2, critical: 3 };

/**
 * One attack roll of `f` against every `versus` entry; desperate exertion rerolls it once (+2) when
 * it fails to hit any entry of the first target. Returns each entry's margin and outcome (a miss
 * chance turns a hit into a miss), logged as `what`: one attack line per target — a maneuver is one
 * attack on each of its targets, however many defenses it must beat (§Grapple: "a melee attack …
 * against Fortitude and Reflex defenses"), so the summary counts it once. The line carries the
 * target's outcome (the worst of the defenses that decide it: a hit only when the maneuver works)
 * against the defense that decided it; its note shows the roll against each other defense.
 */
function rollAgainst(
    ctx: Ctx,
    f: RiseFighter,
    what: string,
    entries: readonly Versus[],
    accuracy: number,
    action: PlannedAction,
): { margin: number; outcome: RiseOutcome }[] {
    let roll = attackDie(ctx);
    let bonus = 0;
    let note: string | undefined;
    // Named as the roll is made (desperate exertion's fatigue below is not in it).
    const named = ctx.log.enabled ? accuracyTerms(f, accuracy, f.side) : [];
    const acc = (e: Versus) => accuracy + (e.situation?.accuracy ?? 0);
    const first = entries[0]?.target;
    if (
        action.modifiers.includes('desperate_exertion') &&
        entries.some(
            e =>
                e.target === first &&
                outcomeOf(roll.total + acc(e) - e.defense) !== 'hit' &&
                outcomeOf(roll.total + acc(e) - e.defense) !== 'critical',
        )
    ) {
        note = `desperate exertion: first roll ${roll.total} rerolled with +2`;
        roll = attackDie(ctx);
        bonus = EXERTION_BONUS;
        addFatigue(ctx, f, EXERTION_FATIGUE, 'desperate exertion', f.side);
    }
    const missed = new Map<RiseFighter, ReturnType<typeof missChance>>();
    const results = entries.map(e => {
        const total = roll.total + acc(e) + bonus;
        const margin = total - e.defense;
        let { outcome } = outcomeAgainst(margin, e.target.model.tags.includes('no_criticals'));
        let lost = false;
        if (outcome !== 'miss' && e.situation?.missOn) {
            let chance = missed.get(e.target);
            if (!chance) missed.set(e.target, (chance = missChance(ctx, f, e.target, e.situation.missOn)));
            if (chance.misses) {
                outcome = 'miss';
                lost = true;
            }
        }
        return { margin, outcome, total, lost };
    });
    // One line per target (a target's entries stand together), then its miss chance roll if any.
    for (let from = 0; from < entries.length; ) {
        const target = entries[from].target;
        let to = from;
        while (to < entries.length && entries[to].target === target) to++;
        let decisive = -1;
        for (let i = from; i < to; i++) {
            if (entries[i].extra !== undefined) continue;
            const r = results[i];
            const d = decisive < 0 ? undefined : results[decisive];
            if (!d || OUTCOME_RANK[r.outcome] < OUTCOME_RANK[d.outcome] || (r.outcome === d.outcome && r.margin < d.margin)) decisive = i;
        }
        if (decisive < 0) decisive = from;
        const e = entries[decisive];
        const r = results[decisive];
        const span = [from, to] as const;
        ctx.log.add(() => {
            const notes = [note, ...(e.situation?.notes ?? [])];
            if (r.lost) notes.push('lost to the miss chance');
            let also = 'also ';
            for (let i = span[0]; i < span[1]; i++) {
                if (i === decisive) continue;
                const o = entries[i];
                const ro = results[i];
                const shown = `${also}vs ${o.versus} ${o.defense}${ro.total !== r.total ? ` (total ${ro.total})` : ''}: ${OUTCOME_WORDS[ro.outcome]}`;
                const why = [...(o.situation?.notes ?? []), ...(o.extra ? [o.extra] : [])];
                notes.push(why.length ? `${shown} (${why.join('; ')})` : shown);
                also = '';
            }
            return {
                kind: 'attack',
                actor: f.id,
                attack: what,
                target: e.target.id,
                rolls: [recordTerm(roll)],
                bonuses: [
                    ...named,
                    ...(bonus ? [{ value: bonus, label: 'desperate exertion' }] : []),
                    ...(e.situation?.accuracy ? [{ value: e.situation.accuracy, label: 'situation' }] : []),
                ],
                total: r.total,
                versus: e.versus,
                defense: e.defense,
                outcome: r.outcome,
                note: notes.filter(Boolean).join('; ') || undefined,
            };
        });
        missed.get(target)?.log();
        from = to;
    }
    return results;
}

const hits = (o: { outcome: RiseOutcome }) => o.outcome === 'hit' || o.outcome === 'critical';

/** `target`'s `defense` against `f`'s maneuver, in its situation; undefined (logged) when out of reach. */
function versus(
    ctx: Ctx,
    scene: RiseScene,
    f: RiseFighter,
    target: RiseFighter,
    defense: string,
    action: PlannedAction,
    weapon: AttackModel = FREE_HAND,
    extra?: string,
): Versus | undefined {
    const situation = situationOf(scene, f, target, { attack: weapon, defense, action, strike: false, targeted: true, reach: ADJACENT });
    if (situation.blocked) {
        ctx.log.add({
            kind: 'note',
            text: `${f.id}'s ${action.action} cannot reach ${target.id}: ${situation.blocked} (${scene.distance(f, target)} ft).`,
        });
        return undefined;
    }
    return {
        target,
        versus: defense,
        defense: defenseOf(target, defense, ctx.round, 'action', f.side) + situation.defense,
        situation,
        ...(extra ? { extra } : {}),
    };
}

/** Resolves a maneuver of `f` in the action phase (grapple, escape_grapple, release, dirty_trick, shove, trip, throw). */
export function resolveManeuver(
    ctx: Ctx,
    options: RiseOptions,
    scene: RiseScene,
    f: RiseFighter,
    action: PlannedAction,
    struckWith: StruckWith,
): void {
    const targets = action.targets.map(id => ctx.byId(id));
    for (const t of targets) {
        if (!t.standingAtPhaseStart) {
            ctx.log.add({
                kind: 'note',
                text: `${f.id}'s ${action.action} at ${t.id} is wasted: ${t.id} was already ${t.status} when the phase began.`,
            });
            return;
        }
        if (tooBig(ctx, f, t, action.action)) return;
    }
    switch (action.action) {
        case 'grapple':
            grapple(ctx, scene, f, targets[0], action);
            return;
        case 'escape_grapple':
            escapeGrapple(ctx, f, action);
            return;
        case 'release':
            release(ctx, f, targets[0]);
            return;
        case 'dirty_trick':
            dirtyTrick(ctx, scene, f, targets[0], action);
            return;
        case 'shove':
            shove(ctx, scene, f, targets, action);
            return;
        case 'trip':
            trip(ctx, options, scene, f, targets[0], action);
            return;
        case 'throw':
            throwAt(ctx, options, scene, f, targets[0], action, struckWith);
            return;
    }
}

function grapple(ctx: Ctx, scene: RiseScene, f: RiseFighter, target: RiseFighter, action: PlannedAction): void {
    const entries = MANEUVER_DEFENSES.grapple.map(d => versus(ctx, scene, f, target, d, action));
    if (entries.some(e => !e)) return;
    const results = rollAgainst(ctx, f, 'grapple', entries as Versus[], accuracyOf(f, FREE_HAND, f.side, ctx.round, 'action'), action);
    afterAttack(ctx, f, [target]);
    if (!results.every(hits)) {
        ctx.log.add({
            kind: 'action',
            actor: f.id,
            action: 'grapple',
            target: target.id,
            text: `${f.id} fails to grapple ${target.id}: it must hit both Fortitude and Reflex.`,
        });
        return;
    }
    // Refused (and logged) when the two no longer stand together: then neither holds the other.
    inflict(ctx, f, target, { name: 'grappled', source: f.id }, scene);
    if (!target.conds.list.some(c => c.name === 'grappled' && c.source === f.id)) return;
    inflict(ctx, f, f, { name: 'grappled', source: target.id });
    unmarkInflicted(target, 'grappled');
    unmarkInflicted(f, 'grappled');
    if (target.side !== f.side) (f.freshConds ??= new Map()).set('grappled', f.side);
}

/** The creatures grappling `f` (the sources of its `grappled`). */
function grapplersOf(ctx: Ctx, f: RiseFighter): RiseFighter[] {
    return f.conds.list.filter(c => c.name === 'grappled' && c.source !== undefined).map(c => ctx.byId(c.source!));
}

function escapeGrapple(ctx: Ctx, f: RiseFighter, action: PlannedAction): void {
    const grapplers = grapplersOf(ctx, f);
    if (grapplers.length === 0) {
        ctx.log.add({ kind: 'note', text: `${f.id} is not grappled: escape_grapple does nothing.` });
        return;
    }
    const accuracy = grappleAccuracy(accuracyOf(f, FREE_HAND, f.side, ctx.round, 'action'), f.model.stats);
    const entries = grapplers.map(g => ({
        target: g,
        versus: 'maintain_grapple',
        defense: escapeDefense(g.maintained) + escapeSizeBonus(g.model.stats.size ?? 0, f.model.stats.size ?? 0),
    }));
    const results = rollAgainst(ctx, f, 'escape_grapple', entries, accuracy, action);
    results.forEach((r, i) => {
        if (hits(r)) endGrapple(ctx, f, grapplers[i], `${f.id} escapes`);
    });
}

/** Maintain grapple (Swift, free): its roll is what escaping `f`'s grapples must beat this round. */
export function maintainGrapple(ctx: Ctx, f: RiseFighter): void {
    const inGrapple =
        f.conds.list.some(c => c.name === 'grappled') || ctx.fighters.some(o => o.conds.list.some(c => c.name === 'grappled' && c.source === f.id));
    if (!inGrapple) {
        ctx.log.add({ kind: 'note', text: `${f.id} is in no grapple: maintain_grapple does nothing.` });
        return;
    }
    const roll = attackDie(ctx);
    const accuracy = grappleAccuracy(accuracyOf(f, FREE_HAND, f.side, ctx.round, 'action'), f.model.stats);
    f.maintained = roll.total + accuracy;
    const total = f.maintained;
    ctx.log.add(() => ({
        kind: 'check',
        who: f.id,
        what: `maintain grapple (Swift; d10! + ${accuracy}): escaping its grapples must beat ${total} this round`,
        rolls: [recordTerm(roll)],
        total,
        needs: 'a roll for escapes to beat',
        success: true,
    }));
}

function release(ctx: Ctx, f: RiseFighter, target: RiseFighter): void {
    if (f.conds.list.some(c => c.name === 'grappled' && c.source === target.id)) {
        ctx.log.add({ kind: 'note', text: `${f.id} cannot simply release ${target.id}: ${target.id} grapples it too (escape instead).` });
        return;
    }
    if (target.conds.remove('grappled', f.id)) lose(ctx, target, `grappled by ${f.id}`, `${f.id} lets go`);
    else ctx.log.add({ kind: 'note', text: `${f.id} does not grapple ${target.id}: release does nothing.` });
}

function dirtyTrick(ctx: Ctx, scene: RiseScene, f: RiseFighter, target: RiseFighter, action: PlannedAction): void {
    const seen = (d: string) => defenseOf(target, d, ctx.round, 'action', f.side);
    const { against, lowers } = dirtyTrickDefenses(action.modifiers, { fortitude: seen('fortitude'), reflex: seen('reflex') });
    const entry = versus(ctx, scene, f, target, against, action);
    if (!entry) return;
    const [result] = rollAgainst(ctx, f, 'dirty_trick', [entry], accuracyOf(f, FREE_HAND, f.side, ctx.round, 'action'), action);
    afterAttack(ctx, f, [target]);
    if (!hits(result)) return;
    // Tricks that lower the same defense do not add up: the newer replaces the older.
    target.effects = target.effects.filter(e => !(e.label === 'dirty trick' && e.stat === lowers));
    const effect = briefEffect('dirty trick', lowers, -DIRTY_TRICK_PENALTY, ctx.round);
    if (target.side !== f.side) effect.source = f.side;
    target.effects.push(effect);
    ctx.log.add({
        kind: 'action',
        actor: f.id,
        action: 'dirty_trick',
        target: target.id,
        text: `${f.id}'s dirty trick: ${target.id} has −${DIRTY_TRICK_PENALTY} ${lowers} briefly.`,
    });
}

/**
 * Shove: one adjacent creature, or every creature grappling the shover; an attack vs. Fortitude with
 * full Strength. On a hit the shover moves up to half its speed toward the zone written, the targets
 * hit pushed along; a grappled shover moves only when it pushes every grappler.
 */
function shove(ctx: Ctx, scene: RiseScene, f: RiseFighter, targets: readonly RiseFighter[], action: PlannedAction): void {
    const grapplers = grapplersOf(ctx, f);
    const allGrapplers = grapplers.length > 0 && grapplers.every(g => targets.includes(g)) && targets.every(t => grapplers.includes(t));
    if (targets.length > 1 && !allGrapplers) {
        ctx.log.add({ kind: 'note', text: `${f.id}'s shove is lost: it takes one adjacent creature, or every creature grappling ${f.id}.` });
        return;
    }
    const entries = targets.map(t => versus(ctx, scene, f, t, MANEUVER_DEFENSES.shove[0], action));
    if (entries.some(e => !e)) return;
    const accuracy = strengthAccuracy(accuracyOf(f, FREE_HAND, f.side, ctx.round, 'action'), f.model.stats);
    const results = rollAgainst(ctx, f, 'shove', entries as Versus[], accuracy, action);
    afterAttack(ctx, f, targets);
    const pushed = targets.filter((_, i) => hits(results[i]));
    if (pushed.length === 0) return;
    const field = scene.field;
    const to = action.destination;
    const held = grapplers.some(g => !pushed.includes(g));
    if (!field || to === undefined || held) {
        const why = held ? `${f.id} cannot move while a creature grappling it stays` : 'no zone to push toward';
        ctx.log.add({
            kind: 'action',
            actor: f.id,
            action: 'shove',
            text: `${f.id} shoves ${pushed.map(t => t.id).join(', ')} but moves nobody (${why}).`,
        });
        return;
    }
    const holds = holdsSeenBy(f, f.side);
    let feet = movementBudget(f.speed, MOVEMENT_SHARES.shove, {
        woundPenalty: f.woundSpeedPenalty,
        change: 0,
        prone: holds.has('prone'),
        squeezing: holds.has('squeezing'),
        grappled: false,
    });
    const from = field.zoneOf(f.id);
    if (from !== undefined && from !== to && scene.feature(from, 'terrain') === 'difficult') feet -= DIFFICULT_TERRAIN_COST;
    if (feet <= 0) {
        ctx.log.add({
            kind: 'action',
            actor: f.id,
            action: 'shove',
            text: `${f.id} shoves ${pushed.map(t => t.id).join(', ')} but has no movement to push with.`,
        });
        return;
    }
    const movers = [f, ...pushed];
    let moved = 0;
    for (const m of movers) moved = Math.max(moved, field.moveToward(m.id, to, feet).moved);
    const where = field.zoneOf(f.id);
    ctx.log.add({
        kind: 'action',
        actor: f.id,
        action: 'shove',
        text: `${f.id} shoves ${pushed.map(t => t.id).join(', ')} ${moved} ft toward ${to}${where !== undefined ? `, now in ${where}` : ''}.`,
    });
    for (const m of movers) afterLeaving(ctx, scene, m);
}

/** Why a trip with a tripping weapon is also rolled against Armor (it does not decide the trip). */
const TRIP_DAMAGE = "for the tripping weapon's damage";

/**
 * Trip: vs. Fortitude and Reflex with a free hand or a tripping weapon (its accuracy added); a hit on
 * both knocks the target prone; with a tripping weapon that also beats Armor, the weapon's damage
 * without power (dice doubled by a critical against Armor).
 */
function trip(ctx: Ctx, options: RiseOptions, scene: RiseScene, f: RiseFighter, target: RiseFighter, action: PlannedAction): void {
    const weapon = action.weapon === undefined ? undefined : f.model.attacks.find(a => a.name === action.weapon);
    if (weapon && !weapon.tags.includes('tripping')) {
        ctx.log.add({ kind: 'note', text: `${f.id} cannot trip with ${weapon.name}: it is not a tripping weapon; the action is lost.` });
        return;
    }
    const defenses = weapon ? [...MANEUVER_DEFENSES.trip, 'armor'] : MANEUVER_DEFENSES.trip;
    const entries = defenses.map(d => versus(ctx, scene, f, target, d, action, weapon, d === 'armor' ? TRIP_DAMAGE : undefined));
    if (entries.some(e => !e)) return;
    const results = rollAgainst(ctx, f, 'trip', entries as Versus[], accuracyOf(f, weapon ?? FREE_HAND, f.side, ctx.round, 'action'), action);
    afterAttack(ctx, f, [target]);
    if (!hits(results[0]) || !hits(results[1])) return;
    inflict(ctx, f, target, { name: 'prone' }, scene);
    const armor = results[2];
    if (!weapon?.damage || !armor || !hits(armor)) return;
    const factor = damageDiceFactor(armor.outcome as 'hit' | 'critical', armor.margin);
    const pool = cachedPool(options, f, weapon, factor, false);
    const r = rollExpr(pool, ctx.rng, name => statOf(f, name));
    applyDamage(
        ctx,
        options,
        f,
        target,
        Math.max(0, r.total),
        recordRoll(`${weapon.name} without power`, r),
        `trip with a tripping weapon${factor > 1 ? `: critical ×${factor} dice` : ''}`,
        weapon.tags.includes('subdual'),
    );
}

/**
 * Throw: a Strength check (d10 + Strength against 0) carries the object 5 ft, doubled per 5 points
 * beyond; if that reaches the target, a thrown strike with it.
 */
function throwAt(
    ctx: Ctx,
    options: RiseOptions,
    scene: RiseScene,
    f: RiseFighter,
    target: RiseFighter,
    action: PlannedAction,
    struckWith: StruckWith,
): void {
    const roll = rollExpr(CHECK_DIE, ctx.rng, () => 0);
    const strength = f.model.stats.strength ?? 0;
    const total = roll.total + strength;
    const feet = throwDistance(total);
    const needed = scene.distance(f, target);
    ctx.log.add(() => ({
        kind: 'check',
        who: f.id,
        what: `Strength check to throw ${action.weapon ?? 'it'} (d10 + Strength ${strength}): ${feet} ft`,
        rolls: [recordRoll('1d10', roll)],
        total,
        needs: `0, and ${needed} ft to reach ${target.id}`,
        success: feet > 0 && feet >= needed,
    }));
    if (feet === 0 || feet < needed) return;
    resolveStrike(ctx, options, scene, f, action, struckWith, { reach: { kind: 'ranged', close: feet, long: feet } });
}

/** A Size-Based maneuver against a creature two or more size categories larger does nothing (logged; no roll). */
function tooBig(ctx: Ctx, f: RiseFighter, t: RiseFighter, maneuver: string): boolean {
    if (
        !SIZE_BASED_MANEUVERS.has(maneuver) ||
        !sizeBasedFails(f.model.stats.size ?? 0, t.model.stats.size ?? 0, holdsSeenBy(f, f.side).has('flying'))
    )
        return false;
    ctx.log.add({ kind: 'note', text: `${t.id} is two or more size categories larger than ${f.id}: ${maneuver} cannot affect it (Size-Based).` });
    return true;
}

/** Overrun's attack on a creature blocking the way: vs. Fortitude with full Strength; true on a hit (the mover passes). */
export function overrunAttack(ctx: Ctx, scene: RiseScene, f: RiseFighter, blocker: RiseFighter, phase: Phase): boolean {
    if (tooBig(ctx, f, blocker, 'overrun')) return false;
    const situation = situationOf(scene, f, blocker, {
        attack: FREE_HAND,
        defense: MANEUVER_DEFENSES.overrun[0],
        action: OVERRUN,
        strike: false,
        targeted: true,
        reach: ADJACENT,
    });
    const entry: Versus = {
        target: blocker,
        versus: MANEUVER_DEFENSES.overrun[0],
        defense: defenseOf(blocker, MANEUVER_DEFENSES.overrun[0], ctx.round, phase, f.side) + situation.defense,
        situation,
    };
    const accuracy = strengthAccuracy(accuracyOf(f, FREE_HAND, f.side, ctx.round, phase), f.model.stats);
    const [result] = rollAgainst(ctx, f, 'overrun', [entry], accuracy, OVERRUN);
    afterAttack(ctx, f, [blocker]);
    return hits(result);
}

const OVERRUN: PlannedAction = { action: 'overrun', isAttack: false, targets: [], modifiers: [] };

/** Grapples of `f` with creatures no longer where it is (moved apart) end (an assumption: the seed does not say). */
export function endGrapplesApart(ctx: Ctx, scene: RiseScene, f: RiseFighter): void {
    if (!scene.field) return;
    for (const other of ctx.fighters) {
        if (other === f) continue;
        const linked =
            f.conds.list.some(c => c.name === 'grappled' && c.source === other.id) ||
            other.conds.list.some(c => c.name === 'grappled' && c.source === f.id);
        if (linked && scene.field.distance(scene.field.position(f.id), scene.field.position(other.id)) > 0)
            endGrapple(ctx, f, other, 'they were moved apart');
    }
}

/** At the end of the round: grapples with a defeated creature end (an assumption), and maintain results expire. */
export function endRoundGrapples(ctx: Ctx): void {
    for (let i = 0; i < ctx.fighters.length; i++) {
        const f = ctx.fighters[i];
        f.maintained = undefined;
        if (f.conds.list.length === 0) continue;
        for (const c of [...f.conds.list]) {
            if (c.name !== 'grappled' || c.source === undefined) continue;
            const other = ctx.byId(c.source);
            if (f.status !== 'active' || other.status !== 'active')
                endGrapple(ctx, f, other, `${f.status !== 'active' ? f.id : other.id} is ${f.status !== 'active' ? f.status : other.status}`);
        }
    }
}
