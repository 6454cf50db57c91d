/**
 * "Did you mean" suggestions for unknown names. The edit distance is fastest-levenshtein's (a small,
 * well-kept library), with two neighbouring letters swapped counted as one edit; names are compared
 * without regard to case.
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
    const a = name.toLowerCase();
    for (const candidate of candidates) {
        if (candidate === name) continue;
        const b = candidate.toLowerCase();
        const d = swappedNeighbours(a, b) ? 1 : distance(a, b);
        if (d < bestDistance || (d === bestDistance && best !== undefined && candidate < best)) {
            best = candidate;
            bestDistance = d;
        }
    }
    if (best === undefined) return undefined;
    if (bestDistance <= limit) return best;
    return best.toLowerCase().startsWith(a) && name.length >= 3 ? best : undefined;
}

/**
 * Whether `a` is `b` with two neighbouring letters swapped (`wrne`, `wren`): one slip of the
 * fingers, which Levenshtein's distance counts as two edits (Damerau's counts it as one).
 */
function swappedNeighbours(a: string, b: string): boolean {
    if (a.length !== b.length) return false;
    let i = 0;
    while (i < a.length && a[i] === b[i]) i++;
    return i + 1 < a.length && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/** " Did you mean 'x'?" or an empty string. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
    const best = closest(name, candidates);
    return best ? ` Did you mean '${best}'?` : '';
}
