/**
 * What the engine modules share during one round: the options in force, the dice, the log, the
 * fighters, each post's plan and penalty, vehicles' pilots, and the metamagic waiting on spells.
 */
import type { CombatLog } from '../../engine/log.js';
import type { PlannedAction, PlannedTurn } from '../../engine/model.js';
import type { SeededRng } from '../../engine/rng.js';
import type { VaxiaFighter } from './fighter.js';
import type { MightContext } from './mights.js';
import type { VaxiaOptions } from './options.js';
import { VAXIA_ACTIONS } from './schema.js';

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

const ECONOMY = new Map(VAXIA_ACTIONS.map(a => [a.name, a.economy]));

/** Whether a planned action takes a place in the post (free actions do not). */
function countsAsAction(a: PlannedAction): boolean {
    return a.isAttack || (ECONOMY.get(a.action) ?? 'action') === 'action';
}

/**
 * The might penalty of a post: `perExtra` per action past the first (or per extra action of the
 * largest `with multiple_actions n` written), plus every `with penalty n`. Source: §Using Your Stats
 * and Skills (the multiple action penalty; the figure is the public dice ruler's default).
 */
export function postPenalty(plan: PlannedTurn | undefined, perExtra: number): number {
    if (!plan) return 0;
    let actions = plan.actions.filter(countsAsAction).length;
    let circumstance = 0;
    for (const a of plan.actions) {
        const declared = Number(a.modifierValues?.multiple_actions);
        if (Number.isInteger(declared) && declared > actions) actions = declared;
        const p = Number(a.modifierValues?.penalty);
        if (Number.isFinite(p)) circumstance += p;
    }
    return perExtra * Math.max(0, actions - 1) + circumstance;
}
