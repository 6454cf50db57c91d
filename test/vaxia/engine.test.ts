/**
 * The Vaxia engine with scripted d100 faces: rounds, defenses, vehicles, hazards and wounds as the
 * seed (004_941aee309a07cd38.txt) states them. Expected numbers come from the ruling functions
 * (tested on their own against the dice ruler's formula in ruling.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { ruleTrait } from '../../language/rulesets/vaxia/ruling.js';
import { ruleTwoTraits } from '../../language/rulesets/vaxia/two-trait.js';
import { vaxiaArena } from './harness.js';

const BLOCKS = `ruleset vaxia
character Kael { STR 30 DEX 35 END 25 INT 20 LIF 30 skills { swords 15 parry 10 } attack Saber { uses DEX, STR vs DEX, END } }
character Brenna { STR 35 DEX 25 END 35 INT 20 LIF 35 skills { shield_block 20 } attack Axe { uses DEX, STR vs DEX, END } }
character Mira { INT 35 SPIR 30 CHA 25 LIF 25 skills { fire_magic 20 } attack Fireball { uses INT, SPIR vs INT, CHA tags magic } }
`;

describe('§Attacking and Defending in the engine', () => {
    it('a standing target: the attack against DEX and END + best avoid skill; PP are the damage', async () => {
        const a = await vaxiaArena(`${BLOCKS}encounter E { side a { Kael } side b { Brenna } round 1 { Kael: Saber -> Brenna } }`);
        const events = a.play(1, [80, 70]);
        // Kael DEX 35+15, STR 30+15 vs Brenna DEX 25+20, END 35+20.
        const expected = ruleTwoTraits({ might: 50, difficulty: 45, roll: 80 }, { might: 45, difficulty: 55, roll: 70 });
        const attack = events.find(e => e.kind === 'attack')!;
        expect(attack.kind === 'attack' && attack.total).toBe(expected.pp);
        expect(a.byId('Brenna').hp).toBe(35 - expected.pp);
        const text = JSON.stringify(attack);
        expect(text).toContain('needed');
        expect(text).toContain('winsby');
    });

    it('block: each side’s mights are the other’s difficulties; the block’s PP come off the attack’s', async () => {
        const a = await vaxiaArena(`${BLOCKS}encounter E { side a { Kael } side b { Brenna } round 1 { Kael: Saber -> Brenna Brenna: block } }`);
        a.play(1, [90, 90, 60, 60]);
        const attack = ruleTwoTraits({ might: 50, difficulty: 55, roll: 90 }, { might: 45, difficulty: 55, roll: 90 });
        const block = ruleTwoTraits({ might: 55, difficulty: 50, roll: 60 }, { might: 55, difficulty: 45, roll: 60 });
        expect(a.byId('Brenna').damage).toBe(Math.max(0, attack.pp - block.pp));
    });

    it('a physical parry cannot meet a spell: the target stands against it', async () => {
        const a = await vaxiaArena(
            `${BLOCKS}encounter E { side a { Mira } side b { Kael } round 1 { Mira: Fireball -> Kael } }`.replace(
                'round 1 { Mira: Fireball -> Kael }',
                'round 1 { Mira: Fireball -> Kael Kael: parry }',
            ),
        ).catch(e => e as Error);
        // The file is a static error (vaxia-defense-wrong-realm), so the arena refuses it.
        expect(a).toBeInstanceOf(Error);
    });

    it('multiple actions in one post: −20 on every might per extra action', async () => {
        const a = await vaxiaArena(`${BLOCKS}encounter E { side a { Kael } side b { Brenna } round 1 { Kael: Saber -> Brenna; parry } }`);
        a.play(1, [80, 70]);
        const expected = ruleTwoTraits({ might: 30, difficulty: 45, roll: 80 }, { might: 25, difficulty: 55, roll: 70 });
        expect(a.byId('Brenna').damage).toBe(expected.pp);
    });
});

describe('§Wounded, Unconscious and Dead and §Staying Conscious in the engine', () => {
    it('LIF 30: unconscious at 30 damage, dead at 60 (no hardcore skill: no roll)', async () => {
        const a = await vaxiaArena(`${BLOCKS}encounter E { side a { Kael } side b { Brenna } }`);
        const k = a.byId('Kael');
        k.damage = 30;
        a.play(1, [], []);
        expect(k.status).toBe('unconscious');
        k.damage = 60;
        a.play(2, [], []);
        expect(k.status).toBe('dead');
    });

    it('LIF 30 taking 45 rolls to stay conscious against 40; 15 PP hold two rounds', async () => {
        const a = await vaxiaArena(`${BLOCKS.replace('parry 10', 'parry 10 hardcore 15')}encounter E { side a { Kael } side b { Brenna } }`);
        const k = a.byId('Kael');
        k.damage = 45;
        // END 25 + hardcore 15 = 40 vs 40: needed 50.5; a roll of 88 makes 15 PP.
        expect(ruleTrait(40, 40, 88).pp).toBe(15);
        const events = a.play(1, [88], []);
        const check = events.find(e => e.kind === 'check');
        expect(check?.kind === 'check' && check.needs).toContain('difficulty 40');
        expect(k.status).toBe('active');
        expect(k.holding).toBe(1); // two rounds, the first of which has just ended
        a.play(2, [1], []); // the hold runs out: roll again (a 1 fails)
        expect(k.status).toBe('unconscious');
    });
});

describe('§Vehicle Combat and §Open Vehicles in the engine', () => {
    const V = `ruleset vaxia
character Vess { DEX 30 INT 30 END 25 LIF 25 skills { piloting 25 } attack Blaster { uses DEX, STR vs DEX, END } }
creature Raider { DEX 30 STR 30 END 30 LIF 30 attack Rifle { uses DEX, STR vs DEX, END } }
creature Shuttle { LIF 60 END 45 STR 35 DEX 40 tags vehicle, closed, gun_ports attack Cannon { uses DEX, STR vs DEX, END } }
creature Bike { LIF 25 END 20 STR 25 DEX 45 tags vehicle, open attack Ram { uses DEX, STR vs DEX, END } }
`;
    it('the pilot’s mights: DEX + piloting capped by the vehicle’s DEX, vehicle STR + piloting', async () => {
        const a = await vaxiaArena(
            `${V}encounter E { side a { Shuttle, Vess aboard Shuttle } side b { Raider } round 1 { Shuttle: Cannon -> Raider } }`,
        );
        a.play(1, [70, 70]);
        const expected = ruleTwoTraits({ might: 40, difficulty: 30, roll: 70 }, { might: 60, difficulty: 30, roll: 70 });
        expect(a.byId('Raider').damage).toBe(expected.pp);
    });

    it('a closed vehicle lends its END (+ piloting to the pilot) against outside attacks', async () => {
        const a = await vaxiaArena(`${V}encounter E { side a { Shuttle, Vess aboard Shuttle } side b { Raider } round 1 { Raider: Rifle -> Vess } }`);
        a.play(1, [90, 90]);
        // Vess's DEX 30 and the Shuttle's END 45 + piloting 25 = 70.
        const expected = ruleTwoTraits({ might: 30, difficulty: 30, roll: 90 }, { might: 30, difficulty: 70, roll: 90 });
        expect(a.byId('Vess').damage).toBe(expected.pp);
    });

    it('an open vehicle does not: the rider soaks with their own END', async () => {
        const a = await vaxiaArena(`${V}encounter E { side a { Bike, Vess aboard Bike } side b { Raider } round 1 { Raider: Rifle -> Vess } }`);
        a.play(1, [90, 90]);
        const expected = ruleTwoTraits({ might: 30, difficulty: 30, roll: 90 }, { might: 30, difficulty: 25, roll: 90 });
        expect(a.byId('Vess').damage).toBe(expected.pp);
    });

    it('§Vehicle Death: 0 LIF disabled, −LIF destroyed', async () => {
        const a = await vaxiaArena(`${V}encounter E { side a { Bike } side b { Raider } }`);
        const bike = a.byId('Bike');
        bike.damage = 25;
        a.play(1, [], []);
        expect(bike.status).toBe('unconscious');
        bike.damage = 50;
        a.play(2, [], []);
        expect(bike.status).toBe('dead');
    });
});

describe('§Each Round vs. Cumulative Damage in the engine', () => {
    it('noxious gas 5, 10, 15 in a row; resisted with CON against difficulty 1', async () => {
        const a = await vaxiaArena(`ruleset vaxia
creature Raider { LIF 100 attack Rifle { uses DEX, STR vs DEX, END } }
encounter E { hazard noxious_gas side a { Raider } side b { Raider } }`);
        const r = a.byId('Raider#1');
        for (const round of [1, 2, 3]) a.play(round, [1, 1], []); // a 1 fails: no PP
        expect(r.damage).toBe(5 + 10 + 15);
    });

    it('§Special Cases - Falling and Space: a 20-foot fall is 20 base damage, once', async () => {
        const a = await vaxiaArena(`ruleset vaxia
creature Raider { LIF 100 attack Rifle { uses DEX, STR vs DEX, END } }
encounter E { hazard falling 20 side a { Raider } side b { Raider } }`);
        a.play(1, [1, 1], []);
        a.play(2, [], []);
        expect(a.byId('Raider#1').damage).toBe(20);
    });
});

describe('§Order of Actions in the engine', () => {
    it('speed: the faster post acts first and drops its foe before the foe acts', async () => {
        const a = await vaxiaArena(`ruleset vaxia { order_of_actions: speed }
character Kael { STR 30 DEX 35 END 25 LIF 5 skills { swords 15 } attack Saber { uses DEX, STR vs DEX, END } }
character Brenna { STR 35 DEX 25 END 25 LIF 5 attack Axe { uses DEX, STR vs DEX, END } }
encounter E { side a { Kael } side b { Brenna } round 1 { Kael: Saber -> Brenna Brenna: Axe -> Kael } }`);
        // Speed rolls: Kael 95, Brenna 10; then Kael's power die 95 — Brenna drops and never swings.
        const events = a.play(1, [95, 10, 95]);
        expect(events.some(e => e.kind === 'order')).toBe(true);
        expect(a.byId('Brenna').status).not.toBe('active');
        expect(events.filter(e => e.kind === 'attack')).toHaveLength(1);
    });
});
