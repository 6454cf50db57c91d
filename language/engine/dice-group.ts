/**
 * Groups and sets of dice formulas — Roll20's grouped roll `{4d6+3, 2d8}kh1`, Avrae's set
 * `(1d4, 2+2, 3d6kl1)kh1` — read one way for the command line (`dice-formula.ts`) and for a file's
 * dice slots (`model/dice-ast.ts`): what a selector written after the group means, which ones a group
 * refuses, and the engine node the items and the selector make. Rolling and odds of the node are
 * `dice-roll.ts` and `dice-stats.ts` (`groupTotal` in `dice-notation.ts`).
 */
import { parseDiceToken, type DiceExpr, type GroupModifier } from './dice-notation.js';

/** A group refused: one English sentence and its code (the codes a dice term gets, and `dice-group-*`). */
export interface GroupError {
    error: string;
    code: string;
}

/**
 * The modifiers of a group (`kh1`, `dl1`, `k>3`, `>10`, `f1`), read as a dice term's are
 * (`parseDiceToken`); only keep/drop and success/failure counting make sense for item totals.
 * Errors: the term's parse errors (`dice-malformed`, `dice-ambiguous`), `dice-group-modifier` for a
 * reroll, explosion or clamp, `dice-keep-none` for keeping none, `dice-keep-too-many` /
 * `dice-drop-too-many` for keeping more items than there are or dropping them all.
 */
export function groupModifiers(text: string, items: number): GroupModifier[] | GroupError {
    const parsed = parseDiceToken(`1d1${text}`);
    if ('error' in parsed) return { error: parsed.error.replaceAll(`"1d1${text}"`, `"${text}"`), code: parsed.code };
    if (!('term' in parsed)) return { error: `"${text}" is no group modifier.`, code: 'dice-malformed' };
    const out: GroupModifier[] = [];
    for (const m of parsed.term.modifiers) {
        if (m.kind === 'keep' || m.kind === 'drop' || m.kind === 'keepIf' || m.kind === 'dropIf' || m.kind === 'success' || m.kind === 'failure') {
            // Keeping none always totals 0, as a dice term's `kh0` (dice-keep-none): said, never rolled silently.
            if (m.kind === 'keep' && m.count === 0)
                return { error: `The group {…}${text} keeps none of its items, so it always totals 0.`, code: 'dice-keep-none' };
            if ((m.kind === 'keep' && m.count > items) || (m.kind === 'drop' && m.count >= items)) {
                return {
                    error: `The group {…}${text} ${m.kind === 'keep' ? 'keeps' : 'drops'} ${m.count} of its ${items} item${items === 1 ? '' : 's'}.`,
                    code: m.kind === 'keep' ? 'dice-keep-too-many' : 'dice-drop-too-many',
                };
            }
            out.push(m);
        } else {
            return {
                error: `"${text}" after a group: a group keeps, drops or counts its items' totals (kh1, dl1, k>3, >10, f1); rerolls, explosions and clamps belong on dice.`,
                code: 'dice-group-modifier',
            };
        }
    }
    return out;
}

/** Whether a formula holds a dice increment (`1d`), which only a ruleset resolves. */
function hasIncrement(expr: DiceExpr): boolean {
    switch (expr.kind) {
        case 'increment':
            return true;
        case 'binary':
            return hasIncrement(expr.left) || hasIncrement(expr.right);
        case 'negate':
            return hasIncrement(expr.operand);
        case 'group':
            return expr.items.some(hasIncrement);
        default:
            return false;
    }
}

/**
 * The engine node of a group: `items` written between the brackets, `set` when it is a group and not
 * a parenthesis (braces, a comma), `selector` the text after the closing bracket, if any.
 * - A parenthesis with no selector is its one item.
 * - One dice term with a selector keeps from its own dice (Roll20): `(10d6kh5)kl2` is `10d6kh5kl2`,
 *   returned as that term (the caller checks it as a written term: `checkDiceTerm`).
 * - Otherwise a `group` node whose modifiers act on the item totals ({@link groupModifiers}).
 * Errors: those of {@link groupModifiers} or of the merged term's notation, and `dice-group-increment`
 * for a dice increment inside a group (it moves an attack's pool along a ladder; a group has none).
 */
export function readGroup(items: readonly DiceExpr[], set: boolean, selector: string | undefined): { expr: DiceExpr } | GroupError {
    if (!set && selector === undefined) return { expr: items[0] };
    if (items.some(hasIncrement)) {
        return {
            error: 'A dice increment (1d) cannot stand inside a group: it moves the pool of the whole formula; write it outside the group.',
            code: 'dice-group-increment',
        };
    }
    const only = items[0];
    if (items.length === 1 && only.kind === 'dice' && selector !== undefined) {
        const parsed = parseDiceToken(`${only.term.notation}${selector}`);
        if ('error' in parsed) return parsed;
        if (!('term' in parsed)) return { error: `"${selector}" is no group modifier.`, code: 'dice-malformed' };
        return { expr: only.countFrom ? { kind: 'dice', term: parsed.term, countFrom: only.countFrom } : { kind: 'dice', term: parsed.term } };
    }
    const modifiers = selector === undefined ? [] : groupModifiers(selector, items.length);
    if (!Array.isArray(modifiers)) return modifiers;
    return { expr: { kind: 'group', items: [...items], modifiers, suffix: selector ?? '' } };
}
