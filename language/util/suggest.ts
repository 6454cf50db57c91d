/**
 * "Did you mean" suggestions for unknown names. The edit distance is fastest-levenshtein's (a small,
 * well-kept library); names are compared without regard to case.
 */
import { distance } from 'fastest-levenshtein';

/**
 * The candidate closest to `name`, if it is close enough to be a plausible typo: at most a third of
 * the name's length in edits (at least 1, at most 3), or a prefix match. Never `name` itself, even
 * when it is among the candidates (a quick fix to the same text would change nothing); a candidate
 * that differs only in case is a fine suggestion (`kara` → `Kara`).
 */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
    let best: string | undefined;
    let bestDistance = Infinity;
    const limit = Math.min(3, Math.max(1, Math.floor(name.length / 3)));
    for (const candidate of candidates) {
        if (candidate === name) continue;
        const d = distance(name.toLowerCase(), candidate.toLowerCase());
        if (d < bestDistance || (d === bestDistance && best !== undefined && candidate < best)) {
            best = candidate;
            bestDistance = d;
        }
    }
    if (best === undefined) return undefined;
    if (bestDistance <= limit) return best;
    return best.toLowerCase().startsWith(name.toLowerCase()) && name.length >= 3 ? best : undefined;
}

/** " Did you mean 'x'?" or an empty string. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
    const best = closest(name, candidates);
    return best ? ` Did you mean '${best}'?` : '';
}
