/**
 * Body damage and healing, and what follows: a wound wakes a sleeper; defeat at 0 Body and death
 * at −⌊Resilience/3⌋ (option `death`) end its holds and locks; a hurt grappler's Strength feat to
 * keep its hold; a sneak attack's shock; healing brings a defeated (not dead) fighter back.
 * Seed: 001_66230f9a082df360.txt §Shackling (brought to zero Body and revived), §Grappling (DC 10 +
 * damage), §Sneak Attacks (≥ 50 % of maximum Body → Resilience save at DC 5 + damage, d3 actions
 * lost), §Restrictions in Combat (asleep: woken when wounded).
 */
import type { LoggedTerm, RollRecord } from '../../../engine/log.js';
import { recordText } from '../../../engine/roll-text.js';
import { holdDC } from '../rules/grappling.js';
import { bodyState, deathThreshold } from '../rules/shackling.js';
import { shockDuration, sneakShockDC } from '../rules/sneak-attacks.js';
import { BODY_NAME, type ErFighter, statOf } from './fighter.js';
import { throwRider } from './mounts.js';
import { inflict, lift } from './restrictions.js';
import { fighterFeat, fighterSave } from './saves.js';
import type { Scene } from './scene.js';

/** Ends the grapple `holder` keeps, if any. */
export function releaseHold(scene: Scene, holder: ErFighter, why: string): void {
    const victim = holder.grappling ? scene.byId(holder.grappling) : undefined;
    if (victim) lift(scene, victim, 'grappled', why);
    holder.grappling = undefined;
    holder.grappleRound = undefined;
}

/** Ends a weapon lock `locker` keeps, freeing the pinned weapon. */
export function releaseLock(scene: Scene, locker: ErFighter, why: string): void {
    const lock = locker.locking;
    if (!lock) return;
    locker.locking = undefined;
    const victim = scene.byId(lock.victim);
    if (victim.pinned?.by === locker.id) {
        scene.log.add({ kind: 'condition', who: victim.id, condition: `${victim.pinned.attack} pinned`, gained: false, note: why });
        victim.pinned = undefined;
    }
}

/**
 * Takes `amount` Body from `target` and logs it; then a sleeper wakes, defeat or death (its holds
 * and locks end), the hold check of a hurt grappler, and (for `sneak`) the shock save. Draws: the
 * hold feat's d20 (2 under vantage), the shock save's d20 and its d3.
 */
export function dealDamage(
    scene: Scene,
    attacker: ErFighter | undefined,
    target: ErFighter,
    amount: number,
    detail: { rolls?: RollRecord[]; terms?: LoggedTerm[]; note?: string; sneak?: boolean },
): void {
    const lost = Math.max(0, amount);
    target.hp -= lost;
    // The log's events in helpers: closures here made a context on every hit of every run (V8 makes it on entry).
    if (scene.log.enabled) logDamage(scene, attacker, target, detail, lost);
    if (lost === 0) return;
    lift(scene, target, 'asleep', 'woken by the wound');
    const state = bodyState(target.hp, statOf(target.model, 'resilience'), scene.options.death);
    if (state !== 'fighting') {
        target.status = state === 'dead' ? 'dead' : 'unconscious';
        releaseHold(scene, target, `${target.id} falls`);
        if (target.grappledBy) releaseHold(scene, scene.byId(target.grappledBy), `${target.id} falls`);
        releaseLock(scene, target, `${target.id} falls`);
        if (target.pinned) releaseLock(scene, scene.byId(target.pinned.by), `${target.id} falls`);
        if (scene.log.enabled) logDefeat(scene, target, state === 'dead');
        if (target.rider) throwRider(scene, target, 'down');
        return;
    }
    if (target.grappling) holdCheck(scene, target, lost);
    if (detail.sneak) shock(scene, target, lost);
}

/** The damage line of dealDamage (asked only when a log is kept). */
function logDamage(
    scene: Scene,
    attacker: ErFighter | undefined,
    target: ErFighter,
    detail: { rolls?: RollRecord[]; terms?: LoggedTerm[]; note?: string },
    lost: number,
): void {
    scene.log.add(() => ({
        kind: 'damage',
        attacker: attacker?.id,
        target: target.id,
        rolls: detail.rolls,
        terms: detail.terms,
        amount: lost,
        absorbed: 0,
        hpLost: lost,
        hp: target.hp,
        maxHp: target.maxHp,
        pool: 'Body',
        note: detail.note,
    }));
}

/** The line of a fighter that dropped (asked only when a log is kept). */
function logDefeat(scene: Scene, target: ErFighter, dead: boolean): void {
    scene.log.add(() => ({ kind: 'defeated', who: target.id, how: dropText(target, dead, scene.options.death) }));
}

/** A drop to 0 Body or below as the log says it: the Body, then death, or unconsciousness and where death lies (§Shackling; option `death`). */
function dropText(f: ErFighter, dead: boolean, rule: Parameters<typeof deathThreshold>[1]): string {
    if (dead) return `drops to ${f.hp} Body and dies`;
    const threshold = deathThreshold(statOf(f.model, 'resilience'), rule);
    return `drops to ${f.hp} Body: unconscious, out of the fight (dead at ${threshold < 0 ? `−${-threshold}` : threshold} Body or below)`;
}

/**
 * Body healed by `source` (a potion, a spell: its name) of `healer`: up to its maximum. A defeated
 * fighter above 0 Body again is back in the fight (§Shackling speaks of one brought to zero Body and
 * revived); the dead stay dead. The log names the source, its roll and the cap:
 * `Brannoc's Second_Wind heals 1d6 [2] + 2 = 4: Brannoc regains 4 Body → 20/26 Body`.
 */
export function revive(scene: Scene, healer: ErFighter, target: ErFighter, amount: number, source: string, rolls?: RollRecord[]): void {
    if (target.status === 'dead') return;
    const healed = Math.min(amount, target.maxHp - target.hp);
    target.hp += healed;
    scene.log.add(() => {
        const rolled = (rolls ?? []).map(r => recordText(r)).join(', ');
        const heals = rolled && rolled !== String(amount) ? `${rolled} = ${amount}` : `${amount}`;
        const capped = healed < amount ? ', up to its maximum' : '';
        return {
            kind: 'action',
            actor: healer.id,
            action: 'heal',
            target: target.id,
            text: `${healer.id}'s ${source} heals ${heals}: ${target.id} regains ${healed} ${BODY_NAME}${capped} → ${target.hp}/${target.maxHp} ${BODY_NAME}`,
            rolls,
        };
    });
    if (target.status === 'unconscious' && target.hp > 0) {
        target.status = 'active';
        scene.log.add({ kind: 'action', actor: target.id, action: 'revived', text: `${target.id} is back on its feet` });
    }
}

/** A grappler struck for Body damage: Strength feat at DC 10 + damage, or it lets go. Seed §Grappling. */
function holdCheck(scene: Scene, grappler: ErFighter, damage: number): void {
    const save = fighterFeat(scene, grappler, 'strength', holdDC(damage), 'Strength feat to keep the hold');
    if (!save.success) releaseHold(scene, grappler, `${grappler.id} lets go`);
}

/** The shock of a sneak attack dealing at least half the victim's maximum Body. Seed §Sneak Attacks. */
function shock(scene: Scene, victim: ErFighter, damage: number): void {
    const dc = sneakShockDC(damage, victim.maxHp);
    if (dc === null) return;
    const save = fighterSave(scene, victim, 'resilience', dc, 'Resilience save against the shock');
    if (save.success) return;
    const actions = shockDuration(scene.rng);
    victim.incapacitatedActions = Math.max(victim.incapacitatedActions, actions);
    inflict(scene, victim, { name: 'incapacitated' }, `for its next ${actions} action(s)`);
}
