/**
 * A Rise party member between the fights of a day: what it carries out of a fight (hit points,
 * damage resistance, fatigue, vital wounds, death, recover spent, uses spent per rest, the
 * conditions and stat changes effects left without a duration — who caused them stays behind) and
 * how a fight takes it back in.
 * What rests restore is ../rules/resting.ts.
 * Source: 003_66faa831a56df10d.txt §Recover, §Removing Vital Wounds, §Vital Wounds.
 */
import type { UseLedger } from '../../../engine/uses.js';
import type { RiseCarried } from '../rules/resting.js';
import { MODIFIES } from '../rules/combat-time.js';
import type { RiseFighter } from './fighter.js';

/** Conditions that end with the fight: being down, held or out of sight is a matter of that fight. */
const FIGHT_BOUND = new Set(['prone', 'grappled', 'unaware', 'partially_unaware', 'squeezing', 'unseen', 'flying', 'gliding']);

/** What `f` carries out of its fight. */
export function carriedOutOf(f: RiseFighter, uses: UseLedger): RiseCarried {
    return {
        hp: Math.max(f.hp, 0),
        resistance: f.resistance,
        fatigue: f.fatigue,
        vitalWounds: [...f.vitalWounds],
        dead: f.status === 'dead',
        recoverUsed: f.recoverUsed,
        spent: f.model.attacks.flatMap(a => {
            if (!a.uses || a.uses.per === 'fight') return [];
            const count = a.uses.count - uses.remaining(f.id, a);
            return count > 0 ? [{ attack: a.name, per: a.uses.per, count }] : [];
        }),
        conditions: f.conds.list
            .filter(c => c.roundsLeft === undefined && f.inflicted.includes(c.name) && !FIGHT_BOUND.has(c.name))
            .map(c => ({ name: c.name, ...(c.value !== undefined ? { value: c.value } : {}) })),
        changes: f.effects
            .filter(e => e.label === MODIFIES && e.untilRound === Number.POSITIVE_INFINITY)
            .map(e => ({ stat: e.stat, amount: e.amount })),
    };
}

/** Spends in this fight's ledger the uses `f` spent in earlier fights of the day (not yet back after a rest). */
export function spendCarriedUses(uses: UseLedger, f: RiseFighter, carried: RiseCarried): void {
    for (const s of carried.spent) {
        const attack = f.model.attacks.find(a => a.name === s.attack);
        if (attack) for (let i = 0; i < s.count; i++) uses.spend(f.id, attack);
    }
}
