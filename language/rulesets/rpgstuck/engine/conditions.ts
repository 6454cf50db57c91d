/**
 * Conditions in a fight: giving and ending them (the shared `ConditionSet` keeps the list; Cripple
 * stacks with itself), what happens the moment one starts or ends (a prone flier falls, a prone rider
 * is dismounted, a hold is let go), what the start of a turn does (bleeding, breath) and the end of a
 * round (durations, timed stat changes and temporary HP), and who can be seen.
 * Source: 000_7e14385943d7d1e7.txt §Called Shots and Anatomy, §Grappling with Grappling, §Mounted
 * Combat, §Environmental Factors, §Light and Darkness, §Stealth Shenanigans; the table with every
 * effect: schema/conditions.ts.
 */
import type { ConditionModel } from '../../../engine/model.js';
import { breathRounds } from '../rules/environmental-factors.js';
import { canBeSeen } from '../rules/stealth-shenanigans.js';
import { STACKING_CONDITIONS } from '../schema.js';
import { aloft, refreshStats, type RpgFighter } from './fighter.js';
import { applyDamage, knockOut } from './harm.js';
import { dismount, letGo, settle } from './movement.js';
import { hazardAt, note, type Scene } from './scene.js';

/** How a condition is given: during a round (a duration then counts from the next round end on) or before the fight. */
interface Giving {
    readonly midRound: boolean;
    readonly note?: string;
    /** The roll that gave it, for a grappler keeping a flier aloft. */
    readonly against?: number;
}

/** How a condition reads in the log: `crippled (10)`. */
const named = (c: { readonly name: string; readonly value?: number }) => (c.value ? `${c.name} (${c.value})` : c.name);

/**
 * Gives `c` to `f`. "For N rounds" given during a round lasts to the end of the Nth round after it
 * [assumption]; given before the fight, N round ends. Unconscious is the fighter's status; grappled
 * by someone starts that one's hold; a prone or grounded flier over a drop falls; a prone rider is
 * dismounted, a prone mount throws its rider.
 */
export function giveCondition(scene: Scene, f: RpgFighter, c: ConditionModel, how: Giving): void {
    if (f.status === 'dead') return;
    if (c.name === 'unconscious') {
        knockOut(scene, f, how.note ? `is knocked unconscious (${how.note})` : 'is knocked unconscious');
        return;
    }
    if (c.name === 'flying' && f.wingless) {
        note(scene, () => `${f.id} cannot fly: its wings are destroyed.`);
        return;
    }
    const wasAloft = aloft(f);
    const rounds = c.rounds !== undefined && how.midRound ? c.rounds + 1 : c.rounds;
    if (c.name === 'flying') f.conditions.remove('prone');
    if (c.name === 'prone') f.conditions.remove('flying');
    const result = f.conditions.add({ ...c, rounds }, c.source, STACKING_CONDITIONS.has(c.name));
    if (result === 'kept') return;
    scene.log.add(() => ({ kind: 'condition', who: f.id, condition: named(c), gained: true, note: how.note }));
    if (c.name === 'grappled' && c.source) {
        const holder = scene.byId(c.source);
        if (!holder.holds.some(h => h.id === f.id)) holder.holds.push({ id: f.id, distance: scene.field.between(holder.id, f.id) });
    }
    if (c.name === 'prone') {
        if (f.mount) dismount(scene, f, 'knocked prone');
        if (f.rider) throwRider(scene, scene.byId(f.rider));
    }
    if (wasAloft && !aloft(f)) settle(scene, f, how.against);
}

/** A mount knocked prone: its rider falls prone beside it, unless it spends its reaction to land on its feet. */
function throwRider(scene: Scene, rider: RpgFighter): void {
    if (rider.status === 'active' && rider.reactionRound !== scene.round) {
        rider.reactionRound = scene.round;
        dismount(scene, rider, 'its mount falls prone: it spends its reaction to land on its feet');
        return;
    }
    dismount(scene, rider, 'its mount falls prone');
    giveCondition(scene, rider, { name: 'prone' }, { midRound: true, note: 'thrown by its mount' });
}

/** Ends `name` on `f` (from `source`, or every source); what ending it does: a hold let go, a flier that stops flying falls. */
export function endCondition(scene: Scene, f: RpgFighter, name: string, why: string, source?: string): boolean {
    const held = f.conditions.list.filter(c => c.name === name && (source === undefined || c.source === source));
    if (held.length === 0) return false;
    const wasAloft = aloft(f);
    f.conditions.remove(name, source);
    for (const c of held) {
        scene.log.add(() => ({ kind: 'condition', who: f.id, condition: named(c), gained: false, note: why }));
        if (name === 'grappled' && c.source) letGo(scene, scene.byId(c.source), f.id);
    }
    if (wasAloft && !aloft(f)) settle(scene, f);
    return true;
}

/** Whether `target` can be seen: not hidden, not invisible, not in heavy obscuration. */
export function canSee(scene: Scene, target: RpgFighter): boolean {
    const c = target.conditions;
    if (c.list.length === 0 && !scene.field.hasZones) return true;
    return canBeSeen({ hidden: c.has('hidden'), invisible: c.has('invisible'), concealment: scene.field.featureAt(target.id, 'concealment') });
}

/** The feet of speed Cripple takes off: every Cripple held, each its own n [assumption: n ft]. */
export function crippleTotal(f: RpgFighter): number {
    let total = 0;
    for (const c of f.conditions.list) if (c.name === 'crippled') total += c.value ?? 0;
    return total;
}

/**
 * The start of `f`'s turn: bleeding deals its damage (true damage: no Aegis); without air, a turn
 * more without breath — past the held breath it is out of breath, and past CON rounds more it drops
 * to 0 HP. Source: §Common Secret Called Shots Types (Artery), §Environmental Factors (breath).
 */
export function startTurn(scene: Scene, f: RpgFighter): void {
    const bleeding = f.conditions.get('bleeding');
    if (bleeding?.value) applyDamage(scene, f, bleeding.value, { note: `bleeding (${bleeding.value})` });
    if (f.status !== 'active') return;
    if (hazardAt(scene, f, 'airless') === undefined) {
        if (f.breathless > 0 || f.conditions.has('out_of_breath')) {
            f.breathless = 0;
            endCondition(scene, f, 'out_of_breath', 'breathes again');
        }
        return;
    }
    const { hold, survive } = breathRounds(f.current.stats.CON ?? 0);
    if (f.conditions.has('out_of_breath') && f.breathless < hold) f.breathless = hold;
    f.breathless++;
    if (f.breathless > hold && !f.conditions.has('out_of_breath'))
        giveCondition(scene, f, { name: 'out_of_breath' }, { midRound: true, note: `held its breath ${hold} rounds` });
    if (f.breathless > hold + survive) {
        f.hp = 0;
        knockOut(scene, f, `out of breath for ${survive} round${survive === 1 ? '' : 's'}: drops to 0 HP`);
    }
}

/** The end of a round: every duration counts down — conditions, timed stat changes, timed temporary HP — and Blocks lapse. */
export function endRound(scene: Scene): void {
    // Events built in place under `log.enabled`: a closure capturing `f` would give every fighter's
    // pass of this loop a context, every round.
    const log = scene.log;
    for (const f of scene.fighters) {
        f.blocksLeft = 0;
        f.blockReady = false;
        if (f.conditions.list.length) {
            const wasAloft = aloft(f);
            for (const c of f.conditions.endRound()) {
                if (log.enabled) log.add({ kind: 'condition', who: f.id, condition: named(c), gained: false, note: 'wears off' });
                if (c.name === 'grappled' && c.source) letGo(scene, scene.byId(c.source), f.id);
            }
            if (!wasAloft && aloft(f) && log.enabled) log.add({ kind: 'note', text: `${f.id} can fly again.` });
        }
        if (f.changes.length && timed(f.changes)) {
            const before = f.changes.length;
            for (const c of f.changes) if (c.roundsLeft !== undefined) c.roundsLeft--;
            f.changes = f.changes.filter(c => c.roundsLeft === undefined || c.roundsLeft > 0);
            if (f.changes.length !== before) {
                refreshStats(f);
                if (log.enabled) log.add({ kind: 'note', text: `${f.id}'s stat change wears off.` });
            }
        }
        if (f.tempHpRounds !== undefined && --f.tempHpRounds <= 0) {
            f.tempHpRounds = undefined;
            if (f.tempHp > 0 && log.enabled) log.add({ kind: 'note', text: `${f.id}'s ${f.tempHp} temporary HP vanish.` });
            f.tempHp = 0;
        }
    }
}

/** Whether some stat change runs for a number of rounds. */
function timed(changes: readonly { readonly roundsLeft?: number }[]): boolean {
    for (const c of changes) if (c.roundsLeft !== undefined) return true;
    return false;
}
