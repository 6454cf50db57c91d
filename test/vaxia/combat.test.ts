/**
 * Combat ruling through the engine with scripted d100 faces: which mights face which, passive and
 * active defenses, realms, non-lethal attacks, armour and shields. Expected PP computed by hand
 * from the dice ruler's curve (Python, values pasted), not with the module under test.
 * Seed: 004_941aee309a07cd38.txt §Combat Ruling, §Combat Stats and Skills, §Attacking and Defending.
 */
import { describe, expect, it } from 'vitest';
import type { PlannedTurn } from '../../language/engine/model.js';
import { eventsOf, mightsOf, vaxiaArena } from './harness.js';

// Fighter: DEX 30 + swords 10, STR 35 + 10 → attack mights [40, 45]; Mage: INT 40 + 5, SPIR 35 + 5 → [45, 40].
const CAST = `ruleset vaxia
character Fighter { STR 35 DEX 30 END 25 INT 25 LIF 40 skills { swords 10 } attack Sword { uses DEX, STR vs DEX, END } }
character Mage { INT 40 SPIR 35 CHA 25 LIF 40 skills { fire_magic 5 } attack Fireball { uses INT, SPIR vs INT, CHA tags magic } }
character Guard { STR 25 DEX 30 END 35 INT 30 SPIR 25 CHA 35 LIF 40 attack Fist { uses DEX, STR vs DEX, END } }
character Wall { STR 35 DEX 35 END 35 INT 35 SPIR 30 CHA 30 LIF 40 attack Fist { uses DEX, STR vs DEX, END } }
character Sly { STR 40 DEX 35 END 25 INT 25 SPIR 45 CHA 25 LIF 40 attack Fist { uses DEX, STR vs DEX, END } }
`;

async function duel(attacker: string, target: string, post = '', extra = '') {
    const script = `${attacker}: ${attacker === 'Mage' ? 'Fireball' : 'Sword'} -> ${target}${post ? ` ${target}: ${post}` : ''}`;
    return vaxiaArena(
        `${CAST.replace(`character ${target} {`, `character ${target} { ${extra}`)}encounter E { side a { ${attacker} } side b { ${target} } round 1 { ${script} } }`,
    );
}

describe('§Combat Stats and Skills: which mights face which', () => {
    it('a physical attack rolls DEX and STR + its skill against a standing target’s DEX and END', async () => {
        const a = await duel('Fighter', 'Guard');
        const [attack] = eventsOf(a.play(1, [70, 60]), 'attack');
        expect(mightsOf(attack)).toEqual([
            ['DEX', 40, 30],
            ['STR', 45, 35],
        ]);
    });

    it('a magic attack rolls INT and SPIR + its skill against a standing target’s INT and CHA', async () => {
        const a = await duel('Mage', 'Guard');
        const [attack] = eventsOf(a.play(1, [80, 75]), 'attack');
        expect(mightsOf(attack)).toEqual([
            ['INT', 45, 30],
            ['SPIR', 40, 35],
        ]);
    });

    it('a standing target adds its best avoid skill to both: DEX 30 + dodge 7, END 35 + 7', async () => {
        const a = await duel('Fighter', 'Guard', '', 'skills { dodge 7 parry 3 }');
        const [attack] = eventsOf(a.play(1, [70, 60]), 'attack');
        expect(mightsOf(attack).map(m => m[2])).toEqual([37, 42]);
    });

    it.each([
        ['Fighter', 'block', ['STR', 'END']],
        ['Fighter', 'block with magic', ['SPIR', 'CHA']],
        ['Fighter', 'dodge', ['DEX', 'INT']],
        ['Mage', 'dodge', ['INT', 'DEX']],
        ['Fighter', 'parry', ['DEX', 'END']],
        ['Mage', 'counter with magic', ['INT', 'CHA']],
        ['Fighter', 'redirect -> Fighter', ['DEX', 'STR']],
        ['Mage', 'disarm with magic', ['INT', 'SPIR']],
    ])('against %s, %s rolls %j, each against the attack’s mights', async (attacker, post, stats) => {
        const a = await duel(attacker, 'Wall', post);
        const [check] = eventsOf(a.play(1, [50, 50, 50, 50]), 'check');
        const mights = mightsOf(check);
        expect(mights.map(m => m[0])).toEqual(stats);
        expect(mights.map(m => m[2])).toEqual(attacker === 'Mage' ? [45, 40] : [40, 45]);
    });
});

describe('§Attacking and Defending: a target who does not defend', () => {
    it('attack [40, 45] vs [30, 35] rolling 70 and 60: winsby 29.63, 12.59 PP → 13 damage, a hit', async () => {
        const a = await duel('Fighter', 'Guard');
        const [attack] = eventsOf(a.play(1, [70, 60]), 'attack');
        expect(attack.total).toBe(13);
        expect(attack.outcome).toBe('hit');
        expect(a.byId('Guard').damage).toBe(13);
    });

    it('rolling 10 and 10 fails (failsby 25.37): no PP, no damage', async () => {
        const a = await duel('Fighter', 'Guard');
        const [attack] = eventsOf(a.play(1, [10, 10]), 'attack');
        expect(attack.outcome).toBe('missed');
        expect(a.byId('Guard').damage).toBe(0);
    });
});

describe('§Attacking and Defending: active defenses', () => {
    it('block: the attack meets the block mights [35, 35] (11 PP); the block meets [40, 45] and fails at 55, 50: 11 damage', async () => {
        const a = await duel('Fighter', 'Wall', 'block');
        const events = a.play(1, [70, 60, 55, 50]);
        expect(mightsOf(eventsOf(events, 'attack')[0]).map(m => m[2])).toEqual([35, 35]);
        expect(eventsOf(events, 'check')[0].total).toBe(0);
        expect(a.byId('Wall').damage).toBe(11);
    });

    it('block rolling 90, 80 makes 8.22 → 8 PP, which come off the attack’s 11: 3 damage', async () => {
        const a = await duel('Fighter', 'Wall', 'block');
        const events = a.play(1, [70, 60, 90, 80]);
        expect(eventsOf(events, 'check')[0].total).toBe(8);
        expect(a.byId('Wall').damage).toBe(3);
    });

    it('a shield adds its absorb to a block (shield 2: 1 damage); armour always absorbs (armor 5: nothing left, stopped)', async () => {
        const shielded = await duel('Fighter', 'Wall', 'block', 'shield 2');
        shielded.play(1, [70, 60, 90, 80]);
        expect(shielded.byId('Wall').damage).toBe(1);
        const armoured = await duel('Fighter', 'Wall', 'block', 'shield 2 armor 5');
        const [attack] = eventsOf(armoured.play(1, [70, 60, 90, 80]), 'attack');
        expect(attack.outcome).toBe('stopped');
        expect(armoured.byId('Wall').damage).toBe(0);
    });

    it('a shield does nothing for a dodge: DEX 35, INT 35 against [40, 45] make 8 PP, 3 damage even with shield 2', async () => {
        const a = await duel('Fighter', 'Wall', 'dodge', 'shield 2');
        a.play(1, [70, 60, 90, 80]);
        expect(a.byId('Wall').damage).toBe(3);
    });

    it.each(['parry', 'counter'])('%s subtracts like block: 11 − 8 = 3', async post => {
        const a = await duel('Fighter', 'Wall', post);
        a.play(1, [70, 60, 90, 80]);
        expect(a.byId('Wall').damage).toBe(3);
    });

    it('redirect: its PP reaching the attack’s stop it whole (attack vs DEX 35, STR 40: 9 PP; redirect 13)', async () => {
        const a = await duel('Fighter', 'Sly', 'redirect -> Fighter');
        const [attack] = eventsOf(a.play(1, [70, 60, 95, 90]), 'attack');
        expect(attack.total).toBe(9);
        expect(attack.defense).toBe(13);
        expect(attack.outcome).toBe('redirected');
        expect(a.byId('Sly').damage).toBe(0);
    });

    it('a disarm reaching the attack’s PP takes the weapon away for the rest of the fight (9 against 13)', async () => {
        const a = await duel('Fighter', 'Sly', 'disarm');
        const r1 = a.play(1, [70, 60, 95, 90]);
        expect(eventsOf(r1, 'attack')[0].outcome).toBe('disarmed');
        expect(eventsOf(r1, 'note').map(n => n.text)).toContain("Sly disarms Fighter: Fighter's Sword is out of reach for the rest of the fight.");
        const again: PlannedTurn[] = [{ actor: 'Fighter', actions: [{ action: 'Sword', isAttack: true, targets: ['Sly'], modifiers: [] }] }];
        const r2 = a.play(2, [], again);
        expect(eventsOf(r2, 'attack')).toEqual([]);
        expect(eventsOf(r2, 'note').map(n => n.text)).toContain('Fighter cannot strike with Sword: Sly disarmed it.');
    });

    it('a disarm that succeeds against an attack failing on its own (0 PP) takes the weapon too', async () => {
        const a = await duel('Fighter', 'Sly', 'disarm');
        const r1 = a.play(1, [1, 1, 95, 90]);
        expect(eventsOf(r1, 'attack')[0].total).toBe(0);
        expect(a.byId('Fighter').disarmed?.get('Sword')).toBe('Sly');
    });

    it('an unarmed attack has no weapon to lose: the disarm stops the blow, the next one comes', async () => {
        const text = CAST.replace('attack Sword { uses DEX, STR vs DEX, END }', 'attack Sword { uses DEX, STR vs DEX, END tags unarmed }');
        const a = await vaxiaArena(`${text}encounter E { side a { Fighter } side b { Sly } round 1 { Fighter: Sword -> Sly  Sly: disarm } }`);
        expect(eventsOf(a.play(1, [70, 60, 95, 90]), 'attack')[0].outcome).toBe('disarmed');
        const again: PlannedTurn[] = [{ actor: 'Fighter', actions: [{ action: 'Sword', isAttack: true, targets: ['Sly'], modifiers: [] }] }];
        expect(eventsOf(a.play(2, [70, 60], again), 'attack')).toHaveLength(1);
    });

    it('a disarm short of the attack’s PP lets the remainder land: 19 − 16 = 3', async () => {
        const a = await duel('Fighter', 'Sly', 'disarm');
        const [attack] = eventsOf(a.play(1, [90, 85, 100, 100]), 'attack');
        expect([attack.total, attack.defense, attack.outcome]).toEqual([19, 16, 'hit']);
        expect(a.byId('Sly').damage).toBe(3);
    });
});

describe('§Attacking and Defending: realms of defenses', () => {
    it('a physical parry cannot meet a spell: strife check refuses the file', async () => {
        await expect(duel('Mage', 'Wall', 'parry')).rejects.toThrow('vaxia-defense-wrong-realm');
    });

    it('played anyway, the target stands against the spell (passive INT 35, CHA 30) and the log says why', async () => {
        const a = await duel('Mage', 'Wall');
        const plans: PlannedTurn[] = [
            { actor: 'Mage', actions: [{ action: 'Fireball', isAttack: true, targets: ['Wall'], modifiers: [] }] },
            { actor: 'Wall', actions: [{ action: 'parry', isAttack: false, targets: [], modifiers: [] }] },
        ];
        const events = a.play(1, [80, 75], plans);
        expect(mightsOf(eventsOf(events, 'attack')[0]).map(m => m[2])).toEqual([35, 30]);
        expect(eventsOf(events, 'note')[0].text).toContain('a physical parry cannot meet a magical attack');
    });

    it('§Combat Ruling: magic is ruled like physical combat — [45, 40] vs INT 30, CHA 35, no base difficulty: winsby 41.62, 18 damage', async () => {
        const a = await duel('Mage', 'Guard');
        a.play(1, [80, 75]);
        expect(a.byId('Guard').damage).toBe(18);
    });

    it('a physical block meets a fireball: STR 35, END 35 against [45, 40]', async () => {
        const a = await duel('Mage', 'Wall', 'block');
        const [check] = eventsOf(a.play(1, [80, 75, 50, 50]), 'check');
        expect(mightsOf(check)).toEqual([
            ['STR', 35, 45],
            ['END', 35, 40],
        ]);
        expect(a.byId('Wall').damage).toBe(16);
    });
});

describe('§Attacking and Defending: non-lethal attacks stop at 0 LIF', () => {
    const BRUTE = `ruleset vaxia
character Brute { STR 50 DEX 50 LIF 40 skills { clubs 10 } attack Club { uses DEX, STR vs DEX, END } }
character Mark { DEX 25 END 30 LIF 30 attack Fist { uses DEX, STR vs DEX, END } }
`;
    it('47 PP against a target with 10 LIF left deal 10 with non_lethal, all 47 without', async () => {
        for (const [mod, damage] of [
            [' with non_lethal', 30],
            ['', 67],
        ] as const) {
            const a = await vaxiaArena(`${BRUTE}encounter E { side a { Brute } side b { Mark } round 1 { Brute: Club -> Mark${mod} } }`);
            a.byId('Mark').damage = 20;
            const [attack] = eventsOf(a.play(1, [95, 95]), 'attack');
            expect(attack.total).toBe(47);
            expect(a.byId('Mark').damage).toBe(damage);
        }
    });

    it('a non-lethal attack on someone already at or below 0 deals nothing', async () => {
        const a = await vaxiaArena(`${BRUTE}encounter E { side a { Brute } side b { Mark } round 1 { Brute: Club -> Mark with non_lethal } }`);
        a.byId('Mark').damage = 35;
        const events = a.play(1, [95, 95]);
        expect(a.byId('Mark').damage).toBe(35);
        // The HIT has no damage line: the log says where its PP went.
        expect(eventsOf(events, 'note').map(n => n.text)).toContain(
            'Mark takes nothing: the 47 PP are held back (non-lethal), Mark is already at 0 LIF or below.',
        );
    });
});
