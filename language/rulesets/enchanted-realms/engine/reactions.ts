/**
 * Reactions, taken when their trigger comes: flee attacks on a foe leaving melee, the impalement
 * maneuver against a charge, dodge / rebuff / deflect against a blow that would wound, and a readied
 * action (§At The Ready) when its "if" comes true. One reaction per round, none while defending or
 * under a restriction that forbids them. A fighter whose plan names a reaction keeps its one reaction
 * for it (and for the foe named, if any); one whose plan names none takes the first that comes.
 * Seed: 001_66230f9a082df360.txt §Flee Attack, §Impalement Maneuver, §Critical Hits (dodges come
 * after the damage is rolled and never against a natural 20), §Defending, §At The Ready,
 * §Restrictions in Combat (restrained: no dodge or deflection).
 */
import type { AttackModel } from '../../../engine/model.js';
import { mayReact } from '../rules/defending.js';
import { fleeAttackDice, fleeSpeed } from '../rules/flee-attack.js';
import { IMPALE_CHARGE_FEET, impalement } from '../rules/impalement-maneuver.js';
import { type DodgeResult, dodgeDie } from '../rules/dodge.js';
import type { PoolAttackResult, PoolAttackSpec } from '../rules/the-attack.js';
import { combineVantage } from '../rules/vantage.js';
import type { ErFighter } from './fighter.js';
import { dodgeRecord } from './records.js';
import { adjustmentsOf } from './restrictions.js';
import { dropAssist } from './maneuvers.js';
import { moveTo } from './movement.js';
import { adjacent, note, type Scene } from './scene.js';
import { strike } from './strike.js';
import { hasTrick, impalementWeapon, isRanged, poolOf, primaryMelee } from './weapons.js';

/** The reactions a plan may keep its one reaction for. */
export const REACTIONS = new Set(['flee_attack', 'impale', 'dodge', 'rebuff', 'deflect', 'resist']);

/** Whether `f` may still react this round: able to act, no restriction against it, and the reaction economy (rules/defending.ts) allows one. */
export function canReact(scene: Scene, f: ErFighter): boolean {
    if (f.status !== 'active' || f.incapacitatedActions > 0 || !mayReact(f, scene.round)) return false;
    return !adjustmentsOf(scene, f).noReactions;
}

/** Whether `f`'s plan lets it spend its reaction on `kind` against `other`: it keeps none, or keeps this one (for this foe, when it names foes). */
export function keeps(f: ErFighter, kind: string, other?: ErFighter): boolean {
    const r = f.reserved;
    if (!r) return true;
    return r.action === kind && (r.targets.length === 0 || (other !== undefined && r.targets.includes(other.id)));
}

/** Spends `f`'s reaction this round. */
export function react(scene: Scene, f: ErFighter): void {
    f.reactedRound = scene.round;
}

/** A held weapon it can strike with now: not on the ground, not pinned by a lock. */
export function inHand(f: ErFighter, attack: AttackModel): boolean {
    return !f.dropped.has(attack.name) && f.pinned?.attack !== attack.name;
}

/**
 * What answers a move of `mover` that covered `feet` this round: every foe it left behind may take
 * a flee attack — none at cautious speed (≤ 15 ft), its primary pool at normal speed (none if the
 * mover defended this round), 1d20 at rapid speed (≥ 75 ft); then every foe readied for it answers,
 * and a holder whose victim it came to help lets the held blow fall (maneuvers.ts).
 */
export function answerMove(scene: Scene, mover: ErFighter, leftBehind: readonly ErFighter[], feet: number): void {
    const defended = mover.defendedRound === scene.round;
    // Indexed loops: V8 made an iterator for each for-of (every move of every run).
    for (let i = 0; i < leftBehind.length; i++) {
        const foe = leftBehind[i];
        if (mover.status !== 'active') return;
        const weapon = primaryMelee(foe.model);
        if (!weapon || !inHand(foe, weapon) || !canReact(scene, foe) || !keeps(foe, 'flee_attack', mover)) continue;
        const dice = fleeAttackDice(feet, poolOf(weapon), defended);
        if (dice === 0) continue;
        react(scene, foe);
        strike(scene, foe, mover, weapon, { dice, label: `flee attack, ${fleeSpeed(feet)} speed`, passing: true });
    }
    for (let i = 0; i < scene.fighters.length; i++) {
        const readier = scene.fighters[i];
        if (mover.status !== 'active') return;
        if (readier.ready && readier.side !== mover.side) fireReady(scene, readier, mover);
    }
    if (scene.drops.held) dropAssist(scene, mover);
}

/**
 * A readied action whose "if" may have come true: `ready -> X using Bow` fires when X (any foe, when
 * none is named) has moved — with a melee weapon only once it stands within reach; `ready to zone`
 * fires when such a foe comes next to the readier, which then moves away. It is a reaction.
 */
function fireReady(scene: Scene, readier: ErFighter, mover: ErFighter): void {
    const action = readier.ready!.action;
    if (action.targets.length > 0 && !action.targets.includes(mover.id)) return;
    if (!canReact(scene, readier)) return;
    const weapon = action.weapon ? readier.model.attacks.find(a => a.name === action.weapon) : undefined;
    if (weapon) {
        if (!isRanged(weapon) && !adjacent(scene, readier, mover)) return;
        if (!inHand(readier, weapon)) return;
        readier.ready = undefined;
        react(scene, readier);
        note(scene, readier, 'ready', `'s trigger comes: ${mover.id} moved`, mover.id);
        strike(scene, readier, mover, weapon, { label: 'readied' });
        return;
    }
    if (action.destination && adjacent(scene, readier, mover)) {
        readier.ready = undefined;
        react(scene, readier);
        note(scene, readier, 'ready', `'s trigger comes: ${mover.id} came near`, mover.id);
        moveTo(scene, readier, { action: 'move', isAttack: false, targets: [], modifiers: [], destination: action.destination });
    }
}

/**
 * A melee attacker that closed 25 ft or more this turn strikes a polearm wielder: when impalement's
 * prerequisites hold (rules/impalement-maneuver.ts) for one of the wielder's polearms in hand, it
 * impales first with that pole's dice. Returns false when the charger falls before its attack.
 */
export function impaleCharge(scene: Scene, charger: ErFighter, wielder: ErFighter, attack: AttackModel): boolean {
    // Most blows are no charge: nothing to ask of the wielder's poles then.
    if (charger.travelledFeet < IMPALE_CHARGE_FEET || isRanged(attack)) return true;
    const reactionLeft = canReact(scene, wielder) && keeps(wielder, 'impale', charger);
    // A plan that keeps the reaction for `impale -> X using Pole` impales with that pole only.
    const named = wielder.reserved?.action === 'impale' ? wielder.reserved.weapon : undefined;
    for (const pole of wielder.model.attacks) {
        if (!pole.tags.includes('polearm') || !inHand(wielder, pole) || (named !== undefined && pole.name !== named)) continue;
        const impale = impalement({
            ...impalementWeapon(wielder.model, pole),
            attackerMelee: !isRanged(attack),
            closedFeet: charger.travelledFeet,
            reactionLeft,
        });
        if (!impale.ok) continue;
        react(scene, wielder);
        strike(scene, wielder, charger, pole, { dice: impale.value.dice, label: 'impalement', passing: true, heavyPole: impale.value.heavy });
        return charger.status === 'active' && charger.incapacitatedActions === 0;
    }
    return true;
}

/** The damage-avoiding reaction `target` would take against `attack`: dodge or rebuff in melee, deflect at range; undefined when it has none it may use. */
function avoidance(scene: Scene, target: ErFighter, attacker: ErFighter, attack: AttackModel): 'dodge' | 'rebuff' | 'deflect' | undefined {
    const noDodge = adjustmentsOf(scene, target).noDodge;
    const candidates: ('dodge' | 'rebuff' | 'deflect')[] = isRanged(attack) ? ['deflect'] : ['dodge', 'rebuff'];
    for (const kind of candidates) {
        if (!keeps(target, kind, attacker)) continue;
        if ((kind === 'dodge' || kind === 'deflect') && noDodge) continue;
        if (!hasTrick(target.model, kind === 'deflect' ? 'deflect_missiles' : kind)) continue;
        if (kind === 'rebuff') {
            const weapon = primaryMelee(target.model);
            if (!weapon || !inHand(target, weapon) || target.locking) continue;
        }
        return kind;
    }
    return undefined;
}

/**
 * A blow about to wound `target`: when it has a dodge, rebuff or deflect it may use (the skill, a
 * reaction left, no restriction against it, a weapon in hand to rebuff with), it rolls the d6 against
 * the lowest hitting die that is not a natural 20 (rules/dodge.ts). Returns the attack as it stands
 * after (fewer hits, less damage), or `r` unchanged.
 */
export function avoidBlow(
    scene: Scene,
    attacker: ErFighter,
    target: ErFighter,
    attack: AttackModel,
    r: PoolAttackResult,
    spec: PoolAttackSpec,
): PoolAttackResult {
    if (r.damage <= 0 || !canReact(scene, target)) return r;
    const kind = avoidance(scene, target, attacker, attack);
    if (!kind) return r;
    const a = adjustmentsOf(scene, target);
    const vantage = combineVantage(false, a.allRollsAtDisadvantage);
    const d: DodgeResult | undefined = dodgeDie(scene.rng, r, spec, vantage);
    if (!d) return r;
    react(scene, target);
    // In a helper, only for a log: a closure here made a context on every blow about to wound (V8 makes it on entry).
    if (scene.log.enabled) logAvoidance(scene, attacker, target, attack, spec, kind, d);
    return d.result;
}

/** The check line of avoidBlow's roll. */
function logAvoidance(
    scene: Scene,
    attacker: ErFighter,
    target: ErFighter,
    attack: AttackModel,
    spec: PoolAttackSpec,
    kind: string,
    d: DodgeResult,
): void {
    scene.log.add(() => ({
        kind: 'check',
        who: target.id,
        what: `${kind} against ${attacker.id}'s ${attack.name}`,
        rolls: [dodgeRecord(d.face, spec.toHit ?? 0, d.faces, d.kept, d.adjusted)],
        total: d.adjusted,
        needs: `below AC ${spec.ac} to turn the die aside`,
        success: d.avoided,
        note: d.avoided ? `one hitting die fewer: ${d.result.damage} damage` : 'the die still hits',
    }));
}
