/**
 * A Paladins party member between the fights of a day: what it carries out of a fight (its pools,
 * its state — down, dying or dead —, the conditions that outlast the fight, its death saves, the
 * limited uses it spent), how the next fight's fighter starts from that, and what a rest restores.
 * Source: 002_508f9552a4514e32.txt §Damage, §Health Damage, §Stamina Damage, §Types (Rest); the
 * rules of rests and of what outlasts a fight are rules/resting.ts.
 */
import type { RestLog } from '../../../engine/contract.js';
import { CombatLog, FilteredLog } from '../../../engine/log.js';
import type { InstanceModel } from '../../../engine/model.js';
import type { SeededRng } from '../../../engine/rng.js';
import { UseLedger } from '../../../engine/uses.js';
import type { ActiveCondition } from '../rules/conditions.js';
import { isRestName, outlastsTheFight, REST_RULES } from '../rules/resting.js';
import { createPaladinsFighter, type PaladinsFighter } from './fighter.js';
import type { Scene } from './scene.js';
import { playTurn } from './turn.js';
import type { PaladinsOptions } from '../options.js';

/** What a party member carries from one fight of a day to the next (opaque to the runner). */
export interface PaladinsCarried {
    readonly hp: number;
    readonly sta: number;
    readonly wil: number;
    /** `fled` comes back as `active`: a member that fled rejoins the party. */
    readonly status: 'active' | 'unconscious' | 'dead';
    readonly conditions: readonly ActiveCondition[];
    readonly deathSaves: { readonly successes: number; readonly failures: number };
    readonly stable: boolean;
    /** Uses spent of each limited attack or ability, by name, for uses that outlast a fight (per short or long rest). */
    readonly spent: Readonly<Record<string, number>>;
}

/** What `f` carries out of its fight: pools, state, lasting conditions (no concentration holds them any more), death saves, spent uses. */
export function carryOut(f: PaladinsFighter, uses: UseLedger): PaladinsCarried {
    const spent: Record<string, number> = {};
    for (const attack of f.model.attacks) {
        if (!attack.uses || attack.uses.per === 'fight') continue;
        const used = attack.uses.count - uses.remaining(f.id, attack);
        if (used > 0) spent[attack.name] = used;
    }
    return {
        hp: f.hp,
        sta: f.sta,
        wil: f.wil,
        status: f.status === 'fled' ? 'active' : f.status,
        conditions: f.conditions.filter(outlastsTheFight).map(c => ({ ...c, heldBy: undefined })),
        deathSaves: { ...f.deathSaves },
        stable: f.stable,
        spent,
    };
}

/**
 * A fighter for the next fight from what it carried in: its pools and state as they were, the
 * conditions it kept, its death saves, its spent uses (spent again from this fight's ledger). A
 * drained pool (exposed, no save) recovers at the end of its first turn — the next turn after it
 * drained.
 */
export function fighterFromCarried(instance: InstanceModel, carried: PaladinsCarried, uses: UseLedger): PaladinsFighter {
    const f = createPaladinsFighter(instance);
    f.hp = carried.hp;
    f.sta = carried.sta;
    f.wil = carried.wil;
    f.status = carried.status;
    f.conditions = carried.conditions.map(c => ({ ...c }));
    f.deathSaves = { ...carried.deathSaves };
    f.stable = carried.stable;
    if (f.conditions.some(c => c.drained)) f.recoverAtTurn = 1;
    for (const attack of instance.model.attacks) {
        const spent = carried.spent[attack.name] ?? 0;
        for (let i = 0; i < spent; i++) uses.spend(instance.id, attack);
    }
    return f;
}

/**
 * A rest between fights (one of the ruleset's `rests`) applied to what a member carries:
 * `rest` plays one turn of the seed's rest action (its start, then 2d4 STA and regeneration at its
 * end, drawn from the day's generator); `short_rest` and `long_rest` restore HEA, STA and WIL in
 * full, end every condition (an unconscious member wakes, its death saves thrown out) and give back
 * the uses of their periods. The dead stay dead.
 */
export function restCarried(
    rest: string,
    carried: PaladinsCarried,
    model: InstanceModel['model'],
    rng: SeededRng,
    options: PaladinsOptions,
    told?: RestLog,
): PaladinsCarried {
    if (!isRestName(rest) || carried.status === 'dead') return carried;
    const rule = REST_RULES[rest];
    if (rule.restTurn) return restTurn(carried, model, rng, options, told);
    const spent = Object.fromEntries(
        Object.entries(carried.spent).filter(([name]) => {
            const per = model.attacks.find(a => a.name === name)?.uses?.per;
            return per !== undefined && !rule.restoresUses.includes(per);
        }),
    );
    return {
        hp: rule.fullPools ? model.stats.HEA : carried.hp,
        sta: rule.fullPools ? model.stats.STA : carried.sta,
        wil: rule.fullPools ? model.stats.WIL : carried.wil,
        status: 'active',
        conditions: rule.endsConditions ? [] : carried.conditions,
        deathSaves: { successes: 0, failures: 0 },
        stable: false,
        spent,
    };
}

/**
 * One turn of the rest action, played by the engine's own turn: its log (bleeding, saves,
 * regeneration, the rest's 2d4 STA) goes to the day's when it is kept.
 */
function restTurn(
    carried: PaladinsCarried,
    model: InstanceModel['model'],
    rng: SeededRng,
    options: PaladinsOptions,
    told?: RestLog,
): PaladinsCarried {
    const uses = new UseLedger();
    const instance: InstanceModel = { id: told?.id ?? model.name, side: '', model };
    const f = fighterFromCarried(instance, carried, uses);
    const scene: Scene = {
        round: 1,
        rng,
        // The turn's heading is not shown: the day heads the rest with the member's name.
        log: told ? new FilteredLog(e => (e.kind === 'phase' ? undefined : e)) : new CombatLog(false),
        options,
        fighters: [f],
        field: undefined,
        uses,
        byId: () => f,
        surprised: () => false,
        scriptedReactions: () => [],
        policyOf: () => undefined,
        planNow: () => undefined,
        turn: {},
    };
    playTurn(scene, f, { actor: f.id, actions: [{ action: 'rest', isAttack: false, targets: [], modifiers: [] }] });
    if (told) for (const e of scene.log.events) told.log.add(e);
    return { ...carryOut(f, uses), spent: carried.spent, conditions: f.conditions.map(c => ({ ...c })) };
}
