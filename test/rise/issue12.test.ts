/**
 * Issue 12 — Rise exact where it was wrong: each rule from its sentence in 003_66faa831a56df10d.txt,
 * with scripted dice, each test failing on the code before the fix.
 */
import { describe, expect, it } from 'vitest';
import type { PlannedTurn } from '../../language/engine/model.js';
import { arena, attackEvents, woundEvents } from './harness.js';

const defenses = 'defenses { armor 5 fortitude 5 reflex 5 mental 5 }';
const strike = (actor: string, attack: string, ...targets: string[]): PlannedTurn => ({
    actor,
    actions: [{ action: attack, isAttack: true, targets, modifiers: [] }],
});

describe('§Resolving Actions: allied groups resolve simultaneously with their enemies', () => {
    const duel = `ruleset rise
character Ana { hit_points 20 accuracy 10 ${defenses} attack Sword { vs armor damage 21 } }
character Cid { hit_points 20 accuracy 0 ${defenses} attack Mace { vs armor damage 1 } }
character Bob { hit_points 20 accuracy 0 ${defenses} attack Axe { vs armor damage 1 } }
encounter e { side a { Ana, Cid } side b { Bob } }`;

    it("§Resolving Actions: a vital wound's −2 accuracy from the other side's attack does not touch Bob's attack in the same phase", async () => {
        const a = await arena(duel);
        // Ana: 1 + 10 = 11 hits; 21 damage takes Bob to −1: one vital wound, rolled 8 (−2 accuracy).
        // Bob: 5 + 0 = 5 against armor 5 still hits — his group does not see Ana's wound until the phase ends.
        const events = a.play(1, [1, 8, 5], [strike('Ana', 'Sword', 'Bob'), strike('Bob', 'Axe', 'Ana')]);
        expect(woundEvents(events)[0]).toMatchObject({ who: 'Bob', result: 8 });
        expect(attackEvents(events).find(e => e.actor === 'Bob')).toMatchObject({ total: 5, outcome: 'hit' });
        // From the next round on the wound counts.
        const next = a.play(2, [5], [strike('Bob', 'Axe', 'Ana')]);
        expect(attackEvents(next)[0]).toMatchObject({ total: 3, outcome: 'glance' });
    });

    it("§Resolving Actions: an ally acting later in the same group does see the wound's −2 defenses (one at a time within a group)", async () => {
        const a = await arena(duel);
        // Ana wounds Bob (vital roll 4: −2 defenses); Cid's 3 + 0 = 3 then meets Bob's armor 3.
        const events = a.play(1, [1, 4, 3, 5], [strike('Ana', 'Sword', 'Bob'), strike('Cid', 'Mace', 'Bob'), strike('Bob', 'Axe', 'Ana')]);
        expect(attackEvents(events).find(e => e.actor === 'Cid')).toMatchObject({ defense: 3, outcome: 'hit' });
    });

    it('§Multi-Group Battles: a third group does not see the −2 defenses another group inflicted in the same phase', async () => {
        const a = await arena(`ruleset rise
character Ana { hit_points 20 accuracy 10 ${defenses} attack Sword { vs armor damage 21 } }
character Bob { hit_points 20 accuracy 0 ${defenses} attack Axe { vs armor damage 1 } }
character Dax { hit_points 20 accuracy 0 ${defenses} attack Spear { vs armor damage 1 } }
encounter e { side a { Ana } side b { Bob } side c { Dax } }`);
        const events = a.play(1, [1, 4, 3], [strike('Ana', 'Sword', 'Bob'), strike('Dax', 'Spear', 'Bob')]);
        expect(attackEvents(events).find(e => e.actor === 'Dax')).toMatchObject({ defense: 5, outcome: 'glance' });
    });
});

describe('§Offhand Strike: −2, no power, and −1 per non-Light weapon attacked with this phase, the offhand one included', () => {
    const twoWeapons = `ruleset rise
character Doran { dexterity 2 hit_points 20 accuracy 10 power 3 ${defenses}
  attack Spear { vs armor damage 1d8 + power tags melee }
  attack Axe { vs armor damage 1d8 + power tags melee }
  attack Dagger { vs armor damage 1d4 + power tags melee, light }
  attack Knife { vs armor damage 1d4 + power tags melee, light } }
creature Post { hit_points 100 defenses { armor 15 fortitude 5 reflex 5 mental 5 } attack Nothing { vs armor damage 0 } }
encounter e { side a { Doran } side b { Post } }`;
    const turn = (main: string, off: string): PlannedTurn[] => [
        {
            actor: 'Doran',
            actions: [
                { action: main, isAttack: true, targets: ['Post'], modifiers: [] },
                { action: 'offhand_strike', isAttack: false, weapon: off, targets: ['Post'], modifiers: [] },
            ],
        },
    ];

    it.each([
        ['Spear', 'Dagger', -3],
        ['Spear', 'Axe', -4],
        ['Dagger', 'Knife', -2],
        ['Dagger', 'Axe', -3],
    ])('§Offhand Strike: %s then an offhand %s strikes at %i accuracy', async (main, off, penalty) => {
        const a = await arena(twoWeapons);
        // Both attack rolls 1: a miss either way, so only the two d10s are drawn.
        const events = a.play(1, [1, 1], turn(main, off));
        expect(attackEvents(events).map(e => e.total)).toEqual([1 + 10, 1 + 10 + penalty]);
    });

    it('§Offhand Strike: deals no power — the dagger hits for its die alone', async () => {
        const a = await arena(twoWeapons);
        const events = a.play(1, [1, 8, 3], turn('Spear', 'Dagger')); // spear misses; 8 + 10 − 3 = 15 hits; 1d4 = 3
        expect(events.find(e => e.kind === 'damage')).toMatchObject({ attacker: 'Doran', amount: 3 });
    });

    it('§Offhand Strike: an offhand strike with the weapon that made the strike is lost', async () => {
        const a = await arena(twoWeapons);
        const events = a.play(1, [1], turn('Dagger', 'Dagger'));
        expect(attackEvents(events)).toHaveLength(1);
        expect(events.some(e => e.kind === 'note' && /different weapon/.test(e.text))).toBe(true);
    });
});

describe('§Subdual Damage', () => {
    const sap = (tags: string, mods = '') => `ruleset rise
character Hero { hit_points 20 ${defenses} attack Fist { vs armor damage 1 } }
creature Thug { hit_points 50 accuracy 10 ${defenses} attack Sap { vs armor damage 25 ${tags} } }
encounter e { side a { Hero } side b { Thug } round 1 { Thug: Sap -> Hero ${mods} } }`;

    it('§Subdual Damage: an attack that deals subdual damage deals it in full, and 3 fatigue levels instead of the vital wound', async () => {
        const a = await arena(sap('tags subdual'));
        const events = a.play(1, [1]); // 25 damage to 20 HP: −5, one wound due → 3 fatigue, no vital roll
        expect(events.find(e => e.kind === 'damage')).toMatchObject({ amount: 25, hp: -5 });
        expect(woundEvents(events)).toHaveLength(0);
        expect(a.byId('Hero')).toMatchObject({ fatigue: 3, vitalWounds: [] });
    });

    it('§Subdual Damage: only a strike the attacker chooses to make subdual deals half damage', async () => {
        const a = await arena(sap('', 'with subdual'));
        const events = a.play(1, [1]); // 25 halved to 12: 20 → 8, no wound
        expect(events.find(e => e.kind === 'damage')).toMatchObject({ amount: 12, hp: 8 });
        expect(a.byId('Hero').fatigue).toBe(0);
    });

    it('§Subdual Damage: a spell cannot be made subdual by choice (rise-subdual-not-strike)', async () => {
        const { build } = await import('../helpers.js');
        const b = await build(`ruleset rise
character Hero { hit_points 20 ${defenses} attack Fist { vs armor damage 1 } }
creature Witch { hit_points 50 ${defenses} attack Hex { vs mental damage 1d6 tags magical } attack Claw { vs armor damage 1d4 } }
encounter e { side a { Hero } side b { Witch } round 1 { Witch: Hex -> Hero with subdual } round 2 { Witch: Claw -> Hero with subdual } }`);
        expect(b.diagnostics.filter(d => d.code === 'rise-subdual-not-strike')).toHaveLength(1);
    });
});

describe('§Desperate Exertion: one reroll of the one attack roll, once, for two fatigue levels', () => {
    it('§Desperate Exertion: a sweeping strike that fails is rerolled once with +2 for all its targets, costing 2 fatigue once', async () => {
        const a = await arena(`ruleset rise
character Kara { hit_points 20 accuracy 0 constitution 5 ${defenses} attack Glaive { vs armor damage 1 tags melee, sweeping } }
creature Orc { hit_points 30 ${defenses} attack Axe { vs armor damage 1 } }
encounter e { side a { Kara } side b { Orc x2 } }`);
        const plans: PlannedTurn[] = [
            { actor: 'Kara', actions: [{ action: 'Glaive', isAttack: true, targets: ['Orc#1', 'Orc#2'], modifiers: ['desperate_exertion'] }] },
        ];
        // First roll 1 (misses both); one reroll, 4 + 2 = 6, hits both. Two d10s in all.
        const events = a.play(1, [1, 4], plans);
        expect(attackEvents(events).map(e => [e.target, e.total, e.outcome])).toEqual([
            ['Orc#1', 6, 'hit'],
            ['Orc#2', 6, 'hit'],
        ]);
        expect(a.byId('Kara').fatigue).toBe(2);
        expect(events.filter(e => e.kind === 'resource')).toHaveLength(1);
    });
});

describe('§Vital Rolls: the lethal results', () => {
    const beating = `ruleset rise
character Hero { hit_points 20 ${defenses} attack Fist { vs armor damage 1 } }
creature Brute { hit_points 50 accuracy 10 ${defenses} attack Club { vs armor damage 21 } }
encounter e { side a { Hero } side b { Brute } }`;

    it('§Vital Rolls: a vital roll of 0 knocks out and kills after one minute — at the end of the tenth round after', async () => {
        const a = await arena(beating);
        a.byId('Hero').vitalWounds.push(10); // one earlier wound: the next roll is d10 − 2
        const events = a.play(1, [1, 2], [strike('Brute', 'Club', 'Hero')]); // 21 damage: −1, one wound, 2 − 2 = 0
        expect(woundEvents(events)[0]).toMatchObject({ result: 0 });
        expect(woundEvents(events)[0].effect).toMatch(/one minute/);
        for (let round = 2; round <= 10; round++) a.play(round, [], []);
        expect(a.byId('Hero').status).toBe('unconscious');
        a.play(11, [], []);
        expect(a.byId('Hero').status).toBe('dead');
    });
});

describe('§Critical Hits: creatures not subject to critical hits', () => {
    it('§Critical Hits: beating a no_criticals target by 10 is a plain hit, the dice not doubled', async () => {
        const a = await arena(`ruleset rise
character Hero { hit_points 20 accuracy 10 ${defenses} attack Maul { vs armor damage 1d6 } }
creature Golem { hit_points 50 ${defenses} tags no_criticals attack Fist { vs armor damage 1 } }
encounter e { side a { Hero } side b { Golem } }`);
        const events = a.play(1, [5, 4], [strike('Hero', 'Maul', 'Golem')]); // 15 vs 5: +10, one 1d6 only
        expect(attackEvents(events)[0]).toMatchObject({ outcome: 'hit', multiplier: undefined });
        expect(events.find(e => e.kind === 'damage')).toMatchObject({ amount: 4 });
    });
});

describe('§Awareness and Surprise', () => {
    const ambush = `ruleset rise
character Hero { hit_points 20 accuracy 0 ${defenses} attack Bow { vs armor damage 1 } }
creature Guard { hit_points 50 accuracy 0 ${defenses} attack Spear { vs armor damage 1 } }
encounter e { side a { Hero } side b { Guard } surprised b }`;

    it('§Awareness and Surprise: a surprised side takes no action in round 1 and is −5 Armor against the first attack only', async () => {
        const a = await arena(ambush);
        const plans: PlannedTurn[] = [
            { actor: 'Hero', actions: [{ action: 'Bow', isAttack: true, targets: ['Guard'], modifiers: [] }] },
            strike('Guard', 'Spear', 'Hero'),
        ];
        const events = a.play(1, [1], plans); // only the Hero's d10: 1 vs armor 5 − 5 = 0 hits
        expect(attackEvents(events)).toHaveLength(1);
        expect(attackEvents(events)[0]).toMatchObject({ actor: 'Hero', defense: 0, outcome: 'hit' });
        expect(events.some(e => e.kind === 'note' && /surprised/.test(e.text))).toBe(true);
        const next = a.play(2, [1, 1], plans);
        expect(attackEvents(next).map(e => [e.actor, e.defense])).toEqual([
            ['Hero', 5],
            ['Guard', 5],
        ]);
    });
});

describe('§Awareness and Surprise: attacks the GM marks unaware or partially unaware', () => {
    const guard = `ruleset rise
character Hero { hit_points 20 accuracy 0 ${defenses}
  attack Bow { vs armor damage 1 }
  attack Hex { vs mental damage 1 tags magical }
  attack Blast { vs reflex damage 1 tags magical, multi_target } }
creature Guard { hit_points 50 accuracy 0 ${defenses} attack Spear { vs armor damage 1 } }
creature Dog { hit_points 50 accuracy 0 ${defenses} attack Bite { vs armor damage 1 } }
encounter e { side a { Hero } side b { Guard, Dog } }`;
    const marked = (attack: string, modifier: string, ...targets: string[]): PlannedTurn[] => [
        { actor: 'Hero', actions: [{ action: attack, isAttack: true, targets, modifiers: [modifier] }] },
    ];

    it('§Awareness and Surprise: "a −5 penalty to Armor and Reflex defenses against attacks that it is unaware of" (with unaware)', async () => {
        const a = await arena(guard);
        // 1 against armor 5 − 5 = 0: a hit that would have been a miss.
        const events = a.play(1, [1], marked('Bow', 'unaware', 'Guard'));
        expect(attackEvents(events)[0]).toMatchObject({ defense: 0, outcome: 'hit', note: 'unaware: −5 armor' });
    });

    it('§Awareness and Surprise: a partially unaware target (an unseen foe) defends at −2 Armor and Reflex', async () => {
        const a = await arena(guard);
        const events = a.play(1, [3], marked('Blast', 'partially_unaware', 'Guard', 'Dog'));
        // One roll for both targets, each at reflex 5 − 2 = 3.
        expect(attackEvents(events).map(e => [e.target, e.defense, e.outcome])).toEqual([
            ['Guard', 3, 'hit'],
            ['Dog', 3, 'hit'],
        ]);
    });

    it('§Awareness and Surprise: unawareness touches only Armor and Reflex, not Mental', async () => {
        const a = await arena(guard);
        const events = a.play(1, [1], marked('Hex', 'unaware', 'Guard'));
        expect(attackEvents(events)[0]).toMatchObject({ defense: 5, outcome: 'miss' });
    });

    it('§Surprise Attacks: a surprised target marked partially unaware takes the larger −5, not −7', async () => {
        const a = await arena(guard.replace('side b { Guard, Dog } }', 'side b { Guard, Dog } surprised b }'));
        const events = a.play(1, [1], marked('Bow', 'partially_unaware', 'Guard'));
        expect(attackEvents(events)[0]).toMatchObject({ defense: 0, note: 'unaware: −5 armor' });
    });
});
