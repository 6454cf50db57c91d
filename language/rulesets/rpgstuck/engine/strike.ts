/**
 * One attack roll in a fight and what follows: the d20 (two with advantage; disadvantage against a
 * target the attacker cannot see), aim and block dice (Avert, Block with its die and the attacks it
 * covers), nat 20 / nat 1 and the crit range (not for skill-check attacks), a horde's extra hits,
 * area hits on a horde, damage per hit, and what a hit does besides damage. An `auto_hit` attack,
 * and an ability that names no defense, hit without a roll. A miss still deals halved damage with
 * `damage_on_miss`, and still has its effects with `effect_on_miss`.
 * Source: 000_7e14385943d7d1e7.txt §Critical Hits, Percentages, Nat 20s, Nat 1s; §Aim and Block
 * Dice; §Called Shots and Anatomy; §Hordes and Swarms; §Environmental Factors; §Light and Darkness;
 * §Stealth Shenanigans.
 */
import { type LoggedTerm, type RollRecord, recordFaces } from '../../../engine/log.js';
import type { AttackModel, PlannedAction } from '../../../engine/model.js';
import {
    type AimBlockDie,
    advantageState,
    aimBlockNotation,
    aimDieOf,
    d20Notation,
    plainDie,
    rollAimBlock,
    rollD20s,
} from '../rules/aim-and-block-dice.js';
import { critThreshold, decide } from '../rules/critical-hits.js';
import { coverBonus } from '../rules/environmental-factors.js';
import { hordeAreaHits, hordeHits, hordeStrength } from '../rules/hordes-and-swarms.js';
import { unseenDisadvantage } from '../rules/light-and-darkness.js';
import { canSee, endCondition } from './conditions.js';
import { afterHit, applyEffect } from './effects.js';
import type { RpgFighter } from './fighter.js';
import { dealHits } from './harm.js';
import { coverOf, diceRecord, type Scene } from './scene.js';
import { defenseName, lineSituation, planStrike, rollsToHit, type StrikePlan } from './strike-plan.js';

/** The block dice `target` brings against this attack: its Avert, then its Block (a reaction covering `block_attacks` attacks). */
function blocksOf(scene: Scene, target: RpgFighter): readonly AimBlockDie[] {
    // Most attacks meet no block die: the shared empty list then, and a list made only for a die.
    let blocks: AimBlockDie[] | undefined;
    if (target.avert !== undefined) {
        blocks = [plainDie(scene.options.avertDie)];
        target.avert = undefined;
        if (scene.log.enabled) scene.log.add({ kind: 'note', text: `${target.id}'s Avert: a d${scene.options.avertDie} block die.` });
    }
    const shield = target.model.tags.includes('shieldkind');
    const wants = target.blockReady || scene.byTactics(target);
    if (shield && wants && target.blocksLeft === 0 && target.status === 'active' && target.reactionRound !== scene.round) {
        target.reactionRound = scene.round;
        target.blockReady = false;
        target.blocksLeft = Math.max(1, target.current.stats.block_attacks ?? 1);
        if (scene.log.enabled)
            scene.log.add({
                kind: 'action',
                actor: target.id,
                action: 'block',
                text: `${target.id} raises a shield (Block, reaction): a ${aimBlockNotation(blockDie(target))} block die${target.blocksLeft > 1 ? ` against the next ${target.blocksLeft} attacks` : ''}.`,
            });
    }
    if (target.blocksLeft > 0 && target.status === 'active') {
        target.blocksLeft--;
        if (blocks) blocks.push(blockDie(target));
        else blocks = [blockDie(target)];
    }
    return blocks ?? NO_DICE;
}

/** No aim or block dice (shared, never changed). */
const NO_DICE: readonly AimBlockDie[] = [];

/** The die of `f`'s Block: `block_die` on the aim / block ladder (d12 is a d10 and +1). */
function blockDie(f: RpgFighter): AimBlockDie {
    return aimDieOf(`d${f.current.stats.block_die ?? 4}`)[0] ?? plainDie(4);
}

/** What one strike did: hit or not, for limited uses (a use is spent when something worked). */
export type StrikeResult = 'success' | 'failed';

/**
 * Resolves one attack of `attack` by `f` at `target` (`into`: the creature a push drives it into).
 * Full cover: no attack. Without a roll (auto-hit, an ability with no defense): a hit.
 */
export function strike(scene: Scene, f: RpgFighter, attack: AttackModel, target: RpgFighter, action: PlannedAction, into?: RpgFighter): StrikeResult {
    const { options } = scene;
    const c = coverBonus(coverOf(scene, f, target), defenseName(attack));
    // Notes are built in place under `log.enabled`: a closure here would cost every strike its context.
    if (!c.targetable) {
        if (scene.log.enabled)
            scene.log.add({ kind: 'note', text: `${target.id} is behind full cover: ${f.id} cannot target it with ${attack.name}.` });
        return 'failed';
    }
    const line = lineSituation(action, target.id);
    const lineAims = line.aims ?? NO_DICE;
    const aims = f.aims.length === 0 && lineAims.length === 0 ? NO_DICE : [...f.aims, ...lineAims];
    if (f.aims.length) f.aims = [];
    const horde = f.model.tags.includes('horde');
    const unseen = unseenDisadvantage(canSee(scene, target));
    const roll = rollsToHit(attack);
    const conditioned = f.conditions.list.length > 0;
    // Every field written out (no spread of the line: V8's slow clone path on every strike).
    const plan = planStrike(attack, f.current, target.current, options, {
        part: line.part,
        trade: line.trade,
        advantage: (line.advantage ?? 0) - unseen,
        stacked: line.stacked,
        aims,
        blocks: roll ? blocksOf(scene, target) : NO_DICE,
        cover: c.bonus,
        hordeStrength: horde ? hordeStrength(f.hp, f.maxHp) : 0,
        assail: f.assail,
        weakened: conditioned && f.conditions.has('weakened'),
        steps: (line.steps ?? 0) + (conditioned ? (f.conditions.get('empowered')?.value ?? 0) : 0),
        damageAdvantage: line.damageAdvantage,
        bonusPercents: line.bonusPercents,
        halvings: line.halvings,
    });
    f.assail = false;
    if (conditioned && f.conditions.has('hidden')) endCondition(scene, f, 'hidden', 'gives itself away by attacking');
    if (!roll) {
        if (scene.log.enabled)
            scene.log.add({
                kind: 'action',
                actor: f.id,
                action: attack.name,
                target: target.id,
                text: `${f.id}'s ${attack.name} reaches ${target.id} without an attack roll.`,
            });
        if (plan.dice.length || plan.flat) dealHits(scene, f, target, plan, 1, false);
        afterHit(scene, f, attack, target, action, { part: plan.part, critical: false, into });
        return 'success';
    }
    return rolled(scene, f, attack, target, action, plan, unseen > 0, into);
}

function rolled(
    scene: Scene,
    f: RpgFighter,
    attack: AttackModel,
    target: RpgFighter,
    action: PlannedAction,
    plan: StrikePlan,
    unseen: boolean,
    into: RpgFighter | undefined,
): StrikeResult {
    const { options } = scene;
    const state = advantageState(plan.advantage, options.advantageStack);
    const { faces: d20s, kept, keptIndex } = rollD20s(state, scene.rng);
    const ab = rollAimBlock(plan.pool, scene.rng);
    const total = kept + plan.modifier + state.flat + ab.modifier;
    const skill = attack.tags.includes('skill_check');
    const outcome = skill ? (total >= plan.defense ? 'hit' : 'miss') : decide(kept, total, plan.defense, plan.critRange, options.critRangeNeedsHit);
    const horde = f.model.tags.includes('horde');
    const areaOnHorde = attack.tags.includes('area') && target.model.tags.includes('horde');
    const squares = target.current.stats.squares ?? 1;
    const hits =
        outcome === 'miss'
            ? 0
            : horde
              ? hordeHits(outcome, total, plan.defense)
              : areaOnHorde
                ? hordeAreaHits(squares, squares === 1 && (target.current.stats.size ?? 2) === 2)
                : 1;
    if (scene.log.enabled)
        scene.log.add(attackEvent(f, attack, target, plan, { d20s, kept, keptIndex, state, ab, total, outcome, hits, skill, unseen }));
    if (outcome === 'miss') {
        if (attack.tags.includes('damage_on_miss')) dealHits(scene, f, target, { ...plan, halvings: plan.halvings + 1 }, 1, false);
        if (attack.tags.includes('effect_on_miss')) for (const e of attack.effects ?? []) applyEffect(scene, f, attack, target, e);
        return 'failed';
    }
    const critical = outcome === 'critical';
    dealHits(scene, f, target, plan, hits, critical);
    const roll = { kind: 'attack' as const, total, defense: defenseName(attack) };
    afterHit(scene, f, attack, target, action, { part: plan.part, critical, roll, into });
    return 'success';
}

interface Rolled {
    readonly d20s: readonly number[];
    readonly kept: number;
    readonly keptIndex: number;
    readonly state: ReturnType<typeof advantageState>;
    readonly ab: ReturnType<typeof rollAimBlock>;
    readonly total: number;
    readonly outcome: string;
    readonly hits: number;
    readonly skill: boolean;
    readonly unseen: boolean;
}

/** Aim and block dice that cancelled out (§Aim and Block Dice): said, since they leave no die on the line. */
function cancelledText(pairs: number): string {
    if (pairs === 0) return '';
    return pairs === 1 ? 'an aim die and a block die cancel out' : `${pairs} aim dice and ${pairs} block dice cancel out`;
}

function attackEvent(f: RpgFighter, attack: AttackModel, target: RpgFighter, plan: StrikePlan, r: Rolled) {
    const rolls: RollRecord[] = [
        diceRecord(
            d20Notation(r.state),
            20,
            r.d20s,
            r.d20s.map((_, i) => i === r.keptIndex),
            r.kept,
        ),
    ];
    const bonuses: LoggedTerm[] = [...plan.bonuses];
    const ab = r.ab;
    if (ab.kind !== 'none') {
        const formula = `${ab.kind} dice ${ab.rolled.map(aimBlockNotation).join(', ')}`;
        const marks = ab.rolled.map((_, i) => i === ab.keptIndex);
        rolls.push(
            recordFaces(
                formula,
                ab.rolled.map((d, i) => ({ sides: d.sides, value: d.face, kept: marks[i] })),
                ab.kept,
            ),
        );
        bonuses.push({ value: ab.kept, label: `${ab.kind} die`, subtract: ab.kind === 'block' });
    }
    const notes = [
        r.skill ? 'a skill check: no nat 20 or nat 1' : r.kept === 20 ? 'nat 20' : r.kept === 1 ? 'nat 1' : '',
        !r.skill && plan.critRange > 0 ? `crits on ${critThreshold(plan.critRange)}–20` : '',
        r.hits > 1 ? `${r.hits} hits` : '',
        r.unseen ? `${target.id} cannot be seen` : '',
        cancelledText(plan.pool.cancelled ?? 0),
    ];
    return {
        kind: 'attack' as const,
        actor: f.id,
        attack: attack.name,
        target: target.id,
        rolls,
        bonuses,
        total: r.total,
        versus: plan.versus,
        defense: plan.defense,
        outcome: r.outcome,
        ...(notes.some(Boolean) ? { note: notes.filter(Boolean).join('; ') } : {}),
    };
}
