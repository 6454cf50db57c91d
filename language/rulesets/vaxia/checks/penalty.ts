/**
 * The post's penalty against the mights it rolls. Source: 004_941aee309a07cd38.txt §Using Your
 * Stats and Skills (the multiple action penalty; its figure is the public dice ruler's default).
 */
import type { Report } from '../../ruleset.js';
import { ATTACK_STATS } from '../rules/attacking-and-defending.js';
import type { VaxiaOptions } from '../options.js';
import { postPenalty } from '../rules/using-your-stats-and-skills.js';
import { attackRealm, attackSkill } from '../rules/combat-stats-and-skills.js';
import { attackOf, type Script } from './script.js';

/** `vaxia-might-below-1`: a post whose penalty takes an attack might below 1. */
export function checkPostPenalties(script: Script, options: VaxiaOptions, report: Report): void {
    for (const { posts } of script.rounds) {
        for (const [actorId, actions] of posts) {
            const actor = script.byId.get(actorId)?.model;
            if (!actor || actor.tags.includes('vehicle')) continue;
            const penalty = postPenalty({ actor: actorId, actions }, options.perExtra);
            for (const a of actions) {
                const attack = attackOf(actor, a);
                if (!attack) continue;
                const skill = attackSkill(attack, actor.groups.skills ?? {});
                for (const stat of ATTACK_STATS[attackRealm(attack)]) {
                    const might = (actor.stats[stat] ?? 25) + skill - penalty;
                    if (might >= 1) continue;
                    report({
                        code: 'vaxia-might-below-1',
                        severity: 'error',
                        at: a.at,
                        message: `${actorId}'s ${stat} might for ${attack.name} is ${might} after the post's penalty of ${penalty}; a ruling needs a might of at least 1. Drop an action or the penalty.`,
                    });
                    break;
                }
            }
        }
    }
}
