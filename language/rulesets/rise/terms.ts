/** Built-in dice terms of the Rise engine. */
import { parseDiceToken, type DiceTerm } from '../../engine/dice.js';

/** The term for a built-in dice token such as `1d10!`; throws on a typo in the engine's own constants. */
export function parseTerm(token: string): DiceTerm {
    const parsed = parseDiceToken(token);
    if (!('term' in parsed)) throw new Error(`bad built-in dice ${token}`);
    return parsed.term;
}
