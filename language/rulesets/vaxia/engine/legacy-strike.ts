/**
 * A spell under the superseded magic ruling (option `legacy_magic: on`): the caster's INT and SPIR
 * mights against 25 + the target's defending *stats* (DEX/END for a body, INT/SPIR for a mind, as
 * the attack's `vs` says) plus a magic-resisting skill; a mundane dodge, block or parry shifts the
 * stats and is ruled in two parts — the defender's combat mights against the caster's INT and SPI
 * mights, its PP off the spell's. A cast that misses the target but beats the base alone went off
 * and was resisted. Source: 004_941aee309a07cd38.txt §History of Magic Ruling (§Combat Magic,
 * §Mundane vs Magic Combat, §Magic vs Mundane in the Dice Ruler, kept there as the old rule).
 */
import type { AttackModel, PlannedAction } from '../../../engine/model.js';
import { settleDamage } from '../rules/attacking-and-defending.js';
import type { StatName } from '../rules/understanding-your-stats.js';
import { defenseActions } from './defense.js';
import { statOf, type VaxiaFighter } from './fighter.js';
import { LEGACY_BASE_DIFFICULTY, legacyCast, legacyTargetStats, type LegacyCast } from '../rules/history-of-magic-ruling.js';
import { attackMightsOf, passiveStats } from './mights.js';
import { CHECK_NEEDS, checkNote, pairNote, pairRecords, stopNote } from './records.js';
import type { Scene } from './scene.js';
import { bestWith } from '../rules/combat-stats-and-skills.js';
import { applyDamage } from './harm.js';
import { adjustedPp } from './support.js';
import type { StrikeInput } from './strike.js';
import { ruleTraitPair, type TwoTraitRuling } from '../rules/lopsided-two-trait-ruling.js';

type MundaneDefense = 'dodge' | 'block' | 'parry';

/**
 * The mundane defense a target meets a legacy spell with, and the action of its post that is
 * rolled: the first dodge (leap_out and defend dodge), block, or parry (counter counts as parry).
 * A mind spell (`vs` INT) cannot be met by one.
 */
export function mundaneDefense(
    scene: Scene,
    target: VaxiaFighter,
    attack: Pick<AttackModel, 'defenses' | 'tags' | 'traits'>,
): { readonly kind: MundaneDefense; readonly action: PlannedAction } | undefined {
    if (target.status !== 'active' || passiveStats(attack).includes('INT')) return undefined;
    for (const a of defenseActions(scene.planOf(target)?.actions ?? [])) {
        if (a.action === 'dodge' || a.action === 'leap_out' || a.action === 'defend') return { kind: 'dodge', action: a };
        if (a.action === 'block') return { kind: 'block', action: a };
        if (a.action === 'parry' || a.action === 'counter') return { kind: 'parry', action: a };
    }
    return undefined;
}

/** The defender's combat mights facing the caster's INT and SPI (§Magic vs Mundane in the Dice Ruler). */
const DEFENDER_STATS: Readonly<Record<MundaneDefense, readonly [StatName, StatName]>> = {
    dodge: ['DEX', 'END'],
    block: ['STR', 'END'],
    parry: ['DEX', 'STR'],
};

/** The defender's combat mights for a mundane defense against a spell: its two stats + its skill, less the post's penalty, never below 1. */
export function legacyDefenseMights(scene: Scene, target: VaxiaFighter, defense: MundaneDefense): [number, number] {
    const [a, b] = DEFENDER_STATS[defense];
    const skill = bestWith(target.skills, defense);
    const penalty = scene.penaltyOf(target);
    return [Math.max(1, statOf(target, a) + skill - penalty), Math.max(1, statOf(target, b) + skill - penalty)];
}

export function legacyStrike(scene: Scene, input: StrikeInput): number {
    const { attacker, target, attack } = input;
    const o = scene.options;
    const mights = attackMightsOf(scene, attacker, attack);
    const rolls: [number, number] = [input.speedRoll ?? scene.rng.die(100), scene.rng.die(100)];
    const mind = passiveStats(attack).includes('INT');
    const defense = mundaneDefense(scene, target, attack)?.kind;
    const stats = legacyTargetStats(mind ? 'mind' : 'body', defense);
    const resist = bestWith(target.skills, 'magic_resist');
    const cast: LegacyCast = legacyCast({ mights, rolls }, [statOf(target, stats[0]), statOf(target, stats[1])], {
        resistSkill: resist,
        rounding: o.rounding,
    });
    let defenseRuling: TwoTraitRuling | undefined;
    if (defense) {
        const dm = legacyDefenseMights(scene, target, defense);
        defenseRuling = ruleTraitPair(dm, mights, [scene.rng.die(100), scene.rng.die(100)], o.rounding, o.mishapBelow);
        if (defense === 'dodge' && target.aboard) scene.leaping.add(target.id);
    }
    const spellPp = adjustedPp(scene, attacker, 'magic', cast.vsTarget.pp);
    const settled = settleDamage(attack.tags.includes('non_lethal'), defense ?? 'none', spellPp, defenseRuling?.pp ?? 0, {
        lif: target.lif,
        damage: target.damage,
        armour: target.armor,
        shield: target.shield,
    });
    const outcome = cast.outcome === 'affected' ? (spellPp <= 0 ? 'no_pp' : settled.outcome) : cast.outcome;
    const damage = cast.outcome === 'affected' ? settled.damage : 0;
    if (scene.log.enabled) {
        if (defenseRuling) {
            scene.log.add({
                kind: 'check',
                who: target.id,
                what: `${defense === 'dodge' ? 'dodges' : defense === 'block' ? 'blocks' : 'parries'} ${attacker.id}'s ${attack.name} (legacy two-part ruling)`,
                rolls: pairRecords(DEFENDER_STATS[defense!], defenseRuling),
                total: defenseRuling.pp,
                needs: CHECK_NEEDS,
                success: defenseRuling.success,
                note: checkNote(defenseRuling),
            });
        }
        scene.log.add({
            kind: 'attack',
            actor: attacker.id,
            attack: attack.name,
            target: target.id,
            rolls: pairRecords(['INT', 'SPI'], cast.vsTarget),
            bonuses: [],
            total: cast.vsTarget.pp,
            versus: `${target.id}'s ${defense ? `${defense} PP` : 'defense PP'}`,
            defense: defenseRuling?.pp ?? 0,
            outcome,
            note: `legacy magic, against ${LEGACY_BASE_DIFFICULTY} + ${stats[0]} and ${stats[1]}${resist ? ` + ${resist} resist` : ''}: ${pairNote(cast.vsTarget)}; against the base ${LEGACY_BASE_DIFFICULTY} alone: ${pairNote(cast.vsBase)}${stopNote(defense ?? 'none', spellPp, defenseRuling?.pp ?? 0, settled, outcome)}`,
        });
    }
    applyDamage(scene, attacker, target, damage, () => [
        { value: spellPp, label: 'spell PP' },
        ...(defenseRuling ? [{ value: defenseRuling.pp, label: `${defense} PP`, subtract: true }] : []),
        ...(settled.armourAbsorbed ? [{ value: settled.armourAbsorbed, label: 'armour', subtract: true }] : []),
        ...(settled.shieldAbsorbed ? [{ value: settled.shieldAbsorbed, label: 'shield', subtract: true }] : []),
        ...(settled.withheld ? [{ value: settled.withheld, label: 'held back (non-lethal)', subtract: true }] : []),
    ]);
    return damage;
}
