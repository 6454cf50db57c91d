/**
 * Checks of the tactical layer, for every ruleset: conditions (`Kara is prone`, `inflicts bleeding
 * 2 for 3 rounds save VIT`), effects besides damage (`removes`, `heals`, `pushes`, `modifies`),
 * limited uses (`uses 1 per fight`), area attacks (`Fireball in camp`), scripted movement (how far,
 * whether the zone can be reached) and reactions (whether anything can trigger them). What each
 * condition and effect does is the ruleset's (`Ruleset.conditions`, `features`, `movement`); a
 * construct a ruleset does not model is refused with `feature-unsupported`, never ignored.
 * The words: docs/language.md §Conditions, effects and positions.
 */
import type { AstNode, ValidationAcceptor } from 'langium';
import { zoneDistances } from '../engine/battlefield.js';
import { MAX_ROUND_LIMIT, type EffectModel, type ZoneModel } from '../engine/model.js';
import type { Attack, ConditionUse, DiceExpr as DiceAst, Participant, StartCondition, UseLimit } from '../generated/ast.js';
import type { InstanceSlot } from '../model/encounter-model.js';
import { resolveInstance } from '../model/encounter-model.js';
import type { ConditionSpec, Ruleset, StaticEncounter, StaticTurn } from '../rulesets/ruleset.js';
import { closest, didYouMean } from '../util/suggest.js';
import { report } from './context.js';

/** Largest condition rating, push distance and save difficulty a file may write (docs/limits.md). */
export const MAX_CONDITION_RATING = 1000;
export const MAX_PUSH_FEET = 1000;
export const MAX_SAVE_DC = 1000;
/** Most uses a limited use may give (`uses 100 per fight`); more is at will. */
export const MAX_USES = 100;
/** Largest stat change `modifies` may write, either way. */
export const MAX_STAT_CHANGE = 1000;

const EFFECT_WORDS: Readonly<Record<EffectModel['kind'], string>> = {
    inflict: 'inflicts',
    remove: 'removes',
    heal: 'heals',
    push: 'pushes',
    modify: 'modifies',
};

/** Whether the ruleset models effects of this kind; reports `feature-unsupported` on `node` when not. */
function effectSupported(kind: EffectModel['kind'], ruleset: Ruleset, node: AstNode, accept: ValidationAcceptor): boolean {
    if (ruleset.features.effects?.includes(kind)) return true;
    report(
        accept,
        'error',
        'feature-unsupported',
        `${ruleset.name} does not model '${EFFECT_WORDS[kind]}' yet: the engine would ignore it. See docs/rulesets/${ruleset.id}.md, Coverage.`,
        node,
    );
    return false;
}

/** A condition name the ruleset's table has, or an `unknown-condition` error with did-you-mean. */
function knownCondition(
    name: string,
    ruleset: Ruleset,
    node: AstNode,
    property: string,
    accept: ValidationAcceptor,
    index?: number,
): ConditionSpec | undefined {
    const spec = ruleset.conditions.find(c => c.name === name);
    if (spec || !name) return spec;
    const names = ruleset.conditions.map(c => c.name);
    const best = closest(name, names);
    report(
        accept,
        'error',
        'unknown-condition',
        `${ruleset.name} has no condition '${name}'.${didYouMean(name, names)} Conditions: ${names.join(', ') || 'none'}.`,
        node,
        property,
        { index, fixes: best ? [{ title: `Change to '${best}'`, newText: best }] : undefined },
    );
    return undefined;
}

/**
 * One condition as written, on a participant (`start`) or inflicted: known, its rating, its
 * source, its duration and its save. Returns its spec when the name is known.
 */
export function checkConditionUse(use: ConditionUse | StartCondition, ruleset: Ruleset, accept: ValidationAcceptor): ConditionSpec | undefined {
    const spec = knownCondition(use.name, ruleset, use, 'name', accept);
    if (!spec) return undefined;
    if (spec.rating === 'required' && use.value === undefined)
        report(accept, 'error', 'condition-needs-rating', `${spec.name} takes a rating: write '${spec.name} 2'.`, use, 'name');
    if (spec.rating === undefined && use.value !== undefined)
        report(accept, 'error', 'condition-takes-no-rating', `${spec.name} takes no rating in ${ruleset.name}.`, use, 'value', {
            fixes: [{ title: 'Remove the rating', newText: '' }],
        });
    if (use.value !== undefined && (use.value < 1 || use.value > MAX_CONDITION_RATING))
        report(accept, 'error', 'bad-condition-rating', `A rating is between 1 and ${MAX_CONDITION_RATING}.`, use, 'value');
    if (use.$type === 'StartCondition') {
        if (spec.source === 'required' && !use.source)
            report(accept, 'error', 'condition-needs-source', `${spec.name} names who causes it: write '${spec.name} by <combatant>'.`, use, 'name');
        if (spec.source === undefined && use.source)
            report(accept, 'error', 'condition-takes-no-source', `${spec.name} does not name who causes it in ${ruleset.name}.`, use, 'source');
    }
    if (use.rounds !== undefined && (use.rounds < 1 || use.rounds > MAX_ROUND_LIMIT))
        report(accept, 'error', 'bad-duration', `A duration is between 1 and ${MAX_ROUND_LIMIT} rounds.`, use, 'rounds');
    else if (use.rounds !== undefined && spec.noDuration)
        report(
            accept,
            'error',
            'condition-takes-no-duration',
            `${spec.name} does not run down in rounds in ${ruleset.name}: ${(spec.ends ?? 'only its own rule ends it').replace(/\.$/, '')}. Leave out the duration.`,
            use,
            'rounds',
        );
    if (use.save) {
        const stats = ruleset.stats.map(s => s.name);
        if (!stats.includes(use.save))
            report(
                accept,
                'error',
                'unknown-stat',
                `${ruleset.name} has no stat '${use.save}' to save with.${didYouMean(use.save, stats)}`,
                use,
                'save',
            );
    }
    if (use.dc !== undefined && use.dc > MAX_SAVE_DC)
        report(accept, 'error', 'bad-save-dc', `A save's difficulty is at most ${MAX_SAVE_DC}.`, use, 'dc');
    return spec;
}

/**
 * The conditions a participant line starts its instances with: modelled by the ruleset, each known
 * and well formed, none twice, none contradicting another, none caused by the participant itself.
 */
export function checkStartConditions(
    participant: Participant,
    instances: readonly InstanceSlot[],
    ruleset: Ruleset,
    accept: ValidationAcceptor,
): void {
    if (participant.conditions.length === 0) return;
    if (!ruleset.features.startingConditions) {
        report(
            accept,
            'error',
            'feature-unsupported',
            `${ruleset.name} does not model starting conditions yet: the engine would ignore them. See docs/rulesets/${ruleset.id}.md, Coverage.`,
            participant,
            'conditions',
        );
        return;
    }
    const held: ConditionSpec[] = [];
    participant.conditions.forEach((use, index) => {
        const spec = checkConditionUse(use, ruleset, accept);
        if (!spec) return;
        if (held.includes(spec)) {
            report(accept, 'error', 'duplicate-condition', `${spec.name} is written twice on this line.`, participant, 'conditions', { index });
            return;
        }
        const clash = held.find(h => spec.excludes?.includes(h.name) || h.excludes?.includes(spec.name));
        if (clash)
            report(
                accept,
                'error',
                'contradictory-conditions',
                `${spec.name} and ${clash.name} cannot hold together in ${ruleset.name}.`,
                participant,
                'conditions',
                { index },
            );
        held.push(spec);
        if (use.source) {
            const source = resolveInstance(use.source, instances);
            if (!('id' in source))
                report(
                    accept,
                    'error',
                    'not-in-encounter',
                    `${use.source.combatant?.$refText ?? 'That combatant'} is not one combatant of this encounter.`,
                    use,
                    'source',
                );
            else if (use.source.combatant?.ref === participant.combatant?.ref)
                report(accept, 'error', 'condition-source-self', `A combatant does not cause its own ${spec.name}.`, use, 'source');
        }
    });
}

/** An attack's or ability's effects and limited use, and an ability that does nothing. */
export function checkEffects(attack: Attack, ruleset: Ruleset, accept: ValidationAcceptor, checkFormula: (dice: DiceAst | undefined) => void): void {
    let limits = 0;
    for (const prop of attack.props) {
        switch (prop.$type) {
            case 'Inflict':
                if (effectSupported('inflict', ruleset, prop, accept) && prop.condition) checkConditionUse(prop.condition, ruleset, accept);
                break;
            case 'Removal':
                if (effectSupported('remove', ruleset, prop, accept))
                    prop.conditions.forEach((name, index) => {
                        knownCondition(name, ruleset, prop, 'conditions', accept, index);
                    });
                break;
            case 'Healing':
                if (effectSupported('heal', ruleset, prop, accept)) checkFormula(prop.dice);
                break;
            case 'Push':
                if (effectSupported('push', ruleset, prop, accept) && (prop.feet < 1 || prop.feet > MAX_PUSH_FEET))
                    report(accept, 'error', 'bad-push', `A push moves 1 to ${MAX_PUSH_FEET} feet.`, prop, 'feet');
                break;
            case 'StatChange': {
                if (!effectSupported('modify', ruleset, prop, accept)) break;
                const stats = ruleset.stats.map(s => s.name);
                if (prop.stat && !stats.includes(prop.stat))
                    report(
                        accept,
                        'error',
                        'unknown-stat',
                        `${ruleset.name} has no stat '${prop.stat}'.${didYouMean(prop.stat, stats)}`,
                        prop,
                        'stat',
                    );
                if (Math.abs(prop.value) > MAX_STAT_CHANGE)
                    report(accept, 'error', 'bad-stat-change', `A stat changes by at most ${MAX_STAT_CHANGE} either way.`, prop, 'value');
                if (prop.value === 0) report(accept, 'warning', 'stat-change-zero', 'Changing a stat by 0 does nothing.', prop, 'value');
                if (prop.rounds !== undefined && (prop.rounds < 1 || prop.rounds > MAX_ROUND_LIMIT))
                    report(accept, 'error', 'bad-duration', `A duration is between 1 and ${MAX_ROUND_LIMIT} rounds.`, prop, 'rounds');
                break;
            }
            case 'UseLimit':
                limits++;
                checkUseLimit(prop, limits, ruleset, accept);
                break;
        }
    }
    const doesSomething = attack.props.some(p =>
        ['DamageProp', 'AttackRoll', 'TargetDefense', 'Inflict', 'Removal', 'Healing', 'Push', 'StatChange'].includes(p.$type),
    );
    if (attack.kind === 'ability' && attack.name && !doesSomething)
        report(
            accept,
            'warning',
            'ability-without-effect',
            `${attack.name} does nothing: give it an effect (inflicts, removes, heals, pushes, modifies), damage or an attack.`,
            attack,
            'name',
        );
}

function checkUseLimit(limit: UseLimit, nth: number, ruleset: Ruleset, accept: ValidationAcceptor): void {
    if (!ruleset.features.limitedUses) {
        report(
            accept,
            'error',
            'feature-unsupported',
            `${ruleset.name} does not model limited uses yet: the engine would ignore them. See docs/rulesets/${ruleset.id}.md, Coverage.`,
            limit,
        );
        return;
    }
    if (nth > 1) report(accept, 'error', 'duplicate-use-limit', 'An attack has one limited use; this is a second.', limit);
    if (limit.count < 1 || limit.count > MAX_USES)
        report(accept, 'error', 'bad-use-count', `A limited use gives 1 to ${MAX_USES} uses.`, limit, 'count');
    const periods = usePeriods(ruleset);
    if (limit.period && !periods.includes(limit.period)) {
        const best = closest(limit.period, periods);
        report(
            accept,
            'error',
            'unknown-use-period',
            `${ruleset.name} has no period '${limit.period}'.${didYouMean(limit.period, periods)} Periods: ${periods.join(', ')}.`,
            limit,
            'period',
            { fixes: best ? [{ title: `Change to '${best}'`, newText: best }] : undefined },
        );
    }
}

/** The periods a limited use may name: the ruleset's, else `fight` alone. */
export function usePeriods(ruleset: Ruleset): string[] {
    return ruleset.usePeriods?.map(p => p.name) ?? ['fight'];
}

type Report = (severity: 'error' | 'warning' | 'info', code: string, message: string, at: AstNode) => void;

/**
 * Checks across the script: uses past a limited use's count (every period comes back at most
 * between fights, so within one fight they all count down), and scripted moves — to a zone no path
 * reaches, or farther than the move covers where the ruleset refuses that.
 */
/**
 * What a scripted use past its count gets (`use-past-limit`): an error where every use is spent, a
 * warning where a failed one is not (`Ruleset.useSpent`: it then happens if an earlier one failed),
 * with the words for its fate. The encounter's check and the day's share it.
 */
export function pastLimit(ruleset: Ruleset): { readonly severity: 'warning' | 'error'; readonly fate: string } {
    return ruleset.useSpent === 'when-it-works'
        ? { severity: 'warning', fate: 'happens only if an earlier one failed entirely' }
        : { severity: 'error', fate: 'would not happen' };
}

export function checkScriptedTactics(encounter: StaticEncounter, ruleset: Ruleset, zones: readonly ZoneModel[], out: Report): void {
    const spent = new Map<string, number>();
    const distances = zoneDistances(zones);
    const where = new Map(encounter.instances.map(i => [i.id, i.zone]));
    // Riders who move at their mount's speed, by rider id → the mount's id and stats, until they dismount.
    const riding = new Map<string, { readonly id: string; readonly stats: Readonly<Record<string, number>> }>();
    if (ruleset.movement?.ridersMoveAtMountSpeed)
        for (const i of encounter.instances) {
            const mount = i.aboard === undefined ? undefined : encounter.instances.find(m => m.id === i.aboard);
            if (mount) riding.set(i.id, { id: mount.id, stats: mount.model.stats });
        }
    for (const [, turns] of encounter.rounds) {
        for (const turn of turns) {
            for (const action of turn.actions) {
                const attack = action.isAttack ? turn.actor.attacks.find(a => a.name === action.action) : undefined;
                if (attack?.uses) {
                    const key = `${turn.actorId}\u0000${attack.name}`;
                    const used = (spent.get(key) ?? 0) + 1;
                    spent.set(key, used);
                    if (used > attack.uses.count) {
                        const limit = `${turn.actorId} has used ${attack.name} ${attack.uses.count} time${attack.uses.count === 1 ? '' : 's'} already (uses ${attack.uses.count} per ${attack.uses.per})`;
                        const past = pastLimit(ruleset);
                        out(past.severity, 'use-past-limit', `${limit}: this use ${past.fate}.`, action.at as AstNode);
                    }
                }
                if (action.action === 'dismount' && !action.isAttack) riding.delete(turn.actorId);
                checkScriptedMove(turn, action, ruleset, { distances, zones }, where, out, riding.get(turn.actorId));
            }
        }
    }
}

/** What a scripted move to a zone does, as the script can tell: see `scriptedMove`. */
export type ScriptedMove =
    | { readonly kind: 'arrives' }
    | { readonly kind: 'unreachable'; readonly from: string }
    | { readonly kind: 'too-far'; readonly reach: number; readonly cost: number; readonly extra: number };

/**
 * Where a scripted movement `action` to zone `to` from zone `from` (undefined: placed nowhere yet,
 * or somewhere on the way) takes a mover with `stats`: there, nowhere (no path), or not all the
 * way (the move covers less than the distance plus what leaving difficult terrain costs). A
 * ruleset without a movement model, or an action that is not one of its movements, always arrives.
 */
export function scriptedMove(
    stats: Readonly<Record<string, number>>,
    action: string,
    from: string | undefined,
    to: string,
    ruleset: Ruleset,
    scene: { readonly distances: ReturnType<typeof zoneDistances>; readonly zones: readonly ZoneModel[] },
): ScriptedMove {
    // Placed nowhere, or without a movement model (a zone is then only a named place): nothing to measure.
    if (from === undefined || !ruleset.features.positions || !ruleset.movement) return { kind: 'arrives' };
    const feet = scene.distances.get(from)?.get(to) ?? Number.POSITIVE_INFINITY;
    if (!Number.isFinite(feet)) return { kind: 'unreachable', from };
    const movement = ruleset.movement;
    const share = movement?.actions[action];
    if (!movement || share === undefined || !ruleset.features.positions) return { kind: 'arrives' };
    const difficult = from !== to && scene.zones.find(z => z.name === from)?.features.terrain === 'difficult';
    const extra = difficult ? (movement.difficultTerrain ?? 0) : 0;
    const reach = Math.floor(movement.speed(stats) * share);
    const cost = feet * (difficult ? (movement.difficultTerrainFactor ?? 1) : 1) + extra;
    return cost <= reach ? { kind: 'arrives' } : { kind: 'too-far', reach, cost, extra };
}

function checkScriptedMove(
    turn: StaticTurn,
    action: StaticTurn['actions'][number],
    ruleset: Ruleset,
    scene: { readonly distances: ReturnType<typeof zoneDistances>; readonly zones: readonly ZoneModel[] },
    where: Map<string, string | undefined>,
    out: Report,
    mount?: { readonly id: string; readonly stats: Readonly<Record<string, number>> },
): void {
    const to = action.destination;
    if (to === undefined || !scene.distances.has(to)) return;
    const move = scriptedMove(mount?.stats ?? turn.actor.stats, action.action, where.get(turn.actorId), to, ruleset, scene);
    // A rider moving at its mount's speed takes the mount along.
    const place = (zone: string | undefined) => {
        where.set(turn.actorId, zone);
        if (mount) where.set(mount.id, zone);
    };
    switch (move.kind) {
        case 'arrives':
            place(to);
            return;
        case 'unreachable':
            out(
                'error',
                'unreachable-zone',
                `No distance joins ${move.from} and ${to}: give one (\`distance ${to} 30 ft\` in zone ${move.from}).`,
                action.at as AstNode,
            );
            return;
        case 'too-far': {
            const { reach, cost, extra } = move;
            if (ruleset.movement?.tooFar === 'refused') {
                out(
                    'error',
                    'move-too-far',
                    `${turn.actorId} covers ${reach} ft with ${action.action}; ${to} is ${cost} ft away${extra ? ` (${extra} ft for leaving difficult terrain)` : ''}. Move in steps over several rounds.`,
                    action.at as AstNode,
                );
                place(to);
            } else {
                out(
                    'info',
                    'move-takes-rounds',
                    `${turn.actorId} covers ${reach} ft with ${action.action}; ${to} is ${cost} ft away, so it stops on the way and goes on with its next movement.`,
                    action.at as AstNode,
                );
                place(undefined);
            }
        }
    }
}
