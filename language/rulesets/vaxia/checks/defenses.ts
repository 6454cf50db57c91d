/**
 * Checks of the defenses a round's posts put up against the attacks aimed at them: a parry,
 * counter, redirect or disarm meets only attacks of its own realm. Source: 004_941aee309a07cd38.txt
 * §Attacking and Defending.
 */
import type { Report } from '../../ruleset.js';
import { DEFENSE_KINDS, type DefenseKind, defenseMeets, type Realm } from '../rules/attacking-and-defending.js';
import type { VaxiaOptions } from '../options.js';
import { attackRealm } from '../rules/combat-stats-and-skills.js';
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
