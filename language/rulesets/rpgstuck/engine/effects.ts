/**
 * What a hit does besides its damage, in order: the line's riders (`with cripple N`, `daze`,
 * `weaken`), the attack's own effects as written (`inflicts`, `removes`, `heals`, `modifies`), the
 * part's effect (a leg with any effect: Cripple (10); vitals: Daze; a shatterpoint crit: Daze; wings:
 * grounded for a round; an arm that grapples: a check to keep hold; an arm that does not:
 * disadvantage to grapple for a round), and last the push. Also what an
 * ability without an attack roll does to its targets, and healing.
 * Source: 000_7e14385943d7d1e7.txt §Called Shots and Anatomy; §Hit Points and Stats (temporary HP,
 * maximum HP and stat reductions); §Environmental Factors (forced movement); §Damage (base) and Mods.
 */
import { type DiceExpr, rollExpr, rollTotal } from '../../../engine/dice.js';
import { recordRoll } from '../../../engine/log.js';
import type { AttackModel, EffectModel, PlannedAction } from '../../../engine/model.js';
import { gainTempHp, reduceMaxHp, statReductionKills } from '../rules/hit-points-and-stats.js';
import { endCondition, giveCondition } from './conditions.js';
import { refreshStats, type RpgFighter } from './fighter.js';
import { forcedMovement, type PushRoll } from './forced-movement.js';
import { releaseAll } from './movement.js';
import { grappleCheck } from './grapple.js';
import { kill } from './harm.js';
import { note, type Scene } from './scene.js';

/** The hit an effect follows: the part aimed at, a crit, and the roll (for a grappler's check and a collision). */
export interface Hit {
    readonly part?: string;
    readonly critical: boolean;
    readonly roll?: PushRoll;
    /** The creature a push drives the target into (`with collide`). */
    readonly into?: RpgFighter;
}

/** The feet a hit pushes: the line's `with push N`, else the attack's `pushes N ft`. */
function pushFeet(attack: AttackModel, action: PlannedAction): number {
    const written = action.modifierValues?.push;
    if (written !== undefined) return Number(written);
    const effect = attack.effects?.find(e => e.kind === 'push');
    return effect?.kind === 'push' ? effect.feet : 0;
}

/** Everything a hit of `attack` by `f` does to `target` besides damage. */
export function afterHit(scene: Scene, f: RpgFighter, attack: AttackModel, target: RpgFighter, action: PlannedAction, hit: Hit): void {
    // Most hits do nothing more: no rider, no effect, no part (the simulation's hot path).
    if (!hit.part && !action.modifierValues && action.modifiers.length === 0 && !attack.effects?.length) return;
    const values = action.modifierValues ?? {};
    const riders: EffectModel[] = [];
    if (values.cripple) riders.push({ kind: 'inflict', condition: { name: 'crippled', value: Number(values.cripple), rounds: 1 } });
    if (action.modifiers.includes('daze')) riders.push({ kind: 'inflict', condition: { name: 'dazed', rounds: 1 } });
    if (action.modifiers.includes('weaken')) riders.push({ kind: 'inflict', condition: { name: 'weakened', rounds: 1 } });
    const own = (attack.effects ?? []).filter(e => e.kind !== 'push');
    const push = pushFeet(attack, action);
    for (const e of [...riders, ...own]) applyEffect(scene, f, attack, target, e);
    partEffects(scene, target, hit, riders.length + own.length > 0 || push > 0);
    if (push > 0 && target.status === 'active')
        forcedMovement(scene, f, target, { feet: push, toward: action.destination, into: hit.into, roll: hit.roll ?? { kind: 'check', total: 0 } });
}

/** The part's own effect on a hit. `effect`: the hit has an effect besides damage. */
function partEffects(scene: Scene, target: RpgFighter, hit: Hit, effect: boolean): void {
    const part = hit.part;
    if (!part) return;
    const give = (name: string, why: string, value?: number) =>
        giveCondition(scene, target, { name, rounds: 1, ...(value ? { value } : {}) }, { midRound: true, note: why, against: hit.roll?.total });
    if (part === 'leg' && effect) give('crippled', 'a leg hit with an effect besides damage', 10);
    if (part === 'vitals' || (part === 'shatterpoint' && hit.critical)) give('dazed', `a hit on the ${part}`);
    if (part === 'wings' && !target.wingless && target.conditions.has('flying')) give('grounded', 'its wings are hit');
    if (part === 'arm' && target.status === 'active') strikeArm(scene, target, hit);
}

/**
 * A hit on the arm (§Common Called Shot Targets, Arm): one that grapples must beat the attack roll
 * with a grappling check or let go; one that grapples nobody has disadvantage to grapple for 1 round
 * — `arm_struck`, timed like every other 1-round effect: to the end of the next round, so it also
 * hinders a grapple later in the round it is struck.
 */
function strikeArm(scene: Scene, target: RpgFighter, hit: Hit): void {
    if (target.holds.length === 0) {
        const note = `its arm was hit while it held nobody: disadvantage to grapple until the end of round ${scene.round + 1}`;
        giveCondition(scene, target, { name: 'arm_struck', rounds: 1 }, { midRound: true, note });
        return;
    }
    if (hit.roll && !grappleCheck(scene, target, hit.roll.total, 'keep its grapple against the attack roll'))
        releaseAll(scene, target, 'its arm was struck');
}

/** One effect of `attack` by `f` on `target`, as written. */
export function applyEffect(scene: Scene, f: RpgFighter, attack: AttackModel, target: RpgFighter, e: EffectModel): void {
    if (target.status === 'dead') return;
    switch (e.kind) {
        case 'inflict':
            giveCondition(scene, target, { ...e.condition, source: e.condition.source ?? f.id }, { midRound: true, note: `from ${attack.name}` });
            return;
        case 'remove':
            for (const name of e.conditions)
                if (name === 'unconscious') wake(scene, f, target, attack);
                else endCondition(scene, target, name, `removed by ${attack.name}`);
            return;
        case 'heal':
            heal(scene, f, target, attack, e.dice);
            return;
        case 'push':
            forcedMovement(scene, f, target, { feet: e.feet, roll: { kind: 'check', total: 0 } });
            return;
        case 'modify':
            modifyStat(scene, target, e.stat, e.value, e.rounds, attack.name);
            return;
    }
}

/**
 * `removes unconscious`: unconsciousness is a status here, not a held condition. 0 HP is unconscious
 * (§Hit Points and Stats), so only a creature knocked out with HP left (`inflicts unconscious`, `is
 * unconscious`) wakes; one at 0 HP stays down until healing brings it above 0, and the log says so.
 */
function wake(scene: Scene, f: RpgFighter, target: RpgFighter, attack: AttackModel): void {
    if (target.status !== 'unconscious') return;
    if (target.hp <= 0) {
        note(
            scene,
            () =>
                `${f.id}'s ${attack.name} cannot wake ${target.id}: it has 0 HP, and 0 HP is unconscious until healing brings it above 0 (§Hit Points and Stats).`,
        );
        return;
    }
    target.status = 'active';
    scene.log.add(() => ({ kind: 'condition', who: target.id, condition: 'unconscious', gained: false, note: `removed by ${attack.name}` }));
}

/**
 * Healing: hit points back, up to the maximum; an unconscious creature healed above 0 HP is back in
 * the fight [assumption]; healing from a `psionic` ability stops bleeding.
 */
function heal(scene: Scene, f: RpgFighter, target: RpgFighter, attack: AttackModel, dice: DiceExpr): void {
    const stat = (name: string) => f.current.stats[name] ?? 0;
    const rolled = scene.log.enabled ? rollExpr(dice, scene.rng, stat) : undefined;
    const amount = Math.max(0, rolled ? rolled.total : rollTotal(dice, scene.rng, stat));
    const before = target.hp;
    target.hp = Math.min(target.maxHp, target.hp + amount);
    scene.log.add(() => ({
        kind: 'resource',
        who: target.id,
        resource: 'HP',
        delta: target.hp - before,
        value: target.hp,
        reason: `healed by ${f.id}'s ${attack.name}`,
        ...(rolled ? { rolls: [recordRoll(dice.kind === 'dice' ? dice.term.notation : 'heal', rolled)] } : {}),
    }));
    if (target.status === 'unconscious' && target.hp > 0) {
        target.status = 'active';
        scene.log.add({ kind: 'note', text: `${target.id} is back on its feet.` });
    }
    if (attack.tags.includes('psionic')) endCondition(scene, target, 'bleeding', 'psionic healing');
}

/**
 * A stat change (`modifies STR -2 [for N rounds]`): temporary HP granted (they never stack: the larger
 * stays); a maximum HP reduction, which only caps current HP at the new maximum; any other stat
 * changed for its duration or, without one, for the fight (a reduction: stat damage, until a rest).
 * A six stat or the maximum HP reduced to 0 kills.
 * Source: 000_7e14385943d7d1e7.txt §Hit Points and Stats.
 */
export function modifyStat(scene: Scene, target: RpgFighter, stat: string, value: number, rounds: number | undefined, from: string): void {
    const left = rounds === undefined ? undefined : rounds + 1;
    const log = (delta: number, after: number, note?: string) =>
        scene.log.add(() => ({
            kind: 'resource',
            who: target.id,
            resource: stat,
            delta,
            value: after,
            reason: `${from}${rounds ? ` for ${rounds} round${rounds === 1 ? '' : 's'}` : ''}`,
            ...(note ? { note } : {}),
        }));
    if (stat === 'temp_hp') {
        const after = gainTempHp(target.tempHp, value);
        if (after > target.tempHp) target.tempHpRounds = left;
        log(after - target.tempHp, after);
        target.tempHp = after;
        return;
    }
    if (stat === 'max_hp') {
        reduceMaximum(scene, target, -value, log);
        return;
    }
    target.changes.push({ stat, value, roundsLeft: left });
    refreshStats(target);
    const now = target.current.stats[stat] ?? 0;
    log(value, now);
    if (value < 0 && statReductionKills(stat, now)) kill(scene, target, `dies at once: its ${stat} is reduced to ${now} (§Hit Points and Stats)`);
}

/**
 * `by` off `target`'s maximum HP. Its log line says what became of current HP, since the seed warns
 * that the character sheet would take them down too (they are only capped here).
 */
function reduceMaximum(scene: Scene, target: RpgFighter, by: number, log: (delta: number, after: number, note: string) => void): void {
    const before = target.hp;
    const cut = reduceMaxHp(target.maxHp, before, by);
    const hp = cut.hp < before ? `current HP capped at the new maximum: ${before} → ${cut.hp}` : `current HP unchanged at ${before}`;
    log(cut.maxHp - target.maxHp, cut.maxHp, hp);
    target.maxHp = cut.maxHp;
    target.hp = cut.hp;
    if (cut.dies) kill(scene, target, 'dies at once: its maximum HP is reduced to 0 (§Hit Points and Stats)');
}
