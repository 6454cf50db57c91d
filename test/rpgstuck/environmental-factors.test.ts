/**
 * §Environmental Factors and §Light and Darkness through the engine: cover by zone, falls, forced
 * movement into a wall, attacks into darkness. Rosa's roll is d20 + P 2 + STR 3.
 */
import { describe, expect, it } from 'vitest';
import { allCodes, arena, attackEvents, damageEvents, duel, duelText, heldBy, noteEvents } from './harness.js';

const zones = (dummyZone: string) => ({ scene: `zone here { distance there 30 ft } zone there { ${dummyZone} }`, rosaAt: 'here', dummyAt: 'there' });

describe('cover', () => {
    it('half cover: +2 to AC when the attacker stands in another zone', async () => {
        const { attacks } = await duel({ ...zones('cover half'), dummy: 'hp 1000 defenses { AC 10 }' }, [7, 1]);
        expect(attacks[0]).toMatchObject({ defense: 12, versus: 'AC 10 + cover 2 =', total: 12, outcome: 'hit' });
    });
    it('three-quarters cover: +4 to Reflex', async () => {
        const { attacks } = await duel(
            { ...zones('cover three_quarters'), attack: 'reflex damage d4', dummy: 'hp 1000 defenses { reflex 10 }' },
            [10, 1],
        );
        expect(attacks[0]).toMatchObject({ defense: 14 });
    });
    it('cover adds nothing to Fortitude or Will', async () => {
        const { attacks } = await duel(
            { ...zones('cover three_quarters'), attack: 'fortitude damage d4', dummy: 'hp 1000 defenses { fortitude 10 }' },
            [10, 1],
        );
        expect(attacks[0]).toMatchObject({ defense: 10 });
    });
    it('no cover from the same zone', async () => {
        const { attacks } = await duel({ scene: 'zone here { cover half }', rosaAt: 'here', dummyAt: 'here' }, [10, 1]);
        expect(attacks[0]).toMatchObject({ defense: 1 });
    });
    it('full cover: the target cannot be attacked', async () => {
        // The line given to the engine directly: written in the script, the check refuses it (below).
        const a = await arena(duelText({ ...zones('cover full'), round: '' }));
        const events = a.play(1, [20, 1], [{ actor: 'Rosa', actions: [{ action: 'A', isAttack: true, targets: ['Dummy'], modifiers: [] }] }]);
        expect(attackEvents(events)).toEqual([]);
        expect(noteEvents(events).map(n => n.text)).toEqual(['Dummy is behind full cover: Rosa cannot target it with A.']);
    });
    // §Environmental Factors: full cover cannot be targeted. Where nobody can have moved before the
    // line, the check knows it as the run does (the run plays the line as nothing).
    it('full cover where nobody moves: the check refuses the attack the run cannot make', async () => {
        expect(await allCodes(duelText(zones('cover full')))).toEqual(['rpgstuck-full-cover']);
        expect(await allCodes(duelText({ ...zones('cover half') }))).toEqual([]);
    });
    it('…not once someone may have moved: Rosa walks into the zone first, or a shove may have moved the Dummy', async () => {
        const walks = duelText({ ...zones('cover full'), round: 'Rosa: move to there }\n  round 2 { Rosa: A -> Dummy' });
        expect(await allCodes(walks)).toEqual([]);
        const shoved = duelText({ ...zones('cover full'), round: 'Dummy: shove -> Rosa }\n  round 2 { Rosa: A -> Dummy' });
        expect(await allCodes(shoved)).toEqual([]);
    });
});

describe('falls and walls', () => {
    it('a fall deals 1d6 per full 10 feet (35 ft: 3d6)', async () => {
        const { events } = await duel({ ...zones('hazard falling 35'), round: 'Rosa: move to there' }, [2, 3, 4]);
        expect(damageEvents(events)).toEqual([expect.objectContaining({ target: 'Rosa', amount: 9, note: 'falls 35 ft' })]);
    });
    it('a T3 monster pushes 35 ft into a wall 10 ft away: the 25 ft left deal 5 × T = 15', async () => {
        const { events } = await duel(
            {
                dummy: 'tier 3 P 2 hp 1000 defenses { AC 1 }',
                scene: 'zone here { hazard wall 10 }',
                rosaAt: 'here',
                round: 'Dummy: Poke -> Rosa with push 35',
            },
            [10],
        );
        expect(damageEvents(events).map(d => [d.amount, d.note])).toEqual([
            [1, undefined],
            [15, 'hits a wall after 10 ft: 5 × T (3)'],
        ]);
    });
    it('a player slams it 30 ft into a wall 20 ft away: the 10 ft left deal 2P', async () => {
        const { events } = await duel({ attack: 'AC damage 1 pushes 30 ft', ...zones('hazard wall 20') }, [10]);
        expect(damageEvents(events).map(d => d.amount)).toEqual([1, 2 * 2]);
    });
    it('forced movement makes the pushed creature let go of its grapples', async () => {
        const { arena: a } = await duel(
            { attack: 'AC damage 1 pushes 10 ft', dummy: 'hp 1000 defenses { AC 1 } skills { athletics 5 }', round: 'Dummy: grapple -> Rosa' },
            [15, 2],
        );
        expect(a.byId('Dummy').holds.map(h => h.id)).toEqual(['Rosa']);
        a.play(2, [10], [{ actor: 'Rosa', actions: [{ action: 'A', isAttack: true, targets: ['Dummy'], modifiers: [] }] }]);
        expect(a.byId('Dummy').holds).toEqual([]);
        expect(heldBy(a, 'Rosa')).toBeUndefined();
    });
});

describe('§Light and Darkness', () => {
    it('attacking a target in darkness (unseen): disadvantage', async () => {
        const { attacks } = await duel(zones('concealment heavy'), [15, 4, 1]);
        expect(attacks[0]).toMatchObject({ total: 4 + 5 });
    });
    it('dim light changes nothing on an attack roll', async () => {
        const { attacks } = await duel(zones('concealment light'), [15, 1]);
        expect(attacks[0]).toMatchObject({ total: 20 });
    });
});

describe('a creature pushed into another (§Environmental Factors)', () => {
    // Rosa (P 2) shoves Imp#1 10 ft into Imp#2 beside it: 10 ft left, 2 × P = 4 damage.
    const text = (imp = '', line = 'Rosa: shove -> Imp#1, Imp#2') => `ruleset rpgstuck
character Rosa { level 3 P 2 STR 3 skills { athletics 5 } attack A { vs AC damage 1 } }
creature Imp { hp 30 defenses { AC 12 } skills { athletics 1 } ${imp} attack Claw { vs AC damage 1 } }
encounter E { side a { Rosa } side b { Imp x2 } round 1 { ${line} } }`;
    it('the second fails its check against the shove: the 2P are split, P each', async () => {
        const a = await arena(text());
        // Shove 12 + 5 = 17 against Imp#1's 10 + 1; Imp#2's check 10 + 1 = 11 fails against 17.
        const events = a.play(1, [20, 1, 1, 12, 10, 10]);
        expect(damageEvents(events).map(d => [d.target, d.amount, d.note])).toEqual([
            ['Imp#1', 2, 'collision with Imp#2'],
            ['Imp#2', 2, 'collision with Imp#1'],
        ]);
    });
    it('the second passes: the first stops against it and takes all 2P', async () => {
        const a = await arena(text());
        const events = a.play(1, [20, 1, 1, 12, 10, 16]); // Imp#2: 16 + 1 = 17 meets 17
        expect(damageEvents(events).map(d => [d.target, d.amount])).toEqual([['Imp#1', 4]]);
    });
    it('a second creature that cannot be moved through is hit whatever it rolls', async () => {
        const a = await arena(text('tags immovable'));
        const events = a.play(1, [20, 1, 1, 12, 10]);
        expect(damageEvents(events).map(d => d.amount)).toEqual([2, 2]);
    });
    it('a pushing attack at two targets `with collide` uses its own attack roll against the second', async () => {
        const line = 'Rosa: Slam -> Imp#1, Imp#2 with collide';
        const imp = `ruleset rpgstuck
character Rosa { level 3 P 2 STR 3 attack Slam { vs AC damage 1 pushes 10 ft } }
creature Imp { hp 30 defenses { AC 12 } attack Claw { vs AC damage 1 } }
encounter E { side a { Rosa } side b { Imp x2 } round 1 { ${line} } }`;
        expect(await allCodes(imp)).toEqual([]);
        const a = await arena(imp);
        // 10 + 5 = 15 hits Imp#1 (AC 12) and would hit Imp#2: split 2 and 2.
        const events = a.play(1, [20, 1, 1, 10]);
        expect(damageEvents(events).map(d => [d.target, d.amount])).toEqual([
            ['Imp#1', 1],
            ['Imp#1', 2],
            ['Imp#2', 2],
        ]);
        expect(await allCodes(imp.replace(line, 'Rosa: Slam -> Imp#1 with collide'))).toEqual(['rpgstuck-collide-targets']);
    });
});

describe('holding breath (§Environmental Factors)', () => {
    const airless = { scene: 'zone pool { hazard airless }', rosaAt: 'pool', dummyAt: 'pool', round: 'Dummy: Poke -> Rosa' };
    it('out of breath with CON 2: it survives 2 rounds and drops to 0 HP at the start of its turn in the third', async () => {
        const { arena: a } = await duel(
            { ...airless, rosa: 'CON 3', dummy: 'hp 1000 CON 2 defenses { AC 1 }', dummyIs: 'out_of_breath', round: '' },
            [],
        );
        expect(a.byId('Dummy').status).toBe('active');
        a.play(2, []);
        expect(a.byId('Dummy').status).toBe('active');
        const third = a.play(3, []);
        expect(a.byId('Dummy').hp).toBe(0);
        expect(third.find(e => e.kind === 'defeated')).toMatchObject({ who: 'Dummy', how: 'out of breath for 2 rounds: drops to 0 HP' });
    });
    it('holding its breath, CON 0: ten rounds (one minute [assumption: six-second rounds]), then one round out of breath', async () => {
        const { arena: a } = await duel({ ...airless, rosa: 'CON 3', dummy: 'hp 1000 CON 0 defenses { AC 1 }', round: '' }, []);
        for (let r = 2; r <= 10; r++) a.play(r, []);
        expect(a.byId('Dummy').conditions.has('out_of_breath')).toBe(false);
        a.play(11, []);
        expect(a.byId('Dummy').conditions.has('out_of_breath')).toBe(true);
        a.play(12, []);
        expect(a.byId('Dummy').hp).toBe(0);
    });
});

describe('the scene RPGStuck reads', () => {
    it('a zone feature level it does not have is a warning (the engine ignores it)', async () => {
        expect(await allCodes(duelText({ scene: 'zone here { cover partial }', rosaAt: 'here' }))).toEqual(['rpgstuck-zone-feature']);
    });
    it('a drop and a wall need their feet; airless takes none', async () => {
        expect(await allCodes(duelText({ scene: 'zone here { hazard falling }', rosaAt: 'here' }))).toEqual(['rpgstuck-hazard-amount']);
        expect(await allCodes(duelText({ scene: 'zone here { hazard airless 5 }', rosaAt: 'here' }))).toEqual(['rpgstuck-hazard-amount']);
    });
});
