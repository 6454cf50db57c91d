/**
 * Checks of an adventuring day (`day "The long road" for heroes { fight Ambush  short_rest  fight
 * Bridge }`): the ruleset carries state between fights, the day has fights, every fight has the
 * party side with the same members, every rest is one of the ruleset's. docs/language.md §Days.
 */
import type { ValidationAcceptor } from 'langium';
import type { Day, DayFight, Side } from '../generated/ast.js';
import { encounterInstances } from '../model/encounter-model.js';
import { slot } from '../grammar-slots.js';
import type { CheckContext } from './check-context.js';
import { report } from './context.js';
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
    for (const member of day.members) {
        if (member.$type === 'DayRest' && member.rest && !rests.includes(member.rest))
            reportUnknownName(accept, slot('rest'), ruleset, member.rest, member, 'rest');
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
}
