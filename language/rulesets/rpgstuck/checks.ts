/**
 * Static checks beyond the schema, each a coded diagnostic (`rpgstuck-…`) and never a crash: crit
 * ranges that make no sense, negative temp HP, a block die off the ladder, unusable damage formulas,
 * die steps off the ladder, and effects the chapter cannot play (`rpgstuck-not-modelled`) here; across the script (checks/script.ts) the action economy, reactions, grapples, Multiattack
 * counts, cooldowns and called shots.
 * Source: 000_7e14385943d7d1e7.txt §Critical Hits, Percentages, Nat 20s, Nat 1s; §Hit Points and
 * Stats; §Called Shots and Anatomy; §Terms and Things to Know; §Grappling with Grappling.
 */
import type { CombatantModel } from '../../engine/model.js';
import type { Report, StaticAttack, StaticCombatant } from '../ruleset.js';
import { MAX_CRIT_RANGE } from './rules/critical-hits.js';
import { offLadderBase, resolveDamage } from './rules/damage-dice.js';
import { aimDieOf } from './rules/aim-and-block-dice.js';
import type { DiceExpr } from '../../engine/dice.js';
import { NO_SAVES } from './checks/scene.js';

import { offLadder } from './checks/script.js';

export { checkRpgEncounter } from './checks/script.js';

export function checkRpgCombatant(c: StaticCombatant, report: Report): void {
    for (const s of c.own) {
        if (s.name === 'crit_range' && s.value > MAX_CRIT_RANGE) {
            report({
                code: 'rpgstuck-crit-range',
                severity: 'error',
                at: s.at,
                message: `Crit range +${s.value} would crit on a d20 roll below 2; a nat 1 never crits, so +${MAX_CRIT_RANGE} (crit on 2–20) is the most that means anything.`,
                fix: { title: `Use +${MAX_CRIT_RANGE}`, newText: String(MAX_CRIT_RANGE) },
            });
        }
        if (s.name === 'temp_hp' && s.value < 0) {
            report({
                code: 'rpgstuck-temp-hp-negative',
                severity: 'error',
                at: s.at,
                message: `Temporary HP cannot be negative (${s.value}).`,
                fix: { title: 'Use 0', newText: '0' },
            });
        }
    }
    const block = c.own.find(s => s.name === 'block_die');
    if (block && aimDieOf(`d${block.value}`).length === 0)
        report({
            code: 'rpgstuck-block-die',
            severity: 'error',
            at: block.at,
            message: `A block die is one of d2 d3 d4 d6 d8 d10 (d12: a d10 and +1), not d${block.value}.`,
        });
    const hp = c.own.find(s => s.name === 'hp');
    if (hp && hp.value > c.model.stats.max_hp) {
        report({
            code: 'rpgstuck-hp-over-max',
            severity: 'warning',
            at: hp.at,
            message: `hp ${hp.value} is above max_hp ${c.model.stats.max_hp}; the fight starts at max_hp.`,
        });
    }
}

export function checkRpgAttack(attack: StaticAttack, owner: CombatantModel, report: Report): void {
    const at = attack.at ?? attack.diceAt;
    const total = (owner.stats.crit_range ?? 0) + (attack.model.stats.crit_range ?? 0);
    if (total > MAX_CRIT_RANGE && (owner.stats.crit_range ?? 0) <= MAX_CRIT_RANGE) {
        report({
            code: 'rpgstuck-crit-range',
            severity: 'error',
            at,
            message: `${attack.model.name}: crit range +${total} in all is more than +${MAX_CRIT_RANGE} (crit on 2–20).`,
        });
    }
    checkEffects(attack, report);
    const roll = resolveDamage(attack.model.damage, owner.stats);
    if (typeof roll === 'string') {
        report({ code: 'rpgstuck-damage-formula', severity: 'error', at: attack.diceAt ?? at, message: `${attack.model.name}: ${roll}.` });
        return;
    }
    const die = offLadderBase(roll, attack.model.stats.steps ?? 0);
    if (die) report(offLadder(die, attack.diceAt ?? at));
}

/**
 * The effects RPGStuck cannot play as written: a condition ended by a save (the chapter has none),
 * `modifies hp` (damage and `heals` do that), temporary HP taken away or maximum HP raised (the
 * chapter only grants the one and reduces the other), die steps on healing (they are for damage).
 */
function checkEffects(attack: StaticAttack, report: Report): void {
    const refuse = (message: string) =>
        report({ code: 'rpgstuck-not-modelled', severity: 'error', at: attack.at ?? attack.diceAt, message: `${attack.model.name}: ${message}` });
    for (const e of attack.model.effects ?? []) {
        if (e.kind === 'inflict' && e.condition.save) refuse(NO_SAVES);
        if (e.kind === 'modify' && e.stat === 'hp') refuse('hit points change by damage and `heals`, not `modifies hp`.');
        if (e.kind === 'modify' && e.stat === 'temp_hp' && e.value < 0) refuse('temporary HP are granted, never taken away (damage takes them).');
        if (e.kind === 'modify' && e.stat === 'max_hp' && e.value > 0) refuse('the chapter only reduces maximum HP (a long rest restores it).');
        if (e.kind === 'heal' && hasIncrement(e.dice)) refuse('die steps (`+1d`) are for damage rolls, not healing.');
    }
}

function hasIncrement(e: DiceExpr): boolean {
    if (e.kind === 'increment') return true;
    if (e.kind === 'binary') return hasIncrement(e.left) || hasIncrement(e.right);
    if (e.kind === 'negate') return hasIncrement(e.operand);
    return false;
}
