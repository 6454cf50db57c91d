/**
 * One pool attack against one target in a fight: the setup (situation.ts), the d20s against AC,
 * the crit chain, the damage category, friendly fire on a ranged miss into a crowd, the
 * defense-rolls variant, then the Body damage (harm.ts).
 * Seed: 001_66230f9a082df360.txt §The Attack, §Critical Hits, §Physical Damage, §Friendly Fire,
 * §Defense Rolls (Variant).
 */
import type { AttackModel } from '../../../engine/model.js';
import { type ErFighter, isDefending, isRanged, poolOf } from './fighter.js';
import { dealDamage } from './harm.js';
import { diceRecord, poolRecord } from './records.js';
import { type Scene, zoneFeature } from './scene.js';
import { type AttackSetup, attackSetup } from './situation.js';
import { defenseDC, rollDefense } from '../rules/defense-rolls-variant.js';
import { strayShot } from '../rules/friendly-fire.js';
import { applyCategory } from '../rules/physical-damage.js';
import { type PoolAttackResult, type PoolAttackSpec, poolShape, resolvePoolFaces, rollPoolAttack } from '../rules/the-attack.js';

/** How the scripted action shapes the attack. */
interface StrikeOptions {
    readonly dice?: number;
    readonly modifiers?: readonly string[];
    readonly modifierValues?: Readonly<Record<string, string>>;
    readonly sneak?: { readonly sneakDie: boolean };
    /** Roll but hold the damage (getting the drop). */
    readonly hold?: boolean;
    /** A label for the log (flee attack, impalement). */
    readonly label?: string;
}

/** The damage of one attack after the target's category traits. Seed §Physical Damage. */
export function categoryDamage(amount: number, attack: AttackModel, target: ErFighter): number {
    const c = attack.category;
    if (!c) return amount;
    const t = target.model.damageTraits;
    return applyCategory(amount, {
        resistances: t.resists.includes(c) ? [c] : [],
        vulnerabilities: t.vulnerable.includes(c) ? [c] : [],
        immune: t.immune.includes(c),
    });
}

/** The attack's setup in the fight as it stands: both fighters' restrictions, the defence, the zone's cover and concealment. */
export function strikeSetup(scene: Scene, attacker: ErFighter, target: ErFighter, attack: AttackModel, o: StrikeOptions = {}): AttackSetup {
    return attackSetup(
        attack,
        attacker.model,
        target.model,
        scene.options,
        {
            dice: o.dice,
            attackerConditions: attacker.conditions.size ? [...attacker.conditions] : undefined,
            targetConditions: target.conditions.size ? [...target.conditions] : undefined,
            targetDefending: isDefending(target, scene.round),
            modifiers: o.modifiers,
            modifierValues: o.modifierValues,
            // Cover is a barrier between zones: an attacker inside the covered zone is not behind it.
            cover: attacker.zone === target.zone ? undefined : zoneFeature(scene, target, 'cover'),
            concealment: zoneFeature(scene, target, 'concealment'),
            sneak: o.sneak,
        },
        poolOf(attack),
    );
}

/**
 * Makes the attack; returns the damage dealt (after category), or the damage held for a drop.
 * Draws: the pool's d20s, the crit chain, the vantage damage die; on a missed ranged shot into a
 * crowd the friendly-fire d10 (and a new crit chain / vantage die if it hits someone).
 */
export function strike(scene: Scene, attacker: ErFighter, target: ErFighter, attack: AttackModel, o: StrikeOptions = {}): number {
    const setup = strikeSetup(scene, attacker, target, attack, o);
    const what = o.label ? `${attack.name} (${o.label})` : attack.name;
    if (setup.skillDice === 0 && !o.sneak && scene.options.untrained === 'none') {
        scene.log.add({
            kind: 'action',
            actor: attacker.id,
            action: attack.name,
            target: target.id,
            text: `${attacker.id} is untrained: no attack dice to roll`,
        });
        return 0;
    }
    if (scene.options.defenseRolls && !attacker.character && target.character) return defenseRoll(scene, attacker, target, attack, setup.spec);
    const r = rollPoolAttack(scene.rng, setup.spec);
    logAttack(scene, attacker, target, what, r, setup.spec.ac, setup.spec.toHit ?? 0, setup.notes);
    if (r.hits === 0) {
        if (isRanged(attack) && crowded(setup, o.modifiers)) return friendlyFire(scene, attacker, target, attack, r, setup.spec);
        return 0;
    }
    const amount = categoryDamage(r.damage, attack, target);
    if (o.hold) {
        attacker.drop = { target: target.id, damage: amount, round: scene.round, attack: attack.name };
        scene.log.add({
            kind: 'action',
            actor: attacker.id,
            action: 'get_the_drop',
            target: target.id,
            text: `${attacker.id} holds ${amount} damage over ${target.id}`,
        });
        return amount;
    }
    dealDamage(scene, attacker, target, amount, { terms: damageTerms(r, amount), sneak: o.sneak !== undefined });
    return amount;
}

function logAttack(
    scene: Scene,
    attacker: ErFighter,
    target: ErFighter,
    what: string,
    r: PoolAttackResult,
    ac: number,
    toHit: number,
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
        const words = [`${r.hits + r.critHits} ${r.hits + r.critHits === 1 ? 'die hits' : 'dice hit'}`, ...notes];
        if (toHit !== 0) words.push(`${toHit > 0 ? '+' : '−'}${Math.abs(toHit)} on every die`);
        if (r.neutralized && r.hits > 0) words.push('disadvantage takes the damage to nothing');
        return {
            kind: 'attack',
            actor: attacker.id,
            attack: what,
            target: target.id,
            rolls,
            bonuses: [],
            total: r.hits + r.critHits,
            versus: 'AC',
            defense: ac,
            outcome: r.hits === 0 || r.neutralized ? 'miss' : crit ? 'critical' : 'hit',
            note: words.join('; '),
        };
    });
}

/** The damage as a sum: hitting dice, crit d3s, modifier, weight, vantage, then the category. */
function damageTerms(r: PoolAttackResult, final: number) {
    const p = r.parts;
    const terms = [{ value: p.hitDice, label: 'hitting dice' }];
    if (p.critDamage) terms.push({ value: p.critDamage, label: 'crit d3' });
    if (p.modifier) terms.push({ value: p.modifier, label: 'modifier' });
    if (p.weight) terms.push({ value: p.weight, label: 'weight' });
    if (p.vantage) terms.push({ value: p.vantage, label: 'vantage d3' });
    if (final !== r.damage) terms.push({ value: final - r.damage, label: 'category' });
    return terms;
}

/**
 * Friendly fire applies to a ranged miss at a target behind three-quarters cover, at one in full
 * cover (which cannot be struck at all), or `with friendly_fire`. Seed §Cover, §Friendly Fire.
 */
function crowded(setup: AttackSetup, modifiers: readonly string[] = []): boolean {
    return modifiers.includes('friendly_fire') || setup.cover === 'three-quarters' || setup.cover === 'full';
}

/**
 * A missed shot into a crowd: a d10 over the others in the target's zone (in encounter order, at
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
    const others = scene.fighters.filter(f => f !== target && f !== attacker && f.status === 'active' && f.zone === target.zone);
    const kept = missed.dice.filter(d => d.kept);
    const stray = strayShot(
        scene.rng,
        kept.map(d => d.face),
        others.length,
    );
    const slot = stray.slot;
    const hit = stray.target === null ? undefined : others[stray.target];
    scene.log.add({
        kind: 'action',
        actor: attacker.id,
        action: 'friendly_fire',
        target: hit?.id,
        text: hit ? `${attacker.id}'s stray shot flies at ${hit.id}` : `${attacker.id}'s stray shot hits nothing`,
        rolls: [diceRecord('d10', 10, [slot])],
    });
    if (!hit) return 0;
    const faces = stray.faces.map(face => ({ face, kept: true }));
    const r = resolvePoolFaces(scene.rng, faces, { ...spec, ac: hit.model.stats.ac ?? 0, pool: faces.length, crits: false, unstruck: false });
    logAttack(scene, attacker, hit, `${attack.name} (friendly fire, dice moved forward 2)`, r, hit.model.stats.ac ?? 0, spec.toHit ?? 0, []);
    if (r.hits === 0) return 0;
    const amount = categoryDamage(r.damage, attack, hit);
    dealDamage(scene, attacker, hit, amount, { terms: damageTerms(r, amount) });
    return amount;
}

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
                `${d.dice.length}d20 + AC`,
                d.dice.flatMap(x => {
                    const keptAt = x.faces.length === 2 && x.faces[1] > x.faces[0] ? 1 : 0;
                    return x.faces.map((face, i) => ({ face, kept: i === keptAt, hit: i === keptAt && x.avoided }));
                }),
            ),
        ],
        total: d.dice.length - d.failures,
        needs: `DC ${defenseDC(modifiers)} per die`,
        success: d.failures === 0,
        note: `${d.failures} die/dice not avoided: ${d.failures} point(s) of Body damage`,
    }));
    if (d.failures === 0) return 0;
    const amount = categoryDamage(d.failures, attack, target);
    dealDamage(scene, attacker, target, amount, { terms: [{ value: d.failures, label: 'failed defense dice' }] });
    return amount;
}
