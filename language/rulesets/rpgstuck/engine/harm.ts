/**
 * Harm: the damage of each hit of an attack — rolled under the crit rule with its percentages, less
 * Aegis, nothing to an immune target — taken through temporary HP, then HP; 0 HP is unconscious (the
 * seed has no death saves and no death by HP).
 * Source: 000_7e14385943d7d1e7.txt §Hit Points and Stats; §Critical Hits, Percentages, Nat 20s,
 * Nat 1s; §Damage (base) and Mods.
 */
import type { CombatLog, RollRecord } from '../../../engine/log.js';
import { partPercent, rollDamage } from '../rules/critical-hits.js';
import { aegisReduce } from '../rules/damage-base-and-mods.js';
import { takeDamage } from '../rules/hit-points-and-stats.js';
import type { RpgFighter } from './fighter.js';
import { diceRecord, type Scene } from './scene.js';
import type { StrikePlan } from './strike-plan.js';

/** Rolls and deals the damage of `hits` hits of a planned strike by `f` on `target`, each on its own. */
export function dealHits(scene: Scene, f: RpgFighter, target: RpgFighter, plan: StrikePlan, hits: number, critical: boolean): void {
    const { log, options } = scene;
    const percents = [...plan.bonusPercents, partPercent(plan.part, critical, options.headCrit)];
    const aegis = target.model.stats.aegis ?? 0;
    for (let h = 0; h < hits && target.status !== 'dead'; h++) {
        const dmg = rollDamage(
            { dice: plan.dice, flat: plan.flat, advantage: plan.damageAdvantage, critical, bonusPercents: percents, halvings: plan.halvings },
            scene.rng,
            { critRule: options.critRule, rounding: options.rounding },
        );
        const amount = plan.immune ? 0 : aegisReduce(dmg.total, aegis);
        applyDamage(log, target, amount, {
            attacker: f.id,
            rolls: log.enabled ? [damageRecord(plan.dice, dmg.faces, dmg.kept, dmg.raw)] : undefined,
            note: log.enabled ? damageNote(plan.flat, dmg.percent, aegis, plan.immune) : undefined,
        });
    }
}

/** Applies `amount` damage to `f` (temp HP first), logs it, and marks 0 HP as unconscious. */
export function applyDamage(log: CombatLog, f: RpgFighter, amount: number, from: { attacker?: string; rolls?: RollRecord[]; note?: string }): void {
    const after = takeDamage({ hp: f.hp, tempHp: f.tempHp }, amount);
    f.hp = after.hp;
    f.tempHp = after.tempHp;
    log.add(() => ({
        kind: 'damage',
        ...(from.attacker ? { attacker: from.attacker } : {}),
        target: f.id,
        ...(from.rolls ? { rolls: from.rolls } : {}),
        amount: Math.max(0, amount),
        absorbed: after.absorbed,
        absorbedBy: 'temp HP',
        hpLost: after.lost,
        hp: f.hp,
        maxHp: f.maxHp,
        ...(from.note ? { note: from.note } : {}),
    }));
    if (f.hp <= 0 && f.status === 'active') {
        f.status = 'unconscious';
        log.add({ kind: 'defeated', who: f.id, how: 'drops to 0 HP and falls unconscious (no death saves)' });
    }
}

function damageRecord(dice: readonly { count: number; sides: number }[], faces: readonly number[], kept: readonly number[], raw: number): RollRecord {
    const formula = dice.map(d => `${d.count}d${d.sides}`).join(' + ') || '0';
    const left = [...kept];
    const marks = faces.map(v => {
        const i = left.indexOf(v);
        if (i < 0) return false;
        left.splice(i, 1);
        return true;
    });
    return {
        ...diceRecord(formula, dice[0]?.sides ?? 0, faces, marks, raw),
        faces: faces.map((value, i) => ({ sides: sidesAt(dice, i, faces.length), value, kept: marks[i] })),
    };
}

function sidesAt(dice: readonly { count: number; sides: number }[], index: number, total: number): number {
    // Faces come group by group; advantage or double-dice crits roll each group a whole multiple more.
    const per = dice.reduce((n, d) => n + d.count, 0);
    const factor = per ? total / per : 1;
    let i = index;
    for (const d of dice) {
        if (i < d.count * factor) return d.sides;
        i -= d.count * factor;
    }
    return dice[dice.length - 1]?.sides ?? 1;
}

function damageNote(flat: number, percent: number, aegis: number, immune: boolean): string {
    const parts = [flat ? `flat ${flat}` : '', percent !== 100 ? `dealt at ${percent}%` : '', aegis ? `Aegis −${aegis}` : '', immune ? 'immune' : ''];
    return parts.filter(Boolean).join('; ');
}
