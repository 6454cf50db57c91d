/**
 * A Vaxia combatant as the rules see it: eight stats (25 is average), skills that add to a stat to
 * make a might, each skill with its aspects, and LIF. Source: 004_941aee309a07cd38.txt
 * §Understanding Your Stats (25 average, stat + skill = might), §Combat Stats and Skills (damage and
 * avoid aspects), §Wounded, Unconscious and Dead (LIF).
 */
import { issue, type VaxiaIssue } from './issues.js';

export type StatName = 'STR' | 'DEX' | 'END' | 'INT' | 'SPIR' | 'CHA' | 'CON' | 'AWA';

/** In the seed's order of use: physical combat, magic/psi combat, then resisting and noticing. */
export const STAT_NAMES: readonly StatName[] = ['STR', 'DEX', 'END', 'INT', 'SPIR', 'CHA', 'CON', 'AWA'];

/** The seed's average stat (§Understanding Your Stats). */
export const AVERAGE_STAT = 25;

/**
 * The scale stats are checked against. The seed describes 10 (incapable) to 40 (talented) and
 * gives no ceiling; 1..200 is our assumption, wide enough for veteran characters and monsters.
 */
export const STAT_MIN = 1;
export const STAT_MAX = 200;
export const SKILL_MAX = 200;

/** What a skill can do (§Combat Stats and Skills, §Staying Conscious, §Vehicle Combat, §Vehicle Death). */
export type SkillAspect = 'damage' | 'avoid' | 'hardcore' | 'piloting' | 'repair' | 'magic_resist';

export interface Skill {
    readonly name: string;
    readonly value: number;
    readonly aspects: readonly SkillAspect[];
}

export type Stats = Readonly<Record<StatName, number>>;

/** Accepts the seed's other spelling SPI for SPIR (§Combat Magic uses both); else returns the name unchanged. */
export function canonicalStat(name: string): string {
    const upper = name.toUpperCase();
    return upper === 'SPI' ? 'SPIR' : upper;
}

/** A might: stat + skill (§Understanding Your Stats). Skill 0 when the character has none. */
export function might(stat: number, skill = 0): number {
    return stat + skill;
}

/**
 * The highest skill value with the given aspect, 0 when none has it; ties keep the first listed.
 * The passive defense adds the best `avoid` skill (§Attacking and Defending).
 */
export function bestSkill(skills: readonly Skill[], aspect: SkillAspect): number {
    let best = 0;
    for (const s of skills) if (s.aspects.includes(aspect) && s.value > best) best = s.value;
    return best;
}

/** Problems with one stat value: an unknown name, or a value outside 1..200 (`vaxia.stat-out-of-scale`). */
export function checkStat(name: string, value: number): VaxiaIssue | undefined {
    const stat = canonicalStat(name);
    if (!STAT_NAMES.includes(stat as StatName)) {
        return issue('vaxia.unknown-stat', `${name} is not a Vaxia stat (${STAT_NAMES.join(', ')})`);
    }
    if (!Number.isInteger(value) || value < STAT_MIN || value > STAT_MAX) {
        return issue('vaxia.stat-out-of-scale', `${stat} ${value} is outside the stat scale ${STAT_MIN}..${STAT_MAX} (25 is average)`);
    }
    return undefined;
}

/** Problems with a skill value: negative, fractional or above 200. */
export function checkSkill(skill: Skill): VaxiaIssue | undefined {
    if (!Number.isInteger(skill.value) || skill.value < 0 || skill.value > SKILL_MAX) {
        return issue('vaxia.skill-out-of-scale', `skill ${skill.name} ${skill.value} is outside 0..${SKILL_MAX}`);
    }
    return undefined;
}

/** `vaxia.might-below-1` when a might (after penalties) is below 1: the d100 curve needs a might. */
export function checkMightValue(value: number, what = 'might'): VaxiaIssue | undefined {
    if (!Number.isFinite(value) || value < 1) return issue('vaxia.might-below-1', `${what} ${value} is below 1`);
    return undefined;
}

/** `vaxia.bad-lif` unless LIF is a whole number ≥ 1. */
export function checkLif(lif: number): VaxiaIssue | undefined {
    if (!Number.isInteger(lif) || lif < 1) return issue('vaxia.bad-lif', `LIF ${lif} must be a whole number of at least 1`);
    return undefined;
}
