/**
 * Limited uses (`uses 2 per fight`): how many uses of each attack or ability each combatant has left.
 * One ledger per fight; every period a ruleset names (`per fight`, `per short_rest`…) comes back at
 * most between fights, so within one fight all of them count down alike.
 */
import type { Fighter } from './contract.js';
import type { FighterSnapshot, UsesLeft } from './log.js';
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

/**
 * `snapshot` with what `f` has left of each limited attack or ability (`Firestorm 0/1 per
 * short_rest`), from `ledger`; `snapshot` itself when `f` has none (most fighters: nothing made).
 * What every ruleset's engine snapshot adds, so a fight's result, a day's "Carried out" and a rest's
 * changes show the uses spent and given back.
 */
export function withUsesLeft(snapshot: FighterSnapshot, ledger: UseLedger, f: Fighter): FighterSnapshot {
    let uses: UsesLeft[] | undefined;
    for (const attack of f.model.attacks) {
        if (!attack.uses) continue;
        (uses ??= []).push({ name: attack.name, left: ledger.remaining(f.id, attack), count: attack.uses.count, per: attack.uses.per });
    }
    return uses ? { ...snapshot, uses } : snapshot;
}

/**
 * The use periods a `short_rest` or `long_rest` gives back where a long rest is also a short one:
 * per short rest after either, per long rest after a long one; nothing after any other rest. Rise,
 * RPGStuck and Enchanted Realms give uses back so (each cites its rule where it uses this).
 */
export function shortLongUsesBack(rest: string): readonly string[] {
    return rest === 'long_rest' ? LONG_BACK : rest === 'short_rest' ? SHORT_BACK : NOTHING_BACK;
}

const LONG_BACK: readonly string[] = ['short_rest', 'long_rest'];
const SHORT_BACK: readonly string[] = ['short_rest'];
const NOTHING_BACK: readonly string[] = [];
