/**
 * A fight played at the table (language/engine/played-fight.ts) through the engine's own run:
 * the faces of a seeded run replay it byte for byte for every example; the table is asked for its
 * dice by name, in the order the fight rolls them; a face outside its die and a choice for the
 * wrong fighter are refused with a sentence; turns the table chooses replace the tactics.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFileEncounter } from '../../cli/table.js';
import type { LoadedEncounter } from '../../language/debug/session.js';
import { type FaceAsk, type PlayedFight, playFight, playWithFaces, RecordMismatch, type TableSetup } from '../../language/engine/played-fight.js';
import { renderRun } from '../../language/engine/render.js';
import { runEncounter } from '../../language/engine/runner.js';
import { FIXTURE, ROOT } from './dap.js';

const SKIRMISH = path.join(ROOT, 'test/debug/fixtures/skirmish.strife');

async function load(file: string, encounter?: string): Promise<LoadedEncounter> {
    const outcome = await loadFileEncounter(file, encounter);
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.loaded;
}

const nobody = (seed: number): TableSetup => ({ seed, seats: [], choosers: [] });
const empty = { faces: [], choices: [] };
const logOf = (fight: PlayedFight) => renderRun(fight.result!, 'text');
const askOf = (fight: PlayedFight): FaceAsk => {
    if (fight.ask?.kind !== 'face') throw new Error(`no face asked: ${JSON.stringify(fight.ask)}`);
    return fight.ask;
};

describe('the faces of a seeded run replay it', () => {
    const examples = fs
        .readdirSync(path.join(ROOT, 'examples'), { recursive: true })
        .map(String)
        .filter(f => f.endsWith('.strife') && !f.includes('bestiary') && !f.startsWith('sketches'))
        // A file that only lists a day (its fights imported) has no encounter to play.
        .filter(f => /^encounter /m.test(fs.readFileSync(path.join(ROOT, 'examples', f), 'utf8')))
        .sort();

    it.each(examples)('%s: nobody at the table is the seeded run; everyone given its faces is the same run', async file => {
        const { model, ruleset } = await load(path.join(ROOT, 'examples', file));
        const seed = model.seed ?? 1;
        const seeded = renderRun(runEncounter(model, ruleset, { seed }), 'text');
        const generated = playFight(model, ruleset, nobody(seed), empty);
        expect(generated.ask).toBeUndefined();
        expect(logOf(generated)).toBe(seeded);
        const replayed = playFight(model, ruleset, { seed, seats: 'everyone', choosers: [] }, { faces: generated.record.faces, choices: [] });
        expect(replayed.ask).toBeUndefined();
        expect(logOf(replayed)).toBe(seeded);
        expect(replayed.rolls.every(r => r.given)).toBe(true);
    });
});

describe('the table is asked for its dice by name', () => {
    it('asks the heroes for Kara’s attack die first, shows the face typed, and rolls the monsters’ dice itself', async () => {
        const { model, ruleset } = await load(FIXTURE);
        const setup: TableSetup = { seed: 7, seats: ['heroes'], choosers: [] };
        const first = playFight(model, ruleset, setup, empty);
        const ask = askOf(first);
        expect(ask.index).toBe(0);
        expect(ask.roll).toMatchObject({ sides: 10, owner: 'Kara', label: "Kara's attack (Longsword → Ogre): 1d10!" });
        // Nothing has happened yet but the start, the round and the phase.
        expect(first.events.slice(0, first.known).map(e => e.kind)).toEqual(['start', 'round', 'phase']);
        const second = playFight(model, ruleset, setup, { faces: [7], choices: [] });
        // Face 7 + Kara's accuracy 2 (the seeded log shows [1] + 2 = 3) against armor 5.
        expect(second.events.slice(0, second.known)).toContainEqual(expect.objectContaining({ kind: 'attack', actor: 'Kara', total: 9, defense: 5 }));
        expect(askOf(second).roll.label).toBe("Kara's damage to Ogre: 1d10 + power");
        const third = playFight(model, ruleset, setup, { faces: [7, 3], choices: [] });
        // Ogre's dice came from the generator: the next question is Kara's, in round 2.
        const next = askOf(third);
        expect(next.roll.label).toBe("Kara's attack (Longsword → Ogre): 1d10!");
        expect(third.rolls.slice(2, next.index).every(r => r.owner === 'Ogre' && !r.given)).toBe(true);
        expect(third.events.slice(0, third.known).filter(e => e.kind === 'round')).toHaveLength(2);
    });

    it('names each die of an exploding roll and of initiative', async () => {
        const skirmish = await load(SKIRMISH);
        // Seed 3: Bandit#1's attack die explodes (10!, 4): dice 3 and 4 of the fight.
        const fight = playFight(skirmish.model, skirmish.ruleset, nobody(3), empty);
        expect(fight.rolls.slice(2, 4).map(r => r.label)).toEqual([
            "Bandit#1's attack (Shortsword → Kara): 1d10! (die 1 of 2)",
            "Bandit#1's attack (Shortsword → Kara): 1d10! (die 2 of 2)",
        ]);
        const paladins = await load(path.join(ROOT, 'examples/paladins/ambush-on-the-pass.strife'));
        const asked = playFight(paladins.model, paladins.ruleset, { seed: 2024, seats: 'everyone', choosers: [] }, empty);
        expect(askOf(asked).roll.label).toBe("Kara's initiative: 1d12 + DEX");
    });

    it('refuses a face outside its die, naming the die', async () => {
        const { model, ruleset } = await load(FIXTURE);
        const everyone: TableSetup = { seed: 7, seats: 'everyone', choosers: [] };
        expect(() => playFight(model, ruleset, everyone, { faces: [11], choices: [] })).toThrow(
            new RecordMismatch("Face 11 for die 1 of the fight (Kara's attack (Longsword → Ogre): 1d10!) does not fit: a d10 shows 1 to 10."),
        );
        expect(() => playWithFaces(model, ruleset, { ...everyone, seats: ['heroes'] }, empty, [7, 0])).toThrow(
            "Face 0 for die 2 of the fight (Kara's damage to Ogre: 1d10 + power) does not fit: a d10 shows 1 to 10.",
        );
    });

    it('answers the table’s dice from a list: all dice for everyone, only theirs for some', async () => {
        const { model, ruleset } = await load(FIXTURE);
        const mixed = playWithFaces(model, ruleset, { seed: 7, seats: ['heroes'], choosers: [] }, empty, [7, 3]);
        expect(mixed.used).toBe(2);
        expect(mixed.fight.record.faces.slice(0, 2)).toEqual([7, 3]);
        expect(askOf(mixed.fight).roll.owner).toBe('Kara');
        const all = playWithFaces(model, ruleset, { seed: 7, seats: 'everyone', choosers: [] }, empty, [7, 3, 6]);
        expect(all.used).toBe(3);
        expect(askOf(all.fight).index).toBe(3);
    });
});

describe('turns chosen at the table', () => {
    it('asks what Kara does where tactics would say, with every attack at every foe standing, and plays the choice', async () => {
        const { model, ruleset } = await load(SKIRMISH);
        const setup: TableSetup = { seed: 3, seats: [], choosers: ['heroes'] };
        const asked = playFight(model, ruleset, setup, empty);
        expect(asked.ask).toEqual({
            kind: 'choice',
            index: 0,
            actor: 'Kara',
            round: 1,
            policy: 'attack_first',
            options: [
                { actor: 'Kara', attack: 'Longsword', target: 'Bandit#1' },
                { actor: 'Kara', attack: 'Longsword', target: 'Bandit#2' },
                { actor: 'Kara', tactics: true },
            ],
        });
        const chosen = playFight(model, ruleset, setup, { faces: [], choices: [{ actor: 'Kara', attack: 'Longsword', target: 'Bandit#2' }] });
        expect(chosen.events.find(e => e.kind === 'attack' && e.actor === 'Kara')).toMatchObject({ target: 'Bandit#2' });
        // Tactics chose Bandit#1 (attack_first) in the seeded run.
        const tactics = playFight(model, ruleset, setup, { faces: [], choices: [{ actor: 'Kara', tactics: true }] });
        expect(tactics.events.find(e => e.kind === 'attack' && e.actor === 'Kara')).toMatchObject({ target: 'Bandit#1' });
    });

    it('refuses a saved choice for someone else', async () => {
        const { model, ruleset } = await load(SKIRMISH);
        expect(() =>
            playFight(model, ruleset, { seed: 3, seats: [], choosers: ['Kara'] }, { faces: [], choices: [{ actor: 'Bandit#1', tactics: true }] }),
        ).toThrow("Choice 1 is Bandit#1's, but Kara's turn in round 1 came up.");
    });
});
