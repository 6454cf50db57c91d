/**
 * The outlook of a scripted attack against each of its targets (`Kara: Longsword -> Bandit#1`):
 * the ruleset's damage distribution in the round the line is scripted in. Hovers print it in full
 * and inlay hints in short; both read it from here, so the two always show the same numbers.
 * The ruleset's computation runs within a time budget (`time-budget.ts`): past it, the outlook says
 * it was given up instead of holding the server. Outlooks are kept until the next build, so a hover
 * after an inlay hint (or the editor's next hint refresh) never pays twice.
 */
import type { ActionUse, Attack, CombatantRef, Document, Encounter, ScriptRound, Turn } from '../generated/ast.js';
import {
    attackModel,
    attacksOf,
    combatantModel,
    encounterInstances,
    instanceId,
    plannedAction,
    rulesetOptions,
    startConditions,
    turnsOf,
    zoneModels,
    type InstanceSlot,
} from '../model/encounter-model.js';
import { cachedModel } from '../model/model-cache.js';
import { zoneDistances } from '../engine/battlefield.js';
import type { PlannedAction, ZoneModel } from '../engine/model.js';
import { scriptedMove } from '../validation/tactical-checks.js';
import type { AttackScene, DamageOutlook, Ruleset } from '../rulesets/ruleset.js';
import { COMPUTATION_BUDGET_MS, RequestBudget } from './time-budget.js';

/** Targets of one line whose outlook is worked out (hovers and hints alike); the rest get none. */
export const MAX_OUTLOOK_TARGETS = 4;

/** An outlook the ruleset could not work out within the time budget: why, in words. */
export interface OutlookGivenUp {
    readonly gaveUp: string;
}

/** One target of a scripted attack: its reference, its label as written (`Bandit#1`) and the ruleset's outlook (or why there is none). */
export interface TargetOutlook {
    readonly target: CombatantRef;
    readonly label: string;
    readonly outlook: DamageOutlook | OutlookGivenUp;
}

/** Whether an outlook was given up. */
export function isGivenUp(outlook: DamageOutlook | OutlookGivenUp): outlook is OutlookGivenUp {
    return 'gaveUp' in outlook;
}

/** The figures a reader wants from an outlook: damage range, mean, and the chance of no damage at all (misses included). */
export interface OutlookFigures {
    readonly min: number;
    readonly mean: number;
    readonly max: number;
    /** Probability (0..1) of dealing no damage: every miss, and hits that resistance cancels. */
    readonly noDamage: number;
}

/**
 * For a scripted attack `use` of `attack`: the outlook against each of its first
 * {@link MAX_OUTLOOK_TARGETS} targets, as the ruleset's `damageAgainst` gives it for the first
 * actor. Empty when the ruleset cannot tell (no `damageAgainst`, or it returns nothing); targets it
 * cannot evaluate are left out. Each outlook is computed within `budget` (one request's); one that
 * runs out of time is given up (and remembered as such until the next build), one the request has
 * no time left for is given up this time only.
 */
export function scriptedAttackOutlooks(use: ActionUse, attack: Attack, ruleset: Ruleset, budget = new RequestBudget()): TargetOutlook[] {
    const actor = (use.$container as Turn).actors[0]?.combatant?.ref;
    if (!ruleset.damageAgainst || !actor) return [];
    const attacker = combatantModel(actor, ruleset);
    const model = attacker.attacks.find(a => a.name === attack.name) ?? attackModel(attack, ruleset);
    const sceneOf = attackSceneOf(use, ruleset);
    return use.targets.slice(0, MAX_OUTLOOK_TARGETS).flatMap(t => {
        const target = t.combatant?.ref;
        if (!target) return [];
        // One slot per target reference and build: the outlook, once it is known (or known to be too costly).
        const slot = cachedModel(t, `outlook:${ruleset.id}`, (): { outlook?: DamageOutlook | OutlookGivenUp | null } => ({}));
        if (slot.outlook === undefined) {
            const defender = combatantModel(target, ruleset);
            const scene = sceneOf(t);
            const result = budget.run(() => ruleset.damageAgainst!(model, attacker, defender, use.targets.length, scene) ?? null);
            if (result.ok) slot.outlook = result.value;
            else if (result.requestSpent) return [given(t, { gaveUp: REQUEST_SPENT })];
            else slot.outlook = { gaveUp: TOO_COSTLY };
        }
        return slot.outlook ? [given(t, slot.outlook)] : [];
    });
}

const TOO_COSTLY = `the ruleset's exact odds take longer than the editor's budget of ${COMPUTATION_BUDGET_MS} ms (too many dice or faces); \`strife simulate\` estimates the fight`;
const REQUEST_SPENT = 'not worked out this time: the other lines of this request used up its time budget';

function given(target: CombatantRef, outlook: DamageOutlook | OutlookGivenUp): TargetOutlook {
    return { target, label: `${target.combatant.$refText}${target.index !== undefined ? `#${target.index}` : ''}`, outlook };
}

/** min, mean, max and the chance of no damage of an outlook; undefined when its distribution is empty (cannot be evaluated) or it was given up. */
export function outlookFigures(outlook: DamageOutlook | OutlookGivenUp): OutlookFigures | undefined {
    if (isGivenUp(outlook)) return undefined;
    const entries = [...outlook.distribution.entries()];
    if (entries.length === 0) return undefined;
    const values = entries.map(([v]) => v);
    return {
        min: Math.min(...values),
        mean: entries.reduce((sum, [v, p]) => sum + v * p, 0),
        max: Math.max(...values),
        noDamage: outlook.distribution.get(0) ?? 0,
    };
}

/** The round around a scripted attack, per target: every post of the round, the encounter's riders and options. */
function attackSceneOf(use: ActionUse, ruleset: Ruleset): (target: CombatantRef) => AttackScene | undefined {
    const turn = use.$container as Turn;
    const round = turn.$container as ScriptRound | undefined;
    const encounter = round?.$container as Encounter | undefined;
    if (round?.$type !== 'ScriptRound' || encounter?.$type !== 'Encounter') return () => undefined;
    const instances = encounterInstances(encounter);
    const attackerId = instanceId(turn.actors[0], instances);
    if (!attackerId) return () => undefined;
    const attacksOfId = (id: string) => {
        const slot = instances.find(s => s.id === id);
        return new Set(slot ? attacksOf(slot.combatant).map(a => a.name) : []);
    };
    const posts = new Map<string, AttackScene['attackerActions'][number][]>();
    for (const t of turnsOf(round, instances, attacksOfId)) posts.set(t.actor, [...(posts.get(t.actor) ?? []), ...t.actions]);
    const zones = zoneModels(encounter);
    const where = zones.length ? zonesAtAttack(encounter, round, instances, attacksOfId, ruleset, zones) : undefined;
    const everyone = instances.map(s => {
        const aboard = instanceId(s.aboard, instances);
        const zone = where?.get(s.id);
        return {
            id: s.id,
            model: combatantModel(s.combatant, ruleset),
            ...(aboard ? { aboard } : {}),
            ...(zone ? { zone } : {}),
            ...(s.participant.conditions.length ? { conditions: startConditions(s.participant, instances) } : {}),
        };
    });
    const options = rulesetOptions(encounter.$container as Document, ruleset);
    const action = plannedAction(use, instances, attacksOfId(attackerId));
    // The earlier rounds' turns, in round order: each round's posts, and the target's own actions.
    const earlierTurns = encounter.members
        .filter((m): m is ScriptRound => m.$type === 'ScriptRound' && m.number < round.number)
        .sort((a, b) => a.number - b.number)
        .map(r => turnsOf(r, instances, attacksOfId));
    const earlierPosts = earlierTurns.map(turns => {
        const byActor = new Map<string, PlannedAction[]>();
        for (const t of turns) byActor.set(t.actor, [...(byActor.get(t.actor) ?? []), ...t.actions]);
        return byActor;
    });
    const earlier = (id: string): PlannedAction[] => earlierTurns.flatMap(turns => turns.filter(t => t.actor === id).flatMap(t => t.actions));
    return target => {
        const targetId = instanceId(target, instances);
        if (!targetId) return undefined;
        const slot = instances.find(s => s.id === targetId);
        return {
            attackerId,
            attackerActions: posts.get(attackerId) ?? [action],
            targetId,
            targetActions: posts.get(targetId) ?? [],
            action,
            instances: everyone,
            ...(zones.length ? { zones } : {}),
            options,
            posts,
            earlierPosts,
            // What the target did before matters only to the conditions it started with (a stand-up ends prone).
            ...(slot?.participant.conditions.length ? { targetEarlierActions: earlier(targetId) } : {}),
            round: round.number,
        };
    };
}

/**
 * Where each instance stands when an attack of `round` is made, as far as the script tells: its
 * `at` zone, then every scripted move of the earlier rounds, then each turn's first move of this round
 * (movements come before attacks); a move toward a combatant (`move -> Bandit`) heads for its zone.
 * A move that stops on the way leaves it unknown.
 */
function zonesAtAttack(
    encounter: Encounter,
    round: ScriptRound,
    instances: readonly InstanceSlot[],
    attacksOfId: (id: string) => ReadonlySet<string>,
    ruleset: Ruleset,
    zones: readonly ZoneModel[],
): Map<string, string | undefined> {
    const scene = { distances: zoneDistances(zones), zones };
    const where = new Map<string, string | undefined>(instances.map(s => [s.id, s.zone]));
    const models = new Map(instances.map(s => [s.id, s.combatant]));
    const moveTo = (actor: string, action: PlannedAction, to: string | undefined) => {
        const combatant = models.get(actor);
        if (!combatant || to === undefined || !scene.distances.has(to)) return;
        const result = scriptedMove(combatantModel(combatant, ruleset).stats, action.action, where.get(actor), to, ruleset, scene);
        where.set(actor, result.kind === 'arrives' ? to : undefined);
    };
    const rounds = encounter.members
        .filter((m): m is ScriptRound => m.$type === 'ScriptRound' && m.number <= round.number)
        .sort((a, b) => a.number - b.number);
    const isMovement = (a: PlannedAction) => ruleset.movement?.actions[a.action] !== undefined;
    // `move -> Bandit` heads for the zone where Bandit stands by then.
    const goalOf = (a: PlannedAction) => a.destination ?? (isMovement(a) && a.targets.length === 1 ? where.get(a.targets[0]) : undefined);
    for (const r of rounds) {
        const turns = turnsOf(r, instances, attacksOfId);
        if (r !== round) {
            for (const t of turns) for (const a of t.actions) if (isMovement(a)) moveTo(t.actor, a, goalOf(a));
            continue;
        }
        // This round: only each turn's first movement (the movement phase) comes before the attack;
        // the phase is simultaneous, so those who follow someone go where the others have gone.
        const firsts = turns.flatMap(t => {
            const first = t.actions.find(isMovement);
            return first ? [{ actor: t.actor, action: first }] : [];
        });
        for (const f of firsts) if (f.action.destination) moveTo(f.actor, f.action, f.action.destination);
        for (const f of firsts) if (!f.action.destination) moveTo(f.actor, f.action, goalOf(f.action));
    }
    return where;
}
