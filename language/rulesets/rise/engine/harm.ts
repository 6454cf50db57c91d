/**
 * What damage does to a Rise combatant: damage resistance, hit points, vital wounds (characters) or
 * defeat at 0 (monsters), fatigue, and the end-of-round reset. Source: 003_66faa831a56df10d.txt
 * §Taking Damage, §Negative Hit Points, §Vital Wounds, §Vital Rolls, §Subdual Damage.
 */
import { rollExpr, type DiceExpr } from '../../../engine/dice.js';
import { type RollRecord, recordRoll } from '../../../engine/log.js';
import type { RoundContext } from '../../ruleset.js';
import { fatiguePenalty, type PhaseChange, type RiseFighter, type RiseOptions, recordPhaseChange } from './fighter.js';
import { parseTerm } from '../rules/dice-pools.js';

/** Rounds in a minute: a round is about six seconds (§Rounds). */
const ROUNDS_PER_MINUTE = 10;

const VITAL_DIE: DiceExpr = { kind: 'dice', term: parseTerm('1d10') };

/**
 * Deals `amount` damage to `target`: damage resistance absorbs first, then hit points. A monster at
 * 0 is defeated; a character below 0 takes the vital wounds due (§Negative Hit Points) — or, for
 * subdual damage, 3 fatigue levels for each instead (§Subdual Damage).
 */
export function applyDamage(
    ctx: RoundContext<RiseFighter>,
    options: RiseOptions,
    attacker: RiseFighter,
    target: RiseFighter,
    amount: number,
    record: RollRecord | undefined,
    note: string | undefined,
    subdual: boolean,
): void {
    const absorbed = Math.min(target.resistance, amount);
    target.resistance -= absorbed;
    const hpLost = amount - absorbed;
    target.hp -= hpLost;
    const hp = target.hp;
    if (ctx.log.enabled)
        ctx.log.add(() => ({
            kind: 'damage',
            attacker: attacker.id,
            target: target.id,
            rolls: record ? [record] : [],
            amount,
            absorbed,
            hpLost,
            hp,
            maxHp: target.maxHp,
            note,
        }));
    if (target.monster) {
        if (target.hp <= 0 && target.status === 'active') {
            target.hp = Math.max(target.hp, 0);
            target.status = options.monstersAtZero;
            ctx.log.add({ kind: 'defeated', who: target.id, how: `drops to 0 hit points and is ${target.status}` });
        } else if (target.hp < 0) target.hp = 0;
        return;
    }
    if (target.hp >= 0) return;
    const due = 1 + Math.floor((-target.hp * 2) / target.maxHp);
    while (target.woundsThisRound < due) {
        target.woundsThisRound++;
        if (subdual) {
            addFatigue(ctx, target, 3, 'subdual damage instead of a vital wound', attacker.side);
            continue;
        }
        vitalWound(ctx, target, attacker.side);
        if (target.status === 'dead') return;
    }
}

/** Rolls a vital wound (d10 − 2 per wound already taken) and applies the table's effect; `source` is the wounding side. */
function vitalWound(ctx: RoundContext<RiseFighter>, f: RiseFighter, source: string): void {
    const penalty = 2 * f.vitalWounds.length;
    const die = rollExpr({ kind: 'binary', op: '-', left: VITAL_DIE, right: { kind: 'number', value: penalty } }, ctx.rng, () => 0);
    const result = die.total;
    const before = f.status;
    f.vitalWounds.push(result);
    const effect = applyVitalEffect(ctx, f, result, source);
    ctx.log.add(() => ({ kind: 'wound', who: f.id, rolls: [recordRoll(`1d10 − ${penalty}`, die)], result, effect }));
    if (f.status === before) return;
    ctx.log.add({ kind: 'defeated', who: f.id, how: f.status === 'dead' ? 'dies of a vital wound' : 'falls unconscious from a vital wound' });
}

/** Applies the Vital Wound Effects table's row for `result`; returns its words for the log. */
function applyVitalEffect(ctx: RoundContext<RiseFighter>, f: RiseFighter, result: number, source: string): string {
    const penalize = (field: Exclude<keyof PhaseChange, 'fatigue'>, amount: number) => {
        if (field === 'defense') f.woundDefensePenalty += amount;
        else f.woundAccuracyPenalty += amount;
        recordPhaseChange(f, source, field, amount);
    };
    if (result <= -6) {
        f.status = 'dead';
        return 'dies immediately';
    }
    if (result <= 0) {
        knockOut(f);
        // The soonest death a wound sets stands; a minute is ten rounds of six seconds (§Rounds).
        const dies = ctx.round + (result < 0 ? 1 : ROUNDS_PER_MINUTE);
        f.diesAtEndOfRound = Math.min(f.diesAtEndOfRound ?? dies, dies);
        if (result < 0) return 'unconscious; dies at the end of the next round unless treated';
        return `unconscious; dies after one minute (at the end of round ${dies}) unless treated`;
    }
    switch (result) {
        case 1:
            knockOut(f);
            return 'unconscious while below full hit points';
        case 2:
            return '−10 feet to speed';
        case 3:
            return '−5 feet to speed';
        case 4:
            penalize('defense', 2);
            return '−2 to all defenses';
        case 5:
            penalize('defense', 1);
            return '−1 to all defenses';
        case 6:
            f.maxResistance = 0;
            f.resistance = 0;
            return 'maximum damage resistance becomes 0';
        case 7:
            f.maxResistance = Math.floor(f.maxResistance / 2);
            f.resistance = Math.min(f.resistance, f.maxResistance);
            return 'maximum damage resistance is halved';
        case 8:
            penalize('accuracy', 2);
            return '−2 to accuracy';
        case 9:
            penalize('accuracy', 1);
            return '−1 to accuracy';
        default:
            return 'no extra effect';
    }
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
    if (fatiguePenalty(f) >= 5 && f.status === 'active') {
        knockOut(f);
        ctx.log.add({ kind: 'defeated', who: f.id, how: `falls unconscious from fatigue (penalty ${fatiguePenalty(f)})` });
    }
}

/** End of round: untreated wounds kill, negative hit points reset to 0 (and the wound thresholds), effects expire. */
export function endRound(ctx: RoundContext<RiseFighter>): void {
    for (const f of ctx.fighters) {
        if (f.status === 'unconscious' && f.diesAtEndOfRound === ctx.round) {
            f.status = 'dead';
            ctx.log.add({ kind: 'defeated', who: f.id, how: 'dies of an untreated vital wound at the end of the round' });
        }
        if (f.hp < 0) {
            ctx.log.add({ kind: 'note', text: `${f.id}'s hit points reset from ${f.hp} to 0 at the end of the round.` });
            f.hp = 0;
        }
        f.woundsThisRound = 0;
        f.phaseChanges = undefined;
        f.effects = f.effects.filter(e => e.untilRound > ctx.round);
    }
}
