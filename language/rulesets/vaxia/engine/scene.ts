/**
 * What the engine modules share during one round: the options in force, the dice, the log, the
 * fighters, each post's plan and penalty, vehicles' pilots, and the metamagic waiting on spells.
 */
import type { CombatLog } from '../../../engine/log.js';
import type { PlannedTurn } from '../../../engine/model.js';
import type { SeededRng } from '../../../engine/rng.js';
import type { VaxiaFighter } from './fighter.js';
import type { MightContext } from './mights.js';
import type { VaxiaOptions } from '../options.js';

/** Metamagic waiting on a caster's spell this round (legacy magic). */
export interface PendingMetamagic {
    readonly who: string;
    readonly intent: 'bolster' | 'drain' | 'redirect' | 'reshape';
    readonly pp: number;
}

export interface Scene extends MightContext {
    readonly round: number;
    readonly rng: SeededRng;
    readonly log: CombatLog;
    readonly options: VaxiaOptions;
    readonly fighters: readonly VaxiaFighter[];
    byId(id: string): VaxiaFighter | undefined;
    pilot(vehicle: VaxiaFighter): VaxiaFighter | undefined;
    planOf(f: VaxiaFighter): PlannedTurn | undefined;
    /** Metamagic on each caster's next spell this round, by caster id. */
    readonly metamagic: Map<string, PendingMetamagic[]>;
    /** Riders who leapt out this round (they leave their vehicle at the end of it). */
    readonly leaping: Set<string>;
}
