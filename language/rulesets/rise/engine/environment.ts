/**
 * Environmental damage from the encounter's hazards (`hazard fire 4`, in a zone or everywhere): at
 * the end of each round, everyone in the hazard's zone (or the whole scene) who is not dead takes the
 * amount as environmental damage of the hazard's type — damage resistance reduces it without being
 * used up, an immunity to the type stops it, `subdual` cannot inflict vital wounds.
 * Source: 003_66faa831a56df10d.txt §Environmental Damage, §Special Damage Types, §Subdual Damage,
 * §Damage Types. When it comes (the end of the round) is an assumption.
 */
import type { RoundContext } from '../../ruleset.js';
import type { RiseOptions } from '../options.js';
import { traitsAgainst } from '../rules/damage-types.js';
import type { RiseFighter } from './fighter.js';
import { applyDamage } from './harm.js';
import type { RiseScene } from './scene.js';

/** Hazard sources without a damage type. */
const UNTYPED = new Set(['untyped', 'subdual']);

/** Every hazard's damage of this round, hazard by hazard in the encounter's order. */
export function applyHazards(ctx: RoundContext<RiseFighter>, options: RiseOptions, scene: RiseScene, heading: () => void): void {
    // Under the end of the round's heading (`heading` logs it once), once something burns: hazards come
    // after the action phase, not as part of its last action.
    for (const hazard of scene.hazards) {
        const amount = hazard.amount ?? 0;
        if (amount <= 0) continue;
        const category = UNTYPED.has(hazard.source) ? undefined : hazard.source;
        for (const f of ctx.fighters) {
            if (f.status === 'dead') continue;
            if (hazard.zone !== undefined && scene.field?.zoneOf(f.id) !== hazard.zone) continue;
            const traits = traitsAgainst(category, f.model.damageTraits);
            heading();
            if (traits.immune) {
                ctx.log.add({ kind: 'note', text: `${f.id} is ${traits.note}: the ${hazard.source} hazard does nothing.` });
                continue;
            }
            const where = hazard.zone ? ` in ${hazard.zone}` : '';
            applyDamage(
                ctx,
                options,
                undefined,
                f,
                amount,
                undefined,
                `environmental ${hazard.source} damage${where}`,
                hazard.source === 'subdual',
                true,
            );
        }
    }
}
