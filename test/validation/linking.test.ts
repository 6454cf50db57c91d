/**
 * References resolve through Strife's scoping: participants, actors and targets, `extends` (with the
 * inherited stats the engine sees), attacks inherited and shadowed along a template chain, weapons
 * after `using`, sides in tactics / expect / surprised, and combatants across (transitive) imports.
 */
import { describe, expect, it } from 'vitest';
import type { LangiumDocument } from 'langium';
import { build } from '../helpers.js';
import type { ActionUse, Attack, Combatant, Encounter, ScriptRound, Side, Tactics, Expectation, Participant } from '../../language/generated/ast.js';
import { combatantModel } from '../../language/model/encounter-model.js';
import { findRuleset } from '../../language/rulesets/registry.js';
import type { Document } from '../../language/generated/ast.js';
import { DEF, fight, rise, summary } from './support.js';

const RISE = findRuleset('rise')!;

const rootOf = (doc: LangiumDocument): Document => doc.parseResult.value as Document;
const combatant = (doc: LangiumDocument, name: string): Combatant => {
    const c = rootOf(doc).elements.find((e): e is Combatant => e.$type === 'Combatant' && e.name === name);
    if (!c) throw new Error(`no combatant ${name}`);
    return c;
};
const encounter = (doc: LangiumDocument, index = 0): Encounter => rootOf(doc).elements.filter((e): e is Encounter => e.$type === 'Encounter')[index];
const sides = (e: Encounter): Side[] => e.members.filter((m): m is Side => m.$type === 'Side');
const participants = (e: Encounter): Participant[] => sides(e).flatMap(s => s.participants);
const uses = (e: Encounter): ActionUse[] =>
    e.members.filter((m): m is ScriptRound => m.$type === 'ScriptRound').flatMap(r => r.turns.flatMap(t => t.actions));
const attackOf = (c: Combatant, name: string): Attack => c.members.find((m): m is Attack => m.$type === 'Attack' && m.name === name)!;

async function clean(files: string | Record<string, string>) {
    const b = await build(files);
    expect(summary(b.main, b.diagnostics)).toEqual([]);
    return b;
}

describe('references inside one file', () => {
    it('participants resolve to their declarations, with their counts', async () => {
        const b = await clean(fight());
        const [kara, doran, bandits] = participants(encounter(b.main));
        expect(kara.combatant.ref).toBe(combatant(b.main, 'Kara'));
        expect(doran.combatant.ref).toBe(combatant(b.main, 'Doran'));
        expect(bandits.combatant.ref).toBe(combatant(b.main, 'Bandit'));
        expect(bandits.count).toBe(3);
    });

    it('actors and targets resolve, with their instance index', async () => {
        const b = await clean(fight('  round 1 {\n    Kara: Longsword -> Bandit#2\n    Bandit#1, Bandit#3: Shortsword -> Doran\n  }'));
        const turns = encounter(b.main).members.filter((m): m is ScriptRound => m.$type === 'ScriptRound')[0].turns;
        expect(turns[0].actors[0].combatant.ref).toBe(combatant(b.main, 'Kara'));
        expect(turns[0].actions[0].targets[0].combatant.ref).toBe(combatant(b.main, 'Bandit'));
        expect(turns[0].actions[0].targets[0].index).toBe(2);
        expect(turns[1].actors.map(a => [a.combatant.ref?.name, a.index])).toEqual([
            ['Bandit', 1],
            ['Bandit', 3],
        ]);
        expect(turns[1].actions[0].targets[0].combatant.ref).toBe(combatant(b.main, 'Doran'));
    });

    it("an attack name resolves to the actor's own attack; a weapon after using too", async () => {
        const b = await clean(fight('  round 1 {\n    Doran: Spear -> Bandit#1; offhand_strike -> Bandit#1 using Dagger\n  }'));
        const [spear, offhand] = uses(encounter(b.main));
        const doran = combatant(b.main, 'Doran');
        expect(spear.action.ref).toBe(attackOf(doran, 'Spear'));
        expect(offhand.action.ref).toBeUndefined(); // a ruleset action, not an attack
        expect(offhand.weapon?.ref).toBe(attackOf(doran, 'Dagger'));
    });

    it('extends resolves, and the derived combatant inherits and overrides stats', async () => {
        const b = await clean(rise(`creature Captain extends Bandit { hit_points 20 accuracy 4 defenses { armor 7 } }`));
        const captain = combatant(b.main, 'Captain');
        expect(captain.base?.ref).toBe(combatant(b.main, 'Bandit'));
        const model = combatantModel(captain, RISE);
        expect(model.stats).toMatchObject({
            hit_points: 20,
            accuracy: 4,
            armor: 7, // its own
            power: 1,
            damage_resistance: 2,
            fortitude: 4,
            reflex: 5,
            mental: 3, // inherited from Bandit
        });
        expect(model.attacks.map(a => a.name)).toEqual(['Shortsword']);
    });

    it('inheritance goes through several levels, nearest declaration winning', async () => {
        const b = await clean(
            rise(`creature Captain extends Bandit { hit_points 20 power 3 }
creature Warlord extends Captain { power 5 attack Flail { vs armor damage 1d8 + power } }`),
        );
        const model = combatantModel(combatant(b.main, 'Warlord'), RISE);
        expect(model.stats).toMatchObject({ hit_points: 20, power: 5, damage_resistance: 2, armor: 5 });
        expect(model.attacks.map(a => a.name)).toEqual(['Flail', 'Shortsword']);
    });

    it("a derived creature uses its template's attack in a script", async () => {
        const b = await clean(
            rise(`creature Thug extends Bandit { power 4 }
encounter Brawl {
  side heroes { Kara }
  side thugs { Thug }
  round 1 { Thug: Shortsword -> Kara }
}`),
        );
        const [use] = uses(encounter(b.main));
        expect(use.action.ref).toBe(attackOf(combatant(b.main, 'Bandit'), 'Shortsword'));
        expect(use.action.ref?.$container).toBe(combatant(b.main, 'Bandit'));
    });

    it("a derived creature that redeclares an attack shadows its template's", async () => {
        const b = await clean(
            rise(`creature Duelist extends Bandit { attack Shortsword { vs reflex damage 2d8 + power } }
encounter Duel {
  side heroes { Kara }
  side duelists { Duelist }
  round 1 { Duelist: Shortsword -> Kara }
}`),
        );
        const duelist = combatant(b.main, 'Duelist');
        const [use] = uses(encounter(b.main));
        expect(use.action.ref).toBe(attackOf(duelist, 'Shortsword'));
        const attacks = combatantModel(duelist, RISE).attacks;
        expect(attacks).toHaveLength(1);
        expect(attacks[0]).toMatchObject({ name: 'Shortsword', defense: 'reflex' });
        // The template itself keeps its own.
        expect(combatantModel(combatant(b.main, 'Bandit'), RISE).attacks[0]).toMatchObject({ defense: 'armor' });
    });

    it('an inherited weapon resolves after using', async () => {
        const b = await clean(
            rise(`creature Thug extends Bandit { dexterity 2 }
encounter Brawl {
  side heroes { Kara }
  side thugs { Thug }
  round 1 { Thug: charge -> Kara using Shortsword }
}`),
        );
        expect(uses(encounter(b.main))[0].weapon?.ref).toBe(attackOf(combatant(b.main, 'Bandit'), 'Shortsword'));
    });

    it('sides resolve in tactics, expect and surprised, within their own encounter', async () => {
        const b = await clean(fight('  tactics heroes: attack_weakest\n  tactics bandits: attack_first\n  expect heroes wins\n  surprised bandits'));
        const e = encounter(b.main);
        const [heroes, bandits] = sides(e);
        const tactics = e.members.filter((m): m is Tactics => m.$type === 'Tactics');
        expect(tactics.map(t => t.side?.ref)).toEqual([heroes, bandits]);
        expect(e.members.find((m): m is Expectation => m.$type === 'Expectation')?.side.ref).toBe(heroes);
        const surprised = e.members.find(m => m.$type === 'Surprise') as { sides: { ref?: Side }[] } | undefined;
        expect(surprised?.sides[0].ref).toBe(bandits);
    });

    it('a side of another encounter is not in scope', async () => {
        const b = await build(
            rise(`encounter One { side heroes { Kara } side bandits { Bandit } }
encounter Two { side rangers { Doran } side bandits { Bandit } tactics heroes: defend }`),
        );
        expect(summary(b.main, b.diagnostics)).toEqual([
            "unresolved-reference «heroes» Unknown side 'heroes' in this encounter. 'heroes' is a side of encounter One, not of this one. Sides: rangers, bandits.",
        ]);
        const two = encounter(b.main, 1);
        expect(two.members.find((m): m is Tactics => m.$type === 'Tactics')?.side?.ref).toBeUndefined();
    });

    it("an attack of another combatant is not in the actor's scope", async () => {
        const b = await build(fight('  round 1 { Bandit#1: charge -> Kara using Longsword }'));
        expect(summary(b.main, b.diagnostics)).toEqual([
            "unresolved-reference «Longsword» Unknown attack 'Longsword' for this combatant. 'Longsword' is an attack of Kara.",
        ]);
    });
});

describe('references across imports', () => {
    const BESTIARY = `ruleset rise\ncreature Goblin { hit_points 6 power 1 ${DEF} attack Stab { vs armor damage 1d4 + power } }\n`;
    const withImports = (imports: string[], body: string) => `ruleset rise\n${imports.map(i => `import "${i}"`).join('\n')}\n${body}\n`;
    const HERO = `character Hero { hit_points 20 power 2 ${DEF} attack Sword { vs armor damage 1d8 + power } }`;

    it('a participant resolves to the creature declared in the imported file', async () => {
        const b = await clean({
            'main.strife': withImports(
                ['bestiary.strife'],
                `${HERO}\nencounter E { side a { Hero } side b { Goblin x2 } round 1 { Goblin#1: Stab -> Hero } }`,
            ),
            'bestiary.strife': BESTIARY,
        });
        const goblin = participants(encounter(b.main))[1].combatant.ref!;
        expect(goblin.name).toBe('Goblin');
        expect(goblin.$container.$document).toBe(b.docs['bestiary.strife']);
        expect(uses(encounter(b.main))[0].action.ref).toBe(attackOf(goblin, 'Stab'));
    });

    it('imports are transitive: a imports b imports c', async () => {
        const b = await clean({
            'a.strife': withImports(['b.strife'], `${HERO}\nencounter E { side a { Hero } side b { Goblin, Hobgoblin } }`),
            'b.strife': withImports(['lib/c.strife'], `creature Hobgoblin extends Goblin { hit_points 11 }`),
            'lib/c.strife': BESTIARY,
        });
        const [, goblin, hob] = participants(encounter(b.main));
        expect(goblin.combatant.ref?.$container.$document).toBe(b.docs['lib/c.strife']);
        expect(hob.combatant.ref?.base?.ref).toBe(goblin.combatant.ref);
        expect(combatantModel(hob.combatant.ref!, RISE).stats).toMatchObject({ hit_points: 11, power: 1, armor: 5 });
        expect(combatantModel(hob.combatant.ref!, RISE).attacks.map(a => a.name)).toEqual(['Stab']);
    });

    it('import paths are relative to the importing file', async () => {
        const b = await build({
            'a.strife': withImports(['lib/b.strife'], `${HERO}\nencounter E { side a { Hero } side b { Goblin } }`),
            'lib/b.strife': withImports(['c.strife'], ''),
            'lib/c.strife': BESTIARY,
        });
        expect(summary(b.main, b.diagnostics)).toEqual([]);
        expect(summary(b.docs['lib/b.strife'], b.docs['lib/b.strife'].diagnostics)).toEqual([]);
    });

    it('imports do not flow backwards: the imported file cannot see the importer', async () => {
        const b = await build({
            'bestiary.strife': `ruleset rise\ncreature Hobgoblin extends Goblin { hit_points 11 }\n`,
            'main.strife': withImports(['bestiary.strife'], `creature Goblin { hit_points 6 ${DEF} }`),
        });
        expect(summary(b.main, b.diagnostics)).toContain("unresolved-reference «Goblin» Unknown combatant 'Goblin' in this file or its imports.");
        expect(combatant(b.main, 'Hobgoblin').base?.ref).toBeUndefined();
    });

    it('a file in the workspace that is not imported is not visible', async () => {
        const b = await build({
            'main.strife': withImports([], `${HERO}\nencounter E { side a { Hero } side b { Goblin } }`),
            'bestiary.strife': BESTIARY,
        });
        expect(summary(b.main, b.diagnostics)).toEqual(["unresolved-reference «Goblin» Unknown combatant 'Goblin' in this file or its imports."]);
        expect(participants(encounter(b.main))[1].combatant.ref).toBeUndefined();
    });

    it('a local declaration shadows an imported one of the same name', async () => {
        const b = await clean({
            'main.strife': withImports(
                ['bestiary.strife'],
                `creature Goblin { hit_points 9 ${DEF} attack Bite { vs armor damage 1d6 } }\n${HERO}\nencounter E { side a { Hero } side b { Goblin } }`,
            ),
            'bestiary.strife': BESTIARY,
        });
        const goblin = participants(encounter(b.main))[1].combatant.ref!;
        expect(goblin).toBe(combatant(b.main, 'Goblin'));
        expect(combatantModel(goblin, RISE).stats.hit_points).toBe(9);
    });

    it('files that import each other build and resolve both ways', async () => {
        const b = await clean({
            'a.strife': withImports(
                ['b.strife'],
                `creature Wolf { hit_points 8 ${DEF} attack Bite { vs armor damage 1d6 } }\ncreature Alpha extends DireWolf { hit_points 30 }`,
            ),
            'b.strife': withImports(['a.strife'], `creature DireWolf extends Wolf { hit_points 16 }`),
        });
        const alpha = combatant(b.main, 'Alpha');
        expect(alpha.base?.ref?.name).toBe('DireWolf');
        expect(alpha.base?.ref?.base?.ref).toBe(combatant(b.main, 'Wolf'));
        expect(combatantModel(alpha, RISE).attacks.map(a => a.name)).toEqual(['Bite']);
        expect(summary(b.docs['b.strife'], b.docs['b.strife'].diagnostics)).toEqual([]);
    });
});

describe('one typo, one error', () => {
    // A GM who wrote `Bandt x3` read the unknown name, then an error on every Bandit#n of the
    // script: the script is fine, the side is not. The linker's error stands alone.
    it('a misspelt side member does not make every script line that names it an error too', async () => {
        const b = await build(
            fight(
                '  round 1 { Kara: Longsword -> Bandit#1\n    Bandit#2: Shortsword -> Kara }',
                'side heroes { Kara, Doran }\n  side bandits { Bandt x3 }',
            ),
        );
        const codes = b.diagnostics.filter(d => d.severity === 1).map(d => (d.data as { code?: string } | undefined)?.code ?? d.code);
        expect(codes).not.toContain('not-in-encounter');
        expect(b.diagnostics.filter(d => d.severity === 1).map(d => d.message)).toEqual([expect.stringContaining('Bandt')]);
    });
    it('an actor on no side is still an error when every side member resolves', async () => {
        const b = await build(fight('  round 1 { Doran: Spear -> Bandit#1 }', 'side heroes { Kara }\n  side bandits { Bandit x3 }'));
        expect(b.diagnostics.map(d => d.message)).toContain('Doran is not part of this encounter; add it to a side first.');
    });
});
