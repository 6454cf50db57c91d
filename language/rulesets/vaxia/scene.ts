/**
 * What the engine modules share during one round: the options in force, the dice, the log, the
 * fighters, each post's plan and penalty, vehicles' pilots, and the metamagic waiting on spells.
 */
import type { CombatLog } from '../../engine/log.js';
import type { PlannedAction, PlannedTurn } from '../../engine/model.js';
import type { SeededRng } from '../../engine/rng.js';
import type { VaxiaFighter } from './fighter.js';
import type { MightContext } from './mights.js';
import { EXTRA_ACTION_PENALTY } from './multi-action.js';
import type { PpRounding } from './ruling.js';
import { VAXIA_ACTIONS } from './schema.js';
import type { DurationRounding } from './wounds.js';

export interface VaxiaOptions {
    readonly rounding: PpRounding;
    readonly durations: DurationRounding;
    /** A combined margin below this is a mishap; null: never. */
    readonly mishapBelow: number | null;
    readonly legacyMagic: boolean;
    readonly metamagicDifficulty: 'stat' | 'might';
    readonly metamagicPartial: boolean;
    /** Might penalty per extra action of a post. */
    readonly perExtra: number;
    readonly order: 'simultaneous' | 'speed';
    readonly frost: 'damage' | 'dex_penalty';
    /** Who rolls to stay conscious past 0 LIF: those with a hardcore skill, every character, or nobody (a scripted stay_conscious always rolls). */
    readonly stayConscious: 'hardcore' | 'characters' | 'never';
}

/** The options record of a file (defaults filled in by the runner) as typed options. */
export function vaxiaOptions(o: Readonly<Record<string, string>>): VaxiaOptions {
    const perExtra = Number(o.multi_action_penalty ?? EXTRA_ACTION_PENALTY);
    return {
        rounding: o.pp_rounding === 'floor' ? 'floor' : 'nearest',
        durations: o.duration_rounding === 'nearest' ? 'nearest' : 'floor',
        mishapBelow: o.mishap === 'never' ? null : -50,
        legacyMagic: o.legacy_magic === 'on',
        metamagicDifficulty: o.metamagic_difficulty === 'might' ? 'might' : 'stat',
        metamagicPartial: o.metamagic_partial !== 'not_allowed',
        perExtra: Number.isFinite(perExtra) ? perExtra : EXTRA_ACTION_PENALTY,
        order: o.order_of_actions === 'speed' ? 'speed' : 'simultaneous',
        frost: o.frost === 'dex_penalty' ? 'dex_penalty' : 'damage',
        stayConscious: o.stay_conscious === 'characters' ? 'characters' : o.stay_conscious === 'never' ? 'never' : 'hardcore',
    };
}

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
export function countsAsAction(a: PlannedAction): boolean {
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
