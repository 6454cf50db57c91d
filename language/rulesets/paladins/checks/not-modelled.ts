/**
 * Paladins rules the engine does not model, rejected with `paladins-not-modelled` rather than
 * accepted and ignored: zone features the seed has no rule for (cover, concealment, difficult
 * terrain) and walls (§Ranges: Wall — objects placed on the map square by square).
 * Source: 002_508f9552a4514e32.txt §Sequence ("Determine positions"), §Ranges.
 */
import type { AttackModel } from '../../../engine/model.js';
import type { Anchor, Report, StaticEncounter } from '../../ruleset.js';

/** Zone features (`cover half`, `concealment light`, `terrain difficult`): the seed has no rule for any of them. */
export function checkPaladinsZones(encounter: StaticEncounter, report: Report): void {
    for (const zone of encounter.zones ?? []) {
        if (zone.features.length === 0) continue;
        report({
            code: 'paladins-not-modelled',
            severity: 'error',
            at: zone.at,
            message: `Zone ${zone.name}: Paladins has no rule for ${zone.features.join(' or ')} (the combat page gives none), so the engine would ignore it; describe the scene without it.`,
        });
    }
}

/** An attack with a `wall`: walls are objects on the map, which zones cannot hold. */
export function checkPaladinsAttackNotModelled(attack: AttackModel, at: Anchor, report: Report): void {
    if (attack.stats.wall)
        report({
            code: 'paladins-not-modelled',
            severity: 'error',
            at,
            message: `${attack.name} makes a wall: walls are objects placed square by square (§Ranges: Wall), and zones have no squares to hold them; not modelled.`,
        });
}
