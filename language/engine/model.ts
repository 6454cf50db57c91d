/**
 * The encounter as the engine sees it: plain data, built from the syntax tree by
 * `language/model/encounter-model.ts`, with no Langium, LSP or VS Code types, so the CLI, the server,
 * tests and simulations can all run it.
 */
import type { DiceExpr } from './dice.js';

/**
 * A condition on a combatant, as written (`is bleeding 2`, `inflicts frightened for 3 rounds save
 * SPI`): which conditions exist and what they do is the ruleset's (`Ruleset.conditions`).
 */
export interface ConditionModel {
    readonly name: string;
    /** A rating (`bleeding 2`), for conditions that take one. */
    readonly value?: number;
    /** The instance id of who causes it (`grappled by Ogre`); for an inflicted one, the attacker. */
    readonly source?: string;
    /** Rounds it lasts (`for 3 rounds`); undefined: until the ruleset's own rules end it. */
    readonly rounds?: number;
    /** The save that ends it (`save SPI 12`): the stat rolled and, if written, the difficulty. */
    readonly save?: { readonly stat: string; readonly dc?: number };
}

/**
 * What an attack or ability does besides damage, on a hit (or always, for an ability that makes no
 * attack roll). Source of the words: docs/language.md §Effects; what each does is the ruleset's.
 */
export type EffectModel =
    | { readonly kind: 'inflict'; readonly condition: ConditionModel }
    | { readonly kind: 'remove'; readonly conditions: readonly string[] }
    | { readonly kind: 'heal'; readonly dice: DiceExpr }
    | { readonly kind: 'push'; readonly feet: number }
    | { readonly kind: 'modify'; readonly stat: string; readonly value: number; readonly rounds?: number };

/** A limited use (`uses 2 per fight`): how many uses, and the period they come back after. */
export interface UseLimitModel {
    readonly count: number;
    /** `fight`, or one of the ruleset's rests (`short_rest`, `long_rest`…). */
    readonly per: string;
}

/** An attack (weapon, spell, natural weapon) or an ability of a combatant. */
export interface AttackModel {
    readonly name: string;
    /** `attack` and `weapon` strike; an `ability` may have no attack roll at all. Undefined reads as `attack`. */
    readonly kind?: 'attack' | 'weapon' | 'ability';
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
    /** Its effects besides damage, in the order written; undefined or empty: none. */
    readonly effects?: readonly EffectModel[];
    /** How often it may be used (`uses 1 per fight`); undefined: at will. */
    readonly uses?: UseLimitModel;
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
    /** The conditions it starts the fight with (`is prone and grappled by Ogre`); undefined: none. */
    readonly conditions?: readonly ConditionModel[];
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
    /** The zone an area attack is aimed at (`Fireball in camp`): everyone there when it resolves is a target. */
    readonly area?: string;
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

/** One step of an adventuring day: a fight, or a rest between fights (one of the ruleset's `rests`). */
export type DayStep = { readonly kind: 'fight'; readonly encounter: EncounterModel } | { readonly kind: 'rest'; readonly rest: string };

/**
 * An adventuring day (`day "The long road" for heroes { fight Ambush  short_rest  fight Bridge }`):
 * the fights a party meets in order, with rests between them. The party side carries its state
 * from one fight to the next; the other sides come fresh to each fight.
 */
export interface DayModel {
    readonly name: string;
    readonly ruleset: string;
    /** The side that carries through the day (the same characters in every fight). */
    readonly party: string;
    readonly seed?: number;
    readonly steps: readonly DayStep[];
}

/** Rounds an encounter runs at most when it states no `round_limit`. */
export const DEFAULT_ROUND_LIMIT = 20;
/** The largest `round_limit` accepted: a bound on run time for any file. */
export const MAX_ROUND_LIMIT = 1000;
