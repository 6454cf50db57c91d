/**
 * Checks across a whole Paladins script: surprised combatants given round-1 lines, reactions that no
 * scripted attack or move can trigger, (checks/stamina.ts) STA accounting round by round, and
 * (checks/starting-hindrances.ts) lines the conditions a combatant starts with take away.
 * Source: 002_508f9552a4514e32.txt §Sequence, §Types, §Stamina Actions, §Attacks.
 */
import type { CombatantModel } from '../../../engine/model.js';
import type { Report, StaticEncounter, StaticTurn } from '../../ruleset.js';
import { noAttackRoll } from '../rules/attacks.js';
import { provokesOpportunityAttacks } from '../rules/movement.js';
import { economyOf } from '../rules/types.js';
import { accountStamina } from './stamina.js';
import { checkPaladinsStartingHindrances } from './starting-hindrances.js';

/** The script as the checks read it: who is on which side, each round's lines, who is surprised or plays by tactics. */
export interface Script {
    readonly enc: StaticEncounter;
    readonly sideOf: ReadonlyMap<string, string>;
    readonly modelOf: ReadonlyMap<string, CombatantModel>;
    turnOf(round: number, id: string): StaticTurn | undefined;
    surprised(round: number, id: string): boolean;
    /** Whether `id`'s side plays by tactics in rounds the script leaves it no line. */
    followsTactics(id: string): boolean;
}

/** Every check across the script: each line's reactions and surprise, then each combatant's STA. */
export function checkPaladinsScript(enc: StaticEncounter, report: Report): void {
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
        for (const turn of turns) {
            checkTriggers(script, round, turn, report);
            checkMedicine(script, turn, report);
        }
    }
    checkFleeing(enc, report);
    for (const instance of enc.instances) accountStamina(script, instance.id, report);
    checkPaladinsStartingHindrances(script, report);
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
            if (!theirs.actions.some(a => !a.isAttack && provokesOpportunityAttacks(a.action))) {
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

/** Medicine goes to an ally, never to a foe or to the medic itself (§Conditions: "medicine from an ally"). */
function checkMedicine(script: Script, turn: StaticTurn, report: Report): void {
    for (const action of turn.actions) {
        if (action.action !== 'medicine' || action.isAttack) continue;
        const target = action.targets[0];
        if (target === undefined) continue;
        const self = target === turn.actorId;
        if (self || script.sideOf.get(target) !== script.sideOf.get(turn.actorId))
            report({
                code: 'paladins-medicine-not-ally',
                severity: 'error',
                at: action.at,
                message: self
                    ? `${turn.actorId} cannot give itself medicine: the seed's medicine comes from an ally.`
                    : `${target} is not on ${turn.actorId}'s side: medicine is given to an ally.`,
            });
    }
}

/**
 * What a combatant is scripted to do after it flees (§Sequence step 5): once gone it takes no more
 * actions, that turn or later (a warning: the flee fails if it is immobilized, exposed or dropped as
 * it goes).
 */
function checkFleeing(enc: StaticEncounter, report: Report): void {
    const fled = new Map<string, number>();
    for (const round of [...enc.rounds.keys()].sort((a, b) => a - b)) {
        for (const turn of enc.rounds.get(round) ?? []) {
            let gone = fled.has(turn.actorId);
            for (const action of turn.actions) {
                if (gone && economyOf(action) !== 'free' && (economyOf(action) !== 'reaction' || (fled.get(turn.actorId) ?? round) < round))
                    report({
                        code: 'paladins-acts-after-fleeing',
                        severity: 'warning',
                        at: action.at,
                        message: `${turn.actorId} flees${fled.get(turn.actorId) === round ? ' earlier on this line' : ` in round ${fled.get(turn.actorId)}`}: if it gets away, ${action.action} never happens.`,
                    });
                if (!gone && action.action === 'flee' && !action.isAttack) {
                    fled.set(turn.actorId, round);
                    gone = true;
                }
            }
        }
    }
}

/** Whether `id`'s attack `name` deals damage instead of an attack (§Attacks: no attack roll). */
function isNoRoll(script: Script, id: string, name: string): boolean {
    return script.modelOf.get(id)?.attacks.some(a => a.name === name && noAttackRoll(a)) ?? false;
}
