/**
 * Called shots and anatomy: the part table, the defense raise and crit-range penalty, trading crit
 * range to cancel the raise, and which attacks may make a called shot.
 * Source: 000_7e14385943d7d1e7.txt §Called Shots and Anatomy (Common Called Shot Targets, Common
 * Secret Called Shots Types).
 */

interface BodyPart {
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
    /** What hitting it does, in our words. */
    readonly effect: string;
    /** It may have hit points of its own (`<part>_hp`): a jetpack's wings, a tool, an artery. */
    readonly mayHaveHp?: boolean;
    /** What destroying it does, in our words (parts that may have hit points). */
    readonly destroyed?: string;
    /** Seizing it in a grapple: what the hold does to the creature (wings ground it, vitals Daze it). */
    readonly whileHeld?: 'grounded' | 'dazed';
}

/** The parts of the seed, common then secret. */
export const BODY_PARTS: readonly BodyPart[] = [
    { name: 'head', bonus: 4, secret: false, damagePercent: 50, effect: '+50% bonus damage; a critical hit adds +50% more.' },
    {
        name: 'wings',
        bonus: 4,
        secret: false,

        effect: 'Hit or grappled: the creature cannot fly for 1 round. Some wings (a jetpack) have hit points; destroyed, flight is gone for good.',
        mayHaveHp: true,
        destroyed: 'it cannot fly again',
        whileHeld: 'grounded',
    },
    {
        name: 'arm',
        bonus: 2,
        secret: false,

        effect: 'Damaged while it grapples: the grappler must beat the attack roll with a grappling check or let go. Not grappling: disadvantage to grapple for 1 round. Tails and jaws of some creatures work the same.',
    },
    {
        name: 'leg',
        bonus: 2,
        secret: false,

        effect: 'An attack with any effect besides damage also inflicts Cripple (10) for 1 round (Cripple stacks). Four or more legs: at least half must be hit.',
    },
    {
        name: 'tool',
        bonus: 2,
        maxBonus: 6,
        secret: false,

        effect: 'A carried weapon, shield or focus with hit points: it can be destroyed or grappled; forced movement knocks it that far from the wielder.',
        mayHaveHp: true,
        destroyed: 'the tool is broken',
    },
    {
        name: 'psi_core',
        bonus: 2,
        secret: true,
        damagePercent: 50,
        psionicOnly: true,

        effect: '+50% bonus damage like a headshot; only psionic attacks can target it.',
    },
    {
        name: 'artery',
        bonus: 4,
        secret: true,

        effect: 'Has hit points and is harder to spot. Destroyed: a permanent damage-over-time until psionic healing or two Medicine checks (fuel lines on constructs: repairs and Engineering).',
        mayHaveHp: true,
        destroyed: 'the creature bleeds: bleeding (`artery_bleed`) at the start of each of its turns',
    },
    { name: 'opening', bonus: 0, secret: true, hitBonus: 2, effect: '+2 to hit attacks against it.' },
    {
        name: 'shatterpoint',
        bonus: 0,
        secret: true,
        critBonus: 2,

        effect: '+2 crit range against it; its critical hits Daze the target for 1 round.',
    },
    {
        name: 'vitals',
        bonus: 2,
        secret: true,

        effect: 'Can be grappled without hit points; damaged or grappled, the creature is Dazed for 1 round or while the grapple lasts.',
        whileHeld: 'dazed',
    },
    {
        name: 'tools',
        bonus: 2,
        maxBonus: 6,
        secret: true,
        effect: 'A hidden tool (often a psionic focus), like a visible tool.',
        mayHaveHp: true,
        destroyed: 'the tool is broken',
    },
];

/**
 * Looks a part up by its name as written (`head`, `psi_core`). Exact: the shared `unknown-body-part`
 * check refuses any other spelling (`Head`), so a looser match would only add a second error.
 */
export function findPart(name: string): BodyPart | undefined {
    return BODY_PARTS.find(p => p.name === name);
}

/** The attack tags that bar a called shot, each with the reason in words. */
const BARRED: Readonly<Record<string, string>> = {
    auto_hit: 'it hits automatically',
    area: 'it is an area of effect',
    damage_on_miss: 'it still deals damage on a miss',
    effect_on_miss: 'it has an effect on a miss',
    skill_check: 'it uses a skill check to hit',
};

/**
 * Why an attack with these tags cannot make a called shot (the first reason), or undefined when it
 * can. Source: §Called Shots and Anatomy (its list of attacks that cannot make called shots).
 */
export function calledShotBarred(tags: readonly string[]): string | undefined {
    return tags.map(t => BARRED[t]).find(Boolean);
}

interface CalledShotInput {
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

interface CalledShot {
    readonly defense: number;
    /** The crit range after the penalty (and trade); may be negative — it still crits on a nat 20. */
    readonly critRange: number;
    /** Whether crit range was traded to cancel the part's bonus. */
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
    const traded = y > 0 && after >= y && (input.trade ?? false);
    return { defense: traded ? input.defense : input.defense + y, critRange: traded ? after - y : after, traded };
}

/**
 * Damage dealt to a part with hit points of its own (`partHp` > 0: a part already at 0 takes none —
 * everything reaches the creature): it comes off the part's HP; what exceeds them spills over onto the
 * creature's HP, and a part brought to 0 is destroyed. Source: §Called Shots and Anatomy (parts with
 * hit points).
 */
export function damagePart(partHp: number, damage: number): { readonly partHp: number; readonly spill: number; readonly destroyed: boolean } {
    const dealt = Math.max(0, damage);
    const left = Math.max(0, partHp - dealt);
    return { partHp: left, spill: Math.max(0, dealt - partHp), destroyed: left === 0 };
}

/** Whether a part can be seized in a grapple: one with hit points (wings, tools, an artery) or the vitals. */
export function grapplablePart(name: string): boolean {
    const part = findPart(name);
    return !!part && (!!part.mayHaveHp || !!part.whileHeld);
}
