/**
 * A Vaxia party across a day of fights: what each member carries out of a fight — damage on LIF
 * (unconsciousness and death follow from it), a stay-conscious hold still running, the conditions
 * that outlast the fight — and what a rest between fights restores. `healing`: the party's healer
 * tends each hurt member once, one LIF per PP of a ruling against 25, and treats radiation and
 * frostbite; `repair`: its mechanic works on each damaged vehicle once, the same way. Any rest
 * takes longer than a hold of consciousness: a member still past 0 LIF after it is unconscious.
 * Source: 004_941aee309a07cd38.txt §Vehicle Death (one LIF per PP; people healed "just like"
 * vehicles are repaired, by someone with the skill), §Wounded, Unconscious and Dead (above 0 LIF a
 * character is up at once), §Staying Conscious, §Environmental Damage Base Damage Chart (radiation's
 * penalty lasts an hour or until treated). The rests themselves are Strife's (the seed has none).
 */
import type { RestLog } from '../../../engine/contract.js';
import type { CombatantModel } from '../../../engine/model.js';
import type { SeededRng } from '../../../engine/rng.js';
import { wordList } from '../../../engine/terminal-text.js';
import { bestWith } from '../rules/combat-stats-and-skills.js';
import { ruleTrait, type PpRounding } from '../rules/ruling-narration.js';
import { vehicleState } from '../rules/vehicle-death.js';
import { BASE_DIFFICULTY } from '../rules/what-counts-as-combat.js';
import { woundState } from '../rules/wounded-unconscious-and-dead.js';
import { ENDS_WITH_THE_FIGHT } from '../schema/conditions.js';
import { CHECK_NEEDS, checkNote, traitRecord } from './records.js';
import type { VaxiaCarried, VaxiaFighter } from './fighter.js';

/** The best INT + `skill` might among `crew`, counting only those with the skill; 0 when none has it. */
function bestMender(crew: readonly VaxiaFighter[], skill: 'healing' | 'repair'): number {
    let best = 0;
    for (const f of crew) {
        const s = bestWith(f.skills, skill);
        // The rest comes after the fight: the stat as it is, without the fight's changes.
        if (s > 0) best = Math.max(best, f.stats.INT + s);
    }
    return best;
}

/**
 * What `f` carries into the next fight of a day. `fighters` are every fighter of the fight that
 * ends: the healer and the mechanic are the best of `f`'s side still up.
 */
export function carryOutOf(f: VaxiaFighter, fighters: readonly VaxiaFighter[], rounding: PpRounding): VaxiaCarried {
    const up = fighters.filter(o => o.side === f.side && o.status === 'active');
    return {
        damage: f.damage,
        ...(f.rolledIn !== undefined && f.status === 'active' ? { holding: f.holding } : {}),
        // A condition with rounds left is a fight's effect; penalties and wetness end with the fight too.
        conditions: f.conditions.list
            .filter(c => c.roundsLeft === undefined && !ENDS_WITH_THE_FIGHT.has(c.name))
            .map(c => ({ name: c.name, ...(c.value !== undefined ? { value: c.value } : {}), ...(c.save ? { save: c.save } : {}) })),
        healer: bestMender(up, 'healing'),
        mechanic: bestMender(up, 'repair'),
        rounding,
    };
}

/**
 * `rest` (`healing` or `repair`) applied to what a member carries; `rng` rolls the one ruling it
 * gets, which `told` (a kept log) shows as a check: the mender's might, the d100, the PP mended.
 * A kept log also says why a hurt member the rest concerns gets no roll (no mender up, or past
 * mending), and when a stay-conscious hold ends with the rest; the members it does not concern
 * log nothing (the day's log lists them as unchanged).
 */
export function restCarried(rest: string, carried: VaxiaCarried, model: CombatantModel, rng: SeededRng, told?: RestLog): VaxiaCarried {
    const lif = Math.max(1, model.stats.LIF ?? 1);
    const vehicle = model.tags.includes('vehicle');
    const gone = vehicle ? vehicleState(lif, carried.damage) === 'destroyed' : woundState(lif, carried.damage) === 'dead';
    // Healing tends people, repair vehicles: the other members sit the rest out.
    const concerned = rest === (vehicle ? 'repair' : 'healing');
    const mender = !concerned ? 0 : vehicle ? carried.mechanic : carried.healer;
    let damage = carried.damage;
    // A rest that concerns the member but mends nothing says why (its rolls say the rest).
    if (told && concerned && damage > 0 && (gone || mender === 0)) told.log.add({ kind: 'note', text: unmendedText(told.id, vehicle, gone) });
    if (!gone && damage > 0 && mender > 0) {
        const ruling = ruleTrait(mender, BASE_DIFFICULTY, rng.die(100), carried.rounding);
        const mended = Math.min(damage, ruling.pp);
        damage -= mended;
        told?.log.add({
            kind: 'check',
            who: told.id,
            what: `${rest} by the party's best ${vehicle ? 'mechanic' : 'healer'}`,
            rolls: [traitRecord(rest, ruling)],
            // A Vaxia check's total is its PP, as every other check line shows.
            total: ruling.pp,
            needs: CHECK_NEEDS,
            success: ruling.success,
            note: `${checkNote(ruling)}; ${mended} LIF mended`,
            own: true,
        });
    }
    const treated =
        rest === 'healing' && !vehicle ? carried.conditions.filter(c => c.name !== 'irradiated' && c.name !== 'frostbitten') : carried.conditions;
    if (told && treated.length < carried.conditions.length && !gone)
        told.log.add({
            kind: 'note',
            text: treatedText(
                told.id,
                carried.conditions.filter(c => !treated.includes(c)).map(c => c.name),
            ),
        });
    // Any rest outlasts a hold of consciousness: one still past 0 LIF after it is down (§Staying Conscious).
    if (told && carried.holding !== undefined && !gone && damage >= lif)
        told.log.add({
            kind: 'note',
            text: `${told.id}'s stay-conscious hold runs out over the rest: still past 0 LIF, ${told.id} is unconscious.`,
        });
    const { holding: _over, ...rested } = carried;
    return { ...rested, damage, conditions: treated };
}

/**
 * Why a rest that concerns a hurt member mends nothing: the destroyed and the dead are past it
 * (§Vehicle Death, §Wounded, Unconscious and Dead); otherwise nobody up at the end of the last fight
 * had the skill (the mender is read there).
 */
function unmendedText(id: string, vehicle: boolean, gone: boolean): string {
    if (gone) return vehicle ? `${id} is destroyed: no repair brings it back.` : `${id} is dead: no healing brings the dead back.`;
    return vehicle
        ? `${id} is not repaired: nobody up at the end of the last fight has a repair skill.`
        : `${id} is not tended: nobody up at the end of the last fight has a healing skill.`;
}

/** "Kael is treated for being irradiated: a healing rest ends it, healer or not." (no roll decides it) */
function treatedText(id: string, names: readonly string[]): string {
    return `${id} is treated for being ${wordList(names, 'and')}: a healing rest ends ${names.length === 1 ? 'it' : 'them'}, healer or not.`;
}
