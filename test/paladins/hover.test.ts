/**
 * Paladins hovers: every stat, action, reaction and condition in our words with its citation of
 * 002_508f9552a4514e32.txt; derived pools with their derivation; on a scripted attack, the damage
 * against each target's DEF (min / mean / max and the chance of no damage).
 */
import { describe, expect, it } from 'vitest';
import { build, hoverAt as hoverIn } from '../helpers.js';
import { paladins } from '../../language/rulesets/paladins/index.js';

const FILE = `ruleset paladins
character Kara {
  DEX 2 END 1 VIT 1 MIN 1
  defenses { armor 1 shield 2 }
  weapon longsword
  attack Hex { damage 1d6 + ARC tags spell, prone bleeding 2 concentration 1 }
}
creature Bandit {
  HEA 9
  defenses { armor 1 FOC 2 }
  weapon shortsword { tags dual }
}
encounter e {
  side heroes { Kara }
  side bandits { Bandit x2 }
  surprised bandits
  round 1 {
    Kara: move; longsword -> Bandit#1; shield -> Bandit#2
    Bandit#2: shortsword -> Kara
  }
  round 2 {
    Bandit#1: shortsword -> Kara, Bandit#2
  }
  tactics attack_weakest
}`;

const hoverAt = (needle: string, offsetInNeedle = 1, occurrence = 0) => hoverIn(FILE, needle, offsetInNeedle, occurrence);

const CITE = /Source: Paladins of Awoudan, Combat §[A-Z][A-Za-z ]+/;

describe('hovers', () => {
    it.each([
        ['DEX 2', '**DEX** — Paladins of Awoudan stat'],
        ['armor 1', '**armor** — Paladins of Awoudan defense'],
        ['shield 2', '**shield** — Paladins of Awoudan defense'],
        ['FOC 2', '**FOC** — Paladins of Awoudan defense'],
        ['HEA 9', '**HEA** — Paladins of Awoudan stat'],
    ])('explains the stat %s with a citation', async (needle, head) => {
        const text = await hoverAt(needle);
        expect(text).toContain(head);
        expect(text).toMatch(CITE);
    });

    it.each([
        ['move;', 'Paladins of Awoudan action (move)'],
        ['shield -> Bandit#2', 'Paladins of Awoudan action (reaction)'],
    ])('explains the action %s and its slot', async (needle, kind) => {
        const text = await hoverAt(needle);
        expect(text).toContain(kind);
        expect(text).toMatch(CITE);
    });

    it.each(['spell', 'prone', 'dual'])('explains the attack tag %s', async tag => {
        const text = await hoverAt(`${tag}`, 1, tag === 'prone' ? 0 : 0);
        expect(text).toContain(`**${tag}**`);
        expect(text).toMatch(CITE);
    });

    it('explains the rated conditions and concentration on an attack', async () => {
        expect(await hoverAt('bleeding 2')).toContain('VIT save');
        expect(await hoverAt('concentration 1')).toContain('MIN check');
    });

    it('marks assumptions where the seed is silent', async () => {
        expect(await hoverAt('FOC 2')).toContain('*Assumption:*');
    });

    it("shows a pool's derivation on the combatant, with the derived value", async () => {
        const text = await hoverAt('Kara', 1);
        expect(text).toMatch(/\| HEA \| 10 \| derived: base_HEA \+ 2·VIT \(at least 1\) \|/);
        expect(text).toMatch(/\| STA \| 10 \| derived: 6 \+ DEX \+ 2·END \(at least 1\) \|/);
        expect(text).toMatch(/\| DEF \| 3 \| derived: armor \+ shield \|/);
        expect(text).toContain('**longsword**, damage 1d8 + DEX (melee)');
    });

    it("on a scripted attack: the damage against the target's DEF, with the chance of none", async () => {
        const text = await hoverAt('longsword -> Bandit#1');
        expect(text).toContain('**against Bandit#1** (DEF 1): `1d8 + DEX (2) − DEF 1` — min 2 · mean 5.5 · max 9 · no damage 0.0%');
        expect(text).toContain('**longsword** — Paladins of Awoudan weapon');
    });

    it('a dual-wielded attack against one target combines both dice; against two, one each', async () => {
        // Round 1: Kara raises her shield against Bandit#2, so the hover says where the damage goes.
        const one = await hoverAt('shortsword -> Kara');
        expect(one).toContain(
            '**against Kara** (DEF 3): `2d6 − DEF 3 (shielded: paid in STA, not HEA)` — min 0 · mean 4.03 · max 9 · no damage 8.3%',
        );
        const two = await hoverAt('shortsword -> Kara, Bandit#2');
        expect(two).toContain('`1d6 − DEF 3` — min 0 · mean 1 · max 3 · no damage 50.0%');
    });

    it('explains keywords through topics: surprised, round, tactics', async () => {
        expect(await hoverAt('surprised bandits')).toContain('lose their turns in round 1');
        expect(await hoverAt('round 1')).toContain('initiative order');
    });
});

describe('the schema', () => {
    it('cites the seed on every rule doc', () => {
        const docs = [
            ...paladins.stats,
            ...paladins.attackStats,
            ...paladins.attackTags,
            ...paladins.actions,
            ...paladins.conditions,
            ...paladins.tactics,
            ...paladins.options,
            ...paladins.topics,
            ...(paladins.weapons ?? []),
        ];
        for (const doc of docs) {
            expect(doc.cite.file, doc.name).toBe('002_508f9552a4514e32.txt');
            expect(doc.summary.length, doc.name).toBeGreaterThan(20);
        }
    });

    it('has the equipment table as a built-in library', () => {
        expect(Object.fromEntries((paladins.weapons ?? []).map(w => [w.name, [w.dice, ...w.addStats].join('+')]))).toEqual({
            dagger: '1d4',
            shortsword: '1d6+DEX',
            longsword: '1d8+DEX',
            greatsword: '1d10+DEX+STR',
            maul: '1d10+STR',
            crossbow: '2d8',
        });
    });
});

describe('the outlook of a scripted attack carries every modifier the script gives its line', () => {
    const MAP = `ruleset paladins
character Kara { DEX 2 defenses { armor 1 } weapon longsword }
creature Bandit { DEX 1 HEA 9 defenses { armor 1 } weapon shortsword }
encounter e {
  side heroes { Kara }
  side bandits { Bandit is prone }
  round 1 { Kara: longsword -> Bandit }
  round 2 {
    Bandit: move
    Kara: longsword -> Bandit
  }
  round 3 {
    Kara: longsword -> Bandit
    Bandit: dodge -> Kara
  }
}`;
    const hoverIn = async (needle: string, occurrence: number) => {
        const built = await build(MAP);
        let index = -1;
        for (let i = 0; i <= occurrence; i++) index = MAP.indexOf(needle, index + 1);
        const hover = await built.services.Strife.lsp.HoverProvider!.getHoverContent(built.main, {
            textDocument: { uri: built.main.uri.toString() },
            position: built.main.textDocument.positionAt(index + 1),
        });
        return hover ? (hover.contents as { value: string }).value : '';
    };

    it('the hover on a condition gives every effect, how it ends and the section of the seed', async () => {
        const text = await hoverIn('prone }', 0);
        expect(text).toContain('**prone** — Paladins of Awoudan condition');
        expect(text).toContain('- melee attacks against it +4, ranged attacks −4');
        expect(text).toContain('*Ends:* No save: standing up (a move, a shift or a flee) ends it');
        expect(text).toContain('Paladins of Awoudan, Combat §Conditions');
    });

    it('§Conditions (prone): a target that starts prone takes melee +4 — 1d8 + 2 + 4 − 1 is 6 to 13', async () => {
        expect(await hoverIn('longsword -> Bandit', 0)).toContain(
            '**against Bandit** (DEF 1): `1d8 + DEX (2) + 4 prone (from the start) − DEF 1` — min 6 · mean 9.5 · max 13 · no damage 0.0%',
        );
    });

    it('a stand-up scripted in the same round may come first or last: the line still reads the target prone', async () => {
        expect(await hoverIn('longsword -> Bandit', 1)).toContain('+ 4 prone (from the start)');
    });

    it('§Stamina Actions (dodge): after the stand-up, no +4; the dodge the target scripts against this attacker comes off the roll', async () => {
        // max(0, d8 + 2 − (d6 + 1) − 1) = max(0, d8 − d6): 21 of 48 pairs deal nothing; the rest add up to 83/48.
        const built = await build(MAP);
        expect(built.diagnostics.filter(d => d.severity === 1)).toEqual([]);
        expect(await hoverIn('longsword -> Bandit', 2)).toContain(
            '`1d8 + DEX (2) − dodge 1d6 + DEX (1) − DEF 1` — min 0 · mean 1.73 · max 7 · no damage 43.8%',
        );
    });
});
