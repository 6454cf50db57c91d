/**
 * One attack against one target, ruled and logged: the attack's two mights against the target's
 * passive mights or its chosen defense, the defense ruled against the attack's mights, the PP
 * settled into damage off LIF (004_941aee309a07cd38.txt §Combat Ruling, §Attacking and Defending).
 * Under the `legacy_magic` option a spell goes to `legacy-strike.ts` instead. Damage lands at once
 * on the counter; who drops is settled after the round's simultaneous actions (round.ts).
 */
import type { RollRecord } from '../../../engine/log.js';
import type { AttackModel, PlannedAction } from '../../../engine/model.js';
import { type DefenseKind, type Realm, type Settlement, settleDamageOn } from '../rules/attacking-and-defending.js';
import { decidedMights, decideDefense, type DefenseDecision } from './defense.js';
import type { VaxiaFighter } from './fighter.js';
import { applyDamage, type DamageTerm, NO_TERMS } from './harm.js';
import { adjustedPp } from './support.js';
import { legacyStrike } from './legacy-strike.js';
import { attackMightsOf, defenderStats, passiveMightsOf } from './mights.js';
import { attackOutcome, CHECK_NEEDS, effectOutcome, checkNote, pairNote, pairRecords, stopNote, traitRecord } from './records.js';
import { RESIST_SKILL, RESIST_STAT } from '../rules/magic-vs-mundane-in-the-dice-ruler.js';
import { ruleTrait, type TraitRuling } from '../rules/ruling-narration.js';
import type { Scene } from './scene.js';
import { queueEffect } from './effects.js';
import { BASE_DIFFICULTY, helpsOnly, isNonDamaging } from '../rules/what-counts-as-combat.js';
import { attackRealm } from '../rules/combat-stats-and-skills.js';
import { ruleTwoTraitsOf, type TwoTraitRuling } from '../rules/lopsided-two-trait-ruling.js';

const LABELS: Readonly<Record<Realm, readonly [string, string]>> = { physical: ['DEX', 'STR'], magic: ['INT', 'SPIR'] };

const VERBS: Readonly<Record<DefenseKind, string>> = {
    block: 'blocks',
    dodge: 'dodges',
    parry: 'parries',
    counter: 'counters',
    redirect: 'redirects',
    disarm: 'disarms',
    resist: 'resists',
};

export interface StrikeInput {
    readonly attacker: VaxiaFighter;
    readonly target: VaxiaFighter;
    readonly attack: AttackModel;
    readonly action: PlannedAction;
    /** The to-hit d100 already rolled for the order of actions, if any. */
    readonly speedRoll?: number;
}

/**
 * Rules and logs one attack; returns the damage dealt (a non-damaging attack queues its effects instead).
 * Its parts come as arguments, not a `StrikeInput`: every strike of every run made one; helps,
 * legacy spells and the log, which read one, get it made for them.
 */
export function strike(
    scene: Scene,
    attacker: VaxiaFighter,
    target: VaxiaFighter,
    attack: AttackModel,
    action: PlannedAction,
    speedRoll: number | undefined,
): number {
    const realm = attackRealm(attack);
    if (helpsOnly(attack)) return help(scene, { attacker, target, attack, action, speedRoll }, realm);
    if (scene.options.legacyMagic && realm === 'magic') return legacyStrike(scene, { attacker, target, attack, action, speedRoll });
    const mights = attackMightsOf(scene, attacker, attack);
    // The defense, its mights and what the attack is ruled against, each on its own (as
    // `chooseDefense` works them out): an object carrying them was made for every strike.
    const defense = decideDefense(scene, target, attacker, attack, realm);
    const defenseMights = decidedMights(scene, target, attacker, attack, realm, defense);
    // Against a resistance to a mental spell, the spell is ruled against the passive mights.
    const difficulties = defense.kind === 'resist' ? passiveMightsOf(scene, target, attacker, attack) : defenseMights;
    // Both to-hit dice are drawn before the defense's, in this order.
    const rollA = speedRoll ?? scene.rng.die(100);
    const rollB = scene.rng.die(100);
    const o = scene.options;
    const ruling = ruleTwoTraitsOf(mights[0], difficulties[0], rollA, mights[1], difficulties[1], rollB, o.rounding, o.mishapBelow);
    let defenseRuling: TwoTraitRuling | TraitRuling | undefined;
    if (defense.kind === 'resist') {
        // One trait against the spell's power might (§Magic vs Mundane in the Dice Ruler).
        defenseRuling = ruleTrait(defenseMights[0], mights[1], scene.rng.die(100), o.rounding);
    } else if (defense.kind !== 'none') {
        defenseRuling = ruleTwoTraitsOf(
            defenseMights[0],
            mights[0],
            scene.rng.die(100),
            defenseMights[1],
            mights[1],
            scene.rng.die(100),
            o.rounding,
            o.mishapBelow,
        );
        if (defense.leaping) scene.leaping.add(target.id);
    }
    const attackPp = adjustedPp(scene, attacker, realm, ruling.pp);
    const defensePp = defenseRuling?.pp ?? 0;
    // A non-damaging attack's PP after the defense are its effect's: armour and a shield absorb damage only.
    const nonDamaging = isNonDamaging(attack);
    const nonLethal = !nonDamaging && (attack.tags.includes('non_lethal') || action.modifiers.includes('non_lethal'));
    const settled = settleDamageOn(
        nonLethal,
        defense.kind,
        attackPp,
        defensePp,
        target.lif,
        target.damage,
        nonDamaging ? 0 : target.armor,
        nonDamaging ? 0 : target.shield,
    );
    const outcome = effectOutcome(nonDamaging, attackOutcome(ruling, attackPp, settled.outcome));
    if (scene.log.enabled)
        logStrike(
            scene,
            { attacker, target, attack, action, speedRoll },
            realm,
            defense,
            ruling,
            defenseRuling,
            outcome,
            stopNote(defense.kind, attackPp, defensePp, settled, outcome),
        );
    // The disarm takes the weapon whenever its PP reach the attack's — also against an attack that
    // failed on its own (0 PP), which the settlement calls a miss before any defense.
    if (defense.kind === 'disarm' && realm === 'physical' && defensePp > 0 && defensePp >= attackPp && !attack.tags.includes('unarmed'))
        loseWeapon(scene, attacker, target, attack);
    if (nonDamaging) {
        if (settled.damage > 0) queueEffect(scene, attacker, target, attack, settled.damage, mights[1]);
        return 0;
    }
    // A non-lethal hit on one already at 0 LIF holds every PP back: no damage line, so it says so.
    if (settled.damage === 0 && settled.withheld > 0 && scene.log.enabled)
        scene.log.add({
            kind: 'note',
            text: `${target.id} takes nothing: the ${settled.withheld} PP are held back (non-lethal), ${target.id} is already at 0 LIF or below.`,
        });
    // The terms are built only for a kept log (their closure is made in a helper, off this path).
    applyDamage(scene, attacker, target, settled.damage, scene.log.enabled ? strikeTerms(attackPp, defense.kind, defenseRuling, settled) : NO_TERMS);
    return settled.damage;
}

/**
 * A physical disarm that matched the attack's PP takes the weapon away for the rest of the fight
 * (§Attacking and Defending: disarming removes the target's weapon; a magical one cancels the spell,
 * which is this attack alone). An attack tagged `unarmed` has no weapon to lose.
 */
function loseWeapon(scene: Scene, attacker: VaxiaFighter, by: VaxiaFighter, attack: AttackModel): void {
    (attacker.disarmed ??= new Map()).set(attack.name, by.id);
    scene.log.add(() => ({
        kind: 'note',
        text: `${by.id} disarms ${attacker.id}: ${attacker.id}'s ${attack.name} is out of reach for the rest of the fight.`,
    }));
}

/** The terms of a strike's damage event (log only). */
function strikeTerms(
    attackPp: number,
    kind: DefenseKind | 'none',
    defenseRuling: TwoTraitRuling | TraitRuling | undefined,
    settled: Settlement,
): () => DamageTerm[] {
    return () => [
        { value: attackPp, label: 'attack PP' },
        ...(defenseRuling ? [{ value: defenseRuling.pp, label: `${kind} PP`, subtract: true }] : []),
        ...(settled.armourAbsorbed ? [{ value: settled.armourAbsorbed, label: 'armour', subtract: true }] : []),
        ...(settled.shieldAbsorbed ? [{ value: settled.shieldAbsorbed, label: 'shield', subtract: true }] : []),
        ...(settled.withheld ? [{ value: settled.withheld, label: 'held back (non-lethal)', subtract: true }] : []),
    ];
}

/**
 * An attack that only helps (removes conditions, raises stats): ruled against the base difficulty on
 * both traits, which nobody defends against (§What counts as combat?; the difficulty is Strife's).
 */
function help(scene: Scene, input: StrikeInput, realm: Realm): number {
    const { attacker, target, attack } = input;
    const mights = attackMightsOf(scene, attacker, attack);
    const o = scene.options;
    const ruling = ruleTwoTraitsOf(
        mights[0],
        BASE_DIFFICULTY,
        input.speedRoll ?? scene.rng.die(100),
        mights[1],
        BASE_DIFFICULTY,
        scene.rng.die(100),
        o.rounding,
        o.mishapBelow,
    );
    const pp = adjustedPp(scene, attacker, realm, ruling.pp);
    const outcome = effectOutcome(true, attackOutcome(ruling, pp, 'hit'));
    scene.log.add(() => ({
        kind: 'attack',
        actor: attacker.id,
        attack: attack.name,
        target: target.id,
        rolls: pairRecords(LABELS[realm], ruling),
        bonuses: [],
        total: ruling.pp,
        versus: `difficulty ${BASE_DIFFICULTY} (a help, nobody resists), defense PP`,
        defense: 0,
        outcome,
        note: `attack ${pairNote(ruling)}`,
    }));
    if (pp > 0) queueEffect(scene, attacker, target, attack, pp, mights[1]);
    return 0;
}

/** The strike's events, for a kept log (the caller checks: the note is built only then). */
function logStrike(
    scene: Scene,
    input: StrikeInput,
    realm: Realm,
    defense: DefenseDecision,
    ruling: TwoTraitRuling,
    defenseRuling: TwoTraitRuling | TraitRuling | undefined,
    outcome: string,
    stopped: string,
): void {
    const { attacker, target, attack } = input;
    if (defense.skipped) scene.log.add({ kind: 'note', text: `${target.id} stands against ${attack.name}: ${defense.skipped}.` });
    const dLabels = defenderStats(target, defense.kind, defense.realm, attack);
    if (defenseRuling && defense.kind !== 'none') {
        scene.log.add({
            kind: 'check',
            who: target.id,
            what: `${defense.leaping ? 'leaps out from' : VERBS[defense.kind]} ${attacker.id}'s ${attack.name}${defense.realm === 'magic' && defense.kind !== 'resist' ? ' magically' : ''}`,
            rolls: 'a' in defenseRuling ? pairRecords(dLabels, defenseRuling) : [traitRecord(`${RESIST_STAT} + ${RESIST_SKILL}`, defenseRuling)],
            total: defenseRuling.pp,
            needs: CHECK_NEEDS,
            success: defenseRuling.success,
            note: checkNote(defenseRuling),
        });
    }
    const rolls: RollRecord[] = pairRecords(LABELS[realm], ruling);
    scene.log.add({
        kind: 'attack',
        actor: attacker.id,
        attack: attack.name,
        target: target.id,
        rolls,
        bonuses: [],
        total: ruling.pp,
        versus: defense.kind === 'none' ? `${target.id} (not defending), defense PP` : `${target.id}'s ${defense.kind} PP`,
        defense: defenseRuling?.pp ?? 0,
        outcome,
        note: `attack ${pairNote(ruling)}${stopped}`,
    });
}
