/**
 * A rest of a day applied to what a party member carries: Body, Mind and Spirit recover by the
 * public Recovery rules (rules/recovery.ts); uses limited per short rest come back at either rest,
 * those per long rest at a long rest; a long rest ends the lasting restrictions a night heals
 * (maimed, poisoned, drowsy — assumption); the fallen stay down for the rest of the day.
 */
import type { CombatantModel } from '../../../engine/model.js';
import { wordList } from '../../../engine/terminal-text.js';
import { shortLongUsesBack } from '../../../engine/uses.js';
import type { RestLog } from '../../../engine/contract.js';
import { dailyAllotment, restored, shortRestWithdrawal } from '../rules/recovery.js';
import { modifierOf } from '../rules/touch-based-effects.js';
import type { ErCarried } from './fighter.js';

/** Lasting restrictions a long rest ends (assumption: a night's healing and sleep). */
const HEALED_BY_SLEEP = new Set(['maimed', 'poisoned', 'drowsy']);

/** The use periods a rest gives back: per short rest at either rest, per long rest at a long rest (its rests are only these two). */
export const usesBackAfter: (rest: string) => readonly string[] = shortLongUsesBack;

/** The pools a rest restores, each with the sub-attribute whose modifier adds to its allotment. */
const POOLS = [
    { pool: 'body', word: 'Body', score: 'resilience', scoreWord: 'Resilience', fallbackMax: 1 },
    { pool: 'mind', word: 'Mind', score: 'judgment', scoreWord: 'Judgment', fallbackMax: 0 },
    { pool: 'spirit', word: 'Spirit', score: 'muse', scoreWord: 'Muse', fallbackMax: 0 },
] as const;

/**
 * `carried` after `rest` (`short_rest` or `long_rest`) for a member with stat block `model`; with
 * `told` (a kept log), a note per pool that the rest touched, with its arithmetic.
 */
export function restCarried(rest: string, carried: ErCarried, model: CombatantModel, told?: RestLog): ErCarried {
    if (carried.status !== 'active') return carried;
    const kind = rest === 'long_rest' ? 'long_rest' : 'short_rest';
    const after = { body: carried.body, mind: carried.mind, spirit: carried.spirit };
    for (const p of POOLS) {
        const max = model.stats[p.pool] ?? p.fallbackMax;
        if (max <= 0) continue;
        const modifier = modifierOf(model.stats[p.score] ?? 2, carried.modifierTable);
        const allotment = dailyAllotment(modifier);
        const now = carried[p.pool];
        after[p.pool] = Math.min(max, now + restored(kind, allotment, carried.shortRestTaken));
        // A full pool has nothing to regain: the rest's changes leave it out, and so does its note.
        if (told && now < max)
            told.log.add({
                kind: 'note',
                text: recoveryText(told.id, kind, p, { now, after: after[p.pool], max, modifier, allotment }, carried.shortRestTaken),
            });
    }
    const restrictions = kind === 'long_rest' ? carried.restrictions.filter(c => !HEALED_BY_SLEEP.has(c.name)) : carried.restrictions;
    const healed = [...new Set(carried.restrictions.filter(c => !restrictions.includes(c)).map(c => c.name))];
    if (told && healed.length > 0)
        told.log.add({
            kind: 'note',
            text: `${told.id} is no longer ${wordList(healed, 'or')}: a long rest's night of healing ends ${healed.length === 1 ? 'it' : 'them'} (our assumption).`,
        });
    const spent: Record<string, number> = {};
    const back = usesBackAfter(kind);
    for (const a of model.attacks) if (!(a.uses && back.includes(a.uses.per)) && carried.spent[a.name]) spent[a.name] = carried.spent[a.name];
    return {
        ...carried,
        ...after,
        restrictions,
        spent,
        shortRestTaken: kind === 'short_rest',
    };
}

/**
 * What a rest gave one pool, with its arithmetic: "Brannoc regains 2 Body: a short rest draws a
 * quarter of the day's allotment of 7 (4 + Resilience modifier 3) early, rounded half up, once until
 * a long rest." (rules/recovery.ts)
 */
function recoveryText(
    id: string,
    kind: 'short_rest' | 'long_rest',
    p: (typeof POOLS)[number],
    n: { readonly now: number; readonly after: number; readonly max: number; readonly modifier: number; readonly allotment: number },
    shortRestTaken: boolean,
): string {
    const allotment = `the day's allotment of ${n.allotment} (4 ${n.modifier < 0 ? '−' : '+'} ${p.scoreWord} modifier ${Math.abs(n.modifier)}${n.allotment === 0 && 4 + n.modifier < 0 ? ', never below 0' : ''})`;
    const drawn = shortRestWithdrawal(n.allotment);
    const why =
        kind === 'short_rest'
            ? shortRestTaken
                ? `a short rest draws early from the day's allotment only once until a long rest, and ${id} has drawn it`
                : `a short rest draws a quarter of ${allotment} early, rounded half up, once until a long rest`
            : shortRestTaken
              ? `a long rest gives ${allotment}, less the ${drawn} a short rest drew`
              : `a long rest gives ${allotment}`;
    const gained = n.after - n.now;
    const given = restored(kind, n.allotment, shortRestTaken);
    const capped = gained < given ? ` of ${given} (${n.max} is its most)` : '';
    return `${id} regains ${gained} ${p.word}${capped}: ${why}.`;
}
