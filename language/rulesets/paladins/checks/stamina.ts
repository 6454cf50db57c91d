/**
 * STA accounting across a Paladins script, round by round, for one combatant: an error when a
 * stamina action or a reaction certainly cannot be paid, a warning when it depends on rolls; actions
 * while certainly exposed; and stamina actions that a dazing (or any action an exposing) attack of
 * the script may forbid. The rules are the engine's own (rules/): costs, regeneration, rest and the
 * recovery of a drained pool, read here as ranges.
 * Source: 002_508f9552a4514e32.txt §Types, §Stamina Actions, §Stamina Damage, §Stamina
 * Regeneration, §Conditions.
 *
 * STA is tracked as an interval [lo, hi]: hi assumes every roll and every uncertain event goes the
 * combatant's way (reactions not triggered, regeneration at its best), lo the opposite (every
 * scripted reaction paid at its worst before the turn, STA damage at its maximum, regeneration at
 * its least). Turn order is rolled, so events of the same round are placed wherever they hurt lo
 * most. A round without a line for the combatant (tactics) may spend up to a dodge.
 */
import { type DiceExpr, diceRange } from '../../../engine/dice.js';
import type { AttackModel, CombatantModel } from '../../../engine/model.js';
import type { Report, StaticTurn } from '../../ruleset.js';
import { defenseValue, poolOf } from '../rules/attacks.js';
import { attackFormula } from '../rules/dual-wielding.js';
import {
    DODGE_COST,
    isAttackAction,
    isStaminaAction,
    MAX_MOVES,
    reactionCost,
    STAMINA_ACTION_COST,
    standardActionNeeds,
} from '../rules/stamina-actions.js';
import { aftermathOf } from '../rules/inflicted.js';
import { DRAIN_RECOVERY, isDrained } from '../rules/stamina-damage.js';
import { STAMINA_REGENERATION } from '../rules/stamina-regeneration.js';
import { economyOf, REST_STA } from '../rules/types.js';
import type { Script } from './script-checks.js';

type Action = StaticTurn['actions'][number];

/** The least and the most STA a combatant can have at some point of the script. */
interface Bounds {
    readonly lo: number;
    readonly hi: number;
}

/** What one combatant's stat block makes of the STA rules: its maximum, and what each way of regaining gives at least and at most. */
interface StaminaRules {
    readonly max: number;
    readonly regeneration: Bounds;
    readonly rest: Bounds;
    readonly recovery: Bounds;
}

/** Accounts `id`'s STA over the rounds up to its last scripted line, reporting what it cannot (or may not) pay. */
export function accountStamina(script: Script, id: string, report: Report): void {
    const rounds = [...script.enc.rounds.keys()].filter(r => r >= 1 && script.turnOf(r, id)).sort((a, b) => a - b);
    const last = rounds.at(-1);
    const model = script.modelOf.get(id);
    if (last === undefined || !model) return;
    const rules = staminaRules(model);
    let bounds: Bounds = { lo: rules.max, hi: rules.max };
    let exposed = false;
    for (let round = 1; round <= last; round++) {
        const turn = script.turnOf(round, id);
        const staDamage = staDamageOn(script, round, id, model);
        // §Sequence: a surprised combatant takes no turn in round 1 and cannot react: it spends nothing
        // and regenerates nothing.
        if (script.surprised(round, id)) {
            bounds = { lo: bounds.lo - staDamage, hi: bounds.hi };
            continue;
        }
        if (!turn) {
            // A round without a line: tactics may spend up to a dodge; without tactics nothing is spent.
            bounds = {
                lo: bounds.lo - (script.followsTactics(id) ? DODGE_COST : 0) - staDamage,
                hi: Math.min(rules.max, bounds.hi + rules.regeneration.hi),
            };
            exposed = false;
            continue;
        }
        const played = scriptedRound(script, round, turn, rules, bounds, exposed, staDamage, report);
        bounds = played.bounds;
        // Drained by this turn's spending, or still at 0 or less at its end even at best (a recovery
        // that leaves the pool there drains it again, §Stamina Damage): exposed through the next turn.
        exposed = played.drained || isDrained(bounds.hi);
    }
}

/** The STA rules read as ranges for `model`'s stats. */
function staminaRules(model: CombatantModel): StaminaRules {
    const regained = (formula: DiceExpr): Bounds => {
        const r = diceRange(formula, name => model.stats[name] ?? 0);
        return { lo: Math.max(0, r.min), hi: Math.max(0, r.max) };
    };
    return { max: model.stats.STA ?? 0, regeneration: regained(STAMINA_REGENERATION), rest: regained(REST_STA), recovery: regained(DRAIN_RECOVERY) };
}

/**
 * One round with a scripted line: the reactions paid at their worst before the turn, the turn's
 * stamina actions, the end of the turn, then whether each reaction can be paid. @returns the bounds
 * after the turn and whether the turn certainly drained the pool (exposed through the next).
 */
function scriptedRound(
    script: Script,
    round: number,
    turn: StaticTurn,
    rules: StaminaRules,
    before: Bounds,
    exposed: boolean,
    staDamage: number,
    report: Report,
): { bounds: Bounds; drained: boolean } {
    const reactions = turn.actions.filter(a => economyOf(a) === 'reaction');
    const startLo = before.lo - staDamage;
    const start = { lo: startLo - Math.max(0, ...reactions.map(a => reactionWorst(script, round, turn, a))), hi: before.hi };
    const turnEnd = spendOnActions(script, round, turn, rules.max, start, exposed, report);
    const after = endOfTurn(turn, rules, turnEnd, reactions.length > 0, exposed);
    checkReactions(
        round,
        turn,
        reactions,
        Math.max(before.hi, after.hi),
        (action, i) => Math.min(startLo, turnEnd.lo + (i === 0 ? reactionWorst(script, round, turn, action) : 0)),
        report,
    );
    return { bounds: after, drained: turnEnd.drained };
}

/**
 * The turn's standard and move actions in order: refused while certainly exposed, warned when a
 * scripted attack may expose or daze first, and each stamina action paid (or reported short).
 */
function spendOnActions(
    script: Script,
    round: number,
    turn: StaticTurn,
    max: number,
    start: Bounds,
    exposed: boolean,
    report: Report,
): Bounds & { spent: boolean; drained: boolean } {
    const id = turn.actorId;
    let { lo, hi } = start;
    let moves = 0;
    let attacks = 0;
    let spent = false;
    let drained = false;
    let warnedExposed = false;
    for (const action of turn.actions) {
        const economy = economyOf(action);
        if (economy !== 'standard' && economy !== 'move') continue;
        if (exposed || drained) {
            report({
                code: 'paladins-exposed-action',
                severity: 'error',
                at: action.at,
                message: drained
                    ? `${id} spent its last STA earlier this turn and is exposed: only free actions remain.`
                    : `${id} certainly drained its STA in round ${round - 1}, so it is exposed for its whole turn in round ${round}: only free actions (or rest).`,
            });
            continue;
        }
        if (!warnedExposed && mayGain(script, round, id, 'exposed')) {
            warnedExposed = true;
            report({
                code: 'paladins-may-be-exposed',
                severity: 'warning',
                at: action.at,
                message: `A scripted attack may leave ${id} exposed before this turn; then it can take only free actions.`,
            });
        }
        if (economy === 'standard') {
            const attack = action.isAttack ? turn.actor.attacks.find(a => a.name === action.action) : undefined;
            const needs = standardActionNeeds(attacks++, isAttackAction(attack));
            if (needs !== 'stamina') continue; // the turn's own standard action, or refused (reported by the turn check)
        } else if (++moves > MAX_MOVES || !isStaminaAction(moves)) continue; // a third is reported by the turn check
        if (!payable(script, round, id, action, economy === 'move' ? 'an extra move' : 'an extra attack', max, { lo, hi }, report)) continue;
        lo -= STAMINA_ACTION_COST;
        hi -= STAMINA_ACTION_COST;
        spent = true;
        if (isDrained(hi)) drained = true;
    }
    return { lo, hi, spent, drained };
}

/** Whether a stamina action can be paid at all (else an error); a warning when it may be short, or dazed first. */
function payable(script: Script, round: number, id: string, action: Action, what: string, max: number, { lo, hi }: Bounds, report: Report): boolean {
    if (mayGain(script, round, id, 'dazed')) {
        report({
            code: 'paladins-may-be-dazed',
            severity: 'warning',
            at: action.at,
            message: `A scripted attack may leave ${id} dazed before this turn; a dazed combatant cannot take ${what} (a stamina action).`,
        });
    }
    if (hi < STAMINA_ACTION_COST) {
        report({
            code: 'paladins-stamina-short',
            severity: 'error',
            at: action.at,
            message: `${id} cannot pay for ${what} in round ${round}: it costs ${STAMINA_ACTION_COST} STA and ${id} has at most ${Math.max(hi, 0)} by then (maximum ${max}).`,
        });
        return false;
    }
    if (lo < STAMINA_ACTION_COST) {
        report({
            code: 'paladins-stamina-may-run-short',
            severity: 'warning',
            at: action.at,
            message: `${id} may be short of STA for ${what} in round ${round}: it will have between ${Math.max(lo, 0)} and ${hi} (it costs ${STAMINA_ACTION_COST}), depending on rolls and reactions.`,
        });
    }
    return true;
}

/** End of turn: regeneration (only if nothing was spent; at its least only without reactions), rest, recovery from a drain; capped at the maximum. */
function endOfTurn(turn: StaticTurn, rules: StaminaRules, t: Bounds & { spent: boolean }, reacts: boolean, exposed: boolean): Bounds {
    let lo = t.lo;
    let hi = t.hi;
    if (!t.spent) {
        hi += rules.regeneration.hi;
        if (!reacts) lo += rules.regeneration.lo;
    }
    if (turn.actions.some(a => a.action === 'rest')) {
        lo += rules.rest.lo;
        hi += rules.rest.hi;
    }
    if (exposed) {
        lo += rules.recovery.lo;
        hi += rules.recovery.hi;
    }
    hi = Math.min(rules.max, hi);
    return { lo: Math.min(lo, hi), hi };
}

/** Each reaction with a fixed cost against the STA it may have when the attack comes: `best` at most, `worstOf` at least. */
function checkReactions(
    round: number,
    turn: StaticTurn,
    reactions: readonly Action[],
    best: number,
    worstOf: (action: Action, index: number) => number,
    report: Report,
): void {
    const id = turn.actorId;
    reactions.forEach((action, i) => {
        const cost = reactionCost(action.action);
        if (cost === undefined) return;
        const name = action.action === 'opportunity_attack' ? 'an opportunity attack' : `a ${action.action}`;
        if (best < cost) {
            report({
                code: 'paladins-stamina-short',
                severity: 'error',
                at: action.at,
                message: `${id} cannot pay for ${name} in round ${round}: it costs ${cost} STA and ${id} has at most ${Math.max(best, 0)}.`,
            });
        } else if (worstOf(action, i) < cost) {
            report({
                code: 'paladins-stamina-may-run-short',
                severity: 'warning',
                at: action.at,
                message: `${id} may be short of STA for ${name} in round ${round} (it costs ${cost}), depending on rolls and when the attack comes.`,
            });
        }
    });
}

/** Scripted attacks on `id` in `round`: attacker, attack and its number of targets. */
function attacksOn(script: Script, round: number, id: string): { attacker: CombatantModel; attack: AttackModel; targets: number }[] {
    const out: { attacker: CombatantModel; attack: AttackModel; targets: number }[] = [];
    for (const turn of script.enc.rounds.get(round) ?? []) {
        if (script.surprised(round, turn.actorId)) continue; // it loses the round: no attack, no reaction
        for (const a of turn.actions) {
            const name = a.isAttack ? a.action : a.action === 'opportunity_attack' ? a.weapon : undefined;
            const attack = name ? turn.actor.attacks.find(x => x.name === name) : undefined;
            if (attack && a.targets.includes(id)) out.push({ attacker: turn.actor, attack, targets: a.targets.length });
        }
    }
    return out;
}

/** The most STA damage the script's attacks tagged STA can deal `id` in `round`. */
function staDamageOn(script: Script, round: number, id: string, model: CombatantModel): number {
    return attacksOn(script, round, id)
        .filter(a => poolOf(a.attack) === 'STA')
        .reduce((sum, a) => sum + worstDamage(a.attacker, a.attack, a.targets, model), 0);
}

/** The most damage `attack` can deal to `target` (0 when it cannot be computed). */
function worstDamage(attacker: CombatantModel, attack: AttackModel, targets: number, target: CombatantModel): number {
    const formula = attackFormula(attack, targets);
    if (!formula) return 0;
    try {
        return Math.max(0, diceRange(formula, name => attacker.stats[name] ?? 0).max - defenseValue(attack, name => target.stats[name] ?? 0));
    } catch {
        return 0;
    }
}

/** The worst STA a reaction can cost: 6 for a dodge, 3 for an opportunity attack, the worst damage for a shield. */
function reactionWorst(script: Script, round: number, turn: StaticTurn, action: Action): number {
    const cost = reactionCost(action.action);
    if (cost !== undefined) return cost;
    const attackerId = action.targets[0];
    const attacker = attackerId ? script.modelOf.get(attackerId) : undefined;
    if (!attacker) return 0;
    const scripted = attacksOn(script, round, turn.actorId).filter(a => a.attacker === attacker);
    const options = scripted.length > 0 ? scripted : attacker.attacks.map(attack => ({ attacker, attack, targets: 1 }));
    return Math.max(0, ...options.map(o => worstDamage(o.attacker, o.attack, o.targets, turn.actor)));
}

/** Whether a scripted foe's attack in this round or the one before may give `id` the condition. */
function mayGain(script: Script, round: number, id: string, condition: 'dazed' | 'exposed'): boolean {
    return [round - 1, round].some(r => attacksOn(script, r, id).some(a => aftermathOf(a.attack).inflicts.some(c => c.name === condition)));
}
