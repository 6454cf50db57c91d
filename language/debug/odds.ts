/**
 * `odds Kara: Longsword -> Ogre` in the Debug Console: the ruleset's damage outlook of the attack
 * (the one hovers and inlay hints show, worked out from the stat blocks), and, from the fight as
 * it stands, the chance that it takes the target's hit points to 0 or below.
 */
import { DEFAULT_HP_NAME } from '../engine/log.js';
import { percent } from '../engine/percent.js';
import type { EncounterModel } from '../engine/model.js';
import type { FighterState } from '../engine/played-fight.js';
import { outlookFigures } from '../lsp/attack-outlook.js';
import type { Ruleset } from '../rulesets/ruleset.js';

/** The console's answer to `odds Actor: Attack -> Target[, Target…]`, one line a target; or why not. */
export function attackOdds(text: string, encounter: EncounterModel, ruleset: Ruleset, fighters: readonly FighterState[]): string {
    const m = /^\s*([\w#]+)\s*:\s*(\w+)\s*->\s*(.+)$/.exec(text);
    if (!m) return 'Write the attack as a script line: `odds Kara: Longsword -> Ogre`.';
    const instances = encounter.sides.flatMap(s => s.members);
    const find = (name: string) => instances.find(i => i.id === name) ?? instances.find(i => i.id.toLowerCase() === name.toLowerCase());
    const actor = find(m[1]);
    if (!actor) return `Nobody in the fight is called ${m[1]}. The fighters: ${instances.map(i => i.id).join(', ')}.`;
    const attack = actor.model.attacks.find(a => a.name.toLowerCase() === m[2].toLowerCase());
    if (!attack) return `${actor.id} has no attack ${m[2]}: its attacks are ${actor.model.attacks.map(a => a.name).join(', ') || 'none'}.`;
    if (!ruleset.damageAgainst) return `The ${ruleset.name} ruleset does not work out the odds of an attack.`;
    const names = m[3].split(',').map(t => t.trim());
    return names
        .map(name => {
            const target = find(name);
            if (!target) return `Nobody in the fight is called ${name}.`;
            const outlook = ruleset.damageAgainst!(attack, actor.model, target.model, names.length);
            const figures = outlook && outlookFigures(outlook);
            if (!outlook || !figures) return `${actor.id}: ${attack.name} -> ${target.id}: the ruleset cannot tell its odds.`;
            const now = fighters.find(f => f.id === target.id);
            const dropping =
                now && now.hp > 0
                    ? `; ${percent([...outlook.distribution].reduce((sum, [dealt, p]) => (dealt >= now.hp ? sum + p : sum), 0))} to deal ${now.hp} or more (${target.id} has ${now.hp} ${now.hpName ?? DEFAULT_HP_NAME} left)`
                    : '';
            return `${actor.id}: ${attack.name} -> ${target.id} (${outlook.versus}): ${outlook.formula} — damage ${figures.min}–${figures.max}, mean ${figures.mean.toFixed(1)}, ${percent(1 - figures.noDamage)} to deal any${dropping}.`;
        })
        .join('\n');
}
