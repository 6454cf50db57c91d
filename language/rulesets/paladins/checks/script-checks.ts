/**
 * Checks across a whole Paladins script: STA accounting round by round (an error when a stamina
 * action certainly cannot be paid, a warning when it depends on rolls), actions while certainly
 * exposed, stamina actions that a dazing attack may forbid, surprised combatants given round-1
 * lines, and reactions that no scripted attack or move can trigger.
 * Source: 002_508f9552a4514e32.txt §Sequence, §Types, §Stamina Actions, §Stamina Damage,
 * §Stamina Regeneration, §Conditions.
 *
 * STA is tracked as an interval [lo, hi]: hi assumes every roll and every uncertain event goes the
 * combatant's way (reactions not triggered, regeneration at its best), lo the opposite (every
 * scripted reaction paid at its worst before the turn, STA damage at its maximum, regeneration at
 * its least). Turn order is rolled, so events of the same round are placed wherever they hurt lo
 * most. A round without a line for the combatant (tactics) may spend up to a dodge.
 */
import { diceRange } from '../../../engine/dice.js';
import type { AttackModel, CombatantModel } from '../../../engine/model.js';
import type { Report, StaticEncounter, StaticTurn } from '../../ruleset.js';
import { economyOf } from '../checks.js';
import { attackFormula, defenseValue } from '../rules/attacks.js';
import { DODGE_COST, OPPORTUNITY_COST } from '../engine/reactions.js';
import { STAMINA_ACTION_COST } from '../engine/turn.js';

type Action = StaticTurn['actions'][number];

interface Script {
    readonly enc: StaticEncounter;
    readonly sideOf: ReadonlyMap<string, string>;
    readonly modelOf: ReadonlyMap<string, CombatantModel>;
    turnOf(round: number, id: string): StaticTurn | undefined;
    surprised(round: number, id: string): boolean;
    /** Whether `id`'s side plays by tactics in rounds the script leaves it no line. */
    followsTactics(id: string): boolean;
}

export function checkPaladinsEncounter(enc: StaticEncounter, report: Report): void {
    const sideOf = new Map(enc.instances.map(i => [i.id, i.side]));
    const modelOf = new Map(enc.instances.map(i => [i.id, i.model]));
    const surprisedSides = new Set(enc.surprised);
    const script: Script = {
        enc,
        sideOf,
        modelOf,
        turnOf: (round, id) => enc.rounds.get(round)?.find(t => t.actorId === id),
        surprised: (round, id) => round === 1 && surprisedSides.has(sideOf.get(id) ?? ''),
        // Without the tactics list (older callers) assume tactics may play any side.
        followsTactics: id => enc.tactics === undefined || enc.tactics.some(t => t.side === undefined || t.side === sideOf.get(id)),
    };
    for (const [round, turns] of enc.rounds) {
        for (const turn of turns) checkTriggers(script, round, turn, report);
    }
    for (const instance of enc.instances) accountStamina(script, instance.id, report);
}

/** Surprised actors in round 1, and reactions whose trigger the script never provides. */
function checkTriggers(script: Script, round: number, turn: StaticTurn, report: Report): void {
    if (script.surprised(round, turn.actorId) && turn.actions.length > 0) {
        report({
            code: 'paladins-surprised-turn',
            severity: 'warning',
            at: turn.actions[0].at,
            message: `${turn.actorId}'s side is surprised: it has no turn in round 1 and cannot react, so this line does nothing.`,
        });
    }
    for (const action of turn.actions) {
        if (economyOf(action) !== 'reaction') continue;
        const other = action.targets[0];
        if (!other) continue;
        if (script.sideOf.get(other) === script.sideOf.get(turn.actorId)) {
            report({
                code: 'paladins-reaction-ally',
                severity: 'warning',
                at: action.at,
                message: `${other} is on ${turn.actorId}'s own side; a ${action.action} answers a foe.`,
            });
            continue;
        }
        const theirs = script.turnOf(round, other);
        if (!theirs) continue; // the foe follows tactics: it may still attack or move
        if (action.action === 'opportunity_attack') {
            if (!theirs.actions.some(a => (a.action === 'move' || a.action === 'crawl') && !a.isAttack)) {
                report({
                    code: 'paladins-reaction-unmatched',
                    severity: 'warning',
                    at: action.at,
                    message: `${other} does not move in round ${round} (a shift provokes nothing), so this opportunity attack never happens.`,
                });
            }
        } else if (!theirs.actions.some(a => a.isAttack && a.targets.includes(turn.actorId) && !isNoRoll(script, other, a.action))) {
            // §Types: a reaction is "performed outside of a turn"; an opportunity attack on the reactor
            // comes during its own move, so it cannot be dodged or shielded. §Attacks: damage instead
            // of an attack is no attack, so nothing dodges or shields it.
            const onlyOpportunity = theirs.actions.some(a => a.action === 'opportunity_attack' && a.targets.includes(turn.actorId));
            const onlyNoRoll = theirs.actions.some(a => a.isAttack && a.targets.includes(turn.actorId));
            report({
                code: 'paladins-reaction-unmatched',
                severity: 'warning',
                at: action.at,
                message: onlyOpportunity
                    ? `${other}'s only scripted attack on ${turn.actorId} in round ${round} is an opportunity attack, provoked during ${turn.actorId}'s own turn, when it cannot react; this ${action.action} never happens.`
                    : onlyNoRoll
                      ? `${other}'s only scripted ability on ${turn.actorId} in round ${round} deals damage instead of an attack (no_attack_roll): there is no attack to ${action.action}, so this ${action.action} never happens.`
                      : `${other} makes no scripted attack on ${turn.actorId} in round ${round}, so this ${action.action} never happens.`,
            });
        }
    }
}

/** Whether `id`'s attack `name` deals damage instead of an attack (§Attacks: no attack roll). */
function isNoRoll(script: Script, id: string, name: string): boolean {
    return script.modelOf.get(id)?.attacks.some(a => a.name === name && a.tags.includes('no_attack_roll')) ?? false;
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
    if (action.action === 'dodge') return DODGE_COST;
    if (action.action === 'opportunity_attack') return OPPORTUNITY_COST;
    const attackerId = action.targets[0];
    const attacker = attackerId ? script.modelOf.get(attackerId) : undefined;
    if (!attacker) return 0;
    const scripted = attacksOn(script, round, turn.actorId).filter(a => a.attacker === attacker);
    const options = scripted.length > 0 ? scripted : attacker.attacks.map(attack => ({ attacker, attack, targets: 1 }));
    return Math.max(0, ...options.map(o => worstDamage(o.attacker, o.attack, o.targets, turn.actor)));
}

/** Whether a scripted foe's attack in this round or the one before may give `id` the condition. */
function mayGain(script: Script, round: number, id: string, condition: 'dazed' | 'exposed'): boolean {
    return [round - 1, round].some(r => attacksOn(script, r, id).some(a => a.attack.tags.includes(condition)));
}

const reactionName = (action: string) => (action === 'opportunity_attack' ? 'an opportunity attack' : `a ${action}`);

function accountStamina(script: Script, id: string, report: Report): void {
    const rounds = [...script.enc.rounds.keys()].filter(r => r >= 1 && script.turnOf(r, id)).sort((a, b) => a - b);
    const last = rounds.at(-1);
    const model = script.modelOf.get(id);
    if (last === undefined || !model) return;
    const max = model.stats.STA ?? 0;
    const end = model.stats.END ?? 0;
    const regen = { lo: Math.max(0, 1 + end), hi: Math.max(0, 4 + end) };
    let lo = max;
    let hi = max;
    let exposedThisTurn = false;
    for (let round = 1; round <= last; round++) {
        const turn = script.turnOf(round, id);
        const staDamage = attacksOn(script, round, id)
            .filter(a => a.attack.tags.includes('STA'))
            .reduce((sum, a) => sum + worstDamage(a.attacker, a.attack, a.targets, model), 0);
        // §Sequence: a surprised combatant takes no turn in round 1 and cannot react: it spends nothing
        // and regenerates nothing.
        if (script.surprised(round, id)) {
            lo -= staDamage;
            continue;
        }
        if (!turn) {
            // A round without a line: tactics may spend up to a dodge; without tactics nothing is spent.
            lo -= (script.followsTactics(id) ? DODGE_COST : 0) + staDamage;
            hi = Math.min(max, hi + regen.hi);
            exposedThisTurn = false;
            continue;
        }
        const reactions = turn.actions.filter(a => economyOf(a) === 'reaction');
        const startLo = lo - staDamage;
        let tlo = startLo - Math.max(0, ...reactions.map(a => reactionWorst(script, round, turn, a)));
        let thi = hi;
        let moves = 0;
        let attacks = 0;
        let spent = false;
        let drained = false;
        let warnedExposed = false;
        for (const action of turn.actions) {
            const economy = economyOf(action);
            if (economy !== 'standard' && economy !== 'move') continue;
            if (exposedThisTurn || drained) {
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
            const stamina = economy === 'standard' ? attacks++ >= 1 : ++moves === 2;
            if (economy === 'move' && moves > 2) continue; // reported by the turn check
            if (!stamina) continue;
            const what = economy === 'move' ? 'an extra move' : 'an extra attack';
            if (mayGain(script, round, id, 'dazed')) {
                report({
                    code: 'paladins-may-be-dazed',
                    severity: 'warning',
                    at: action.at,
                    message: `A scripted attack may leave ${id} dazed before this turn; a dazed combatant cannot take ${what} (a stamina action).`,
                });
            }
            if (thi < STAMINA_ACTION_COST) {
                report({
                    code: 'paladins-stamina-short',
                    severity: 'error',
                    at: action.at,
                    message: `${id} cannot pay for ${what} in round ${round}: it costs ${STAMINA_ACTION_COST} STA and ${id} has at most ${Math.max(thi, 0)} by then (maximum ${max}).`,
                });
                continue;
            }
            if (tlo < STAMINA_ACTION_COST) {
                report({
                    code: 'paladins-stamina-may-run-short',
                    severity: 'warning',
                    at: action.at,
                    message: `${id} may be short of STA for ${what} in round ${round}: it will have between ${Math.max(tlo, 0)} and ${thi} (it costs ${STAMINA_ACTION_COST}), depending on rolls and reactions.`,
                });
            }
            tlo -= STAMINA_ACTION_COST;
            thi -= STAMINA_ACTION_COST;
            spent = true;
            if (thi <= 0) drained = true;
        }
        // End of turn: regeneration (only if nothing was spent), rest, recovery from a drain.
        let endLo = tlo;
        let endHi = thi;
        if (!spent) {
            endHi += regen.hi;
            if (reactions.length === 0) endLo += regen.lo;
        }
        if (turn.actions.some(a => a.action === 'rest')) {
            endLo += 2;
            endHi += 8;
        }
        if (exposedThisTurn) {
            endLo += Math.max(0, 1 + end);
            endHi += Math.max(0, 8 + end);
        }
        endHi = Math.min(max, endHi);
        endLo = Math.min(endLo, endHi);
        for (const action of reactions) {
            const cost = action.action === 'dodge' ? DODGE_COST : action.action === 'opportunity_attack' ? OPPORTUNITY_COST : 0;
            if (cost === 0) continue;
            const best = Math.max(hi, endHi);
            const worst = Math.min(startLo, tlo + (action === reactions[0] ? reactionWorst(script, round, turn, action) : 0));
            if (best < cost) {
                report({
                    code: 'paladins-stamina-short',
                    severity: 'error',
                    at: action.at,
                    message: `${id} cannot pay for ${reactionName(action.action)} in round ${round}: it costs ${cost} STA and ${id} has at most ${Math.max(best, 0)}.`,
                });
            } else if (worst < cost) {
                report({
                    code: 'paladins-stamina-may-run-short',
                    severity: 'warning',
                    at: action.at,
                    message: `${id} may be short of STA for ${reactionName(action.action)} in round ${round} (it costs ${cost}), depending on rolls and when the attack comes.`,
                });
            }
        }
        exposedThisTurn = drained;
        lo = endLo;
        hi = endHi;
    }
}
