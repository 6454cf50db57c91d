/**
 * Impalement, full cover and the sneak attack's unaware victim, checked statically as the engine
 * plays them. Seed 001_66230f9a082df360.txt §Impalement Maneuver, §Cover, §Sneak Attacks.
 */
import { describe, expect, it } from 'vitest';
import type { CombatEvent } from '../../language/engine/log.js';
import { build, codes } from '../helpers.js';
import { erArena } from './harness.js';

const codesOf = async (t: string) => codes((await build(t)).diagnostics);
const attacks = (events: CombatEvent[]) => events.filter((e): e is Extract<CombatEvent, { kind: 'attack' }> => e.kind === 'attack');

const PIKE = `ruleset enchanted-realms
character Ysolde { strength 6 agility 8 body 20 defenses { armor 8 } skills { melee 1 polearms 1 }
  attack Spear { roll skills d20 category piercing weight 2 tags reach, polearm }
  attack Staff { roll skills d20 category blunt weight 1 tags polearm } }
creature Orc { strength 8 agility 4 body 16 movement 30 defenses { armor 10 } attack Cleaver { roll 2d20 weight 2 } attack Sling { roll 1d20 tags ranged } }
`;
const charge = (feet: number, orc: string, ysolde = 'impale -> Orc using Spear') =>
    `${PIKE}encounter E { zone line zone field { distance line ${feet} ft } side a { Ysolde at line } side b { Orc at field }
  round 1 { Orc: ${orc}
            Ysolde: ${ysolde} } }`;

describe('§Impalement Maneuver: a charge of 25 ft or more, a piercing polearm and the polearms skill', () => {
    it('a 25 ft charge that strikes Ysolde in melee allows it (no diagnostic)', async () => {
        expect(await codesOf(charge(25, 'move to line; Cleaver -> Ysolde'))).toEqual([]);
    });
    it('the engine impales the 25 ft charger first with 3d20 (1 polearm + 2 impalement)', async () => {
        const a = await erArena(charge(25, 'move to line; Cleaver -> Ysolde'));
        // d10s Ysolde 1, Orc 9; the Orc closes 25 ft: impalement 3d20 12, 3, 4 (one hit on AC 11), then its Cleaver 2, 2.
        const [impale, cleaver] = attacks(a.play(1, [1, 9, 12, 3, 4, 2, 2]));
        expect(impale).toMatchObject({ actor: 'Ysolde', attack: 'Spear (impalement)' });
        expect(impale.rolls[0].faces).toHaveLength(3);
        expect(cleaver).toMatchObject({ actor: 'Orc' });
    });
    it('a 20 ft approach is no charge: enchanted-realms-impalement-not-allowed, and the engine does not impale', async () => {
        const t = charge(20, 'move to line; Cleaver -> Ysolde');
        expect(await codesOf(t)).toEqual(['enchanted-realms-impalement-not-allowed']);
        const a = await erArena(charge(20, 'move to line; Cleaver -> Ysolde', 'defend'));
        const events = a.play(1, [1, 9, 2, 2]);
        expect(attacks(events).map(e => e.actor)).toEqual(['Orc']);
    });
    it('a charge that does not attack Ysolde in melee gives no impalement', async () => {
        expect(await codesOf(charge(30, 'move to line; Sling -> Ysolde'))).toEqual(['enchanted-realms-impalement-not-allowed']);
        expect(await codesOf(charge(30, 'move to line'))).toEqual(['enchanted-realms-impalement-not-allowed']);
    });
    it('a blunt polearm cannot impale', async () => {
        expect(await codesOf(charge(30, 'move to line; Cleaver -> Ysolde', 'impale -> Orc using Staff'))).toEqual([
            'enchanted-realms-impalement-not-allowed',
        ]);
    });
});

describe('§Cover: full cover, statically', () => {
    const scene = (archer: string) => `ruleset enchanted-realms
character Archer { agility 8 body 12 skills { archery 1 } attack Bow { roll skills d20 tags ranged } }
creature Goblin { agility 6 body 8 defenses { armor 9 } attack Dagger { roll 1d20 } }
encounter E { zone keep { cover full } zone wall { distance keep 60 ft } side a { Archer at ${archer} } side b { Goblin at keep }
  round 1 { Archer: Bow -> Goblin } }`;
    it('a ranged attack from outside at a target in full cover: enchanted-realms-full-cover (it cannot be struck)', async () => {
        expect(await codesOf(scene('wall'))).toEqual(['enchanted-realms-full-cover']);
    });
    it('from inside the covered zone there is no cover', async () => {
        expect(await codesOf(scene('keep'))).toEqual([]);
    });
});

describe('§Sneak Attacks: the victim must be unaware', () => {
    const text = (surprised: string, round: number) => `ruleset enchanted-realms
character Mira { agility 8 body 20 skills { archery 1 } attack Bow { roll skills d20 tags ranged } }
creature Goblin { agility 6 body 30 defenses { armor 9 } attack Club { roll 1d20 } }
encounter E { side a { Mira } side b { Goblin } ${surprised} round ${round} { Mira: sneak_attack -> Goblin using Bow } }`;
    it('a surprised side in round 1 is unaware', async () => {
        expect(await codesOf(text('surprised b', 1))).toEqual([]);
    });
    it('an aware victim gets an ordinary attack: enchanted-realms-sneak-aware (warning)', async () => {
        expect(await codesOf(text('', 1))).toEqual(['enchanted-realms-sneak-aware']);
        expect(await codesOf(text('surprised b', 2))).toEqual(['enchanted-realms-sneak-aware']);
    });
});

describe('§Flee Attack: a scripted flee attack needs a foe leaving at normal speed', () => {
    const text = (
        feet: number,
    ) => `${PIKE}encounter E { zone line zone field { distance line ${feet} ft } side a { Ysolde at line } side b { Orc at line }
  round 1 { Orc: move to field
            Ysolde: flee_attack -> Orc using Spear } }`;
    it('20 ft is normal speed: the reaction comes (no diagnostic)', async () => {
        expect(await codesOf(text(20))).toEqual([]);
    });
    it('15 ft is cautious speed: enchanted-realms-reaction-not-triggered (warning)', async () => {
        expect(await codesOf(text(15))).toEqual(['enchanted-realms-reaction-not-triggered']);
    });
    it('the engine, for its part, strikes the 20 ft leaver and lets the 15 ft one go', async () => {
        const away = await erArena(text(20));
        // d10s Ysolde 1, Orc 9; the Orc leaves 20 ft: Ysolde's flee attack with her 2 dice.
        expect(attacks(away.play(1, [1, 9, 12, 3])).map(e => e.attack)).toEqual(['Spear (flee attack, normal speed)']);
        const careful = await erArena(text(15).replace('Ysolde: flee_attack -> Orc using Spear', ''));
        expect(attacks(careful.play(1, [1, 9]))).toEqual([]);
    });
    it("two legs of 15 and 10 ft are 25 ft this round, normal speed: the speed is the round's movement, not the leg that left", async () => {
        // Line → field 15 ft, field → yard 10 ft: the Orc leaves Ysolde on the first leg, still cautious.
        const split = `${PIKE}encounter E { zone line zone field { distance line 15 ft } zone yard { distance field 10 ft }
  side a { Ysolde at line } side b { Orc at line }
  round 1 { Orc: move to field; move to yard } }`;
        expect(
            await codesOf(
                split.replace('Orc: move to field; move to yard', 'Orc: move to field; move to yard\n Ysolde: flee_attack -> Orc using Spear'),
            ),
        ).toEqual([]);
        const a = await erArena(split);
        // d10s Ysolde 1, Orc 9; after the second leg (25 ft) Ysolde's flee attack with her 2 dice: 12, 3.
        expect(attacks(a.play(1, [1, 9, 12, 3])).map(e => e.attack)).toEqual(['Spear (flee attack, normal speed)']);
    });
});
