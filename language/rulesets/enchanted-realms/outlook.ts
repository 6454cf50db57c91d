/**
 * What hovers and tactics know of a pool attack before it is rolled: the exact distribution of
 * hitting dice (pool and crit chain) and of damage after the target's damage category, against one
 * AC. Seed: 001_66230f9a082df360.txt §The Attack, §Critical Hits, §Physical Damage.
 *
 * Precision: every probability is computed exactly by dynamic programming over the pool's dice,
 * in floating point (relative rounding error around 1e-15). The one infinite part — a crit die's
 * 20 granting another without limit — is cut after `chainDepth` twenties (default 11); the
 * probability of all longer chains is dropped from the distributions and reported as `omitted`
 * (at most P(crit) · 20^−(chainDepth+1), ≈ 2.4e-16 by default). So each figure is exact to within
 * `omitted` + rounding; hovers say "exact (crit chains beyond 11 twenties, p < 3e-16, left out)".
 * The hover (`damageAgainst`) uses the file's options and no situational modifiers (conditions
 * arise only in play).
 */
import type { AttackModel, CombatantModel } from '../../engine/model.js';
import type { AttackScene, DamageOutlook } from '../ruleset.js';
import { poolOf } from './engine/weapons.js';
import { attackSetup } from './engine/situation.js';
import { DEFAULT_OPTIONS, readOptions } from './options.js';
import { dieHits } from './rules/combat-detailed.js';
import { applyCategory, type CategoryTraits } from './rules/physical-damage.js';
import { poolDamage, poolShape, type PoolAttackSpec } from './rules/the-attack.js';
import type { Vantage } from './rules/vantage.js';

/** A distribution: value → probability, values ascending. */
type Distribution = ReadonlyMap<number, number>;

interface PoolOutlook {
    /** Total hitting dice (pool dice + crit dice). */
    readonly hits: Distribution;
    /** Hitting dice of the pool alone. */
    readonly poolHits: Distribution;
    /** Damage after the damage category (0 collects misses). */
    readonly damage: Distribution;
    /** Probability that a crit chain starts. */
    readonly critChance: number;
    /** Probability of at least one hitting die. */
    readonly hitChance: number;
    readonly expectedDamage: number;
    /** Probability mass of crit chains longer than the depth, left out of every distribution. */
    readonly omitted: number;
    readonly chainDepth: number;
}

/** Probability of each face 1..20 of one kept die (index 0 unused): uniform, or the lower of two d20s. */
function keptFaceProbabilities(keepLowerPair: boolean): number[] {
    const p = [0];
    for (let r = 1; r <= 20; r++) p.push(keepLowerPair ? (41 - 2 * r) / 400 : 1 / 20);
    return p;
}

function add(map: Map<number, number>, key: number, p: number): void {
    if (p === 0) return;
    map.set(key, (map.get(key) ?? 0) + p);
}

function sorted(map: Map<number, number>): Map<number, number> {
    return new Map([...map.entries()].sort((a, b) => a[0] - b[0]));
}

/** Distribution of the sum of `k` d3s. */
function d3Sum(k: number): Map<number, number> {
    let dist = new Map<number, number>([[0, 1]]);
    for (let i = 0; i < k; i++) {
        const next = new Map<number, number>();
        for (const [s, p] of dist) for (let f = 1; f <= 3; f++) add(next, s + f, p / 3);
        dist = next;
    }
    return dist;
}

/**
 * The crit chain's distribution of crit damage (sum of d3 of hitting crit dice) with the number of
 * hitting crit dice: entries [hits, damage, probability]. Chains of more than `depth` twenties are
 * left out; their mass is returned as `omitted`.
 */
function critChainDistribution(ac: number, toHit: number, depth: number): { entries: [number, number, number][]; omitted: number } {
    const p20 = 1 / 20;
    let pHit = 0;
    for (let f = 2; f <= 19; f++) if (dieHits(f, ac, toHit)) pHit += 1 / 20;
    const pMiss = 1 - p20 - pHit;
    const byKey = new Map<string, [number, number, number]>();
    for (let j = 0; j <= depth; j++) {
        const reach = p20 ** j;
        for (const [k, pEnd] of [
            [j + 1, pHit],
            [j, pMiss],
        ] as const) {
            if (pEnd <= 0) continue;
            for (const [s, ps] of d3Sum(k)) {
                const key = `${k}:${s}`;
                const e = byKey.get(key) ?? [k, s, 0];
                e[2] += reach * pEnd * ps;
                byKey.set(key, e);
            }
        }
    }
    return { entries: [...byKey.values()], omitted: p20 ** (depth + 1) };
}

/** The vantage damage adjustment's distribution. */
function vantageSteps(vantage: Vantage, mode: PoolAttackSpec['vantageDamage']): [number, number][] {
    if (vantage === 'none' || mode === 'none') return [[0, 1]];
    const sign = vantage === 'advantage' ? 1 : -1;
    if (mode === 'flat_2') return [[2 * sign, 1]];
    const sides = mode === 'one_d2' ? 2 : 3;
    return Array.from({ length: sides }, (_, i) => [sign * (i + 1), 1 / sides] as [number, number]);
}

/**
 * The exact outlook of one pool attack (same spec as rollPoolAttack) against its AC, optionally
 * through the target's damage-category traits. See the module comment for precision.
 */
export function poolOutlook(spec: PoolAttackSpec, traits: CategoryTraits = {}, chainDepth = 11): PoolOutlook {
    const toHit = spec.toHit ?? 0;
    const vantage = spec.vantage ?? 'none';
    const shape = poolShape(spec.pool, vantage);
    const faces = keptFaceProbabilities(shape.keepLowerPair);
    // Full cover: no die strikes, not even a 20 (§Cover).
    const p20 = spec.unstruck ? 0 : faces[20];
    let pHit = 0;
    if (!spec.unstruck) for (let f = 2; f <= 19; f++) if (dieHits(f, spec.ac, toHit)) pHit += faces[f];
    const pMiss = 1 - p20 - pHit;
    // DP over dice: key = hits * 2 + (any 20 ? 1 : 0).
    let states = new Map<number, number>([[0, 1]]);
    for (let i = 0; i < shape.count; i++) {
        const next = new Map<number, number>();
        for (const [key, p] of states) {
            const h = key >> 1;
            const z = key & 1;
            add(next, ((h + 1) << 1) | 1, p * p20);
            add(next, ((h + 1) << 1) | z, p * pHit);
            add(next, (h << 1) | z, p * pMiss);
        }
        states = next;
    }
    const chain = critChainDistribution(spec.ac, toHit, chainDepth);
    const steps = vantageSteps(vantage, spec.vantageDamage);
    const hits = new Map<number, number>();
    const poolHits = new Map<number, number>();
    const damage = new Map<number, number>();
    let critChance = 0;
    let omitted = 0;
    for (const [key, p] of states) {
        const h = key >> 1;
        const z = key & 1;
        add(poolHits, h, p);
        if (h === 0) {
            add(hits, 0, p);
            add(damage, 0, p);
            continue;
        }
        const triggered = vantage !== 'disadvantage' && ((spec.crits === true && z === 1) || spec.critOnAnyHit === true);
        const outcomes: [number, number, number][] = triggered ? chain.entries : [[0, 0, 1]];
        if (triggered) {
            critChance += p;
            omitted += p * chain.omitted;
        }
        for (const [k, s, pc] of outcomes) {
            add(hits, h + k, p * pc);
            for (const [v, pv] of steps) {
                add(damage, applyCategory(poolDamage(spec, h, s, v), traits), p * pc * pv);
            }
        }
    }
    let expected = 0;
    for (const [d, p] of damage) expected += d * p;
    return {
        hits: sorted(hits),
        poolHits: sorted(poolHits),
        damage: sorted(damage),
        critChance,
        hitChance: 1 - (poolHits.get(0) ?? 0),
        expectedDamage: expected,
        omitted,
        chainDepth,
    };
}

/** The crit-chain depth hovers compute to. */
const HOVER_CHAIN_DEPTH = 11;

const pct = (p: number) => `${(p * 100).toFixed(p > 0 && p < 0.001 ? 3 : 1)}%`;

/** `0 36.0% · 1 48.0% · 2 16.0%` (entries below 0.05 % folded into their neighbours' tail as "…"). */
function distributionText(d: Distribution, limit = 12): string {
    const entries = [...d.entries()].filter(([, p]) => p > 0);
    const shown = entries.slice(0, limit).map(([v, p]) => `${v} ${pct(p)}`);
    const rest = entries.slice(limit).reduce((s, [, p]) => s + p, 0);
    return rest > 0 ? `${shown.join(' · ')} · more ${pct(rest)}` : shown.join(' · ');
}

/** What the line itself says of the attack's situation, and what a hover cannot know. */
interface LineSituation {
    readonly situation: Parameters<typeof attackSetup>[4];
    readonly caveat: string;
}

/**
 * The situation a scripted line carries: its `with` modifiers always; in round 1 also the
 * restrictions both sides start with and where they stand (the attacker after its own moves earlier
 * on its line) — cover and concealment of the target's zone, water. Later rounds cannot be known
 * before play: only the modifiers count, and the caveat says so.
 */
function lineSituation(scene: AttackScene | undefined, share: number | undefined): LineSituation {
    const base = { dice: share, modifiers: scene?.action.modifiers, modifierValues: scene?.action.modifierValues };
    if (scene?.round !== 1) return { situation: base, caveat: 'restrictions and places change in play: only the line’s own modifiers are counted' };
    const attacker = scene.instances.find(i => i.id === scene.attackerId);
    const target = scene.instances.find(i => i.id === scene.targetId);
    const at = scene.attackerActions.findIndex(a => a.action === scene.action.action && a.targets.join() === scene.action.targets.join());
    const moved = scene.attackerActions.slice(0, Math.max(0, at)).reduce<string | undefined>((z, a) => a.destination ?? z, attacker?.zone);
    const zone = (name: string | undefined) => (name ? scene.zones?.find(z => z.name === name) : undefined);
    const wet = (name: string | undefined) => zone(name)?.features.terrain === 'underwater';
    const names = (inst: typeof attacker, z: string | undefined) => [...(inst?.conditions ?? []).map(c => c.name), ...(wet(z) ? ['underwater'] : [])];
    const own = names(attacker, moved);
    const theirs = names(target, target?.zone);
    return {
        situation: {
            ...base,
            ...(own.length ? { attackerConditions: own } : {}),
            ...(theirs.length ? { targetConditions: theirs } : {}),
            cover: moved !== target?.zone ? zone(target?.zone)?.features.cover : undefined,
            concealment: zone(target?.zone)?.features.concealment,
        },
        caveat: 'as the fight starts (round 1): the restrictions and places written, and this line’s modifiers',
    };
}

/** The hover outlook of `attack` against `target` in the situation its line carries (lineSituation); its share of the dice when the pool is split. Undefined without a d20 roll. */
export function damageAgainst(
    attack: AttackModel,
    attacker: CombatantModel,
    target: CombatantModel,
    _targetCount: number,
    scene?: AttackScene,
): DamageOutlook | undefined {
    // A split pool (`-> A x1, B x1`): this target's share of the dice.
    const share = scene?.action.shares?.[scene.targetId];
    const pool = poolOf(attack);
    if (pool === 0) return undefined;
    const line = lineSituation(scene, share);
    const setup = attackSetup(attack, attacker, target, scene ? readOptions(scene.options) : DEFAULT_OPTIONS, line.situation, pool);
    const c = attack.category;
    const t = target.damageTraits;
    const traits = c
        ? { resistances: t.resists.includes(c) ? [c] : [], vulnerabilities: t.vulnerable.includes(c) ? [c] : [], immune: t.immune.includes(c) }
        : {};
    const o = poolOutlook(setup.spec, traits, HOVER_CHAIN_DEPTH);
    const s = setup.spec;
    const shape = poolShape(s.pool, s.vantage);
    const formula = [
        `${shape.keepLowerPair ? '2d20 keep lower' : `${shape.count}d20`} vs AC ${s.ac}${s.toHit ? ` (${s.toHit > 0 ? '+' : ''}${s.toHit} per die)` : ''}, damage = ${s.onlyCritDamage ? 'the crit dice only' : `hits${s.crits || s.critOnAnyHit ? ' + d3 per hitting crit die' : ''} + modifier ${s.damageModifier} + weight ${s.weaponWeight ?? 0}`}${c ? ` (${c})` : ''}`,
        ...(setup.notes.length ? [`counted: ${setup.notes.join('; ')}`] : []),
        `hits: ${distributionText(o.hits)}`,
        `damage: ${distributionText(o.damage)}`,
        s.crits || s.critOnAnyHit ? `crit ${pct(o.critChance)}` : 'no crits',
        line.caveat,
        `exact (floating point); crit chains past ${HOVER_CHAIN_DEPTH} twenties (p < 3e-16) left out`,
    ].join(' | ');
    return { distribution: o.damage, formula, versus: `AC ${s.ac}${setup.spec.unstruck ? ', full cover: cannot be struck' : ''}` };
}
