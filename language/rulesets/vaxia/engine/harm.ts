/**
 * Who is still up: damage ≥ LIF knocks a character out, ≥ 2 × LIF kills (a vehicle: disabled at 0
 * LIF left, destroyed at −LIF); past 0 a character may roll to stay conscious — END (or the
 * stat of their best "hardcore" skill's choice; END here) + hardcore against 25 + the damage past
 * 0 — and stays up PP/7 rounds, then rolls again with all damage counted.
 * Source: 004_941aee309a07cd38.txt §Wounded, Unconscious and Dead, §Staying Conscious,
 * §Vehicle Death.
 */
import type { VaxiaFighter } from './fighter.js';
import { traitNote, traitRecord } from './records.js';
import type { Scene } from './scene.js';
import { bestWith } from '../rules/combat-stats-and-skills.js';
import { vehicleState } from '../rules/vehicle-death.js';
import { rollStayConscious } from '../rules/staying-conscious.js';
import { woundState } from '../rules/wounded-unconscious-and-dead.js';

/** Whether `f` tries to stay conscious when it drops: a scripted stay_conscious, else the option. */
function tries(scene: Scene, f: VaxiaFighter): boolean {
    if (scene.planOf(f)?.actions.some(a => a.action === 'stay_conscious')) return true;
    switch (scene.options.stayConscious) {
        case 'never':
            return false;
        case 'characters':
            return f.model.kind === 'character';
        default:
            return bestWith(f.skills, 'hardcore') > 0;
    }
}

/** The stay-conscious roll of `f`, logged; sets `holding` and the status. */
function stayConscious(scene: Scene, f: VaxiaFighter): void {
    const might = f.stats.END + bestWith(f.skills, 'hardcore');
    const result = rollStayConscious(might, f.lif, f.damage, scene.rng.die(100), {
        rounding: scene.options.rounding,
        durations: scene.options.durations,
    });
    f.holding = result.rounds;
    f.status = result.conscious ? 'active' : 'unconscious';
    scene.log.add(() => ({
        kind: 'check',
        who: f.id,
        what: 'stay conscious',
        rolls: [traitRecord('END + hardcore', result.ruling)],
        total: result.ruling.pp,
        needs: `difficulty ${result.difficulty} (25 + ${f.damage - f.lif} past 0 LIF)`,
        success: result.conscious,
        note: `${traitNote(result.ruling)}${result.conscious ? `; up for ${result.rounds} round${result.rounds === 1 ? '' : 's'}` : ''}`,
    }));
    if (!result.conscious) scene.log.add({ kind: 'defeated', who: f.id, how: 'falls unconscious' });
}

/** Brings every status in line with the damage taken. */
export function settle(scene: Scene): void {
    for (const f of scene.fighters) {
        if (f.status === 'dead') continue;
        if (f.isVehicle) {
            const state = vehicleState(f.lif, f.damage);
            const status = state === 'destroyed' ? 'dead' : state === 'disabled' ? 'unconscious' : 'active';
            if (status !== f.status) {
                f.status = status;
                scene.log.add({
                    kind: 'defeated',
                    who: f.id,
                    how: status === 'dead' ? 'is destroyed, beyond repair' : status === 'unconscious' ? 'is disabled' : 'is operational again',
                });
            }
            continue;
        }
        const state = woundState(f.lif, f.damage);
        if (state === 'dead') {
            f.status = 'dead';
            f.holding = 0;
            scene.log.add({ kind: 'defeated', who: f.id, how: 'dies' });
        } else if (state === 'active') {
            f.holding = 0;
            if (f.status !== 'active') scene.log.add({ kind: 'defeated', who: f.id, how: 'is conscious again' });
            f.status = 'active';
        } else if (f.status === 'active' && f.holding === 0) {
            if (tries(scene, f)) stayConscious(scene, f);
            else {
                f.status = 'unconscious';
                scene.log.add({ kind: 'defeated', who: f.id, how: 'falls unconscious' });
            }
        }
    }
}

/** End of round: running holds count down; one that runs out past 0 LIF rolls again, or drops. */
export function countDownHolds(scene: Scene): void {
    for (const f of scene.fighters) {
        if (f.holding <= 0 || f.status === 'dead') continue;
        f.holding--;
        if (f.holding > 0 || woundState(f.lif, f.damage) !== 'unconscious') continue;
        if (tries(scene, f)) stayConscious(scene, f);
        else {
            f.status = 'unconscious';
            scene.log.add({ kind: 'defeated', who: f.id, how: 'falls unconscious' });
        }
    }
}

/** Damage onto the LIF counter, with its damage event. Status changes wait for `settle`. */
export function applyDamage(
    scene: Scene,
    attacker: VaxiaFighter | undefined,
    target: VaxiaFighter,
    amount: number,
    terms: () => { value: number; label?: string; subtract?: boolean }[],
    note?: string,
): void {
    if (amount <= 0) return;
    target.damage += amount;
    target.hp = target.lif - target.damage;
    scene.log.add(() => ({
        kind: 'damage',
        ...(attacker ? { attacker: attacker.id } : {}),
        target: target.id,
        terms: terms(),
        amount,
        absorbed: 0,
        hpLost: amount,
        hp: target.hp,
        maxHp: target.maxHp,
        pool: 'LIF',
        ...(note ? { note } : {}),
    }));
}
