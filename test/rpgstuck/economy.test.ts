/**
 * §Terms and Things to Know: the action economy, one rule for the checks and the engine — one major,
 * one minor (none while Dazed), one movement per turn, one reaction per round [assumption: the
 * Primer's economy; the seed's "Better get your Dazes ready!" note for Daze].
 */
import { describe, expect, it } from 'vitest';
import { arena, attackEvents, noteEvents, rpgCodes } from './harness.js';

const FIGHTERS = `ruleset rpgstuck
character Rosa { P 2 STR 3 DEX 0 hp 30 defenses { AC 15 } tags shieldkind
  attack Hammer { vs AC damage d6 + STR } }
creature Imp { P 2 STR 0 DEX 0 hp 30 defenses { AC 10 } attack Claw { vs AC damage d4 } }
`;
const script = (round: string) => `${FIGHTERS}encounter E { side a { Rosa } side b { Imp } round 1 { ${round} } }`;

describe('the checks of a script (strife check)', () => {
    it('a major, a minor, a movement and a reaction fit one turn', async () =>
        expect(await rpgCodes(script('Rosa: aim; Hammer -> Imp; move; block'))).toEqual([]));
    it('two major actions do not', async () => expect(await rpgCodes(script('Rosa: Hammer -> Imp; Hammer -> Imp'))).toEqual(['rpgstuck-economy']));
    it('two minor actions (Aim and Assail) do not', async () => expect(await rpgCodes(script('Rosa: aim; assail'))).toEqual(['rpgstuck-economy']));
    it('two movements do not', async () => expect(await rpgCodes(script('Rosa: move; move'))).toEqual(['rpgstuck-economy']));
    it("an actor's lines in one round are one turn", async () =>
        expect(await rpgCodes(script('Rosa: aim\n Rosa: assail'))).toEqual(['rpgstuck-economy']));
    it('a second reaction in the round', async () => expect(await rpgCodes(script('Rosa: block; block'))).toEqual(['rpgstuck-reaction-twice']));
});

describe('the engine plays the same economy', () => {
    // Initiative: Rosa 15, Imp 5. Rosa's Hammer: 10 + 2 + 3 = 15 against AC 10, damage d6 4 + 3.
    const opening = [15, 5, 10, 4];
    it("a Dazed combatant has no minor action: the Imp's Aim is skipped, its Claw rolls no aim die", async () => {
        const a = await arena(script('Rosa: Hammer -> Imp with daze\n Imp: aim; Claw -> Rosa'));
        const events = a.play(1, [...opening, 12]); // Claw: 12 + 2 = 14, no aim die: misses AC 15
        expect(noteEvents(events).map(e => e.text)).toContain('Imp has no minor action left for aim (dazed).');
        expect(attackEvents(events).map(e => [e.actor, e.total, e.outcome])).toEqual([
            ['Rosa', 15, 'hit'],
            ['Imp', 14, 'miss'],
        ]);
    });
    it('not Dazed, the same Aim adds its d4: 12 + 2 + 3 = 17 hits AC 15', async () => {
        const a = await arena(script('Rosa: Hammer -> Imp\n Imp: aim; Claw -> Rosa'));
        const events = a.play(1, [...opening, 12, 3, 2]);
        expect(attackEvents(events).map(e => [e.actor, e.total, e.outcome])).toEqual([
            ['Rosa', 15, 'hit'],
            ['Imp', 17, 'hit'],
        ]);
    });
    it('a second major action in a turn is not played', async () => {
        const a = await arena(script('Rosa: Hammer -> Imp'));
        const events = a.play(
            1,
            [...opening],
            [{ actor: 'Rosa', actions: [1, 2].map(() => ({ action: 'Hammer', isAttack: true, targets: ['Imp'], modifiers: [] })) }],
        );
        expect(attackEvents(events)).toHaveLength(1);
        expect(noteEvents(events).map(e => e.text)).toContain('Rosa has no major action left for Hammer.');
    });
});
