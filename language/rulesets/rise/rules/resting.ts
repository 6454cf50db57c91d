/**
 * What a Rise character carries from one fight of a day to the next, and what rests restore.
 * Seed: recover is not usable again until a short rest (§Recover); a long rest removes one vital
 * wound (§Removing Vital Wounds). The rest — hit points and damage resistance back with a short rest,
 * fatigue cleared by a long one, conditions ended by a short one, the most harmful wound removed
 * first — is the Rise core book's or Strife's choice, and each is an assumption in the doc.
 */
import type { ConditionModel } from '../../../engine/model.js';
import type { RestLog } from '../../../engine/contract.js';
import { shortLongUsesBack } from '../../../engine/uses.js';
import { wordList } from '../../../engine/terminal-text.js';
import { lastingWounds, vitalEffect } from './vital-wounds.js';

/** A party member's state between fights. */
export interface RiseCarried {
    readonly hp: number;
    readonly resistance: number;
    readonly fatigue: number;
    /** Vital roll results, one per vital wound, in the order taken. */
    readonly vitalWounds: readonly number[];
    readonly dead: boolean;
    /** Recover used since the last short rest. */
    readonly recoverUsed: boolean;
    /** Uses spent of limited attacks and abilities, by attack name, with the period they come back after. */
    readonly spent: readonly { readonly attack: string; readonly per: string; readonly count: number }[];
    /** Conditions effects left without a duration (they last until a short rest or recover). */
    readonly conditions: readonly ConditionModel[];
    /** Stat changes effects left without a duration. */
    readonly changes: readonly { readonly stat: string; readonly amount: number }[];
}

/**
 * The use periods a rest brings back (§Recover: per short rest with a short rest); a long rest is a
 * short rest too. Source: 003_66faa831a56df10d.txt §Recover, §Removing Vital Wounds.
 */
export const usesBackAfter: (rest: string) => readonly string[] = shortLongUsesBack;

/**
 * `carried` after `rest` (`short_rest` or `long_rest`, the rests the checks accept) for a combatant of
 * `maxHp` hit points and `baseResistance` damage resistance.
 * The dead stay dead; a long rest first removes a vital wound (the lowest roll: the most harmful),
 * then both rests restore hit points and damage resistance (as the remaining wounds allow). With
 * `told` (a kept log), notes say which wound healed and what the wounds left keep back.
 */
export function restore(rest: string, carried: RiseCarried, maxHp: number, baseResistance: number, told?: RestLog): RiseCarried {
    if (carried.dead) return carried;
    const long = rest === 'long_rest';
    let wounds = carried.vitalWounds;
    if (long) {
        // With no wound, the worst is at −1 (Math.min() is Infinity): nothing is removed.
        const worst = wounds.indexOf(Math.min(...wounds));
        if (told && worst >= 0)
            told.log.add({
                kind: 'note',
                text: `${told.id}'s vital wound rolled ${wounds[worst]} (${vitalEffect(wounds[worst], 0).text}) heals: a long rest removes one vital wound (§Removing Vital Wounds), the most harmful first (the player's choice; our assumption).`,
            });
        wounds = wounds.filter((_, i) => i !== worst);
    }
    const resistance = lastingWounds(wounds, baseResistance).maxResistance;
    if (told && resistance < baseResistance) {
        const limiting = wounds.filter(w => vitalEffect(w, 0).maxResistance);
        told.log.add({
            kind: 'note',
            text: `${told.id}'s damage resistance ${carried.resistance < resistance ? 'comes back to' : 'stays at'} ${resistance} of ${baseResistance}: ${wordList(
                limiting.map(w => `the vital wound rolled ${w} (${vitalEffect(w, 0).text})`),
                'and',
            )} still ${limiting.length === 1 ? 'holds' : 'hold'} it down.`,
        });
    }
    const back = usesBackAfter(rest);
    return {
        hp: maxHp,
        resistance,
        fatigue: long ? 0 : carried.fatigue,
        vitalWounds: wounds,
        dead: false,
        recoverUsed: false,
        spent: carried.spent.filter(s => !back.includes(s.per)),
        conditions: [],
        changes: [],
    };
}
