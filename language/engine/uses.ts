/**
 * Limited uses (`uses 2 per fight`): how many uses of each attack or ability each combatant has left.
 * One ledger per fight; every period a ruleset names (`per fight`, `per short_rest`…) comes back at
 * most between fights, so within one fight all of them count down alike.
 */
import type { AttackModel } from './model.js';

export class UseLedger {
    private readonly spent = new Map<string, number>();

    private static key(fighter: string, attack: AttackModel): string {
        return `${fighter}\u0000${attack.name}`;
    }

    /** Uses left; `Infinity` for an attack without a limit. */
    remaining(fighter: string, attack: AttackModel): number {
        if (!attack.uses) return Number.POSITIVE_INFINITY;
        return Math.max(0, attack.uses.count - (this.spent.get(UseLedger.key(fighter, attack)) ?? 0));
    }

    /** Spends one use; false (and nothing spent) when none is left. */
    spend(fighter: string, attack: AttackModel): boolean {
        if (!attack.uses) return true;
        if (this.remaining(fighter, attack) <= 0) return false;
        const key = UseLedger.key(fighter, attack);
        this.spent.set(key, (this.spent.get(key) ?? 0) + 1);
        return true;
    }
}
