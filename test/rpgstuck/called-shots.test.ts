/**
 * §Called Shots and Anatomy, through the engine and the checks: the part's bonus on the defense and
 * off the crit range, trading crit range to cancel it, what each part does, and which attacks may
 * not call a shot. Rosa's roll is d20 + P 2 + STR 3.
 */
import { describe, expect, it } from 'vitest';
import { rpgstuck } from '../../language/rulesets/rpgstuck/index.js';
import { allCodes, conditionEvents, duel, rpgCodes } from './harness.js';

const AC = (n: number, extra = '') => `hp 1000 defenses { AC ${n} } ${extra}`;

describe('§Called Shots and Anatomy: the worked examples', () => {
    it('crit range +2 against AC 14, aiming at the Head (+4): AC 18, crit range −2 — an 18 hits but no longer crits', async () => {
        const { attacks } = await duel({ rosa: 'crit_range 2', dummy: AC(14), line: '.head' }, [18, 1]);
        expect(attacks[0]).toMatchObject({ total: 23, defense: 18, versus: 'AC 14 + head 4 =', outcome: 'hit' });
    });
    it('…and a 16 that beat AC 14 misses the head', async () => {
        const { attacks } = await duel({ rosa: 'P 0 STR 0 crit_range 2', dummy: AC(14), line: '.head' }, [16]);
        expect(attacks[0]).toMatchObject({ total: 16, defense: 18, outcome: 'miss' });
    });
    it('crit range +9 against AC 20, Head: AC 24 and crit range +5 — a 15 that hits crits', async () => {
        const { attacks } = await duel({ rosa: 'crit_range 9', attack: 'AC damage d6 hit_bonus 5', dummy: AC(20), line: '.head' }, [15, 1]);
        expect(attacks[0]).toMatchObject({ total: 25, defense: 24, outcome: 'critical' });
    });
    it('…trading the crit range: AC back to 20, crit range +1 (19–20) — a 15 only hits, a 19 crits', async () => {
        const traded = { rosa: 'crit_range 9', attack: 'AC damage d6', dummy: AC(20), line: '.head with trade' };
        const hit = await duel(traded, [15, 1]);
        expect(hit.attacks[0]).toMatchObject({ total: 20, defense: 20, versus: 'AC 20 (head +4 traded for crit range) =', outcome: 'hit' });
        expect((await duel(traded, [19, 1])).attacks[0].outcome).toBe('critical');
    });
    it('a crit range pushed below 0 still crits on a nat 20 (crit range 0, Head: −4)', async () => {
        const { attacks } = await duel({ dummy: AC(10), line: '.head' }, [20, 1]);
        expect(attacks[0].outcome).toBe('critical');
    });
    it('a trade needs the crit range left to be at least the bonus: exactly equal is enough (+8 − 4 = 4)', async () => {
        const { attacks } = await duel({ rosa: 'crit_range 8', dummy: AC(10), line: '.head with trade' }, [19, 1]);
        expect(attacks[0]).toMatchObject({ defense: 10, outcome: 'hit' }); // crit range 0 left: only a 20 crits
    });
    it('…one short (+7 − 4 = 3 < 4): no trade, the defense keeps its +4', async () => {
        const { attacks } = await duel({ rosa: 'crit_range 7', dummy: AC(10), line: '.head with trade' }, [17, 1]);
        expect(attacks[0]).toMatchObject({ defense: 14, outcome: 'critical' }); // crit range 3: 17–20
    });
});

describe('the parts', () => {
    it('Head: +50% bonus damage on a hit (10 → 15)', async () => {
        expect((await duel({ attack: 'AC damage d10', line: '.head' }, [10, 10])).damage[0].amount).toBe(15);
    });
    it('Shatterpoint (+0): no harder to hit, +2 crit range, and its crits Daze', async () => {
        const { attacks, events } = await duel({ attack: 'AC damage d4', dummy: AC(10, 'parts { shatterpoint 0 }'), line: '.shatterpoint' }, [18, 1]);
        expect(attacks[0]).toMatchObject({ defense: 10, outcome: 'critical' });
        expect(conditionEvents(events)).toContainEqual(expect.objectContaining({ who: 'Dummy', condition: 'dazed', gained: true }));
    });
    it('Opening (+0): +2 to hit', async () => {
        const { attacks } = await duel({ dummy: AC(10, 'parts { opening 0 }'), line: '.opening' }, [10, 1]);
        expect(attacks[0].bonuses).toContainEqual({ value: 2, label: 'opening' });
        expect(attacks[0].total).toBe(17);
    });
    it('Vitals (+2): a hit Dazes', async () => {
        const { events } = await duel({ dummy: AC(1, 'parts { vitals 2 }'), line: '.vitals' }, [10, 1]);
        expect(conditionEvents(events).map(e => e.condition)).toEqual(['dazed']);
    });
    it('Leg (+2): a hit with an effect besides damage also Cripples (10), and Cripples stack', async () => {
        const { events } = await duel({ line: '.leg with cripple 5' }, [10, 1]);
        expect(conditionEvents(events).map(e => e.condition)).toEqual(['crippled (5)', 'crippled (10)']);
    });
    it('Cripple (n) is −n ft of speed and stacks: Cripple (5) and (10) leave a 30-ft Dummy 15 ft', async () => {
        const { events } = await duel(
            { dummy: 'speed 30 hp 1000 defenses { AC 1 }', round: 'Rosa: A -> Dummy.leg with cripple 5\n Dummy: move' },
            [10, 1],
        );
        expect(events.some(e => e.kind === 'action' && e.text === 'Dummy moves up to 15 ft.')).toBe(true);
    });
    it('Leg: a hit with nothing but damage does not', async () => {
        expect(conditionEvents((await duel({ line: '.leg' }, [10, 1])).events)).toEqual([]);
    });
    it('Psi core (+2): +50% like a headshot, and no head extra on a crit (200 + 50 = 250%: 10 → 25)', async () => {
        const psionic = { attack: 'AC damage d10 tags psionic', dummy: AC(1, 'parts { psi_core 2 }'), line: '.psi_core' };
        expect((await duel(psionic, [10, 10])).damage[0].amount).toBe(15);
        expect((await duel(psionic, [20, 10])).damage[0].amount).toBe(25);
    });
    it('a part written with its own bonus uses it (a tool of +5)', async () => {
        const { attacks } = await duel({ dummy: AC(10, 'parts { tool 5 }'), line: '.tool' }, [10, 1]);
        expect(attacks[0]).toMatchObject({ defense: 15 });
    });
    it('the part table: head, wings +4; arm, leg +2; tool +2 to +6; secret psi core +2, artery +4, opening and shatterpoint +0, vitals +2, tools +2 to +6', () => {
        expect(rpgstuck.bodyParts.map(p => `${p.name} ${/\(\+(\d+)(?: to \+(\d+))?\)/.exec(p.summary)?.slice(1).filter(Boolean).join('–')}`)).toEqual(
            ['head 4', 'wings 4', 'arm 2', 'leg 2', 'tool 2–6', 'psi_core 2', 'artery 4', 'opening 0', 'shatterpoint 0', 'vitals 2', 'tools 2–6'],
        );
    });
});

const CHECKED = `ruleset rpgstuck
character Rosa { attack Hammer { vs AC damage d6 } attack Mind { vs will damage d6 tags psionic }
  attack Blast { vs reflex damage d6 tags area } attack Sure { vs AC damage d6 tags auto_hit }
  attack Splash { vs AC damage d6 tags damage_on_miss } attack Rider { vs AC damage d6 tags effect_on_miss }
  attack Trick { vs AC damage d6 tags skill_check } }
creature Imp { defenses { AC 12 } parts { vitals 2 psi_core 2 } attack Claw { vs AC damage d4 } }
`;
const line = (text: string) => `${CHECKED}encounter E { side a { Rosa } side b { Imp } round 1 { Rosa: ${text} } }`;

describe('the checks of called shots', () => {
    it('an ordinary attack at a part every creature has, or at a part listed: no issue', async () => {
        expect(await rpgCodes(line('Hammer -> Imp.head'))).toEqual([]);
        expect(await rpgCodes(line('Hammer -> Imp.vitals'))).toEqual([]);
    });
    it.each(['Blast', 'Sure', 'Splash', 'Rider', 'Trick'])(
        '%s (area, auto-hit, damage or effect on a miss, skill check) cannot call a shot',
        async attack => expect(await rpgCodes(line(`${attack} -> Imp.head`))).toEqual(['rpgstuck-called-shot-forbidden']),
    );
    it('a part the target does not list (wings; an unlocated secret part such as the artery)', async () => {
        expect(await rpgCodes(line('Hammer -> Imp.wings'))).toEqual(['rpgstuck-part-missing']);
        expect(await rpgCodes(line('Hammer -> Imp.artery'))).toEqual(['rpgstuck-part-missing']);
    });
    // §Common Secret Called Shots Types: "Typically, only psionic creatures will have them" — a habit of
    // the bestiary, not a rule: a psi core is listed in `parts { }`, an attack is psionic by its own tag.
    it('`tags psionic` on a combatant changes nothing in a fight: a warning, not silence', async () => {
        expect(
            await rpgCodes(`ruleset rpgstuck\ncharacter Sol { tags psionic defenses { AC 10 } attack Bolt { vs AC damage d6 tags psionic } }`),
        ).toEqual(['rpgstuck-tag-no-effect']);
        expect(await rpgCodes(`ruleset rpgstuck\ncharacter Sol { defenses { AC 10 } attack Bolt { vs AC damage d6 tags psionic } }`)).toEqual([]);
    });
    it('only psionic attacks may target a psi core', async () => {
        expect(await rpgCodes(line('Hammer -> Imp.psi_core'))).toEqual(['rpgstuck-psionic-only']);
        expect(await rpgCodes(line('Mind -> Imp.psi_core'))).toEqual([]);
    });
    it('a tool is +2 to +6: +7 is out of range where it is written', async () => {
        const codes = await allCodes('ruleset rpgstuck\ncreature Imp { parts { tool 7 } attack Claw { vs AC damage d4 } }');
        expect(codes).toEqual(['stat-out-of-range']);
    });
    it('`trade` without a called shot is a warning', async () =>
        expect(await rpgCodes(line('Hammer -> Imp with trade'))).toEqual(['rpgstuck-trade-without-part']));
});

describe('parts with hit points of their own', () => {
    it("damage comes off the part's HP; what exceeds them spills onto the creature, and the part is destroyed", async () => {
        // 10 + 5 = 15 hits AC 10 + artery 4 = 14; d6 5 + STR 3 = 8 on an artery of 5 HP: 3 spill over.
        const { damage, events } = await duel({ dummy: AC(10, 'parts { artery 4 artery_hp 5 artery_bleed 2 }'), line: '.artery' }, [15, 5]);
        expect(damage.map(d => [d.target, d.amount, d.hp])).toEqual([
            ['Dummy.artery', 5, 0],
            ['Dummy', 3, 997],
            ['Dummy', 2, 995], // its own turn, right after: the bleeding starts
        ]);
        expect(conditionEvents(events)).toEqual([expect.objectContaining({ who: 'Dummy', condition: 'bleeding (2)', note: 'artery destroyed' })]);
    });
    it('a destroyed artery bleeds for good: its damage at the start of each of its turns', async () => {
        const { arena: a } = await duel({ dummy: AC(10, 'parts { artery 4 artery_hp 5 artery_bleed 2 }'), line: '.artery' }, [15, 5]);
        const next = a.play(2, [], [{ actor: 'Dummy', actions: [] }]);
        expect(next.filter(e => e.kind === 'damage').map(e => e.kind === 'damage' && [e.amount, e.note])).toEqual([[2, 'bleeding (2)']]);
    });
    it('damage a part absorbs entirely does not reach the creature', async () => {
        const { damage } = await duel({ dummy: AC(10, 'parts { tool 3 tool_hp 20 }'), line: '.tool' }, [15, 5]);
        expect(damage.map(d => [d.target, d.amount, d.hp])).toEqual([['Dummy.tool', 8, 12]]);
    });
    it('wings with hit points destroyed: the creature never flies again', async () => {
        const { arena: a, events } = await duel({ dummy: AC(10, 'parts { wings 4 wings_hp 3 }'), dummyIs: 'flying', line: '.wings' }, [15, 5]);
        expect(conditionEvents(events).map(c => `${c.condition} ${c.gained}`)).toEqual(['flying true', 'flying false']);
        expect(a.byId('Dummy').wingless).toBe(true);
    });
});
