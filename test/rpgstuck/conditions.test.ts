/**
 * RPGStuck's condition table through the checks and the engine: starting conditions (`is …`),
 * conditions inflicted by a hit (`inflicts …`), their durations, and each effect the table lists —
 * Daze, Cripple (n) stacking, Empower, Aegis, Weakened, hidden and invisible, unconscious, prone and
 * flying, bleeding with its two ends. Rosa's roll is d20 + P 2 + STR 3; the Dummy's Poke is d20 + P 2
 * for 1 damage. Sources: 000_7e14385943d7d1e7.txt §Called Shots and Anatomy, §Damage (base) and
 * Mods, §Damage Dice, §Stealth Shenanigans, §Hit Points and Stats, §Environmental Factors.
 */
import { describe, expect, it } from 'vitest';
import type { PlannedTurn } from '../../language/engine/model.js';
import {
    actionTexts,
    allCodes,
    arena,
    attackEvents,
    checkEvents,
    conditionEvents,
    damageEvents,
    duel,
    duelText,
    hoverAt,
    noteEvents,
} from './harness.js';

const line = (actor: string, ...actions: [string, boolean, string[]?][]): PlannedTurn => ({
    actor,
    actions: actions.map(([action, isAttack, targets = []]) => ({ action, isAttack, targets, modifiers: [] })),
});
const dummyAims = line('Dummy', ['aim', false], ['Poke', true, ['Rosa']]);

describe('writing conditions', () => {
    it('a participant may start with conditions; one the table lacks is unknown-condition', async () => {
        expect(await allCodes(duelText({ rosaIs: 'dazed and crippled 5' }))).toEqual([]);
        expect(await allCodes(duelText({ rosaIs: 'stunned' }))).toEqual(['unknown-condition']);
    });
    it('Cripple takes a rating; Daze takes none', async () => {
        expect(await allCodes(duelText({ rosaIs: 'crippled' }))).toEqual(['condition-needs-rating']);
        expect(await allCodes(duelText({ rosaIs: 'dazed 2' }))).toEqual(['condition-takes-no-rating']);
    });
    it('prone and flying cannot hold together', async () => {
        expect(await allCodes(duelText({ dummyIs: 'prone and flying' }))).toEqual(['contradictory-conditions']);
    });
    it('a save that ends a condition is refused: RPGStuck has no saving throws', async () => {
        expect(await allCodes(duelText({ rosaIs: 'dazed save CON 12' }))).toEqual(['rpgstuck-not-modelled']);
        expect(await allCodes(duelText({ attack: 'AC damage d6 inflicts dazed for 1 rounds save CON 12' }))).toEqual(['rpgstuck-not-modelled']);
    });
    it('the hover on a condition gives every effect, how it ends and the citation', async () => {
        const hover = await hoverAt(duelText({ rosaIs: 'crippled 5' }), 'crippled 5');
        expect(hover).toContain('speed − n ft for each Cripple held');
        expect(hover).toContain('each Cripple keeps its own rating and duration');
        expect(hover).toContain('RPGStuck, Combat Miscellany §Common Called Shot Targets');
    });
});

describe('Daze: no minor action', () => {
    it('a Dummy that starts dazed for 1 round skips its Aim in round 1 and aims in round 2', async () => {
        const { arena: a, events } = await duel({ dummyIs: 'dazed for 1 rounds', round: 'Rosa: A -> Dummy\n Dummy: aim; Poke -> Rosa' }, [10, 3, 10]);
        expect(noteEvents(events).map(n => n.text)).toEqual(['Dummy has no minor action left for aim (dazed).']);
        expect(attackEvents(a.play(2, [10, 3, 10, 2], [line('Rosa', ['A', true, ['Dummy']]), dummyAims]))[1].rolls[1].formula).toBe('aim dice d4');
    });
    it('inflicted during round 1 "for 1 round", it lasts to the end of round 2 [assumption]', async () => {
        const { arena: a, events } = await duel(
            { attack: 'AC damage d6 + STR inflicts dazed for 1 rounds', round: 'Rosa: A -> Dummy\n Dummy: aim; Poke -> Rosa' },
            [10, 3, 10],
        );
        expect(conditionEvents(events)).toEqual([expect.objectContaining({ who: 'Dummy', condition: 'dazed', gained: true, note: 'from A' })]);
        const second = a.play(2, [10], [dummyAims]);
        expect(noteEvents(second).map(n => n.text)).toEqual(['Dummy has no minor action left for aim (dazed).']);
        expect(conditionEvents(second)).toEqual([expect.objectContaining({ who: 'Dummy', condition: 'dazed', gained: false, note: 'wears off' })]);
        expect(attackEvents(a.play(3, [10, 2], [dummyAims]))[0].rolls[1].formula).toBe('aim dice d4');
    });
});

describe('Cripple (n): speed − n ft, stacking with itself', () => {
    const scene = { scene: 'zone here { distance there 60 ft } zone there', rosaAt: 'here', dummyAt: 'here' };
    it('a leg hit with a Cripple (5) rider adds Cripple (10): 30 − 15 = 15 ft of movement', async () => {
        const { arena: a, events } = await duel({ ...scene, round: 'Rosa: A -> Dummy.leg with cripple 5' }, [10, 3]);
        expect(conditionEvents(events).map(c => c.condition)).toEqual(['crippled (5)', 'crippled (10)']);
        const moved = a.play(
            2,
            [],
            [{ actor: 'Dummy', actions: [{ action: 'move', isAttack: false, targets: [], modifiers: [], destination: 'there' }] }],
        );
        expect(actionTexts(moved)).toEqual(['Dummy moves 15 ft toward there (not there yet).']);
    });
});

describe('Empower, Aegis, Weakened', () => {
    it('Empower (2) on a d6 base roll: +2 die sizes, a d10 (§Damage Dice)', async () => {
        const { damage } = await duel({ rosaIs: 'empowered 2' }, [10, 7]);
        expect(damage[0].rolls?.[0].formula).toBe('1d10');
        expect(damage[0].amount).toBe(7 + 3);
    });
    it('Aegis (3) takes 3 off each instance of damage [assumption]', async () => {
        const { damage } = await duel({ dummyIs: 'aegis 3' }, [10, 4]);
        expect(damage[0].amount).toBe(4 + 3 - 3);
    });
    it('Weakened takes the damage mod off (a character: the stat of the roll)', async () => {
        const { damage } = await duel({ rosaIs: 'weakened' }, [10, 4]);
        expect(damage[0].amount).toBe(4);
    });
});

describe('unseen: hidden and invisible (§Stealth Shenanigans, §Light and Darkness)', () => {
    it('an attack on a hidden target is at disadvantage (two d20, the worse)', async () => {
        const { attacks } = await duel({ dummyIs: 'hidden' }, [15, 3, 1]);
        expect(attacks[0].rolls[0].formula).toBe('2d20kl1');
        expect(attacks[0].note).toBe('Dummy cannot be seen');
    });
    it('so is one on an invisible target', async () => {
        const { attacks } = await duel({ dummyIs: 'invisible' }, [15, 3, 1]);
        expect(attacks[0].total).toBe(3 + 5);
    });
    it('a hidden attacker gives itself away by attacking [assumption]', async () => {
        const { events } = await duel({ rosaIs: 'hidden' }, [10, 1]);
        expect(conditionEvents(events).filter(c => !c.gained)).toEqual([
            expect.objectContaining({ who: 'Rosa', condition: 'hidden', note: 'gives itself away by attacking' }),
        ]);
    });
});

describe('unconscious, prone, flying', () => {
    it('a combatant that starts unconscious takes no turn', async () => {
        const { arena: a, events } = await duel({ dummyIs: 'unconscious', round: 'Dummy: Poke -> Rosa' }, []);
        expect(a.byId('Dummy').status).toBe('unconscious');
        expect(attackEvents(events)).toEqual([]);
    });
    // §Hit Points and Stats: unconscious ends when healing brings it above 0 HP, not by rounds — so
    // `for 1 rounds` on it is refused, not played as an unconscious that never wakes.
    it('unconscious does not run down in rounds: `inflicts unconscious for 1 rounds` is condition-takes-no-duration', async () => {
        expect(await allCodes(duelText({ attack: 'AC damage 1 inflicts unconscious for 1 rounds' }))).toEqual(['condition-takes-no-duration']);
        expect(await allCodes(duelText({ attack: 'AC damage 1 inflicts unconscious' }))).toEqual([]);
    });
    it('knocked unconscious by an attack, the log says so and by what (it read "Dummy from A.")', async () => {
        const { events } = await duel({ attack: 'AC damage 1 inflicts unconscious' }, [10]);
        expect(events.filter(e => e.kind === 'defeated')).toEqual([{ kind: 'defeated', who: 'Dummy', how: 'is knocked unconscious (from A)' }]);
        const start = await duel({ dummyIs: 'unconscious', round: '' }, []);
        expect(start.events.filter(e => e.kind === 'defeated')).toEqual([{ kind: 'defeated', who: 'Dummy', how: 'is knocked unconscious' }]);
    });
    // §Hit Points and Stats: 0 HP is unconscious, so an effect that takes unconsciousness away can
    // wake only a creature knocked out with HP left (`inflicts unconscious`, `is unconscious`); one
    // at 0 HP stays down until healing brings it above 0. The effect reaches the unconscious (it was
    // lost as "no standing target", so `removes unconscious` could never act).
    const wake = (kanaya: string) => `ruleset rpgstuck
character Rosa { level 3 STR 3 defenses { AC 10 } ability Wake { removes unconscious } }
character Kanaya { level 3 ${kanaya} defenses { AC 10 } attack A { vs AC damage d6 } }
creature Dummy { hp 1000 defenses { AC 1 } attack Poke { vs AC damage 1 } }
encounter E { side a { Rosa, Kanaya is unconscious } side b { Dummy } round 1 { Rosa: Wake -> Kanaya } }`;
    it('`removes unconscious` wakes an ally knocked out with HP left', async () => {
        const a = await arena(wake('hp 12'));
        const events = a.play(1, [20, 5, 1]);
        expect(a.byId('Kanaya').status).toBe('active');
        expect(conditionEvents(events)).toContainEqual(
            expect.objectContaining({ who: 'Kanaya', condition: 'unconscious', gained: false, note: 'removed by Wake' }),
        );
    });
    it('`removes unconscious` cannot wake an ally at 0 HP, and the log says why', async () => {
        const a = await arena(wake('hp 0'));
        const events = a.play(1, [20, 5, 1]);
        expect(a.byId('Kanaya').status).toBe('unconscious');
        expect(noteEvents(events).map(n => n.text)).toContain(
            "Rosa's Wake cannot wake Kanaya: it has 0 HP, and 0 HP is unconscious until healing brings it above 0 (§Hit Points and Stats).",
        );
    });
    it('a flier above a 20-ft drop knocked prone falls: 2d6 (§Environmental Factors)', async () => {
        const { events } = await duel(
            { attack: 'AC damage 1 inflicts prone', scene: 'zone pit { hazard falling 20 }', rosaAt: 'pit', dummyAt: 'pit', dummyIs: 'flying' },
            [10, 4, 5],
        );
        expect(damageEvents(events).map(d => [d.target, d.amount, d.note ?? ''])).toEqual([
            ['Dummy', 1, ''],
            ['Dummy', 9, 'falls 20 ft'],
        ]);
    });
    it('a prone combatant stands up with its movement instead of moving [assumption]', async () => {
        const { events } = await duel({ dummyIs: 'prone', round: 'Dummy: move' }, []);
        expect(conditionEvents(events)).toEqual([
            expect.objectContaining({ who: 'Dummy', condition: 'prone', gained: true }),
            expect.objectContaining({ who: 'Dummy', condition: 'prone', gained: false, note: 'stands up (its movement)' }),
        ]);
    });
});

describe('bleeding (a destroyed artery)', () => {
    it('takes its damage at the start of each of its turns [assumption]', async () => {
        const { events } = await duel({ dummyIs: 'bleeding 3', round: 'Dummy: Poke -> Rosa' }, [1]);
        expect(damageEvents(events).map(d => [d.target, d.amount, d.note])).toEqual([['Dummy', 3, 'bleeding (3)']]);
    });
    it('two successful Medicine checks stop it', async () => {
        const setup = { rosaExtra: 'defenses { AC 10 } skills { medicine 2 }', dummyIs: 'bleeding 3', round: 'Rosa: medicine -> Dummy' };
        const { arena: a, events } = await duel(setup, [8]);
        expect(checkEvents(events).map(c => [c.total, c.success])).toEqual([[10, true]]);
        const medic = line('Rosa', ['medicine', false, ['Dummy']]);
        expect(conditionEvents(a.play(2, [7], [medic]))).toEqual([]); // 9: a failure
        expect(conditionEvents(a.play(3, [12], [medic]))).toEqual([
            expect.objectContaining({ condition: 'bleeding (3)', gained: false, note: 'two Medicine checks' }),
        ]);
    });
    it('psionic healing stops it; other healing does not', async () => {
        const psionic = await duel(
            { rosaExtra: 'defenses { AC 10 } ability Mend { heals 2 tags psionic }', dummyIs: 'bleeding 3', round: 'Rosa: Mend -> Dummy' },
            [],
        );
        expect(conditionEvents(psionic.events).at(-1)).toMatchObject({ condition: 'bleeding (3)', gained: false, note: 'psionic healing' });
        const plain = await duel(
            { rosaExtra: 'defenses { AC 10 } ability Mend { heals 2 }', dummyIs: 'bleeding 3', round: 'Rosa: Mend -> Dummy' },
            [],
        );
        expect(conditionEvents(plain.events).filter(c => !c.gained)).toEqual([]);
    });
});
