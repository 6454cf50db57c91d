/**
 * The post's penalty against the mights it rolls. A might never drops below 1 — the floor of the
 * public dice ruler, whose per-action figure the `multi_action_penalty` option takes (the seed's
 * §Using Your Stats and Skills names the penalty and points to a guide it does not include) — so a
 * penalty past it is lost: the check says where, and the run rolls 1. The penalty counts the
 * actions the round will take (engine/posts.ts), as the run does.
 */
import type { Report, StaticTurn } from '../../ruleset.js';
import { rawAttackMights } from '../engine/mights.js';
import { attackOf, struckWith } from '../engine/posts.js';
import { ATTACK_STATS } from '../rules/attacking-and-defending.js';
import { attackRealm } from '../rules/combat-stats-and-skills.js';
import type { Script } from './script.js';

/** `vaxia-might-below-1` (warning): the post's penalty takes an attack might below 1, so it rolls as 1. */
export function checkPostPenalties(script: Script, report: Report): void {
    // Each round's scene as it opens, riders who left in an earlier round off their vehicles (script.ts).
    for (const { round, posts, scene } of script.rounds) {
        for (const [actorId, actions] of posts) {
            const f = scene.byId(actorId);
            if (!f) continue;
            for (const a of actions) {
                const attack = attackOf(f, a);
                if (!attack) continue;
                const raw = rawAttackMights(scene, f, attack);
                const low = raw.findIndex(m => m < 1);
                if (low < 0) continue;
                report({
                    code: 'vaxia-might-below-1',
                    severity: 'warning',
                    at: a.at,
                    message: `Round ${round}: ${actorId}'s ${ATTACK_STATS[attackRealm(attack)][low]} might for ${attack.name} is ${raw[low]} after the post's penalty of ${scene.penaltyOf(f)}; a might never drops below 1, so it rolls as 1. Drop an action or the penalty to make the penalty count.`,
                });
            }
        }
    }
}

/**
 * `vaxia-several-targets`: one attack written against several targets. Each attack is an action
 * with its own ruling (§Attacking and Defending), and each action past the first in a post costs
 * the multiple-action penalty (§Using Your Stats and Skills); one line with a list of targets would
 * rule them all at the mights of one action. Write one action per target.
 */
export function checkSeveralTargets(turn: StaticTurn, report: Report): void {
    for (const a of turn.actions) {
        const attack = struckWith(a);
        if (attack === undefined || a.area || a.targets.length < 2) continue;
        report({
            code: 'vaxia-several-targets',
            severity: 'error',
            at: a.at,
            message: `${attack} is one action against one target: write one per target (\`${a.targets.map(t => `${attack} -> ${t}`).join('; ')}\`), each past the first in the post at the multiple-action penalty.`,
        });
    }
}
