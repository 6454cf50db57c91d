/**
 * §Damage Dice through the engine: die sizes moved along the ladder (d2 … d12, 2d8 2d10 2d12), 2P or
 * the level past the top, −P below d2, the 2dX and 3dX ladders, steps on the base roll only,
 * advantage on damage.
 */
import { describe, expect, it } from 'vitest';
import { allCodes, duelText, oneHit, rpgCodes } from './harness.js';

describe('§Damage Dice: the die-size ladder', () => {
    it('+2 die sizes to a d6 become a d10 (Qd10+DEX)', async () => {
        expect(await oneHit('damage Q d6 + DEX', [7], { line: 'with steps 2' })).toMatchObject({ formula: '1d10', raw: 7 + 2 });
    });
    it('+2 die sizes to a d10 become 2d8 (2Qd8+DEX)', async () => {
        expect(await oneHit('damage Q d10 + DEX', [3, 8], { line: 'with steps 2' })).toMatchObject({ formula: '2d8', raw: 11 + 2 });
    });
    it('+1 die size to 2Qd12+STR: +2P (P 2: +4) or, under overflow: level, +Level (3)', async () => {
        expect(await oneHit('damage (2 * Q) d12 + STR', [12, 1], { line: 'with steps 1' })).toMatchObject({ formula: '2d12', raw: 13 + 3 + 4 });
        expect(await oneHit('damage (2 * Q) d12 + STR', [12, 1], { line: 'with steps 1', options: '{ overflow: level }' })).toMatchObject({
            formula: '2d12',
            raw: 13 + 3 + 3,
        });
    });
    it('+2 die sizes to 2Qd12+STR: 2Qd12+STR+Level+Level', async () => {
        expect(await oneHit('damage (2 * Q) d12 + STR', [2, 2], { line: 'with steps 2', options: '{ overflow: level }' })).toMatchObject({
            raw: 4 + 3 + 2 * 3,
        });
    });
    it('Q d10 + 2 die sizes is 2Q d8: with Q 2, 4d8 (not 2d12 + 2P)', async () => {
        expect(await oneHit('damage Q d10', [1, 2, 3, 4], { stats: 'Q 2', line: 'with steps 2' })).toMatchObject({ formula: '4d8', raw: 10 });
    });
    it('Q stays a multiplier past d12: Q d12 + 1 with Q 3 is 2Q d8, 6d8', async () => {
        expect(await oneHit('damage Q d12', [1, 1, 1, 1, 1, 1], { stats: 'Q 3', line: 'with steps 1' })).toMatchObject({ formula: '6d8', raw: 6 });
    });
    it('…and past 2d12 the 2P is added once, not once per Q (Q d12 + 4 with Q 2: 4d12 + 2P)', async () => {
        expect(await oneHit('damage Q d12', [1, 1, 1, 1], { stats: 'Q 2', line: 'with steps 4' })).toMatchObject({ formula: '4d12', raw: 4 + 4 });
    });
    it('P dice step the same way: P d12 + 1 with P 2 is 2P d8, 4d8', async () => {
        expect(await oneHit('damage P d12', [2, 2, 2, 2], { line: 'with steps 1' })).toMatchObject({ formula: '4d8', raw: 8 });
    });
    it('flat P damage gains +P per step: P + STR one size up is 2P + STR (4 + 3)', async () => {
        expect(await oneHit('damage P + STR', [], { line: 'with steps 1' })).toMatchObject({ formula: '0', raw: 7 });
    });
    it('flat Q damage gains +Q per step: 2 * Q two sizes up is 4Q (Q 3: 12)', async () => {
        expect(await oneHit('damage 2 * Q', [], { stats: 'Q 3', line: 'with steps 2' })).toMatchObject({ raw: 12 });
    });
    it('flat P stepped down loses a P per step, never below none [assumption]', async () => {
        expect(await oneHit('damage P + STR steps -1', [])).toMatchObject({ raw: 3 });
        expect(await oneHit('damage P + STR steps -3', [])).toMatchObject({ raw: 3 });
    });
    // `steps -2` works as the attack's stat; a Step down written on a script line did not parse.
    it('a line steps down as the attack stat does: d6 + STR with steps -1 is d4 + STR', async () => {
        expect(await oneHit('damage d6 + STR', [3], { line: 'with steps -1' })).toMatchObject({ formula: '1d4', raw: 3 + 3 });
        expect(await oneHit('damage d3 + STR', [2], { line: 'with steps -2' })).toMatchObject({ formula: '1d2', raw: 2 + 3 - 2 });
    });
    it('a line steps within the attack stat’s range, −10 to 20: past it, an error where it is written', async () => {
        expect(await rpgCodes(duelText({ line: ' with steps -10' }))).toEqual([]);
        expect(await allCodes(duelText({ line: ' with steps -11' }))).toEqual(['number-out-of-range']);
    });
    it('a flat P beside dice is bonus damage: the dice step, the P does not', async () => {
        expect(await oneHit('damage d6 + P', [5], { line: 'with steps 1' })).toMatchObject({ formula: '1d8', raw: 7 });
    });
    it('below d2, −P per step (a d3 two steps down: d2 − P)', async () => {
        expect(await oneHit('damage d3 + STR steps -2', [2])).toMatchObject({ formula: '1d2', raw: 2 + 3 - 2 });
    });
    it('the 2dX ladder: 2d2 2d3 2d4 2d6 2d8 2d10 2d12 (2d4 three steps up: 2d10)', async () => {
        expect(await oneHit('damage 2d4', [10, 9], { line: 'with steps 3' })).toMatchObject({ formula: '2d10', raw: 19 });
    });
    it('the 3dX ladder: 3Qd3 one step up is 3Qd4; 3Qd4 five steps up is 3Qd12 + Level', async () => {
        expect(await oneHit('damage (3 * Q) d3', [4, 4, 4], { line: 'with steps 1' })).toMatchObject({ formula: '3d4', raw: 12 });
        expect(await oneHit('damage (3 * Q) d4', [1, 1, 1], { line: 'with steps 5', options: '{ overflow: level }' })).toMatchObject({
            formula: '3d12',
            raw: 3 + 3,
        });
    });
    it('the 2P of an overflow is added once per term, not once per Q (8d12 with Q 4: +2P once)', async () => {
        const hit = await oneHit('damage (2 * Q) d12 + STR', [1, 1, 1, 1, 1, 1, 1, 1], { stats: 'Q 4', line: 'with steps 1' });
        expect(hit).toMatchObject({ formula: '8d12', raw: 8 + 3 + 4 });
    });
    it('a die off the ladder (d5, d20) cannot step: a warning where it is written', async () => {
        const text = (damage: string) => `ruleset rpgstuck\ncreature Imp { defenses { AC 10 } attack A { vs AC damage ${damage} } }`;
        expect(await rpgCodes(text('d5 + 1d'))).toEqual(['rpgstuck-off-ladder']);
        expect(await rpgCodes(text('d20 steps 1'))).toEqual(['rpgstuck-off-ladder']);
        expect(await rpgCodes(text('d6 + 1d'))).toEqual([]);
        expect(await rpgCodes(duelText({ attack: 'AC damage d5', line: ' with steps 1' }))).toEqual(['rpgstuck-off-ladder']);
        expect(await rpgCodes(duelText({ attack: 'AC damage d6', line: ' with steps 1' }))).toEqual([]);
    });
    it('size bonuses apply to the base roll only, not to bonus dice added to it', async () => {
        expect(await oneHit('damage Q d6 + DEX + 1d6', [10, 6], { line: 'with steps 2' })).toMatchObject({ formula: '1d10 + 1d6', raw: 16 + 2 });
    });
    // docs/rulesets/rpgstuck.md, What `strife check` reports: `rpgstuck-not-modelled` — "steps on healing".
    it('die steps are for damage: on an ability that only heals, `steps 3` and `with steps 5` are refused, as `+1d` is', async () => {
        const mend = (ability: string, line = 'Rosa: A -> Dummy') =>
            duelText({ rosaExtra: `defenses { AC 10 } ability Mend { ${ability} }`, round: line });
        expect(await rpgCodes(mend('heals 2d4 steps 3'))).toEqual(['rpgstuck-not-modelled']);
        expect(await rpgCodes(mend('heals 2d4 + 1d'))).toEqual(['rpgstuck-not-modelled']);
        expect(await rpgCodes(mend('heals 2d4', 'Rosa: Mend -> Rosa with steps 5'))).toEqual(['rpgstuck-not-modelled']);
        expect(await rpgCodes(mend('heals 2d4', 'Rosa: Mend -> Rosa'))).toEqual([]);
    });
    it('increments written in the formula (`+1d`) are die steps too', async () => {
        expect(await oneHit('damage Q d8 + DEX + 1d', [10])).toMatchObject({ formula: '1d10', raw: 12 });
    });
});

describe('§Damage Dice: advantage on damage', () => {
    it('rolls twice the dice and keeps the highest as many as normal', async () => {
        expect(await oneHit('damage 2d6 + STR', [1, 5, 3, 6], { line: 'with damage_advantage' })).toMatchObject({
            faces: [1, 5, 3, 6],
            raw: 6 + 5 + 3,
        });
    });
    it('keeps the highest of each group of dice separately', async () => {
        expect(await oneHit('damage d8 + d4', [2, 7, 4, 1], { line: 'with damage_advantage' })).toMatchObject({ raw: 7 + 4 });
    });
});
