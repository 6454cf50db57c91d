/**
 * What a hit of an attack (or an ability's use) does to its target besides damage, read one way
 * however it is written: the rated attack stats (`bleeding 2`, `burning 2`), the condition tags
 * (`tags prone`) and the effects (`inflicts slowed for 2 rounds save VIT`, `removes prone`, `heals
 * 1d6`). `tags prone` and `inflicts prone` are one rule: the target gains prone on a hit.
 * Source: 002_508f9552a4514e32.txt §Conditions, §Attacks; docs/language.md §Effects.
 */
import type { DiceExpr } from '../../../engine/dice.js';
import type { AttackModel } from '../../../engine/model.js';
import { type ConditionName, isConditionName, type SaveRule } from './conditions.js';

/** Conditions a tag inflicts on a hit (the rated ones are attack stats instead). */
export const INFLICTABLE = ['dazed', 'exposed', 'frightened', 'immobilized', 'prone', 'slowed'] as const;

/** Conditions the seed gives only through HEA at 0 (§Health Damage): no effect inflicts them. */
export const NOT_INFLICTABLE: readonly ConditionName[] = ['dying'];

/** One condition a hit gives: its rating, duration and save where written; `frightened` is of the attacker. */
export interface Inflicted {
    readonly name: ConditionName;
    readonly rating?: number;
    readonly rounds?: number;
    readonly save?: SaveRule;
}

/** Everything a hit does besides damage, in the order it happens. */
export interface Aftermath {
    readonly inflicts: readonly Inflicted[];
    readonly removes: readonly ConditionName[];
    readonly heals: readonly DiceExpr[];
}

/** What an attack with nothing besides damage does (the same object every time). */
export const NO_AFTERMATH: Aftermath = { inflicts: [], removes: [], heals: [] };
const MEMO = new WeakMap<AttackModel, Aftermath>();

/**
 * What `attack` does on a hit (always, for an ability without an attack roll): the rated stats
 * first, then the condition tags, then its effects in the order written. Made once per attack
 * model (attacks are built once per document build and never changed).
 */
export function aftermathOf(attack: AttackModel): Aftermath {
    let known = MEMO.get(attack);
    if (!known) MEMO.set(attack, (known = computeAftermath(attack)));
    return known;
}

function computeAftermath(attack: AttackModel): Aftermath {
    const inflicts: Inflicted[] = [];
    /**
     * One condition written once more (`tags prone` and `inflicts prone for 1 rounds`): the same rule,
     * read once — one entry, at its first place, with every rating, duration and save written for it
     * (the later writing's where both write one). A second entry would be a second, unlimited copy.
     */
    const give = (c: Inflicted) => {
        const i = inflicts.findIndex(known => known.name === c.name);
        if (i < 0) inflicts.push(c);
        else inflicts[i] = { ...inflicts[i], ...c };
    };
    for (const name of ['bleeding', 'burning'] as const) {
        const rating = attack.stats[name];
        if (rating) give({ name, rating });
    }
    for (const name of INFLICTABLE) if (attack.tags.includes(name)) give({ name });
    const removes: ConditionName[] = [];
    const heals: DiceExpr[] = [];
    for (const effect of attack.effects ?? []) {
        if (effect.kind === 'inflict') {
            const c = effect.condition;
            if (!isConditionName(c.name) || NOT_INFLICTABLE.includes(c.name)) continue; // refused by the checks
            give({
                name: c.name,
                ...(c.value !== undefined ? { rating: c.value } : {}),
                ...(c.rounds !== undefined ? { rounds: c.rounds } : {}),
                ...(c.save ? { save: c.save } : {}),
            });
        } else if (effect.kind === 'remove') removes.push(...effect.conditions.filter(isConditionName));
        else if (effect.kind === 'heal') heals.push(effect.dice);
    }
    if (inflicts.length === 0 && removes.length === 0 && heals.length === 0) return NO_AFTERMATH;
    return { inflicts, removes, heals };
}

/** Whether a hit of `attack` gives any condition (what concentration can hold). */
export function inflictsAny(attack: AttackModel): boolean {
    return aftermathOf(attack).inflicts.length > 0;
}

/** Whether `attack` only helps its targets: no damage, nothing inflicted, something healed or removed. */
export function onlyHelps(attack: AttackModel): boolean {
    const a = aftermathOf(attack);
    return !attack.damage && a.inflicts.length === 0 && (a.heals.length > 0 || a.removes.length > 0);
}
