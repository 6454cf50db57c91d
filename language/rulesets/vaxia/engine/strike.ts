/**
 * One attack against one target, ruled and logged: the attack's two mights against the target's
 * passive mights or its chosen defense, the defense ruled against the attack's mights, the PP
 * settled into damage off LIF (004_941aee309a07cd38.txt §Combat Ruling, §Attacking and Defending).
 * Under the `legacy_magic` option a spell goes to `legacy-strike.ts` instead. Damage lands at once
 * on the counter; who drops is settled after the round's simultaneous actions (round.ts).
 */
import type { RollRecord } from '../../../engine/log.js';
import type { AttackModel, PlannedAction } from '../../../engine/model.js';
import { type DefenseKind, type Realm, settleDamage } from '../rules/attacking-and-defending.js';
import { chooseDefense, type ChosenDefense } from './defense.js';
import type { VaxiaFighter } from './fighter.js';
import { applyDamage } from './harm.js';
import { adjustedPp } from './support.js';
import { legacyStrike } from './legacy-strike.js';
import { attackMightsOf, defenderStats } from './mights.js';
import { attackOutcome, CHECK_NEEDS, checkNote, pairNote, pairRecords, stopNote, traitRecord } from './records.js';
import { RESIST_SKILL, RESIST_STAT } from '../rules/magic-vs-mundane-in-the-dice-ruler.js';
import { ruleTrait, type TraitRuling } from '../rules/ruling-narration.js';
import type { Scene } from './scene.js';
import { attackRealm } from '../rules/combat-stats-and-skills.js';
import { ruleTwoTraits, type TwoTraitRuling } from '../rules/lopsided-two-trait-ruling.js';

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

/** Rules and logs one attack; returns the damage dealt. */
export function strike(scene: Scene, input: StrikeInput): number {
    const { attacker, target, attack, action } = input;
    const realm = attackRealm(attack);
    if (scene.options.legacyMagic && realm === 'magic') return legacyStrike(scene, input);
    const mights = attackMightsOf(scene, attacker, attack);
    const defense = chooseDefense(scene, target, attacker, attack, realm);
    const rolls: [number, number] = [input.speedRoll ?? scene.rng.die(100), scene.rng.die(100)];
    const o = scene.options;
    const ruling = ruleTwoTraits(
        { might: mights[0], difficulty: defense.difficulties[0], roll: rolls[0] },
        { might: mights[1], difficulty: defense.difficulties[1], roll: rolls[1] },
        { rounding: o.rounding, mishapBelow: o.mishapBelow },
    );
    let defenseRuling: TwoTraitRuling | TraitRuling | undefined;
    if (defense.kind === 'resist') {
        // One trait against the spell's power might (§Magic vs Mundane in the Dice Ruler).
        defenseRuling = ruleTrait(defense.mights[0], mights[1], scene.rng.die(100), o.rounding);
    } else if (defense.kind !== 'none') {
        defenseRuling = ruleTwoTraits(
            { might: defense.mights[0], difficulty: mights[0], roll: scene.rng.die(100) },
            { might: defense.mights[1], difficulty: mights[1], roll: scene.rng.die(100) },
            { rounding: o.rounding, mishapBelow: o.mishapBelow },
        );
        if (defense.leaping) scene.leaping.add(target.id);
    }
    const attackPp = adjustedPp(scene, attacker, realm, ruling.pp);
    const nonLethal = attack.tags.includes('non_lethal') || action.modifiers.includes('non_lethal');
    const settled = settleDamage(nonLethal, defense.kind, attackPp, defenseRuling?.pp ?? 0, {
        lif: target.lif,
        damage: target.damage,
        armour: target.armor,
        shield: target.shield,
    });
    const outcome = attackOutcome(ruling, attackPp, settled.outcome);
    logStrike(
        scene,
        input,
        realm,
        defense,
        ruling,
        defenseRuling,
        outcome,
        stopNote(defense.kind, attackPp, defenseRuling?.pp ?? 0, settled, outcome),
    );
    applyDamage(scene, attacker, target, settled.damage, () => [
        { value: attackPp, label: 'attack PP' },
        ...(defenseRuling ? [{ value: defenseRuling.pp, label: `${defense.kind} PP`, subtract: true }] : []),
        ...(settled.armourAbsorbed ? [{ value: settled.armourAbsorbed, label: 'armour', subtract: true }] : []),
        ...(settled.shieldAbsorbed ? [{ value: settled.shieldAbsorbed, label: 'shield', subtract: true }] : []),
        ...(settled.withheld ? [{ value: settled.withheld, label: 'held back (non-lethal)', subtract: true }] : []),
    ]);
    return settled.damage;
}

function logStrike(
    scene: Scene,
    input: StrikeInput,
    realm: Realm,
    defense: ChosenDefense,
    ruling: TwoTraitRuling,
    defenseRuling: TwoTraitRuling | TraitRuling | undefined,
    outcome: string,
    stopped: string,
): void {
    const { attacker, target, attack } = input;
    if (!scene.log.enabled) return;
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
        versus: defense.kind === 'none' ? `${target.id} (standing), defense PP` : `${target.id}'s ${defense.kind} PP`,
        defense: defenseRuling?.pp ?? 0,
        outcome,
        note: `attack ${pairNote(ruling)}${stopped}`,
    });
}
