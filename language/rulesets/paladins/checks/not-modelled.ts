/**
 * Paladins rules the engine does not model yet, rejected with `paladins-not-modelled` rather than
 * accepted and ignored: positions on the map (step 2 of the combat sequence), so opportunity
 * attacks by adjacency and moving toward a fear's source; healing and medicine (no amount in the
 * seed) and fleeing (no rule in the seed).
 * Source: 002_508f9552a4514e32.txt §Sequence ("Determine positions", step 5), §Stamina Actions
 * (opportunity attack), §Conditions (frightened, unconscious), §Health Damage.
 */
import type { Report, StaticEncounter, StaticTurn } from '../../ruleset.js';
import { PALADINS_NOT_MODELLED_ACTIONS } from '../schema.js';

/** A movement to a zone (`move to bank`): squares and adjacency are not modelled. */
export function checkPaladinsMovement(turn: StaticTurn, report: Report): void {
    for (const action of turn.actions)
        if (action.destination !== undefined)
            report({
                code: 'paladins-not-modelled',
                severity: 'error',
                at: action.at,
                message: `Movement to a zone is not modelled yet in Paladins (squares, adjacency for opportunity attacks, moving toward a fear): write the move without 'to ${action.destination}'.`,
            });
}

/** Zones where they would change the fight: combatants in two or more zones, or occupied cover/concealment. */
export function checkPaladinsZones(encounter: StaticEncounter, report: Report): void {
    const occupied = new Set(encounter.instances.flatMap(i => (i.zone === undefined ? [] : [i.zone])));
    for (const zone of encounter.zones ?? []) {
        if (!occupied.has(zone.name)) continue;
        const why =
            occupied.size > 1
                ? 'combatants stand in different zones, and positions (adjacency for opportunity attacks, distances, moving toward a fear) are not modelled yet (§Sequence)'
                : zone.features.length > 0
                  ? `its ${zone.features.join(' and ')} is not modelled yet`
                  : undefined;
        if (why)
            report({
                code: 'paladins-not-modelled',
                severity: 'error',
                at: zone.at,
                message: `Zone ${zone.name}: ${why}; the engine would ignore it.`,
            });
    }
}

/** `medicine -> Ally` and `flee`: actions the schema names (for their hovers) but the engine does not play. */
export function checkPaladinsRefusedActions(turn: StaticTurn, report: Report): void {
    for (const action of turn.actions) {
        const why = action.isAttack ? undefined : PALADINS_NOT_MODELLED_ACTIONS.get(action.action);
        if (why) report({ code: 'paladins-not-modelled', severity: 'error', at: action.at, message: why });
    }
}
