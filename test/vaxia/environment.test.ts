/**
 * Environmental damage played by the engine with scripted d100 faces: the base damage chart,
 * once / each-round / cumulative timing, resisting against difficulty 1, falling, armour's absence,
 * vehicles. A roll of 1 never beats difficulty 1 (needed 1.98), so it shows the full base damage.
 * Seed: 004_941aee309a07cd38.txt §Environmental Damage Base Damage Chart, §Each Round vs.
 * Cumulative Damage, §Resisting Environmental Damage, §Special Cases - Falling and Space, §Armor and
 * Environmental Damage.
 */
import { describe, expect, it } from 'vitest';
import { CombatLog } from '../../language/engine/log.js';
import { ScriptedRng } from '../arena.js';
import { eventsOf, mightsOf, vaxiaArena } from './harness.js';

const CAST = `ruleset vaxia
creature Wanderer { LIF 500 attack Fist { uses DEX, STR vs DEX, END } }
creature Fish { LIF 500 tags breathes_water attack Bite { uses DEX, STR vs DEX, END } }
creature Knight { LIF 500 armor 5 shield 5 attack Sword { uses DEX, STR vs DEX, END } }
creature Drone { LIF 500 tags electronic attack Zap { uses DEX, STR vs DEX, END } }
creature Crawler { LIF 500 END 40 STR 30 DEX 30 tags vehicle, closed attack Ram { uses DEX, STR vs DEX, END } }
`;
/** The damage `who` takes in a zone of `hazard` over rounds 1..n, each resistance die a 1 (the foe waits in a safe zone). */
async function exposed(hazard: string, who = 'Wanderer', rounds = 1): Promise<number[]> {
    const foe = who === 'Knight' ? 'Wanderer' : 'Knight';
    const a = await vaxiaArena(`${CAST}encounter E { zone here { hazard ${hazard} } zone safe side a { ${who} at here } side b { ${foe} at safe } }`);
    const f = a.byId(who);
    const taken: number[] = [];
    for (let round = 1; round <= rounds; round++) {
        const before = f.damage;
        // Every die the round asks for is a 1; the arena fails if one is left over.
        const dice = Array(4).fill(1);
        a.engine.playRound({
            round,
            fighters: a.fighters,
            rng: new ScriptedRng(dice),
            log: new CombatLog(false),
            byId: id => a.byId(id),
        });
        taken.push(f.damage - before);
    }
    return taken;
}

describe('§Environmental Damage Base Damage Chart', () => {
    it.each([
        ['fire', 10],
        ['electrocution', 10],
        ['lava', 15],
        ['near_lava', 5],
        ['frost', 5],
        ['radiation', 5],
        ['noxious_gas', 5],
        ['drowning', 5],
        ['deep_sea', 15],
    ])('%s: %i base damage on the first round', async (source, base) => {
        expect(await exposed(source)).toEqual([base]);
    });

    it('each hazard is resisted by its stat (END, CON for gas and drowning, DEX and END for a collapse), all against difficulty 1', async () => {
        for (const [source, stats] of [
            ['fire', ['END']],
            ['noxious_gas', ['CON']],
            ['collapse', ['DEX', 'END']],
        ] as const) {
            const a = await vaxiaArena(`${CAST}encounter E { hazard ${source} side a { Wanderer } side b { Knight } }`);
            const [check] = eventsOf(a.play(1, Array(2 * stats.length).fill(1)), 'check');
            expect(mightsOf(check).map(m => [m[0], m[2]])).toEqual(stats.map(s => [s, 1]));
        }
    });

    it('electrocution is 20 when the zone is wet (drowning or the deep sea there too)', async () => {
        const a = await vaxiaArena(
            `${CAST}encounter E { zone pool { hazard electrocution hazard drowning } side a { Wanderer at pool } side b { Knight } }`,
        );
        a.play(1, [1, 1]);
        expect(a.byId('Wanderer').damage).toBe(20 + 5);
    });

    it('a written base is the base the chart’s notes apply to: electrocution 15 is 30 in a wet zone or on the wet, 10 is 20', async () => {
        const pool = await vaxiaArena(
            `${CAST}encounter E { zone pool { hazard electrocution 15 hazard drowning } side a { Wanderer at pool } side b { Knight } }`,
        );
        pool.play(1, [1, 1]);
        expect(pool.byId('Wanderer').damage).toBe(30 + 5);
        for (const [amount, taken] of [
            [10, 20],
            [15, 30],
        ]) {
            const a = await vaxiaArena(
                `${CAST}encounter E { zone pool { hazard electrocution ${amount} } zone dry side a { Wanderer at pool is wet } side b { Knight at dry } }`,
            );
            a.play(1, [1]);
            expect(a.byId('Wanderer').damage).toBe(taken);
        }
    });

    it('a written deep sea base reaches a water-breather as its cold and pressure, two thirds: 15 → 10, 20, 30; 30 → 20, 40', async () => {
        expect(await exposed('deep_sea 15', 'Fish', 3)).toEqual([10, 20, 30]);
        expect(await exposed('deep_sea 30', 'Fish', 2)).toEqual([20, 40]);
        expect(await exposed('deep_sea 30', 'Wanderer', 2)).toEqual([30, 60]);
    });

    it('a collapsing building: 10 per floor (3 floors: 30), once', async () => {
        expect(await exposed('collapse 3', 'Wanderer', 2)).toEqual([30, 0]);
    });

    it('frost and radiation stay at 5 every round; radiation also takes 5 END a round', async () => {
        expect(await exposed('frost', 'Wanderer', 3)).toEqual([5, 5, 5]);
        const a = await vaxiaArena(`${CAST}encounter E { hazard radiation side a { Wanderer } side b { Knight } }`);
        for (const round of [1, 2, 3]) a.play(round, [1, 1]);
        expect(a.byId('Wanderer').conditions.get('irradiated')?.value).toBe(15);
        expect(a.engine.snapshot(a.byId('Wanderer')).conditions).toContain('irradiated 15');
    });

    it('§Each Round vs. Cumulative Damage: noxious gas and drowning 5, 10, 15; the deep sea 15, 30, 45', async () => {
        expect(await exposed('noxious_gas', 'Wanderer', 3)).toEqual([5, 10, 15]);
        expect(await exposed('drowning', 'Wanderer', 3)).toEqual([5, 10, 15]);
        expect(await exposed('deep_sea', 'Wanderer', 3)).toEqual([15, 30, 45]);
    });

    it('a creature that breathes water never drowns, and the deep sea reaches it only with cold and pressure: 10, 20, 30', async () => {
        expect(await exposed('deep_sea', 'Fish', 3)).toEqual([10, 20, 30]);
        const a = await vaxiaArena(`${CAST}encounter E { hazard drowning side a { Fish } side b { Knight } }`);
        a.play(1, [1]);
        expect(a.byId('Fish').damage).toBe(0);
    });

    it('a round out of the gas resets its counter to the base: 5, 10, out, 5, 10', async () => {
        const a = await vaxiaArena(`${CAST}encounter E {
            zone gas { hazard noxious_gas } zone clear
            side a { Wanderer at gas } side b { Knight at clear }
            round 3 { Wanderer: move to clear } round 4 { Wanderer: move to gas } }`);
        const w = a.byId('Wanderer');
        const taken: number[] = [];
        for (const [round, dice] of [
            [1, [1]],
            [2, [1]],
            [3, []],
            [4, [1]],
            [5, [1]],
        ] as const) {
            const before = w.damage;
            a.play(round, [...dice]);
            taken.push(w.damage - before);
        }
        expect(taken).toEqual([5, 10, 0, 5, 10]);
    });

    it('EMP harms only electronics and vehicles', async () => {
        expect(await exposed('emp', 'Drone')).toEqual([10]);
        expect(await exposed('emp', 'Wanderer')).toEqual([0]);
    });
});

describe('§Resisting Environmental Damage', () => {
    it('END 25 rolling 21 against difficulty 1 makes 5 PP: fire’s 10 becomes 5', async () => {
        const a = await vaxiaArena(`${CAST}encounter E { hazard fire side a { Wanderer } side b { Knight } }`);
        a.play(1, [21, 1]);
        expect(a.byId('Wanderer').damage).toBe(5);
    });

    it('PP at or above the base: no damage at all (5 PP against near lava’s 5)', async () => {
        const a = await vaxiaArena(`${CAST}encounter E { hazard near_lava side a { Wanderer } side b { Knight } }`);
        a.play(1, [21, 1]);
        expect(a.byId('Wanderer').damage).toBe(0);
    });

    it('two traits for a collapse: DEX 25 and END 25 rolling 60 and 40 make 12 PP off 2 floors’ 20: 8 damage', async () => {
        const a = await vaxiaArena(`${CAST}encounter E { hazard collapse 2 side a { Wanderer } side b { Knight } }`);
        a.play(1, [60, 40, 1, 1]);
        expect(a.byId('Wanderer').damage).toBe(8);
    });

    it('§Special Cases - Falling and Space: a 20-foot fall is 20 base damage, once', async () => {
        expect(await exposed('falling 20', 'Wanderer', 2)).toEqual([20, 0]);
    });

    it('§Armor and Environmental Damage: armour and shields absorb none of it', async () => {
        expect(await exposed('fire', 'Knight')).toEqual([10]);
    });
});

describe('hazards and vehicles', () => {
    it('a closed vehicle shelters its riders; the hull resists with END and ignores gas', async () => {
        const a = await vaxiaArena(
            `${CAST}encounter E { hazard fire hazard noxious_gas side a { Crawler, Wanderer aboard Crawler } side b { Knight } }`,
        );
        // Crawler: fire (END), no gas; the sheltered Wanderer: nothing; the Knight: fire and gas.
        const events = a.play(1, [1, 1, 1]);
        expect(eventsOf(events, 'check').map(c => `${c.who} ${c.what}`)).toEqual([
            'Crawler resist fire (10 base damage)',
            'Knight resist fire (10 base damage)',
            'Knight resist noxious_gas (5 base damage, round 1 in a row)',
        ]);
        expect(a.byId('Wanderer').damage).toBe(0);
    });
});
