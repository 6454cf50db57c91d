/**
 * Grappling, escaping, shoving and moving: opposed d20 skill checks (Athletics against Athletics or
 * Acrobatics), disadvantage by size, a grappled target that cannot move, a grappler dragging its
 * targets at half speed, forced movement stopped by a wall (P — T from a monster — per 5 ft left)
 * and falls (1d6 per 10 ft).
 * Source: 000_7e14385943d7d1e7.txt §Grappling with Grappling, §Environmental Factors.
 */
import { advantageState, d20Notation, rollD20s } from '../rules/aim-and-block-dice.js';
import { fallingDice, wallImpact } from '../rules/environmental-factors.js';
import { crippleTotal } from './conditions.js';
import { giveCondition, type RpgFighter } from './fighter.js';
import { applyDamage } from './harm.js';
import { grappleContest, grappleDisadvantage, grapplerSpeed, hasFreeHand, SIZES } from '../rules/grappling-with-grappling.js';
import { diceRecord, hazardIn, type Scene } from './scene.js';

const skill = (f: RpgFighter, name: string) => f.model.groups.skills?.[name] ?? 0;
const sizeOf = (f: RpgFighter) => SIZES[Math.max(0, Math.min(5, f.model.stats.size ?? 2))];

/** A d20 skill check (advantage > 0 / disadvantage < 0, stacks as on attacks), logged; returns the total. */
function skillCheck(
    scene: Scene,
    f: RpgFighter,
    bonus: number,
    what: string,
    needs: string,
    advantage = 0,
    success?: (t: number) => boolean,
): number {
    const state = advantageState(advantage, scene.options.advantageStack);
    const { faces, kept, keptIndex } = rollD20s(state, scene.rng);
    const total = kept + bonus + state.flat;
    scene.log.add(() => ({
        kind: 'check',
        who: f.id,
        what,
        rolls: [
            diceRecord(
                d20Notation(state),
                20,
                faces,
                faces.map((_v, i) => i === keptIndex),
                kept,
            ),
        ],
        total,
        needs,
        success: success ? success(total) : true,
        ...(bonus || state.flat ? { note: `+${bonus} skill${state.flat ? `, ${state.flat > 0 ? '+' : ''}${state.flat} stacked` : ''}` } : {}),
    }));
    return total;
}

/** A grappler's Athletics check against a number (an attack roll on its arm): true when it holds. */
export function grappleCheck(scene: Scene, f: RpgFighter, against: number, what: string): boolean {
    const total = skillCheck(scene, f, skill(f, 'athletics'), `Athletics to ${what}`, `${against} or more`, 0, t => t >= against);
    return total >= against;
}

/** Lets go of every creature `f` holds. */
export function releaseGrapple(scene: Scene, f: RpgFighter, why: string): void {
    for (const id of f.grappling) {
        const t = scene.byId(id);
        t.grappledBy = undefined;
        t.conditions = t.conditions.filter(c => c.name !== 'grappled');
        scene.log.add(() => ({ kind: 'condition', who: t.id, condition: 'grappled', gained: false, note: `${f.id} lets go: ${why}` }));
    }
    f.grappling = [];
}

/** Grapple (major action): Athletics against the better of Athletics and Acrobatics; ties fail [assumption]. */
export function grapple(scene: Scene, f: RpgFighter, target: RpgFighter): void {
    if (!hasFreeHand(f.model.stats.free_hands ?? 1, f.grappling.length)) {
        scene.log.add(() => ({ kind: 'note', text: `${f.id} has no free hand to grapple ${target.id}.` }));
        return;
    }
    const dis = grappleDisadvantage(sizeOf(f), sizeOf(target));
    const mine = skillCheck(scene, f, skill(f, 'athletics'), `Athletics to grapple ${target.id}`, 'beat the target', -dis);
    const theirs = skillCheck(
        scene,
        target,
        Math.max(skill(target, 'athletics'), skill(target, 'acrobatics')),
        'Athletics/Acrobatics against the grapple',
        `beat ${mine}`,
        0,
        t => t >= mine,
    );
    if (!grappleContest(mine, theirs, 'seize')) return;
    if (target.grappledBy) releaseGrapple(scene, scene.byId(target.grappledBy), `${f.id} takes ${target.id} over`);
    target.grappledBy = f.id;
    f.grappling.push(target.id);
    giveCondition(scene.log, target, { name: 'grappled' }, `held by ${f.id}`);
}

/** Escape (major action): Athletics or Acrobatics against the grappler's Athletics; ties keep the hold [assumption]. */
export function escapeGrapple(scene: Scene, f: RpgFighter): void {
    if (!f.grappledBy) return;
    const holder = scene.byId(f.grappledBy);
    const mine = skillCheck(scene, f, Math.max(skill(f, 'athletics'), skill(f, 'acrobatics')), `escape ${holder.id}'s grapple`, 'beat the grappler');
    const theirs = skillCheck(scene, holder, skill(holder, 'athletics'), `Athletics to hold ${f.id}`, `${mine} or more`, 0, t => t >= mine);
    if (!grappleContest(theirs, mine, 'escape')) return;
    holder.grappling = holder.grappling.filter(id => id !== f.id);
    f.grappledBy = undefined;
    f.conditions = f.conditions.filter(c => c.name !== 'grappled');
    scene.log.add(() => ({ kind: 'condition', who: f.id, condition: 'grappled', gained: false, note: 'escapes' }));
}

/** Shove (major action): Athletics against Athletics / Acrobatics, then a push of `feet`. */
export function shove(scene: Scene, f: RpgFighter, target: RpgFighter, feet: number): void {
    const mine = skillCheck(scene, f, skill(f, 'athletics'), `Athletics to shove ${target.id}`, 'beat the target');
    const theirs = skillCheck(
        scene,
        target,
        Math.max(skill(target, 'athletics'), skill(target, 'acrobatics')),
        'resist the shove',
        `beat ${mine}`,
        0,
        t => t >= mine,
    );
    if (mine > theirs) forcedMovement(scene, f, target, feet);
}

/**
 * Forced movement of `feet`: the target lets go of its grapples; a `hazard wall N` in its zone stops
 * it after N ft, and each 5 ft left deals P of the pusher (T, its tier, for a creature).
 */
export function forcedMovement(scene: Scene, pusher: RpgFighter, target: RpgFighter, feet: number): void {
    scene.log.add(() => ({ kind: 'action', actor: pusher.id, action: 'push', target: target.id, text: `${target.id} is pushed ${feet} ft.` }));
    if (target.grappling.length) releaseGrapple(scene, target, 'forced movement');
    const wall = hazardIn(scene, target.zone, 'wall');
    if (wall === undefined || wall >= feet) return;
    const monster = pusher.model.kind === 'creature';
    const unit = monster ? (pusher.model.stats.tier ?? 1) : (pusher.model.stats.P ?? 2);
    const { units, damage } = wallImpact(feet, wall, unit);
    if (units === 0) return;
    applyDamage(scene.log, target, damage, {
        attacker: pusher.id,
        note: `hits a wall after ${wall} ft: ${units} × ${monster ? 'T' : 'P'} (${unit})`,
    });
}

/** A move to `destination` (or on the spot): none while grappled; a grappler drags its targets; a fall in the new zone. */
export function move(scene: Scene, f: RpgFighter, destination: string | undefined): void {
    if (f.grappledBy) {
        scene.log.add(() => ({ kind: 'note', text: `${f.id} is grappled by ${f.grappledBy} and cannot move.` }));
        return;
    }
    const speed = f.model.stats.speed ?? 30;
    const cripple = crippleTotal(f.conditions);
    const feet = Math.max(0, (f.grappling.length ? grapplerSpeed(speed) : speed) - cripple);
    if (feet === 0) {
        scene.log.add(() => ({ kind: 'note', text: `${f.id} has no speed left to move (Cripple ${cripple}).` }));
        return;
    }
    const to = destination ?? f.zone;
    scene.log.add(() => ({
        kind: 'action',
        actor: f.id,
        action: 'move',
        text: `${f.id} moves up to ${feet} ft${to && to !== f.zone ? ` to ${to}` : ''}${f.grappling.length ? ` (half speed, dragging ${f.grappling.join(', ')})` : ''}.`,
    }));
    if (!destination || destination === f.zone) return;
    f.zone = destination;
    for (const id of f.grappling) scene.byId(id).zone = destination;
    const drop = hazardIn(scene, destination, 'falling');
    if (drop === undefined) return;
    for (const who of [f, ...f.grappling.map(id => scene.byId(id))]) {
        const n = fallingDice(drop);
        if (n === 0) continue;
        const faces = Array.from({ length: n }, () => scene.rng.die(6));
        const total = faces.reduce((a, b) => a + b, 0);
        applyDamage(scene.log, who, total, { rolls: [diceRecord(`${n}d6`, 6, faces, [], total)], note: `falls ${drop} ft` });
    }
}
