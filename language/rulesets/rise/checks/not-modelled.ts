/**
 * Rise rules the engine does not model yet, rejected with `rise-not-modelled` rather than accepted
 * and ignored. Source: 003_66faa831a56df10d.txt §Movement and Positioning, §Conflicting Actions,
 * §Cover, §Concealment, §Special Combat Abilities.
 */
import type { Report, StaticEncounter, StaticTurn } from '../../ruleset.js';
import { RISE_NOT_MODELLED_ACTIONS } from '../schema.js';

/** Scripted actions that use a rule Rise does not model: universal abilities and movement to a zone. */
export function checkNotModelledActions(turn: StaticTurn, report: Report): void {
    for (const action of turn.actions) {
        if (!action.isAttack && RISE_NOT_MODELLED_ACTIONS.some(a => a.name === action.action))
            report({
                code: 'rise-not-modelled',
                severity: 'error',
                at: action.at,
                message: `Rise's ${action.action.replace('_', ' ')} (§Special Combat Abilities) is not modelled yet: the engine cannot resolve it.`,
            });
        if (action.destination !== undefined)
            report({
                code: 'rise-not-modelled',
                severity: 'error',
                at: action.at,
                message: `Movement to a zone is not modelled yet in Rise (positions, speed, reach, charge distance, conflicting movements): write the movement without 'to ${action.destination}'.`,
            });
    }
}

/**
 * Zones where they would change a Rise fight — combatants placed in two or more zones (distance,
 * reach, movement), or a zone with cover or concealment someone stands in — are not modelled; a
 * zone that only names the place changes nothing and is fine.
 */
export function checkNotModelledZones(encounter: StaticEncounter, report: Report): void {
    const occupied = new Set(encounter.instances.flatMap(i => (i.zone === undefined ? [] : [i.zone])));
    for (const zone of encounter.zones ?? []) {
        const why =
            occupied.size > 1 && occupied.has(zone.name)
                ? 'combatants stand in different zones, and positions, distances, movement and reach are not modelled yet (§Movement and Positioning)'
                : zone.features.length > 0 && occupied.has(zone.name)
                  ? `its ${zone.features.join(' and ')} is not modelled yet (§Cover, §Concealment)`
                  : undefined;
        if (why)
            report({
                code: 'rise-not-modelled',
                severity: 'error',
                at: zone.at,
                message: `Zone ${zone.name}: ${why}; the engine would ignore it.`,
            });
    }
}
