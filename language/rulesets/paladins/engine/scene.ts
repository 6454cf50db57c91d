/**
 * What the pieces of the Paladins engine share while a round is played: the round, the dice, the
 * log, the fighters, the scripted reactions and who follows tactics. Built by `engine.ts` once per
 * round.
 */
import type { CombatLog } from '../../../engine/log.js';
import type { PlannedAction } from '../../../engine/model.js';
import type { SeededRng } from '../../../engine/rng.js';
import type { PaladinsOptions } from '../options.js';
import type { PaladinsFighter } from './fighter.js';

export interface Scene {
    readonly round: number;
    readonly rng: SeededRng;
    readonly log: CombatLog;
    readonly options: PaladinsOptions;
    /** Every fighter, in initiative order once it is rolled. */
    readonly fighters: readonly PaladinsFighter[];
    byId(id: string): PaladinsFighter;
    /** True in round 1 for combatants of a surprised side (less those whose surprise check succeeded). */
    surprised(f: PaladinsFighter): boolean;
    /** The reactions a fighter's script orders this round (`dodge -> Foe`...), in script order. */
    scriptedReactions(f: PaladinsFighter): readonly PlannedAction[];
    /** The tactics policy a fighter follows this round; undefined for scripted (or idle) fighters. */
    policyOf(f: PaladinsFighter): string | undefined;
    /** Whose turn is being played (set by `playTurn`): reactions happen outside one's own turn. */
    readonly turn: { actor?: string };
}

/** Foes of `f` that are still active, in the scene's order. */
export function activeFoes(scene: Scene, f: PaladinsFighter): PaladinsFighter[] {
    return scene.fighters.filter(o => o.side !== f.side && o.status === 'active');
}
