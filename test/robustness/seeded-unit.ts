/** Reproducible randomness for mutation tests: the engine's own seeded generator (pure-rand). */
import { SeededRng } from '../../language/engine/rng.js';

/** A function returning numbers in [0, 1), the same sequence for the same seed. */
export function seededUnit(seed: number): () => number {
    const rng = new SeededRng(seed);
    return () => rng.int(0, 0x3fffffff) / 0x40000000;
}
