/**
 * Hovers and inlay hints on a scripted non-damaging attack: the chance it takes hold and how many
 * rounds it holds (PP/7 after the defense), never the damage odds of a plainer attack; and the
 * mights every modifier the line or the scene carries (`with penalty`, a starting condition) gives.
 * Checked against the engine's own dice over all 10,000 face pairs.
 * Seed: 004_941aee309a07cd38.txt §What counts as combat?, §Wounded, Unconscious and Dead.
 */
import { describe, expect, it } from 'vitest';
import { CombatLog } from '../../language/engine/log.js';
import type { Encounter } from '../../language/generated/ast.js';
import { encounterModel } from '../../language/model/encounter-model.js';
import type { VaxiaFighter } from '../../language/rulesets/vaxia/engine/fighter.js';
import { vaxia } from '../../language/rulesets/vaxia/index.js';
import { givePlans, ScriptedRng } from '../arena.js';
import { build } from '../helpers.js';
import { hoverAt } from './harness.js';

const CAST = `ruleset vaxia
character Hexer { STR 15 DEX 25 END 25 INT 35 SPIR 30 CHA 25 LIF 30 skills { hex_magic 15 }
  ability Hex { uses INT, SPIR  tags magic  inflicts penalized 10 }
  attack Bolt { uses INT, SPIR  tags magic } }
character Knight { STR 30 DEX 30 END 30 INT 20 SPIR 20 CHA 20 LIF 30 skills { swords 10 } attack Sword { uses DEX, STR  vs DEX, END } }
`;

const pct = (n: number, total: number) => `${((100 * n) / total).toFixed(1)}%`;

describe('a non-damaging attack’s outlook', () => {
    it('the chance it takes hold and the rounds it holds equal the engine’s over all 10,000 face pairs', async () => {
        const text = `${CAST}encounter E { side a { Hexer } side b { Knight } round 1 { Hexer: Hex -> Knight } }`;
        const built = await build(text);
        const encounter = built.root.elements.find((e): e is Encounter => e.$type === 'Encounter')!;
        const model = encounterModel(encounter, vaxia);
        const [hexer, knight] = model.sides.flatMap(s => s.members);
        const rounds = new Map<number, number>();
        let held = 0;
        for (let a1 = 1; a1 <= 100; a1++)
            for (let a2 = 1; a2 <= 100; a2++) {
                const engine = vaxia.createEngine({ options: model.options, encounter: model });
                const fighters = [engine.createFighter(hexer), engine.createFighter(knight)] as VaxiaFighter[];
                const log = new CombatLog();
                givePlans(fighters, model.script[0].turns);
                engine.playRound({
                    round: 1,
                    fighters,
                    rng: new ScriptedRng([a1, a2]),
                    log,
                    byId: id => fighters.find(f => f.id === id)!,
                });
                if (!log.events.some(e => e.kind === 'condition' && e.gained)) continue;
                held++;
                // Rounds left once the round it landed in is over: the rounds it holds (0: it ended with that round).
                const k = fighters[1].conditions.get('penalized')?.roundsLeft ?? 0;
                rounds.set(k, (rounds.get(k) ?? 0) + 1);
            }
        const hover = (await hoverAt(text, 'Hex ->')).split('**against Knight**')[1];
        expect(hover).toContain(`takes hold ${pct(held, 10000)}`);
        for (const [n, count] of rounds) expect(hover).toContain(`${n} rnd: ${pct(count, 10000)}`);
        // Not the damage odds of a plainer attack: no damage figures at all.
        expect(hover).not.toContain('no damage');
        expect(hover).not.toContain('damage {');
    });

    it('the inlay hint says how often it takes hold and for how long, not damage', async () => {
        const text = `${CAST}encounter E { side a { Hexer } side b { Knight } round 1 { Hexer: Hex -> Knight } }`;
        const built = await build(text);
        const doc = built.main;
        const range = { start: doc.textDocument.positionAt(0), end: doc.textDocument.positionAt(text.length) };
        const hints =
            (await built.services.Strife.lsp.InlayHintProvider!.getInlayHints(doc, { textDocument: { uri: doc.uri.toString() }, range })) ?? [];
        const labels = hints.map(h => String(h.label));
        expect(
            labels.some(l => /^holds \d+% · [\d.]+ rnd$/.test(l)),
            labels.join(' | '),
        ).toBe(true);
        expect(labels.some(l => l.endsWith('dmg'))).toBe(false);
    });
});

describe('the mights a hover uses', () => {
    it('a target that starts penalized 10 is attacked against its lowered standing mights', async () => {
        const plain = await hoverAt(`${CAST}encounter E { side a { Hexer } side b { Knight } round 1 { Hexer: Bolt -> Knight } }`, 'Bolt ->');
        const hindered = await hoverAt(
            `${CAST}encounter E { side a { Hexer } side b { Knight is penalized 10 } round 1 { Hexer: Bolt -> Knight } }`,
            'Bolt ->',
        );
        expect(plain).toContain('standing: INT 20, CHA 20');
        expect(hindered).toContain('standing: INT 10, CHA 10');
    });

    it('an attacker that starts penalized 5 on a line with penalty 10: both lower its mights', async () => {
        const hover = await hoverAt(
            `${CAST}encounter E { side a { Hexer } side b { Knight is penalized 5 } round 1 { Knight: Sword -> Hexer with penalty 10 } }`,
            'Sword ->',
        );
        // DEX 30 + swords 10 − 5 − 10; STR 30 + 10 − 5 − 10.
        expect(hover).toContain('DEX 25, STR 25');
    });
});
