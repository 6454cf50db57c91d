/** The seed every Vaxia citation points into, and the citation helper the schema files share. */
import type { Citation } from '../../ruleset.js';

export const VAXIA_SEED = '004_941aee309a07cd38.txt';
export const at = (section: string): Citation => ({ file: VAXIA_SEED, section });
