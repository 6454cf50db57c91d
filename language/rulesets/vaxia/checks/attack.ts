/**
 * Checks of one Vaxia attack: its traits are the to-hit and power stats of one realm, and a damage
 * formula means nothing (PP are the damage). Source: 004_941aee309a07cd38.txt §Combat Stats and
 * Skills, §Attacking and Defending.
 */
import type { Report, StaticAttack } from '../../ruleset.js';
import { ATTACK_STATS, type Realm } from '../rules/attacking-and-defending.js';

/** `vaxia-attack-traits`: `uses` other than DEX + STR or INT + SPIR, or a magic tag on DEX + STR. */
export function checkAttackTraits(attack: StaticAttack, report: Report): void {
    const { model, at } = attack;
    if (at === undefined || model.traits.length === 0) return;
    const sorted = [...model.traits].sort().join(',');
    const fits = (Object.entries(ATTACK_STATS) as [Realm, readonly string[]][]).find(([, pair]) => [...pair].sort().join(',') === sorted);
    if (!fits) {
        report({
            code: 'vaxia-attack-traits',
            severity: 'error',
            at,
            message: `${model.name} uses ${model.traits.join(', ')}: an attack is ruled with DEX and STR (physical) or INT and SPIR (magic/psi).`,
        });
    } else if (fits[0] === 'physical' && ['magic', 'psi', 'mental'].some(t => model.tags.includes(t))) {
        report({
            code: 'vaxia-attack-traits',
            severity: 'error',
            at,
            message: `${model.name} is tagged ${model.tags.find(t => ['magic', 'psi', 'mental'].includes(t))} but uses DEX and STR; magic, psi and mental attacks use INT and SPIR.`,
        });
    }
}

/** `vaxia-attack-damage` (warning): a damage formula is ignored, the attack's PP are its damage. */
export function checkAttackDamage(attack: StaticAttack, report: Report): void {
    if (!attack.model.damage || attack.at === undefined) return;
    report({
        code: 'vaxia-attack-damage',
        severity: 'warning',
        at: attack.at,
        message: `${attack.model.name} states a damage formula, but in Vaxia an attack's PP are its damage; the formula is ignored.`,
    });
}

/** The tags that say an attack's realm, and so which two mights it rolls. */
const REALM_TAGS: readonly string[] = ['physical', 'magic', 'psi', 'mental'];

/**
 * `vaxia-attack-no-roll` (warning): an attack that names neither its traits (`uses`) nor its realm
 * (a tag). The seed has no impact without a roll (§Using Your Stats and Skills); Strife rolls such
 * an attack as a physical one, DEX + STR, and says so.
 */
export function checkAttackRoll(attack: StaticAttack, report: Report): void {
    const { model, at } = attack;
    if (at === undefined || model.traits.length > 0 || model.tags.some(t => REALM_TAGS.includes(t))) return;
    report({
        code: 'vaxia-attack-no-roll',
        severity: 'warning',
        at,
        message: `${model.name} does not say how it is rolled, so it is ruled as a physical attack, DEX + STR (against DEX + END). Write \`uses DEX, STR\`, or \`uses INT, SPIR\` with \`tags magic\`.`,
    });
}
