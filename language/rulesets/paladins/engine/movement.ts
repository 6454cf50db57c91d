/**
 * Move actions: a move of up to speed squares, a shift of one square, and a crawl at a quarter of the
 * speed while prone; standing up from prone takes half a move; a move or a crawl provokes opportunity
 * attacks, a shift does not. Without a map the squares are only logged.
 * Source: 002_508f9552a4514e32.txt §Types, §Stamina Actions (opportunity attack), §Conditions
 * (prone, slowed, immobilized).
 */
import { findCondition, hasCondition } from '../rules/conditions.js';
import { OPPORTUNITY_COST, provokesOpportunityAttacks } from '../rules/stamina-actions.js';
import { type PaladinsFighter, statOf } from './fighter.js';
import { loseCondition, spendSta } from './harm.js';
import { cannotReact, opportunityAttackers } from './reactions.js';
import type { Scene } from './scene.js';
import { resolveAttack } from './strike.js';

/** Which move action: `move` (speed squares), `shift` (one square) or `crawl` (a quarter of the speed, staying prone). */
type MoveKind = 'move' | 'shift' | 'crawl';

/**
 * Plays one move action of `f` (already paid for and allowed). A prone fighter that moves or shifts
 * stands up first (half the move; a shift or an immobilized fighter only stands up); one that crawls
 * stays prone and moves a quarter of its speed (§Conditions: Prone). Slowed halves the speed first.
 * A move or a crawl provokes the opportunity attacks of `opportunityAttackers`.
 */
export function move(scene: Scene, f: PaladinsFighter, kind: MoveKind): void {
    const speed = statOf(f, 'speed');
    const prone = hasCondition(f, 'prone');
    const crawls = kind === 'crawl' && prone;
    if (prone && !crawls) {
        const stays = kind === 'shift' || hasCondition(f, 'immobilized');
        loseCondition(scene, f, 'prone', stays ? `stands up: the ${kind} goes to getting up` : 'stands up with half its movement');
        if (stays) return;
    }
    if (!provokesOpportunityAttacks(kind)) {
        scene.log.add(() => ({ kind: 'action', actor: f.id, action: 'shift', text: `${f.id} shifts one square (no opportunity attacks).` }));
        return;
    }
    let squares = speed;
    const why: string[] = [];
    if (kind === 'crawl' && !prone) why.push('not prone: a plain move');
    if (findCondition(f, 'slowed')) {
        squares = Math.floor(squares / 2);
        why.push('slowed: half speed');
    }
    if (crawls) {
        squares = Math.floor(squares / 4);
        why.push('prone: a quarter of its speed');
    } else if (prone) {
        squares = Math.floor(squares / 2);
        why.push('half the move went to standing up');
    }
    const verb = crawls ? 'crawls' : 'moves';
    scene.log.add(() => ({
        kind: 'action',
        actor: f.id,
        action: kind,
        text: `${f.id} ${verb} up to ${squares} square${squares === 1 ? '' : 's'}${why.length ? ` (${why.join('; ')})` : ''}.`,
    }));
    provokeOpportunityAttacks(scene, f);
}

/** The opportunity attacks `f`'s move provokes, each paid (3 STA) and resolved before the move. */
function provokeOpportunityAttacks(scene: Scene, f: PaladinsFighter): void {
    for (const { reactor, attack } of opportunityAttackers(scene, f)) {
        if (f.status !== 'active') return;
        const why = cannotReact(scene, reactor);
        if (why || reactor.sta < OPPORTUNITY_COST) {
            const scripted = scene.scriptedReactions(reactor).some(r => r.action === 'opportunity_attack');
            if (scripted && reactor.reactionRound !== scene.round) {
                scene.log.add(() => ({
                    kind: 'note',
                    text: `${reactor.id} cannot make an opportunity attack on ${f.id}: ${why ?? `it costs ${OPPORTUNITY_COST} STA and ${reactor.id} has ${reactor.sta}`}.`,
                }));
            }
            continue;
        }
        reactor.reactionRound = scene.round;
        spendSta(scene, reactor, OPPORTUNITY_COST, `opportunity attack on ${f.id}`);
        resolveAttack(scene, reactor, attack, [f], 'opportunity attack (reaction)');
    }
}
