/**
 * Checks of what the restrictions a combatant starts with (`is bound`, `is frightened by Ogre`) do to
 * its scripted lines, and of the zone features the engine reads. A restriction may be lifted before
 * the line comes (an ally's `removes`, a save), so these are warnings: the engine skips the action
 * while the restriction holds. Seed: 001_66230f9a082df360.txt §Restrictions in Combat, §Cover,
 * §Obscurement, §Knocked Down.
 */
import type { ConditionModel } from '../../../engine/model.js';
import type { Report, StaticEncounter, StaticTurn } from '../../ruleset.js';
import { ER_CODES } from '../rules/checked.js';
import { combineRestrictions } from '../rules/restrictions-in-combat.js';
import { deliveryOf, isRanged, isSpell, isThrown } from '../engine/weapons.js';
import { weaponOf } from './actions.js';
import { type ScriptWalk, UNKNOWN } from './movement.js';

type Action = StaticTurn['actions'][number];

const REACTIONS = new Set(['flee_attack', 'impale', 'dodge', 'rebuff', 'deflect', 'resist']);
const MOVES = new Set(['move', 'fly', 'swim', 'drag', 'stand_up']);
const STRIKES = new Set([
    'attack',
    'split_attack',
    'sneak_attack',
    'get_the_drop',
    'grapple',
    'shove',
    'trip',
    'throw_item',
    'weapon_lock',
    'weapon_disarm',
    'slam',
]);

/** The levels of each zone feature the engine reads. */
const FEATURE_LEVELS: Readonly<Record<string, readonly string[]>> = {
    cover: ['half', 'three_quarters', 'full'],
    concealment: ['light', 'heavy'],
    terrain: ['difficult', 'underwater', 'narrow'],
};

/** A zone feature level the engine does not read is flagged where the zone is written. */
export function checkZoneFeatures(encounter: StaticEncounter, report: Report): void {
    for (const zone of encounter.layout ?? []) {
        const at = encounter.zones?.find(z => z.name === zone.name)?.at;
        for (const [feature, level] of Object.entries(zone.features)) {
            const levels = FEATURE_LEVELS[feature];
            if (!levels || levels.includes(level) || at === undefined) continue;
            report({
                code: ER_CODES.zoneFeature,
                severity: 'warning',
                at,
                message: `\`${feature} ${level}\` does nothing in Enchanted Realms: ${feature} is ${levels.join(', ')}.`,
            });
        }
    }
}

/** The restrictions an instance started with that still hold in `round` (a duration of N rounds lasts rounds 1..N). */
function heldIn(conditions: readonly ConditionModel[], round: number): ConditionModel[] {
    return conditions.filter(c => c.rounds === undefined || c.rounds >= round);
}

/** Every scripted line a starting restriction stops, while it may still hold. */
export function checkStartingRestrictions(encounter: StaticEncounter, walk: ScriptWalk, report: Report): void {
    const starting = new Map(encounter.instances.filter(i => i.conditions?.length).map(i => [i.id, i.conditions!]));
    if (starting.size === 0) return;
    for (const [round, turns] of encounter.rounds) {
        for (const turn of turns) {
            const held = heldIn(starting.get(turn.actorId) ?? [], round);
            if (held.length === 0) continue;
            const names = held.map(c => c.name);
            for (const action of turn.actions) checkLine(turn, action, names, held, walk, round, report);
        }
    }
}

function checkLine(
    turn: StaticTurn,
    action: Action,
    names: readonly string[],
    held: readonly ConditionModel[],
    walk: ScriptWalk,
    round: number,
    report: Report,
): void {
    const why = stoppedBy(turn, action, names, held) ?? fearStops(action, held, walk, round);
    if (why)
        report({
            code: why[0],
            severity: 'warning',
            at: action.at,
            message: `${turn.actorId} starts ${names.join(' and ')}: ${why[1]} — the engine skips it while that holds.`,
        });
}

/** The code and words of what a starting restriction forbids this action, if anything. */
function stoppedBy(turn: StaticTurn, action: Action, names: readonly string[], held: readonly ConditionModel[]): [string, string] | undefined {
    const a = combineRestrictions(names);
    const weapon = weaponOf(turn.actor, action);
    const reaction = REACTIONS.has(action.action);
    const strikes = (action.isAttack && (!weapon || deliveryOf(weapon) !== 'none')) || STRIKES.has(action.action);
    const charmer = held.find(c => c.name === 'charmed' && c.source !== undefined && action.targets.includes(c.source))?.source;
    const rows: [boolean | undefined, string, string][] = [
        [a.noActions && !reaction, ER_CODES.restricted, `it cannot act (${action.action})`],
        [a.noReactions && reaction, ER_CODES.restricted, `it has no reactions (${action.action})`],
        [a.noDodge && (action.action === 'dodge' || action.action === 'deflect'), ER_CODES.restricted, `it cannot ${action.action}`],
        [a.cannotAttack && strikes, ER_CODES.restricted, `it cannot attack (${action.action})`],
        [a.movement === 'zero' && MOVES.has(action.action), ER_CODES.restricted, `its movement is 0 (${action.action})`],
        [a.movement === 'crawl' && ['fly', 'swim', 'dash'].includes(action.action), ER_CODES.restricted, `it can only crawl (${action.action})`],
        [weapon && a.noAmmoWeapons && isRanged(weapon) && !isThrown(weapon), ER_CODES.restricted, `it cannot work ${weapon?.name} while bound`],
        [
            weapon && isSpell(weapon) && (a.casting === 'none' || (a.casting === 'silent' && !weapon.tags.includes('silent'))),
            ER_CODES.restricted,
            `it cannot cast ${weapon?.name}`,
        ],
        [charmer !== undefined && (strikes || action.action === 'shackle'), ER_CODES.charmedAttack, `it will not harm ${charmer}, its charmer`],
    ];
    const hit = rows.find(r => r[0]);
    return hit ? [hit[1], hit[2]] : undefined;
}

/** A move that would bring a frightened fighter closer to its source of fear, where both places are known. */
function fearStops(action: Action, held: readonly ConditionModel[], walk: ScriptWalk, round: number): [string, string] | undefined {
    const fear = held.find(c => c.name === 'frightened' && c.source !== undefined)?.source;
    if (!fear || !MOVES.has(action.action) || !action.destination) return undefined;
    const from = walk.steps.get(action)?.zone;
    const at = walk.movesIn(fear, round) ? UNKNOWN : walk.zoneAt(fear, round);
    if (from === UNKNOWN || at === UNKNOWN || from === undefined || at === undefined) return undefined;
    if (walk.distance(action.destination, at) >= walk.distance(from, at)) return undefined;
    return [ER_CODES.frightenedApproach, `it will not move closer to ${fear}, the source of its fear`];
}
