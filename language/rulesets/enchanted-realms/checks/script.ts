/**
 * Checks across a whole script: the reaction economy round after round, shoves on targets too big,
 * and the turns a surprised side never gets. Seed: 001_66230f9a082df360.txt §Defending,
 * §Shoving and Tripping, §Sneak Attacks (the unaware); public rules for surprise and for one
 * reaction per round.
 */
import type { Report, StaticEncounter } from '../../ruleset.js';
import { ER_CODES } from '../rules/checked.js';
import { type ReactionState, takeDefend, takeReaction } from '../rules/defending.js';
import { deliveryOf, isSpell } from '../engine/weapons.js';
import { slamReach } from '../rules/grappling.js';
import { checkSave } from './attacks.js';
import { shoveModifiers } from '../rules/shoving-and-tripping.js';

const REACTIONS = new Set(['flee_attack', 'impale', 'dodge', 'rebuff', 'deflect', 'resist']);

/** One reaction per round, none while defending, no defend after a reaction. */
export function checkReactions(encounter: StaticEncounter, report: Report): void {
    const states = new Map<string, ReactionState>();
    for (const [round, turns] of encounter.rounds) {
        for (const turn of turns) {
            for (const action of turn.actions) {
                let state = states.get(turn.actorId) ?? {};
                if (REACTIONS.has(action.action)) {
                    const taken = takeReaction(state, round);
                    if (!taken.ok)
                        report({
                            code: taken.diagnostic.code,
                            severity: 'error',
                            at: action.at,
                            message: `${turn.actorId} ${taken.diagnostic.message}.`,
                        });
                    else state = taken.value;
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
            }
        }
    }
}

/** A slam needs a grappler two sizes larger than its victim (the hold itself is the engine's to see). Seed §Grappling. */
export function checkSlams(encounter: StaticEncounter, report: Report): void {
    const models = new Map(encounter.instances.map(i => [i.id, i.model]));
    for (const turns of encounter.rounds.values())
        for (const turn of turns)
            for (const action of turn.actions) {
                const victim = action.action === 'slam' ? models.get(action.targets[0] ?? '') : undefined;
                const reach = victim && slamReach(turn.actor.stats.size ?? 3, victim.stats.size ?? 3);
                if (reach && !reach.ok)
                    report({
                        code: reach.diagnostic.code,
                        severity: 'error',
                        at: action.at,
                        message: `${turn.actorId} → ${action.targets[0]}: ${reach.diagnostic.message}.`,
                    });
            }
}

/** A shove or trip needs a target at most one size larger. */
export function checkShoves(encounter: StaticEncounter, report: Report): void {
    const models = new Map(encounter.instances.map(i => [i.id, i.model]));
    for (const turns of encounter.rounds.values()) {
        for (const turn of turns) {
            for (const action of turn.actions) {
                if (action.action !== 'shove' && action.action !== 'trip') continue;
                const victim = models.get(action.targets[0] ?? '');
                if (!victim) continue;
                const table = shoveModifiers({ size: turn.actor.stats.size }, { size: victim.stats.size });
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

/** A side caught by surprise loses its turn in round 1 (public surprise rule): its scripted round-1 actions never happen. */
export function checkSurprisedTurns(encounter: StaticEncounter, report: Report): void {
    const surprised = new Set(encounter.surprised);
    const sideOf = new Map(encounter.instances.map(i => [i.id, i.side]));
    for (const turn of encounter.rounds.get(1) ?? []) {
        const side = sideOf.get(turn.actorId);
        if (side === undefined || !surprised.has(side) || turn.actions.length === 0) continue;
        report({
            code: ER_CODES.surprisedTurn,
            severity: 'warning',
            at: turn.actions[0].at,
            message: `${turn.actorId}'s side ${side} is surprised: it loses its turn in round 1, so these actions never happen.`,
        });
    }
}

/**
 * Mind and Spirit points over the script: each spell that spends them whatever happens (all but touch
 * spells, which spend only once their touch lands) is added up per caster, in script order; a line
 * past what the caster has would not be cast (a warning: a spell refused earlier spends nothing).
 * Seed §Touch-based Effects.
 */
export function checkPoints(encounter: StaticEncounter, report: Report): void {
    const spent = new Map<string, { mind: number; spirit: number }>();
    for (const turns of encounter.rounds.values())
        for (const turn of turns)
            for (const action of turn.actions) {
                const spell = action.isAttack ? turn.actor.attacks.find(a => a.name === action.action) : undefined;
                if (!spell || !isSpell(spell) || deliveryOf(spell) === 'touch') continue;
                const mind = spell.stats.mind_cost ?? 0;
                const spirit = spell.stats.spirit_cost ?? 0;
                if (mind + spirit === 0) continue;
                const so = spent.get(turn.actorId) ?? { mind: 0, spirit: 0 };
                const next = { mind: so.mind + mind, spirit: so.spirit + spirit };
                const has = { mind: turn.actor.stats.mind ?? 0, spirit: turn.actor.stats.spirit ?? 0 };
                if (next.mind > has.mind || next.spirit > has.spirit) {
                    report({
                        code: ER_CODES.pointsSpent,
                        severity: 'warning',
                        at: action.at,
                        message: `${turn.actorId} has ${has.mind} Mind and ${has.spirit} Spirit; with ${spell.name} the script spends ${next.mind} and ${next.spirit}: this cast would fail for want of points.`,
                    });
                    continue;
                }
                spent.set(turn.actorId, next);
            }
}

/** Restrictions a combatant starts with, given with a save, need a sub-attribute and a DC. */
export function checkStartingSaves(encounter: StaticEncounter, report: Report): void {
    for (const i of encounter.instances) if (i.at) for (const c of i.conditions ?? []) checkSave(c, i.at, report, `${i.id}: `);
}
