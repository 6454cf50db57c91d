/**
 * Checks of one scripted turn and its actions on their own: one action per turn (a pick-up needs it
 * unused), what the engine would leave unused (a `with` modifier the action does not read, an action
 * it only narrates), a sneak attack's weapon, a split larger than the pool, what a reaction or
 * maneuver needs of the stat block (a skill, manacles, size), a readied action's trigger.
 * Seed: 001_66230f9a082df360.txt §The Action, §Sneak Attacks, §The Attack, §Weapon Negation,
 * §At The Ready, §Skill-Use, §Item-Use, §Throwing Items, §Touch-based Effects, §Grappling,
 * §Shoving and Tripping, §Shackling, §Critical Hits, §Restrictions in Combat.
 */
import type { AttackModel, CombatantModel } from '../../../engine/model.js';
import type { Report, StaticTurn } from '../../ruleset.js';
import { deliveryOf, hasTrick, isRanged, poolOf, primaryMelee, sneakWeapon } from '../engine/weapons.js';
import { ER_ACTIONS } from '../schema/actions.js';
import { ER_CODES } from '../rules/checked.js';
import { followsAsSeparateAttack } from '../rules/separate-attacks.js';
import { sneakAttackDice } from '../rules/sneak-attacks.js';
import { THROWN_ITEMS } from '../rules/throwing-items.js';

type Action = StaticTurn['actions'][number];

/** The actions that make a pool attack with a weapon (the attack itself when `isAttack`). */
const POOL_ACTIONS = new Set(['attack', 'split_attack', 'sneak_attack', 'get_the_drop']);
const SNEAKS = new Set(['sneak_attack', 'get_the_drop']);
const COMPETITIONS = new Set(['grapple', 'escape', 'shove', 'trip']);

/** What the engine does not resolve, with the reason a GM reads. */
const NOT_MODELLED: Readonly<Record<string, string>> = {
    skill: 'the engine spends the action but resolves no effect: write the skill as an `ability` (heals, inflicts, removes, a spell with its damage) and script that',
    item: 'the engine spends the action but resolves no effect: write the item as an `ability` (a potion `heals 2d4 uses 1 per fight`) and script that',
};

/** The skill each reaction or maneuver needs in the stat block's `skills { }`. */
const SKILL_NEEDED: Readonly<Record<string, string>> = {
    dodge: 'dodge',
    rebuff: 'rebuff',
    deflect: 'deflect_missiles',
    weapon_lock: 'weapon_lock',
    weapon_disarm: 'weapon_disarm',
};

/** The actions that read `to zone`. */
const GOES_SOMEWHERE = new Set(['move', 'fly', 'swim', 'drag', 'ready']);

const ECONOMY = new Map(ER_ACTIONS.map(a => [a.name, a.economy]));

/** Whether a scripted action takes the turn's one action (an attack, an ability, or an action-economy ruleset action). */
export function isAction(action: Action): boolean {
    return action.isAttack || ECONOMY.get(action.action) === 'action';
}

/** The weapon an action of `actor` strikes with: the attack itself, or the one named after `using`. */
export function weaponOf(actor: CombatantModel, action: Action): AttackModel | undefined {
    const name = action.isAttack ? action.action : action.weapon;
    return actor.attacks.find(a => a.name === name);
}

/** Whether the action makes a pool attack (with `weapon`). */
export function isPoolAttack(action: Action): boolean {
    return action.isAttack || POOL_ACTIONS.has(action.action);
}

/** The `with` modifiers the engine reads for this action. Seed: the sections of each rule they feed. */
function usedModifiers(action: Action, weapon: AttackModel | undefined): ReadonlySet<string> {
    const delivery = weapon ? deliveryOf(weapon) : 'pool';
    if (action.isAttack && delivery === 'none') return new Set();
    if (action.isAttack && delivery === 'touch') return new Set(['advantage', 'disadvantage', 'obscured', 'grapple', 'sleight_of_hand', 'slick']);
    if (action.action === 'weapon_lock' || action.action === 'weapon_disarm') return new Set(['advantage', 'disadvantage', 'obscured', 'slick']);
    if (isPoolAttack(action)) {
        const ranged = weapon !== undefined && (isRanged(weapon) || delivery === 'thrown_magic');
        const used = ['advantage', 'disadvantage', 'obscured'];
        if (ranged) used.push('half_cover', 'three_quarters_cover', 'full_cover', 'friendly_fire');
        if (SNEAKS.has(action.action) && !ranged) used.push('stealth');
        return new Set(used);
    }
    if (COMPETITIONS.has(action.action)) return new Set(['slick']);
    if (action.action === 'throw_item') return new Set(THROWN_ITEMS.map(i => i.name));
    return new Set();
}

/** Why two attacks in a turn are not a second weapon on one target: the skill is missing, or the pair does not qualify. */
function secondWeaponHint(actor: CombatantModel, secondTaken: boolean): string {
    if (secondTaken) return ' (A second weapon is the one more attack a turn allows.)';
    if (actor.tags.includes('shield_blitz') || actor.tags.includes('two_weapon_fighting'))
        return ' (A second weapon is its own attack only on the same one target, with another melee weapon — a `shield` attack after a weapon for shield-blitz.)';
    return ' (A second weapon on the same target is its own attack with shield-blitz, a `shield` attack after the weapon, or two-weapon fighting: `tags shield_blitz` or `two_weapon_fighting`.)';
}

/**
 * The turn's economy: one action (a second is never taken, but for a shield-blitz or two-weapon
 * attack on the same target), and a pick-up only while that action is unused. Seed §The Action,
 * §The Attack, §Weapon Negation.
 */
export function checkEconomy(turn: StaticTurn, report: Report): void {
    let acted: Action | undefined;
    // Shield-blitz or two-weapon fighting: one more attack, on the same target (rules/separate-attacks.ts).
    let companion: Action | undefined;
    for (const action of turn.actions) {
        if (action.action === 'pick_up' && acted)
            report({
                code: ER_CODES.pickUpAfterAction,
                severity: 'error',
                at: action.at,
                message: `${turn.actorId} has already used its action this turn (${acted.action}): picking up an item needs one left. Pick up first.`,
            });
        if (!isAction(action)) continue;
        if (acted && !companion && followsAsSeparateAttack(turn.actor, acted, action)) {
            companion = action;
            continue;
        }
        if (acted)
            report({
                code: ER_CODES.secondAction,
                severity: 'error',
                at: action.at,
                message: `${turn.actorId} has one action a turn and already takes ${acted.action}: ${action.action} would never happen.${
                    acted.isAttack && action.isAttack ? secondWeaponHint(turn.actor, companion !== undefined) : ''
                }`,
            });
        else acted = action;
    }
}

/** What a reaction or maneuver needs of its stat block: a skill, manacles, a weapon to rebuff with, a readied trigger. */
function checkNeeds(turn: StaticTurn, action: Action, report: Report): void {
    const error = (code: string, message: string) => report({ code, severity: 'error', at: action.at, message: `${turn.actorId}: ${message}.` });
    const skill = SKILL_NEEDED[action.action];
    if (skill && !hasTrick(turn.actor, skill)) error(ER_CODES.reactionSkill, `${action.action} needs the ${skill} skill (\`tags ${skill}\`)`);
    if (action.action === 'rebuff' && !primaryMelee(turn.actor)) error(ER_CODES.reactionSkill, 'a rebuff needs a melee weapon in hand');
    if (action.action === 'shackle' && !turn.actor.tags.includes('manacles'))
        error(ER_CODES.shackleNeedsManacles, 'shackling needs ropes or manacles at the ready (`tags manacles`)');
    if (action.action === 'ready' && !action.weapon && !action.destination)
        error(
            ER_CODES.readyWithoutTrigger,
            'say what the readied action does: `ready -> Foe using Bow` (strike if it moves) or `ready to zone` (move away if a foe comes near)',
        );
}

/** Every check of one action. */
export function checkAction(turn: StaticTurn, action: Action, report: Report): void {
    checkNeeds(turn, action, report);
    const weapon = weaponOf(turn.actor, action);
    const used = usedModifiers(action, weapon);
    for (const modifier of action.modifiers) {
        if (used.has(modifier)) continue;
        report({
            code: ER_CODES.modifierIgnored,
            severity: 'warning',
            at: action.at,
            message: `\`with ${modifier}\` does nothing on ${action.isAttack ? `an attack with ${action.action}` : action.action}${
                weapon && !isRanged(weapon) && modifier.endsWith('cover') ? ' (cover only stops ranged attacks)' : ''
            }.`,
        });
    }
    if (action.destination && !GOES_SOMEWHERE.has(action.action))
        report({
            code: ER_CODES.modifierIgnored,
            severity: 'warning',
            at: action.at,
            message: `\`to ${action.destination}\` does nothing on ${action.action}.`,
        });
    const notModelled = NOT_MODELLED[action.action];
    if (notModelled) report({ code: ER_CODES.notModelled, severity: 'warning', at: action.at, message: `${action.action}: ${notModelled}.` });
    if (action.action === 'throw_item') {
        const item = THROWN_ITEMS.find(i => action.modifiers.includes(i.name));
        if (!item)
            report({
                code: ER_CODES.throwItemMissing,
                severity: 'error',
                at: action.at,
                message: `Name the item thrown: \`with ${THROWN_ITEMS[0].name}\` (items: ${THROWN_ITEMS.map(i => i.name).join(', ')}).`,
            });
        else if (!item.damage)
            report({
                code: ER_CODES.notModelled,
                severity: 'warning',
                at: action.at,
                message: `${item.name}: the throw is rolled, but throw_item resolves no area effect (${item.note}); write it as an area ability (\`ability ${item.name} { inflicts … tags area area_save 12 }\`) and aim it \`in <zone>\`.`,
            });
    }
    if (SNEAKS.has(action.action) && weapon) {
        const sneak = sneakAttackDice(poolOf(weapon), {
            weapon: sneakWeapon(weapon),
            attackerDisadvantaged: action.modifiers.includes('disadvantage'),
        });
        if (!sneak.ok) report({ code: sneak.diagnostic.code, severity: 'error', at: action.at, message: sneak.diagnostic.message });
    }
    if (action.isAttack && weapon && !action.shares && !action.area && action.targets.length > 1) checkSeveralTargets(action, weapon, report);
    if (action.shares && weapon) {
        const asked = Object.values(action.shares).reduce((a, b) => a + b, 0);
        const pool = poolOf(weapon);
        if (asked > pool)
            report({
                code: ER_CODES.splitTooMany,
                severity: 'error',
                at: action.at,
                message: `The split gives out ${asked} dice but ${weapon.name} has a pool of ${pool}.`,
            });
    }
}

/**
 * An attack is one action against one target (§The Action): several targets need its pool split
 * over them (the spinning move of §The Attack: `-> Orc#1 x1, Orc#2 x1`), and a spell or ability
 * without a pool reaches several only as an area, aimed at a zone. The engine would otherwise play
 * the whole attack once per target — two attacks, or four spells for one spell's points.
 */
function checkSeveralTargets(action: Action, weapon: AttackModel, report: Report): void {
    const pool = poolOf(weapon);
    const targets = action.targets;
    let message: string;
    if (pool >= targets.length) {
        // A split that adds up: the pool's dice dealt out as evenly as they go, the first targets first.
        const shares = targets.map((t, i) => `${t} x${Math.floor(pool / targets.length) + (i < pool % targets.length ? 1 : 0)}`);
        message = `${weapon.name} is one attack: name one target, or split its ${pool} dice over them (\`-> ${shares.join(', ')}\`).`;
    } else if (pool > 1) message = `${weapon.name} is one attack: name one target, or split its ${pool} dice over at most ${pool} of them.`;
    else if (deliveryOf(weapon) === 'none')
        message = `${weapon.name} reaches one target: name one, or make it an area ability (\`tags area\`) aimed at a zone (\`${weapon.name} in <zone>\`).`;
    else message = `${weapon.name} reaches one target${pool === 1 ? ' (its one die cannot be split)' : ''}: name one.`;
    report({ code: ER_CODES.severalTargets, severity: 'error', at: action.at, message });
}
