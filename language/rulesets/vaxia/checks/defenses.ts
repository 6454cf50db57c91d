/**
 * Checks of the defenses a round's posts put up against the attacks aimed at them: a parry,
 * counter, redirect or disarm meets only attacks of its own realm. Source: 004_941aee309a07cd38.txt
 * §Attacking and Defending.
 */
import type { Report } from '../../ruleset.js';
import { DEFENSE_KINDS, type DefenseKind, defenseMeets, type Realm } from '../rules/attacking-and-defending.js';
import type { VaxiaOptions } from '../options.js';
import { attackRealm, hasAspect } from '../rules/combat-stats-and-skills.js';
import { isMental, mentalRefusal, RESIST_SKILL } from '../rules/magic-vs-mundane-in-the-dice-ruler.js';
import { attackOf, type Script } from './script.js';

const isDefense = (name: string): name is DefenseKind => (DEFENSE_KINDS as readonly string[]).includes(name);

/**
 * `vaxia-defense-wrong-realm`: a defense that cannot meet an attack scripted against its writer that
 * round. Under `legacy_magic` a spell is met in two parts by a mundane dodge, block or parry
 * (counter counts as parry; §Mundane vs Magic Combat), and redirecting or cancelling a spell is
 * metamagic's business.
 */
export function checkDefenseRealms(script: Script, options: VaxiaOptions, report: Report): void {
    for (const { round, posts } of script.rounds) {
        for (const [actorId, actions] of posts) {
            const actor = script.byId.get(actorId)?.model;
            if (!actor) continue;
            for (const a of actions) {
                const attack = attackOf(actor, a);
                if (!attack) continue;
                const realm = attackRealm(attack);
                for (const targetId of a.targets) {
                    // A vehicle's parry is aimed at guns, not at the attack's realm.
                    if (script.byId.get(targetId)?.model.tags.includes('vehicle')) continue;
                    for (const d of posts.get(targetId) ?? []) {
                        const refusal =
                            isMental(attack) && !d.isAttack
                                ? mentalRefusal(d.action === 'leap_out' ? 'dodge' : (d.action as DefenseKind))
                                : undefined;
                        if (refusal) {
                            report({
                                code: 'vaxia-mental-spell',
                                severity: 'error',
                                at: d.at,
                                message: `Round ${round}: ${actorId}'s ${attack.name} is a mental spell: ${refusal}. ${targetId} can \`resist\` it with a skill made to resist magic (magic_resist), or stand.`,
                            });
                            continue;
                        }
                        if (d.isAttack || !isDefense(d.action)) continue;
                        const defenseRealm: Realm = d.modifiers.includes('magic') ? 'magic' : 'physical';
                        if (options.legacyMagic && realm === 'magic') {
                            if (d.action === 'redirect' || d.action === 'disarm') {
                                report({
                                    code: 'vaxia-defense-wrong-realm',
                                    severity: 'error',
                                    at: d.at,
                                    message: `Round ${round}: under legacy magic ${actorId}'s ${attack.name} is met by a dodge, block or parry ruled in two parts; to ${d.action} a spell, use metamagic (\`metamagic -> ${actorId} with redirect\`).`,
                                });
                            }
                            continue;
                        }
                        if (defenseMeets(d.action, defenseRealm, realm)) continue;
                        report({
                            code: 'vaxia-defense-wrong-realm',
                            severity: 'error',
                            at: d.at,
                            message: `Round ${round}: ${targetId}'s ${defenseRealm === 'physical' ? 'physical' : 'magical'} ${d.action} cannot meet ${actorId}'s ${attack.name}, a ${realm === 'physical' ? 'physical' : 'magical/psi'} attack. ${defenseRealm === 'physical' ? `Write '${d.action} with magic'` : `Drop 'with magic'`}, or block or dodge (they meet both).`,
                        });
                    }
                }
            }
        }
    }
}

/**
 * `resist` rolls a skill made to resist magic against a mental spell: `vaxia-resist-without-skill`
 * when its writer has none; under `legacy_magic` such a skill adds to the spell's difficulties
 * instead (§Combat Magic), and the roll is not modelled there (`vaxia-not-modelled`).
 */
export function checkResists(script: Script, options: VaxiaOptions, report: Report): void {
    for (const { posts } of script.rounds) {
        for (const [actorId, actions] of posts) {
            const actor = script.byId.get(actorId)?.model;
            for (const a of actions) {
                if (a.isAttack || a.action !== 'resist' || !actor) continue;
                if (options.legacyMagic) {
                    report({
                        code: 'vaxia-not-modelled',
                        severity: 'error',
                        at: a.at,
                        message: `Under legacy magic a skill made to resist magic adds to a spell's difficulties (§Combat Magic); the one-trait resistance roll is modelled under the current ruling only.`,
                    });
                } else if (!Object.entries(actor.groups.skills ?? {}).some(([name, value]) => value > 0 && hasAspect(name, RESIST_SKILL))) {
                    report({
                        code: 'vaxia-resist-without-skill',
                        severity: 'error',
                        at: a.at,
                        message: `${actorId} has no skill made to resist magic (a skill named magic_resist), so there is nothing to roll against a mental spell (§Magic vs Mundane in the Dice Ruler).`,
                    });
                }
            }
        }
    }
}
