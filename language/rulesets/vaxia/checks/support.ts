/**
 * Checks of the actions that support rather than strike: metamagic needs a spell to work on, heal
 * mends people and repair mends vehicles. Source: 004_941aee309a07cd38.txt §History of Magic
 * Ruling, §Vehicle Death.
 */
import type { Report } from '../../ruleset.js';
import { attackRealm } from '../rules/combat-stats-and-skills.js';
import { METAMAGIC_NOT_RULED, metamagicRuled } from '../rules/history-of-magic-ruling.js';
import type { VaxiaOptions } from '../options.js';
import { attackOf, type Script } from './script.js';

/**
 * `vaxia-metamagic-legacy-only`: metamagic under the current ruling, which has none (the options
 * `metamagic_difficulty` and `metamagic_partial` apply to legacy metamagic only);
 * `vaxia-metamagic-without-spell`: legacy metamagic on someone who casts no spell that round.
 */
export function checkMetamagic(script: Script, options: VaxiaOptions, report: Report): void {
    for (const { round, posts } of script.rounds) {
        for (const actions of posts.values()) {
            for (const a of actions) {
                if (a.isAttack || a.action !== 'metamagic') continue;
                if (!metamagicRuled(options.legacyMagic)) {
                    report({
                        code: 'vaxia-metamagic-legacy-only',
                        severity: 'error',
                        at: a.at,
                        message: `Round ${round}: ${METAMAGIC_NOT_RULED} (§History of Magic Ruling), so this line would do nothing; metamagic_difficulty and metamagic_partial apply to it only there. Set \`ruleset vaxia { legacy_magic: on }\`, or drop the line.`,
                    });
                    continue;
                }
                const target = a.targets[0];
                const caster = target ? script.byId.get(target)?.model : undefined;
                const casts = (posts.get(target ?? '') ?? []).some(x => {
                    const spell = caster ? attackOf(caster, x) : undefined;
                    return spell !== undefined && attackRealm(spell) === 'magic';
                });
                if (casts) continue;
                report({
                    code: 'vaxia-metamagic-without-spell',
                    severity: 'error',
                    at: a.at,
                    message: `Round ${round}: ${target ?? 'the target'} casts no spell this round, and metamagic needs another spell to act on.`,
                });
            }
        }
    }
}

/** `vaxia-mend-target`: heal on a vehicle, or repair on a person. */
export function checkMendTargets(script: Script, report: Report): void {
    for (const { posts } of script.rounds) {
        for (const actions of posts.values()) {
            for (const a of actions) {
                if (a.isAttack || (a.action !== 'heal' && a.action !== 'repair') || !a.targets[0]) continue;
                const isVehicle = script.byId.get(a.targets[0])?.model.tags.includes('vehicle') ?? false;
                if ((a.action === 'repair') === isVehicle) continue;
                report({
                    code: 'vaxia-mend-target',
                    severity: 'error',
                    at: a.at,
                    message:
                        a.action === 'repair'
                            ? `${a.targets[0]} is not a vehicle: heal people, repair vehicles.`
                            : `${a.targets[0]} is a vehicle: repair it (one LIF per PP) instead.`,
                });
            }
        }
    }
}
