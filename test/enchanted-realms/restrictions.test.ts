/**
 * The restrictions table played by the engine with scripted dice, each row from the seed's words,
 * and what `strife check` says of a scripted line a starting restriction stops.
 * Seed 001_66230f9a082df360.txt §Restrictions in Combat. Numbers of the stat blocks: tactical.ts.
 */
import { describe, expect, it } from 'vitest';
import { erArena } from './harness.js';
import { attacks, checks, codesOf, damages, faces, fight, lines, restrictions } from './tactical.js';

describe('prone: attacks by it at disadvantage; against it, melee at advantage and ranged at disadvantage', () => {
    it('a melee attack on a prone goblin rolls one die more: 3 dice, one hit → 1 + 4 = 5', async () => {
        const a = await erArena(fight('side a { Vessa } side b { Goblin is prone } round 1 { Vessa: Sword -> Goblin }'));
        const events = a.play(1, [9, 1, 12, 3, 4]);
        expect(faces(events)).toEqual([[12, 3, 4]]);
        expect(damages(events)).toEqual([['Goblin', 5]]);
    });
    it('a ranged attack on it loses a die: its single die becomes two, the lower kept (15, 4 → 4 misses)', async () => {
        const a = await erArena(fight('side a { Vessa } side b { Goblin is prone } round 1 { Vessa: Bow -> Goblin }'));
        expect(faces(a.play(1, [9, 1, 15, 4]))).toEqual([['~15', 4]]);
    });
    it('a prone attacker loses a die: 2 dice → 1', async () => {
        const a = await erArena(fight('side a { Vessa is prone } side b { Goblin } round 1 { Vessa: Sword -> Goblin }'));
        expect(faces(a.play(1, [9, 1, 12]))).toEqual([[12]]);
    });
});

describe('bound: attacks at disadvantage and −5 a die; no ammunition weapons; natural weapons are not bound', () => {
    it('16 − 5 = 11 meets AC 11 with its one die left; 15 − 5 does not', async () => {
        const text = fight('side a { Vessa is bound } side b { Goblin } round 1 { Vessa: Sword -> Goblin }');
        expect(damages((await erArena(text)).play(1, [9, 1, 16]))).toEqual([['Goblin', 5]]);
        expect(damages((await erArena(text)).play(1, [9, 1, 15]))).toEqual([]);
    });
    it('a bow cannot be worked: the engine skips it, and strife check warns (enchanted-realms-restricted)', async () => {
        const text = fight('side a { Vessa is bound } side b { Goblin } round 1 { Vessa: Bow -> Goblin }');
        expect(await codesOf(text)).toEqual(['enchanted-realms-restricted']);
        const events = (await erArena(text)).play(1, [9, 1]);
        expect(attacks(events)).toEqual([]);
        expect(lines(events).some(l => l.includes('cannot work Bow while bound'))).toBe(true);
    });
    it("a lizard's tail (tag savage) keeps its two dice and no penalty", async () => {
        const lizard = 'creature Lizard { strength 2 body 10 attack Tail { roll 2d20 tags savage } }';
        const a = await erArena(fight('side a { Lizard is bound } side b { Goblin } round 1 { Lizard: Tail -> Goblin }', lizard));
        expect(faces(a.play(1, [9, 1, 11, 2]))).toEqual([[11, 2]]);
    });
});

describe('blind and invisible', () => {
    it('a blind attacker loses a die; attacks against a blind target gain one', async () => {
        const a = await erArena(fight('side a { Vessa is blind } side b { Goblin } round 1 { Vessa: Sword -> Goblin  Goblin: Dagger -> Vessa }'));
        // d10s Vessa 9, Goblin 1: Vessa 1 die (12), then the Goblin 2 dice (5, 14: 14 hits AC 13 → 2).
        const events = a.play(1, [9, 1, 12, 5, 14]);
        expect(faces(events)).toEqual([[12], [5, 14]]);
        expect(damages(events)).toEqual([
            ['Goblin', 5],
            ['Vessa', 2],
        ]);
    });
    it('attacks against the invisible are at disadvantage and −3 on the die left: 14 − 3 = 11 hits AC 11, 13 does not', async () => {
        const text = fight('side a { Vessa } side b { Goblin is invisible } round 1 { Vessa: Sword -> Goblin }');
        expect(damages((await erArena(text)).play(1, [9, 1, 14]))).toEqual([['Goblin', 5]]);
        expect(damages((await erArena(text)).play(1, [9, 1, 13]))).toEqual([]);
    });
    it('a missed shot at the invisible goes to friendly fire: the d10 picks among those next to it (the Orc: slot 1)', async () => {
        const a = await erArena(fight('side a { Vessa } side b { Goblin is invisible, Orc } round 1 { Vessa: Bow -> Goblin }'));
        // Bow: one die at disadvantage → 5, 8 keep 5 (misses); d10 1 → the Orc; the faces moved forward 2: 7 misses AC 11.
        const events = a.play(1, [9, 1, 2, 5, 8, 1]);
        // The d10 that picked the Orc stands in the line.
        expect(lines(events).some(l => l.includes("Vessa's stray shot (d10 [1]) flies at Orc"))).toBe(true);
        expect(faces(events)).toEqual([[5, '~8'], [7]]);
    });
});

describe('paralyzed, petrified, stunned, unconscious, incapacitated', () => {
    it('paralyzed: at advantage, and a hit makes one hitting die a crit (a crit die 15 hits, d3 2): 1 + 2 + 4 = 7', async () => {
        const a = await erArena(fight('side a { Vessa } side b { Goblin is paralyzed } round 1 { Vessa: Sword -> Goblin }'));
        const events = a.play(1, [9, 1, 12, 3, 4, 15, 2]);
        expect(attacks(events)[0].outcome).toBe('critical');
        expect(damages(events)).toEqual([['Goblin', 7]]);
    });
    it('petrified: only a crit chain damages it — a plain hit deals 0', async () => {
        const a = await erArena(fight('side a { Vessa } side b { Goblin is petrified } round 1 { Vessa: Sword -> Goblin }'));
        const events = a.play(1, [9, 1, 12, 3, 4]);
        // A hit that deals nothing acts as a miss: no damage line.
        expect(damages(events)).toEqual([]);
        // The log says why — the petrification, not a disadvantage there is none of.
        expect(attacks(events)[0].note).toContain("a petrified target takes only a crit chain's damage, and there is none");
        expect(attacks(events)[0].note).not.toContain('disadvantage');
    });
    it.each(['paralyzed', 'stunned', 'unconscious', 'incapacitated', 'petrified', 'asleep'])(
        '%s: it takes no action (strife check warns enchanted-realms-restricted; the engine skips the line)',
        async name => {
            const text = fight(`side a { Vessa } side b { Goblin is ${name} } round 1 { Goblin: Dagger -> Vessa }`);
            expect(await codesOf(text)).toEqual(['enchanted-realms-restricted']);
            const events = (await erArena(text)).play(1, [1, 9]);
            expect(attacks(events)).toEqual([]);
            expect(lines(events).some(l => l.includes('Goblin cannot act'))).toBe(true);
        },
    );
    it('unconscious: it falls prone with its weapons dropped; melee at advantage, ranged at disadvantage', async () => {
        const melee = await erArena(fight('side a { Vessa } side b { Goblin is unconscious } round 1 { Vessa: Sword -> Goblin }'));
        const events = melee.play(1, [9, 1, 2, 3, 4]);
        expect(restrictions(events)).toContain('Goblin +prone');
        expect(melee.engine.snapshot(melee.byId('Goblin')).conditions).toContain('Dagger on the ground');
        expect(faces(events)).toEqual([[2, 3, 4]]);
        const ranged = await erArena(fight('side a { Vessa } side b { Goblin is unconscious } round 1 { Vessa: Bow -> Goblin }'));
        expect(faces(ranged.play(1, [9, 1, 2, 3]))).toEqual([[2, '~3']]);
    });
});

describe('asleep: woken by a wound or an ally', () => {
    it('a wound wakes it, and it acts the next round', async () => {
        const a = await erArena(
            fight('side a { Vessa } side b { Goblin is asleep } round 1 { Vessa: Sword -> Goblin } round 2 { Goblin: Dagger -> Vessa }'),
        );
        expect(restrictions(a.play(1, [9, 1, 12, 2]))).toEqual(['Goblin −asleep']);
        expect(attacks(a.play(2, [1, 9, 15])).map(e => e.actor)).toEqual(['Goblin']);
    });
    it('an ally wakes it with its action (wake)', async () => {
        const a = await erArena(fight('side a { Vessa } side b { Goblin is asleep, Orc } round 1 { Orc: wake -> Goblin }'));
        expect(restrictions(a.play(1, [1, 2, 9]))).toEqual(['Goblin −asleep']);
    });
});

describe('frightened: every die at disadvantage while its source stands; never closer to it', () => {
    const text = (line: string) =>
        fight(
            `zone near zone far { distance near 30 ft } side a { Vessa at far is frightened by Orc } side b { Orc at near } round 1 { Vessa: ${line} }`,
        );
    it('initiative is two d10s keeping the lower, and a ranged attack on the Orc loses its die (two, the lower kept)', async () => {
        const a = await erArena(text('Bow -> Orc'));
        const events = a.play(1, [9, 4, 1, 18, 3]);
        const order = events.find(e => e.kind === 'order');
        expect(order?.kind === 'order' && order.order.find(o => o.id === 'Vessa')?.total).toBe(4);
        expect(faces(events)).toEqual([['~18', 3]]);
    });
    it('a move toward the Orc is refused by the engine and warned by strife check (enchanted-realms-frightened-approach)', async () => {
        expect(await codesOf(text('move to near'))).toEqual(['enchanted-realms-frightened-approach']);
        const a = await erArena(text('move to near'));
        const events = a.play(1, [9, 4, 1]);
        expect(a.engine.field.zoneOf('Vessa')).toBe('far');
        expect(lines(events).some(l => l.includes('frightened of Orc and will not move closer'))).toBe(true);
    });
    it('once the Orc is down the fear no longer weighs: one d10, both dice', async () => {
        const a = await erArena(text('Bow -> Orc'));
        a.byId('Orc').status = 'dead';
        expect(a.play(1, [9]).find(e => e.kind === 'order')).toMatchObject({ order: [{ id: 'Vessa', total: 9 }] });
    });
});

describe('shaken, poisoned, held breath and the saves that end a restriction', () => {
    it('shaken: −2 on every attack die (12 → 10 misses AC 11, 13 → 11 hits)', async () => {
        const a = await erArena(fight('side a { Vessa is shaken } side b { Goblin } round 1 { Vessa: Sword -> Goblin }'));
        expect(damages(a.play(1, [9, 1, 12, 13]))).toEqual([['Goblin', 5]]);
    });
    it('defending (saves at advantage) and poisoned (at disadvantage) cancel: its end-of-turn save is one die', async () => {
        const a = await erArena(fight('side a { Vessa is poisoned save resilience 12 } side b { Goblin } round 1 { Vessa: defend }'));
        expect(checks(a.play(1, [9, 1, 5]))).toMatchObject([{ who: 'Vessa', total: 11, success: false }]);
    });
    it('poisoned with a save: at the end of its turn a Resilience save at disadvantage (15, 5 → 5 + 6 < 12), next turn 14 + 6 ends it', async () => {
        const a = await erArena(
            fight('side a { Vessa is poisoned save resilience 12 } side b { Goblin } round 1 { Vessa: drop_prone } round 2 { Vessa: stand_up }'),
        );
        const first = a.play(1, [9, 1, 15, 5]);
        expect(checks(first)).toMatchObject([{ who: 'Vessa', total: 11, success: false }]);
        const second = a.play(2, [9, 1, 10, 14]);
        expect(checks(second)).toMatchObject([{ total: 16, success: true }]);
        expect(restrictions(second)).toEqual(['Vessa −prone', 'Vessa −poisoned']);
    });
    it('a restriction given for 1 round ends when that round does', async () => {
        const a = await erArena(
            fight('side a { Vessa is blind for 1 rounds } side b { Goblin } round 1 { Vessa: Sword -> Goblin } round 2 { Vessa: Sword -> Goblin }'),
        );
        expect(restrictions(a.play(1, [9, 1, 2]))).toEqual(['Vessa −blind']);
        expect(faces(a.play(2, [9, 1, 2, 3]))).toEqual([[2, 3]]);
    });
});

describe('charmed, grappled, nauseated, maimed', () => {
    it('charmed by the goblin: Vessa will not attack it (warning enchanted-realms-charmed-attack; no dice)', async () => {
        const text = fight('side a { Vessa is charmed by Goblin } side b { Goblin } round 1 { Vessa: Sword -> Goblin }');
        expect(await codesOf(text)).toEqual(['enchanted-realms-charmed-attack']);
        const events = (await erArena(text)).play(1, [9, 1]);
        expect(lines(events).some(l => l.includes('charmed by Goblin'))).toBe(true);
    });
    it("grappled from the start: movement 0, the hold is the holder's, and an escape breaks it", async () => {
        const text = fight(
            'zone a zone b { distance a 10 ft } side a { Vessa at a } side b { Goblin at a is grappled by Vessa } round 1 { Goblin: move to b } round 2 { Goblin: escape -> Vessa }',
        );
        expect(await codesOf(text)).toEqual(['enchanted-realms-restricted']);
        const a = await erArena(text);
        a.play(1, [1, 9]);
        expect(a.engine.field.zoneOf('Goblin')).toBe('a');
        expect(a.byId('Vessa').grappling).toBe('Goblin');
        // Escape: the Goblin's d12 12 + 2 against Vessa's 1 + 3: free.
        expect(restrictions(a.play(2, [1, 9, 12, 1]))).toEqual(['Goblin −grappled']);
    });
    it('nauseated: no attack and no reaction — the orc walks off without a flee attack', async () => {
        const text = fight('zone a zone b { distance a 30 ft } side a { Vessa at a is nauseated } side b { Orc at a } round 1 { Orc: move to b }');
        const events = (await erArena(text)).play(1, [1, 9]);
        expect(attacks(events)).toEqual([]);
    });
    it('maimed 10: 30 ft of movement becomes 20, so a 25 ft move is refused; maimings add up', async () => {
        const text = fight(
            'zone a zone b { distance a 25 ft } side a { Vessa at a is maimed 10 } side b { Goblin at b } round 1 { Vessa: move to b }',
        );
        const a = await erArena(text);
        a.play(1, [9, 1]);
        expect(a.engine.field.zoneOf('Vessa')).toBe('a');
        const slasher = 'creature Slasher { strength 2 body 10 attack Blade { roll 1d20 inflicts maimed } }';
        const b = await erArena(fight('side a { Vessa is maimed 10 } side b { Slasher } round 1 { Slasher: Blade -> Vessa }', slasher));
        b.play(1, [1, 9, 15]);
        expect(b.byId('Vessa').conditions.get('maimed')?.value).toBe(15);
    });
});

describe('under water (a zone with terrain underwater)', () => {
    const swimmer =
        'character Nerea { strength 6 agility 8 body 20 swim 20 skills { swords 1 spinning 1 } attack Sword { roll skills d20 weight 2 } attack Javelin { roll 1d20 tags ranged, thrown } }';
    const text = (who: string, line: string) =>
        fight(
            `zone lake { terrain underwater } zone shore { distance lake 15 ft } side a { ${who} at lake } side b { Goblin at lake } round 1 { ${line} }`,
            swimmer,
        );
    it('melee at disadvantage without a swimming speed of 20: Vessa 1 die, Nerea 2', async () => {
        expect(faces((await erArena(text('Vessa', 'Vessa: Sword -> Goblin'))).play(1, [9, 1, 12]))).toEqual([[12]]);
        expect(faces((await erArena(text('Nerea', 'Nerea: Sword -> Goblin'))).play(1, [9, 1, 12, 3]))).toEqual([[12, 3]]);
    });
    it('walking is at most 10 ft: the 15 ft to the shore is refused', async () => {
        const a = await erArena(text('Vessa', 'Vessa: move to shore').replace('round 1 { Vessa: move to shore }', ''));
        a.play(1, [9, 1], [{ actor: 'Vessa', actions: [{ action: 'move', isAttack: false, targets: [], modifiers: [], destination: 'shore' }] }]);
        expect(a.engine.field.zoneOf('Vessa')).toBe('lake');
    });
    it('a thrown weapon is useless under water', async () => {
        const events = (await erArena(text('Nerea', 'Nerea: Javelin -> Goblin'))).play(1, [9, 1]);
        expect(attacks(events)).toEqual([]);
        expect(lines(events).some(l => l.includes('under water'))).toBe(true);
    });
});

describe('contradictions and replacements', () => {
    it('frightened and shaken cannot be held together (contradictory-conditions)', async () => {
        expect(await codesOf(fight('side a { Vessa is frightened and shaken } side b { Goblin }'))).toEqual(['contradictory-conditions']);
    });
    it('a fright inflicted on a shaken fighter replaces the milder status', async () => {
        const roarer = 'creature Howler { body 10 ability Roar { inflicts frightened } }';
        const a = await erArena(fight('side a { Vessa is shaken } side b { Howler } round 1 { Howler: Roar -> Vessa }', roarer));
        expect(restrictions(a.play(1, [1, 9]))).toEqual(['Vessa −shaken', 'Vessa +frightened']);
    });
});

describe('a save that ends a restriction is a preservation save of a sub-attribute, at a stated DC', () => {
    it('without its DC, or on a score that is no sub-attribute, it is refused (enchanted-realms-save-form)', async () => {
        expect(await codesOf(fight('side a { Vessa is poisoned save resilience } side b { Goblin }'))).toEqual(['enchanted-realms-save-form']);
        expect(await codesOf(fight('side a { Vessa is poisoned save body 12 } side b { Goblin }'))).toEqual(['enchanted-realms-save-form']);
        const hexer = 'creature Hexer { body 10 ability Hex { inflicts poisoned save resilience } }';
        expect(await codesOf(fight('side a { Vessa } side b { Goblin }', hexer))).toEqual(['enchanted-realms-save-form']);
    });
});

describe('unaware restrictions and the sneak attack', () => {
    it('a victim starting asleep may be sneak attacked in any round (no enchanted-realms-sneak-aware); a stunned one is aware', async () => {
        const text = (name: string) =>
            fight(`side a { Vessa } side b { Goblin is ${name} } round 1 { Vessa: defend } round 2 { Vessa: sneak_attack -> Goblin using Bow }`);
        expect(await codesOf(text('asleep'))).toEqual([]);
        expect(await codesOf(text('stunned'))).toEqual(['enchanted-realms-sneak-aware']);
    });
    it('a defeated foe is as helpless as a knocked-out one: one action binds it', async () => {
        const a = await erArena(
            fight('side a { Vessa } side b { Goblin, Orc } round 1 { Vessa: shackle -> Goblin }').replace(
                'skills { swords 1 spinning 1 }',
                'skills { swords 1 spinning 1 } tags manacles',
            ),
        );
        a.byId('Goblin').status = 'unconscious';
        expect(restrictions(a.play(1, [9, 1]))).toEqual(['Goblin +bound']);
    });
});
