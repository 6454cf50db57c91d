/**
 * Riders and their mounts (`aboard`): a willing mount of the rider's side, one rider each, starting
 * where its rider does — the terms the engine seats riders on (engine/mounts.ts).
 * Seed: 001_66230f9a082df360.txt §Knocked Down (the chapter's only mount rule); the terms are ours.
 */
import type { Report, StaticEncounter } from '../../ruleset.js';
import { ER_CODES } from '../rules/checked.js';
import { mountRefusal } from '../rules/knocked-down.js';

export function checkMounts(encounter: StaticEncounter, report: Report): void {
    const byId = new Map(encounter.instances.map(i => [i.id, i]));
    const riders = new Map<string, string>();
    for (const rider of encounter.instances) {
        const mount = rider.aboard ? byId.get(rider.aboard) : undefined;
        if (!mount) continue;
        const why = mountRefusal(rider, mount, riders.get(mount.id));
        if (why) report({ code: ER_CODES.mount, severity: 'error', at: rider.at, message: `${rider.id} cannot ride ${mount.id}: ${why}.` });
        else riders.set(mount.id, rider.id);
    }
}
