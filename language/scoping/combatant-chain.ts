/** A combatant followed by the templates it `extends`, nearest first; stops at a cycle. */
import type { Combatant } from '../generated/ast.js';

/** Longest template chain followed; deeper chains are cut (and reported by validation). */
export const MAX_EXTENDS_DEPTH = 32;

export function combatantChain(combatant: Combatant): Combatant[] {
    const chain: Combatant[] = [];
    const seen = new Set<Combatant>();
    let current: Combatant | undefined = combatant;
    while (current && !seen.has(current) && chain.length < MAX_EXTENDS_DEPTH) {
        chain.push(current);
        seen.add(current);
        current = current.base?.ref;
    }
    return chain;
}

/** True when following `extends` from `combatant` comes back to a combatant already visited. */
export function hasExtendsCycle(combatant: Combatant): boolean {
    const seen = new Set<Combatant>();
    let current: Combatant | undefined = combatant;
    while (current) {
        if (seen.has(current)) return true;
        seen.add(current);
        current = current.base?.ref;
    }
    return false;
}
