/**
 * What every part of a round needs: the round, dice, log, options, the fighters in initiative order,
 * where they stand (the shared `Battlefield`: zones, distances, cover, light) and the limited uses
 * spent (the shared `UseLedger`), the encounter's hazards.
 * Source: 000_7e14385943d7d1e7.txt §Environmental Factors, §Light and Darkness.
 */
import type { Battlefield } from '../../../engine/battlefield.js';
import { type CombatLog, type RollRecord, recordFaces } from '../../../engine/log.js';
import type { EncounterModel } from '../../../engine/model.js';
import type { SeededRng } from '../../../engine/rng.js';
import type { UseLedger } from '../../../engine/uses.js';
import type { RpgOptions } from '../options.js';
import type { RpgFighter } from './fighter.js';

export interface Scene {
    readonly round: number;
    readonly rng: SeededRng;
    readonly log: CombatLog;
    readonly options: RpgOptions;
    readonly encounter: EncounterModel;
    readonly fighters: readonly RpgFighter[];
    readonly field: Battlefield;
    readonly uses: UseLedger;
    byId(id: string): RpgFighter;
    /** Whether `f`'s turn this round follows tactics (its reactions are then chosen by the engine). */
    byTactics(f: RpgFighter): boolean;
}

/** The amount of the first hazard `source` where `f` stands (in its zone, or the whole scene), if any. */
export function hazardAt(scene: Scene, f: RpgFighter, source: string): number | undefined {
    return hazardInZone(scene, scene.field.zoneOf(f.id), source);
}

/** The amount of the first hazard `source` in `zone` (or the whole scene), if any. */
export function hazardInZone(scene: Scene, zone: string | undefined, source: string): number | undefined {
    for (const h of scene.encounter.hazards) if (h.source === source && (h.zone === undefined || h.zone === zone)) return h.amount ?? 0;
    return undefined;
}

/** Cover a target has from an attacker: its zone's `cover` when the attacker stands outside that zone. */
export function coverOf(scene: Scene, attacker: RpgFighter, target: RpgFighter): 'none' | 'half' | 'three_quarters' | 'full' {
    if (!scene.field.outsideZoneOf(attacker.id, target.id)) return 'none';
    const c = scene.field.featureAt(target.id, 'cover');
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

/** A note in the log (built only when the log keeps events). */
export function note(scene: Scene, text: () => string): void {
    scene.log.add(() => ({ kind: 'note', text: text() }));
}
