/**
 * Every number a file can hold has a range (docs/limits.md §Numbers in a file); outside it, an error
 * at the place it is written — and so `run` refuses the file instead of printing
 * `9000000000000000000 damage` or `1e+23`. Before, stats past 2^53, bonus percentages, falling
 * distances, wall and hazard amounts, obscurement and stealth values, an aim die of d0 or d100, a
 * pool that exploded or rolled the wrong die all ran without a word.
 */
import { describe, expect, it } from 'vitest';
import { runDocumentEncounter } from '../../language/workspace/run-service.js';
import { build, rangeText } from '../helpers.js';

const HUGE = '9000000000000000000'; // past 2^53
const HUGER = '100000000000000000000000'; // 1e23: JavaScript would print 1e+23

/** The diagnostics of `text` with the text each covers, and whether `run` accepts it. */
async function verdict(text: string) {
    const built = await build(text);
    const run = runDocumentEncounter(built.main, Object.values(built.docs), { seed: 1 }, d => d.uri.path);
    const errors = built.diagnostics.filter(d => d.severity === 1);
    return { errors: errors.map(e => `${String(e.code)} «${rangeText(built.main, e)}»`), messages: errors.map(e => e.message), ran: run.ok, run };
}

const RPG_IMP = (extra = '', attack = 'damage 1d6') => `creature Imp { level 1 tier 1 cr 1 P 1 Q 1 STR 1 DEX 2 CON 0 damage_mod 1 hp 12 ${extra}
  defenses { AC 12 reflex 12 fortitude 10 will 9 }
  attack Claw { vs AC ${attack} category edged } }`;
const rpg = (scene: string, line = 'Imp: Claw -> Foe', imp = RPG_IMP()) => `ruleset rpgstuck
${imp}
creature Foe { level 1 tier 1 cr 1 P 1 Q 1 STR 1 DEX 2 CON 0 damage_mod 1 hp 12
  defenses { AC 12 reflex 12 fortitude 10 will 9 }
  attack Bite { vs AC damage 1d6 category edged } }
encounter e {
${scene}
  side a { Imp at near } side b { Foe at near }
  round 1 { ${line} } }
`;
const NEAR = '  zone near\n  zone far { distance near 30 }';

const er = (roll: string, line = 'A: Sword -> B') => `ruleset enchanted-realms
character A { strength 8 agility 6 body 26 defenses { armor 10 } skills { melee 1 swords 1 } attack Sword { roll ${roll} category edged weight 2 } }
character B { strength 8 agility 6 body 26 defenses { armor 10 } skills { melee 1 } attack Sword { roll skills d20 category edged weight 2 } }
encounter e { side a { A } side b { B } round 1 { ${line} } }
`;

describe('numbers outside their range are errors where they are written, and run refuses them', () => {
    it('the clean twins run', async () => {
        for (const text of [rpg(NEAR), er('skills d20'), rpg(NEAR, 'Imp: Claw -> Foe with aim d10, bonus_percent 1000')]) {
            const v = await verdict(text);
            expect(v.errors).toEqual([]);
            expect(v.ran).toBe(true);
        }
    });

    it('a stat past 2^53, quoted as written (the schema gives crit_range no lower bound: ±1,000,000 then)', async () => {
        const v = await verdict(rpg(NEAR, undefined, RPG_IMP(`crit_range -${HUGE}`)));
        expect(v.errors).toEqual([`stat-out-of-range «-${HUGE}»`]);
        expect(v.messages[0]).toBe(`RPGStuck's crit_range must be between -1000000 and 1000000; -${HUGE} is outside.`);
        expect(v.ran).toBe(false);
        const hp = await verdict(rpg(NEAR, undefined, RPG_IMP(`max_hp ${HUGER}`)));
        expect(hp.errors).toEqual([`stat-out-of-range «${HUGER}»`]);
    });

    it('hazards: a fall and a wall past 10,000', async () => {
        const v = await verdict(rpg(`  zone near { hazard falling ${HUGE}  hazard wall ${HUGER} }\n  zone far { distance near 30 }`));
        expect(v.errors).toEqual([`number-out-of-range «${HUGE}»`, `number-out-of-range «${HUGER}»`]);
        expect(v.messages[1]).toContain(`is a whole number from 0 to 10,000; ${HUGER} is outside`);
        expect(v.ran).toBe(false);
    });

    it('a distance between zones past 10,000 ft', async () => {
        const v = await verdict(rpg(`  zone near\n  zone far { distance near ${HUGE} ft }`));
        expect(v.errors).toEqual([`number-out-of-range «${HUGE}»`]);
        expect(v.ran).toBe(false);
    });

    it('modifier numbers: bonus percentages and die steps past 1,000, obscurement and stealth', async () => {
        const v = await verdict(rpg(NEAR, `Imp: Claw -> Foe with bonus_percent ${HUGE}, steps 1001`));
        expect(v.errors).toEqual([`number-out-of-range «${HUGE}»`, 'number-out-of-range «1001»']);
        expect(v.messages[0]).toBe(`RPGStuck's bonus_percent is a whole number from 0 to 1,000; ${HUGE} is outside.`);
        const e = await verdict(er('skills d20', `A: Sword -> B with obscured ${HUGE}, stealth ${HUGER}`));
        expect(e.errors).toEqual([`number-out-of-range «${HUGE}»`, `number-out-of-range «${HUGER}»`]);
        expect(e.ran).toBe(false);
    });

    it('an aim die of size 0 or 100, several dice or a modified die', async () => {
        const lines = ['with aim d0', 'with aim d100', 'with aim 3d6', 'with aim d6!'];
        const found = [];
        for (const line of lines) found.push(...(await verdict(rpg(NEAR, `Imp: Claw -> Foe ${line}`))).errors);
        // RPGStuck's own check (d2 to d10, one plain die) on the line; the die's own errors at the value.
        expect(found).toEqual([
            'rpgstuck-aim-die «Claw -> Foe with aim d0»',
            'dice-zero-sides «d0»',
            'rpgstuck-aim-die «Claw -> Foe with aim d100»',
            'rpgstuck-aim-die «Claw -> Foe with aim 3d6»',
            'rpgstuck-aim-die «Claw -> Foe with aim d6!»',
            'bad-modifier-value «d6!»',
        ]);
    });

    it('an Enchanted Realms pool that explodes, rolls another die or adds a term', async () => {
        for (const roll of ['skills d20!', 'skills d6', '2d20 + 3']) {
            const v = await verdict(er(roll));
            expect(v.errors, roll).toEqual(['enchanted-realms-pool-form «Sword»']);
            expect(v.ran).toBe(false);
        }
    });

    it('numbers in a formula past 1,000,000, and totals past ±1,000,000,000', async () => {
        const big = await verdict(rpg(NEAR, undefined, RPG_IMP('', `damage 1d6 + ${HUGE}`)));
        expect(big.errors.sort()).toEqual([`dice-total-out-of-range «1d6 + ${HUGE}»`, `number-out-of-range «${HUGE}»`]);
        const product = await verdict(rpg(NEAR, undefined, RPG_IMP('', 'damage 1d6 * 1000000 * 1000000')));
        expect(product.errors).toContain('dice-total-out-of-range «1d6 * 1000000 * 1000000»');
        expect(product.messages[0]).toBe(
            "this damage totals from 1,000,000,000,000 to 6,000,000,000,000; a formula's totals stay within ±1,000,000,000.",
        );
        const clamp = await verdict(rpg(NEAR, undefined, RPG_IMP('', `damage 1d6mi${HUGER}`)));
        expect(clamp.errors).toContain(`dice-total-out-of-range «1d6mi${HUGER}»`);
        expect(clamp.ran).toBe(false);
    });
});

describe('dice the rules move or grow', () => {
    const rise = (damage: string, accuracy = 2) => `ruleset rise
character Kara { level 2 strength 2 perception 2 power 3 accuracy ${accuracy} hit_points 22 damage_resistance 6
  defenses { armor 7 fortitude 6 reflex 5 mental 4 } attack Longsword { vs armor damage ${damage} tags melee } }
creature Bandit { accuracy 2 power 1 hit_points 12 damage_resistance 2 defenses { armor 0 fortitude 4 reflex 5 mental 3 }
  attack Shortsword { vs armor damage 1d6 + power } }
encounter e { side a { Kara } side b { Bandit } round 1 { Kara: Longsword -> Bandit } }
`;

    it('written increments that move a pool past 1,000 dice on the ladder are refused where written (run used to stop)', async () => {
        const v = await verdict(rise('1d10 + 2000d'));
        expect(v.errors).toEqual(['dice-too-many «1d10 + 2000d»']);
        expect(v.messages[0]).toContain("Its increments move 1d10 2000 steps along Rise's dice ladder to 1998d10");
        expect(v.ran).toBe(false);
        expect((await verdict(rise('1d10 + 900d'))).ran).toBe(true);
    });

    it('a pool check accepts runs whatever the rules make of it: a ×4 critical of 900d10 rolls 3,600 dice', async () => {
        const v = await verdict(rise('900d10', 30));
        expect(v.errors).toEqual([]);
        expect(v.ran).toBe(true);
        expect(v.run.ok && v.run.output).toMatch(/takes \d+ damage \(3604d10 \[/);
    });
});

describe('a round numbered past the round limit is checked in the time of any other (fuzz seed 2026, case 4376)', () => {
    // The Enchanted Realms movement walk and the Paladins position check stepped through every round
    // up to the last scripted one: `round 9007199254740992` held `strife check` for hours.
    const far = 9007199254740992;
    it('Enchanted Realms with zones: the warning, no hang, and run plays the rounds it reaches', async () => {
        const text = `ruleset enchanted-realms
character A { strength 8 agility 6 body 26 movement 30 defenses { armor 10 } skills { melee 1 swords 1 } attack Sword { roll skills d20 category edged weight 2 } }
character B { strength 8 agility 6 body 26 movement 30 defenses { armor 10 } skills { melee 1 } attack Sword { roll skills d20 category edged weight 2 } }
encounter e { zone near zone far { distance near 30 }
  side a { A at near } side b { B at near } round_limit 3
  round ${far} { A: Sword -> B }
  round 1 { A: Sword -> B } }
`;
        const built = await build(text);
        expect(built.diagnostics.map(d => String(d.code))).toEqual(['round-beyond-limit']);
        const run = runDocumentEncounter(built.main, Object.values(built.docs), { seed: 1 }, d => d.uri.path);
        expect(run.ok).toBe(true);
    });

    it('Paladins with zones: the warning, no hang', async () => {
        const text = `ruleset paladins
character Aldric { STR 2 DEX 1 END 1 VIT 2 MIN 1 defenses { armor 1 } weapon longsword }
character Serafine { DEX 3 END 1 VIT 1 INT 1 defenses { armor 1 } weapon shortsword }
encounter e { zone gate zone yard { distance gate 30 }
  side a { Aldric at gate } side b { Serafine at yard } round_limit 3
  round ${far} { Aldric: longsword -> Serafine } }
`;
        const built = await build(text);
        expect(built.diagnostics.filter(d => d.severity === 1).map(d => `${String(d.code)}: ${d.message}`)).toEqual([]);
        expect(built.diagnostics.map(d => String(d.code))).toContain('round-beyond-limit');
    });
});
