/**
 * Vaxia's static checks: what the schema cannot say. Every problem is a coded diagnostic
 * (`vaxia-…`), never a crash. Source: 004_941aee309a07cd38.txt, the sections each check cites.
 */
import type { CombatantModel } from '../../engine/model.js';
import type { Report, StaticAttack, StaticCombatant, StaticEncounter, StaticTurn } from '../ruleset.js';
import { ATTACK_STATS, checkDefense, DEFENSE_KINDS, type DefenseKind, type Realm } from './combat.js';
import { STAT_MAX, STAT_MIN, STAT_NAMES } from './combatant.js';
import { attackRealm, attackSkill } from './skills.js';

const STATS: ReadonlySet<string> = new Set(STAT_NAMES);
const VEHICLE_STAT_MAX = 1000;
const VEHICLE_ACTIONS: ReadonlySet<string> = new Set(['dodge', 'block', 'parry', 'defend', 'move']);

/** Stats outside the scale (1..200; vehicles 1..1000) and damage traits the seed has no rule for. */
export function checkVaxiaCombatant(c: StaticCombatant, report: Report): void {
    const vehicle = c.model.tags.includes('vehicle');
    const max = vehicle ? VEHICLE_STAT_MAX : STAT_MAX;
    for (const s of c.own) {
        if (!STATS.has(s.name)) continue;
        if (s.value < STAT_MIN || s.value > max) {
            report({
                code: 'vaxia-stat-out-of-scale',
                severity: 'error',
                at: s.at,
                message: `${s.name} ${s.value} is off the stat scale ${STAT_MIN}..${max} (25 is average, 35–40 talented; a d100 ruling needs a might of at least 1).`,
            });
        }
    }
    const traits = c.model.damageTraits;
    if (traits.resists.length + traits.vulnerable.length + traits.immune.length > 0) {
        report({
            code: 'vaxia-no-resistances',
            severity: 'warning',
            at: c.at,
            message: `${c.model.name} resists or is vulnerable to a damage category, but Vaxia rules no such thing: PP are damage whatever their kind. Use a skill (block, magic_resist) or armor instead.`,
        });
    }
}

/** `uses` must be the to-hit and power stats of one realm; a magic tag with physical traits contradicts itself; damage formulas mean nothing. */
export function checkVaxiaAttack(attack: StaticAttack, _owner: CombatantModel, report: Report): void {
    const { model } = attack;
    const at = attack.at;
    if (at === undefined) return;
    if (model.traits.length > 0) {
        const sorted = [...model.traits].sort().join(',');
        const fits = (Object.entries(ATTACK_STATS) as [Realm, readonly string[]][]).find(([, pair]) => [...pair].sort().join(',') === sorted);
        if (!fits) {
            report({
                code: 'vaxia-attack-traits',
                severity: 'error',
                at,
                message: `${model.name} uses ${model.traits.join(', ')}: an attack is ruled with DEX and STR (physical) or INT and SPIR (magic/psi).`,
            });
        } else if (fits[0] === 'physical' && (model.tags.includes('magic') || model.tags.includes('psi'))) {
            report({
                code: 'vaxia-attack-traits',
                severity: 'error',
                at,
                message: `${model.name} is tagged magic but uses DEX and STR; magic and psi attacks use INT and SPIR.`,
            });
        }
    }
    if (model.damage) {
        report({
            code: 'vaxia-attack-damage',
            severity: 'warning',
            at,
            message: `${model.name} states a damage formula, but in Vaxia an attack's PP are its damage; the formula is ignored.`,
        });
    }
}

function penaltyOf(turn: StaticTurn): number {
    let actions = turn.actions.filter(a => a.isAttack || !['stay_conscious'].includes(a.action)).length;
    let extra = 0;
    for (const a of turn.actions) {
        const n = Number(a.modifierValues?.multiple_actions);
        if (Number.isInteger(n) && n > actions) actions = n;
        const p = Number(a.modifierValues?.penalty);
        if (Number.isFinite(p)) extra += p;
    }
    return 20 * Math.max(0, actions - 1) + extra;
}

/** Vehicles act only by attack, dodge, block with shields and parry; no might may fall below 1; heal people, repair vehicles. */
export function checkVaxiaTurn(turn: StaticTurn, report: Report): void {
    const actor = turn.actor;
    const vehicle = actor.tags.includes('vehicle');
    const penalty = penaltyOf(turn);
    for (const a of turn.actions) {
        if (vehicle && !a.isAttack && !(a.action === 'attack') && !VEHICLE_ACTIONS.has(a.action)) {
            report({
                code: 'vaxia-vehicle-action',
                severity: 'error',
                at: a.at,
                message: `${turn.actorId} is a vehicle: it can attack and dodge (block with shields, parry by targeting guns), not ${a.action}.`,
            });
        } else if (vehicle && a.action === 'block' && !actor.tags.includes('shields')) {
            report({
                code: 'vaxia-vehicle-action',
                severity: 'error',
                at: a.at,
                message: `${turn.actorId} has no shields (tag shields), so it cannot block.`,
            });
        }
        const attack = actor.attacks.find(x => x.name === (a.isAttack ? a.action : a.weapon));
        if (attack && !vehicle) {
            const skill = attackSkill(attack, actor.groups.skills ?? {});
            for (const stat of ATTACK_STATS[attackRealm(attack)]) {
                const might = (actor.stats[stat] ?? 25) + skill - penalty;
                if (might < 1) {
                    report({
                        code: 'vaxia-might-below-1',
                        severity: 'error',
                        at: a.at,
                        message: `${turn.actorId}'s ${stat} might for ${attack.name} is ${might} after the post's penalty of ${penalty}; a ruling needs a might of at least 1. Drop an action or the penalty.`,
                    });
                    break;
                }
            }
        }
    }
}

const isDefense = (name: string): name is DefenseKind => (DEFENSE_KINDS as readonly string[]).includes(name);

/** Across the script: defenses of the wrong realm, metamagic with no spell, riders aboard twice or aboard a non-vehicle, shut-in riders attacking out, vehicles with no pilot. */
export function checkVaxiaEncounter(e: StaticEncounter, report: Report): void {
    const byId = new Map(e.instances.map(i => [i.id, i]));
    const aboardOf = new Map<string, string>();
    for (const i of e.instances) {
        if (!i.aboard) continue;
        const vehicle = byId.get(i.aboard);
        // A unique character listed twice is numbered (Kael#1, Kael#2): it is still one rider.
        const rider = i.model.kind === 'character' ? i.model.name : i.id;
        const first = aboardOf.get(rider);
        if (first !== undefined && first !== i.aboard) {
            report({
                code: 'vaxia-aboard-twice',
                severity: 'error',
                at: i.at,
                message: `${rider} is aboard ${first} and ${i.aboard}; a rider is aboard one vehicle.`,
            });
        } else if (vehicle?.aboard) {
            report({
                code: 'vaxia-aboard-twice',
                severity: 'error',
                at: i.at,
                message: `${i.id} rides ${i.aboard}, which rides ${vehicle.aboard}: that puts ${i.id} aboard two vehicles. Put ${i.id} aboard one.`,
            });
        }
        aboardOf.set(rider, i.aboard);
        if (vehicle && !vehicle.model.tags.includes('vehicle')) {
            report({
                code: 'vaxia-aboard-not-vehicle',
                severity: 'error',
                at: i.at,
                message: `${i.aboard} is not a vehicle (tags vehicle); nobody rides aboard it.`,
            });
        }
    }
    for (const [round, turns] of e.rounds) {
        const posts = new Map<string, StaticTurn['actions'][number][]>();
        for (const t of turns) posts.set(t.actorId, [...(posts.get(t.actorId) ?? []), ...t.actions]);
        const modelOf = (id: string) => byId.get(id)?.model;
        for (const [actorId, actions] of posts) {
            const actor = modelOf(actorId);
            if (!actor) continue;
            const riding = byId.get(actorId)?.aboard;
            const vehicle = riding ? modelOf(riding) : undefined;
            for (const a of actions) {
                const attack = actor.attacks.find(x => x.name === (a.isAttack ? a.action : a.weapon));
                if (attack) {
                    const realm = attackRealm(attack);
                    for (const targetId of a.targets) {
                        for (const d of posts.get(targetId) ?? []) {
                            if (d.isAttack || !isDefense(d.action)) continue;
                            const defenseRealm: Realm = d.modifiers.includes('magic') ? 'magic' : 'physical';
                            if (modelOf(targetId)?.tags.includes('vehicle')) continue;
                            if (checkDefense(d.action, defenseRealm, realm)) {
                                report({
                                    code: 'vaxia-defense-wrong-realm',
                                    severity: 'error',
                                    at: d.at,
                                    message: `Round ${round}: ${targetId}'s ${defenseRealm === 'physical' ? 'physical' : 'magical'} ${d.action} cannot meet ${actorId}'s ${attack.name}, a ${realm === 'physical' ? 'physical' : 'magical/psi'} attack. ${defenseRealm === 'physical' ? `Write '${d.action} with magic'` : `Drop 'with magic'`}, or block or dodge (they meet both).`,
                                });
                            }
                        }
                    }
                    const outside = a.targets.some(t => byId.get(t)?.aboard !== riding);
                    if (vehicle && outside && !vehicle.tags.includes('open') && !vehicle.tags.includes('gun_ports')) {
                        report({
                            code: 'vaxia-no-gun-ports',
                            severity: 'warning',
                            at: a.at,
                            message: `${actorId} is shut inside ${riding} (closed, no gun_ports) and cannot attack out of it; the vehicle attacks for its crew, or give it gun_ports.`,
                        });
                    }
                    if (actor.tags.includes('vehicle') && !e.instances.some(i => i.aboard === actorId)) {
                        report({
                            code: 'vaxia-no-pilot',
                            severity: 'warning',
                            at: a.at,
                            message: `${actorId} has nobody aboard to pilot it, so it will not act.`,
                        });
                    }
                } else if (a.action === 'metamagic') {
                    const target = a.targets[0];
                    const targetModel = target ? modelOf(target) : undefined;
                    const casts = (posts.get(target ?? '') ?? []).some(x => {
                        const spell = targetModel?.attacks.find(y => y.name === (x.isAttack ? x.action : x.weapon));
                        return spell !== undefined && attackRealm(spell) === 'magic';
                    });
                    if (!casts) {
                        report({
                            code: 'vaxia-metamagic-without-spell',
                            severity: 'error',
                            at: a.at,
                            message: `Round ${round}: ${target ?? 'the target'} casts no spell this round, and metamagic needs another spell to act on.`,
                        });
                    }
                } else if ((a.action === 'heal' || a.action === 'repair') && a.targets[0]) {
                    const isVehicle = modelOf(a.targets[0])?.tags.includes('vehicle') ?? false;
                    if ((a.action === 'repair') !== isVehicle) {
                        report({
                            code: 'vaxia-mend-target',
                            severity: 'error',
                            at: a.at,
                            message:
                                a.action === 'repair'
                                    ? `${a.targets[0]} is not a vehicle: heal people, repair vehicles.`
                                    : `${a.targets[0]} is a vehicle: repair it (one LIF per PP) instead.`,
                        });
                    }
                }
            }
        }
    }
}
