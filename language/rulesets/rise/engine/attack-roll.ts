/**
 * What every Rise attack roll shares, strikes and maneuvers alike: the exploding d10, the situation
 * of one target (conditions, cover, concealment, range, damage traits, awareness — ../rules/attack-situation.ts),
 * the miss chance roll, and what being attacked ends (unawareness; an unseen attacker is seen).
 * Source: 003_66faa831a56df10d.txt §Attack Rolls, §Exploding Attacks, §Concealment, §Attacking Unseen
 * Foes, §Cover, §Awareness and Surprise.
 */
import { rollTerm, type TermRoll, termTotal } from '../../../engine/dice.js';
import { recordTerm } from '../../../engine/log.js';
import type { AttackModel, PlannedAction } from '../../../engine/model.js';
import type { RoundContext } from '../../ruleset.js';
import { ATTACK_DIE } from '../rules/attack-rolls.js';
import { attackSituation, type Situation } from '../rules/attack-situation.js';
import { parseTerm } from '../rules/dice-pools.js';
import { rangeVerdict, type Reach, reachOf } from '../rules/reach-and-range.js';
import { holdsSeenBy, type RiseFighter } from './fighter.js';
import type { RiseScene } from './scene.js';

type Ctx = RoundContext<RiseFighter>;

/** The attack d10!, with its faces when the log is kept (the same draws either way). */
export function attackDie(ctx: Ctx): TermRoll {
    if (ctx.log.enabled) return rollTerm(ATTACK_DIE, ctx.rng);
    return { notation: ATTACK_DIE.notation, faces: UNRECORDED, total: attackDieTotal(ctx) };
}

/** The attack d10!'s total alone (the same draws as `attackDie`): for a roll no log will show. */
export function attackDieTotal(ctx: Ctx): number {
    return termTotal(ATTACK_DIE, ctx.rng);
}

/** The faces of an attack roll made without a log: none kept (one frozen list shared by every such roll). */
const UNRECORDED = Object.freeze([]) as unknown as TermRoll['faces'];

/** A situation that changes nothing (no positions, no conditions, no traits): most attacks of most fights. */
export const PLAIN_SITUATION: Situation = {
    accuracy: 0,
    defense: 0,
    unaware: 0,
    missOn: 0,
    coverTakesGlance: false,
    immune: false,
    noCritical: false,
    notes: [],
};

/** How an attack is made on one target, for its situation. */
export interface AttackWay {
    readonly attack: AttackModel;
    readonly defense: string;
    readonly action: PlannedAction;
    /** A strike (weapon attack, charge, offhand strike). */
    readonly strike: boolean;
    /** Targeted (not an area attack). */
    readonly targeted: boolean;
    /** The reach to use instead of the attack's own (a maneuver's adjacency, a throw's distance). */
    readonly reach?: Reach;
}

/** The situation of `target` against `f`'s attack, as `f`'s group sees the battlefield and the target's conditions. */
export function situationOf(scene: RiseScene, f: RiseFighter, target: RiseFighter, way: AttackWay): Situation {
    // Only what attackSituation reads can make it differ from PLAIN_SITUATION: a damage type matters to a
    // target with damage traits, and of the modifiers only written unawareness does.
    const traits = target.model.damageTraits;
    const plain =
        !scene.field &&
        f.conds.list.length === 0 &&
        target.conds.list.length === 0 &&
        !target.unaware &&
        (way.attack.category === undefined || (traits.immune.length === 0 && traits.resists.length === 0 && traits.vulnerable.length === 0)) &&
        (way.action.modifiers.length === 0 || !way.action.modifiers.some(m => m === 'unaware' || m === 'partially_unaware')) &&
        (target.model.stats.size ?? 0) - (f.model.stats.size ?? 0) < 2;
    if (plain) return PLAIN_SITUATION;
    let cover: string | undefined;
    let concealment: string | undefined;
    const field = scene.field;
    if (field) {
        const targetZone = scene.seenZone(target, f.side);
        const mine = field.position(f.id);
        // An area attack is placed in the zone: nothing of the zone stands between it and those inside.
        if (way.targeted && mine.kind !== 'anywhere' && targetZone !== undefined && field.zoneOf(f.id) !== targetZone)
            cover = scene.feature(targetZone, 'cover');
        concealment = scene.feature(targetZone, 'concealment');
    }
    return attackSituation({
        attack: way.attack,
        defense: way.defense,
        strike: way.strike,
        targeted: way.targeted,
        attacker: holdsSeenBy(f, f.side),
        target: holdsSeenBy(target, f.side),
        modifiers: way.action.modifiers,
        surprised: target.unaware,
        cover,
        concealment,
        range: rangeVerdict(way.reach ?? reachOf(way.attack), scene.distance(f, target)),
        targetTraits: target.model.damageTraits,
        attackerSize: f.model.stats.size,
        targetSize: target.model.stats.size,
    });
}

/**
 * The miss chance of concealment or an unseen target: a d10 whose face at or below `missOn` makes the
 * attack miss. Drawn now; `log` records it (after the attack it belongs to).
 */
export function missChance(ctx: Ctx, f: RiseFighter, target: RiseFighter, missOn: number): { misses: boolean; log: () => void } {
    const roll = rollTerm(MISS_DIE, ctx.rng);
    const misses = roll.total <= missOn;
    let logged = false;
    return {
        misses,
        log: () => {
            if (logged) return;
            logged = true;
            ctx.log.add(() => ({
                kind: 'check',
                who: f.id,
                what: `miss chance against ${target.id} (${missOn * 10}%)`,
                rolls: [recordTerm(roll)],
                total: roll.total,
                needs: `more than ${missOn}`,
                success: !misses,
            }));
        },
    };
}

const MISS_DIE = parseTerm('1d10');

/**
 * After an attack on `t`: it stops being unaware or partially unaware of later attacks
 * (§Awareness and Surprise).
 */
export function afterAttacked(ctx: Ctx, t: RiseFighter): void {
    t.unaware = false;
    if (t.conds.list.length === 0) return;
    for (const c of AWARENESS)
        if (t.conds.remove(c)) ctx.log.add({ kind: 'condition', who: t.id, condition: c, gained: false, note: 'it has been attacked' });
}

const AWARENESS = ['unaware', 'partially_unaware'];

/** After `f` attacked `targets`: each is aware of later attacks, and an unseen attacker has given itself away (an assumption). */
export function afterAttack(ctx: Ctx, f: RiseFighter, targets: readonly RiseFighter[]): void {
    for (let i = 0; i < targets.length; i++) afterAttacked(ctx, targets[i]);
    afterAttacking(ctx, f);
}

/** An unseen attacker gives itself away by attacking (an assumption: the seed does not say how long one stays unseen). */
export function afterAttacking(ctx: Ctx, f: RiseFighter): void {
    if (f.conds.list.length && f.conds.remove('unseen'))
        ctx.log.add({ kind: 'condition', who: f.id, condition: 'unseen', gained: false, note: 'its attack gave it away' });
}
