/**
 * §Grappling with Grappling through the engine and the checks: opposed Athletics against Athletics or
 * Acrobatics, disadvantage by size, a free hand, the grappled who cannot move, the grappler dragging
 * them at half speed, an escape, and a struck arm that may break the hold.
 */
import { describe, expect, it } from 'vitest';
import { arena, checkEvents, conditionEvents, duel, duelText, noteEvents, rpgCodes } from './harness.js';

const ROSA = 'defenses { AC 10 } skills { athletics 4 }';
const grapple = (dummy: string) => ({ rosaExtra: ROSA, dummy: `hp 1000 defenses { AC 10 } ${dummy}`, round: 'Rosa: grapple -> Dummy' });

describe('seizing', () => {
    it('Athletics against the better of Athletics and Acrobatics: higher seizes', async () => {
        const { events } = await duel(grapple('skills { athletics 1 acrobatics 3 }'), [10, 10]);
        expect(checkEvents(events).map(c => c.total)).toEqual([14, 13]);
        expect(conditionEvents(events)).toEqual([expect.objectContaining({ who: 'Dummy', condition: 'grappled', gained: true })]);
    });
    it('a tie does not seize [assumption]', async () => {
        const { events } = await duel(grapple('skills { athletics 4 }'), [10, 10]);
        expect(conditionEvents(events)).toEqual([]);
    });
    it('a larger target: disadvantage (two d20, the worse)', async () => {
        const { events } = await duel(grapple('size 3'), [15, 8, 1]);
        expect(checkEvents(events)[0]).toMatchObject({ total: 8 + 4 });
        expect(checkEvents(events)[0].rolls[0].formula).toBe('2d20kl1');
    });
    it('three or more sizes larger: double disadvantage (the worse d20 and −4)', async () => {
        const { events } = await duel(grapple('size 5'), [15, 8, 1]);
        expect(checkEvents(events)[0]).toMatchObject({ total: 8 + 4 - 4 });
    });
    it('grappling needs a free hand: an error where it is scripted, and the engine does not grapple', async () => {
        expect(await rpgCodes(duelText({ ...grapple(''), rosa: 'free_hands 0' }))).toEqual(['rpgstuck-no-free-hand']);
        const a = await arena(duelText(grapple('')));
        a.byId('Rosa').grappling.push('Someone');
        expect(noteEvents(a.play(1, [20, 1])).map(n => n.text)).toEqual(['Rosa has no free hand to grapple Dummy.']);
    });
});

describe('held', () => {
    const text = duelText({ ...grapple('speed 30'), scene: 'zone yard { distance road 30 ft } zone road { }', rosaAt: 'yard', dummyAt: 'yard' });
    async function held() {
        const a = await arena(text);
        a.play(1, [20, 1, 10, 1]);
        expect(a.byId('Dummy').grappledBy).toBe('Rosa');
        return a;
    }
    const plan = (actor: string, action: string, destination?: string) => ({
        actor,
        actions: [{ action, isAttack: false, targets: [], modifiers: [], destination }],
    });
    it('the grappled cannot move', async () => {
        const a = await held();
        expect(noteEvents(a.play(2, [], [plan('Dummy', 'move', 'road')])).map(n => n.text)).toEqual(['Dummy is grappled by Rosa and cannot move.']);
        expect(a.byId('Dummy').zone).toBe('yard');
    });
    it('the grappler moves at half speed, dragging the grappled along', async () => {
        const a = await held();
        const events = a.play(2, [], [plan('Rosa', 'move', 'road')]);
        expect(events.some(e => e.kind === 'action' && e.text === 'Rosa moves up to 15 ft to road (half speed, dragging Dummy).')).toBe(true);
        expect(a.byId('Dummy').zone).toBe('road');
    });
    it('an escape that ties keeps the hold [assumption]; one that beats it frees', async () => {
        const tie = await held();
        tie.play(2, [10, 6], [plan('Dummy', 'escape')]); // 10 + 0 against 6 + 4
        expect(tie.byId('Dummy').grappledBy).toBe('Rosa');
        const free = await held();
        free.play(2, [11, 6], [plan('Dummy', 'escape')]);
        expect(free.byId('Dummy').grappledBy).toBeUndefined();
    });
    it('an arm struck while it grapples: an Athletics check against the attack roll, or the grapple breaks', async () => {
        const a = await held();
        const strike = { actor: 'Dummy', actions: [{ action: 'Poke', isAttack: true, targets: ['Rosa'], modifiers: [], parts: { Rosa: 'arm' } }] };
        // Poke: d20 15 + P 2 = 17 against AC 10 + arm 2; Rosa's Athletics 12 + 4 = 16 < 17: she lets go.
        a.play(2, [15, 12], [strike]);
        expect(a.byId('Dummy').grappledBy).toBeUndefined();
    });
});
