/**
 * Rise's checks of scripted movements and maneuvers: where `to` may go and where it must, what
 * keep_up and a dirty trick's modifiers go with, the weapon of a trip, desperate exertion only on an
 * attack. Source: 003_66faa831a56df10d.txt §Movement Abilities, §Conflicting Actions (keep up),
 * §Overrun, §Shove, §Dirty Trick, §Trip, §Desperate Exertion.
 */
import type { AttackModel } from '../../../engine/model.js';
import type { Report, StaticTurn } from '../../ruleset.js';
import { DIRTY_TRICK_MODIFIERS } from '../schema.js';

type Action = StaticTurn['actions'][number];

/** Actions that go to a zone written with `to`. */
const TAKES_ZONE = new Set(['move', 'sprint', 'overrun', 'shove']);
/** Actions that must say the zone. */
const NEEDS_ZONE = new Set(['overrun', 'shove']);
/** Maneuvers that make an attack roll (desperate exertion and awareness marks may go on them). */
export const ATTACK_MANEUVERS = new Set(['grapple', 'trip', 'dirty_trick', 'shove', 'throw', 'escape_grapple']);
const TRICK_MODIFIERS = new Set(DIRTY_TRICK_MODIFIERS.map(m => m.name));

/** The checks of one action of `turn` about movement and maneuvers; `weapon` is the attack it strikes with, if any. */
export function checkMovementAndManeuvers(turn: StaticTurn, action: Action, weapon: AttackModel | undefined, report: Report): void {
    const out = (code: string, message: string) => report({ code, severity: 'error', at: action.at, message });
    const name = action.action;
    if (action.destination !== undefined && (action.isAttack || !TAKES_ZONE.has(name)))
        out('rise-destination-unused', `\`to ${action.destination}\` goes with a movement (move, sprint, overrun) or a shove; ${name} goes nowhere.`);
    if (!action.isAttack && NEEDS_ZONE.has(name) && action.destination === undefined)
        out(`rise-${name}-needs-zone`, `${name} moves toward a zone: write \`${name}${name === 'shove' ? ' -> Foe' : ''} to <zone>\`.`);
    if (!action.isAttack && (name === 'move' || name === 'sprint') && action.destination !== undefined && action.targets.length > 0)
        out(
            'rise-move-target-and-zone',
            `A movement either follows a creature (\`${name} -> Foe\`) or heads for a zone (\`${name} to bank\`), not both.`,
        );
    if (action.modifiers.includes('keep_up')) {
        if (action.isAttack || name !== 'move' || action.targets.length === 0)
            out('rise-keep-up', 'keep_up goes on a movement that follows a creature: `move -> Foe with keep_up`.');
        else if (turn.actor.kind === 'creature')
            out('rise-keep-up', `${turn.actorId} is a monster: monsters do not sprint to keep up (§Conflicting Actions).`);
    }
    const tricks = action.modifiers.filter(m => TRICK_MODIFIERS.has(m));
    if (tricks.length > 0 && (action.isAttack || name !== 'dirty_trick'))
        out('rise-dirty-trick-modifier', `${tricks[0]} describes a dirty trick; ${name} is not one.`);
    if (tricks.filter(m => m.startsWith('against_')).length > 1 || tricks.filter(m => m.startsWith('lowers_')).length > 1)
        out('rise-dirty-trick-modifier', 'A dirty trick goes against one defense and lowers one: keep one `against_…` and one `lowers_…`.');
    if (name === 'trip' && !action.isAttack && weapon && !weapon.tags.includes('tripping'))
        out(
            'rise-trip-weapon',
            `${weapon.name} is not a tripping weapon (tag \`tripping\`): trip with a free hand (no \`using\`) or a tripping weapon.`,
        );
    if (action.modifiers.includes('desperate_exertion') && !action.isAttack && !weapon && !ATTACK_MANEUVERS.has(name))
        out('rise-exertion-not-attack', `Desperate exertion rerolls an attack or check (§Desperate Exertion); ${name} makes no roll.`);
}
