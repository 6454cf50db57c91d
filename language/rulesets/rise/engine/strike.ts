/**
 * A Rise strike in the action phase: the weapon and the targets still standing, a charge's or an
 * offhand strike's terms, the one exploding attack roll (rerolled once by desperate exertion) and
 * the one damage roll shared by every target, each target's defense, outcome and damage.
 * Source: 003_66faa831a56df10d.txt §Attack Rolls, §Glancing Blows, §Exploding Attacks,
 * §Critical Hits, §Secondary Strike Targets, §Charge, §Offhand Strike, §Desperate Exertion,
 * §Subdual Damage, §Awareness and Surprise.
 */
import { formatExpr, formatTerm, rollExpr, rollTerm, rollTotal, type TermRoll, termTotal } from '../../../engine/dice.js';
import { type RollRecord, recordRoll, recordTerm } from '../../../engine/log.js';
import type { AttackModel, PlannedAction } from '../../../engine/model.js';
import type { RoundContext } from '../../ruleset.js';
import type { RiseOptions } from '../options.js';
import { ATTACK_DIE, damageDiceFactor, defenseNameOf, outcomeAgainst, outcomeOf, type RiseOutcome } from '../rules/attack-rolls.js';
import { UNAWARE_PENALTY, unawarenessPenalty } from '../rules/awareness-and-surprise.js';
import { chargeEffect, EXERTION_BONUS, EXERTION_FATIGUE, offhandAccuracy, offhandHasStrike } from '../rules/special-combat-abilities.js';
import { isStrike } from '../rules/strikes.js';
import { subdualStrikeDamage } from '../rules/subdual-damage.js';
import { accuracyOf, defenseOf, type RiseFighter, statOf } from './fighter.js';
import { addFatigue, applyDamage } from './harm.js';
import { cachedPool, ladderNote } from './pools.js';

type Ctx = RoundContext<RiseFighter>;

/** One strike as it is resolved: who, with what, the roll shared by every target and its terms. */
interface Strike {
    readonly f: RiseFighter;
    readonly attack: AttackModel;
    readonly action: PlannedAction;
    readonly defenseName: string;
    /** Accuracy with the attack, as the striker's group sees it this phase, with a charge's or offhand's change. */
    readonly accuracy: number;
    /** Whether power is added to the damage (not on an offhand strike). */
    readonly addPower: boolean;
    roll: TermRoll;
    /** Desperate exertion's +2 once it rerolled the attack, and what the first roll was. */
    exertionBonus: number;
    exertionNote?: string;
    /** One damage roll per damage-dice factor, shared by every target (§Secondary Strike Targets); made at the first damage. */
    damageRolls?: Map<number, { total: number; record?: RollRecord }>;
}

/**
 * Resolves a strike (an attack, a charge or an offhand strike) by `f` in the action phase. Targets
 * that were already down when the phase began are skipped (logged as wasted). `struckWith` holds
 * the weapons `f` struck with earlier in the phase; the strike adds its own (§Offhand Strike).
 */
export function resolveStrike(
    ctx: Ctx,
    options: RiseOptions,
    f: RiseFighter,
    action: PlannedAction,
    standingAtStart: ReadonlySet<string>,
    struckWith: AttackModel[],
): void {
    const attack = strikeWeapon(ctx, f, action, struckWith);
    if (!attack) return;
    if (isStrike(action, attack) && !struckWith.includes(attack)) struckWith.push(attack);
    const targets = standingTargets(ctx, f, attack, action, standingAtStart);
    if (targets.length === 0) return;
    const terms = specialStrikeTerms(ctx, f, attack, action, targets[0], struckWith);
    // One attack roll and one damage roll serve every target of a strike (secondary targets).
    const strike: Strike = {
        f,
        attack,
        action,
        defenseName: defenseNameOf(attack),
        accuracy: accuracyOf(f, attack, f.side) + terms.accuracy,
        addPower: terms.addPower,
        roll: attackDie(ctx),
        exertionBonus: 0,
    };
    if (action.modifiers.includes('desperate_exertion')) desperateExertion(ctx, strike, targets[0]);
    for (let i = 0; i < targets.length; i++) strikeTarget(ctx, options, strike, targets[i], i === 0);
}

/** The attack `action` strikes with, or undefined (logged) when it has none or an offhand strike has no strike before it. */
function strikeWeapon(ctx: Ctx, f: RiseFighter, action: PlannedAction, struckWith: readonly AttackModel[]): AttackModel | undefined {
    const attackName = action.isAttack ? action.action : action.weapon;
    const attack = f.model.attacks.find(a => a.name === attackName);
    if (!attack) {
        ctx.log.add({ kind: 'note', text: `${f.id} has no attack ${attackName ?? ''} for ${action.action}; the action is lost.` });
        return undefined;
    }
    if (action.action === 'offhand_strike' && !offhandHasStrike(struckWith, attack)) {
        ctx.log.add({
            kind: 'note',
            text: `${f.id}'s offhand strike with ${attack.name} is lost: it needs a strike with a different weapon earlier in the phase.`,
        });
        return undefined;
    }
    return attack;
}

/** The targets of `action` standing when the phase began; the others are logged as wasted. */
function standingTargets(ctx: Ctx, f: RiseFighter, attack: AttackModel, action: PlannedAction, standingAtStart: ReadonlySet<string>): RiseFighter[] {
    const targets: RiseFighter[] = [];
    for (const id of action.targets) {
        const t = ctx.byId(id);
        if (standingAtStart.has(t.id)) targets.push(t);
        else
            ctx.log.add({
                kind: 'note',
                text: `${f.id}'s ${attack.name} at ${t.id} is wasted: ${t.id} was already ${t.status} when the phase began.`,
            });
    }
    return targets;
}

/** A strike's change to accuracy, and whether power is added. */
interface StrikeTerms {
    readonly accuracy: number;
    readonly addPower: boolean;
}

/** A strike with no terms of its own (most strikes: made once, not per strike). */
const PLAIN_STRIKE: StrikeTerms = { accuracy: 0, addPower: true };

/**
 * A charge (logged; −2 defenses from the next phase) or an offhand strike (−2 and −1 per non-Light
 * weapon this phase, no power); other strikes change nothing.
 */
function specialStrikeTerms(
    ctx: Ctx,
    f: RiseFighter,
    attack: AttackModel,
    action: PlannedAction,
    primary: RiseFighter,
    struckWith: readonly AttackModel[],
): StrikeTerms {
    if (action.action === 'charge') {
        ctx.log.add({
            kind: 'action',
            actor: f.id,
            action: 'charge',
            target: primary.id,
            text: `${f.id} charges ${primary.id} and strikes with ${attack.name}; −2 to defenses briefly afterwards.`,
        });
        f.effects.push(chargeEffect(ctx.round));
        return PLAIN_STRIKE;
    }
    if (action.action === 'offhand_strike') {
        const accuracy = offhandAccuracy(struckWith);
        ctx.log.add({
            kind: 'action',
            actor: f.id,
            action: 'offhand_strike',
            target: primary.id,
            text: `${f.id} makes an offhand strike with ${attack.name} (${accuracy} accuracy, no power).`,
        });
        return { accuracy, addPower: false };
    }
    return PLAIN_STRIKE;
}

/**
 * §Desperate Exertion: the one attack roll is rerolled once, with +2, for every target — spent when
 * it fails to hit the primary (first) target.
 */
function desperateExertion(ctx: Ctx, strike: Strike, primary: RiseFighter): void {
    const total = strike.roll.total + strike.accuracy;
    const outcome = outcomeOf(total - defenseOf(primary, strike.defenseName, ctx.round, 'action', strike.f.side));
    if (outcome === 'hit' || outcome === 'critical') return;
    const first = ctx.log.enabled ? `${formatAttackRoll(formatTerm(strike.roll), strike.accuracy)} = ${total}` : '';
    strike.roll = attackDie(ctx);
    strike.exertionBonus = EXERTION_BONUS;
    strike.exertionNote = `desperate exertion: first roll ${first} rerolled with +2`;
}

/** The strike against one target: its defense (with unawareness), the outcome, the log, and damage on a hit or glance. */
function strikeTarget(ctx: Ctx, options: RiseOptions, strike: Strike, target: RiseFighter, primary: boolean): void {
    const { f, attack, action, defenseName } = strike;
    // §Awareness and Surprise: a target unaware of the fight (surprised) is aware of later attacks
    // once attacked; a `with unaware` / `with partially_unaware` counts for every target.
    const penalty = unawarenessPenalty(defenseName, target.unaware, action.modifiers);
    target.unaware = false;
    const defense = defenseOf(target, defenseName, ctx.round, 'action', f.side) - penalty;
    const total = strike.roll.total + strike.accuracy + strike.exertionBonus;
    const margin = total - defense;
    // §Critical Hits: some creatures are not subject to critical hits — a critical is a plain hit.
    const { outcome, immune } = outcomeAgainst(margin, target.model.tags.includes('no_criticals'));
    const factor = outcome === 'miss' ? undefined : damageDiceFactor(outcome, margin);
    if (ctx.log.enabled) logAttack(ctx, strike, target, { total, defense, outcome, penalty, immune, factor });
    if (strike.exertionNote && primary) addFatigue(ctx, f, EXERTION_FATIGUE, 'desperate exertion', f.side);
    if (outcome === 'miss' || factor === undefined || !attack.damage) return;
    dealDamage(ctx, options, strike, target, outcome, factor);
}

/** The attack event of one target. */
function logAttack(
    ctx: Ctx,
    strike: Strike,
    target: RiseFighter,
    r: { total: number; defense: number; outcome: RiseOutcome; penalty: number; immune: boolean; factor: number | undefined },
): void {
    const why = [
        strike.exertionNote,
        r.penalty > 0 ? `${r.penalty === UNAWARE_PENALTY ? 'unaware' : 'partially unaware'}: −${r.penalty} ${strike.defenseName}` : '',
        r.immune ? 'not subject to critical hits' : '',
    ]
        .filter(Boolean)
        .join('; ');
    const shown = strike.roll;
    const bonus = strike.accuracy + strike.exertionBonus;
    ctx.log.add(() => ({
        kind: 'attack',
        actor: strike.f.id,
        attack: strike.attack.name,
        target: target.id,
        rolls: [recordTerm(shown)],
        bonuses: [{ value: bonus }],
        total: r.total,
        versus: strike.defenseName,
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
    strike.damageRolls ??= new Map();
    let damage = strike.damageRolls.get(factor);
    if (!damage) {
        const pool = cachedPool(options, f, attack, factor, strike.addPower);
        const stat = (name: string) => statOf(f, name);
        if (ctx.log.enabled) {
            const r = rollExpr(pool, ctx.rng, stat);
            damage = { total: Math.max(0, r.total), record: recordRoll(formatExpr(pool), r) };
        } else damage = { total: Math.max(0, rollTotal(pool, ctx.rng, stat)) };
        strike.damageRolls.set(factor, damage);
    }
    // §Subdual Damage: an attack whose damage is subdual deals it in full; only a strike the attacker
    // chooses to make subdual (`with subdual`) deals half.
    const chosenSubdual = action.modifiers.includes('subdual');
    const subdual = chosenSubdual || attack.tags.includes('subdual');
    const amount = chosenSubdual ? subdualStrikeDamage(damage.total) : damage.total;
    const label = outcome === 'glance' ? 'glancing blow: no dice' : outcome === 'critical' ? `critical ×${factor} dice` : undefined;
    const notes = ctx.log.enabled
        ? [ladderNote(options, f, attack), label, chosenSubdual ? 'subdual strike: half damage' : subdual ? 'subdual damage' : undefined]
              .filter(Boolean)
              .join('; ')
        : '';
    applyDamage(ctx, options, f, target, amount, damage.record, notes || undefined, subdual);
}

/** The attack d10!, with its faces when the log is kept (the same draws either way). */
function attackDie(ctx: Ctx): TermRoll {
    if (ctx.log.enabled) return rollTerm(ATTACK_DIE, ctx.rng);
    return { notation: ATTACK_DIE.notation, faces: [], total: termTotal(ATTACK_DIE, ctx.rng) };
}

function formatAttackRoll(dieText: string, accuracy: number): string {
    // The die's own text ends in "= N"; show the die, then the accuracy.
    const die = dieText.replace(/\s*=\s*-?\d+$/, '');
    return `${die} ${accuracy < 0 ? '−' : '+'} ${Math.abs(accuracy)}`;
}
