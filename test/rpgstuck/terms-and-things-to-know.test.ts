/**
 * §Terms and Things to Know: the action economy, one rule for the checks and the engine — one major,
 * one minor (none while Dazed), one movement per turn, one reaction per round [assumption: the
 * Primer's economy; the seed's "Better get your Dazes ready!" note for Daze].
 */
import { describe, expect, it } from 'vitest';
import { arena, attackEvents, duel, duelText, noteEvents, rpgCodes } from './harness.js';

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

describe('Multiattack (X), area attacks, Cooldown (X)', () => {
    const MULTI = { attack: 'AC damage d4 multiattack 3' };
    it('Multiattack (3) at one target: three attack rolls, each resolved on its own', async () => {
        const { attacks, damage } = await duel(MULTI, [10, 1, 1, 10, 2]);
        expect(attacks.map(a => a.total)).toEqual([15, 6, 15]);
        expect(damage.map(d => d.amount)).toEqual([1, 2]);
    });
    it('Multiattack (3) must name one target or three', async () =>
        expect(await rpgCodes(duelText({ ...MULTI, round: 'Rosa: A -> Dummy, Rosa' }))).toEqual(['rpgstuck-multiattack-count']));
    it('Cooldown (2): used in round 1, ready again in round 4', async () => {
        const cooling = (round: number) =>
            duelText({ attack: 'AC damage d4 cooldown 2', round: `Rosa: A -> Dummy } round ${round} { Rosa: A -> Dummy` });
        expect(await rpgCodes(cooling(3))).toEqual(['rpgstuck-cooldown']);
        expect(await rpgCodes(cooling(4))).toEqual([]);
        const { arena: a } = await duel({ attack: 'AC damage d4 cooldown 2' }, [10, 1]);
        const again = [{ actor: 'Rosa', actions: [{ action: 'A', isAttack: true, targets: ['Dummy'], modifiers: [] }] }];
        expect(noteEvents(a.play(3, [], again)).map(n => n.text)).toEqual(['A is cooling down (Cooldown 2); Rosa cannot use it this round.']);
        expect(attackEvents(a.play(4, [10, 1], again))).toHaveLength(1);
    });
});

describe('§Damage (base) and Mods', () => {
    it("Assail adds one more damage mod: a character's the stat of the roll (d6 4 + STR 3 + STR 3)", async () => {
        expect((await duel({ round: 'Rosa: assail; A -> Dummy' }, [10, 4])).damage[0].amount).toBe(10);
    });
    it("a monster's Assail adds its damage mod", async () => {
        const { damage } = await duel({ dummy: 'damage_mod 4 hp 1000 defenses { AC 1 }', round: 'Dummy: assail; Poke -> Rosa' }, [10]);
        expect(damage[0].amount).toBe(1 + 4);
    });
    it('Weakened takes a damage mod off the next damage rolls', async () => {
        const { damage } = await duel(
            { dummy: 'damage_mod 4 hp 1000 defenses { AC 1 }', round: 'Rosa: A -> Dummy with weaken\n Dummy: assail; Poke -> Rosa' },
            [10, 1, 10],
        );
        expect(damage.map(d => [d.target, d.amount])).toEqual([
            ['Dummy', 4],
            ['Rosa', 1],
        ]);
    });
    it('Aegis (n) takes n off each instance of damage, not below 0 [assumption]', async () => {
        const { damage } = await duel({ attack: 'AC damage d6 multiattack 2', dummy: 'aegis 3 hp 1000 defenses { AC 1 }' }, [10, 6, 10, 2]);
        expect(damage.map(d => d.amount)).toEqual([3, 0]);
    });
});

describe('initiative [assumption: d20 + DEX, ties in listing order]', () => {
    it('highest first; a tie keeps the listing order', async () => {
        const a = await arena(duelText({ rosa: 'DEX 2', round: '' }));
        const order = (faces: number[]) => a.play(1, faces).find(e => e.kind === 'order');
        expect(order([10, 12])).toMatchObject({
            order: [
                { id: 'Rosa', total: 12 },
                { id: 'Dummy', total: 12 },
            ],
        });
    });
    it('a higher total goes first', async () => {
        const a = await arena(duelText({ rosa: 'DEX 0', round: 'Dummy: Poke -> Rosa' }));
        expect(a.play(1, [5, 8, 10]).find(e => e.kind === 'order')).toMatchObject({ order: [{ id: 'Dummy' }, { id: 'Rosa' }] });
    });
});
