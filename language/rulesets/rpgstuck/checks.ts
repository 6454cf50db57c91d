/**
 * Static checks beyond the schema, each a coded diagnostic (`rpgstuck-…`) and never a crash: crit
 * ranges that make no sense, negative temp HP, a block die off the ladder, a combatant tag that
 * changes nothing (`psionic`), an attack roll's stat (one of the six), unusable damage formulas,
 * die steps off the ladder, and effects the chapter cannot play (`rpgstuck-not-modelled`) here; across the script (checks/script.ts) the action economy, reactions, grapples, Multiattack
 * counts, cooldowns and called shots.
 * Source: 000_7e14385943d7d1e7.txt §Critical Hits, Percentages, Nat 20s, Nat 1s; §Hit Points and
 * Stats; §Called Shots and Anatomy; §Terms and Things to Know; §Grappling with Grappling.
 */
import type { CombatantModel } from '../../engine/model.js';
import type { Report, StaticAttack, StaticCombatant } from '../ruleset.js';
import { MAX_CRIT_RANGE } from './rules/critical-hits.js';
import { offLadderBase, resolveDamage, SIX_STATS } from './rules/damage-dice.js';
import { rollsToHit } from './engine/strike-plan.js';
import { aimDieOf } from './rules/aim-and-block-dice.js';
import { BODY_PARTS } from './rules/called-shots-and-anatomy.js';
import type { DiceExpr } from '../../engine/dice.js';
import { NO_SAVES } from './checks/scene.js';

import { STEPS_ON_HEALING } from './checks/lines.js';
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
    if (c.model.tags.includes('psionic'))
        report({
            code: 'rpgstuck-tag-no-effect',
            severity: 'warning',
            at: c.at,
            message: `\`tags psionic\` on ${c.model.name} changes nothing in a fight: a psi core is listed in \`parts { psi_core 2 }\`, and an attack or ability is psionic by its own \`tags psionic\`.`,
        });
    checkPartStats(c, report);
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

/** The part a part stat belongs to (`artery_hp`, `artery_bleed` → artery), if it is one. */
const PART_OF_STAT: ReadonlyMap<string, string> = new Map([
    ...BODY_PARTS.filter(p => p.mayHaveHp).map(p => [`${p.name}_hp`, p.name] as const),
    ['artery_bleed', 'artery'],
]);

/**
 * A part's own hit points or bleeding (`artery_hp 5`, `artery_bleed 2`) on a creature that does not
 * list the part: no called shot can aim at an unlisted part (§Called Shots and Anatomy; §Common
 * Secret Called Shots Types), so the fight never reads them; and an artery's bleeding without its
 * hit points: only a destroyed artery bleeds, and one without hit points is never destroyed. A
 * warning at the stat written.
 */
function checkPartStats(c: StaticCombatant, report: Report): void {
    for (const s of c.own) {
        const part = PART_OF_STAT.get(s.name);
        if (part === undefined) continue;
        if (s.name === 'artery_bleed' && c.model.stats.artery !== undefined && c.model.stats.artery_hp === undefined) {
            report({
                code: 'rpgstuck-bleed-without-hp',
                severity: 'warning',
                at: s.at,
                message: `artery_bleed is the bleeding of a destroyed artery, and ${c.model.name}'s artery has no hit points (\`artery_hp\`) to lose, so it is never destroyed and the fight never reads it. Give it hit points (\`artery_hp 5\`) or drop artery_bleed.`,
            });
            continue;
        }
        if (c.model.stats[part] !== undefined) continue;
        const example = BODY_PARTS.find(p => p.name === part)?.bonus ?? 0;
        report({
            code: 'rpgstuck-part-not-listed',
            severity: 'warning',
            at: s.at,
            message: `${s.name} belongs to the ${part}, which ${c.model.name} does not list in \`parts { }\`: no called shot can reach it, so the fight never reads it. List the part (\`${part} ${example}\`) or drop ${s.name}.`,
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
    checkAttackStat(attack, report);
    const roll = resolveDamage(attack.model.damage, owner.stats);
    if (typeof roll === 'string') {
        report({ code: 'rpgstuck-damage-formula', severity: 'error', at: attack.diceAt ?? at, message: `${attack.model.name}: ${roll}.` });
        return;
    }
    const die = offLadderBase(roll, attack.model.stats.steps ?? 0);
    if (die) report(offLadder(die, attack.diceAt ?? at));
}

/**
 * The stat an attack names (`uses DEX`): its roll adds exactly one of the six stats (docs §The attack
 * roll; the seed's roll is d20 + P + a stat). A name that is no such stat (`uses level`) or several
 * (`uses STR, DEX`) is refused; on an attack that makes no roll the stat adds to nothing (a warning).
 */
function checkAttackStat(attack: StaticAttack, report: Report): void {
    const traits = attack.model.traits;
    if (traits.length === 0) return;
    const at = attack.at ?? attack.diceAt;
    const name = attack.model.name;
    const others = traits.filter(t => !SIX_STATS.includes(t));
    if (others.length || traits.length > 1) {
        const why = others.length ? `${others.join(', ')} is not one of them` : `\`uses ${traits.join(', ')}\` names ${traits.length}`;
        report({
            code: 'rpgstuck-attack-stat',
            severity: 'error',
            at,
            message: `${name}: an RPGStuck attack roll adds P and one stat of ${SIX_STATS.join(', ')}; ${why}. Name the one it adds, or put another bonus in \`hit_bonus\`.`,
        });
    } else if (!rollsToHit(attack.model))
        report({
            code: 'rpgstuck-attack-stat',
            severity: 'warning',
            at,
            message: `${name} makes no attack roll (\`auto_hit\`, or an ability without \`vs\`): \`uses ${traits[0]}\` adds to nothing.`,
        });
}

/**
 * The effects RPGStuck cannot play as written: a condition ended by a save (the chapter has none),
 * `modifies hp` (damage and `heals` do that), temporary HP taken away or maximum HP raised (the
 * chapter only grants the one and reduces the other), die steps on healing or on an attack without
 * damage (they move a damage roll's base die: `+1d` in `heals`, the `steps` stat); and `modifies`
 * on a stat the fight reads only from the stat block (`rpgstuck-modify-stat`).
 */
function checkEffects(attack: StaticAttack, report: Report): void {
    const refuse = (message: string) =>
        report({ code: 'rpgstuck-not-modelled', severity: 'error', at: attack.at ?? attack.diceAt, message: `${attack.model.name}: ${message}` });
    for (const e of attack.model.effects ?? []) {
        if (e.kind === 'inflict' && e.condition.save) refuse(NO_SAVES);
        if (e.kind === 'modify' && e.stat === 'hp') refuse('hit points change by damage and `heals`, not `modifies hp`.');
        if (e.kind === 'modify' && e.stat === 'temp_hp' && e.value < 0) refuse('temporary HP are granted, never taken away (damage takes them).');
        if (e.kind === 'modify' && e.stat === 'max_hp' && e.value > 0) refuse('the chapter only reduces maximum HP (a long rest restores it).');
        if (e.kind === 'heal' && hasIncrement(e.dice)) refuse(STEPS_ON_HEALING);
        if (e.kind === 'modify' && setUpOnly(e.stat))
            report({
                code: 'rpgstuck-modify-stat',
                severity: 'error',
                at: attack.at ?? attack.diceAt,
                message: `${attack.model.name}: ${e.stat} is read from the stat block ${SET_UP_ONLY[e.stat] ?? "when the fight starts (a part's own hit points, then worn down by called shots)"}, never as it runs, so \`modifies ${e.stat}\` would change nothing.`,
            });
    }
    if ((attack.model.stats.steps ?? 0) !== 0 && !attack.model.damage)
        refuse(
            attack.model.effects?.some(e => e.kind === 'heal')
                ? STEPS_ON_HEALING
                : 'die steps move the base die of a damage roll, and it deals no damage.',
        );
}

/**
 * Stats the engine reads only from the stat block, never from a fight's changes, with when: a part's
 * hit points (`<part>_hp`, counted when the fight starts), a destroyed artery's bleeding, the hit die
 * (rests), CR (the difficulty hint). Source: §Called Shots and Anatomy; §Resting and Limited
 * Abilities; §Combat Rating (CR).
 */
const SET_UP_ONLY: Readonly<Record<string, string>> = {
    artery_bleed: 'when the artery is destroyed',
    hit_die: 'at a rest (its hit dice)',
    cr: 'for the difficulty hint, before any fight',
};

function setUpOnly(stat: string): boolean {
    return Object.hasOwn(SET_UP_ONLY, stat) || BODY_PARTS.some(p => p.mayHaveHp && stat === `${p.name}_hp`);
}

function hasIncrement(e: DiceExpr): boolean {
    if (e.kind === 'increment') return true;
    if (e.kind === 'binary') return hasIncrement(e.left) || hasIncrement(e.right);
    if (e.kind === 'negate') return hasIncrement(e.operand);
    return false;
}
