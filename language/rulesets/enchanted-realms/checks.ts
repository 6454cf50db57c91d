/**
 * Static checks beyond the schema: the pool cap, crits on ranged weapons, sneak attacks' limits,
 * the reaction economy across a script, splits larger than the pool, shoves on targets too big.
 * Every problem is a coded diagnostic (codes in rules/checked.ts, ER_CODES). Seed:
 * 001_66230f9a082df360.txt §The Attack, §Critical Hits, §Sneak Attacks, §Defending,
 * §Shoving and Tripping.
 */
import type { AttackModel, CombatantModel } from '../../engine/model.js';
import type { Anchor, Report, StaticAttack, StaticEncounter, StaticTurn } from '../ruleset.js';
import { isRanged, poolOf, sneakWeapon } from './engine/fighter.js';
import { ER_CODES } from './rules/checked.js';
import { critsAllowed } from './rules/critical-hits.js';
import { defendingBlocksReactions, type ReactionState, takeDefend, takeReaction } from './rules/defending.js';
import { shoveModifiers } from './rules/shoving-and-tripping.js';
import { sneakAttackDice } from './rules/sneak-attacks.js';
import { attackPool } from './rules/the-attack.js';

/** The resolved attack (dice counts from skills filled in) of `owner` by name. */
const resolved = (owner: CombatantModel, name: string | undefined): AttackModel | undefined => owner.attacks.find(a => a.name === name);

export function checkErAttack(attack: StaticAttack, owner: CombatantModel, report: Report): void {
    const model = resolved(owner, attack.model.name) ?? attack.model;
    const at: Anchor = attack.at;
    const pool = model.roll ? attackPool(poolOf(model), model.tags.includes('exceeds_cap')) : undefined;
    if (pool && !pool.ok) {
        const untrained = pool.diagnostic.code === ER_CODES.untrained;
        report({
            code: pool.diagnostic.code,
            severity: untrained ? 'warning' : 'error',
            at,
            message: untrained
                ? `${model.name} has no attack dice: its skills grant none (an untrained fighter cannot attack unless the option untrained_attacks is two_keep_lower).`
                : `${model.name}: ${pool.diagnostic.message} (tag it exceeds_cap if a rule lets it go beyond).`,
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
            const sneak = sneakAttackDice(poolOf(weapon), {
                weapon: sneakWeapon(weapon),
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
                if (action.action === 'defend') {
                    const defended = takeDefend(state, round);
                    if (defended.ok) state = defended.value;
                    else
                        report({
                            code: defended.diagnostic.code,
                            severity: 'error',
                            at: action.at,
                            message: `${turn.actorId} already reacts in round ${round}: ${defended.diagnostic.message}.`,
                        });
                }
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
