/**
 * One attack against its targets: reactions (dodge, shield), the attack roll with every face,
 * damage = roll − DEF (FOC for spells), exposed and prone adjustments, the pool it comes off, and the
 * conditions a hit inflicts; abilities that deal damage instead of an attack (no attack roll).
 * Source: 002_508f9552a4514e32.txt §Attacks, §Stamina Actions, §Conditions, §Dual Wielding,
 * §Concentration.
 */
import type { DiceExpr } from '../../../engine/dice.js';
import type { LoggedTerm } from '../../../engine/log.js';
import { recordText } from '../../../engine/roll-text.js';
import type { AttackModel } from '../../../engine/model.js';
import { defenseOf, noAttackRoll, poolOf } from '../rules/attacks.js';
import { EXPOSED_BONUS, hasCondition, proneShift, situationalShift } from '../rules/conditions.js';
import { attackFormula } from '../rules/dual-wielding.js';
import { DODGE_COST, DODGE_ROLL } from '../rules/stamina-actions.js';
import { aftermathOf, NO_AFTERMATH, onlyHelps } from '../rules/inflicted.js';
import { type PaladinsFighter, statOf } from './fighter.js';
import { applyAftermath } from './effects.js';
import { spendSta, takeDamage } from './harm.js';
import { defenseReaction } from './reactions.js';
import { rollFor } from './rolls.js';
import type { Scene } from './scene.js';

type Pool = 'HEA' | 'STA' | 'WIL';

/**
 * Resolves `attack` by `attacker` against each of `targets` (already checked to be active foes it
 * may attack). A `dual` attack against two targets rolls one die for each; against one, both dice.
 * `label` marks special attacks in the log ("opportunity attack").
 */
export function resolveAttack(
    scene: Scene,
    attacker: PaladinsFighter,
    attack: AttackModel,
    targets: readonly PaladinsFighter[],
    label?: string,
): void {
    for (let i = 0; i < targets.length; i++) {
        const target = targets[i];
        if (attacker.status !== 'active') return;
        // An ability that only helps (heals, removes) reaches an unconscious ally too.
        if (target.status !== 'active' && !(target.status === 'unconscious' && onlyHelps(attack))) {
            scene.log.add(() => ({
                kind: 'note',
                text: `${attacker.id}'s ${attack.name} at ${target.id} is wasted: ${target.id} is already ${target.status}.`,
            }));
            continue;
        }
        resolveOne(scene, attacker, attack, target, targets.length, label);
    }
}

/** The attack on one target: the reaction declared before the roll, the roll, then what a hit does. */
function resolveOne(
    scene: Scene,
    attacker: PaladinsFighter,
    attack: AttackModel,
    target: PaladinsFighter,
    targetCount: number,
    label?: string,
): void {
    const formula = attackFormula(attack, targetCount);
    if (!formula) {
        if (aftermathOf(attack) === NO_AFTERMATH) {
            scene.log.add(() => ({ kind: 'note', text: `${attacker.id}'s ${attack.name} has no damage formula; nothing happens.` }));
            return;
        }
        // An ability that does not strike (§Effects): it simply takes effect on its target.
        scene.log.add(() => ({
            kind: 'action',
            actor: attacker.id,
            action: attack.name,
            target: target.id,
            text: `${attacker.id} uses ${attack.name} on ${target.id}${label ? ` (${label})` : ''}.`,
        }));
        applyAftermath(scene, attacker, attack, target);
        return;
    }
    if (noAttackRoll(attack)) {
        damageInsteadOfAttack(scene, attacker, attack, target, formula, label);
        return;
    }
    const isProne = hasCondition(target, 'prone');
    const prone = proneShift(attack, isProne);
    const shift = situationalShift(attack, { exposed: hasCondition(target, 'exposed'), prone: isProne });
    // Reactions are declared before the roll.
    const reaction = defenseReaction(scene, target, attacker, attack, targetCount, shift);
    if (reaction) target.reactionRound = scene.round;
    const dodge = reaction === 'dodge' ? rollDodge(scene, target, attacker, attack) : 0;
    // Log events here and in `hit` built only when the log is kept, by helpers: V8 made the context of
    // this function's closures (and the damage terms' closure) for every attack of every run.
    if (reaction === 'shield' && scene.log.enabled) logShield(scene, target, attacker, attack);

    // §Stamina Damage: a dodge that spends the last STA exposes the target at once, before damage is
    // rolled (§Stamina Actions: the dodge comes "before damage is rolled"), so this attack's damage
    // already takes the +4. A shield's STA is paid out of the damage itself, after it is known: its
    // exposure starts with the next attack.
    const exposed = hasCondition(target, 'exposed');
    const defenseName = defenseOf(attack);
    const defense = statOf(target, defenseName);
    const roll = rollFor(scene, attacker, formula);
    const total = roll.total + prone - dodge;
    // §Stamina Actions, Dodge: a dodge that takes the attack to 0 or less leaves nothing of it — no
    // damage and no on-hit or on-damage effect, whatever an exposed target's +4 would have added.
    const dodgedAway = reaction === 'dodge' && total <= 0;
    const damage = dodgedAway ? 0 : total - defense + (exposed ? EXPOSED_BONUS : 0);
    if (scene.log.enabled) {
        const bonuses: LoggedTerm[] = [];
        if (prone !== 0) bonuses.push({ value: prone, label: 'prone' });
        if (reaction === 'dodge') bonuses.push({ value: dodge, label: 'dodge', subtract: true });
        const notes = [
            label,
            dualNote(attack, targetCount),
            dodgedAway && exposed ? 'the dodge takes it to 0 or less: nothing of it lands, exposed or not' : '',
        ].filter(Boolean);
        scene.log.add({
            kind: 'attack',
            actor: attacker.id,
            attack: attack.name,
            target: target.id,
            rolls: [roll.record!],
            bonuses,
            total,
            versus: defenseName,
            defense,
            outcome: damage > 0 ? 'hit' : 'miss',
            note: notes.join('; ') || undefined,
        });
    }
    if (attack.tags.includes('melee')) {
        attacker.engaged.set(target.id, scene.round);
        target.engaged.set(attacker.id, scene.round);
    }
    if (damage <= 0) return;
    hit(scene, attacker, attack, target, damage, reaction === 'shield', { total, defense, defenseName, exposed });
}

/** What the log's damage terms are made of: roll total − defense (+ exposed). */
interface DamageMath {
    readonly total: number;
    readonly defense: number;
    readonly defenseName: string;
    readonly exposed: boolean;
}

/** The log's damage terms of `m`. */
function mathTerms(m: DamageMath): LoggedTerm[] {
    const terms: LoggedTerm[] = [{ value: m.total }, { value: m.defense, label: m.defenseName, subtract: true }];
    if (m.exposed) terms.push({ value: EXPOSED_BONUS, label: 'exposed' });
    return terms;
}

function logShield(scene: Scene, target: PaladinsFighter, attacker: PaladinsFighter, attack: AttackModel): void {
    scene.log.add({
        kind: 'action',
        actor: target.id,
        action: 'shield',
        target: attacker.id,
        text: `${target.id} raises a shield against ${attacker.id}'s ${attack.name} (reaction): the damage will be paid in STA.`,
    });
}

/** The dodge (§Stamina Actions): d6 + DEX, paid 6 STA; its total comes off the attack roll. */
function rollDodge(scene: Scene, target: PaladinsFighter, attacker: PaladinsFighter, attack: AttackModel): number {
    const roll = rollFor(scene, target, DODGE_ROLL, '1d6 + DEX');
    // §Stamina Actions: "subtract the sum" — a negative sum (d6 + a negative DEX) subtracts too.
    scene.log.add(() => ({
        kind: 'action',
        actor: target.id,
        action: 'dodge',
        target: attacker.id,
        text: `${target.id} dodges ${attacker.id}'s ${attack.name} (reaction): ${recordText(roll.record!)} = ${roll.total}, taken off the attack roll.`,
        rolls: [roll.record!],
    }));
    spendSta(scene, target, DODGE_COST, `dodge against ${attacker.id}`);
    return roll.total;
}

/**
 * The log's note on a dual-wielded attack (§Dual Wielding): the two weapons' attack rolls split
 * between two targets — one weapon's roll each, whatever dice it has (2d8 for a crossbow) — or
 * combined into one roll against one target; never with ability scores.
 */
function dualNote(attack: AttackModel, targetCount: number): string | undefined {
    if (!attack.tags.includes('dual')) return undefined;
    return targetCount > 1
        ? "dual wielding: one weapon's roll for each of two targets, no ability scores"
        : "dual wielding: both weapons' rolls combined into one, no ability scores";
}

/** A hit for `damage`: paid in STA behind a shield, else taken off the attack's pool; then its conditions. */
function hit(
    scene: Scene,
    attacker: PaladinsFighter,
    attack: AttackModel,
    target: PaladinsFighter,
    damage: number,
    shielded: boolean,
    math: DamageMath,
): void {
    const pool = poolOf(attack);
    if (shielded) {
        if (scene.log.enabled)
            scene.log.add({
                kind: 'damage',
                attacker: attacker.id,
                target: target.id,
                terms: mathTerms(math),
                amount: damage,
                absorbed: damage,
                absorbedBy: 'shield',
                hpLost: 0,
                pool,
                ...poolValue(target, pool),
            });
        spendSta(scene, target, damage, `shield against ${attacker.id}: STA equal to the damage`);
    } else takeDamageLogged(scene, attacker, target, damage, pool, math);
    applyAftermath(scene, attacker, attack, target);
}

/**
 * §Attacks: "If an ability says it deals damage instead of an attack, then there is no attack roll."
 * The dice are the damage as rolled: no defense, no prone shift, no reaction, no exposed +4 (our
 * reading: those belong to attacks). Its conditions land when it deals damage.
 */
function damageInsteadOfAttack(
    scene: Scene,
    attacker: PaladinsFighter,
    attack: AttackModel,
    target: PaladinsFighter,
    formula: DiceExpr,
    label?: string,
): void {
    const roll = rollFor(scene, attacker, formula);
    scene.log.add(() => ({
        kind: 'action',
        actor: attacker.id,
        action: attack.name,
        target: target.id,
        text: `${attacker.id} uses ${attack.name} on ${target.id}: damage instead of an attack, no attack roll${label ? ` (${label})` : ''}.`,
    }));
    const pool = poolOf(attack);
    const damage = Math.max(0, roll.total);
    scene.log.add(() => {
        const { hp, maxHp } = poolValue(target, pool);
        return {
            kind: 'damage',
            attacker: attacker.id,
            target: target.id,
            rolls: [roll.record!],
            amount: damage,
            absorbed: 0,
            hpLost: damage,
            hp: hp - damage,
            maxHp,
            pool,
            note: 'no attack roll: no defense, no reaction, no exposed +4',
        };
    });
    if (damage <= 0) return;
    takeDamage(scene, target, damage, pool);
    applyAftermath(scene, attacker, attack, target);
}

/** Logs the damage event, then applies it (so the unconscious/drained events follow the damage line). */
function takeDamageLogged(scene: Scene, attacker: PaladinsFighter, target: PaladinsFighter, damage: number, pool: Pool, math: DamageMath): void {
    if (scene.log.enabled) {
        const { hp, maxHp } = poolValue(target, pool);
        scene.log.add({
            kind: 'damage',
            attacker: attacker.id,
            target: target.id,
            terms: mathTerms(math),
            amount: damage,
            absorbed: 0,
            hpLost: damage,
            hp: hp - damage,
            maxHp,
            pool,
        });
    }
    takeDamage(scene, target, damage, pool);
}

function poolValue(f: PaladinsFighter, pool: Pool): { hp: number; maxHp: number } {
    if (pool === 'STA') return { hp: f.sta, maxHp: f.maxSta };
    if (pool === 'WIL') return { hp: f.wil, maxHp: f.maxWil };
    return { hp: f.hp, maxHp: f.maxHp };
}
