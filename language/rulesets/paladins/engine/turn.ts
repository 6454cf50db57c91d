/**
 * One combatant's turn: start-of-turn damage, saves and death saves, concentration upkeep, the
 * planned actions under the turn economy (one standard, one move, stamina actions at 6 STA, at most
 * two moves), moves (movement.ts), and end-of-turn regeneration.
 * Source: 002_508f9552a4514e32.txt §Sequence, §Types, §Stamina Actions, §Health Damage,
 * §Stamina Damage, §Conditions, §Concentration, §Stamina Regeneration, §Willpower Regeneration.
 */
import type { PlannedAction, PlannedTurn } from '../../../engine/model.js';
import { pickTarget } from '../../../engine/tactics.js';
import { resolveAttack } from './strike.js';
import { CONDITION_RULES, findCondition, hasCondition } from '../rules/conditions.js';
import { statOf, type PaladinsFighter } from './fighter.js';
import { dice, diceplus, endConcentration, loseCondition, regain, rollCheck, spendSta, spendWil, takeDamage } from './harm.js';
import { activeFoes, type Scene } from './scene.js';
import { economyOf } from '../checks.js';
import { move } from './movement.js';

/** What an extra attack or an extra move costs. */
export const STAMINA_ACTION_COST = 6;
/** Move actions allowed in one turn (the first is free, the second a stamina action). */
export const MAX_MOVES = 2;

/** Plays `f`'s turn with `plan` (none: it only takes its start- and end-of-turn effects). */
export function playTurn(scene: Scene, f: PaladinsFighter, plan: PlannedTurn | undefined): void {
    scene.log.add(() => ({ kind: 'phase', name: `${f.id}'s turn (initiative ${f.initiative ?? '—'})` }));
    if (scene.surprised(f)) {
        scene.log.add(() => ({ kind: 'note', text: `${f.id} is surprised: no turn in round 1.` }));
        return;
    }
    f.turns++;
    scene.turn.actor = f.id;
    playOwnTurn(scene, f, plan);
    scene.turn.actor = undefined;
}

/** The turn itself, while `scene.turn.actor` names `f` (so it cannot react during it). */
function playOwnTurn(scene: Scene, f: PaladinsFighter, plan: PlannedTurn | undefined): void {
    startOfTurn(scene, f, plan?.actions.some(a => a.action === 'drop_concentration') ?? false);
    if (f.status !== 'active') {
        if (plan?.actions.some(a => economyOf(a) !== 'reaction'))
            scene.log.add(() => ({ kind: 'note', text: `${f.id} is ${f.status} and cannot act.` }));
        return;
    }
    takeActions(scene, f, plan?.actions ?? []);
    if (f.status === 'active') endOfTurn(scene, f, plan?.actions.some(a => a.action === 'rest') ?? false);
}

// ---- start of turn ----------------------------------------------------------------------------

/** Condition damage, death save or saves, then concentration upkeep — unless the plan lets it go first. */
function startOfTurn(scene: Scene, f: PaladinsFighter, dropsConcentration: boolean): void {
    for (const c of [...f.conditions]) {
        const rating = c.rating;
        if (!CONDITION_RULES[c.name].startDamage || !rating) continue;
        scene.log.add(() => ({
            kind: 'damage',
            target: f.id,
            amount: rating,
            absorbed: 0,
            hpLost: rating,
            hp: f.hp - rating,
            maxHp: f.maxHp,
            pool: 'HEA',
            note: `${c.name} ${rating} at the start of the turn`,
        }));
        takeDamage(scene, f, rating, 'HEA');
    }
    if (f.status === 'unconscious') {
        deathSave(scene, f);
        return;
    }
    if (f.status !== 'active') return;
    for (const c of [...f.conditions]) {
        const save = CONDITION_RULES[c.name].save;
        if (!save) continue;
        if (c.drained) {
            scene.log.add(() => ({ kind: 'note', text: `${f.id} cannot save against exposed: ${f.id}'s STA drained.` }));
            continue;
        }
        if (c.heldBy) {
            scene.log.add(() => ({ kind: 'note', text: `${f.id} cannot save against ${c.name}: ${c.heldBy}'s concentration holds it.` }));
            continue;
        }
        if (rollCheck(scene, f, save, `${save} save against ${c.name}`)) loseCondition(scene, f, c.name, 'saved');
    }
    const held = f.concentration;
    if (held && dropsConcentration) endConcentration(scene, f, 'it lets go before paying for it (free action)');
    else if (held && held.sinceTurn < f.turns) {
        if (f.wil >= held.rating) spendWil(scene, f, held.rating, `concentration on ${held.attack} (free action)`);
        else endConcentration(scene, f, `it has ${f.wil} WIL, the upkeep is ${held.rating}`);
    }
}

/** One death save (d12 + VIT over 6); three successes stabilise, three failures kill. */
function deathSave(scene: Scene, f: PaladinsFighter): void {
    if (f.stable) {
        scene.log.add(() => ({ kind: 'note', text: `${f.id} is unconscious but stable.` }));
        return;
    }
    const success = rollCheck(scene, f, 'VIT', 'death save');
    if (success) f.deathSaves.successes++;
    else f.deathSaves.failures++;
    const tally = `${f.deathSaves.successes} success${f.deathSaves.successes === 1 ? '' : 'es'}, ${f.deathSaves.failures} failure${f.deathSaves.failures === 1 ? '' : 's'}`;
    scene.log.add(() => ({ kind: 'note', text: `${f.id}'s death saves: ${tally}.` }));
    if (f.deathSaves.failures >= 3) {
        f.status = 'dead';
        if (scene.log.enabled) scene.log.add({ kind: 'defeated', who: f.id, how: 'fails a third death save and dies' });
    } else if (f.deathSaves.successes >= 3) {
        f.stable = true;
        loseCondition(scene, f, 'dying', 'three death saves succeeded');
        scene.log.add(() => ({ kind: 'note', text: `${f.id} stabilises; it stays unconscious until healed.` }));
    }
}

// ---- actions ----------------------------------------------------------------------------------

function takeActions(scene: Scene, f: PaladinsFighter, actions: readonly PlannedAction[]): void {
    const own = actions.filter(a => economyOf(a) !== 'reaction');
    if (own.some(a => a.action === 'rest')) {
        const skipped = own.filter(a => a.action !== 'rest' && economyOf(a) !== 'free');
        scene.log.add(() => ({
            kind: 'action',
            actor: f.id,
            action: 'rest',
            text: `${f.id} rests: only free actions this turn; 2d4 STA at its end.${skipped.length ? ` (${skipped.map(a => a.action).join(', ')} not taken.)` : ''}`,
        }));
        for (const a of own.filter(a => economyOf(a) === 'free')) freeAction(scene, f, a);
        return;
    }
    let moves = 0;
    let attacks = 0;
    for (const action of own) {
        if (f.status !== 'active') return;
        if (hasCondition(f, 'exposed') && economyOf(action) !== 'free') {
            const rest = own
                .slice(own.indexOf(action))
                .filter(a => economyOf(a) !== 'free')
                .map(a => a.action);
            scene.log.add(() => ({ kind: 'note', text: `${f.id} is exposed: only free actions (${rest.join(', ')} not taken).` }));
            for (const a of own.slice(own.indexOf(action)).filter(a => economyOf(a) === 'free')) freeAction(scene, f, a);
            return;
        }
        const economy = economyOf(action);
        if (!action.isAttack && (action.action === 'medicine' || action.action === 'flee')) {
            // Refused by paladins-not-modelled; a run that gets here anyway skips it, visibly.
            scene.log.add(() => ({ kind: 'note', text: `${f.id}'s ${action.action} is not modelled yet; it is skipped.` }));
            continue;
        }
        if (economy === 'free') freeAction(scene, f, action);
        else if (economy === 'move') {
            if (moves >= MAX_MOVES) {
                scene.log.add(() => ({ kind: 'note', text: `${f.id} cannot take a third move action this round.` }));
                continue;
            }
            if (hasCondition(f, 'immobilized') && (action.action === 'crawl' || !hasCondition(f, 'prone'))) {
                scene.log.add(() => ({ kind: 'note', text: `${f.id} is immobilized and cannot ${action.action}.` }));
                continue;
            }
            if (moves === 1 && !payStaminaAction(scene, f, 'extra move')) continue;
            moves++;
            move(scene, f, action.action === 'shift' ? 'shift' : action.action === 'crawl' ? 'crawl' : 'move');
        } else if (action.isAttack) {
            const attack = f.model.attacks.find(a => a.name === action.action);
            if (!attack) continue;
            const targets = chooseTargets(scene, f, action);
            if (targets.length === 0) continue;
            if (attacks >= 1 && !payStaminaAction(scene, f, 'extra attack')) continue;
            attacks++;
            const rating = attack.stats.concentration;
            if (rating) {
                if (f.concentration) endConcentration(scene, f, `it starts concentrating on ${attack.name}`);
                f.concentration = { attack: attack.name, rating, sinceTurn: f.turns };
                scene.log.add(() => ({
                    kind: 'note',
                    text: `${f.id} concentrates on ${attack.name}: ${rating} WIL at the start of each of its later turns.`,
                }));
            }
            resolveAttack(scene, f, attack, targets);
        } else {
            scene.log.add(() => ({ kind: 'note', text: `${f.id} has no action ${action.action}; it is skipped.` }));
        }
    }
}

function freeAction(scene: Scene, f: PaladinsFighter, action: PlannedAction): void {
    // drop_concentration takes effect at the start of the turn, before the upkeep is paid.
    if (action.action === 'drop_concentration' && f.concentration) endConcentration(scene, f, 'it lets go (free action)');
}

/** Pays 6 STA for a stamina action, if the fighter may: not dazed, and holding at least the cost. */
function payStaminaAction(scene: Scene, f: PaladinsFighter, what: string): boolean {
    if (hasCondition(f, 'dazed')) {
        scene.log.add(() => ({ kind: 'note', text: `${f.id} is dazed: no ${what} (a stamina action).` }));
        return false;
    }
    if (f.sta < STAMINA_ACTION_COST) {
        scene.log.add(() => ({
            kind: 'note',
            text: `${f.id} cannot pay for an ${what}: it costs ${STAMINA_ACTION_COST} STA and ${f.id} has ${f.sta}.`,
        }));
        return false;
    }
    spendSta(scene, f, STAMINA_ACTION_COST, what);
    return true;
}

/**
 * The targets an attack goes to. A scripted target already down is wasted (logged); under tactics
 * the fighter turns to another foe of its policy. A frightened fighter cannot attack its fear's source.
 * A non-dual attack takes its first target only; a dual one at most two.
 */
function chooseTargets(scene: Scene, f: PaladinsFighter, action: PlannedAction): PaladinsFighter[] {
    const attack = f.model.attacks.find(a => a.name === action.action)!;
    const limit = attack.tags.includes('dual') ? 2 : 1;
    const fear = findCondition(f, 'frightened')?.source;
    const policy = scene.policyOf(f);
    const chosen: PaladinsFighter[] = [];
    for (const id of action.targets.slice(0, limit)) {
        const scripted = scene.byId(id);
        let target: PaladinsFighter | undefined = scripted;
        if (scripted.status !== 'active' && policy) {
            const options = activeFoes(scene, f).filter(o => o.id !== fear && !chosen.includes(o));
            const next = pickTarget(
                policy === 'attack_strongest' || policy === 'attack_first' || policy === 'attack_random' ? policy : 'attack_weakest',
                options,
                scene.rng,
                o => o.hp,
            );
            scene.log.add(() => ({
                kind: 'note',
                text: `${scripted.id} is already ${scripted.status}; ${f.id} ${next ? `turns to ${next.id}` : 'has no foe left to attack'}.`,
            }));
            target = next;
        }
        if (!target) continue;
        const aimed = target;
        if (aimed.status !== 'active') {
            scene.log.add(() => ({
                kind: 'note',
                text: `${f.id}'s ${attack.name} at ${aimed.id} is wasted: ${aimed.id} is already ${aimed.status}.`,
            }));
            continue;
        }
        if (aimed.id === fear) {
            scene.log.add(() => ({ kind: 'note', text: `${f.id} is frightened of ${aimed.id} and cannot attack it.` }));
            continue;
        }
        chosen.push(aimed);
    }
    return chosen;
}

// ---- end of turn ------------------------------------------------------------------------------

/**
 * Regeneration: d4 + END STA if no STA was spent since the fighter's last turn ended (reactions
 * count — assumption), MIN WIL if no WIL was; 2d4 STA after a rest; and the recovery of a drained
 * pool (exposed ends, d8 + END STA) when it is due.
 */
function endOfTurn(scene: Scene, f: PaladinsFighter, rested: boolean): void {
    if (!f.spentSta && f.sta < f.maxSta) regain(scene, f, 'STA', diceplus(1, 4, 'END'), 'regeneration, no STA spent');
    if (!f.spentWil && f.wil < f.maxWil && statOf(f, 'MIN') > 0) regain(scene, f, 'WIL', { kind: 'stat', name: 'MIN' }, 'regeneration, no WIL spent');
    if (rested) regain(scene, f, 'STA', dice(2, 4), 'rest');
    if (f.recoverAtTurn !== undefined && f.recoverAtTurn <= f.turns) {
        f.recoverAtTurn = undefined;
        loseCondition(scene, f, 'exposed', 'the turn after its STA drained is over');
        regain(scene, f, 'STA', diceplus(1, 8, 'END'), 'recovery from a drained pool');
    }
    f.spentSta = false;
    f.spentWil = false;
}
