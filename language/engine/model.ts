/**
 * The encounter as the engine sees it: plain data, built from the syntax tree by
 * `language/model/encounter-model.ts`, with no Langium, LSP or VS Code types, so the CLI, the server,
 * tests and simulations can all run it.
 */
import type { DiceExpr } from './dice.js';

/** An attack (weapon, spell, natural weapon) of a combatant. */
export interface AttackModel {
    readonly name: string;
    /** The library weapon it was taken from (`weapon longsword`), if any. */
    readonly weapon?: string;
    /** The defense it targets (Rise: armor, fortitude, reflex, mental); undefined if unstated. */
    readonly defense?: string;
    /** The damage formula, increments (`+1d`) and stat references still unresolved. */
    readonly damage?: DiceExpr;
    readonly tags: readonly string[];
    /** Per-attack numbers such as an accuracy bonus, by stat name. */
    readonly stats: Readonly<Record<string, number>>;
}

/** A resolved stat block: template chain merged, ruleset defaults and derived values filled in. */
export interface CombatantModel {
    readonly name: string;
    /** `creature` is a monster template; `character` a unique (player) character. */
    readonly kind: 'creature' | 'character';
    /** Every stat and defense by its canonical name, after defaults and derivations. */
    readonly stats: Readonly<Record<string, number>>;
    readonly attacks: readonly AttackModel[];
}

/** One combatant in an encounter: `Bandit#2` of the template Bandit, or the unique `Kara`. */
export interface InstanceModel {
    readonly id: string;
    readonly side: string;
    readonly model: CombatantModel;
}

export interface SideModel {
    readonly name: string;
    readonly members: readonly InstanceModel[];
}

/** One action of a scripted turn: an attack of the actor or a ruleset action such as total_defense. */
export interface PlannedAction {
    /** The attack's or the ruleset action's name. */
    readonly action: string;
    /** True when `action` names one of the actor's attacks. */
    readonly isAttack: boolean;
    /** Instance ids of the targets. */
    readonly targets: readonly string[];
    /** The attack used by a ruleset action that makes a strike (Rise: charge ... using Longsword). */
    readonly weapon?: string;
    /** Ruleset modifiers after `with` (Rise: desperate_exertion). */
    readonly modifiers: readonly string[];
}

export interface PlannedTurn {
    readonly actor: string;
    readonly actions: readonly PlannedAction[];
}

export interface ScriptRoundModel {
    readonly round: number;
    readonly turns: readonly PlannedTurn[];
}

export interface TacticsModel {
    /** The side the policy applies to; undefined for every side. */
    readonly side?: string;
    readonly policy: string;
}

export interface ExpectationModel {
    readonly side: string;
    readonly outcome: 'wins' | 'loses' | 'survives';
}

export interface EncounterModel {
    readonly name: string;
    readonly ruleset: string;
    readonly options: Readonly<Record<string, string>>;
    readonly seed?: number;
    readonly roundLimit: number;
    readonly sides: readonly SideModel[];
    readonly script: readonly ScriptRoundModel[];
    readonly tactics: readonly TacticsModel[];
    readonly expectations: readonly ExpectationModel[];
    /** Sides caught by surprise when the fight starts. */
    readonly surprised: readonly string[];
}

/** Rounds an encounter runs at most when it states no `round_limit`. */
export const DEFAULT_ROUND_LIMIT = 20;
/** The largest `round_limit` accepted: a bound on run time for any file. */
export const MAX_ROUND_LIMIT = 1000;
