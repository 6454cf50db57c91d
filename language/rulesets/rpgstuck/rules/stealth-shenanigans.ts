/**
 * §Stealth Shenanigans: a creature nobody has line of sight on — heavy obscuration, full cover,
 * invisibility, having stayed hidden — cannot be seen. The Stealth check that keeps it so has no
 * difficulty in the chapter: the SM's call, so Strife starts a creature `hidden` and lets attacking
 * give it away [assumption].
 * Source: 000_7e14385943d7d1e7.txt §Stealth Shenanigans, §Light and Darkness.
 */
import { hidesFromSight } from './light-and-darkness.js';

/** Whether a target can be seen: not when hidden, invisible, or in heavy obscuration. */
export function canBeSeen(target: { readonly hidden: boolean; readonly invisible: boolean; readonly concealment?: string }): boolean {
    return !target.hidden && !target.invisible && !hidesFromSight(target.concealment);
}
