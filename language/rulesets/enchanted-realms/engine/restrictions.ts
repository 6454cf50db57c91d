/**
 * Restrictions in play: which of a fighter's restrictions are in force now (a fear whose source has
 * left the fight is not; the water of an underwater zone is), their combined adjustments, gaining
 * and losing them with the log, the saves that end them and the rounds that run them out.
 * Seed: 001_66230f9a082df360.txt §Restrictions in Combat.
 */
import type { ConditionModel } from '../../../engine/model.js';
import { type Combined, combineRestrictions, DROWSY_SLEEP_DC, drowsyCheckRounds, MAIMED_FEET } from '../rules/restrictions-in-combat.js';
import { MOUNT_THROWN_BY } from '../rules/knocked-down.js';
import { clashesOf } from '../rules/restrictions-table.js';
import { dropWeapon, type ErFighter } from './fighter.js';
import { dismount, throwRider } from './mounts.js';
import { fighterFeat } from './saves.js';
import type { Scene } from './scene.js';
import { isHeldWeapon } from './weapons.js';

/** Restrictions whose effects hold only while their source is in the fight. §Restrictions in Combat (frightened). */
const WHILE_SOURCE_PRESENT = new Set(['frightened']);

/** What reading a fighter's restrictions needs: who else is in the fight, and where it stands. */
export type Roster = Pick<Scene, 'byId' | 'field' | 'water'>;

/**
 * The restrictions in force on `f`: its held ones — a fear only while its source is still active —
 * and `underwater` while it stands in a zone with `terrain underwater`.
 */
export function restrictionsOf(roster: Roster, f: ErFighter): string[] {
    const names: string[] = [];
    for (const c of f.conditions.list) {
        if (WHILE_SOURCE_PRESENT.has(c.name) && c.source !== undefined && roster.byId(c.source).status !== 'active') continue;
        if (!names.includes(c.name)) names.push(c.name);
    }
    if (roster.water && roster.field.featureAt(f.id, 'terrain') === 'underwater' && !names.includes('underwater')) names.push('underwater');
    return names;
}

/** The combined adjustments of every restriction in force on `f` (the strongest of each). */
export function adjustmentsOf(roster: Roster, f: ErFighter): Combined {
    if (f.conditions.list.length === 0 && !roster.water) return NONE;
    return combineRestrictions(restrictionsOf(roster, f));
}

const NONE = combineRestrictions([]);

/** Whether `f` is under no restriction at all (the common case, worked out without lists). */
export function unrestricted(roster: Roster, f: ErFighter): boolean {
    return f.conditions.list.length === 0 && (!roster.water || roster.field.featureAt(f.id, 'terrain') !== 'underwater');
}

/** Feet of movement a fighter's maimings take, all of them added (the one cumulative row). */
export function maimedFeet(f: ErFighter): number {
    if (f.conditions.list.length === 0) return 0;
    return f.conditions.list.reduce((sum, c) => sum + (c.name === 'maimed' ? (c.value ?? MAIMED_FEET) : 0), 0);
}

/** Whether `f` is charmed by `other` (and so will not harm it). §Restrictions in Combat (charmed). */
export function charmedBy(f: ErFighter, other: ErFighter): boolean {
    // A loop: asked for every attack a plan weighs, and a closure over `other` is allocated per call.
    const list = f.conditions.list;
    for (let i = 0; i < list.length; i++) if (list[i].name === 'charmed' && list[i].source === other.id) return true;
    return false;
}

/** fearSources' answer for a fighter without restrictions (asked before every move; shared, never changed). */
const FEARLESS: readonly ErFighter[] = [];

/** The sources of fear `f` may not move closer to (frightened, not shaken), still in the fight. */
export function fearSources(roster: Roster, f: ErFighter): readonly ErFighter[] {
    if (f.conditions.list.length === 0) return FEARLESS;
    return f.conditions.list.flatMap(c => (c.name === 'frightened' && c.source ? [roster.byId(c.source)] : [])).filter(s => s.status === 'active');
}

/**
 * Gives `target` a restriction and logs it. A maiming adds its feet to those already lost; another
 * restriction held already keeps the stronger rating and the longer duration (ConditionSet). One the
 * table says cannot hold with a held one replaces it. Falling unconscious also drops it prone with
 * its weapons on the ground. Grappled by someone makes that one its holder.
 */
export function inflict(scene: Scene, target: ErFighter, c: ConditionModel, note?: string): void {
    if (c.name === 'maimed') {
        const held = target.conditions.get('maimed');
        const feet = c.value ?? MAIMED_FEET;
        if (held) held.value = (held.value ?? MAIMED_FEET) + feet;
        else target.conditions.add({ ...c, value: feet });
        logGain(scene, target, 'maimed', note ?? `${maimedFeet(target)} ft of movement lost`);
        return;
    }
    for (const clash of clashesOf(c.name)) if (target.conditions.remove(clash)) logLoss(scene, target, clash, `${c.name} replaces it`);
    const result = target.conditions.add(c);
    if (result === 'kept') return;
    logGain(scene, target, c.name, note ?? (c.source ? `by ${c.source}` : undefined));
    if (c.name === 'grappled' && c.source) {
        const holder = scene.byId(c.source);
        target.grappledBy = holder.id;
        holder.grappling = target.id;
        holder.grappleRound ??= scene.round;
    }
    if (c.name === 'unconscious') knockedOut(scene, target);
    if (c.name === 'drowsy') scheduleDrowsy(scene, target);
    // §Knocked Down: a fallen mount throws its rider; a rider knocked down falls off (ours).
    if (MOUNT_THROWN_BY.has(c.name) && target.rider) throwRider(scene, target, c.name);
    if (c.name === 'prone' && target.mount) dismount(scene, target, 'knocked prone, it falls off');
}

/** An unconscious fighter drops what it holds and falls prone. §Restrictions in Combat (unconscious). */
export function knockedOut(scene: Scene, f: ErFighter): void {
    for (const a of f.model.attacks) if (isHeldWeapon(a)) dropWeapon(f, a.name);
    if (!f.conditions.has('prone')) {
        f.conditions.add({ name: 'prone' });
        logGain(scene, f, 'prone', 'falls as it loses consciousness');
    }
}

/** Ends a restriction on `f` (every source of it) and logs it; false when it held none. */
export function lift(scene: Scene, f: ErFighter, name: string, why: string): boolean {
    if (!f.conditions.remove(name)) return false;
    logLoss(scene, f, name, why);
    if (name === 'grappled') unhold(scene, f);
    return true;
}

/** Unties a grapple's two ends once the victim no longer holds `grappled`. */
function unhold(scene: Scene, victim: ErFighter): void {
    if (!victim.grappledBy) return;
    const holder = scene.byId(victim.grappledBy);
    if (holder.grappling === victim.id) {
        holder.grappling = undefined;
        holder.grappleRound = undefined;
    }
    victim.grappledBy = undefined;
}

function logGain(scene: Scene, who: ErFighter, condition: string, note?: string): void {
    scene.log.add({ kind: 'condition', who: who.id, condition, gained: true, ...(note ? { note } : {}) });
}

function logLoss(scene: Scene, who: ErFighter, condition: string, note: string): void {
    scene.log.add({ kind: 'condition', who: who.id, condition, gained: false, note });
}

/** Draws when a drowsy fighter next makes its Spirit feat against sleep: 2d10 minutes from now. */
export function scheduleDrowsy(scene: Scene, f: ErFighter): void {
    f.drowsyRounds = drowsyCheckRounds(scene.rng);
    scene.log.add(() => ({ kind: 'action', actor: f.id, action: 'drowsy', text: `${f.id} will fight sleep again in ${f.drowsyRounds} rounds` }));
}

/**
 * A drowsy fighter's count to its next feat against sleep runs down with the round; at 0 it makes a
 * DC 10 Spirit (Muse) feat, drowsy's −2 included: failed, it falls asleep; made, the next 2d10 minutes
 * are drawn. §Restrictions in Combat (drowsy).
 */
function drowsyCountdown(scene: Scene, f: ErFighter): void {
    if (f.drowsyRounds === undefined) return;
    if (!f.conditions.has('drowsy') || f.status !== 'active') {
        f.drowsyRounds = undefined;
        return;
    }
    f.drowsyRounds--;
    if (f.drowsyRounds > 0) return;
    const feat = fighterFeat(scene, f, 'muse', DROWSY_SLEEP_DC, 'Spirit feat against sleep (drowsy)');
    if (feat.success) scheduleDrowsy(scene, f);
    else {
        f.drowsyRounds = undefined;
        inflict(scene, f, { name: 'asleep' }, 'drowsiness wins');
    }
}

/** Counts every restriction's rounds down at the end of a round and logs those that ran out. */
export function endRound(scene: Scene): void {
    // Indexed: V8 made an iterator for the for-of every round of every run.
    for (let i = 0; i < scene.fighters.length; i++) {
        const f = scene.fighters[i];
        if (f.conditions.list.length === 0) continue;
        drowsyCountdown(scene, f);
        for (const c of f.conditions.endRound()) {
            logLoss(scene, f, c.name, 'its duration runs out');
            if (c.name === 'grappled') unhold(scene, f);
        }
    }
}
