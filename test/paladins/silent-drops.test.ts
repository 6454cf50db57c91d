/**
 * Paladins of Awoudan: what a GM writes is ruled by the seed, and `check` gives the verdict `run`
 * would — each rule from its sentence in 002_508f9552a4514e32.txt, with scripted dice, each test
 * written to fail on the code before its fix. Medicine and death saves (§Health Damage,
 * §Conditions: Unconscious), a pool still drained after its recovery (§Stamina Damage), conditions
 * a combatant starts the fight with weighed by `check` (§Conditions), the dual-wielding note
 * (§Dual Wielding).
 */
import { describe, expect, it } from 'vitest';
import { build } from '../helpers.js';
import { type DiagnosticCase, describeDiagnosticCases } from '../validation/cases.js';
import { summary } from '../validation/support.js';
import { act, arena, eventsOf, hit, notes, turn } from './harness.js';

const PARTY = (opts: { sides?: string; kara?: string; ogre?: string } = {}) => `ruleset paladins
character Kara {
  DEX 0 END 0 VIT 1 SPI 1 MIN 1 HEA 12 STA 14 WIL 10 speed 6 defenses { DEF 0 }
  attack Blow { damage 1d6 tags melee }
  ${opts.kara ?? ''}
}
character Doran { DEX 0 VIT 0 HEA 9 STA 12 defenses { DEF 0 } attack Fist { damage 1d4 tags melee } }
creature Ogre { DEX 0 VIT 0 HEA 10 STA 10 WIL 8 defenses { DEF 0 } attack Club { damage 1d6 tags melee } ${opts.ogre ?? ''} }
encounter e {
  ${opts.sides ?? 'side a { Kara, Doran }\n  side b { Ogre }'}
}`;

/** Initiative: Kara 12, Doran 1, Ogre 1 (in that order). */
const FIRST = [12, 1, 1];

type Dying = { hp: number; status: string; conditions: { name: string }[]; deathSaves: { successes: number; failures: number } };
/** Doran down at −2 HEA, dying, with the death saves given. */
const dying = (f: Dying, successes: number, failures: number) => {
    Object.assign(f, { hp: -2, status: 'unconscious', deathSaves: { successes, failures } });
    f.conditions.push({ name: 'dying' }, { name: 'unconscious' });
};

describe('§Health Damage: only HEA restored above 0 throws the death saves out', () => {
    it('medicine wakes a dying ally at −2 HEA, but it stays dying: its death saves stand and go on on its turn', async () => {
        const a = await arena(PARTY());
        dying(a.byId('Doran') as never, 1, 2);
        // Kara tends to Doran; on his turn Doran, awake at −2 HEA, makes his death save (7: a success),
        // then strikes the Ogre (Fist 3).
        const events = a.play(1, [...FIRST, 7, 3], [turn('Kara', act('medicine', ['Doran'])), turn('Doran', hit('Fist', 'Ogre'))]);
        const woke = eventsOf(events, 'condition').find(e => e.who === 'Doran' && e.condition === 'unconscious');
        expect(woke).toMatchObject({ gained: false });
        expect(woke?.note).not.toContain('thrown out');
        expect(eventsOf(events, 'check').map(e => [e.who, e.what, e.success])).toEqual([['Doran', 'death save', true]]);
        expect(eventsOf(events, 'attack').map(e => e.actor)).toEqual(['Doran']);
        expect(a.byId('Doran')).toMatchObject({ hp: -2, status: 'active', deathSaves: { successes: 2, failures: 2 } });
        expect(a.byId('Doran').conditions.map(c => c.name)).toEqual(['dying']);
    });

    it('awake but dying, a third failed death save kills it before it acts', async () => {
        const a = await arena(PARTY());
        dying(a.byId('Doran') as never, 0, 2);
        const events = a.play(1, [...FIRST, 1], [turn('Kara', act('medicine', ['Doran'])), turn('Doran', hit('Fist', 'Ogre'))]);
        expect(eventsOf(events, 'defeated')).toEqual([expect.objectContaining({ who: 'Doran', how: 'fails a third death save and dies' })]);
        expect(eventsOf(events, 'attack')).toEqual([]);
        expect(a.byId('Doran').status).toBe('dead');
    });

    it('the next HEA damage drops it again, still dying with the death saves it had', async () => {
        const a = await arena(PARTY());
        dying(a.byId('Doran') as never, 1, 2);
        // Doran's death save 7 (a success: 2 and 2), Fist 3; the Ogre's Club (1) drops him again.
        const events = a.play(
            1,
            [...FIRST, 7, 3, 1],
            [turn('Kara', act('medicine', ['Doran'])), turn('Doran', hit('Fist', 'Ogre')), turn('Ogre', hit('Club', 'Doran'))],
        );
        expect(eventsOf(events, 'defeated')).toEqual([expect.objectContaining({ who: 'Doran', how: 'drops to -3 HEA: unconscious and dying' })]);
        expect(a.byId('Doran')).toMatchObject({ status: 'unconscious', deathSaves: { successes: 2, failures: 2 } });
    });

    it('awake and still dying, healing above 0 HEA ends dying and throws its death saves out', async () => {
        const a = await arena(PARTY({ kara: 'ability Mend { heals 1d6 }' }));
        dying(a.byId('Doran') as never, 1, 1);
        a.byId('Doran').status = 'active';
        a.byId('Doran').conditions = a.byId('Doran').conditions.filter(c => c.name === 'dying');
        const events = a.play(1, [...FIRST, 4], [turn('Kara', hit('Mend', 'Doran'))]); // −2 + 4 = 2
        expect(eventsOf(events, 'condition')).toEqual([
            expect.objectContaining({ who: 'Doran', condition: 'dying', gained: false, note: 'HEA above 0; its death saves are thrown out' }),
        ]);
        expect(a.byId('Doran')).toMatchObject({ hp: 2, status: 'active', deathSaves: { successes: 0, failures: 0 }, conditions: [] });
    });

    it('an effect that removes unconscious wakes it the same way: not dying any less', async () => {
        const a = await arena(PARTY({ kara: 'ability Rouse { removes unconscious }' }));
        dying(a.byId('Doran') as never, 1, 1);
        a.play(1, [...FIRST, 7], [turn('Kara', hit('Rouse', 'Doran'))]); // Doran's death save 7: a success
        expect(a.byId('Doran')).toMatchObject({ status: 'active', deathSaves: { successes: 2, failures: 1 } });
    });
});

describe('§Stamina Damage: a pool still at 0 or less after its recovery is still drained', () => {
    it('check says so too: a Husk (END −8) drained in round 1 regains nothing in round 2, so its round-3 attack is refused', async () => {
        const text = `ruleset paladins
character Kara { HEA 30 defenses { DEF 0 } weapon dagger }
creature Husk { END -8 STA 12 HEA 20 defenses { DEF 0 } weapon dagger }
encounter e {
  side a { Kara }
  side b { Husk }
  round 1 { Husk: dagger -> Kara; dagger -> Kara; dagger -> Kara }
  round 2 { Husk: drop_concentration }
  round 3 { Husk: dagger -> Kara }
}`;
        const b = await build(text);
        const line = text.split('\n').findIndex(l => l.includes('round 3'));
        const exposed = b.diagnostics.filter(d => d.code === 'paladins-exposed-action');
        expect(
            exposed.map(d => d.range.start.line),
            summary(b.main, b.diagnostics).join('\n'),
        ).toEqual([line]);
        expect(exposed[0].severity).toBe(1);
    });

    const DRAINED = `ruleset paladins
character Kara { DEX 0 END -2 VIT 1 MIN 1 HEA 12 STA 14 WIL 10 defenses { DEF 0 } attack Blow { damage 1d6 tags melee } }
creature Ogre { DEX 0 HEA 20 STA 10 WIL 8 defenses { DEF 0 } attack Sap { damage 2d6 tags melee, STA } }
creature Post { HEA 99 defenses { DEF 0 } attack Nothing { damage 0 } }
encounter e { side a { Kara } side b { Ogre, Post } }`;

    it('Kara at −11 STA recovers to −3: she stays exposed (no save) and takes no action until a recovery lifts her above 0', async () => {
        const a = await arena(DRAINED);
        a.byId('Kara').sta = 1;
        // Round 1: the Ogre first (initiative 12); Sap 6 + 6 = 12 STA: Kara 1 → −11, drained. Her turn:
        // exposed, Blow not taken; regeneration d4 4 − 2 = 2 (−9), recovery d8 8 − 2 = 6 (−3): still 0 or less.
        const first = a.play(1, [1, 12, 1, 6, 6, 4, 8], [turn('Ogre', hit('Sap', 'Kara')), turn('Kara', hit('Blow', 'Ogre'))]);
        expect(a.byId('Kara').sta).toBe(-3);
        expect(a.byId('Kara').conditions.map(c => c.name)).toEqual(['exposed']);
        expect(eventsOf(first, 'condition').filter(e => e.who === 'Kara' && e.gained)).toHaveLength(2);
        // Round 2: still exposed (no save), Blow not taken; regeneration 2 (−1), recovery 6 (5): exposed ends.
        const second = a.play(2, [4, 8], [turn('Kara', hit('Blow', 'Ogre'))]);
        expect(notes(second)).toContain('Kara is exposed: only free actions (Blow not taken).');
        expect(eventsOf(second, 'attack')).toEqual([]);
        expect(a.byId('Kara')).toMatchObject({ sta: 5, conditions: [] });
    });
});

const FIGHTERS = `
character Kara {
  DEX 2 END 1 VIT 1 STA 14
  defenses { armor 1 shield 2 }
  weapon longsword
}
character Doran {
  STR 2 STA 12
  defenses { armor 3 }
  weapon maul
  ability Mend { heals 1d6 }
}
creature Bandit {
  DEX 1 HEA 9
  defenses { armor 1 }
  weapon shortsword
}
`;
/** Kara and Doran (each with what it starts with) against three bandits, with `rounds`. */
const fight = (kara: string, doran: string, ...rounds: string[]): string => `ruleset paladins
${FIGHTERS}
encounter Fight {
  side heroes { Kara${kara ? ` is ${kara}` : ''}, Doran${doran ? ` is ${doran}` : ''} }
  side bandits { Bandit x3 }
${rounds.join('\n')}
}
`;
const round = (n: number, ...lines: string[]) => `  round ${n} {\n${lines.map(l => `    ${l}`).join('\n')}\n  }`;

// §Conditions: what a condition a combatant starts with takes away, said where the script asks for it.
const STARTING: DiagnosticCase[] = [
    {
        code: 'paladins-starting-condition',
        name: 'exposed from the start: its attack is lost unless the MIN save at the start of its turn ends it',
        severity: 'warning',
        bad: fight('exposed', '', round(1, 'Kara: «longsword -> Bandit#1»')),
        good: fight('', '', round(1, 'Kara: longsword -> Bandit#1')),
        message: 'Kara starts the fight exposed (only free actions: no standard, move or stamina action, no reaction): unless its MIN save',
    },
    {
        code: 'paladins-starting-condition',
        name: 'exposed with a save it cannot make (MIN 0 + 12 is not over 20): certainly lost',
        severity: 'error',
        bad: fight('exposed save MIN 20', '', round(1, 'Kara: «longsword -> Bandit#1»; move')),
        good: fight('exposed for 1 rounds save MIN 20', '', round(2, 'Kara: longsword -> Bandit#1; move')),
        message: 'its MIN save (d12 + MIN, over 20) cannot succeed: in round 1 longsword, move are not taken.',
    },
    {
        code: 'paladins-starting-condition',
        name: 'dazed from the start: the extra attack (a stamina action) may be refused',
        severity: 'warning',
        bad: fight('dazed', '', round(1, 'Kara: longsword -> Bandit#1; «longsword -> Bandit#2»')),
        good: fight('dazed', '', round(1, 'Kara: longsword -> Bandit#1; move')),
    },
    {
        code: 'paladins-starting-condition',
        name: 'dazed from the start: a reaction in round 1 may come before its first save',
        severity: 'warning',
        bad: fight('dazed', '', round(1, 'Kara: «dodge -> Bandit#1»', 'Bandit#1: shortsword -> Kara')),
        good: fight('', '', round(1, 'Kara: dodge -> Bandit#1', 'Bandit#1: shortsword -> Kara')),
    },
    {
        code: 'paladins-starting-condition',
        name: 'immobilized from the start: a move may be refused',
        severity: 'warning',
        bad: fight('', 'immobilized', round(1, 'Doran: «move»; maul -> Bandit#1')),
        good: fight('', 'immobilized', round(1, 'Doran: maul -> Bandit#1')),
    },
    {
        code: 'paladins-starting-condition',
        name: 'prone and immobilized: the first move only stands it up; the second is refused',
        severity: 'warning',
        bad: fight('', 'prone and immobilized', round(1, 'Doran: move; «move»')),
        good: fight('', 'prone and immobilized', round(1, 'Doran: move')),
    },
    {
        code: 'paladins-starting-condition',
        name: 'frightened of a bandit from the start: an attack on it may be refused',
        severity: 'warning',
        bad: fight('frightened by Bandit#1', '', round(1, 'Kara: «longsword -> Bandit#1»')),
        good: fight('frightened by Bandit#1', '', round(1, 'Kara: longsword -> Bandit#2')),
    },
    {
        code: 'paladins-starting-condition',
        name: 'dying from the start, and nobody tends to it: its line is certainly lost',
        severity: 'error',
        bad: fight('', 'dying', round(1, 'Doran: «maul -> Bandit#1»')),
        good: fight('', 'dying', round(1, 'Kara: medicine -> Doran'), round(2, 'Doran: maul -> Bandit#1')),
        message: 'Doran starts the fight dying (0 HEA, unconscious) and nothing in the script wakes it by round 1',
    },
    {
        code: 'paladins-starting-condition',
        name: 'unconscious from the start, tended in the same round: the turn order decides',
        severity: 'warning',
        bad: fight('unconscious', '', round(1, 'Doran: Mend -> Kara', 'Kara: «longsword -> Bandit#1»')),
        good: fight('unconscious', '', round(1, 'Doran: Mend -> Kara'), round(2, 'Kara: longsword -> Bandit#1')),
    },
];

describeDiagnosticCases(STARTING);

describe('§Conditions: check weighs a starting condition as the run does', () => {
    it('the run drops the line check warns about: Kara, exposed, fails her MIN save and does not attack', async () => {
        const a = await arena(fight('exposed', '', round(1, 'Kara: longsword -> Bandit#1')));
        // Initiative: Kara 12, Doran 1, bandits 1. Kara's MIN save 1 + 0: exposed stays; the attack is not taken.
        const events = a.play(1, [12, 1, 1, 1, 1, 1]);
        expect(notes(events)).toContain('Kara is exposed: only free actions (longsword not taken).');
        expect(eventsOf(events, 'attack')).toEqual([]);
    });
});

describe('§Dual Wielding: two attack rolls split between two targets, or combined into one', () => {
    const TWIN = (weapon: string) => `ruleset paladins
character Twin { DEX 3 HEA 12 defenses { DEF 0 } ${weapon} }
creature Mook { HEA 20 defenses { DEF 1 } attack Poke { damage 1 } }
encounter e { side a { Twin } side b { Mook x2 } }`;

    it("split: the note says each target gets one weapon's roll — 2d8 each for two dual crossbows, not one die", async () => {
        const a = await arena(TWIN('attack Bolts { damage 2d8 tags ranged, dual }'));
        const events = a.play(1, [12, 1, 1, 4, 5, 6, 7], [turn('Twin', hit('Bolts', 'Mook#1', 'Mook#2'))]);
        expect(eventsOf(events, 'attack').map(e => [e.target, e.total, e.note])).toEqual([
            ['Mook#1', 9, "dual wielding: one weapon's roll for each of two targets, no ability scores"],
            ['Mook#2', 13, "dual wielding: one weapon's roll for each of two targets, no ability scores"],
        ]);
    });

    it("combined: both weapons' rolls as one against one target", async () => {
        const a = await arena(TWIN('weapon shortsword { tags dual }'));
        const events = a.play(1, [12, 1, 1, 4, 5], [turn('Twin', hit('shortsword', 'Mook#1'))]);
        expect(eventsOf(events, 'attack')[0].note).toBe("dual wielding: both weapons' rolls combined into one, no ability scores");
    });

    it('a split whose other target is already down: the log says both rolls go to the one left', async () => {
        const a = await arena(TWIN('weapon shortsword { tags dual }'));
        Object.assign(a.byId('Mook#1'), { status: 'dead', hp: -3 });
        const events = a.play(1, [12, 1, 4, 5], [turn('Twin', hit('shortsword', 'Mook#1', 'Mook#2'))]);
        expect(notes(events)).toContain("Only Mook#2 can be attacked: Twin's shortsword combines both weapons' rolls into one against it.");
        expect(eventsOf(events, 'attack').map(e => [e.target, e.total])).toEqual([['Mook#2', 9]]);
    });
});

describeDiagnosticCases([
    {
        code: 'paladins-dual-targets',
        name: 'a dual-wielded split naming one target twice: the seed splits between two targets, or combines both rolls on one',
        severity: 'error',
        bad:
            `${FIGHTERS.replace('weapon longsword', 'weapon shortsword { tags dual }')}`.replace(/^/, 'ruleset paladins\n') +
            `encounter Fight {\n  side heroes { Kara }\n  side bandits { Bandit x2 }\n  round 1 { Kara: «shortsword» -> Bandit#1, Bandit#1 }\n}\n`,
        good:
            `${FIGHTERS.replace('weapon longsword', 'weapon shortsword { tags dual }')}`.replace(/^/, 'ruleset paladins\n') +
            `encounter Fight {\n  side heroes { Kara }\n  side bandits { Bandit x2 }\n  round 1 { Kara: shortsword -> Bandit#1 }\n}\n`,
        message: 'Bandit#1 twice',
    },
]);
