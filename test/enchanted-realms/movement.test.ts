/**
 * Movement in feet, played by the engine and checked as `strife check` checks it: a move spends
 * feet from the round's movement rate and never goes beyond what is left; crawling costs double;
 * standing up costs half the normal movement; a stealthy approach for a melee sneak attack allows
 * half the normal movement. Seed 001_66230f9a082df360.txt §Movement Details, §Knocked Down,
 * §Sneak Attacks. Each round starts with one d10 per standing combatant (initiative).
 */
import { describe, expect, it } from 'vitest';
import type { CombatEvent } from '../../language/engine/log.js';
import { build, codes } from '../helpers.js';
import { erArena } from './harness.js';

const text = (movement: number, zones: string, rounds: string) => `ruleset enchanted-realms
character Rook { strength 2 agility 8 body 20 movement ${movement} skills { melee 1 } attack Dagger { roll skills d20 weight 1 tags light uses agility } }
creature Goblin { agility 6 body 30 defenses { armor 9 } attack Club { roll 1d20 } }
encounter E { ${zones} side a { Rook at here } side b { Goblin at far } ${rounds} }`;
const zones = (feet: number) => `zone here zone far { distance here ${feet} ft }`;
const codesOf = async (t: string) => codes((await build(t)).diagnostics);
/** The engine on `t` without its script (which `strife check` refuses), to play the same lines as `plans`. */
const scriptless = (t: string) => erArena(t.replace(/round \d+ \{[^}]*\}/g, ''));
/** The plans of round `round` of a text that checks clean. */
const plansOf = async (t: string, round = 1) => [...((await erArena(t)).model.script.find(r => r.round === round)?.turns ?? [])];
const texts = (events: CombatEvent[]) =>
    events.flatMap(e =>
        e.kind === 'action' || e.kind === 'condition' ? [e.kind === 'action' ? e.text : `${e.who} ${e.condition} ${e.gained}`] : [],
    );

describe('a move never exceeds the movement left', () => {
    it('30 ft of movement covers a 30 ft move exactly', async () => {
        const t = text(30, zones(30), 'round 1 { Rook: move to far }');
        expect(await codesOf(t)).toEqual([]);
        const a = await erArena(t);
        a.play(1, [9, 1]);
        expect(a.engine.field.zoneOf('Rook')).toBe('far');
    });
    it('but not a 35 ft move: enchanted-realms-move-too-far, and the engine keeps Rook where it is', async () => {
        const t = text(30, zones(35), 'round 1 { Rook: move to far }');
        expect(await codesOf(t)).toEqual(['enchanted-realms-move-too-far']);
        const a = await scriptless(t);
        const events = a.play(1, [9, 1], await plansOf(text(30, zones(30), 'round 1 { Rook: move to far }')));
        expect(a.engine.field.zoneOf('Rook')).toBe('here');
        expect(texts(events).some(s => s.includes('cannot move to far'))).toBe(true);
    });
});

describe('§Knocked Down: crawling costs an extra foot per foot', () => {
    it('prone with 30 ft, a 15 ft crawl costs 30: allowed', async () => {
        const t = text(30, zones(15), 'round 1 { Rook: drop_prone; move to far }');
        expect(await codesOf(t)).toEqual([]);
        const a = await erArena(t);
        a.play(1, [9, 1]);
        expect(a.engine.field.zoneOf('Rook')).toBe('far');
    });
    it('a 20 ft crawl costs 40: refused', async () => {
        const t = text(30, zones(20), 'round 1 { Rook: drop_prone; move to far }');
        expect(await codesOf(t)).toEqual(['enchanted-realms-move-too-far']);
        const a = await scriptless(t);
        a.play(1, [9, 1], await plansOf(text(30, zones(15), 'round 1 { Rook: drop_prone; move to far }')));
        expect(a.engine.field.zoneOf('Rook')).toBe('here');
    });
});

describe('§Knocked Down: standing up costs half of the normal movement', () => {
    // Movement 40: standing costs 20, leaving 20.
    const prone = 'round 1 { Rook: drop_prone }';
    it('stand up (20 of 40) then move 20 ft: allowed', async () => {
        const t = text(40, zones(20), `${prone} round 2 { Rook: stand_up; move to far }`);
        expect(await codesOf(t)).toEqual([]);
        const a = await erArena(t);
        a.play(1, [9, 1]);
        a.play(2, [9, 1]);
        expect(a.byId('Rook')).toMatchObject({ movedFeet: 40 });
        expect(a.engine.field.zoneOf('Rook')).toBe('far');
        expect(a.byId('Rook').conditions.has('prone')).toBe(false);
    });
    it('stand up then move 25 ft: the move is refused', async () => {
        const t = text(40, zones(25), `${prone} round 2 { Rook: stand_up; move to far }`);
        expect(await codesOf(t)).toEqual(['enchanted-realms-move-too-far']);
    });
    it('crawl 10 ft (20 of 40), then stand with exactly 20 left: allowed; crawling 15 ft (30) leaves too little to stand', async () => {
        expect(await codesOf(text(40, zones(10), `${prone} round 2 { Rook: move to far; stand_up }`))).toEqual([]);
        const t = text(40, zones(15), `${prone} round 2 { Rook: move to far; stand_up }`);
        expect(await codesOf(t)).toEqual(['enchanted-realms-move-too-far']);
        const clean = text(40, zones(10), `${prone} round 2 { Rook: move to far; stand_up }`);
        const a = await scriptless(t);
        a.play(1, [9, 1], await plansOf(clean, 1));
        const events = a.play(2, [9, 1], await plansOf(clean, 2));
        expect(a.byId('Rook').conditions.has('prone')).toBe(true);
        expect(texts(events).some(s => s.includes('cannot stand up'))).toBe(true);
    });
});

describe('§Sneak Attacks: closing in for a melee sneak attack allows half the normal movement', () => {
    const sneak = (feet: number) =>
        text(30, zones(feet), 'surprised b round 1 { Rook: move to far; sneak_attack -> Goblin using Dagger with stealth 14 }');
    it('15 ft of 30 is half: the sneak attack stands', async () => {
        expect(await codesOf(sneak(15))).toEqual([]);
        const a = await erArena(sneak(15));
        // d10s; the Goblin's second Perception check d20 2 fails DC 14; dice: 1 skill + sneak die + advantage die.
        const events = a.play(1, [9, 1, 2, 15, 3, 4]);
        const attack = events.find(e => e.kind === 'attack');
        expect(attack?.kind === 'attack' && attack.rolls[0].faces).toHaveLength(3);
    });
    it('20 ft is more than half: enchanted-realms-sneak-approach, and the engine makes an ordinary attack', async () => {
        expect(await codesOf(sneak(20))).toEqual(['enchanted-realms-sneak-approach']);
        const b = await scriptless(sneak(20));
        const events = b.play(1, [9, 1, 15], await plansOf(sneak(15)));
        const attack = events.find(e => e.kind === 'attack');
        expect(attack?.kind === 'attack' && attack.rolls[0].faces).toHaveLength(1);
        expect(texts(events).some(s => s.includes('half'))).toBe(true);
    });
    it('a ranged sneak attack after a full move is fine', async () => {
        const t = `ruleset enchanted-realms
character Mira { agility 8 body 20 movement 30 skills { archery 1 } attack Bow { roll skills d20 tags ranged } }
creature Goblin { agility 6 body 30 defenses { armor 9 } attack Club { roll 1d20 } }
encounter E { ${zones(30)} side a { Mira at here } side b { Goblin at far } surprised b round 1 { Mira: move to far; sneak_attack -> Goblin using Bow } }`;
        expect(await codesOf(t)).toEqual([]);
    });
});

describe('tactics close in on a foe on its way between zones', () => {
    // Rook and the Goblin, 60 ft apart, each 20 ft of movement, walk at each other. Round 2: Rook
    // (initiative 9) heads for the foe, not the zone it was making for, stops beside it and strikes;
    // the Goblin has nowhere left to go and strikes back. They used to pass, turn back and walk
    // apart round after round — and a plan made at the round's start counted last turn's feet as
    // spent, so a fighter that had walked never planned to strike after its next move.
    const t = `ruleset enchanted-realms
character Rook { strength 2 agility 8 body 20 movement 20 skills { melee 1 } attack Dagger { roll skills d20 weight 1 tags light uses agility } }
creature Goblin { agility 6 body 30 movement 20 defenses { armor 9 } attack Club { roll 1d20 } }
encounter E { zone here zone far { distance here 60 ft } side a { Rook at here } side b { Goblin at far } }`;
    it('round 1 both walk 20 ft; round 2 Rook walks the last 20 ft to it, stops there, and both strike', async () => {
        const a = await erArena(t);
        const tactics = { Rook: 'attack_weakest', Goblin: 'attack_weakest' };
        expect(texts(a.play(1, [9, 1], [], tactics))).toEqual(['Rook moves 20 ft toward far', 'Goblin moves 20 ft toward here']);
        const round2 = a.play(2, [9, 1, 1, 1], [], tactics); // initiative 9 and 1; each attack's d20 a 1 (a miss)
        expect(texts(round2)).toEqual(['Rook moves 20 ft toward far', 'Goblin is already beside Rook']);
        expect(round2.flatMap(e => (e.kind === 'attack' ? [`${e.actor} → ${e.target}`] : []))).toEqual(['Rook → Goblin', 'Goblin → Rook']);
        expect(a.engine.field.between('Rook', 'Goblin')).toBe(0);
    });
});

describe('a foe that walked up before the turn came', () => {
    // Rook (20 ft of movement) plans, as the round begins, to walk toward the Goblin 60 ft away:
    // too far to strike this turn. The Goblin (60 ft) acts first, walks up and strikes. Rook's turn
    // then finds it beside him: he strikes it (docs/rulesets/enchanted-realms.md item 5). He used to
    // say "Rook is already beside Goblin" and do nothing.
    const t = `ruleset enchanted-realms
character Rook { strength 2 agility 8 body 20 movement 20 skills { melee 1 } attack Dagger { roll skills d20 weight 1 tags light uses agility } }
creature Goblin { agility 6 body 30 movement 60 defenses { armor 9 } attack Club { roll 1d20 } }
encounter E { zone here zone far { distance here 60 ft } side a { Rook at here } side b { Goblin at far } }`;
    it('is struck: the turn is decided again with the foe beside it', async () => {
        const a = await erArena(t);
        const tactics = { Rook: 'attack_weakest', Goblin: 'attack_weakest' };
        const round1 = a.play(1, [1, 9, 1, 1], [], tactics); // initiative 1 and 9; each attack's d20 a 1 (a miss)
        expect(texts(round1)).toEqual(['Goblin moves 60 ft to here']);
        expect(round1.flatMap(e => (e.kind === 'attack' ? [`${e.actor} → ${e.target}`] : []))).toEqual(['Goblin → Rook', 'Rook → Goblin']);
    });
});

describe('a foe that stepped out of reach before the turn came', () => {
    // The Orc (40 ft) plans, as the round begins, to strike Kara beside it. Kara acts first, strikes
    // and steps back 15 ft (§Flee Attack: cautious, no flee attack). The Orc's turn is decided again:
    // it follows and strikes. It used to say "cannot reach Kara with Cleaver (15 ft away)".
    const t = `ruleset enchanted-realms
character Kara { strength 6 agility 8 body 60 movement 30 initiative 20 defenses { armor 10 } skills { swords 1 }
  attack Longsword { roll skills d20 category edged weight 2 } }
creature Orc { strength 8 agility 4 body 40 movement 40 defenses { armor 10 } attack Cleaver { roll 2d20 category edged weight 2 } }
encounter E { zone a zone b { distance a 15 ft } side h { Kara at a } side o { Orc at a } round 1 { Kara: Longsword -> Orc; move to b } }`;
    it('follows and strikes', async () => {
        const a = await erArena(t);
        // Initiative d10s 1 (+20) and 9; Kara's 1d20 a 1 (a miss); the Orc's 2d20 1, 1 (a miss).
        const round1 = a.play(1, [1, 9, 1, 1, 1], undefined, { Orc: 'attack_weakest' });
        expect(texts(round1)).toEqual(['Kara moves 15 ft to b', 'Orc moves 15 ft to b']);
        expect(round1.flatMap(e => (e.kind === 'attack' ? [`${e.actor} → ${e.target}`] : []))).toEqual(['Kara → Orc', 'Orc → Kara']);
    });
});
