/**
 * Movement in feet on the fight's Battlefield: each speed a fighter has (walking, flying,
 * swimming), what restrictions and maimings leave of it, a dash, crawling and rough ground, standing
 * up and dropping prone, dragging a held victim, pushes, and picking up a dropped weapon. A move
 * never spends more than is left this turn. Flee attacks and readied actions answer a move.
 * Seed: 001_66230f9a082df360.txt §Movement Details, §Knocked Down, §Grappling, §Weapon Negation,
 * §Restrictions in Combat (frightened, underwater), §Shoving and Tripping.
 */
import type { PlannedAction } from '../../../engine/model.js';
import { moveCost, standUpCost } from '../rules/knocked-down.js';
import { dashAllowed, movementLeftUnder, spendMovement } from '../rules/movement-details.js';
import { stealthyApproach } from '../rules/sneak-attacks.js';
import { crossesPassage, fleeSpeed, NARROW_PASSAGE } from '../rules/flee-attack.js';
import { type ErFighter, modOf, statOf } from './fighter.js';
import { answerMove } from './reactions.js';
import { carry } from './mounts.js';
import { adjustmentsOf, fearSources, inflict, lift, maimedFeet } from './restrictions.js';
import { bodyCompetition } from './saves.js';
import { adjacent, nearFoes, note, type Scene } from './scene.js';

/** What reading a fighter's speeds needs: who else is in the fight, and where it stands. */
type Roster = Pick<Scene, 'byId' | 'field' | 'water'>;

/** The speeds a fighter may move with, and the movement action that uses each. */
export type Mode = 'walk' | 'fly' | 'swim';
const MODE_OF: Readonly<Record<string, Mode>> = { move: 'walk', drag: 'walk', fly: 'fly', swim: 'swim' };
const SPEED_STAT: Readonly<Record<Mode, string>> = { walk: 'movement', fly: 'fly', swim: 'swim' };

/** Most feet an untrained creature walks under water. Seed §Restrictions in Combat (underwater). */
const UNDERWATER_WALK = 10;

/**
 * A fighter's speed under `mode` now: its stat (`movement`, `fly`, `swim`), less its maimings; 0 under
 * a restriction that stops movement; only walking (crawling) under one that limits it to crawling;
 * halved with the feet shackled (bound_at_feet); under water at most 10 ft walking and no flying.
 */
export function speedOf(scene: Roster, f: ErFighter, mode: Mode): number {
    const a = adjustmentsOf(scene, f);
    if (a.movement === 'zero') return 0;
    if (a.movement === 'crawl' && mode !== 'walk') return 0;
    if (a.underwater && mode === 'fly') return 0;
    const whole = Math.max(0, statOf(f.model, SPEED_STAT[mode]) - maimedFeet(f));
    const speed = a.halfMovement ? Math.floor(whole / 2) : whole;
    return a.underwater && mode === 'walk' ? Math.min(speed, UNDERWATER_WALK) : speed;
}

/** Whether its movement is a crawl (prone, nauseated, asphyxiating): each foot costs two. */
export function isCrawling(scene: Roster, f: ErFighter): boolean {
    return adjustmentsOf(scene, f).movement === 'crawl';
}

/** Feet it may still move under `mode` this turn (half the walking rate in all after a stealthy approach). */
export function movementLeft(scene: Roster, f: ErFighter, mode: Mode = 'walk'): number {
    if (f.stealthy) return stealthyApproach(speedOf(scene, f, 'walk')) - f.movedFeet;
    return movementLeftUnder(speedOf(scene, f, mode), mode === 'walk' ? f.dashFeet : 0, f.movedFeet);
}

/** Whether leaving its zone crosses rough ground (`terrain difficult`). */
function roughUnder(scene: Scene, f: ErFighter): boolean {
    return scene.field.featureAt(f.id, 'terrain') === 'difficult';
}

/**
 * A movement action to a zone (`move`, `fly`, `swim`, `drag to zone`): its cost (crawling, rough
 * ground, a dragged victim) must fit what is left under that speed, else it is refused — or, for a
 * move tactics planned (`partial`), it goes as far as the feet left take it, and no farther than the
 * foe it heads for (tactics name it: scripts cannot). A frightened fighter may not end closer to its
 * source of fear. Foes left behind may flee-attack it; readied foes answer.
 */
export function moveTo(scene: Scene, f: ErFighter, action: PlannedAction, partial = false): void {
    const wanted = action.destination;
    const mode = MODE_OF[action.action] ?? 'walk';
    if (!wanted || wanted === scene.field.zoneOf(f.id)) return;
    let to: string = wanted;
    const dragging = action.action === 'drag' ? dragVictim(scene, f) : undefined;
    if (action.action === 'drag' && !dragging) return;
    const speed = speedOf(scene, f, mode);
    if (speed === 0) {
        note(scene, f, action.action, `cannot ${action.action} (no ${mode === 'walk' ? 'movement' : `${mode} speed`} now)`);
        return;
    }
    const full = feetTo(scene, f, to);
    if (!Number.isFinite(full)) {
        note(scene, f, action.action, `cannot reach ${to}: no distance joins them`);
        return;
    }
    const fears = fearSources(scene, f);
    const closer = fears.length ? fearCloserAt(scene, f, to, fears) : undefined;
    if (closer) {
        note(scene, f, action.action, `is frightened of ${closer.id} and will not move closer to it`);
        return;
    }
    const crawling = isCrawling(scene, f);
    const rough = roughUnder(scene, f);
    const factor = moveCost(1, crawling, rough) * (dragging && !dragging.easy ? 2 : 1);
    const left = movementLeft(scene, f, mode);
    let feet = full;
    if (full * factor > left) {
        if (!partial) {
            const spent = spendMovement(left, full * factor, `${crawling ? 'crawling' : 'moving'} ${full} ft`);
            if (!spent.ok) note(scene, f, action.action, `cannot move to ${to}: ${spent.diagnostic.message}`);
            return;
        }
        feet = Math.floor(left / factor);
        if (feet <= 0) return;
    }
    // A move tactics make toward a foe (scripts name no target: `move` takes none) stops beside it.
    if (action.targets.length > 0) {
        feet = Math.min(feet, scene.field.between(f.id, action.targets[0]));
        if (feet === 0) {
            note(scene, f, action.action, `is already beside ${action.targets[0]}`, action.targets[0]);
            return;
        }
    }
    const from = scene.field.zoneOf(f.id);
    const hallway = from === undefined ? undefined : getThrough(scene, f, from, to, feet);
    if (hallway?.stoppedIn !== undefined) {
        to = hallway.stoppedIn;
        feet = scene.field.zoneDistance(from!, to);
    }
    if (f.grappling && !dragging) releaseToMove(scene, f);
    const left0 = nearFoes(scene, f);
    const moved = scene.field.moveToward(f.id, to, feet);
    if (dragging) scene.field.moveToward(dragging.victim.id, to, feet);
    const rider = carry(scene, f);
    f.movedFeet += moved.moved * factor;
    f.travelledFeet += moved.moved;
    if (scene.log.enabled) {
        const how = [
            crawling && 'crawling, double cost',
            rough && 'rough ground',
            dragging && `dragging ${dragging.victim.id}${dragging.easy ? '' : ', half speed'}`,
        ]
            .filter(Boolean)
            .join('; ');
        note(
            scene,
            f,
            action.action,
            `${mode === 'walk' ? 'moves' : mode === 'fly' ? 'flies' : 'swims'} ${moved.moved} ft ${moved.arrived ? 'to' : 'toward'} ${to}${how ? ` (${how})` : ''}`,
        );
    }
    // Left behind: foes it stood next to, foes in the zones it ran through (a blocker it got past in a
    // hallway among them), who may take its flee attack (§Flee Attack), when no longer next to it.
    const crossed = from === undefined || scene.zoneNames.length < 3 ? NO_FOES : foesPassed(scene, f, from, to, moved.moved);
    const leftBehind = leftBehindBy(scene, f, left0, crossed);
    answerMove(scene, f, leftBehind, f.travelledFeet);
    // The rider leaves the same foes at the mount's speed (each foe has one reaction: the mount drew it first).
    if (rider?.status === 'active' && rider.mount === f.id) answerMove(scene, rider, leftBehind, f.travelledFeet);
}

const NO_FOES: readonly ErFighter[] = [];

/** The first of `fears` that `f` would end closer to by moving to `to` (a loop: moveTo held no closure then, whose context V8 makes on every entry). */
function fearCloserAt(scene: Scene, f: ErFighter, to: string, fears: readonly ErFighter[]): ErFighter | undefined {
    for (let i = 0; i < fears.length; i++) {
        const s = fears[i];
        if (scene.field.zoneDistance(to, scene.field.zoneOf(s.id) ?? to) < scene.field.between(f.id, s.id)) return s;
    }
    return undefined;
}

/**
 * The foes a move of `f` left behind: those it stood next to (`left0`) or passed (`crossed`), no longer
 * next to it. §Flee Attack judges the speed by the round's movement, not by the leg that left: foes left
 * behind at a cautious pace earlier this turn answer once the turn's movement is no longer cautious.
 * (Out of moveTo: these closures made a context on every move.)
 */
function leftBehindBy(scene: Scene, f: ErFighter, left0: readonly ErFighter[], crossed: readonly ErFighter[]): readonly ErFighter[] {
    const passed = crossed.length ? [...left0, ...crossed.filter(o => !left0.includes(o))] : left0;
    const leftBehind = passed.length ? notBeside(scene, f, passed) : passed;
    if (fleeSpeed(f.travelledFeet) === 'cautious') {
        // The first foes left cautiously this turn copied at their size (distinct: from the fighters' list), not pushed onto [] (room for 17).
        if (leftBehind.length && f.leftCautiously === undefined) f.leftCautiously = leftBehind.slice();
        else if (leftBehind.length) {
            const cautiously = f.leftCautiously as ErFighter[];
            for (let i = 0; i < leftBehind.length; i++) if (!cautiously.includes(leftBehind[i])) cautiously.push(leftBehind[i]);
        }
        return leftBehind;
    }
    return f.leftCautiously ? withEarlier(scene, f, f.leftCautiously, leftBehind) : leftBehind;
}

/** Those of `foes` not (active and) next to `f`: counted, then a list made to its size (no closure, no list grown from empty: every move). */
function notBeside(scene: Scene, f: ErFighter, foes: readonly ErFighter[]): readonly ErFighter[] {
    let count = 0;
    for (let i = 0; i < foes.length; i++) if (!(foes[i].status === 'active' && adjacent(scene, f, foes[i]))) count++;
    if (count === 0) return NO_FOES;
    const out = new Array<ErFighter>(count);
    for (let i = 0, k = 0; k < count; i++) if (!(foes[i].status === 'active' && adjacent(scene, f, foes[i]))) out[k++] = foes[i];
    return out;
}

/** `leftBehind` after the foes left at a cautious pace earlier this turn and not next to `f` now (its movement is no longer cautious). */
function withEarlier(scene: Scene, f: ErFighter, cautiously: readonly ErFighter[], leftBehind: readonly ErFighter[]): readonly ErFighter[] {
    const earlier = cautiously.filter(o => !leftBehind.includes(o) && !(o.status === 'active' && adjacent(scene, f, o)));
    f.leftCautiously = undefined;
    return earlier.length ? [...earlier, ...leftBehind] : leftBehind;
}

/**
 * The active foes standing in the zones a move from `from` toward `to` ran through: zones on the
 * shortest way, neither end, fewer than `moved` feet from `from` (it went past them). Moving through
 * the space around a foe draws its flee attack as leaving it does (seed §Flee Attack, which counts
 * running past a guarded spot among its examples; a narrow hallway's blocker that was got past is one).
 */
function foesPassed(scene: Scene, f: ErFighter, from: string, to: string, moved: number): readonly ErFighter[] {
    const d = (a: string, b: string) => scene.field.zoneDistance(a, b);
    let foes: ErFighter[] | undefined;
    for (const o of scene.fighters) {
        if (o.side === f.side || o.status !== 'active') continue;
        const at = scene.field.zoneOf(o.id);
        if (at === undefined || d(from, at) >= moved || !crossesPassage(d, from, at, to)) continue;
        (foes ??= []).push(o);
    }
    return foes ?? NO_FOES;
}

/**
 * Getting through a narrow hallway (`terrain narrow`) on the way from `from` to `to`: for the nearest
 * one the move reaches, each active foe standing in it meets the mover in a Strength competition (d12 +
 * modifier each; assumption: the seed's "body modifiers" are Strength, as in shoving); a blocker that
 * wins stops the mover in the hallway (`stoppedIn`). Seed §Flee Attack.
 */
function getThrough(scene: Scene, f: ErFighter, from: string, to: string, feet: number): { stoppedIn?: string } | undefined {
    // Most scenes have no hallway: looked for first, without a list (every move of every run asks).
    let anyHallway = false;
    for (let i = 0; i < scene.zoneNames.length && !anyHallway; i++)
        anyHallway = scene.field.zoneFeature(scene.zoneNames[i], 'terrain') === NARROW_PASSAGE;
    if (!anyHallway) return undefined;
    const d = (a: string, b: string) => scene.field.zoneDistance(a, b);
    const hall = scene.zoneNames
        .filter(z => scene.field.zoneFeature(z, 'terrain') === NARROW_PASSAGE && d(from, z) < feet && crossesPassage(d, from, z, to))
        .sort((a, b) => d(from, a) - d(from, b))[0];
    if (hall === undefined) return undefined;
    for (const blocker of scene.fighters) {
        if (blocker.side === f.side || blocker.status !== 'active' || scene.field.zoneOf(blocker.id) !== hall) continue;
        const c = bodyCompetition(
            scene,
            { f, modifier: modOf(f.model, 'strength', scene.options) },
            { f: blocker, modifier: modOf(blocker.model, 'strength', scene.options) },
            `get past ${blocker.id} in the narrow ${hall}`,
            [],
        );
        if (c.winner !== 'attacker') {
            note(scene, f, 'move', `cannot get past ${blocker.id} in ${hall}`, blocker.id);
            return { stoppedIn: hall };
        }
    }
    return {};
}

/** Feet from where `f` stands to a zone: from its zone, through either end of a journey under way, 0 from nowhere. */
export function feetTo(scene: Pick<Scene, 'field'>, f: ErFighter, zone: string): number {
    return scene.field.feetToZone(f.slot.at, zone);
}

/** A grappler that walks off without dragging lets its victim go. */
function releaseToMove(scene: Scene, f: ErFighter): void {
    const victim = f.grappling ? scene.byId(f.grappling) : undefined;
    if (victim) lift(scene, victim, 'grappled', `${f.id} lets go to move away`);
}

/**
 * Who `f` may drag: the victim it has held since before this turn (§Grappling: held until the
 * grappler's following turn), not heavier than it can carry (assumption: not larger than the
 * grappler; a petrified victim weighs ten times as much). `easy`: two sizes larger, no halving.
 */
function dragVictim(scene: Scene, f: ErFighter): { victim: ErFighter; easy: boolean } | undefined {
    const victim = f.grappling ? scene.byId(f.grappling) : undefined;
    const refuse = (why: string) => {
        note(scene, f, 'drag', `cannot drag: ${why}`);
        return undefined;
    };
    if (!victim) return refuse('it holds nobody');
    if ((f.grappleRound ?? scene.round) >= scene.round) return refuse(`it has held ${victim.id} only since this round`);
    const gap = statOf(f.model, 'size') - statOf(victim.model, 'size');
    if (gap < 0 || victim.conditions.has('petrified')) return refuse(`${victim.id} is too heavy`);
    return { victim, easy: gap >= 2 };
}

/** Standing up: half the normal movement, with that much left (§Knocked Down). */
export function standUp(scene: Scene, f: ErFighter): void {
    if (!f.conditions.has('prone')) {
        note(scene, f, 'stand_up', 'is not prone');
        return;
    }
    if (adjustmentsOf(scene, f).movement === 'zero') {
        note(scene, f, 'stand_up', 'cannot stand up (movement 0)');
        return;
    }
    const cost = standUpCost(statOf(f.model, 'movement'));
    const spent = spendMovement(movementLeft(scene, f), cost, 'standing up');
    if (!spent.ok) {
        note(scene, f, 'stand_up', `cannot stand up: ${spent.diagnostic.message}`);
        return;
    }
    f.movedFeet += cost;
    lift(scene, f, 'prone', `stands up (${cost} ft of movement)`);
}

/** Dropping prone: free. */
export function dropProne(scene: Scene, f: ErFighter): void {
    inflict(scene, f, { name: 'prone' }, 'drops to the ground');
}

/** A dash: its action gives it its walking rate again this turn, never while crawling (§Knocked Down). */
export function dash(scene: Scene, f: ErFighter): void {
    const allowed = dashAllowed(isCrawling(scene, f));
    if (!allowed.ok) {
        note(scene, f, 'dash', `cannot dash: ${allowed.diagnostic.message}`);
        return;
    }
    f.dashFeet += speedOf(scene, f, 'walk');
    note(scene, f, 'dash', `dashes: ${f.dashFeet} ft more movement this turn`);
}

/** Feet of movement picking up an item costs. Seed §Weapon Negation. */
const PICK_UP_FEET = 10;

/**
 * Picking up a weapon lying where it stands (its own first): 10 ft of movement and, though it takes no
 * action, an action still unused this round (§Weapon Negation, citing the Saves rules).
 */
export function pickUp(scene: Scene, f: ErFighter, action: PlannedAction): void {
    if (f.actedRound === scene.round) {
        note(scene, f, 'pick_up', 'cannot pick anything up: its action this round is spent');
        return;
    }
    const name = action.weapon ?? [...f.dropped][0];
    if (!name || !f.dropped.has(name)) {
        note(scene, f, 'pick_up', 'has nothing lying here to pick up');
        return;
    }
    const spent = spendMovement(movementLeft(scene, f), PICK_UP_FEET, 'picking up an item');
    if (!spent.ok) {
        note(scene, f, 'pick_up', `cannot pick up ${name}: ${spent.diagnostic.message}`);
        return;
    }
    f.movedFeet += PICK_UP_FEET;
    f.dropped.delete(name);
    note(scene, f, 'pick_up', `picks up its ${name} (10 ft of movement)`);
}

/**
 * Forced movement `feet` away from `from` (a shove, `pushes N ft`): toward the zone nearest the
 * target's that is no nearer the pusher; the target lands there when the push covers the distance,
 * else it stays in its zone (a zone is one place: a shorter push is narrated, assumption).
 */
export function push(scene: Scene, from: ErFighter, target: ErFighter, feet: number): void {
    const here = scene.field.zoneOf(target.id);
    const pusherZone = scene.field.zoneOf(from.id);
    const away = here === undefined ? undefined : zonesAway(scene, here, pusherZone).find(z => scene.field.zoneDistance(here, z) <= feet);
    if (!away) {
        note(scene, from, 'push', `pushes ${target.id} ${feet} ft back (still in ${here ?? 'the fight'})`, target.id);
        return;
    }
    scene.field.moveToward(target.id, away, feet);
    carry(scene, target);
    if (target.grappledBy) lift(scene, target, 'grappled', 'pushed out of the hold');
    note(scene, from, 'push', `pushes ${target.id} ${scene.field.zoneDistance(here!, away)} ft into ${away}`, target.id);
}

/** The zones a push from `pusherZone` may drive someone in `here` into: not nearer the pusher, nearest first (ties: scene order). */
function zonesAway(scene: Scene, here: string, pusherZone: string | undefined): string[] {
    const reach = (z: string) => (pusherZone === undefined ? 0 : scene.field.zoneDistance(pusherZone, z));
    const base = pusherZone === undefined ? 0 : scene.field.zoneDistance(pusherZone, here);
    return scene.zoneNames
        .filter(z => z !== here && Number.isFinite(scene.field.zoneDistance(here, z)) && reach(z) >= base)
        .sort((a, b) => scene.field.zoneDistance(here, a) - scene.field.zoneDistance(here, b));
}
