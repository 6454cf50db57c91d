/**
 * What Rise attacks and abilities do besides damage, and the damage the scene deals, through the
 * engine: from 003_66faa831a56df10d.txt §Glancing Blows (effects need a hit), §Dice Pools (healing
 * pools take dice increments), §Simultaneous Damage and Healing, §Swift Abilities, §Negative Hit
 * Points, §Recover, §Forced Movement (Push Effects, Knockback Effects), §Point of Origin (area
 * attacks), §Damage Types, §Damage Subtypes, §Multiple Damage Types, §Environmental Damage,
 * §Special Damage Types, §Subdual Damage.
 */
import { describe, expect, it } from 'vitest';
import type { CombatEvent } from '../../language/engine/log.js';
import { renderEvent } from '../../language/engine/render.js';
import { arena, attackEvents, damageEvents, woundEvents } from './harness.js';

const DEF = 'defenses { armor 5 fortitude 5 reflex 5 mental 5 }';
const text = (o: {
    zones?: string;
    kara?: string;
    karaStats?: string;
    ally?: string;
    orc?: string;
    orcStats?: string;
    script: string;
    attacks?: string;
}) => `ruleset rise
character Kara { accuracy 0 hit_points 30 ${o.karaStats ?? ''} ${DEF}
  attack Sword { vs armor damage 4 tags melee }
  ${o.attacks ?? ''} }
character Ally { accuracy 0 strength 2 hit_points 30 ${DEF}
  attack Club { vs armor damage 2 tags melee }
  ability Bandage { heals 1d6 }
  ability QuickAid { heals 1d6 tags swift } }
creature Orc { accuracy 0 hit_points 50 ${o.orcStats ?? ''} ${DEF} attack Axe { vs armor damage 10 tags melee } }
encounter e {
  ${o.zones ?? ''}
  side h { Kara${o.kara ?? ''}, Ally${o.ally ?? ''} } side o { Orc${o.orc ?? ''} }
  ${o.script}
}`;
const notes = (events: CombatEvent[]) => events.flatMap(e => (e.kind === 'action' || e.kind === 'note' ? [e.text] : []));

describe('effects on a hit, and abilities without an attack roll', () => {
    const snare = 'attack Snare { vs reflex inflicts prone }';
    it.each([
        [5, true],
        [4, false],
    ])('inflicts: a roll of %i against Reflex 5 leaves the target prone: %s (a glancing blow does nothing)', async (roll, prone) => {
        const a = await arena(text({ attacks: snare, script: 'round 1 { Kara: Snare -> Orc }' }));
        a.play(1, [roll]);
        expect(a.byId('Orc').conds.has('prone')).toBe(prone);
    });

    it('an ability without `vs` makes no roll: it simply lands (removes)', async () => {
        const a = await arena(text({ attacks: 'ability Cleanse { removes prone }', kara: ' is prone', script: 'round 1 { Kara: Cleanse -> Kara }' }));
        const events = a.play(1, []);
        expect(attackEvents(events)).toHaveLength(0);
        expect(a.byId('Kara').conds.has('prone')).toBe(false);
    });

    it('modifies: a stat change for its rounds (armor −2 for 2 rounds), seen by the next ally at once', async () => {
        const a = await arena(
            text({
                attacks: 'attack Curse { vs mental modifies armor -2 for 2 rounds }',
                script: 'round 1 { Kara: Curse -> Orc\n    Ally: Club -> Orc }\n  round 2 { Ally: Club -> Orc }\n  round 3 { Ally: Club -> Orc }',
            }),
        );
        expect(attackEvents(a.play(1, [5, 1]))[1].defense).toBe(3);
        expect(attackEvents(a.play(2, [1]))[0].defense).toBe(3);
        expect(attackEvents(a.play(3, [1]))[0].defense).toBe(5);
    });

    it('§Recover removes the conditions effects inflicted (not one the fight started with)', async () => {
        const a = await arena(
            text({
                attacks: 'attack Hex { vs mental inflicts blinded }',
                kara: ' is prone',
                script: 'round 1 { Kara: Hex -> Kara }\n  round 2 { Kara: recover }',
            }),
        );
        a.play(1, [9]);
        expect(a.byId('Kara').conds.has('blinded')).toBe(true);
        a.play(2, []);
        expect(a.byId('Kara').conds.has('blinded')).toBe(false);
        expect(a.byId('Kara').conds.has('prone')).toBe(true);
    });

    it('inflicts fatigue raises the fatigue level', async () => {
        const a = await arena(text({ attacks: 'attack Drain { vs fortitude inflicts fatigue 2 }', script: 'round 1 { Kara: Drain -> Ally }' }));
        a.play(1, [9]);
        expect(a.byId('Ally').fatigue).toBe(2);
    });
});

describe('healing (§Dice Pools, §Simultaneous Damage and Healing, §Swift Abilities, §Negative Hit Points)', () => {
    it('a healing pool takes half Strength in dice increments (mundane): 1d6 with Strength 2 is 1d8', async () => {
        const a = await arena(text({ script: 'round 1 { Ally: Bandage -> Kara }' }));
        a.byId('Kara').hp = 10;
        a.play(1, [8]);
        expect(a.byId('Kara').hp).toBe(18);
    });

    it('damage of the same phase lands before healing: a wound below 0, then the heal from 0', async () => {
        const a = await arena(text({ script: 'round 1 { Ally: Bandage -> Kara\n    Orc: Axe -> Kara }' }));
        a.byId('Kara').hp = 5;
        // Bandage 1d8 [8] (rolled when used), the Axe [9] hits for 10: 5 − 10 = −5, a vital wound [10];
        // then the heal: −5 resets to 0, +8.
        const events = a.play(1, [8, 9, 10]);
        expect(woundEvents(events)).toHaveLength(1);
        expect(a.byId('Kara').hp).toBe(8);
    });

    it('a Swift heal resolves before the damage: no wound', async () => {
        const a = await arena(text({ script: 'round 1 { Ally: QuickAid -> Kara\n    Orc: Axe -> Kara }' }));
        a.byId('Kara').hp = 5;
        const events = a.play(1, [8, 9]);
        expect(woundEvents(events)).toHaveLength(0);
        expect(a.byId('Kara').hp).toBe(3);
    });

    it('a character out from a vital roll of 1 wakes when healed to full hit points', async () => {
        const a = await arena(text({ kara: ' is vital_wound 1', script: 'round 1 { Ally: QuickAid -> Kara }' }));
        const kara = a.byId('Kara');
        kara.hp = 22;
        kara.status = 'unconscious';
        a.play(1, [8]);
        expect(kara.hp).toBe(30);
        expect(kara.status).toBe('active');
    });
});

describe('§Forced Movement: push and knockback', () => {
    const line = 'zone a { distance b 10 ft }\n  zone b { distance c 10 ft }\n  zone c';
    const pusher = (feet: number, tags = '') => `attack Slam { vs fortitude damage 1 pushes ${feet} ft ${tags ? `tags ${tags}` : ''} }`;
    it.each([
        [10, 'b'],
        [20, 'c'],
    ])('a push of %i ft moves the target zone by zone away from the attacker: it ends in %s', async (feet, zone) => {
        const a = await arena(
            text({ zones: line, attacks: pusher(feet), kara: ' at a', orc: ' at a', ally: ' at a', script: 'round 1 { Kara: Slam -> Orc }' }),
        );
        const events = a.play(1, [9]);
        expect(notes(events)).toContain(`Kara's push moves Orc ${feet} ft, now in ${zone}.`);
    });

    it('a push stopped by the edge of the scene simply ends', async () => {
        const a = await arena(
            text({ zones: line, attacks: pusher(35), kara: ' at a', orc: ' at a', ally: ' at a', script: 'round 1 { Kara: Slam -> Orc }' }),
        );
        const events = a.play(1, [9]);
        expect(notes(events)).toContain("Kara's push moves Orc 20 ft, now in c — stopped with 15 ft left.");
        expect(damageEvents(events).map(e => e.amount)).toEqual([1]);
    });

    it('a knockback stopped there deals 1d6 per full 10 ft left (15 ft: 1d6)', async () => {
        const a = await arena(
            text({
                zones: line,
                attacks: pusher(35, 'knockback'),
                kara: ' at a',
                orc: ' at a',
                ally: ' at a',
                script: 'round 1 { Kara: Slam -> Orc }',
            }),
        );
        const events = a.play(1, [9, 6]);
        expect(damageEvents(events).map(e => e.amount)).toEqual([1, 6]);
    });

    it('difficult terrain limits forced movement like movement: 5 ft of the push to leave it', async () => {
        const zones = 'zone a { distance b 10 ft  terrain difficult }\n  zone b';
        const a = await arena(
            text({ zones, attacks: pusher(10), kara: ' at a', orc: ' at a', ally: ' at a', script: 'round 1 { Kara: Slam -> Orc }' }),
        );
        expect(notes(a.play(1, [9]))).toContain("Kara's push moves Orc 5 ft.");
    });

    it('without zones a push moves nobody, and says so', async () => {
        const a = await arena(text({ attacks: pusher(10), script: 'round 1 { Kara: Slam -> Orc }' }));
        expect(notes(a.play(1, [9]))[0]).toContain('the scene has no zones');
    });
});

describe('§Point of Origin: an area attack takes everyone in the zone, allies too, with one roll', () => {
    it('one attack roll against each occupant of the zone', async () => {
        const zones = 'zone a { distance b 20 ft }\n  zone b';
        const a = await arena(
            text({
                zones,
                attacks: 'attack Blast { vs reflex damage 3 tags magical, area range 30 }',
                kara: ' at a',
                ally: ' at b',
                orc: ' at b',
                script: 'round 1 { Kara: Blast in b }',
            }),
        );
        const events = a.play(1, [5]);
        expect(attackEvents(events).map(e => [e.target, e.total])).toEqual([
            ['Ally', 5],
            ['Orc', 5],
        ]);
    });

    it('a zone beyond the attack’s range is out of reach', async () => {
        const zones = 'zone a { distance b 40 ft }\n  zone b';
        const a = await arena(
            text({
                zones,
                attacks: 'attack Blast { vs reflex damage 3 tags magical, area range 30 }',
                kara: ' at a',
                ally: ' at a',
                orc: ' at b',
                script: 'round 1 { Kara: Blast in b }',
            }),
        );
        expect(attackEvents(a.play(1, []))).toHaveLength(0);
    });
});

describe('§Damage Types: traits apply when they cover the damage dealt', () => {
    const typed = (category: string) => `attack Cut { vs armor damage 4 category ${category} tags melee }`;
    it.each([
        ['slashing', 'resists physical', 9],
        ['fire', 'resists physical', 5],
        ['cold', 'vulnerable cold', 1],
        ['fire', 'resists fire', 9],
    ])(
        'a %s attack against a target that %s: Armor %i (impervious +4, vulnerable −4; a primary type covers its subtypes)',
        async (category, trait, defense) => {
            const a = await arena(text({ attacks: typed(category), orcStats: trait, script: 'round 1 { Kara: Cut -> Orc }' }));
            expect(attackEvents(a.play(1, [9]))[0].defense).toBe(defense);
        },
    );

    it('untyped damage escapes every trait', async () => {
        const a = await arena(text({ orcStats: 'resists physical immune energy', script: 'round 1 { Kara: Sword -> Orc }' }));
        const events = a.play(1, [5]);
        expect(attackEvents(events)[0].defense).toBe(5);
        expect(damageEvents(events)[0].amount).toBe(4);
    });
});

describe('§Environmental Damage: hazards at the end of the round', () => {
    it('damage resistance reduces it without being used up: DR 2 against fire 3 loses 1 hit point each round', async () => {
        const a = await arena(
            text({ zones: 'zone pit { hazard fire 3 }', orc: ' at pit', orcStats: 'damage_resistance 2', script: 'round 1 { }\n  round 2 { }' }),
        );
        a.play(1, []);
        a.play(2, []);
        const orc = a.byId('Orc');
        expect([orc.hp, orc.resistance]).toEqual([48, 2]);
    });

    it('the log says the resistance is not used up, and the hazard burns under its own heading, not under the last attack', async () => {
        const a = await arena(text({ zones: 'zone pit { hazard fire 3 }', orc: ' at pit', orcStats: 'damage_resistance 2', script: 'round 1 { }' }));
        const events = a.play(1, []);
        const lines = events.flatMap(e => renderEvent(e, 'text', {}));
        expect(lines.slice(-2)).toEqual([
            '  End of the round',
            '      Orc takes 3 damage: 2 absorbed by damage resistance, which environmental damage does not use up, 1 hit point lost → 49/50 HP [environmental fire damage in pit]',
        ]);
    });

    it('only those in the zone; an immunity to the type stops it; a scene-wide hazard reaches everyone', async () => {
        const a = await arena(
            text({
                zones: 'zone pit { hazard fire 3 }\n  zone edge',
                kara: ' at edge',
                orc: ' at pit',
                orcStats: 'immune fire',
                script: 'round 1 { }',
            }),
        );
        const events = a.play(1, []);
        expect(damageEvents(events)).toHaveLength(0);
        expect(notes(events)).toContain('Orc is immune to fire damage: the fire hazard does nothing.');
        const b = await arena(text({ zones: 'hazard cold 2', script: 'round 1 { }' }));
        expect(damageEvents(b.play(1, [])).map(e => e.target)).toEqual(['Kara', 'Ally', 'Orc']);
    });

    it('subdual environmental damage: no vital wound, 3 fatigue levels instead', async () => {
        const a = await arena(text({ zones: 'hazard subdual 5', script: 'round 1 { }' }));
        a.byId('Kara').hp = 2;
        const events = a.play(1, []);
        expect(woundEvents(events)).toHaveLength(0);
        expect(a.byId('Kara').fatigue).toBe(3);
    });

    it('it comes before the end-of-round reset: below 0 it wounds, and the hit points reset to 0 after', async () => {
        const a = await arena(text({ zones: 'hazard fire 5', script: 'round 1 { }' }));
        a.byId('Kara').hp = 2;
        const events = a.play(1, [10]);
        expect(woundEvents(events)).toHaveLength(1);
        expect(a.byId('Kara').hp).toBe(0);
    });
});
