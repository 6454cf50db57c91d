/**
 * Called shots and anatomy: the part table, the defense raise and crit-range penalty, trading crit
 * range to cancel the raise, which attacks may make a called shot, and part hit points.
 * Source: 000_7e14385943d7d1e7.txt §Called Shots and Anatomy (Common Called Shot Targets, Common
 * Secret Called Shots Types).
 */
import { critThreshold } from './attack-roll.js';
import type { RuleIssue } from './dice.js';

export interface BodyPart {
    readonly name: string;
    /** Bonus Y to the target's defenses and penalty to the crit range. Tools: a range (min … max). */
    readonly bonus: number;
    readonly maxBonus?: number;
    /** Secret parts must first be located with Discern or Scrutinize. */
    readonly secret: boolean;
    /** Flat hit bonus for attacks against it (Opening +2). */
    readonly hitBonus?: number;
    /** Crit range bonus for attacks against it (Shatterpoint +2). */
    readonly critBonus?: number;
    /** Bonus damage percentage on a hit (Head, Psi Core 50). */
    readonly damagePercent?: number;
    /** Only psionic attacks may target it (Psi Core). */
    readonly psionicOnly?: boolean;
    /** Has its own hit points (can be destroyed; extra damage spills over). */
    readonly hasHp?: 'always' | 'sometimes' | 'never';
    /** What hitting it does, in our words. */
    readonly effect: string;
}

/** The parts of the seed, common then secret. */
export const BODY_PARTS: readonly BodyPart[] = [
    { name: 'head', bonus: 4, secret: false, damagePercent: 50, hasHp: 'never', effect: '+50% bonus damage; a critical hit adds +50% more.' },
    {
        name: 'wings',
        bonus: 4,
        secret: false,
        hasHp: 'sometimes',
        effect: 'Hit or grappled: the creature cannot fly for 1 round. Some wings (a jetpack) have hit points; destroyed, flight is gone for good.',
    },
    {
        name: 'arm',
        bonus: 2,
        secret: false,
        hasHp: 'never',
        effect: 'Damaged while it grapples: the grappler must beat the attack roll with a grappling check or let go. Not grappling: disadvantage to grapple for 1 round. Tails and jaws of some creatures work the same.',
    },
    {
        name: 'leg',
        bonus: 2,
        secret: false,
        hasHp: 'never',
        effect: 'An attack with any effect besides damage also inflicts Cripple (10) for 1 round (Cripple stacks). Four or more legs: at least half must be hit.',
    },
    {
        name: 'tool',
        bonus: 2,
        maxBonus: 6,
        secret: false,
        hasHp: 'always',
        effect: 'A carried weapon, shield or focus with hit points: it can be destroyed or grappled; forced movement knocks it that far from the wielder.',
    },
    {
        name: 'psi_core',
        bonus: 2,
        secret: true,
        damagePercent: 50,
        psionicOnly: true,
        hasHp: 'never',
        effect: '+50% bonus damage like a headshot; only psionic attacks can target it.',
    },
    {
        name: 'artery',
        bonus: 4,
        secret: true,
        hasHp: 'always',
        effect: 'Has hit points and is harder to spot. Destroyed: a permanent damage-over-time until psionic healing or two Medicine checks (fuel lines on constructs: repairs and Engineering).',
    },
    { name: 'opening', bonus: 0, secret: true, hitBonus: 2, hasHp: 'never', effect: '+2 to hit attacks against it.' },
    {
        name: 'shatterpoint',
        bonus: 0,
        secret: true,
        critBonus: 2,
        hasHp: 'never',
        effect: '+2 crit range against it; its critical hits Daze the target for 1 round.',
    },
    {
        name: 'vitals',
        bonus: 2,
        secret: true,
        hasHp: 'never',
        effect: 'Can be grappled without hit points; damaged or grappled, the creature is Dazed for 1 round or while the grapple lasts.',
    },
    { name: 'tools', bonus: 2, maxBonus: 6, secret: true, hasHp: 'always', effect: 'A hidden tool (often a psionic focus), like a visible tool.' },
];

/** Looks a part up by name (case-insensitive; `psi core`, `psi-core` and `psi_core` all match). */
export function findPart(name: string): BodyPart | undefined {
    const key = name
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_');
    return BODY_PARTS.find(p => p.name === key);
}

/** What an attack is, as far as called shots care. */
export interface AttackTraits {
    readonly autoHit?: boolean;
    readonly area?: boolean;
    readonly damageOnMiss?: boolean;
    /** Any other effect on a miss (a half-damage rider, a push …). */
    readonly effectOnMiss?: boolean;
    /** Uses a skill check to hit instead of an attack roll. */
    readonly skillCheck?: boolean;
    readonly psionic?: boolean;
}

/**
 * Whether an attack may make a called shot, and every reason why not. Codes:
 * `rpgstuck.called-shot.auto-hit`, `.area`, `.damage-on-miss`, `.effect-on-miss`, `.skill-check`,
 * and with a part: `.unknown-part`, `.psionic-only`, `.not-located` (a secret part not yet found).
 * Source: §Called Shots and Anatomy ("The following types of attacks cannot make called shots").
 */
export function calledShotAllowed(
    traits: AttackTraits,
    partName?: string,
    located = false,
): { readonly allowed: boolean; readonly issues: readonly RuleIssue[] } {
    const issues: RuleIssue[] = [];
    const no = (code: string, message: string) => issues.push({ code: `rpgstuck.called-shot.${code}`, message });
    if (traits.autoHit) no('auto-hit', 'Attacks that hit automatically cannot make called shots.');
    if (traits.area) no('area', 'Area of effect attacks cannot make called shots.');
    if (traits.damageOnMiss) no('damage-on-miss', 'Attacks that still deal damage on a miss cannot make called shots.');
    if (traits.effectOnMiss) no('effect-on-miss', 'Attacks with any effect on a miss cannot make called shots.');
    if (traits.skillCheck) no('skill-check', 'Attacks that use a skill check to hit cannot make called shots.');
    if (partName !== undefined) {
        const part = findPart(partName);
        if (!part) no('unknown-part', `"${partName}" is not a body part of the seed (${BODY_PARTS.map(p => p.name).join(', ')}).`);
        else {
            if (part.psionicOnly && !traits.psionic) no('psionic-only', `Only psionic attacks can target the ${part.name}.`);
            if (part.secret && !located) no('not-located', `The ${part.name} is a secret part: locate it with Discern or Scrutinize first.`);
        }
    }
    return { allowed: issues.length === 0, issues };
}

export interface CalledShotInput {
    /** The target's AC or resistance before the part's bonus. */
    readonly defense: number;
    /** The attack's crit range bonus before the called shot. */
    readonly critRange: number;
    /** The part's bonus Y (for tools, the tool's own value 2 … 6). */
    readonly partBonus: number;
    /** Crit range the part itself grants (Shatterpoint +2), added before the penalty. */
    readonly partCritBonus?: number;
    /** Trade crit range to cancel the bonus, when allowed. */
    readonly trade?: boolean;
}

export interface CalledShot {
    readonly defense: number;
    /** The crit range after the penalty (and trade); may be negative — it still crits on a nat 20. */
    readonly critRange: number;
    readonly critOn: number;
    /** Whether a trade was possible (remaining crit range ≥ the bonus, bonus > 0). */
    readonly canTrade: boolean;
    readonly traded: boolean;
}

/**
 * Applies a called shot: defense + Y, crit range − Y (crits never need more than a nat 20). If the
 * crit range left is at least Y (and Y > 0), the attacker may spend Y more crit range to cancel the
 * defense bonus. Source: §Called Shots and Anatomy (both worked examples).
 */
export function calledShot(input: CalledShotInput): CalledShot {
    const y = input.partBonus;
    const after = input.critRange + (input.partCritBonus ?? 0) - y;
    const canTrade = y > 0 && after >= y;
    const traded = canTrade && (input.trade ?? false);
    const critRange = traded ? after - y : after;
    return { defense: traded ? input.defense : input.defense + y, critRange, critOn: critThreshold(critRange), canTrade, traded };
}

/** Checks a tool's bonus lies in +2 … +6. Code `rpgstuck.called-shot.tool-bonus`. */
export function checkPartBonus(part: BodyPart, bonus: number): RuleIssue | undefined {
    const max = part.maxBonus ?? part.bonus;
    if (bonus < part.bonus || bonus > max || !Number.isInteger(bonus)) {
        return {
            code: 'rpgstuck.called-shot.tool-bonus',
            message: `The ${part.name} bonus must be ${part.bonus === max ? `+${max}` : `+${part.bonus} to +${max}`}, not ${bonus}.`,
        };
    }
    return undefined;
}

/**
 * Damage to a part with its own hit points: the part loses HP; past 0 it is destroyed and the rest
 * spills over to the creature. Source: §Called Shots and Anatomy (second paragraph).
 */
export function damagePart(partHp: number, damage: number): { readonly partHp: number; readonly destroyed: boolean; readonly spill: number } {
    const left = partHp - Math.max(0, damage);
    return left > 0 ? { partHp: left, destroyed: false, spill: 0 } : { partHp: 0, destroyed: true, spill: -left };
}

/**
 * Parts with several copies (a quadruped's legs) need at least half of them hit, each by a separate
 * attack of one multi-attack ability against that target. True when `copiesHit` covers half.
 * Source: §Called Shots and Anatomy (Leg; the paragraph on multiple called shots).
 */
export function enoughCopies(copies: number, copiesHit: number): boolean {
    return copiesHit >= Math.ceil(copies / 2);
}

/** The bonus a part adds to checks against grappling it (only parts with hit points can be grappled). */
export function grappleResistBonus(part: BodyPart, bonus = part.bonus): number {
    return part.hasHp === 'never' && part.name !== 'vitals' ? 0 : bonus;
}
