/**
 * The ruleset options an engine and the hovers read, with their defaults (see `RPGSTUCK_OPTIONS`
 * in schema.ts for what each means and why it is an option). Source: 000_7e14385943d7d1e7.txt.
 */
import type { CancelOrder } from './aim-block.js';
import type { AdvantageStack } from './attack-roll.js';
import type { CritRule, HeadCritRule, Rounding } from './damage.js';
import type { OverflowChoice } from './ladder.js';

export interface RpgOptions {
    readonly critRule: CritRule;
    readonly headCrit: HeadCritRule;
    readonly overflow: OverflowChoice;
    readonly advantageStack: AdvantageStack;
    readonly critRangeNeedsHit: boolean;
    readonly cancel: CancelOrder;
    /** Sides of the Aim action's die and of Avert's block die. */
    readonly aimDie: number;
    readonly avertDie: number;
    readonly rounding: Rounding;
}

const pick = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T => allowed.find(a => a === value) ?? fallback;
const sides = (value: string | undefined, fallback: number) => (value && /^d\d+$/.test(value) ? Number(value.slice(1)) : fallback);

/** Options from an encounter's `ruleset rpgstuck { … }` line; unknown or missing values take the default. */
export function readOptions(options: Readonly<Record<string, string>>): RpgOptions {
    return {
        critRule: pick(options.crit_rule, ['double_total', 'double_dice'] as const, 'double_total'),
        headCrit: pick(options.head_crit, ['head_text', 'trace_example'] as const, 'head_text'),
        overflow: options.overflow === 'level' ? 'level' : '2P',
        advantageStack: pick(options.advantage_stack, ['flat_once', 'per_extra'] as const, 'flat_once'),
        critRangeNeedsHit: options.crit_range_needs_hit !== 'no',
        cancel: pick(options.aim_block_cancel, ['smallest', 'largest'] as const, 'smallest'),
        aimDie: sides(options.aim_die, 4),
        avertDie: sides(options.avert_die, 4),
        rounding: pick(options.rounding, ['down', 'nearest', 'up'] as const, 'down'),
    };
}

export const DEFAULT_OPTIONS: RpgOptions = readOptions({});
