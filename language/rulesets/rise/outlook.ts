/**
 * What a Rise attack does to one target, for hovers and inlay hints: the odds of a miss, a glancing
 * blow, a hit and each critical multiplier from the exploding d10, mixed with the damage distribution
 * of each outcome, under the encounter's options — with everything the line and its scene carry:
 * `with unaware` / `partially_unaware`, `with desperate_exertion` (the reroll), `with subdual` (half
 * damage), the conditions attacker and target start with, the cover, concealment and range of where
 * they stand when the script makes the attack, and the target's damage traits. The numbers come from
 * the same rules the engine applies (rules/attack-situation.ts).
 * Source: 003_66faa831a56df10d.txt §Attack Rolls, §Glancing Blows, §Critical Hits, §Dice Pools,
 * §Desperate Exertion, §Subdual Damage, §Cover, §Concealment, §Awareness and Surprise.
 */
import { zoneDistances } from '../../engine/battlefield.js';
import { distribution, formatExpr } from '../../engine/dice.js';
import type { AttackModel, CombatantModel } from '../../engine/model.js';
import { percent as pct } from '../../engine/percent.js';
import type { AttackScene, DamageOutlook } from '../ruleset.js';
import { accuracyOf, createRiseFighter, defenseOf } from './engine/fighter.js';
import { readRiseOptions } from './options.js';
import { damageDiceFactor, defenseNameOf, explodingD10, outcomeAgainst, type RiseOutcome } from './rules/attack-rolls.js';
import { attackSituation, type Situation } from './rules/attack-situation.js';
import { damagePool } from './rules/dice-pools.js';
import { EXERTION_BONUS } from './rules/special-combat-abilities.js';
import { rangeVerdict, reachOf } from './rules/reach-and-range.js';
import { isStrike, withoutAttackRoll } from './rules/strikes.js';
import { traitsAgainst } from './rules/damage-types.js';
import { subdualStrikeDamage } from './rules/subdual-damage.js';

/**
 * The damage `attack` deals `target` in one attack, as a distribution (0 collects misses); undefined
 * when too large to compute. `scene` gives the line (its modifiers), where everyone stands and what
 * they start with, and the encounter's options.
 */
export function riseDamageOutlook(
    attack: AttackModel,
    attacker: CombatantModel,
    target: CombatantModel,
    scene?: AttackScene,
): DamageOutlook | undefined {
    const { negativeRounding } = readRiseOptions(scene?.options ?? {});
    // An ability without an attack roll simply lands: its damage, if it has any, is the outlook.
    if (withoutAttackRoll(attack)) {
        if (!attack.damage) return undefined;
        const dist = distribution(damagePool(attack, attacker.stats, negativeRounding, 1), name => attacker.stats[name] ?? 0);
        if (!dist) return undefined;
        const immune = traitsAgainst(attack.category, target.damageTraits).immune;
        const landed = immune ? new Map([[0, 1]]) : new Map([...dist].map(([v, p]) => [Math.max(0, v), p] as const));
        return {
            distribution: landed,
            formula: `no attack roll: it lands${immune ? ' (immune: no damage)' : ''}; damage ${formatExpr(damagePool(attack, attacker.stats, negativeRounding, 1))}`,
            versus: 'no defense',
        };
    }
    const self = createRiseFighter({ id: attacker.name, side: 'a', model: attacker });
    const defender = createRiseFighter({ id: target.name, side: 'b', model: target });
    const defenseName = defenseNameOf(attack);
    const modifiers = scene?.action.modifiers ?? [];
    const situation = situationFrom(attack, defenseName, target, scene);
    if (situation.blocked) return { distribution: new Map([[0, 1]]), formula: `no attack: ${situation.blocked}`, versus: `${defenseName} —` };
    const defense = defenseOf(defender, defenseName, 1, 'action') + situation.defense;
    const accuracy = accuracyOf(self, attack) + situation.accuracy;
    const odds = { miss: 0, glance: 0, hit: 0, critical: 0 };
    const byFactor = new Map<number, number>(); // damage-dice factor → probability (0 = glance)
    const noCriticals = target.tags.includes('no_criticals') || situation.noCritical;
    const exertion = modifiers.includes('desperate_exertion');
    const d10 = explodingD10();
    const land = (outcome: RiseOutcome, margin: number, p: number) => {
        // §Cover: a glancing blow within the cover's bonus hits the cover; §Concealment: the miss chance.
        if (outcome === 'glance' && situation.coverTakesGlance) outcome = 'miss';
        const kept = outcome === 'miss' ? 0 : p * (1 - situation.missOn / 10);
        odds.miss += p - kept;
        if (outcome === 'miss') return;
        odds[outcome] += kept;
        const factor = damageDiceFactor(outcome, margin);
        byFactor.set(factor, (byFactor.get(factor) ?? 0) + kept);
    };
    for (const [roll, p] of d10) {
        const margin = roll + accuracy - defense;
        const { outcome } = outcomeAgainst(margin, noCriticals);
        // §Desperate Exertion: a roll that does not hit is rerolled once with +2.
        if (exertion && outcome !== 'hit' && outcome !== 'critical') {
            for (const [again, q] of d10) {
                const m = again + accuracy + EXERTION_BONUS - defense;
                land(outcomeAgainst(m, noCriticals).outcome, m, p * q);
            }
        } else land(outcome, margin, p);
    }
    const halved = modifiers.includes('subdual');
    const result = new Map<number, number>([[0, odds.miss]]);
    if (attack.damage && !situation.immune) {
        for (const [factor, p] of byFactor) {
            const dist = distribution(damagePool(attack, attacker.stats, negativeRounding, factor), name => attacker.stats[name] ?? 0);
            if (!dist) return undefined;
            for (const [value, q] of dist) {
                const damage = halved ? subdualStrikeDamage(Math.max(0, value)) : Math.max(0, value);
                result.set(damage, (result.get(damage) ?? 0) + p * q);
            }
        }
    } else result.set(0, 1);
    const pool = attack.damage ? formatExpr(damagePool(attack, attacker.stats, negativeRounding, 1)) : 'no damage';
    const terms = [
        ...situation.notes,
        situation.unaware ? `${situation.unaware === 5 ? 'unaware' : 'partially unaware'} −${situation.unaware} ${defenseName}` : '',
        situation.missOn ? `${situation.missOn * 10}% miss chance` : '',
        exertion ? 'desperate exertion: a roll that does not hit is rerolled with +2' : '',
        halved ? 'subdual strike: half damage' : '',
        situation.immune ? 'immune: no damage' : '',
        situation.noCritical ? 'two or more size categories larger: no melee critical' : '',
    ].filter(Boolean);
    return {
        distribution: new Map([...result].sort((a, b) => a[0] - b[0])),
        formula: `1d10! ${accuracy < 0 ? '−' : '+'} ${Math.abs(accuracy)}${terms.length ? ` (${terms.join('; ')})` : ''}: hit ${pct(odds.hit)}, critical ${pct(odds.critical)}, glancing ${pct(odds.glance)}, miss ${pct(odds.miss)}; damage ${pool}`,
        versus: `${defenseName} ${defense}`,
    };
}

/** The situation of the scripted attack from the scene: the line's modifiers, the starting conditions, where both stand. */
function situationFrom(attack: AttackModel, defense: string, target: CombatantModel, scene: AttackScene | undefined): Situation {
    const attackerAt = scene?.instances.find(i => i.id === scene.attackerId);
    const targetAt = scene?.instances.find(i => i.id === scene.targetId);
    const holds = (i: typeof attackerAt) => new Set((i?.conditions ?? []).map(c => c.name));
    const zones = scene?.zones ?? [];
    const zoneOf = (name: string | undefined) => zones.find(z => z.name === name);
    let distance = 0;
    let cover: string | undefined;
    if (attackerAt?.zone !== undefined && targetAt?.zone !== undefined) {
        distance = zoneDistances(zones).get(attackerAt.zone)?.get(targetAt.zone) ?? Number.POSITIVE_INFINITY;
        if (attackerAt.zone !== targetAt.zone) cover = zoneOf(targetAt.zone)?.features.cover;
    }
    const action = scene?.action;
    return attackSituation({
        attack,
        defense,
        strike: action ? isStrike(action, attack) : true,
        targeted: action?.area === undefined,
        attacker: holds(attackerAt),
        target: holds(targetAt),
        modifiers: action?.modifiers ?? [],
        surprised: false,
        cover,
        concealment: zoneOf(targetAt?.zone)?.features.concealment,
        range: rangeVerdict(reachOf(attack), distance),
        targetTraits: target.damageTraits,
        attackerSize: scene?.instances.find(i => i.id === scene.attackerId)?.model.stats.size,
        targetSize: target.stats.size,
    });
}
