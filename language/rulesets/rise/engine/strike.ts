/**
 * A Rise attack in the action phase — a strike, a charge, an offhand strike, a spell, an area attack:
 * the weapon and the targets still standing and in reach, a charge's movement and an offhand strike's
 * terms, the one exploding attack roll (rerolled once by desperate exertion) and the one damage roll
 * shared by every target, each target's situation (conditions, cover, concealment, range, damage
 * traits), outcome, damage and effects.
 * Source: 003_66faa831a56df10d.txt §Attack Rolls, §Glancing Blows, §Exploding Attacks,
 * §Critical Hits, §Strikes, §Secondary Strike Targets, §Charge, §Offhand Strike, §Desperate Exertion,
 * §Subdual Damage, §Awareness and Surprise, §Cover, §Concealment, §Damage Types, §Point of Origin.
 */
import { formatExpr, formatTerm, rollExpr, type TermRoll } from '../../../engine/dice.js';
import { type LoggedTerm, type RollRecord, recordRoll, recordTerm, signed } from '../../../engine/log.js';
import type { AttackModel, PlannedAction } from '../../../engine/model.js';
import type { RoundContext } from '../../ruleset.js';
import type { RiseOptions } from '../options.js';
import { damageDiceFactor, defenseNameOf, outcomeAgainst, outcomeOf, type RiseOutcome } from '../rules/attack-rolls.js';
import type { Situation } from '../rules/attack-situation.js';
import { UNAWARE_PENALTY } from '../rules/awareness-and-surprise.js';
import { maxReach, type Reach, reachOf } from '../rules/reach-and-range.js';
import { chargeEffect, EXERTION_BONUS, EXERTION_FATIGUE, offhandAccuracy, offhandHasStrike } from '../rules/special-combat-abilities.js';
import { isStrike } from '../rules/strikes.js';
import { subdualStrikeDamage } from '../rules/subdual-damage.js';
import { type AttackWay, afterAttacked, afterAttacking, attackDie, attackDieTotal, missChance, PLAIN_SITUATION, situationOf } from './attack-roll.js';
import { applyEffects } from './effects.js';
import { accuracyOf, accuracyTerms, defenseOf, holdsSeenBy, type RiseFighter, statOf } from './fighter.js';
import { addFatigue, applyDamage, NO_STAT } from './harm.js';
import { chargeMovement } from './movement.js';
import { cachedDamageRoll, cachedPool, ladderNote } from './pools.js';
import type { RiseScene } from './scene.js';

type Ctx = RoundContext<RiseFighter>;

/**
 * One strike as it is resolved: who, with what (the way each target's situation is read), the roll
 * shared by every target and its terms. One object per strike, its fields filled in as the strike
 * goes: a simulation resolves every strike of every run.
 */
interface Strike extends AttackWay {
    readonly f: RiseFighter;
    /** Accuracy with the attack, as the striker's group sees it this phase, with a charge's or offhand's change. */
    accuracy: number;
    /** `accuracy` as the log adds it, penalties by name (`accuracyTerms`), made as the roll is: only when the log is kept. */
    accuracyTerms?: readonly LoggedTerm[];
    /** Whether power is added to the damage (not on an offhand strike or a trip). */
    addPower: boolean;
    /** The attack roll's total, and the roll itself (its faces) when the log is kept. */
    rollTotal: number;
    roll?: TermRoll;
    /** Desperate exertion's +2 once it rerolled the attack, and what the first roll was. */
    exertionBonus: number;
    exertionNote?: string;
    /**
     * One damage roll per damage-dice factor, shared by every target (§Secondary Strike Targets);
     * made at the first damage. Most strikes deal one factor to one target: its total (and record,
     * when the log is kept) sits in these fields, and a Map is made only for a second factor.
     */
    damageFactor?: number;
    damageTotal: number;
    damageRecord?: RollRecord;
    otherDamage?: Map<number, DamageRoll>;
    /** The first target in reach and its situation; `others` the rest of them (a secondary or area target), when there are any. */
    primary?: RiseFighter;
    primarySituation: Situation;
    others?: { target: RiseFighter; situation: Situation }[];
}

/** A strike's damage roll: its total, and its record when the log is kept. */
interface DamageRoll {
    readonly total: number;
    readonly record?: RollRecord;
}

/**
 * The weapons a fighter struck with earlier in its turn this phase (§Offhand Strike), which each
 * strike adds its own to; undefined when the turn has one action left for the action phase (its
 * first movement and reacts taken out), which nothing later in the turn asks about (most turns
 * under tactics: no list is made for them, each run of a simulation).
 */
export type StruckWith = AttackModel[] | undefined;

/** Nothing struck before (what an undefined `StruckWith` reads as). */
const NONE_STRUCK: readonly AttackModel[] = [];

/** What the strike pipeline may be told besides the action: the reach to use (a throw's distance). */
export interface StrikeOptions {
    readonly reach?: Reach;
}

/**
 * Resolves an attack (a strike, a charge, an offhand strike, a spell, an area attack) by `f` in the
 * action phase. Targets that were already down when the phase began are skipped (logged as wasted),
 * and so are targets out of reach. `struckWith` holds the weapons `f` struck with earlier in the
 * phase, and the strike adds its own (§Offhand Strike); undefined, it reads as none and keeps none.
 */
export function resolveStrike(
    ctx: Ctx,
    options: RiseOptions,
    scene: RiseScene,
    f: RiseFighter,
    action: PlannedAction,
    struckWith: StruckWith,
    opts?: StrikeOptions,
): void {
    const attack = strikeWeapon(ctx, scene, f, action, struckWith);
    if (!attack) return;
    const strike = isStrike(action, attack);
    if (strike && struckWith && !struckWith.includes(attack)) struckWith.push(attack);
    if (action.action === 'charge') {
        const target = ctx.byId(action.targets[0]);
        if (!target.standingAtPhaseStart) {
            wasted(ctx, f, attack, target);
            return;
        }
        logCharge(ctx, f, attack, target);
        if (scene.field) chargeMovement(ctx, scene, f, target);
    }
    // Every field is written here (those filled in later as undefined or 0), so that every strike
    // has the one shape.
    const s: Strike = {
        f,
        attack,
        defense: defenseNameOf(attack),
        action,
        strike,
        targeted: action.area === undefined,
        reach: opts?.reach,
        accuracy: 0,
        accuracyTerms: undefined,
        addPower: true,
        rollTotal: 0,
        roll: undefined,
        exertionBonus: 0,
        exertionNote: undefined,
        damageFactor: undefined,
        damageTotal: 0,
        damageRecord: undefined,
        otherDamage: undefined,
        primary: undefined,
        primarySituation: NO_SITUATION,
        others: undefined,
    };
    aimAtReachableTargets(ctx, scene, s);
    const primary = s.primary;
    if (primary === undefined) return;
    const terms = specialStrikeTerms(ctx, f, attack, action, primary, struckWith);
    // One attack roll and one damage roll serve every target of a strike (secondary targets).
    s.accuracy = accuracyOf(f, attack, f.side, ctx.round, 'action') + terms.accuracy;
    if (ctx.log.enabled) s.accuracyTerms = strikeAccuracyTerms(f, s.accuracy, terms);
    s.addPower = terms.addPower;
    rollAttack(ctx, s);
    if (action.modifiers.includes('desperate_exertion')) desperateExertion(ctx, s, primary, s.primarySituation);
    strikeTarget(ctx, options, scene, s, primary, s.primarySituation, true);
    const others = s.others;
    if (others) for (let i = 0; i < others.length; i++) strikeTarget(ctx, options, scene, s, others[i].target, others[i].situation, false);
    afterAttacked(ctx, primary);
    if (others) for (let i = 0; i < others.length; i++) afterAttacked(ctx, others[i].target);
    afterAttacking(ctx, f);
}

/** (Re)rolls the strike's attack d10!: its total, and the roll itself when the log is kept (the same draws either way). */
function rollAttack(ctx: Ctx, s: Strike): void {
    if (ctx.log.enabled) {
        const roll = attackDie(ctx);
        s.roll = roll;
        s.rollTotal = roll.total;
    } else s.rollTotal = attackDieTotal(ctx);
}

/** A strike's situation before a target is aimed at (never read: `primary` is unset until then). */
const NO_SITUATION = PLAIN_SITUATION;

/** The attack `action` strikes with, or undefined (logged) when it has none, has no use left, or cannot be used now. */
function strikeWeapon(ctx: Ctx, scene: RiseScene, f: RiseFighter, action: PlannedAction, struckWith: StruckWith): AttackModel | undefined {
    const attackName = action.isAttack ? action.action : action.weapon;
    const attack = attackNamed(f, attackName);
    if (!attack) {
        ctx.log.add({ kind: 'note', text: `${f.id} has no attack ${attackName ?? ''} for ${action.action}; the action is lost.` });
        return undefined;
    }
    if (action.action === 'offhand_strike' && !offhandHasStrike(struckWith ?? NONE_STRUCK, attack)) {
        ctx.log.add({
            kind: 'note',
            text: `${f.id}'s offhand strike with ${attack.name} is lost: it needs a strike with a different weapon earlier in the phase.`,
        });
        return undefined;
    }
    // §Being In A Grapple: one hand is busy, so no weapon that needs two.
    if (f.conds.list.length && attack.tags.includes('heavy') && holdsSeenBy(f, f.side).has('grappled')) {
        ctx.log.add({
            kind: 'note',
            text: `${f.id} is grappled and cannot wield ${attack.name} (a heavy weapon needs two hands); the action is lost.`,
        });
        return undefined;
    }
    if (attack.uses && !scene.uses.spend(f.id, attack)) {
        ctx.log.add({
            kind: 'note',
            text: `${f.id} has no use of ${attack.name} left (${attack.uses.count} per ${attack.uses.per}); the action is lost.`,
        });
        return undefined;
    }
    return attack;
}

/** The attack of `f`'s stat block called `name` (an indexed loop: every strike asks; a closure over `name`, or a for-of's iterator, would be made each time). */
function attackNamed(f: RiseFighter, name: string | undefined): AttackModel | undefined {
    const attacks = f.model.attacks;
    for (let i = 0; i < attacks.length; i++) if (attacks[i].name === name) return attacks[i];
    return undefined;
}

function wasted(ctx: Ctx, f: RiseFighter, attack: AttackModel, t: RiseFighter): void {
    ctx.log.add({ kind: 'note', text: `${f.id}'s ${attack.name} at ${t.id} is wasted: ${t.id} was already ${t.status} when the phase began.` });
}

/**
 * Aims the strike at the targets of its action standing when the phase began and in reach, each
 * with its situation (`primary`, then `others`); the others are logged. An area attack (`in zone`)
 * takes everyone in the zone, if the zone is in reach. Most strikes have one target: no list is
 * made for it.
 */
function aimAtReachableTargets(ctx: Ctx, scene: RiseScene, s: Strike): void {
    const { f, attack, action } = s;
    const way: AttackWay = s;
    let ids = action.targets;
    let areaWay = way;
    if (action.area !== undefined) {
        const zone = action.area;
        const field = scene.field;
        const feet = field ? field.distance(field.position(f.id), field.spot(zone)) : 0;
        if (feet > maxReach(way.reach ?? reachOf(attack))) {
            ctx.log.add({ kind: 'note', text: `${f.id}'s ${attack.name} cannot reach ${zone} (${feet} ft away); the action is lost.` });
            return;
        }
        ids = ctx.fighters.filter(o => o.standingAtPhaseStart && scene.seenZone(o, f.side) === zone).map(o => o.id);
        if (ids.length === 0) ctx.log.add({ kind: 'note', text: `${f.id}'s ${attack.name} fills ${zone}, where nobody stands.` });
        // The area is placed in the zone: everyone in it is within it, whatever the distance from the attacker.
        areaWay = { ...way, reach: { kind: 'anywhere' } };
    }
    for (let i = 0; i < ids.length; i++) {
        const t = ctx.byId(ids[i]);
        if (!t.standingAtPhaseStart) {
            wasted(ctx, f, attack, t);
            continue;
        }
        const situation = situationOf(scene, f, t, areaWay);
        if (situation.blocked) {
            ctx.log.add({
                kind: 'note',
                text: `${f.id}'s ${attack.name} cannot be made at ${t.id}: ${situation.blocked} (${scene.distance(f, t)} ft).`,
            });
            continue;
        }
        if (s.primary === undefined) {
            s.primary = t;
            s.primarySituation = situation;
        } else (s.others ??= []).push({ target: t, situation });
    }
}

/** A strike's change to accuracy (named in the log by `label`), and whether power is added. */
interface StrikeTerms {
    readonly accuracy: number;
    readonly label?: string;
    readonly addPower: boolean;
}

/**
 * The accuracy the log adds to the d10: the fighter's (`accuracyTerms`: fatigue and vital wounds by
 * name), then the strike's own change by name (`− 3 offhand strike`). Same sum as `accuracy`.
 */
function strikeAccuracyTerms(f: RiseFighter, accuracy: number, terms: StrikeTerms): LoggedTerm[] {
    if (!terms.accuracy || !terms.label) return accuracyTerms(f, accuracy, f.side);
    const own = accuracyTerms(f, accuracy - terms.accuracy, f.side);
    own.push({ value: Math.abs(terms.accuracy), label: terms.label, subtract: terms.accuracy < 0 });
    return own;
}

/** A strike with no terms of its own (most strikes: made once, not per strike). */
const PLAIN_STRIKE: StrikeTerms = { accuracy: 0, addPower: true };

/** A charge: logged, and −2 defenses briefly from the next phase. */
function logCharge(ctx: Ctx, f: RiseFighter, attack: AttackModel, primary: RiseFighter): void {
    ctx.log.add({
        kind: 'action',
        actor: f.id,
        action: 'charge',
        target: primary.id,
        text: `${f.id} charges ${primary.id}, to strike with ${attack.name} at the end of its move; −2 to defenses briefly afterwards.`,
    });
    f.effects.push(chargeEffect(ctx.round));
}

/** An offhand strike: −2 and −1 per non-Light weapon this phase, no power; other strikes change nothing. */
function specialStrikeTerms(
    ctx: Ctx,
    f: RiseFighter,
    attack: AttackModel,
    action: PlannedAction,
    primary: RiseFighter,
    struckWith: StruckWith,
): StrikeTerms {
    if (action.action === 'offhand_strike') {
        const accuracy = offhandAccuracy(struckWith ?? NONE_STRUCK);
        ctx.log.add({
            kind: 'action',
            actor: f.id,
            action: 'offhand_strike',
            target: primary.id,
            text: `${f.id} makes an offhand strike with ${attack.name} (${signed(accuracy)} accuracy, no power).`,
        });
        return { accuracy, label: 'offhand strike', addPower: false };
    }
    return PLAIN_STRIKE;
}

/**
 * §Desperate Exertion: the one attack roll is rerolled once, with +2, for every target — spent when
 * it fails to hit the primary (first) target.
 */
function desperateExertion(ctx: Ctx, strike: Strike, primary: RiseFighter, situation: Situation): void {
    const total = strike.rollTotal + strike.accuracy + situation.accuracy;
    const outcome = outcomeOf(total - (defenseOf(primary, strike.defense, ctx.round, 'action', strike.f.side) + situation.defense));
    if (outcome === 'hit' || outcome === 'critical') return;
    const first = strike.roll ? `${formatAttackRoll(formatTerm(strike.roll), strike.accuracy, situation.accuracy)} = ${total}` : '';
    rollAttack(ctx, strike);
    strike.exertionBonus = EXERTION_BONUS;
    strike.exertionNote = `desperate exertion: first roll ${first} rerolled with +2`;
}

/**
 * The strike against one target: its defense in its situation, the outcome (cover turns a glancing
 * blow into a miss; the miss chance of concealment or an unseen target is rolled on a hit or glance),
 * the log, damage on a hit or glance, and the attack's effects on a hit.
 */
function strikeTarget(
    ctx: Ctx,
    options: RiseOptions,
    scene: RiseScene,
    strike: Strike,
    target: RiseFighter,
    situation: Situation,
    primary: boolean,
): void {
    const { f, attack, defense: defenseName } = strike;
    // §Resolving Actions: the phase's actions are scripted on those standing when it begins; a target that went down during it is still struck.
    if (target.status !== 'active' && ctx.log.enabled)
        ctx.log.add({
            kind: 'note',
            text: `${target.id} is already ${target.status}; ${f.id}'s attack on it still resolves: the phase's attacks were chosen as it began, and targets stand as they did then.`,
        });
    // §Awareness and Surprise: a target unaware of the fight (surprised) is aware of later attacks once attacked.
    target.unaware = false;
    const defense = defenseOf(target, defenseName, ctx.round, 'action', f.side) + situation.defense;
    const total = strike.rollTotal + strike.accuracy + situation.accuracy + strike.exertionBonus;
    const margin = total - defense;
    // §Critical Hits: some creatures are not subject to critical hits — a critical is a plain hit.
    let { outcome, immune } = outcomeAgainst(margin, target.model.tags.includes('no_criticals') || situation.noCritical);
    // Copied only when this target adds a note (most do not).
    let extra: readonly string[] = situation.notes;
    if (immune && situation.noCritical && !target.model.tags.includes('no_criticals')) {
        // §Critical Hits: a Size-Based effect — no melee critical on a creature two or more categories larger.
        immune = false;
        extra = [...extra, 'two or more size categories larger: no melee critical'];
    }
    // §Cover: a miss by no more than the cover's bonus hits the cover instead — no glancing blow.
    if (outcome === 'glance' && situation.coverTakesGlance) {
        outcome = 'miss';
        extra = [...extra, 'the cover takes the glancing blow'];
    }
    const chance = outcome !== 'miss' && situation.missOn > 0 ? missChance(ctx, f, target, situation.missOn) : undefined;
    if (chance?.misses) {
        outcome = 'miss';
        extra = [...extra, 'lost to the miss chance'];
    }
    const factor = outcome === 'miss' ? undefined : damageDiceFactor(outcome, margin);
    if (ctx.log.enabled)
        logAttack(ctx, strike, target, { total, defense, outcome, penalty: situation.unaware, immune, factor, extra, situation: situation.accuracy });
    chance?.log();
    if (strike.exertionNote && primary) addFatigue(ctx, f, EXERTION_FATIGUE, 'desperate exertion', f.side);
    if (outcome === 'miss' || factor === undefined) return;
    if (attack.damage) {
        if (situation.immune)
            ctx.log.add({ kind: 'note', text: `${target.id} is ${situation.notes.find(n => n.startsWith('immune')) ?? 'immune'}: no damage.` });
        else dealDamage(ctx, options, strike, target, outcome, factor);
    }
    if (outcome !== 'glance' && attack.effects?.length) applyEffects(ctx, scene, options, f, target, attack, 'action');
}

/** The attack event of one target. */
function logAttack(
    ctx: Ctx,
    strike: Strike,
    target: RiseFighter,
    r: {
        total: number;
        defense: number;
        outcome: RiseOutcome;
        penalty: number;
        immune: boolean;
        factor: number | undefined;
        extra: readonly string[];
        situation: number;
    },
): void {
    const why = [
        strike.exertionNote,
        r.penalty > 0 ? `${r.penalty === UNAWARE_PENALTY ? 'unaware' : 'partially unaware'}: −${r.penalty} ${strike.defense}` : '',
        r.immune ? 'not subject to critical hits' : '',
        ...r.extra,
    ]
        .filter(Boolean)
        .join('; ');
    // (The log is kept: the roll was kept with its faces.)
    const shown = strike.roll!;
    // Each addition on its own, named, in the order the total adds them (§Attack Rolls; §Desperate Exertion).
    const bonuses: LoggedTerm[] = [...(strike.accuracyTerms ?? [{ value: strike.accuracy, label: 'accuracy' }])];
    if (strike.exertionBonus) bonuses.push({ value: strike.exertionBonus, label: 'desperate exertion' });
    if (r.situation) bonuses.push({ value: r.situation, label: 'situation' });
    ctx.log.add(() => ({
        kind: 'attack',
        actor: strike.f.id,
        attack: strike.attack.name,
        target: target.id,
        rolls: [recordTerm(shown)],
        bonuses,
        total: r.total,
        versus: strike.defense,
        defense: r.defense,
        outcome: r.outcome,
        multiplier: r.outcome === 'critical' ? r.factor : undefined,
        note: why || undefined,
    }));
}

/** Rolls the damage of `factor` (once per strike and factor) and deals it; a strike made subdual by choice deals half. */
function dealDamage(
    ctx: Ctx,
    options: RiseOptions,
    strike: Strike,
    target: RiseFighter,
    outcome: Exclude<RiseOutcome, 'miss'>,
    factor: number,
): void {
    const { f, attack, action } = strike;
    let total: number;
    let record: RollRecord | undefined;
    const other = strike.damageFactor === factor ? undefined : strike.otherDamage?.get(factor);
    if (strike.damageFactor === factor) {
        total = strike.damageTotal;
        record = strike.damageRecord;
    } else if (other) {
        total = other.total;
        record = other.record;
    } else {
        if (ctx.log.enabled) {
            const pool = cachedPool(options, f, attack, factor, strike.addPower);
            const r = rollExpr(pool, ctx.rng, name => statOf(f, name));
            total = Math.max(0, r.total);
            record = recordRoll(formatExpr(pool), r);
        } else total = Math.max(0, cachedDamageRoll(options, f, attack, factor, strike.addPower)(ctx.rng, NO_STAT));
        if (strike.damageFactor === undefined) {
            strike.damageFactor = factor;
            strike.damageTotal = total;
            strike.damageRecord = record;
        } else (strike.otherDamage ??= new Map()).set(factor, { total, record });
    }
    // §Subdual Damage: an attack whose damage is subdual deals it in full; only a strike the attacker
    // chooses to make subdual (`with subdual`) deals half.
    const chosenSubdual = action.modifiers.includes('subdual');
    const subdual = chosenSubdual || attack.tags.includes('subdual');
    const amount = chosenSubdual ? subdualStrikeDamage(total) : total;
    const notes = ctx.log.enabled
        ? [
              ladderNote(options, f, attack),
              outcome === 'glance' ? 'glancing blow: no dice' : outcome === 'critical' ? `critical ×${factor} dice` : undefined,
              chosenSubdual ? 'subdual strike: half damage' : subdual ? 'subdual damage' : undefined,
              attack.category ? `${attack.category} damage` : undefined,
          ]
              .filter(Boolean)
              .join('; ')
        : '';
    applyDamage(ctx, options, f, target, amount, record, notes || undefined, subdual);
}

function formatAttackRoll(dieText: string, accuracy: number, situation: number): string {
    // The die's own text ends in "= N"; show the die, then what is added to it, named as the attack line names it.
    const die = dieText.replace(/\s*=\s*-?\d+$/, '');
    const term = (n: number, label: string) => ` ${n < 0 ? '−' : '+'} ${Math.abs(n)} ${label}`;
    return `${die}${term(accuracy, 'accuracy')}${situation ? term(situation, 'situation') : ''}`;
}
