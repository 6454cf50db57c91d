/**
 * What a hit does besides damage (always, for an ability without an attack roll): the conditions it
 * inflicts — held by the attacker's concentration when it concentrates on the attack —, the
 * conditions it removes, the HEA it heals. Written as tags and stats (`tags prone`, `bleeding 2`) or
 * as effects (`inflicts prone`, `removes prone`, `heals 1d6`), read once by rules/inflicted.ts.
 * Source: 002_508f9552a4514e32.txt §Conditions, §Health Damage, §Concentration.
 */
import type { AttackModel } from '../../../engine/model.js';
import { type ActiveCondition, hasCondition, type SaveRule } from '../rules/conditions.js';
import { aftermathOf } from '../rules/inflicted.js';
import type { PaladinsFighter } from './fighter.js';
import { giveCondition, healHea, knockOut, loseCondition, revive } from './harm.js';
import { adjacent } from './positions.js';
import { rollFor } from './rolls.js';
import type { Scene } from './scene.js';

/** Applies everything `attack` does to `target` besides damage, in the order written. */
export function applyAftermath(scene: Scene, user: PaladinsFighter, attack: AttackModel, target: PaladinsFighter): void {
    if (target.status === 'dead' || target.status === 'fled') return;
    const after = aftermathOf(attack);
    if (after.inflicts.length > 0) {
        const heldBy = user.concentration?.attack === attack.name ? user.id : undefined;
        const note = heldBy ? `held by ${user.id}'s concentration: no save while it lasts` : undefined;
        // Indexed loops here: V8 made an iterator object for each for-of (every hit of every run).
        for (let i = 0; i < after.inflicts.length; i++) {
            const c = after.inflicts[i];
            if (c.name === 'unconscious') {
                knockOut(scene, target, note);
                continue;
            }
            const gained: ActiveCondition = { name: c.name };
            if (c.rating !== undefined) gained.rating = c.rating;
            if (c.name === 'frightened') (gained as { source?: string }).source = user.id;
            if (heldBy) gained.heldBy = heldBy;
            if (c.rounds !== undefined) gained.roundsLeft = c.rounds;
            if (c.save) (gained as { save?: SaveRule }).save = c.save;
            giveCondition(scene, target, gained, note);
        }
    }
    for (let i = 0; i < after.removes.length; i++) {
        const name = after.removes[i];
        if (name === 'unconscious') revive(scene, target, `${user.id}'s ${attack.name}`);
        else if (name === 'dying' && hasCondition(target, 'dying')) {
            // Stabilised: no more death saves, still unconscious (as three successes would).
            target.stable = true;
            loseCondition(scene, target, 'dying', `${user.id}'s ${attack.name}: stable`);
        } else loseCondition(scene, target, name, `${user.id}'s ${attack.name}`);
    }
    for (let i = 0; i < after.heals.length; i++) {
        const dice = after.heals[i];
        const roll = rollFor(scene, user, dice);
        healHea(scene, target, roll.total, `${user.id}'s ${attack.name}`, roll.record ? [roll.record] : undefined);
    }
}

/**
 * Medicine (§Conditions: unconscious "can only be removed through healing or medicine from an
 * ally"): an ally next to the medic (on the map: adjacent) wakes — it loses unconscious and dying,
 * its death saves are thrown out — at the HEA it has. Nothing on a conscious ally; nothing can be
 * done for the dead.
 */
export function giveMedicine(scene: Scene, medic: PaladinsFighter, ally: PaladinsFighter): void {
    scene.log.add(() => ({
        kind: 'action',
        actor: medic.id,
        action: 'medicine',
        target: ally.id,
        text: `${medic.id} tends to ${ally.id} (medicine).`,
    }));
    if (ally.side !== medic.side || ally === medic) {
        scene.log.add(() => ({ kind: 'note', text: `Medicine is given to an ally: ${ally.id} is not one; nothing happens.` }));
        return;
    }
    if (!adjacent(scene, medic, ally)) {
        scene.log.add(() => ({ kind: 'note', text: `${ally.id} is not next to ${medic.id}: medicine needs an adjacent ally; nothing happens.` }));
        return;
    }
    if (ally.status === 'unconscious') revive(scene, ally, `medicine from ${medic.id}`);
    else
        scene.log.add(() => ({
            kind: 'note',
            text: `${ally.id} is ${ally.status === 'active' ? 'conscious: there is nothing to tend' : ally.status}; medicine does nothing.`,
        }));
}
