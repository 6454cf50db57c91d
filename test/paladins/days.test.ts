/**
 * A Paladins party through an adventuring day (issue 29; docs/rulesets/paladins.md §Days), run by
 * the shipped `runDay` with scripted dice: HEA, STA and WIL carried from fight to fight, conditions
 * that outlast a fight (bleeding) and those that do not (prone), dying and its death saves, limited
 * uses spent until the rest of their period; the rest action (§Types: 2d4 STA, one turn) and the
 * short and long rests (the public rules: everything restored).
 * Source: 002_508f9552a4514e32.txt §Types, §Health Damage, §Conditions.
 */
import { describe, expect, it } from 'vitest';
import { runDay } from '../../language/engine/day.js';
import { renderDay } from '../../language/engine/day-render.js';
import type { FighterSnapshot } from '../../language/engine/log.js';
import type { Day, Document } from '../../language/generated/ast.js';
import { dayModel } from '../../language/model/day-model.js';
import { paladins } from '../../language/rulesets/paladins/index.js';
import { build } from '../helpers.js';
import { arena, eventsOf, notes, ScriptedRng } from './harness.js';

const FIGHTERS = `ruleset paladins
character Kara {
  DEX 0 END 0 VIT 1 MIN 1 HEA 12 STA 14 WIL 10 defenses { DEF 0 }
  attack Blow { damage 1d6 tags melee }
  attack Smash { damage 1d6 + 2 tags melee uses 1 per short_rest }
}
character Doran { DEX 0 HEA 9 STA 12 defenses { DEF 0 } attack Fist { damage 1d4 tags melee } }
creature Rat { DEX 0 HEA 1 STA 6 defenses { DEF 0 } attack Bite { damage 1d4 tags melee bleeding 2 } }
`;

/** The text's day, run with these dice (all of them used). */
async function day(text: string, dice: number[]) {
    const built = await build(text);
    // A use the day spends past its count is `check`'s error (use-past-limit); these tests play such
    // days on purpose, to see the engine refuse the use as `run` does when the GM goes on anyway.
    const errors = built.diagnostics.filter(d => d.severity === 1 && d.code !== 'use-past-limit');
    if (errors.length) throw new Error(errors.map(e => `${e.message} [${String(e.code)}]`).join('; '));
    const node = built.root.elements.find((e): e is Day => e.$type === 'Day')!;
    const rng = new ScriptedRng([...dice]);
    const result = runDay(dayModel(node, paladins), paladins, { seed: 1, rng });
    expect(rng.remaining, 'every scripted die is used').toBe(0);
    return result;
}

const fights = (result: Awaited<ReturnType<typeof day>>) => result.events.flatMap(e => (e.kind === 'fight' ? [e.fight] : []));
const kara = (snapshots: readonly FighterSnapshot[]) => snapshots.find(s => s.id === 'Kara')!;

describe('a day: what the party carries, what rests restore', () => {
    const text_ = `${FIGHTERS}
encounter Den {
  side party { Kara }
  side rats { Rat }
  round 1 {
    Rat: Bite -> Kara
    Kara: Smash -> Rat; dodge -> Rat
  }
}
encounter Cellar {
  side party { Kara }
  side rats { Rat }
  round 1 { Kara: Smash -> Rat; Blow -> Rat }
}
day Road for party {
  fight Den
  rest
  fight Cellar
  short_rest
  fight Den
}`;
    // Den: the Rat first (Kara 1, Rat 12); Kara dodges (6 STA → 8; d6 1), Bite 3 − 1 = 2 → Kara 10 and bleeding 2;
    // Kara's turn: bleeding → 8, VIT save 1 + 1 fails; Smash 1 + 2 drops the Rat; no regeneration (she spent STA).
    // rest: one turn of the rest action — bleeding → 6, the save fails (1); at its end regeneration d4 1 + END 0
    // (nothing spent this turn) → 9 STA, and the rest's 2d4 (1, 2) → 12.
    // Cellar: Kara first (12, 1); bleeding → 4, the save succeeds (7 + 1); Smash is spent (per short rest): Blow 4
    // drops the Rat; regeneration d4 2 → 14 STA.
    // short_rest: everything back. Den again as the first time: Smash is there again.
    const DICE = [1, 12, 1, 3, 1, 1, 1, 1, 1, 2, 12, 1, 7, 4, 2, 1, 12, 1, 3, 1, 1];

    it('carries HEA and bleeding out of a fight; the rest action is one turn (bleeding hurts, the save is rolled, 2d4 STA)', async () => {
        const result = await day(text_, DICE);
        expect(result.through).toBe(true);
        expect(result.events.map(e => e.kind)).toEqual(['fight', 'rest', 'fight', 'rest', 'fight']);
        const [den, cellar, again] = fights(result);
        expect(kara(den.run.final)).toMatchObject({ hp: 8, resources: { STA: 8 }, conditions: ['bleeding 2'] });
        expect(kara(cellar.entering)).toMatchObject({ hp: 6, resources: { STA: 12 }, conditions: ['bleeding 2'] });
        expect(notes(cellar.run.log.events)).toContain('Kara starts the fight at 6/12 HEA, 12/14 STA, bleeding 2.');
        expect(kara(again.entering)).toMatchObject({ hp: 12, status: 'active', conditions: [], resources: { STA: 14, WIL: 10 } });
    });

    // The day's log showed only "~ rest ~": the GM saw what the rest did only by comparing the
    // party before and after, and never its dice. It now says what the rest turn rolled and changed.
    it('the day log says what each rest did: the rest turn with its bleeding, save and 2d4, then the short rest', async () => {
        const text = renderDay(await day(text_, DICE), 'text').split('\n');
        const at = text.indexOf('~ rest ~');
        expect(text.slice(at, at + 7)).toEqual([
            '~ rest ~',
            '  Kara: 8 → 6/12 HEA, STA 8 → 12',
            '      Kara takes 2 damage: 2 HEA lost → 6/12 HEA [bleeding 2 at the start of the turn]',
            expect.stringMatching(/^ {6}Kara — VIT save .*1d12 \[1\].* → failure/),
            '    Kara rests: only free actions this turn; 2d4 STA at its end.',
            expect.stringMatching(/^ {6}Kara gains 1 STA \(regeneration/),
            '      Kara gains 3 STA (rest: 2d4 [1, 2] = 3) → 12',
        ]);
        expect(text[text.indexOf('~ short_rest ~') + 1]).toBe('  Kara: 4 → 12/12 HEA, Smash 0 → 1/1 per short rest');
    });

    it('a use per short rest stays spent across fights until a short rest', async () => {
        const result = await day(text_, DICE);
        const [den, cellar, again] = fights(result);
        expect(eventsOf(den.run.log.events, 'attack').map(e => e.attack)).toEqual(['Bite', 'Smash']);
        expect(notes(cellar.run.log.events)).toContain('Kara has no use of Smash left (1 per short_rest); it is not used.');
        expect(eventsOf(cellar.run.log.events, 'attack').map(e => e.attack)).toEqual(['Blow']);
        expect(eventsOf(again.run.log.events, 'attack').map(e => e.attack)).toEqual(['Bite', 'Smash']);
    });
});

describe('§Health Damage across a day: the dying stay down until the rules bring them back', () => {
    const text = `${FIGHTERS}
encounter Den {
  side party { Kara is dying, Doran }
  side rats { Rat }
  round 1 { Doran: Fist -> Rat }
}
encounter Cellar {
  side party { Kara, Doran }
  side rats { Rat }
  round 1 { Doran: Fist -> Rat }
}
day Road for party {
  fight Den
  fight Cellar
  long_rest
  fight Cellar
}`;
    // Den (Kara 12, Doran 11, Rat 1): Kara's death save 7 + 1 succeeds; Doran's Fist 4 drops the Rat.
    // Cellar: Kara is still dying: her death save 1 + 1 fails; Fist 4. After the long rest she is whole.
    const DICE = [12, 11, 1, 7, 4, 12, 11, 1, 1, 4, 12, 11, 1, 4];

    it('a dying member carries its death saves into the next fight; a long rest wakes it at full HEA', async () => {
        const result = await day(text, DICE);
        expect(result.through).toBe(true);
        const [den, cellar, rested] = fights(result);
        expect(kara(den.run.final)).toMatchObject({ hp: 0, status: 'unconscious', resources: { death_save_successes: 1, death_save_failures: 0 } });
        // Unconscious once, as her status: the result line read "unconscious, 0/12 HEA …; dying, unconscious".
        expect(kara(cellar.entering)).toMatchObject({ hp: 0, status: 'unconscious', conditions: ['dying'] });
        expect(kara(cellar.run.final).resources).toMatchObject({ death_save_successes: 1, death_save_failures: 1 });
        expect(kara(rested.entering)).toMatchObject({ hp: 12, status: 'active', conditions: [] });
    });

    it('the dead stay dead through any rest', () => {
        const model = { name: 'Kara' } as never;
        const carried = {
            hp: -5,
            sta: 3,
            wil: 2,
            status: 'dead',
            conditions: [],
            deathSaves: { successes: 0, failures: 3 },
            stable: false,
            spent: {},
        };
        expect(paladins.rest!('long_rest', carried, model, new ScriptedRng([]))).toBe(carried);
    });

    it('prone, a condition with a duration and one caused by a foe of the fight end with it; bleeding goes on', async () => {
        const a = await arena(`${FIGHTERS}
encounter Den {
  side party { Kara is prone and bleeding 2 and frightened by Rat and slowed for 3 rounds, Doran }
  side rats { Rat }
}`);
        const out = a.engine.carryOut(a.byId('Kara'));
        expect(out.conditions.map(c => c.name)).toEqual(['bleeding']);
    });
});

describe('examples/paladins/the-long-road.strife', () => {
    it('checks clean and runs its day the same way twice: fight, rest, fight, short rest, fight', async () => {
        const { NodeFileSystem } = await import('langium/node');
        const { createStrifeServices } = await import('../../language/strife-module.js');
        const { loadAndBuild } = await import('../../language/workspace/load-documents.js');
        const { shared } = createStrifeServices({ ...NodeFileSystem });
        const file = new URL('../../examples/paladins/the-long-road.strife', import.meta.url).pathname;
        const { roots } = await loadAndBuild(shared, [file]);
        expect((roots[0].diagnostics ?? []).filter(d => d.severity === 1 || d.severity === 2)).toEqual([]);
        const node = (roots[0].parseResult.value as Document).elements.find((e): e is Day => e.$type === 'Day')!;
        const model = dayModel(node, paladins);
        const once = runDay(model, paladins, { seed: model.seed ?? 1 });
        const again = runDay(model, paladins, { seed: model.seed ?? 1 });
        expect(JSON.stringify(again.final)).toBe(JSON.stringify(once.final));
        expect(once.events.map(e => (e.kind === 'rest' ? e.rest : e.fight.run.encounter))).toEqual([
            'Wolves at dusk',
            'rest',
            'The toll bridge',
            'short_rest',
            'The old mill',
        ]);
    });
});
