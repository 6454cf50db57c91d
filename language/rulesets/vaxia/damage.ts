/**
 * Damage onto a fighter's LIF counter with its damage event, and legacy metamagic's effect on a
 * spell's PP. Source: 004_941aee309a07cd38.txt §Attacking and Defending (PP are damage off LIF),
 * §History of Magic Ruling (metamagic adds to or drains a spell's PP; reshaping or redirecting
 * needs the caster's PP, a partial success spoils the spell).
 */
import type { Realm } from './combat.js';
import type { VaxiaFighter } from './fighter.js';
import type { Scene } from './scene.js';

/** Legacy metamagic bolsters or drains a caster's spell; otherwise the PP as ruled. */
export function adjustedPp(scene: Scene, caster: VaxiaFighter, realm: Realm, pp: number): number {
    if (realm !== 'magic') return pp;
    const pending = scene.metamagic.get(caster.id);
    if (!pending?.length) return pp;
    scene.metamagic.delete(caster.id);
    let out = pp;
    for (const m of pending) {
        if (m.intent === 'bolster') out += m.pp;
        else if (m.intent === 'drain') out = Math.max(0, out - m.pp);
        else if (m.pp >= out || (scene.options.metamagicPartial && m.pp > 0)) out = 0;
        scene.log.add(() => ({
            kind: 'note',
            text: `${m.who}'s metamagic (${m.intent}, ${m.pp} PP) works on ${caster.id}'s spell: ${pp} → ${out} PP.`,
        }));
    }
    return out;
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
