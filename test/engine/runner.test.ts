/** The ruleset-neutral runner: determinism, end conditions, script and tactics hand-over. */
import { describe, expect, it } from 'vitest';
import { encounterModel } from '../../language/model/encounter-model.js';
import { CombatLog } from '../../language/engine/log.js';
import { renderRun } from '../../language/engine/render.js';
import { runEncounter } from '../../language/engine/runner.js';
import type { Encounter } from '../../language/generated/ast.js';
import { rise } from '../../language/rulesets/rise/index.js';
import { build, RISE_FIGHTERS } from '../helpers.js';

async function model(encounterBody: string) {
    const built = await build(`ruleset rise\n${RISE_FIGHTERS}\nencounter e {\n${encounterBody}\n}`);
    expect(built.diagnostics.filter(d => d.severity === 1).map(d => d.message)).toEqual([]);
    return encounterModel(built.root.elements.find((e): e is Encounter => e.$type === 'Encounter')!, rise);
}

describe('runEncounter', () => {
    it('gives byte-identical logs for the same seed and different logs for different seeds', async () => {
        const m = await model('side a { Kara } side b { Bandit x3 } tactics attack_weakest');
        const text = (seed: number) => renderRun(runEncounter(m, rise, { seed }), 'text');
        expect(text(5)).toBe(text(5));
        const distinct = new Set([1, 2, 3, 4, 5, 6].map(text));
        expect(distinct.size).toBeGreaterThan(3);
    });

    it('stops when one side is left standing and names it', async () => {
        const m = await model('side a { Kara } side b { Bandit } tactics attack_first');
        const result = runEncounter(m, rise, { seed: 3 });
        expect(['a', 'b']).toContain(result.winner);
        const losers = result.final.filter(f => f.side !== result.winner);
        expect(losers.every(f => f.status !== 'active')).toBe(true);
        expect(result.reason).toMatch(/last side standing/);
    });

    it('stops when the script runs out and no tactics are given', async () => {
        const m = await model('side a { Kara } side b { Bandit x2 } round 1 { Kara: total_defense }');
        const result = runEncounter(m, rise, { seed: 1 });
        expect(result.rounds).toBe(1);
        expect(result.winner).toBeUndefined();
        expect(result.reason).toMatch(/script ran out/);
    });

    it('stops at the round limit', async () => {
        const m = await model('round_limit 3 side a { Kara } side b { Bandit } tactics defend');
        const result = runEncounter(m, rise, { seed: 1 });
        expect(result.rounds).toBe(3);
        expect(result.reason).toMatch(/round limit \(3\)/);
    });

    it('hands over from the script to tactics after the last scripted round', async () => {
        const m = await model(
            'round_limit 2 side a { Kara } side b { Bandit } round 1 { Kara: total_defense  Bandit: total_defense } tactics defend',
        );
        const result = runEncounter(m, rise, { seed: 1 });
        const actions = result.log.events.filter(e => e.kind === 'action');
        expect(actions).toHaveLength(4);
    });

    it('lets unscripted combatants in a scripted round follow their tactics', async () => {
        const m = await model('round_limit 1 side a { Kara } side b { Bandit } round 1 { Kara: total_defense } tactics b: attack_first');
        const result = runEncounter(m, rise, { seed: 1 });
        expect(result.log.events.some(e => e.kind === 'attack' && e.actor === 'Bandit')).toBe(true);
    });

    it('keeps no events when the log is off (simulation mode) but still decides the fight', async () => {
        const m = await model('side a { Kara } side b { Bandit } tactics attack_first');
        const quiet = runEncounter(m, rise, { seed: 9, keepLog: false });
        const loud = runEncounter(m, rise, { seed: 9 });
        expect(quiet.log.events).toHaveLength(0);
        expect(quiet.winner).toBe(loud.winner);
        expect(quiet.final).toEqual(loud.final);
    });
});

describe('the Markdown log', () => {
    // Under a heading, a list starts at the left margin: an item indented four spaces there is a code
    // block in Markdown. The "End of the round" heading's damage lines (depth 3, under no attack)
    // rendered as code in every viewer.
    it('starts every list under a heading at the margin, and never nests an item two levels deeper than the one before', () => {
        const log = new CombatLog(true);
        log.add({ kind: 'start', encounter: 'e', ruleset: 'rise', seed: 1, sides: [], outcomes: {} });
        log.add({ kind: 'round', round: 1 });
        log.add({ kind: 'phase', name: 'end of the round' });
        log.add({ kind: 'damage', target: 'Archer', amount: 2, absorbed: 0, hpLost: 2, hp: 10, maxHp: 12, note: 'fire' });
        log.add({ kind: 'note', text: 'The fire burns on.' });
        const result = { encounter: 'e', seed: 1, log, reason: '', rounds: 1, final: [] };
        const md = renderRun(result, 'markdown').split('\n');
        const at = md.indexOf('### End of the round');
        expect(md.slice(at, at + 4)).toEqual([
            '### End of the round',
            '',
            '  - Archer takes 2 damage: 0 absorbed by damage resistance, 2 hit points lost → 10/12 HP [fire]',
            '  - The fire burns on.',
        ]);
    });
});
