/**
 * Static checks beyond the schema, each a coded diagnostic (`rpgstuck-…`) and never a crash: crit
 * ranges that make no sense, negative temp HP, unusable damage formulas, and across the script the
 * action economy, reactions, grapples, Multiattack counts, cooldowns and called shots.
 * Source: 000_7e14385943d7d1e7.txt §Critical Hits, Percentages, Nat 20s, Nat 1s; §Hit Points and
 * Stats; §Called Shots and Anatomy; §Terms and Things to Know; §Grappling with Grappling.
 */
import type { CombatantModel } from '../../engine/model.js';
import type { Report, StaticAttack, StaticCombatant, StaticEncounter, StaticTurn } from '../ruleset.js';
import { calledShotBarred, findPart } from './anatomy.js';
import { MAX_CRIT_RANGE } from './attack-roll.js';
import { rungIndex } from './ladder.js';
import { resolveDamage } from './resolve.js';
import { hasFreeHand } from './grapple.js';
import { cooldownReady, REACTIONS_PER_ROUND, slotOf, spendSlot, turnSlots } from './economy.js';
import { LISTED_PARTS } from './vocabulary.js';

export function checkRpgCombatant(c: StaticCombatant, report: Report): void {
    for (const s of c.own) {
        if (s.name === 'crit_range' && s.value > MAX_CRIT_RANGE) {
            report({
                code: 'rpgstuck-crit-range',
                severity: 'error',
                at: s.at,
                message: `Crit range +${s.value} would crit on a d20 roll below 2; a nat 1 never crits, so +${MAX_CRIT_RANGE} (crit on 2–20) is the most that means anything.`,
                fix: { title: `Use +${MAX_CRIT_RANGE}`, newText: String(MAX_CRIT_RANGE) },
            });
        }
        if (s.name === 'temp_hp' && s.value < 0) {
            report({
                code: 'rpgstuck-temp-hp-negative',
                severity: 'error',
                at: s.at,
                message: `Temporary HP cannot be negative (${s.value}).`,
                fix: { title: 'Use 0', newText: '0' },
            });
        }
    }
    const hp = c.own.find(s => s.name === 'hp');
    if (hp && hp.value > c.model.stats.max_hp) {
        report({
            code: 'rpgstuck-hp-over-max',
            severity: 'warning',
            at: hp.at,
            message: `hp ${hp.value} is above max_hp ${c.model.stats.max_hp}; the fight starts at max_hp.`,
        });
    }
}

export function checkRpgAttack(attack: StaticAttack, owner: CombatantModel, report: Report): void {
    const at = attack.at ?? attack.diceAt;
    const total = (owner.stats.crit_range ?? 0) + (attack.model.stats.crit_range ?? 0);
    if (total > MAX_CRIT_RANGE && (owner.stats.crit_range ?? 0) <= MAX_CRIT_RANGE) {
        report({
            code: 'rpgstuck-crit-range',
            severity: 'error',
            at,
            message: `${attack.model.name}: crit range +${total} in all is more than +${MAX_CRIT_RANGE} (crit on 2–20).`,
        });
    }
    const roll = resolveDamage(attack.model.damage, owner.stats);
    if (typeof roll === 'string') {
        report({ code: 'rpgstuck-damage-formula', severity: 'error', at: attack.diceAt ?? at, message: `${attack.model.name}: ${roll}.` });
        return;
    }
    const steps = roll.increments + (attack.model.stats.steps ?? 0);
    if (steps !== 0 && roll.base && rungIndex(roll.base.count, roll.base.sides) < 0) {
        report({
            code: 'rpgstuck-off-ladder',
            severity: 'warning',
            at: attack.diceAt ?? at,
            message: `${roll.base.count}d${roll.base.sides} is not on a die-size ladder (d2 d3 d4 d6 d8 d10 d12): its die steps are ignored.`,
        });
    }
}

/** Script checks, turn by turn (an actor's lines in one round are one turn). */
export function checkRpgEncounter(encounter: StaticEncounter, report: Report): void {
    const models = new Map(encounter.instances.map(i => [i.id, i.model]));
    const lastUsed = new Map<string, number>();
    for (const round of [...encounter.rounds.keys()].sort((a, b) => a - b)) {
        const byActor = new Map<string, StaticTurn[]>();
        for (const t of encounter.rounds.get(round) ?? []) byActor.set(t.actorId, [...(byActor.get(t.actorId) ?? []), t]);
        for (const [actorId, turns] of byActor) checkTurnActions(turns, round, actorId, models, lastUsed, report);
    }
}

function checkTurnActions(
    turns: readonly StaticTurn[],
    round: number,
    actorId: string,
    models: ReadonlyMap<string, CombatantModel>,
    lastUsed: Map<string, number>,
    report: Report,
): void {
    const actor = turns[0].actor;
    // The script cannot know whether the actor will be Dazed by then: the engine skips a Dazed
    // combatant's minor action with the same rule (economy.ts), and says so in the log.
    const left = turnSlots(false);
    let reactions = 0;
    for (const a of turns.flatMap(t => t.actions)) {
        const slot = slotOf(a);
        if (slot === 'reaction' && ++reactions > REACTIONS_PER_ROUND) {
            report({
                code: 'rpgstuck-reaction-twice',
                severity: 'error',
                at: a.at,
                message: `${actorId} already used its reaction in round ${round}: one reaction per round.`,
            });
        } else if (!spendSlot(left, slot)) {
            report({
                code: 'rpgstuck-economy',
                severity: 'error',
                at: a.at,
                message: `${a.action} needs ${actorId}'s ${slot} action, already used this turn (one major, one minor, one move per turn).`,
            });
        }
        if (a.action === 'block' && !actor.tags.includes('shieldkind')) {
            report({
                code: 'rpgstuck-block-without-shield',
                severity: 'warning',
                at: a.at,
                message: `Block is the Shieldkind reaction; ${actorId} has no \`shieldkind\` tag and will not block.`,
            });
        }
        if (a.action === 'grapple' && !hasFreeHand(actor.stats.free_hands ?? 1)) {
            report({
                code: 'rpgstuck-no-free-hand',
                severity: 'error',
                at: a.at,
                message: `${actorId} has no free hand (free_hands 0): grappling needs at least one.`,
            });
        }
        if (!a.isAttack) continue;
        const attack = actor.attacks.find(x => x.name === a.action);
        if (!attack) continue;
        const x = attack.stats.multiattack ?? 1;
        if (x > 1 && a.targets.length !== 1 && a.targets.length !== x) {
            report({
                code: 'rpgstuck-multiattack-count',
                severity: 'error',
                at: a.at,
                message: `${attack.name} is Multiattack (${x}): name one target for all ${x} rolls or exactly ${x} targets, not ${a.targets.length}.`,
            });
        }
        const cooldown = attack.stats.cooldown ?? 0;
        const key = `${actorId}:${attack.name}`;
        const last = lastUsed.get(key);
        if (cooldown && last !== undefined && !cooldownReady(last, round, cooldown)) {
            report({
                code: 'rpgstuck-cooldown',
                severity: 'error',
                at: a.at,
                message: `${attack.name} has Cooldown (${cooldown}): used in round ${last}, ready again in round ${last + cooldown + 1}.`,
            });
        }
        lastUsed.set(key, round);
        const parts = Object.entries(a.parts ?? {});
        if (parts.length === 0 && a.modifiers.includes('trade')) {
            report({
                code: 'rpgstuck-trade-without-part',
                severity: 'warning',
                at: a.at,
                message: '`trade` only matters on a called shot (`-> Target.part`).',
            });
        }
        for (const [targetId, partName] of parts) {
            const why = calledShotBarred(attack.tags);
            if (why) {
                report({
                    code: 'rpgstuck-called-shot-forbidden',
                    severity: 'error',
                    at: a.at,
                    message: `${attack.name} cannot make a called shot: ${why}.`,
                });
                continue;
            }
            const part = findPart(partName);
            if (!part) continue; // the shared `unknown-body-part` reports it, with a fix
            const target = models.get(targetId);
            if (target && LISTED_PARTS.has(part.name) && target.stats[part.name] === undefined) {
                report({
                    code: 'rpgstuck-part-missing',
                    severity: 'error',
                    at: a.at,
                    message: `${target.name} has no ${part.name} listed in its \`parts { }\`${part.secret ? ' (a secret part must be located — listed — first)' : ''}.`,
                });
            }
            if (part.psionicOnly && !attack.tags.includes('psionic')) {
                report({
                    code: 'rpgstuck-psionic-only',
                    severity: 'error',
                    at: a.at,
                    message: `Only psionic attacks can target the ${part.name}; ${attack.name} has no \`psionic\` tag.`,
                });
            }
        }
    }
}
