/**
 * Dice counts taken from stats (`Q d6`, `(Q * Q) d6`, `skills d20`): `check` gives the verdict `run`
 * would for every count a stat can produce — negative, zero, within the dice limits, past them —
 * and the model never hands a hover or a run more dice than the limits allow (docs/limits.md).
 * Before, a count past the limits passed `check` and made `run` exhaust the heap; a negative one
 * silently left the attack without damage.
 */
import { describe, expect, it } from 'vitest';
import type { Encounter } from '../../language/generated/ast.js';
import { combatantModel, encounterModel } from '../../language/model/encounter-model.js';
import { findRuleset } from '../../language/rulesets/registry.js';
import { runDocumentEncounter } from '../../language/workspace/run-service.js';
import { build, codes, rangeText } from '../helpers.js';

const RPGSTUCK = findRuleset('rpgstuck')!;

/** An RPGStuck duel whose Imp has `q` for Q and attacks with `damage`. */
const duel = (q: number, damage: string, extra = '') => `ruleset rpgstuck
creature Imp { level 1 tier 1 cr 1 P 1 Q ${q} STR 1 DEX 2 CON 0 damage_mod 1 hp 12
  defenses { AC 12 reflex 12 fortitude 10 will 9 }
  attack Claw { vs AC damage ${damage} category edged } }
${extra}
creature Foe { level 1 tier 1 cr 1 P 1 Q 1 STR 1 DEX 2 CON 0 damage_mod 1 hp 12
  defenses { AC 12 reflex 12 fortitude 10 will 9 }
  attack Claw { vs AC damage 1d6 category edged } }
encounter e { side a { Imp } side b { Foe } round 1 { Imp: Claw -> Foe } }
`;

async function verdicts(text: string) {
    const built = await build(text);
    const errors = built.diagnostics.filter(d => d.severity === 1);
    const run = runDocumentEncounter(built.main, Object.values(built.docs), { seed: 1 }, d => d.uri.path);
    return { built, errors, run };
}

describe('dice counts from stats', () => {
    it('a count past the dice limits is the error a written 1001d6 gets, at the formula, and run refuses the file', async () => {
        const { built, errors, run } = await verdicts(duel(20, '(Q*Q*Q*Q) d6 + DEX'));
        expect(codes(errors)).toEqual(['dice-too-many']);
        expect(rangeText(built.main, errors[0])).toBe('(Q*Q*Q*Q) d6');
        expect(errors[0].message).toContain('160000 dice for Imp (Q 20); the limit is 1000 dice per term');
        expect(run.ok).toBe(false);
        // The model leaves the formula out, so nothing (hover, run) ever rolls 160,000 dice.
        const imp = built.root.elements.find(e => e.name === 'Imp')!;
        expect(combatantModel(imp as never, RPGSTUCK).attacks[0].damage).toBeUndefined();
    });

    it('a product too large to count is refused too', async () => {
        const { errors } = await verdicts(duel(20, '(Q*Q*Q*Q*Q*Q*Q*Q*Q*Q*Q*Q*Q*Q) d6'));
        expect(codes(errors)).toEqual(['dice-too-many']);
        expect(errors[0].message).toContain('more dice than can be counted');
    });

    it('a negative count is an error (it used to leave the attack silently without damage)', async () => {
        const { built, errors, run } = await verdicts(duel(1, '(Q - 2) d6 + DEX'));
        expect(codes(errors)).toEqual(['dice-count-negative']);
        expect(rangeText(built.main, errors[0])).toBe('(Q - 2) d6');
        expect(errors[0].message).toContain('comes to -1 dice for Imp (Q 1)');
        expect(run.ok).toBe(false);
    });

    it('a count of 0 in damage is a warning, and the run rolls no dice for it', async () => {
        const { built, errors, run } = await verdicts(duel(0, 'Q d6 + DEX'));
        expect(errors).toEqual([]);
        expect(codes(built.diagnostics)).toContain('dice-count-zero');
        expect(run.ok).toBe(true);
    });

    it('every count 1..1000 runs and rolls exactly that many dice; 1001 is refused', async () => {
        for (const q of [1, 7, 20]) {
            const { errors, run, built } = await verdicts(duel(q, '(Q * 50) d2'));
            const n = q * 50;
            expect(codes(errors), `Q ${q}`).toEqual([]);
            expect(run.ok).toBe(true);
            const encounter = built.root.elements.find((e): e is Encounter => e.$type === 'Encounter')!;
            const claw = encounterModel(encounter, RPGSTUCK).sides[0].members[0].model.attacks[0];
            expect(claw.damage).toMatchObject({ kind: 'dice', term: { count: n, sides: 2 } });
        }
        const { errors } = await verdicts(duel(20, '(Q * 50 + 1) d2'));
        expect(codes(errors)).toEqual(['dice-too-many']);
    });

    it('an inherited attack is checked with the stats of the combatant that makes it, on its name', async () => {
        const text = duel(1, 'Q d6', 'creature BigImp extends Imp { Q 20 }\ncreature Bigger extends BigImp { level 20 }').replace(
            'Q d6',
            '(Q * level * 10) d6',
        );
        const { built, errors } = await verdicts(text);
        // Imp rolls 10 dice, BigImp 200, Bigger 4000.
        expect(codes(errors)).toEqual(['dice-too-many']);
        expect(errors.map(e => rangeText(built.main, e))).toEqual(['Bigger']);
        expect(errors[0].message).toMatch(/^Bigger's attack Claw: '\(Q \* level \* 10\) d6' rolls 4000 dice for Bigger \(Q 20, level 20\)/);
    });

    it('the term a count makes is checked like a written one (keep more than rolled)', async () => {
        const { built } = await verdicts(duel(2, 'Q d6kh3'));
        const keep = built.diagnostics.find(d => d.code === 'dice-keep-too-many');
        expect(keep?.message).toContain('for Imp (Q 2): "2d6kh3" keeps 3 dice but rolls only 2.');
    });

    it('a count that divides by a stat of 0 is an error', async () => {
        const { errors } = await verdicts(duel(0, '(10 / Q) d6'));
        expect(codes(errors)).toEqual(['dice-divisor-zero']);
    });

    it('an Enchanted Realms pool of skills past the limits is refused; an empty pool stays the ruleset’s (untrained)', async () => {
        const skills = Array.from({ length: 250 }, (_, i) => `s${i} 5`).join(' ');
        const text = (pool: string) => `ruleset enchanted-realms
character A { strength 8 agility 6 body 26 defenses { armor 10 } skills { ${pool} } attack Sword { roll skills d20 category edged tags exceeds_cap } }
character B { strength 8 agility 6 body 26 defenses { armor 10 } skills { melee 1 } attack Sword { roll skills d20 category edged } }
encounter e { side a { A } side b { B } round 1 { A: Sword -> B } }
`;
        expect(codes((await verdicts(text(skills))).errors)).toContain('dice-too-many');
        const untrained = await verdicts(text(''));
        expect(codes(untrained.built.diagnostics)).not.toContain('dice-count-zero');
    });
});
