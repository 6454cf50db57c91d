/**
 * Rise's checks of an attack's or ability's own words beyond the generic ones: no saving throws;
 * conditions an effect cannot give or take away (unconsciousness and vital wounds come from damage,
 * rests take away fatigue); a grapple given from beyond adjacency; the stats `modifies` can change;
 * Swift abilities make no attack roll; a range that makes sense.
 * Source: 003_66faa831a56df10d.txt §Vital Wounds, §Grapple, §Swift Abilities, §Strikes.
 */
import type { AttackModel } from '../../../engine/model.js';
import type { Report, StaticAttack } from '../../ruleset.js';
import { grapplesFromAfar } from '../rules/grappling.js';

/** Stats the engine reads while a fight runs, so `modifies` can change them. */
export const MODIFIABLE_STATS: readonly string[] = ['armor', 'fortitude', 'reflex', 'mental', 'accuracy', 'speed'];

/** Conditions an effect cannot give: they come from damage. */
const NOT_INFLICTABLE = ['unconscious', 'vital_wound'];
/** Conditions an effect cannot take away: rests and healing do. */
const NOT_REMOVABLE = ['unconscious', 'vital_wound', 'fatigue'];

export function checkAttackWords(attack: StaticAttack, report: Report): void {
    const a: AttackModel = attack.model;
    const at = attack.at;
    const out = (code: string, message: string) => report({ code, severity: 'error', at, message });
    for (const e of a.effects ?? []) {
        if (e.kind === 'inflict') {
            if (e.condition.save)
                out('rise-no-saves', `Rise has no saving throws: ${e.condition.name} ends by its own rule, a duration or an effect that removes it.`);
            if (NOT_INFLICTABLE.includes(e.condition.name))
                out('rise-not-inflictable', `${e.condition.name} comes from damage in Rise (§Vital Wounds); an effect cannot give it.`);
            if (e.condition.name === 'grappled' && grapplesFromAfar(a))
                out(
                    'rise-grapple-reach',
                    `${a.name} reaches past the creatures beside its user, but a grapple holds creatures that stand together (§Grapple: one adjacent creature); the fight would hold a target from afar, which it refuses at the start (rise-grapple-apart). Make it a melee attack without \`long\`, or give it another effect.`,
                );
        } else if (e.kind === 'remove') {
            for (const c of e.conditions)
                if (NOT_REMOVABLE.includes(c)) out('rise-not-removable', `${c} is taken away by healing and rests in Rise, not by an effect.`);
        } else if (e.kind === 'modify' && !MODIFIABLE_STATS.includes(e.stat)) {
            out('rise-modify-stat', `\`modifies\` changes ${MODIFIABLE_STATS.join(', ')} in Rise; ${e.stat} is read only when the fight is set up.`);
        }
    }
    if (a.tags.includes('swift') && (a.kind !== 'ability' || a.defenses.length > 0 || a.roll))
        out('rise-swift-attack', `${a.name} is Swift, and Swift abilities make no attack roll (§Swift Abilities): drop \`vs\` or the \`swift\` tag.`);
    if (a.tags.includes('melee') && a.stats.range !== undefined)
        out('rise-melee-range', `${a.name} is tagged melee but has a range: a melee attack reaches adjacent foes (10 ft with \`long\`).`);
    if (a.stats.range !== undefined && a.stats.long_range !== undefined && a.stats.long_range < a.stats.range)
        out('rise-range-order', `${a.name}'s long_range (${a.stats.long_range}) is shorter than its range (${a.stats.range}).`);
}
