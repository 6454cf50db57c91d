/**
 * Did-you-mean never suggests the typo itself: not when the exact name is among the candidates,
 * not when it exists in another scope of the file (another encounter's side, another combatant's
 * attack). And a quick fix always changes the text it replaces.
 */
import { describe, expect, it } from 'vitest';
import { build } from '../helpers.js';
import { closest, didYouMean } from '../../language/util/suggest.js';
import { fight, fixTexts, rise } from './support.js';

describe('closest', () => {
    it('never returns the name itself, even when it is a candidate', () => {
        expect(closest('heroes', ['heroes'])).toBeUndefined();
        expect(closest('heroes', ['heroes', 'heroez'])).toBe('heroez');
        expect(didYouMean('armor', ['armor'])).toBe('');
    });

    it('suggests a candidate that differs only in case', () => {
        expect(closest('kara', ['Kara'])).toBe('Kara');
    });

    // Two letters typed the wrong way round are one slip, not two edits: `Wrne` got no suggestion
    // where `Wrenn` got `Wren` (found by a GM read-through).
    it('counts two neighbouring letters swapped as one edit', () => {
        expect(closest('Wrne', ['Wren', 'Goblin'])).toBe('Wren');
        expect(closest('Gbolin', ['Wren', 'Goblin'])).toBe('Goblin');
        expect(closest('Wrne', ['Rwen'])).toBeUndefined(); // two swaps are two slips
    });
});

/** Files where a name exists, exactly as written, somewhere it does not resolve from. */
const ELSEWHERE = {
    'a side of another encounter': rise(
        'encounter A {\n  side heroes { Kara }\n  side bandits { Bandit }\n}\nencounter B {\n  side good { Kara }\n  side bad { Bandit }\n  surprised heroes\n}',
    ),
    'a zone of another encounter': rise(
        'encounter A {\n  zone ford\n  side heroes { Kara }\n  side bandits { Bandit }\n}\nencounter B {\n  side good { Kara at ford }\n  side bad { Bandit }\n}',
    ),
    "another combatant's attack after using": fight('  round 1 {\n    Doran: offhand_strike -> Bandit#1 using Shortsword\n  }'),
    'a stat written with a capital': rise('creature Ogre { Armor 3 hit_points 5 }'),
    'a name in lower case': fight('', 'side heroes { kara, Doran }\n  side bandits { Bandit x3 }'),
};

describe.each(Object.entries(ELSEWHERE))('%s', (_what, text) => {
    it('is never suggested or fixed as itself', async () => {
        const b = await build(text);
        expect(b.diagnostics.length).toBeGreaterThan(0);
        for (const d of b.diagnostics) {
            const written = b.main.textDocument.getText(d.range);
            expect(d.message).not.toContain(`Did you mean '${written}'`);
            expect(fixTexts(d)).not.toContain(written);
        }
    });
});

describe('a name declared in another scope of the file', () => {
    it("says where it is declared: another encounter's side or zone, another combatant's attack", async () => {
        const side = await build(ELSEWHERE['a side of another encounter']);
        expect(side.diagnostics.map(d => d.message)).toContain(
            "Unknown side 'heroes' in this encounter. 'heroes' is a side of encounter A, not of this one. Sides: good, bad.",
        );
        const zone = await build(ELSEWHERE['a zone of another encounter']);
        expect(zone.diagnostics.map(d => d.message)).toContain(
            "Unknown zone 'ford' in this encounter. 'ford' is a zone of encounter A, not of this one.",
        );
        const attack = await build(ELSEWHERE["another combatant's attack after using"]);
        expect(attack.diagnostics.map(d => d.message)).toContain(
            "Unknown attack 'Shortsword' for this combatant. 'Shortsword' is an attack of Bandit.",
        );
    });
});

describe('one mistake, one error', () => {
    it('a misspelt required stat is reported once, as unknown with its fix — not missing as well', async () => {
        const b = await build(rise('creature Gob { hit_point 12 defenses { armor 5 fortitude 4 reflex 4 mental 4 } }'));
        expect(b.diagnostics.map(d => d.code)).toEqual(['unknown-stat']);
        expect(b.diagnostics[0].message).toContain("Did you mean 'hit_points'?");
    });

    it('a required stat that is absent, beside a misspelling of another, is still missing', async () => {
        const b = await build(rise('creature Gob { hit_point 12 defenses { armor 5 fortitude 4 reflex 4 } }'));
        expect(b.diagnostics.map(d => [d.code, String(d.message).split('.')[0]])).toEqual([
            ['unknown-stat', "Rise has no stat 'hit_point'"],
            ['missing-stat', 'Gob needs mental under Rise'],
        ]);
    });
});
