/**
 * Checks of a non-damaging attack's effects: Vaxia's PP/7 decide how long an effect lasts, so a
 * written duration would be ignored; wounds are an attack's damage and healing's business, not an
 * effect to inflict or remove; an effect changes, and a save rolls, one of the eight stats; holding
 * back means nothing without damage.
 * Source: 004_941aee309a07cd38.txt §What counts as combat?, §Wounded, Unconscious and Dead.
 */
import type { Report, StaticAttack } from '../../ruleset.js';
import { STAT_NAMES } from '../rules/understanding-your-stats.js';
import { isNonDamaging } from '../rules/what-counts-as-combat.js';
import { DAMAGE_CONDITIONS } from '../schema/conditions.js';

const isStat = (name: string) => (STAT_NAMES as readonly string[]).includes(name);

/** Every problem of an attack's effects, each with its code. */
export function checkEffects(attack: StaticAttack, report: Report): void {
    const { model, at } = attack;
    if (at === undefined || !model.effects) return;
    const error = (code: string, message: string) => report({ code, severity: 'error', at, message });
    for (const e of model.effects) {
        const written = e.kind === 'inflict' ? e.condition.rounds : e.kind === 'modify' ? e.rounds : undefined;
        if (written !== undefined)
            error(
                'vaxia-effect-duration',
                `${model.name}: a non-damaging attack lasts PP/7 rounds (§What counts as combat?), so \`for ${written} rounds\` would be ignored. Remove it; the PP left after the defense decide.`,
            );
        if (e.kind === 'inflict' && DAMAGE_CONDITIONS.has(e.condition.name))
            error(
                'vaxia-not-inflictable',
                `${model.name} inflicts ${e.condition.name}: wounds are damage, and a damaging attack's PP already are its damage. Drop the effect to make it a damaging attack.`,
            );
        if (e.kind === 'remove')
            for (const name of e.conditions.filter(c => DAMAGE_CONDITIONS.has(c)))
                error(
                    'vaxia-not-removable',
                    `${model.name} removes ${name}: wounds are damage, healed one LIF per PP (§Wounded, Unconscious and Dead: healing above 0 LIF revives), not taken away by an effect. Script \`heal -> X\` (INT + a healing skill against 25), or a day's \`healing\` rest.`,
                );
        if (e.kind === 'modify' && !isStat(e.stat))
            error(
                'vaxia-effect-stat',
                `${model.name} modifies ${e.stat}: an effect changes one of the eight stats (${STAT_NAMES.join(', ')}); LIF changes by damage and healing.`,
            );
        if (e.kind === 'inflict' && e.condition.save && !isStat(e.condition.save.stat))
            error(
                'vaxia-effect-stat',
                `${model.name}: a break is rolled with one of the eight stats (${STAT_NAMES.join(', ')}), not ${e.condition.save.stat}.`,
            );
    }
    if (isNonDamaging(model) && model.tags.includes('non_lethal'))
        report({
            code: 'vaxia-tag-ignored',
            severity: 'warning',
            at,
            message: `${model.name} deals no damage (it has an effect), so non_lethal has nothing to hold back.`,
        });
}
