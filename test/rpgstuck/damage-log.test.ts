/**
 * Issue 25, "Logs that add up", for RPGStuck: a damage line's parts sum to the damage taken, in
 * the order §Critical Hits, Percentages applies them — dice + flat damage, then the percentage,
 * then Aegis (§Damage (base) and Mods). Rosa's attack is d6 + STR 3 (flat 3).
 */
import { describe, expect, it } from 'vitest';
import { renderEvent } from '../../language/engine/render.js';
import { arena, duel, duelText } from './harness.js';

async function damageLine(setup: Parameters<typeof duel>[0], dice: number[]): Promise<string> {
    const { damage } = await duel(setup, dice);
    return renderEvent(damage[0], 'text', {})[0].trim();
}

describe('the RPGStuck damage line adds up', () => {
    it('dice + flat: 4 + 3 = 7', async () => {
        expect(await damageLine({}, [10, 4])).toMatch(/^Dummy takes 7 damage \(1d6 \[4\] \+ 3 flat\): /);
    });

    // The percentage names where it comes from (it read "× 250%", and the GM had to work out that
    // a crit is +100%, the bonus +50%): §Critical Hits, Percentages.
    it('a crit (double_total) shows the sum and the percentage, and what adds up to it: (6 + 4) × 250% = 25', async () => {
        expect(await damageLine({ attack: 'AC damage d6 + 4', line: ' with bonus_percent 50' }, [20, 6])).toMatch(
            /^Dummy takes 25 damage \(1d6 \[6\] \+ 4 flat = 10 × 250% \(100 \+ critical 100 \+ bonus 50\)\): /,
        );
    });

    it('names Trace beside the crit: (4 + 3) × 300% = 21', async () => {
        expect(await damageLine({ line: ' with trace' }, [20, 4])).toMatch(
            /^Dummy takes 21 damage \(1d6 \[4\] \+ 3 flat = 7 × 300% \(100 \+ critical 100 \+ Trace 100\)\): /,
        );
    });

    it('says how a fraction rounded: (4 + 3) × 150% = 10.5, rounded down to 10', async () => {
        expect(await damageLine({ line: ' with halved 1' }, [20, 4])).toMatch(
            /^Dummy takes 10 damage \(1d6 \[4\] \+ 3 flat = 7 × 150% \(100 \+ critical 100 − halved 50; rounded down\)\): /,
        );
    });

    it('Aegis last: 4 + 3 − 3 Aegis = 4', async () => {
        expect(await damageLine({ dummyIs: 'aegis 3' }, [10, 4])).toMatch(/^Dummy takes 4 damage \(1d6 \[4\] \+ 3 flat − 3 Aegis\): /);
    });

    it('one hit point lost is one hit point: 6 damage, 5 of it absorbed by 5 temp HP', async () => {
        // d6 3 + STR 3 = 6; 5 temp HP take 5, 1 is lost (the log read "1 hit points lost")
        expect(await damageLine({ dummy: 'hp 1000 temp_hp 5 defenses { AC 1 }' }, [10, 3])).toMatch(
            /: 5 absorbed by temp HP, 1 hit point lost → 999\/1000 HP$/,
        );
    });

    it('names temp HP only when the target has some: 7 damage, 5 of it absorbed by 5 temp HP', async () => {
        expect(await damageLine({}, [10, 4])).toMatch(/: 7 hit points lost → 993\/1000 HP$/);
        expect(await damageLine({ dummy: 'hp 1000 temp_hp 5 defenses { AC 1 }' }, [10, 4])).toMatch(
            /: 5 absorbed by temp HP, 2 hit points lost → 998\/1000 HP$/,
        );
    });

    it('leaves no flat damage in a note after the line', async () => {
        expect(await damageLine({}, [10, 4])).not.toMatch(/\[flat/);
    });
});

describe('the RPGStuck initiative line adds up', () => {
    // Rosa has DEX 2, the Dummy none: d20 + DEX, highest first, ties in listing order [assumption].
    const initiative = async (dice: number[]) => {
        const a = await arena(duelText({ round: ' ' }));
        return a
            .play(1, dice)
            .flatMap(e => (e.kind === 'order' || e.kind === 'note' ? renderEvent(e, 'text', {}) : []))
            .map(l => l.trim());
    };

    it("shows the DEX it adds: 5 + 2 = 7 before the Dummy's 6", async () => {
        expect(await initiative([5, 6])).toEqual(['Initiative (d20 + DEX): Rosa (1d20 [5] + DEX (2) = 7), Dummy (1d20 [6] + DEX (0) = 6)']);
    });

    it('says how a tie was broken: 5 + 2 and 7 + 0, Rosa listed first', async () => {
        expect(await initiative([5, 7])).toEqual([
            'Initiative (d20 + DEX): Rosa (1d20 [5] + DEX (2) = 7), Dummy (1d20 [7] + DEX (0) = 7)',
            'Rosa and Dummy tie at 7: Rosa, listed first, goes first.',
        ]);
    });
});

describe('a skill check adds up (§Grappling with Grappling)', () => {
    const ROSA = 'defenses { AC 10 } skills { athletics 4 }';
    const grapple = (dummy: string) => ({ rosaExtra: ROSA, dummy: `hp 1000 defenses { AC 10 } ${dummy}`, round: 'Rosa: grapple -> Dummy' });
    const checkLines = async (dummy: string, dice: number[]) => {
        const { events } = await duel(grapple(dummy), dice);
        return events.flatMap(e => (e.kind === 'check' ? renderEvent(e, 'text', {}) : [])).map(l => l.trim());
    };
    // Both lines of an opposed check say who won (the grappler's read "needs beat the target →
    // success" even when the target held it off) and add up, the skill beside the d20.
    it('1d20 [10] + skill (4) = 14 against 1d20 [10] + skill (3) = 13: the grappler needs more than 13', async () => {
        expect(await checkLines('skills { athletics 1 acrobatics 3 }', [10, 10])).toEqual([
            'Rosa — Athletics to grapple Dummy: 1d20 [10] + skill (4) = 14, needs more than 13 → success',
            'Dummy — Athletics/Acrobatics against the grapple: 1d20 [10] + skill (3) = 13, needs 14 or more → failure',
        ]);
    });
    it('a tie goes to the target [assumption]: both lines say so', async () => {
        expect(await checkLines('skills { athletics 4 }', [10, 10])).toEqual([
            'Rosa — Athletics to grapple Dummy: 1d20 [10] + skill (4) = 14, needs more than 14 → failure',
            'Dummy — Athletics/Acrobatics against the grapple: 1d20 [10] + skill (4) = 14, needs 14 or more → success',
        ]);
    });
    it('double disadvantage keeps its −4 in a note, after why it has disadvantage: 2d20kl1 [15, 8] + skill (4) − 4 = 8', async () => {
        expect((await checkLines('size 5', [15, 8, 1]))[0]).toBe(
            'Rosa — Athletics to grapple Dummy: 2d20kl1 [~15~, 8] + skill (4) = 8, needs more than 1 → success (disadvantage: Dummy is three or more sizes larger, which counts twice; −4 stacked)',
        );
    });
    it('a single disadvantage says why too: a larger target', async () => {
        expect((await checkLines('size 3', [15, 8, 1]))[0]).toBe(
            'Rosa — Athletics to grapple Dummy: 2d20kl1 [~15~, 8] + skill (4) = 12, needs more than 1 → success (disadvantage: Dummy is larger)',
        );
    });
});
