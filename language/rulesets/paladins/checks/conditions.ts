/**
 * Conditions written where the seed's rule cannot take them, refused rather than ignored: a save
 * (`save VIT 8`) on a condition only its own rule ends (unconscious: healing or medicine; dying:
 * death saves), a concentration holding unconsciousness (its end could not wake the target), and a
 * creature that starts dying when creatures at 0 HEA are dead (`creatures_at_zero: dead`). A
 * duration on those conditions is refused by the shared check (`condition-takes-no-duration`, from
 * the condition table's `noDuration`).
 * Source: 002_508f9552a4514e32.txt §Health Damage, §Conditions (Unconscious, Dying), §Concentration.
 */
import type { AttackModel } from '../../../engine/model.js';
import type { Anchor, Report, StaticEncounter } from '../../ruleset.js';
import { readPaladinsOptions } from '../options.js';
import { CONDITION_RULES, isConditionName } from '../rules/conditions.js';
import { atZeroHea } from '../rules/health-damage.js';

/** How only its own rule ends `name`, when the seed fixes it (unconscious, dying); else undefined. */
function endsOnlyBy(name: string): string | undefined {
    return isConditionName(name) ? CONDITION_RULES[name].endsOnlyBy : undefined;
}

function noSave(name: string, written: string, at: Anchor, report: Report): void {
    report({
        code: 'paladins-condition-takes-no-save',
        severity: 'error',
        at,
        message: `${written}, but ${name} has no save: it ends only by ${endsOnlyBy(name)}. Leave out the save.`,
    });
}

/** An attack's inflicted conditions: no save on unconscious, and no concentration holding it. */
export function checkPaladinsInflictedConditions(attack: AttackModel, at: Anchor, report: Report): void {
    for (const effect of attack.effects ?? []) {
        if (effect.kind !== 'inflict') continue;
        const c = effect.condition;
        const only = endsOnlyBy(c.name);
        if (!only) continue;
        if (c.save) noSave(c.name, `${attack.name} inflicts ${c.name} with a save (\`save ${c.save.stat}\`)`, at, report);
        if (attack.stats.concentration)
            report({
                code: 'paladins-unconscious-not-held',
                severity: 'error',
                at,
                message: `${attack.name} would hold ${c.name} by concentration, but ${c.name} ends only by ${only}: the end of the concentration could not end it. Leave out \`concentration\`, or inflict a condition a concentration can hold.`,
            });
    }
}

/**
 * The conditions participants start with: no save on unconscious or dying; and no creature dying
 * under `creatures_at_zero: dead` (a creature at 0 HEA is dead there). Reported once per
 * participant line (`Ghoul x3 is dying` makes three instances).
 */
export function checkPaladinsStartingConditions(encounter: StaticEncounter, report: Report): void {
    const atZero = readPaladinsOptions(encounter.options ?? {}).creaturesAtZero;
    const seen = new Set<Anchor>();
    for (const instance of encounter.instances) {
        if (!instance.conditions?.length || seen.has(instance.at)) continue;
        seen.add(instance.at);
        for (const c of instance.conditions) {
            if (c.save && endsOnlyBy(c.name))
                noSave(c.name, `${instance.model.name} starts ${c.name} with a save (\`save ${c.save.stat}\`)`, instance.at, report);
            if (c.name === 'dying' && atZeroHea(instance.model.kind, atZero) === 'dead')
                report({
                    code: 'paladins-dying-creature',
                    severity: 'error',
                    at: instance.at,
                    message: `${instance.model.name} is a creature and this file sets creatures_at_zero: dead, so a creature at 0 HEA is dead, never dying; \`is dying\` (0 HEA, death saves) cannot hold for it. Leave it out of the fight, or set creatures_at_zero: dying.`,
                });
        }
    }
}
