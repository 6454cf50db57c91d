/**
 * The Ruleset interface: everything Strife knows about one rule system, behind one shape that both
 * the validator (static checks, hovers, completion) and the engine (resolution) use.
 *
 * A ruleset supplies
 *  - a schema: stats (with ranges, required, defaults and derivations), attack stats and tags,
 *    actions with their slot in the action economy, `with` modifiers, conditions, tactics, options;
 *  - rule docs: every name above carries a summary in our own words and a citation of its seed;
 *  - static checks the schema cannot express (Rise's action economy, its dice ladder);
 *  - an engine: fighters with the ruleset's own state, and `playRound`, which owns the round's
 *    sequence. Rise resolves phases with allied groups acting simultaneously; an initiative system
 *    (Paladins) resolves turns in order with reactions — both fit because the runner only asks a
 *    ruleset to play a round and reads back who is still standing.
 */
import { bookOf } from './books.js';
import type { EngineSetup, Fighter, RulesetEngine, RulesetRuntime } from '../engine/contract.js';
import type { DieLadder } from '../engine/ladder.js';
import type { AttackModel, CombatantModel, ConditionModel, EffectModel, EncounterModel, PlannedTurn, ZoneModel } from '../engine/model.js';

export type { EngineSetup, Fighter, RoundContext, RulesetEngine, TacticsContext } from '../engine/contract.js';

/** Where a rule comes from: a seed file and one of its section headings. */
export interface Citation {
    readonly file: string;
    readonly section: string;
}

/**
 * Renders a citation the way hovers, logs and reports print it, by book: `Rise, Combat §Glancing Blows`
 * (the seed file, `003_66faa831a56df10d.txt`, stays in `cite.file` for maintainers).
 */
export function formatCitation(cite: Citation): string {
    return `${bookOf(cite.file)} §${cite.section}`;
}

/** A named rule with an explanation in our own words and where it comes from. */
export interface RuleDoc {
    readonly name: string;
    readonly summary: string;
    readonly cite: Citation;
    /** Marks a value the seed leaves open; hovers say so. */
    readonly assumption?: string;
}

export interface StatSpec extends RuleDoc {
    /** The group it is written in (`defenses { armor 5 }`): one of the ruleset's `statGroups`; unset: at the top of a stat block. */
    readonly group?: string;
    readonly min?: number;
    readonly max?: number;
    readonly required?: boolean;
    /** A readable formula for hovers when the value is derived, e.g. "½ level + ½ perception". */
    readonly derivation?: string;
    /**
     * May be named after `vs` although written outside a `defenses` block (Vaxia's `vs DEX, END`:
     * the defender's stats themselves are the difficulties).
     */
    readonly defense?: boolean;
    /**
     * The value when the stat is not written: a constant, or derived from the other stats (and from
     * the rule options of the stat block's own file, e.g. how a hit die's average rounds).
     */
    readonly fallback?:
        | number
        | ((stats: Readonly<Record<string, number>>, kind: CombatantModel['kind'], options?: Readonly<Record<string, string>>) => number);
}

/**
 * A group of stats written in braces (`defenses { }`, `skills { }`, `parts { }`). In an `open` group
 * any name may be written (Vaxia's skills); otherwise only the ruleset's stats with this `group`.
 */
export interface StatGroupSpec extends RuleDoc {
    readonly open?: boolean;
    /** The range of values in an open group. */
    readonly min?: number;
    readonly max?: number;
}

/** A `with` modifier; `value` says what it takes after its name: `with aim d6`, `with cripple 2`. */
export interface ModifierSpec extends RuleDoc {
    readonly value?: 'number' | 'dice';
    /**
     * The range of a number value, or of a die's sides (RPGStuck's aim dice: d2 to d10). Unset: the
     * range every modifier value has (docs/limits.md §Numbers in a file).
     */
    readonly min?: number;
    readonly max?: number;
}

/**
 * A condition of the ruleset's condition table (Paladins' §Conditions, Enchanted Realms'
 * restrictions, RPGStuck's numbered conditions…): what it does and how it ends, in our words, with
 * its citation. Hovers on `is prone` / `inflicts prone` show it; completion offers the names.
 */
export interface ConditionSpec extends RuleDoc {
    /** Takes a rating (`bleeding 2`): always ('required') or when the GM wants one ('optional'); unset: none. */
    readonly rating?: 'required' | 'optional';
    /** Names who causes it (`grappled by Ogre`): always ('required') or when known ('optional'); unset: nobody. */
    readonly source?: 'required' | 'optional';
    /** Every effect it has, one line each (movement, actions, reactions, advantage, defenses). */
    readonly effects?: readonly string[];
    /** How it ends (a save, a duration, an action, the end of the fight…). */
    readonly ends?: string;
    /** Conditions it cannot be held together with (`contradictory-conditions`). */
    readonly excludes?: readonly string[];
    /**
     * It does not run down in rounds: only what `ends` says ends it (a rest, healing), so a duration
     * (`for 2 rounds`) is refused (`condition-takes-no-duration`) rather than ignored.
     */
    readonly noDuration?: boolean;
}

/**
 * How far combatants move, for rulesets that read positions (`features.positions`): the static
 * checks and the engine both measure a scripted move with it.
 */
export interface MovementSpec {
    /** Feet one movement covers for a combatant with these stats (its speed); 0: it cannot move. */
    speed(stats: Readonly<Record<string, number>>): number;
    /** The ruleset's movement actions, each with the share of the speed it covers (`move` 1, `sprint` 2, `crawl` 0.5). */
    readonly actions: Readonly<Record<string, number>>;
    /**
     * A scripted move longer than the action covers: 'stops' — the mover goes as far as it can and
     * goes on with its next movement (Rise §Movement Abilities); 'refused' — an error (the move must fit).
     */
    readonly tooFar: 'stops' | 'refused';
    /** Extra feet it costs to leave a zone with `terrain difficult`. */
    readonly difficultTerrain?: number;
    /**
     * A rider's own move goes at its mount's speed, and takes the mount along (RPGStuck §Mounted
     * Combat): the checks measure a combatant written `aboard` with its mount's stats until a
     * `dismount` line. Unset: a rider moves on its own feet.
     */
    readonly ridersMoveAtMountSpeed?: boolean;
    /**
     * How many feet of movement each foot of a move that leaves a zone with `terrain difficult` costs
     * (RPGStuck's climbing and swimming: 2); unset: 1.
     */
    readonly difficultTerrainFactor?: number;
}

/** An outcome of the ruleset's attacks (Rise: critical, hit, glance, miss), with the words the log prints. */
export interface OutcomeSpec extends RuleDoc {
    readonly label: string;
}

/**
 * The optional constructs of the language a ruleset gives meaning to. One used in a file whose
 * ruleset does not is an error saying so (`feature-unsupported`) — except zones, which describe the
 * scene and are fine anywhere.
 */
export interface LanguageFeatures {
    /** `-> Ogre.head`: called shots at body parts (the parts are `bodyParts`). */
    readonly calledShots?: boolean;
    /** `-> A x2, B x1`: an attack's dice split over several targets. */
    readonly targetShares?: boolean;
    /** `uses DEX, STR` on attacks. */
    readonly attackTraits?: boolean;
    /** `roll <formula>` on attacks. */
    readonly attackRoll?: boolean;
    /** Attacks may leave out `damage`: their harm comes from elsewhere (the attack roll, the traits they use). */
    readonly attacksWithoutDamage?: boolean;
    /** `vs A, B`: more than one defense per attack. */
    readonly multipleDefenses?: boolean;
    /** `aboard Vehicle` on participants. */
    readonly vehicles?: boolean;
    /** The engine reads zones and distances (they are accepted either way). */
    readonly positions?: boolean;
    /** `Kara is prone`: combatants may start with the ruleset's conditions. */
    readonly startingConditions?: boolean;
    /** The effects attacks and abilities may have (`inflicts`, `removes`, `heals`, `pushes`, `modifies`). */
    readonly effects?: readonly EffectModel['kind'][];
    /** `uses 1 per fight` on attacks and abilities. */
    readonly limitedUses?: boolean;
    /** `Fireball in camp`: area attacks aimed at a zone (the attack must be one `isAreaAttack` accepts). */
    readonly areaAttacks?: boolean;
    /**
     * `day … { fight A  short_rest  fight B }`: the party carries its state from fight to fight (the
     * engine's `carryOut` and `createFighter(instance, carried)`) and rests restore it (`rest`).
     */
    readonly days?: boolean;
}

/** A ruleset action usable in a scripted turn (`Kara: total_defense`). */
export interface ActionSpec extends RuleDoc {
    /** The action's slot in the ruleset's economy (Rise: standard, minor, movement, free). */
    readonly economy: string;
    /** Resolves before other actions (Rise's Swift tag). */
    readonly swift?: boolean;
    /**
     * Whether the action takes targets after `->`: none, exactly one, one or more, or 'optional' —
     * none or one (a movement that may head toward a foe: `move -> Ogre`, or not).
     */
    readonly targets: 'none' | 'one' | 'some' | 'optional';
    /**
     * The action strikes with one of the actor's attacks, given with `using`; 'optional': it may
     * (Rise's trip, with a free hand or a tripping weapon; an Enchanted Realms
     * maneuver, else with the ruleset's default weapon or none).
     */
    readonly usesWeapon?: boolean | 'optional';
}

/** A weapon of the ruleset's built-in library, used by `weapon <name>` in a stat block. */
export interface WeaponSpec extends RuleDoc {
    /** The weapon's dice as one dice token, e.g. "1d8". */
    readonly dice: string;
    /** Stats of the wielder added to the damage, e.g. ["DEX"] for d8 + DEX. */
    readonly addStats: readonly string[];
    readonly tags: readonly string[];
    /** Per-attack stats the weapon brings (an accuracy bonus, a defense it targets...). */
    readonly stats?: Readonly<Record<string, number>>;
    /** The defense it targets, when the ruleset has several. */
    readonly defense?: string;
}

export interface OptionSpec extends RuleDoc {
    readonly values: readonly string[];
    readonly default: string;
    /**
     * The setting of another option this one only acts under (Vaxia's metamagic options act only
     * with legacy magic on): written while the other is set otherwise, it is `option-has-no-effect`.
     */
    readonly onlyWith?: { readonly option: string; readonly values: readonly string[] };
}

/** A place in the source that static checks report against; opaque to rulesets. */
export type Anchor = unknown;

export interface Issue {
    readonly code: string;
    readonly message: string;
    readonly severity: 'error' | 'warning' | 'info';
    readonly at: Anchor;
    /** A quick fix that replaces the anchored text. */
    readonly fix?: { readonly title: string; readonly newText: string };
}

export type Report = (issue: Issue) => void;

/** An attack as static checks see it. */
export interface StaticAttack {
    readonly model: AttackModel;
    /** Anchor of the damage formula's first dice term. */
    readonly diceAt?: Anchor;
    /** The first dice token's text (e.g. "3d6"), if any. */
    readonly diceToken?: string;
    /** Anchor of the attack's name. */
    readonly at?: Anchor;
    /** The stat or open group its `roll` counts its dice from, as written (`roll skills d20`: `skills`). */
    readonly rollCountFrom?: string;
}

/** The whole script of an encounter as static checks see it, for checks across rounds. */
export interface StaticEncounter {
    readonly instances: readonly {
        readonly id: string;
        readonly side: string;
        readonly model: CombatantModel;
        /** The zone it starts in (`at docks`), if written. */
        readonly zone?: string;
        /** The instance id of the vehicle it rides (`aboard Skiff`), if written and resolved. */
        readonly aboard?: string;
        /** The conditions it starts with (`is prone and grappled by Ogre`), sources resolved to instance ids. */
        readonly conditions?: readonly ConditionModel[];
        /** Anchor of its participant line. */
        readonly at?: Anchor;
    }[];
    /** Scripted turns by round number, in script order. */
    readonly rounds: ReadonlyMap<number, readonly StaticTurn[]>;
    readonly surprised: readonly string[];
    /** Which sides follow tactics (`tactics heroes: attack_weakest`; `side` undefined for every side). */
    readonly tactics?: readonly { readonly side?: string; readonly policy: string }[];
    /** The scene's hazards (`hazard fire 4`, in a zone or everywhere), anchored where written. */
    readonly hazards?: readonly { readonly source: string; readonly amount?: number; readonly zone?: string; readonly at: Anchor }[];
    /** The scene's zones (`zone ford { cover half }`): name, features written, anchored at the declaration. */
    readonly zones?: readonly {
        readonly name: string;
        readonly features: readonly string[];
        /** The level written for each feature (`cover` → `half`). */
        readonly levels?: Readonly<Record<string, string>>;
        readonly at: Anchor;
    }[];
    /** The zones as the engine sees them: distances in feet both ways, feature levels (`{ cover: 'half' }`). */
    readonly layout?: readonly ZoneModel[];
    /** The rule options in force: the ruleset's defaults, then what the file's ruleset line sets. */
    readonly options?: Readonly<Record<string, string>>;
}

/** A scripted turn as static checks see it: one actor's actions in one round. */
export interface StaticTurn {
    readonly round: number;
    readonly actor: CombatantModel;
    readonly actorId: string;
    readonly actions: readonly (PlannedTurn['actions'][number] & { readonly at: Anchor })[];
}

/**
 * A stat block as static checks see it: the resolved model and the stats this declaration writes
 * itself (inherited ones are checked where they are written), each with an anchor.
 */
export interface StaticCombatant {
    readonly model: CombatantModel;
    readonly own: readonly { readonly name: string; readonly value: number; readonly at: Anchor }[];
    /** The entries written in its open groups (`skills { swords 1 }`), in order, each with its group and anchor. */
    readonly entries: readonly { readonly group: string; readonly name: string; readonly value: number; readonly at: Anchor }[];
    /** Anchor of the combatant's name. */
    readonly at: Anchor;
}

/**
 * Where a scripted attack happens, for rulesets whose damage depends on the round's other lines
 * (Vaxia: the target's chosen defense, the attacker's number of actions, vehicles).
 */
export interface AttackScene {
    /** The attacker's instance id and every action of its post this round, this attack among them. */
    readonly attackerId: string;
    readonly attackerActions: readonly PlannedTurn['actions'][number][];
    /** The target's instance id and what it is scripted to do in the same round (empty: nothing). */
    readonly targetId: string;
    readonly targetActions: readonly PlannedTurn['actions'][number][];
    /** This attack as planned (its modifiers and values). */
    readonly action: PlannedTurn['actions'][number];
    /**
     * Every instance of the encounter with its model and vehicle, for rules about riders and crews;
     * the zone it stands in when the attack is made, as far as the script tells (its `at` zone, then
     * the zones scripted moves took it to before this attack; unset when the script cannot tell or
     * the scene has no zones), and the conditions it starts the fight with.
     */
    readonly instances: readonly {
        readonly id: string;
        readonly model: CombatantModel;
        readonly aboard?: string;
        readonly zone?: string;
        readonly conditions?: readonly ConditionModel[];
    }[];
    /** The scene's zones (distances and features), for rulesets with positions. */
    readonly zones?: readonly ZoneModel[];
    /** The rule options in force. */
    readonly options: Readonly<Record<string, string>>;
    /** Every post of the round by actor instance id, for rules that depend on what the others do (Vaxia: which defenses are rolled). */
    readonly posts?: ReadonlyMap<string, readonly PlannedTurn['actions'][number][]>;
    /**
     * Every post of each scripted round before this one, in round order, by actor instance id: for
     * rules whose scene the earlier rounds change (Vaxia: a rider who stepped or leapt off its vehicle
     * rides nothing after).
     */
    readonly earlierPosts?: readonly ReadonlyMap<string, readonly PlannedTurn['actions'][number][]>[];
    /** What the script has the target do in the rounds before this one, in order (a stand-up ends prone…); given when the target starts the fight with conditions. */
    readonly targetEarlierActions?: readonly PlannedTurn['actions'][number][];
    /** The round the line is scripted in. */
    readonly round?: number;
}

/** What one attack does to one target, for hovers. */
export interface DamageOutlook {
    /** Damage dealt → probability, ascending; 0 collects every miss. */
    readonly distribution: ReadonlyMap<number, number>;
    /** How the damage is computed, e.g. "1d8 + DEX (2) − DEF 4". */
    readonly formula: string;
    /** The target's defense the formula subtracts, e.g. "DEF 4". */
    readonly versus: string;
    /**
     * For an attack whose outcome is not damage (Vaxia's non-damaging effects): the inlay hint's
     * short label (`lands 62% · 1.4 rnd`) and what it means, shown instead of the chance of damage.
     */
    readonly hint?: { readonly label: string; readonly meaning: string };
}

export interface Ruleset extends RulesetRuntime {
    readonly id: string;
    readonly name: string;
    /** The seed document this ruleset implements. */
    readonly source: { readonly file: string; readonly title: string };
    readonly stats: readonly StatSpec[];
    /** The groups stats are written in (`defenses`, `skills`...). */
    readonly statGroups: readonly StatGroupSpec[];
    readonly attackStats: readonly StatSpec[];
    readonly attackTags: readonly RuleDoc[];
    /** Tags of a whole combatant (`tags horde, vehicle`). */
    readonly combatantTags: readonly RuleDoc[];
    /**
     * Tags that say opposite things, of which one `tags` line takes at most one (Rise's `mundane`,
     * `magical` and `item`: a pool's dice bonus comes from one attribute or none): two of a set are
     * `contradictory-tags`, rather than one silently winning. Attack and combatant tags alike.
     */
    readonly exclusiveTags?: readonly { readonly tags: readonly string[]; readonly why: string }[];
    /** Damage categories (`category fire`, `resists fire`); empty when the ruleset has none. */
    readonly damageCategories: readonly RuleDoc[];
    /** Body parts a called shot may aim at (`-> Ogre.head`). */
    readonly bodyParts: readonly RuleDoc[];
    /** Sources of environmental damage (`hazard fire`); empty when the ruleset has no such rules. */
    readonly hazards: readonly RuleDoc[];
    /** The outcomes its attacks have, with the words the log prints them with. */
    readonly outcomes: readonly OutcomeSpec[];
    readonly features: LanguageFeatures;
    readonly actions: readonly ActionSpec[];
    readonly modifiers: readonly ModifierSpec[];
    /** The condition table: every condition a file may name (`is prone`, `inflicts prone`, `removes prone`). */
    readonly conditions: readonly ConditionSpec[];
    /**
     * The periods a limited use comes back after (`uses 1 per fight`); when `features.limitedUses` is
     * set, at least the one a fight restores (`fight`, or the ruleset's word for it: RPGStuck's `strife`).
     */
    readonly usePeriods?: readonly RuleDoc[];
    /**
     * When a limited use is spent: 'always' (each use; the default) or 'when-it-works' (RPGStuck
     * §Limited Use Abilities: a use whose rolls all fail, with nothing else taking effect, is not
     * spent). Under 'when-it-works' a scripted use past the count happens if an earlier one failed,
     * so `use-past-limit` is a warning there, not an error.
     */
    readonly useSpent?: 'always' | 'when-it-works';
    /** The rests a day may put between fights (`short_rest`, `long_rest`, the ruleset's own words), each saying what it restores. */
    readonly rests?: readonly RuleDoc[];
    /**
     * The use periods (`uses N per <period>`) whose uses `rest` may give back — the rest's own rule,
     * as its engine applies it. `check` follows a day's limited uses from fight to fight with it.
     */
    usesBackAfter?(rest: string): readonly string[];
    /**
     * How many of a rest a day can benefit from (RPGStuck's long rest: one in 24 hours); past that the
     * rest gives nothing — its line is `rest-past-daily-limit`, and `check` counts limited uses as
     * the run does. Unset or unlisted: every rest counts.
     */
    readonly restsPerDay?: Readonly<Record<string, number>>;
    /** How far combatants move, when `features.positions` is set. */
    readonly movement?: MovementSpec;
    /** Whether `attack` may be aimed at a zone (`in camp`): the ruleset's area attacks. */
    isAreaAttack?(attack: AttackModel): boolean;
    readonly tactics: readonly RuleDoc[];
    readonly options: readonly OptionSpec[];
    /** Other rule terms a hover can explain (glancing_blow, critical_hit, ...). */
    readonly topics: readonly RuleDoc[];
    /**
     * The topic a keyword's hover explains, where it is not the topic of the keyword's own name (Rise: `round` → action_phase);
     * the key `Nd` names the topic a dice increment's hover (`1d`) explains, for rulesets with a `ladder`.
     */
    readonly keywordTopics?: Readonly<Record<string, string>>;
    /** The die ladder dice increments (`+1d`) move along; a ruleset without one has no increments. */
    readonly ladder?: DieLadder;
    /**
     * Checks of one stat block beyond the schema (ranges that depend on the kind of combatant...).
     * Like every `check*`, it keeps the validation cache's rule (`validation/item-cache.ts`): it
     * reads only what it is handed — its item's resolved model (template chain included) and this
     * ruleset — never module state kept across builds or other items, so that reusing its issues
     * on an unchanged item after an edit is right.
     */
    checkCombatant?(combatant: StaticCombatant, report: Report): void;
    /** Checks of one attack beyond the schema; reads only the attack and its owner's model (the cache's rule, as `checkCombatant`). */
    checkAttack?(attack: StaticAttack, owner: CombatantModel, report: Report): void;
    /** Checks of one scripted turn beyond the schema: the action economy. Reads only the turn (the cache's rule, as `checkCombatant`). */
    checkTurn?(turn: StaticTurn, report: Report): void;
    /**
     * Checks across a whole script (resources spent over several rounds, reactions, surprise).
     * Reads only the encounter handed in — its participants' models, script, zones, tactics (the
     * cache's rule, as `checkCombatant`).
     */
    checkEncounter?(encounter: StaticEncounter, report: Report): void;
    /** The built-in weapon library (`weapon longsword`); empty when the ruleset has none. */
    readonly weapons?: readonly WeaponSpec[];
    /**
     * The damage `attack` deals to `target` when `attacker` makes it against `targetCount` targets,
     * for hovers on scripted attacks; undefined when the ruleset cannot say. `scene`, when the hover
     * can tell, is the round around the attack (the target's scripted defense...).
     */
    damageAgainst?(
        attack: AttackModel,
        attacker: CombatantModel,
        target: CombatantModel,
        targetCount: number,
        scene?: AttackScene,
    ): DamageOutlook | undefined;
    /**
     * The seed's own difficulty estimate for an encounter, shown beside the simulated verdict
     * (RPGStuck: the sum of challenge ratings), e.g. "CR 6 (sum of 3 creatures' CR) — ..."; undefined
     * when the seed has none.
     */
    difficultyHint?(encounter: EncounterModel): string | undefined;
    createEngine(setup: EngineSetup): RulesetEngine<Fighter>;
}

/**
 * The economy slot of a scripted action under `actions` (a ruleset's ActionSpecs): an attack is a
 * standard action, a ruleset action its own slot, anything unknown 'free'.
 */
export function actionEconomy(actions: readonly ActionSpec[], action: { readonly action: string; readonly isAttack: boolean }): string {
    return action.isAttack ? 'standard' : (actions.find(a => a.name === action.action)?.economy ?? 'free');
}

/** Fills defaults and derived values into the stats a combatant states, under the rule `options` in force (defaults when none). */
export function resolveStats(
    ruleset: Ruleset,
    kind: CombatantModel['kind'],
    given: Readonly<Record<string, number>>,
    options: Readonly<Record<string, string>> = {},
): Record<string, number> {
    const stats: Record<string, number> = { ...given };
    // Constants first, then derivations, so a derivation can read any constant default.
    for (const spec of ruleset.stats) {
        if (stats[spec.name] === undefined && typeof spec.fallback === 'number') stats[spec.name] = spec.fallback;
    }
    for (const spec of ruleset.stats) {
        if (stats[spec.name] === undefined && typeof spec.fallback === 'function') stats[spec.name] = spec.fallback(stats, kind, options);
    }
    return stats;
}
