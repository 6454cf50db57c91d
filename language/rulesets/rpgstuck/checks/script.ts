/**
 * Checks of an encounter's script, turn by turn (an actor's lines in one round are one turn): the
 * action economy and the reaction (the rule the engine plays, from rules/terms-and-things-to-know.ts),
 * aim dice off the size ladder, Block without Shieldkind, grappling without a free hand, Multiattack counts, Cooldown (X), and
 * called shots (barred attacks, parts the target does not list, psionic-only parts).
 * Source: 000_7e14385943d7d1e7.txt §Terms and Things to Know; §Aim and Block Dice; §Grappling with
 * Grappling; §Called Shots and Anatomy.
 */
import type { AttackModel, CombatantModel } from '../../../engine/model.js';
import type { Issue, Report, StaticEncounter, StaticTurn } from '../../ruleset.js';
import { aimDieOf } from '../rules/aim-and-block-dice.js';
import { calledShotBarred, findPart } from '../rules/called-shots-and-anatomy.js';
import { offLadderBase, resolveDamage } from '../rules/damage-dice.js';
import { hasFreeHand } from '../rules/grappling-with-grappling.js';
import { cooldownReady, REACTIONS_PER_ROUND, slotOf, spendSlot, turnSlots } from '../rules/terms-and-things-to-know.js';
import { LISTED_PARTS } from '../schema/stats.js';

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

type ScriptAction = StaticTurn['actions'][number];

/** One actor's turn: the economy and the reaction, Block and grapple, then each attack line. */
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
    // combatant's minor action with the same rule, and says so in the log.
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
        for (const value of a.modifierValueLists?.aim ?? []) {
            if (aimDieOf(value).length === 0) {
                report({
                    code: 'rpgstuck-aim-die',
                    severity: 'error',
                    at: a.at,
                    message: `An aim die is one die of the size ladder — d2 d3 d4 d6 d8 d10, or d12 2d8 2d10 2d12 (a d10 and +1 … +4) — not ${value}.`,
                });
            }
        }
        const attack = a.isAttack ? actor.attacks.find(x => x.name === a.action) : undefined;
        if (!attack) continue;
        checkAttackUse(a, actor, attack, round, `${actorId}:${attack.name}`, lastUsed, report);
        checkCalledShots(a, attack, models, report);
    }
}

/** Multiattack (X) names one target or X; Cooldown (X) has passed since the attack's last use; `with steps` moves a die on a ladder. */
function checkAttackUse(
    a: ScriptAction,
    actor: CombatantModel,
    attack: AttackModel,
    round: number,
    key: string,
    lastUsed: Map<string, number>,
    report: Report,
): void {
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
    const steps = Number(a.modifierValues?.steps ?? 0);
    const roll = steps ? resolveDamage(attack.damage, actor.stats) : undefined;
    const die = roll && typeof roll !== 'string' ? offLadderBase(roll, (attack.stats.steps ?? 0) + steps) : undefined;
    if (die) report(offLadder(die, a.at));
}

/** Called shots: not with a barred attack, only at parts the target lists, psi cores only by psionic attacks. */
function checkCalledShots(a: ScriptAction, attack: AttackModel, models: ReadonlyMap<string, CombatantModel>, report: Report): void {
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

/** The warning for die steps on a die no ladder holds (d5, d20): they are ignored. */
export function offLadder(die: string, at: unknown): Issue {
    return {
        code: 'rpgstuck-off-ladder',
        severity: 'warning',
        at,
        message: `${die} is not on a die-size ladder (d2 d3 d4 d6 d8 d10 d12): its die steps are ignored.`,
    };
}
