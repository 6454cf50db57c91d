/**
 * The actions that are not attacks or defenses: heal and repair (one LIF per PP, §Vehicle Death;
 * healing read the same way, "just like"), move (`move to zone`), and legacy metamagic, ruled before
 * the spells it works on (§History of Magic Ruling).
 * Assumptions: healing rolls INT + a healing skill, repair INT + a repair skill, each a one-trait
 * ruling against difficulty 25 (the seed's "simple task" for an average stat); metamagic rolls INT
 * and SPIR + the best magical skill against 45 + the caster's INT and SPIR (stats, or mights under
 * `metamagic_difficulty: might`). Legacy metamagic's effect lands on the spell's PP when it is
 * cast (`adjustedPp`): bolster adds, drain subtracts, reshaping or redirecting needs the caster's PP
 * (a partial success spoils the spell).
 */
import type { PlannedAction } from '../../../engine/model.js';
import type { Realm } from '../rules/attacking-and-defending.js';
import { statOf, type VaxiaFighter } from './fighter.js';
import { LEGACY_METAMAGIC_DIFFICULTY, METAMAGIC_NOT_RULED, metamagicRuled } from '../rules/history-of-magic-ruling.js';
import { checkNote, pairRecords, traitRecord } from './records.js';
import { ruleTrait } from '../rules/ruling-narration.js';
import type { PendingMetamagic, Scene } from './scene.js';
import { attackSkill, bestWith } from '../rules/combat-stats-and-skills.js';
import { ruleTraitPair } from '../rules/lopsided-two-trait-ruling.js';
import { BASE_DIFFICULTY } from '../rules/what-counts-as-combat.js';

/** Heal or repair: one LIF back per PP; above 0 the character (or vehicle) is up again at settle. */
export function mend(scene: Scene, actor: VaxiaFighter, action: PlannedAction): void {
    const target = action.targets[0] ? scene.byId(action.targets[0]) : undefined;
    if (!target) return;
    const repair = action.action === 'repair';
    if (repair !== target.isVehicle || target.status === 'dead') {
        scene.log.add({ kind: 'note', text: `${actor.id} cannot ${action.action} ${target.id}.` });
        return;
    }
    const might = Math.max(1, statOf(actor, 'INT') + bestWith(actor.skills, repair ? 'repair' : 'healing') - scene.penaltyOf(actor));
    const r = ruleTrait(might, BASE_DIFFICULTY, scene.rng.die(100), scene.options.rounding);
    const restored = Math.min(r.pp, target.damage);
    target.damage -= restored;
    target.hp = target.lif - target.damage;
    scene.log.add(() => ({
        kind: 'check',
        who: actor.id,
        what: `${action.action} ${target.id}`,
        rolls: [traitRecord(repair ? 'INT + repair' : 'INT + healing', r)],
        total: r.pp,
        needs: `difficulty ${BASE_DIFFICULTY}`,
        success: r.success,
        note: checkNote(r),
    }));
    if (restored > 0)
        scene.log.add(() => ({
            kind: 'resource',
            who: target.id,
            resource: 'LIF',
            delta: restored,
            value: target.hp,
            reason: `${actor.id}'s ${action.action}`,
        }));
}

/**
 * `move to zone`: the fighter (and whoever rides it) is there from now on. A rider who moves on its
 * own steps off its vehicle first (§Open Vehicles: a passenger or pilot may flee the vehicle,
 * "jumping off a bike or out of a shuttle"): it is off the vehicle, in the zone it moved to, when
 * the posts of its moment are over (`alight`) — the round's posts see it aboard, as they were
 * settled when the round opened, and the hazards at the round's end see it where it went.
 * A move that names no zone goes nowhere (Vaxia has no ranges): the log says so.
 */
export function move(scene: Scene, actor: VaxiaFighter, action: PlannedAction): void {
    const to = action.destination;
    if (!to) {
        const where = actor.aboard ? `aboard ${actor.aboard}` : actor.zone ? `at ${actor.zone}` : 'where it is';
        scene.log.add(() => ({
            kind: 'note',
            text: `${actor.id}'s move names no zone to go to (\`move to <zone>\`), so ${actor.id} stays ${where}.`,
        }));
        return;
    }
    if (actor.aboard) {
        scene.log.add(() => ({ kind: 'note', text: `${actor.id} steps off ${actor.aboard}.` }));
        (scene.alighting ??= []).push({ rider: actor, zone: to });
    } else actor.zone = to;
    scene.log.add(() => ({ kind: 'action', actor: actor.id, action: 'move', text: `${actor.id} moves to ${to}.` }));
}

/** Riders who stepped off this round's moment are off their vehicles and where they moved to (see `move`). */
export function alight(scene: Scene): void {
    const off = scene.alighting;
    if (!off) return;
    for (const { rider, zone } of off) {
        rider.aboard = undefined;
        rider.zone = zone;
    }
    scene.alighting = undefined;
}

const INTENTS: readonly PendingMetamagic['intent'][] = ['bolster', 'drain', 'redirect', 'reshape'];

/** Legacy metamagic on a caster's spell this round: ruled now, applied when the spell is; under the current ruling, nothing (the log says why). */
export function metamagic(scene: Scene, actor: VaxiaFighter, action: PlannedAction): void {
    if (!metamagicRuled(scene.options.legacyMagic)) {
        scene.log.add(() => ({ kind: 'note', text: `${actor.id}'s metamagic does nothing: ${METAMAGIC_NOT_RULED}.` }));
        return;
    }
    const caster = action.targets[0] ? scene.byId(action.targets[0]) : undefined;
    if (!caster) return;
    const intent = INTENTS.find(i => action.modifiers.includes(i)) ?? (caster.side === actor.side ? 'bolster' : 'drain');
    const skill = attackSkill({ stats: {}, tags: ['magic'], traits: [] }, actor.skills);
    const penalty = scene.penaltyOf(actor);
    const mights: [number, number] = [Math.max(1, statOf(actor, 'INT') + skill - penalty), Math.max(1, statOf(actor, 'SPIR') + skill - penalty)];
    const casterSkill = scene.options.metamagicDifficulty === 'might' ? attackSkill({ stats: {}, tags: ['magic'], traits: [] }, caster.skills) : 0;
    const difficulties: [number, number] = [
        LEGACY_METAMAGIC_DIFFICULTY + statOf(caster, 'INT') + casterSkill,
        LEGACY_METAMAGIC_DIFFICULTY + statOf(caster, 'SPIR') + casterSkill,
    ];
    const r = ruleTraitPair(mights, difficulties, [scene.rng.die(100), scene.rng.die(100)], scene.options.rounding, scene.options.mishapBelow);
    scene.log.add(() => ({
        kind: 'check',
        who: actor.id,
        what: `metamagic (${intent}) on ${caster.id}'s spell`,
        rolls: pairRecords(['INT', 'SPIR'], r),
        total: r.pp,
        needs: `45 + ${caster.id}'s INT and SPIR: ${difficulties[0]} and ${difficulties[1]}`,
        success: r.success,
        note: checkNote(r),
    }));
    if (r.pp <= 0) return;
    scene.metamagic.set(caster.id, [...(scene.metamagic.get(caster.id) ?? []), { who: actor.id, intent, pp: r.pp }]);
}

/** Legacy metamagic bolsters or drains a caster's spell; otherwise the PP as ruled. */
export function adjustedPp(scene: Scene, caster: VaxiaFighter, realm: Realm, pp: number): number {
    // Most rounds have no metamagic: no look-up then.
    if (realm !== 'magic' || scene.metamagic.size === 0) return pp;
    const pending = scene.metamagic.get(caster.id);
    if (!pending?.length) return pp;
    scene.metamagic.delete(caster.id);
    let out = pp;
    for (const m of pending) {
        if (m.intent === 'bolster') out += m.pp;
        else if (m.intent === 'drain') out = Math.max(0, out - m.pp);
        else if (m.pp >= out || (scene.options.metamagicPartial && m.pp > 0)) out = 0;
        scene.log.add(() => ({
            kind: 'note',
            text: `${m.who}'s metamagic (${m.intent}, ${m.pp} PP) works on ${caster.id}'s spell: ${pp} → ${out} PP.`,
        }));
    }
    return out;
}
