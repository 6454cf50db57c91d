/**
 * Rise's checks of an encounter's scene: the levels its zones' features may have (cover partial or
 * full, concealment partial or total, difficult terrain), hazards that say how much damage they deal,
 * starting conditions Rise can hold (no saves; a grapple between two who stand together).
 * Source: 003_66faa831a56df10d.txt §Cover (Improved Cover is the GM's call), §Concealment,
 * §Movement Impediments, §Environmental Damage, §Grappling.
 */
import type { Report, StaticEncounter } from '../../ruleset.js';

/** The levels Rise reads for each zone feature, with what they mean. */
export const ZONE_LEVELS: Readonly<Record<string, readonly string[]>> = {
    cover: ['partial', 'full'],
    concealment: ['partial', 'total'],
    terrain: ['difficult'],
};

/** Zone feature levels Rise reads; improved cover is refused: the seed leaves its bonus to the GM. */
export function checkZoneLevels(encounter: StaticEncounter, report: Report): void {
    for (const zone of encounter.zones ?? []) {
        for (const [feature, level] of Object.entries(zone.levels ?? {})) {
            const levels = ZONE_LEVELS[feature];
            if (!levels || levels.includes(level)) continue;
            report({
                code: 'rise-zone-level',
                severity: 'error',
                at: zone.at,
                message:
                    feature === 'cover' && level === 'improved'
                        ? `Zone ${zone.name}: improved cover's bonus is the GM's call in Rise (§Improved Cover gives no number); write \`cover partial\` (+2) or \`cover full\` (no line of effect).`
                        : `Zone ${zone.name}: Rise reads ${feature} as ${levels.map(l => `\`${feature} ${l}\``).join(' or ')}, not '${level}'.`,
            });
        }
    }
}

/** Every hazard names its damage per round (§Environmental Damage has no default amount). */
export function checkHazardAmounts(encounter: StaticEncounter, report: Report): void {
    for (const hazard of encounter.hazards ?? [])
        if (hazard.amount === undefined || hazard.amount === 0)
            report({
                code: 'rise-hazard-amount',
                severity: 'error',
                at: hazard.at,
                message: `A Rise hazard deals the damage written after it each round: write \`hazard ${hazard.source} 4\`.`,
            });
}

/** Starting conditions: Rise has no saving throws, and a grapple holds two who stand in one place. */
export function checkStartingConditions(encounter: StaticEncounter, report: Report): void {
    const zoneOf = new Map(encounter.instances.map(i => [i.id, i.zone]));
    for (const instance of encounter.instances) {
        for (const c of instance.conditions ?? []) {
            if (c.save)
                report({
                    code: 'rise-no-saves',
                    severity: 'error',
                    at: instance.at,
                    message: `Rise has no saving throws: ${c.name} ends by its own rule, a duration (\`for 2 rounds\`) or an effect that removes it.`,
                });
            if (c.name === 'grappled' && c.source !== undefined && zoneOf.get(c.source) !== instance.zone)
                report({
                    code: 'rise-grapple-apart',
                    severity: 'error',
                    at: instance.at,
                    message: `${instance.id} cannot start grappled by ${c.source}: they do not stand in the same zone (§Grapple: a grapple needs them adjacent).`,
                });
        }
    }
}
