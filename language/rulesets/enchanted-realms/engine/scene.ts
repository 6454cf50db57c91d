/**
 * What a turn's rules can reach: the round, the dice, the log, every fighter, where everyone stands
 * (the fight's Battlefield: zones, shortest-path distances, moves), the limited uses spent and the
 * options. Built once per fight by the engine and turned to each round.
 */
import type { Battlefield, Position } from '../../../engine/battlefield.js';
import type { CombatLog } from '../../../engine/log.js';
import type { SeededRng } from '../../../engine/rng.js';
import type { UseLedger } from '../../../engine/uses.js';
import type { ErOptions } from '../options.js';
import type { InitiativeRolls } from '../rules/initiative.js';
import type { ErFighter } from './fighter.js';

export interface Scene {
    readonly round: number;
    readonly rng: SeededRng;
    readonly log: CombatLog;
    readonly options: ErOptions;
    readonly fighters: readonly ErFighter[];
    readonly field: Battlefield;
    /** Whether some zone is under water (`terrain underwater`): restrictions then depend on where one stands. */
    readonly water: boolean;
    /** The scene's zones, in the order written. */
    readonly zoneNames: readonly string[];
    /** Set once anyone holds a drop in this fight (a guard: holders are then looked for when someone moves). */
    readonly drops: { held: boolean };
    /** False when no two zones are 0 ft apart: fighters in different zones are then never next to each other. */
    readonly zonesTouch?: boolean;
    /** Whether a distance is written between two zones (a straight line; under water, a linear shot). */
    joined(a: string, b: string): boolean;
    readonly uses: UseLedger;
    /** Sides unaware of their foes this round (the encounter's `surprised` sides in round 1). */
    readonly surprised: (f: ErFighter) => boolean;
    byId(id: string): ErFighter;
    /** The fight's initiative places, rolled into anew each round (round.ts). */
    readonly initiative: InitiativeRolls;
}

/**
 * The feet between two positions: 0 for the same one (both in one zone: its shared spot), read without
 * the Battlefield's tables — asked for every plan and strike, most of them between fighters side by side.
 */
export function feetBetween(field: Battlefield, p: Position, q: Position): number {
    return p === q ? 0 : field.distance(p, q);
}

/** A zone feature where a fighter stands (`cover`, `concealment`, `terrain`), if its zone has it. */
export function zoneFeature(scene: Pick<Scene, 'field'>, f: ErFighter, feature: string): string | undefined {
    return scene.field.featureAt(f.id, feature);
}

/** Whether two fighters stand next to each other: the same zone, or either placed nowhere (the Battlefield's 0 ft). */
export function adjacent(scene: Pick<Scene, 'field' | 'zonesTouch'>, a: ErFighter, b: ErFighter): boolean {
    return besidePosition(scene, a.slot.at, b);
}

/** Whether `b` stands next to the position `p` (`adjacent` with one side's position read once). */
function besidePosition(scene: Pick<Scene, 'field' | 'zonesTouch'>, p: Position, b: ErFighter): boolean {
    const q = b.slot.at;
    // Both in zones (the common case): the same zone, or two zones 0 ft apart, if the scene has any.
    if (p.kind === 'zone' && q.kind === 'zone')
        return p.zone === q.zone || (scene.zonesTouch !== false && scene.field.zoneDistance(p.zone, q.zone) === 0);
    return scene.field.distance(p, q) === 0;
}

/** Active foes of `f` next to it (read before every move: its position once, a list only when one is near). */
export function nearFoes(scene: Pick<Scene, 'field' | 'fighters' | 'zonesTouch'>, f: ErFighter): readonly ErFighter[] {
    const p = f.slot.at;
    // Counted first, then a list made to its size from the first one found: a second push onto `[o]` made room for 17.
    let count = 0;
    let first = -1;
    for (let i = 0; i < scene.fighters.length; i++) {
        const o = scene.fighters[i];
        if (o.side !== f.side && o.status === 'active' && besidePosition(scene, p, o)) {
            if (count++ === 0) first = i;
        }
    }
    if (count === 0) return NOBODY_NEAR;
    if (count === 1) return [scene.fighters[first]];
    const near = new Array<ErFighter>(count);
    near[0] = scene.fighters[first];
    for (let i = first + 1, k = 1; k < count; i++) {
        const o = scene.fighters[i];
        if (o.side !== f.side && o.status === 'active' && besidePosition(scene, p, o)) near[k++] = o;
    }
    return near;
}

/** nearFoes' answer when no foe is near (shared, never changed). */
const NOBODY_NEAR: readonly ErFighter[] = [];

/** A line of the log in the actor's words (`'s …` joins the name). */
export function note(scene: Pick<Scene, 'log'>, f: ErFighter, action: string, text: string, target?: string): void {
    // Nothing made without a log (not even a closure): notes come from every turn of a simulation.
    if (!scene.log.enabled) return;
    scene.log.add({ kind: 'action', actor: f.id, action, target, text: `${f.id}${text.startsWith("'") ? '' : ' '}${text}` });
}
