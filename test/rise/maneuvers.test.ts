/**
 * Rise's maneuvers through the engine, from 003_66faa831a56df10d.txt §Grapple, §Grappling (Being In
 * A Grapple, Escape Grapple, Maintain Grapple, Asymmetric Grappling), §Dirty Trick, §Shove, §Trip,
 * §Throw, §Glancing Blows (a non-damaging attack does nothing on a glancing blow), §Resolving Actions
 * (what an ally's maneuver does counts for the next ally; an enemy group does not see it this phase).
 */
import { describe, expect, it } from 'vitest';
import type { CombatEvent } from '../../language/engine/log.js';
import { arena, attackEvents, damageEvents } from './harness.js';

const text = (o: { zones?: string; kara?: string; karaStats?: string; orc?: string; script: string; extra?: string }) => `ruleset rise
character Kara { accuracy 0 hit_points 30 ${o.karaStats ?? ''} defenses { armor 5 fortitude 5 reflex 5 mental 5 }
  attack Sword { vs armor damage 4 tags melee }
  attack Flail { vs armor damage 1d6 + power accuracy 1 tags melee, tripping }
  attack Rock { vs armor damage 3 tags thrown range 60 } }
character Ally { accuracy 0 hit_points 30 defenses { armor 5 fortitude 5 reflex 5 mental 5 } attack Club { vs armor damage 2 tags melee } }
creature Orc { accuracy 0 hit_points 50 defenses { armor 6 fortitude 6 reflex 4 mental 5 } attack Axe { vs armor damage 3 tags melee } }
${o.extra ?? ''}
encounter e {
  ${o.zones ?? ''}
  side h { Kara${o.kara ?? ''}, Ally } side o { Orc${o.orc ?? ''} }
  ${o.script}
}`;
const notes = (events: CombatEvent[]) => events.flatMap(e => (e.kind === 'action' || e.kind === 'note' ? [e.text] : []));

describe('§Grapple: a hit against both Fortitude and Reflex grapples both', () => {
    it.each([
        [6, true],
        [5, false],
    ])('a roll of %i against Fortitude 6 and Reflex 4: grappled %s', async (roll, both) => {
        const a = await arena(text({ script: 'round 1 { Kara: grapple -> Orc }' }));
        const events = a.play(1, [roll]);
        // One attack on the Orc: its line names the defense it beat by least (or missed), the note the other.
        expect(attackEvents(events).map(e => [e.versus, e.outcome, e.note])).toEqual([
            both ? ['fortitude', 'hit', 'also vs reflex 4: hit'] : ['fortitude', 'glance', 'also vs reflex 4: hit'],
        ]);
        expect(a.byId('Orc').conds.has('grappled')).toBe(both);
        expect(a.byId('Kara').conds.has('grappled')).toBe(both);
        if (both) expect(a.byId('Orc').conds.get('grappled')?.source).toBe('Kara');
    });

    it('needs the target adjacent', async () => {
        const a = await arena(
            text({ zones: 'zone a { distance b 5 ft }\n  zone b', kara: ' at a', orc: ' at b', script: 'round 1 { Kara: grapple -> Orc }' }),
        );
        expect(attackEvents(a.play(1, []))).toHaveLength(0);
    });
});

describe('§Escape Grapple and §Maintain Grapple', () => {
    const grappled = (script: string) => text({ kara: ' is grappled by Orc', orc: ' is grappled by Kara', script });

    it('without maintain_grapple, escaping needs only 0: any roll escapes', async () => {
        const a = await arena(grappled('round 1 { Kara: escape_grapple }'));
        const events = a.play(1, [1]);
        expect(attackEvents(events)[0]).toMatchObject({ versus: 'maintain_grapple', defense: 0, outcome: 'hit' });
        expect(a.byId('Kara').conds.has('grappled')).toBe(false);
        expect(a.byId('Orc').conds.has('grappled')).toBe(false);
    });

    it.each([
        [7, true],
        [6, false],
    ])("maintain (Swift) sets the bar: the Orc rolls 7 (+0); Kara's escape roll of %i escapes: %s", async (roll, escapes) => {
        const a = await arena(grappled('round 1 { Kara: escape_grapple\n    Orc: maintain_grapple }'));
        const events = a.play(1, [7, roll]);
        expect(attackEvents(events)[0]).toMatchObject({ defense: 7 });
        expect(a.byId('Kara').conds.has('grappled')).toBe(!escapes);
    });

    it('escape and maintain use half the level + Strength when it is better than accuracy', async () => {
        // level 4 strength 3: 2 + 3 = 5 > accuracy 0.
        const a = await arena(
            text({
                karaStats: 'level 4 strength 3',
                kara: ' is grappled by Orc',
                orc: ' is grappled by Kara',
                script: 'round 1 { Kara: escape_grapple\n    Orc: maintain_grapple }',
            }),
        );
        expect(attackEvents(a.play(1, [9, 4]))[0]).toMatchObject({ total: 9, defense: 9, outcome: 'hit' });
    });

    it('§Asymmetric Grappling: a grappler not grappled back releases as a free action', async () => {
        const a = await arena(text({ orc: ' is grappled by Kara', script: 'round 1 { Kara: release -> Orc; Sword -> Orc }' }));
        a.play(1, [1]);
        expect(a.byId('Orc').conds.has('grappled')).toBe(false);
        const b = await arena(grappled('round 1 { Kara: release -> Orc }'));
        expect(notes(b.play(1, []))[0]).toContain('cannot simply release');
    });

    it('a grapple ends when either side is defeated', async () => {
        const a = await arena(grappled('round 1 { Kara: Sword -> Orc }').replace('hit_points 50', 'hit_points 4'));
        a.play(1, [9]);
        expect(a.byId('Orc').status).toBe('dead');
        expect(a.byId('Kara').conds.has('grappled')).toBe(false);
    });
});

describe('§Dirty Trick', () => {
    it("goes against the lower of Fortitude and Reflex unless written, and gives −2 Armor briefly (the rest of this round's … next round)", async () => {
        const a = await arena(
            text({ script: 'round 1 { Kara: dirty_trick -> Orc }\n  round 2 { Ally: Club -> Orc }\n  round 3 { Ally: Club -> Orc }' }),
        );
        expect(attackEvents(a.play(1, [4]))[0]).toMatchObject({ versus: 'reflex', defense: 4, outcome: 'hit' });
        expect(attackEvents(a.play(2, [1]))[0].defense).toBe(4);
        expect(attackEvents(a.play(3, [1]))[0].defense).toBe(6);
    });

    it('against_fortitude and lowers_mental say which defenses; two tricks lowering one defense do not add', async () => {
        const a = await arena(
            text({
                script: 'round 1 { Kara: dirty_trick -> Orc with against_fortitude, lowers_reflex\n    Ally: dirty_trick -> Orc with lowers_reflex }\n  round 2 { Kara: Sword -> Orc }',
            }).replace('attack Sword { vs armor', 'attack Sword { vs reflex'),
        );
        expect(attackEvents(a.play(1, [6, 4])).map(e => [e.versus, e.defense, e.outcome])).toEqual([
            ['fortitude', 6, 'hit'],
            ['reflex', 4, 'hit'],
        ]);
        expect(attackEvents(a.play(2, [1]))[0].defense).toBe(2);
    });
});

describe('§Shove: full Strength, then both move half the shover’s speed toward the zone', () => {
    const zones = 'zone a { distance pit 15 ft }\n  zone pit { hazard fire 5 }';
    it('a hit vs. Fortitude (accuracy − ½ Perception + Strength) moves shover and target 15 ft into the pit', async () => {
        // accuracy 0 − 1 (perception 2) + 4 (strength) = 3; 3 + 3 = 6 = Fortitude 6.
        const a = await arena(
            text({
                zones,
                karaStats: 'strength 4 perception 2',
                kara: ' at a',
                orc: ' at a',
                script: 'round 1 { Kara: shove -> Orc to pit }',
            }).replace(', Ally }', ', Ally at a }'),
        );
        const events = a.play(1, [3]);
        expect(attackEvents(events)[0]).toMatchObject({ attack: 'shove', total: 6, defense: 6, outcome: 'hit' });
        expect(notes(events)).toContain('Kara shoves Orc 15 ft toward pit, now in pit.');
        // The pit burns both at the end of the round.
        expect(damageEvents(events).map(e => e.target)).toEqual(['Kara', 'Orc']);
    });

    it('a grappled shover moves only when it shoves every creature grappling it', async () => {
        const a = await arena(
            text({
                zones,
                kara: ' at a is grappled by Orc',
                orc: ' at a is grappled by Kara',
                script: 'round 1 { Kara: shove -> Orc to pit }',
            }).replace(', Ally }', ', Ally at a }'),
        );
        const events = a.play(1, [9]);
        expect(notes(events)).toContain('Kara shoves Orc 15 ft toward pit, now in pit.');
        expect(a.byId('Kara').conds.has('grappled')).toBe(true); // moved together: still grappling
    });
});

describe('§Trip', () => {
    it('a free-hand hit on Fortitude and Reflex knocks the target prone; the ally after sees it prone', async () => {
        const a = await arena(text({ script: 'round 1 { Kara: trip -> Orc\n    Ally: Club -> Orc }' }));
        const events = a.play(1, [6, 1]);
        expect(a.byId('Orc').conds.has('prone')).toBe(true);
        expect(attackEvents(events)[1]).toMatchObject({ actor: 'Ally', defense: 4 });
    });

    it('the tripped creature’s own group does not see it prone this phase: its strike has no −2 yet', async () => {
        const a = await arena(text({ script: 'round 1 { Kara: trip -> Orc\n    Orc: Axe -> Ally }\n  round 2 { Orc: Axe -> Ally }' }));
        expect(attackEvents(a.play(1, [6, 5])).find(e => e.actor === 'Orc')?.total).toBe(5);
        expect(attackEvents(a.play(2, [5]))[0].total).toBe(3);
    });

    it('with a tripping weapon (its accuracy added) that also beats Armor: its damage without power', async () => {
        // Flail: accuracy 1; 5 + 1 = 6 beats Fortitude 6, Reflex 4, Armor 6; damage 1d6 [4], no power.
        const a = await arena(text({ karaStats: 'power 3', script: 'round 1 { Kara: trip -> Orc using Flail }' }));
        const events = a.play(1, [5, 4]);
        // One attack: Fortitude and Reflex decide the trip; Armor only the damage (in the note).
        expect(attackEvents(events).map(e => [e.versus, e.outcome, e.note])).toEqual([
            ['fortitude', 'hit', "also vs reflex 4: hit; vs armor 6: hit (for the tripping weapon's damage)"],
        ]);
        expect(damageEvents(events)[0].amount).toBe(4);
    });

    it('a critical against Armor doubles the weapon dice', async () => {
        const a = await arena(
            text({ karaStats: 'accuracy 15', script: 'round 1 { Kara: trip -> Orc using Flail }' }).replace(
                'accuracy 0 hit_points 30',
                'hit_points 30',
            ),
        );
        // 1 + 15 + 1 = 17 vs Armor 6: +11, a critical: 2d6.
        const events = a.play(1, [1, 2, 3]);
        expect(damageEvents(events)[0].amount).toBe(5);
    });

    it('a glancing blow does nothing: non-damaging attacks have no glancing effect', async () => {
        const a = await arena(text({ script: 'round 1 { Kara: trip -> Orc }' }));
        a.play(1, [5]); // 5 vs Fortitude 6: a glance
        expect(a.byId('Orc').conds.has('prone')).toBe(false);
    });
});

describe('§Throw: a Strength check sets how far the object goes', () => {
    const zones = (feet: number) => `zone a { distance b ${feet} ft }\n  zone b`;
    it.each([
        [-1, 1, 5, true],
        [-1, 1, 10, false],
        [0, 4, 10, false],
        [0, 5, 10, true],
        [0, 9, 15, false],
        [0, 10, 20, true],
        [0, 10, 25, false],
        [-2, 1, 0, false],
    ])('Strength %i and a d10 of %i against a target %i ft away: the thrown strike is made: %s', async (strength, roll, feet, reaches) => {
        // check 0 → 5 ft; each full 5 beyond doubles it (10, 20…); below 0 nothing is thrown.
        const zone = feet === 0 ? '' : zones(feet);
        const at = feet === 0 ? {} : { kara: ' at a', orc: ' at b' };
        const a = await arena(text({ karaStats: `strength ${strength}`, zones: zone, ...at, script: 'round 1 { Kara: throw -> Orc using Rock }' }));
        const events = a.play(1, reaches ? [roll, 9] : [roll]);
        expect(attackEvents(events).length).toBe(reaches ? 1 : 0);
    });
});

describe('Size-Based (§Critical Hits, §Special Combat Abilities note 2, §Size-Based Abilities While Flying, §Escape Grapple)', () => {
    it.each([
        ['size 1', true],
        ['size 2', false],
    ])('a grapple against a creature of %s (Kara Medium) is made: %s', async (size, made) => {
        const a = await arena(
            text({ script: 'round 1 { Kara: grapple -> Orc }' }).replace('creature Orc { accuracy 0', `creature Orc { ${size} accuracy 0`),
        );
        const events = a.play(1, made ? [9] : []);
        expect(attackEvents(events).length > 0).toBe(made);
    });

    it('a flyer counts one size larger: it can grapple a creature two sizes larger', async () => {
        const a = await arena(
            text({ kara: ' is flying', script: 'round 1 { Kara: grapple -> Orc }' }).replace(
                'creature Orc { accuracy 0',
                'creature Orc { size 2 accuracy 0',
            ),
        );
        expect(attackEvents(a.play(1, [9]))).toMatchObject([{ outcome: 'hit' }]);
        expect(a.byId('Orc').conds.has('grappled')).toBe(true);
    });

    it('no melee critical against a creature two or more sizes larger: a plain hit', async () => {
        const a = await arena(
            text({ karaStats: 'accuracy 10', script: 'round 1 { Kara: Sword -> Orc }' })
                .replace('accuracy 0 hit_points 30', 'hit_points 30')
                .replace('creature Orc { accuracy 0', 'creature Orc { size 2 accuracy 0'),
        );
        const event = attackEvents(a.play(1, [9]))[0]; // 19 vs 6: +13
        expect(event.outcome).toBe('hit');
        expect(event.note).toContain('two or more size categories larger');
    });

    it('escaping a grappler one size larger needs 4 more', async () => {
        const a = await arena(
            text({ kara: ' is grappled by Orc', orc: ' is grappled by Kara', script: 'round 1 { Kara: escape_grapple }' }).replace(
                'creature Orc { accuracy 0',
                'creature Orc { size 1 accuracy 0',
            ),
        );
        // 3 + 0 against 0 + 4: a glancing blow, which is no escape; 4 would escape.
        expect(attackEvents(a.play(1, [3]))[0]).toMatchObject({ defense: 4, outcome: 'glance' });
        expect(a.byId('Kara').conds.has('grappled')).toBe(true);
    });
});
