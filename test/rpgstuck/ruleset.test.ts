/**
 * The RPGStuck ruleset as wired into Strife: hovers on scripted attacks against brute-force
 * enumeration, every coded diagnostic, the CR hint, and the engine on scripted dice.
 */
import { describe, expect, it } from 'vitest';
import type { AttackModel, CombatantModel } from '../../language/engine/model.js';
import { rollAttack } from '../../language/rulesets/rpgstuck/attack-roll.js';
import { partPercent, rollDamage } from '../../language/rulesets/rpgstuck/damage.js';
import { rpgstuckDifficultyHint } from '../../language/rulesets/rpgstuck/hint.js';
import { rpgstuck } from '../../language/rulesets/rpgstuck/index.js';
import { DEFAULT_OPTIONS, readOptions } from '../../language/rulesets/rpgstuck/options.js';
import { strikeOdds } from '../../language/rulesets/rpgstuck/outlook.js';
import { planStrike } from '../../language/rulesets/rpgstuck/strike-plan.js';
import { build } from '../helpers.js';
import { dice } from './scripted.js';

const dieExpr = (count: number, sides: number) => ({ kind: 'dice' as const, term: { count, sides, modifiers: [], notation: `${count}d${sides}` } });
const attackOf = (damage: AttackModel['damage'], extra: Partial<AttackModel> = {}): AttackModel => ({
    name: 'Hit',
    defenses: ['AC'],
    defense: 'AC',
    damage,
    traits: [],
    tags: [],
    stats: {},
    ...extra,
});
const who = (stats: Record<string, number>, extra: Partial<CombatantModel> = {}): CombatantModel => ({
    name: 'X',
    kind: 'character',
    stats: { P: 2, Q: 1, level: 1, STR: 3, AC: 14, ...stats },
    groups: {},
    attacks: [],
    tags: [],
    damageTraits: { resists: [], vulnerable: [], immune: [] },
    ...extra,
});

/** Every d20 face and every damage face, through the rule core's own rolling functions. */
function bruteForce(plan: ReturnType<typeof planStrike>, options = DEFAULT_OPTIONS): Map<number, number> {
    const out = new Map<number, number>();
    const faces = plan.dice.flatMap(g => Array.from({ length: g.count * (options.critRule === 'double_dice' ? 2 : 1) }, () => g.sides));
    for (let d20 = 1; d20 <= 20; d20++) {
        const attack = rollAttack({ proficiency: 0, stat: plan.modifier, defense: plan.defense, critRange: plan.critRange }, dice(d20), {
            critRangeNeedsHit: options.critRangeNeedsHit,
        });
        if (attack.outcome === 'miss') {
            out.set(0, (out.get(0) ?? 0) + 1 / 20);
            continue;
        }
        const critical = attack.outcome === 'critical';
        const used =
            critical && options.critRule === 'double_dice' ? faces : faces.slice(0, faces.length / (options.critRule === 'double_dice' ? 2 : 1));
        const total = used.reduce((n, s) => n * s, 1);
        for (let i = 0; i < total; i++) {
            let k = i;
            const rolled = used.map(s => {
                const v = (k % s) + 1;
                k = Math.floor(k / s);
                return v;
            });
            const r = rollDamage(
                {
                    dice: plan.dice,
                    flat: plan.flat,
                    critical,
                    bonusPercents: [...plan.bonusPercents, partPercent(plan.part, critical, options.headCrit)],
                    halvings: plan.halvings,
                },
                dice(...rolled),
                { critRule: options.critRule, rounding: options.rounding },
            );
            out.set(r.total, (out.get(r.total) ?? 0) + 1 / 20 / total);
        }
    }
    return out;
}

const close = (a: Map<number, number>, b: Map<number, number>) => {
    for (const k of new Set([...a.keys(), ...b.keys()])) expect(a.get(k) ?? 0, `P(${k})`).toBeCloseTo(b.get(k) ?? 0, 12);
};

describe('hovers on a scripted attack: exact odds match brute force', () => {
    const attack = attackOf({ kind: 'binary', op: '+', left: dieExpr(2, 6), right: { kind: 'stat', name: 'STR' } }, { stats: { crit_range: 2 } });
    for (const critRule of ['double_total', 'double_dice'] as const) {
        it(`2d6 + STR, crit range +2, vs AC 14 (${critRule})`, () => {
            const options = readOptions({ crit_rule: critRule });
            const plan = planStrike(attack, who({}), who({ AC: 14 }), options);
            const odds = strikeOdds(plan, options, false);
            close(odds.distribution, bruteForce(plan, options));
            // d20 + 5 ≥ 14 on 9..20: 12 faces; crits on 18..20.
            expect(odds.hit).toBeCloseTo(12 / 20, 12);
            expect(odds.crit).toBeCloseTo(3 / 20, 12);
        });
    }
    it('a headshot under both head_crit readings (percentages after modifiers)', () => {
        for (const head_crit of ['head_text', 'trace_example']) {
            const options = readOptions({ head_crit });
            const plan = planStrike(attack, who({}), who({ AC: 10 }), options, { part: 'head', bonusPercents: [100] });
            expect(plan.defense).toBe(14);
            close(strikeOdds(plan, options, false).distribution, bruteForce(plan, options));
        }
    });
    it('damageAgainst prints hit and crit chance and the defense', () => {
        const outlook = rpgstuck.damageAgainst!(attack, who({}), who({ AC: 14 }), 1)!;
        expect(outlook.formula).toContain('hit 60.0%, crit 15.0%');
        expect(outlook.versus).toBe('AC 14');
        expect([...outlook.distribution.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    });
    it('a horde lands one more hit per 5 over the defense (Horde Strength +10 at full HP)', () => {
        const horde = who({ P: 1, STR: 0 }, { tags: ['horde'], kind: 'creature' });
        const plan = planStrike(attackOf(dieExpr(1, 4)), horde, who({ AC: 12 }), DEFAULT_OPTIONS, { hordeStrength: 10 });
        const odds = strikeOdds(plan, DEFAULT_OPTIONS, true);
        // d20 + 11 vs 12: face 20 → 31, 19 over: 4 hits; max damage 4 hits × 4 × 2 (crit) = 32.
        expect(Math.max(...odds.distribution.keys())).toBe(32);
        expect(odds.hit).toBeCloseTo(19 / 20, 12);
    });
});

describe('§Combat Rating (CR): the difficulty hint', () => {
    const encounter = (monsters: { name: string; cr: number; tier: number; count: number }[], partyTier: number) => ({
        name: 'E',
        ruleset: 'rpgstuck',
        options: {},
        roundLimit: 20,
        script: [],
        tactics: [],
        expectations: [],
        surprised: [],
        zones: [],
        hazards: [],
        sides: [
            { name: 'party', members: [{ id: 'P', side: 'party', model: who({ tier: partyTier }) }] },
            {
                name: 'foes',
                members: monsters.flatMap(m =>
                    Array.from({ length: m.count }, (_, i) => ({
                        id: `${m.name}#${i}`,
                        side: 'foes',
                        model: { ...who({ cr: m.cr, tier: m.tier }), name: m.name, kind: 'creature' as const },
                    })),
                ),
            },
        ],
    });
    it('two CR 1 imps: a CR 2 encounter', () =>
        expect(rpgstuckDifficultyHint(encounter([{ name: 'Imp', cr: 1, tier: 1, count: 2 }], 1))).toContain('CR 2 encounter'));
    it('an ogre and an imp: CR 3', () =>
        expect(
            rpgstuckDifficultyHint(
                encounter(
                    [
                        { name: 'Ogre', cr: 2, tier: 1, count: 1 },
                        { name: 'Imp', cr: 1, tier: 1, count: 1 },
                    ],
                    1,
                ),
            ),
        ).toContain('CR 3 encounter'));
    it('three ogres: CR 6', () =>
        expect(rpgstuckDifficultyHint(encounter([{ name: 'Ogre', cr: 2, tier: 1, count: 3 }], 1))).toContain('CR 6 encounter'));
    it('eight tier-0 imps against tier 1: CR 4', () =>
        expect(rpgstuckDifficultyHint(encounter([{ name: 'Imp', cr: 1, tier: 0, count: 8 }], 1))).toContain('CR 4 encounter'));
    it('a tier-3 CR 2 Acheron against tier 2: CR 4', () =>
        expect(rpgstuckDifficultyHint(encounter([{ name: 'Acheron', cr: 2, tier: 3, count: 1 }], 2))).toContain('CR 4 encounter'));
});

const BASE = `ruleset rpgstuck
character Rosa { level 3 STR 3 defenses { AC 15 } attack Hammer { vs AC damage 2d6 + STR } attack Sweep { vs AC damage d8 tags area }
  attack Flurry { vs AC damage d4 multiattack 3 } attack Big { vs AC damage d12 cooldown 2 } }
creature Imp { hp 10 defenses { AC 12 } free_hands 0 attack Claw { vs AC damage d4 } }
`;
async function codes(text: string): Promise<string[]> {
    const b = await build(BASE + text);
    return b.diagnostics
        .map(d => String(d.code))
        .filter(c => c.startsWith('rpgstuck-'))
        .sort();
}
const enc = (round: string) => `encounter E { side a { Rosa } side b { Imp x3 } round 1 { ${round} } }`;

describe('coded diagnostics', () => {
    it('a clean script has none', async () => expect(await codes(enc('Rosa: Hammer -> Imp#1.head'))).toEqual([]));
    it('rpgstuck-called-shot-forbidden: an area attack', async () =>
        expect(await codes(enc('Rosa: Sweep -> Imp#1.head'))).toEqual(['rpgstuck-called-shot-forbidden']));
    it('rpgstuck-part-missing: wings not listed', async () =>
        expect(await codes(enc('Rosa: Hammer -> Imp#1.wings'))).toEqual(['rpgstuck-part-missing']));
    it('rpgstuck-economy: two major actions', async () =>
        expect(await codes(enc('Rosa: Hammer -> Imp#1; Hammer -> Imp#2'))).toEqual(['rpgstuck-economy']));
    it('rpgstuck-reaction-twice', async () => expect(await codes(enc('Rosa: block; block'))).toContain('rpgstuck-reaction-twice'));
    it('rpgstuck-no-free-hand', async () => expect(await codes(enc('Imp#1: grapple -> Rosa'))).toEqual(['rpgstuck-no-free-hand']));
    it('rpgstuck-multiattack-count', async () => expect(await codes(enc('Rosa: Flurry -> Imp#1, Imp#2'))).toEqual(['rpgstuck-multiattack-count']));
    it('rpgstuck-cooldown', async () =>
        expect(await codes(`encounter E { side a { Rosa } side b { Imp } round 1 { Rosa: Big -> Imp } round 2 { Rosa: Big -> Imp } }`)).toEqual([
            'rpgstuck-cooldown',
        ]));
    it('rpgstuck-crit-range and rpgstuck-temp-hp-negative', async () =>
        expect(await codes('creature Odd { crit_range 19 temp_hp -3 defenses { AC 10 } attack A { vs AC damage d4 } }')).toEqual([
            'rpgstuck-crit-range',
            'rpgstuck-temp-hp-negative',
        ]));
    it('rpgstuck-damage-formula: dice with a keep modifier', async () =>
        expect(await codes('creature Odd { defenses { AC 10 } attack A { vs AC damage 4d6kh3 } }')).toEqual(['rpgstuck-damage-formula']));
    it('unknown body part: the shared unknown-body-part diagnostic', async () => {
        const b = await build(BASE + enc('Rosa: Hammer -> Imp#1.haed'));
        expect(b.diagnostics.map(d => d.code)).toContain('unknown-body-part');
    });
});
