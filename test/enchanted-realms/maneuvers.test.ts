/**
 * Maneuvers resolved, not narrated, with scripted dice: weapon lock and disarm (the victim's
 * reaction, freeing a pinned weapon, picking a dropped one up), dragging and slamming a held
 * victim, a savage defender's incidental damage, shackling.
 * Seed 001_66230f9a082df360.txt §Weapon Negation, §Grappling, §Uncommon Conditions, §Shackling.
 */
import { describe, expect, it } from 'vitest';
import { recordText } from '../../language/engine/roll-text.js';
import { erArena } from './harness.js';
import { attacks, checks, codesOf, damages, fight, lines, restrictions } from './tactical.js';

const withTags = (tags: string) => (text: string) => text.replace('skills { swords 1 spinning 1 }', `skills { swords 1 spinning 1 } tags ${tags}`);

describe('§Weapon Negation: a weapon lock', () => {
    const lock = withTags('weapon_lock');
    it('one d20 (15) pins the Dagger; the Goblin resists with Strength, Vessa at advantage (3, 9 → 9 + 2 beats 5 + 0)', async () => {
        const a = await erArena(lock(fight('side a { Vessa } side b { Goblin } round 1 { Vessa: weapon_lock -> Goblin }')));
        const events = a.play(1, [9, 1, 15, 3, 9, 5]);
        expect(attacks(events)[0].rolls[0].faces).toHaveLength(1);
        expect(restrictions(events)).toEqual(['Goblin +Dagger pinned']);
        expect(a.byId('Goblin').pinned).toMatchObject({ attack: 'Dagger', by: 'Vessa', cost: 2 });
    });
    it('freeing it costs 2 attack dice: with a one-die Dagger, two turns of nothing', async () => {
        const a = await erArena(
            lock(
                fight(
                    'side a { Vessa } side b { Goblin } round 1 { Vessa: weapon_lock -> Goblin  Goblin: Dagger -> Vessa } round 2 { Vessa: defend  Goblin: Dagger -> Vessa } round 3 { Goblin: Dagger -> Vessa }',
                ),
            ),
        );
        expect(attacks(a.play(1, [9, 1, 15, 3, 9, 5])).map(e => e.actor)).toEqual(['Vessa']);
        expect(attacks(a.play(2, [9, 1]))).toEqual([]);
        expect(a.byId('Goblin').pinned).toBeUndefined();
        expect(attacks(a.play(3, [9, 1, 15])).map(e => e.actor)).toEqual(['Goblin']);
    });
    it('the locker keeps it only while sparing its hands: Vessa attacking lets the Dagger go', async () => {
        const a = await erArena(
            lock(
                fight(
                    'side a { Vessa } side b { Goblin } round 1 { Vessa: weapon_lock -> Goblin } round 2 { Vessa: Sword -> Goblin  Goblin: Dagger -> Vessa }',
                ),
            ),
        );
        a.play(1, [9, 1, 15, 3, 9, 5]);
        const events = a.play(2, [9, 1, 2, 3, 15]);
        expect(restrictions(events)).toEqual(['Goblin −Dagger pinned']);
        expect(attacks(events).map(e => e.actor)).toEqual(['Vessa', 'Goblin']);
    });
    it('winning the Strength competition keeps the weapon free', async () => {
        const a = await erArena(lock(fight('side a { Vessa } side b { Goblin } round 1 { Vessa: weapon_lock -> Goblin }')));
        a.play(1, [9, 1, 15, 1, 2, 12]);
        expect(a.byId('Goblin').pinned).toBeUndefined();
    });
});

describe('§Weapon Negation: a disarm, and picking the weapon up', () => {
    const disarm = withTags('weapon_disarm');
    it('resisting costs 3 Body (a medium sword) and an Agility competition; lost, the Dagger is on the ground', async () => {
        const a = await erArena(disarm(fight('side a { Vessa } side b { Goblin } round 1 { Vessa: weapon_disarm -> Goblin }')));
        const events = a.play(1, [9, 1, 15, 4, 10, 7]);
        expect(damages(events)).toEqual([['Goblin', 3]]);
        expect(checks(events)[0]).toMatchObject({ total: 13, needs: "more than Goblin's d12 [7] + 2 = 9", success: true });
        // The attacker's advantage shows: both d12s, the lower struck.
        expect(recordText(checks(events)[0].rolls[0])).toBe('2d12 [~4~, 10] + modifier (3)');
        expect(a.byId('Goblin').dropped.has('Dagger')).toBe(true);
    });
    it('picking it up costs 10 ft of movement and an action still unused: then it strikes', async () => {
        const a = await erArena(
            disarm(
                fight('side a { Vessa } side b { Goblin } round 1 { Vessa: weapon_disarm -> Goblin } round 2 { Goblin: pick_up; Dagger -> Vessa }'),
            ),
        );
        a.play(1, [9, 1, 15, 4, 10, 7]);
        const events = a.play(2, [9, 1, 15]);
        expect(a.byId('Goblin').dropped.size).toBe(0);
        expect(damages(events)).toEqual([['Vessa', 2]]);
    });
    it('strife check: a pick-up after the action is refused, and a second action too', async () => {
        const text = disarm(fight('side a { Vessa } side b { Goblin } round 1 { Vessa: Bow -> Goblin; pick_up; Sword -> Goblin }'));
        expect(await codesOf(text)).toEqual(['enchanted-realms-pick-up-after-action', 'enchanted-realms-second-action']);
    });
    it('a victim the Body cost would fell does not resist, unless its plan keeps the reaction for it', async () => {
        const weak = disarm(fight('side a { Vessa } side b { Goblin } round 1 { Vessa: weapon_disarm -> Goblin }'));
        const a = await erArena(weak);
        a.byId('Goblin').hp = 3;
        expect(damages(a.play(1, [9, 1, 15]))).toEqual([]);
        expect(a.byId('Goblin').dropped.has('Dagger')).toBe(true);
    });
});

describe('§Grappling: dragging and slamming a held victim', () => {
    const giant = 'creature Giant { strength 10 agility 4 body 40 movement 30 size 5 defenses { armor 10 } attack Club { roll 2d20 weight 2 } }';
    const bugbear = 'creature Bugbear { strength 10 agility 4 body 30 movement 30 size 4 defenses { armor 10 } attack Club { roll 2d20 } }';
    it('a giant two sizes larger drags at full speed; its victim comes along', async () => {
        const a = await erArena(
            fight(
                'zone a zone b { distance a 30 ft } side a { Vessa at a is grappled by Giant } side b { Giant at a } round 1 { Giant: drag to b }',
                giant,
            ),
        );
        a.play(1, [1, 9]);
        expect([a.engine.field.zoneOf('Giant'), a.engine.field.zoneOf('Vessa')]).toEqual(['b', 'b']);
    });
    it('one size larger drags at half speed: 30 ft would cost 60', async () => {
        const a = await erArena(
            fight(
                'zone a zone b { distance a 30 ft } side a { Vessa at a is grappled by Bugbear } side b { Bugbear at a } round 1 { Bugbear: drag to b }',
                bugbear,
            ),
        );
        a.play(1, [1, 9]);
        expect(a.engine.field.zoneOf('Bugbear')).toBe('a');
    });
    it('not in the round the hold was taken: held until the grappler’s following turn', async () => {
        const a = await erArena(
            fight(
                'zone a zone b { distance a 30 ft } side a { Vessa at a } side b { Giant at a } round 1 { Giant: grapple -> Vessa } round 2 { Giant: drag to b }',
                giant,
            ),
        );
        a.play(1, [1, 9, 12, 2]);
        expect(a.byId('Vessa').grappledBy).toBe('Giant');
        a.play(2, [1, 9]);
        expect(a.engine.field.zoneOf('Vessa')).toBe('b');
    });
    it('a slam: the Strength modifier (+4) in blunt damage, the hold let go; a giant hurls its victim into another (15 hits AC 13)', async () => {
        const a = await erArena(
            fight(
                'side a { Vessa is grappled by Giant, Kael } side b { Giant } round 1 { Giant: slam -> Vessa, Kael }',
                `${giant}\ncharacter Kael { agility 8 body 20 defenses { armor 10 } }`,
            ),
        );
        const events = a.play(1, [1, 2, 9, 15]);
        expect(damages(events)).toEqual([
            ['Vessa', 4],
            ['Kael', 4],
        ]);
        expect(a.byId('Vessa').grappledBy).toBeUndefined();
    });
    it('strife check: a slam needs a grappler two sizes larger (enchanted-realms-slam-too-small)', async () => {
        expect(
            await codesOf(fight('side a { Vessa is grappled by Bugbear } side b { Bugbear } round 1 { Bugbear: slam -> Vessa }', bugbear)),
        ).toEqual(['enchanted-realms-slam-too-small']);
    });
});

describe('§Uncommon Conditions: a savage defender hurts its grappler', () => {
    const wolf = 'creature Wolf { strength 4 agility 6 body 10 size 3 defenses { armor 8 } attack Bite { roll 1d20 tags savage } }';
    it('a raw 8 on its d12 deals 1 point; the new hold asks no Strength feat', async () => {
        const a = await erArena(fight('side a { Vessa } side b { Wolf } round 1 { Vessa: grapple -> Wolf }', wolf));
        // Vessa's d12 11 + 2 beats the Wolf's 8 + 2: held; the raw 8 bites her for 1.
        const events = a.play(1, [9, 1, 11, 8]);
        expect(damages(events)).toEqual([['Vessa', 1]]);
        expect(checks(events)).toHaveLength(1);
        expect(a.byId('Wolf').grappledBy).toBe('Vessa');
    });
    it('escaping and losing with a raw 8: the holder takes 1 and makes the DC 11 Strength feat', async () => {
        const a = await erArena(fight('side a { Vessa } side b { Wolf is grappled by Vessa } round 1 { Wolf: escape -> Vessa }', wolf));
        // The Wolf's 8 + 2 against Vessa's 12 + 2: it stays held; bite 1; Vessa's feat 9 + 2 = 11 meets DC 11.
        const events = a.play(1, [1, 9, 8, 12, 9]);
        expect(damages(events)).toEqual([['Vessa', 1]]);
        expect(checks(events)[1]).toMatchObject({ needs: 'DC 11', total: 11, success: true });
    });
    it('a raw 7 draws no blood; a savage grappler takes none', async () => {
        const a = await erArena(fight('side a { Vessa } side b { Wolf } round 1 { Vessa: grapple -> Wolf }', wolf));
        expect(damages(a.play(1, [9, 1, 11, 7]))).toEqual([]);
    });
});

describe('§Shackling', () => {
    const jailer = withTags('manacles');
    it('a stunned victim is bound with one action', async () => {
        const a = await erArena(jailer(fight('side a { Vessa } side b { Goblin is stunned } round 1 { Vessa: shackle -> Goblin }')));
        expect(restrictions(a.play(1, [9, 1]))).toEqual(['Goblin +bound']);
    });
    it('a grappled one takes an action per hand, both by the same shackler', async () => {
        const a = await erArena(
            jailer(
                fight(
                    'side a { Vessa, Kael } side b { Goblin is grappled by Kael } round 1 { Vessa: shackle -> Goblin } round 2 { Vessa: shackle -> Goblin }',
                    'character Kael { body 20 }',
                ),
            ),
        );
        expect(restrictions(a.play(1, [9, 2, 1]))).toEqual([]);
        expect(restrictions(a.play(2, [9, 2, 1]))).toEqual(['Goblin +bound']);
    });
    it('a free, fighting foe cannot be shackled; without manacles strife check refuses the line', async () => {
        const a = await erArena(jailer(fight('side a { Vessa } side b { Goblin } round 1 { Vessa: shackle -> Goblin }')));
        expect(lines(a.play(1, [9, 1])).some(l => l.includes('must first be grappled'))).toBe(true);
        expect(await codesOf(fight('side a { Vessa } side b { Goblin } round 1 { Vessa: shackle -> Goblin }'))).toEqual([
            'enchanted-realms-shackle-needs-manacles',
        ]);
    });
});

describe('§Weapon Negation: a third party frees a pinned weapon', () => {
    it('a lock landing on the locker frees the first weapon even when the locker pulls its own free', async () => {
        const others = `character Kael { strength 6 agility 8 body 20 skills { swords 1 } attack Blade { roll skills d20 weight 1 } }
creature Brute { strength 2 body 20 tags weapon_lock attack Club { roll 1d20 } }`;
        const a = await erArena(
            withTags('weapon_lock')(
                fight(
                    'side a { Vessa } side b { Kael, Brute } round 1 { Vessa: weapon_lock -> Kael } round 2 { Brute: weapon_lock -> Vessa }',
                    others,
                ),
            ),
        );
        // Round 1: Vessa's 15 pins Kael's Blade (her 3, 9 → 9 + 2 beats his 3 + 2).
        a.play(1, [9, 1, 2, 15, 3, 9, 3]);
        expect(a.byId('Kael').pinned?.by).toBe('Vessa');
        // Round 2: the Brute's 15 reaches Vessa; her pull (12 + 2 against 2 + 0) keeps her sword — Kael's Blade is free all the same.
        a.play(2, [1, 2, 9, 15, 1, 2, 12]);
        expect(a.byId('Vessa').pinned).toBeUndefined();
        expect(a.byId('Kael').pinned).toBeUndefined();
    });
});
