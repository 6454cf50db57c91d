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
import { frozenScene, walkRiders } from './engine/posts.js';
import { attackRealm, bestWith } from './rules/combat-stats-and-skills.js';
import { BASE_DIFFICULTY, helpsOnly, isNonDamaging, ppDuration } from './rules/what-counts-as-combat.js';

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
    // Riders as the round opens: those who stepped or leapt off in an earlier round ride nothing (posts.ts walkRiders).
    const options = vaxiaOptions(scene?.options ?? {});
    const instances = [...walkRiders(scene?.instances ?? [], scene?.earlierPosts ?? [], options)];
    const attackerId = scene?.attackerId ?? attacker.name;
    const targetId = (scene?.targetId ?? target.name) === attackerId ? `${target.name}'` : (scene?.targetId ?? target.name);
    if (!instances.some(i => i.id === attackerId)) instances.push({ id: attackerId, model: attacker });
    if (!instances.some(i => i.id === targetId)) instances.push({ id: targetId, model: target });
    const posts = new Map(scene?.posts ?? []);
    posts.set(attackerId, scene?.attackerActions ?? []);
    posts.set(targetId, scene?.targetActions ?? []);
    const s = frozenScene(instances, posts, options);
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
    const [h, p] = ATTACK_STATS[realm];
    // A non-damaging attack: the PP left after the defense are its effect's, without armour or holding back.
    const nonDamaging = isNonDamaging(attack);
    const nonLethal = !nonDamaging && (attack.tags.includes('non_lethal') || !!sceneIn?.action.modifiers.includes('non_lethal'));
    const targetInput = nonDamaging ? { lif: t.lif, damage: 0 } : { lif: t.lif, damage: 0, armour: t.armor, shield: t.shield };
    if (helpsOnly(attack)) {
        const pp = twoTraitPpCounts({ might: mights[0], difficulty: BASE_DIFFICULTY }, { might: mights[1], difficulty: BASE_DIFFICULTY }, rounding);
        return effectOutlook(
            pp,
            `${h} ${mights[0]}, ${p} ${mights[1]} — help PP {${percent(pp)}}`,
            `difficulty ${BASE_DIFFICULTY} (a help: nobody resists)`,
            scene,
        );
    }
    if (scene.options.legacyMagic && realm === 'magic') {
        const o = legacyOutlook(scene, attack, mights, t, targetInput, nonLethal);
        return nonDamaging
            ? effectOutlook(o.damage, o.formula, o.versus, scene)
            : toOutlook(o.damage, `${o.formula}; damage {${percent(o.damage)}}`, o.versus);
    }
    const defense = chooseDefense(scene, t, a, attack, realm);
    const o = attackOutlook({ realm, mights, nonLethal }, defense, targetInput, rounding);
    const labels = defenderStats(t, defense.kind, defense.realm, attack);
    const versus =
        defense.kind === 'none'
            ? `standing: ${labels[0]} ${defense.mights[0]}, ${labels[1]} ${defense.mights[1]}${defense.skipped ? ` (${defense.skipped})` : ''}`
            : defense.kind === 'resist'
              ? `resist: ${labels[0]} + magic_resist ${defense.mights[0]} against SPIR ${mights[1]}, the spell against ${defense.difficulties.join(' and ')}`
              : `${defense.kind}${defense.realm === 'magic' ? ' (magical)' : ''}: ${labels[0]} ${defense.mights[0]}, ${labels[1]} ${defense.mights[1]}`;
    const head = `${h} ${mights[0]}, ${p} ${mights[1]} — ${nonDamaging ? 'effect' : 'attack'} PP {${percent(o.attackPp)}}${defense.kind === 'none' ? '' : `; ${defense.kind} PP {${percent(o.defensePp)}}`}`;
    if (nonDamaging) return effectOutlook(o.damage, head, versus, scene);
    return toOutlook(o.damage, `${head}; damage {${percent(o.damage)}}`, versus);
}

/** "62%" as inlay hints print a chance: whole percents, never 100% or 0% for what is not certain. */
function shortPercent(p: number): string {
    const rounded = Math.round(p * 100);
    if (rounded >= 100 && p < 1) return '>99%';
    if (rounded <= 0 && p > 0) return '<1%';
    return `${rounded}%`;
}

/**
 * The outlook of a non-damaging attack from the PP its effect lands with (0: it does not take
 * hold): the chance it takes hold and the distribution of the rounds it then holds after the round
 * it lands, PP/7 (§What counts as combat?). It deals no damage: the distribution is all 0, and the
 * inlay hint says `holds 62% · 1.4 rnd` instead of a chance of damage.
 */
function effectOutlook(net: Counts, head: string, versus: string, scene: Scene): DamageOutlook {
    const rounds = new Map<number, number>();
    let held = 0;
    let sum = 0;
    for (const [pp, n] of net.counts) {
        if (pp <= 0) continue;
        const k = ppDuration(pp, scene.options.durations);
        rounds.set(k, (rounds.get(k) ?? 0) + n);
        held += n;
        sum += k * n;
    }
    const chance = held / net.total;
    const share = (n: number) => `${((100 * n) / net.total).toFixed(1)}%`;
    const spread = [...rounds].sort((x, y) => x[0] - y[0]).map(([k, n]) => `${k} rnd: ${share(n)}`);
    return {
        distribution: new Map([[0, 1]]),
        formula: `${head}; takes hold ${share(held)}; holds {${spread.join(', ')}} after the round it lands`,
        versus,
        hint: {
            label: `holds ${shortPercent(chance)} · ${(held ? sum / held : 0).toFixed(1)} rnd`,
            meaning: 'Chance the effect takes hold, and the mean rounds it then holds after the round it lands (PP/7)',
        },
    };
}

function legacyOutlook(
    scene: Scene,
    attack: AttackModel,
    mights: readonly [number, number],
    t: VaxiaFighter,
    target: { lif: number; damage: number; armour?: number; shield?: number },
    nonLethal: boolean,
): { damage: Counts; formula: string; versus: string } {
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
    return {
        damage,
        formula: `legacy magic: INT ${mights[0]}, SPI ${mights[1]} vs ${LEGACY_BASE_DIFFICULTY} + ${stats[0]}, ${LEGACY_BASE_DIFFICULTY} + ${stats[1]} — spell PP {${percent(spell)}}`,
        versus: defense
            ? `${defense} (two-part legacy ruling)`
            : `standing: ${LEGACY_BASE_DIFFICULTY} + ${stats[0]} ${statOf(t, stats[0])}, ${LEGACY_BASE_DIFFICULTY} + ${stats[1]} ${statOf(t, stats[1])}`,
    };
}
