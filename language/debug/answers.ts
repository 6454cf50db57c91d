/**
 * What the table answers, read the same way everywhere it is asked (`strife play` on stdin, the
 * VS Code input box, the Debug Console): a face for a die, or a choice of turn. A bad answer gets
 * a sentence saying what would do, and the question stands.
 */
import type { EncounterModel } from '../engine/model.js';
import type { ChoiceAsk, FaceAsk, TurnChoice } from '../engine/played-fight.js';
import { fitsDie } from '../engine/table-dice.js';

/** A face typed for `ask`: the face; `generator` for an empty answer (the seeded generator rolls it); or why not. */
export function readFace(text: string, ask: FaceAsk): { face: number } | { error: string } {
    const trimmed = text.trim();
    const { sides, value } = ask.roll;
    if (trimmed === '') return { face: value };
    const face = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    if (fitsDie(face, sides)) return { face };
    return { error: `${trimmed} is not a face of a d${sides}: type a whole number from 1 to ${sides} (or nothing, to let the generator roll it).` };
}

/** The question for a face, e.g. `Kara's attack (Longsword → Ogre): 1d10! — face (1–10)?`. */
export function faceQuestion(ask: FaceAsk): string {
    return `${ask.roll.label} — face (1–${ask.roll.sides})?`;
}

/** A choice as the script would write it: `Longsword -> Ogre`, or `tactics (attack_weakest)`. */
export function choiceText(choice: TurnChoice, policy = ''): string {
    return 'tactics' in choice ? `tactics${policy ? ` (${policy})` : ''}` : `${choice.attack} -> ${choice.target}`;
}

/** The question for a turn, with its numbered options, one a line. */
export function choiceQuestion(ask: ChoiceAsk): string[] {
    return [
        `${ask.actor}'s turn in round ${ask.round}: what does ${ask.actor} do?`,
        ...ask.options.map((o, i) => `  ${i + 1}) ${choiceText(o, ask.policy)}`),
        `Type a number (or nothing, for ${choiceText({ actor: ask.actor, tactics: true }, ask.policy)}).`,
    ];
}

/** A choice typed for `ask`: a number from the list, the option's own words (`Longsword -> Ogre`), `tactics` or nothing (tactics); or why not. */
export function readChoice(text: string, ask: ChoiceAsk): { choice: TurnChoice } | { error: string } {
    const trimmed = text.trim().replace(/\s+/g, ' ');
    const tactics = ask.options.find(o => 'tactics' in o)!;
    if (trimmed === '' || trimmed.toLowerCase() === 'tactics') return { choice: tactics };
    if (/^\d+$/.test(trimmed)) {
        const chosen = ask.options[Number(trimmed) - 1];
        if (chosen) return { choice: chosen };
    }
    const byWords = ask.options.find(o => choiceText(o).toLowerCase() === trimmed.toLowerCase());
    if (byWords) return { choice: byWords };
    return { error: `${trimmed} is not one of the ${ask.options.length} choices: type a number from 1 to ${ask.options.length}.` };
}

/** The warning for names given for the table (`--table`, `--choose`, `table`, `choose`) that name nobody in the fight. */
export function namesWarning(unknown: readonly string[], encounter: EncounterModel): string {
    const sides = encounter.sides.map(s => `${s.name} (${s.members.map(m => m.id).join(', ')})`).join(', ');
    return `Nobody in the fight is called ${unknown.join(' or ')}: the table names sides or fighters — ${sides}.`;
}
