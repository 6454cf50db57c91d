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
    /** The defense it targets (Rise: armor, fortitude, reflex, mental): the first of `defenses`; undefined if unstated. */
    readonly defense?: string;
    /** Every defense it goes against, in the order written (`vs DEX, END`). */
    readonly defenses: readonly string[];
    /** The damage formula, increments (`+1d`) and stat references still unresolved; dice counts from stats (`skills d20`) resolved. */
    readonly damage?: DiceExpr;
    /** Its own attack roll (`roll skills d20`), where the ruleset lets an attack state one. */
    readonly roll?: DiceExpr;
    /** The traits it is ruled with (`uses DEX, STR`). */
    readonly traits: readonly string[];
    /** Its damage category (`category fire`), for resistance and vulnerability. */
    readonly category?: string;
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
    /** Stats of the ruleset's open groups (any name may be written: Vaxia's `skills { piloting 20 }`), by group. */
    readonly groups: Readonly<Record<string, Readonly<Record<string, number>>>>;
    readonly attacks: readonly AttackModel[];
    /** Combatant tags (`tags horde, vehicle`). */
    readonly tags: readonly string[];
    /** Damage categories by how they treat it (`resists fire`, `vulnerable edged`, `immune poison`). */
    readonly damageTraits: Readonly<Record<'resists' | 'vulnerable' | 'immune', readonly string[]>>;
}

/** One combatant in an encounter: `Bandit#2` of the template Bandit, or the unique `Kara`. */
export interface InstanceModel {
    readonly id: string;
    readonly side: string;
    readonly model: CombatantModel;
    /** The zone it starts in (`at ford`), if the encounter says. */
    readonly zone?: string;
    /** The instance id of the vehicle it rides in (`aboard Jeep`), if any. */
    readonly aboard?: string;
}

/** A named place of the scene. */
export interface ZoneModel {
    readonly name: string;
    /** Distances in feet to other zones, both ways (a distance written in either zone counts for both). */
    readonly distances: Readonly<Record<string, number>>;
    /** Features such as cover and concealment, by name: `{ cover: 'half' }`. */
    readonly features: Readonly<Record<string, string>>;
}

/** Environmental damage: its source (fire, frost, falling...), an amount where it takes one, and where. */
export interface HazardModel {
    readonly source: string;
    readonly amount?: number;
    /** The zone it fills; undefined for the whole scene. */
    readonly zone?: string;
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
    /** Values given to modifiers (`with aim d6`, `with cripple 2`), by modifier name; a modifier written twice keeps its last value. */
    readonly modifierValues?: Readonly<Record<string, string>>;
    /** Every value given to each modifier, in the order written (`with aim d4, aim d8` → aim: [d4, d8]). */
    readonly modifierValueLists?: Readonly<Record<string, readonly string[]>>;
    /** Body parts aimed at (`-> Ogre.head`), by target id. */
    readonly parts?: Readonly<Record<string, string>>;
    /** Dice given to each target when the attack's dice are split (`-> A x2, B x1`), by target id. */
    readonly shares?: Readonly<Record<string, number>>;
    /** Where a movement goes (`move to bank`). */
    readonly destination?: string;
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
    readonly zones: readonly ZoneModel[];
    readonly hazards: readonly HazardModel[];
}

/** Rounds an encounter runs at most when it states no `round_limit`. */
export const DEFAULT_ROUND_LIMIT = 20;
/** The largest `round_limit` accepted: a bound on run time for any file. */
export const MAX_ROUND_LIMIT = 1000;
