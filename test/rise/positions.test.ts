/**
 * Rise positions and movement, from 003_66faa831a56df10d.txt §The Movement Phase, §Movements,
 * §Movement Modes (speed), §Movement Abilities (Hustle, Block, Follow, React, Withdraw),
 * §Movement Impediments (difficult terrain), §Sprint, §Strikes (melee reach, Long weapons, range
 * limits), §Charge, §Overrun, §Conflicting Actions, §Initiative, §Resolving Actions (an enemy's
 * movement does not take it out of an attack of the same phase). Damage is flat so only the d10s
 * the rules roll are drawn.
 */
import { describe, expect, it } from 'vitest';
import type { CombatEvent } from '../../language/engine/log.js';
import { arena, attackEvents } from './harness.js';

const DEF = 'defenses { armor 5 fortitude 5 reflex 5 mental 5 }';
const KARA = `character Kara { accuracy 0 hit_points 30 KARA ${DEF}
  attack Sword { vs armor damage 4 tags melee }
  attack Pike { vs armor damage 4 tags melee, long }
  attack Bow { vs armor damage 4 tags projectile range 30 long_range 90 }
  attack Knife { vs armor damage 4 tags thrown }
  attack Bolt { vs reflex damage 4 tags magical } }`;
const ORC = `creature Orc { accuracy 0 hit_points 50 ORC ${DEF} attack Axe { vs armor damage 3 tags melee } }`;

/** A Rise file: Kara and an Orc (extra stats in `kara`, `orc`), the zones, where they stand, the script. */
function scene(o: { zones: string; kara?: string; orc?: string; karaAt?: string; orcAt?: string; script?: string; sides?: string }): string {
    const sides = o.sides ?? `side h { Kara${o.karaAt ? ` at ${o.karaAt}` : ''} } side o { Orc${o.orcAt ? ` at ${o.orcAt}` : ''} }`;
    return `ruleset rise
${KARA.replace('KARA', o.kara ?? '')}
${ORC.replace('ORC', o.orc ?? '')}
encounter e {
  ${o.zones}
  ${sides}
  ${o.script ?? ''}
}`;
}

const texts = (events: CombatEvent[]) => events.flatMap(e => (e.kind === 'action' || e.kind === 'note' ? [e.text] : []));

describe('§The Movement Phase, §Hustle: a movement covers the speed', () => {
    const zones = 'zone a { distance b 30 ft }\n  zone b { distance c 40 ft }\n  zone c';
    it('a move to a zone exactly the speed away (30 ft) arrives, and the action phase strikes from there', async () => {
        const a = await arena(scene({ zones, karaAt: 'a', orcAt: 'b', script: 'round 1 { Kara: move to b; Sword -> Orc }' }));
        const events = a.play(1, [5]); // 5 + 0 vs armor 5: a hit for 4
        expect(texts(events)).toContain('Kara moves 30 ft toward b, now in b.');
        expect(attackEvents(events)[0]).toMatchObject({ target: 'Orc', outcome: 'hit' });
        expect(a.byId('Orc').hp).toBe(46);
    });

    it('a zone farther than the speed: the mover stops where it runs out and goes on with its next movement', async () => {
        // a → c is 70 ft: 30 ft in round 1, 30 more in round 2 (60), the last 10 in round 3.
        const a = await arena(
            scene({
                zones,
                karaAt: 'a',
                orcAt: 'c',
                script: 'round 1 { Kara: move to c }\n  round 2 { Kara: move to c }\n  round 3 { Kara: move to c }',
            }),
        );
        expect(texts(a.play(1, []))).toContain('Kara moves 30 ft toward c and stops on the way to c.');
        expect(texts(a.play(2, []))).toContain('Kara moves 30 ft toward c and stops on the way to c.');
        expect(texts(a.play(3, []))).toContain('Kara moves 10 ft toward c, now in c.');
    });

    it('the speed is the stat: speed 40 covers 40 ft', async () => {
        const a = await arena(scene({ zones, kara: 'speed 40', karaAt: 'b', orcAt: 'a', script: 'round 1 { Kara: move to c }' }));
        expect(texts(a.play(1, []))).toContain('Kara moves 40 ft toward c, now in c.');
    });

    it('§Vital Rolls: a vital wound of 2 takes 10 ft off the speed, one of 3 takes 5 ft', async () => {
        const a = await arena(
            scene({ zones, kara: 'speed 40', karaAt: 'b', orcAt: 'a', script: 'round 1 { Kara: move to c }' }).replace(
                'Kara at b',
                'Kara at b is vital_wound 2',
            ),
        );
        expect(texts(a.play(1, []))).toContain('Kara moves 30 ft toward c and stops on the way to c.');
        const b = await arena(
            scene({ zones, kara: 'speed 40', karaAt: 'b', orcAt: 'a', script: 'round 1 { Kara: move to c }' }).replace(
                'Kara at b',
                'Kara at b is vital_wound 3',
            ),
        );
        expect(texts(b.play(1, []))).toContain('Kara moves 35 ft toward c and stops on the way to c.');
    });

    it('§Sprint: double land speed, and 1 fatigue level in the movement phase but none in the action phase', async () => {
        const a = await arena(scene({ zones, karaAt: 'a', orcAt: 'c', script: 'round 1 { Kara: sprint to c; sprint to c }' }));
        const events = a.play(1, []);
        expect(texts(events)).toEqual(['Kara sprints 60 ft toward c and stops on the way to c.', 'Kara sprints 10 ft toward c, now in c.']);
        expect(a.byId('Kara').fatigue).toBe(1);
    });
});

describe('§Movement Impediments: leaving difficult terrain costs 5 feet more', () => {
    it.each([
        [25, 'Kara moves 25 ft toward b, now in b (5 ft to leave difficult terrain).'],
        [30, 'Kara moves 25 ft toward b and stops on the way to b (5 ft to leave difficult terrain).'],
    ])('from difficult terrain to a zone %i ft away with 30 ft of speed', async (feet, text) => {
        const a = await arena(
            scene({
                zones: `zone a { distance b ${feet} ft  terrain difficult }\n  zone b`,
                karaAt: 'a',
                orcAt: 'b',
                script: 'round 1 { Kara: move to b }',
            }),
        );
        expect(texts(a.play(1, []))).toContain(text);
    });

    it('entering difficult terrain costs nothing more', async () => {
        const a = await arena(
            scene({
                zones: 'zone a { distance b 30 ft }\n  zone b { terrain difficult }',
                karaAt: 'a',
                orcAt: 'b',
                script: 'round 1 { Kara: move to b }',
            }),
        );
        expect(texts(a.play(1, []))).toContain('Kara moves 30 ft toward b, now in b.');
    });
});

describe('§Strikes: reach and range', () => {
    const at = (feet: number, line: string) =>
        scene({ zones: `zone a { distance b ${feet} ft }\n  zone b`, karaAt: 'a', orcAt: 'b', script: `round 1 { Kara: ${line} -> Orc }` });

    it('a melee strike reaches only adjacent foes (the same zone): from another zone it is lost, no die rolled', async () => {
        const a = await arena(at(5, 'Sword'));
        const events = a.play(1, []);
        expect(attackEvents(events)).toHaveLength(0);
        expect(texts(events)).toContain("Kara's Sword cannot be made at Orc: out of reach (5 ft).");
    });

    it.each([
        [10, 'hit'],
        [15, undefined],
    ])('a Long weapon reaches anything within 10 ft: at %i ft', async (feet, outcome) => {
        const a = await arena(at(feet, 'Pike'));
        const events = a.play(1, outcome ? [5] : []);
        expect(attackEvents(events)[0]?.outcome).toBe(outcome);
    });

    it.each([
        [30, 0],
        [31, -4],
        [90, -4],
    ])('a projectile strike with range 30/90 at %i ft: accuracy %i (the longshot penalty beyond close range)', async (feet, change) => {
        const a = await arena(at(feet, 'Bow'));
        const event = attackEvents(a.play(1, [5]))[0];
        expect(event.total).toBe(5 + change);
    });

    it('beyond long range the attack cannot be made', async () => {
        const a = await arena(at(95, 'Bow'));
        expect(attackEvents(a.play(1, []))).toHaveLength(0);
    });

    it.each([
        [10, 0],
        [30, -4],
    ])('a thrown strike with a weapon not made to be thrown uses 10/30: at %i ft accuracy %i', async (feet, change) => {
        const a = await arena(at(feet, 'Knife'));
        expect(attackEvents(a.play(1, [5]))[0].total).toBe(5 + change);
    });

    it('a spell without a range reaches anyone it sees', async () => {
        const a = await arena(at(500, 'Bolt'));
        expect(attackEvents(a.play(1, [5]))[0].outcome).toBe('hit');
    });

    it('without zones everyone is next to everyone (fights before positions are unchanged)', async () => {
        const a = await arena(scene({ zones: '', script: 'round 1 { Kara: Sword -> Orc }' }));
        expect(attackEvents(a.play(1, [5]))[0].outcome).toBe('hit');
    });
});

describe('§Charge: move up to your speed in a straight line, then a melee strike', () => {
    it('a foe 30 ft away: the charger moves 30 ft and strikes; its defenses are −2 from the next phase to the end of the next round', async () => {
        const a = await arena(
            scene({
                zones: 'zone a { distance b 30 ft }\n  zone b',
                karaAt: 'a',
                orcAt: 'b',
                script: 'round 1 { Kara: charge -> Orc using Sword }\n  round 2 { Orc: Axe -> Kara }\n  round 3 { Orc: Axe -> Kara }',
            }),
        );
        const events = a.play(1, [5]);
        expect(texts(events)).toContain('Kara moves 30 ft toward Orc, now in b.');
        expect(attackEvents(events)[0].outcome).toBe('hit');
        expect(attackEvents(a.play(2, [3]))[0]).toMatchObject({ defense: 3, outcome: 'hit' }); // armor 5 − 2
        expect(attackEvents(a.play(3, [3]))[0]).toMatchObject({ defense: 5, outcome: 'glance' });
    });

    it('a foe 35 ft away is out of the charge: the charger moves 30 ft and cannot strike', async () => {
        const a = await arena(
            scene({ zones: 'zone a { distance b 35 ft }\n  zone b', karaAt: 'a', orcAt: 'b', script: 'round 1 { Kara: charge -> Orc using Sword }' }),
        );
        const events = a.play(1, []);
        expect(texts(events)).toContain('Kara moves 30 ft toward Orc and stops on the way to b.');
        expect(attackEvents(events)).toHaveLength(0);
    });
});

describe('§Resolving Actions: positions and simultaneous groups', () => {
    it("an enemy's movement in the action phase does not take it out of an attack of the same phase", async () => {
        // The orcs' group resolves first and the Orc leaves; Kara still strikes it where it stood.
        const a = await arena(
            scene({
                zones: 'zone a { distance b 30 ft }\n  zone b',
                sides: 'side o { Orc at a } side h { Kara at a }',
                script: 'round 1 { Orc: move; move to b\n    Kara: Sword -> Orc }',
            }),
        );
        const events = a.play(1, [5]);
        expect(texts(events)).toContain('Orc moves 30 ft toward b, now in b.');
        expect(attackEvents(events)[0]).toMatchObject({ target: 'Orc', outcome: 'hit' });
    });

    it('a movement in the movement phase comes before every attack: the mover is out of reach when the action phase begins', async () => {
        const a = await arena(
            scene({
                zones: 'zone a { distance b 30 ft }\n  zone b',
                karaAt: 'a',
                orcAt: 'a',
                script: 'round 1 { Orc: move to b\n    Kara: Sword -> Orc }',
            }),
        );
        const events = a.play(1, []);
        expect(attackEvents(events)).toHaveLength(0);
    });
});

describe('§Follow and §Withdraw: reactive movements', () => {
    const zones = 'zone a { distance b 30 ft }\n  zone b { distance c 30 ft }\n  zone c';
    it('following a creature heads for where it ends its movement (after the movements to a zone)', async () => {
        const a = await arena(
            scene({ zones, kara: 'speed 60', karaAt: 'a', orcAt: 'b', script: 'round 1 { Kara: move -> Orc\n    Orc: move to c }' }),
        );
        expect(texts(a.play(1, []))).toEqual(['Orc moves 30 ft toward c, now in c.', 'Kara moves 60 ft after Orc, now in c.']);
    });

    it('a creature following a follower catches up within its speed (follows go on in passes)', async () => {
        // The Orc follows Kara, who follows the Ally heading for c: Kara first stays (the Ally is still
        // beside her when her follow comes up), then goes after it; the Orc after her in the next pass.
        const a = await arena(
            scene({
                zones,
                kara: 'speed 60',
                orc: 'speed 60',
                karaAt: 'a',
                orcAt: 'a',
                sides: 'side o { Orc at a } side h { Kara at a, Ally at a }',
                script: 'round 1 { Orc: move -> Kara\n    Kara: move -> Ally\n    Ally: move to c }',
            }).replace('encounter e', `character Ally { hit_points 9 speed 60 ${DEF} attack Jab { vs armor damage 1 } }\nencounter e`),
        );
        expect(texts(a.play(1, []))).toEqual([
            'Ally moves 60 ft toward c, now in c.',
            'Orc is already beside Kara.',
            'Kara moves 60 ft after Ally, now in c.',
            'Orc moves 60 ft after Kara, now in c.',
        ]);
    });

    // Following closes the distance to the creature (§Follow: you move so that your distance to it is
    // no greater than the one you chose): a follower on the same journey heads for the end beyond
    // the creature, never back the way it came (it went back to b, "after Kara", farther from her).
    it('two on the same journey between zones: the follower closes in, it does not turn back', async () => {
        const a = await arena(
            scene({
                zones: 'zone a { distance b 60 ft }\n  zone b',
                orc: 'speed 20',
                karaAt: 'a',
                orcAt: 'b',
                script: 'round 1 { Kara: move to b\n    Orc: move to a }\n  round 2 { Orc: move -> Kara }\n  round 3 { Orc: move -> Kara }',
            }),
        );
        a.play(1, []); // Kara 30 ft from a, the Orc 20 ft from b (40 from a): 10 ft apart
        expect(texts(a.play(2, []))).toEqual(['Orc moves 10 ft after Kara and stops on the way to a.']);
        expect(texts(a.play(3, []))).toEqual(['Orc is already beside Kara.']);
    });

    it('a follower in a third zone takes the shorter way to a creature on its way between two others', async () => {
        // a–b 60 ft, c 40 ft from a and 50 from b. Kara stops 55 ft from a (5 from b): the way through
        // b is 50 + 5 = 55 ft, through the nearer a 40 + 55 = 95 ft, so the Orc goes by b.
        const a = await arena(
            scene({
                zones: 'zone a { distance b 60 ft  distance c 40 ft }\n  zone b { distance c 50 ft }\n  zone c',
                kara: 'speed 55',
                orc: 'speed 60',
                karaAt: 'a',
                orcAt: 'c',
                script: 'round 1 { Kara: move to b }\n  round 2 { Orc: move -> Kara }\n  round 3 { Orc: move -> Kara }',
            }),
        );
        a.play(1, []);
        expect(texts(a.play(2, []))).toEqual(['Orc moves 50 ft after Kara, now in b.', 'Orc moves 5 ft after Kara and stops on the way to a.']);
        expect(texts(a.play(3, []))).toEqual(['Orc is already beside Kara.']);
    });

    it('a follower already beside its creature stays', async () => {
        const a = await arena(scene({ zones, karaAt: 'b', orcAt: 'b', script: 'round 1 { Kara: move -> Orc }' }));
        expect(texts(a.play(1, []))).toEqual(['Kara is already beside Orc.']);
    });

    it('withdrawing heads for the zone farthest from the creatures named', async () => {
        const a = await arena(scene({ zones, kara: 'speed 60', karaAt: 'b', orcAt: 'a', script: 'round 1 { Kara: withdraw -> Orc }' }));
        expect(texts(a.play(1, []))).toEqual(['Kara moves 30 ft away from Orc, now in c.']);
    });

    it.each([
        ['', 'Orc moves 30 ft after Kara, now in a.'],
        ['speed 20', 'Orc moves 20 ft after Kara and stops on the way to a.'],
    ])('§Conflicting Actions: relative speeds decide a chase (orc %s)', async (orc, text) => {
        // Kara withdraws from b (a and c are both 30 ft away: the first in the encounter's order), the Orc follows.
        const a = await arena(scene({ zones, orc, karaAt: 'b', orcAt: 'b', script: 'round 1 { Kara: withdraw -> Orc\n    Orc: move -> Kara }' }));
        expect(texts(a.play(1, []))).toEqual(['Kara moves 30 ft away from Orc, now in a.', text]);
    });

    it('keep_up: a character whose follow falls short sprints instead (double speed, +1 fatigue in the movement phase)', async () => {
        const a = await arena(scene({ zones, karaAt: 'a', orcAt: 'b', script: 'round 1 { Kara: move -> Orc with keep_up\n    Orc: move to c }' }));
        expect(texts(a.play(1, []))).toContain('Kara sprints 60 ft after Orc (sprinting to keep up), now in c.');
        expect(a.byId('Kara').fatigue).toBe(1);
    });
});

describe('§Block, §React, §Initiative, §Overrun', () => {
    const zones = 'zone a { distance b 30 ft }\n  zone b';
    const blocked = (script: string, kara = '') =>
        scene({ zones, kara, karaAt: 'a', orcAt: 'a', script: `round 1 { Orc: block -> Kara\n    ${script} }` });

    it.each([
        [[7, 5], "Kara cannot leave a toward b (30 ft past Orc's block)."],
        [[5, 7], 'Kara moves 30 ft toward b, now in b.'],
        [[6, 6], 'Kara moves 30 ft toward b, now in b.'],
    ])('block: d10 + speed against d10 + speed, the blocker must beat the mover (%j)', async (dice, text) => {
        const a = await arena(blocked('Kara: move to b'));
        expect(texts(a.play(1, dice))).toContain(text);
    });

    it('react: a failed opposed initiative check loses every other initiative check of the phase without dice', async () => {
        // Kara's react: 3 + 30 against the Orc's 8 + 30 — she fails, so the Orc's block holds with no roll.
        const a = await arena(blocked('Kara: react -> Orc; move to b'));
        const events = a.play(1, [3, 8]);
        expect(texts(events)).toContain("Kara cannot leave a toward b (30 ft past Orc's block).");
    });

    it('overrun: an attack vs. Fortitude with full Strength passes the blocker on a hit (no initiative), +1 fatigue', async () => {
        // Kara: accuracy 0, perception 2 (½ = 1), strength 3 → accuracy 0 − 1 + 3 = 2; 3 + 2 = 5 vs Fortitude 5.
        const a = await arena(blocked('Kara: overrun to b', 'strength 3 perception 2'));
        const events = a.play(1, [3]);
        expect(attackEvents(events)[0]).toMatchObject({ attack: 'overrun', versus: 'fortitude', total: 5, outcome: 'hit' });
        expect(texts(events)).toContain('Kara moves 30 ft toward b, now in b.');
        expect(a.byId('Kara').fatigue).toBe(1);
    });

    it('overrun: a miss ends the movement at once', async () => {
        const a = await arena(blocked('Kara: overrun to b', 'strength 3 perception 2'));
        const events = a.play(1, [2]); // 2 + 2 = 4 vs 5: a glancing blow is no hit
        expect(texts(events)).toContain("Kara's overrun is stopped by Orc: it does not move.");
    });
});
