/**
 * An adventuring day under Enchanted Realms, through runDay with scripted dice: the party carries its
 * Body, its lasting restrictions and its spent uses from fight to fight; a short rest draws a quarter
 * of the day's allotment early, a long rest the rest of it, ends maimed and brings back uses per long
 * rest; the fallen stay down. The rests are the public rules' Recovery (the seed has none):
 * allotment = 4 + the Resilience modifier (Resilience 6 → +2: 6; its short-rest share 2), Mind and
 * Spirit the same with Judgment and Muse.
 * Seed 001_66230f9a082df360.txt §Restrictions in Combat (maimed), §Shackling.
 */
import { describe, expect, it } from 'vitest';
import { type DayResult, runDay } from '../../language/engine/day.js';
import type { Day } from '../../language/generated/ast.js';
import { dayModel } from '../../language/model/day-model.js';
import { enchantedRealms } from '../../language/rulesets/enchanted-realms/index.js';
import { ScriptedRng } from '../arena.js';
import { build, codes } from '../helpers.js';

const TEXT = (fights: string, steps: string) => `ruleset enchanted-realms
character Vessa { strength 6 agility 8 resilience 6 body 30 defenses { armor 10 } skills { swords 1 spinning 1 }
  attack Sword { roll skills d20 weight 2 }
  ability Second_Wind { heals 3 uses 1 per long_rest } }
character Kael { resilience 9 body 4 }
creature Rat { body 3 attack Bite { roll 2d20 weight 3 inflicts maimed } }
${fights}
day Road for heroes { ${steps} }`;

async function day(text: string, dice: number[]): Promise<DayResult> {
    const built = await build(text);
    // A use the day spends past its count is `check`'s error (use-past-limit); these tests play such
    // days on purpose, to see the engine refuse the use as `run` does when the GM goes on anyway.
    expect(codes(built.diagnostics.filter(d => d.severity === 1)).filter(c => c !== 'use-past-limit')).toEqual([]);
    const d = built.root.elements.find((e): e is Day => e.$type === 'Day')!;
    const rng = new ScriptedRng([...dice]);
    const result = runDay(dayModel(d, enchantedRealms), enchantedRealms, { seed: 1, rng });
    expect(rng.remaining).toBe(0);
    return result;
}

const fightsOf = (r: DayResult) => r.events.flatMap(e => (e.kind === 'fight' ? [e.fight] : []));
const entering = (r: DayResult, who: string) => fightsOf(r).map(f => f.entering.find(s => s.id === who)!);

describe('a day of three fights with a short and a long rest', () => {
    const fights = `encounter A { side heroes { Vessa } side rats { Rat } round 1 { Rat: Bite -> Vessa  Vessa: Sword -> Rat } }
encounter B { side heroes { Vessa } side rats { Rat } round 1 { Rat: Bite -> Vessa  Vessa: Second_Wind -> Vessa } round 2 { Vessa: Sword -> Rat } }
encounter C { side heroes { Vessa } side rats { Rat } round 1 { Vessa: Second_Wind -> Vessa } round 2 { Vessa: Sword -> Rat } }`;
    const text = TEXT(fights, 'fight A  short_rest  fight B  long_rest  fight C');
    // A: the Rat bites first (15, 16: 2 + 3 = 5, maimed 5), Vessa's 12, 3 kill it.
    // B: bitten again (5, maimed 10), Second Wind +3; round 2 the sword.
    // C: Second Wind again (back after the long rest), then the sword.
    const dice = [1, 9, 15, 16, 12, 3, 1, 9, 15, 16, 9, 1, 12, 3, 9, 1, 9, 1, 12, 3];
    it('Body carries and rests restore: 30 → 25; short rest +2 = 27; 27 − 5 + 3 = 25; long rest +4 (6 less the 2 drawn) = 29', async () => {
        const r = await day(text, dice);
        expect(r.through).toBe(true);
        expect(entering(r, 'Vessa').map(s => s.hp)).toEqual([30, 27, 29]);
    });
    it('maimed lasts through the short rest (and adds up), the long rest ends it', async () => {
        const r = await day(text, dice);
        // In feet of movement lost, with the unit (the result line read "maimed 20").
        expect(entering(r, 'Vessa').map(s => s.conditions)).toEqual([[], ['maimed 5 ft'], []]);
        expect(fightsOf(r)[1].run.final.find(s => s.id === 'Vessa')?.conditions).toEqual(['maimed 10 ft']);
    });
    it('a use per long rest spent in the second fight is back in the third', async () => {
        const r = await day(text, dice);
        const heal = (i: number) => fightsOf(r)[i].run.log.events.flatMap(e => (e.kind === 'action' && e.action === 'heal' ? [e.text] : []));
        // The heal names its ability and its amount, and says when the maximum cut it short (a GM read
        // "Brannoc regains 4 Body (26/26)" with no ability, no roll and no cap).
        expect(heal(1)).toEqual(["Vessa's Second_Wind heals 3: Vessa regains 3 Body → 25/30 Body"]);
        expect(heal(2)).toEqual(["Vessa's Second_Wind heals 3: Vessa regains 1 Body, up to its maximum → 30/30 Body"]);
    });
    it('without the long rest the use is still spent: the engine refuses it', async () => {
        const noRest = TEXT(fights, 'fight A  short_rest  fight B  fight C');
        // check says so first, on the day's line for C.
        expect(codes((await build(noRest)).diagnostics)).toContain('use-past-limit');
        // C: no heal (no use left): Vessa enters with 25 and the sword still ends it.
        const r = await day(noRest, [1, 9, 15, 16, 12, 3, 1, 9, 15, 16, 9, 1, 12, 3, 9, 1, 9, 1, 12, 3]);
        const refused = fightsOf(r)[2].run.log.events.some(e => e.kind === 'action' && e.text.includes('no use of Second_Wind left'));
        expect(refused).toBe(true);
        expect(entering(r, 'Vessa')[2].hp).toBe(25);
    });
    it("each rest's log says what it gave and why: a quarter of the allotment early, then the rest of it", async () => {
        const r = await day(text, dice);
        const notes = r.events.flatMap(e =>
            e.kind === 'rest' ? [(e.changes ?? []).flatMap(c => c.events.flatMap(x => (x.kind === 'note' ? [x.text] : [])))] : [],
        );
        // Resilience 6 → modifier +2: a day's allotment of 6; a short rest draws 1.5, rounded half up to 2; the long rest the other 4.
        expect(notes).toEqual([
            [
                "Vessa regains 2 Body: a short rest draws a quarter of the day's allotment of 6 (4 + Resilience modifier 2) early, rounded half up, once until a long rest.",
            ],
            [
                "Vessa regains 4 Body: a long rest gives the day's allotment of 6 (4 + Resilience modifier 2), less the 2 a short rest drew.",
                "Vessa is no longer maimed: a long rest's night of healing ends it (our assumption).",
            ],
        ]);
    });
    it('a second short rest before a long one restores nothing more', async () => {
        const twice = TEXT(fights.replace(/encounter C[^\n]*/, ''), 'fight A  short_rest  short_rest  fight B');
        const r = await day(twice, [1, 9, 15, 16, 12, 3, 1, 9, 15, 16, 9, 1, 12, 3]);
        expect(entering(r, 'Vessa').map(s => s.hp)).toEqual([30, 27]);
        // The second says why it gave nothing.
        const second = r.events.filter(e => e.kind === 'rest')[1];
        expect(second.kind === 'rest' && second.changes?.[0].events.map(x => (x.kind === 'note' ? x.text : ''))).toEqual([
            "Vessa regains 0 Body: a short rest draws early from the day's allotment only once until a long rest, and Vessa has drawn it.",
        ]);
    });
});

describe('Mind and Spirit recover by Judgment and Muse (public Recovery), on the table’s row edges', () => {
    // Judgment 4 → +1: allotment 5, a short rest draws 1 (row 4–5), the long rest the other 4.
    // Muse 14 → +6: allotment 10, a short rest draws 3 (row 10–11: a quarter, 2.5, rounds up), the long rest the other 7.
    const sage = `ruleset enchanted-realms
character Sage { judgment 4 muse 14 mind 20 spirit 20 body 30 skills { swords 1 }
  attack Sword { roll skills d20 weight 2 }
  ability Focus { removes frightened tags spell mind_cost 10 spirit_cost 10 } }
creature Rat { body 1 attack Bite { roll 1d20 weight 1 } }
encounter A { side heroes { Sage } side rats { Rat is asleep } round 1 { Sage: Focus -> Sage } round 2 { Sage: Sword -> Rat } }
day Study for heroes { fight A  short_rest  fight A  long_rest  fight A }`;
    it('20 − 10 → short rest 11 / 13; − 10 → long rest 1 + 4 = 5 / 3 + 7 = 10', async () => {
        // Each fight: initiative 9, 1; Focus spends 10 and 10; round 2 initiative 9, 1 and the sword's 15 ends the asleep rat.
        const r = await day(sage, [9, 1, 9, 1, 15, 9, 1, 9, 1, 15, 9, 1, 9, 1, 15]);
        const points = fightsOf(r).map(f => f.entering.find(s => s.id === 'Sage')!.resources);
        expect(points).toEqual([
            { Mind: 20, Spirit: 20 },
            { Mind: 11, Spirit: 13 },
            { Mind: 5, Spirit: 10 },
        ]);
    });
});

describe('the hover on a rest of a day says what it restores', () => {
    it('short_rest: a quarter of the allotment, once until a long rest, with its source and assumption', async () => {
        const text = TEXT('encounter A { side heroes { Vessa } side rats { Rat } }', 'fight A  short_rest  fight A');
        const { services, main } = await build(text);
        const position = main.textDocument.positionAt(text.indexOf('short_rest  fight') + 1);
        const hover = await services.Strife.lsp.HoverProvider!.getHoverContent(main, { textDocument: { uri: main.uri.toString() }, position });
        const value = hover ? (hover.contents as { value: string }).value : '';
        expect(value).toContain('**short_rest** — Enchanted Realms rest');
        expect(value).toContain('a quarter of their daily allotment');
        expect(value).toContain('once until a long rest');
        expect(value).toContain('Recovery');
    });
});

describe('the fallen stay down for the day', () => {
    it('Kael, brought to −1 Body in the first fight, rests unconscious and enters the second as he left the first', async () => {
        const fights = `encounter A { side heroes { Vessa, Kael } side rats { Rat } round 1 { Rat: Bite -> Kael  Vessa: Sword -> Rat } }
encounter B { side heroes { Vessa, Kael } side rats { Rat } round 1 { Vessa: Sword -> Rat } }`;
        const r = await day(TEXT(fights, 'fight A  long_rest  fight B'), [1, 2, 9, 15, 16, 12, 3, 9, 1, 12, 3]);
        expect(r.through).toBe(true);
        expect(entering(r, 'Kael')[1]).toMatchObject({ status: 'unconscious', hp: -1 });
    });
});

describe('the example day (examples/enchanted-realms/a-day-on-the-road.strife)', () => {
    it('runs the same twice, and each fight begins with what the last one and its rest left', async () => {
        const dir = new URL('../../examples/enchanted-realms/', import.meta.url);
        const { readFileSync } = await import('node:fs');
        const built = await build({
            'day.strife': readFileSync(new URL('a-day-on-the-road.strife', dir), 'utf8'),
            'bestiary.strife': readFileSync(new URL('bestiary.strife', dir), 'utf8'),
        });
        expect(codes(built.diagnostics)).toEqual([]);
        const d = dayModel(built.root.elements.find((e): e is Day => e.$type === 'Day')!, enchantedRealms);
        const first = runDay(d, enchantedRealms, { seed: 4 });
        expect(JSON.stringify(runDay(d, enchantedRealms, { seed: 4 }).final)).toBe(JSON.stringify(first.final));
        const fights = fightsOf(first);
        for (let i = 1; i < fights.length; i++) {
            const before = fights[i - 1].run.final.find(s => s.id === 'Brannoc')!;
            const after = fights[i].entering.find(s => s.id === 'Brannoc')!;
            // A rest never takes Body away, and never gives more than a day's allotment (4 + 3 for Resilience 8).
            expect(after.hp - before.hp).toBeGreaterThanOrEqual(0);
            expect(after.hp - before.hp).toBeLessThanOrEqual(7);
        }
    });
});
