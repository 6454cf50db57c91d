/**
 * Rise damage taking, vital wounds, and the round structure, against 003_66faa831a56df10d.txt
 * §Taking Damage, §Negative Hit Points, §Vital Rolls, §Resolving Actions, §Swift Abilities and
 * §Universal Abilities.
 */
import { describe, expect, it } from 'vitest';
import { arena, attackEvents, woundEvents } from './harness.js';
import type { PlannedTurn } from '../../language/engine/model.js';

/** Brute hits Hero (max HP 20, no DR) for exactly `damage` (flat, so only the attack d10 and vital d10s are drawn). */
const beating = (damage: number, heroExtra = '') => `ruleset rise
character Hero { hit_points 20 accuracy 0 ${heroExtra} defenses { armor 5 fortitude 5 reflex 5 mental 5 } attack Fist { vs armor damage 1 } }
creature Brute { hit_points 50 accuracy 10 defenses { armor 5 fortitude 5 reflex 5 mental 5 } attack Club { vs armor damage ${damage} } }
encounter e { side a { Hero } side b { Brute } round 1 { Brute: Club -> Hero } }`;

const club: PlannedTurn[] = [{ actor: 'Brute', actions: [{ action: 'Club', isAttack: true, targets: ['Hero'], modifiers: [] }] }];

describe('vital wounds', () => {
    it.each([
        [20, 0],
        [21, 1],
        [29, 1],
        [30, 2],
        [39, 2],
        [40, 3],
    ])('%i damage to 20 HP gives %i vital wounds (one below 0, one more at each half of the maximum: −10, −20)', async (damage, expected) => {
        const a = await arena(beating(damage));
        const dice = [1, ...Array(expected).fill(10)]; // vital rolls of 10 (no extra effect), minus 2 per wound
        const events = a.play(1, dice);
        expect(woundEvents(events)).toHaveLength(expected);
        expect(a.byId('Hero').vitalWounds).toHaveLength(expected);
    });

    it('gives three vital wounds when negative hit points equal the maximum (digest worked example)', async () => {
        const a = await arena(beating(40));
        const events = a.play(1, [1, 10, 10, 10]);
        expect(woundEvents(events).map(w => w.result)).toEqual([10, 8, 6]); // d10 − 2 per earlier wound
        expect(woundEvents(events).map(w => w.effect)).toEqual(['no extra effect', '−2 to accuracy', 'maximum damage resistance becomes 0']);
    });

    it('does not give a wound twice for the same threshold within a round', async () => {
        const a = await arena(beating(25));
        const twice: PlannedTurn[] = [{ actor: 'Brute', actions: [...club[0].actions, ...club[0].actions] }];
        // 20 − 25 = −5: one wound. −5 − 25 = −30: 1 + floor(60 / 20) = 4 due, so three more.
        const events = a.play(1, [1, 10, 1, 10, 10, 10], twice);
        expect(woundEvents(events)).toHaveLength(4);
    });

    it('resets negative hit points to 0 at the end of the round, so the next hit below 0 wounds again', async () => {
        const a = await arena(beating(1));
        a.byId('Hero').hp = 0;
        a.play(1, [1, 10]);
        expect(a.byId('Hero').hp).toBe(0);
        expect(a.byId('Hero').vitalWounds).toHaveLength(1);
        a.play(2, [1, 10], club);
        expect(a.byId('Hero').vitalWounds).toHaveLength(2);
    });

    it.each([
        [-6, 'dead'],
        [-5, 'unconscious'],
        [-1, 'unconscious'],
        [0, 'unconscious'],
        [1, 'unconscious'],
        [2, 'active'],
    ])('a vital roll of %i leaves the character %s', async (roll, status) => {
        // One earlier wound gives −2; build rolls to reach `roll` on the second wound: d10 − 2.
        const a = await arena(beating(21));
        a.byId('Hero').vitalWounds.push(10);
        const die = roll + 2;
        if (die < 1) {
            a.byId('Hero').vitalWounds.push(10, 10, 10); // −8: a d10 of 2 gives −6
            a.play(1, [1, roll + 8]);
        } else a.play(1, [1, die]);
        expect(a.byId('Hero').status).toBe(status);
    });

    it('kills at the end of the next round after a vital roll between −1 and −5', async () => {
        const a = await arena(beating(21));
        a.byId('Hero').vitalWounds.push(10, 10);
        a.play(1, [1, 3]); // 3 − 4 = −1
        expect(a.byId('Hero').status).toBe('unconscious');
        a.play(2, [], []);
        expect(a.byId('Hero').status).toBe('dead');
    });

    // What a GM reads of a dying character: the result line says when it dies, and a later wound's
    // longer clock does not hide the earlier one, which stands (§Vital Wounds: lethal if untreated).
    it('the result says when the dying die; a later, longer clock says the earlier deadline stands', async () => {
        const a = await arena(beating(21));
        a.byId('Hero').vitalWounds.push(10, 10);
        const twice: PlannedTurn[] = [{ actor: 'Brute', actions: [...club[0].actions, ...club[0].actions] }];
        // 20 − 21 = −1: a wound, 3 − 4 = −1 (dies at the end of round 2); −22: two more, 6 − 6 = 0
        // (one minute: the end of round 11) and 10 − 8 = 2.
        const events = a.play(1, [1, 3, 1, 6, 10], twice);
        expect(woundEvents(events).map(w => w.effect)).toEqual([
            'unconscious; dies at the end of the next round unless treated',
            'unconscious; dies after one minute (at the end of round 11) unless treated; the earlier deadline, the end of round 2, stands',
            '−10 feet to speed',
        ]);
        expect(a.engine.snapshot(a.byId('Hero')).conditions).toEqual(['dying: dies at the end of round 2 unless treated']);
    });

    it('one a dying wound keeps down with no clock (stabilised after an earlier fight of a day) says so', async () => {
        const a = await arena(beating(1));
        const hero = a.byId('Hero');
        hero.vitalWounds.push(0);
        hero.status = 'unconscious';
        expect(a.engine.snapshot(hero).conditions).toEqual(['stabilised, kept down by a vital wound until a long rest removes it']);
    });

    it('applies the defense penalty of a 4 to later attacks', async () => {
        const a = await arena(beating(1));
        a.byId('Hero').hp = 0;
        a.play(1, [1, 4]);
        expect(a.byId('Hero').woundDefensePenalty).toBe(2);
        const events = a.play(2, [1, 10], club);
        expect(attackEvents(events)[0].defense).toBe(3);
    });

    it('defeats a monster at 0 hit points with no vital wound', async () => {
        const a = await arena(`ruleset rise
character Hero { hit_points 20 accuracy 10 defenses { armor 5 fortitude 5 reflex 5 mental 5 } attack Axe { vs armor damage 50 } }
creature Brute { hit_points 50 defenses { armor 5 fortitude 5 reflex 5 mental 5 } attack Club { vs armor damage 1 } }
encounter e { side a { Hero } side b { Brute } round 1 { Hero: Axe -> Brute } }`);
        const events = a.play(1, [1]);
        expect(a.byId('Brute')).toMatchObject({ status: 'dead', hp: 0 });
        expect(woundEvents(events)).toHaveLength(0);
        expect(events.some(e => e.kind === 'defeated' && e.who === 'Brute')).toBe(true);
    });
});

const skirmish = `ruleset rise
character Ana { hit_points 10 accuracy 10 defenses { armor 5 fortitude 5 reflex 5 mental 5 } attack Sword { vs armor damage 30 } }
creature Orc { hit_points 10 accuracy 10 defenses { armor 5 fortitude 5 reflex 5 mental 5 } attack Axe { vs armor damage 10 } }
creature Wolf { hit_points 10 accuracy 10 defenses { armor 5 fortitude 5 reflex 5 mental 5 } attack Bite { vs armor damage 1 } }
encounter e { side a { Ana } side b { Orc, Wolf } round 1 { Ana: Sword -> Orc } }`;

describe('simultaneous resolution', () => {
    it('lets a combatant dropped in the action phase still act in it: two foes drop each other', async () => {
        const a = await arena(`ruleset rise
creature Left { hit_points 10 accuracy 10 defenses { armor 5 fortitude 5 reflex 5 mental 5 } attack Hit { vs armor damage 10 } }
creature Right { hit_points 10 accuracy 10 defenses { armor 5 fortitude 5 reflex 5 mental 5 } attack Hit { vs armor damage 10 } }
encounter e { side a { Left } side b { Right } round 1 { Left: Hit -> Right  Right: Hit -> Left } }`);
        a.play(1, [1, 1]);
        expect(a.byId('Left').status).toBe('dead');
        expect(a.byId('Right').status).toBe('dead');
    });

    it('still lets the orc swing after Ana kills it earlier in the same phase', async () => {
        const a = await arena(skirmish);
        const plans: PlannedTurn[] = [
            { actor: 'Ana', actions: [{ action: 'Sword', isAttack: true, targets: ['Orc'], modifiers: [] }] },
            { actor: 'Orc', actions: [{ action: 'Axe', isAttack: true, targets: ['Ana'], modifiers: [] }] },
        ];
        const events = a.play(1, [1, 1], plans); // Ana's d10, then the Orc's: Ana ends at exactly 0 HP, no vital wound
        expect(attackEvents(events).map(e => e.actor)).toEqual(['Ana', 'Orc']);
        expect(a.byId('Orc').status).toBe('dead');
        expect(a.byId('Ana').hp).toBe(0);
    }, 10_000);

    it('does not let a combatant who was down before the phase act, and wastes attacks on it', async () => {
        const a = await arena(skirmish);
        a.byId('Orc').status = 'dead';
        const plans: PlannedTurn[] = [
            { actor: 'Ana', actions: [{ action: 'Sword', isAttack: true, targets: ['Orc'], modifiers: [] }] },
            { actor: 'Orc', actions: [{ action: 'Axe', isAttack: true, targets: ['Ana'], modifiers: [] }] },
        ];
        const events = a.play(1, [], plans);
        expect(attackEvents(events)).toHaveLength(0);
        expect(
            events
                .filter(e => e.kind === 'note')
                .map(e => (e as { text: string }).text)
                .join('\n'),
        ).toMatch(/wasted[\s\S]*cannot act|cannot act[\s\S]*wasted/);
    });
});

describe('universal abilities', () => {
    const fight = (heroLine: string, foeLine = 'Brute: Club -> Hero') => `ruleset rise
character Hero { hit_points 20 accuracy 0 constitution 1 willpower 1 defenses { armor 10 fortitude 5 reflex 5 mental 5 } attack Fist { vs armor damage 1d4 } }
creature Brute { hit_points 50 accuracy 0 defenses { armor 5 fortitude 5 reflex 5 mental 5 } attack Club { vs armor damage 3 } }
encounter e { side a { Hero } side b { Brute } round 1 { ${heroLine} ${foeLine} } round 2 { Brute: Club -> Hero } }`;

    it('total defense (Swift) raises defenses by 2 against attacks in the same round, though written after', async () => {
        const a = await arena(fight('Hero: total_defense'));
        const events = a.play(1, [10, 1]); // 10!+1 = 11 vs armor 12 → glance
        expect(attackEvents(events)[0]).toMatchObject({ defense: 12, outcome: 'glance' });
        expect(attackEvents(a.play(2, [9]))[0].defense).toBe(10); // gone next round
    });

    it('charge gives −2 defenses from the next phase to the end of the next round, not in its own phase', async () => {
        const a = await arena(fight('Hero: charge -> Brute using Fist'));
        const first = a.play(1, [1, 1]); // Hero's strike misses; Brute's attack
        expect(attackEvents(first).find(e => e.actor === 'Brute')!.defense).toBe(10);
        expect(attackEvents(a.play(2, [1]))[0].defense).toBe(8);
        expect(
            attackEvents(a.play(3, [1], [{ actor: 'Brute', actions: [{ action: 'Club', isAttack: true, targets: ['Hero'], modifiers: [] }] }]))[0]
                .defense,
        ).toBe(10);
    });

    it('recover restores all hit points for 2 fatigue, once', async () => {
        const a = await arena(fight('Hero: recover', ''));
        a.byId('Hero').hp = 4;
        a.play(1, []);
        expect(a.byId('Hero')).toMatchObject({ hp: 20, fatigue: 2, recoverUsed: true });
        a.byId('Hero').hp = 4;
        const events = a.play(2, [], [{ actor: 'Hero', actions: [{ action: 'recover', isAttack: false, targets: [], modifiers: [] }] }]);
        expect(a.byId('Hero').hp).toBe(4);
        expect(events.some(e => e.kind === 'note' && /cannot recover again/.test(e.text))).toBe(true);
    });

    it('desperate exertion rerolls a failed attack with +2 for 2 fatigue, and is not spent on a hit', async () => {
        const a = await arena(fight('Hero: Fist -> Brute with desperate_exertion', ''));
        const events = a.play(1, [1, 3, 4]); // 1 misses (vs 5); reroll 3 + 2 = 5 hits; 1d4 = 4
        expect(attackEvents(events)[0]).toMatchObject({ total: 5, outcome: 'hit' });
        expect(a.byId('Hero').fatigue).toBe(2);
        const b = await arena(fight('Hero: Fist -> Brute with desperate_exertion', ''));
        b.play(1, [6, 2]);
        expect(b.byId('Hero').fatigue).toBe(0);
    });

    it('fatigue beyond tolerance (constitution + willpower) is an accuracy penalty', async () => {
        const a = await arena(fight('Hero: Fist -> Brute', ''));
        a.byId('Hero').fatigue = 4; // tolerance 2 → −2
        expect(attackEvents(a.play(1, [6]))[0].total).toBe(4);
    });

    it('a fatigue penalty of exactly 5 knocks out; 4 does not (tolerance 2: fatigue 7 and 6)', async () => {
        for (const [before, status] of [
            [5, 'active'],
            [6, 'unconscious'],
        ] as const) {
            const a = await arena(fight('Hero: sprint', ''));
            a.byId('Hero').fatigue = before; // the sprint adds 1: penalty 6 − 2 = 4, or 7 − 2 = 5
            a.play(1, []);
            expect(a.byId('Hero').status).toBe(status);
        }
    });

    it('sprinting in the movement phase costs a fatigue level', async () => {
        const a = await arena(fight('Hero: sprint', ''));
        a.play(1, []);
        expect(a.byId('Hero').fatigue).toBe(1);
    });
});
