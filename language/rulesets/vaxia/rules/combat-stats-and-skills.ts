/**
 * Skills as a stat block writes them (`skills { swords 15 dodge 10 piloting 20 }`) and what each
 * one does. The seed gives skills free names and says a skill may carry a damage aspect and/or an
 * avoid aspect (004_941aee309a07cd38.txt §Combat Stats and Skills), a "hardcore" skill helps to
 * stay conscious (§Staying Conscious), piloting is the combat skill of a pilot (§Vehicle Combat),
 * a repair skill repairs vehicles (§Vehicle Death). Strife reads the aspect from the name:
 *  - avoid aspect of a defense D: the name is D, or ends in `_D` / starts with `D_`
 *    (`dodge`, `shield_block`, `parry_magic`);
 *  - hardcore, piloting, repair, healing, magic_resist: those names (or `_name` endings);
 *  - every other skill is a combat skill with a damage aspect; a name with magic, psi, spell,
 *    arcane or divine in it serves magical attacks, the others physical ones.
 * Assumption (the seed keeps aspects in skill descriptions Strife does not have): this naming rule.
 */
import type { AttackModel } from '../../../engine/model.js';
import type { DefenseKind, Realm } from './attacking-and-defending.js';
import { DEFENSE_KINDS } from './attacking-and-defending.js';

type UtilitySkill = 'hardcore' | 'piloting' | 'repair' | 'healing' | 'magic_resist';
const UTILITY: readonly UtilitySkill[] = ['hardcore', 'piloting', 'repair', 'healing', 'magic_resist'];
const MAGIC_WORDS = /magic|psi|spell|arcane|divine|sorcery|mental/;

/** Whether a skill's name gives it `aspect` (a defense kind or a utility name). */
export function hasAspect(skill: string, aspect: DefenseKind | UtilitySkill): boolean {
    const name = skill.toLowerCase();
    return name === aspect || name.endsWith(`_${aspect}`) || name.startsWith(`${aspect}_`);
}

/** A skill with a damage aspect: neither a defense nor a utility skill. */
function isCombatSkill(skill: string): boolean {
    return !DEFENSE_KINDS.some(d => hasAspect(skill, d)) && !UTILITY.some(u => hasAspect(skill, u));
}

/** The realm a combat skill serves, from its name. */
function skillRealm(skill: string): Realm {
    return MAGIC_WORDS.test(skill.toLowerCase()) ? 'magic' : 'physical';
}

/** Memo of `bestWith` by skills object (skills never change during a fight). */
const ASPECTS = new WeakMap<object, Map<string, number>>();

/** The best value among skills with this aspect (0 when none). */
export function bestWith(skills: Readonly<Record<string, number>>, aspect: DefenseKind | UtilitySkill): number {
    let memo = ASPECTS.get(skills);
    if (!memo) ASPECTS.set(skills, (memo = new Map()));
    let best = memo.get(aspect);
    if (best === undefined) memo.set(aspect, (best = scanBest(skills, aspect)));
    return best;
}

/** The name and value of the best skill with this aspect (the first listed on ties), or undefined. */
export function bestSkillWith(
    skills: Readonly<Record<string, number>>,
    aspect: DefenseKind | UtilitySkill,
): { readonly name: string; readonly value: number } | undefined {
    let best: { name: string; value: number } | undefined;
    for (const [name, value] of Object.entries(skills)) if (hasAspect(name, aspect) && value > (best?.value ?? 0)) best = { name, value };
    return best;
}

function scanBest(skills: Readonly<Record<string, number>>, aspect: DefenseKind | UtilitySkill): number {
    let best = 0;
    for (const [name, value] of Object.entries(skills)) if (hasAspect(name, aspect)) best = Math.max(best, value);
    return best;
}

/**
 * The best avoid skill of any defense: what a standing target adds to both passive mights
 * (§Attacking and Defending: "their highest skill that has the Standard Defense Action avoid aspect").
 */
export function bestAvoid(skills: Readonly<Record<string, number>>): number {
    let memo = ASPECTS.get(skills);
    const cached = memo?.get('*avoid');
    if (cached !== undefined) return cached;
    let best = 0;
    for (const kind of DEFENSE_KINDS) best = Math.max(best, bestWith(skills, kind));
    memo = ASPECTS.get(skills)!;
    memo.set('*avoid', best);
    return best;
}

/**
 * The realm of an attack: magic when tagged magic, psi or mental, or ruled with INT and SPIR (§Combat
 * Stats and Skills). The checks (`vaxia-attack-traits`) let an attack use only DEX + STR or INT + SPIR,
 * so INT alone tells the pair apart.
 */
export function attackRealm(attack: Pick<AttackModel, 'tags' | 'traits'>): Realm {
    if (attack.tags.includes('magic') || attack.tags.includes('psi') || attack.tags.includes('mental')) return 'magic';
    return attack.traits.includes('INT') ? 'magic' : 'physical';
}

/**
 * The skill an attack adds to both its mights: its own `skill` stat when written (`skill 0`: none),
 * else the attacker's best combat skill of the attack's realm (0 when none).
 */
export function attackSkill(attack: Pick<AttackModel, 'stats' | 'tags' | 'traits'>, skills: Readonly<Record<string, number>>): number {
    let bySkills = ATTACK_SKILLS.get(attack);
    if (!bySkills) ATTACK_SKILLS.set(attack, (bySkills = new WeakMap()));
    let value = bySkills.get(skills);
    if (value === undefined) bySkills.set(skills, (value = scanAttackSkill(attack, skills)));
    return value;
}

/** Memo of `attackSkill` by attack and skills object (both fixed during a fight). */
const ATTACK_SKILLS = new WeakMap<object, WeakMap<object, number>>();

function scanAttackSkill(attack: Pick<AttackModel, 'stats' | 'tags' | 'traits'>, skills: Readonly<Record<string, number>>): number {
    const own = attack.stats.skill;
    if (own !== undefined) return own;
    const realm = attackRealm(attack);
    let best = 0;
    for (const [name, value] of Object.entries(skills)) if (isCombatSkill(name) && skillRealm(name) === realm) best = Math.max(best, value);
    return best;
}
