/**
 * What the engine modules share during one round: the options in force, the dice, the log, the
 * fighters, each post's plan and penalty, vehicles' pilots, and the metamagic waiting on spells.
 * The engine builds one per round; hovers and checks build a frozen one for the start of a round.
 */
import type { CombatLog } from '../../../engine/log.js';
import type { PlannedTurn } from '../../../engine/model.js';
import type { SeededRng } from '../../../engine/rng.js';
import type { VaxiaOptions } from '../options.js';
import { postPenalty } from '../rules/using-your-stats-and-skills.js';
import type { VaxiaFighter } from './fighter.js';
import { type MightContext, pilotOf } from './mights.js';

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
    /**
     * The penalty of a post as written, every action counted: what a fighter weighs when `defend`
     * chooses a defense (posts.ts), before the round settles which actions are taken.
     */
    declaredPenaltyOf(f: VaxiaFighter): number;
    /** The penalty of each post counting only the actions taken, by fighter id (posts.ts fills it at the start of the round). */
    readonly penalties: Map<string, number>;
    /** Metamagic on each caster's next spell this round, by caster id. */
    readonly metamagic: Map<string, PendingMetamagic[]>;
    /** Riders who leapt out this round (they leave their vehicle at the end of it). */
    readonly leaping: Set<string>;
}

/** A scene for one round of `fighters` with these posts. */
export function makeScene(round: {
    readonly round: number;
    readonly rng: SeededRng;
    readonly log: CombatLog;
    readonly options: VaxiaOptions;
    readonly fighters: readonly VaxiaFighter[];
    readonly plans: ReadonlyMap<string, PlannedTurn>;
}): Scene {
    const byId = new Map(round.fighters.map(f => [f.id, f]));
    const declared = new Map<string, number>();
    const penalties = new Map<string, number>();
    const declaredPenaltyOf = (f: VaxiaFighter) => {
        let p = declared.get(f.id);
        if (p === undefined) declared.set(f.id, (p = postPenalty(round.plans.get(f.id), round.options.perExtra)));
        return p;
    };
    return {
        round: round.round,
        rng: round.rng,
        log: round.log,
        options: round.options,
        fighters: round.fighters,
        byId: id => byId.get(id),
        planOf: f => round.plans.get(f.id),
        declaredPenaltyOf,
        penalties,
        penaltyOf: f => penalties.get(f.id) ?? declaredPenaltyOf(f),
        // Riders drop and leap during a round, so the pilot is looked up each time it matters.
        pilot: v => pilotOf(v, round.fighters),
        metamagic: new Map(),
        leaping: new Set(),
    };
}
