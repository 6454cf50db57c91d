/**
 * What damage does to a Rise combatant in a fight: damage resistance, hit points, vital wounds
 * (characters) or defeat at 0 (monsters), fatigue, and the end-of-round reset.
 * Source: 003_66faa831a56df10d.txt §Taking Damage, §Negative Hit Points, §Vital Wounds, §Vital Rolls,
 * §Subdual Damage.
 */
import { type DiceExpr, rollExpr, rollTotal } from '../../../engine/dice.js';
import { type RollRecord, recordRoll } from '../../../engine/log.js';
import type { RoundContext } from '../../ruleset.js';
import type { RiseOptions } from '../options.js';
import { FATIGUE_KNOCKOUT } from '../rules/special-combat-abilities.js';
import { SUBDUAL_FATIGUE } from '../rules/subdual-damage.js';
import { environmentalAbsorbed } from '../rules/environmental-damage.js';
import { absorbedByResistance, vitalWoundsDue } from '../rules/taking-damage.js';
import { VITAL_DIE, vitalEffect, vitalRollPenalty } from '../rules/vital-wounds.js';
import { fatiguePenaltyOf, type RiseFighter, recordPhaseChange, unmarkInflicted } from './fighter.js';

/**
 * Deals `amount` damage to `target`: damage resistance absorbs first, then hit points. A monster at
 * 0 is defeated (option `monsters_at_zero`); a character below 0 takes the vital wounds due — or,
 * for subdual damage, 3 fatigue levels for each instead.
 */
export function applyDamage(
    ctx: RoundContext<RiseFighter>,
    options: RiseOptions,
    attacker: RiseFighter | undefined,
    target: RiseFighter,
    amount: number,
    record: RollRecord | undefined,
    note: string | undefined,
    subdual: boolean,
    environmental = false,
): void {
    // §Environmental Damage: damage resistance reduces it without being used up.
    const absorbed = environmental ? environmentalAbsorbed(amount, target.resistance) : absorbedByResistance(amount, target.resistance);
    const hpLost = amount - absorbed;
    if (!environmental) target.resistance -= absorbed;
    target.hp -= hpLost;
    const hp = target.hp;
    if (ctx.log.enabled)
        ctx.log.add(() => ({
            kind: 'damage',
            ...(attacker ? { attacker: attacker.id } : {}),
            target: target.id,
            rolls: record ? [record] : [],
            amount,
            absorbed,
            hpLost,
            hp,
            maxHp: target.maxHp,
            note,
            ...(environmental ? { absorbedBy: NOT_USED_UP } : {}),
        }));
    if (target.monster) {
        // Its hit points stay where the blows leave them, as the damage line says (a healing starts
        // from 0): §Negative Hit Points and vital wounds are the characters' rules.
        if (target.hp <= 0 && target.status === 'active') {
            target.status = options.monstersAtZero;
            ctx.log.add({ kind: 'defeated', who: target.id, how: `drops to 0 hit points and is ${target.status}` });
        }
        return;
    }
    const due = vitalWoundsDue(target.hp, target.maxHp);
    while (target.woundsThisRound < due) {
        target.woundsThisRound++;
        if (subdual) {
            addFatigue(ctx, target, SUBDUAL_FATIGUE, 'subdual damage instead of a vital wound', attacker?.side);
            continue;
        }
        vitalWound(ctx, target, attacker?.side);
        if (target.status === 'dead') return;
    }
}

/** What stops environmental damage, as the damage line says it (§Environmental Damage: the resistance stays as it was). */
const NOT_USED_UP = 'damage resistance, which environmental damage does not use up';

/** The stat lookup of a roll that names no stat (or whose stats are already numbers): never asked. */
export const NO_STAT = (): number => 0;

/** The vital wound roll less `penalty`, made once per penalty (a fighter's wounds so far set it). */
const VITAL_ROLLS = new Map<number, DiceExpr>();
function vitalRoll(penalty: number): DiceExpr {
    let expr = VITAL_ROLLS.get(penalty);
    if (!expr) VITAL_ROLLS.set(penalty, (expr = { kind: 'binary', op: '-', left: VITAL_DIE, right: { kind: 'number', value: penalty } }));
    return expr;
}

/** Rolls a vital wound and applies the table's effect; `source` is the wounding side. */
function vitalWound(ctx: RoundContext<RiseFighter>, f: RiseFighter, source: string | undefined): void {
    const penalty = vitalRollPenalty(f.vitalWounds.length);
    const expr = vitalRoll(penalty);
    // The faces only when the log is kept: the same draws either way.
    const die = ctx.log.enabled ? rollExpr(expr, ctx.rng, NO_STAT) : undefined;
    const result = die ? die.total : rollTotal(expr, ctx.rng, NO_STAT);
    const before = f.status;
    f.vitalWounds.push(result);
    const effect = vitalEffect(result, ctx.round);
    if (effect.dies) f.status = 'dead';
    if (effect.knockOut) knockOut(f);
    // The soonest death a wound sets stands, and the log says so when this wound's clock is longer.
    const earlier = f.diesAtEndOfRound;
    let text = effect.text;
    if (effect.diesAtEndOfRound !== undefined) {
        f.diesAtEndOfRound = Math.min(earlier ?? effect.diesAtEndOfRound, effect.diesAtEndOfRound);
        if (earlier !== undefined && earlier < effect.diesAtEndOfRound) text += `; the earlier deadline, the end of round ${earlier}, stands`;
    }
    if (effect.defensePenalty) {
        f.woundDefensePenalty += effect.defensePenalty;
        if (source !== undefined) recordPhaseChange(f, source, 'defense', effect.defensePenalty);
    }
    if (effect.accuracyPenalty) {
        f.woundAccuracyPenalty += effect.accuracyPenalty;
        if (source !== undefined) recordPhaseChange(f, source, 'accuracy', effect.accuracyPenalty);
    }
    if (effect.speedPenalty) f.woundSpeedPenalty += effect.speedPenalty;
    if (effect.maxResistance === 'zero') f.maxResistance = 0;
    if (effect.maxResistance === 'halved') f.maxResistance = Math.floor(f.maxResistance / 2);
    if (effect.maxResistance) f.resistance = Math.min(f.resistance, f.maxResistance);
    if (die) ctx.log.add({ kind: 'wound', who: f.id, rolls: [recordRoll(`1d10 − ${penalty}`, die)], result, effect: text });
    if (f.status === before) return;
    ctx.log.add({ kind: 'defeated', who: f.id, how: f.status === 'dead' ? 'dies of a vital wound' : 'falls unconscious from a vital wound' });
}

function knockOut(f: RiseFighter): void {
    if (f.status === 'active') f.status = 'unconscious';
}

/**
 * Raises `f`'s fatigue by `levels`; a fatigue penalty of 5 or more knocks it out. `source` is the side
 * whose non-Swift action caused it this phase (other groups do not see it until the phase ends).
 */
export function addFatigue(ctx: RoundContext<RiseFighter>, f: RiseFighter, levels: number, reason: string, source?: string): void {
    f.fatigue += levels;
    if (source !== undefined) recordPhaseChange(f, source, 'fatigue', levels);
    ctx.log.add({ kind: 'resource', who: f.id, resource: 'fatigue', delta: levels, value: f.fatigue, reason });
    if (fatiguePenaltyOf(f) >= FATIGUE_KNOCKOUT && f.status === 'active') {
        knockOut(f);
        ctx.log.add({ kind: 'defeated', who: f.id, how: `falls unconscious from fatigue (penalty ${fatiguePenaltyOf(f)})` });
    }
}

/**
 * End of round: untreated wounds kill, a character's negative hit points reset to 0 (and the wound
 * thresholds), effects and durations expire; what it logs stands under `heading` (logged once).
 */
export function endRound(ctx: RoundContext<RiseFighter>, heading: () => void): void {
    for (let i = 0; i < ctx.fighters.length; i++) {
        const f = ctx.fighters[i];
        if (f.status === 'unconscious' && f.diesAtEndOfRound === ctx.round) {
            f.status = 'dead';
            heading();
            ctx.log.add({ kind: 'defeated', who: f.id, how: 'dies of an untreated vital wound at the end of the round' });
        }
        if (f.hp < 0 && !f.monster) {
            heading();
            ctx.log.add({ kind: 'note', text: `${f.id}'s hit points reset from ${f.hp} to 0 at the end of the round.` });
            f.hp = 0;
        }
        f.woundsThisRound = 0;
        f.phaseChanges = undefined;
        if (f.effects.length) f.effects = f.effects.filter(e => e.untilRound > ctx.round);
        if (f.conds.list.length)
            for (const c of f.conds.endRound()) {
                unmarkInflicted(f, c.name);
                heading();
                ctx.log.add({
                    kind: 'condition',
                    who: f.id,
                    condition: c.source ? `${c.name} by ${c.source}` : c.name,
                    gained: false,
                    note: 'its duration ran out',
                });
            }
    }
}
