/**
 * The debug adapter through the Debug Adapter Protocol, as VS Code and any DAP client drive it
 * (@vscode/debugadapter-testsupport's client): breakpoints on script lines, rounds, fighters and
 * conditions; Step Over / In / Out; the call stack and the Variables; the Debug Console's
 * expressions, odds and answers; dice asked of the table (the strife.ask event and its answer);
 * save, resume and restart; bad input answered with a sentence while the session goes on; and
 * `strife debug --stdio` in a process of its own.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { afterEach, describe, expect, it } from 'vitest';
import { Dap, FIXTURE, lineOf, ROOT } from './dap.js';

let open: Dap[] = [];
const session = (): Dap => {
    const dap = Dap.inProcess();
    open.push(dap);
    return dap;
};
afterEach(async () => {
    for (const dap of open) await dap.disconnectRequest({}).catch(() => undefined);
    open = [];
});

const stopped = async (dap: Dap) => (await dap.next('stopped')) as DebugProtocol.StoppedEvent;
const names = async (dap: Dap) => (await dap.stack()).map(f => `${f.name} @${f.line}`);

describe('stepping through a seeded fight', () => {
    it('stops at a breakpoint on a script line, shows the call stack and every fighter, and steps over, in and out', async () => {
        const dap = session();
        const ogreLine = lineOf('Ogre: Club -> Kara');
        const first = await dap.play({}, [{ line: ogreLine }]);
        expect(first.body).toMatchObject({ reason: 'breakpoint', description: 'Ogre: Club -> Kara', hitBreakpointIds: [expect.any(Number)] });
        const round1 = lineOf('round 1 {');
        expect(await names(dap)).toEqual([`Ogre: Club -> Kara @${ogreLine}`, `Action phase @${round1}`, `Round 1 @${round1}`]);
        // Kara's glancing blow in round 1: 3 damage, 2 absorbed by damage resistance (the seeded log).
        const fighters = await dap.fighters();
        expect(fighters.Ogre.fields).toMatchObject({ HP: '29/30', status: 'active', side: 'monsters', 'damage resistance': '0' });
        expect(fighters.Kara.value).toBe('active, 22/22 HP, damage resistance 2, fatigue 0, vital wounds 0');
        expect(dap.output).toContain('Kara attacks Ogre with Longsword: 1d10! [1] + 2 accuracy = 3 vs armor 5 → glancing blow');
        expect(dap.output).not.toContain('Ogre attacks Kara');

        await dap.nextRequest({ threadId: 1 });
        expect((await stopped(dap)).body).toMatchObject({ reason: 'step', description: 'Round 2' });
        expect(dap.output).toContain('Ogre attacks Kara with Club: 1d10! [1] + 2 accuracy = 3 vs armor 7 → miss\n\nRound 2\n');
        await dap.stepInRequest({ threadId: 1 });
        expect((await stopped(dap)).body.description).toBe('Kara: Longsword -> Ogre');
        await dap.stepInRequest({ threadId: 1 });
        expect((await stopped(dap)).body.description).toBe("Kara's attack (Longsword → Ogre): 1d10! → 6");
        await dap.stepInRequest({ threadId: 1 });
        expect((await stopped(dap)).body.description).toBe("Kara's damage to Ogre: 1d10 + power → 10");
        await dap.stepOutRequest({ threadId: 1 });
        expect((await stopped(dap)).body.description).toBe('Ogre: Club -> Kara');
        expect((await dap.fighters()).Ogre.fields.HP).toBe('16/30');
        await dap.stepOutRequest({ threadId: 1 });
        expect((await stopped(dap)).body.description).toBe('Round 3');
    });

    it('stops at a round, at a fighter when a condition holds, and at the tactics line; says which breakpoint never came up', async () => {
        const dap = session();
        const configured = dap.waitForEvent('initialized').then(async () => {
            await dap.setBreakpointsRequest({
                source: { path: FIXTURE },
                breakpoints: [{ line: lineOf('round 2 {') }, { line: lineOf('tactics attack_first') }],
            });
            const named = await dap.setFunctionBreakpointsRequest({
                breakpoints: [{ name: 'Kara', condition: 'when Ogre.hp < 15' }, { name: 'Ogre: Bite' }, { name: 'Orge' }],
            });
            expect(named.body.breakpoints.map(b => b.verified)).toEqual([true, true, false]);
            expect(named.body.breakpoints[2].message).toContain('Nobody in the fight is called Orge.');
            await dap.configurationDoneRequest();
        });
        await Promise.all([configured, dap.launch({ program: FIXTURE })]);
        expect((await stopped(dap)).body).toMatchObject({ reason: 'breakpoint', description: 'Round 2' });
        await dap.continueRequest({ threadId: 1 });
        // Round 3 is played by tactics: its first turn stops at the tactics line.
        const tactics = await stopped(dap);
        expect(tactics.body.description).toBe('Kara: Longsword -> Ogre');
        expect((await dap.stack())[0].line).toBe(lineOf('tactics attack_first'));
        expect(await dap.evaluate('round')).toBe('3');
        await dap.continueRequest({ threadId: 1 });
        // Ogre's turn in round 3 is a tactics turn of another fighter: the line counts again.
        expect((await stopped(dap)).body.description).toBe('Ogre: Club -> Kara');
        await dap.continueRequest({ threadId: 1 });
        // Kara in round 4, Ogre at 12 HP (< 15): the conditional breakpoint by name, and the tactics line.
        const conditional = await stopped(dap);
        expect(conditional.body).toMatchObject({ reason: 'breakpoint', description: 'Kara: Longsword -> Ogre' });
        expect(conditional.body.hitBreakpointIds).toHaveLength(2);
        expect(await dap.evaluate('Ogre.hp')).toBe('12');
        await dap.continueRequest({ threadId: 1 });
        expect((await stopped(dap)).body.description).toBe('Ogre: Club -> Kara');
        await dap.continueRequest({ threadId: 1 });
        expect((await stopped(dap)).body).toMatchObject({ reason: 'end', description: 'No winner: the round limit (4) was reached.' });
        await dap.continueRequest({ threadId: 1 });
        await dap.next('terminated');
        expect(dap.output).toContain('The breakpoint `Ogre: Bite` never came up: the fight ended after round 4.');
    });

    it('refuses breakpoints on lines where nothing runs or that never come, with the reason', async () => {
        const dap = session();
        const configured = dap.waitForEvent('initialized').then(async () => {
            const set = await dap.setBreakpointsRequest({
                source: { path: FIXTURE },
                breakpoints: [{ line: lineOf('hit_points 22') }, { line: lineOf('round 6 {') }, { line: lineOf('Kara: Longsword -> Ogre') }],
            });
            expect(set.body.breakpoints.map(b => [b.verified, b.message])).toEqual([
                [false, 'Nothing runs on this line: a breakpoint goes on the encounter line, a `round N {` line, a script line or a `tactics` line.'],
                [false, 'This round never comes: the round limit is 4.'],
                [true, undefined],
            ]);
            const elsewhere = await dap.setBreakpointsRequest({
                source: { path: path.join(ROOT, 'examples/rise/bestiary.strife') },
                breakpoints: [{ line: 5 }],
            });
            expect(elsewhere.body.breakpoints[0]).toMatchObject({ verified: false, message: 'Breakpoints of this fight go in duel.strife.' });
            await dap.configurationDoneRequest();
        });
        await Promise.all([configured, dap.launch({ program: FIXTURE })]);
        expect((await stopped(dap)).body.description).toBe('Kara: Longsword -> Ogre');
    });

    it('answers expressions, odds and bad input in the Debug Console, and the session goes on', async () => {
        const dap = session();
        await dap.play({ stopOnEntry: true });
        expect(await dap.evaluate('Ogre.hp < 10 or Kara is prone')).toBe('false');
        expect(await dap.evaluate('Ogre.max_hp - Ogre.hp')).toBe('0');
        expect(await dap.evaluate('Ogre.status == active')).toBe('true');
        expect(await dap.evaluate('Ogre')).toBe('Ogre (monsters): active, 30/30 HP, damage resistance 2, fatigue 0');
        expect(await dap.evaluate('Orge.hp')).toBe('Nobody in the fight is called Orge. The fighters: Kara, Ogre.');
        expect(await dap.evaluate('Ogre.mana')).toContain(
            'Ogre has no mana: its fields are hp, max_hp, status, side, zone, conditions, damage_resistance, fatigue',
        );
        expect(await dap.evaluate('Ogre.hp <')).toBe('Expected a value at the end.');
        expect(await dap.evaluate('odds Kara: Longsword -> Ogre')).toMatch(
            /^Kara: Longsword -> Ogre \(armor 5\): .* — damage 0–\d+, mean \d+\.\d, \d+\.\d% to deal any; \d+\.\d% to deal 30 or more \(Ogre has 30 HP left\)\.$/,
        );
        expect(await dap.evaluate('odds Kara: Axe -> Ogre')).toBe('Kara has no attack Axe: its attacks are Longsword.');
        expect(await dap.evaluate('7')).toBe('7');
        await dap.evaluateRequest({ expression: 'Ogre', context: 'hover' });
        await expect(dap.evaluateRequest({ expression: 'attack', context: 'hover' })).rejects.toThrow();
        await dap.continueRequest({ threadId: 1 });
        expect((await stopped(dap)).body.reason).toBe('end');
    });
});

describe('dice rolled at the table', () => {
    it('asks for each die by name, refuses a face outside the die, and shows the face typed in the log', async () => {
        const dap = session();
        const stop = await dap.play({ table: ['heroes'] });
        expect(stop.body).toMatchObject({ reason: 'roll', description: "Kara's attack (Longsword → Ogre): 1d10! — roll it" });
        expect((await dap.next('strife.ask')).body).toEqual({ kind: 'face', title: "Kara's attack (Longsword → Ogre): 1d10!", sides: 10 });
        expect(await names(dap)).toEqual([
            `Kara's attack (Longsword → Ogre): 1d10! — roll it @${lineOf('Kara: Longsword -> Ogre')}`,
            `Kara: Longsword -> Ogre @${lineOf('Kara: Longsword -> Ogre')}`,
            `Action phase @${lineOf('round 1 {')}`,
            `Round 1 @${lineOf('round 1 {')}`,
        ]);
        const refused = await dap.customRequest('strife.answer', { text: '11' });
        expect(refused.body).toEqual({
            error: '11 is not a face of a d10: type a whole number from 1 to 10 (or nothing, to let the generator roll it).',
        });
        await dap.customRequest('strife.answer', { text: '7' });
        expect((await stopped(dap)).body.description).toBe("Kara's damage to Ogre: 1d10 + power — roll it");
        expect(dap.output).toContain('Kara attacks Ogre with Longsword: 1d10! [7] + 2 accuracy = 9 vs armor 5 → hit');
        // The Debug Console answers too: a face, or `roll` for the generator's.
        await dap.evaluate('3');
        expect((await stopped(dap)).body.description).toBe("Kara's attack (Longsword → Ogre): 1d10! — roll it");
        expect(dap.output).toContain('Ogre takes 6 damage (1d10 [3] + power (3))');
        expect(dap.output).toMatch(/Ogre attacks Kara with Club: 1d10! \[\d+!?(, \d+)*\]/);
        await dap.evaluate('roll');
        expect((await stopped(dap)).body.reason).toBe('roll');
    });

    it('saves the fight so far, resumes it at the same question, and restarts with another seed', async () => {
        const save = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'strife-dap-')), 'fight.json');
        const dap = session();
        await dap.play({ table: 'everyone' });
        await dap.customRequest('strife.answer', { text: '7' });
        await stopped(dap);
        expect(await dap.evaluate(`save ${save}`)).toBe(`Saved to ${save}.`);
        const again = session();
        const resumed = await again.play({ resume: save });
        expect(resumed.body.description).toBe("Kara's damage to Ogre: 1d10 + power — roll it");
        expect(again.output).toContain('1d10! [7] + 2 accuracy = 9');
        expect(await again.evaluate('seed 8')).toBe('Restarted with seed 8.');
        expect(again.output).toContain('— restarted: Duel, seed 8 —');
        expect((await stopped(again)).body.reason).toBe('end');
    });

    it('refuses a launch it cannot play, with the reason', async () => {
        const dap = session();
        await dap.initializeRequest();
        await expect(dap.launchRequest({ program: path.join(ROOT, 'no-such.strife') } as DebugProtocol.LaunchRequestArguments)).rejects.toThrow(
            /no-such\.strife cannot be played: .*no such file/,
        );
        const bad = session();
        await bad.initializeRequest();
        await expect(
            bad.launchRequest({ program: FIXTURE, faces: [7, 12], table: 'everyone' } as DebugProtocol.LaunchRequestArguments),
        ).rejects.toThrow("Face 12 for die 2 of the fight (Kara's damage to Ogre: 1d10 + power) does not fit: a d10 shows 1 to 10.");
    });
});

describe('strife debug --stdio', () => {
    it('serves any DAP client over standard input and output', async () => {
        const { dap, stop } = Dap.cli();
        try {
            const first = await dap.play({}, [{ line: lineOf('Ogre: Club -> Kara') }]);
            expect(first.body.description).toBe('Ogre: Club -> Kara');
            expect((await dap.fighters()).Ogre.fields.HP).toBe('29/30');
            await dap.disconnectRequest({});
        } finally {
            stop();
        }
    });
});
