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
import type { CombatLog, FighterSnapshot } from '../engine/log.js';
import type { CombatantModel, InstanceModel, PlannedTurn } from '../engine/model.js';
import type { SeededRng } from '../engine/rng.js';

/** Where a rule comes from: a seed file and one of its section headings. */
export interface Citation {
    readonly file: string;
    readonly section: string;
}

/** Renders a citation the way hovers and docs print it: `003_66faa831a56df10d.txt §Glancing Blows`. */
export function formatCitation(cite: Citation): string {
    return `${cite.file} §${cite.section}`;
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
    /** Stats written inside `defenses { }` have group 'defenses'. */
    readonly group?: 'defenses';
    readonly min?: number;
    readonly max?: number;
    readonly required?: boolean;
    /** A readable formula for hovers when the value is derived, e.g. "½ level + ½ perception". */
    readonly derivation?: string;
    /** The value when the stat is not written: a constant or derived from the other stats. */
    readonly fallback?: number | ((stats: Readonly<Record<string, number>>, kind: CombatantModel['kind']) => number);
}

/** A ruleset action usable in a scripted turn (`Kara: total_defense`). */
export interface ActionSpec extends RuleDoc {
    /** The action's slot in the ruleset's economy (Rise: standard, minor, movement, free). */
    readonly economy: string;
    /** Resolves before other actions (Rise's Swift tag). */
    readonly swift?: boolean;
    /** Whether the action takes targets after `->`. */
    readonly targets: 'none' | 'one' | 'some';
    /** The action strikes with one of the actor's attacks, given with `using`. */
    readonly usesWeapon?: boolean;
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
    readonly model: import('../engine/model.js').AttackModel;
    /** Anchor of the damage formula's first dice term. */
    readonly diceAt?: Anchor;
    /** The first dice token's text (e.g. "3d6"), if any. */
    readonly diceToken?: string;
    /** Anchor of the attack's name. */
    readonly at?: Anchor;
}

/** The whole script of an encounter as static checks see it, for checks across rounds. */
export interface StaticEncounter {
    readonly instances: readonly { readonly id: string; readonly side: string; readonly model: CombatantModel }[];
    /** Scripted turns by round number, in script order. */
    readonly rounds: ReadonlyMap<number, readonly StaticTurn[]>;
    readonly surprised: readonly string[];
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
    /** Anchor of the combatant's name. */
    readonly at: Anchor;
}

/** What one attack does to one target, for hovers. */
export interface DamageOutlook {
    /** Damage dealt → probability, ascending; 0 collects every miss. */
    readonly distribution: ReadonlyMap<number, number>;
    /** How the damage is computed, e.g. "1d8 + DEX (2) − DEF 4". */
    readonly formula: string;
    /** The target's defense the formula subtracts, e.g. "DEF 4". */
    readonly versus: string;
}

/** Runtime state every ruleset keeps for a combatant; rulesets extend it with their own. */
export interface Fighter {
    readonly id: string;
    readonly side: string;
    readonly model: CombatantModel;
    hp: number;
    maxHp: number;
    status: 'active' | 'unconscious' | 'dead';
}

export interface RoundContext<F extends Fighter> {
    readonly round: number;
    readonly fighters: readonly F[];
    /** Turn plans by actor id, scripted or from tactics; a fighter without one does nothing. */
    readonly plans: ReadonlyMap<string, PlannedTurn>;
    readonly rng: SeededRng;
    readonly log: CombatLog;
    /** Sides caught by surprise when the fight starts (`surprised` lines); rulesets without surprise rules ignore it. */
    readonly surprised?: readonly string[];
    byId(id: string): F;
}

export interface TacticsContext<F extends Fighter> {
    readonly round: number;
    readonly fighters: readonly F[];
    readonly rng: SeededRng;
    /** Foes of `self` still active, in encounter order. */
    foesOf(self: F): F[];
}

export interface RulesetEngine<F extends Fighter = Fighter> {
    createFighter(instance: InstanceModel): F;
    /** The turn a fighter takes under a tactics policy (one of the ruleset's `tactics`). */
    planTactics(self: F, policy: string, ctx: TacticsContext<F>): PlannedTurn;
    /** Plays one whole round, logging every roll and state change. */
    playRound(ctx: RoundContext<F>): void;
    snapshot(f: F): FighterSnapshot;
}

export interface Ruleset {
    readonly id: string;
    readonly name: string;
    /** The seed document this ruleset implements. */
    readonly source: { readonly file: string; readonly title: string };
    readonly stats: readonly StatSpec[];
    readonly attackStats: readonly StatSpec[];
    readonly attackTags: readonly RuleDoc[];
    readonly actions: readonly ActionSpec[];
    readonly modifiers: readonly RuleDoc[];
    readonly conditions: readonly RuleDoc[];
    readonly tactics: readonly RuleDoc[];
    readonly options: readonly OptionSpec[];
    /** Other rule terms a hover can explain (glancing_blow, critical_hit, ...). */
    readonly topics: readonly RuleDoc[];
    /** Whether damage formulas may use dice increments (`+1d`). */
    readonly supportsIncrements: boolean;
    /** Checks of one stat block beyond the schema (ranges that depend on the kind of combatant...). */
    checkCombatant?(combatant: StaticCombatant, report: Report): void;
    /** Checks of one attack beyond the schema. */
    checkAttack?(attack: StaticAttack, owner: CombatantModel, report: Report): void;
    /** Checks of one scripted turn beyond the schema: the action economy. */
    checkTurn?(turn: StaticTurn, report: Report): void;
    /** Checks across a whole script (resources spent over several rounds, reactions, surprise). */
    checkEncounter?(encounter: StaticEncounter, report: Report): void;
    /** The built-in weapon library (`weapon longsword`); empty when the ruleset has none. */
    readonly weapons?: readonly WeaponSpec[];
    /**
     * The damage `attack` deals to `target` when `attacker` makes it against `targetCount` targets,
     * for hovers on scripted attacks; undefined when the ruleset cannot say.
     */
    damageAgainst?(
        attack: import('../engine/model.js').AttackModel,
        attacker: CombatantModel,
        target: CombatantModel,
        targetCount: number,
    ): DamageOutlook | undefined;
    createEngine(options: Readonly<Record<string, string>>): RulesetEngine<Fighter>;
}

/** Fills defaults and derived values into the stats a combatant states. */
export function resolveStats(ruleset: Ruleset, kind: CombatantModel['kind'], given: Readonly<Record<string, number>>): Record<string, number> {
    const stats: Record<string, number> = { ...given };
    // Constants first, then derivations, so a derivation can read any constant default.
    for (const spec of ruleset.stats) {
        if (stats[spec.name] === undefined && typeof spec.fallback === 'number') stats[spec.name] = spec.fallback;
    }
    for (const spec of ruleset.stats) {
        if (stats[spec.name] === undefined && typeof spec.fallback === 'function') stats[spec.name] = spec.fallback(stats, kind);
    }
    return stats;
}
