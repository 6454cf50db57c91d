/**
 * The dice modules' public face: notation (`dice-notation.ts`), rolling (`dice-roll.ts`) and exact
 * statistics (`dice-stats.ts`). A barrel only: nothing it re-exports imports it back.
 */
export * from './dice-notation.js';
export { compileTotal, formatTerm, rollExpr, rollTerm, rollTotal, termTotal } from './dice-roll.js';
export type { TermRoll } from './dice-roll.js';
export { convolve, diceRange, distribution } from './dice-stats.js';
