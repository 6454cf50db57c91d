/**
 * Shared shapes of the Enchanted Realms rule functions (`rules/`): the dice a rule may draw from,
 * and coded diagnostics for what a rule forbids, with every code this ruleset reports.
 *
 * Every module in `rules/` is pure: no Langium, no LSP, no clocks, no Math.random. Dice come in as
 * an argument; a `SeededRng` fits `Dice`, tests pass a scripted one.
 * Seed: 001_66230f9a082df360.txt ("Combat Detailed" of the Enchanted Realms Rulebook).
 */

/** Anything that rolls one die of `sides` faces, returning 1..sides. */
export interface Dice {
    die(sides: number): number;
}

/** A coded problem with the input; never thrown, always returned. */
interface Diagnostic {
    readonly code: string;
    readonly message: string;
}

/** Either a value or the diagnostic that explains why there is none. */
export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly diagnostic: Diagnostic };

export const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
export const fail = <T>(code: string, message: string): Checked<T> => ({ ok: false, diagnostic: { code, message } });

/** The diagnostic codes this ruleset reports, in one place so hovers and docs can list them. */
export const ER_CODES = {
    poolOverCap: 'enchanted-realms-pool-over-cap',
    untrained: 'enchanted-realms-untrained-attack',
    rangedCrit: 'enchanted-realms-ranged-crit',
    sneakAtDisadvantage: 'enchanted-realms-sneak-disadvantage',
    sneakWeapon: 'enchanted-realms-sneak-weapon',
    reactionWhileDefending: 'enchanted-realms-reaction-while-defending',
    secondReaction: 'enchanted-realms-second-reaction',
    defendAfterReaction: 'enchanted-realms-defend-after-reaction',
    splitTooMany: 'enchanted-realms-split-too-many-dice',
    severalTargets: 'enchanted-realms-several-targets',
    skillsMixed: 'enchanted-realms-skills-mixed',
    skillAddsNoDice: 'enchanted-realms-skill-adds-no-dice',
    skillUnknown: 'enchanted-realms-skill-unknown',
    inflictsContradictory: 'enchanted-realms-inflicts-contradictory',
    damageScore: 'enchanted-realms-damage-score',
    statIgnored: 'enchanted-realms-stat-ignored',
    shoveTooLarge: 'enchanted-realms-shove-too-large',
    fullCover: 'enchanted-realms-full-cover',
    impalement: 'enchanted-realms-impalement-not-allowed',
    damageFormula: 'enchanted-realms-damage-formula',
    poolForm: 'enchanted-realms-pool-form',
    notModelled: 'enchanted-realms-not-modelled',
    throwItemMissing: 'enchanted-realms-throw-item-missing',
    modifierIgnored: 'enchanted-realms-modifier-ignored',
    surprisedTurn: 'enchanted-realms-surprised-turn',
    moveTooFar: 'enchanted-realms-move-too-far',
    sneakApproach: 'enchanted-realms-sneak-approach',
    sneakAware: 'enchanted-realms-sneak-aware',
    reactionNotTriggered: 'enchanted-realms-reaction-not-triggered',
    secondAction: 'enchanted-realms-second-action',
    dashWhileCrawling: 'enchanted-realms-dash-while-crawling',
    outOfReach: 'enchanted-realms-out-of-reach',
    restricted: 'enchanted-realms-restricted',
    charmedAttack: 'enchanted-realms-charmed-attack',
    frightenedApproach: 'enchanted-realms-frightened-approach',
    noSpeed: 'enchanted-realms-no-speed',
    readyWithoutTrigger: 'enchanted-realms-ready-without-trigger',
    reactionSkill: 'enchanted-realms-reaction-skill',
    slamTooSmall: 'enchanted-realms-slam-too-small',
    pickUpAfterAction: 'enchanted-realms-pick-up-after-action',
    costIgnored: 'enchanted-realms-cost-ignored',
    saveForm: 'enchanted-realms-save-form',
    zoneFeature: 'enchanted-realms-zone-feature',
    pointsSpent: 'enchanted-realms-points-spent',
    shackleNeedsManacles: 'enchanted-realms-shackle-needs-manacles',
    ulaRule: 'enchanted-realms-ula-rule',
    mount: 'enchanted-realms-mount',
    underwaterShot: 'enchanted-realms-underwater-shot',
} as const;
