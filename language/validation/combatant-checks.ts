/** Checks of stat blocks and attacks against the ruleset's schema. */
import { AstUtils, type ValidationAcceptor } from 'langium';
import { checkDiceTerm, parseDiceToken } from '../engine/dice.js';
import type { Attack, Combatant, DiceExpr as DiceAst, Document, Stat } from '../generated/ast.js';
import { hasExtendsCycle, MAX_EXTENDS_DEPTH, combatantChain } from '../scoping/combatant-chain.js';
import { attackModel, combatantModel, libraryWeapon, statedStats } from '../model/encounter-model.js';
import { diceDepth, diceLiterals, MAX_DICE_DEPTH } from '../model/dice-ast.js';
import type { Ruleset, StatSpec } from '../rulesets/ruleset.js';
import { closest, didYouMean } from '../util/suggest.js';
import { report, rulesetOf } from './context.js';

export function checkCombatant(combatant: Combatant, accept: ValidationAcceptor): void {
    if (!combatant.name) return; // half-written (`creature 3`): the syntax error says what is missing
    const ruleset = rulesetOf(combatant);
    if (hasExtendsCycle(combatant)) {
        report(accept, 'error', 'extends-cycle', `${combatant.name} extends itself through its templates.`, combatant, 'base');
    } else if (combatantChain(combatant).length >= MAX_EXTENDS_DEPTH && combatantChain(combatant).at(-1)?.base) {
        report(accept, 'error', 'extends-too-deep', `Template chains are limited to ${MAX_EXTENDS_DEPTH} levels.`, combatant, 'base');
    }
    if (!ruleset) return;
    const seenStats = new Map<string, Stat>();
    const checkStat = (stat: Stat, inDefenses: boolean) => {
        if (!stat.name) return;
        const spec = ruleset.stats.find(s => s.name === stat.name);
        if (!spec) {
            const pool = ruleset.stats.filter(s => (s.group === 'defenses') === inDefenses).map(s => s.name);
            const best =
                closest(stat.name, pool) ??
                closest(
                    stat.name,
                    ruleset.stats.map(s => s.name),
                );
            report(
                accept,
                'error',
                'unknown-stat',
                `${ruleset.name} has no ${inDefenses ? 'defense' : 'stat'} '${stat.name}'.${best ? ` Did you mean '${best}'?` : ''} Known: ${pool.join(', ')}.`,
                stat,
                'name',
                {
                    fixes: best ? [{ title: `Change to '${best}'`, newText: best }] : undefined,
                },
            );
            return;
        }
        if (inDefenses && spec.group !== 'defenses') {
            report(
                accept,
                'error',
                'stat-not-a-defense',
                `${stat.name} is not a defense in ${ruleset.name}; write it outside the defenses block.`,
                stat,
                'name',
            );
        }
        checkRange(stat, spec, ruleset, accept);
        if (seenStats.has(stat.name)) report(accept, 'error', 'duplicate-stat', `${stat.name} is given twice in ${combatant.name}.`, stat, 'name');
        seenStats.set(stat.name, stat);
    };
    const attacks = new Set<string>();
    for (const member of combatant.members) {
        if (member.$type === 'Stat') checkStat(member, false);
        else if (member.$type === 'DefenseBlock') for (const s of member.stats) checkStat(s, true);
        else if (member.$type === 'Attack') {
            if (attacks.has(member.name))
                report(accept, 'error', 'duplicate-name', `${combatant.name} already has an attack named '${member.name}'.`, member, 'name');
            attacks.add(member.name);
        }
    }
    const stated = statedStats(combatant);
    const missing = ruleset.stats.filter(s => s.required && stated[s.name] === undefined).map(s => s.name);
    if (missing.length > 0) {
        // A creature other combatants extend may be a partial template (its users are checked),
        // unless an encounter of this file brings it into a fight as it is.
        const root = AstUtils.findRootNode(combatant) as Document;
        const isBase = root.elements.some(e => e.$type === 'Combatant' && e.base?.ref === combatant);
        const fights = root.elements.some(
            e => e.$type === 'Encounter' && e.members.some(m => m.$type === 'Side' && m.participants.some(p => p.combatant?.ref === combatant)),
        );
        const partial = isBase && !fights;
        report(
            accept,
            partial ? 'warning' : 'error',
            'missing-stat',
            `${combatant.name} needs ${missing.join(', ')} under ${ruleset.name}${partial ? ' (fine for a template that others extend, but not to fight as it is)' : ''}.`,
            combatant,
            'name',
        );
    }
    if (ruleset.checkCombatant && !hasExtendsCycle(combatant)) {
        const own = [...seenStats.values()].filter(s => typeof s.value === 'number').map(s => ({ name: s.name, value: s.value, at: s }));
        ruleset.checkCombatant({ model: combatantModel(combatant, ruleset), own, at: combatant }, issue => {
            report(accept, issue.severity, issue.code, issue.message, issue.at as never, issue.at === combatant ? 'name' : undefined, {
                fixes: issue.fix ? [issue.fix] : undefined,
            });
        });
    }
}

function checkRange(stat: Stat, spec: StatSpec, ruleset: Ruleset, accept: ValidationAcceptor): void {
    if (typeof stat.value !== 'number') return;
    if ((spec.min !== undefined && stat.value < spec.min) || (spec.max !== undefined && stat.value > spec.max)) {
        report(
            accept,
            'error',
            'stat-out-of-range',
            `${ruleset.name}'s ${spec.name} must be between ${spec.min ?? '−∞'} and ${spec.max ?? '∞'}; ${stat.value} is outside.`,
            stat,
            'value',
        );
    }
}

export function checkAttack(attack: Attack, accept: ValidationAcceptor): void {
    const ruleset = rulesetOf(attack);
    if (!ruleset) return;
    const owner = attack.$container;
    const defenses = ruleset.stats.filter(s => s.group === 'defenses').map(s => s.name);
    const tags = ruleset.attackTags.map(t => t.name);
    let damageCount = 0;
    for (const prop of attack.props) {
        switch (prop.$type) {
            case 'TargetDefense':
                if (prop.defense && !defenses.includes(prop.defense)) {
                    const best = closest(prop.defense, defenses);
                    report(
                        accept,
                        'error',
                        'unknown-defense',
                        `${ruleset.name} has no defense '${prop.defense}'.${best ? ` Did you mean '${best}'?` : ''} Defenses: ${defenses.join(', ')}.`,
                        prop,
                        'defense',
                        {
                            fixes: best ? [{ title: `Change to '${best}'`, newText: best }] : undefined,
                        },
                    );
                }
                break;
            case 'TagList':
                prop.tags.forEach((tag, index) => {
                    if (tag && !tags.includes(tag)) {
                        const best = closest(tag, tags);
                        report(
                            accept,
                            'warning',
                            'unknown-tag',
                            `${ruleset.name} gives no meaning to the tag '${tag}'.${didYouMean(tag, tags)} Known tags: ${tags.join(', ')}.`,
                            prop,
                            'tags',
                            {
                                index,
                                fixes: best ? [{ title: `Change to '${best}'`, newText: best }] : undefined,
                            },
                        );
                    }
                });
                break;
            case 'Stat': {
                const spec = ruleset.attackStats.find(s => s.name === prop.name);
                if (!spec) {
                    const names = ruleset.attackStats.map(s => s.name);
                    const best = closest(prop.name, names);
                    report(
                        accept,
                        'error',
                        'unknown-stat',
                        `An attack in ${ruleset.name} has no stat '${prop.name}'.${didYouMean(prop.name, names)} Attack stats: ${names.join(', ')}.`,
                        prop,
                        'name',
                        {
                            fixes: best ? [{ title: `Change to '${best}'`, newText: best }] : undefined,
                        },
                    );
                } else checkRange(prop, spec, ruleset, accept);
                break;
            }
            case 'DamageProp':
                damageCount++;
                if (damageCount > 1) report(accept, 'error', 'duplicate-damage', `${attack.name} has more than one damage line.`, prop);
                checkDamageFormula(prop.dice, ruleset, accept);
                break;
        }
    }
    const firstDice = attack.props
        .flatMap(p => (p.$type === 'DamageProp' ? diceLiterals(p.dice) : []))
        .find(lit => lit.token && 'term' in parseDiceToken(lit.token));
    if (attack.kind === 'weapon' && attack.name && !libraryWeapon(attack, ruleset)) {
        const names = (ruleset.weapons ?? []).map(w => w.name);
        const best = closest(attack.name, names);
        report(
            accept,
            'error',
            'unknown-weapon',
            names.length === 0
                ? `${ruleset.name} has no weapon library; write 'attack ${attack.name} { ... }' with its damage.`
                : `${ruleset.name} has no weapon '${attack.name}'.${best ? ` Did you mean '${best}'?` : ''} Weapons: ${names.join(', ')}.`,
            attack,
            'name',
            {
                fixes: best ? [{ title: `Change to '${best}'`, newText: best }] : undefined,
            },
        );
    }
    ruleset.checkAttack?.(
        { model: attackModel(attack, ruleset), diceAt: firstDice, diceToken: firstDice?.token, at: attack },
        { name: owner.name, kind: owner.kind, stats: statedStats(owner), attacks: [] },
        issue => {
            report(
                accept,
                issue.severity,
                issue.code,
                issue.message,
                issue.at as never,
                issue.at === firstDice ? 'token' : issue.at === attack ? 'name' : undefined,
                { fixes: issue.fix ? [issue.fix] : undefined },
            );
        },
    );
}

/** Dice that cannot be rolled, increments the ruleset lacks, stat names it does not know. */
export function checkDamageFormula(formula: DiceAst | undefined, ruleset: Ruleset, accept: ValidationAcceptor): void {
    if (!formula) return;
    if (diceDepth(formula) > MAX_DICE_DEPTH) {
        report(accept, 'error', 'dice-too-deep', `This formula nests deeper than ${MAX_DICE_DEPTH} levels; simplify it.`, formula);
        return;
    }
    for (const lit of diceLiterals(formula)) {
        if (!lit.token) continue;
        const parsed = parseDiceToken(lit.token);
        if ('error' in parsed) {
            report(accept, 'error', 'dice-malformed', parsed.error, lit, 'token');
        } else if ('increment' in parsed) {
            if (!ruleset.supportsIncrements)
                report(
                    accept,
                    'error',
                    'dice-increment-unsupported',
                    `${ruleset.name} has no dice increments ('${lit.token}' means one step up a dice ladder in Rise).`,
                    lit,
                    'token',
                );
        } else {
            for (const problem of checkDiceTerm(parsed.term)) report(accept, problem.severity, problem.code, problem.message, lit, 'token');
        }
    }
    const stats = new Set([...ruleset.stats.map(s => s.name)]);
    AstUtils.streamAst(formula).forEach(node => {
        if (node.$type === 'StatRef') {
            const name = (node as unknown as { name: string }).name;
            if (name && !stats.has(name)) {
                const best = closest(name, stats);
                report(
                    accept,
                    'error',
                    'unknown-stat',
                    `'${name}' is not a ${ruleset.name} stat a formula can use.${best ? ` Did you mean '${best}'?` : ''}`,
                    node,
                    'name',
                    {
                        fixes: best ? [{ title: `Change to '${best}'`, newText: best }] : undefined,
                    },
                );
            }
        }
    });
}
