/**
 * Checks of one scripted line's shape beyond the economy: where it goes (`to zone` only on what moves
 * something: a move, a jump, a teleport, a drag, a shove, a pushing attack — and a jump, teleport or
 * drag needs one), body parts only on attacks and grapples (a grappled part must be one that can be
 * seized), a shove at one creature or one into another, `collide` on a pushing attack at two
 * targets, `standing` on a jump.
 * Source: 000_7e14385943d7d1e7.txt §Special Types of Movement, §Grappling with Grappling,
 * §Environmental Factors, §Called Shots and Anatomy.
 */
import type { AttackModel } from '../../../engine/model.js';
import type { Report, StaticTurn } from '../../ruleset.js';
import { grapplablePart } from '../rules/called-shots-and-anatomy.js';

type ScriptAction = StaticTurn['actions'][number];

/** The actions that go somewhere with `to zone`, and those that must. */
const GOES = new Set(['move', 'jump', 'teleport', 'drag', 'shove']);
const MUST_GO = new Set(['jump', 'teleport', 'drag']);

/** Whether an attack pushes (`pushes N ft`, or `with push N` on its line). */
const pushes = (attack: AttackModel | undefined, a: ScriptAction) => !!a.modifierValues?.push || !!attack?.effects?.some(e => e.kind === 'push');

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
    if (a.modifiers.includes('collide')) {
        if (!attack) ignored('`collide` is for a pushing attack; a shove names the second creature itself (`shove -> A, B`).');
        else if (!pushes(attack, a))
            error(
                'rpgstuck-collide-without-push',
                `${attack.name} pushes nobody: \`collide\` needs \`pushes N ft\` on the attack or \`with push N\`.`,
            );
        else if (a.targets.length !== 2)
            error('rpgstuck-collide-targets', '`collide` needs two targets: the one hit and pushed, and the one it is pushed into.');
    }
    if (a.modifiers.includes('standing') && a.action !== 'jump') ignored('`standing` only changes a jump.');
}
