/** The Paladins seed and citations of its sections. */
import type { Citation } from '../../ruleset.js';

export const PALADINS_SEED = '002_508f9552a4514e32.txt';

/** A citation of one section of the seed. */
export const at = (section: string): Citation => ({ file: PALADINS_SEED, section });
