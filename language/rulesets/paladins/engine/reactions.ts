/**
 * Reactions: who may react, and which reaction a combatant takes — the one its script orders
 * (`Kara: dodge -> Bandit#1`), or one its tactics choose. Resolution lives in `attack.ts`.
 * Source: 002_508f9552a4514e32.txt §Types (one reaction a round), §Stamina Actions (dodge, shield,
 * opportunity attack), §Sequence (surprised: no reactions), §Conditions (dazed, exposed, unconscious).
 */
import type { AttackModel } from '../../../engine/model.js';
import { defenseOf } from '../rules/attacks.js';
import { findCondition, hasCondition } from '../rules/conditions.js';
import { canOpportunityAttack, DODGE_COST, OPPORTUNITY_COST, wieldsShield } from '../rules/stamina-actions.js';
import { type PaladinsFighter, statOf } from './fighter.js';
import { damageOdds } from './odds.js';
import type { Scene } from './scene.js';

/** Why `f` cannot react now, or undefined when it can. */
export function cannotReact(scene: Scene, f: PaladinsFighter): string | undefined {
    if (f.status !== 'active') return `it is ${f.status}`;
    if (scene.surprised(f)) return 'it is surprised in round 1';
    // §Types: "A special stamina action performed outside of a turn".
    if (scene.turn.actor === f.id) return 'reactions happen outside its own turn';
    if (f.reactionRound === scene.round) return 'it has already reacted this round';
    if (hasCondition(f, 'exposed')) return 'it is exposed';
    if (hasCondition(f, 'dazed')) return 'it is dazed (no stamina actions, so no reactions)';
    return undefined;
}

/** The attacks a fighter under tactics may make an opportunity attack with: melee, with damage. */
function meleeAttacks(f: PaladinsFighter): AttackModel[] {
    return f.model.attacks.filter(a => canOpportunityAttack(a) && a.damage);
}

/**
 * The reaction `target` takes against `attacker`'s attack, before it is rolled: its script's
 * `dodge`/`shield -> attacker`, or under tactics a dodge when the attack is expected to hurt
 * (mean ≥ 4, or the worst case would drop it) and STA stays above 0, a shield when STA covers the
 * worst case. A scripted reaction that cannot happen is logged with the reason.
 * @param formula the attack roll's formula; `shift` the flat change from the target's state.
 */
export function defenseReaction(
    scene: Scene,
    target: PaladinsFighter,
    attacker: PaladinsFighter,
    attack: AttackModel,
    targetCount: number,
    shift: number,
): 'dodge' | 'shield' | undefined {
    const scripted = scene.scriptedReactions(target).find(r => (r.action === 'dodge' || r.action === 'shield') && r.targets.includes(attacker.id));
    const why = cannotReact(scene, target);
    if (scripted) {
        // Once the reaction is spent the script's other lines simply do not fire: no note.
        if (why) {
            if (target.reactionRound !== scene.round)
                scene.log.add(() => ({ kind: 'note', text: `${target.id} cannot ${scripted.action} ${attacker.id}'s attack: ${why}.` }));
            return undefined;
        }
        if (scripted.action === 'dodge' && target.sta < DODGE_COST) {
            scene.log.add(() => ({ kind: 'note', text: `${target.id} cannot dodge: a dodge costs ${DODGE_COST} STA and it has ${target.sta}.` }));
            return undefined;
        }
        if (scripted.action === 'shield' && !wieldsShield(target.model.stats)) {
            scene.log.add(() => ({ kind: 'note', text: `${target.id} cannot shield: it wields no shield.` }));
            return undefined;
        }
        return scripted.action as 'dodge' | 'shield';
    }
    if (why || !scene.policyOf(target)) return undefined;
    const defense = statOf(target, defenseOf(attack));
    const outlook = damageOdds(attack, attacker.model.stats, targetCount, shift, defense);
    if (!outlook) return undefined; // a formula the statistics cannot follow: no tactical reaction
    const { mean, max } = outlook;
    if (max <= 0) return undefined;
    if (wieldsShield(target.model.stats) && target.sta > max && mean >= 2) return 'shield';
    if (target.sta > DODGE_COST && (mean >= 4 || max >= target.hp)) return 'dodge';
    return undefined;
}

/**
 * Who makes an opportunity attack on `mover` as it moves away, with which melee attack: fighters
 * whose script orders `opportunity_attack -> mover using Weapon`, and fighters under tactics that
 * fought `mover` in melee this round or the last. Checked when each attack comes (`cannotReact`).
 */
export function opportunityAttackers(scene: Scene, mover: PaladinsFighter): { reactor: PaladinsFighter; attack: AttackModel }[] {
    const out: { reactor: PaladinsFighter; attack: AttackModel }[] = [];
    for (const reactor of scene.fighters) {
        if (reactor.side === mover.side || reactor.status !== 'active') continue;
        const scripted = scene.scriptedReactions(reactor).find(r => r.action === 'opportunity_attack' && r.targets.includes(mover.id));
        // §Conditions: a frightened combatant never attacks the source of its fear — opportunity attacks included.
        if (findCondition(reactor, 'frightened')?.source === mover.id) {
            if (scripted)
                scene.log.add(() => ({
                    kind: 'note',
                    text: `${reactor.id} is frightened of ${mover.id} and cannot make an opportunity attack on it.`,
                }));
            continue;
        }
        if (scripted) {
            const attack = reactor.model.attacks.find(a => a.name === scripted.weapon);
            if (!canOpportunityAttack(attack)) {
                scene.log.add(() => ({
                    kind: 'note',
                    text: `${reactor.id} cannot make an opportunity attack with ${scripted.weapon ?? 'no weapon'}: it is not a melee weapon.`,
                }));
                continue;
            }
            out.push({ reactor, attack });
            continue;
        }
        if (!scene.policyOf(reactor)) continue;
        const last = reactor.engaged.get(mover.id);
        if (last === undefined || last < scene.round - 1 || reactor.sta <= OPPORTUNITY_COST) continue;
        const attack = meleeAttacks(reactor)[0];
        if (attack) out.push({ reactor, attack });
    }
    return out;
}
