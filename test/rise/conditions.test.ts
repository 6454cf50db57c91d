/**
 * Rise's condition table, cover and concealment through the engine, from 003_66faa831a56df10d.txt
 * §Cover, §Concealment, §Attacking Unseen Foes, §Vision and Light, §Awareness and Surprise, §Trip
 * (prone), §Being In A Grapple, §Movement Impediments (squeezing), §Flying Maneuverability,
 * §Vital Rolls, §Desperate Exertion (fatigue). Damage is flat: only the d10s the rules roll are drawn.
 */
import { describe, expect, it } from 'vitest';
import type { CombatEvent } from '../../language/engine/log.js';
import { arena, attackEvents, damageEvents } from './harness.js';

const DEF = 'defenses { armor 5 fortitude 5 reflex 5 mental 5 }';
const text = (o: { zones?: string; kara?: string; orc?: string; script: string }) => `ruleset rise
character Kara { accuracy 0 hit_points 30 ${DEF}
  attack Sword { vs armor damage 4 tags melee }
  attack Hammer { vs armor damage 4 tags melee, heavy }
  attack Bow { vs armor damage 4 tags projectile range 60 }
  attack Net { vs fortitude damage 4 tags thrown range 30 }
  attack Zap { vs reflex damage 4 tags magical }
  attack Blast { vs reflex damage 4 tags magical, area } }
creature Orc { accuracy 0 hit_points 50 speed 40 ${DEF} attack Axe { vs armor damage 3 tags melee } }
encounter e {
  ${o.zones ?? ''}
  side h { Kara${o.kara ?? ''} } side o { Orc${o.orc ?? ''} }
  ${o.script}
}`;
const notes = (events: CombatEvent[]) => events.flatMap(e => (e.kind === 'action' || e.kind === 'note' ? [e.text] : []));
const checks = (events: CombatEvent[]) => events.filter(e => e.kind === 'check');

describe('§Cover: +2 Armor and Reflex against attackers outside the covered zone', () => {
    const zones = 'zone field { distance wall 30 ft }\n  zone wall { cover partial }';
    it.each([
        ['Bow', 'armor', 7],
        ['Zap', 'reflex', 7],
        ['Net', 'fortitude', 5],
    ])('%s from outside: %s %i', async (attack, versus, defense) => {
        const a = await arena(text({ zones, kara: ' at field', orc: ' at wall', script: `round 1 { Kara: ${attack} -> Orc }` }));
        expect(attackEvents(a.play(1, [9]))[0]).toMatchObject({ versus, defense });
    });

    it('no cover against an attacker in the same zone', async () => {
        const a = await arena(text({ zones, kara: ' at wall', orc: ' at wall', script: 'round 1 { Kara: Sword -> Orc }' }));
        expect(attackEvents(a.play(1, [9]))[0].defense).toBe(5);
    });

    it.each([
        [5, 'miss', 50],
        [6, 'miss', 50],
        [7, 'hit', 46],
    ])('a miss by no more than the cover bonus hits the cover: a roll of %i against armor 7 is a %s', async (roll, outcome, hp) => {
        const a = await arena(text({ zones, kara: ' at field', orc: ' at wall', script: 'round 1 { Kara: Bow -> Orc }' }));
        expect(attackEvents(a.play(1, [roll]))[0].outcome).toBe(outcome);
        expect(a.byId('Orc').hp).toBe(hp);
    });

    it('without cover the same miss by 1 is a glancing blow that deals its flat damage', async () => {
        const a = await arena(text({ zones, kara: ' at wall', orc: ' at wall', script: 'round 1 { Kara: Bow -> Orc }' }));
        expect(attackEvents(a.play(1, [4]))[0].outcome).toBe('glance');
        expect(a.byId('Orc').hp).toBe(46);
    });

    it('full cover: no line of effect — a targeted attack from outside cannot be made; an area attack in the zone still can', async () => {
        const full = 'zone field { distance wall 30 ft }\n  zone wall { cover full }';
        const a = await arena(text({ zones: full, kara: ' at field', orc: ' at wall', script: 'round 1 { Kara: Bow -> Orc }' }));
        const events = a.play(1, []);
        expect(attackEvents(events)).toHaveLength(0);
        expect(notes(events)[0]).toContain('full cover: no line of effect');
        const b = await arena(text({ zones: full, kara: ' at field', orc: ' at wall', script: 'round 1 { Kara: Blast in wall }' }));
        expect(attackEvents(b.play(1, [9]))[0]).toMatchObject({ target: 'Orc', defense: 5, outcome: 'hit' });
    });
});

describe('§Concealment and §Attacking Unseen Foes: miss chances of targeted attacks', () => {
    const zones = (level: string) => `zone field { distance trees 30 ft }\n  zone trees { concealment ${level} }`;
    it.each([
        [2, 'miss'],
        [3, 'hit'],
    ])('concealment: 20% — a d10 of %i after a hit makes it a %s', async (face, outcome) => {
        const a = await arena(text({ zones: zones('partial'), kara: ' at field', orc: ' at trees', script: 'round 1 { Kara: Bow -> Orc }' }));
        const events = a.play(1, [9, face]);
        expect(attackEvents(events)[0].outcome).toBe(outcome);
        expect(checks(events)).toHaveLength(1);
    });

    it.each([
        [5, 'miss'],
        [6, 'hit'],
    ])('total concealment (darkness): 50%% — a d10 of %i makes it a %s', async (face, outcome) => {
        const a = await arena(text({ zones: zones('total'), kara: ' at field', orc: ' at trees', script: 'round 1 { Kara: Bow -> Orc }' }));
        expect(attackEvents(a.play(1, [9, face]))[0].outcome).toBe(outcome);
    });

    it('a concealed zone counts against attackers inside it too (lighting)', async () => {
        const a = await arena(text({ zones: zones('partial'), kara: ' at trees', orc: ' at trees', script: 'round 1 { Kara: Sword -> Orc }' }));
        expect(attackEvents(a.play(1, [9, 1]))[0].outcome).toBe('miss');
    });

    it('no miss chance on an attack that already misses, nor on an area attack', async () => {
        const a = await arena(text({ zones: zones('partial'), kara: ' at field', orc: ' at trees', script: 'round 1 { Kara: Bow -> Orc }' }));
        expect(checks(a.play(1, [1]))).toHaveLength(0);
        const b = await arena(text({ zones: zones('partial'), kara: ' at field', orc: ' at trees', script: 'round 1 { Kara: Blast in trees }' }));
        const events = b.play(1, [9]);
        expect(checks(events)).toHaveLength(0);
        expect(attackEvents(events)[0].outcome).toBe('hit');
    });

    it.each([
        [5, 'miss'],
        [6, 'hit'],
    ])('an unseen target: 50%% — a d10 of %i', async (face, outcome) => {
        const a = await arena(text({ orc: ' is unseen', script: 'round 1 { Kara: Sword -> Orc }' }));
        expect(attackEvents(a.play(1, [9, face]))[0].outcome).toBe(outcome);
    });

    it('a blinded attacker: 50%, and it is partially unaware of attacks against it (−2 Armor)', async () => {
        const a = await arena(text({ kara: ' is blinded', script: 'round 1 { Kara: Sword -> Orc\n    Orc: Axe -> Kara }' }));
        const events = a.play(1, [9, 5, 3]);
        expect(attackEvents(events).map(e => [e.actor, e.outcome, e.defense])).toEqual([
            ['Kara', 'miss', 5],
            ['Orc', 'hit', 3],
        ]);
    });

    it("an unseen attacker's target is partially unaware (−2 Armor), and attacking gives it away", async () => {
        const a = await arena(
            text({ orc: ' is unseen', script: 'round 1 { Orc: Axe -> Kara }\n  round 2 { Orc: Axe -> Kara\n    Kara: Sword -> Orc }' }),
        );
        expect(attackEvents(a.play(1, [3]))[0]).toMatchObject({ defense: 3, outcome: 'hit' });
        expect(a.byId('Orc').conds.has('unseen')).toBe(false);
        // Round 2: no partial unawareness, and Kara's strike has no miss chance (one d10 each).
        expect(attackEvents(a.play(2, [3, 5])).map(e => e.defense)).toEqual([5, 5]);
    });
});

describe('prone (§Trip; the Rise core book numbers)', () => {
    it.each([
        ['Sword', 'armor', 3],
        ['Bow', 'armor', 7],
        ['Net', 'fortitude', 9],
        ['Zap', 'reflex', 3],
    ])('a prone target against %s: %s %i (−2 Armor and Reflex; +4 all defenses against ranged strikes)', async (attack, versus, defense) => {
        const a = await arena(text({ orc: ' is prone', script: `round 1 { Kara: ${attack} -> Orc }` }));
        expect(attackEvents(a.play(1, [9]))[0]).toMatchObject({ versus, defense });
    });

    it('a prone attacker: −2 accuracy with strikes, not with a spell', async () => {
        const a = await arena(text({ kara: ' is prone', script: 'round 1 { Kara: Sword -> Orc }' }));
        const events = a.play(1, [9]);
        expect(attackEvents(events)[0].total).toBe(7);
        const b = await arena(text({ kara: ' is prone', script: 'round 1 { Kara: Zap -> Orc }' }));
        expect(attackEvents(b.play(1, [9]))[0].total).toBe(9);
    });

    it('moves at a quarter of its speed; standing up takes the movement and ends it', async () => {
        const zones = 'zone a { distance b 40 ft }\n  zone b';
        const a = await arena(
            text({
                zones,
                kara: ' at b',
                orc: ' at a is prone',
                script: 'round 1 { Orc: move to b }\n  round 2 { Orc: stand_up }\n  round 3 { Orc: move to b }',
            }),
        );
        expect(notes(a.play(1, []))).toContain('Orc moves 10 ft toward b and stops on the way to b.');
        expect(notes(a.play(2, []))).toContain('Orc stands up.');
        expect(notes(a.play(3, []))).toContain('Orc moves 30 ft toward b, now in b.');
    });
});

describe('grappled (§Being In A Grapple)', () => {
    it('−2 Armor and Reflex, no movement, and no heavy weapon', async () => {
        const zones = 'zone a { distance b 30 ft }\n  zone b';
        const a = await arena(
            text({
                zones,
                kara: ' at a is grappled by Orc',
                orc: ' at a',
                script: 'round 1 { Kara: move to b; Hammer -> Orc\n    Orc: Axe -> Kara }',
            }),
        );
        const events = a.play(1, [9]);
        expect(notes(events)).toContain('Kara does not move toward b (grappled: it cannot move).');
        expect(notes(events)).toContain('Kara is grappled and cannot wield Hammer (a heavy weapon needs two hands); the action is lost.');
        expect(attackEvents(events)).toHaveLength(1);
        expect(attackEvents(events)[0]).toMatchObject({ actor: 'Orc', defense: 3 });
    });
});

describe('unaware and partially unaware (§Awareness and Surprise)', () => {
    it('unaware: −5 Armor against the first attack only', async () => {
        const a = await arena(text({ kara: ' is unaware', script: 'round 1 { Orc: Axe -> Kara }\n  round 2 { Orc: Axe -> Kara }' }));
        expect(attackEvents(a.play(1, [1]))[0].defense).toBe(0);
        expect(attackEvents(a.play(2, [1]))[0].defense).toBe(5);
    });

    it('partially unaware: −2, against the first attack only; not against Fortitude', async () => {
        const a = await arena(text({ orc: ' is partially_unaware', script: 'round 1 { Kara: Net -> Orc }\n  round 2 { Kara: Sword -> Orc }' }));
        expect(attackEvents(a.play(1, [1]))[0].defense).toBe(5);
        // The Net attacked it already: it is aware now.
        expect(attackEvents(a.play(2, [1]))[0].defense).toBe(5);
        const b = await arena(text({ orc: ' is partially_unaware', script: 'round 1 { Kara: Sword -> Orc }' }));
        expect(attackEvents(b.play(1, [1]))[0].defense).toBe(3);
    });
});

describe('squeezing, flying (§Movement Impediments, §Flying Maneuverability)', () => {
    it('squeezing: −2 Armor and Reflex, half speed, and it ends when the squeezer leaves its zone', async () => {
        const zones = 'zone gap { distance hall 40 ft }\n  zone hall';
        const a = await arena(
            text({ zones, kara: ' at gap', orc: ' at gap is squeezing', script: 'round 1 { Kara: Sword -> Orc }\n  round 2 { Orc: move to hall }' }),
        );
        expect(attackEvents(a.play(1, [9]))[0].defense).toBe(3);
        expect(notes(a.play(2, []))).toContain('Orc moves 20 ft toward hall and stops on the way to hall.');
        expect(a.byId('Orc').conds.has('squeezing')).toBe(false);
    });

    it('flying with average maneuverability: −2 Armor and Reflex', async () => {
        const a = await arena(text({ orc: ' is flying', script: 'round 1 { Kara: Zap -> Orc }' }));
        expect(attackEvents(a.play(1, [9]))[0].defense).toBe(3);
    });
});

describe('starting state: unconscious, vital wounds, fatigue; durations', () => {
    it('an unconscious combatant takes no action', async () => {
        const a = await arena(text({ kara: ' is unconscious', script: 'round 1 { Kara: Sword -> Orc }' }));
        const events = a.play(1, []);
        expect(notes(events)).toContain('Kara is unconscious and cannot act.');
    });

    it.each([
        [4, 9, 3],
        [8, 7, 5],
    ])(
        'vital_wound %i: Kara strikes with %i and defends with armor %i (4: −2 defenses; 8: −2 accuracy, §Vital Rolls)',
        async (wound, total, defense) => {
            const a = await arena(text({ kara: ` is vital_wound ${wound}`, script: 'round 1 { Orc: Axe -> Kara\n    Kara: Sword -> Orc }' }));
            const events = a.play(1, [9, 9]);
            expect(attackEvents(events).map(e => [e.actor, e.total, e.defense])).toEqual([
                ['Kara', total, 5],
                ['Orc', 9, defense],
            ]);
            expect(a.byId('Kara').vitalWounds).toEqual([wound]);
        },
    );

    it('fatigue 2 with tolerance 0: −2 accuracy; fatigue 5: unconscious', async () => {
        const a = await arena(text({ kara: ' is fatigue 2', script: 'round 1 { Kara: Sword -> Orc }' }));
        expect(attackEvents(a.play(1, [9]))[0].total).toBe(7);
        const b = await arena(text({ kara: ' is fatigue 5', script: 'round 1 { Kara: Sword -> Orc }' }));
        expect(b.byId('Kara').status).toBe('unconscious');
    });

    it('a condition written for 1 round ends at the end of that round', async () => {
        const a = await arena(text({ orc: ' is prone for 1 rounds', script: 'round 1 { Kara: Sword -> Orc }\n  round 2 { Kara: Sword -> Orc }' }));
        expect(attackEvents(a.play(1, [9]))[0].defense).toBe(3);
        expect(attackEvents(a.play(2, [9]))[0].defense).toBe(5);
    });
});

describe('damage with no effect at all', () => {
    it('a hit on an immune target logs no damage', async () => {
        const a = await arena(
            text({ script: 'round 1 { Kara: Zap -> Orc }' })
                .replace('attack Zap { vs reflex damage 4', 'attack Zap { vs reflex damage 4 category fire')
                .replace('speed 40', 'speed 40 immune energy'),
        );
        const events = a.play(1, [9]);
        expect(damageEvents(events)).toHaveLength(0);
        expect(notes(events)).toContain('Orc is immune to energy damage: no damage.');
    });
});
