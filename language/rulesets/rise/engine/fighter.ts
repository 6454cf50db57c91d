/**
 * A Rise combatant's state in a fight, its snapshot for the log, and the numbers read from it:
 * accuracy, defenses, speed and the fatigue penalty, with the conditions it holds as its own allied
 * group or another sees them this phase.
 * Source: 003_66faa831a56df10d.txt §Attack Rolls, §Taking Damage, §Vital Rolls, §Desperate Exertion
 * (fatigue), §Resolving Actions (what other groups see), §Movement and Positioning.
 */
import { ConditionSet } from '../../../engine/conditions.js';
import type { FighterSnapshot, LoggedTerm } from '../../../engine/log.js';
import type { AttackModel, InstanceModel, PlannedTurn } from '../../../engine/model.js';
import type { Fighter } from '../../ruleset.js';
import type { Holds } from '../rules/attack-situation.js';
import { ALL_DEFENSES, effectInForce, MODIFIES, type Phase, type StatEffect, statEffect } from '../rules/combat-time.js';
import { DEFAULT_SPEED, movementBudget } from '../rules/movement-and-positioning.js';
import type { RiseCarried } from '../rules/resting.js';
import { FATIGUE_KNOCKOUT, fatiguePenalty } from '../rules/special-combat-abilities.js';
import { withoutAttackRoll } from '../rules/strikes.js';
import { lastingWounds } from '../rules/vital-wounds.js';

export interface RiseFighter extends Fighter {
    /** Monsters are defeated at 0 HP; characters take vital wounds below 0. */
    readonly monster: boolean;
    resistance: number;
    maxResistance: number;
    /** Damage resistance of the stat block (vital wounds 6 and 7 lower the maximum from it). */
    readonly baseResistance: number;
    fatigue: number;
    readonly tolerance: number;
    /** Land speed of the stat block, in feet. */
    readonly speed: number;
    /** Whether the stat block has an ability that makes no attack roll (most have none: their actions skip the lookup). */
    readonly hasAbilities: boolean;
    /** Vital roll results, one per vital wound. */
    readonly vitalWounds: number[];
    /** Vital wounds already taken for the current negative-HP stretch (reset with HP at round end). */
    woundsThisRound: number;
    woundDefensePenalty: number;
    woundAccuracyPenalty: number;
    woundSpeedPenalty: number;
    /** Stat changes in force or to come: total defense, charge, dirty tricks, `modifies`. */
    effects: StatEffect[];
    recoverUsed: boolean;
    /** Round at whose end an untreated vital wound kills. */
    diesAtEndOfRound?: number;
    /** The conditions it holds (the condition table: prone, grappled by X, …). */
    readonly conds: ConditionSet;
    /**
     * Names of held conditions that an effect inflicted (recover and a short rest end those): a short
     * list, not a Set (every fighter of every run has one, and it holds a name or two at most).
     */
    readonly inflicted: string[];
    /** Conditions gained this phase through another allied group's action, by name → that group's side. */
    freshConds?: Map<string, string>;
    /**
     * Whether it was active when the current (or last) action phase began: it acts in that phase
     * whatever befalls it, and actions at it were scripted on it (§Resolving Actions). Set by the scene.
     */
    standingAtPhaseStart: boolean;
    /** Unaware of attacks (a surprised side in round 1, until first attacked): −5 Armor and Reflex (§Awareness and Surprise). */
    unaware: boolean;
    /** Its maintain_grapple result this round: what escaping its grapples must beat. */
    maintained?: number;
    /**
     * What each allied group's actions changed on this fighter in the current phase, by side id
     * (undefined while nothing has): a group does not see another group's changes in the phase they
     * happen in (§Resolving Actions). Cleared when a phase begins.
     */
    phaseChanges?: Map<string, PhaseChange>;
    /** The last plain strike turn tactics planned for it (`strikeTurn` reuses it while attack and target stay the same). */
    lastStrike: PlannedTurn | undefined;
}

/** Changes to a fighter's numbers made by one allied group in the current phase. */
interface PhaseChange {
    /** Fatigue levels gained. */
    fatigue: number;
    /** Accuracy penalty gained (vital wounds). */
    accuracy: number;
    /** Defense penalty gained (vital wounds). */
    defense: number;
}

/** Notes that `side`'s action changed `f`'s `field` by `amount` this phase. */
export function recordPhaseChange(f: RiseFighter, side: string, field: keyof PhaseChange, amount: number): void {
    f.phaseChanges ??= new Map();
    let change = f.phaseChanges.get(side);
    if (!change) f.phaseChanges.set(side, (change = { fatigue: 0, accuracy: 0, defense: 0 }));
    change[field] += amount;
}

/** The part of `f`'s `field` changes this phase that the group `viewer` does not see yet: other groups' changes. */
function unseen(f: RiseFighter, viewer: string | undefined, field: keyof PhaseChange): number {
    if (viewer === undefined || !f.phaseChanges) return 0;
    let total = 0;
    for (const [side, change] of f.phaseChanges) if (side !== viewer) total += change[field];
    return total;
}

/**
 * A fighter for `instance`: fresh (full hit points and damage resistance, no fatigue or wounds), or
 * as it left its last fight and rest (`carried`, in a day). Its starting conditions are added:
 * `vital_wound N` and `fatigue N` become wounds and fatigue, `unconscious` its status.
 */
/** Notes that an effect inflicted the condition `name` that `f` holds (once). */
export function markInflicted(f: RiseFighter, name: string): void {
    if (!f.inflicted.includes(name)) f.inflicted.push(name);
}

/** Forgets that `f`'s condition `name` was inflicted (it ended, or is held for another reason now). */
export function unmarkInflicted(f: RiseFighter, name: string): void {
    const i = f.inflicted.indexOf(name);
    if (i >= 0) f.inflicted.splice(i, 1);
}

export function createRiseFighter(instance: InstanceModel, carried?: RiseCarried): RiseFighter {
    const s = instance.model.stats;
    const baseResistance = s.damage_resistance ?? 0;
    const f: RiseFighter = {
        id: instance.id,
        side: instance.side,
        model: instance.model,
        hp: carried?.hp ?? s.hit_points,
        maxHp: s.hit_points,
        status: carried?.dead ? 'dead' : 'active',
        monster: instance.model.kind === 'creature',
        resistance: carried?.resistance ?? baseResistance,
        maxResistance: baseResistance,
        baseResistance,
        fatigue: carried?.fatigue ?? 0,
        tolerance: s.fatigue_tolerance ?? 0,
        speed: s.speed ?? DEFAULT_SPEED,
        hasAbilities: instance.model.attacks.some(withoutAttackRoll),
        vitalWounds: carried?.vitalWounds ? [...carried.vitalWounds] : [],
        woundsThisRound: 0,
        woundDefensePenalty: 0,
        woundAccuracyPenalty: 0,
        woundSpeedPenalty: 0,
        effects: carried?.changes ? carried.changes.map(c => statEffect(MODIFIES, c.stat, c.amount, 1, 'movement')) : [],
        recoverUsed: carried?.recoverUsed ?? false,
        diesAtEndOfRound: undefined,
        conds: new ConditionSet(),
        inflicted: [],
        freshConds: undefined,
        standingAtPhaseStart: false,
        unaware: false,
        maintained: undefined,
        phaseChanges: undefined,
        lastStrike: undefined,
        plan: undefined,
    };
    // (Loops only over lists there are: a fresh fighter, in every run of a simulation, has none.)
    if (carried?.conditions)
        for (const c of carried.conditions) {
            f.conds.add(c);
            markInflicted(f, c.name);
        }
    let knockedOut = false;
    if (instance.conditions)
        for (const c of instance.conditions) {
            if (c.name === 'vital_wound') f.vitalWounds.push(c.value ?? 10);
            else if (c.name === 'fatigue') f.fatigue += c.value ?? 0;
            else if (c.name === 'unconscious') knockedOut = true;
            else f.conds.add(c);
        }
    const wounds = lastingWounds(f.vitalWounds, baseResistance);
    f.woundDefensePenalty = wounds.defense;
    f.woundAccuracyPenalty = wounds.accuracy;
    f.woundSpeedPenalty = wounds.speed;
    f.maxResistance = wounds.maxResistance;
    f.resistance = Math.min(f.resistance, f.maxResistance);
    if (
        f.status === 'active' &&
        (knockedOut || wounds.dying || (wounds.outBelowFull && f.hp < f.maxHp) || fatiguePenalty(f.fatigue, f.tolerance) >= FATIGUE_KNOCKOUT)
    )
        f.status = 'unconscious';
    return f;
}

/** The log's view of `f`: hit points, damage resistance, fatigue, (characters) vital wounds, and its conditions. */
export function riseSnapshot(f: RiseFighter): FighterSnapshot {
    const resources: Record<string, number> = { damage_resistance: f.resistance, fatigue: f.fatigue };
    if (!f.monster) resources.vital_wounds = f.vitalWounds.length;
    const conditions = f.conds.list.map(c => (c.source ? `${c.name} by ${c.source}` : c.name));
    if (f.status === 'unconscious' && !f.monster) {
        const dying = dyingWords(f);
        if (dying) conditions.push(dying);
    }
    return { id: f.id, side: f.side, status: f.status, hp: f.hp, maxHp: f.maxHp, resources, conditions };
}

/**
 * What a vital wound of 0 or less means for an unconscious character, as the result line says it:
 * the end of the round it dies at unless treated, or — its clock gone with the fight it was taken in
 * (a day assumes its allies stabilised it) — that the wound keeps it down until a long rest removes
 * it. §Vital Wounds, §Removing Vital Wounds.
 */
function dyingWords(f: RiseFighter): string | undefined {
    if (f.diesAtEndOfRound !== undefined) return `dying: dies at the end of round ${f.diesAtEndOfRound} unless treated`;
    for (const r of f.vitalWounds) if (r <= 0) return 'stabilised, kept down by a vital wound until a long rest removes it';
    return undefined;
}

/** Fatigue levels beyond the tolerance: each is −1 accuracy; 5 or more knocks out. */
export function fatiguePenaltyOf(f: RiseFighter): number {
    return fatiguePenalty(f.fatigue, f.tolerance);
}

/** The effects of `f` in force, as `viewer`'s group sees them (another group's fresh effects are hidden). */
function effectsTotal(f: RiseFighter, stats: readonly string[], round: number, phase: Phase, viewer?: string): number {
    let total = 0;
    for (const e of f.effects)
        if (stats.includes(e.stat) && effectInForce(e, round, phase) && (e.source === undefined || viewer === undefined || e.source === viewer))
            total += e.amount;
    return total;
}

/**
 * Accuracy with `attack`: the combatant's and the attack's, less fatigue and vital-wound penalties,
 * with `modifies accuracy` effects in force. With `viewer` (the acting group's side), changes other
 * groups made this phase are left out.
 */
export function accuracyOf(f: RiseFighter, attack: AttackModel, viewer?: string, round = 0, phase: Phase = 'action'): number {
    const base = (f.model.stats.accuracy ?? 0) + (attack.stats.accuracy ?? 0) - fatigueAccuracyPenalty(f, viewer) - woundAccuracyPenalty(f, viewer);
    return f.effects.length ? base + effectsTotal(f, ACCURACY, round, phase, viewer) : base;
}

/** What fatigue takes off `f`'s accuracy, as `viewer`'s group sees it (§Fatigue). */
function fatigueAccuracyPenalty(f: RiseFighter, viewer: string | undefined): number {
    return fatiguePenalty(f.fatigue - unseen(f, viewer, 'fatigue'), f.tolerance);
}

/** What vital wounds take off `f`'s accuracy, as `viewer`'s group sees it (§Vital Wounds). */
function woundAccuracyPenalty(f: RiseFighter, viewer: string | undefined): number {
    return f.woundAccuracyPenalty - unseen(f, viewer, 'accuracy');
}

/**
 * An attack roll's `accuracy` (what {@link accuracyOf} gave, with a strike's own change) as the log
 * adds it to the die: the accuracy before fatigue and vital wounds, then each penalty by name, so a
 * GM sees why it fell (`+ 4 accuracy − 2 fatigue − 2 vital wounds`). Same sum.
 */
export function accuracyTerms(f: RiseFighter, accuracy: number, viewer?: string): LoggedTerm[] {
    const fatigue = fatigueAccuracyPenalty(f, viewer);
    const wounds = woundAccuracyPenalty(f, viewer);
    const terms: LoggedTerm[] = [{ value: accuracy + fatigue + wounds, label: 'accuracy' }];
    if (fatigue) terms.push({ value: fatigue, label: 'fatigue', subtract: true });
    if (wounds) terms.push({ value: wounds, label: 'vital wounds', subtract: true });
    return terms;
}

const ACCURACY = ['accuracy'];
const SPEED = ['speed'];
/** Effect stats that change each defense: its own name and all four at once. */
const DEFENSE_STATS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
    ['armor', 'fortitude', 'reflex', 'mental'].map(d => [d, [d, ALL_DEFENSES]]),
);

/**
 * The named defense in `round` and `phase`, with vital-wound penalties and the effects in force.
 * With `viewer` (the attacking group's side), penalties other groups inflicted this phase are left out.
 */
export function defenseOf(f: RiseFighter, defense: string, round: number, phase: Phase, viewer?: string): number {
    const value = (f.model.stats[defense] ?? 0) - (f.woundDefensePenalty - unseen(f, viewer, 'defense'));
    return f.effects.length ? value + effectsTotal(f, DEFENSE_STATS[defense] ?? [defense, ALL_DEFENSES], round, phase, viewer) : value;
}

/** The conditions `f` holds as `viewer`'s group sees them this phase (another group's fresh ones are hidden). */
export function holdsSeenBy(f: RiseFighter, viewer: string): Holds {
    const fresh = f.freshConds;
    if (!fresh?.size) return f.conds;
    return { has: name => f.conds.has(name) && (fresh.get(name) ?? viewer) === viewer };
}

/** Feet one movement of `share` takes `f` now (speed, effects, wounds, prone, squeezing, grappled), as its own group sees it. */
export function budgetOf(f: RiseFighter, share: number, round: number, phase: Phase): number {
    const holds = holdsSeenBy(f, f.side);
    return movementBudget(f.speed, share, {
        woundPenalty: f.woundSpeedPenalty,
        change: f.effects.length ? effectsTotal(f, SPEED, round, phase, f.side) : 0,
        prone: holds.has('prone'),
        squeezing: holds.has('squeezing'),
        grappled: holds.has('grappled'),
    });
}

/** A stat of the fighter's stat block (0 when absent). */
export function statOf(f: RiseFighter, name: string): number {
    return f.model.stats[name] ?? 0;
}
