/** The Rise seed and citations of its sections. */
import type { Citation } from '../../ruleset.js';

export const RISE_SEED = '003_66faa831a56df10d.txt';

/** A citation of one section of the seed. */
export const at = (section: string): Citation => ({ file: RISE_SEED, section });
