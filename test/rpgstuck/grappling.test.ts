/**
 * §Grappling with Grappling through the engine and the checks: opposed Athletics against Athletics or
 * Acrobatics, disadvantage by size, a free hand, the grappled who cannot move, the grappler dragging
 * them at half speed, an escape, and a struck arm that may break the hold.
 */
import { describe, expect, it } from 'vitest';
import type { Battlefield } from '../../language/engine/battlefield.js';
import { renderEvent } from '../../language/engine/render.js';
import { actionTexts, arena, checkEvents, conditionEvents, damageEvents, duel, duelText, heldBy, noteEvents, rpgCodes } from './harness.js';

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
        a.byId('Rosa').holds.push({ id: 'Someone', distance: 0 });
        expect(noteEvents(a.play(1, [20, 1])).map(n => n.text)).toEqual(['Rosa has no free hand to grapple Dummy.']);
    });
});

describe('a target that is down', () => {
    it('a grapple at an unconscious creature does nothing, and the log says so', async () => {
        const text = `ruleset rpgstuck
character Rosa { level 3 P 2 STR 3 DEX 2 ${ROSA} attack A { vs AC damage 1 } }
creature Dummy { hp 1000 defenses { AC 1 } attack Poke { vs AC damage 1 } }
creature Other { hp 1000 defenses { AC 30 } attack Poke { vs AC damage 1 } }
encounter E { side a { Rosa } side b { Dummy, Other } round 1 { Rosa: grapple -> Dummy } }`;
        const a = await arena(text);
        a.byId('Dummy').status = 'unconscious';
        const events = a.play(1, [20, 1, 1]);
        expect(checkEvents(events)).toEqual([]);
        expect(noteEvents(events).map(n => n.text)).toContain('Rosa cannot grapple Dummy: it is unconscious.');
    });
});

describe('held', () => {
    const text = duelText({
        ...grapple('speed 30'),
        scene: 'zone yard { distance road 30 ft } zone road { hazard falling 10 }',
        rosaAt: 'yard',
        dummyAt: 'yard',
    });
    async function held() {
        const a = await arena(text);
        a.play(1, [20, 1, 10, 1]);
        expect(heldBy(a, 'Dummy')).toBe('Rosa');
        return a;
    }
    const plan = (actor: string, action: string, destination?: string) => ({
        actor,
        actions: [{ action, isAttack: false, targets: [], modifiers: [], destination }],
    });
    it('an escape by someone nobody holds does nothing, and the log says so (no line is dropped silently)', async () => {
        const a = await arena(text);
        expect(noteEvents(a.play(1, [20, 1], [plan('Dummy', 'escape')])).map(n => n.text)).toContain('Dummy is not grappled: nothing to escape.');
    });
    it('the grappled cannot move', async () => {
        const a = await held();
        expect(noteEvents(a.play(2, [], [plan('Dummy', 'move', 'road')])).map(n => n.text)).toEqual(['Dummy is grappled by Rosa and cannot move.']);
    });
    it('the grappler moves at half speed, dragging the grappled along', async () => {
        const a = await held();
        expect(actionTexts(a.play(2, [], [plan('Rosa', 'move', 'road')]))).toContain(
            'Rosa moves 15 ft toward road (not there yet) (half speed, dragging Dummy).',
        );
        // Round 3: the last 15 ft; the road is a 10-ft drop: both land in it, 1d6 each.
        const events = a.play(3, [4, 5], [plan('Rosa', 'move', 'road')]);
        expect(actionTexts(events)).toContain('Rosa moves 15 ft to road (half speed, dragging Dummy).');
        expect(damageEvents(events).map(d => [d.target, d.amount, d.note])).toEqual([
            ['Rosa', 4, 'falls 10 ft'],
            ['Dummy', 5, 'falls 10 ft'],
        ]);
    });
    it('an escape that ties keeps the hold [assumption]; one that beats it frees', async () => {
        const tie = await held();
        tie.play(2, [10, 6], [plan('Dummy', 'escape')]); // 10 + 0 against 6 + 4
        expect(heldBy(tie, 'Dummy')).toBe('Rosa');
        const free = await held();
        free.play(2, [11, 6], [plan('Dummy', 'escape')]);
        expect(heldBy(free, 'Dummy')).toBeUndefined();
    });
    it('an arm struck while it grapples: an Athletics check against the attack roll, or the grapple breaks', async () => {
        const a = await held();
        const strike = { actor: 'Dummy', actions: [{ action: 'Poke', isAttack: true, targets: ['Rosa'], modifiers: [], parts: { Rosa: 'arm' } }] };
        // Poke: d20 15 + P 2 = 17 against AC 10 + arm 2; Rosa's Athletics 12 + 4 = 16 < 17: she lets go.
        a.play(2, [15, 12], [strike]);
        expect(heldBy(a, 'Dummy')).toBeUndefined();
    });
});

describe('grapple reach and distance', () => {
    const far = { scene: 'zone yard { distance road 10 ft } zone road { hazard falling 10 }', rosaAt: 'yard', dummyAt: 'road' };
    it('the 5-ft melee range reaches only its own zone: a creature 10 ft away is out of reach — an error, and no grapple', async () => {
        expect(await rpgCodes(duelText({ ...grapple(''), ...far }))).toEqual(['rpgstuck-grapple-reach']);
        const a = await arena(duelText({ ...far }));
        const events = a.play(1, [20, 1], [{ actor: 'Rosa', actions: [{ action: 'grapple', isAttack: false, targets: ['Dummy'], modifiers: [] }] }]);
        expect(noteEvents(events).map(n => n.text)).toEqual(["Dummy is 10 ft away, out of Rosa's 5-ft grapple reach."]);
    });
    it('a 10-ft grapple reach seizes it there; it stays 10 ft away as the grappler moves, and is dragged no closer', async () => {
        const setup = { ...grapple(''), ...far, rosa: 'grapple_reach 10' };
        expect(await rpgCodes(duelText(setup))).toEqual([]);
        const { arena: a, events } = await duel(setup, [10, 10]);
        expect(conditionEvents(events)).toEqual([expect.objectContaining({ who: 'Dummy', condition: 'grappled', note: 'held by Rosa at 10 ft' })]);
        expect(a.byId('Rosa').holds).toEqual([{ id: 'Dummy', distance: 10 }]);
    });
    it('held 10 ft away, it stays 10 ft from a grappler on its way to a far zone: it follows the grappler, not the far zone', async () => {
        // yard–road 10 ft, yard–far 60 ft (road–far 70 ft, through the yard). Rosa, at half speed
        // while she grapples, walks 15 ft from the yard toward far; the Dummy, held at the road,
        // goes 10 ft into the yard and 5 ft after her: 10 ft behind her on the same way.
        const scene = { scene: 'zone yard { distance road 10 ft  distance far 60 ft } zone road { } zone far { }', rosaAt: 'yard', dummyAt: 'road' };
        const { arena: a } = await duel({ ...grapple(''), ...scene, rosa: 'grapple_reach 10' }, [10, 10]);
        expect(a.byId('Rosa').holds).toEqual([{ id: 'Dummy', distance: 10 }]);
        const events = a.play(
            2,
            [],
            [{ actor: 'Rosa', actions: [{ action: 'move', isAttack: false, targets: [], modifiers: [], destination: 'far' }] }],
        );
        expect(actionTexts(events)).toEqual(['Rosa moves 15 ft toward far (not there yet) (half speed, dragging Dummy).']);
        const field = (a.engine as unknown as { field: Battlefield }).field;
        expect(field.between('Dummy', 'Rosa')).toBe(10);
        expect(field.position('Dummy')).toMatchObject({ kind: 'transit', from: 'yard', to: 'far', travelled: 5 });
    });
    it('drag: a held creature moved to a zone within reach, spending speed, with no fall damage', async () => {
        const scene = { scene: 'zone yard { distance road 5 ft } zone road { hazard falling 10 }', rosaAt: 'yard', dummyAt: 'yard' };
        const { arena: a } = await duel({ ...grapple(''), ...scene }, [10, 1]);
        const events = a.play(
            2,
            [],
            [{ actor: 'Rosa', actions: [{ action: 'drag', isAttack: false, targets: ['Dummy'], modifiers: [], destination: 'road' }] }],
        );
        expect(actionTexts(events)).toEqual(['Rosa drags Dummy 5 ft to road (forced movement, no fall damage).']);
        expect(damageEvents(events)).toEqual([]);
    });
    it('release lets go of the one named', async () => {
        const { arena: a } = await duel(grapple(''), [10, 1]);
        a.play(2, [], [{ actor: 'Rosa', actions: [{ action: 'release', isAttack: false, targets: ['Dummy'], modifiers: [] }] }]);
        expect(heldBy(a, 'Dummy')).toBeUndefined();
    });
    it('grappling a rider: disadvantage unless two sizes larger than it and its mount', async () => {
        const text = `ruleset rpgstuck
character Rosa { level 3 P 2 STR 3 skills { athletics 4 } attack A { vs AC damage 1 } }
creature Horse { size 3 hp 30 attack Kick { vs AC damage 1 } }
creature Rider { size 2 hp 30 attack Jab { vs AC damage 1 } }
encounter E { side a { Rosa } side b { Horse, Rider aboard Horse } round 1 { Rosa: grapple -> Rider } }`;
        const a = await arena(text);
        const events = a.play(1, [20, 1, 15, 8, 10]); // initiative Rosa 20, Horse rides with Rider 1; checks
        expect(checkEvents(events)[0].rolls[0].formula).toBe('2d20kl1');
    });
});

describe('grappling a part of a creature already held', () => {
    const held = (parts: string) => ({ ...grapple(''), dummy: `hp 1000 defenses { AC 10 } parts { ${parts} }` });
    it('vitals held: the creature is Dazed as long as the hold lasts', async () => {
        const { arena: a } = await duel(held('vitals 2'), [10, 1]);
        // Athletics 12 + 4 = 16 against the Dummy's 13 + 2 for the vitals.
        const events = a.play(
            2,
            [12, 13],
            [{ actor: 'Rosa', actions: [{ action: 'grapple', isAttack: false, targets: ['Dummy'], modifiers: [], parts: { Dummy: 'vitals' } }] }],
        );
        expect(checkEvents(events).map(c => c.total)).toEqual([16, 15]);
        expect(a.byId('Dummy').conditions.get('dazed')?.source).toBe('Rosa');
        a.play(3, [], [{ actor: 'Rosa', actions: [{ action: 'release', isAttack: false, targets: ['Dummy'], modifiers: [] }] }]);
        expect(a.byId('Dummy').conditions.has('dazed')).toBe(false);
    });
    it('only a part that can be seized (hit points of its own, or the vitals): not the head', async () => {
        expect(await rpgCodes(duelText({ ...held('vitals 2'), round: 'Rosa: grapple -> Dummy.head' }))).toEqual(['rpgstuck-part-not-grapplable']);
    });
});

describe('flying grapples', () => {
    const text = `ruleset rpgstuck
character Rosa { level 3 P 2 STR 3 skills { athletics 4 } attack A { vs AC damage 1 } }
creature Bat { hp 100 defenses { AC 1 } parts { wings 4 } attack Bite { vs AC damage 1 } }
encounter E {
  zone sky { hazard falling 30 }
  side a { Rosa at sky is flying } side b { Bat at sky is flying and grappled by Rosa }
  round 1 { Rosa: A -> Bat.wings }
}`;
    it('a held flier made to fall: the flying grappler keeps it aloft with Athletics against the attack roll', async () => {
        const a = await arena(text);
        // A: 14 + P 2 + STR 3 = 19 hits the wings; Rosa's Athletics 15 + 4 = 19 meets 19.
        const events = a.play(1, [20, 1, 14, 15]);
        expect(checkEvents(events).map(c => [c.total, c.success])).toEqual([[19, true]]);
        expect(damageEvents(events).map(d => d.note ?? '')).toEqual(['']);
    });
    it('failing it, both fall (3d6 each for 30 ft)', async () => {
        const a = await arena(text);
        const events = a.play(1, [20, 1, 14, 14, 1, 1, 1, 2, 2, 2]);
        expect(damageEvents(events).map(d => [d.target, d.amount])).toEqual([
            ['Bat', 1],
            ['Bat', 3],
            ['Rosa', 6],
        ]);
    });
});

// §Common Called Shot Targets, Arm: "If the target isn't grappling anyone, they have disadvantage to
// attempt a grapple for 1 round." Timed as every 1-round effect: to the end of the next round.
describe('an arm struck while it grapples nobody: disadvantage to grapple for 1 round', () => {
    const text = `ruleset rpgstuck
character Hero { level 5 P 3 DEX 4 skills { athletics 3 } attack Cut { vs AC damage 1d4 + DEX } }
creature Brute { hp 60 skills { athletics 5 } defenses { AC 1 } }
encounter E { side heroes { Hero } side foes { Brute } round 1 { Hero: Cut -> Brute.arm  Brute: grapple -> Hero } }`;
    const grappleAgain = [{ actor: 'Brute', actions: [{ action: 'grapple', isAttack: false, targets: ['Hero'], modifiers: [] }] }];
    const bruteCheck = (events: Parameters<typeof checkEvents>[0]) => checkEvents(events).find(c => c.who === 'Brute')!;
    it('struck earlier in the round, its grapple the same round rolls two d20 and keeps the worse, and the log says why', async () => {
        const a = await arena(text);
        // Initiative Hero 20 + 4, Brute 1: Cut 10 + 7 hits AC 1 + arm 2, 1d4 2 + 4; Brute's d20s 15 and 4
        // (the worse: 4 + 5 = 9) against the Hero's 10 + 3 = 13.
        const events = a.play(1, [20, 1, 10, 2, 15, 4, 10]);
        expect(conditionEvents(events)).toContainEqual(expect.objectContaining({ who: 'Brute', condition: 'arm_struck', gained: true }));
        const check = bruteCheck(events);
        expect(renderEvent(check, 'text', {})[0].trim()).toBe(
            "Brute — Athletics to grapple Hero: 2d20kl1 [~15~, 4] + skill (5) = 9, needs more than 13 → failure (disadvantage: Brute's arm was struck)",
        );
        expect(heldBy(a, 'Hero')).toBeUndefined();
    });
    it('it lasts through the next round, and is gone the round after', async () => {
        const a = await arena(text);
        a.play(1, [20, 1, 10, 2, 15, 4, 10]);
        expect(bruteCheck(a.play(2, [15, 4, 10], grappleAgain)).rolls[0].formula).toBe('2d20kl1');
        const later = a.play(3, [15, 10], grappleAgain);
        expect(bruteCheck(later)).toMatchObject({ total: 20, success: true });
        expect(bruteCheck(later).rolls[0].formula).toBe('1d20');
    });
    it('struck after its grapple failed (the Brute first), the disadvantage falls on its next round', async () => {
        const a = await arena(text);
        // Initiative Hero 1 + 4, Brute 20: its grapple 5 + 5 = 10 against 10 + 3 = 13 fails (one d20); then the Cut.
        const first = a.play(1, [1, 20, 5, 10, 10, 2]);
        expect(bruteCheck(first).rolls[0].formula).toBe('1d20');
        expect(a.byId('Brute').conditions.has('arm_struck')).toBe(true);
        expect(bruteCheck(a.play(2, [15, 4, 10], grappleAgain)).rolls[0].formula).toBe('2d20kl1');
    });
    it('seizing a part of a creature it holds is a grapple attempt too: at disadvantage', async () => {
        const held = text
            .replace('skills { athletics 3 }', 'skills { athletics 3 } parts { vitals 2 }')
            .replace('side heroes { Hero }', 'side heroes { Hero is grappled by Brute }')
            .replace('side foes { Brute }', 'side foes { Brute is arm_struck for 1 rounds }');
        const a = await arena(held);
        const seize = [
            { actor: 'Brute', actions: [{ action: 'grapple', isAttack: false, targets: ['Hero'], modifiers: [], parts: { Hero: 'vitals' } }] },
        ];
        const check = bruteCheck(a.play(1, [20, 1, 15, 4, 10], seize));
        expect(check).toMatchObject({ what: "Athletics to seize Hero's vitals", total: 9, note: "disadvantage: Brute's arm was struck" });
    });
    it('an arm struck while it holds someone: the check to keep its hold, no disadvantage to grapple', async () => {
        const a = await arena(text);
        // Brute first: 15 + 5 = 20 seizes against 10 + 3; the Cut (10 + 7 = 17) on its arm; it keeps
        // hold with 15 + 5 = 20.
        const events = a.play(1, [1, 20, 15, 10, 10, 2, 15]);
        expect(heldBy(a, 'Hero')).toBe('Brute');
        expect(a.byId('Brute').conditions.has('arm_struck')).toBe(false);
        expect(checkEvents(events).map(c => c.what)).toContain('Athletics to keep its grapple against the attack roll');
    });
});
