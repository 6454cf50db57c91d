/**
 * Every "bad input" of the issue is a coded diagnostic in the editor, never a crash; and hovers on
 * a scripted attack give its exact distribution, checked against brute force.
 */
import { describe, expect, it } from 'vitest';
import type { AttackModel, CombatantModel } from '../../language/engine/model.js';
import { build, codes } from '../helpers.js';
import { erArena } from './harness.js';
import { enumerate } from './dice.js';
import { attackSetup } from '../../language/rulesets/enchanted-realms/engine/situation.js';
import { enchantedRealms } from '../../language/rulesets/enchanted-realms/index.js';
import { DEFAULT_OPTIONS } from '../../language/rulesets/enchanted-realms/options.js';
import { damageAgainst } from '../../language/rulesets/enchanted-realms/outlook.js';
import { rollPoolAttack } from '../../language/rulesets/enchanted-realms/rules/the-attack.js';

const HEAD = `ruleset enchanted-realms
character Vessa { strength 6 agility 8 body 20 defenses { armor 10 } skills { swords 1 spinning 1 }
  attack Longsword { roll skills d20 category edged weight 2 tags crits }
  attack Club { roll skills d20 category blunt weight 3 tags heavy } }
creature Goblin { agility 6 body 8 size 2 defenses { armor 9 } attack Dagger { roll 1d20 tags light } }
creature Giant { body 40 size 5 attack Fist { roll 2d20 } }
`;
const enc = (round: string) => `${HEAD}encounter E { side a { Vessa } side b { Goblin x2, Giant } round 1 { ${round} } round 2 { } }`;
const codesOf = async (text: string) => codes((await build(text)).diagnostics);

describe('Enchanted Realms diagnostics', () => {
    it('a clean file has none', async () => {
        expect(await codesOf(enc('Vessa: Longsword -> Goblin#1'))).toEqual([]);
    });
    it('enchanted-realms-pool-over-cap: six skill dice without a rule that exceeds the cap', async () => {
        expect(await codesOf(`${HEAD}creature Hydra { body 9 attack Heads { roll 6d20 } }`)).toContain('enchanted-realms-pool-over-cap');
        expect(await codesOf(`${HEAD}creature Hydra { body 9 attack Heads { roll 6d20 tags exceeds_cap } }`)).toEqual([]);
    });
    it('enchanted-realms-ranged-crit: a ranged weapon claiming crits without a rule that grants it', async () => {
        expect(await codesOf(`${HEAD}creature Archer { body 9 attack Bow { roll 1d20 tags ranged, crits } }`)).toContain(
            'enchanted-realms-ranged-crit',
        );
        expect(await codesOf(`${HEAD}creature Archer { body 9 attack Bow { roll 1d20 tags ranged, crits, ranged_crits } }`)).toEqual([]);
    });
    it('enchanted-realms-sneak-disadvantage: a sneak attack at disadvantage', async () => {
        expect(await codesOf(enc('Vessa: sneak_attack -> Goblin#1 using Longsword with disadvantage'))).toContain(
            'enchanted-realms-sneak-disadvantage',
        );
    });
    it('enchanted-realms-sneak-weapon: a sneak attack with a weapon neither ranged, light nor reach', async () => {
        expect(await codesOf(enc('Vessa: sneak_attack -> Goblin#1 using Club'))).toContain('enchanted-realms-sneak-weapon');
    });
    it('enchanted-realms-reaction-while-defending: a reaction the round after defending', async () => {
        const text = `${HEAD}encounter E { side a { Vessa } side b { Goblin } round 1 { Vessa: defend } round 2 { Vessa: flee_attack -> Goblin using Longsword } }`;
        expect(await codesOf(text)).toContain('enchanted-realms-reaction-while-defending');
    });
    it('enchanted-realms-second-reaction: two reactions in one round', async () => {
        const text = enc('Vessa: flee_attack -> Goblin#1 using Longsword; flee_attack -> Goblin#2 using Longsword');
        expect(await codesOf(text)).toContain('enchanted-realms-second-reaction');
    });
    it('enchanted-realms-split-too-many-dice: splitting three dice out of a pool of two', async () => {
        expect(await codesOf(enc('Vessa: Longsword -> Goblin#1 x2, Goblin#2 x1'))).toContain('enchanted-realms-split-too-many-dice');
    });
    it('enchanted-realms-several-targets: one attack named against two targets without a split (it played the whole pool at each)', async () => {
        const built = await build(enc('Vessa: Longsword -> Goblin#1, Goblin#2'));
        expect(codes(built.diagnostics)).toEqual(['enchanted-realms-several-targets']);
        expect(built.diagnostics[0].message).toBe(
            'Longsword is one attack: name one target, or split its 2 dice over them (`-> Goblin#1 x1, Goblin#2 x1`).',
        );
        // A spell with no pool reaches several only as an area; a split is fine.
        const spell = `${HEAD.replace('body 20', 'body 20 mind 5').replace('attack Club', 'ability Stun { inflicts stunned for 2 rounds tags spell mind_cost 1 }\n  attack Club')}encounter E { side a { Vessa } side b { Goblin x2 } round 1 { Vessa: Stun -> Goblin#1, Goblin#2 } }`;
        expect(codes((await build(spell)).diagnostics)).toEqual(['enchanted-realms-several-targets']);
        expect(await codesOf(enc('Vessa: Longsword -> Goblin#1 x1, Goblin#2 x1'))).toEqual([]);
        // The split it suggests adds up to the pool (a suggestion that is itself an error helps nobody).
        const three = await build(
            `${HEAD.replace('swords 1 spinning 1', 'swords 1 spinning 1 melee 1')}encounter E { side a { Vessa } side b { Goblin x2 } round 1 { Vessa: Longsword -> Goblin#1, Goblin#2 } }`,
        );
        expect(three.diagnostics[0].message).toContain('`-> Goblin#1 x2, Goblin#2 x1`');
        const fixed = await codesOf(
            `${HEAD.replace('swords 1 spinning 1', 'swords 1 spinning 1 melee 1')}encounter E { side a { Vessa } side b { Goblin x2 } round 1 { Vessa: Longsword -> Goblin#1 x2, Goblin#2 x1 } }`,
        );
        expect(fixed).toEqual([]);
    });
    it('shield-blitz and two-weapon fighting: a second weapon on the same target is its own attack, not a second action (§The Attack)', async () => {
        const duelist = (tags: string, round: string) =>
            `${HEAD.replace('skills { swords 1 spinning 1 }', `skills { swords 1 spinning 1 } ${tags}`).replace('tags heavy }', 'tags heavy, shield }')}encounter E { side a { Vessa } side b { Goblin x2 } round 1 { ${round} } }`;
        expect(await codesOf(duelist('tags shield_blitz', 'Vessa: Longsword -> Goblin#1; Club -> Goblin#1'))).toEqual([]);
        expect(await codesOf(duelist('tags two_weapon_fighting', 'Vessa: Longsword -> Goblin#1; Club -> Goblin#1'))).toEqual([]);
        // Without the skill, on another target, or a third attack: a second action, refused.
        expect(await codesOf(duelist('', 'Vessa: Longsword -> Goblin#1; Club -> Goblin#1'))).toEqual(['enchanted-realms-second-action']);
        expect(await codesOf(duelist('tags shield_blitz', 'Vessa: Longsword -> Goblin#1; Club -> Goblin#2'))).toEqual([
            'enchanted-realms-second-action',
        ]);
        expect(await codesOf(duelist('tags two_weapon_fighting', 'Vessa: Longsword -> Goblin#1; Club -> Goblin#1; Club -> Goblin#1'))).toEqual([
            'enchanted-realms-second-action',
        ]);
        // The engine strikes twice, each its own attack: initiative d10s 9, 2, 1; each pool's 2d20 misses (1, 1).
        const a = await erArena(duelist('tags shield_blitz', 'Vessa: Longsword -> Goblin#1; Club -> Goblin#1'));
        const events = a.play(1, [9, 2, 1, 1, 1, 1, 1]);
        expect(events.flatMap(e => (e.kind === 'attack' ? [e.attack] : []))).toEqual(['Longsword', 'Club']);
    });
    it('enchanted-realms-skills-mixed: roll skills d20 on a bow counts the melee skill, on a sword ranged fighting (warning)', async () => {
        const ranger = `ruleset enchanted-realms
character Ranger { body 20 skills { melee 1 swords 1 ranged 1 archery 1 }
  attack Longsword { roll skills d20 }
  attack Longbow { roll skills d20 tags ranged }
  attack Dirk { roll 2d20 } }`;
        const built = await build(ranger);
        expect(codes(built.diagnostics)).toEqual(['enchanted-realms-skills-mixed', 'enchanted-realms-skills-mixed']);
        expect(built.diagnostics.map(d => d.message)).toContain(
            'Longbow is a ranged weapon, but `roll skills d20` counts every skill (4 dice), melee included: write the count of the skills that apply (`roll 3d20`, leaving melee out).',
        );
        // One kind of skill only, or a count written out: nothing to say.
        expect(await codesOf(ranger.replace('melee 1 swords 1 ', ''))).toEqual(['enchanted-realms-skills-mixed']);
        expect(
            await codesOf(
                `ruleset enchanted-realms\ncharacter Ranger { body 20 skills { ranged 1 archery 1 } attack Longbow { roll skills d20 tags ranged } }`,
            ),
        ).toEqual([]);
    });
    it('enchanted-realms-skill-adds-no-dice: dodge or knots in skills { } (a tag, or not modelled) would be counted as an attack die (warning)', async () => {
        const brawler = (skills: string, tags = '') => `ruleset enchanted-realms
character Brawler { body 20 skills { ${skills} } ${tags}
  attack Sword { roll skills d20 } }`;
        const built = await build(brawler('melee 1 swords 1 dodge 1 knots 1'));
        expect(codes(built.diagnostics)).toEqual(['enchanted-realms-skill-adds-no-dice', 'enchanted-realms-skill-adds-no-dice']);
        expect(built.diagnostics.map(d => d.message)).toEqual([
            'dodge adds no attack dice: write it as a tag (`tags dodge`); only the tag lets Brawler use it. An attack written `roll skills d20` counts it as a die.',
            'knots adds no attack dice (§Shackling), and Strife does not model it: leave it out of `skills { }`. An attack written `roll skills d20` counts it as a die.',
        ]);
        // The warning sits on the entry itself (`dodge 1`), where the fix is to be made.
        const dodge = built.diagnostics[0].range.start;
        expect(brawler('melee 1 swords 1 dodge 1 knots 1').split('\n')[dodge.line].slice(dodge.character)).toMatch(/^dodge 1/);
        // Written as a tag, or a weapon skill of the writer's own (`spinning`): nothing to say.
        expect(await codesOf(brawler('melee 1 swords 1 spinning 1', 'tags dodge, weapon_disarm'))).toEqual([]);
    });
    it('enchanted-realms-damage-score: uses names Strength or Agility, the modifier damage adds (uses perception was ignored: Strength added)', async () => {
        const block = (uses: string) =>
            `ruleset enchanted-realms\ncharacter A { body 20 skills { melee 1 } attack Sword { roll skills d20 ${uses} } }`;
        expect(await codesOf(block('uses perception'))).toEqual(['enchanted-realms-damage-score']);
        expect(await codesOf(block('uses strength, agility'))).toEqual(['enchanted-realms-damage-score']);
        expect(await codesOf(block('uses agility'))).toEqual([]);
    });
    it('enchanted-realms-stat-ignored: area_save off an area effect, water_range off an archery weapon (both were dropped with no word)', async () => {
        const block = (attack: string) => `ruleset enchanted-realms\ncharacter A { body 20 skills { melee 1 } ${attack} }`;
        expect(await codesOf(block('attack Sword { roll skills d20 water_range 30 area_save 12 }'))).toEqual([
            'enchanted-realms-stat-ignored',
            'enchanted-realms-stat-ignored',
        ]);
        expect(await codesOf(block('attack Bow { roll 1d20 tags ranged water_range 30 }'))).toEqual([]);
        expect(await codesOf(block('ability Smoke { tags area, spell inflicts blind area_save 12 }'))).toEqual([]);
    });
    it('enchanted-realms-shove-too-large: a shove on a target two or more sizes larger', async () => {
        expect(await codesOf(enc('Vessa: shove -> Giant'))).toContain('enchanted-realms-shove-too-large');
        expect(await codesOf(enc('Vessa: trip -> Goblin#1'))).toEqual([]);
    });
});

describe('hover outlook (damageAgainst)', () => {
    const attacker: CombatantModel = {
        name: 'A',
        kind: 'character',
        stats: { strength: 6, agility: 2 },
        groups: {},
        attacks: [],
        tags: [],
        damageTraits: { resists: [], vulnerable: [], immune: [] },
    };
    const target: CombatantModel = { ...attacker, name: 'T', stats: { ac: 12 }, damageTraits: { resists: ['edged'], vulnerable: [], immune: [] } };
    const attack: AttackModel = {
        name: 'Sword',
        defenses: [],
        traits: [],
        tags: ['crits'],
        stats: { weight: 1 },
        category: 'edged',
        roll: { kind: 'dice', term: { count: 3, sides: 20, modifiers: [], notation: '3d20' } },
    };

    it('matches brute-force enumeration of every dice sequence (crit chains cut at 6 draws past the pool)', () => {
        const outlook = damageAgainst(attack, attacker, target, 1)!;
        const spec = attackSetup(attack, attacker, target, DEFAULT_OPTIONS, {}, 3).spec;
        const brute = enumerate(d => {
            return Math.floor(rollPoolAttack(d, spec).damage / 2);
        }, 9);
        const byDamage = new Map<number, number>();
        for (const o of brute.outcomes) byDamage.set(o.value, (byDamage.get(o.value) ?? 0) + o.p);
        for (const [dmg, p] of byDamage) expect(Math.abs((outlook.distribution.get(dmg) ?? 0) - p)).toBeLessThanOrEqual(brute.cut + 1e-12);
        expect(outlook.formula).toContain('exact');
        expect(outlook.formula).toContain('hits:');
    });

    it("a split target's hover uses its share of the dice", () => {
        const action = { action: attack.name, isAttack: true, targets: ['A', 'B'], modifiers: [], shares: { A: 1, B: 1 } };
        const scene = { attackerId: 'V', attackerActions: [action], targetId: 'A', targetActions: [], action, instances: [], options: {} };
        expect(damageAgainst(attack, attacker, target, 2, scene)!.formula.startsWith('1d20 vs AC 12')).toBe(true);
    });

    it('the editor hover on a scripted attack names the distribution', async () => {
        const b = await build(enc('Vessa: Longsword -> Goblin#1 x1, Goblin#2 x1'));
        const text = b.main.textDocument.getText();
        const offset = text.indexOf('Longsword -> Goblin#1');
        const hover = await b.services.Strife.lsp.HoverProvider!.getHoverContent(b.main, {
            textDocument: { uri: b.main.uri.toString() },
            position: b.main.textDocument.positionAt(offset + 2),
        });
        const value = (hover?.contents as { value: string } | undefined)?.value ?? '';
        expect(value).toContain('1d20 vs AC 11');
        expect(value).toContain('damage:');
    });

    it('is registered under its id', () => {
        expect(enchantedRealms.id).toBe('enchanted-realms');
    });
});
