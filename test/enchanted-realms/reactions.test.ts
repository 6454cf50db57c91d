/**
 * Reactions with scripted dice: dodge, rebuff and deflect against a blow (after its damage is
 * rolled, never against a natural 20), one per round whoever attacks, the reaction a plan keeps,
 * restrictions that forbid or shape them, and the readied action of §At The Ready firing in the
 * middle of the other side's turn. Seed 001_66230f9a082df360.txt §Critical Hits, §Defending,
 * §At The Ready, §Restrictions in Combat; the d6 against the lowest hitting die is the public rules'.
 */
import { describe, expect, it } from 'vitest';
import { renderEvent } from '../../language/engine/render.js';
import { dropWeapon } from '../../language/rulesets/enchanted-realms/engine/fighter.js';
import { erArena } from './harness.js';
import { attacks, checks, codesOf, damages, faces, fight, lines } from './tactical.js';

/** Kara: AC 13, Body 20, a melee weapon; her tags are the test's. Orc blows: hits + 5. */
const kara = (tags: string) => `character Kara { strength 6 agility 8 body 20 movement 30 defenses { armor 10 } skills { swords 1 } ${tags}
  attack Sword { roll skills d20 weight 2 } }`;
const duel = (tags: string, body: string) => fight(body, kara(tags));

describe('dodge: a d6 off the lowest hitting die that is not a natural 20', () => {
    it('14 and 18 hit AC 13; the d6 3 takes the 14 to 11: one die fewer, 1 + 5 = 6 instead of 7', async () => {
        const a = await erArena(duel('tags dodge', 'side a { Kara } side b { Orc } round 1 { Orc: Cleaver -> Kara }'));
        const events = a.play(1, [1, 9, 14, 18, 5, 3]);
        expect(checks(events)).toMatchObject([{ who: 'Kara', what: "dodge against Orc's Cleaver", total: 11, success: true }]);
        expect(damages(events)).toEqual([['Kara', 6]]);
        expect(a.byId('Kara').reactedRound).toBe(1);
    });
    it('a d6 of 1 leaves the 14 at 13, still a hit: all 7', async () => {
        const a = await erArena(duel('tags dodge', 'side a { Kara } side b { Orc } round 1 { Orc: Cleaver -> Kara }'));
        expect(damages(a.play(1, [1, 9, 14, 18, 5, 1]))).toEqual([['Kara', 7]]);
    });
    it('a natural 20 cannot be dodged: no d6 is rolled', async () => {
        const a = await erArena(duel('tags dodge', 'side a { Kara } side b { Orc } round 1 { Orc: Cleaver -> Kara }'));
        const events = a.play(1, [1, 9, 20, 5, 4]);
        expect(checks(events)).toEqual([]);
        expect(damages(events)).toEqual([['Kara', 6]]);
    });
    it('against two attackers, one reaction: the first blow is dodged, the second lands whole', async () => {
        const a = await erArena(duel('tags dodge', 'side a { Kara } side b { Orc x2 } round 1 { Orc#1, Orc#2: Cleaver -> Kara }'));
        const events = a.play(1, [1, 9, 8, 14, 18, 5, 3, 14, 18, 5]);
        expect(damages(events)).toEqual([
            ['Kara', 6],
            ['Kara', 7],
        ]);
    });
    it('a plan keeps its reaction for the foe it names: `dodge -> Orc#2` lets the first orc through', async () => {
        const a = await erArena(
            duel('tags dodge', 'side a { Kara } side b { Orc x2 } round 1 { Kara: dodge -> Orc#2  Orc#1, Orc#2: Cleaver -> Kara }'),
        );
        expect(damages(a.play(1, [1, 9, 8, 14, 18, 5, 14, 18, 5, 3]))).toEqual([
            ['Kara', 7],
            ['Kara', 6],
        ]);
    });
    it('a frightened dodger rolls two d6s and keeps the lower (5, 2: 14 − 2 = 12 still below 13)', async () => {
        const a = await erArena(duel('tags dodge', 'side a { Kara is frightened by Orc } side b { Orc } round 1 { Orc: Cleaver -> Kara }'));
        // Kara's initiative is two d10s (1, 3), the Orc's one (9).
        const events = a.play(1, [1, 3, 9, 14, 18, 5, 5, 2]);
        expect(checks(events)[0]).toMatchObject({ total: 12, success: true });
    });
    it('the log line shows the sum: the die aimed at, less the d6 (the unused one of two struck)', async () => {
        const line = async (side: string, dice: number[]) => {
            const a = await erArena(duel('tags dodge', `side a { ${side} } side b { Orc } round 1 { Orc: Cleaver -> Kara }`));
            const check = a.play(1, dice).filter(e => e.kind === 'check');
            return check.flatMap(e => renderEvent(e, 'text', {})).join('\n');
        };
        expect(await line('Kara', [1, 9, 14, 18, 5, 3])).toContain(
            "Kara — dodge against Orc's Cleaver: 14 − d6 [3] = 11, needs below AC 13 to turn the die aside → success",
        );
        expect(await line('Kara is frightened by Orc', [1, 3, 9, 14, 18, 5, 5, 2])).toContain(
            "Kara — dodge against Orc's Cleaver: 14 − 2d6 [~5~, 2] = 12, needs below AC 13 to turn the die aside → success",
        );
    });
});

describe('restrictions and the reactions they allow', () => {
    it('restrained: no dodge — the blow lands whole (strife check warns of a scripted dodge)', async () => {
        const text = duel('tags dodge', 'side a { Kara is restrained } side b { Orc } round 1 { Orc: Cleaver -> Kara }');
        // Attacks against the restrained are at advantage: four dice, two hit.
        expect(damages((await erArena(text)).play(1, [1, 9, 14, 18, 5, 2]))).toEqual([['Kara', 7]]);
        expect(await codesOf(duel('tags dodge', 'side a { Kara is restrained } side b { Orc } round 1 { Kara: dodge }'))).toEqual([
            'enchanted-realms-restricted',
        ]);
    });
    it('restrained still rebuffs: the rebuff takes the 14 aside (attacks against her are at advantage: four dice)', async () => {
        const a = await erArena(duel('tags rebuff', 'side a { Kara is restrained } side b { Orc } round 1 { Orc: Cleaver -> Kara }'));
        expect(damages(a.play(1, [1, 9, 14, 18, 5, 2, 3]))).toEqual([['Kara', 6]]);
    });
    it('a pinned or dropped weapon cannot rebuff', async () => {
        const a = await erArena(duel('tags rebuff', 'side a { Kara } side b { Orc } round 1 { Orc: Cleaver -> Kara }'));
        dropWeapon(a.byId('Kara'), 'Sword');
        expect(damages(a.play(1, [1, 9, 14, 18, 5]))).toEqual([['Kara', 7]]);
    });
    it('deflect answers a ranged blow (tags deflect_missiles), dodge does not', async () => {
        const archer = 'creature Archer { strength 8 body 10 attack Longbow { roll 2d20 weight 1 tags ranged } }';
        const deflecting = await erArena(
            duel('tags deflect_missiles', 'side a { Kara } side b { Archer } round 1 { Archer: Longbow -> Kara }') + archer,
        );
        expect(damages(deflecting.play(1, [1, 9, 14, 18, 6]))).toEqual([['Kara', 5]]);
        const dodging = await erArena(duel('tags dodge', 'side a { Kara } side b { Archer } round 1 { Archer: Longbow -> Kara }') + archer);
        expect(damages(dodging.play(1, [1, 9, 14, 18]))).toEqual([['Kara', 6]]);
    });
    it('a scripted dodge needs the skill (enchanted-realms-reaction-skill); a dodge in the round of defending is refused', async () => {
        expect(await codesOf(duel('', 'side a { Kara } side b { Orc } round 1 { Kara: dodge }'))).toEqual(['enchanted-realms-reaction-skill']);
        expect(await codesOf(duel('tags dodge', 'side a { Kara } side b { Orc } round 1 { Kara: defend; dodge }'))).toEqual([
            'enchanted-realms-reaction-while-defending',
        ]);
    });
    it('keeping the reaction for a dodge gives up the flee attack on a foe walking off', async () => {
        const body = (line: string) =>
            `zone a zone b { distance a 30 ft } side a { Kara at a } side b { Goblin at a } round 1 { ${line} Goblin: move to b }`;
        expect(attacks((await erArena(duel('tags dodge', body('Kara: dodge')))).play(1, [1, 9]))).toEqual([]);
        expect(attacks((await erArena(duel('tags dodge', body('')))).play(1, [1, 9, 2])).map(e => e.attack)).toEqual([
            'Sword (flee attack, normal speed)',
        ]);
    });
});

describe('§At The Ready: a readied action fires right after its trigger, in the other side’s turn', () => {
    const scene = (line: string) =>
        duel(
            '',
            `zone gate zone road { distance gate 30 ft } zone hill { distance gate 30 ft } side a { Kara at gate, Vessa at gate } side b { Orc at road }
             round 1 { Vessa: ${line}  Orc: move to gate; Cleaver -> Kara } round 2 { Vessa: Sword -> Orc }`,
        );
    it('`ready -> Orc using Bow`: the Orc steps in, Vessa shoots before its Cleaver falls', async () => {
        expect(await codesOf(scene('ready -> Orc using Bow'))).toEqual([]);
        const a = await erArena(scene('ready -> Orc using Bow'));
        // d10s Kara 1, Vessa 9, Orc 5: Vessa readies; the Orc moves 30 ft; her Bow 15 hits AC 11 (1 + 2); then the Cleaver 2, 3, 4.
        const events = a.play(1, [1, 9, 5, 15, 2, 3, 4]);
        expect(attacks(events).map(e => `${e.actor}: ${e.attack}`)).toEqual(['Vessa: Bow (readied)', 'Orc: Cleaver']);
        expect(a.byId('Vessa').reactedRound).toBe(1);
    });
    it('`ready -> Orc using Sword` waits until the Orc is within reach: it fires once it arrives', async () => {
        const a = await erArena(scene('ready -> Orc using Sword'));
        const events = a.play(1, [1, 9, 5, 12, 3, 2, 3, 4]);
        expect(attacks(events).map(e => e.attack)).toEqual(['Sword (readied)', 'Cleaver']);
    });
    it('`ready to hill`: the Orc comes near, Vessa moves away at once — and the Orc, now next to her, may flee-attack her', async () => {
        const a = await erArena(scene('ready to hill'));
        // The Orc's flee attack on Vessa leaving 30 ft (2, 2, 2 miss AC 13), then its Cleaver on Kara (2, 3, 4).
        const events = a.play(1, [1, 9, 5, 2, 2, 2, 2, 3, 4]);
        expect(a.engine.field.zoneOf('Vessa')).toBe('hill');
        expect(attacks(events).map(e => e.attack)).toEqual(['Cleaver (flee attack, normal speed)', 'Cleaver']);
    });
    it('a trigger that never comes lapses at the start of her next turn', async () => {
        const a = await erArena(
            scene('ready -> Orc using Bow').replace('Orc: move to gate; Cleaver -> Kara', '').replace('Vessa: Sword -> Orc', 'Vessa: defend'),
        );
        a.play(1, [1, 9, 5]);
        const events = a.play(2, [1, 9, 5]);
        expect(lines(events).some(l => l.includes('lapses'))).toBe(true);
    });
});

describe('§Defending: attacks it sees are at disadvantage', () => {
    it('a defending Goblin costs Vessa a die; blind, it cannot see the blow coming and gains nothing', async () => {
        const seen = await erArena(fight('side a { Vessa } side b { Goblin } round 1 { Goblin: defend  Vessa: Sword -> Goblin }'));
        expect(faces(seen.play(1, [1, 9, 12]))).toEqual([[12]]);
        const blind = await erArena(fight('side a { Vessa } side b { Goblin is blind } round 1 { Goblin: defend  Vessa: Sword -> Goblin }'));
        // Blind: attacks against it at advantage, and its defence does not count: three dice.
        expect(faces(blind.play(1, [1, 9, 12, 3, 4]))).toEqual([[12, 3, 4]]);
    });
});
