/**
 * Checks of an adventuring day (`day "The long road" for heroes { fight Ambush  short_rest  fight
 * Bridge }`): the ruleset carries state between fights, the day has fights, every fight has the
 * party side with the same members, every rest is one of the ruleset's. docs/language.md §Days.
 */
import type { ValidationAcceptor } from 'langium';
import type { AttackModel, CombatantModel } from '../engine/model.js';
import type { Combatant, Day, DayFight, DayRest, ScriptRound, Side } from '../generated/ast.js';
import { combatantModel, encounterInstances, instanceId, roundLimitOf } from '../model/encounter-model.js';
import type { Ruleset } from '../rulesets/ruleset.js';
import { slot } from '../grammar-slots.js';
import type { CheckContext } from './check-context.js';
import { report } from './context.js';
import { pastLimit } from './tactical-checks.js';
import { reportUnknownName } from './unknown-names.js';

export function checkDay(day: Day, accept: ValidationAcceptor, context: CheckContext): void {
    const ruleset = context.ruleset;
    if (!ruleset) return;
    if (!ruleset.features.days) {
        report(
            accept,
            'error',
            'feature-unsupported',
            `${ruleset.name} does not carry a party from fight to fight yet: a day cannot run. See docs/rulesets/${ruleset.id}.md, Coverage.`,
            day,
            'name',
        );
        return;
    }
    const fights = day.members.filter((m): m is DayFight => m.$type === 'DayFight');
    if (fights.length === 0) report(accept, 'error', 'day-without-fights', `Day '${day.name}' has no fights: add 'fight <encounter>'.`, day, 'name');
    const rests = (ruleset.rests ?? []).map(r => r.name);
    let first: { fight: DayFight; members: string } | undefined;
    const idle = restsPastDailyLimit(day, ruleset);
    for (const member of day.members) {
        if (member.$type === 'DayRest' && member.rest && !rests.includes(member.rest))
            reportUnknownName(accept, slot('rest'), ruleset, member.rest, member, 'rest');
        if (member.$type === 'DayRest' && idle.has(member)) {
            const most = ruleset.restsPerDay?.[member.rest] ?? 0;
            report(
                accept,
                'warning',
                'rest-past-daily-limit',
                `${ruleset.name} gives the benefit of ${most === 1 ? 'one' : most} ${member.rest} a day: this one gives nothing (no hit points, no uses back).`,
                member,
                'rest',
            );
        }
        if (member.$type !== 'DayFight') continue;
        const encounter = member.encounter?.ref;
        if (!encounter) continue;
        const side = encounter.members.find((m): m is Side => m.$type === 'Side' && m.name === day.party);
        if (!side) {
            report(
                accept,
                'error',
                'day-party-missing',
                `Encounter '${encounter.name}' has no side '${day.party}', the party this day follows.`,
                member,
                'encounter',
            );
            continue;
        }
        const members = encounterInstances(encounter)
            .filter(s => s.side === side)
            .map(s => s.id)
            .join(', ');
        if (!first) first = { fight: member, members };
        else if (members !== first.members)
            report(
                accept,
                'error',
                'day-party-mismatch',
                `The party must be the same in every fight of a day: here ${day.party} is ${members || 'nobody'}, in '${first.fight.encounter.ref?.name}' it is ${first.members}.`,
                member,
                'encounter',
            );
    }
    checkDayUses(day, ruleset, idle, accept);
}

/** One limited use the day's script has spent so far: per what, how often, and in which fight last. */
interface SpentUse {
    readonly per: string;
    used: number;
    where: string;
}

/**
 * Limited uses followed from fight to fight of the day: a scripted use past the count, with no rest
 * since the earlier ones that may give it back (`Ruleset.usesBackAfter`), does not happen — `run`
 * says "no use of Firestorm left" — so it is reported on the day's fight line (`use-past-limit`,
 * a warning where a failed use is not spent). Uses per fight come back every fight; uses past the
 * count within one fight are the encounter's own error, not repeated here. Only scripted uses count:
 * what tactics spend is not known before the fight.
 */
function checkDayUses(day: Day, ruleset: Ruleset, idle: ReadonlySet<DayRest>, accept: ValidationAcceptor): void {
    const back = ruleset.usesBackAfter?.bind(ruleset);
    if (!back) return;
    // Periods a rest may give back; any other comes back with every fight (`fight`, RPGStuck's `strife`).
    const lasting = new Set((ruleset.rests ?? []).flatMap(r => back(r.name)));
    const spent = new Map<string, SpentUse>();
    for (const member of day.members) {
        if (member.$type === 'DayRest') {
            // A rest past the day's count gives nothing back (its line says so).
            if (idle.has(member)) continue;
            const periods = back(member.rest);
            for (const [key, use] of spent) if (periods.includes(use.per)) spent.delete(key);
            continue;
        }
        if (member.$type !== 'DayFight') continue;
        const encounter = member.encounter?.ref;
        if (!encounter) continue;
        const instances = encounterInstances(encounter);
        const party = new Set(instances.filter(i => i.side.name === day.party).map(i => i.id));
        const limit = roundLimitOf(encounter);
        const rounds = encounter.members
            .filter((m): m is ScriptRound => m.$type === 'ScriptRound' && m.number >= 1 && m.number <= limit)
            .sort((a, b) => a.number - b.number);
        // This fight's scripted uses, by actor and attack, with the limit they count against.
        const here = new Map<string, { n: number; readonly uses: NonNullable<AttackModel['uses']> }>();
        const models = new Map<Combatant, CombatantModel>();
        const modelOf = (c: Combatant) => models.get(c) ?? models.set(c, combatantModel(c, ruleset)).get(c)!;
        for (const round of rounds)
            for (const turn of round.turns)
                for (const actorRef of turn.actors) {
                    const id = instanceId(actorRef, instances);
                    const combatant = actorRef.combatant?.ref;
                    if (!id || !combatant || !party.has(id)) continue;
                    for (const use of turn.actions) {
                        const attack = modelOf(combatant).attacks.find(a => a.name === use.action?.$refText);
                        if (!attack?.uses || !lasting.has(attack.uses.per)) continue;
                        const key = `${id}\u0000${attack.name}`;
                        const counted = here.get(key) ?? { n: 0, uses: attack.uses };
                        here.set(key, counted);
                        const thisFight = ++counted.n;
                        const before = spent.get(key);
                        // Past the count within this fight alone: the encounter's own `use-past-limit` says so.
                        if (!before || thisFight > attack.uses.count || before.used + thisFight <= attack.uses.count) continue;
                        const times = `${before.used} time${before.used === 1 ? '' : 's'}`;
                        const already = `${id} has used ${attack.name} ${times} already this day (uses ${attack.uses.count} per ${attack.uses.per}; in '${before.where}', and no rest since gives it back): its use in round ${round.number} of '${encounter.name}'`;
                        const past = pastLimit(ruleset);
                        report(accept, past.severity, 'use-past-limit', `${already} ${past.fate}.`, member, 'encounter');
                    }
                }
        for (const [key, { n, uses }] of here) {
            const use = spent.get(key);
            // Uses past the count are refused, not spent: at most what was left counts.
            const made = Math.min(n, uses.count - (use?.used ?? 0));
            if (made <= 0) continue;
            if (use) {
                use.used += made;
                use.where = encounter.name;
            } else spent.set(key, { per: uses.per, used: made, where: encounter.name });
        }
    }
}

/**
 * The rests of `day` past the number of their kind the ruleset lets a day benefit from
 * (`Ruleset.restsPerDay`): they give nothing, in the run and so in the day's use count.
 */
function restsPastDailyLimit(day: Day, ruleset: Ruleset): ReadonlySet<DayRest> {
    const idle = new Set<DayRest>();
    const taken = new Map<string, number>();
    for (const member of day.members) {
        if (member.$type !== 'DayRest' || !member.rest) continue;
        const most = ruleset.restsPerDay?.[member.rest];
        if (most === undefined) continue;
        const n = (taken.get(member.rest) ?? 0) + 1;
        taken.set(member.rest, n);
        if (n > most) idle.add(member);
    }
    return idle;
}
