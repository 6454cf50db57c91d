/**
 * Grappling and the other skill checks of a fight: seizing a creature (or a part of one already held)
 * by an opposed check — Athletics against Athletics or Acrobatics — with disadvantage by size and
 * against a rider, within the grappler's reach; escaping; letting go; a grappler's check to keep
 * its hold when its arm is struck; a Medicine check on a bleeding creature.
 * Source: 000_7e14385943d7d1e7.txt §Grappling with Grappling, §Called Shots and Anatomy (Arm,
 * Vitals, Wings, parts with hit points, the artery).
 */
import { advantageState, d20Notation, rollD20s } from '../rules/aim-and-block-dice.js';
import { findPart, grapplablePart } from '../rules/called-shots-and-anatomy.js';
import { grappleContest, grappleDisadvantage, hasFreeHand, inGrappleReach, SIZES } from '../rules/grappling-with-grappling.js';
import { endCondition, giveCondition } from './conditions.js';
import { grapplerOf, type RpgFighter } from './fighter.js';
import { letGo } from './movement.js';
import { diceRecord, note, type Scene } from './scene.js';

const skill = (f: RpgFighter, name: string) => f.model.groups.skills?.[name] ?? 0;
const sizeOf = (f: RpgFighter) => SIZES[Math.max(0, Math.min(5, f.current.stats.size ?? 2))];

/** A d20 skill check (advantage > 0 / disadvantage < 0, stacks as on attacks), logged; returns the total. */
export function skillCheck(
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

/** A grappler's Athletics check against a number (an attack roll on its arm, a fall to stop): true when it meets it. */
export function grappleCheck(scene: Scene, f: RpgFighter, against: number, what: string): boolean {
    const total = skillCheck(scene, f, skill(f, 'athletics'), `Athletics to ${what}`, `${against} or more`, 0, t => t >= against);
    return total >= against;
}

/** The target's check to resist being seized (the better of Athletics and Acrobatics, plus a part's bonus), logged. */
function resist(scene: Scene, target: RpgFighter, mine: number, what: string, bonus = 0): number {
    return skillCheck(
        scene,
        target,
        Math.max(skill(target, 'athletics'), skill(target, 'acrobatics')) + bonus,
        what,
        `beat ${mine}`,
        0,
        t => t >= mine,
    );
}

/**
 * Grapple (major action): within reach and with a free hand, Athletics against the better of
 * Athletics and Acrobatics; ties fail [assumption]. `part`: a part of a creature it already holds,
 * the part's bonus added to the target's check; vitals held Daze it, wings held ground it.
 */
export function grapple(scene: Scene, f: RpgFighter, target: RpgFighter, part?: string): void {
    if (part) {
        grapplePart(scene, f, target, part);
        return;
    }
    if (!hasFreeHand(f.current.stats.free_hands ?? 1, f.holds.length)) {
        note(scene, () => `${f.id} has no free hand to grapple ${target.id}.`);
        return;
    }
    const distance = scene.field.between(f.id, target.id);
    const reach = f.current.stats.grapple_reach ?? 5;
    if (!inGrappleReach(distance, reach)) {
        note(scene, () => `${target.id} is ${distance} ft away, out of ${f.id}'s ${reach}-ft grapple reach.`);
        return;
    }
    const mount = target.mount ? sizeOf(scene.byId(target.mount)) : undefined;
    const dis = grappleDisadvantage(sizeOf(f), sizeOf(target), mount);
    const mine = skillCheck(scene, f, skill(f, 'athletics'), `Athletics to grapple ${target.id}`, 'beat the target', -dis);
    const theirs = resist(scene, target, mine, 'Athletics/Acrobatics against the grapple');
    if (!grappleContest(mine, theirs, 'seize')) return;
    const holder = grapplerOf(target);
    if (holder) letGo(scene, scene.byId(holder), target.id, `${f.id} takes ${target.id} over`);
    giveCondition(
        scene,
        target,
        { name: 'grappled', source: f.id },
        {
            midRound: true,
            note: `held by ${f.id}${distance ? ` at ${distance} ft` : ''}`,
        },
    );
}

function grapplePart(scene: Scene, f: RpgFighter, target: RpgFighter, partName: string): void {
    const hold = f.holds.find(h => h.id === target.id);
    const part = findPart(partName);
    if (!hold || !part || !grapplablePart(part.name)) {
        note(scene, () => `${f.id} must hold ${target.id} before seizing a part of it that can be grappled.`);
        return;
    }
    const bonus = target.current.stats[part.name] ?? part.bonus;
    const mine = skillCheck(scene, f, skill(f, 'athletics'), `Athletics to seize ${target.id}'s ${part.name}`, 'beat the target');
    const theirs = resist(scene, target, mine, `keep its ${part.name} free (+${bonus} for the part)`, bonus);
    if (!grappleContest(mine, theirs, 'seize')) return;
    hold.part = part.name;
    scene.log.add(() => ({ kind: 'action', actor: f.id, action: 'grapple', target: target.id, text: `${f.id} seizes ${target.id}'s ${part.name}.` }));
    if (part.whileHeld)
        giveCondition(scene, target, { name: part.whileHeld, source: f.id }, { midRound: true, note: `its ${part.name} held by ${f.id}` });
}

/** Escape (major action): the target's Athletics or Acrobatics against the grappler's Athletics; a tie keeps the hold [assumption]. */
export function escapeGrapple(scene: Scene, f: RpgFighter): void {
    const holderId = grapplerOf(f);
    if (!holderId) {
        note(scene, () => `${f.id} is not grappled: nothing to escape.`);
        return;
    }
    const holder = scene.byId(holderId);
    const mine = skillCheck(scene, f, Math.max(skill(f, 'athletics'), skill(f, 'acrobatics')), `escape ${holder.id}'s grapple`, 'beat the grappler');
    const theirs = skillCheck(scene, holder, skill(holder, 'athletics'), `Athletics to hold ${f.id}`, `${mine} or more`, 0, t => t >= mine);
    if (grappleContest(theirs, mine, 'escape')) letGo(scene, holder, f.id, 'escapes');
}

/** Release (free): the grappler lets go of the one it names. */
export function release(scene: Scene, f: RpgFighter, target: RpgFighter): void {
    if (!f.holds.some(h => h.id === target.id)) {
        note(scene, () => `${f.id} does not hold ${target.id}.`);
        return;
    }
    letGo(scene, f, target.id, `${f.id} lets go`);
}

/** The Medicine check that stops an artery's bleeding: two successes [assumption: d20 + medicine against 10]. */
export function medicine(scene: Scene, f: RpgFighter, target: RpgFighter): void {
    if (!target.conditions.has('bleeding')) {
        note(scene, () => `${target.id} is not bleeding: nothing for Medicine to do.`);
        return;
    }
    const total = skillCheck(scene, f, skill(f, 'medicine'), `Medicine on ${target.id}'s bleeding`, '10 or more', 0, t => t >= MEDICINE_DC);
    if (total < MEDICINE_DC) return;
    target.medicine++;
    if (target.medicine >= MEDICINE_SUCCESSES) {
        target.medicine = 0;
        endCondition(scene, target, 'bleeding', 'two Medicine checks');
    }
}

/** The Medicine check's difficulty [assumption: the chapter gives none] and the successes that stop a bleed. */
const MEDICINE_DC = 10;
const MEDICINE_SUCCESSES = 2;
