/**
 * Rise attack resolution: the exploding d10 against a defense, the outcome by margin, charge and
 * offhand strikes, desperate exertion, subdual strikes, and one damage roll shared by every target
 * of a strike. Source: 003_66faa831a56df10d.txt §Attack Rolls, §Glancing Blows, §Exploding Attacks,
 * §Critical Hits, §Secondary Strike Targets, §Charge, §Offhand Strike, §Desperate Exertion,
 * §Subdual Damage, §Awareness and Surprise.
 */
import { formatExpr, formatTerm, rollExpr, rollTerm, rollTotal, termTotal, type DiceTerm, type TermRoll } from '../../../engine/dice.js';
import { type RollRecord, recordRoll, recordTerm } from '../../../engine/log.js';
import type { AttackModel, PlannedAction } from '../../../engine/model.js';
import type { RoundContext } from '../../ruleset.js';
import { accuracyOf, defenseOf, type RiseFighter, type RiseOptions, statOf } from './fighter.js';
import { cachedPool, ladderNote } from './pools.js';
import { parseTerm } from '../rules/dice-pools.js';
import { addFatigue, applyDamage } from './harm.js';

/** The attack die: a d10 that explodes on 10 (§Attack Rolls, §Exploding Attacks). */
const ATTACK_TERM: DiceTerm = parseTerm('1d10!');

/** The defense penalty of a target unaware of the attack (§Awareness and Surprise). */
const UNAWARE_PENALTY = 5;

/**
 * The Armor and Reflex penalty of a target partially unaware of the attack. The seed names the state
 * (§Awareness and Surprise) without its number; −2 is the Rise core book's (an assumption, in the doc).
 */
const PARTIALLY_UNAWARE_PENALTY = 2;

/**
 * The Armor and Reflex penalty the GM writes on an attack: `with unaware` (−5) or `with
 * partially_unaware` (−2); 0 when neither is written. Source: §Awareness and Surprise.
 */
export function writtenUnawareness(modifiers: readonly string[]): number {
    if (modifiers.includes('unaware')) return UNAWARE_PENALTY;
    if (modifiers.includes('partially_unaware')) return PARTIALLY_UNAWARE_PENALTY;
    return 0;
}

/** The outcome ids of RISE_OUTCOMES (schema.ts). */
export type RiseOutcome = 'critical' | 'hit' | 'glance' | 'miss';

/** Hit, glance, critical or miss from how far the attack beat (or missed) the defense. */
export function outcomeOf(margin: number): RiseOutcome {
    if (margin >= 10) return 'critical';
    if (margin >= 0) return 'hit';
    if (margin >= -2) return 'glance';
    return 'miss';
}

/**
 * Whether `action` with `attack` is a strike (§Strikes): a weapon attack, a charge's or an offhand
 * strike — not a spell (a `magical` attack).
 */
export function isStrike(action: { readonly action: string; readonly isAttack: boolean }, attack: AttackModel): boolean {
    if (attack.tags.includes('magical')) return false;
    return action.isAttack || action.action === 'charge' || action.action === 'offhand_strike';
}

/** Probability that d10 (exploding on 10) + `edge` ≥ 0, i.e. a hit when edge = accuracy − defense. */
export function hitChance(edge: number): number {
    // Tactics ask this for every attack of every fighter every round: the integer edges a stat block
    // can reach are worked out once.
    if (Number.isInteger(edge) && edge >= -HIT_TABLE_REACH && edge <= HIT_TABLE_REACH) return HIT_TABLE[edge + HIT_TABLE_REACH];
    return exactHitChance(edge);
}

/** P(roll >= need) for an exploding d10: faces 1..9 once; a 10 adds another exploding d10. */
function exactHitChance(edge: number): number {
    const atLeast = (need: number, depth: number): number => {
        if (need <= 1) return 1;
        if (depth > 8) return 0;
        const direct = Math.max(0, Math.min(9, 10 - need)) / 10; // faces need..9
        return direct + 0.1 * atLeast(need - 10, depth + 1);
    };
    return atLeast(-edge, 0);
}

const HIT_TABLE_REACH = 200;
const HIT_TABLE = Array.from({ length: 2 * HIT_TABLE_REACH + 1 }, (_, i) => exactHitChance(i - HIT_TABLE_REACH));

/**
 * Resolves a strike (an attack, a charge or an offhand strike) by `f` in the action phase. Targets
 * that were already down when the phase began are skipped (logged as wasted). `struckWith` holds
 * the weapons `f` struck with earlier in the phase; the strike adds its own (§Offhand Strike).
 */
export function resolveStrike(
    ctx: RoundContext<RiseFighter>,
    options: RiseOptions,
    f: RiseFighter,
    action: PlannedAction,
    standingAtStart: ReadonlySet<string>,
    struckWith: AttackModel[],
): void {
    const attackName = action.isAttack ? action.action : action.weapon;
    const attack = f.model.attacks.find(a => a.name === attackName);
    if (!attack) {
        ctx.log.add({ kind: 'note', text: `${f.id} has no attack ${attackName ?? ''} for ${action.action}; the action is lost.` });
        return;
    }
    if (action.action === 'offhand_strike' && !struckWith.some(w => w !== attack)) {
        ctx.log.add({
            kind: 'note',
            text: `${f.id}'s offhand strike with ${attack.name} is lost: it needs a strike with a different weapon earlier in the phase.`,
        });
        return;
    }
    if (isStrike(action, attack) && !struckWith.includes(attack)) struckWith.push(attack);
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
    if (targets.length === 0) return;
    let accuracyBonus = 0;
    let addPower = true;
    if (action.action === 'charge') {
        ctx.log.add({
            kind: 'action',
            actor: f.id,
            action: 'charge',
            target: targets[0].id,
            text: `${f.id} charges ${targets[0].id} and strikes with ${attack.name}; −2 to defenses briefly afterwards.`,
        });
        // Not Swift: the penalty starts with the next phase and lasts to the end of next round.
        f.effects.push({ label: 'charge', amount: -2, fromRound: ctx.round + 1, fromPhase: 'movement', untilRound: ctx.round + 1 });
    } else if (action.action === 'offhand_strike') {
        // −2, and −1 for each non-Light weapon attacked with this phase, the offhand one included.
        accuracyBonus = -2 - struckWith.filter(w => !w.tags.includes('light')).length;
        addPower = false;
        ctx.log.add({
            kind: 'action',
            actor: f.id,
            action: 'offhand_strike',
            target: targets[0].id,
            text: `${f.id} makes an offhand strike with ${attack.name} (${accuracyBonus} accuracy, no power).`,
        });
    }
    // One attack roll and one damage roll serve every target of a strike (secondary targets).
    const accuracy = accuracyOf(f, attack, f.side) + accuracyBonus;
    let roll = attackDie(ctx);
    let damageRolls: Map<number, { total: number; record?: RollRecord }> | undefined;
    // §Subdual Damage: an attack whose damage is subdual deals it in full; only a strike the attacker
    // chooses to make subdual (`with subdual`) deals half.
    const chosenSubdual = action.modifiers.includes('subdual');
    const subdual = chosenSubdual || attack.tags.includes('subdual');
    const defenseName = attack.defense ?? 'armor';
    // §Desperate Exertion: the one attack roll is rerolled once, with +2, for every target — spent
    // when it fails to hit the primary (first) target.
    let exertionBonus = 0;
    let note: string | undefined;
    if (action.modifiers.includes('desperate_exertion')) {
        const total = roll.total + accuracy;
        const outcome = outcomeOf(total - defenseOf(targets[0], defenseName, ctx.round, 'action', f.side));
        if (outcome !== 'hit' && outcome !== 'critical') {
            const first = ctx.log.enabled ? `${formatAttackRoll(formatTerm(roll), accuracy)} = ${total}` : '';
            roll = attackDie(ctx);
            exertionBonus = 2;
            note = `desperate exertion: first roll ${first} rerolled with +2`;
        }
    }
    for (let i = 0; i < targets.length; i++) {
        const target = targets[i];
        // §Awareness and Surprise: −5 Armor and Reflex against an attack the target is unaware of;
        // once attacked it is aware of later attacks.
        // A `with unaware` / `with partially_unaware` the GM writes counts for every target of the
        // attack; against a surprised target the larger penalty applies (they do not add).
        const armorOrReflex = defenseName === 'armor' || defenseName === 'reflex';
        const penalty = armorOrReflex ? Math.max(target.unaware ? UNAWARE_PENALTY : 0, writtenUnawareness(action.modifiers)) : 0;
        target.unaware = false;
        const defense = defenseOf(target, defenseName, ctx.round, 'action', f.side) - penalty;
        const total = roll.total + accuracy + exertionBonus;
        const margin = total - defense;
        let outcome = outcomeOf(margin);
        // §Critical Hits: some creatures are not subject to critical hits — a critical is a plain hit.
        const immune = outcome === 'critical' && target.model.tags.includes('no_criticals');
        if (immune) outcome = 'hit';
        const multiplier = outcome === 'critical' ? 1 + Math.floor(margin / 10) : undefined;
        const shown = roll;
        if (ctx.log.enabled) {
            const why = [
                note,
                penalty > 0 ? `${penalty === UNAWARE_PENALTY ? 'unaware' : 'partially unaware'}: −${penalty} ${defenseName}` : '',
                immune ? 'not subject to critical hits' : '',
            ]
                .filter(Boolean)
                .join('; ');
            ctx.log.add(() => ({
                kind: 'attack',
                actor: f.id,
                attack: attack.name,
                target: target.id,
                rolls: [recordTerm(shown)],
                bonuses: [{ value: accuracy + exertionBonus }],
                total,
                versus: defenseName,
                defense,
                outcome,
                multiplier,
                note: why || undefined,
            }));
        }
        if (note && i === 0) addFatigue(ctx, f, 2, 'desperate exertion', f.side);
        if (outcome === 'miss' || !attack.damage) continue;
        const factor = outcome === 'critical' ? multiplier! : outcome === 'glance' ? 0 : 1;
        damageRolls ??= new Map();
        let damage = damageRolls.get(factor);
        if (!damage) {
            const pool = cachedPool(options, f, attack, factor, addPower);
            const stat = (name: string) => statOf(f, name);
            if (ctx.log.enabled) {
                const r = rollExpr(pool, ctx.rng, stat);
                damage = { total: Math.max(0, r.total), record: recordRoll(formatExpr(pool), r) };
            } else damage = { total: Math.max(0, rollTotal(pool, ctx.rng, stat)) };
            damageRolls.set(factor, damage);
        }
        const amount = chosenSubdual ? Math.floor(damage.total / 2) : damage.total;
        const label = outcome === 'glance' ? 'glancing blow: no dice' : outcome === 'critical' ? `critical ×${multiplier} dice` : undefined;
        const notes = ctx.log.enabled
            ? [ladderNote(options, f, attack), label, chosenSubdual ? 'subdual strike: half damage' : subdual ? 'subdual damage' : undefined]
                  .filter(Boolean)
                  .join('; ')
            : '';
        applyDamage(ctx, options, f, target, amount, damage.record, notes || undefined, subdual);
    }
}

/** The attack d10!, with its faces when the log is kept (the same draws either way). */
function attackDie(ctx: RoundContext<RiseFighter>): TermRoll {
    if (ctx.log.enabled) return rollTerm(ATTACK_TERM, ctx.rng);
    return { notation: ATTACK_TERM.notation, faces: [], total: termTotal(ATTACK_TERM, ctx.rng) };
}

function formatAttackRoll(dieText: string, accuracy: number): string {
    // The die's own text ends in "= N"; show the die, then the accuracy.
    const die = dieText.replace(/\s*=\s*-?\d+$/, '');
    return `${die} ${accuracy < 0 ? '−' : '+'} ${Math.abs(accuracy)}`;
}
