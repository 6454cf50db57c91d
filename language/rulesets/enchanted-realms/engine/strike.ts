/**
 * One pool attack against one target in a fight: whether it can be made at all (a weapon in hand,
 * reach, restrictions, a charmer), the setup (situation.ts), the d20s against AC, the crit chain,
 * the target's dodge, the damage category, friendly fire on a ranged miss into a crowd, the
 * defense-rolls variant, then the Body damage (harm.ts) and the attack's effects.
 * Seed: 001_66230f9a082df360.txt §The Attack, §Critical Hits, §Physical Damage, §Friendly Fire,
 * §Defense Rolls (Variant), §Restrictions in Combat.
 */
import { recordText } from '../../../engine/roll-text.js';
import type { AttackModel, CombatantModel } from '../../../engine/model.js';
import type { ErOptions, VantageDamage } from '../options.js';
import { defenseDC, rollDefense } from '../rules/defense-rolls-variant.js';
import { strayShot } from '../rules/friendly-fire.js';
import { coverCallsFriendlyFire } from '../rules/cover.js';
import { applyCategory, type CategoryTraits } from '../rules/physical-damage.js';
import { underwaterShot } from '../rules/restrictions-in-combat.js';
import { heavyPoleFaces } from '../rules/impalement-maneuver.js';
import {
    type PoolAttackResult,
    type PoolAttackSpec,
    poolShape,
    resolvePoolFaces,
    rollPoolAttackScratch,
    rollPoolFaces,
} from '../rules/the-attack.js';
import { applyEffects } from './effects.js';
import type { ErFighter } from './fighter.js';
import { dealDamage } from './harm.js';
import { avoidBlow } from './reactions.js';
import { diceRecord, POOL_HITS, poolRecord } from './records.js';
import { adjustmentsOf, charmedBy, restrictionsOf, unrestricted } from './restrictions.js';

const NO_NAMES: readonly string[] = [];
import { feetBetween, note, type Scene, zoneFeature } from './scene.js';
import { type AttackSetup, attackSetup } from './situation.js';
import { isHeldWeapon, isRanged, isThrown, meleeReach, poolOf } from './weapons.js';

/** How the scripted action shapes the attack. */
export interface StrikeOptions {
    readonly dice?: number;
    readonly modifiers?: readonly string[];
    readonly modifierValues?: Readonly<Record<string, string>>;
    readonly sneak?: { readonly sneakDie: boolean };
    /** Roll but hold the damage (getting the drop). */
    readonly hold?: boolean;
    /** A label for the log (flee attack, impalement). */
    readonly label?: string;
    /** A reaction that strikes as the foe passes or closes (flee attack, impalement): reach is not asked. */
    readonly passing?: boolean;
    /** A heavy pole's impalement: each natural 18 to 20 is rolled again, the lower kept (rules/impalement-maneuver.ts). */
    readonly heavyPole?: boolean;
}

/**
 * Why `attacker` cannot make `attack` on `target` now, or undefined: the weapon is on the ground or
 * pinned; a restriction forbids attacking, this weapon (bound: ammunition and mechanisms; under water:
 * thrown weapons) or harming its charmer; a melee target out of reach.
 */
export function cannotStrike(
    scene: Pick<Scene, 'field' | 'byId' | 'water' | 'joined'>,
    attacker: ErFighter,
    target: ErFighter,
    attack: AttackModel,
    passing = false,
): string | undefined {
    const a = adjustmentsOf(scene, attacker);
    if (a.cannotAttack) return `cannot attack (${restrictionsOf(scene, attacker).join(', ')})`;
    // The fighter's state first, the weapon's tags only when it matters: asked for every attack a plan weighs.
    if (attacker.dropped.size > 0 && attacker.dropped.has(attack.name) && isHeldWeapon(attack))
        return `has no ${attack.name} in hand (it lies on the ground)`;
    if (attacker.pinned !== undefined && attacker.pinned.attack === attack.name && isHeldWeapon(attack))
        return `cannot strike with its pinned ${attack.name}`;
    if (a.noAmmoWeapons && isRanged(attack) && !isThrown(attack)) return `cannot work ${attack.name} while bound`;
    if (a.underwater && isRanged(attack) && isThrown(attack)) return `cannot throw ${attack.name} under water`;
    if (a.underwater && isRanged(attack)) {
        const shot = archeryUnderwater(scene, attacker, target, attack);
        if (!shot.ok) return `cannot shoot ${target.id} with ${attack.name}: ${shot.diagnostic.message}`;
    }
    if (charmedBy(attacker, target)) return `is charmed by ${target.id} and will not harm it`;
    if (!passing && !isRanged(attack)) {
        const feet = feetBetween(scene.field, attacker.slot.at, target.slot.at);
        if (feet > meleeReach(attack)) return `cannot reach ${target.id} with ${attack.name} (${feet} ft away)`;
    }
    return undefined;
}

/** An archery shot under water, where both stand in zones (rules/restrictions-in-combat.ts). */
function archeryUnderwater(scene: Pick<Scene, 'field' | 'joined'>, attacker: ErFighter, target: ErFighter, attack: AttackModel) {
    const from = scene.field.zoneOf(attacker.id);
    const to = scene.field.zoneOf(target.id);
    if (from === undefined || to === undefined) return { ok: true } as const;
    return underwaterShot({
        sameZone: from === to,
        joined: scene.joined(from, to),
        feet: scene.field.zoneDistance(from, to),
        waterRange: attack.stats.water_range ?? 0,
    });
}

/** The damage of one attack after the target's category traits and restrictions (petrified: no poison; under water: fire halved). Seed §Physical Damage. */
export function categoryDamage(scene: Scene, amount: number, attack: AttackModel, target: ErFighter): number {
    const c = attack.category;
    if (!c) return amount;
    const t = target.model.damageTraits;
    const a = adjustmentsOf(scene, target);
    const resistant = t.resists.includes(c) || (c === 'fire' && a.fireResistance);
    const vulnerable = t.vulnerable.includes(c);
    const immune = t.immune.includes(c) || (c === 'poison' && a.immunePoison);
    // No trait meets the category (most hits): the shared empty traits, no lists made.
    if (!resistant && !vulnerable && !immune) return applyCategory(amount, NO_TRAITS);
    return applyCategory(amount, { resistances: resistant ? [c] : [], vulnerabilities: vulnerable ? [c] : [], immune });
}

/** A target with no trait for the category (shared, frozen). */
const NO_TRAITS: CategoryTraits = Object.freeze({});

/** The attack's setup in the fight as it stands: both fighters' restrictions, the defence, the zone's cover and concealment. */
export function strikeSetup(scene: Scene, attacker: ErFighter, target: ErFighter, attack: AttackModel, o: StrikeOptions = NO_OPTIONS): AttackSetup {
    const own = unrestricted(scene, attacker) ? NO_NAMES : restrictionsOf(scene, attacker);
    const theirs = unrestricted(scene, target) ? NO_NAMES : restrictionsOf(scene, target);
    // Cover is a barrier between zones: an attacker inside the covered zone is not behind it.
    const cover = scene.field.outsideZoneAt(attacker.slot.at, target.slot.at) ? zoneFeature(scene, target, 'cover') : undefined;
    const concealment = zoneFeature(scene, target, 'concealment');
    // A plain strike (most of a fight's) has a setup that depends on the attack, both stat blocks
    // and the options alone: it is worked out once, not per strike.
    const plain =
        own.length === 0 &&
        theirs.length === 0 &&
        !target.defending &&
        cover === undefined &&
        concealment === undefined &&
        o.dice === undefined &&
        o.sneak === undefined &&
        !o.modifiers?.length &&
        o.modifierValues?.obscured === undefined;
    if (plain) return plainSetup(scene.options, attack, attacker.model, target.model);
    return attackSetup(
        attack,
        attacker.model,
        target.model,
        scene.options,
        {
            dice: o.dice,
            attackerConditions: own.length ? own : undefined,
            targetConditions: theirs.length ? theirs : undefined,
            // Defending helps only against attacks it can see: not while blind, nor against the invisible (§Defending).
            targetDefending: target.defending && !theirs.includes('blind') && !own.includes('invisible'),
            modifiers: o.modifiers,
            modifierValues: o.modifierValues,
            cover,
            concealment,
            sneak: o.sneak,
        },
        poolOf(attack),
    );
}

const NO_OPTIONS: StrikeOptions = {};

/**
 * Plain strikes' setups by attack, then by attacker's and target's stat blocks (models never change),
 * each for the options it was last made under (one options object serves every run of a
 * simulation; a new one replaces it). The few pairs an attack meets are a list read in order: a
 * lookup per strike, and two nested weak maps cost more than the scan.
 */
const PLAIN_SETUPS = new WeakMap<AttackModel, PlainSetup[]>();

interface PlainSetup {
    readonly attacker: CombatantModel;
    readonly target: CombatantModel;
    options: ErOptions;
    setup: AttackSetup;
}

/** The setup of a plain strike — attackSetup with no situation but the attack's own pool — made once per attack, stat blocks and options. */
function plainSetup(options: ErOptions, attack: AttackModel, attacker: CombatantModel, target: CombatantModel): AttackSetup {
    let known = PLAIN_SETUPS.get(attack);
    if (!known) PLAIN_SETUPS.set(attack, (known = []));
    for (let i = 0; i < known.length; i++) {
        const k = known[i];
        if (k.attacker !== attacker || k.target !== target) continue;
        if (k.options !== options) {
            k.options = options;
            k.setup = attackSetup(attack, attacker, target, options, {}, poolOf(attack));
        }
        return k.setup;
    }
    const setup = attackSetup(attack, attacker, target, options, {}, poolOf(attack));
    known.push({ attacker, target, options, setup });
    return setup;
}

/**
 * Makes the attack; returns the damage dealt (after category), or the damage held for a drop.
 * Draws: the pool's d20s, the crit chain, the vantage damage die, a dodge's d6; on a missed ranged
 * shot into a crowd the friendly-fire d10 (and a new crit chain / vantage die if it hits someone).
 */
export function strike(scene: Scene, attacker: ErFighter, target: ErFighter, attack: AttackModel, o: StrikeOptions = NO_OPTIONS): number {
    const refused = cannotStrike(scene, attacker, target, attack, o.passing);
    if (refused) {
        note(scene, attacker, attack.name, refused, target.id);
        return 0;
    }
    const setup = strikeSetup(scene, attacker, target, attack, o);
    if (setup.skillDice === 0 && !o.sneak && scene.options.untrained === 'none') {
        note(scene, attacker, attack.name, 'is untrained: no attack dice to roll', target.id);
        return 0;
    }
    if (scene.options.defenseRolls && !attacker.character && target.character) return defenseRoll(scene, attacker, target, attack, setup.spec);
    // Scratch result: read only below, before dealDamage (whose reactions may strike again); no objects per attack.
    let r = o.heavyPole ? heavyPoleAttack(scene, setup.spec) : rollPoolAttackScratch(scene.rng, setup.spec);
    // The attack's name as the log says it, made only for a log.
    if (scene.log.enabled) logAttack(scene, attacker, target, o.label ? `${attack.name} (${o.label})` : attack.name, r, setup.spec.ac, setup.notes);
    if (r.hits === 0) {
        if (isRanged(attack) && strayable(scene, setup, attacker, target, o.modifiers))
            return friendlyFire(scene, attacker, target, attack, r, setup.spec);
        return 0;
    }
    r = avoidBlow(scene, attacker, target, attack, r, setup.spec);
    // Hits whose damage came to nothing (disadvantage's die, a petrified target without a crit) act
    // as a miss, as the attack's line says: no damage line, and none of the attack's effects.
    if (r.hits === 0 || r.neutralized) return 0;
    const amount = categoryDamage(scene, r.damage, attack, target);
    if (o.hold) {
        attacker.drop = { target: target.id, damage: amount, round: scene.round, attack: attack.name };
        target.heldOver = true;
        scene.drops.held = true;
        note(scene, attacker, 'get_the_drop', `holds ${amount} damage over ${target.id}`, target.id);
        return amount;
    }
    // The terms are only the log's: not built when no log is kept (then a shared detail, not an object per hit).
    dealDamage(
        scene,
        attacker,
        target,
        amount,
        scene.log.enabled
            ? { terms: damageTerms(r, amount, scene.options.vantageDamage), sneak: o.sneak !== undefined }
            : o.sneak !== undefined
              ? SNEAK_UNLOGGED
              : PLAIN_UNLOGGED,
    );
    applyEffects(scene, attacker, target, attack);
    return amount;
}

/** dealDamage's detail of a strike without a log (shared, never changed). */
const PLAIN_UNLOGGED = { terms: undefined, sneak: false } as const;
const SNEAK_UNLOGGED = { terms: undefined, sneak: true } as const;

/** A heavy pole's impalement: its faces by rules/impalement-maneuver.ts (a keep-lower pair, at zero dice, stays as it is). */
function heavyPoleAttack(scene: Scene, spec: PoolAttackSpec): PoolAttackResult {
    const shape = poolShape(spec.pool, spec.vantage);
    const faces = shape.keepLowerPair ? rollPoolFaces(scene.rng, shape) : heavyPoleFaces(scene.rng, shape.count);
    return resolvePoolFaces(scene.rng, faces, spec);
}

function logAttack(
    scene: Scene,
    attacker: ErFighter,
    target: ErFighter,
    what: string,
    r: PoolAttackResult,
    ac: number,
    notes: readonly string[],
): void {
    scene.log.add(() => {
        const rolls = [poolRecord(`${r.dice.length}d20`, r.dice)];
        if (r.crit.dice.length)
            rolls.push(
                poolRecord(
                    'crit d20',
                    r.crit.dice.map(d => ({ face: d.face, kept: true, hit: d.hit })),
                ),
            );
        const crit = r.crit.triggered && r.hits > 0;
        const words = [...notes];
        if (r.neutralized && r.hits > 0) words.push(neutralizedWhy(r.parts));
        return {
            kind: 'attack',
            actor: attacker.id,
            attack: what,
            target: target.id,
            rolls,
            bonuses: [],
            total: r.hits + r.critHits,
            counts: POOL_HITS,
            versus: 'AC',
            defense: ac,
            outcome: r.hits === 0 || r.neutralized ? 'miss' : crit ? 'critical' : 'hit',
            note: words.join('; ') || undefined,
        };
    });
}

/** What the vantage term is, by option `vantage_damage`: the d3 (default), a d2, or a flat 2. */
const VANTAGE_LABEL: Readonly<Record<VantageDamage, string>> = { none: 'vantage', one_d3: 'vantage d3', one_d2: 'vantage d2', flat_2: 'vantage' };

/** Why dice that hit dealt nothing: a petrified target (crit damage only), disadvantage's die, or a negative modifier. */
function neutralizedWhy(p: PoolAttackResult['parts']): string {
    if (p.onlyCrit) return "a petrified target takes only a crit chain's damage, and there is none";
    return p.vantage < 0 ? 'disadvantage takes the damage to nothing' : 'the modifier takes the damage to nothing';
}

/**
 * The damage as a sum: hitting dice, crit d3s, modifier, weight, vantage (labelled by its option),
 * then the category; against a petrified target the crit d3s alone (§Restrictions in Combat).
 */
function damageTerms(r: PoolAttackResult, final: number, vantage: VantageDamage) {
    const p = r.parts;
    if (p.onlyCrit) {
        const only = [{ value: p.critDamage, label: 'crit d3, all a petrified target takes' }];
        if (final !== r.damage) only.push({ value: final - r.damage, label: 'category' });
        return only;
    }
    const terms = [{ value: p.hitDice, label: p.hitDice === 1 ? 'hitting die' : 'hitting dice' }];
    if (p.critDamage) terms.push({ value: p.critDamage, label: 'crit d3' });
    if (p.modifier) terms.push({ value: p.modifier, label: 'modifier' });
    if (p.weight) terms.push({ value: p.weight, label: 'weight' });
    if (p.vantage) terms.push({ value: p.vantage, label: VANTAGE_LABEL[vantage] });
    if (final !== r.damage) terms.push({ value: final - r.damage, label: 'category' });
    return terms;
}

/**
 * Friendly fire applies to a ranged miss at a target behind three-quarters cover, at one in full
 * cover (which cannot be struck at all), at an invisible one, by a blind archer, or `with
 * friendly_fire`. Seed §Cover, §Friendly Fire ("a blind effect on an archer, or fighting an invisible creature").
 */
function strayable(scene: Scene, setup: AttackSetup, attacker: ErFighter, target: ErFighter, modifiers: readonly string[] = []): boolean {
    return (
        modifiers.includes('friendly_fire') ||
        coverCallsFriendlyFire(setup.cover) ||
        (!unrestricted(scene, target) && restrictionsOf(scene, target).includes('invisible')) ||
        (!unrestricted(scene, attacker) && restrictionsOf(scene, attacker).includes('blind'))
    );
}

/**
 * A missed shot into a crowd: a d10 over the others next to the target (in encounter order, at
 * most 8; 9, 10 and empty numbers hit nothing); the same faces, moved forward by 2, against the new
 * one's AC. Seed §Friendly Fire.
 */
function friendlyFire(
    scene: Scene,
    attacker: ErFighter,
    target: ErFighter,
    attack: AttackModel,
    missed: PoolAttackResult,
    spec: PoolAttackSpec,
): number {
    const others = scene.fighters.filter(
        f => f !== target && f !== attacker && f.status === 'active' && scene.field.distance(f.slot.at, target.slot.at) === 0,
    );
    const kept = missed.dice.filter(d => d.kept);
    const stray = strayShot(
        scene.rng,
        kept.map(d => d.face),
        others.length,
    );
    const hit = stray.target === null ? undefined : others[stray.target];
    // The d10 that picks who the stray shot flies at, in the line (an action's rolls are not printed apart).
    scene.log.add(() => {
        const slot = diceRecord('d10', 10, [stray.slot]);
        return {
            kind: 'action',
            actor: attacker.id,
            action: 'friendly_fire',
            target: hit?.id,
            text: `${attacker.id}'s stray shot (${recordText(slot)}) ${hit ? `flies at ${hit.id}` : 'hits nothing'}`,
            rolls: [slot],
        };
    });
    if (!hit) return 0;
    const faces = stray.faces.map(face => ({ face, kept: true }));
    const r = resolvePoolFaces(scene.rng, faces, { ...spec, ac: hit.model.stats.ac ?? 0, pool: faces.length, crits: false, unstruck: false });
    logAttack(scene, attacker, hit, `${attack.name} (friendly fire, dice moved forward 2)`, r, hit.model.stats.ac ?? 0, []);
    if (r.hits === 0) return 0;
    const amount = categoryDamage(scene, r.damage, attack, hit);
    dealDamage(scene, attacker, hit, amount, { terms: damageTerms(r, amount, scene.options.vantageDamage) });
    return amount;
}

/** A defense roll's total counts the dice that avoided the attack. */
const AVOIDED = ['die avoids it', 'dice avoid it'] as const;

/**
 * The defense-rolls variant: the player rolls one d20 + AC per die the monster would throw against
 * DC 21 + all the monster's modifiers (to-hit, damage modifier, weight); each failure is one point of
 * Body damage (then the damage category). Seed §Defense Rolls (Variant).
 */
function defenseRoll(scene: Scene, attacker: ErFighter, target: ErFighter, attack: AttackModel, spec: PoolAttackSpec): number {
    const modifiers = (spec.toHit ?? 0) + spec.damageModifier + (spec.weaponWeight ?? 0);
    const shape = poolShape(spec.pool, spec.vantage);
    const d = rollDefense(scene.rng, shape, spec.ac, modifiers);
    scene.log.add(() => ({
        kind: 'check',
        who: target.id,
        what: `defense rolls against ${attacker.id}'s ${attack.name}`,
        rolls: [
            poolRecord(
                `${d.dice.length}d20 + AC ${spec.ac}`,
                d.dice.flatMap(x => {
                    const keptAt = x.faces.length === 2 && x.faces[1] > x.faces[0] ? 1 : 0;
                    return x.faces.map((face, i) => ({ face, kept: i === keptAt, hit: i === keptAt && x.avoided }));
                }),
            ),
        ],
        total: d.dice.length - d.failures,
        counts: AVOIDED,
        needs: `DC ${defenseDC(modifiers)} per die`,
        success: d.failures === 0,
        ...(d.failures > 0 ? { note: `${d.failures} not avoided: ${d.failures} Body damage` } : {}),
    }));
    if (d.failures === 0) return 0;
    const amount = categoryDamage(scene, d.failures, attack, target);
    dealDamage(scene, attacker, target, amount, { terms: [{ value: d.failures, label: 'failed defense dice' }] });
    applyEffects(scene, attacker, target, attack);
    return amount;
}
