/**
 * What every part of a round needs: the round, dice, log, options, the fighters and the scene
 * (zones with cover, hazards). Source: 000_7e14385943d7d1e7.txt §Environmental Factors, §Light and Darkness.
 */
import { type CombatLog, type RollRecord, recordFaces } from '../../../engine/log.js';
import type { EncounterModel } from '../../../engine/model.js';
import type { SeededRng } from '../../../engine/rng.js';
import type { RpgFighter } from './fighter.js';
import type { RpgOptions } from '../options.js';

export interface Scene {
    readonly round: number;
    readonly rng: SeededRng;
    readonly log: CombatLog;
    readonly options: RpgOptions;
    readonly encounter: EncounterModel;
    readonly fighters: readonly RpgFighter[];
    byId(id: string): RpgFighter;
    /** Whether `f`'s turn this round follows tactics (its reactions are then chosen by the engine). */
    byTactics(f: RpgFighter): boolean;
}

/** The amount of the first hazard `source` in `zone` (or the whole scene), if any. */
export function hazardIn(scene: Scene, zone: string | undefined, source: string): number | undefined {
    const h = scene.encounter.hazards.find(x => x.source === source && (x.zone === undefined || x.zone === zone));
    return h ? (h.amount ?? 0) : undefined;
}

/** Cover a target has from an attacker: its zone's `cover` when the attacker stands elsewhere. */
export function coverOf(scene: Scene, attacker: RpgFighter, target: RpgFighter): 'none' | 'half' | 'three_quarters' | 'full' {
    if (!target.zone || attacker.zone === target.zone) return 'none';
    const c = scene.encounter.zones.find(z => z.name === target.zone)?.features.cover;
    return c === 'half' || c === 'three_quarters' || c === 'full' ? c : 'none';
}

/** A record of `count` d`sides` faces, the kept ones marked. */
export function diceRecord(formula: string, sides: number, faces: readonly number[], kept: readonly boolean[], total: number): RollRecord {
    return recordFaces(
        formula,
        faces.map((value, i) => ({ sides, value, kept: kept[i] ?? true })),
        total,
    );
}

export const activeFoes = (scene: Scene, f: RpgFighter) => scene.fighters.filter(o => o.side !== f.side && o.status === 'active');
