/**
 * An Enchanted Realms combatant during a fight: Body as the shared `hp`, Mind and Spirit points,
 * the restrictions it is under, its holds (grappling, grappled, a locked weapon, manacles), its
 * weapons in hand, its reaction bookkeeping and what it moved this turn. Where it stands is the
 * fight's Battlefield (scene.ts). Seed: 001_66230f9a082df360.txt §The Action, §Defending,
 * §Grappling, §Weapon Negation, §Shackling, §Restrictions in Combat.
 */
import type { Slot } from '../../../engine/battlefield.js';
import { ConditionSet } from '../../../engine/conditions.js';
import type { FighterSnapshot } from '../../../engine/log.js';
import type { CombatantModel, ConditionModel, InstanceModel, PlannedAction, PlannedTurn } from '../../../engine/model.js';
import type { Fighter } from '../../ruleset.js';
import type { ErOptions } from '../options.js';
import { modifierOf } from '../rules/touch-based-effects.js';

/** What Enchanted Realms calls a combatant's hit points, as the log prints them. */
export const BODY_NAME = 'Body';

export interface ErFighter extends Fighter {
    readonly character: boolean;
    /** Where it stands: its slot on the fight's battlefield (`slot.at` follows its moves; read without a lookup). */
    readonly slot: Slot;
    /** Restrictions in force (prone, grappled, frightened by X…), with ratings, sources, durations and saves. */
    readonly conditions: ConditionSet;
    /** Whom it holds in a grapple, by id, and the round the hold began (dragging and slamming wait a turn). */
    grappling?: string;
    grappleRound?: number;
    /** Who holds it, by id. */
    grappledBy?: string;
    /** Round of its last reaction. */
    reactedRound?: number;
    /** Round in which it last took the defend action (no reactions that round or the next). */
    defendedRound?: number;
    /** In its defensive stance: from its defend action until its next turn. */
    defending: boolean;
    /** Round in which it last used its action (picking up an item needs one left). */
    actedRound?: number;
    /** The reaction its plan keeps for this round (`dodge`, `flee_attack -> X`…); undefined: the first trigger that comes. */
    reserved?: PlannedAction;
    /** The last turn its side's tactics planned for it: its `plan` is the tactics' when it is this one (not a scripted line). */
    tacticsPlan: PlannedTurn | undefined;
    /** The policy its side's tactics planned that turn with (a turn aimed at a foe who fell first is planned again with it). */
    tacticsPolicy: string | undefined;
    /** The last plain strike turn its tactics planned (`strikeTurn` reuses it while attack and target stay the same). */
    lastStrike: PlannedTurn | undefined;
    /** The last turn its tactics planned that only walks toward a foe, and the last that walks and strikes: rewritten in place by the next (tactics.ts). */
    lastWalk: PlannedTurn | undefined;
    lastWalkStrike: PlannedTurn | undefined;
    /** A readied action (§At The Ready): what it does when its trigger comes, until the start of its next turn. */
    ready?: { readonly round: number; readonly action: PlannedAction };
    /** Actions it still loses to a sneak attack's shock. */
    incapacitatedActions: number;
    /** Feet of movement spent in its current turn (moves, crawling at double cost, standing up, picking up). */
    movedFeet: number;
    /** Feet actually covered in its current turn (a charge for impalement, a flee attack's speed). */
    travelledFeet: number;
    /**
     * Foes it left behind this turn while its movement was still cautious (under 20 ft): should the
     * turn's later moves take it to normal or rapid speed, their flee attacks come then (§Flee
     * Attack: the speed is the round's movement). Undefined: none.
     */
    leftCautiously?: ErFighter[];
    /** Extra feet a dash gave this turn. */
    dashFeet: number;
    /** It closed in for a melee sneak attack this turn: the round's movement is a stealthy approach. */
    stealthy: boolean;
    /** Someone has held a drop over it this fight (a guard: the holders are then looked for). */
    heldOver?: boolean;
    /** Damage held over a victim after getting the drop: dealt on its next action. */
    drop?: { readonly target: string; readonly damage: number; readonly round: number; readonly attack: string };
    /**
     * Its weapons lying on the ground (disarmed, dropped when knocked out), by attack name. Until one
     * is dropped, the one shared empty set (a fighter of every run is made with it): add only
     * through `dropWeapon`.
     */
    dropped: ReadonlySet<string> & Pick<Set<string>, 'delete'>;
    /** Its weapon pinned by a weapon lock, and the attack dice still to sacrifice to free it. */
    pinned?: { readonly attack: string; readonly by: string; cost: number };
    /** The weapon lock it keeps on a victim's weapon, with which of its attacks. */
    locking?: { readonly victim: string; readonly attack: string };
    /** Manacles being put on it in a grapple: by whom and how many hands so far. */
    shackling?: { readonly by: string; hands: number };
    /** Drowsy: rounds left until its next Spirit feat against sleep (§Restrictions in Combat). */
    drowsyRounds?: number;
    /** The mount it rides (`aboard Horse`), by id; a mount's rider, by id. §Knocked Down. */
    mount?: string;
    rider?: string;
    /** Mind and Spirit points left to cast with. */
    mind: number;
    spirit: number;
    /** A short rest already drawn early from the day's allotment (days only). */
    shortRestTaken: boolean;
}

/** What a party member carries out of a fight into the next of a day (see engine/day.ts). */
export interface ErCarried {
    readonly body: number;
    readonly status: Fighter['status'];
    readonly mind: number;
    readonly spirit: number;
    /** Restrictions that outlast a fight (maimed, poisoned, bound, …), as written in a participant line. */
    readonly restrictions: readonly ConditionModel[];
    /** Uses spent of attacks limited per rest, by attack name. */
    readonly spent: Readonly<Record<string, number>>;
    readonly shortRestTaken: boolean;
    /** The run's modifier table, which a rest's recovery reads. */
    readonly modifierTable: ErOptions['modifierTable'];
}

/** What lies on the ground of a fighter that dropped nothing (shared: never added to, `dropWeapon` makes a fighter its own). */
const NOTHING_DROPPED: ReadonlySet<string> & Pick<Set<string>, 'delete'> = new Set<string>();

/** `f` drops its weapon `name` (disarmed, knocked out): it lies on the ground until picked up. */
export function dropWeapon(f: ErFighter, name: string): void {
    if (f.dropped === NOTHING_DROPPED) f.dropped = new Set([name]);
    else (f.dropped as Set<string>).add(name);
}

/**
 * A fighter as the fight begins: fresh (full Body, Mind and Spirit, its starting restrictions), or
 * as `carried` from an earlier fight of the day (its wounds, points, lasting restrictions).
 */
export function createErFighter(instance: InstanceModel, slot: Slot, carried?: ErCarried): ErFighter {
    const stats = instance.model.stats;
    const body = stats.body ?? 1;
    const conditions = new ConditionSet(carried ? carried.restrictions : (instance.conditions ?? []));
    const hp = carried ? carried.body : body;
    return {
        id: instance.id,
        side: instance.side,
        model: instance.model,
        hp,
        maxHp: body,
        status: carried ? carried.status : 'active',
        character: instance.model.kind === 'character',
        slot,
        conditions,
        defending: false,
        incapacitatedActions: 0,
        movedFeet: 0,
        travelledFeet: 0,
        // Set here, not later: a property added mid-fight changes every fighter's shape (measured: ~12% a run).
        leftCautiously: undefined,
        dashFeet: 0,
        stealthy: false,
        dropped: NOTHING_DROPPED,
        mind: carried ? carried.mind : (stats.mind ?? 0),
        spirit: carried ? carried.spirit : (stats.spirit ?? 0),
        shortRestTaken: carried?.shortRestTaken ?? false,
        // Every field a fight may set, present from the start: one shape for every fighter, so the
        // engine's reads of them stay monomorphic (a field added mid-fight gives a fighter a new shape).
        grappling: undefined,
        grappleRound: undefined,
        grappledBy: undefined,
        reactedRound: undefined,
        defendedRound: undefined,
        actedRound: undefined,
        reserved: undefined,
        tacticsPlan: undefined,
        tacticsPolicy: undefined,
        lastStrike: undefined,
        lastWalk: undefined,
        lastWalkStrike: undefined,
        ready: undefined,
        heldOver: undefined,
        drop: undefined,
        pinned: undefined,
        locking: undefined,
        shackling: undefined,
        drowsyRounds: undefined,
        mount: undefined,
        rider: undefined,
        plan: undefined,
    };
}

/** How a held restriction reads in a snapshot: `maimed 10 ft`, `frightened by Ogre`, `prone`. */
export function restrictionText(c: { name: string; value?: number; source?: string }): string {
    return `${c.name}${c.value !== undefined ? ` ${c.value}${VALUE_UNITS[c.name] ?? ''}` : ''}${c.source ? ` by ${c.source}` : ''}`;
}

/** What a restriction's number counts, where it is not a plain count: maimed's feet of movement lost. */
const VALUE_UNITS: Readonly<Record<string, string>> = { maimed: ' ft' };

/** The state as every log format prints it: Body as hp, Mind and Spirit, restrictions, holds and weapons as conditions. */
export function snapshotOf(f: ErFighter): FighterSnapshot {
    // No restriction (most fighters at a run's end): no filtered and mapped lists.
    const conditions = f.conditions.list.length === 0 ? [] : f.conditions.list.filter(c => c.name !== 'grappled').map(restrictionText);
    if (f.defending) conditions.push('defending');
    conditions.sort();
    if (f.grappling) conditions.push(`grappling ${f.grappling}`);
    if (f.grappledBy) conditions.push(`held by ${f.grappledBy}`);
    if (f.locking) conditions.push(`locking ${f.locking.victim}'s weapon`);
    if (f.pinned) conditions.push(`${f.pinned.attack} pinned by ${f.pinned.by}`);
    if (f.dropped.size > 0) for (const w of [...f.dropped].sort()) conditions.push(`${w} on the ground`);
    const resources: Record<string, number> = {};
    if ((f.model.stats.mind ?? 0) > 0) resources.Mind = f.mind;
    if ((f.model.stats.spirit ?? 0) > 0) resources.Spirit = f.spirit;
    return { id: f.id, side: f.side, status: f.status, hp: f.hp, maxHp: f.maxHp, hpName: BODY_NAME, resources, conditions };
}

/** A stat of the stat block (0 when absent). */
export function statOf(model: CombatantModel, name: string): number {
    return model.stats[name] ?? 0;
}

/** The modifier of a sub-attribute score under the run's modifier table. */
export function modOf(model: CombatantModel, score: string, options: Pick<ErOptions, 'modifierTable'>): number {
    return modifierOf(model.stats[score] ?? 2, options.modifierTable);
}
