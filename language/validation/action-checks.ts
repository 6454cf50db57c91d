/**
 * Checks of one action of a scripted line beyond its name: `with` modifiers and their values, and
 * the body parts and dice shares given to its targets.
 */
import type { ValidationAcceptor } from 'langium';
import { parseDiceToken } from '../engine/dice.js';
import { firstDiceTerm } from '../engine/dice-transform.js';
import type { AttackModel } from '../engine/model.js';
import type { ActionUse, ModifierUse } from '../generated/ast.js';
import { slot, wordOf } from '../grammar-slots.js';
import { writtenText } from '../parsing/written-text.js';
import type { ModifierSpec, Ruleset } from '../rulesets/ruleset.js';
import { report } from './context.js';
import { reportUnknownName } from './unknown-names.js';

/** A modifier the ruleset has, with a value exactly when it takes one, of the right kind. */
export function checkModifier(m: ModifierUse, ruleset: Ruleset, accept: ValidationAcceptor): void {
    if (!m.name) return;
    const spec = wordOf(slot('modifier'), ruleset, m.name) as ModifierSpec | undefined;
    if (!spec) {
        reportUnknownName(accept, slot('modifier'), ruleset, m.name, m, 'name');
        return;
    }
    // As written: a number past 2^53 (converted to 1e+23) is still a number.
    const value = m.value === undefined ? undefined : modifierText(m);
    if (!spec.value) {
        if (value !== undefined) report(accept, 'error', 'modifier-takes-no-value', `${m.name} takes no value.`, m, 'value');
        return;
    }
    if (value === undefined) {
        const example = spec.value === 'number' ? '2' : 'd6';
        report(accept, 'error', 'modifier-needs-value', `${m.name} needs a ${spec.value}: 'with ${m.name} ${example}'.`, m, 'name');
        return;
    }
    // A negative number is a number (RPGStuck's `with steps -1`); whether it is allowed is its range's business (number-ranges.ts).
    const fits = spec.value === 'number' ? /^-?\d+$/.test(value) : 'term' in parseDiceToken(value);
    if (!fits) report(accept, 'error', 'bad-modifier-value', `${m.name} takes a ${spec.value}, not '${value}'.`, m, 'value');
}

/** Called shots (`-> Ogre.head`) and dice shares (`-> A x2, B x1`): only where the ruleset has them, and shares for every target. */
export function checkTargetParts(use: ActionUse, ruleset: Ruleset, accept: ValidationAcceptor): void {
    const parts = slot('body-part')
        .vocabulary(ruleset)
        .map(p => p.name);
    use.targets.forEach((target, index) => {
        if (target.part !== undefined) {
            if (!ruleset.features.calledShots) {
                report(
                    accept,
                    'error',
                    'feature-unsupported',
                    `${ruleset.name} has no called shots: an attack cannot aim at a body part.`,
                    target,
                    'part',
                );
            } else if (!parts.includes(target.part)) {
                reportUnknownName(accept, slot('body-part'), ruleset, target.part, target, 'part', { known: parts });
            }
        }
        if (target.share !== undefined && !ruleset.features.targetShares) {
            report(accept, 'error', 'feature-unsupported', `${ruleset.name} does not split an attack's dice over targets.`, target, 'share');
        } else if (target.share !== undefined && target.share < 1) {
            report(accept, 'error', 'bad-share', 'A share gives a target at least one die.', target, 'share');
        } else if (use.targets.some(t => t.share !== undefined) && target.share === undefined) {
            report(
                accept,
                'error',
                'share-missing',
                `Give every target of a split attack its share of the dice (x1, x2...); target ${index + 1} has none.`,
                target,
            );
        }
    });
}

/** Shares must add up to the attack's dice: its own roll's first dice term (`roll skills d20`), else its damage's. */
export function checkShares(use: ActionUse, attack: AttackModel | undefined, accept: ValidationAcceptor): void {
    const shares = use.targets.map(t => t.share);
    if (!attack || shares.length === 0 || shares.some(s => s === undefined)) return;
    const pool = firstDiceTerm(attack.roll ?? attack.damage ?? { kind: 'number', value: 0 })?.count;
    const given = shares.reduce<number>((sum, s) => sum + (s ?? 0), 0);
    if (pool !== undefined && given !== pool) {
        report(accept, 'error', 'shares-do-not-add-up', `The shares give out ${given} dice, but ${attack.name} rolls ${pool}.`, use, 'targets');
    }
}

/** A modifier's value as written (`d6`, `100000000000000000000000`). */
export function modifierText(m: ModifierUse): string {
    return writtenText(m, 'value') ?? String(m.value);
}
