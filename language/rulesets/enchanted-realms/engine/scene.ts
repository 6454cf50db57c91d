/**
 * What a turn's rules can reach: the round, the dice, the log, every fighter, the encounter's zones
 * and the options. Built once per round by the engine.
 */
import type { CombatLog } from '../../../engine/log.js';
import type { ZoneModel } from '../../../engine/model.js';
import type { SeededRng } from '../../../engine/rng.js';
import type { ErFighter } from './fighter.js';
import type { ErOptions } from '../options.js';

export interface Scene {
    readonly round: number;
    readonly rng: SeededRng;
    readonly log: CombatLog;
    readonly options: ErOptions;
    readonly fighters: readonly ErFighter[];
    readonly zones: ReadonlyMap<string, ZoneModel>;
    /** Sides unaware of their foes this round (the encounter's `surprised` sides in round 1). */
    readonly unaware: (f: ErFighter) => boolean;
    byId(id: string): ErFighter;
}

/** A fighter's zone feature (`cover`, `concealment`), if it stands in a zone that has it. */
export function zoneFeature(scene: Scene, f: ErFighter, feature: string): string | undefined {
    return f.zone ? scene.zones.get(f.zone)?.features[feature] : undefined;
}

/** Feet between two zones of the scene (zoneDistance). */
export function distance(scene: Scene, from: string | undefined, to: string | undefined): number {
    return zoneDistance(scene.zones, from, to);
}

/**
 * Feet between two zones of `zones`: 0 for the same zone or no zones; 30 when the scene does not say
 * (assumption: one normal move). The static checks measure moves with it too.
 */
export function zoneDistance(zones: ReadonlyMap<string, ZoneModel>, from: string | undefined, to: string | undefined): number {
    if (!from || !to || from === to) return 0;
    return zones.get(from)?.distances[to] ?? zones.get(to)?.distances[from] ?? 30;
}

/** Active foes of `f` in its zone (everyone counts as near when the encounter has no zones). */
export function nearFoes(scene: Scene, f: ErFighter): ErFighter[] {
    return scene.fighters.filter(o => o.side !== f.side && o.status === 'active' && o.zone === f.zone);
}
