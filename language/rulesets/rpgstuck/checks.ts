/**
 * Static checks beyond the schema, each a coded diagnostic (`rpgstuck-…`) and never a crash: crit
 * ranges that make no sense, negative temp HP, unusable damage formulas and die steps off the ladder
 * here; across the script (checks/script.ts) the action economy, reactions, grapples, Multiattack
 * counts, cooldowns and called shots.
 * Source: 000_7e14385943d7d1e7.txt §Critical Hits, Percentages, Nat 20s, Nat 1s; §Hit Points and
 * Stats; §Called Shots and Anatomy; §Terms and Things to Know; §Grappling with Grappling.
 */
import type { CombatantModel } from '../../engine/model.js';
import type { Report, StaticAttack, StaticCombatant } from '../ruleset.js';
import { MAX_CRIT_RANGE } from './rules/critical-hits.js';
import { offLadderBase, resolveDamage } from './rules/damage-dice.js';

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
    const roll = resolveDamage(attack.model.damage, owner.stats);
    if (typeof roll === 'string') {
        report({ code: 'rpgstuck-damage-formula', severity: 'error', at: attack.diceAt ?? at, message: `${attack.model.name}: ${roll}.` });
        return;
    }
    const die = offLadderBase(roll, attack.model.stats.steps ?? 0);
    if (die) report(offLadder(die, attack.diceAt ?? at));
}
