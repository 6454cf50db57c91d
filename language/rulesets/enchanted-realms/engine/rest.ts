/**
 * A rest of a day applied to what a party member carries: Body, Mind and Spirit recover by the
 * public Recovery rules (rules/recovery.ts); uses limited per short rest come back at either rest,
 * those per long rest at a long rest; a long rest ends the lasting restrictions a night heals
 * (maimed, poisoned, drowsy — assumption); the fallen stay down for the rest of the day.
 */
import type { CombatantModel } from '../../../engine/model.js';
import { restored, dailyAllotment } from '../rules/recovery.js';
import { modifierOf } from '../rules/touch-based-effects.js';
import type { ErCarried } from './fighter.js';

/** Lasting restrictions a long rest ends (assumption: a night's healing and sleep). */
const HEALED_BY_SLEEP = new Set(['maimed', 'poisoned', 'drowsy']);

/** The use periods a rest gives back: per short rest at either rest, per long rest at a long rest. */
export function usesBackAfter(rest: string): readonly string[] {
    return rest === 'long_rest' ? ['short_rest', 'long_rest'] : ['short_rest'];
}

/** `carried` after `rest` (`short_rest` or `long_rest`) for a member with stat block `model`. */
export function restCarried(rest: string, carried: ErCarried, model: CombatantModel): ErCarried {
    if (carried.status !== 'active') return carried;
    const kind = rest === 'long_rest' ? 'long_rest' : 'short_rest';
    const pool = (now: number, max: number, score: string) =>
        Math.min(max, now + restored(kind, dailyAllotment(modifierOf(model.stats[score] ?? 2, carried.modifierTable)), carried.shortRestTaken));
    const spent: Record<string, number> = {};
    const back = usesBackAfter(kind);
    for (const a of model.attacks) if (!(a.uses && back.includes(a.uses.per)) && carried.spent[a.name]) spent[a.name] = carried.spent[a.name];
    return {
        ...carried,
        body: pool(carried.body, model.stats.body ?? 1, 'resilience'),
        mind: pool(carried.mind, model.stats.mind ?? 0, 'judgment'),
        spirit: pool(carried.spirit, model.stats.spirit ?? 0, 'muse'),
        restrictions: kind === 'long_rest' ? carried.restrictions.filter(c => !HEALED_BY_SLEEP.has(c.name)) : carried.restrictions,
        spent,
        shortRestTaken: kind === 'short_rest',
    };
}
