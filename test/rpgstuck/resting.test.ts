/**
 * §Resting and Limited Abilities (000_7e14385943d7d1e7.txt) on a day of fights: what a party member
 * carries out of a fight (`carryOut`), what a short rest's hit dice heal and when it recharges
 * per-short-rest abilities (at least P dice in one sitting), what a long rest restores (once a day,
 * with at least 1 HP), and the fight after (`createFighter(instance, carried)`); then a whole `day`.
 * Rosa: level 3 (three hit dice), hit die d8, CON 2, P 2, 30 HP.
 */
import { describe, expect, it } from 'vitest';
import { runDay } from '../../language/engine/day.js';
import { CombatLog } from '../../language/engine/log.js';
import type { InstanceModel } from '../../language/engine/model.js';
import type { Day } from '../../language/generated/ast.js';
import { dayModel } from '../../language/model/day-model.js';
import type { RpgFighter } from '../../language/rulesets/rpgstuck/engine/fighter.js';
import { rpgstuck } from '../../language/rulesets/rpgstuck/index.js';
import { ScriptedRng } from '../arena.js';
import { build } from '../helpers.js';
import { allCodes, arena, hoverAt, noteEvents } from './harness.js';

const FIGHT = `ruleset rpgstuck
character Rosa {
  level 3 P 2 STR 3 CON 2 hit_die 8 hp 30
  attack Surge { vs AC damage d6 uses 1 per short_rest }
  attack Smite { vs AC damage d6 uses 1 per long_rest }
  attack Jab { vs AC damage d6 uses 1 per strife }
}
creature Dummy { hp 1000 defenses { AC 1 } attack Poke { vs AC damage 1 } }
encounter E { side a { Rosa } side b { Dummy } round 1 { Rosa: Surge -> Dummy } }`;

/** Rosa after fight 1 (Surge spent), with `hp` and some changes, as she walks out of it. */
async function afterFight(hp: number, change: (f: RpgFighter) => void = () => {}) {
    const a = await arena(FIGHT);
    a.play(1, [20, 1, 10, 3]);
    const rosa = a.byId('Rosa');
    rosa.hp = hp;
    change(rosa);
    const instance = a.model.sides[0].members[0] as InstanceModel;
    return { carried: a.engine.carryOut(rosa), instance, model: instance.model };
}

/** The next fight's Rosa, made from what she carries. */
async function nextFight(instance: InstanceModel, carried: unknown): Promise<RpgFighter> {
    const a = await arena(FIGHT);
    return a.engine.createFighter(instance, carried);
}

const rest = (which: string, carried: unknown, model: InstanceModel['model'], dice: number[]) => {
    const rng = new ScriptedRng([...dice]);
    const out = rpgstuck.rest!(which, carried, model, rng);
    expect(rng.remaining, 'every scripted die used').toBe(0);
    return out as {
        hp: number;
        hitDice: number;
        spent: Record<string, number>;
        statDamage: Record<string, number>;
        tempHp: number;
        maxHpCut: number;
    };
};

describe('a short rest: hit dice', () => {
    it('spends hit dice while hurt: each d8 + CON 2 heals (20 → 27 → 30, capped), two dice spent', async () => {
        const { carried, model } = await afterFight(20);
        const after = rest('short_rest', carried, model, [5, 6]);
        expect([after.hp, after.hitDice]).toEqual([30, 1]);
    });
    it('P (2) dice spent in the sitting bring per-short-rest uses back; not per-long-rest ones', async () => {
        const { carried, model } = await afterFight(20);
        expect((carried as { spent: Record<string, number> }).spent).toEqual({ Surge: 1 });
        expect(rest('short_rest', carried, model, [5, 6]).spent).toEqual({});
    });
    it('nearly whole, it still spends up to P dice to recharge an ability it spent [assumption]', async () => {
        const { carried, model } = await afterFight(29);
        const after = rest('short_rest', carried, model, [3, 1]);
        expect([after.hp, after.hitDice, after.spent]).toEqual([30, 1, {}]);
    });
    it('with fewer than P dice left, the rest heals but recharges nothing', async () => {
        const { carried, model } = await afterFight(20, f => {
            f.hitDice = 1;
        });
        const after = rest('short_rest', carried, model, [5]);
        expect([after.hp, after.hitDice, after.spent]).toEqual([27, 0, { Surge: 1 }]);
    });
    it('each hit die also heals a point of stat damage; temporary HP are gone', async () => {
        const { carried, model } = await afterFight(29, f => {
            f.changes = [{ stat: 'STR', value: -2 }];
            f.tempHp = 4;
        });
        const after = rest('short_rest', carried, model, [3, 1]);
        expect([after.statDamage, after.tempHp]).toEqual([{}, 0]);
    });
    it('stat damage heals the largest first, ties in name order [assumption]: DEX −2 and STR −1 with two dice leave STR −1', async () => {
        const { carried, model } = await afterFight(30, f => {
            f.changes = [
                { stat: 'STR', value: -1 },
                { stat: 'DEX', value: -2 },
            ];
            f.hitDice = 2;
        });
        // Die 1: DEX (2) before STR (1); die 2: DEX 1 and STR 1 tie — DEX first by name.
        expect(rest('short_rest', carried, model, [3, 1]).statDamage).toEqual({ STR: 1 });
    });
    it('a hit die never heals less than nothing [assumption]: d8 1 + CON −3 heals 0, three times', async () => {
        const a = await arena(FIGHT.replace('CON 2', 'CON -3'));
        a.play(1, [20, 1, 10, 3]);
        const rosa = a.byId('Rosa');
        rosa.hp = 10;
        const instance = a.model.sides[0].members[0] as InstanceModel;
        const after = rest('short_rest', a.engine.carryOut(rosa), instance.model, [1, 1, 1]);
        expect([after.hp, after.hitDice]).toEqual([10, 0]);
    });
    it("the day's log shows each hit die: its face, CON, what it healed, and the recharge", async () => {
        const { carried, model } = await afterFight(20);
        const log = new CombatLog(true);
        rpgstuck.rest!('short_rest', carried, model, new ScriptedRng([5, 6]), { log, id: 'Rosa' });
        expect(noteEvents(log.events).map(e => e.text)).toEqual([
            'Rosa spends 2 hit dice: 1d8 [5] + CON (2) = 7; 1d8 [6] + CON (2) = 8. Its short-rest abilities recharge.',
        ]);
    });
    it("the day's log says why no hit die is spent: none left (it read 'none left, or nothing to heal')", async () => {
        const { carried, model } = await afterFight(20, f => {
            f.hitDice = 0;
        });
        const log = new CombatLog(true);
        rpgstuck.rest!('short_rest', carried, model, new ScriptedRng([]), { log, id: 'Rosa' });
        expect(noteEvents(log.events).map(e => e.text)).toEqual(['Rosa spends no hit dice: none left.']);
    });
    it('an unconscious character spends no dice [assumption]: it stays down', async () => {
        const { carried, model } = await afterFight(0, f => {
            f.status = 'unconscious';
        });
        expect(rest('short_rest', carried, model, []).hp).toBe(0);
    });
});

describe('a long rest', () => {
    it('all HP, every hit die, the maximum HP and the stats, every use', async () => {
        const { carried, model } = await afterFight(12, f => {
            f.hitDice = 0;
            f.maxHp = 25;
            f.changes = [{ stat: 'STR', value: -1 }];
        });
        const after = rest('long_rest', carried, model, []);
        expect([after.hp, after.hitDice, after.maxHpCut, after.statDamage, after.spent]).toEqual([30, 3, 0, {}, {}]);
    });
    it('one a day: the second gives nothing', async () => {
        const { carried, model } = await afterFight(12);
        const once = rest('long_rest', carried, model, []);
        const fought = { ...once, hp: 10 };
        expect(rest('long_rest', fought, model, []).hp).toBe(10);
    });
    it("a long rest that gives nothing says why in the day's log", async () => {
        const { carried, model } = await afterFight(12);
        const once = rest('long_rest', carried, model, []);
        const log = new CombatLog(true);
        rpgstuck.rest!('long_rest', { ...once, hp: 10 }, model, new ScriptedRng([]), { log, id: 'Rosa' });
        expect(noteEvents(log.events).map(e => e.text)).toEqual(['Rosa gets nothing from this long rest: it has had one today.']);
    });
    it('at 0 HP it gives nothing', async () => {
        const { carried, model } = await afterFight(0, f => {
            f.status = 'unconscious';
        });
        expect(rest('long_rest', carried, model, []).hp).toBe(0);
    });
});

describe('the next fight', () => {
    it('starts where the last left off: HP, the maximum cut, stat damage, per-rest uses spent — per-strife uses back', async () => {
        const { carried, instance } = await afterFight(14, f => {
            f.maxHp = 28;
            f.changes = [{ stat: 'STR', value: -1 }];
        });
        const rosa = await nextFight(instance, carried);
        expect([rosa.hp, rosa.maxHp, rosa.current.stats.STR]).toEqual([14, 28, 2]);
        const a = await arena(FIGHT);
        const fresh = a.engine.createFighter(instance, carried);
        a.fighters[0] = fresh;
        const events = a.play(1, [20, 1], [{ actor: 'Rosa', actions: [{ action: 'Surge', isAttack: true, targets: ['Dummy'], modifiers: [] }] }]);
        expect(noteEvents(events).map(n => n.text)).toEqual(['Rosa has no uses of Surge left (uses 1 per short_rest).']);
    });
});

describe('a day', () => {
    const DAY = `${FIGHT}
creature Imp { hp 4 defenses { AC 1 } attack Claw { vs AC damage 2d4 } }
encounter First { side a { Rosa } side b { Imp } tactics attack_weakest }
encounter Second { side a { Rosa } side b { Imp } tactics attack_weakest }
day Road for a { seed 5  fight First  short_rest  fight Second  long_rest }`;
    it('checks clean; a rest RPGStuck does not have is unknown-rest; the hover on a rest says what it restores', async () => {
        expect(await allCodes(DAY)).toEqual([]);
        expect(await allCodes(DAY.replace('short_rest  fight', 'nap  fight'))).toEqual(['unknown-rest']);
        expect(await hoverAt(DAY, 'short_rest  fight')).toContain('per-short-rest uses come back if it spent at least P dice');
    });
    // §Resting and Limited Abilities: "Players can only benefit from one long rest per 24 hours". The
    // run gives nothing on a day's second long rest ("it has had one today", above), so a per-long-rest
    // use scripted after it is past the limit — `strife check` must say so as `run` plays it. The day
    // check lives in language/validation/day-checks.ts, which counts every long_rest as giving uses back:
    // this test turns green (drop `.fails`) once that check reads RPGStuck's one long rest a day.
    it('a second long rest in a day gives no use back: it is rest-past-daily-limit, and the use after it use-past-limit, as the run has it', async () => {
        const twice = `${FIGHT}
encounter Big { side a { Rosa } side b { Dummy } round 1 { Rosa: Smite -> Dummy } }
day Twice for a { seed 1  fight Big  long_rest  fight Big  long_rest  fight Big }`;
        expect(await allCodes(twice)).toEqual(['rest-past-daily-limit', 'use-past-limit']);
        // One long rest a day: the first still gives the use back.
        expect(await allCodes(twice.replace('long_rest  fight Big  long_rest  fight Big }', 'long_rest  fight Big }'))).toEqual([]);
    });
    it('runs fight after fight, the party carrying its hit points and hit dice', async () => {
        const built = await build(DAY);
        const day = built.root.elements.find((e): e is Day => e.$type === 'Day')!;
        const result = runDay(dayModel(day, rpgstuck), rpgstuck, { seed: 5, keepLog: false });
        const fights = result.events.flatMap(e => (e.kind === 'fight' ? [e.fight] : []));
        expect(result.events.map(e => e.kind)).toEqual(['fight', 'rest', 'fight', 'rest']);
        const out = fights[0].run.final.find(s => s.id === 'Rosa')!;
        const into = fights[1].entering.find(s => s.id === 'Rosa')!;
        expect(out.hp).toBeLessThan(30);
        // The short rest spent hit dice (d8 + 2 each, at most 10) on the wounds.
        const spent = 3 - into.resources.hit_dice;
        expect(spent).toBeGreaterThan(0);
        expect(into.hp).toBeGreaterThan(out.hp);
        expect(into.hp - out.hp).toBeLessThanOrEqual(spent * 10);
        expect(runDay(dayModel(day, rpgstuck), rpgstuck, { seed: 5, keepLog: false }).final).toEqual(result.final);
    });
});
