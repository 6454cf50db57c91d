/**
 * Static checks beyond the schema: the pool cap, crits on ranged weapons, sneak attacks' limits,
 * the reaction economy across a script, splits larger than the pool, shoves on targets too big.
 * Every problem is a coded diagnostic (codes in common.ts, ER_CODES). Seed:
 * 001_66230f9a082df360.txt §The Attack, §Critical Hits, §Sneak Attacks, §Defending,
 * §Shoving and Tripping.
 */
import { formatExpr } from '../../engine/dice-notation.js';
import type { AttackModel, CombatantModel } from '../../engine/model.js';
import type { Anchor, Report, StaticAttack, StaticEncounter, StaticTurn } from '../ruleset.js';
import { critsAllowed } from './critical.js';
import { ER_CODES } from './common.js';
import { defendingBlocksReactions, takeReaction, type ReactionState } from './economy.js';
import { isRanged, poolOf } from './engine/fighter.js';
import { shoveModifiers } from './grappling.js';
import { SKILL_DICE_CAP } from './scores.js';
import { sneakAttackDice } from './sneak.js';

/** The resolved attack (dice counts from skills filled in) of `owner` by name. */
const resolved = (owner: CombatantModel, name: string | undefined): AttackModel | undefined => owner.attacks.find(a => a.name === name);

export function checkErAttack(attack: StaticAttack, owner: CombatantModel, report: Report): void {
    const model = resolved(owner, attack.model.name) ?? attack.model;
    const at: Anchor = attack.at;
    const pool = poolOf(model);
    if (pool > SKILL_DICE_CAP && !model.tags.includes('exceeds_cap')) {
        report({
            code: ER_CODES.poolOverCap,
            severity: 'error',
            at,
            message: `${model.name} rolls ${pool} skill dice; combat skills give at most 5 (tag it exceeds_cap if a rule lets it go beyond).`,
        });
    }
    // The pool is plain d20s, one term (engine/fighter.ts `poolOf` reads its count and nothing else).
    if (model.roll && (model.roll.kind !== 'dice' || model.roll.term.sides !== 20 || model.roll.term.modifiers.length > 0)) {
        report({
            code: ER_CODES.poolDie,
            severity: 'error',
            at,
            message: `${model.name} rolls ${formatExpr(model.roll)}: an attack pool is plain d20s, one per combat skill (e.g. 'roll skills d20', 'roll 2d20').`,
        });
        return;
    }
    if (model.roll && pool === 0) {
        report({
            code: ER_CODES.untrained,
            severity: 'warning',
            at,
            message: `${model.name} has no attack dice: its skills grant none (an untrained fighter cannot attack).`,
        });
    }
    const crit = critsAllowed({ granted: model.tags.includes('crits'), ranged: isRanged(model), rangedGrant: model.tags.includes('ranged_crits') });
    if (!crit.ok)
        report({ code: crit.diagnostic.code, severity: 'error', at, message: `${model.name}: ${crit.diagnostic.message} (tag ranged_crits).` });
}

export function checkErTurn(turn: StaticTurn, report: Report): void {
    for (const action of turn.actions) {
        const weapon = resolved(turn.actor, action.isAttack ? action.action : action.weapon);
        if ((action.action === 'sneak_attack' || action.action === 'get_the_drop') && weapon) {
            const sneak = sneakAttackDice(0, {
                weapon: { ranged: isRanged(weapon), light: weapon.tags.includes('light'), reach: weapon.tags.includes('reach') },
                attackerDisadvantaged: action.modifiers.includes('disadvantage'),
            });
            if (!sneak.ok) report({ code: sneak.diagnostic.code, severity: 'error', at: action.at, message: sneak.diagnostic.message });
        }
        if (action.shares && weapon) {
            const asked = Object.values(action.shares).reduce((a, b) => a + b, 0);
            const pool = poolOf(weapon);
            if (asked > pool) {
                report({
                    code: ER_CODES.splitTooMany,
                    severity: 'error',
                    at: action.at,
                    message: `The split gives out ${asked} dice but ${weapon.name} has a pool of ${pool}.`,
                });
            }
        }
    }
}

const REACTIONS = new Set(['flee_attack', 'impale']);

/** Reactions over the whole script (one per round, none while defending) and shove sizes. */
export function checkErEncounter(encounter: StaticEncounter, report: Report): void {
    const models = new Map(encounter.instances.map(i => [i.id, i.model]));
    const states = new Map<string, ReactionState>();
    for (const round of [...encounter.rounds.keys()].sort((a, b) => a - b)) {
        for (const turn of encounter.rounds.get(round) ?? []) {
            for (const action of turn.actions) {
                let state = states.get(turn.actorId) ?? {};
                if (REACTIONS.has(action.action)) {
                    const taken = takeReaction(state, round);
                    if (!taken.ok) {
                        const message = defendingBlocksReactions(state, round)
                            ? `${turn.actorId} defends in round ${state.defendedRound}: no reactions that round or the next.`
                            : `${turn.actorId} already reacts in round ${round}: one reaction per round.`;
                        report({ code: taken.diagnostic.code, severity: 'error', at: action.at, message });
                    } else state = taken.value;
                }
                if (action.action === 'defend') state = { ...state, defendedRound: round };
                states.set(turn.actorId, state);
                if (action.action === 'shove' || action.action === 'trip') {
                    const victim = models.get(action.targets[0] ?? '');
                    if (!victim) continue;
                    const table = shoveModifiers({ size: turn.actor.stats.size ?? 3 }, { size: victim.stats.size ?? 3 });
                    if (!table.ok)
                        report({
                            code: table.diagnostic.code,
                            severity: 'error',
                            at: action.at,
                            message: `${action.targets[0]}: ${table.diagnostic.message}`,
                        });
                }
            }
        }
    }
}
