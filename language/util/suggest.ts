/** "Did you mean" suggestions for unknown names. */

/** Levenshtein edit distance between two strings (case-insensitive). */
export function editDistance(a: string, b: string): number {
    a = a.toLowerCase();
    b = b.toLowerCase();
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        let diagonal = row[0];
        row[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const above = row[j];
            row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
            diagonal = above;
        }
    }
    return row[b.length];
}

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
        const d = editDistance(name, candidate);
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
