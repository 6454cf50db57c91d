/**
 * Nothing a GM writes is silently dropped (issue 23): whatever the engine would not use is an error
 * or a warning where it is written, as `strife check` reports it. Seed 001_66230f9a082df360.txt
 * §The Attack (damage is counted from the hitting d20s), §Critical Hits (pools of d20s), §Weapon
 * Negation, §At The Ready, §Touch-based Effects, §Grappling, §Throwing Items.
 */
import { describe, expect, it } from 'vitest';
import { build, codes } from '../helpers.js';

const HEAD = `ruleset enchanted-realms
character Vessa { strength 6 agility 8 body 20 defenses { armor 10 } skills { swords 1 spinning 1 }
  attack Longsword { roll skills d20 category edged weight 2 }
  attack Bow { roll 1d20 tags ranged } }
creature Goblin { agility 6 body 8 defenses { armor 9 } attack Dagger { roll 1d20 tags light } }
`;
const round = (line: string) => `${HEAD}encounter E { side a { Vessa } side b { Goblin } round 1 { ${line} } }`;
const codesOf = async (text: string) => codes((await build(text)).diagnostics);

describe('attacks: a pool is plain d20s and the damage is counted, never written', () => {
    it('a damage formula is an error (enchanted-realms-damage-formula): damage is hits + modifier + weight', async () => {
        expect(await codesOf(`${HEAD}creature Orc { body 9 attack Axe { roll 1d20 damage 1d6 } }`)).toEqual(['enchanted-realms-damage-formula']);
    });
    it.each(['2d20!', '2d12', '2d20 + 1', '2d20kh1', '1d20 + 1d20'])('roll %s is an error (enchanted-realms-pool-form)', async roll => {
        expect(await codesOf(`${HEAD}creature Orc { body 9 attack Axe { roll ${roll} } }`)).toEqual(['enchanted-realms-pool-form']);
    });
    it('roll 3d20 and roll skills d20 are clean', async () => {
        expect(await codesOf(`${HEAD}creature Orc { body 9 attack Axe { roll 3d20 } }`)).toEqual([]);
        expect(await codesOf(HEAD)).toEqual([]);
    });
});

describe('actions the engine does not resolve are flagged enchanted-realms-not-modelled', () => {
    it.each(['weapon_lock -> Goblin', 'weapon_disarm -> Goblin', 'ready', 'skill -> Goblin', 'item -> Vessa'])('Vessa: %s', async line => {
        expect(await codesOf(round(`Vessa: ${line}`))).toEqual(['enchanted-realms-not-modelled']);
    });
    it('a smoke is thrown but its area effect is not modelled; a damaging item is', async () => {
        expect(await codesOf(round('Vessa: throw_item -> Goblin with sleep_smoke'))).toEqual(['enchanted-realms-not-modelled']);
        expect(await codesOf(round('Vessa: throw_item -> Goblin with acid_splash'))).toEqual([]);
    });
    it('throw_item names its item (enchanted-realms-throw-item-missing)', async () => {
        expect(await codesOf(round('Vessa: throw_item -> Goblin'))).toEqual(['enchanted-realms-throw-item-missing']);
    });
});

describe('`with` modifiers the action does not use are flagged enchanted-realms-modifier-ignored', () => {
    it.each([
        ['Vessa: Longsword -> Goblin with slick', 'slick on an attack'],
        ['Vessa: Longsword -> Goblin with half_cover', 'cover on a melee attack (cover stops ranged attacks)'],
        ['Vessa: Longsword -> Goblin with friendly_fire', 'friendly fire on a melee attack'],
        ['Vessa: grapple -> Goblin with advantage', 'advantage on a grapple (the engine rolls competitions from restrictions)'],
        ['Vessa: defend with advantage', 'a modifier on defend'],
    ])('%s — %s', async line => {
        expect(await codesOf(round(line))).toEqual(['enchanted-realms-modifier-ignored']);
    });
    it.each([
        'Vessa: Longsword -> Goblin with advantage',
        'Vessa: Bow -> Goblin with three_quarters_cover',
        'Vessa: Bow -> Goblin with friendly_fire',
        'Vessa: Longsword -> Goblin with obscured 2',
        'Vessa: grapple -> Goblin with slick',
        'Vessa: escape -> Goblin with slick',
    ])('%s is used', async line => {
        expect(await codesOf(round(line))).toEqual([]);
    });
});

describe('a surprised side loses its turn in round 1', () => {
    it('its scripted actions in round 1 never happen (enchanted-realms-surprised-turn)', async () => {
        const text = `${HEAD}encounter E { side a { Vessa } side b { Goblin } surprised b round 1 { Goblin: Dagger -> Vessa } round 2 { Goblin: Dagger -> Vessa } }`;
        expect(await codesOf(text)).toEqual(['enchanted-realms-surprised-turn']);
    });
});
