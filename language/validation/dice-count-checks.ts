/**
 * Dice counts taken from stats (`Q d6`, `(skills - 1) d20`, `(2 * level) d8`), checked with the
 * stats of every combatant that makes the attack — its own attacks and the ones it inherits — so
 * that `check` gives the verdict `run` would for every count a stat can produce:
 * - more than `DICE_LIMITS.maxDicePerTerm` dice (or a product too large to count): `dice-too-many`,
 *   the error a written `1001d6` gets (the model then leaves the formula out: no hover or run ever
 *   rolls it);
 * - below 0: `dice-count-negative` (the formula could not be rolled: the fighter would be harmless);
 * - a stat the combatant lacks: `dice-count-unset`; a division by 0: `dice-divisor-zero`;
 * - 0 in a damage formula: `dice-count-zero`, a warning (the term adds nothing). An attack roll's
 *   pool of 0 is left to the ruleset, which gives it its meaning (Enchanted Realms: untrained);
 * - otherwise the term it makes is checked like a written one (`checkDiceTerm`: keeping more dice
 *   than rolled, dropping them all…).
 * A template other combatants extend and that does not fight in its file may leave stats to them:
 * a stat it lacks is reported on its users, not on it.
 *
 * Written dice increments (`1d10 + 3d`) move a damage pool along the ruleset's die ladder: the term
 * they move it to is held to the same limits (`dice-too-many`), where `run` would roll it. (What
 * the rules add during a run — half Strength, a critical hit's ×3 — may grow it further, up to
 * `DICE_LIMITS.maxDicePerRoll`.)
 */
import type { ValidationAcceptor } from 'langium';
import { checkDiceTerm, DICE_LIMITS, type DiceExpr, formatExpr, parseDiceToken } from '../engine/dice.js';
import { countIncrements, firstDiceTerm } from '../engine/dice-transform.js';
import {
    type Attack,
    type Combatant,
    type CountedDice,
    type DamageProp,
    isCombatant,
    isCountedDice,
    isEncounter,
    isStatRef,
} from '../generated/ast.js';
import { countedDice, diceFromAst, ownDiceSelector, type StatLookup } from '../model/dice-ast.js';
import { attacksOf, combatantModel, formulaStatLookup, libraryWeapon } from '../model/encounter-model.js';
import { walkAst } from '../parsing/ast-walk.js';
import { nodeText } from '../parsing/written-text.js';
import { hasExtendsCycle } from '../scoping/combatant-chain.js';
import type { CheckContext } from './check-context.js';
import { report } from './context.js';

export function checkDiceCounts(combatant: Combatant, accept: ValidationAcceptor, context: CheckContext): void {
    const ruleset = context.ruleset;
    if (!ruleset || !combatant.name || hasExtendsCycle(combatant)) return;
    let stat: StatLookup;
    try {
        stat = formulaStatLookup(combatantModel(combatant, ruleset), ruleset);
    } catch {
        return; // an incomplete combatant: other checks report it
    }
    const partial = isPartialTemplate(combatant, context);
    for (const attack of attacksOf(combatant)) {
        for (const prop of attack.props) {
            if ((prop.$type !== 'DamageProp' && prop.$type !== 'AttackRoll') || !prop.dice) continue;
            const damage = prop.$type === 'DamageProp';
            walkAst(prop.dice, node => {
                if (isCountedDice(node)) checkCount(node, { combatant, attack, damage, stat, partial }, accept);
            });
        }
    }
}

interface CountContext {
    readonly combatant: Combatant;
    readonly attack: Attack;
    /** A damage formula (a zero count is reported) rather than an attack roll. */
    readonly damage: boolean;
    readonly stat: StatLookup;
    readonly partial: boolean;
}

function checkCount(node: CountedDice, context: CountContext, accept: ValidationAcceptor): void {
    const { combatant, attack, stat } = context;
    const count = countedDice(node, stat);
    const own = combatant.members.includes(attack);
    const text = nodeText(node) ?? 'this dice count';
    // An inherited attack is reported on the combatant's name, saying which attack it is.
    const say = (severity: 'error' | 'warning', code: string, message: string) =>
        report(
            accept,
            severity,
            code,
            own ? message : `${combatant.name}'s attack ${attack.name}: ${message}`,
            own ? node : combatant,
            own ? undefined : 'name',
        );
    const values = statValues(node, stat);
    const forWhom = `for ${combatant.name}${values ? ` (${values})` : ''}`;
    switch (count.kind) {
        case 'incomplete':
        case 'rolled':
            return; // a half-written formula, or dice in the count: other checks report them
        case 'unset':
            if (!context.partial)
                say('error', 'dice-count-unset', `'${text}' counts its dice with '${count.stat}', which ${combatant.name} does not have.`);
            return;
        case 'divisor-zero':
            say('error', 'dice-divisor-zero', `The dice count of '${text}' divides by 0 ${forWhom}.`);
            return;
    }
    const n = count.value;
    const max = DICE_LIMITS.maxDicePerTerm;
    if (!Number.isSafeInteger(n) || n > max) {
        const amount = Number.isSafeInteger(n) ? `${n} dice` : `more dice than can be counted`;
        say('error', 'dice-too-many', `'${text}' rolls ${amount} ${forWhom}; the limit is ${max} dice per term.`);
    } else if (n < 0) {
        say('error', 'dice-count-negative', `'${text}' comes to ${n} dice ${forWhom}; a dice count is 0 or more.`);
    } else if (n === 0) {
        if (context.damage) say('warning', 'dice-count-zero', `'${text}' rolls no dice ${forWhom}, so it adds nothing to the damage.`);
    } else if (node.die) {
        // `(Q d6)kh1`: the group's selector keeps from the term's own dice.
        const parsed = parseDiceToken(`${n}${node.die}${ownDiceSelector(node)}`);
        if (!('term' in parsed)) return; // a malformed die: checkDamageFormula reports it
        for (const problem of checkDiceTerm(parsed.term)) say(problem.severity, problem.code, `${forWhom}: ${problem.message}`);
    }
}

/** The stats a count reads with their values, e.g. `Q 20, level 3`; '' when it reads none. */
function statValues(node: CountedDice, stat: StatLookup): string {
    const names: string[] = [];
    if (node.count)
        walkAst(node.count, n => {
            if (isStatRef(n) && n.name && !names.includes(n.name)) names.push(n.name);
        });
    return names.map(name => `${name} ${stat(name) ?? 'not set'}`).join(', ');
}

/**
 * A creature others extend that no encounter of its file brings as it is: its users give the stats
 * it lacks. Read from the items referencing it (`context.referrers()`, the validation cache's rule).
 */
export function isPartialTemplate(combatant: Combatant, context: CheckContext): boolean {
    const referrers = context.referrers();
    const isBase = referrers.some(e => isCombatant(e) && e.base?.ref === combatant);
    const fights = referrers.some(
        e => isEncounter(e) && e.members.some(m => m.$type === 'Side' && m.participants.some(p => p.combatant?.ref === combatant)),
    );
    return isBase && !fights;
}

/**
 * A damage formula's written increments moved along the ruleset's ladder: the first dice term (the
 * pool) ends where `run` would roll it, held to the dice limits like a written term.
 */
export function checkLadderSteps(attack: Attack, accept: ValidationAcceptor, context: CheckContext): void {
    const ruleset = context.ruleset;
    const ladder = ruleset?.ladder;
    if (!ladder || libraryWeapon(attack, ruleset)) return;
    for (const prop of attack.props) {
        if (prop.$type !== 'DamageProp') continue;
        const expr = diceFromAst((prop as DamageProp).dice);
        const steps = expr ? countIncrements(expr) : 0;
        const first = expr && firstDiceTerm(expr);
        if (!first || steps === 0 || first.count > DICE_LIMITS.maxDicePerTerm) continue;
        let moved: DiceExpr;
        try {
            moved = ladder.shift(first, steps);
        } catch {
            continue; // a term the ladder cannot place: the ruleset's own checks say so
        }
        const term = firstDiceTerm(moved);
        if (term && term.count > DICE_LIMITS.maxDicePerTerm)
            report(
                accept,
                'error',
                'dice-too-many',
                `Its increments move ${first.notation} ${steps} steps along ${ladder.name} to ${formatExpr(moved)}: ${term.count} dice; the limit is ${DICE_LIMITS.maxDicePerTerm} dice per term.`,
                prop,
                'dice',
            );
    }
}
