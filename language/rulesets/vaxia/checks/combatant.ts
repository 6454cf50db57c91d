/**
 * Checks of one Vaxia stat block: stats on the scale, no damage resistances (Vaxia rules none), a
 * stay-conscious stat the seed offers. Source: 004_941aee309a07cd38.txt §Understanding Your Stats,
 * §Understanding Vehicle Stats, §Magic/Psi vs Mundane Actions, §Staying Conscious.
 */
import type { Report, StaticCombatant } from '../../ruleset.js';
import { STAT_MAX, STAT_MIN, STAT_NAMES } from '../rules/understanding-your-stats.js';
import { hasAspect } from '../rules/combat-stats-and-skills.js';
import { hardcoreStat } from '../rules/staying-conscious.js';
import { VAXIA_VEHICLE_STATS } from '../schema.js';

const STATS: ReadonlySet<string> = new Set(STAT_NAMES);
const VEHICLE_RANGES = new Map(VAXIA_VEHICLE_STATS.map(s => [s.name, { min: s.min ?? STAT_MIN, max: s.max ?? STAT_MAX }]));

/** `vaxia-stat-out-of-scale`: a stat outside 1..200 (a vehicle's END, STR and DEX up to 1000). */
export function checkStatScale(c: StaticCombatant, report: Report): void {
    const vehicle = c.model.tags.includes('vehicle');
    for (const s of c.own) {
        if (!STATS.has(s.name)) continue;
        const { min, max } = (vehicle ? VEHICLE_RANGES.get(s.name) : undefined) ?? { min: STAT_MIN, max: STAT_MAX };
        if (s.value < min || s.value > max) {
            report({
                code: 'vaxia-stat-out-of-scale',
                severity: 'error',
                at: s.at,
                message: `${s.name} ${s.value} is off the stat scale ${min}..${max} (25 is average, 35–40 talented; a d100 ruling needs a might of at least 1).`,
            });
        }
    }
}

/** `vaxia-no-resistances` (warning): resists, vulnerable or immune mean nothing in Vaxia. */
export function checkNoResistances(c: StaticCombatant, report: Report): void {
    const traits = c.model.damageTraits;
    if (traits.resists.length + traits.vulnerable.length + traits.immune.length === 0) return;
    report({
        code: 'vaxia-no-resistances',
        severity: 'warning',
        at: c.at,
        message: `${c.model.name} resists or is vulnerable to a damage category, but Vaxia rules no such thing: PP are damage whatever their kind. Use a skill (block, magic_resist) or armor instead.`,
    });
}

/**
 * `vaxia-stay-conscious-stat` (warning): a hardcore skill whose name picks a stat the seed does not
 * offer for staying conscious (END, STR, SPIR or CHA); END is rolled instead (§Staying Conscious).
 */
export function checkHardcoreStat(c: StaticCombatant, report: Report): void {
    for (const name of Object.keys(c.model.groups.skills ?? {})) {
        if (!hasAspect(name, 'hardcore')) continue;
        const { refused } = hardcoreStat(name);
        if (!refused) continue;
        report({
            code: 'vaxia-stay-conscious-stat',
            severity: 'warning',
            at: c.at,
            message: `${c.model.name}'s ${name} names ${refused}, but a character stays conscious with END, STR, SPIR or CHA (by theme); END is rolled. Name the skill hardcore_end, hardcore_str, hardcore_spir or hardcore_cha.`,
        });
    }
}
