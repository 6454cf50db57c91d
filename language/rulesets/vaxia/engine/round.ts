/**
 * One Vaxia round. There is no initiative and no hit or miss: every post's actions are d100
 * rulings. By default they happen together (004_941aee309a07cd38.txt §Order of Actions: "most of
 * the time" at roughly the same time): everyone who starts the round up acts, and who drops is
 * settled at the end. Under `order_of_actions: speed` the first attack of each post is ordered by
 * its speed stat (DEX physical, INT magic) ruled against the best other speed might, using the
 * to-hit roll the attack then keeps; groups act in turn and those they drop no longer act. Legacy
 * metamagic is ruled first (it works on the spells of the round); heals, repairs and moves come
 * after the attacks of the post; the effects of non-damaging attacks land, and riders who moved step
 * off, when their group's posts are over (effects.ts, support.ts); hazards strike at the end of the
 * round. A vehicle with no pilot does not act, and the log says so.
 */
import type { HazardModel, PlannedAction } from '../../../engine/model.js';
import { exposeAll } from './hazards.js';
import { logStartingState } from '../../../engine/starting-state.js';
import { LIF_NAME, type VaxiaFighter } from './fighter.js';
import { attackMightsOf } from './mights.js';
import { ATTACK_STATS } from '../rules/attacking-and-defending.js';
import { attackRealm } from '../rules/combat-stats-and-skills.js';
import { orderActions } from '../rules/order-of-actions.js';
import { traitRecord } from './records.js';
import type { Scene } from './scene.js';
import { countDownHolds, rollAgain, settle } from './harm.js';
import { isDefenseAction, NO_ACTIONS } from './defense.js';
import { attackOf, canAct, disarmedBy, settlePenalties, shutIn, struckWith } from './posts.js';
import { strike } from './strike.js';
import { breakFree, countDownEffects, landEffects } from './effects.js';
import { alight, mend, metamagic, move } from './support.js';

/**
 * A vehicle with nobody up aboard does not act (§Vehicle Combat: its pilot flies and fights): the
 * log says so for the attacks and moves of its post. Its defenses are said where an attack meets it
 * (defense.ts: it stands, with no pilot to manoeuvre it).
 */
function noteUnpiloted(scene: Scene, f: VaxiaFighter): void {
    if (!f.isVehicle || f.status !== 'active' || !scene.log.enabled || scene.pilot(f)) return;
    const lost = (scene.planOf(f)?.actions ?? NO_ACTIONS).filter(a => !isDefenseAction(a)).map(actionWords);
    if (lost.length) scene.log.add({ kind: 'note', text: `${f.id} has nobody aboard to pilot it, so it does not act: ${lost.join('; ')}.` });
}

/** An action as its line writes it: `Ram -> Foe`, `move to bank`. */
function actionWords(a: PlannedAction): string {
    if (a.action === 'move') return a.destination ? `move to ${a.destination}` : 'move';
    const name = struckWith(a) ?? a.action;
    return a.targets.length ? `${name} -> ${a.targets.join(', ')}` : name;
}

function playPost(scene: Scene, f: VaxiaFighter, speedRoll: number | undefined): void {
    if (!canAct(scene, f)) {
        noteUnpiloted(scene, f);
        return;
    }
    // §Order of Actions: posts happen together and who drops is settled at the round's end — said
    // in the log when a post is played by one past 0 LIF this round (not one holding on by a
    // stay-conscious roll, `rolledIn`), who would otherwise seem to fight on unhurt.
    if (
        scene.log.enabled &&
        f.damage >= f.lif &&
        f.rolledIn === undefined &&
        scene.options.order === 'simultaneous' &&
        scene.planOf(f)?.actions.length
    )
        scene.log.add({
            kind: 'note',
            text: `${f.id} is past 0 LIF but still acts: the round's posts happen together, and who drops is settled at its end (order_of_actions: simultaneous).`,
        });
    let roll = speedRoll;
    // Indexed loops: V8 made an iterator object for each for-of here (every post of every round).
    const actions = scene.planOf(f)?.actions ?? NO_ACTIONS;
    for (let i = 0; i < actions.length; i++) {
        const a = actions[i];
        const attack = attackOf(f, a);
        const lostTo = attack ? undefined : disarmedBy(f, a);
        if (lostTo) noteDisarmed(scene, f, a, lostTo);
        else if (attack) {
            for (let j = 0; j < a.targets.length; j++) {
                const id = a.targets[j];
                const target = scene.byId(id);
                if (!target || target.status === 'dead') continue;
                if (shutIn(scene, f, target)) {
                    // Built only for a kept log: the template string would be made even with the log off.
                    if (scene.log.enabled)
                        scene.log.add({ kind: 'note', text: `${f.id} is shut inside ${f.aboard} (no gun ports) and cannot attack ${id}.` });
                    continue;
                }
                strike(scene, f, target, attack, a, roll);
                roll = undefined;
            }
        } else if (a.action === 'heal' || a.action === 'repair') mend(scene, f, a);
        else if (a.action === 'move') move(scene, f, a);
    }
}

/**
 * The log's word on an attack a disarm took away. In a helper: the closure in `playPost`'s loop made
 * V8 allocate a context for every action of every post.
 */
function noteDisarmed(scene: Scene, f: VaxiaFighter, a: PlannedAction, lostTo: string): void {
    scene.log.add(() => ({ kind: 'note', text: `${f.id} cannot strike with ${struckWith(a)}: ${lostTo} disarmed it.` }));
}

const ordinal = (n: number) =>
    `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/** Posts in the order they act under `order_of_actions: speed`: speed groups, with their kept to-hit rolls. */
function speedGroups(scene: Scene, actors: readonly VaxiaFighter[]): { f: VaxiaFighter; roll?: number }[][] {
    const entries: { id: string; speedMight: number; roll: number }[] = [];
    const speedStat = new Map<string, string>();
    const others: VaxiaFighter[] = [];
    for (const f of actors) {
        const first = (scene.planOf(f)?.actions ?? []).map(a => attackOf(f, a)).find(x => x !== undefined);
        if (!first) others.push(f);
        else {
            entries.push({ id: f.id, speedMight: attackMightsOf(scene, f, first)[0], roll: scene.rng.die(100) });
            speedStat.set(f.id, ATTACK_STATS[attackRealm(first)][0]);
        }
    }
    const ordered = orderActions(entries, scene.options.rounding);
    // One line per group, so a crowded round stays readable.
    for (const [i, group] of ordered.entries()) {
        scene.log.add(() => ({
            kind: 'order',
            label: i === 0 ? 'order of actions by speed (most PP first), 1st' : ordinal(i + 1),
            order: group.map(s => ({ id: s.id, rolls: [traitRecord(speedStat.get(s.id) ?? 'speed', s.ruling)], total: s.ruling.pp })),
        }));
    }
    const rollOf = new Map(entries.map(e => [e.id, e.roll]));
    const out: { f: VaxiaFighter; roll?: number }[][] = ordered.map(g => g.map(s => ({ f: scene.byId(s.id)!, roll: rollOf.get(s.id) })));
    if (others.length) out.push(others.map(f => ({ f })));
    return out;
}

/** Whether `f` takes its post this round: able to act, with a post. */
function acts(scene: Scene, f: VaxiaFighter): boolean {
    return canAct(scene, f) && scene.planOf(f) !== undefined;
}

/**
 * The posts of a round under `order_of_actions: speed`, group by group. Apart from the round: its
 * closures made V8 allocate a context for every round of every run, whatever the order.
 */
function playBySpeed(scene: Scene): void {
    const actors = scene.fighters.filter(f => acts(scene, f));
    for (const f of scene.fighters) if (f.isVehicle && !actors.includes(f)) noteUnpiloted(scene, f);
    for (const group of speedGroups(scene, actors)) {
        for (const { f, roll } of group) playPost(scene, f, roll);
        alight(scene);
        landEffects(scene);
        settle(scene);
    }
}

/**
 * Plays the round: holds run out and effects are thrown off before anyone acts; metamagic; posts
 * (together or by speed), each group's effects landing when its posts are over; hazards; then
 * statuses, holds and the rounds of conditions and stat changes.
 */
export function playVaxiaRound(scene: Scene, hazards: readonly HazardModel[]): void {
    // The event is made only for a kept log (an object literal is allocated even when `add` drops it).
    if (scene.log.enabled) scene.log.add({ kind: 'round', round: scene.round });
    // Before the first round: a wound written on a combatant's line (`is wounded 12`) or carried from
    // a day's earlier fight, as LIF left, its status when not up, the conditions it holds.
    if (scene.round === 1 && scene.log.enabled)
        logStartingState(scene.log, scene.fighters, LIF_NAME, f =>
            f.conditions.list.map(c => (c.value === undefined ? c.name : `${c.name} ${c.value}`)),
        );
    rollAgain(scene);
    breakFree(scene);
    settle(scene);
    settlePenalties(scene);
    // Who acts is asked of each fighter in turn, without a list: metamagic changes no status, pilot
    // or post, nor do posts played together (drops are settled after them), so the answer holds.
    // Indexed loops: V8 made an iterator object for each for-of here, every round of every run.
    const fighters = scene.fighters;
    for (let i = 0; i < fighters.length; i++) {
        const f = fighters[i];
        if (!acts(scene, f)) continue;
        const actions = scene.planOf(f)!.actions;
        for (let j = 0; j < actions.length; j++) if (actions[j].action === 'metamagic') metamagic(scene, f, actions[j]);
    }
    if (scene.options.order === 'simultaneous') {
        // One group, everyone together.
        for (let i = 0; i < fighters.length; i++) {
            const f = fighters[i];
            if (acts(scene, f)) playPost(scene, f, undefined);
            else if (f.isVehicle) noteUnpiloted(scene, f);
        }
        alight(scene);
        landEffects(scene);
        settle(scene);
    } else playBySpeed(scene);
    exposeAll(scene, hazards);
    settle(scene);
    countDownHolds(scene);
    countDownEffects(scene);
    settle(scene);
    // Looked at only when used: an iterator, or clearing even an empty Set or Map, costs V8 an allocation.
    if (scene.leaping.size) {
        for (const id of scene.leaping) {
            const f = scene.byId(id);
            if (f?.aboard) {
                scene.log.add({ kind: 'note', text: `${id} has leapt out of ${f.aboard}.` });
                f.zone = scene.byId(f.aboard)?.zone ?? f.zone;
                f.aboard = undefined;
            }
        }
        scene.leaping.clear();
    }
    if (scene.metamagic.size) scene.metamagic.clear();
}
