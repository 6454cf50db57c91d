/**
 * What a Paladins attack does to one target, for hovers and inlay hints: the damage distribution of
 * its roll less the target's defense (none for damage instead of an attack), with everything the
 * script says about this line — the target's starting prone (±4, until the script stands it up) and
 * exposed (+4), the dodge it scripts against this attacker this round (d6 + its DEX off the roll),
 * the shield it raises (the damage is paid in STA) — and the formula as the GM reads it.
 * Source: 002_508f9552a4514e32.txt §Attacks, §Dual Wielding, §Conditions, §Stamina Actions.
 */
import { type DiceExpr, formatExprWith } from '../../engine/dice.js';
import type { AttackModel, CombatantModel } from '../../engine/model.js';
import type { AttackScene, DamageOutlook } from '../ruleset.js';
import { damageDistribution, defenseOf, defenseValue, dice, noAttackRoll } from './rules/attacks.js';
import { EXPOSED_BONUS, proneShift } from './rules/conditions.js';
import { attackFormula } from './rules/dual-wielding.js';
import { provokesOpportunityAttacks } from './rules/movement.js';

/** A formula with stat values shown, e.g. `1d8 + DEX (2)`. */
function formulaText(expr: DiceExpr, stats: Readonly<Record<string, number>>): string {
    return formatExprWith(expr, e => {
        switch (e.kind) {
            case 'number':
                return String(e.value);
            case 'dice':
                return e.term.notation;
            case 'increment':
                return `${e.steps}d`;
            case 'stat':
                return `${e.name} (${stats[e.name] ?? 0})`;
        }
    });
}

/** Whether an action stands a prone combatant up: a move, a shift or a flee (a crawl keeps it down). */
const standsUp = (action: { readonly action: string; readonly isAttack: boolean }) =>
    !action.isAttack && action.action !== 'crawl' && (action.action === 'shift' || provokesOpportunityAttacks(action.action));

/** What the script says of the target on this line: prone and exposed from the start, the reaction it scripts against this attacker. */
function lineOf(scene: AttackScene | undefined): { prone: boolean; exposed: boolean; reaction?: 'dodge' | 'shield' } {
    if (!scene) return { prone: false, exposed: false };
    const atStart = scene.instances.find(i => i.id === scene.targetId)?.conditions;
    const starts = (name: string) => atStart?.some(c => c.name === name) ?? false;
    const prone = starts('prone') && !(scene.targetEarlierActions ?? []).some(standsUp);
    const reaction = scene.targetActions.find(
        a => !a.isAttack && (a.action === 'dodge' || a.action === 'shield') && a.targets.includes(scene.attackerId),
    );
    return { prone, exposed: starts('exposed'), ...(reaction ? { reaction: reaction.action as 'dodge' | 'shield' } : {}) };
}

/** The hover's view of one attack against one target, with the modifiers the script gives this line. */
export function damageOutlook(
    attack: AttackModel,
    attacker: CombatantModel,
    target: CombatantModel,
    targetCount: number,
    scene?: AttackScene,
): DamageOutlook | undefined {
    const formula = attackFormula(attack, targetCount);
    if (!formula) return undefined;
    const direct = noAttackRoll(attack);
    const defenseName = defenseOf(attack);
    const defense = defenseValue(attack, name => target.stats[name] ?? 0);
    const line = direct ? { prone: false, exposed: false } : lineOf(scene);
    const prone = proneShift(attack, line.prone);
    const exposed = line.exposed ? EXPOSED_BONUS : 0;
    const dex = target.stats.DEX ?? 0;
    const dodged: DiceExpr =
        line.reaction === 'dodge'
            ? { kind: 'binary', op: '-', left: formula, right: { kind: 'binary', op: '+', left: dice(1, 6), right: { kind: 'number', value: dex } } }
            : formula;
    const parts = [formulaText(formula, attacker.stats)];
    if (prone) parts.push(`${prone > 0 ? '+' : '−'} 4 prone (from the start)`);
    if (line.reaction === 'dodge') parts.push(`− dodge 1d6 + DEX (${dex})`);
    try {
        return {
            distribution: damageDistribution(dodged, attacker.stats, prone + exposed, defense),
            formula: direct
                ? `${parts[0]} (damage instead of an attack: no attack roll, no defense)`
                : `${parts.join(' ')} − ${defenseName} ${defense}${exposed ? ' + 4 exposed (from the start, until it saves)' : ''}${line.reaction === 'shield' ? ' (shielded: paid in STA, not HEA)' : ''}`,
            versus: direct ? 'no defense' : `${defenseName} ${defense}`,
        };
    } catch {
        return undefined; // increments or unrollable dice: validation reports them
    }
}
