/**
 * The round-1 note of what a combatant starts the fight with that the start of the log does not
 * show — a state written on its line (`is prone`, `is wounded 10`) or carried from a day's earlier
 * fight: its status when not up, its hit points below their maximum, then the ruleset's own words
 * (other pools, conditions). A GM reading `Thug … LIF 28 → 5` after 13 lost otherwise sees no reason.
 */
import type { Fighter } from './contract.js';
import type { CombatLog } from './log.js';

/**
 * Adds `X starts the fight unconscious, at 18/28 LIF, prone.` for each of `fighters` that starts
 * with anything to say: its status when not `active`, `at hp/maxHp <hpName>` when hurt, then what
 * `more` says of it in the ruleset's words, in order. Adds nothing for a combatant fresh and whole.
 */
export function logStartingState<F extends Fighter>(log: CombatLog, fighters: readonly F[], hpName: string, more: (f: F) => readonly string[]): void {
    for (const f of fighters) {
        const parts: string[] = [];
        if (f.status !== 'active') parts.push(f.status);
        if (f.hp !== f.maxHp) parts.push(`at ${f.hp}/${f.maxHp} ${hpName}`);
        parts.push(...more(f));
        if (parts.length) log.add({ kind: 'note', text: `${f.id} starts the fight ${parts.join(', ')}.` });
    }
}
