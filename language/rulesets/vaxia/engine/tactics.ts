/**
 * Tactics: the post a fighter makes when the script does not say. Attack policies pick a foe
 * (first in encounter order, least LIF left, most LIF left) and strike it with the attack of the
 * highest might sum; the defend policies add a defense to the same post — which costs the
 * multiple-action penalty on every might of it (§Using Your Stats and Skills), the trade a player
 * makes. `defend_best` writes `defend`: each incoming attack is met by the allowed defense with the
 * least expected damage, computed exactly (defense.ts). A rider shut in a closed vehicle without
 * gun ports only defends; a vehicle strikes only with a pilot aboard.
 * Assumption (004_941aee309a07cd38.txt §Attacking and Defending leaves the choice to the player):
 * these policies, and `bestDefense`'s choice of the defense with the least expected damage.
 */
import type { EncounterModel, HazardModel, PlannedAction, PlannedTurn } from '../../../engine/model.js';
import { strikeTurn } from '../../../engine/tactics.js';
import type { TacticsContext } from '../../ruleset.js';
import type { VaxiaFighter } from './fighter.js';
import { wouldStrike } from './hazards.js';
import { attackOutlook } from './odds.js';
import { defenseMeets, type DefenseKind, type Realm, type TargetInput } from '../rules/attacking-and-defending.js';
import type { PpRounding } from '../rules/ruling-narration.js';
import { helpsOnly } from '../rules/what-counts-as-combat.js';

/** The targets and modifiers of what tactics plan when there are none (shared, never changed). */
const NONE: readonly string[] = [];

const act = (action: string, targets: readonly string[] = NONE, isAttack = false): PlannedAction => ({ action, isAttack, targets, modifiers: NONE });

/** The foe a policy aims at: attack_first the first, attack_strongest the one with most LIF left, any other the one with least. */
function pickFoe(_self: VaxiaFighter, policy: string, foes: readonly VaxiaFighter[]): VaxiaFighter | undefined {
    if (foes.length === 0) return undefined;
    if (policy === 'attack_first') return foes[0];
    let best = foes[0];
    // Indexed loops in tactics: V8 made an iterator object for each for-of (every fighter plans every round of every run).
    for (let i = 0; i < foes.length; i++) {
        const f = foes[i];
        if (policy === 'attack_strongest' ? f.hp > best.hp : f.hp < best.hp) best = f;
    }
    return best;
}

/** The fighter's first attack on a foe (a stat block lists its main one first): never one that only helps, nor one a disarm took. */
function pickAttack(self: VaxiaFighter): string | undefined {
    const attacks = self.model.attacks;
    for (let i = 0; i < attacks.length; i++) if (!helpsOnly(attacks[i]) && !self.disarmed?.has(attacks[i].name)) return attacks[i].name;
    return undefined;
}

/**
 * The zone `self` should leave a hazard for, if any: when a hazard of its zone would strike it (or,
 * for a vehicle, its riders on an open deck) this round, the nearest zone — by the distances the
 * scene gives, else in the order declared — where none would. A hazard everywhere cannot be left;
 * riders go where their vehicle goes; sheltered riders have nothing to leave.
 * Assumption (the seed says what a hazard does, not that characters flee it): every policy leaves.
 */
function hazardExit(self: VaxiaFighter, fighters: readonly VaxiaFighter[], encounter: EncounterModel | undefined): string | undefined {
    const hazards = encounter?.hazards;
    const zones = encounter?.zones;
    if (self.aboard || !self.zone || !hazards || hazards.length === 0 || !zones || zones.length < 2) return undefined;
    return exitFrom(self, self.zone, fighters, hazards, zones);
}

/**
 * `hazardExit` where there are hazards and zones to leave for. Apart from its checks: V8 allocates a
 * function's closure context on entry, and every fighter asked every round of every run.
 */
function exitFrom(
    self: VaxiaFighter,
    from: string,
    fighters: readonly VaxiaFighter[],
    hazards: readonly HazardModel[],
    zones: NonNullable<EncounterModel['zones']>,
): string | undefined {
    const exposed = self.isVehicle && !self.closed ? [self, ...fighters.filter(f => f.aboard === self.id && f.status !== 'dead')] : [self];
    const harmedIn = (zone: string) => hazards.some(h => h.zone === zone && exposed.some(f => wouldStrike(f, h)));
    if (!harmedIn(from)) return undefined;
    const here = zones.find(z => z.name === from);
    let best: { name: string; distance: number } | undefined;
    for (const z of zones) {
        if (z.name === from || harmedIn(z.name)) continue;
        const distance = here?.distances[z.name] ?? z.distances[from] ?? Number.POSITIVE_INFINITY;
        if (!best || distance < best.distance) best = { name: z.name, distance };
    }
    return best?.name;
}

// Indexed loops rather than `find` / `some` with closures or for-of (iterators): every fighter plans every round of every run.

/** The vehicle `aboard` names, if closed without gun ports and not destroyed: its riders cannot strike out. */
function shutInside(aboard: string, fighters: readonly VaxiaFighter[]): VaxiaFighter | undefined {
    for (let i = 0; i < fighters.length; i++) {
        const f = fighters[i];
        if (f.id === aboard && f.closed && !f.gunPorts && f.status !== 'dead') return f;
    }
    return undefined;
}

/** Whether someone up rides `vehicle`. */
function hasPilot(vehicle: VaxiaFighter, fighters: readonly VaxiaFighter[]): boolean {
    for (let i = 0; i < fighters.length; i++) if (fighters[i].aboard === vehicle.id && fighters[i].status === 'active') return true;
    return false;
}

export function planVaxiaTactics(self: VaxiaFighter, policy: string, ctx: TacticsContext<VaxiaFighter>, encounter?: EncounterModel): PlannedTurn {
    const shut = self.aboard ? shutInside(self.aboard, ctx.fighters) : undefined;
    const piloted = !self.isVehicle || hasPilot(self, ctx.fighters);
    const attack = pickAttack(self);
    // The policy as it is: `pickFoe` aims every policy but attack_first and attack_strongest at the weakest.
    const foe = !shut && piloted && attack ? pickFoe(self, policy, ctx.foesOf(self)) : undefined;
    let defends: PlannedAction | undefined;
    if (policy === 'defend_best' || policy === 'defend_only') defends = act('defend');
    else if (policy === 'defend_block') defends = act(self.isVehicle && !self.shields ? 'dodge' : 'block');
    else if (policy === 'defend_dodge') defends = act('dodge');
    const exit = piloted ? hazardExit(self, ctx.fighters, encounter) : undefined;
    const moves: PlannedAction | undefined = exit ? { ...act('move'), destination: exit } : undefined;
    // `defend_only` gives up the attack for the defense.
    if (!attack || !foe || policy === 'defend_only') return { actor: self.id, actions: postOf(undefined, defends, moves) };
    if (!defends && !moves) return (self.planned = strikeTurn(self.planned, self.id, attack, foe.id));
    return { actor: self.id, actions: postOf(act(attack, [foe.id], true), defends, moves) };
}

/**
 * The actions planned, in the order they are taken (attack, defense, move), in a list of exactly
 * their number: a list grown by `push` takes room for 17.
 */
function postOf(strikes: PlannedAction | undefined, defends: PlannedAction | undefined, moves: PlannedAction | undefined): readonly PlannedAction[] {
    if (strikes) {
        if (defends) return moves ? [strikes, defends, moves] : [strikes, defends];
        return moves ? [strikes, moves] : [strikes];
    }
    if (defends) return moves ? [defends, moves] : [defends];
    return moves ? [moves] : NO_ACTIONS;
}

/** A post of no actions (shared, never changed). */
const NO_ACTIONS: readonly PlannedAction[] = [];

export interface DefenseChoice {
    readonly kind: DefenseKind | 'none';
    /** The defense's realm ('none' has none). */
    readonly realm?: Realm;
    /** The defender's mights for it: passive mights for 'none', defense mights otherwise. */
    readonly mights: readonly [number, number];
    /** What the attack is ruled against, when not `mights` (a resistance: the passive mights). */
    readonly difficulties?: readonly [number, number];
}

/**
 * Of the choices allowed against this attack (wrong-realm parries etc. are skipped), the one with
 * the least expected damage; ties keep the earlier choice. Returns undefined when none is allowed.
 */
export function bestDefense(
    attack: { readonly realm: Realm; readonly mights: readonly [number, number]; readonly nonLethal?: boolean },
    choices: readonly DefenseChoice[],
    target: TargetInput,
    rounding: PpRounding = 'nearest',
): { readonly choice: DefenseChoice; readonly expected: number } | undefined {
    let best: { choice: DefenseChoice; expected: number } | undefined;
    for (const choice of choices) {
        if (choice.kind !== 'none' && !defenseMeets(choice.kind, choice.realm ?? 'physical', attack.realm)) continue;
        const expected = attackOutlook(attack, choice, target, rounding).expected;
        if (!best || expected < best.expected) best = { choice, expected };
    }
    return best;
}
