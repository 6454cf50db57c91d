/** The grammar: every construct of the language sketch parses into the expected tree. */
import { describe, expect, it } from 'vitest';
import type { Combatant, DamageProp, Encounter, ScriptRound, Side } from '../../language/generated/ast.js';
import { diceFromAst } from '../../language/model/dice-ast.js';
import { formatExpr } from '../../language/engine/dice.js';
import { encounterInstances } from '../../language/model/encounter-model.js';
import { build, RISE_FIGHTERS } from '../helpers.js';

describe('parsing', () => {
    it('parses a ruleset line with options, imports, combatants and an encounter without errors', async () => {
        const { root, main } = await build(`ruleset rise { monsters_at_zero: unconscious, negative_attribute_rounding: down }
// a comment
/* a block
   comment */
${RISE_FIGHTERS}
creature Veteran extends Bandit { accuracy 4 }
encounter "Ambush at the ford" {
  seed 1234
  round_limit 20
  side heroes { Kara }
  side bandits { Bandit x3, Veteran }
  round 1 {
    Kara: move; Longsword -> Bandit#1 with desperate_exertion
    Bandit#1, Bandit#2: Shortsword -> Kara
    Bandit#3: total_defense
    Veteran: charge -> Kara using Shortsword
  }
  tactics attack_weakest
  tactics bandits: attack_first
  expect heroes wins
}`);
        expect(main.parseResult.parserErrors).toEqual([]);
        expect(main.parseResult.lexerErrors).toEqual([]);
        expect(root.ruleset?.options.map(o => [o.name, o.value])).toEqual([
            ['monsters_at_zero', 'unconscious'],
            ['negative_attribute_rounding', 'down'],
        ]);
        const encounter = root.elements.find((e): e is Encounter => e.$type === 'Encounter')!;
        expect(encounter.name).toBe('Ambush at the ford');
        const bandits = encounter.members.find((m): m is Side => m.$type === 'Side' && m.name === 'bandits')!;
        expect(bandits.participants.map(p => [p.combatant.$refText, p.count])).toEqual([
            ['Bandit', 3],
            ['Veteran', undefined],
        ]);
        const round = encounter.members.find((m): m is ScriptRound => m.$type === 'ScriptRound')!;
        expect(round.turns).toHaveLength(4);
        expect(round.turns[0].actions.map(a => a.action.$refText)).toEqual(['move', 'Longsword']);
        expect(round.turns[0].actions[1].modifiers.map(m => m.name)).toEqual(['desperate_exertion']);
        expect(round.turns[1].actors.map(a => `${a.combatant.$refText}#${a.index}`)).toEqual(['Bandit#1', 'Bandit#2']);
        expect(round.turns[3].actions[0].weapon?.$refText).toBe('Shortsword');
        expect(encounterInstances(encounter).map(i => i.id)).toEqual(['Kara', 'Bandit#1', 'Bandit#2', 'Bandit#3', 'Veteran']);
    });

    it.each([
        ['1d6 + power', '1d6 + power'],
        ['2d20kh1', '2d20kh1'],
        ['4d6dl1 * 2', '4d6dl1*2'],
        ['(1d8 + 2) * 3 - 1', '(1d8 + 2)*3 - 1'],
        ['d% / 10', 'd%/10'],
        ['1d10! + 1d6r1 + 3d6ro<2', '1d10! + 1d6r1 + 3d6ro<2'],
        ['10d10cs>=8', '10d10cs>=8'],
        ['1d8 +1d + power', '1d8 + 1d + power'],
        ['-1d4 + 2d6mi2ma5', '-1d4 + 2d6mi2ma5'],
        ['3d6!!', '3d6!!'],
    ])('parses the damage formula %s', async (formula, formatted) => {
        const { root, main } = await build(
            `ruleset rise\ncreature X { hit_points 1 defenses { armor 1 fortitude 1 reflex 1 mental 1 } attack A { damage ${formula} } }`,
        );
        expect(main.parseResult.parserErrors).toEqual([]);
        const attack = (root.elements[0] as Combatant).members.find(m => m.$type === 'Attack')!;
        const damage = (attack as { props: DamageProp[] }).props[0];
        expect(formatExpr(diceFromAst(damage.dice)!)).toBe(formatted);
    });

    it('reports a syntax error at the offending token and keeps the rest of the file', async () => {
        const { main, root } = await build(`ruleset rise\ncreature X { hit_points }\ncreature Y { hit_points 3 }`);
        expect(main.parseResult.parserErrors.length).toBeGreaterThan(0);
        expect(main.parseResult.parserErrors[0].token.image).toBe('hit_points');
        expect(root.elements.map(e => e.name)).toContain('Y');
    });
});
