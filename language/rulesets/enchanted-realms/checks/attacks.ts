/**
 * Checks of one attack of a stat block: its pool is plain d20s within the cap, its damage is never
 * written (a spell's own damage excepted), only spells cost points, and crits are granted only
 * where the seed allows. Seed: 001_66230f9a082df360.txt §Throwing Items (a spell's own effect),
 * §The Attack (damage is counted from the hitting d20s), §Critical Hits (the 5d20 cap, ranged
 * weapons do not crit), §Throwing Items (the untrained have no dice).
 */
import type { AttackModel, ConditionModel } from '../../../engine/model.js';
import type { Anchor, Report } from '../../ruleset.js';
import { DAMAGE_SCORES, deliveryOf, isRanged, isSpell, isThrown, isUla, poolOf } from '../engine/weapons.js';
import { ER_CODES } from '../rules/checked.js';
import { critsAllowed } from '../rules/critical-hits.js';
import { clashesOf } from '../rules/restrictions-table.js';
import { attackPool } from '../rules/the-attack.js';

/** Whether the attack's `roll` is a plain pool, `Nd20` with no modifier and nothing added. */
function plainPool(attack: AttackModel): boolean {
    const roll = attack.roll;
    return roll?.kind === 'dice' && roll.term.sides === 20 && roll.term.modifiers.length === 0;
}

/** Every check of `attack` (its dice counts from skills resolved), reported at `at`. */
export function checkAttackModel(attack: AttackModel, at: Anchor, report: Report): void {
    if (attack.damage && (!isSpell(attack) || deliveryOf(attack) === 'pool'))
        report({
            code: ER_CODES.damageFormula,
            severity: 'error',
            at,
            message: isSpell(attack)
                ? `${attack.name}: a spell's own damage goes with thrown magic, a touch or no roll at all; a pool (\`roll\`) counts its damage from the hitting d20s.`
                : `${attack.name}: damage is never written in Enchanted Realms — a hit deals one point per hitting d20 + the Strength (or Agility) modifier + weight; remove the damage formula (a spell, tag \`spell\`, states its own).`,
        });
    const other = attack.traits.filter(t => !DAMAGE_SCORES.includes(t));
    if (other.length > 0 || attack.traits.length > 1)
        report({
            code: ER_CODES.damageScore,
            severity: 'error',
            at,
            message: `${attack.name}: \`uses\` names the one sub-attribute whose modifier adds to damage, ${DAMAGE_SCORES.join(' or ')} (Strength when unwritten)${other.length ? `; ${other.join(', ')} would be ignored` : '; both cannot add'}.`,
        });
    // Attack stats only some attacks read: an area's save, an archery weapon's range under water.
    const unread: string[] = [
        attack.stats.area_save !== undefined && !attack.tags.includes('area') ? 'area_save (only an area effect, tag `area`, makes the save)' : '',
        attack.stats.water_range !== undefined && !(isRanged(attack) && !isThrown(attack))
            ? 'water_range (only an archery weapon shoots under water)'
            : '',
    ].filter(Boolean);
    // What only a pool reads (§The Attack: weight and the Strength or Agility modifier add to the hitting
    // dice; §Critical Hits: crits come from a pool's natural 20s): a spell's own damage, a touch or an
    // effect with no roll never counts them; thrown magic reads to_hit on its one d20 (§Throwing Items).
    const delivery = deliveryOf(attack);
    if (delivery !== 'pool') {
        const way = delivery === 'none' ? 'rolls no pool' : delivery === 'touch' ? 'is delivered by a touch' : 'is thrown magic';
        if (attack.stats.weight !== undefined) unread.push(`weight (only a pool adds it to its hitting dice, and ${attack.name} ${way})`);
        if (attack.stats.to_hit !== undefined && delivery !== 'thrown_magic')
            unread.push(`to_hit (only attack dice add it, and ${attack.name} ${delivery === 'touch' ? 'touches with a plain d20' : 'rolls none'})`);
        if (attack.traits.length)
            unread.push(`uses ${attack.traits.join(', ')} (the modifier adds only to a pool's damage, and ${attack.name} ${way})`);
        if (attack.tags.includes('crits')) unread.push(`the tag crits (only a pool's natural 20 crits, and ${attack.name} ${way})`);
    }
    for (const why of unread)
        report({ code: ER_CODES.statIgnored, severity: 'warning', at, message: `${attack.name}: ${why}; it would be ignored.` });
    if ((attack.stats.mind_cost || attack.stats.spirit_cost) && !isSpell(attack))
        report({
            code: ER_CODES.costIgnored,
            severity: 'warning',
            at,
            message: `${attack.name}: only a spell (tag \`spell\`) spends Mind or Spirit points; the cost would be ignored.`,
        });
    if (attack.roll && !plainPool(attack)) {
        report({
            code: ER_CODES.poolForm,
            severity: 'error',
            at,
            message: `${attack.name}: an attack rolls a pool of plain d20s (\`roll 3d20\`, \`roll skills d20\`); other dice, modifiers or added numbers would be ignored.`,
        });
        return;
    }
    const pool = attack.roll ? attackPool(poolOf(attack), attack.tags.includes('exceeds_cap')) : undefined;
    if (pool && !pool.ok) {
        const untrained = pool.diagnostic.code === ER_CODES.untrained;
        report({
            code: pool.diagnostic.code,
            severity: untrained ? 'warning' : 'error',
            at,
            message: `${attack.name}: ${pool.diagnostic.message}${untrained ? '' : ' (tag it exceeds_cap if a rule lets it go beyond)'}.`,
        });
    }
    if (isUla(attack) && attack.tags.includes('polearm'))
        report({
            code: ER_CODES.ulaRule,
            severity: 'warning',
            at,
            message: `${attack.name}: the ula impales without piercing damage (§Impalement Maneuver), but its own rule for the maneuver is in its weapon entry, outside the combat chapter: the engine impales with the general 3d20 (4d20 with weapon forte).`,
        });
    for (const e of attack.effects ?? []) if (e.kind === 'inflict') checkSave(e.condition, at, report, `${attack.name}: `);
    checkInflictedTogether(attack, at, report);
    const crit = critsAllowed({
        granted: attack.tags.includes('crits'),
        ranged: isRanged(attack),
        rangedGrant: attack.tags.includes('ranged_crits'),
    });
    if (!crit.ok)
        report({ code: crit.diagnostic.code, severity: 'error', at, message: `${attack.name}: ${crit.diagnostic.message} (tag ranged_crits).` });
}

/**
 * `enchanted-realms-inflicts-contradictory` (warning): one attack or ability inflicting two
 * restrictions the table says cannot be held together (frightened and shaken, asleep and unconscious
 * or drowsy, held breath and asphyxiating, bound and its other forms). The engine gives them in the
 * order written, and each replaces the one it cannot hold with, so the earlier is lost at once.
 * Seed §Restrictions in Combat (the strongest applies, never both).
 */
function checkInflictedTogether(attack: AttackModel, at: Anchor, report: Report): void {
    const given: string[] = [];
    for (const e of attack.effects ?? []) {
        if (e.kind !== 'inflict') continue;
        const name = e.condition.name;
        const lost = given.filter(g => clashesOf(name).includes(g));
        if (lost.length)
            report({
                code: ER_CODES.inflictsContradictory,
                severity: 'warning',
                at,
                message: `${attack.name}: ${name} and ${lost.join(', ')} cannot be held together (§Restrictions in Combat): the run gives them in the order written and ${name} replaces ${lost.join(', ')} at once; give only the one you mean.`,
            });
        given.push(name);
    }
}

/** The sub-attribute scores a preservation save may roll. */
const SAVE_SCORES = new Set(['strength', 'agility', 'resilience', 'perception', 'judgment', 'muse']);

/**
 * A restriction given with a save (`save resilience 12`): the engine rolls a preservation save of a
 * sub-attribute score at the end of each of the holder's turns, so it needs a sub-attribute and a DC
 * (the seed sets none: without one the save could not be rolled). Error `enchanted-realms-save-form`.
 */
export function checkSave(c: ConditionModel, at: Anchor, report: Report, prefix = ''): void {
    if (!c.save) return;
    const problem = !SAVE_SCORES.has(c.save.stat)
        ? `${c.save.stat} is no sub-attribute score to save with (${[...SAVE_SCORES].join(', ')})`
        : c.save.dc === undefined
          ? `the save needs its DC (\`save ${c.save.stat} 12\`): the seed sets none`
          : undefined;
    if (problem) report({ code: ER_CODES.saveForm, severity: 'error', at, message: `${prefix}${c.name}: ${problem}.` });
}

/** The seed's two base fighting skills, each only for its own kind of weapon (§Throwing Items: ranged fighting, hurling). */
const OTHER_KIND: Readonly<Record<'melee' | 'ranged', readonly string[]>> = { melee: ['ranged', 'hurling'], ranged: ['melee'] };

/**
 * `enchanted-realms-skills-mixed` (warning): `roll skills d20` counts every skill of `skills { }`,
 * and this weapon's kind is not the kind of some of them — a bow rolling the melee skill's die, a
 * sword rolling ranged fighting's. The seed rolls the dice of the skills that apply (§The Attack:
 * "the appropriate number of d20s"); the count is the writer's to give.
 */
export function checkSkillsApply(attack: AttackModel, skills: Readonly<Record<string, number>>, at: Anchor, report: Report): void {
    if (deliveryOf(attack) !== 'pool') return;
    const kind = isRanged(attack) ? 'ranged' : 'melee';
    const off = OTHER_KIND[kind].filter(s => (skills[s] ?? 0) > 0);
    if (off.length === 0) return;
    const all = Object.values(skills).reduce((n, v) => n + Math.max(0, v), 0);
    const offDice = off.reduce((n, s) => n + skills[s], 0);
    report({
        code: ER_CODES.skillsMixed,
        severity: 'warning',
        at,
        message: `${attack.name} is a ${kind} weapon, but \`roll skills d20\` counts every skill (${all} dice), ${off.join(' and ')} included: write the count of the skills that apply (\`roll ${Math.max(1, all - offDice)}d20\`, leaving ${off.join(' and ')} out).`,
    });
}
