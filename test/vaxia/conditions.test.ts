/**
 * Vaxia's condition table as a GM writes it (`Knight is wounded 12`) and as the engine plays it, with
 * scripted d100 faces; and what `strife check` refuses. Seed: 004_941aee309a07cd38.txt §Wounded,
 * Unconscious and Dead (wounds, unconsciousness, penalties from specific attacks), §Environmental
 * Damage Base Damage Chart (wet targets, radiation's END penalty, frostbite's DEX penalty),
 * §What counts as combat? (PP/7 durations).
 */
import { describe, expect, it } from 'vitest';
import { vaxia } from '../../language/rulesets/vaxia/index.js';
import { build } from '../helpers.js';
import { codesOf, eventsOf, hoverAt, mightsOf, vaxiaArena } from './harness.js';

const CAST = `ruleset vaxia
character Knight { STR 30 DEX 30 END 30 INT 20 SPIR 20 CHA 20 CON 25 LIF 30 skills { swords 10 } attack Sword { uses DEX, STR  vs DEX, END } }
character Squire { STR 30 DEX 30 LIF 30 attack Sword { uses DEX, STR  vs DEX, END } }
`;

describe('the condition table', () => {
    it('every condition says every effect, how it ends and cites the seed; dead and destroyed are states, not conditions', () => {
        for (const c of vaxia.conditions) {
            expect(c.effects?.length, c.name).toBeGreaterThan(0);
            expect(c.ends, c.name).toBeTruthy();
        }
        expect(vaxia.conditions.map(c => c.name).sort()).toEqual(['frostbitten', 'irradiated', 'penalized', 'unconscious', 'wet', 'wounded']);
    });

    it('the hover on a starting condition gives its rule, its effects, how it ends and its section', async () => {
        const hover = await hoverAt(`${CAST}encounter E { side a { Squire } side b { Knight is irradiated 5 } }`, 'irradiated');
        expect(hover).toContain('END');
        expect(hover).toContain('Environmental Damage Base Damage Chart');
    });
});

describe('starting conditions', () => {
    it('wounded 12: the Knight starts with 18 of 30 LIF and is fully effective (§Wounded, Unconscious and Dead)', async () => {
        const a = await vaxiaArena(`${CAST}encounter E { side a { Squire } side b { Knight is wounded 12 } round 1 { Knight: Sword -> Squire } }`);
        const knight = a.byId('Knight');
        expect([knight.hp, knight.damage, knight.status]).toEqual([18, 12, 'active']);
        const [sword] = eventsOf(a.play(1, [1, 1]), 'attack');
        expect(mightsOf(sword).map(([, m]) => m)).toEqual([40, 40]);
    });

    it('the log says what one starts the fight with: a wound written on its line, as LIF left', async () => {
        const a = await vaxiaArena(`${CAST}encounter E { side a { Squire } side b { Knight is wounded 12 } round 1 { Knight: Sword -> Squire } }`);
        const notes = eventsOf(a.play(1, [1, 1]), 'note').map(n => n.text);
        expect(notes).toContain('Knight starts the fight at 18/30 LIF.');
        expect(notes.filter(n => n.startsWith('Squire starts'))).toEqual([]);
    });

    it('wounded 30 (LIF): the Knight starts unconscious, wounded 60: dead', async () => {
        const out = await vaxiaArena(`${CAST}encounter E { side a { Squire } side b { Knight is wounded 30 } }`);
        expect(out.byId('Knight').status).toBe('unconscious');
        const dead = await vaxiaArena(`${CAST}encounter E { side a { Squire } side b { Knight is wounded 60 } }`);
        expect(dead.byId('Knight').status).toBe('dead');
    });

    it('unconscious without wounds: no action, standing mights against attacks; for 1 rounds, up again in round 2', async () => {
        const a = await vaxiaArena(
            `${CAST}encounter E { side a { Squire } side b { Knight is unconscious for 1 rounds } round 1 { Knight: Sword -> Squire } round 2 { Knight: Sword -> Squire } }`,
        );
        expect(a.byId('Knight').status).toBe('unconscious');
        expect(eventsOf(a.play(1, []), 'attack')).toEqual([]);
        expect(a.byId('Knight').status).toBe('active');
        expect(eventsOf(a.play(2, [1, 1]), 'attack')).toHaveLength(1);
    });

    it('wet: electrocution strikes for 20, not 10 (the chart: raise it to 20 if targets are wet)', async () => {
        const dry = await vaxiaArena(`${CAST}encounter E { hazard electrocution side a { Squire } side b { Knight } }`);
        dry.play(1, [1, 1]);
        const wet = await vaxiaArena(`${CAST}encounter E { hazard electrocution side a { Squire } side b { Knight is wet } }`);
        wet.play(1, [1, 1]);
        expect([dry.byId('Knight').damage, wet.byId('Knight').damage]).toEqual([10, 20]);
    });

    it('irradiated 5: END 25 in the Knight’s standing mights; extreme radiation raises it by 5 a round', async () => {
        const a = await vaxiaArena(
            `${CAST}encounter E { zone lab { hazard radiation } zone yard side a { Squire at yard } side b { Knight at lab is irradiated 5 }
              round 1 { Squire: Sword -> Knight } round 2 { Squire: Sword -> Knight } }`,
        );
        const round1 = a.play(1, [1, 1, 1]);
        expect(mightsOf(eventsOf(round1, 'attack')[0]).map(([, , d]) => d)).toEqual([30, 25]);
        expect(eventsOf(round1, 'condition').map(c => `${c.condition} ${c.gained}`)).toEqual(['irradiated 10 true']);
        expect(mightsOf(eventsOf(a.play(2, [1, 1, 1]), 'attack')[0]).map(([, , d]) => d)).toEqual([30, 20]);
    });

    it('frostbitten 5: DEX 25 in every might; frost under dex_penalty adds its unresisted damage to it', async () => {
        const a = await vaxiaArena(
            `ruleset vaxia { frost: dex_penalty }\n${CAST.replace('ruleset vaxia\n', '')}encounter E { zone ice { hazard frost } zone hall side a { Squire at hall } side b { Knight at ice is frostbitten 5 } round 1 { Knight: Sword -> Squire } }`,
        );
        const round1 = a.play(1, [1, 1, 1]);
        expect(mightsOf(eventsOf(round1, 'attack')[0]).map(([, m]) => m)).toEqual([35, 40]);
        expect(a.byId('Knight').conditions.get('frostbitten')?.value).toBe(10);
    });

    it('penalized 10 for 1 rounds: every might 10 lower in round 1 only', async () => {
        const a = await vaxiaArena(
            `${CAST}encounter E { side a { Squire } side b { Knight is penalized 10 for 1 rounds } round 1 { Knight: Sword -> Squire } round 2 { Knight: Sword -> Squire } }`,
        );
        expect(mightsOf(eventsOf(a.play(1, [1, 1]), 'attack')[0]).map(([, m]) => m)).toEqual([30, 30]);
        expect(mightsOf(eventsOf(a.play(2, [1, 1]), 'attack')[0]).map(([, m]) => m)).toEqual([40, 40]);
    });
});

describe('strife check', () => {
    const file = (attack: string) => `${CAST}character Hexer { INT 35 SPIR 30 LIF 30 ability Hex { uses INT, SPIR  tags magic  ${attack} } }`;

    it('a written duration on an effect: PP/7 decide it (vaxia-effect-duration)', async () => {
        expect(await codesOf(file('inflicts penalized 10 for 2 rounds'))).toContain('vaxia-effect-duration');
        expect(await codesOf(file('modifies DEX -5 for 2 rounds'))).toContain('vaxia-effect-duration');
        expect(await codesOf(file('inflicts penalized 10'))).toEqual([]);
    });

    it('wounds are damage, not an effect (vaxia-not-inflictable); LIF is changed by damage and healing (vaxia-effect-stat)', async () => {
        expect(await codesOf(file('inflicts wounded 5'))).toContain('vaxia-not-inflictable');
        expect(await codesOf(file('modifies LIF -5'))).toContain('vaxia-effect-stat');
        expect(await codesOf(file('inflicts penalized 5 save armor'))).toContain('vaxia-effect-stat');
    });

    it('wounds are healed, not removed: `removes wounded` is refused (vaxia-not-removable); heal them one LIF per PP', async () => {
        const built = await build(file('removes wounded'));
        expect(built.diagnostics.map(d => [d.code, d.severity])).toEqual([['vaxia-not-removable', 1]]);
        expect(built.diagnostics[0].message).toContain('heal -> X');
        expect(await codesOf(file('removes penalized, wounded'))).toEqual(['vaxia-not-removable']);
        expect(await codesOf(file('removes penalized'))).toEqual([]);
    });

    it('what the seed does not have is refused, never ignored: heals, pushes, uses per fight, area attacks', async () => {
        expect(await codesOf(file('heals 2d6'))).toContain('feature-unsupported');
        expect(await codesOf(file('pushes 10 ft'))).toContain('feature-unsupported');
        expect(await codesOf(file('inflicts wet  uses 1 per fight'))).toContain('feature-unsupported');
    });

    it('non_lethal means nothing on an attack that deals no damage', async () => {
        expect(await codesOf(file('inflicts wet  tags non_lethal, magic'))).toContain('vaxia-tag-ignored');
    });
});
