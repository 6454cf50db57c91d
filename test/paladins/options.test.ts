/**
 * Every documented Paladins option, both ways, through the fight the engine plays with scripted
 * dice. Source: 002_508f9552a4514e32.txt §Health Damage (what 0 HEA does; the option for creatures),
 * §Sequence step 1 (surprise, and the INT check the seed offers).
 */
import { describe, expect, it } from 'vitest';
import { arena, eventsOf, hit, notes, turn } from './harness.js';

describe('option creatures_at_zero (§Health Damage)', () => {
    const field = (options: string) => `ruleset paladins${options}
character Kara { DEX 0 VIT 0 HEA 12 STA 14 WIL 10 defenses { DEF 0 } attack Blow { damage 1d6 tags melee } }
creature Ogre { VIT 0 HEA 10 STA 10 WIL 8 defenses { DEF 0 } attack Club { damage 1d6 tags melee } }
creature Post { HEA 99 defenses { DEF 0 } attack Nothing { damage 0 } }
encounter e { side a { Kara } side b { Ogre, Post } }`;
    /** Initiative Kara 12, Ogre 1, Post 1; Kara's Blow rolls 3 against the Ogre's 3 HEA: exactly 0. */
    const dice = [12, 1, 1, 3];

    it.each([
        ['', 'unconscious', 'drops to 0 HEA: unconscious and dying'],
        [' { creatures_at_zero: dying }', 'unconscious', 'drops to 0 HEA: unconscious and dying'],
        [' { creatures_at_zero: dead }', 'dead', 'drops to 0 HEA and dies (creatures_at_zero: dead)'],
    ])('ruleset paladins%s: a creature at exactly 0 HEA is %s', async (options, status, how) => {
        const a = await arena(field(options));
        a.byId('Ogre').hp = 3;
        // Dying: the Ogre's turn comes with a death save (d12 1 + VIT 0: a failure); dead: no turn.
        const events = a.play(1, status === 'dead' ? dice : [...dice, 1], [turn('Kara', hit('Blow', 'Ogre'))]);
        expect(a.byId('Ogre')).toMatchObject({ status, hp: 0 });
        expect(eventsOf(events, 'defeated')[0]).toMatchObject({ who: 'Ogre', how });
        expect(eventsOf(events, 'check').map(e => e.what)).toEqual(status === 'dead' ? [] : ['death save']);
    });

    it('a creature left at 1 HEA stands, whichever the option', async () => {
        for (const options of ['', ' { creatures_at_zero: dead }']) {
            const a = await arena(field(options));
            a.byId('Ogre').hp = 4;
            a.play(1, dice, [turn('Kara', hit('Blow', 'Ogre'))]);
            expect(a.byId('Ogre')).toMatchObject({ status: 'active', hp: 1 });
        }
    });

    it('a character at 0 HEA is dying under either option', async () => {
        const a = await arena(field(' { creatures_at_zero: dead }'));
        a.byId('Kara').hp = 3;
        // Initiative: Kara 1, Ogre 12, Post 1; the Club rolls 3. (Side a is down: the round ends there.)
        const events = a.play(1, [1, 12, 1, 3], [turn('Ogre', hit('Club', 'Kara'))]);
        expect(a.byId('Kara')).toMatchObject({ status: 'unconscious', hp: 0 });
        expect(a.byId('Kara').conditions.map(c => c.name)).toEqual(['dying', 'unconscious']);
        expect(eventsOf(events, 'defeated')[0]).toMatchObject({ who: 'Kara', how: 'drops to 0 HEA: unconscious and dying' });
    });
});

describe('option surprise_checks (§Sequence step 1: "they could roll INT")', () => {
    const ambush = (options: string) => `ruleset paladins${options}
character Kara { DEX 0 HEA 12 STA 14 WIL 10 defenses { DEF 0 } attack Blow { damage 1d6 tags melee } }
creature Ogre { INT 1 HEA 10 STA 10 WIL 8 defenses { DEF 0 } attack Club { damage 1d6 tags melee } }
encounter e { side a { Kara } side b { Ogre } surprised b }`;
    const club = [turn('Ogre', hit('Club', 'Kara'))];

    it.each([
        ['', 'none'],
        [' { surprise_checks: none }', 'none'],
    ])('ruleset paladins%s: the side written surprised is surprised, and no check is rolled', async options => {
        const a = await arena(ambush(options));
        const events = a.play(1, [1, 12], club); // initiative only: Kara 1, Ogre 12
        expect(eventsOf(events, 'check')).toHaveLength(0);
        expect(notes(events)).toContain('Ogre is surprised: no turn in round 1.');
        expect(a.byId('Kara').hp).toBe(12);
    });

    it.each([
        [6, 'surprised', 12], // d12 5 + INT 1 = 6: not over 6
        [7, 'aware', 9], // d12 6 + INT 1 = 7: over 6, the Club (3) lands in round 1
    ])('ruleset paladins { surprise_checks: INT }: an INT check of %i leaves the Ogre %s', async (total, _state, hp) => {
        const a = await arena(ambush(' { surprise_checks: INT }'));
        const dice = total === 7 ? [6, 1, 12, 3] : [5, 1, 12];
        const events = a.play(1, dice, club);
        expect(eventsOf(events, 'check')[0]).toMatchObject({ who: 'Ogre', total, success: total === 7 });
        expect(a.byId('Kara').hp).toBe(hp);
    });
});
