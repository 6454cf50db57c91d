/**
 * Sneak attacks, getting the drop, flee attacks, impalement, prone — 001_66230f9a082df360.txt
 * §Sneak Attacks, §Getting The Drop, §Flee Attack, §Impalement Maneuver, §Knocked Down.
 */
import { describe, expect, it } from 'vitest';
import { withDice } from './dice.js';
import { fleeAttackDice, fleeSpeed } from '../../language/rulesets/enchanted-realms/rules/flee-attack.js';
import { dropDamage, dropDC } from '../../language/rulesets/enchanted-realms/rules/getting-the-drop.js';
import { impalement } from '../../language/rulesets/enchanted-realms/rules/impalement-maneuver.js';
import { moveCost } from '../../language/rulesets/enchanted-realms/rules/knocked-down.js';
import { shockDuration, sneakAttackDice, sneakShockDC } from '../../language/rulesets/enchanted-realms/rules/sneak-attacks.js';
import { rollPoolAttack } from '../../language/rulesets/enchanted-realms/rules/the-attack.js';

const dagger = { light: true };

describe('§Sneak Attacks', () => {
    it('§Sneak Attacks: melee skill with a dagger → 3d20 (1 skill + advantage die + sneak die)', () => {
        const r = sneakAttackDice(1, { weapon: dagger, melee: true });
        expect(r.ok && r.value).toEqual({ advantage: true, sneakDie: true, pool: 2, totalDice: 3, halfMovement: true });
    });
    it('§Sneak Attacks: at the 5d20 maximum a sneak attack rolls seven dice', () => {
        const r = sneakAttackDice(5, { weapon: { ranged: true } });
        expect(r.ok && r.value.totalDice).toBe(7);
    });
    it('rolled: the sneak pool goes to the attack at advantage — 3 faces then the advantage d3', () => {
        const s = sneakAttackDice(1, { weapon: dagger, melee: true });
        if (!s.ok) throw new Error();
        const r = withDice([15, 3, 12, 2], d =>
            rollPoolAttack(d, { pool: s.value.pool, vantage: 'advantage', ac: 12, damageModifier: 1, weaponWeight: 1, vantageDamage: 'one_d3' }),
        );
        expect(r.dice).toHaveLength(3);
        expect(r.damage).toBe(2 + 1 + 1 + 2);
    });
    it('advantage is not gained twice: a victim already attacked at advantage adds only the sneak die (same 3 dice)', () => {
        const r = sneakAttackDice(1, { weapon: dagger });
        expect(r.ok && r.value.totalDice).toBe(3);
    });
    it('closing to melee, a made second Perception check removes the sneak die (advantage die stays)', () => {
        const r = sneakAttackDice(2, { weapon: dagger, melee: true, secondPerceptionMade: true });
        expect(r.ok && r.value).toMatchObject({ sneakDie: false, pool: 2, totalDice: 3 });
    });
    it('ranged sneak attacks need no second check', () => {
        const r = sneakAttackDice(2, { weapon: { ranged: true }, secondPerceptionMade: true });
        expect(r.ok && r.value).toMatchObject({ sneakDie: true, totalDice: 4, halfMovement: false });
    });
    it('at disadvantage: enchanted-realms-sneak-disadvantage', () => {
        const r = sneakAttackDice(1, { weapon: dagger, attackerDisadvantaged: true });
        expect(!r.ok && r.diagnostic.code).toBe('enchanted-realms-sneak-disadvantage');
    });
    it('a weapon neither ranged, light nor reach: enchanted-realms-sneak-weapon', () => {
        const r = sneakAttackDice(1, { weapon: {} });
        expect(!r.ok && r.diagnostic.code).toBe('enchanted-realms-sneak-weapon');
        expect(sneakAttackDice(1, { weapon: { reach: true } }).ok).toBe(true);
        expect(sneakAttackDice(1, { weapon: { sneakUsable: true } }).ok).toBe(true);
    });
    it('shock: 6 damage to a 12-Body victim (50 %) → Resilience save DC 11; 5 damage → none', () => {
        expect(sneakShockDC(6, 12)).toBe(11);
        expect(sneakShockDC(5, 12)).toBeNull();
        expect(sneakShockDC(7, 13)).toBe(12);
    });
    it('a failed shock save incapacitates for d3 actions', () => {
        expect(withDice([2], d => shockDuration(d))).toBe(2);
    });
});

describe('§Getting The Drop', () => {
    it('the feat is DC 20, one lower per round after, never below 14', () => {
        expect(dropDC(0)).toBe(20);
        expect(dropDC(2)).toBe(18);
        expect(dropDC(6)).toBe(14);
        expect(dropDC(9)).toBe(14);
    });
    it('a made feat halves the held damage (rounded down): 9 → 4; a failed one takes it all', () => {
        expect(dropDamage(9, true)).toBe(4);
        expect(dropDamage(9, false)).toBe(9);
    });
});

describe('§Flee Attack', () => {
    it.each([
        [5, 'cautious'],
        [15, 'cautious'],
        [20, 'normal'],
        [70, 'normal'],
        [75, 'rapid'],
        [120, 'rapid'],
        [0, 'cautious'],
    ])('%i ft moved this round is %s', (feet, speed) => {
        expect(fleeSpeed(feet)).toBe(speed);
    });
    it('cautious: no flee attack; normal: the whole primary pool; rapid: 1d20', () => {
        expect(fleeAttackDice(15, 3)).toBe(0);
        expect(fleeAttackDice(30, 3)).toBe(3);
        expect(fleeAttackDice(80, 3)).toBe(1);
    });
    it('§Flee Attack: backing 15 ft after attacking draws no flee attack; running back 30–40 ft does', () => {
        expect(fleeAttackDice(15, 2)).toBe(0);
        expect(fleeAttackDice(30, 2)).toBe(2);
        expect(fleeAttackDice(40, 2)).toBe(2);
    });
    it('a mover that spent its action defending leaves at normal speed without flee attacks', () => {
        expect(fleeAttackDice(40, 2, true)).toBe(0);
    });
});

describe('§Impalement Maneuver', () => {
    const base = { polearm: true, polearmSkill: true, piercing: true, attackerMelee: true, closedFeet: 25, reactionLeft: true };
    it('3d20 against a charger from 25 ft, 4d20 with weapon forte', () => {
        expect(impalement(base)).toEqual({ ok: true, value: { dice: 3, heavy: false } });
        expect(impalement({ ...base, weaponForte: true })).toEqual({ ok: true, value: { dice: 4, heavy: false } });
    });
    it('§Impalement Maneuver: a pikeman 45 ft away — closing 45 ft and striking allows impalement; closing 30, then 15 ft next round, does not', () => {
        expect(impalement({ ...base, closedFeet: 45 }).ok).toBe(true);
        const r = impalement({ ...base, closedFeet: 15 });
        expect(!r.ok && r.diagnostic.code).toBe('enchanted-realms-impalement-not-allowed');
    });
    it('needs piercing damage (the ula excepted) and a reaction', () => {
        expect(impalement({ ...base, piercing: false }).ok).toBe(false);
        expect(impalement({ ...base, piercing: false, ula: true }).ok).toBe(true);
        expect(impalement({ ...base, reactionLeft: false }).ok).toBe(false);
    });
});

describe('crawling', () => {
    it('crawling costs an extra foot per foot', () => {
        expect(moveCost(10, true, false)).toBe(20);
        expect(moveCost(10, true, true)).toBe(30);
    });
});
