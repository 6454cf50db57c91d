/**
 * Encounter difficulty by Combat Rating, and the seed's own difficulty estimate shown beside the
 * simulated verdict: the encounter's CR is the sum of its monsters' CRs, a monster one tier above the
 * party counting double and one below half. The party is the side with characters (else the first
 * side); its tier is its highest `tier`.
 * Source: 000_7e14385943d7d1e7.txt §Bestiary Intro › Combat Rating (CR).
 */
import type { EncounterModel } from '../../../engine/model.js';
import { formatCitation } from '../../ruleset.js';
import { at } from '../schema/cite.js';

/**
 * The CR `count` monsters of `cr` at `tier` count for against a party of `partyTier`: one tier higher
 * ×2, one lower ×½; further tiers keep doubling / halving [assumption: the seed only gives one tier
 * each way].
 */
function effectiveCr(cr: number, tier: number, count: number, partyTier: number): number {
    return cr * 2 ** (tier - partyTier) * count;
}

/** What the seed calls a fight of this CR: 1 imps, 2 ogres/basilisks, 3 minibosses, 4 adversaries; 5+ beyond. */
function crLabel(cr: number): string {
    if (cr <= 1) return 'a starting fight (imps)';
    if (cr <= 2) return 'ogres, basilisks';
    if (cr <= 3) return 'a miniboss';
    if (cr <= 4) return 'an adversary (denizen, Black King)';
    return 'beyond an adversary';
}

/**
 * The hint line: the encounter's CR for the party's tier, term by term, and what the seed calls such a
 * fight. A checked encounter has two sides or more, none empty, so there is always a party and
 * someone facing it. Unwritten tiers and CRs are the schema's fallbacks (1).
 */
export function rpgstuckDifficultyHint(encounter: EncounterModel): string {
    const party = encounter.sides.find(s => s.members.some(m => m.model.kind === 'character')) ?? encounter.sides[0];
    const tier = Math.max(...party.members.map(m => m.model.stats.tier ?? 1));
    const groups = new Map<string, { cr: number; tier: number; count: number }>();
    for (const side of encounter.sides) {
        if (side === party) continue;
        for (const m of side.members) {
            const g = groups.get(m.model.name) ?? { cr: m.model.stats.cr ?? 1, tier: m.model.stats.tier ?? 1, count: 0 };
            g.count++;
            groups.set(m.model.name, g);
        }
    }
    let total = 0;
    const terms: string[] = [];
    for (const [name, g] of groups) {
        const value = effectiveCr(g.cr, g.tier, g.count, tier);
        total += value;
        const shift = g.tier - tier;
        const factor =
            shift === 0
                ? ''
                : shift === 1
                  ? ' ×2 (one tier up)'
                  : shift === -1
                    ? ' ×½ (one tier down)'
                    : ` ×${2 ** shift} (${Math.abs(shift)} tiers ${shift > 0 ? 'up' : 'down'})`;
        terms.push(`${g.count > 1 ? `${g.count} × ` : ''}${name} (T${g.tier} CR ${g.cr})${factor}`);
    }
    // Two decimals at most (a monster ten tiers down counts 1/1024 of its CR: shown as 0).
    const shown = String(Math.round(total * 100) / 100);
    // RPGStuck's own name for its rating, cited by book (`RPGStuck, Combat Miscellany §Combat Rating (CR)`).
    return `Combat Rating: a CR ${shown} encounter for a tier ${tier} party — ${terms.join(' + ')}; ${crLabel(total)} (${formatCitation(at('Combat Rating (CR)'))}).`;
}
