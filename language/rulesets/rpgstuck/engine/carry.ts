/**
 * What a party member carries from one fight of a day to the next, and what a rest does to it:
 * hit points (unconscious and dead stay so), temporary HP (until a rest: they last an hour), its
 * maximum HP reduction and stat damage, hit dice left, uses of per-rest abilities spent (per-strife
 * uses come back with every fight), lasting conditions (an artery's bleeding), and whether it has had
 * its long rest today.
 * Source: 000_7e14385943d7d1e7.txt §Hit Points and Stats, §Resting and Limited Abilities, §Limited
 * Use Abilities.
 */
import type { RestLog } from '../../../engine/contract.js';
import type { CombatantModel } from '../../../engine/model.js';
import type { SeededRng } from '../../../engine/rng.js';
import type { UseLedger } from '../../../engine/uses.js';
import { type HitDieRoll, longRestBenefits, shortRest, usesBackAfter } from '../rules/resting-and-limited-abilities.js';
import { refreshStats, type RpgFighter } from './fighter.js';

/** A party member between fights. */
export interface RpgCarried {
    readonly hp: number;
    readonly tempHp: number;
    readonly status: RpgFighter['status'];
    /** How far its maximum HP is below the stat block's. */
    readonly maxHpCut: number;
    /** Stat damage by stat (points taken off, as positive numbers). */
    readonly statDamage: Readonly<Record<string, number>>;
    readonly hitDice: number;
    readonly longRested: boolean;
    /** Uses spent of abilities that come back only after a rest, by attack name. */
    readonly spent: Readonly<Record<string, number>>;
    /** Conditions without a duration that outlast the fight (bleeding), with their rating. */
    readonly lasting: readonly { readonly name: string; readonly value?: number }[];
}

/** The conditions a fight's end does not end: those with no duration that are not about the fight's scene. */
const LASTING = new Set(['bleeding']);

export function carryOut(f: RpgFighter, uses: UseLedger): RpgCarried {
    const statDamage: Record<string, number> = {};
    for (const c of f.changes) if (c.roundsLeft === undefined && c.value < 0) statDamage[c.stat] = (statDamage[c.stat] ?? 0) - c.value;
    const spent: Record<string, number> = {};
    for (const a of f.model.attacks) {
        if (!a.uses || a.uses.per === 'strife') continue;
        const n = a.uses.count - uses.remaining(f.id, a);
        if (n > 0) spent[a.name] = n;
    }
    return {
        hp: f.hp,
        tempHp: f.tempHp,
        status: f.status,
        maxHpCut: Math.max(0, f.model.stats.max_hp - f.maxHp),
        statDamage,
        hitDice: f.hitDice,
        longRested: f.longRested,
        spent,
        lasting: f.conditions.list.filter(c => LASTING.has(c.name) && c.roundsLeft === undefined).map(c => ({ name: c.name, value: c.value })),
    };
}

/** A fighter of a new fight as its last fight (and rests) left it. */
export function applyCarried(f: RpgFighter, carried: unknown, uses: UseLedger): void {
    const c = carried as RpgCarried;
    f.maxHp = Math.max(0, f.model.stats.max_hp - c.maxHpCut);
    f.hp = Math.min(f.maxHp, c.hp);
    f.tempHp = c.tempHp;
    f.status = c.status;
    f.hitDice = c.hitDice;
    f.longRested = c.longRested;
    f.changes = Object.entries(c.statDamage).map(([stat, n]) => ({ stat, value: -n }));
    refreshStats(f);
    for (const a of f.model.attacks) for (let i = 0; i < (c.spent[a.name] ?? 0); i++) uses.spend(f.id, a);
    for (const l of c.lasting) f.conditions.add(l);
}

/**
 * A rest between fights. Short: a conscious character spends hit dice while hurt (and up to P to
 * recharge a per-short-rest ability it spent), healing HP and stat damage; P dice or more bring back
 * per-short-rest uses. Long: with at least 1 HP and none taken today, everything back — HP, hit dice,
 * maximum HP, stats, every use. Either way temporary HP are gone. The dead stay dead.
 */
export function restCarried(rest: string, carried: unknown, model: CombatantModel, rng: SeededRng, told?: RestLog): RpgCarried {
    const c = carried as RpgCarried;
    if (c.status === 'dead') return c;
    const base = { ...c, tempHp: 0 };
    const per = (a: CombatantModel['attacks'][number]) => a.uses?.per;
    if (rest === 'long_rest') {
        if (!longRestBenefits(c.hp, c.longRested)) {
            told?.log.add({
                kind: 'note',
                text: `${told.id} gets nothing from this long rest: ${c.hp < 1 ? `it needs at least 1 HP (it has ${c.hp})` : 'it has had one today'}.`,
            });
            return base;
        }
        return {
            ...base,
            hp: model.stats.max_hp,
            status: 'active',
            maxHpCut: 0,
            statDamage: {},
            hitDice: Math.max(1, model.stats.level ?? 1),
            longRested: true,
            spent: {},
        };
    }
    if (c.status !== 'active') return base;
    const maxHp = model.stats.max_hp - c.maxHpCut;
    // A short rest here (a long one has returned above): what it may give back, for the recharge and the uses.
    const back = usesBackAfter(rest);
    const wantsRecharge = model.attacks.some(a => back.includes(per(a) ?? '') && (c.spent[a.name] ?? 0) > 0);
    const { after, rolls, recharges } = shortRest(
        { hp: c.hp, maxHp, hitDice: c.hitDice, statDamage: c.statDamage },
        model.stats.hit_die ?? 8,
        model.stats.CON ?? 0,
        model.stats.P ?? 2,
        wantsRecharge,
        rng,
    );
    if (told) {
        const none = c.hitDice === 0 ? 'none left' : 'nothing to heal or recharge';
        told.log.add({
            kind: 'note',
            text: hitDiceText(told.id, rolls, model.stats.hit_die ?? 8, model.stats.CON ?? 0, recharges && wantsRecharge, none),
        });
    }
    const perShortRest = (name: string) => model.attacks.some(a => a.name === name && back.includes(per(a) ?? ''));
    const spent = recharges ? Object.fromEntries(Object.entries(c.spent).filter(([name]) => !perShortRest(name))) : c.spent;
    const statDamage = Object.fromEntries(Object.entries(after.statDamage).filter(([, n]) => n > 0));
    return { ...base, hp: after.hp, hitDice: after.hitDice, statDamage, spent };
}

/**
 * A short rest's hit dice in the log: `Kara spends 2 hit dice: 1d8 [5] + CON (2) = 7; 1d8 [1] +
 * CON (2) = 3. Its short-rest abilities recharge.` (each die heals its face plus CON, at least 0).
 */
function hitDiceText(id: string, rolls: readonly HitDieRoll[], hitDie: number, con: number, recharges: boolean, none: string): string {
    if (rolls.length === 0) return `${id} spends no hit dice: ${none}.`;
    const plusCon = `${con < 0 ? '−' : '+'} CON (${Math.abs(con)})`;
    const each = rolls.map(r => `1d${hitDie} [${r.face}] ${plusCon} = ${r.healed}`).join('; ');
    return `${id} spends ${rolls.length} hit ${rolls.length === 1 ? 'die' : 'dice'}: ${each}.${recharges ? ' Its short-rest abilities recharge.' : ''}`;
}
