/** Checks of stat blocks and attacks against the ruleset's schema. */
import type { AstNode, ValidationAcceptor } from 'langium';
import { checkDiceTerm, parseDiceToken } from '../engine/dice.js';
import {
    type Attack,
    type Combatant,
    type CountedDice,
    type DiceExpr as DiceAst,
    isCombatant,
    isCountedDice,
    isStatRef,
    type Stat,
    type TagList,
} from '../generated/ast.js';
import { hasExtendsCycle, MAX_EXTENDS_DEPTH, combatantChain } from '../scoping/combatant-chain.js';
import { attackModel, combatantModel, formulaStatLookup, libraryWeapon, statedStats } from '../model/encounter-model.js';
import { diceDepth, diceLiterals, groupProblems, MAX_DICE_DEPTH, writtenGroup } from '../model/dice-ast.js';
import { walkAst } from '../parsing/ast-walk.js';
import { writtenText } from '../parsing/written-text.js';
import { type Slot, slot, wordOf } from '../grammar-slots.js';
import type { Ruleset, StatGroupSpec, StatSpec } from '../rulesets/ruleset.js';
import { findRuleset } from '../rulesets/registry.js';
import { ownWordFor } from '../rulesets/stat-words.js';
import { closest } from '../util/suggest.js';
import { extendsUnresolved } from './broken-imports.js';
import type { CheckContext } from './check-context.js';
import { report } from './context.js';
import { isPartialTemplate } from './dice-count-checks.js';
import { STAT_LIMIT } from './number-ranges.js';
import { checkEffects } from './tactical-checks.js';
import { reportUnknownName } from './unknown-names.js';

export function checkCombatant(combatant: Combatant, accept: ValidationAcceptor, context: CheckContext): void {
    if (!combatant.name) return; // half-written (`creature 3`): the syntax error says what is missing
    const ruleset = context.ruleset;
    if (hasExtendsCycle(combatant)) {
        report(accept, 'error', 'extends-cycle', `${combatant.name} extends itself through its templates.`, combatant, 'base');
    } else if (combatantChain(combatant).length >= MAX_EXTENDS_DEPTH && combatantChain(combatant).at(-1)?.base) {
        report(accept, 'error', 'extends-too-deep', `Template chains are limited to ${MAX_EXTENDS_DEPTH} levels.`, combatant, 'base');
    }
    if (!ruleset) return;
    const seenStats = new Map<string, Stat>();
    /** Entries of open groups (`skills { swords 1 }`), for the ruleset's own checks of them. */
    const entries: { group: string; name: string; value: number; at: Stat }[] = [];
    /** Required stats an unknown stat of this block was taken for (its did-you-mean). */
    const misspelt = new Set<string>();
    const checkStat = (stat: Stat, group: StatGroupSpec | undefined) => {
        if (!stat.name) return;
        if (group?.open) {
            checkRange(stat, { name: `${group.name} entry`, min: group.min, max: group.max }, ruleset, accept);
            if (Number.isFinite(stat.value)) entries.push({ group: group.name, name: stat.name, value: stat.value, at: stat });
            return;
        }
        const spec = wordOf(slot('stat'), ruleset, stat.name);
        // A stat in another ruleset's words (`hp` under Rise): renamed to this ruleset's own word.
        const own = spec ? undefined : ownWordFor(ruleset.id, stat.name);
        if (own && wordOf(slot('stat'), ruleset, own.word)) {
            const whose = own.from.map(id => `${findRuleset(id)?.name ?? id}'s`).join(' and ');
            report(
                accept,
                'error',
                'other-ruleset-stat',
                `${ruleset.name} calls ${own.concept} '${own.word}'${whose ? `; '${stat.name}' is ${whose} word` : ''}.`,
                stat,
                'name',
                { fixes: [{ title: `Rename to '${own.word}'`, newText: own.word }] },
            );
            misspelt.add(own.word);
            return;
        }
        if (!spec) {
            // Known: the stats of the block it is written in; a did-you-mean prefers them.
            const pool = ruleset.stats.filter(s => s.group === group?.name).map(s => s.name);
            const best = reportUnknownName(accept, slot('stat'), ruleset, stat.name, stat, 'name', {
                suggest: [pool, ruleset.stats.map(s => s.name)],
                message: d => `${ruleset.name} has no ${group ? entryWord(group.name) : 'stat'} '${stat.name}'.${d} Known: ${pool.join(', ')}.`,
            });
            if (best) misspelt.add(best);
            return;
        }
        if (group && spec.group !== group.name) {
            report(
                accept,
                'error',
                'stat-wrong-group',
                `${stat.name} is not in ${ruleset.name}'s ${group.name}; write it ${spec.group ? `in the ${spec.group} block` : 'outside the block'}.`,
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
        if (member.$type === 'Stat') checkStat(member, undefined);
        else if (member.$type === 'StatGroup') {
            const group = wordOf(slot('stat-group'), ruleset, member.group) as StatGroupSpec | undefined;
            if (!group) {
                const names = ruleset.statGroups.map(g => g.name);
                reportUnknownName(accept, slot('stat-group'), ruleset, member.group, member, 'group', {
                    message: d => `${ruleset.name} has no '${member.group}' block.${d} Blocks: ${names.join(', ') || 'none'}.`,
                });
                continue;
            }
            for (const s of member.stats) checkStat(s, group);
        } else if (member.$type === 'TagList') {
            checkTags(member, slot('combatant-tag'), ruleset, `${ruleset.name} gives combatants no tag`, accept);
        } else if (member.$type === 'DamageTraits') {
            checkCategories(member, member.categories, 'categories', ruleset, accept);
        } else if (member.$type === 'Attack' && member.name) {
            // (A nameless attack is a syntax error already: it clashes with nothing.)
            if (attacks.has(member.name))
                report(accept, 'error', 'duplicate-name', `${combatant.name} already has an attack named '${member.name}'.`, member, 'name');
            attacks.add(member.name);
        }
    }
    const stated = statedStats(combatant);
    // A required stat written misspelt (`hit_point`) is one mistake: its unknown-stat error says so,
    // with the fix; it is not reported missing as well.
    const missing = ruleset.stats.filter(s => s.required && stated[s.name] === undefined && !misspelt.has(s.name)).map(s => s.name);
    // A template that resolves nowhere (a typo, an import that cannot be read) is reported once, on its name.
    if (missing.length > 0 && !extendsUnresolved(combatant)) {
        // A creature other combatants extend may be a partial template (its users are checked),
        // unless an encounter of this file brings it into a fight as it is.
        const partial = isPartialTemplate(combatant, context);
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
        const own = [...seenStats.values()].filter(s => Number.isFinite(s.value)).map(s => ({ name: s.name, value: s.value, at: s }));
        ruleset.checkCombatant({ model: combatantModel(combatant, ruleset), own, entries, at: combatant }, issue => {
            report(accept, issue.severity, issue.code, issue.message, issue.at as never, issue.at === combatant ? 'name' : undefined, {
                fixes: issue.fix ? [issue.fix] : undefined,
            });
        });
    }
}

/** What one stat of a group is called in messages: a defense, a skills entry. */
function entryWord(group: string): string {
    return group === 'defenses' ? 'defense' : `${group} entry`;
}

/** Tags a ruleset does not know: a warning (a tag is a note to the reader as much as a rule; the slot says so). */
function checkTags(list: TagList, tagSlot: Slot, ruleset: Ruleset, what: string, accept: ValidationAcceptor): void {
    const tags = tagSlot.vocabulary(ruleset).map(t => t.name);
    list.tags.forEach((tag, index) => {
        if (!tag || tags.includes(tag)) return;
        reportUnknownName(accept, tagSlot, ruleset, tag, list, 'tags', {
            index,
            message: d => `${what} '${tag}'.${d} Known tags: ${tags.join(', ') || 'none'}.`,
        });
    });
    // Two tags that say opposite things: the later one is refused (the engine would read only one).
    for (const set of ruleset.exclusiveTags ?? []) {
        let first: string | undefined;
        list.tags.forEach((tag, index) => {
            if (!set.tags.includes(tag)) return;
            if (first === undefined || first === tag) {
                first = tag;
                return;
            }
            const other = first;
            report(accept, 'error', 'contradictory-tags', `'${tag}' contradicts '${other}': ${set.why}. Keep one.`, list, 'tags', { index });
        });
    }
}

/** Damage categories (`category fire`, `resists fire`): unsupported where the ruleset has none, unknown ones reported. */
function checkCategories(node: AstNode, categories: readonly string[], property: string, ruleset: Ruleset, accept: ValidationAcceptor): void {
    const known = slot('damage-category')
        .vocabulary(ruleset)
        .map(c => c.name);
    if (known.length === 0) {
        report(
            accept,
            'error',
            'feature-unsupported',
            `${ruleset.name} has no damage categories, so resistances and categories mean nothing in it.`,
            node,
        );
        return;
    }
    categories.forEach((category, index) => {
        if (!category || known.includes(category)) return;
        reportUnknownName(accept, slot('damage-category'), ruleset, category, node, property, { known, index });
    });
}

/** A stat within its schema range; a stat the schema gives no bound keeps within ±STAT_LIMIT (docs/limits.md). */
function checkRange(stat: Stat, spec: Pick<StatSpec, 'name' | 'min' | 'max'>, ruleset: Ruleset, accept: ValidationAcceptor): void {
    if (typeof stat.value !== 'number') return;
    const min = spec.min ?? -STAT_LIMIT;
    const max = spec.max ?? STAT_LIMIT;
    if (stat.value < min || stat.value > max) {
        // The text as written: a number past 2^53 has lost digits once converted.
        const written = writtenText(stat, 'value') ?? String(stat.value);
        report(
            accept,
            'error',
            'stat-out-of-range',
            `${ruleset.name}'s ${spec.name} must be between ${min} and ${max}; ${written} is outside.`,
            stat,
            'value',
        );
    }
}

/** The stat or group an attack's `roll` reads its dice count from (`roll skills d20`: `skills`), if it does. */
function rollCountFrom(attack: Attack): string | undefined {
    for (const prop of attack.props) {
        if (prop.$type !== 'AttackRoll') continue;
        const dice = prop.dice;
        return isCountedDice(dice) && isStatRef(dice.count) ? dice.count.name : undefined;
    }
    return undefined;
}

export function checkAttack(attack: Attack, accept: ValidationAcceptor, context: CheckContext): void {
    const ruleset = context.ruleset;
    const owner = context.item;
    if (!ruleset || !isCombatant(owner)) return;
    const defenses = slot('defense')
        .vocabulary(ruleset)
        .map(s => s.name);
    let damageCount = 0;
    for (const prop of attack.props) {
        switch (prop.$type) {
            case 'TargetDefense':
                if (prop.defenses.length > 1 && !ruleset.features.multipleDefenses) {
                    report(accept, 'error', 'feature-unsupported', `An attack in ${ruleset.name} goes against one defense.`, prop, 'defenses', {
                        index: 1,
                    });
                }
                prop.defenses.forEach((defense, index) => {
                    if (!defense || defenses.includes(defense)) return;
                    reportUnknownName(accept, slot('defense'), ruleset, defense, prop, 'defenses', { known: defenses, index });
                });
                break;
            case 'AttackRoll':
                if (!ruleset.features.attackRoll) {
                    report(accept, 'error', 'feature-unsupported', `${ruleset.name} fixes the attack roll itself; an attack cannot state one.`, prop);
                } else checkDamageFormula(prop.dice, ruleset, accept);
                break;
            case 'TraitUse':
                if (!ruleset.features.attackTraits) {
                    report(accept, 'error', 'feature-unsupported', `Attacks in ${ruleset.name} do not name the traits they use.`, prop);
                    break;
                }
                prop.traits.forEach((trait, index) => {
                    if (!trait || wordOf(slot('trait'), ruleset, trait)) return;
                    reportUnknownName(accept, slot('trait'), ruleset, trait, prop, 'traits', {
                        index,
                        fix: false,
                        message: d => `${ruleset.name} has no trait '${trait}'.${d}`,
                    });
                });
                break;
            case 'DamageCategory':
                checkCategories(prop, [prop.category], 'category', ruleset, accept);
                break;
            case 'TagList':
                checkTags(prop, slot('attack-tag'), ruleset, `${ruleset.name} gives no meaning to the tag`, accept);
                break;
            case 'Stat': {
                const spec = wordOf(slot('attack-stat'), ruleset, prop.name);
                if (!spec) {
                    const names = ruleset.attackStats.map(s => s.name);
                    reportUnknownName(accept, slot('attack-stat'), ruleset, prop.name, prop, 'name', {
                        message: d => `An attack in ${ruleset.name} has no stat '${prop.name}'.${d} Attack stats: ${names.join(', ')}.`,
                    });
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
    checkEffects(attack, ruleset, accept, dice => checkDamageFormula(dice, ruleset, accept));
    // An attack with no damage at all rolls nothing on a hit, unless the ruleset draws harm from
    // elsewhere, or it is an ability or has effects besides damage (a trip that only knocks prone).
    const unknownWeapon = attack.kind === 'weapon' && !libraryWeapon(attack, ruleset);
    const writesDamage = attack.props.some(p => p.$type === 'DamageProp');
    const isEffect = attack.kind === 'ability' || (attackModel(attack, ruleset).effects?.length ?? 0) > 0;
    if (
        attack.name &&
        !ruleset.features.attacksWithoutDamage &&
        !unknownWeapon &&
        !writesDamage &&
        !isEffect &&
        !attackModel(attack, ruleset).damage
    ) {
        report(
            accept,
            'warning',
            'attack-without-damage',
            `${attack.name} has no damage formula, so a hit rolls no damage under ${ruleset.name}. Add one, e.g. 'damage 1d6'.`,
            attack,
            'name',
        );
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
    // The ruleset's checks speak of an attack by its name: a nameless one (the parser has reported
    // it) would read as 'undefined …' (found by the fuzz campaign).
    if (!attack.name) return;
    // The attack as its owner's fights build it: dice counts read from the owner's stats (`Q d6`,
    // `skills d20`) are resolved, so the ruleset judges the formula a run would roll.
    const ownerModel = combatantModel(owner, ruleset);
    ruleset.checkAttack?.(
        {
            model: attackModel(attack, ruleset, formulaStatLookup(ownerModel, ruleset)),
            diceAt: firstDice,
            diceToken: firstDice?.token,
            at: attack,
            rollCountFrom: rollCountFrom(attack),
        },
        ownerModel,
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

/** Per ruleset, computed once (the checks run per formula). */
const formulaStatsOf = new WeakMap<Ruleset, ReadonlySet<string>>();

/** The names a formula may use: the formula-stat slot's stats, and every open stat group (`skills d20`). */
function formulaStats(ruleset: Ruleset): ReadonlySet<string> {
    let names = formulaStatsOf.get(ruleset);
    if (!names) {
        const stats = slot('formula-stat').vocabulary(ruleset);
        names = new Set([...stats.map(s => s.name), ...ruleset.statGroups.filter(g => g.open).map(g => g.name)]);
        formulaStatsOf.set(ruleset, names);
    }
    return names;
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
            report(accept, 'error', parsed.code, parsed.error, lit, 'token');
        } else if ('increment' in parsed) {
            if (!ruleset.ladder)
                report(
                    accept,
                    'error',
                    'dice-increment-unsupported',
                    `'${lit.token}' has no die size: write one, e.g. '${lit.token}6'. (${ruleset.name} has no die ladder for '${lit.token}' to step up.)`,
                    lit,
                    'token',
                );
        } else {
            for (const problem of checkDiceTerm(parsed.term)) report(accept, problem.severity, problem.code, problem.message, lit, 'token');
        }
    }
    const stats = formulaStats(ruleset);
    walkAst(formula, node => {
        const group = writtenGroup(node as DiceAst);
        if (group) {
            // Groups and sets (`{4d6+3, 2d8}kh1`): the verdict `strife roll` gives them, on the selector.
            const at = group.selector === undefined ? undefined : group.property;
            for (const p of groupProblems(group)) report(accept, p.severity, p.code, p.message, group.node, at);
        } else if (isCountedDice(node)) checkCountedDice(node, accept);
        if (isStatRef(node)) {
            const name = node.name;
            if (name && !stats.has(name)) {
                reportUnknownName(accept, slot('formula-stat'), ruleset, name, node, 'name', {
                    known: [...stats],
                    message: d => `'${name}' is not a ${ruleset.name} stat a formula can use.${d}`,
                });
            }
        }
    });
}

/** `skills d20`: the die after a count has no count of its own, and the count is a number, not a roll. */
function checkCountedDice(node: CountedDice, accept: ValidationAcceptor): void {
    if (node.die && !/^d(\d+|%)/.test(node.die)) {
        report(
            accept,
            'error',
            'dice-count-twice',
            `A dice count written before '${node.die}' needs a die without its own count, e.g. 'skills d20'.`,
            node,
            'die',
        );
    }
    if (diceLiterals(node.count).length > 0) {
        report(accept, 'error', 'dice-count-rolled', 'A dice count is a number or stats, not a roll.', node.count);
    }
}
