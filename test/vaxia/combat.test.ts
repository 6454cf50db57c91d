/**
 * Combat ruling: passive and active defenses, realms, non-lethal attacks, armour and shields.
 * Expected PP computed in Python from the PHP curve. Seed: 004_941aee309a07cd38.txt §Combat Ruling,
 * §Combat Stats and Skills, §Attacking and Defending.
 */
import { describe, expect, it } from 'vitest';
import {
    activeDefenseMights,
    attackMights,
    checkDefense,
    defenseStats,
    passiveMights,
    resolveAttack,
    settleDamage,
    type AttackInput,
} from '../../language/rulesets/vaxia/combat.js';
import type { StatName } from '../../language/rulesets/vaxia/combatant.js';
import { VaxiaInputError } from '../../language/rulesets/vaxia/ruling.js';

const stats = (s: Partial<Record<StatName, number>>): Record<StatName, number> => ({
    STR: 25,
    DEX: 25,
    END: 25,
    INT: 25,
    SPIR: 25,
    CHA: 25,
    CON: 25,
    AWA: 25,
    ...s,
});

// Fighter: DEX 30, STR 35, sword skill 10 → attack mights [40, 45].
const fighter = stats({ DEX: 30, STR: 35 });
const swing = (rolls: [number, number], extra: Partial<AttackInput> = {}): AttackInput => ({
    realm: 'physical',
    mights: attackMights(fighter, 10, 'physical') as [number, number],
    rolls,
    ...extra,
});

describe('§Combat Stats and Skills: which stats each action uses', () => {
    it('attack mights: DEX+STR physical, INT+SPIR magic, each + the skill', () => {
        expect(attackMights(fighter, 10, 'physical')).toEqual([40, 45]);
        expect(attackMights(stats({ INT: 40, SPIR: 35 }), 5, 'magic')).toEqual([45, 40]);
    });

    it('a standing target: DEX and END (magic INT and CHA) plus the best avoid skill', () => {
        const guard = stats({ DEX: 25, END: 30, INT: 20, CHA: 15 });
        expect(passiveMights(guard, 5, 'physical')).toEqual([30, 35]);
        expect(passiveMights(guard, 5, 'magic')).toEqual([25, 20]);
    });

    it.each([
        ['block', 'physical', 'physical', ['STR', 'END']],
        ['block', 'magic', 'physical', ['SPIR', 'CHA']],
        ['dodge', 'physical', 'physical', ['DEX', 'INT']],
        ['dodge', 'physical', 'magic', ['INT', 'DEX']],
        ['parry', 'physical', 'physical', ['DEX', 'END']],
        ['counter', 'magic', 'magic', ['INT', 'CHA']],
        ['redirect', 'physical', 'physical', ['DEX', 'STR']],
        ['disarm', 'magic', 'magic', ['INT', 'SPIR']],
    ] as const)('%s (%s) against a %s attack uses %j', (kind, realm, attackRealm, expected) => {
        expect(defenseStats(kind, realm, attackRealm)).toEqual(expected);
    });

    it('active defense mights follow that pairing, + the defense skill', () => {
        expect(activeDefenseMights(stats({ STR: 30, END: 30 }), 5, 'block', 'physical', 'physical')).toEqual([35, 35]);
    });
});

describe('§Attacking and Defending: a target who does not defend', () => {
    it('attack [40, 45] vs passive [30, 35] rolling 70 and 60: winsby 29.63, 13 PP = 13 damage', () => {
        const r = resolveAttack(swing([70, 60]), { kind: 'none', mights: [30, 35] }, { lif: 30, damage: 0 });
        expect(r.attack.winsby).toBeCloseTo(29.6321, 4);
        expect(r.attack.ppExact).toBeCloseTo(12.5936, 4);
        expect(r.attackPp).toBe(13);
        expect(r.damage).toBe(13);
        expect(r.outcome).toBe('hit');
        expect(r.defense).toBeUndefined();
    });

    it('a failed attack does nothing', () => {
        const r = resolveAttack(swing([10, 10]), { kind: 'none', mights: [30, 35] }, { lif: 30, damage: 0 });
        expect(r.attack.success).toBe(false);
        expect(r.damage).toBe(0);
        expect(r.outcome).toBe('missed');
    });
});

describe('§Attacking and Defending: active defenses', () => {
    const blocker = { kind: 'block', realm: 'physical', mights: [35, 35] } as const;

    it('block: mights swap roles — attack vs [35, 35] makes 11 PP, the block vs [40, 45] fails: 11 damage', () => {
        const r = resolveAttack(swing([70, 60]), { ...blocker, rolls: [55, 50] }, { lif: 30, damage: 0 });
        expect(r.attack.a.difficulty).toBe(35);
        expect(r.attack.b.difficulty).toBe(35);
        expect(r.defense!.a.difficulty).toBe(40);
        expect(r.defense!.b.difficulty).toBe(45);
        expect(r.attackPp).toBe(11);
        expect(r.defensePp).toBe(0);
        expect(r.damage).toBe(11);
    });

    it('block: its 8 PP come off the attack’s 11 → 3 damage', () => {
        const r = resolveAttack(swing([70, 60]), { ...blocker, rolls: [90, 80] }, { lif: 30, damage: 0 });
        expect(r.defense!.ppExact).toBeCloseTo(8.2178, 4);
        expect(r.defensePp).toBe(8);
        expect(r.damage).toBe(3);
        expect(r.outcome).toBe('hit');
    });

    it('block: a shield adds its absorb, armour always absorbs', () => {
        const withShield = resolveAttack(swing([70, 60]), { ...blocker, rolls: [90, 80] }, { lif: 30, damage: 0, shield: 2 });
        expect(withShield.absorbed).toBe(2);
        expect(withShield.damage).toBe(1);
        const armoured = resolveAttack(swing([70, 60]), { ...blocker, rolls: [90, 80] }, { lif: 30, damage: 0, armour: 5, shield: 2 });
        expect(armoured.absorbed).toBe(3); // all that was left
        expect(armoured.damage).toBe(0);
        expect(armoured.outcome).toBe('stopped');
    });

    it('a shield does nothing for a dodge', () => {
        const r = resolveAttack(
            swing([70, 60]),
            { kind: 'dodge', realm: 'physical', mights: [35, 35], rolls: [90, 80] },
            { lif: 30, damage: 0, shield: 2 },
        );
        expect(r.absorbed).toBe(0);
        expect(r.damage).toBe(3);
    });

    it('redirect: PP that reach the attack’s stop it whole (attack vs the redirect mights [35, 40]: 9; redirect 13 ≥ 9)', () => {
        const r = resolveAttack(swing([70, 60]), { kind: 'redirect', realm: 'physical', mights: [35, 40], rolls: [95, 90] }, { lif: 30, damage: 0 });
        expect(r.attack.winsby).toBeCloseTo(21.8726, 4);
        expect(r.attackPp).toBe(9);
        expect(r.defensePp).toBe(13);
        expect(r.damage).toBe(0);
        expect(r.outcome).toBe('redirected');
    });

    it('disarm short of the attack’s PP: the remainder lands (19 − 16 = 3)', () => {
        const r = resolveAttack(swing([90, 85]), { kind: 'disarm', realm: 'physical', mights: [35, 40], rolls: [100, 100] }, { lif: 30, damage: 0 });
        expect(r.attack.ppExact).toBeCloseTo(18.8583, 4);
        expect(r.attackPp).toBe(19);
        expect(r.defensePp).toBe(16);
        expect(r.damage).toBe(3);
        expect(r.outcome).toBe('hit');
    });

    it('parry and counter subtract like block', () => {
        for (const kind of ['parry', 'counter'] as const) {
            const r = resolveAttack(swing([70, 60]), { kind, realm: 'physical', mights: [35, 35], rolls: [90, 80] }, { lif: 30, damage: 0 });
            expect(r.damage).toBe(3);
        }
    });
});

describe('§Attacking and Defending: realms of defenses', () => {
    const fireball: AttackInput = { realm: 'magic', mights: [45, 40], rolls: [80, 75] };

    it('a physical parry against a magic attack is a coded error, never a crash in checks', () => {
        expect(checkDefense('parry', 'physical', 'magic')?.code).toBe('vaxia.defense-wrong-realm');
        expect(() =>
            resolveAttack(fireball, { kind: 'parry', realm: 'physical', mights: [30, 35], rolls: [50, 50] }, { lif: 30, damage: 0 }),
        ).toThrow(VaxiaInputError);
    });

    it.each(['parry', 'counter', 'redirect', 'disarm'] as const)('%s: magical only against magic, physical only against physical', kind => {
        expect(checkDefense(kind, 'magic', 'magic')).toBeUndefined();
        expect(checkDefense(kind, 'physical', 'physical')).toBeUndefined();
        expect(checkDefense(kind, 'magic', 'physical')?.code).toBe('vaxia.defense-wrong-realm');
        expect(checkDefense(kind, 'physical', 'magic')?.code).toBe('vaxia.defense-wrong-realm');
    });

    it.each(['block', 'dodge'] as const)('%s works against both', kind => {
        for (const d of ['physical', 'magic'] as const)
            for (const a of ['physical', 'magic'] as const) expect(checkDefense(kind, d, a)).toBeUndefined();
    });

    it('§Combat Ruling: magic is ruled like physical combat — INT+SPIR vs INT+CHA, no base difficulty', () => {
        const r = resolveAttack(fireball, { kind: 'none', mights: [30, 35] }, { lif: 30, damage: 0 });
        expect(r.attack.a.difficulty).toBe(30);
        expect(r.attack.winsby).toBeCloseTo(41.6199, 4);
        expect(r.damage).toBe(18);
    });

    it('a physical block against a fireball is allowed', () => {
        const r = resolveAttack(fireball, { kind: 'block', realm: 'physical', mights: [35, 35], rolls: [50, 50] }, { lif: 30, damage: 0 });
        expect(r.defense).toBeDefined();
    });
});

describe('§Attacking and Defending: non-lethal attacks stop at 0 LIF', () => {
    it('47 PP against a target with 10 LIF left deal 10; 37 are withheld', () => {
        const big: AttackInput = { realm: 'physical', mights: [60, 60], rolls: [95, 95], nonLethal: true };
        const r = resolveAttack(big, { kind: 'none', mights: [25, 30] }, { lif: 30, damage: 20 });
        expect(r.attackPp).toBe(47);
        expect(r.damage).toBe(10);
        expect(r.withheld).toBe(37);
    });

    it('a lethal attack counts them all', () => {
        const big: AttackInput = { realm: 'physical', mights: [60, 60], rolls: [95, 95] };
        expect(resolveAttack(big, { kind: 'none', mights: [25, 30] }, { lif: 30, damage: 20 }).damage).toBe(47);
    });

    it('a non-lethal attack on someone already at or below 0 deals nothing', () => {
        expect(settleDamage(true, 'none', 12, 0, { lif: 30, damage: 35 }).damage).toBe(0);
    });
});

describe('PP are rounded before they are subtracted (public ruler)', () => {
    it('attack 4.5 → 5 and defense 4.4 → 4 leave 1 with pp_rounding nearest, 0 with floor', () => {
        // Directly through the damage step: 5 − 4 = 1; floor: 4 − 4 = 0.
        expect(settleDamage(false, 'block', 5, 4, { lif: 30, damage: 0 }).damage).toBe(1);
        expect(settleDamage(false, 'block', 4, 4, { lif: 30, damage: 0 }).outcome).toBe('stopped');
    });

    it('floor rounding through resolveAttack: 12.59 PP → 12', () => {
        const r = resolveAttack(swing([70, 60]), { kind: 'none', mights: [30, 35] }, { lif: 30, damage: 0 }, { rounding: 'floor' });
        expect(r.damage).toBe(12);
    });
});
