/**
 * Grappling and the other skill checks of a fight: seizing a creature (or a part of one already held)
 * by an opposed check — Athletics against Athletics or Acrobatics — with disadvantage by size and
 * against a rider, within the grappler's reach; escaping; letting go; a grappler's check to keep
 * its hold when its arm is struck, and the disadvantage to grapple of one struck on the arm while it
 * held nobody; a Medicine check on a bleeding creature.
 * Source: 000_7e14385943d7d1e7.txt §Grappling with Grappling, §Called Shots and Anatomy (Arm,
 * Vitals, Wings, parts with hit points, the artery).
 */
import { advantageState, d20Notation, rollD20s } from '../rules/aim-and-block-dice.js';
import { findPart, grapplablePart } from '../rules/called-shots-and-anatomy.js';
import { grappleContest, grappleDisadvantage, hasFreeHand, inGrappleReach, SIZES } from '../rules/grappling-with-grappling.js';
import { endCondition, giveCondition } from './conditions.js';
import { grapplerOf, type RpgFighter } from './fighter.js';
import { letGo } from './movement.js';
import { note, type Scene } from './scene.js';
import { recordFaces, type RollRecord } from '../../../engine/log.js';

/** A combatant's skill by name (0 when it has none). */
export const skill = (f: RpgFighter, name: string) => f.model.groups.skills?.[name] ?? 0;
/** The better of Athletics and Acrobatics: what resists a grapple or a shove, and what escapes one. */
export const escapeSkill = (f: RpgFighter) => Math.max(skill(f, 'athletics'), skill(f, 'acrobatics'));
const sizeOf = (f: RpgFighter) => SIZES[Math.max(0, Math.min(5, f.current.stats.size ?? 2))];

/** One d20 skill check rolled: its total, and its record for the log. */
interface RolledCheck {
    readonly total: number;
    readonly record: RollRecord;
    /** Stacked (dis)advantage's flat part (±4 per extra), shown in a note. */
    readonly flat: number;
}

/** Rolls a d20 skill check: advantage > 0 / disadvantage < 0, stacking as on attacks. */
function rollCheck(scene: Scene, bonus: number, advantage: number): RolledCheck {
    const state = advantageState(advantage, scene.options.advantageStack);
    const { faces, kept, keptIndex } = rollD20s(state, scene.rng);
    // The skill shows where the d20 is, so the line adds up (`1d20 [10] + skill (4) = 14`).
    const record = recordFaces(
        d20Notation(state),
        faces.map((value, i) => ({ sides: 20, value, kept: i === keptIndex })),
        kept + bonus,
        // The formula stays the dice (how many d20s and which kept), as in the JSON before the skill showed.
        bonus ? { plus: { name: 'skill', value: bonus }, formula: d20Notation(state) } : {},
    );
    return { total: kept + bonus + state.flat, record, flat: state.flat };
}

/** A check's line; `why` says where its disadvantages come from, so a GM sees why two d20 were rolled. */
function logCheck(scene: Scene, f: RpgFighter, what: string, roll: RolledCheck, needs: string, success: boolean, why: readonly string[] = []): void {
    scene.log.add(() => {
        const notes = why.length ? [`disadvantage: ${why.join('; ')}`] : [];
        if (roll.flat) notes.push(`${roll.flat > 0 ? '+' : '−'}${Math.abs(roll.flat)} stacked`);
        return {
            kind: 'check',
            who: f.id,
            what,
            rolls: [roll.record],
            total: roll.total,
            needs,
            success,
            ...(notes.length ? { note: notes.join('; ') } : {}),
        };
    });
}

/** A d20 skill check against a number, logged: true when the total reaches `against`. */
export function skillCheck(scene: Scene, f: RpgFighter, bonus: number, what: string, against: number): boolean {
    const roll = rollCheck(scene, bonus, 0);
    logCheck(scene, f, what, roll, `${against} or more`, roll.total >= against);
    return roll.total >= against;
}

/** One side of an opposed check: who rolls, its skill bonus, what the check is for, its advantage. */
export interface CheckSide {
    readonly f: RpgFighter;
    readonly bonus: number;
    readonly what: string;
    readonly advantage?: number;
    /** Why it has disadvantage, one reason per source, for its log line. */
    readonly why?: readonly string[];
}

/**
 * An opposed check: `first` rolls, then `second`; `firstWins` (the rule: who a tie goes to) decides.
 * Both lines are logged once both are rolled, so each says whether it won. @returns the totals and
 * whether `first` won.
 */
export function opposedCheck(
    scene: Scene,
    first: CheckSide,
    second: CheckSide,
    firstWins: (first: number, second: number) => boolean,
): { readonly first: number; readonly second: number; readonly won: boolean } {
    const a = rollCheck(scene, first.bonus, first.advantage ?? 0);
    const b = rollCheck(scene, second.bonus, second.advantage ?? 0);
    const won = firstWins(a.total, b.total);
    logCheck(scene, first.f, first.what, a, firstWins(b.total, b.total) ? `${b.total} or more` : `more than ${b.total}`, won, first.why);
    logCheck(scene, second.f, second.what, b, firstWins(a.total, a.total) ? `more than ${a.total}` : `${a.total} or more`, !won, second.why);
    return { first: a.total, second: b.total, won };
}

/** A grappler's Athletics check against a number (an attack roll on its arm, a fall to stop): true when it meets it. */
export function grappleCheck(scene: Scene, f: RpgFighter, against: number, what: string): boolean {
    return skillCheck(scene, f, skill(f, 'athletics'), `Athletics to ${what}`, against);
}

/** The disadvantages on a grapple attempt: how many (each source counts once), and why, for the log. */
interface Hindrance {
    readonly count: number;
    readonly why: readonly string[];
}

/**
 * A grapple attempt by one whose arm was struck while it held nobody (the `arm_struck` condition:
 * §Common Called Shot Targets, Arm) has disadvantage; seizing a part of a creature it holds is a
 * grapple attempt too.
 */
function armStruck(f: RpgFighter): Hindrance {
    return f.conditions.has('arm_struck') ? { count: 1, why: [`${f.id}'s arm was struck`] } : { count: 0, why: [] };
}

/**
 * What hinders `f`'s grapple of `target`: a larger target (twice from three sizes up), a rider `f`
 * is not two sizes larger than, with its mount (§Grappling with Grappling), and a struck arm.
 */
function grappleHindrance(scene: Scene, f: RpgFighter, target: RpgFighter): Hindrance {
    const mount = target.mount ? sizeOf(scene.byId(target.mount)) : undefined;
    const { bySize, mounted } = grappleDisadvantage(sizeOf(f), sizeOf(target), mount);
    const arm = armStruck(f);
    const why: string[] = [];
    if (bySize) why.push(bySize > 1 ? `${target.id} is three or more sizes larger, which counts twice` : `${target.id} is larger`);
    if (mounted) why.push(`${f.id} is not two sizes larger than ${target.id} and its mount`);
    return { count: bySize + mounted + arm.count, why: [...why, ...arm.why] };
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
    const hindrance = grappleHindrance(scene, f, target);
    const seized = opposedCheck(
        scene,
        { f, bonus: skill(f, 'athletics'), what: `Athletics to grapple ${target.id}`, advantage: -hindrance.count, why: hindrance.why },
        { f: target, bonus: escapeSkill(target), what: 'Athletics/Acrobatics against the grapple' },
        (mine, theirs) => grappleContest(mine, theirs, 'seize'),
    );
    if (!seized.won) return;
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
    const arm = armStruck(f);
    const seized = opposedCheck(
        scene,
        { f, bonus: skill(f, 'athletics'), what: `Athletics to seize ${target.id}'s ${part.name}`, advantage: -arm.count, why: arm.why },
        { f: target, bonus: escapeSkill(target) + bonus, what: `keep its ${part.name} free (skill + ${bonus} for the part)` },
        (mine, theirs) => grappleContest(mine, theirs, 'seize'),
    );
    if (!seized.won) return;
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
    const escaped = opposedCheck(
        scene,
        { f, bonus: escapeSkill(f), what: `escape ${holder.id}'s grapple` },
        { f: holder, bonus: skill(holder, 'athletics'), what: `Athletics to hold ${f.id}` },
        (mine, theirs) => grappleContest(theirs, mine, 'escape'),
    );
    if (escaped.won) letGo(scene, holder, f.id, 'escapes');
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
    if (!skillCheck(scene, f, skill(f, 'medicine'), `Medicine on ${target.id}'s bleeding`, MEDICINE_DC)) return;
    target.medicine++;
    if (target.medicine >= MEDICINE_SUCCESSES) {
        target.medicine = 0;
        endCondition(scene, target, 'bleeding', 'two Medicine checks');
    }
}

/** The Medicine check's difficulty [assumption: the chapter gives none] and the successes that stop a bleed. */
const MEDICINE_DC = 10;
const MEDICINE_SUCCESSES = 2;
