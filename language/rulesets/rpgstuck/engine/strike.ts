/**
 * One attack roll in a fight and what follows: the d20 (two with advantage), aim and block dice,
 * nat 20 / nat 1 and the crit range, a horde's extra hits, area hits on a horde, damage per hit
 * (crit rule, percentages, halving, temp HP, Aegis), and what a hit does besides damage (Cripple,
 * Daze, Weakened, a push, the parts' own effects).
 * Source: 000_7e14385943d7d1e7.txt §Critical Hits, Percentages, Nat 20s, Nat 1s; §Aim and Block
 * Dice; §Called Shots and Anatomy; §Hordes and Swarms; §Environmental Factors; §Light and Darkness.
 */
import { type LoggedTerm, type RollRecord, recordFaces } from '../../../engine/log.js';
import type { AttackModel, PlannedAction } from '../../../engine/model.js';
import { type AimBlockDie, advantageState, aimBlockNotation, d20Notation, plainDie, rollAimBlock, rollD20s } from '../rules/aim-and-block-dice.js';
import { critThreshold, decide } from '../rules/critical-hits.js';
import { giveCondition, has, type RpgFighter } from './fighter.js';
import { dealHits } from './harm.js';
import { hordeAreaHits, hordeHits, hordeStrength } from '../rules/hordes-and-swarms.js';
import { forcedMovement, grappleCheck, releaseGrapple } from './maneuvers.js';
import { coverOf, diceRecord, hazardIn, type Scene } from './scene.js';
import { coverBonus } from '../rules/environmental-factors.js';
import { lightDisadvantage } from '../rules/light-and-darkness.js';
import { defenseName, lineSituation, planStrike } from './strike-plan.js';

/** The block dice `target` brings against this attack, spending its reaction or Avert. */
function blocksOf(scene: Scene, target: RpgFighter): AimBlockDie[] {
    const blocks: AimBlockDie[] = [];
    if (target.avert !== undefined) {
        blocks.push(plainDie(scene.options.avertDie));
        target.avert = undefined;
        scene.log.add(() => ({ kind: 'note', text: `${target.id}'s Avert: a d${scene.options.avertDie} block die.` }));
    }
    const wants = target.blockReady || (scene.byTactics(target) && target.model.tags.includes('shieldkind'));
    if (wants && target.reactionRound !== scene.round && target.status === 'active') {
        target.reactionRound = scene.round;
        target.blockReady = false;
        blocks.push(plainDie(4));
        scene.log.add(() => ({
            kind: 'action',
            actor: target.id,
            action: 'block',
            text: `${target.id} raises a shield (Block, reaction): a d4 block die.`,
        }));
    }
    return blocks;
}

/**
 * Resolves one attack roll of `attack` by `f` at `target`. @returns whether it hit (limited-use
 * abilities are spent only when something worked).
 */
export function strike(scene: Scene, f: RpgFighter, attack: AttackModel, target: RpgFighter, action: PlannedAction): boolean {
    const { log, options } = scene;
    const cover = coverOf(scene, f, target);
    const which = defenseName(attack);
    const c = coverBonus(cover, which);
    if (!c.targetable) {
        log.add(() => ({ kind: 'note', text: `${target.id} is behind full cover: ${f.id} cannot target it with ${attack.name}.` }));
        return false;
    }
    const line = lineSituation(action, target.id);
    const unseen = lightDisadvantage(hazardIn(scene, target.zone, 'darkness') !== undefined ? 'darkness' : undefined);
    const aims = [...f.aims, ...(line.aims ?? [])];
    f.aims = [];
    const horde = f.model.tags.includes('horde');
    const plan = planStrike(attack, f.model, target.model, options, {
        ...line,
        advantage: (line.advantage ?? 0) - unseen,
        aims,
        blocks: blocksOf(scene, target),
        cover: c.bonus,
        hordeStrength: horde ? hordeStrength(f.hp, f.maxHp) : 0,
        assail: f.assail,
        weakened: has(f, 'weakened'),
    });
    f.assail = false;
    const state = advantageState(plan.advantage, options.advantageStack);
    const { faces: d20s, kept, keptIndex } = rollD20s(state, scene.rng);
    const ab = rollAimBlock(plan.pool, scene.rng);
    const total = kept + plan.modifier + state.flat + ab.modifier;
    const outcome = decide(kept, total, plan.defense, plan.critRange, options.critRangeNeedsHit);
    const areaOnHorde = attack.tags.includes('area') && target.model.tags.includes('horde');
    const hits =
        outcome === 'miss'
            ? 0
            : horde
              ? hordeHits(outcome, total, plan.defense)
              : areaOnHorde
                ? hordeAreaHits(target.model.stats.squares ?? 1, (target.model.stats.squares ?? 1) === 1 && (target.model.stats.size ?? 2) === 2)
                : 1;
    log.add(() => {
        const rolls: RollRecord[] = [
            diceRecord(
                d20Notation(state),
                20,
                d20s,
                d20s.map((_, i) => i === keptIndex),
                kept,
            ),
        ];
        const bonuses: LoggedTerm[] = [...plan.bonuses];
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
            kept === 20 ? 'nat 20' : kept === 1 ? 'nat 1' : '',
            plan.critRange > 0 ? `crits on ${critThreshold(plan.critRange)}–20` : '',
            hits > 1 ? `${hits} hits` : '',
        ];
        return {
            kind: 'attack',
            actor: f.id,
            attack: attack.name,
            target: target.id,
            rolls,
            bonuses,
            total,
            versus: plan.versus,
            defense: plan.defense,
            outcome,
            ...(notes.some(Boolean) ? { note: notes.filter(Boolean).join('; ') } : {}),
        };
    });
    if (outcome === 'miss') return false;
    const critical = outcome === 'critical';
    dealHits(scene, f, target, plan, hits, critical);
    afterHit(scene, f, attack, target, action, plan.part, critical, total);
    return true;
}

/** A hit's effects besides damage: `with` riders, the part's own effect, a push. */
function afterHit(
    scene: Scene,
    f: RpgFighter,
    attack: AttackModel,
    target: RpgFighter,
    action: PlannedAction,
    part: string | undefined,
    critical: boolean,
    total: number,
): void {
    const { log } = scene;
    const values = action.modifierValues ?? {};
    let effect = false;
    if (values.cripple) {
        giveCondition(log, target, { name: 'crippled', value: Number(values.cripple), rounds: 2 }, `Cripple (${values.cripple}) from ${attack.name}`);
        effect = true;
    }
    if (action.modifiers.includes('daze')) {
        giveCondition(log, target, { name: 'dazed', rounds: 2 }, `from ${attack.name}`);
        effect = true;
    }
    if (action.modifiers.includes('weaken')) {
        giveCondition(log, target, { name: 'weakened', rounds: 2 }, `from ${attack.name}`);
        effect = true;
    }
    const push = Number(values.push ?? attack.stats.push ?? 0);
    if (push > 0) effect = true;
    if (part === 'leg' && effect) giveCondition(log, target, { name: 'crippled', value: 10, rounds: 2 }, 'a leg hit with an effect besides damage');
    if (part === 'vitals' || (part === 'shatterpoint' && critical)) giveCondition(log, target, { name: 'dazed', rounds: 2 }, `a hit on the ${part}`);
    if (part === 'wings') log.add(() => ({ kind: 'note', text: `${target.id}'s wings are hit: it cannot fly for 1 round.` }));
    if (part === 'arm' && target.grappling.length && target.status === 'active') {
        if (!grappleCheck(scene, target, total, 'keep its grapple against the attack roll')) releaseGrapple(scene, target, 'its arm was struck');
    }
    if (push > 0 && target.status === 'active') forcedMovement(scene, f, target, push);
}
