/**
 * RPGStuck's rules at the edges the seed states, through the paths users get (the engine playing a
 * fight with scripted dice, `strife check`, the difficulty hint printed under a simulation's
 * verdict): tests written for the mutants a mutation run left alive (README, Testing). Expected
 * values are worked out by hand in each test's name. Source: 000_7e14385943d7d1e7.txt.
 */
import { describe, expect, it } from 'vitest';
import { rpgstuck } from '../../language/rulesets/rpgstuck/index.js';
import { build } from '../helpers.js';
import { actionTexts, allCodes, arena, attackEvents, checkEvents, damageEvents, duel, duelText, noteEvents, oneHit, rpgCodes } from './harness.js';

/** The difficulty hint `strife simulate` prints under the verdict for the text's first encounter. */
async function hint(text: string): Promise<string | undefined> {
    return rpgstuck.difficultyHint?.((await arena(`ruleset rpgstuck\n${text}`)).model);
}

describe('§Combat Rating (CR): the hint under the verdict', () => {
    const imp = (cr: number, tier?: number) =>
        `creature Imp { cr ${cr}${tier === undefined ? '' : ` tier ${tier}`} hp 5 attack A { vs AC damage 1 } }`;
    const rosa = (tier?: number) => `character Rosa { ${tier === undefined ? '' : `tier ${tier} `}attack A { vs AC damage 1 } }`;
    const fight = (foes: string, partyTier?: number, monster = imp(1)) =>
        hint(`${rosa(partyTier)}\n${monster}\nencounter E { side a { Rosa } side b { ${foes} } }`);
    const CITE = '(RPGStuck, Combat Miscellany §Combat Rating (CR)).';

    it('each CR the seed names, exactly: 1 imps, 2 ogres and basilisks, 3 a miniboss, 4 an adversary, 5 beyond', async () => {
        expect(await fight('Imp')).toBe(`Combat Rating: a CR 1 encounter for a tier 1 party — Imp (T1 CR 1); a starting fight (imps) ${CITE}`);
        expect(await fight('Imp x2')).toBe(`Combat Rating: a CR 2 encounter for a tier 1 party — 2 × Imp (T1 CR 1); ogres, basilisks ${CITE}`);
        expect(await fight('Imp x3')).toContain('CR 3 encounter for a tier 1 party — 3 × Imp (T1 CR 1); a miniboss (');
        expect(await fight('Imp x4')).toContain('; an adversary (denizen, Black King) (');
        expect(await fight('Imp x5')).toContain('CR 5 encounter for a tier 1 party — 5 × Imp (T1 CR 1); beyond an adversary (');
    });
    it('two kinds of monster: each its own term, joined by +', async () => {
        const text = `${rosa(1)}\n${imp(1)}\ncreature Ogre { cr 2 tier 2 hp 5 attack A { vs AC damage 1 } }
encounter E { side a { Rosa } side b { Ogre, Imp x2 } }`;
        expect(await hint(text)).toBe(
            `Combat Rating: a CR 6 encounter for a tier 1 party — Ogre (T2 CR 2) ×2 (one tier up) + 2 × Imp (T1 CR 1); beyond an adversary ${CITE}`,
        );
    });
    it('past CR 9 the label is still just the words (ten imps: CR 10, beyond an adversary)', async () =>
        expect(await fight('Imp x10')).toBe(`Combat Rating: a CR 10 encounter for a tier 1 party — 10 × Imp (T1 CR 1); beyond an adversary ${CITE}`));
    it('ten tiers down counts 1/1024: shown as CR 0, never as a broken number', async () =>
        expect(await fight('Imp', 10, imp(1, 0))).toContain(
            'a CR 0 encounter for a tier 10 party — Imp (T0 CR 1) ×0.0009765625 (10 tiers down); a starting fight (imps)',
        ));
    it('one tier down counts half: a tier-0 CR 1 imp against tier 1 is CR 0.5', async () =>
        expect(await fight('Imp', 1, imp(1, 0))).toBe(
            `Combat Rating: a CR 0.5 encounter for a tier 1 party — Imp (T0 CR 1) ×½ (one tier down); a starting fight (imps) ${CITE}`,
        ));
    it('three tier-0 imps: CR 1.5, between imps and ogres', async () =>
        expect(await fight('Imp x3', 1, imp(1, 0))).toContain(
            'a CR 1.5 encounter for a tier 1 party — 3 × Imp (T0 CR 1) ×½ (one tier down); ogres, basilisks',
        ));
    it('one tier up counts double; two tiers up four times [assumption], two down a quarter', async () => {
        expect(await fight('Imp', 1, imp(1, 2))).toContain('a CR 2 encounter for a tier 1 party — Imp (T2 CR 1) ×2 (one tier up);');
        expect(await fight('Imp', 1, imp(1, 3))).toContain('a CR 4 encounter for a tier 1 party — Imp (T3 CR 1) ×4 (2 tiers up);');
        expect(await fight('Imp', 2, imp(1, 0))).toContain('a CR 0.25 encounter for a tier 2 party — Imp (T0 CR 1) ×0.25 (2 tiers down);');
    });
    it("the party's tier is its highest member's; a monster's unwritten tier is 1 (the schema's fallback), not the party's", async () => {
        const text = `character Rosa { tier 1 attack A { vs AC damage 1 } }
character Dave { tier 3 attack A { vs AC damage 1 } }
${imp(2)}
encounter E { side a { Rosa, Dave } side b { Imp } }`;
        expect(await hint(text)).toContain('a CR 0.5 encounter for a tier 3 party — Imp (T1 CR 2) ×0.25 (2 tiers down); a starting fight (imps)');
    });
    it('the party is the side with characters, wherever it is listed; the monsters on the other side count', async () =>
        expect(await hint(`${rosa(1)}\n${imp(3)}\nencounter E { side b { Imp } side a { Rosa } }`)).toContain(
            'a CR 3 encounter for a tier 1 party — Imp (T1 CR 3)',
        ));
    it('a party with a creature beside its characters is still the party, listed second (a pet at the party’s side does not count)', async () => {
        const text = `${rosa(1)}\n${imp(3)}\ncreature Pet { cr 4 hp 5 attack A { vs AC damage 1 } }
encounter E { side b { Imp } side a { Rosa, Pet } }`;
        expect(await hint(text)).toContain('a CR 3 encounter for a tier 1 party — Imp (T1 CR 3); a miniboss');
    });
    it('with no characters the first side is the party, and its monsters do not count', async () => {
        const text = `${imp(3)}\ncreature Ogre { cr 2 tier 2 hp 5 attack A { vs AC damage 1 } }
encounter E { side a { Ogre } side b { Imp } }`;
        expect(await hint(text)).toContain('a CR 1.5 encounter for a tier 2 party — Imp (T1 CR 3) ×½ (one tier down); ogres, basilisks');
    });
    it('an unwritten CR is 1, an unwritten party tier 1', async () =>
        expect(await hint(`${rosa()}\ncreature Imp { hp 5 attack A { vs AC damage 1 } }\nencounter E { side a { Rosa } side b { Imp } }`)).toContain(
            'a CR 1 encounter for a tier 1 party — Imp (T1 CR 1);',
        ));
});

describe('§Aim and Block Dice at the edges', () => {
    const SHIELD = 'hp 1000 defenses { AC 10 } tags shieldkind';
    it('a die past d10 counts as stronger by its +1s when dice cancel: aims 2d8 (d10+2) and d12 (d10+1) against one block — the d12 goes', async () => {
        const { attacks } = await duel({ dummy: SHIELD, round: 'Rosa: A -> Dummy with aim 2d8, aim d12\n Dummy: block' }, [10, 5, 1]);
        expect(attacks[0].rolls[1]).toMatchObject({ formula: 'aim dice d10+2', total: 7 });
        expect(attacks[0]).toMatchObject({ total: 10 + 5 + 5 + 2 });
    });
    it('…and a d10+1 outranks a plain d10: aims d12 and d10 against one block — the d10 goes', async () => {
        const { attacks } = await duel({ dummy: SHIELD, round: 'Rosa: A -> Dummy with aim d10, aim d12\n Dummy: block' }, [10, 5, 1]);
        expect(attacks[0].rolls[1]).toMatchObject({ formula: 'aim dice d10+1', total: 6 });
    });
    it('two aim dice showing the same: the first is the one kept', async () => {
        const { attacks } = await duel({ line: ' with aim d4, aim d6' }, [10, 3, 3, 1]);
        expect(attacks[0].rolls[1].faces.map(f => [f.sides, f.value, f.kept])).toEqual([
            [4, 3, true],
            [6, 3, false],
        ]);
        expect(attacks[0]).toMatchObject({ total: 10 + 5 + 3 });
    });
    it('an aim die is a plain die: a size of the ladder with a keep or an explosion (2d8kh1, d6!) is refused', async () => {
        for (const die of ['2d8kh1', 'd6!', '1d']) expect(await rpgCodes(duelText({ line: ` with aim ${die}` })), die).toEqual(['rpgstuck-aim-die']);
    });
    it('the +1s of a die past d10 count toward the highest whatever the order: d4 showing 2, then 2d8 (d10+2) showing 1 — 3 is kept', async () => {
        const { attacks } = await duel({ line: ' with aim d4, aim 2d8' }, [10, 2, 1, 1]);
        expect(attacks[0]).toMatchObject({ total: 10 + 5 + 3 });
        expect(attacks[0].rolls[1].faces.map(f => f.kept)).toEqual([false, true]);
    });
    it('aim_block_cancel: largest — each side gives up its largest, whichever is written first (aims d4, d8 against a block: the d4 is rolled)', async () => {
        const round = 'Rosa: A -> Dummy with aim d4, aim d8\n Dummy: block';
        const { attacks } = await duel({ dummy: SHIELD, round, options: '{ aim_block_cancel: largest }' }, [10, 4, 1]);
        expect(attacks[0].rolls[1].faces).toEqual([{ sides: 4, value: 4, kept: true }]);
        const reversed = await duel(
            { dummy: SHIELD, round: round.replace('aim d4, aim d8', 'aim d8, aim d4'), options: '{ aim_block_cancel: largest }' },
            [10, 4, 1],
        );
        expect(reversed.attacks[0].rolls[1].faces).toEqual([{ sides: 4, value: 4, kept: true }]);
    });
    it('more block dice than aim dice: the block left over is rolled and subtracted (Avert d4 and Block d4 against Aim d4: one d4 block)', async () => {
        const text = duelText({ dummy: SHIELD, round: 'Dummy: avert' }).replace(
            /\}\n\}$/,
            '}\n  round 2 { Rosa: aim; A -> Dummy\n Dummy: block }\n}',
        );
        const a = await arena(text);
        a.play(1, [20, 1]);
        const [attack] = attackEvents(a.play(2, [10, 3, 1]));
        expect(attack.rolls[1]).toMatchObject({ formula: 'block dice d4', faces: [{ sides: 4, value: 3, kept: true }] });
        expect(attack).toMatchObject({ total: 10 + 5 - 3 });
    });
});

describe('body parts are named as written', () => {
    it('`Dummy.Head` is one error, the unknown part (not also a missing one)', async () => {
        expect(await allCodes(duelText({ line: '.Head' }))).toEqual(['unknown-body-part']);
        expect(await allCodes(duelText({ line: '.PSI_CORE' }))).toEqual(['unknown-body-part']);
    });
});

describe('§Damage Dice: the flat part of a formula, and formulas the seed does not write', () => {
    it('a stat inside a product: 2 × (STR − 1) is 4 (d6 5 + 4)', async () =>
        expect(await oneHit('damage d6 + 2 * (STR - 1)', [5])).toMatchObject({ formula: '1d6', raw: 9 }));
    it('a sum inside a product: 2 × (STR + 1) is 8 (d6 5 + 8)', async () =>
        expect(await oneHit('damage d6 + 2 * (STR + 1)', [5])).toMatchObject({ raw: 13 }));
    it('a stat divided, rounded down: STR / 2 is 1 (d6 5 + 1)', async () =>
        expect(await oneHit('damage d6 + STR / 2', [5])).toMatchObject({ raw: 6 }));
    it('a negated stat takes off: d6 5 + 4 + −STR is 6', async () => expect(await oneHit('damage d6 + 4 + -STR', [5])).toMatchObject({ raw: 6 }));
    const messages = async (damage: string) =>
        (await build(`ruleset rpgstuck\ncharacter Rosa { STR 3 attack A { vs AC damage ${damage} } }`)).diagnostics
            .filter(d => d.code === 'rpgstuck-damage-formula')
            .map(d => String(d.message));
    it('dice subtracted, a keep-or-drop group, dice multiplied: each refused with its reason', async () => {
        expect(await messages('10 - d6')).toEqual(['A: the seed never subtracts dice (d6).']);
        expect(await messages('{1d6, 1d8}kh1')).toEqual([
            'A: RPGStuck damage adds its dice up: a group that keeps or drops totals (`{1d6, 1d8}kh1`) has no place in it.',
        ]);
        expect(await messages('2d6 * 2')).toEqual(['A: dice may only be added: write 2d6 + STR, not (2d6) * 2.']);
        expect(await messages('d6kh1 + STR')).toEqual(['A: d6kh1: RPGStuck damage dice take no keep, reroll or explode modifiers.']);
        expect(await messages('d6 + d4kh1')).toEqual(['A: d4kh1: RPGStuck damage dice take no keep, reroll or explode modifiers.']);
        expect(await messages('2 * 2d6')).toEqual(['A: dice may only be added: write 2d6 + STR, not (2d6) * 2.']);
        expect(await messages('5 + -d6')).toEqual(['A: dice may only be added: write 2d6 + STR, not (2d6) * 2.']);
        expect(await messages('d6 + STR')).toEqual([]);
    });
});

/** The messages of one diagnostic code a document gets, in order. */
async function messagesOf(text: string, code: string): Promise<string[]> {
    return (await build(text)).diagnostics.filter(d => d.code === code).map(d => String(d.message));
}

describe('§Special Types of Movement: teleporting, said where it is refused', () => {
    const scene = {
        scene: 'zone here { distance near 20 ft distance dark 20 ft distance far 40 ft } zone near zone dark { concealment heavy } zone far',
        rosaAt: 'here',
        dummyAt: 'here',
        rosa: 'teleport 30',
    };
    const why = (round: string, rosa = 'teleport 30') => messagesOf(duelText({ ...scene, rosa, round }), 'rpgstuck-teleport');
    it('a place it cannot see, one past its range, no teleport at all: each with its reason', async () => {
        expect(await why('Rosa: teleport to dark')).toEqual(['Rosa cannot teleport to dark: it cannot see that place (heavy obscuration).']);
        expect(await why('Rosa: teleport to far')).toEqual(['Rosa cannot teleport to far: that place is 40 ft away, past its 30-ft range.']);
        expect(await why('Rosa: teleport to near', 'teleport 0')).toEqual([
            'Rosa cannot teleport to near: it cannot teleport (no `teleport` range).',
        ]);
    });
    it('a place exactly at its range is within it (20 ft with teleport 20)', async () =>
        expect(await why('Rosa: teleport to near', 'teleport 20')).toEqual([]));
});

describe('§Grappling with Grappling: sizes at the edges', () => {
    const grapple = (dummy: string, rosa = '') => ({
        rosa,
        rosaExtra: 'defenses { AC 10 } skills { athletics 4 }',
        dummy: `hp 1000 defenses { AC 10 } ${dummy}`,
        round: 'Rosa: grapple -> Dummy',
    });
    it('two sizes larger (Medium against Huge): one disadvantage, no −4', async () => {
        const { events } = await duel(grapple('size 4'), [15, 8, 1]);
        expect(checkEvents(events)[0]).toMatchObject({ total: 8 + 4 });
        expect(checkEvents(events)[0].rolls[0].formula).toBe('2d20kl1');
    });
    const rider = (rosaSize: number) => `ruleset rpgstuck
character Rosa { level 3 P 2 STR 3 size ${rosaSize} skills { athletics 4 } attack A { vs AC damage 1 } }
creature Horse { size 3 hp 30 attack Kick { vs AC damage 1 } }
creature Rider { size 2 hp 30 attack Jab { vs AC damage 1 } }
encounter E { side a { Rosa } side b { Horse, Rider aboard Horse } round 1 { Rosa: grapple -> Rider } }`;
    it('a rider: no disadvantage for a grappler exactly two sizes larger than its mount (Gargantuan against a Large horse)', async () => {
        const a = await arena(rider(5));
        expect(checkEvents(a.play(1, [20, 1, 15, 10]))[0].rolls[0].formula).toBe('1d20');
    });
    it('…one size larger than the mount (Huge against Large): disadvantage', async () => {
        const a = await arena(rider(4));
        expect(checkEvents(a.play(1, [20, 1, 15, 8, 10]))[0].rolls[0].formula).toBe('2d20kl1');
    });
});

describe('§Critical Hits at the edges', () => {
    it('a crit range never reaches below 2 (a nat 1 never crits): +18 and a Shatterpoint’s +2 crit on 2–20, as the log says', async () => {
        const { attacks } = await duel(
            { rosa: 'crit_range 18', attack: 'AC damage d4', dummy: 'hp 1000 defenses { AC 1 } parts { shatterpoint 0 }', line: '.shatterpoint' },
            [2, 1],
        );
        expect(attacks[0]).toMatchObject({ outcome: 'critical', note: 'crits on 2–20' });
    });
    it('rounding up leaves a whole result whole: 8 halved once is 4', async () =>
        expect(await oneHit('damage d8', [8], { options: '{ rounding: up }', line: 'with halved 1' })).toMatchObject({ amount: 4 }));
    it('rounding to nearest, likewise: 8 halved once is 4', async () =>
        expect(await oneHit('damage d8', [8], { options: '{ rounding: nearest }', line: 'with halved 1' })).toMatchObject({ amount: 4 }));
});

describe('§Damage Dice: what steps and what does not', () => {
    it('flat damage of P and Q: the first written is the one that grows (P + Q one size up: 2P + Q, 2 + 2 + 1)', async () =>
        expect(await oneHit('damage P + Q', [], { line: 'with steps 1' })).toMatchObject({ raw: 5 }));
    it('a P taken off is no base: 10 − P one size up stays 8', async () =>
        expect(await oneHit('damage 10 - P', [], { line: 'with steps 1' })).toMatchObject({ raw: 8 }));
    it('a die on no ladder is rolled as written, its steps ignored (d5 + 1, one size up: d5 3 + 1)', async () =>
        expect(await oneHit('damage d5 + 1', [3], { line: 'with steps 1' })).toMatchObject({ formula: '1d5', raw: 4 }));
    it('the warning names the die that cannot step (d5 + 1d: 1d5)', async () => {
        const text = `ruleset rpgstuck\ncreature Imp { defenses { AC 10 } attack A { vs AC damage d5 + 1d } }`;
        expect(await messagesOf(text, 'rpgstuck-off-ladder')).toEqual([
            '1d5 is not on a die-size ladder (d2 d3 d4 d6 d8 d10 d12): its die steps are ignored.',
        ]);
    });
    it('Q times two written either way round steps the same: (Q * 2) d12 one size up with Q 2 is 2Q d12 + 2P (4d12 + 4)', async () =>
        expect(await oneHit('damage (Q * 2) d12', [1, 1, 1, 1], { stats: 'Q 2', line: 'with steps 1' })).toMatchObject({
            formula: '4d12',
            raw: 4 + 4,
        }));
    it('below d2 under overflow: level, still −P a step (d2 one step down: d2 − 2)', async () =>
        expect(await oneHit('damage d2 + 5 steps -1', [2], { options: '{ overflow: level }' })).toMatchObject({ formula: '1d2', raw: 2 + 5 - 2 }));
});

describe('§Mounted Combat: mounting', () => {
    const text = (rosa: string) => `ruleset rpgstuck
character Rosa { ${rosa} defenses { AC 10 } attack A { vs AC damage 1 } }
creature Horse { size 3 hp 30 attack Kick { vs AC damage 1 } }
creature Dummy { hp 30 attack Jab { vs AC damage 1 } }
encounter E { side a { Rosa, Horse } side b { Dummy } round 1 { Rosa: mount -> Horse } }`;
    it('takes half the rider’s speed, rounded down (speed 25: 12 ft)', async () => {
        expect(await allCodes(text('speed 25'))).toEqual([]);
        const a = await arena(text('speed 25'));
        expect(actionTexts(a.play(1, [20, 2, 1]))).toContain('Rosa mounts Horse (12 ft of its speed).');
    });
});

describe('§Called Shots and Anatomy: a part with hit points, exactly used up', () => {
    it('8 damage on a tool of 8 HP: the tool is destroyed and nothing spills; the next hit on it goes wholly to the creature', async () => {
        const { arena: a, damage, events } = await duel({ dummy: 'hp 1000 defenses { AC 10 } parts { tool 3 tool_hp 8 }', line: '.tool' }, [15, 5]);
        expect(damage.map(d => [d.target, d.amount, d.hp, d.note])).toEqual([['Dummy.tool', 8, 0, undefined]]);
        expect(noteEvents(events).map(n => n.text)).toEqual(["Dummy's tool is destroyed: the tool is broken."]);
        const next = a.play(
            2,
            [15, 5],
            [{ actor: 'Rosa', actions: [{ action: 'A', isAttack: true, targets: ['Dummy'], modifiers: [], parts: { Dummy: 'tool' } }] }],
        );
        expect(damageEvents(next).map(d => [d.target, d.amount, d.hp])).toEqual([['Dummy', 8, 992]]);
        expect(noteEvents(next)).toEqual([]);
    });
    it('8 damage on a tool of 9 HP: 1 HP left, not destroyed', async () => {
        const { damage, events } = await duel({ dummy: 'hp 1000 defenses { AC 10 } parts { tool 3 tool_hp 9 }', line: '.tool' }, [15, 5]);
        expect(damage.map(d => [d.target, d.amount, d.hp])).toEqual([['Dummy.tool', 8, 1]]);
        expect(noteEvents(events)).toEqual([]);
    });
});

describe('§Damage Dice: which stat is the roll’s, and Q written as a product', () => {
    it('Weakened takes off the first stat written, the one the roll is made with (d6 4 + STR 3 + DEX 2 − 3 = 6)', async () => {
        const { damage } = await duel({ rosaIs: 'weakened', attack: 'AC damage d6 + STR + DEX' }, [10, 4]);
        expect(damage[0].amount).toBe(6);
    });
    it('Q written (Q * 1) or (1 * Q) is Q dice: (Q * 1) d10 two sizes up with Q 2 is 2Q d8, 4d8 (not 2d10 stepped to 2d12 + 2P)', async () => {
        expect(await oneHit('damage (Q * 1) d10', [1, 2, 3, 4], { stats: 'Q 2', line: 'with steps 2' })).toMatchObject({ formula: '4d8', raw: 10 });
        expect(await oneHit('damage (1 * Q) d10', [1, 2, 3, 4], { stats: 'Q 2', line: 'with steps 2' })).toMatchObject({ formula: '4d8', raw: 10 });
    });
    it('flat damage with neither dice nor P or Q has nothing to step: STR + 2 one size up is 5, 2 × STR 6', async () => {
        expect(await oneHit('damage STR + 2', [], { line: 'with steps 1' })).toMatchObject({ raw: 5 });
        expect(await oneHit('damage 2 * STR', [], { line: 'with steps 1' })).toMatchObject({ raw: 6 });
    });
    it('P or Q only counts as the base when multiplied by a whole number from 1: 8 / P and 0 × Q + 3 one size up stay 4 and 3', async () => {
        expect(await oneHit('damage 8 / P', [], { line: 'with steps 1' })).toMatchObject({ raw: 4 });
        expect(await oneHit('damage 0 * Q + 3', [], { line: 'with steps 1' })).toMatchObject({ raw: 3 });
    });
    it('`+2d` in the formula is two die sizes (d4 + 2d: a d8)', async () =>
        expect(await oneHit('damage d4 + 2d', [7])).toMatchObject({ formula: '1d8', raw: 7 }));
    it('a negated number inside a product: d6 5 + 2 × −1 is 3', async () =>
        expect(await oneHit('damage d6 + 2 * -1', [5])).toMatchObject({ raw: 3 }));
});

describe('§Environmental Factors at the edges', () => {
    it('a collision of odd damage: the pushed creature takes the odd point [assumption] (P 3, 5 ft left: 3 — 2 and 1)', async () => {
        const text = `ruleset rpgstuck
character Rosa { level 3 P 3 STR 3 attack Slam { vs AC damage 1 pushes 5 ft } }
creature Imp { hp 30 defenses { AC 12 } attack Claw { vs AC damage 1 } }
encounter E { side a { Rosa } side b { Imp x2 } round 1 { Rosa: Slam -> Imp#1, Imp#2 with collide } }`;
        const a = await arena(text);
        // 10 + 3 + 3 = 16 hits Imp#1 (AC 12) and Imp#2: one unit of P.
        expect(damageEvents(a.play(1, [20, 1, 1, 10])).map(d => [d.target, d.amount])).toEqual([
            ['Imp#1', 1],
            ['Imp#1', 2],
            ['Imp#2', 1],
        ]);
    });
    it('an attack from another zone with no cover there: the defense as written', async () => {
        const { attacks } = await duel(
            { scene: 'zone here { distance there 30 ft } zone there', rosaAt: 'here', dummyAt: 'there', dummy: 'hp 1000 defenses { AC 10 }' },
            [10, 1],
        );
        expect(attacks[0]).toMatchObject({ defense: 10, versus: 'AC' });
    });
});

describe('§Special Types of Movement: speed and jumps at the edges', () => {
    const far = (rosa: string) =>
        duelText({ scene: 'zone here { distance there 25 ft } zone there', rosaAt: 'here', rosa, round: 'Rosa: move to there' });
    it('a move of 25 ft fits a speed of 25, not one of 20 (it then takes rounds)', async () => {
        expect(await allCodes(far('speed 25'))).toEqual([]);
        expect(await allCodes(far('speed 20'))).toEqual(['move-takes-rounds']);
    });
    it('a negative STR jumps no distance, not a negative one (STR −1: 0 ft)', async () => {
        const text = duelText({
            scene: 'zone here { distance across 3 ft } zone across',
            rosaAt: 'here',
            rosa: 'STR -1',
            round: 'Rosa: jump to across',
        });
        expect(await messagesOf(text, 'rpgstuck-jump-too-far')).toEqual(['Rosa jumps 0 ft (STR -1); across is 3 ft away.']);
    });
});

describe('§Called Shots and Anatomy: a trade needs a bonus to cancel', () => {
    it('an Opening (+0) `with trade`: nothing is traded — the log shows the part as it is, crit range unchanged', async () => {
        const { attacks } = await duel({ dummy: 'hp 1000 defenses { AC 10 } parts { opening 0 }', line: '.opening with trade' }, [10, 1]);
        expect(attacks[0]).toMatchObject({ defense: 10, versus: 'AC 10 + opening 0 =' });
    });
});

describe('§Environmental Factors: a wall, in whole 5-ft units', () => {
    it('a T3 monster pushes 33 ft into a wall 10 ft away: 23 ft left are four whole 5 ft, 4 × T = 12', async () => {
        const { events } = await duel(
            {
                dummy: 'tier 3 P 2 hp 1000 defenses { AC 1 }',
                scene: 'zone here { hazard wall 10 }',
                rosaAt: 'here',
                round: 'Dummy: Poke -> Rosa with push 33',
            },
            [10],
        );
        expect(damageEvents(events).map(d => [d.amount, d.note])).toEqual([
            [1, undefined],
            [12, 'hits a wall after 10 ft: 4 × T (3)'],
        ]);
    });
});

describe('§Damage Dice: Q dice follow Q', () => {
    it('Q raised mid-fight: (2 × Q) d6 with Q 1 raised to 2 rolls 4d6, not the 2d6 it started with', async () => {
        const a = await arena(`ruleset rpgstuck
character Rosa { P 2 Q 1 STR 0 defenses { AC 10 } attack A { vs AC damage (2 * Q) d6 } ability Boost { modifies Q 1 } }
creature Dummy { hp 1000 defenses { AC 1 } attack Poke { vs AC damage 1 } }
encounter E { side a { Rosa } side b { Dummy } round 1 { Rosa: Boost -> Rosa } round 2 { Rosa: A -> Dummy } }`);
        a.play(1, [20, 1]);
        const [hit] = damageEvents(a.play(2, [10, 1, 2, 3, 4]));
        expect(hit.rolls?.[0]).toMatchObject({ formula: '4d6', total: 10 });
    });
});
