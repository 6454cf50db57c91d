/**
 * Checks of one scripted line's shape beyond the economy: where it goes (`to zone` only on what moves
 * something: a move, a jump, a teleport, a drag, a shove, a pushing attack — and a jump, teleport or
 * drag needs one), body parts only on attacks and grapples (a grappled part must be one that can be
 * seized), a shove at one creature or one into another, `collide` on a pushing attack at two
 * targets, and every `with` modifier on a line that reads it — the rest are warnings
 * (`rpgstuck-modifier-ignored`: the run plays the line without them), die steps on an ability that
 * only heals are refused (`rpgstuck-not-modelled`).
 * Source: 000_7e14385943d7d1e7.txt §Special Types of Movement, §Grappling with Grappling,
 * §Environmental Factors, §Called Shots and Anatomy; §Damage Dice (steps move a damage die).
 */
import type { AttackModel } from '../../../engine/model.js';
import type { Report, StaticTurn } from '../../ruleset.js';
import { rollsToHit } from '../engine/strike-plan.js';
import { grapplablePart } from '../rules/called-shots-and-anatomy.js';

type ScriptAction = StaticTurn['actions'][number];

/** The actions that go somewhere with `to zone`, and those that must. */
const GOES = new Set(['move', 'jump', 'teleport', 'drag', 'shove']);
const MUST_GO = new Set(['jump', 'teleport', 'drag']);

/** Whether an attack pushes (`pushes N ft`, or `with push N` on its line). */
export const pushes = (attack: AttackModel | undefined, a: ScriptAction) =>
    !!a.modifierValues?.push || !!attack?.effects?.some(e => e.kind === 'push');

export function checkLineShape(a: ScriptAction, attack: AttackModel | undefined, report: Report): void {
    const error = (code: string, message: string) => report({ code, severity: 'error', at: a.at, message });
    const ignored = (message: string) => report({ code: 'rpgstuck-modifier-ignored', severity: 'warning', at: a.at, message });
    if (a.destination && !GOES.has(a.action) && !(attack && pushes(attack, a)))
        error(
            'rpgstuck-destination-unused',
            `${a.action} goes nowhere: \`to ${a.destination}\` is for a move, jump, teleport, drag, shove or pushing attack.`,
        );
    if (!a.destination && !a.isAttack && MUST_GO.has(a.action))
        error('rpgstuck-needs-destination', `${a.action} needs a zone: \`${a.action}${a.action === 'drag' ? ' -> X' : ''} to <zone>\`.`);
    const parts = Object.entries(a.parts ?? {});
    if (parts.length && !a.isAttack && a.action !== 'grapple')
        error('rpgstuck-part-unused', `Only an attack or a grapple aims at a part: ${a.action} cannot take \`.${parts[0][1]}\`.`);
    if (a.action === 'grapple')
        for (const [, part] of parts)
            if (!grapplablePart(part))
                error(
                    'rpgstuck-part-not-grapplable',
                    `A grapple seizes a part with hit points of its own (wings, a tool, an artery) or the vitals, not the ${part}.`,
                );
    if (a.action === 'shove' && a.targets.length > 2)
        error('rpgstuck-shove-targets', 'A shove pushes one creature, or one into another: `shove -> A` or `shove -> A, B`.');
    for (const m of new Set(a.modifiers)) {
        if (m === 'steps' && attack && !attack.damage && attack.effects?.some(e => e.kind === 'heal'))
            error('rpgstuck-not-modelled', `${attack.name}: ${STEPS_ON_HEALING}`);
        else {
            const why = unusedModifier(m, a, attack);
            if (why) ignored(why);
        }
    }
    if (attack && a.modifiers.includes('collide')) {
        if (!pushes(attack, a))
            error(
                'rpgstuck-collide-without-push',
                `${attack.name} pushes nobody: \`collide\` needs \`pushes N ft\` on the attack or \`with push N\`.`,
            );
        else if (a.targets.length !== 2)
            error('rpgstuck-collide-targets', '`collide` needs two targets: the one hit and pushed, and the one it is pushed into.');
    }
}

/** The refusal of die steps on healing: the ladder moves a damage roll's base die. */
export const STEPS_ON_HEALING = 'die steps (`steps`, `+1d`) move the base die of a damage roll; healing has none.';

/** The modifiers each ruleset action reads from its line (any other changes nothing on it). */
const ACTION_MODIFIERS: Readonly<Record<string, readonly string[]>> = { jump: ['standing'], shove: ['push'] };
/** The modifiers that change an attack roll (`trade` too, but a called shot needs a roll: `rpgstuck-called-shot-forbidden`), and those that change damage. */
const ROLL_MODIFIERS: ReadonlySet<string> = new Set(['aim', 'advantage', 'disadvantage', 'stacked']);
const DAMAGE_MODIFIERS: ReadonlySet<string> = new Set(['damage_advantage', 'trace', 'bonus_percent', 'halved', 'steps']);

/**
 * Why `m` changes nothing on this line, or undefined when the run reads it: a ruleset action reads
 * only its own (a jump `standing`, a shove `push`); an attack reads the rest — but one that makes no
 * attack roll (auto-hit, an ability without `vs`) has no roll to change, and one without damage no
 * damage. `trade` without a called shot and `collide` on an attack are judged on their own.
 */
function unusedModifier(m: string, a: ScriptAction, attack: AttackModel | undefined): string | undefined {
    if (m === 'standing') return a.action === 'jump' ? undefined : '`standing` only changes a jump.';
    if (!a.isAttack) {
        const reads = ACTION_MODIFIERS[a.action] ?? [];
        if (reads.includes(m)) return undefined;
        if (m === 'collide' && a.action === 'shove')
            return '`collide` is for a pushing attack; a shove names the second creature itself (`shove -> A, B`).';
        const what = reads.length ? `it reads only ${reads.map(r => `\`${r}\``).join(', ')}` : 'it reads no modifier';
        return `\`${m}\` changes nothing on ${a.action}: ${what}; the run plays the line without it.`;
    }
    if (!attack) return undefined;
    if (ROLL_MODIFIERS.has(m) && !rollsToHit(attack))
        return `\`${m}\` changes an attack roll, and ${attack.name} makes none (\`auto_hit\`, or an ability without \`vs\`); the run plays it without it.`;
    if (DAMAGE_MODIFIERS.has(m) && !attack.damage) return `\`${m}\` changes damage, and ${attack.name} deals none; the run plays it without it.`;
    return undefined;
}
