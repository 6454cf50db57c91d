/**
 * Tactics with scripted dice: the policies' choice of foe and defense, and leaving a hazard — a
 * fighter whose zone holds a hazard that will harm it moves to the nearest zone that holds none
 * that would (a move is an action of the post, under the multiple-action penalty).
 * Seed: 004_941aee309a07cd38.txt §Each Round vs. Cumulative Damage (a round out of a cumulative
 * hazard resets it), §Environmental Damage, §Attacking and Defending (the choice of defense is the
 * player's: these policies are ours).
 */
import { describe, expect, it } from 'vitest';
import { eventsOf, vaxiaArena } from './harness.js';

const CAST = `ruleset vaxia
creature Wanderer { STR 25 DEX 25 END 25 LIF 500 attack Fist { uses DEX, STR vs DEX, END } }
creature Knight { STR 25 DEX 25 END 25 LIF 500 attack Sword { uses DEX, STR vs DEX, END } }
creature Crawler { LIF 500 END 40 STR 30 DEX 30 tags vehicle, closed attack Ram { uses DEX, STR vs DEX, END } }
`;
const ZONES = 'zone gas { hazard noxious_gas distance clear 30 ft distance far 100 ft } zone far zone clear';

describe('tactics leave a hazard', () => {
    it('in a gas zone, the policy adds `move to` the nearest clear zone; the fighter ends the round there and breathes no gas', async () => {
        const a = await vaxiaArena(`${CAST}encounter E { ${ZONES} side a { Wanderer at gas } side b { Knight at far } }`);
        const plan = a.engine.planTactics(a.byId('Wanderer'), 'attack_weakest', {
            round: 1,
            fighters: a.fighters,
            rng: undefined as never,
            foesOf: f => a.fighters.filter(o => o.side !== f.side),
        });
        expect(plan.actions.map(x => (x.action === 'move' ? `move to ${x.destination}` : x.action))).toEqual(['Fist', 'move to clear']);
        const events = a.play(1, [50, 50], undefined, { Wanderer: 'attack_weakest' });
        expect(a.byId('Wanderer').zone).toBe('clear');
        expect(a.byId('Wanderer').damage).toBe(0);
        expect(eventsOf(events, 'check')).toEqual([]);
    });

    it('a hazard everywhere cannot be left: no move', async () => {
        const a = await vaxiaArena(`${CAST}encounter E { hazard noxious_gas side a { Wanderer } side b { Knight } }`);
        const plan = a.engine.planTactics(a.byId('Wanderer'), 'attack_weakest', {
            round: 1,
            fighters: a.fighters,
            rng: undefined as never,
            foesOf: () => [a.byId('Knight')],
        });
        expect(plan.actions.map(x => x.action)).toEqual(['Fist']);
    });

    it('a fire that has already struck (once) is no reason to move', async () => {
        const a = await vaxiaArena(
            `${CAST}encounter E { zone pyre { hazard fire } zone yard side a { Wanderer at pyre } side b { Knight at yard } }`,
        );
        a.play(1, [1]);
        const plan = a.engine.planTactics(a.byId('Wanderer'), 'attack_weakest', {
            round: 2,
            fighters: a.fighters,
            rng: undefined as never,
            foesOf: () => [a.byId('Knight')],
        });
        expect(plan.actions.map(x => x.action)).toEqual(['Fist']);
    });

    it('a vehicle drives its riders out; riders of a closed vehicle are sheltered and plan no move of their own', async () => {
        const a = await vaxiaArena(
            `${CAST}encounter E { ${ZONES.replace('noxious_gas', 'fire')} side a { Crawler at gas, Wanderer aboard Crawler } side b { Knight at far } }`,
        );
        const ctx = { round: 1, fighters: a.fighters, rng: undefined as never, foesOf: () => [a.byId('Knight')] };
        expect(a.engine.planTactics(a.byId('Crawler'), 'attack_weakest', ctx).actions.map(x => x.action)).toEqual(['Ram', 'move']);
        expect(a.engine.planTactics(a.byId('Wanderer'), 'attack_weakest', ctx).actions.some(x => x.action === 'move')).toBe(false);
    });
});
