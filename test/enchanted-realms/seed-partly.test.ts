/**
 * The rules issue 23's Coverage table still called "partly", each from the seed's sentence with
 * scripted dice through the shipped path (the engine playing a fight, the checks as `strife check`):
 * the glaive's heavy property and the ula in an impalement (§Impalement Maneuver).
 * Seed: 001_66230f9a082df360.txt.
 */
import { describe, expect, it } from 'vitest';
import { erArena } from './harness.js';
import { attacks, checks, codesOf, damages, faces, fight, lines, restrictions } from './tactical.js';

/** Ysolde: polearms skill, one melee skill (1 die + 2 impalement = 3d20). Orc: AC 10 + 1 = 11. */
const PIKE = `ruleset enchanted-realms
character Ysolde { strength 6 agility 8 body 20 defenses { armor 8 } skills { melee 1 polearms 1 }
  attack Glaive { roll skills d20 category piercing weight 3 tags polearm, heavy, reach }
  attack Spear { roll skills d20 category piercing weight 2 tags polearm, reach }
  attack Ula { roll skills d20 category edged weight 2 tags polearm } }
creature Orc { strength 8 agility 4 body 16 movement 30 defenses { armor 10 } attack Cleaver { roll 2d20 weight 2 } }
`;
const charge = (pole: string) =>
    `${PIKE}encounter E { zone line zone field { distance line 25 ft } side a { Ysolde at line } side b { Orc at field }
  round 1 { Orc: move to line; Cleaver -> Ysolde
            Ysolde: impale -> Orc using ${pole} } }`;

describe('§Impalement Maneuver: a glaive’s heavy property puts a natural 18 to 20 at disadvantage', () => {
    it('the glaive’s 19 is rolled again and the lower (6) kept: no hit on AC 11; 17 stands', async () => {
        const a = await erArena(charge('Glaive'));
        // d10s Ysolde 1, Orc 9; impalement 3d20: 19 (again: 6), 17, 3 — one hit (17); then the Cleaver 2, 2.
        const events = a.play(1, [1, 9, 19, 6, 17, 3, 2, 2]);
        expect(faces(events)[0]).toEqual(['~19', 6, 17, 3]);
        expect(attacks(events)[0]).toMatchObject({ attack: 'Glaive (impalement)', total: 1 });
    });
    it('on the threshold: an 18 is rolled again, a 20 too; both low again → no hit at all', async () => {
        const a = await erArena(charge('Glaive'));
        const events = a.play(1, [1, 9, 18, 2, 20, 5, 3, 2, 2]);
        expect(faces(events)[0]).toEqual(['~18', 2, '~20', 5, 3]);
        expect(attacks(events)[0]).toMatchObject({ outcome: 'miss' });
    });
    it('the lower is kept even when the second die is higher: 18 then 20 keeps the 18', async () => {
        const a = await erArena(charge('Glaive'));
        const events = a.play(1, [1, 9, 18, 20, 3, 3, 2, 2]);
        expect(faces(events)[0]).toEqual([18, '~20', 3, 3]);
    });
    it('a spear (no heavy property) keeps its 19', async () => {
        const a = await erArena(charge('Spear'));
        const events = a.play(1, [1, 9, 19, 17, 3, 2, 2]);
        expect(faces(events)[0]).toEqual([19, 17, 3]);
    });
    it('the glaive’s ordinary attack (melee + polearms: 2d20) is not touched: 19 stands', async () => {
        const a = await erArena(`${PIKE}encounter E { side a { Ysolde } side b { Orc } round 1 { Ysolde: Glaive -> Orc } }`);
        expect(faces(a.play(1, [9, 1, 19, 3]))[0]).toEqual([19, 3]);
    });
});

describe('§Impalement Maneuver: the ula impales without piercing damage; its own entry is outside the chapter', () => {
    it('an edged ula impales (3d20) — and strife check warns that its own details are played by the general rule', async () => {
        const a = await erArena(charge('Ula'));
        expect(attacks(a.play(1, [1, 9, 12, 3, 4, 2, 2]))[0]).toMatchObject({ attack: 'Ula (impalement)' });
        expect(await codesOf(charge('Ula'))).toEqual(['enchanted-realms-ula-rule']);
    });
});

/**
 * §Getting The Drop: the held damage falls on the holder's next action or reaction — the reaction
 * when anyone moves to help the victim, or when the victim resists. Vessa's Bow at the surprised
 * Goblin (AC 11): 1 die + the advantage die + the sneak die; 3 hits + Strength +2 = 5 held.
 * Initiative d10s in encounter order: Vessa, Goblin, Orc.
 */
describe('§Getting The Drop: the held damage dealt by reaction', () => {
    const scene = (round2: string) =>
        fight(
            `zone camp zone tent { distance camp 30 ft } surprised b
             side a { Vessa at camp } side b { Goblin at camp, Orc at tent }
             round 1 { Vessa: get_the_drop -> Goblin using Bow } round 2 { ${round2} }`,
        );
    const round1 = [5, 2, 1, 15, 15, 15];
    it('the victim resists (its Dagger): the 5 fall first, by Vessa’s reaction — the feat (Agility +2, 5 → 7) misses DC 20', async () => {
        const a = await erArena(scene('Goblin: Dagger -> Vessa'));
        a.play(1, round1);
        expect(a.byId('Vessa').drop).toMatchObject({ target: 'Goblin', damage: 5 });
        // d10s Vessa 1, Goblin 9, Orc 2; the feat 5; then the Dagger 2 (a miss on AC 13).
        const events = a.play(2, [1, 9, 2, 5, 2]);
        expect(damages(events)).toEqual([['Goblin', 5]]);
        expect(checks(events)[0]).toMatchObject({ who: 'Goblin', total: 7, success: false });
        expect(attacks(events).map(e => e.actor)).toEqual(['Goblin']);
        expect(a.byId('Vessa').reactedRound).toBe(2);
        expect(a.byId('Vessa').drop).toBeUndefined();
    });
    it('someone moves to help: the Orc comes into the camp and the blow falls — the feat (19 + 2 = 21) halves it: 2', async () => {
        const a = await erArena(scene('Orc: move to camp'));
        a.play(1, round1);
        const events = a.play(2, [1, 2, 9, 19]);
        expect(damages(events)).toEqual([['Goblin', 2]]);
        expect(a.byId('Vessa').reactedRound).toBe(2);
    });
    it('a victim that does nothing does not resist: the damage waits for Vessa’s own action', async () => {
        const a = await erArena(scene('Vessa: defend'));
        a.play(1, round1);
        const events = a.play(2, [1, 9, 2, 5]);
        expect(damages(events)).toEqual([['Goblin', 5]]);
        expect(a.byId('Vessa').reactedRound).toBeUndefined();
    });
    it('a holder that may not react (it defended this round) cannot answer: the Dagger goes first, the damage waits for her action', async () => {
        const a = await erArena(scene('Goblin: Dagger -> Vessa'));
        a.play(1, round1);
        a.byId('Vessa').defendedRound = 2;
        // d10s Vessa 1, Goblin 9, Orc 2; the Dagger 2; then Vessa's own turn: the feat 5.
        const events = a.play(2, [1, 9, 2, 2, 5]);
        const order = events.flatMap(e => (e.kind === 'attack' ? ['Dagger'] : e.kind === 'damage' ? ['held damage'] : []));
        expect(order).toEqual(['Dagger', 'held damage']);
        expect(a.byId('Vessa').reactedRound).toBeUndefined();
    });
});

/**
 * §Restrictions in Combat, bound: movement is normal unless tied or shackled to an object
 * (`bound_to_object`: movement 0), halved when the feet are shackled too (`bound_at_feet`); every
 * other line of the row holds for both. Vessa: movement 30 → 15 at the feet.
 */
describe('§Restrictions in Combat: bound to an object, shackled at the feet', () => {
    const scene = (state: string, line: string) =>
        fight(
            `zone a zone b { distance a 15 ft } zone c { distance a 20 ft } side a { Vessa at a is ${state} } side b { Goblin at a } round 1 { Vessa: ${line} }`,
        );
    it('tied to an object: the move is refused (movement 0), and strife check says so', async () => {
        const a = await erArena(scene('bound_to_object', 'move to b'));
        a.play(1, [9, 1]);
        expect(a.engine.field.zoneOf('Vessa')).toBe('a');
        expect(await codesOf(scene('bound_to_object', 'move to b'))).toEqual(['enchanted-realms-restricted']);
    });
    it('shackled at the feet: half of 30 — 15 ft goes, 20 ft does not', async () => {
        const fifteen = await erArena(scene('bound_at_feet', 'move to b'));
        fifteen.play(1, [9, 1]);
        expect(fifteen.engine.field.zoneOf('Vessa')).toBe('b');
        const twenty = await erArena(scene('bound_at_feet', 'move to c'));
        const events = twenty.play(1, [9, 1]);
        expect(twenty.engine.field.zoneOf('Vessa')).toBe('a');
        expect(lines(events).join(' ')).toContain('cannot move to c');
    });
    it('both keep the rest of the row: her Sword loses a die to disadvantage and −5 on it (14 − 5 = 9 misses AC 11)', async () => {
        for (const state of ['bound_to_object', 'bound_at_feet']) {
            const a = await erArena(scene(state, 'Sword -> Goblin'));
            const events = a.play(1, [9, 1, 14]);
            expect(attacks(events)[0]).toMatchObject({ outcome: 'miss' });
            expect(faces(events)).toEqual([[14]]);
        }
    });
    it('plain bound moves normally: 20 ft goes (the Goblin left behind flee-attacks at advantage: 2, 2 miss)', async () => {
        const a = await erArena(scene('bound', 'move to c'));
        a.play(1, [9, 1, 2, 2]);
        expect(a.engine.field.zoneOf('Vessa')).toBe('c');
    });
});

/**
 * §Knocked Down, mounts: a mount that becomes prone or unconscious throws its rider, who may spend
 * its reaction to dismount and land safely, else falls prone next to it. A rider (`aboard Horse`)
 * goes where its mount goes. Initiative d10s in encounter order: Horse, Vessa, Trapper.
 */
describe('§Knocked Down: a rider and its fallen mount', () => {
    const MOUNTED = `creature Horse { strength 10 agility 4 body 20 movement 60 size 5 defenses { armor 8 } attack Hooves { roll 1d20 weight 1 } }
creature Trapper { agility 4 body 10 defenses { armor 8 } ability Snare { inflicts prone } ability Sap { inflicts unconscious } }`;
    const scene = (lines: string, vessa = 'Vessa at field aboard Horse') =>
        fight(
            `zone field zone hill { distance field 60 ft } side a { Horse at field, ${vessa} } side b { Trapper at field } round 1 { ${lines} }`,
            MOUNTED,
        );
    it('strife check accepts a rider aboard a mount of its own side; a mount of the other side is refused', async () => {
        expect(await codesOf(scene('Horse: defend'))).toEqual([]);
        expect(await codesOf(fight(`side a { Vessa aboard Trapper } side b { Trapper } round 1 { Vessa: defend }`, MOUNTED))).toEqual([
            'enchanted-realms-mount',
        ]);
    });
    it('the rider goes where its mount goes: the Horse gallops 60 ft to the hill, Vessa with it', async () => {
        const a = await erArena(scene('Horse: move to hill'));
        // Trapper left behind at cautious... no: 60 ft is normal speed, but Trapper has no melee weapon: no flee attack.
        a.play(1, [9, 5, 1]);
        expect(a.engine.field.zoneOf('Horse')).toBe('hill');
        expect(a.engine.field.zoneOf('Vessa')).toBe('hill');
    });
    it('the mount falls prone: the rider spends its reaction and lands on its feet', async () => {
        const a = await erArena(scene('Trapper: Snare -> Horse'));
        const events = a.play(1, [1, 2, 9]);
        expect(restrictions(events)).toEqual(['Horse +prone']);
        expect(a.byId('Vessa').reactedRound).toBe(1);
        expect(lines(events).join(' ')).toContain('Vessa dismounts');
        expect(a.byId('Vessa').mount).toBeUndefined();
    });
    it('without a reaction left (it defended this round) the rider falls prone beside its mount', async () => {
        const a = await erArena(scene('Vessa: defend  Trapper: Snare -> Horse'));
        const events = a.play(1, [1, 9, 2]);
        expect(restrictions(events)).toEqual(['Horse +prone', 'Vessa +prone']);
        expect(a.engine.field.zoneOf('Vessa')).toBe('field');
        expect(a.byId('Vessa').mount).toBeUndefined();
    });
    it('a rider whose plan keeps its reaction for a dodge does not spend it to land: it falls prone', async () => {
        const a = await erArena(scene('Vessa: dodge  Trapper: Snare -> Horse').replace('character Vessa {', 'character Vessa { tags dodge'));
        const events = a.play(1, [1, 2, 9]);
        expect(restrictions(events)).toEqual(['Horse +prone', 'Vessa +prone']);
        expect(a.byId('Vessa').reactedRound).toBeUndefined();
    });
    it('an unconscious mount throws its rider too', async () => {
        const a = await erArena(scene('Vessa: defend  Trapper: Sap -> Horse'));
        const events = a.play(1, [1, 9, 2]);
        expect(restrictions(events)).toEqual(['Horse +unconscious', 'Horse +prone', 'Vessa +prone']);
    });
    it('a rider that moves on its own steps down first and walks on its own 30 ft (60 to the hill: strife check refuses it)', async () => {
        const brook = (line: string) => scene(line).replace('zone hill {', 'zone brook { distance field 30 ft } zone hill {');
        const a = await erArena(brook('Vessa: move to brook'));
        const events = a.play(1, [1, 9, 2]);
        expect(a.byId('Vessa').mount).toBeUndefined();
        expect(a.engine.field.zoneOf('Vessa')).toBe('brook');
        expect(a.engine.field.zoneOf('Horse')).toBe('field');
        expect(lines(events).join(' ')).toContain('Vessa dismounts Horse');
        expect(await codesOf(brook('Vessa: move to hill'))).toEqual(['enchanted-realms-move-too-far']);
    });
    it('strife check follows the mount: after the Horse gallops to the hill, the Sword of its rider reaches a foe there', async () => {
        const t = fight(
            `zone field zone hill { distance field 60 ft } side a { Horse at field, Vessa at field aboard Horse } side b { Goblin at hill }
             round 1 { Horse: move to hill  Vessa: Sword -> Goblin }`,
            MOUNTED,
        );
        expect(await codesOf(t)).toEqual([]);
    });
});

/**
 * §Flee Attack, the blocked hallway: one who must get through the space a blocker holds meets it in
 * a Strength competition (d12 + modifier each); the blocker winning stops it there, losing lets it
 * on — and may still flee-attack it. A zone with `terrain narrow` is such a hallway; the way from
 * gate to yard runs through it (15 + 15 ft). Vessa Strength +2, Orc +3 (Cleaver 3d20).
 */
describe('§Flee Attack: the blocked hallway', () => {
    const scene = (line = 'Vessa: move to yard', hall = 'terrain narrow') =>
        fight(`zone gate zone hall { ${hall} distance gate 15 ft } zone yard { distance hall 15 ft }
               side a { Vessa at gate } side b { Orc at hall } round 1 { ${line} }`);
    it('Vessa wins (10 + 2 = 12 against 4 + 3 = 7): she gets through to the yard, and the Orc still takes its flee attack', async () => {
        const a = await erArena(scene());
        const events = a.play(1, [9, 1, 10, 4, 2, 2, 2]);
        expect(checks(events)[0]).toMatchObject({ who: 'Vessa', total: 12, success: true });
        expect(a.engine.field.zoneOf('Vessa')).toBe('yard');
        expect(attacks(events).map(e => e.attack)).toEqual(['Cleaver (flee attack, normal speed)']);
    });
    it('the Orc wins (3 + 2 = 5 against 10 + 3 = 13): she cannot get through and stops in the hall, next to it', async () => {
        const a = await erArena(scene());
        const events = a.play(1, [9, 1, 3, 10]);
        expect(a.engine.field.zoneOf('Vessa')).toBe('hall');
        expect(a.byId('Vessa').travelledFeet).toBe(15);
        expect(attacks(events)).toEqual([]);
    });
    it('a tie is rolled again (option competition_ties: reroll): 8 + 2 = 7 + 3, then 1 + 2 against 12 + 3', async () => {
        const a = await erArena(scene());
        a.play(1, [9, 1, 8, 7, 1, 12]);
        expect(a.engine.field.zoneOf('Vessa')).toBe('hall');
    });
    it('a hall that is not narrow (or a move that ends in it) asks no competition', async () => {
        const wide = await erArena(scene('Vessa: move to yard', ''));
        const events = wide.play(1, [9, 1, 2, 2, 2]);
        expect(checks(events)).toEqual([]);
        expect(wide.engine.field.zoneOf('Vessa')).toBe('yard');
        // Running through the hall is moving through the space around the Orc: its flee attack all the same.
        expect(attacks(events).map(e => e.attack)).toEqual(['Cleaver (flee attack, normal speed)']);
        const into = await erArena(scene('Vessa: move to hall'));
        into.play(1, [9, 1]);
        expect(into.engine.field.zoneOf('Vessa')).toBe('hall');
    });
    it('a move that runs through a zone where a foe stands draws its flee attack; one that stops short of it, or a cautious 15 ft past it, does not', async () => {
        // gate –10 ft– hall –20 ft– yard; the Orc in the hall. Vessa's 30 ft to the yard runs past it at normal speed.
        const through = (line: string) =>
            fight(`zone gate zone hall { distance gate 10 ft } zone yard { distance hall 20 ft }
                   side a { Vessa at gate } side b { Orc at hall } round 1 { ${line} }`);
        const past = await erArena(through('Vessa: move to yard'));
        expect(attacks(past.play(1, [9, 1, 2, 2, 2])).map(e => e.attack)).toEqual(['Cleaver (flee attack, normal speed)']);
        expect(past.engine.field.zoneOf('Vessa')).toBe('yard');
        // Back at the gate, 10 ft short of the hall: she never came up to the Orc.
        const short = await erArena(
            fight(`zone gate zone hall { distance gate 10 ft } zone yard { distance hall 20 ft } zone well { distance gate 10 ft }
                   side a { Vessa at gate } side b { Orc at hall } round 1 { Vessa: move to well }`),
        );
        expect(attacks(short.play(1, [9, 1]))).toEqual([]);
        // 15 ft in all (5 to the hall, 10 on): a cautious pace draws no flee attack, past a foe or away from one.
        const cautious = await erArena(
            fight(`zone gate zone hall { distance gate 5 ft } zone yard { distance hall 10 ft }
                   side a { Vessa at gate } side b { Orc at hall } round 1 { Vessa: move to yard }`),
        );
        expect(attacks(cautious.play(1, [9, 1]))).toEqual([]);
        expect(cautious.engine.field.zoneOf('Vessa')).toBe('yard');
    });
    it('strife check: `terrain narrow` is read; another level warns; a line after the crossing is not judged (she may be stopped)', async () => {
        expect(await codesOf(scene('Vessa: move to yard'))).toEqual([]);
        expect(await codesOf(scene('Vessa: move to yard', 'terrain wide'))).toEqual(['enchanted-realms-zone-feature']);
        const after = fight(`zone gate zone hall { terrain narrow distance gate 15 ft } zone yard { distance hall 15 ft }
               side a { Vessa at gate } side b { Orc at hall, Goblin at gate } round 1 { Vessa: move to yard; Sword -> Goblin } }`);
        expect(await codesOf(after.replace(/ }$/, ''))).toEqual([]);
    });
});

/**
 * §Restrictions in Combat, underwater: archery is limited to linear shots, its range is limited, and
 * it is at disadvantage. A linear shot: the target's zone is the shooter's own or one a written
 * distance joins to it; the range: the weapon's `water_range` in feet (none stated: its own zone).
 * Goblin AC 11. Diver's pool is 1 die: at disadvantage, two thrown and the lower kept.
 */
describe('§Restrictions in Combat: ranges under water', () => {
    const DIVER = `character Diver { agility 8 body 12 skills { archery 1 }
  attack Crossbow { roll skills d20 tags ranged water_range 20 }
  attack Bow { roll skills d20 tags ranged } }`;
    const scene = (goblinAt: string, line: string) =>
        fight(
            `zone pool { terrain underwater } zone deep { terrain underwater distance pool 20 ft } zone far { terrain underwater distance deep 20 ft }
             side a { Diver at pool } side b { Goblin at ${goblinAt} } round 1 { Diver: ${line} }`,
            DIVER,
        );
    it('a crossbow with water_range 20 shoots 20 ft along a written distance, at disadvantage (15 and 12: the 12 kept, a hit)', async () => {
        expect(await codesOf(scene('deep', 'Crossbow -> Goblin'))).toEqual([]);
        const a = await erArena(scene('deep', 'Crossbow -> Goblin'));
        expect(faces(a.play(1, [9, 1, 15, 12]))).toEqual([['~15', 12]]);
    });
    it('a bow with no water_range reaches only its own zone: the shot at 20 ft is refused, in play and by strife check', async () => {
        expect(await codesOf(scene('deep', 'Bow -> Goblin'))).toEqual(['enchanted-realms-underwater-shot']);
        // strife check refuses the file, so the engine plays the valid one's line with the Bow swapped in.
        const a = await erArena(scene('deep', 'Crossbow -> Goblin'));
        const plans = a.model.script[0].turns.map(t => ({ ...t, actions: t.actions.map(x => ({ ...x, action: 'Bow' })) }));
        const events = a.play(1, [9, 1], plans);
        expect(attacks(events)).toEqual([]);
        expect(lines(events).join(' ')).toContain('under water');
    });
    it('the same zone needs no range: the bow shoots the Goblin beside it', async () => {
        expect(await codesOf(scene('pool', 'Bow -> Goblin'))).toEqual([]);
        const a = await erArena(scene('pool', 'Bow -> Goblin'));
        expect(faces(a.play(1, [9, 1, 3, 4]))).toEqual([[3, '~4']]);
    });
    it('no linear shot: the far zone is 40 ft away only through the deep — refused even within range', async () => {
        const t = scene('far', 'Crossbow -> Goblin').replace('water_range 20', 'water_range 60');
        expect(await codesOf(t)).toEqual(['enchanted-realms-underwater-shot']);
    });
});

/**
 * §Restrictions in Combat, drowsy: a DC 10 Spirit feat every 2d10 minutes, or it falls asleep; the
 * feat carries drowsy's −2 (Muse 2: +0, so d20 − 2). Assumption: a round is six seconds, ten to the
 * minute. The 2d10 are drawn as the fight starts (or as drowsy comes), before initiative.
 */
describe('§Restrictions in Combat: drowsy’s sleep checks', () => {
    const scene = fight('side a { Vessa is drowsy } side b { Goblin }');
    const playUntil = (a: Awaited<ReturnType<typeof erArena>>, last: number) => {
        for (let r = 2; r <= last; r++) a.play(r, [9, 1]);
    };
    it('2d10 = 1 + 1: two minutes, 20 rounds; at the end of round 20 the feat 11 − 2 = 9 misses DC 10: asleep', async () => {
        const a = await erArena(scene);
        a.play(1, [1, 1, 9, 1]);
        playUntil(a, 19);
        expect(a.byId('Vessa').conditions.has('drowsy')).toBe(true);
        const events = a.play(20, [9, 1, 11]);
        expect(checks(events)[0]).toMatchObject({ who: 'Vessa', total: 9, success: false });
        expect(restrictions(events)).toEqual(['Vessa −drowsy', 'Vessa +asleep']);
    });
    it('on the threshold: 12 − 2 = 10 makes it; she stays drowsy and the next 2d10 minutes are drawn (3 + 4: 70 rounds)', async () => {
        const a = await erArena(scene);
        a.play(1, [1, 1, 9, 1]);
        playUntil(a, 19);
        const events = a.play(20, [9, 1, 12, 3, 4]);
        expect(checks(events)[0]).toMatchObject({ total: 10, success: true });
        expect(a.byId('Vessa').conditions.has('drowsy')).toBe(true);
        expect(a.byId('Vessa').drowsyRounds).toBe(70);
    });
    it('drowsy given in the fight draws its 2d10 when it comes (Sleepy Dust, no roll)', async () => {
        const a = await erArena(
            fight('side a { Vessa } side b { Hexer } round 1 { Hexer: Dust -> Vessa }', 'creature Hexer { body 5 ability Dust { inflicts drowsy } }'),
        );
        a.play(1, [1, 9, 5, 6]);
        // 5 + 6 = 11 minutes, 110 rounds; round 1 itself counts.
        expect(a.byId('Vessa').drowsyRounds).toBe(109);
    });
});
