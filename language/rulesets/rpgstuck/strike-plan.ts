/**
 * Everything about one attack roll and its damage that is known before the dice: the flat part of
 * the roll with each term labelled, the defense after cover and a called shot, the crit range, the
 * advantage state, the aim / block pool, and the damage dice, flat and percentages. The engine rolls
 * it; the hovers enumerate it — the same plan, so they agree.
 * Source: 000_7e14385943d7d1e7.txt §Other Hit Bonuses/Maluses; §Critical Hits, Percentages, Nat 20s,
 * Nat 1s; §Called Shots and Anatomy; §Aim and Block Dice; §Hordes and Swarms; §Damage (base) and Mods.
 */
import type { LoggedTerm } from '../../engine/log.js';
import type { AttackModel, CombatantModel } from '../../engine/model.js';
import { cancelAimBlock, type AimBlockDie, type AimBlockPool } from './aim-block.js';
import { advantageState } from './attack-roll.js';
import { calledShot, findPart } from './anatomy.js';
import { damageMod } from './conditions.js';
import type { DiceGroup } from './damage.js';
import type { RpgOptions } from './options.js';
import { attackStat, defenseName, resolveDamage, rollerOf, steppedRoll } from './resolve.js';

/** The circumstances of one attack beyond the two stat blocks. All optional. */
export interface Situation {
    /** Body part of a called shot. */
    readonly part?: string;
    /** Trade crit range to cancel the part's bonus when allowed. */
    readonly trade?: boolean;
    /** Advantage sources minus disadvantage sources. */
    readonly advantage?: number;
    /** The advantage or disadvantage is a stack (the flat ±4). */
    readonly stacked?: boolean;
    readonly aims?: readonly AimBlockDie[];
    readonly blocks?: readonly AimBlockDie[];
    /** Cover bonus to AC / Reflex (already 0 for other defenses). */
    readonly cover?: number;
    /** The attacker's Horde Strength. */
    readonly hordeStrength?: number;
    readonly assail?: boolean;
    readonly weakened?: boolean;
    /** Die-size steps from Empower and `with steps n`. */
    readonly steps?: number;
    readonly damageAdvantage?: boolean;
    /** Bonus percentages other than the crit's and the part's (Trace 100 …). */
    readonly bonusPercents?: readonly number[];
    readonly halvings?: number;
}

export interface StrikePlan {
    /** Everything added to the kept d20 except the aim / block die and the stack ±4. */
    readonly modifier: number;
    readonly bonuses: readonly LoggedTerm[];
    readonly defense: number;
    /** The defense as the log prints it: `AC`, `AC + head 4`, `reflex + cover 2`. */
    readonly versus: string;
    readonly critRange: number;
    readonly advantage: number;
    readonly pool: AimBlockPool;
    readonly dice: readonly DiceGroup[];
    readonly flat: number;
    /** Percentages that apply on any hit (vulnerability, Trace, `bonus_percent`). */
    readonly bonusPercents: readonly number[];
    /** The part aimed at (its own percentage depends on whether the hit crits). */
    readonly part?: string;
    readonly halvings: number;
    readonly damageAdvantage: boolean;
    /** The target is immune to the attack's damage category. */
    readonly immune: boolean;
    /** A formula the engine cannot roll, in words. */
    readonly problem?: string;
}

/** The attack's stat and resolved formula, once per attack and attacker model (simulations reuse the models). */
interface Resolved {
    readonly stat: string;
    readonly roll: ReturnType<typeof resolveDamage>;
    /** The roll with only its own increments, under the default overflow. */
    unstepped?: ReturnType<typeof steppedRoll>;
}
const RESOLVED = new WeakMap<AttackModel, WeakMap<CombatantModel, Resolved>>();
const NO_DICE: AimBlockPool = { kind: 'none', dice: [] };

function resolvedOf(attack: AttackModel, attacker: CombatantModel): Resolved {
    let byAttacker = RESOLVED.get(attack);
    if (!byAttacker) RESOLVED.set(attack, (byAttacker = new WeakMap()));
    let r: Resolved | undefined = byAttacker.get(attacker);
    if (!r) byAttacker.set(attacker, (r = { stat: attackStat(attack, attacker), roll: resolveDamage(attack.damage, attacker.stats) }));
    return r;
}

/** Plans `attack` by `attacker` on `target` under `options` and `s`. Never throws. */
export function planStrike(
    attack: AttackModel,
    attacker: CombatantModel,
    target: CombatantModel,
    options: RpgOptions,
    s: Situation = {},
): StrikePlan {
    const a = attacker.stats;
    const resolved = resolvedOf(attack, attacker);
    const statName = resolved.stat;
    const P = a.P ?? 2;
    const bonuses: LoggedTerm[] = [
        { value: P, label: 'P' },
        { value: a[statName] ?? 0, label: statName },
    ];
    const hit = attack.stats.hit_bonus ?? 0;
    if (hit) bonuses.push({ value: hit, label: hit > 0 ? 'hit bonus' : 'hit malus' });
    if (s.hordeStrength) bonuses.push({ value: s.hordeStrength, label: 'Horde Strength' });
    const part = s.part ? findPart(s.part) : undefined;
    if (part?.hitBonus) bonuses.push({ value: part.hitBonus, label: part.name });

    const which = defenseName(attack);
    const base = target.stats[which] ?? 10;
    const cover = s.cover ?? 0;
    const crit0 = (a.crit_range ?? 0) + (attack.stats.crit_range ?? 0);
    let defense = base + cover;
    let critRange = crit0;
    const versus = [cover ? `${which} ${base}` : which, cover ? `cover ${cover}` : ''];
    if (part) {
        const bonus = target.stats[part.name] ?? part.bonus;
        const shot = calledShot({ defense, critRange: crit0, partBonus: bonus, partCritBonus: part.critBonus, trade: s.trade });
        defense = shot.defense;
        critRange = shot.critRange;
        if (versus[0] === which) versus[0] = `${which} ${base}`;
        versus.push(shot.traded ? `${part.name} ${bonus} traded for crit range` : `${part.name} ${bonus}`);
    }

    const stack = Math.abs(s.advantage ?? 0) >= 1 && s.stacked ? Math.sign(s.advantage ?? 0) * 2 : (s.advantage ?? 0);
    const state = advantageState(stack, options.advantageStack);
    if (state.flat) bonuses.push({ value: state.flat, label: state.flat > 0 ? 'stacked advantage' : 'stacked disadvantage' });
    const pool = s.aims?.length || s.blocks?.length ? cancelAimBlock(s.aims ?? [], s.blocks ?? [], options.cancel) : NO_DICE;

    const roll = resolved.roll;
    const who = rollerOf(attacker);
    const stepped =
        typeof roll === 'string' ? { dice: [], flat: 0 } : steppedRoll(roll, (attack.stats.steps ?? 0) + (s.steps ?? 0), who, options.overflow);
    let flat = stepped.flat;
    const mod = damageMod(attacker.kind, a.damage_mod ?? 0, typeof roll === 'string' || !roll.stat ? 0 : (a[roll.stat] ?? 0));
    if (s.assail) flat += mod;
    if (s.weakened) flat -= mod;

    const percents = [...(s.bonusPercents ?? [])];
    let halvings = s.halvings ?? 0;
    const category = attack.category;
    if (category && target.damageTraits.vulnerable.includes(category)) percents.push(50);
    if (category && target.damageTraits.resists.includes(category)) halvings += 1;
    const immune = !!category && target.damageTraits.immune.includes(category);
    return {
        modifier: bonuses.filter(b => !b.label?.startsWith('stacked')).reduce((t, b) => t + b.value, 0),
        bonuses,
        defense,
        versus: versus.filter(Boolean).join(' + ') + (versus[0] === which ? '' : ' ='),
        critRange,
        advantage: stack,
        pool,
        dice: stepped.dice,
        flat,
        bonusPercents: percents,
        part: part?.name,
        halvings,
        damageAdvantage: s.damageAdvantage ?? false,
        immune,
        ...(typeof roll === 'string' ? { problem: roll } : {}),
    };
}

/** How a plan's damage reads with its numbers: `2d8 + 4`. */
export function planFormula(plan: StrikePlan): string {
    const dice = plan.dice.map(d => `${d.count}d${d.sides}`).join(' + ');
    return `${dice || '0'}${plan.flat ? ` ${plan.flat < 0 ? '−' : '+'} ${Math.abs(plan.flat)}` : ''}`;
}
