/**
 * The mights a fighter brings to one ruling, with vehicles folded in. A might is stat + skill
 * (004_941aee309a07cd38.txt §Understanding Your Stats), lowered by the post's penalty (several
 * actions, `with penalty n`, a `penalized` condition) and never below 1: the seed gives the penalty no figure and no floor
 * (§Using Your Stats and Skills points to a guide it does not include), the public dice ruler whose
 * figure Strife takes floors every might at 1, and so does Strife — checks warn where it happens.
 *  - attack: [to-hit, power] = DEX, STR (magic INT, SPIR) + the attack's skill (§Combat Ruling);
 *  - standing target: the attack's `vs` stats (default DEX, END; magic INT, CHA) + best avoid skill;
 *  - active defense: the defense's two stats + its own skill (§Attacking and Defending);
 *  - a vehicle rolls its pilot's mights: DEX + piloting capped by the vehicle's DEX, vehicle STR +
 *    piloting, vehicle END + piloting (§Vehicle Combat); a closed vehicle's END stands in for the
 *    END might of those aboard against outside attacks, an open one's does not (§Open Vehicles).
 */
import type { AttackModel } from '../../../engine/model.js';
import { ATTACK_STATS, defenseStats, PASSIVE_DEFENSE_STATS, type DefenseKind, type Realm } from '../rules/attacking-and-defending.js';
import { STAT_NAMES, type StatName } from '../rules/understanding-your-stats.js';
import { statOf, type VaxiaFighter } from './fighter.js';
import { isMental, RESIST_SKILL, RESIST_STAT } from '../rules/magic-vs-mundane-in-the-dice-ruler.js';
import { attackRealm, attackSkill, bestAvoid, bestWith } from '../rules/combat-stats-and-skills.js';

export type Pair = readonly [number, number];

/** What might computations need to know about the fight. */
export interface MightContext {
    byId(id: string): VaxiaFighter | undefined;
    /** The penalty on every might of this fighter's post this round (0 when none). */
    penaltyOf(f: VaxiaFighter): number;
}

const floor1 = (n: number) => Math.max(1, n);

/** The pilot of a vehicle: the conscious rider with the best piloting skill (first listed on ties). */
export function pilotOf(vehicle: VaxiaFighter, fighters: readonly VaxiaFighter[]): VaxiaFighter | undefined {
    let best: VaxiaFighter | undefined;
    for (const f of fighters) {
        if (f.aboard !== vehicle.id || f.status !== 'active') continue;
        if (!best || bestWith(f.skills, 'piloting') > bestWith(best.skills, 'piloting')) best = f;
    }
    return best;
}

/** A vehicle's might for one stat: DEX capped, STR and END the vehicle's + piloting, INT the pilot's + piloting. */
function vehicleMight(vehicle: VaxiaFighter, pilot: VaxiaFighter | undefined, stat: StatName): number {
    const piloting = pilot ? bestWith(pilot.skills, 'piloting') : 0;
    switch (stat) {
        case 'DEX':
            return pilot ? Math.min(statOf(pilot, 'DEX') + piloting, statOf(vehicle, 'DEX')) : 1;
        case 'STR':
        case 'END':
            return statOf(vehicle, stat) + piloting;
        default:
            return pilot ? statOf(pilot, stat) + piloting : 1;
    }
}

/** The [to-hit, power] mights of an attack as written less the post's penalty, before the floor of 1 (checks report it). */
export function rawAttackMights(
    ctx: MightContext & { pilot(v: VaxiaFighter): VaxiaFighter | undefined },
    f: VaxiaFighter,
    attack: AttackModel,
): Pair {
    // Pairs are read by index, not destructured (`const [a, b] =` walks an iterator): every strike asks.
    const stats = ATTACK_STATS[attackRealm(attack)];
    const a = stats[0];
    const b = stats[1];
    const penalty = ctx.penaltyOf(f);
    if (f.isVehicle) {
        const pilot = ctx.pilot(f);
        return [vehicleMight(f, pilot, a) - penalty, vehicleMight(f, pilot, b) - penalty];
    }
    const skill = attackSkill(attack, f.skills);
    return [statOf(f, a) + skill - penalty, statOf(f, b) + skill - penalty];
}

/** The [to-hit, power] mights an attack rolls: never below 1. */
export function attackMightsOf(ctx: MightContext & { pilot(v: VaxiaFighter): VaxiaFighter | undefined }, f: VaxiaFighter, attack: AttackModel): Pair {
    const raw = rawAttackMights(ctx, f, attack);
    // Most mights are above the floor: the raw pair (made for this call) is then the answer.
    return raw[0] >= 1 && raw[1] >= 1 ? raw : [floor1(raw[0]), floor1(raw[1])];
}

/** The two stats a standing target is attacked against: the attack's `vs` pair when it names two stats, else the realm's. */
export function passiveStats(attack: Pick<AttackModel, 'defenses' | 'tags' | 'traits'>): readonly [StatName, StatName] {
    // Asked for every strike of every run: worked out once per attack (attack models never change).
    let pair = PASSIVE_STATS.get(attack);
    if (!pair) PASSIVE_STATS.set(attack, (pair = passiveStatsOf(attack)));
    return pair;
}

const PASSIVE_STATS = new WeakMap<object, readonly [StatName, StatName]>();

function passiveStatsOf(attack: Pick<AttackModel, 'defenses' | 'tags' | 'traits'>): readonly [StatName, StatName] {
    const named = attack.defenses.filter((d): d is StatName => (STAT_NAMES as readonly string[]).includes(d));
    if (named.length === 2) return [named[0], named[1]];
    // A mental spell aims at SPI: the target stands on INT and SPIR (§Magic vs Mundane in the Dice Ruler).
    if (isMental(attack)) return ['INT', RESIST_STAT];
    return PASSIVE_DEFENSE_STATS[attackRealm(attack)];
}

/**
 * The stat `stat` of a target as it faces an attack from `attacker`: a closed vehicle's END (+ the
 * pilot's piloting) replaces a rider's END against attacks from outside it; otherwise its own.
 */
function riderStat(
    ctx: MightContext & { pilot(v: VaxiaFighter): VaxiaFighter | undefined },
    target: VaxiaFighter,
    attacker: VaxiaFighter,
    stat: StatName,
): number | undefined {
    if (stat !== 'END' || !target.aboard || attacker.aboard === target.aboard) return undefined;
    const vehicle = ctx.byId(target.aboard);
    if (!vehicle?.closed || vehicle.status === 'dead') return undefined;
    const pilot = ctx.pilot(vehicle);
    return statOf(vehicle, 'END') + (pilot === target ? bestWith(target.skills, 'piloting') : 0);
}

/**
 * The passive mights of a target who does not defend: no post penalty (nothing is rolled), but a
 * `penalized` rating lowers them (the condition hinders standing too).
 */
export function passiveMightsOf(
    ctx: MightContext & { pilot(v: VaxiaFighter): VaxiaFighter | undefined },
    target: VaxiaFighter,
    attacker: VaxiaFighter,
    attack: AttackModel,
): Pair {
    const stats = passiveStats(attack);
    const a = stats[0];
    const b = stats[1];
    const penalty = target.penalty;
    if (target.isVehicle) {
        const pilot = ctx.pilot(target);
        return [floor1(vehicleMight(target, pilot, 'DEX') - penalty), floor1(vehicleMight(target, pilot, 'END') - penalty)];
    }
    const avoid = bestAvoid(target.skills);
    return [floor1(standingMight(ctx, target, attacker, a, avoid) - penalty), floor1(standingMight(ctx, target, attacker, b, avoid) - penalty)];
}

/** A standing target's might on one stat: what a closed vehicle lends it, else its stat + its best avoid skill. */
function standingMight(
    ctx: MightContext & { pilot(v: VaxiaFighter): VaxiaFighter | undefined },
    target: VaxiaFighter,
    attacker: VaxiaFighter,
    stat: StatName,
    avoid: number,
): number {
    return riderStat(ctx, target, attacker, stat) ?? statOf(target, stat) + avoid;
}

/**
 * The two stats a defender's mights stand on, for the log: standing, the attack's `vs` pair (a
 * vehicle: DEX and END); defending, the defense's pair.
 */
export function defenderStats(
    defender: VaxiaFighter,
    kind: DefenseKind | 'none',
    defenseRealm: Realm,
    attack: Pick<AttackModel, 'defenses' | 'tags' | 'traits'>,
): readonly [StatName, StatName] {
    if (defender.isVehicle) return kind === 'none' ? ['DEX', 'END'] : vehicleDefenseStats(kind);
    return kind === 'none' ? passiveStats(attack) : defenseStats(kind, defenseRealm, attackRealm(attack));
}

/** The vehicle's stats for its defenses: dodge and parry DEX + END, block (shields) STR + END. */
function vehicleDefenseStats(kind: DefenseKind): readonly [StatName, StatName] {
    return kind === 'block' ? ['STR', 'END'] : ['DEX', 'END'];
}

/**
 * The mights of an active defense of realm `defenseRealm` against an attack of `attackRealm`:
 * the defense's stats + the best skill with that defense's avoid aspect, less the post's penalty.
 */
export function defenseMightsOf(
    ctx: MightContext & { pilot(v: VaxiaFighter): VaxiaFighter | undefined },
    defender: VaxiaFighter,
    attacker: VaxiaFighter,
    kind: DefenseKind,
    defenseRealm: Realm,
    attackRealmOf: Realm,
): Pair {
    const penalty = ctx.penaltyOf(defender);
    if (defender.isVehicle) {
        const pilot = ctx.pilot(defender);
        const stats = vehicleDefenseStats(kind);
        const a = stats[0];
        const b = stats[1];
        return [floor1(vehicleMight(defender, pilot, a) - penalty), floor1(vehicleMight(defender, pilot, b) - penalty)];
    }
    const stats = defenseStats(kind, defenseRealm, attackRealmOf);
    const a = stats[0];
    const b = stats[1];
    // Counter shares parry's skills, disarm redirect's; a resistance rolls the skill made to resist magic.
    const skill =
        kind === 'resist'
            ? bestWith(defender.skills, RESIST_SKILL)
            : Math.max(
                  bestWith(defender.skills, kind),
                  bestWith(defender.skills, kind === 'counter' ? 'parry' : kind === 'disarm' ? 'redirect' : kind),
              );
    const one = (s: StatName) => riderStat(ctx, defender, attacker, s) ?? statOf(defender, s) + skill;
    return [floor1(one(a) - penalty), floor1(one(b) - penalty)];
}
