/**
 * Every documented Rise option, both ways, through the path a user gets: a fight the engine plays
 * with scripted dice, and the hover on a scripted attack. Source: 003_66faa831a56df10d.txt
 * §Taking Damage (monsters at 0 hit points), §Dice Pools (Dice Bonuses From Attributes: half a
 * negative attribute).
 */
import { describe, expect, it } from 'vitest';
import { rollText } from '../../language/engine/render.js';
import { build } from '../helpers.js';
import { arena, damageEvents } from './harness.js';

const field = (options: string, hero = '') => `ruleset rise${options}
character Hero { hit_points 20 accuracy 10 ${hero} defenses { armor 5 fortitude 5 reflex 5 mental 5 }
  attack Club { vs armor damage 1d8 } }
creature Brute { hit_points 3 defenses { armor 5 fortitude 5 reflex 5 mental 5 } attack Fist { vs armor damage 1 } }
encounter e { side a { Hero } side b { Brute }
  round 1 { Hero: Club -> Brute } }`;

describe('option monsters_at_zero (§Taking Damage: monsters "simply die or fall unconscious")', () => {
    it.each([
        ['', 'dead'],
        [' { monsters_at_zero: dead }', 'dead'],
        [' { monsters_at_zero: unconscious }', 'unconscious'],
    ])('ruleset rise%s: a monster dropped to exactly 0 is %s', async (options, status) => {
        const a = await arena(field(options));
        const events = a.play(1, [1, 3]); // 1 + 10 = 11 hits armor 5; 1d8 = 3 takes the Brute's 3 hit points
        expect(damageEvents(events)[0]).toMatchObject({ amount: 3, hp: 0 });
        expect(a.byId('Brute')).toMatchObject({ status, hp: 0 });
        expect(events.find(e => e.kind === 'defeated')).toMatchObject({ who: 'Brute', how: `drops to 0 hit points and is ${status}` });
    });

    it('a blow past 0 leaves the monster below 0, as its damage line says, and no reset at the end of the round (a character rule)', async () => {
        const a = await arena(field(''));
        const events = a.play(1, [1, 5]); // 1d8 = 5 against the Brute's 3 hit points
        expect(damageEvents(events)[0]).toMatchObject({ amount: 5, hpLost: 5, hp: -2 });
        expect(a.byId('Brute')).toMatchObject({ status: 'dead', hp: -2 });
        expect(events.some(e => e.kind === 'note' && e.text.includes('reset'))).toBe(false);
    });

    it('a monster left at 1 hit point stands, whichever the option', async () => {
        for (const options of ['', ' { monsters_at_zero: unconscious }']) {
            const a = await arena(field(options));
            a.play(1, [1, 2]);
            expect(a.byId('Brute')).toMatchObject({ status: 'active', hp: 1 });
        }
    });
});

describe('option negative_attribute_rounding (§Dice Bonuses From Attributes: half Strength in dice increments)', () => {
    // 1d8 on the ladder: two steps down is 1d4, one step down 1d6.
    it.each([
        ['', 'strength -3', '1d4'], // down: −1.5 → −2
        [' { negative_attribute_rounding: down }', 'strength -3', '1d4'],
        [' { negative_attribute_rounding: toward_zero }', 'strength -3', '1d6'], // toward zero: −1.5 → −1
        ['', 'strength -2', '1d6'], // −1 exactly: no rounding either way
        [' { negative_attribute_rounding: toward_zero }', 'strength -2', '1d6'],
        [' { negative_attribute_rounding: toward_zero }', 'strength 3', '1d10'], // positive halves round down either way: +1
    ])('ruleset rise%s with %s rolls %s for a 1d8 club', async (options, strength, pool) => {
        const a = await arena(field(options, strength));
        const events = a.play(1, [1, 1]);
        expect(rollText(damageEvents(events)[0])).toMatch(new RegExp(`^${pool} `));
    });

    it.each([
        ['', 'damage 1d4'],
        [' { negative_attribute_rounding: toward_zero }', 'damage 1d6'],
    ])('the hover on a scripted attack shows the pool the option gives (ruleset rise%s: %s)', async (options, pool) => {
        const text = field(options, 'strength -3');
        const built = await build(text);
        const position = built.main.textDocument.positionAt(text.indexOf('Club -> Brute') + 1);
        const hover = await built.services.Strife.lsp.HoverProvider!.getHoverContent(built.main, {
            textDocument: { uri: built.main.uri.toString() },
            position,
        });
        expect((hover!.contents as { value: string }).value).toContain(pool);
    });
});
