/**
 * The Paladins condition table (§Conditions, with dying from §Health Damage and the drained
 * exposure from §Stamina Damage): what each condition does, one effect a line, how it ends, in our
 * own words. Saves, ratings and sources come from rules/conditions.ts (CONDITION_RULES), so the
 * table and the engine cannot disagree.
 * Source: 002_508f9552a4514e32.txt §Conditions, §Health Damage, §Stamina Damage.
 */
import type { ConditionSpec } from '../../ruleset.js';
import { CONDITION_RULES, type ConditionName } from '../rules/conditions.js';
import { CHECK_TARGET } from '../rules/health-damage.js';
import { at } from './cite.js';

interface Row {
    readonly name: ConditionName;
    readonly summary: string;
    readonly effects: readonly string[];
    /** How it ends besides its save (the save is added from CONDITION_RULES). */
    readonly ends: string;
    readonly section?: string;
    readonly assumption?: string;
}

const REST_ENDS = 'a short or long rest between fights ends it';

const ROWS: readonly Row[] = [
    {
        name: 'bleeding',
        summary: 'Rated: the combatant loses HEA equal to the rating at the start of each of its turns.',
        effects: ['at the start of each of its turns: damage equal to the rating, off HEA'],
        ends: REST_ENDS,
        assumption: 'a new bleeding keeps the higher rating rather than adding up; the save comes right after the start-of-turn damage.',
    },
    {
        name: 'burning',
        summary: 'Rated: the combatant loses HEA equal to the rating at the start of each of its turns.',
        effects: ['at the start of each of its turns: damage equal to the rating, off HEA'],
        ends: REST_ENDS,
        assumption: 'as for bleeding.',
    },
    {
        name: 'dying',
        summary:
            'HEA is 0 or less: instead of its saves, the combatant makes one death save on each of its turns — down, or woken by medicine at 0 HEA or less.',
        effects: [
            'one death save a turn (d12 + VIT, over 6), instead of any other save',
            'three failed death saves: dead',
            'three successful ones: stable (no more death saves; still unconscious if down)',
            'medicine wakes it but leaves it dying: the death saves made so far stand',
        ],
        ends: 'three successful death saves; or healing that brings HEA above 0 (the death saves are thrown out); it cannot be inflicted — only HEA at 0 gives it',
        section: 'Health Damage',
    },
    {
        name: 'exposed',
        summary: 'Exposed: only free actions, and +4 damage from every attack.',
        effects: [
            'only free actions: no standard, move or stamina action, no reaction (it may still rest)',
            '+4 damage from every attack against it (not from damage instead of an attack)',
        ],
        ends: 'from a drained STA pool (§Stamina Damage): no save — it ends at the end of its next turn, with d8 + END STA regained',
        section: 'Stamina Damage',
    },
    {
        name: 'dazed',
        summary: 'Dazed: no stamina actions (no extra attacks or moves, no reactions).',
        effects: ['no stamina action: no extra attack, no second move, no reaction'],
        ends: 'WIL at 0 or less gives it',
    },
    {
        name: 'frightened',
        summary: 'The combatant cannot attack, or move toward, whoever frightens it (`frightened by Ogre`).',
        effects: [
            'no attack on its source: no opportunity attack on it, no area attack that would catch it',
            'no move that ends nearer its source (the move is not made)',
            'without a source (frightened of something outside the fight) only its save matters',
        ],
        ends: 'it also ends with the fight that gave it (its source is gone)',
    },
    {
        name: 'immobilized',
        summary: 'No move action, and nothing that moves it from where it stands.',
        effects: ['no move, crawl, shift or flee (a prone combatant may still stand up, using the action)'],
        ends: REST_ENDS,
    },
    {
        name: 'prone',
        summary: 'Down on the ground: it crawls at a quarter of its speed; melee attacks against it +4, ranged ones −4.',
        effects: [
            'melee attacks against it +4, ranged attacks −4',
            '`crawl`: a quarter of its speed (rounded down), staying prone',
            'standing up takes half a move (the `move` covers half its speed after; a `shift` only stands it up)',
        ],
        ends: 'no save: standing up (a move, a shift or a flee) ends it; it ends between fights',
        assumption: "the seed gives prone no save: it ends when the combatant's next move action stands it up.",
    },
    {
        name: 'slowed',
        summary: 'Slowed: every move and crawl covers half the speed.',
        effects: ['half speed (rounded down) for every move and crawl'],
        ends: REST_ENDS,
    },
    {
        name: 'unconscious',
        summary: 'Unaware: no actions and no reactions. From a wound (HEA at 0 or less) it comes with dying.',
        effects: ['no actions, no reactions, no regeneration', 'from HEA at 0 or less: dying too (death saves)'],
        ends: 'no save: healing that brings HEA above 0, or medicine from an ally; a short or long rest (HEA restored in full)',
    },
];

/** "a VIT save at the start of its turn (d12 + VIT, over 6)". */
function saveText(name: ConditionName): string | undefined {
    const save = CONDITION_RULES[name].save;
    return save && `a ${save} save at the start of its turn (d12 + ${save}, over ${CHECK_TARGET}, or the difficulty its effect names)`;
}

export const PALADINS_CONDITIONS: readonly ConditionSpec[] = ROWS.map(row => {
    const rule = CONDITION_RULES[row.name];
    const duration = rule.endsOnlyBy ? undefined : 'a duration written with it (`for 2 rounds`)';
    const ends = [saveText(row.name), row.ends, 'an effect that removes it (`removes`)', duration].filter(Boolean).join('; ');
    return {
        name: row.name,
        summary: row.summary,
        effects: row.effects,
        ends: `${ends.charAt(0).toUpperCase()}${ends.slice(1)}.`,
        cite: at(row.section ?? 'Conditions'),
        ...(rule.rated ? { rating: 'required' as const } : {}),
        ...(rule.sourced ? { source: 'optional' as const } : {}),
        // Only its own rule ends it: `for N rounds` is refused (`condition-takes-no-duration`).
        ...(rule.endsOnlyBy ? { noDuration: true } : {}),
        ...(row.assumption ? { assumption: row.assumption } : {}),
    };
});
