/**
 * Mental spells (tag `mental`): they target SPI, cannot be blocked, dodged or parried, and only a
 * skill made to resist them rolls against them — one trait, its PP off the spell's. Expected PP
 * computed by hand from the dice ruler's curve (Python, values pasted).
 * Seed: 004_941aee309a07cd38.txt §Magic vs Mundane in the Dice Ruler (the note on mental effects),
 * §Combat Ruling.
 */
import { describe, expect, it } from 'vitest';
import type { PlannedTurn } from '../../language/engine/model.js';
import { codesOf, eventsOf, hoverAt, mightsOf, vaxiaArena } from './harness.js';

// Mage: INT 40 + 5, SPIR 35 + 5 → [45, 40]. Seer: INT 30, SPIR 30 (CHA 40 does not help), magic_resist 15.
const CAST = `ruleset vaxia
character Mage { INT 40 SPIR 35 CHA 25 LIF 40 skills { fire_magic 5 } attack Mindspike { uses INT, SPIR tags mental } }
character Seer { STR 30 DEX 30 END 30 INT 30 SPIR 30 CHA 40 LIF 40 skills { magic_resist 15 } attack Staff { uses DEX, STR vs DEX, END } }
character Oaf { STR 30 DEX 30 END 30 INT 30 SPIR 30 CHA 40 LIF 40 attack Club { uses DEX, STR vs DEX, END } }
`;
const scene = (target: string, post = '') =>
    `${CAST}encounter E { side a { Mage } side b { ${target} } round 1 { Mage: Mindspike -> ${target}${post ? ` ${target}: ${post}` : ''} } }`;

describe('a mental spell targets SPI', () => {
    it('a standing target meets it with INT and SPIR, not CHA: [45, 40] vs [30, 30] rolling 80, 75 → 19 damage', async () => {
        const a = await vaxiaArena(scene('Oaf'));
        const [attack] = eventsOf(a.play(1, [80, 75]), 'attack');
        expect(mightsOf(attack)).toEqual([
            ['INT', 45, 30],
            ['SPIR', 40, 30],
        ]);
        expect(a.byId('Oaf').damage).toBe(19);
    });
});

describe('it cannot be blocked, dodged or parried', () => {
    it.each(['block', 'dodge', 'parry with magic', 'counter with magic', 'block with magic'])(
        '%s: strife check refuses it (vaxia-mental-spell)',
        async post => {
            expect(await codesOf(scene('Oaf', post))).toContain('vaxia-mental-spell');
        },
    );

    it('played anyway, the target stands and the log says why', async () => {
        const a = await vaxiaArena(scene('Oaf'));
        const plans: PlannedTurn[] = [
            { actor: 'Mage', actions: [{ action: 'Mindspike', isAttack: true, targets: ['Oaf'], modifiers: [] }] },
            { actor: 'Oaf', actions: [{ action: 'block', isAttack: false, targets: [], modifiers: [] }] },
        ];
        const events = a.play(1, [80, 75], plans);
        expect(eventsOf(events, 'note')[0].text).toContain('cannot be blocked, dodged or parried');
        expect(a.byId('Oaf').damage).toBe(19);
    });
});

describe('a skill made to resist it rolls one trait, and its PP subtract', () => {
    it('SPIR 30 + magic_resist 15 against the caster’s SPIR might 40, roll 61: 8 PP off the spell’s 19 → 11 damage', async () => {
        const a = await vaxiaArena(scene('Seer', 'resist'));
        const events = a.play(1, [80, 75, 61]);
        const [check] = eventsOf(events, 'check');
        expect(mightsOf(check)).toEqual([['SPIR + magic_resist', 45, 40]]);
        expect(check.total).toBe(8);
        expect(a.byId('Seer').damage).toBe(11);
    });

    it('roll 90 makes 21 PP, more than the spell’s 19: stopped by the resistance', async () => {
        const a = await vaxiaArena(scene('Seer', 'resist'));
        const [attack] = eventsOf(a.play(1, [80, 75, 90]), 'attack');
        expect(attack.outcome).toBe('stopped');
        expect(a.byId('Seer').damage).toBe(0);
    });

    it('`defend` resists a mental spell when it has the skill', async () => {
        const a = await vaxiaArena(scene('Seer', 'defend'));
        const events = a.play(1, [80, 75, 61]);
        expect(eventsOf(events, 'check')[0].what).toBe("resists Mage's Mindspike");
    });

    it('without such a skill there is nothing to roll: strife check refuses `resist` (vaxia-resist-without-skill)', async () => {
        expect(await codesOf(scene('Oaf', 'resist'))).toContain('vaxia-resist-without-skill');
        expect(await codesOf(scene('Seer', 'resist'))).toEqual([]);
    });

    it('the hover shows the resistance’s PP beside the spell’s', async () => {
        expect(await hoverAt(scene('Seer', 'resist'), 'Mindspike ->')).toContain('resist PP {');
    });
});
