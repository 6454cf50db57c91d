/**
 * Body damage and what follows it: defeat at 0 Body and death at −⌊Resilience/3⌋ (option `death`),
 * a hurt grappler's Strength feat to keep its hold, a sneak attack's shock.
 * Seed: 001_66230f9a082df360.txt §Shackling (brought to zero Body), §Grappling (DC 10 + damage),
 * §Sneak Attacks (≥ 50 % of maximum Body → Resilience save at DC 5 + damage, d3 actions lost).
 */
import type { LoggedTerm, RollRecord } from '../../../engine/log.js';
import { type ErFighter, isDefending, modOf, statOf } from './fighter.js';
import { diceRecord } from './records.js';
import type { Scene } from './scene.js';
import { holdDC } from '../rules/grappling.js';
import { featSave, preservationSave } from '../rules/saves.js';
import { bodyState } from '../rules/shackling.js';
import { shockDuration, sneakShockDC } from '../rules/sneak-attacks.js';

/** Ends a grapple between `holder` and whoever it holds. */
function releaseHold(scene: Scene, holder: ErFighter, why: string): void {
    const victim = holder.grappling ? scene.byId(holder.grappling) : undefined;
    holder.grappling = undefined;
    if (!victim) return;
    victim.grappledBy = undefined;
    victim.conditions.delete('grappled');
    scene.log.add({ kind: 'condition', who: victim.id, condition: 'grappled', gained: false, note: why });
}

/**
 * Takes `amount` Body from `target` and logs it; then defeat or death, the hold check of a hurt
 * grappler, and (for `sneak`) the shock save. Draws: the hold feat's d20 (2 when defending: saves at
 * advantage), the shock save's d20 and its d3.
 */
export function dealDamage(
    scene: Scene,
    attacker: ErFighter | undefined,
    target: ErFighter,
    amount: number,
    detail: { rolls?: RollRecord[]; terms?: LoggedTerm[]; note?: string; sneak?: boolean },
): void {
    const lost = Math.max(0, amount);
    target.hp -= lost;
    scene.log.add(() => ({
        kind: 'damage',
        attacker: attacker?.id,
        target: target.id,
        rolls: detail.rolls,
        terms: detail.terms,
        amount: lost,
        absorbed: 0,
        hpLost: lost,
        hp: target.hp,
        maxHp: target.maxHp,
        pool: 'Body',
        note: detail.note,
    }));
    if (lost === 0) return;
    if (target.conditions.has('asleep')) {
        target.conditions.delete('asleep');
        scene.log.add({ kind: 'condition', who: target.id, condition: 'asleep', gained: false, note: 'woken by the wound' });
    }
    const state = bodyState(target.hp, statOf(target.model, 'resilience'), scene.options.death);
    if (state !== 'fighting') {
        target.status = state === 'dead' ? 'dead' : 'unconscious';
        releaseHold(scene, target, `${target.id} falls`);
        if (target.grappledBy) releaseHold(scene, scene.byId(target.grappledBy), `${target.id} falls`);
        scene.log.add({ kind: 'defeated', who: target.id, how: state === 'dead' ? 'dead' : 'at or below 0 Body' });
        return;
    }
    if (target.grappling) holdCheck(scene, target, lost);
    if (detail.sneak) shock(scene, target, lost);
}

/** A grappler struck for Body damage: Strength feat at DC 10 + damage, or it lets go. Seed §Grappling. */
function holdCheck(scene: Scene, grappler: ErFighter, damage: number): void {
    const dc = holdDC(damage);
    const save = featSave(scene.rng, {
        modifier: modOf(grappler.model, 'strength', scene.options),
        dc,
        vantage: isDefending(grappler, scene.round) ? 'advantage' : 'none',
    });
    scene.log.add(() => ({
        kind: 'check',
        who: grappler.id,
        what: 'Strength feat to keep the hold',
        rolls: [diceRecord('d20', 20, save.faces, save.raw)],
        total: save.total,
        needs: `DC ${dc}`,
        success: save.success,
    }));
    if (!save.success) releaseHold(scene, grappler, `${grappler.id} lets go`);
}

/** The shock of a sneak attack dealing at least half the victim's maximum Body. Seed §Sneak Attacks. */
function shock(scene: Scene, victim: ErFighter, damage: number): void {
    const dc = sneakShockDC(damage, victim.maxHp);
    if (dc === null) return;
    const save = preservationSave(scene.rng, { score: statOf(victim.model, 'resilience'), dc });
    scene.log.add(() => ({
        kind: 'check',
        who: victim.id,
        what: 'Resilience save against the shock',
        rolls: [diceRecord('d20', 20, save.faces, save.raw)],
        total: save.total,
        needs: `DC ${dc}`,
        success: save.success,
    }));
    if (save.success) return;
    const actions = shockDuration(scene.rng);
    victim.incapacitatedActions = Math.max(victim.incapacitatedActions, actions);
    victim.conditions.add('incapacitated');
    scene.log.add({ kind: 'condition', who: victim.id, condition: 'incapacitated', gained: true, note: `for its next ${actions} action(s)` });
}
