/**
 * The seed's damage notation (`2Qd6+DEX`, `2Qd12+STR+Level+2P`, `P`, `4d10+2*STR`) as data:
 * parsing, stepping only the base term, and resolving it into dice and a flat number for a combatant.
 * Source: 000_7e14385943d7d1e7.txt §Damage Dice, §Damage (base) and Mods.
 */
import { fail, ok, type Checked } from './dice.js';
import { diceCount, flatValue, stepDamage, type FlatParts, type LadderTerm, type Multiplier, type OverflowChoice } from './ladder.js';

/** A stat modifier or other named flat value a formula may add. */
export type FlatName = 'STR' | 'DEX' | 'CON' | 'INT' | 'WIS' | 'CHA' | 'P' | 'Q' | 'Level' | 'T' | 'MOD';

export const FLAT_NAMES: readonly FlatName[] = ['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA', 'P', 'Q', 'Level', 'T', 'MOD'];

/** One signed piece of a formula: ladder-able dice/P/Q, a named flat value times a factor, or a constant. */
export type FormulaPart =
    | { readonly kind: 'term'; readonly sign: 1 | -1; readonly term: LadderTerm }
    | { readonly kind: 'named'; readonly sign: 1 | -1; readonly factor: number; readonly name: FlatName }
    | { readonly kind: 'constant'; readonly sign: 1 | -1; readonly value: number };

/**
 * A damage formula. `base` indexes the base damage roll: the first dice term, or the first flat P / Q
 * term when there are no dice. Die-size steps apply to it only (§Damage Dice).
 */
export interface DamageFormula {
    readonly parts: readonly FormulaPart[];
    readonly base: number;
}

/** What a formula needs from the combatant rolling it. Stats are modifiers; `damage_mod` is a monster's. */
export interface Roller {
    readonly P: number;
    readonly Q: number;
    readonly level: number;
    /** A monster's tier (T in forced-movement damage). */
    readonly tier?: number;
    readonly stats?: Readonly<Partial<Record<'STR' | 'DEX' | 'CON' | 'INT' | 'WIS' | 'CHA', number>>>;
    readonly damage_mod?: number;
}

const PIECE = /^(\d*)\*?(?:(Q|P)?d(\d+)|(STR|DEX|CON|INT|WIS|CHA|Level|MOD|P|Q|T))$|^(\d+)$/;

/**
 * Parses the seed's notation. Terms are joined by + or −; `2*STR` and `2STR` both mean twice STR.
 * Errors (coded, never thrown): `rpgstuck.formula.empty`, `rpgstuck.formula.syntax` (an unreadable
 * piece), `rpgstuck.formula.negative-dice` (`-1d4`), `rpgstuck.formula.no-base` (no dice and no P / Q term to be the base damage roll).
 */
export function parseFormula(text: string): Checked<DamageFormula> {
    const compact = text.replace(/\s+/g, '');
    if (!compact) return fail('rpgstuck.formula.empty', 'The damage formula is empty.');
    const pieces = compact.match(/[+-]?[^+-]+/g) ?? [];
    const parts: FormulaPart[] = [];
    for (const raw of pieces) {
        const sign: 1 | -1 = raw.startsWith('-') ? -1 : 1;
        const body = raw.replace(/^[+-]/, '');
        const m = PIECE.exec(body);
        if (!m)
            return fail(
                'rpgstuck.formula.syntax',
                `Cannot read "${raw}" in "${text}": expected dice like 2Qd6, a stat like DEX, P, Q, Level or a number.`,
            );
        if (m[5] !== undefined) {
            parts.push({ kind: 'constant', sign, value: Number(m[5]) });
        } else if (m[3] !== undefined) {
            const mult: Multiplier = m[2] === 'Q' ? 'Q' : m[2] === 'P' ? 'P' : 'one';
            const count = m[1] === '' ? 1 : Number(m[1]);
            const sides = Number(m[3]);
            if (count < 1 || sides < 1) return fail('rpgstuck.formula.syntax', `"${raw}" rolls no dice.`);
            if (sign < 0) return fail('rpgstuck.formula.negative-dice', `"${raw}": the seed never subtracts dice; write a malus as a number.`);
            parts.push({ kind: 'term', sign, term: { kind: 'dice', count, mult, sides } });
        } else {
            const factor = m[1] === '' ? 1 : Number(m[1]);
            const name = m[4] as FlatName;
            if (name === 'P' || name === 'Q') parts.push({ kind: 'term', sign, term: { kind: 'flat', count: factor, unit: name } });
            else parts.push({ kind: 'named', sign, factor, name });
        }
    }
    let base = parts.findIndex(p => p.kind === 'term' && p.term.kind === 'dice' && p.sign === 1);
    if (base < 0) base = parts.findIndex(p => p.kind === 'term' && p.sign === 1);
    if (base < 0) return fail('rpgstuck.formula.no-base', `"${text}" has no dice and no P or Q damage to serve as its base damage roll.`);
    return ok({ parts, base });
}

/**
 * Moves the base term `steps` die sizes and appends the flat damage that adds (2P / Level past the
 * top, −P below the bottom). Other dice (bonus damage) keep their size unless `alsoStep` names their
 * indexes (an effect that says its bonus counts as an abilitech/subpower). Returns null when a stepped
 * term's die is off the ladder.
 * Source: §Damage Dice ("Any die sizes bonuses only apply to the base damage roll …").
 */
export function stepFormula(
    formula: DamageFormula,
    steps: number,
    overflow: OverflowChoice | readonly OverflowChoice[] = '2P',
    alsoStep: readonly number[] = [],
): DamageFormula | null {
    const parts = [...formula.parts];
    const extras: FormulaPart[] = [];
    for (const index of [formula.base, ...alsoStep]) {
        const part = parts[index];
        if (part?.kind !== 'term') continue;
        const stepped = stepDamage(part.term, steps, overflow);
        if (!stepped) return null;
        parts[index] = { ...part, term: stepped.term };
        extras.push(...flatPartsAsFormula(stepped.extra));
    }
    return { parts: [...parts, ...extras], base: formula.base };
}

function flatPartsAsFormula(extra: FlatParts): FormulaPart[] {
    const out: FormulaPart[] = [];
    if (extra.P) out.push({ kind: 'named', sign: extra.P < 0 ? -1 : 1, factor: Math.abs(extra.P), name: 'P' });
    for (let i = 0; i < extra.level; i++) out.push({ kind: 'named', sign: 1, factor: 1, name: 'Level' });
    return out;
}

/** Dice to roll (groups by die size, in formula order) and the flat part, for one combatant. */
export interface ResolvedDamage {
    readonly dice: readonly { readonly count: number; readonly sides: number }[];
    readonly flat: number;
}

/** The value of a named flat piece for a roller; a missing stat counts 0. */
export function namedValue(name: FlatName, who: Roller): number {
    switch (name) {
        case 'P':
            return who.P;
        case 'Q':
            return who.Q;
        case 'Level':
            return who.level;
        case 'T':
            return who.tier ?? 0;
        case 'MOD':
            return who.damage_mod ?? 0;
        default:
            return who.stats?.[name] ?? 0;
    }
}

/** Resolves a formula for a roller: `2Qd6+DEX` with Q 2, DEX 3 → 4d6 and flat 3. */
export function resolveFormula(formula: DamageFormula, who: Roller): ResolvedDamage {
    const dice: { count: number; sides: number }[] = [];
    let flat = 0;
    for (const part of formula.parts) {
        if (part.kind === 'constant') flat += part.sign * part.value;
        else if (part.kind === 'named') flat += part.sign * part.factor * namedValue(part.name, who);
        else if (part.term.kind === 'flat') flat += part.sign * part.term.count * (part.term.unit === 'P' ? who.P : who.Q);
        else if (part.sign === 1) {
            const term = part.term;
            const count = diceCount(term, who);
            const same = dice.find(d => d.sides === term.sides);
            if (same) same.count += count;
            else if (count > 0) dice.push({ count, sides: term.sides });
        }
    }
    return { dice, flat };
}

/** Writes a formula back in the seed's notation (`2Qd12+STR+2P`). */
export function formatFormula(formula: DamageFormula): string {
    return formula.parts
        .map((part, i) => {
            const sign = part.sign < 0 ? '-' : i === 0 ? '' : '+';
            if (part.kind === 'constant') return `${sign}${part.value}`;
            if (part.kind === 'named') return `${sign}${part.factor === 1 ? '' : part.factor}${part.name}`;
            const t = part.term;
            if (t.kind === 'flat') return `${sign}${t.count === 1 ? '' : t.count}${t.unit}`;
            const mult = t.mult === 'one' ? '' : t.mult;
            const count = t.count === 1 && t.mult !== 'one' ? '' : String(t.count);
            return `${sign}${count}${mult}d${t.sides}`;
        })
        .join('');
}

/** Re-exported for callers that only need flat evaluation. */
export { flatValue };
