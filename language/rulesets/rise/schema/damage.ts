/**
 * Rise's damage types (`category fire`, `resists physical`) and the sources of environmental damage
 * (`hazard fire 4`), in our own words with their seed sections. The rules they follow are in
 * ../rules/damage-types.ts and ../rules/environmental-damage.ts.
 * Source: 003_66faa831a56df10d.txt §Damage Types, §Damage Subtypes, §Multiple Damage Types,
 * §Special Damage Types, §Environmental Damage, §Subdual Damage.
 */
import type { RuleDoc } from '../../ruleset.js';
import { DAMAGE_SUBTYPES } from '../rules/damage-types.js';
import { at } from './cite.js';

const primary = (name: 'physical' | 'energy', what: string): RuleDoc => ({
    name,
    summary: `${what} A trait against ${name} damage (\`resists ${name}\`, \`immune ${name}\`) also covers its four subtypes: ${DAMAGE_SUBTYPES[name].join(', ')}.`,
    cite: at('Damage Types'),
});

const subtype = (name: string, of: 'physical' | 'energy'): RuleDoc => ({
    name,
    summary: `${name[0].toUpperCase()}${name.slice(1)} damage, a subtype of ${of} damage: a trait against ${of} damage applies to it too.`,
    cite: at('Damage Subtypes'),
});

export const RISE_DAMAGE_CATEGORIES: readonly RuleDoc[] = [
    primary('physical', 'Physical damage, the most common type (weapons, claws, falling rocks).'),
    primary('energy', 'Energy damage, usually from magical effects.'),
    ...DAMAGE_SUBTYPES.physical.map(s => subtype(s, 'physical')),
    ...DAMAGE_SUBTYPES.energy.map(s => subtype(s, 'energy')),
];

/** Hazard sources: environmental damage of a damage type, or untyped, or subdual. */
export const RISE_HAZARDS: readonly RuleDoc[] = [
    ...[...DAMAGE_SUBTYPES.physical, ...DAMAGE_SUBTYPES.energy, 'physical', 'energy'].map(
        (name): RuleDoc => ({
            name,
            summary: `Environmental ${name} damage, the amount written each round (\`hazard ${name} 4\`), to everyone in the zone (or the whole scene) at the end of the round. Damage resistance reduces it without being used up; an immunity to ${name} damage stops it.`,
            cite: at('Environmental Damage'),
            assumption: 'the seed does not say when environmental damage comes: at the end of each round here.',
        }),
    ),
    {
        name: 'untyped',
        summary:
            'Untyped environmental damage (`hazard untyped 3`) each round at the end of the round: no trait against physical or energy damage helps. Damage resistance reduces it without being used up.',
        cite: at('Environmental Damage'),
    },
    {
        name: 'subdual',
        summary:
            'Environmental damage that is also subdual (heat, exhaustion: `hazard subdual 3`), untyped: it cannot inflict vital wounds — each one it would inflict is 3 fatigue levels instead.',
        cite: at('Special Damage Types'),
    },
];
