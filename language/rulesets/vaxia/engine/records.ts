/**
 * Log records of Vaxia rulings: each d100 as a `RollRecord` whose words carry the might,
 * the difficulty, the face and the roll it needed; the event's note gives the combined margin and
 * its band, its total the PP (004_941aee309a07cd38.txt §Ruling Narration). Kept short so a line
 * fits a laptop screen. Built only when the log is on.
 */
import type { RollRecord } from '../../../engine/log.js';
import type { AttackOutcome, DefenseKind } from '../rules/attacking-and-defending.js';
import type { TraitRuling } from '../rules/ruling-narration.js';
import type { TwoTraitRuling } from '../rules/lopsided-two-trait-ruling.js';

const two = (n: number) => n.toFixed(2);

/**
 * "DEX 45 vs 40: 63 ≥ 48.21": the might, the difficulty, the d100 face and the roll it needed — ≥ when
 * the trait succeeds, < when it fails (so a lopsided pair shows at a glance).
 */
export function traitRecord(label: string, r: TraitRuling): RollRecord {
    // The d100 face is read inside the words (`63 ≥ 48.21`), so the record has no dice part of its own.
    return {
        formula: `d100 ${label}`,
        faces: [{ sides: 100, value: r.roll, kept: true }],
        parts: [{ kind: 'text', text: `${label} ${r.might} vs ${r.difficulty}: ${r.roll} ${r.success ? '≥' : '<'} ${two(r.needed)}` }],
        total: r.roll,
    };
}

/** Both traits of a two-trait ruling, labelled by their stats. */
export function pairRecords(labels: readonly [string, string], r: TwoTraitRuling): RollRecord[] {
    return [traitRecord(labels[0], r.a), traitRecord(labels[1], r.b)];
}

/** A band with its outcome, as the seed's narration says them: "barely a success", "moderate failure", "extreme success" (§Ruling Narration). */
function bandOutcome(band: string, outcome: string): string {
    return band === 'barely' ? `barely a ${outcome}` : `${band} ${outcome}`;
}

/** The combined margin in words (its PP are the event's total): "winsby 12.30: barely a success, lopsided". */
export function pairNote(r: TwoTraitRuling): string {
    return `${margin(r)}: ${bandOutcome(r.band, r.outcome)}${r.lopsided ? ', lopsided' : ''}`;
}

/**
 * The margin, and on a success where its PP come from, so the line adds up: "winsby 36.09 × might
 * 55" (the PP are the winsby, as a percentage, of the traits' mean might, then rounded; §Ruling
 * Narration). A failure's PP are 0: "failsby 12.30".
 */
function margin(r: TraitRuling | TwoTraitRuling): string {
    if (!r.success) return `failsby ${two(r.failsby)}`;
    return `winsby ${two(r.winsby)}% × might ${'a' in r ? (r.a.might + r.b.might) / 2 : r.might}`;
}

/** A check's margin in words, beside the success or failure the line already states: "winsby 12.30, barely, lopsided". */
export function checkNote(r: TraitRuling | TwoTraitRuling): string {
    const mishap = 'outcome' in r && r.outcome === 'mishap' ? ', a mishap' : '';
    return `${margin(r)}, ${r.band}${mishap}${'lopsided' in r && r.lopsided ? ', lopsided' : ''}`;
}

/** What a check needs, in its line: a winsby of at least 0. */
export const CHECK_NEEDS = 'winsby ≥ 0';

/**
 * The outcome the log names: a mishap or a failure as ruled; a success whose PP round to 0 (or are
 * drained to 0) does nothing — `no_pp`, never FAILED beside a successful ruling; else what the
 * damage step made of it.
 */
export function attackOutcome(ruling: TwoTraitRuling, attackPp: number, settled: AttackOutcome): string {
    if (ruling.outcome === 'mishap') return 'mishap';
    if (!ruling.success) return 'missed';
    if (attackPp <= 0) return 'no_pp';
    return settled;
}

/** A non-damaging attack that got PP past the defense takes hold; its other outcomes read as for any attack. */
export function effectOutcome(nonDamaging: boolean, outcome: string): string {
    return nonDamaging && outcome === 'hit' ? 'affected' : outcome;
}

/** What stopped an attack, for its note: the defense's PP, or the armour and shield that took the rest. */
export function stopNote(
    kind: DefenseKind | 'none',
    attackPp: number,
    defensePp: number,
    settled: { readonly armourAbsorbed: number; readonly shieldAbsorbed: number },
    outcome: string,
): string {
    if (outcome !== 'stopped') return '';
    if (kind !== 'none' && defensePp >= attackPp) return `; stopped by the ${kind === 'resist' ? 'resistance' : kind}`;
    const by = [
        settled.armourAbsorbed ? `armour ${settled.armourAbsorbed}` : '',
        settled.shieldAbsorbed ? `the shield ${settled.shieldAbsorbed}` : '',
    ];
    const took = kind !== 'none' && defensePp > 0 ? `; the ${kind} took ${defensePp} PP` : '';
    return `${took}; stopped by ${by.filter(Boolean).join(' and ')}`;
}
