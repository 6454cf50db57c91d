/**
 * `damageAgainst` for hovers on scripted attacks: the exact distribution of the attack's PP and of
 * the damage it deals to one target, against the defense that target's post chooses (standing when
 * it scripts none), with the attacker's post penalty, vehicles' pilots and a closed vehicle's END
 * — the mights the engine would use at the start of the round. A d100 has 100 faces, so a
 * two-trait ruling has 10⁴ outcomes and an attack against a defense 10⁸ pairs, combined by PP value
 * (distribution.ts): exact fractions, a few milliseconds. Legacy magic spells use the old
 * difficulties (§History of Magic Ruling). Source: 004_941aee309a07cd38.txt §Attacking and Defending.
 */
import type { AttackModel, CombatantModel } from '../../engine/model.js';
import type { AttackScene, DamageOutlook } from '../ruleset.js';
import { ATTACK_STATS, settleDamage } from './rules/attacking-and-defending.js';
import { chooseDefense } from './engine/defense.js';
import { statOf, type VaxiaFighter } from './engine/fighter.js';
import { attackOutlook, describeCounts, twoTraitPpCounts, type Counts } from './engine/odds.js';
import { LEGACY_BASE_DIFFICULTY, legacyTargetStats } from './rules/history-of-magic-ruling.js';
import { legacyDefenseMights, mundaneDefense } from './engine/legacy-strike.js';
import { attackMightsOf, defenderStats, passiveStats } from './engine/mights.js';
import { vaxiaOptions } from './options.js';
import type { Scene } from './engine/scene.js';
import { frozenScene } from './engine/posts.js';
import { attackRealm, bestWith } from './rules/combat-stats-and-skills.js';

/**
 * The round's scene frozen at its start, for the mights alone (it never rolls or logs): every
 * instance and post the hover knows (the posts decide which defenses are rolled), the attacker and
 * the target among them. A self-attack is aimed at a stand-in twin.
 */
function staticScene(
    attacker: CombatantModel,
    target: CombatantModel,
    scene: AttackScene | undefined,
): { scene: Scene; a: VaxiaFighter; t: VaxiaFighter } {
    const instances = [...(scene?.instances ?? [])];
    const attackerId = scene?.attackerId ?? attacker.name;
    const targetId = (scene?.targetId ?? target.name) === attackerId ? `${target.name}'` : (scene?.targetId ?? target.name);
    if (!instances.some(i => i.id === attackerId)) instances.push({ id: attackerId, model: attacker });
    if (!instances.some(i => i.id === targetId)) instances.push({ id: targetId, model: target });
    const posts = new Map(scene?.posts ?? []);
    posts.set(attackerId, scene?.attackerActions ?? []);
    posts.set(targetId, scene?.targetActions ?? []);
    const s = frozenScene(instances, posts, vaxiaOptions(scene?.options ?? {}));
    return { scene: s, a: s.byId(attackerId)!, t: s.byId(targetId)! };
}

const percent = (c: Counts) => describeCounts(c);

function toOutlook(damage: Counts, formula: string, versus: string): DamageOutlook {
    return { distribution: new Map([...damage.counts].map(([k, n]) => [k, n / damage.total])), formula, versus };
}

/** The exact damage distribution of `attack` on `target` (see module doc). Undefined for a target that is its own attacker's vehicle-less self. */
export function vaxiaDamageAgainst(
    attack: AttackModel,
    attacker: CombatantModel,
    target: CombatantModel,
    _targetCount: number,
    sceneIn?: AttackScene,
): DamageOutlook | undefined {
    const { scene, a, t } = staticScene(attacker, target, sceneIn);
    const realm = attackRealm(attack);
    const mights = attackMightsOf(scene, a, attack);
    const rounding = scene.options.rounding;
    const nonLethal = attack.tags.includes('non_lethal') || !!sceneIn?.action.modifiers.includes('non_lethal');
    const targetInput = { lif: t.lif, damage: 0, armour: t.armor, shield: t.shield };
    if (scene.options.legacyMagic && realm === 'magic') return legacyOutlook(scene, attack, mights, t, targetInput, nonLethal);
    const defense = chooseDefense(scene, t, a, attack, realm);
    const o = attackOutlook({ realm, mights, nonLethal }, defense, targetInput, rounding);
    const labels = defenderStats(t, defense.kind, defense.realm, attack);
    const [h, p] = ATTACK_STATS[realm];
    const versus =
        defense.kind === 'none'
            ? `standing: ${labels[0]} ${defense.mights[0]}, ${labels[1]} ${defense.mights[1]}${defense.skipped ? ` (${defense.skipped})` : ''}`
            : defense.kind === 'resist'
              ? `resist: ${labels[0]} + magic_resist ${defense.mights[0]} against SPIR ${mights[1]}, the spell against ${defense.difficulties.join(' and ')}`
              : `${defense.kind}${defense.realm === 'magic' ? ' (magical)' : ''}: ${labels[0]} ${defense.mights[0]}, ${labels[1]} ${defense.mights[1]}`;
    const formula = `${h} ${mights[0]}, ${p} ${mights[1]} — attack PP {${percent(o.attackPp)}}${defense.kind === 'none' ? '' : `; ${defense.kind} PP {${percent(o.defensePp)}}`}; damage {${percent(o.damage)}}`;
    return toOutlook(o.damage, formula, versus);
}

function legacyOutlook(
    scene: Scene,
    attack: AttackModel,
    mights: readonly [number, number],
    t: VaxiaFighter,
    target: { lif: number; damage: number; armour: number; shield: number },
    nonLethal: boolean,
): DamageOutlook {
    const mind = passiveStats(attack).includes('INT');
    const defense = mundaneDefense(scene, t, attack)?.kind;
    const stats = legacyTargetStats(mind ? 'mind' : 'body', defense);
    const resist = bestWith(t.skills, 'magic_resist');
    const rounding = scene.options.rounding;
    const spell = twoTraitPpCounts(
        { might: mights[0], difficulty: LEGACY_BASE_DIFFICULTY + statOf(t, stats[0]) + resist },
        { might: mights[1], difficulty: LEGACY_BASE_DIFFICULTY + statOf(t, stats[1]) + resist },
        rounding,
    );
    let def: Counts = { counts: new Map([[0, 1]]), total: 1 };
    if (defense) {
        const [x, y] = legacyDefenseMights(scene, t, defense);
        def = twoTraitPpCounts({ might: x, difficulty: mights[0] }, { might: y, difficulty: mights[1] }, rounding);
    }
    const dmg = new Map<number, number>();
    for (const [ap, ac] of spell.counts)
        for (const [dp, dc] of def.counts) {
            const d = settleDamage(nonLethal, defense ?? 'none', ap, dp, target).damage;
            dmg.set(d, (dmg.get(d) ?? 0) + ac * dc);
        }
    const damage: Counts = { counts: new Map([...dmg].sort((p, q) => p[0] - q[0])), total: spell.total * def.total };
    return toOutlook(
        damage,
        `legacy magic: INT ${mights[0]}, SPI ${mights[1]} vs ${LEGACY_BASE_DIFFICULTY} + ${stats[0]}, ${LEGACY_BASE_DIFFICULTY} + ${stats[1]} — spell PP {${percent(spell)}}; damage {${percent(damage)}}`,
        defense
            ? `${defense} (two-part legacy ruling)`
            : `standing: ${LEGACY_BASE_DIFFICULTY} + ${stats[0]} ${statOf(t, stats[0])}, ${LEGACY_BASE_DIFFICULTY} + ${stats[1]} ${statOf(t, stats[1])}`,
    );
}
