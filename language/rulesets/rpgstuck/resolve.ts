/**
 * From the language's models to the rule core's inputs: an attack's damage formula (a `DiceExpr`,
 * increments still in it) as dice groups and a flat number for one attacker, with die-size steps on
 * the base roll only; and the stat an attack adds to its roll. Shared by the engine and the hovers,
 * so both compute the same numbers.
 * Source: 000_7e14385943d7d1e7.txt §Damage Dice, §Other Hit Bonuses/Maluses.
 */
import type { DiceExpr } from '../../engine/dice.js';
import type { AttackModel, CombatantModel } from '../../engine/model.js';
import type { DiceGroup } from './damage.js';
import { flatValue, stepDamage } from './ladder.js';
import type { OverflowChoice } from './options.js';

const SIX_STATS = ['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA'] as const;

/** A damage formula resolved for one attacker: the base roll (first dice term), bonus dice and flat. */
interface ResolvedRoll {
    readonly base?: DiceGroup;
    readonly bonus: readonly DiceGroup[];
    readonly flat: number;
    /** `+Nd` increments written in the formula. */
    readonly increments: number;
    /** The stat modifier the formula adds, if any (Weakened on a player takes it off). */
    readonly stat?: string;
}

/** Why a formula cannot be used: dice with modifiers (`kh`, `!`), dice subtracted or multiplied. */
type ResolveProblem = string;

/**
 * Walks a damage formula. Numbers and stats add to the flat part (`level`, `P`, `Q`, `damage_mod`
 * and the six stats read the attacker); `2 * STR` multiplies flat values; the first dice term is the
 * base roll, later ones bonus dice. @returns the roll, or a problem in words (never throws).
 */
export function resolveDamage(expr: DiceExpr | undefined, stats: Readonly<Record<string, number>>): ResolvedRoll | ResolveProblem {
    const out = { base: undefined as DiceGroup | undefined, bonus: [] as DiceGroup[], flat: 0, increments: 0, stat: undefined as string | undefined };
    if (!expr) return out;
    const flatOf = (e: DiceExpr): number | undefined => {
        switch (e.kind) {
            case 'number':
                return e.value;
            case 'stat':
                return stats[e.name] ?? 0;
            case 'negate': {
                const v = flatOf(e.operand);
                return v === undefined ? undefined : -v;
            }
            case 'binary': {
                const l = flatOf(e.left);
                const r = flatOf(e.right);
                if (l === undefined || r === undefined) return undefined;
                if (e.op === '+') return l + r;
                if (e.op === '-') return l - r;
                if (e.op === '*') return l * r;
                return r === 0 ? 0 : Math.floor(l / r);
            }
            default:
                return undefined;
        }
    };
    const walk = (e: DiceExpr, sign: 1 | -1): ResolveProblem | undefined => {
        if (e.kind === 'dice') {
            if (sign < 0) return `the seed never subtracts dice (${e.term.notation})`;
            if (e.term.modifiers.length) return `${e.term.notation}: RPGStuck damage dice take no keep, reroll or explode modifiers`;
            const group = { count: e.term.count, sides: e.term.sides };
            if (out.base) out.bonus.push(group);
            else out.base = group;
            return undefined;
        }
        if (e.kind === 'increment') {
            out.increments += sign * e.steps;
            return undefined;
        }
        if (e.kind === 'binary' && (e.op === '+' || e.op === '-')) {
            return walk(e.left, sign) ?? walk(e.right, e.op === '-' ? (-sign as 1 | -1) : sign);
        }
        if (e.kind === 'stat' && (SIX_STATS as readonly string[]).includes(e.name)) out.stat ??= e.name;
        const v = flatOf(e);
        if (v === undefined) return 'dice may only be added: write 2d6 + STR, not (2d6) * 2';
        out.flat += sign * v;
        return undefined;
    };
    return walk(expr, 1) ?? out;
}

/** The roll after `steps` die sizes on the base: dice groups and flat, the step's flat (2P, Level, −P) included. */
export function steppedRoll(
    roll: ResolvedRoll,
    steps: number,
    who: { readonly P: number; readonly Q: number; readonly level: number },
    overflow: OverflowChoice,
): { readonly dice: DiceGroup[]; readonly flat: number } {
    const total = steps + roll.increments;
    if (!roll.base) return { dice: [...roll.bonus], flat: roll.flat };
    if (total === 0) return { dice: [roll.base, ...roll.bonus], flat: roll.flat };
    const stepped = stepDamage({ kind: 'dice', count: roll.base.count, mult: 'one', sides: roll.base.sides }, total, overflow);
    if (stepped?.term.kind !== 'dice') return { dice: [roll.base, ...roll.bonus], flat: roll.flat };
    return { dice: [{ count: stepped.term.count, sides: stepped.term.sides }, ...roll.bonus], flat: roll.flat + flatValue(stepped.extra, who) };
}

/**
 * The stat an attack adds to its roll: the trait it names (`uses DEX`), else the first of the six
 * stats in its damage formula, else the better of STR and DEX [assumption: the chapter leaves the
 * stat to each ability].
 */
export function attackStat(attack: AttackModel, attacker: CombatantModel): string {
    const named = attack.traits.find(t => (SIX_STATS as readonly string[]).includes(t));
    if (named) return named;
    const inFormula = attack.damage && firstStat(attack.damage);
    if (inFormula) return inFormula;
    return (attacker.stats.DEX ?? 0) > (attacker.stats.STR ?? 0) ? 'DEX' : 'STR';
}

function firstStat(e: DiceExpr): string | undefined {
    if (e.kind === 'stat') return (SIX_STATS as readonly string[]).includes(e.name) ? e.name : undefined;
    if (e.kind === 'binary') return firstStat(e.left) ?? firstStat(e.right);
    if (e.kind === 'negate') return firstStat(e.operand);
    return undefined;
}

/** P, Q and level of a combatant, as the ladder and the formula read them. */
export function rollerOf(model: CombatantModel): { P: number; Q: number; level: number } {
    return { P: model.stats.P ?? 2, Q: model.stats.Q ?? 1, level: model.stats.level ?? 1 };
}

/** The defense an attack targets: AC unless it names a resistance. */
export function defenseName(attack: AttackModel): 'AC' | 'reflex' | 'fortitude' | 'will' {
    const d = attack.defense;
    return d === 'reflex' || d === 'fortitude' || d === 'will' ? d : 'AC';
}
