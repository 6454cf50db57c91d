/**
 * The AST → model step runs once per document build: models are cached against the syntax node
 * they come from and dropped when any document changes (a model reads its template chain and
 * imports, which may live in other documents). Validation, hover, completion, code lenses and runs
 * all read the cached model instead of re-deriving it.
 */

/** Bumped by the document builder on every change (`invalidateModels`); entries of older generations are stale. */
let generation = 0;

const CACHE = new WeakMap<object, { generation: number; values: Map<string, unknown> }>();

/** Drops every cached model: call when any document changes. */
export function invalidateModels(): void {
    generation++;
}

/**
 * `compute()` once per syntax node, key and document generation. `key` separates the several
 * models one node has (a combatant's model under one ruleset, its attack list...).
 */
export function cachedModel<T>(node: object, key: string, compute: () => T): T {
    let entry = CACHE.get(node);
    if (!entry || entry.generation !== generation) {
        entry = { generation, values: new Map() };
        CACHE.set(node, entry);
    }
    if (entry.values.has(key)) return entry.values.get(key) as T;
    const value = compute();
    entry.values.set(key, value);
    return value;
}
