/**
 * Everything about one attack roll and its damage that is known before the dice: the flat part of
 * the roll with each term labelled, the defense after cover and a called shot, the crit range, the
 * advantage state, the aim / block pool, and the damage dice, flat and percentages. The engine rolls
 * it; the hovers enumerate it — the same plan, so they agree. What a scripted line says about its
 * attack (`-> Ogre.head with trade, aim d6`) is read here too, once for both.
 * Source: 000_7e14385943d7d1e7.txt §Other Hit Bonuses/Maluses; §Critical Hits, Percentages, Nat 20s,
 * Nat 1s; §Called Shots and Anatomy; §Aim and Block Dice; §Hordes and Swarms; §Damage (base) and Mods.
 */
import type { LoggedTerm } from '../../../engine/log.js';
import type { AttackModel, CombatantModel, PlannedAction } from '../../../engine/model.js';
import { type AimBlockDie, type AimBlockPool, aimDieOf, cancelAimBlock } from '../rules/aim-and-block-dice.js';
import { calledShot, findPart } from '../rules/called-shots-and-anatomy.js';
import { advantageState } from '../rules/aim-and-block-dice.js';
import { damageMod } from '../rules/damage-base-and-mods.js';
import { type DiceGroup, type PercentBonus, partPercent } from '../rules/critical-hits.js';
import type { HeadCritRule, RpgOptions } from '../options.js';
import { resolveDamage, SIX_STATS, steppedRoll } from '../rules/damage-dice.js';
import type { DiceExpr } from '../../../engine/dice.js';

/** The circumstances of one attack beyond the two stat blocks. All optional. */
export interface Situation {
    /** Body part of a called shot. */
    readonly part?: string;
    /** Trade crit range to cancel the part's bonus when allowed. */
    readonly trade?: boolean;
    /** Advantage sources minus disadvantage sources. */
    readonly advantage?: number;
    /** The advantage or disadvantage is a stack (at least two sources: the flat ±4). */
    readonly stacked?: boolean;
    readonly aims?: readonly AimBlockDie[];
    readonly blocks?: readonly AimBlockDie[];
    /** Cover bonus to AC / Reflex (already 0 for other defenses). */
    readonly cover?: number;
    /** The attacker's Horde Strength. */
    readonly hordeStrength?: number;
    readonly assail?: boolean;
    readonly weakened?: boolean;
    /** Die-size steps (`with steps n`). */
    readonly steps?: number;
    readonly damageAdvantage?: boolean;
    /** Bonus percentages other than the crit's and the part's (Trace 100 …). */
    readonly bonusPercents?: readonly PercentBonus[];
    readonly halvings?: number;
}

/**
 * What a scripted line says about its attack on `targetId`: the called shot, `trade`, advantage and
 * disadvantage (one source each time written), `stacked`, every `with aim dX` die, `damage_advantage`,
 * Trace and `bonus_percent N`, `halved N`, `steps N`. The engine adds what the fight knows (an Aim
 * readied, Block dice, cover, darkness, Horde Strength, Assail, Weakened).
 */
export function lineSituation(action: PlannedAction, targetId: string): Situation {
    // A line that says nothing about its attack (every tactics turn): one shared situation.
    if (action.modifiers.length === 0 && !action.modifierValues && !action.modifierValueLists && !action.parts) return PLAIN_LINE;
    const mods = action.modifiers;
    const values = action.modifierValues ?? {};
    const count = (name: string) => mods.filter(m => m === name).length;
    const aims = (action.modifierValueLists?.aim ?? (values.aim ? [values.aim] : [])).flatMap(aimDieOf);
    return {
        part: action.parts?.[targetId],
        trade: mods.includes('trade'),
        advantage: count('advantage') - count('disadvantage'),
        stacked: mods.includes('stacked'),
        aims,
        steps: Number(values.steps ?? 0),
        damageAdvantage: mods.includes('damage_advantage'),
        bonusPercents: [
            ...(mods.includes('trace') ? [{ value: 100, label: 'Trace' }] : []),
            ...(values.bonus_percent ? [{ value: Number(values.bonus_percent), label: 'bonus' }] : []),
        ],
        halvings: mods.includes('halved') ? Number(values.halved ?? 1) : 0,
    };
}

/** What `lineSituation` reads from a line without modifiers, values or parts (shared, never changed). */
const PLAIN_LINE: Situation = {
    part: undefined,
    trade: false,
    advantage: 0,
    stacked: false,
    aims: [],
    steps: 0,
    damageAdvantage: false,
    bonusPercents: [],
    halvings: 0,
};

export interface StrikePlan {
    /** Everything added to the kept d20 except the aim / block die and the stack ±4. */
    readonly modifier: number;
    readonly bonuses: readonly LoggedTerm[];
    readonly defense: number;
    /** The defense as the log prints it: `AC`, `AC 13 + head 4 =`, `reflex 10 + cover 2 =`. */
    readonly versus: string;
    readonly critRange: number;
    /** Net advantage sources, a stack counted as at least two. */
    readonly advantage: number;
    readonly pool: AimBlockPool;
    readonly dice: readonly DiceGroup[];
    readonly flat: number;
    /** Percentages that apply on any hit (vulnerability, Trace, `bonus_percent`). */
    readonly bonusPercents: readonly PercentBonus[];
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
    /** P, the attack's stat and its hit bonus or malus: the terms every roll of it adds (shared, never changed). */
    readonly terms: readonly LoggedTerm[];
    /** The damage dice and flat stepped by the attack's own steps alone, under the overflow rule they were worked out for. */
    plain?: { readonly overflow: RpgOptions['overflow']; readonly stepped: ReturnType<typeof steppedRoll> };
}
const RESOLVED = new WeakMap<AttackModel, WeakMap<CombatantModel, Resolved>>();
const NO_DICE: AimBlockPool = { kind: 'none', dice: [] };

function resolvedOf(attack: AttackModel, attacker: CombatantModel): Resolved {
    let byAttacker = RESOLVED.get(attack);
    if (!byAttacker) RESOLVED.set(attack, (byAttacker = new WeakMap()));
    let r: Resolved | undefined = byAttacker.get(attacker);
    if (!r) {
        const stat = attackStat(attack, attacker);
        byAttacker.set(attacker, (r = { stat, roll: resolveDamage(attack.damage, attacker.stats), terms: attackTerms(attack, attacker, stat) }));
    }
    return r;
}

/** P, the attack's stat and its hit bonus or malus, as added to the d20. */
function attackTerms(attack: AttackModel, attacker: CombatantModel, statName: string): LoggedTerm[] {
    const a = attacker.stats;
    const terms: LoggedTerm[] = [
        { value: a.P ?? 2, label: 'P' },
        { value: a[statName] ?? 0, label: statName },
    ];
    const hit = attack.stats.hit_bonus ?? 0;
    if (hit) terms.push({ value: hit, label: hit > 0 ? 'hit bonus' : 'hit malus' });
    return terms;
}

/**
 * The terms added to the d20: P, the attack's stat, its hit bonus or malus, Horde Strength, the part's
 * hit bonus (Opening). Without the last two, the attack's own terms as they are (shared).
 */
function rollTerms(resolved: Resolved, s: Situation): readonly LoggedTerm[] {
    const part = s.part ? findPart(s.part) : undefined;
    if (!s.hordeStrength && !part?.hitBonus) return resolved.terms;
    const terms = [...resolved.terms];
    if (s.hordeStrength) terms.push({ value: s.hordeStrength, label: 'Horde Strength' });
    if (part?.hitBonus) terms.push({ value: part.hitBonus, label: part.name });
    return terms;
}

/** The defense after cover and a called shot (its part's bonus, or the crit range traded for it), and the crit range left. */
function defenseOf(
    attack: AttackModel,
    attacker: CombatantModel,
    target: CombatantModel,
    s: Situation,
): { readonly defense: number; readonly versus: string; readonly critRange: number } {
    const which = defenseName(attack);
    const base = target.stats[which] ?? 10;
    const cover = s.cover ?? 0;
    const critRange = (attacker.stats.crit_range ?? 0) + (attack.stats.crit_range ?? 0);
    const part = s.part ? findPart(s.part) : undefined;
    if (!part) return { defense: base + cover, versus: cover ? `${which} ${base} + cover ${cover} =` : which, critRange };
    const bonus = target.stats[part.name] ?? part.bonus;
    const shot = calledShot({ defense: base + cover, critRange, partBonus: bonus, partCritBonus: part.critBonus, trade: s.trade });
    // A traded bonus adds nothing: it stands aside in brackets, not as a term of the sum (it read
    // "AC 13 + head 4 traded for crit range = 13").
    const terms = [`${which} ${base}`, cover ? `cover ${cover}` : '', shot.traded ? '' : `${part.name} ${bonus}`];
    const traded = shot.traded ? ` (${part.name} +${bonus} traded for crit range)` : '';
    return { defense: shot.defense, versus: `${terms.filter(Boolean).join(' + ')}${traded} =`, critRange: shot.critRange };
}

/** The damage dice and flat of the attack: die steps on the base roll, Assail and Weakened's damage mod. */
function damageOf(
    attack: AttackModel,
    attacker: CombatantModel,
    resolved: Resolved,
    options: RpgOptions,
    s: Situation,
): { readonly dice: readonly DiceGroup[]; readonly flat: number } {
    const roll = resolved.roll;
    if (typeof roll === 'string') return { dice: [], flat: 0 };
    // Without steps of the line's own, the stepped roll is the attack's: worked out once (its dice are never changed).
    let stepped: ReturnType<typeof steppedRoll>;
    if (s.steps === undefined || s.steps === 0) {
        if (resolved.plain?.overflow !== options.overflow)
            resolved.plain = {
                overflow: options.overflow,
                stepped: steppedRoll(roll, attack.stats.steps ?? 0, rollerOf(attacker), options.overflow),
            };
        stepped = resolved.plain.stepped;
    } else stepped = steppedRoll(roll, (attack.stats.steps ?? 0) + s.steps, rollerOf(attacker), options.overflow);
    const mod = damageMod(attacker.kind, attacker.stats.damage_mod ?? 0, roll.stat ? (attacker.stats[roll.stat] ?? 0) : 0);
    return { dice: stepped.dice, flat: stepped.flat + (s.assail ? mod : 0) - (s.weakened ? mod : 0) };
}

/** What the target's damage traits make of the attack's category: vulnerable +50%, resistant one halving, immune. */
function traitsOf(
    attack: AttackModel,
    target: CombatantModel,
    s: Situation,
): { readonly bonusPercents: readonly PercentBonus[]; readonly halvings: number; readonly immune: boolean } {
    const category = attack.category;
    const traits = target.damageTraits;
    const vulnerable = !!category && traits.vulnerable.includes(category);
    // The line's percentages as they are unless vulnerability adds one (lists are never changed).
    const percents = s.bonusPercents ?? NO_PERCENTS;
    return {
        bonusPercents: vulnerable ? [...percents, { value: 50, label: `vulnerable to ${category}` }] : percents,
        halvings: (s.halvings ?? 0) + (category && traits.resists.includes(category) ? 1 : 0),
        immune: !!category && traits.immune.includes(category),
    };
}

const NO_PERCENTS: readonly PercentBonus[] = [];

/**
 * Every bonus percentage of a hit of `plan`: the plan's own (Trace, `bonus_percent`, vulnerability),
 * then the part aimed at (the head's +50, +50 more on a crit under `head_text`). The crit's own +100
 * and the halvings are `damagePercent`'s. Source: §Critical Hits; §Called Shots and Anatomy.
 */
export function hitPercentBonuses(plan: StrikePlan, critical: boolean, headCrit: HeadCritRule): readonly PercentBonus[] {
    const part = partPercent(plan.part, critical, headCrit);
    return part && plan.part ? [...plan.bonusPercents, { value: part, label: plan.part }] : plan.bonusPercents;
}

/** Plans `attack` by `attacker` on `target` under `options` and `s`. Never throws. */
export function planStrike(
    attack: AttackModel,
    attacker: CombatantModel,
    target: CombatantModel,
    options: RpgOptions,
    s: Situation = {},
): StrikePlan {
    const resolved = resolvedOf(attack, attacker);
    const terms = rollTerms(resolved, s);
    let modifier = 0;
    for (const t of terms) modifier += t.value;
    const net = s.advantage ?? 0;
    const advantage = s.stacked && net !== 0 ? Math.sign(net) * Math.max(2, Math.abs(net)) : net;
    const stack = advantageState(advantage, options.advantageStack).flat;
    const bonuses = stack ? [...terms, { value: stack, label: stack > 0 ? 'stacked advantage' : 'stacked disadvantage' }] : terms;
    const pool = s.aims?.length || s.blocks?.length ? cancelAimBlock(s.aims ?? [], s.blocks ?? [], options.cancel) : NO_DICE;
    // Every field written out, one shape: spreading the parts took V8's slow object-clone path on
    // every attack of a simulation.
    const { defense, versus, critRange } = defenseOf(attack, attacker, target, s);
    const { dice, flat } = damageOf(attack, attacker, resolved, options, s);
    const { bonusPercents, halvings, immune } = traitsOf(attack, target, s);
    return {
        modifier,
        bonuses,
        defense,
        versus,
        critRange,
        advantage,
        pool,
        dice,
        flat,
        bonusPercents,
        halvings,
        immune,
        part: s.part ? findPart(s.part)?.name : undefined,
        damageAdvantage: s.damageAdvantage ?? false,
        problem: typeof resolved.roll === 'string' ? resolved.roll : undefined,
    };
}

/** How a plan's damage reads with its numbers: `2d8 + 4`. */
export function planFormula(plan: StrikePlan): string {
    const dice = plan.dice.map(d => `${d.count}d${d.sides}`).join(' + ');
    return `${dice || '0'}${plan.flat ? ` ${plan.flat < 0 ? '−' : '+'} ${Math.abs(plan.flat)}` : ''}`;
}

/**
 * The stat an attack adds to its roll: the trait it names (`uses DEX`), else the first of the six
 * stats in its damage formula, else the better of STR and DEX [assumption: the chapter leaves the
 * stat to each ability].
 */
function attackStat(attack: AttackModel, attacker: CombatantModel): string {
    const named = attack.traits.find(t => SIX_STATS.includes(t));
    if (named) return named;
    const inFormula = attack.damage && firstStat(attack.damage);
    if (inFormula) return inFormula;
    return (attacker.stats.DEX ?? 0) > (attacker.stats.STR ?? 0) ? 'DEX' : 'STR';
}

function firstStat(e: DiceExpr): string | undefined {
    if (e.kind === 'stat') return SIX_STATS.includes(e.name) ? e.name : undefined;
    if (e.kind === 'binary') return firstStat(e.left) ?? firstStat(e.right);
    if (e.kind === 'negate') return firstStat(e.operand);
    return undefined;
}

/** P, Q and level of a combatant, as the ladder and the formula read them. */
function rollerOf(model: CombatantModel): { P: number; Q: number; level: number } {
    return { P: model.stats.P ?? 2, Q: model.stats.Q ?? 1, level: model.stats.level ?? 1 };
}

/** The defense an attack targets: AC unless it names a resistance. */
export function defenseName(attack: AttackModel): 'AC' | 'reflex' | 'fortitude' | 'will' {
    const d = attack.defense;
    return d === 'reflex' || d === 'fortitude' || d === 'will' ? d : 'AC';
}

/**
 * Whether an attack rolls to hit: not an `auto_hit` one, nor an ability that names no defense (it
 * simply takes effect on its targets). Source: §Called Shots and Anatomy (attacks that hit
 * automatically); docs/language.md §Effects (abilities).
 */
export function rollsToHit(attack: AttackModel): boolean {
    return !attack.tags.includes('auto_hit') && !(attack.kind === 'ability' && attack.defenses.length === 0);
}
