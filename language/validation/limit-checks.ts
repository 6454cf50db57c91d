/**
 * Checks that keep `check` and `run` in agreement on the limits of the engine (docs/limits.md):
 * whatever `run` would refuse or choke on, `check` reports first — the number of fighters of an
 * encounter, seeds outside the generator's range, divisors that can be zero, dice counts taken from
 * stats (`dice-count-checks.ts`).
 */
import type { ValidationAcceptor } from 'langium';
import type { Combatant, DamageProp, Encounter, SeedDecl, Side } from '../generated/ast.js';
import { formatExpr, type DiceExpr } from '../engine/dice-notation.js';
import { distribution, diceRange } from '../engine/dice-stats.js';
import { attacksOf, combatantModel, participantCount } from '../model/encounter-model.js';
import { diceFromAst } from '../model/dice-ast.js';
import type { CheckContext } from './check-context.js';
import { report } from './context.js';

/** Most fighters (instances, counting `x` counts) one encounter may bring to a run. */
export const MAX_FIGHTERS = 200;
/** Seeds are 32-bit: 0 ≤ seed ≤ MAX_SEED (the generator folds larger numbers silently). */
export const MAX_SEED = 0xffffffff;

/** An encounter's total fighters, counted without building them (a huge count costs nothing). */
export function fighterCount(encounter: Encounter): number {
    let total = 0;
    for (const side of encounter.members.filter((m): m is Side => m.$type === 'Side'))
        for (const p of side.participants) if (p.combatant?.ref) total += participantCount(p.count);
    return total;
}

export function checkFighterCount(encounter: Encounter, accept: ValidationAcceptor): void {
    const total = fighterCount(encounter);
    if (total > MAX_FIGHTERS)
        report(
            accept,
            'error',
            'too-many-fighters',
            `This encounter brings ${total} fighters; at most ${MAX_FIGHTERS} can fight in one encounter.`,
            encounter,
            'name',
        );
}

export function checkSeedRange(seed: SeedDecl, accept: ValidationAcceptor): void {
    if (typeof seed.value !== 'number') return;
    if (!Number.isSafeInteger(seed.value) || seed.value < 0 || seed.value > MAX_SEED)
        report(accept, 'error', 'seed-out-of-range', `A seed is a whole number from 0 to ${MAX_SEED}.`, seed, 'value');
}

/**
 * Damage formulas whose divisor can be zero with this combatant's stats: the engine refuses to roll
 * them, so a run would stop. Reported on the attack (or on the combatant, for an inherited one).
 */
export function checkDivisors(combatant: Combatant, accept: ValidationAcceptor, context: CheckContext): void {
    const ruleset = context.ruleset;
    if (!ruleset || !combatant.name) return;
    let stats: Readonly<Record<string, number>>;
    try {
        stats = combatantModel(combatant, ruleset).stats;
    } catch {
        return; // an incomplete combatant: other checks report it
    }
    const stat = (name: string) => stats[name] ?? 0;
    for (const attack of attacksOf(combatant)) {
        const damage = attack.props.find((p): p is DamageProp => p.$type === 'DamageProp');
        if (!damage) continue;
        const expr = diceFromAst(damage.dice);
        if (!expr) continue;
        const problem = zeroDivisor(expr, stat);
        if (!problem) continue;
        const own = combatant.members.includes(attack);
        report(
            accept,
            'error',
            'dice-divisor-zero',
            `${own ? '' : `${combatant.name}'s attack ${attack.name}: `}the divisor of '${problem}' can be 0, so this damage cannot be rolled.`,
            own ? damage : combatant,
            own ? 'dice' : 'name',
        );
    }
}

/** The first division whose divisor can come out 0, as text, or undefined. */
function zeroDivisor(expr: DiceExpr, stat: (name: string) => number): string | undefined {
    // Iterative walk: the tree is at most MAX_DICE_DEPTH deep, but no walk here needs recursion.
    const stack: DiceExpr[] = [expr];
    while (stack.length > 0) {
        const e = stack.pop()!;
        if (e.kind === 'negate') stack.push(e.operand);
        else if (e.kind === 'binary') {
            stack.push(e.left, e.right);
            if (e.op === '/' && canBeZero(e.right, stat)) return formatExpr(e.right);
        }
    }
    return undefined;
}

function canBeZero(divisor: DiceExpr, stat: (name: string) => number): boolean {
    try {
        const range = diceRange(divisor, stat);
        if (range.min > 0 || range.max < 0) return false;
        const dist = distribution(divisor, stat);
        return dist === undefined || dist.has(0);
    } catch {
        return false; // increments and unrollable terms are other checks' business
    }
}
