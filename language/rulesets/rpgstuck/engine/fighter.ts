/**
 * An RPGStuck combatant during a fight: HP and temp HP, conditions with their rounds, the zone it
 * stands in, grapples, what it has readied this turn (aim dice, Assail), its reaction, cooldowns and
 * uses left. Taking damage: temp HP first, then HP; 0 HP is unconscious (no death saves).
 * Source: 000_7e14385943d7d1e7.txt §Hit Points and Stats, §Grappling with Grappling.
 */
import type { CombatLog, FighterSnapshot } from '../../../engine/log.js';
import type { InstanceModel } from '../../../engine/model.js';
import type { Fighter } from '../../ruleset.js';
import type { AimBlockDie } from '../rules/aim-and-block-dice.js';
import type { Condition } from './conditions.js';

export interface RpgFighter extends Fighter {
    tempHp: number;
    conditions: Condition[];
    zone?: string;
    initiative?: number;
    /** Round its reaction was spent in. */
    reactionRound?: number;
    /** Scripted to Block this round (spent on the first attack against it). */
    blockReady: boolean;
    /** Who holds it in a grapple, and whom it holds. */
    grappledBy?: string;
    grappling: string[];
    /** Aim dice readied this turn (the Aim minor action). */
    aims: AimBlockDie[];
    /** Round an Avert block die was readied in (good until its next turn). */
    avert?: number;
    assail: boolean;
    /** Round each attack was last used, for Cooldown (X). */
    readonly lastUsed: Map<string, number>;
    /** Uses left of per-strife attacks. */
    readonly usesLeft: Map<string, number>;
}

export function createRpgFighter(instance: InstanceModel): RpgFighter {
    const s = instance.model.stats;
    const usesLeft = new Map<string, number>();
    for (const a of instance.model.attacks) if (a.stats.uses) usesLeft.set(a.name, a.stats.uses);
    return {
        id: instance.id,
        side: instance.side,
        model: instance.model,
        maxHp: s.max_hp,
        hp: Math.min(s.hp ?? s.max_hp, s.max_hp),
        status: (s.hp ?? 1) <= 0 ? 'unconscious' : 'active',
        tempHp: Math.max(0, s.temp_hp ?? 0),
        conditions: [],
        zone: instance.zone,
        blockReady: false,
        grappling: [],
        aims: [],
        assail: false,
        lastUsed: new Map(),
        usesLeft,
    };
}

export function has(f: RpgFighter, name: Condition['name']): boolean {
    return f.conditions.some(c => c.name === name);
}

/** Gives a condition for `rounds` end-of-round ticks (Cripple stacks; the others refresh). */
export function giveCondition(log: CombatLog, f: RpgFighter, condition: Condition, note?: string): void {
    if (condition.name !== 'crippled') f.conditions = f.conditions.filter(c => c.name !== condition.name);
    f.conditions.push(condition);
    log.add(() => ({
        kind: 'condition',
        who: f.id,
        condition: condition.value ? `${condition.name} (${condition.value})` : condition.name,
        gained: true,
        note,
    }));
}

export function snapshotOf(f: RpgFighter): FighterSnapshot {
    const resources: Record<string, number> = { temp_hp: f.tempHp };
    const conditions = f.conditions.map(c => (c.value ? `${c.name} (${c.value})` : c.name));
    if (f.grappledBy) conditions.push(`grappled by ${f.grappledBy}`);
    if (f.grappling.length) conditions.push(`grappling ${f.grappling.join(', ')}`);
    return { id: f.id, side: f.side, status: f.status, hp: f.hp, maxHp: f.maxHp, resources, conditions };
}
