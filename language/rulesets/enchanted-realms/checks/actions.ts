/**
 * Checks of one scripted action on its own: what the engine would leave unused (a `with` modifier
 * the action does not read, an action it only narrates), a sneak attack's weapon, a split larger
 * than the pool. Seed: 001_66230f9a082df360.txt §Sneak Attacks, §The Attack, §Weapon Negation,
 * §At The Ready, §Skill-Use, §Item-Use, §Throwing Items, §Grappling, §Shoving and Tripping.
 */
import type { AttackModel, CombatantModel } from '../../../engine/model.js';
import type { Report, StaticTurn } from '../../ruleset.js';
import { isRanged, poolOf, sneakWeapon } from '../engine/fighter.js';
import { ER_CODES } from '../rules/checked.js';
import { sneakAttackDice } from '../rules/sneak-attacks.js';
import { THROWN_ITEMS } from '../rules/throwing-items.js';

type Action = StaticTurn['actions'][number];

/** The actions that make a pool attack with a weapon (the attack itself when `isAttack`). */
const POOL_ACTIONS = new Set(['attack', 'split_attack', 'sneak_attack', 'get_the_drop']);
const SNEAKS = new Set(['sneak_attack', 'get_the_drop']);
const COMPETITIONS = new Set(['grapple', 'escape', 'shove', 'trip']);

/** What the engine does not resolve, with the reason a GM reads. */
const NOT_MODELLED: Readonly<Record<string, string>> = {
    weapon_lock: 'the engine narrates a weapon lock but does not resolve it yet (§Weapon Negation needs held weapons and reactions)',
    weapon_disarm: 'the engine narrates a disarm but does not resolve it yet (§Weapon Negation needs held weapons and reactions)',
    ready: 'a readied reaction never fires: triggers are not modelled yet (§At The Ready); the action is spent',
    skill: 'the engine spends the action but resolves no effect (spells and other skills are not modelled)',
    item: 'the engine spends the action but resolves no effect (item effects are not modelled)',
};

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
    if (isPoolAttack(action)) {
        const ranged = weapon !== undefined && isRanged(weapon);
        const used = ['advantage', 'disadvantage', 'obscured'];
        if (ranged) used.push('half_cover', 'three_quarters_cover', 'full_cover', 'friendly_fire');
        if (SNEAKS.has(action.action) && !ranged) used.push('stealth');
        return new Set(used);
    }
    if (COMPETITIONS.has(action.action)) return new Set(['slick']);
    if (action.action === 'throw_item') return new Set(THROWN_ITEMS.map(i => i.name));
    return new Set();
}

/** Every check of one action. */
export function checkAction(turn: StaticTurn, action: Action, report: Report): void {
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
                message: `${item.name}: the throw is rolled, but its area effect (${item.note}) is not modelled.`,
            });
    }
    if (SNEAKS.has(action.action) && weapon) {
        const sneak = sneakAttackDice(poolOf(weapon), {
            weapon: sneakWeapon(weapon),
            attackerDisadvantaged: action.modifiers.includes('disadvantage'),
        });
        if (!sneak.ok) report({ code: sneak.diagnostic.code, severity: 'error', at: action.at, message: sneak.diagnostic.message });
    }
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
