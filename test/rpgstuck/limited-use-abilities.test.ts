/**
 * §Limited Use Abilities (000_7e14385943d7d1e7.txt): `uses N per strife | short_rest | long_rest`;
 * a use is spent only when the ability activated — not when its roll failed and nothing of it took
 * effect; still spent when part of it works regardless (an effect on a miss, no roll at all) or when
 * it fails on most targets but not all. Rosa's roll is d20 + P 2 + STR 3 against the Dummy's AC 15.
 */
import { describe, expect, it } from 'vitest';
import { allCodes, arena, attackEvents, duel, duelText, noteEvents } from './harness.js';

const ONCE = 'AC damage d6 + STR uses 1 per strife';
const setup = (attack = ONCE, round = 'Rosa: A -> Dummy') => ({ attack, dummy: 'hp 1000 defenses { AC 15 }', round });
const again = { actor: 'Rosa', actions: [{ action: 'A', isAttack: true, targets: ['Dummy'], modifiers: [] }] };

describe('writing a limited use', () => {
    it('`uses 1 per strife`, `per short_rest`, `per long_rest` check clean', async () => {
        for (const per of ['strife', 'short_rest', 'long_rest'])
            expect(await allCodes(duelText(setup(`AC damage d6 uses 1 per ${per}`)))).toEqual([]);
    });
    it('a period RPGStuck does not have is unknown-use-period (the fight is a strife)', async () => {
        expect(await allCodes(duelText(setup('AC damage d6 uses 1 per fight')))).toEqual(['unknown-use-period']);
    });
    it('a scripted use past the count is a warning, not an error: it happens if an earlier one failed', async () => {
        const text = duelText(setup(ONCE, 'Rosa: A -> Dummy }\n  round 2 { Rosa: A -> Dummy'));
        expect(await allCodes(text)).toEqual(['use-past-limit']);
        expect((await arena(text)).model.script).toHaveLength(2);
    });
});

describe('when a use is spent', () => {
    it('a roll that fails, with nothing else of the ability taking effect, is not a use: it may be used again', async () => {
        // Round 1: 9 + 5 = 14 misses AC 15. Round 2: 10 + 5 = 15 hits (d6 3 + STR 3). Round 3: none left.
        const { arena: a, events } = await duel(setup(), [9]);
        expect(noteEvents(events).map(n => n.text)).toEqual(['A failed entirely: the use is not spent.']);
        expect(attackEvents(a.play(2, [10, 3], [again])).map(e => e.outcome)).toEqual(['hit']);
        const third = a.play(3, [], [again]);
        expect(attackEvents(third)).toEqual([]);
        expect(noteEvents(third).map(n => n.text)).toEqual(['Rosa has no uses of A left (uses 1 per strife).']);
    });
    it('several attacks that fail on most but not all: used (Multiattack (2), a miss and a hit)', async () => {
        const { arena: a } = await duel(setup('AC damage d6 multiattack 2 uses 1 per strife'), [9, 10, 2]);
        expect(noteEvents(a.play(2, [], [again])).map(n => n.text)).toEqual(['Rosa has no uses of A left (uses 1 per strife).']);
    });
    it('an ability with an effect even on a miss (Psi Pulse): used though every roll missed', async () => {
        const { arena: a, events } = await duel(setup('AC damage d6 tags effect_on_miss uses 1 per strife'), [9]);
        expect(noteEvents(events)).toEqual([]);
        expect(noteEvents(a.play(2, [], [again])).map(n => n.text)).toEqual(['Rosa has no uses of A left (uses 1 per strife).']);
    });
    it('an ability without an attack roll always takes effect: used', async () => {
        const { arena: a } = await duel(
            { rosaExtra: 'defenses { AC 10 } ability Rally { heals 1d4 uses 1 per strife }', round: 'Rosa: Rally -> Rosa' },
            [2],
        );
        const second = a.play(2, [], [{ actor: 'Rosa', actions: [{ action: 'Rally', isAttack: true, targets: ['Rosa'], modifiers: [] }] }]);
        expect(noteEvents(second).map(n => n.text)).toEqual(['Rosa has no uses of Rally left (uses 1 per strife).']);
    });
    it('an area attack at three targets that hits one of them: used', async () => {
        const text = `ruleset rpgstuck
character Rosa { level 3 P 2 STR 3 attack Sweep { vs AC damage d6 + STR tags area uses 1 per strife } }
creature Dummy { hp 100 defenses { AC 15 } attack Poke { vs AC damage 1 } }
encounter E { side a { Rosa } side b { Dummy x3 } round 1 { Rosa: Sweep -> Dummy#1, Dummy#2, Dummy#3 } }`;
        const a = await arena(text);
        // Initiative: Rosa 20, the Dummies 1, 1, 1. Rolls: 9 miss, 10 hit (d6 4), 9 miss.
        const events = a.play(1, [20, 1, 1, 1, 9, 10, 4, 9]);
        expect(attackEvents(events).map(e => e.outcome)).toEqual(['miss', 'hit', 'miss']);
        const second = a.play(2, [], [{ actor: 'Rosa', actions: [{ action: 'Sweep', isAttack: true, targets: ['Dummy#1'], modifiers: [] }] }]);
        expect(noteEvents(second).map(n => n.text)).toEqual(['Rosa has no uses of Sweep left (uses 1 per strife).']);
    });
    it('tactics do not pick an ability with no uses left', async () => {
        const { arena: a } = await duel(setup(), [10, 3]);
        const events = a.play(2, [], undefined, { Rosa: 'attack_weakest' });
        expect(attackEvents(events)).toEqual([]);
    });
});
