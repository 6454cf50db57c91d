import { describe, expect, it } from 'vitest';
import {
    BODY_PARTS,
    calledShot,
    calledShotAllowed,
    checkPartBonus,
    damagePart,
    enoughCopies,
    findPart,
    grappleResistBonus,
} from '../../language/rulesets/rpgstuck/anatomy.js';
import { rollAttack } from '../../language/rulesets/rpgstuck/attack-roll.js';
import { dice } from './scripted.js';

describe('§Called Shots and Anatomy', () => {
    it('§Called Shots: crit range +2 vs AC 14 going for the Head (+4): AC 18, crit range −2, crits only on nat 20s', () => {
        const s = calledShot({ defense: 14, critRange: 2, partBonus: findPart('Head')!.bonus });
        expect(s).toEqual({ defense: 18, critRange: -2, critOn: 20, canTrade: false, traded: false });
    });
    it('§Called Shots: crit range +9 vs AC 20, Head: AC 24 and crit +5 (15-20); trading gives crit +1 (19-20) and AC 20', () => {
        const before = calledShot({ defense: 20, critRange: 9, partBonus: 4 });
        expect(before).toMatchObject({ defense: 24, critRange: 5, critOn: 15, canTrade: true, traded: false });
        const after = calledShot({ defense: 20, critRange: 9, partBonus: 4, trade: true });
        expect(after).toEqual({ defense: 20, critRange: 1, critOn: 19, canTrade: true, traded: true });
    });
    it('a trade needs the crit range left to be at least the bonus (exactly equal is enough)', () => {
        expect(calledShot({ defense: 10, critRange: 8, partBonus: 4, trade: true })).toMatchObject({
            defense: 10,
            critRange: 0,
            critOn: 20,
            traded: true,
        });
        expect(calledShot({ defense: 10, critRange: 7, partBonus: 4, trade: true })).toMatchObject({ defense: 14, critRange: 3, traded: false });
    });
    it('Shatterpoint (+0, +2 crit range): no defense raise, crit range up by 2; nothing to trade', () => {
        const sp = findPart('shatterpoint')!;
        expect(calledShot({ defense: 15, critRange: 0, partBonus: sp.bonus, partCritBonus: sp.critBonus, trade: true })).toEqual({
            defense: 15,
            critRange: 2,
            critOn: 18,
            canTrade: false,
            traded: false,
        });
    });
    it('Opening (+0): +2 to hit', () => {
        const op = findPart('opening')!;
        const r = rollAttack({ proficiency: 2, stat: 3, bonuses: [op.hitBonus!], defense: 16 }, dice(9));
        expect(r.outcome).toBe('hit');
    });
    it('the called shot feeds the attack roll: a 16 that beat AC 14 misses the head at 18', () => {
        const s = calledShot({ defense: 14, critRange: 2, partBonus: 4 });
        const r = rollAttack({ proficiency: 0, stat: 0, defense: s.defense, critRange: s.critRange }, dice(18));
        expect(r.outcome).toBe('hit'); // 18 meets 18 but no longer crits: the crit range is gone
        expect(rollAttack({ proficiency: 0, stat: 0, defense: s.defense, critRange: s.critRange }, dice(16)).outcome).toBe('miss');
    });
    it('the part table holds the common and the secret parts with their bonuses', () => {
        expect(BODY_PARTS.map(p => `${p.name}+${p.bonus}${p.secret ? 's' : ''}`)).toEqual([
            'head+4',
            'wings+4',
            'arm+2',
            'leg+2',
            'tool+2',
            'psi_core+2s',
            'artery+4s',
            'opening+0s',
            'shatterpoint+0s',
            'vitals+2s',
            'tools+2s',
        ]);
        expect(findPart('Psi Core')?.name).toBe('psi_core');
        expect(findPart('elbow')).toBeUndefined();
    });
    it('Tool (+2 to +6): the bonus must lie in range', () => {
        const tool = findPart('tool')!;
        expect(checkPartBonus(tool, 6)).toBeUndefined();
        expect(checkPartBonus(tool, 7)?.code).toBe('rpgstuck.called-shot.tool-bonus');
        expect(checkPartBonus(findPart('head')!, 2)?.code).toBe('rpgstuck.called-shot.tool-bonus');
    });
});

describe('§Called Shots and Anatomy: which attacks may call a shot', () => {
    it('an ordinary single-target attack may', () => {
        expect(calledShotAllowed({}, 'head')).toEqual({ allowed: true, issues: [] });
    });
    it('auto-hit, area, damage on a miss, any effect on a miss, skill checks: not allowed, each with its reason', () => {
        const r = calledShotAllowed({ autoHit: true, area: true, damageOnMiss: true, effectOnMiss: true, skillCheck: true });
        expect(r.allowed).toBe(false);
        expect(r.issues.map(i => i.code)).toEqual([
            'rpgstuck.called-shot.auto-hit',
            'rpgstuck.called-shot.area',
            'rpgstuck.called-shot.damage-on-miss',
            'rpgstuck.called-shot.effect-on-miss',
            'rpgstuck.called-shot.skill-check',
        ]);
    });
    it('unknown parts, psi core without psionics, secret parts not located', () => {
        expect(calledShotAllowed({}, 'elbow').issues.map(i => i.code)).toEqual(['rpgstuck.called-shot.unknown-part']);
        expect(calledShotAllowed({}, 'psi_core', true).issues.map(i => i.code)).toEqual(['rpgstuck.called-shot.psionic-only']);
        expect(calledShotAllowed({ psionic: true }, 'psi_core', true).allowed).toBe(true);
        expect(calledShotAllowed({}, 'vitals').issues.map(i => i.code)).toEqual(['rpgstuck.called-shot.not-located']);
    });
    it('parts with hit points: destroyed at 0, leftover damage spills over', () => {
        expect(damagePart(10, 4)).toEqual({ partHp: 6, destroyed: false, spill: 0 });
        expect(damagePart(10, 13)).toEqual({ partHp: 0, destroyed: true, spill: 3 });
    });
    it('§Leg: a four-legged creature needs at least half its legs hit', () => {
        expect(enoughCopies(4, 1)).toBe(false);
        expect(enoughCopies(4, 2)).toBe(true);
        expect(enoughCopies(3, 2)).toBe(true);
    });
    it('a part with hit points adds its bonus to checks against being grappled; vitals can be grappled too', () => {
        expect(grappleResistBonus(findPart('tool')!, 5)).toBe(5);
        expect(grappleResistBonus(findPart('vitals')!)).toBe(2);
        expect(grappleResistBonus(findPart('head')!)).toBe(0);
    });
});
