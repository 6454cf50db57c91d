/**
 * The Debug Console's expressions and breakpoint conditions (language/debug/expressions.ts), read
 * against fighters as a played fight snapshots them.
 */
import { describe, expect, it } from 'vitest';
import { evaluate, show, truthy } from '../../language/debug/expressions.js';
import type { FighterState } from '../../language/engine/played-fight.js';

const fighters: FighterState[] = [
    { id: 'Kara', side: 'heroes', status: 'active', hp: 14, maxHp: 22, resources: { fatigue: 2 }, conditions: ['prone'], zone: 'ford' },
    { id: 'Bandit#2', side: 'bandits', status: 'unconscious', hp: 0, maxHp: 12, hpName: 'HEA', resources: {}, conditions: [] },
];
const scope = { fighters, round: 3 };
const value = (source: string) => {
    const r = evaluate(source, scope);
    if (!r.ok) throw new Error(r.error);
    return r.value;
};
const error = (source: string) => {
    const r = evaluate(source, scope);
    if (r.ok) throw new Error(`${source} evaluated to ${show(r.value)}`);
    return r.error;
};

describe('expressions', () => {
    it('reads fields, resources, the ruleset’s name for hit points, and the round', () => {
        expect(value('Kara.hp')).toBe(14);
        expect(value('Kara.max_hp - Kara.hp')).toBe(8);
        expect(value('Kara.fatigue * 2 + 1')).toBe(5);
        expect(value('Bandit#2.HEA')).toBe(0);
        expect(value('Kara.zone')).toBe('ford');
        expect(value('round')).toBe(3);
        expect(show(value('Kara'))).toBe('Kara (heroes): active, 14/22 HP, fatigue 2; prone; in ford');
    });

    it('compares, with a condition on the boundary (Kara at 14: < 14 is false, <= 14 true)', () => {
        expect(value('Kara.hp < 14')).toBe(false);
        expect(value('when Kara.hp <= 14')).toBe(true);
        expect(value('Bandit#2.status == unconscious and not (Kara.hp > 20)')).toBe(true);
        expect(value('Kara.side != "heroes" or round = 3')).toBe(true);
        expect(value('Kara is prone')).toBe(true);
        expect(value('Bandit#2 is not unconscious')).toBe(false);
        expect(truthy(value('Kara.conditions'))).toBe(true);
    });

    it('says in a sentence what is wrong', () => {
        expect(error('Orge.hp')).toBe('Nobody in the fight is called Orge. The fighters: Kara, Bandit#2.');
        expect(error('Kara.mana')).toBe(
            'Kara has no mana: its fields are hp, max_hp, status, side, zone, conditions, fatigue (a condition: `Kara is prone`).',
        );
        expect(error('Kara < 3')).toBe('Kara is a fighter, not a number: compare one of its fields (`Kara.hp`).');
        expect(error('Kara.hp / 0')).toBe('Division by 0.');
        expect(error('Kara.hp 3')).toBe('Unexpected `3`: an expression ends before it.');
        expect(error('  ')).toContain('Nothing to evaluate');
        expect(error('Kara.hp @ 2')).toBe('Cannot read `@ 2` in `Kara.hp @ 2`.');
    });
});
