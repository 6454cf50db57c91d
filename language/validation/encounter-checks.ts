/** Checks of encounters: sides and counts, scripted turns (names, targets, economy), tactics. */
import type { ValidationAcceptor } from 'langium';
import type { ActionUse, Attack, Combatant, CombatantRef, Encounter, ScriptRound, Side } from '../generated/ast.js';
import {
    attacksOf,
    combatantModel,
    encounterInstances,
    instanceId,
    MAX_COUNT,
    plannedAction,
    resolveInstance,
    roundLimitOf,
    startConditions,
    type InstanceSlot,
    zoneModels,
} from '../model/encounter-model.js';
import { checkModifier, checkShares, checkTargetParts } from './action-checks.js';
import { checkScene, checkZones } from './scene-checks.js';
import { checkScriptedTactics, checkStartConditions } from './tactical-checks.js';
import { MAX_ROUND_LIMIT } from '../engine/model.js';
import type { AttackModel } from '../engine/model.js';
import type { ActionSpec, Ruleset, StaticEncounter, StaticTurn } from '../rulesets/ruleset.js';
import { slot, wordOf } from '../grammar-slots.js';
import { extendsUnresolved } from './broken-imports.js';
import type { CheckContext } from './check-context.js';
import { report } from './context.js';
import { reportUnknownName } from './unknown-names.js';

export function checkEncounter(encounter: Encounter, accept: ValidationAcceptor, context: CheckContext): void {
    const sides = encounter.members.filter((m): m is Side => m.$type === 'Side');
    // A half-written `encounter {` has no name yet (its syntax error says so): the message does without it.
    const named = encounter.name ? `Encounter '${encounter.name}'` : 'An encounter';
    if (sides.length < 2) report(accept, 'error', 'too-few-sides', `${named} needs at least two sides.`, encounter, 'name');
    checkSides(sides, accept);
    checkSingletons(encounter, accept);
    checkZones(encounter, accept);
    const ruleset = context.ruleset;
    const instances = encounterInstances(encounter);
    // A side member whose name does not resolve (the linker says so) leaves the script's lines that
    // name it without a side: those are that one error's echoes, not errors of their own.
    const sidesUnresolved = sides.some(side => side.participants.some(p => p.combatant && !p.combatant.ref));
    if (ruleset) {
        checkScene(encounter, instances, ruleset, accept);
        for (const member of encounter.members)
            if (member.$type === 'Side') for (const p of member.participants) checkStartConditions(p, instances, ruleset, accept);
    }
    const limit = roundLimitOf(encounter);
    const seenRounds = new Set<number>();
    const scripted = new Map<number, StaticTurn[]>();
    for (const member of encounter.members) {
        if (member.$type === 'ScriptRound') {
            if (member.number < 1) report(accept, 'error', 'bad-round-number', 'Rounds are numbered from 1.', member, 'number');
            // A `round {` with its number missing: the syntax error says so; it is no other round's duplicate.
            if (typeof member.number === 'number' && seenRounds.has(member.number))
                report(accept, 'error', 'duplicate-round', `Round ${member.number} is scripted twice; put its lines in one block.`, member, 'number');
            seenRounds.add(member.number);
            if (member.number > limit)
                report(
                    accept,
                    'warning',
                    'round-beyond-limit',
                    `Round ${member.number} is past the round limit (${limit}${encounter.members.some(m => m.$type === 'RoundLimit') ? '' : ', the default'}) and will never run.`,
                    member,
                    'number',
                );
            if (ruleset)
                scripted.set(member.number, [
                    ...(scripted.get(member.number) ?? []),
                    ...checkScriptRound(member, instances, ruleset, accept, sidesUnresolved),
                ]);
        } else if (member.$type === 'Tactics' && ruleset && member.policy) {
            if (!wordOf(slot('tactic'), ruleset, member.policy)) reportUnknownName(accept, slot('tactic'), ruleset, member.policy, member, 'policy');
        } else if (member.$type === 'RoundLimit' && (member.value < 1 || member.value > MAX_ROUND_LIMIT)) {
            report(accept, 'error', 'bad-round-limit', `The round limit must be between 1 and ${MAX_ROUND_LIMIT}.`, member, 'value');
        }
    }
    if (ruleset) {
        const models = new Map<unknown, ReturnType<typeof combatantModel>>();
        const modelOf = (slot: InstanceSlot) => {
            let m = models.get(slot.combatant);
            if (!m) models.set(slot.combatant, (m = combatantModel(slot.combatant, ruleset)));
            return m;
        };
        const surprised = encounter.members.flatMap(m => (m.$type === 'Surprise' ? m.sides.map(s => s.ref?.name ?? s.$refText) : []));
        const layout = zoneModels(encounter);
        const whole: StaticEncounter = {
            instances: instances.map(slot => {
                const aboard = instanceId(slot.aboard, instances);
                return {
                    id: slot.id,
                    side: slot.side.name,
                    model: modelOf(slot),
                    ...(slot.zone ? { zone: slot.zone } : {}),
                    ...(aboard ? { aboard } : {}),
                    ...(slot.participant.conditions.length ? { conditions: startConditions(slot.participant, instances) } : {}),
                    at: slot.participant,
                };
            }),
            // Only rounds that can run: one numbered past the limit never does (its warning says so),
            // and checks that step through the rounds in order must not walk to 2^53.
            rounds: new Map([...scripted].filter(([n]) => n <= Math.min(limit, MAX_ROUND_LIMIT)).sort((a, b) => a[0] - b[0])),
            surprised,
            options: context.options,
            tactics: encounter.members.flatMap(m =>
                m.$type === 'Tactics' && m.policy ? [{ side: m.side?.ref?.name ?? m.side?.$refText, policy: m.policy }] : [],
            ),
            hazards: encounter.members.flatMap(m =>
                m.$type === 'Hazard'
                    ? [{ source: m.source, ...(typeof m.amount === 'number' ? { amount: m.amount } : {}), at: m }]
                    : m.$type === 'Zone'
                      ? m.props.flatMap(p =>
                            p.$type === 'Hazard'
                                ? [{ source: p.source, ...(typeof p.amount === 'number' ? { amount: p.amount } : {}), zone: m.name, at: p }]
                                : [],
                        )
                      : [],
            ),
            zones: encounter.members.flatMap(m =>
                m.$type === 'Zone'
                    ? [
                          {
                              name: m.name,
                              at: m,
                              features: m.props.flatMap(p => (p.$type === 'ZoneFeature' && p.feature ? [p.feature] : [])),
                              levels: Object.fromEntries(
                                  m.props.flatMap(p => (p.$type === 'ZoneFeature' && p.feature && p.level ? [[p.feature, p.level]] : [])),
                              ),
                          },
                      ]
                    : [],
            ),
            layout,
        };
        checkScriptedTactics(whole, ruleset, layout, (severity, code, message, at) => report(accept, severity, code, message, at as never));
        ruleset.checkEncounter?.(whole, issue =>
            report(accept, issue.severity, issue.code, issue.message, issue.at as never, undefined, {
                fixes: issue.fix ? [issue.fix] : undefined,
            }),
        );
    }
}

function checkSides(sides: Side[], accept: ValidationAcceptor): void {
    const names = new Set<string>();
    const characters = new Set<unknown>();
    for (const side of sides) {
        if (side.name && names.has(side.name))
            report(accept, 'error', 'duplicate-name', `Another side is already named '${side.name}'.`, side, 'name');
        names.add(side.name);
        if (side.participants.length === 0)
            report(accept, 'error', 'empty-side', `${side.name ? `Side ${side.name}` : 'This side'} has no combatants.`, side, 'name');
        for (const p of side.participants) {
            const c = p.combatant?.ref;
            if (p.count !== undefined && (p.count < 1 || p.count > MAX_COUNT)) {
                report(accept, 'error', 'bad-count', `A count must be between 1 and ${MAX_COUNT}.`, p, 'count');
            }
            if (!c) continue;
            if (c.kind === 'character') {
                if (p.count !== undefined && p.count !== 1)
                    report(
                        accept,
                        'error',
                        'count-on-character',
                        `${c.name} is a unique character; only a creature template can come in numbers.`,
                        p,
                        'count',
                        // A GM who wrote `Aria x2` wants Aria in the fight: she comes once (more of her would need templates).
                        { fixes: [{ title: `Remove the count: ${c.name} is unique`, newText: '' }] },
                    );
                if (characters.has(c))
                    report(
                        accept,
                        'error',
                        'duplicate-participant',
                        `${c.name} is a unique character and is already in this encounter.`,
                        p,
                        'combatant',
                    );
                characters.add(c);
            }
        }
    }
}

function checkSingletons(encounter: Encounter, accept: ValidationAcceptor): void {
    for (const type of ['SeedDecl', 'RoundLimit'] as const) {
        const all = encounter.members.filter(m => m.$type === type);
        for (const m of all.slice(1))
            report(accept, 'error', 'duplicate-setting', `${type === 'SeedDecl' ? 'seed' : 'round_limit'} is given twice in this encounter.`, m);
    }
}

/** Keywords the grammar takes where an action's name goes (`Goblin: attack -> Wren`): never an attack's name. */
const KEYWORD_ACTIONS: ReadonlySet<string> = new Set(['attack', 'ability', 'weapon']);

/**
 * Reports a reference to an instance that the encounter does not have; returns the id if it does.
 * With `sidesUnresolved` (a side member's name does not resolve), a combatant on no side is not
 * reported: the side's error is the one to fix.
 */
function checkRef(ref: CombatantRef, instances: readonly InstanceSlot[], accept: ValidationAcceptor, sidesUnresolved: boolean): string | undefined {
    const c = ref.combatant?.ref;
    if (!c) return undefined; // unresolved: the linker reports it
    const resolved = resolveInstance(ref, instances);
    if ('id' in resolved) return resolved.id;
    if (resolved.error === 'unknown') {
        if (sidesUnresolved) return undefined;
        report(accept, 'error', 'not-in-encounter', `${c.name} is not part of this encounter; add it to a side first.`, ref, 'combatant');
    } else if (resolved.error === 'range') {
        report(
            accept,
            'error',
            'instance-out-of-range',
            `${c.name}#${ref.index} does not exist: this encounter has ${resolved.count} ${c.name}${resolved.count === 1 ? '' : 's'} (${c.name}#1..#${resolved.count}).`,
            ref,
            'index',
        );
    } else {
        report(
            accept,
            'error',
            'ambiguous-instance',
            `This encounter has ${resolved.count} ${c.name}s; say which one (${c.name}#1..#${resolved.count}).`,
            ref,
            'combatant',
            {
                fixes: Array.from({ length: Math.min(resolved.count, 5) }, (_, i) => ({
                    title: `Use ${c.name}#${i + 1}`,
                    newText: `${c.name}#${i + 1}`,
                })),
            },
        );
    }
    return undefined;
}

/** Checks one scripted round; returns its turns (one per actor) for checks across rounds. */
/** The names of a combatant's attacks, own and inherited (one set per attack list, which is built once per build). */
const attackNamesOf = new WeakMap<readonly Attack[], ReadonlySet<string>>();

function attackNames(combatant: Combatant): ReadonlySet<string> {
    const attacks = attacksOf(combatant);
    let names = attackNamesOf.get(attacks);
    if (!names) {
        names = new Set(attacks.map(a => a.name));
        attackNamesOf.set(attacks, names);
    }
    return names;
}

function checkScriptRound(
    round: ScriptRound,
    instances: readonly InstanceSlot[],
    ruleset: Ruleset,
    accept: ValidationAcceptor,
    sidesUnresolved: boolean,
): StaticTurn[] {
    const sideOf = new Map(instances.map(s => [s.id, s.side]));
    const byActor = new Map<string, { slot: InstanceSlot; actions: StaticTurn['actions'][number][] }>();
    const actionNames = slot('action')
        .vocabulary(ruleset)
        .map(a => a.name);
    for (const turn of round.turns) {
        const actorIds = turn.actors.map(ref => checkRef(ref, instances, accept, sidesUnresolved));
        const targetIds = new Map<ActionUse, (string | undefined)[]>(
            turn.actions.map(use => [use, use.targets.map(t => checkRef(t, instances, accept, sidesUnresolved))]),
        );
        const firstActor = turn.actors[0]?.combatant?.ref;
        turn.actors.forEach((actorRef, i) => {
            const id = actorIds[i];
            const combatant = actorRef.combatant?.ref;
            if (!id || !combatant) return;
            const attacks = attackNames(combatant);
            for (const use of turn.actions) {
                const name = use.action?.$refText;
                if (!name) continue;
                const isAttack = attacks.has(name);
                const spec = wordOf(slot('action'), ruleset, name) as ActionSpec | undefined;
                if (!isAttack && !spec) {
                    // Attacks of a template that resolves nowhere are unknown: its name carries the error.
                    if (extendsUnresolved(combatant)) continue;
                    // Only report once per line, against the first actor.
                    if (i === 0) {
                        reportUnknownName(accept, slot('action'), ruleset, name, use, 'action', {
                            suggest: [[...attacks, ...actionNames]],
                            message: d =>
                                KEYWORD_ACTIONS.has(name)
                                    ? `'${name}' names no attack of ${combatant.name}: write the attack's own name. Attacks: ${[...attacks].join(', ') || 'none'}; actions: ${actionNames.join(', ')}.`
                                    : `${combatant.name} has no attack '${name}', and ${ruleset.name} has no such action.${d} Attacks: ${[...attacks].join(', ') || 'none'}; actions: ${actionNames.join(', ')}.`,
                        });
                    } else if (firstActor && attackNames(firstActor).has(name)) {
                        // The first actor has it, so the line is not a typo: this actor lacks it.
                        report(accept, 'error', 'actor-lacks-attack', `${id} has no attack '${name}'.`, actorRef);
                    }
                    continue;
                }
                const targets = targetIds.get(use)!;
                const wantsTargets = isAttack ? 'some' : spec!.targets;
                if (i === 0) {
                    const attackModelOf = isAttack ? combatantModel(combatant, ruleset).attacks.find(a => a.name === name) : undefined;
                    if (use.area) checkAreaUse(use, attackModelOf, ruleset, accept);
                    if (wantsTargets !== 'none' && wantsTargets !== 'optional' && use.targets.length === 0 && !use.area)
                        report(accept, 'error', 'action-needs-target', `${name} needs a target: write '${name} -> Foe'.`, use, 'action');
                    if (wantsTargets === 'none' && use.targets.length > 0)
                        report(accept, 'error', 'action-takes-no-target', `${name} takes no target.`, use, 'targets');
                    if ((wantsTargets === 'one' || wantsTargets === 'optional') && use.targets.length > 1)
                        report(accept, 'error', 'action-one-target', `${name} takes one target.`, use, 'targets', { index: 1 });
                    if (spec?.usesWeapon === true && !use.weapon)
                        report(accept, 'error', 'action-needs-weapon', `${name} strikes with a weapon: add 'using <attack>'.`, use, 'action');
                    if (!spec?.usesWeapon && use.weapon)
                        report(accept, 'error', 'action-takes-no-weapon', `${name} does not take 'using'.`, use, 'weapon');
                    for (const m of use.modifiers) checkModifier(m, ruleset, accept);
                    checkTargetParts(use, ruleset, accept);
                    if (isAttack) checkShares(use, attackModelOf, accept);
                    const helps = attackModelOf !== undefined && isHelpful(attackModelOf);
                    use.targets.forEach((t, index) => {
                        const tid = targets[index];
                        if (tid && !helps && (isAttack || spec?.usesWeapon) && sideOf.get(tid) === sideOf.get(id)) {
                            report(accept, 'warning', 'attacks-ally', `${tid} is on ${id}'s own side.`, t);
                        }
                    });
                }
                const entry = byActor.get(id) ?? { slot: instances.find(s => s.id === id)!, actions: [] };
                entry.actions.push({ ...plannedAction(use, instances, attacks), at: use });
                byActor.set(id, entry);
            }
        });
    }
    const turns = [...byActor].map(
        ([actorId, { slot, actions }]): StaticTurn => ({ round: round.number, actor: combatantModel(slot.combatant, ruleset), actorId, actions }),
    );
    for (const turn of turns) {
        ruleset.checkTurn?.(turn, issue => {
            report(accept, issue.severity, issue.code, issue.message, issue.at as never, 'action', { fixes: issue.fix ? [issue.fix] : undefined });
        });
    }
    return turns;
}

/**
 * An ability that only helps — heals, removes conditions or raises stats, with no damage and no
 * attack roll — aimed at an ally is no mistake (no `attacks-ally` warning).
 */
function isHelpful(attack: AttackModel): boolean {
    if (attack.damage || attack.roll || attack.defenses.length > 0 || !attack.effects?.length) return false;
    return attack.effects.every(e => e.kind === 'heal' || e.kind === 'remove' || (e.kind === 'modify' && e.value > 0));
}

/** `Fireball in camp`: the ruleset has area attacks, this is one, and it names no targets besides. */
function checkAreaUse(use: ActionUse, attack: AttackModel | undefined, ruleset: Ruleset, accept: ValidationAcceptor): void {
    if (!ruleset.features.areaAttacks) {
        report(accept, 'error', 'feature-unsupported', `${ruleset.name} does not model area attacks aimed at a zone yet.`, use, 'area');
        return;
    }
    if (!attack) {
        report(accept, 'error', 'area-needs-attack', `Only an attack can be aimed at a zone with 'in'.`, use, 'area');
        return;
    }
    if (!ruleset.isAreaAttack?.(attack))
        report(
            accept,
            'error',
            'not-an-area-attack',
            `${attack.name} is not an area attack in ${ruleset.name}, so it cannot be aimed at a zone: name its targets with '->'.`,
            use,
            'area',
        );
    if (use.targets.length > 0) report(accept, 'error', 'area-and-targets', `Aim ${attack.name} at a zone or at targets, not both.`, use, 'targets');
}
