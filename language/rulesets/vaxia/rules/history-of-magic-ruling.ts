/**
 * The superseded magic ruling, offered as the `legacy_magic` ruleset option (off by default).
 *
 * Source: 004_941aee309a07cd38.txt §History of Magic Ruling, which keeps the old text under
 * §Combat Magic, metamagic, §Mundane vs Magic Combat and §Magic vs Mundane in the Dice Ruler, and
 * says it is how magic was ruled "until" the current rule (§Combat Ruling, §Magic/Psi vs Mundane
 * Actions: magic is ruled exactly like physical combat with INT/SPIR/CHA). Under the old rule:
 *  - casting rolls INT and SPI mights against a base difficulty (25; metamagic 45);
 *  - against a being, the base is added to the defending *stat* (not might) for each trait, plus a
 *    skill dedicated to resisting magic;
 *  - a cast that fails against the target but beats the base difficulty still went off (resisted);
 *  - a mundane defender against a spell is ruled in two parts (spell vs shifted stats, then the
 *    defender's combat mights vs the mage's INT and SPI mights; the defense's PP subtract).
 */
import type { StatName } from './understanding-your-stats.js';
import type { PpRounding } from './ruling-narration.js';
import { ruleTraitPair, type TwoTraitRuling } from './lopsided-two-trait-ruling.js';

export const LEGACY_BASE_DIFFICULTY = 25;
export const LEGACY_METAMAGIC_DIFFICULTY = 45;

/**
 * Metamagic is a rule of the superseded ruling only: the current one rules magic "exactly like"
 * physical combat (§Combat Ruling, §Magic/Psi vs Mundane Actions) and has no metamagic. Under it a
 * `metamagic` line is refused by the checks, and the engine rolls nothing, counts no action for it
 * and says why (`METAMAGIC_NOT_RULED`).
 */
export function metamagicRuled(legacyMagic: boolean): boolean {
    return legacyMagic;
}

/** Why metamagic does nothing under the current ruling, as the check and the log say it. */
export const METAMAGIC_NOT_RULED = 'metamagic is ruled only under the superseded magic ruling (option legacy_magic: on); the current ruling has none';

/**
 * The two difficulties of a spell cast at a being: base + defending stat (+ magic-resisting skill),
 * mage INT against the first stat, SPI against the second.
 * Worked example (§Combat Magic): DEX 30 / END 40 against a difficulty-25 fireball → 55 and 65.
 */
function legacySpellDifficulties(
    defendingStats: readonly [number, number],
    base = LEGACY_BASE_DIFFICULTY,
    resistSkill = 0,
): readonly [number, number] {
    return [base + defendingStats[0] + resistSkill, base + defendingStats[1] + resistSkill];
}

/** What the old rule targets: a body (DEX, END) or a mind (INT, SPI) — §Combat Magic. */
type SpellTarget = 'body' | 'mind';

/**
 * The defending stats a spell is ruled against: by its target, or shifted by a mundane defense
 * (§Mundane vs Magic Combat): dodging DEX and END, blocking STR and END, parrying DEX and STR.
 */
export function legacyTargetStats(target: SpellTarget, defense?: 'dodge' | 'block' | 'parry'): readonly [StatName, StatName] {
    if (target === 'mind') return ['INT', 'SPIR'];
    if (defense === 'block') return ['STR', 'END'];
    if (defense === 'parry') return ['DEX', 'STR'];
    return ['DEX', 'END'];
}

type LegacyCastOutcome = 'affected' | 'resisted' | 'fizzled';

export interface LegacyCast {
    /** The cast ruled against base + defending stats: its PP are the spell's effect. */
    readonly vsTarget: TwoTraitRuling;
    /** The same dice against the base difficulty alone: did the spell go off at all? */
    readonly vsBase: TwoTraitRuling;
    readonly outcome: LegacyCastOutcome;
}

/**
 * Rules a legacy spell cast at a being. 'resisted' = the spell went off (beat the base) but did not
 * affect the target; 'fizzled' = it failed even against the base (§Combat Magic).
 */
export function legacyCast(
    mage: { readonly mights: readonly [number, number]; readonly rolls: readonly [number, number] },
    defendingStats: readonly [number, number],
    options: { base?: number; resistSkill?: number; rounding?: PpRounding } = {},
): LegacyCast {
    const base = options.base ?? LEGACY_BASE_DIFFICULTY;
    const diffs = legacySpellDifficulties(defendingStats, base, options.resistSkill ?? 0);
    const vsTarget = ruleTraitPair(mage.mights, diffs, mage.rolls, options.rounding);
    const vsBase = ruleTraitPair(mage.mights, [base, base], mage.rolls, options.rounding);
    const outcome: LegacyCastOutcome = vsTarget.success ? 'affected' : vsBase.success ? 'resisted' : 'fizzled';
    return { vsTarget, vsBase, outcome };
}
