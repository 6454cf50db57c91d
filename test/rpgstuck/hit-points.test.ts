/**
 * §Hit Points and Stats, through the engine: maximum HP from the hit die and CON (option
 * `hit_die_average` both ways), temporary HP lost first, 0 HP unconscious.
 */
import { describe, expect, it } from 'vitest';
import { arena, damageEvents } from './harness.js';

const fight = (options: string, blocks: string) => `ruleset rpgstuck ${options}
${blocks}
creature Imp { P 2 STR 0 DEX 0 hp 10 defenses { AC 10 } attack Claw { vs AC damage d4 } }
encounter E { side a { Rosa } side b { Imp } }`;

describe('§Hit Points and Stats: maximum HP', () => {
    it('level 1: 10 + hit die maximum + CON (d8, CON 2: 20)', async () => {
        const a = await arena(fight('', 'character Rosa { level 1 hit_die 8 CON 2 attack A { vs AC damage d4 } }'));
        expect(a.byId('Rosa')).toMatchObject({ maxHp: 20, hp: 20 });
    });
    it('each later level adds the hit die average + CON: a d8 averages 4.5, rounded up by default (level 3, CON 2: 20 + 2 × 7 = 34)', async () => {
        const a = await arena(fight('', 'character Rosa { level 3 hit_die 8 CON 2 attack A { vs AC damage d4 } }'));
        expect(a.byId('Rosa')).toMatchObject({ maxHp: 34, hp: 34 });
    });
    it('option hit_die_average: round_down reads 4.5 as 4 (level 3, CON 2: 20 + 2 × 6 = 32)', async () => {
        const a = await arena(fight('{ hit_die_average: round_down }', 'character Rosa { level 3 hit_die 8 CON 2 attack A { vs AC damage d4 } }'));
        expect(a.byId('Rosa')).toMatchObject({ maxHp: 32, hp: 32 });
    });
    it('an even average does not round: a d9 averages 5 either way (level 2, CON 0: 19 + 5 = 24)', async () => {
        for (const option of ['', '{ hit_die_average: round_down }']) {
            const a = await arena(fight(option, 'character Rosa { level 2 hit_die 9 attack A { vs AC damage d4 } }'));
            expect(a.byId('Rosa').maxHp, option).toBe(24);
        }
    });
    it('hp written is the maximum, whatever the option', async () => {
        const a = await arena(
            fight('{ hit_die_average: round_down }', 'character Rosa { level 3 hit_die 8 CON 2 hp 50 attack A { vs AC damage d4 } }'),
        );
        expect(a.byId('Rosa')).toMatchObject({ maxHp: 50, hp: 50 });
    });
});

describe('§Hit Points and Stats: damage', () => {
    const text = `ruleset rpgstuck
character Rosa { P 2 STR 0 DEX 0 hp 20 temp_hp 5 defenses { AC 10 } attack A { vs AC damage d4 } }
creature Imp { P 2 STR 0 DEX 0 hp 10 defenses { AC 10 } attack Claw { vs AC damage d4 } }
encounter E { side a { Rosa } side b { Imp } round 1 { Imp: Claw -> Rosa } }`;
    it('temporary HP are lost first, the rest comes off HP', async () => {
        const a = await arena(text);
        // Initiative Rosa 1, Imp 2; Claw 10 + 2 hits AC 10; damage d4 4 → temp HP 4 of 5.
        const [hit] = damageEvents(a.play(1, [1, 2, 10, 4]));
        expect(hit).toMatchObject({ amount: 4, absorbed: 4, hpLost: 0, hp: 20 });
        expect(a.byId('Rosa').tempHp).toBe(1);
    });
    it('past the temporary HP, HP; at 0 the combatant falls unconscious', async () => {
        const a = await arena(text.replace('hp 20 temp_hp 5', 'hp 2 temp_hp 1'));
        const [hit] = damageEvents(a.play(1, [1, 2, 10, 4]));
        expect(hit).toMatchObject({ amount: 4, absorbed: 1, hpLost: 2, hp: 0 });
        expect(a.byId('Rosa').status).toBe('unconscious');
    });
});
