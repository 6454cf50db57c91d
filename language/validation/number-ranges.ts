/**
 * Every number a file can hold has a range (docs/limits.md §Numbers in a file); outside it, an
 * error at the place it is written, so no run prints `9000000000000000000 damage` or `1e+23`.
 * Stats take their range from the ruleset's schema (`StatSpec.min`/`max`, checked with the stat
 * block; ±{@link STAT_LIMIT} where it gives none); this module holds the ranges of the other slots, the same under every ruleset unless its
 * schema narrows them (`ModifierSpec.min`/`max`):
 * - a zone's distance: 0 – {@link MAX_DISTANCE_FT} feet; a hazard's amount: 0 – {@link MAX_HAZARD};
 * - a `with` modifier's number: 0 – {@link MAX_MODIFIER_VALUE}; a modifier's die: one plain die
 *   (`d6`), of 1 – `DICE_LIMITS.maxSides` sides;
 * - a number in a formula: 0 – {@link MAX_FORMULA_NUMBER}; a formula's lowest and highest total
 *   with the stats of the combatant that rolls it: within ±{@link MAX_FORMULA_TOTAL}.
 * Seeds, round limits, counts, rounds and instance numbers have their own checks (limit-checks.ts,
 * encounter-checks.ts).
 */
import type { AstNode, ValidationAcceptor } from 'langium';
import { checkDiceTerm, DICE_LIMITS, type DiceExpr, diceRange, parseDiceToken } from '../engine/dice.js';
import { type Attack, type Combatant, type Hazard, isNumberLit, type ModifierUse, type ZoneDistance } from '../generated/ast.js';
import { walkAst } from '../parsing/ast-walk.js';
import { writtenText } from '../parsing/written-text.js';
import { diceFromAst } from '../model/dice-ast.js';
import { attacksOf, combatantModel, formulaStatLookup } from '../model/encounter-model.js';
import { hasExtendsCycle } from '../scoping/combatant-chain.js';
import { modifierText } from './action-checks.js';
import type { CheckContext } from './check-context.js';
import { report } from './context.js';

/** The bound of a stat whose ruleset gives it none: −STAT_LIMIT to STAT_LIMIT. */
export const STAT_LIMIT = 1_000_000;
/** The farthest two zones may lie apart (feet). */
export const MAX_DISTANCE_FT = 10_000;
/** The largest amount a hazard may have (feet fallen, feet to a wall, damage, rounds). */
export const MAX_HAZARD = 10_000;
/** The largest number a `with` modifier may take when its ruleset gives no range. */
export const MAX_MODIFIER_VALUE = 1_000;
/** The largest number a formula may hold (`1d6 + 1000000`); the dice tools' limit too. */
export const MAX_FORMULA_NUMBER = DICE_LIMITS.maxFormulaNumber;
/** The farthest from 0 a formula's total may reach with the stats of the combatant that rolls it. */
export const MAX_FORMULA_TOTAL = DICE_LIMITS.maxFormulaTotal;

/** A number as messages show it: with thousands separators, or roughly when it is past exact integers. */
function shown(n: number): string {
    if (Number.isSafeInteger(n)) return n.toLocaleString('en-US');
    return Number.isFinite(n) ? `about ${n.toPrecision(3)}` : 'more than any number';
}

/** A value written in the file and out of its range: reported with the text as written (`9000000000000000000`, not `9e+18`). */
function outOfRange(accept: ValidationAcceptor, what: string, written: string, min: number, max: number, node: never, property: string): void {
    report(
        accept,
        'error',
        'number-out-of-range',
        `${what} is a whole number from ${shown(min)} to ${shown(max)}; ${written} is outside.`,
        node,
        property,
    );
}

/** The text of a node's number as written (the converted number may have lost digits). */
function written(node: AstNode, value: number, property: string): string {
    return writtenText(node, property) ?? String(value);
}

export function checkDistance(distance: ZoneDistance, accept: ValidationAcceptor): void {
    // Below 0 is `negative-distance` (scene-checks.ts).
    if (typeof distance.feet === 'number' && distance.feet > MAX_DISTANCE_FT)
        outOfRange(
            accept,
            'A distance between zones (feet)',
            written(distance, distance.feet, 'feet'),
            0,
            MAX_DISTANCE_FT,
            distance as never,
            'feet',
        );
}

export function checkHazardAmount(hazard: Hazard, accept: ValidationAcceptor): void {
    // Below 0 is `negative-distance` (scene-checks.ts).
    if (typeof hazard.amount === 'number' && hazard.amount > MAX_HAZARD)
        outOfRange(
            accept,
            `A hazard's amount (feet fallen, feet to a wall, damage, rounds)`,
            written(hazard, hazard.amount, 'amount'),
            0,
            MAX_HAZARD,
            hazard as never,
            'amount',
        );
}

/** A modifier's number within its range; a modifier's die one plain die of the sides its ruleset allows. */
export function checkModifierValue(use: ModifierUse, accept: ValidationAcceptor, context: CheckContext): void {
    const ruleset = context.ruleset;
    const spec = ruleset?.modifiers.find(m => m.name === use.name);
    if (!spec?.value || use.value === undefined) return; // unknown modifiers and missing values: action-checks.ts
    const text = modifierText(use);
    if (spec.value === 'number') {
        if (!/^-?\d+$/.test(text)) return; // `bad-modifier-value`
        const value = Number(text);
        const min = spec.min ?? 0;
        const max = spec.max ?? MAX_MODIFIER_VALUE;
        if (value < min || value > max) outOfRange(accept, `${ruleset!.name}'s ${spec.name}`, text, min, max, use as never, 'value');
        return;
    }
    const parsed = parseDiceToken(text);
    if (!('term' in parsed)) return; // `bad-modifier-value`
    const { term } = parsed;
    // Several dice are the ruleset's to rule on (RPGStuck: `with aim 2d8`, rpgstuck-aim-die).
    if (term.modifiers.length > 0) {
        report(accept, 'error', 'bad-modifier-value', `${spec.name} takes one plain die, e.g. 'd6'; '${text}' is not one.`, use, 'value');
        return;
    }
    const problem = checkDiceTerm(term).find(p => p.severity === 'error');
    if (problem) {
        report(accept, 'error', problem.code, problem.message, use, 'value');
        return;
    }
    const min = spec.min ?? 1;
    const max = spec.max ?? DICE_LIMITS.maxSides;
    if (term.sides < min || term.sides > max)
        report(
            accept,
            'error',
            'number-out-of-range',
            `${ruleset!.name}'s ${spec.name} takes a die of d${min} to d${max}; '${text}' is outside.`,
            use,
            'value',
        );
}

/**
 * Numbers in an attack's formulas. (Walked from the attack, as the other formula checks are: the
 * validator skips the nodes of formulas, which no check is registered for.)
 */
export function checkFormulaNumbers(attack: Attack, accept: ValidationAcceptor): void {
    for (const prop of attack.props) {
        if ((prop.$type !== 'DamageProp' && prop.$type !== 'AttackRoll') || !prop.dice) continue;
        walkAst(prop.dice, node => {
            if (isNumberLit(node) && typeof node.value === 'number' && node.value > MAX_FORMULA_NUMBER)
                outOfRange(accept, 'A number in a formula', written(node, node.value, 'value'), 0, MAX_FORMULA_NUMBER, node as never, 'value');
        });
    }
}

/**
 * Each attack formula of a combatant (its own and inherited) rolled with its stats: the lowest and
 * highest totals must lie within ±MAX_FORMULA_TOTAL (dice with huge clamps, products of large
 * numbers and stats). Reported on the formula, or on the combatant's name for an inherited attack.
 */
export function checkFormulaTotals(combatant: Combatant, accept: ValidationAcceptor, context: CheckContext): void {
    const ruleset = context.ruleset;
    if (!ruleset || !combatant.name || hasExtendsCycle(combatant)) return;
    let stat: (name: string) => number;
    try {
        const lookup = formulaStatLookup(combatantModel(combatant, ruleset), ruleset);
        stat = name => lookup(name) ?? 0;
    } catch {
        return; // an incomplete combatant: other checks report it
    }
    for (const attack of attacksOf(combatant)) {
        for (const prop of attack.props) {
            if (prop.$type !== 'DamageProp' && prop.$type !== 'AttackRoll') continue;
            const expr = diceFromAst(prop.dice, stat);
            const range = expr && rangeOf(expr, stat);
            if (!range || (Math.abs(range.min) <= MAX_FORMULA_TOTAL && Math.abs(range.max) <= MAX_FORMULA_TOTAL)) continue;
            const own = combatant.members.includes(attack);
            const which = prop.$type === 'DamageProp' ? 'damage' : 'roll';
            const where = own ? '' : `${combatant.name}'s attack ${attack.name}: `;
            report(
                accept,
                'error',
                'dice-total-out-of-range',
                `${where}this ${which} totals from ${shown(range.min)} to ${shown(range.max)}${own ? '' : ` for ${combatant.name}`}; a formula's totals stay within ±${shown(MAX_FORMULA_TOTAL)}.`,
                own ? prop : combatant,
                own ? 'dice' : 'name',
            );
        }
    }
}

/** The range of a formula, or undefined when it cannot be rolled (increments, bad terms: other checks). */
function rangeOf(expr: DiceExpr, stat: (name: string) => number): { min: number; max: number } | undefined {
    try {
        return diceRange(expr, stat);
    } catch {
        return undefined;
    }
}
