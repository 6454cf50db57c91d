/**
 * Checks of an encounter's scene: zones and their distances and features, hazards, where
 * participants start and which vehicle they ride in.
 */
import type { ValidationAcceptor } from 'langium';
import type { Encounter, Hazard, Side, Zone } from '../generated/ast.js';
import type { InstanceSlot } from '../model/encounter-model.js';
import { resolveInstance } from '../model/encounter-model.js';
import type { Ruleset } from '../rulesets/ruleset.js';
import { slot } from '../grammar-slots.js';
import { didYouMean } from '../util/suggest.js';
import { report } from './context.js';
import { reportUnknownName } from './unknown-names.js';

/** Zone features every ruleset understands the words of; what they do is the ruleset's business. */
export const ZONE_FEATURES = ['cover', 'concealment', 'terrain'] as const;

/** Zones need unique names, distances of 0 or more to other zones, and known features. */
export function checkZones(encounter: Encounter, accept: ValidationAcceptor): void {
    const seen = new Set<string>();
    for (const zone of encounter.members.filter((m): m is Zone => m.$type === 'Zone')) {
        if (zone.name && seen.has(zone.name))
            report(accept, 'error', 'duplicate-name', `Another zone is already named '${zone.name}'.`, zone, 'name');
        seen.add(zone.name);
        // A feature written twice: the engine reads one value per feature (the later), so the first is refused.
        const written = new Map<string, string>();
        for (const prop of zone.props) {
            if (prop.$type !== 'ZoneFeature' || !prop.feature) continue;
            const earlier = written.get(prop.feature);
            if (earlier !== undefined)
                report(
                    accept,
                    'error',
                    'duplicate-zone-feature',
                    `Zone ${zone.name} already has ${prop.feature} ${earlier}: a zone has one ${prop.feature}; keep one.`,
                    prop,
                    'feature',
                );
            else written.set(prop.feature, prop.level ?? '');
        }
        for (const prop of zone.props) {
            if (prop.$type === 'ZoneDistance') {
                if (typeof prop.feet === 'number' && prop.feet < 0)
                    report(accept, 'error', 'negative-distance', `A distance is 0 feet or more; ${prop.feet} is not.`, prop, 'feet');
                if (prop.to?.ref === zone)
                    report(accept, 'error', 'distance-to-self', `${zone.name} is 0 feet from itself; give distances to other zones.`, prop, 'to');
            } else if (prop.$type === 'ZoneFeature' && prop.feature && !(ZONE_FEATURES as readonly string[]).includes(prop.feature)) {
                report(
                    accept,
                    'warning',
                    'unknown-zone-feature',
                    `A zone has no feature '${prop.feature}'.${didYouMean(prop.feature, ZONE_FEATURES)} Features: ${ZONE_FEATURES.join(', ')}.`,
                    prop,
                    'feature',
                );
            }
        }
    }
}

/** Hazards and vehicles only where the ruleset has rules for them. */
export function checkScene(encounter: Encounter, instances: readonly InstanceSlot[], ruleset: Ruleset, accept: ValidationAcceptor): void {
    const hazards = encounter.members.flatMap(m =>
        m.$type === 'Hazard' ? [m] : m.$type === 'Zone' ? m.props.filter((p): p is Hazard => p.$type === 'Hazard') : [],
    );
    for (const hazard of hazards) checkHazard(hazard, ruleset, accept);
    for (const side of encounter.members.filter((m): m is Side => m.$type === 'Side')) {
        for (const p of side.participants) {
            if (!p.vehicle) continue;
            if (!ruleset.features.vehicles) {
                report(accept, 'error', 'feature-unsupported', `${ruleset.name} has no vehicles: nobody rides 'aboard' anything.`, p, 'vehicle');
                continue;
            }
            const vehicle = resolveInstance(p.vehicle, instances);
            if (!('id' in vehicle)) {
                report(
                    accept,
                    'error',
                    'not-in-encounter',
                    `${p.vehicle.combatant?.$refText ?? 'That vehicle'} is not one combatant of this encounter.`,
                    p,
                    'vehicle',
                );
            } else if (p.vehicle.combatant?.ref === p.combatant?.ref) {
                report(accept, 'error', 'aboard-self', 'A combatant cannot ride aboard itself.', p, 'vehicle');
            }
        }
    }
}

function checkHazard(hazard: Hazard, ruleset: Ruleset, accept: ValidationAcceptor): void {
    const known = slot('hazard')
        .vocabulary(ruleset)
        .map(h => h.name);
    if (known.length === 0) {
        report(accept, 'error', 'feature-unsupported', `${ruleset.name} has no environmental damage rules: hazards mean nothing in it.`, hazard);
        return;
    }
    if (hazard.source && !known.includes(hazard.source))
        reportUnknownName(accept, slot('hazard'), ruleset, hazard.source, hazard, 'source', { known });
    if (typeof hazard.amount === 'number' && hazard.amount < 0) {
        report(
            accept,
            'error',
            'negative-distance',
            `A hazard's amount (feet fallen, rounds, damage) is 0 or more; ${hazard.amount} is not.`,
            hazard,
            'amount',
        );
    }
}
