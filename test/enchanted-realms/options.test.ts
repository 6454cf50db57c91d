/**
 * Every option of `ruleset enchanted-realms { … }` changes a fight as the engine plays it, each
 * tested both ways with scripted dice (schema.ts ER_OPTIONS; docs/rulesets/enchanted-realms.md).
 * Each round starts with one d10 per standing combatant (initiative, in encounter order).
 */
import { describe, expect, it } from 'vitest';
import { renderEvent } from '../../language/engine/render.js';
import type { CombatEvent } from '../../language/engine/log.js';
import { erArena } from './harness.js';

const damages = (events: CombatEvent[]) => events.flatMap(e => (e.kind === 'damage' ? [[e.target, e.amount]] : []));
const attackFaces = (events: CombatEvent[]) =>
    events.flatMap(e => (e.kind === 'attack' ? [e.rolls[0].faces.map(f => (f.kept ? f.value : `~${f.value}`))] : []));

/** A file with `options` on its ruleset line, the given stat blocks and one scripted round. */
const fight = (options: string, blocks: string, sides: string, round: string) =>
    `ruleset enchanted-realms { ${options} }\n${blocks}\nencounter E { ${sides} round 1 { ${round} } }`;

const GOBLIN = 'creature Goblin { agility 6 body 30 defenses { armor 9 } attack Dagger { roll 1d20 } }'; // AC 9 + 2 = 11

describe('modifier_table', () => {
    const hakon = 'character Hakon { strength 14 body 20 skills { axes 1 } attack Axe { roll skills d20 } }';
    const text = (table: string) =>
        fight(`modifier_table: ${table}`, `${hakon}\n${GOBLIN}`, 'side a { Hakon } side b { Goblin }', 'Hakon: Axe -> Goblin');
    it('starts_at_4: Strength 14 gives max(0, 7 − 1) = +6, so one hitting die deals 1 + 6 = 7', async () => {
        const a = await erArena(text('starts_at_4'));
        expect(damages(a.play(1, [9, 1, 15]))).toEqual([['Goblin', 7]]);
    });
    it('ten_is_zero: Strength 14 gives 7 − 5 = +2, so the same die deals 1 + 2 = 3', async () => {
        const a = await erArena(text('ten_is_zero'));
        expect(damages(a.play(1, [9, 1, 15]))).toEqual([['Goblin', 3]]);
    });
});

describe('untrained_attacks', () => {
    const novice = 'character Novice { strength 2 body 20 attack Club { roll skills d20 } }';
    const text = (mode: string) =>
        fight(`untrained_attacks: ${mode}`, `${novice}\n${GOBLIN}`, 'side a { Novice } side b { Goblin }', 'Novice: Club -> Goblin');
    it('none: an untrained fighter rolls no attack dice at all', async () => {
        const a = await erArena(text('none'));
        const events = a.play(1, [9, 1]);
        expect(attackFaces(events)).toEqual([]);
        expect(events.some(e => e.kind === 'action' && e.text.includes('untrained'))).toBe(true);
    });
    it('two_keep_lower: it throws two d20s and keeps the lower (15, 12 → 12 hits AC 11: 1 damage)', async () => {
        const a = await erArena(text('two_keep_lower'));
        const events = a.play(1, [9, 1, 15, 12]);
        expect(attackFaces(events)).toEqual([['~15', 12]]);
        expect(damages(events)).toEqual([['Goblin', 1]]);
    });
});

describe('competition_ties', () => {
    const blocks = `character Hild { strength 2 agility 2 body 20 }
creature Cultist { strength 2 agility 2 body 20 attack Knife { roll 1d20 } }`;
    const text = (ties: string) => fight(`competition_ties: ${ties}`, blocks, 'side a { Hild } side b { Cultist }', 'Hild: grapple -> Cultist');
    it('reroll: a tied d12 pair (6 vs 6) is rolled again; 8 vs 3 then holds the victim', async () => {
        const a = await erArena(text('reroll'));
        const events = a.play(1, [9, 1, 6, 6, 8, 3]);
        expect(a.byId('Cultist').conditions.has('grappled')).toBe(true);
        // The log line adds up: both throws with both dice, the last throw's sums (Strength 2: modifier 0).
        const check = events.find(e => e.kind === 'check');
        expect(check && renderEvent(check, 'text', {}).join('\n').trim()).toBe(
            "Hild — grapple Cultist: d12 [8] = 8, needs more than Cultist's d12 [3] = 3 → success (throw 1 tied (Hild 6 + 0, Cultist 6 + 0): thrown again)",
        );
        // Hild's own action, at the level of actions (4 spaces), not indented under the line before it.
        expect(check && renderEvent(check, 'text', {})[0]).toMatch(/^ {4}Hild — grapple/);
    });
    it('defender: the same tie goes to the resisting side at once', async () => {
        const a = await erArena(text('defender'));
        a.play(1, [9, 1, 6, 6]);
        expect(a.byId('Cultist').conditions.has('grappled')).toBe(false);
    });
});

describe('vantage_damage', () => {
    const hakon = 'character Hakon { strength 2 body 20 skills { axes 1 } attack Axe { roll skills d20 } }';
    const text = (mode: string) =>
        fight(`vantage_damage: ${mode}`, `${hakon}\n${GOBLIN}`, 'side a { Hakon } side b { Goblin }', 'Hakon: Axe -> Goblin with advantage');
    // Advantage adds a d20: 15 hits, 4 misses; one hitting die, Strength 2 adds nothing.
    it('none: damage is the hitting dice and modifiers only (1)', async () => {
        const a = await erArena(text('none'));
        expect(damages(a.play(1, [9, 1, 15, 4]))).toEqual([['Goblin', 1]]);
    });
    it('one_d3: advantage adds a d3 (3) to a hit: 1 + 3 = 4', async () => {
        const a = await erArena(text('one_d3'));
        expect(damages(a.play(1, [9, 1, 15, 4, 3]))).toEqual([['Goblin', 4]]);
    });
    it('one_d2: a d2 (2): 1 + 2 = 3', async () => {
        const a = await erArena(text('one_d2'));
        expect(damages(a.play(1, [9, 1, 15, 4, 2]))).toEqual([['Goblin', 3]]);
    });
    it('flat_2: a flat 2, no die: 1 + 2 = 3', async () => {
        const a = await erArena(text('flat_2'));
        expect(damages(a.play(1, [9, 1, 15, 4]))).toEqual([['Goblin', 3]]);
    });
    it('the damage line names the vantage term as the option rolls it: a d3, a d2, a flat 2', async () => {
        const term = async (mode: string, dice: number[]) => {
            const a = await erArena(text(mode));
            const damage = a.play(1, dice).find(e => e.kind === 'damage');
            return damage?.kind === 'damage' ? damage.terms?.at(-1) : undefined;
        };
        expect(await term('one_d3', [9, 1, 15, 4, 3])).toEqual({ value: 3, label: 'vantage d3' });
        expect(await term('one_d2', [9, 1, 15, 4, 2])).toEqual({ value: 2, label: 'vantage d2' });
        expect(await term('flat_2', [9, 1, 15, 4])).toEqual({ value: 2, label: 'vantage' });
    });
    it('one_d3 at disadvantage: a hit brought to 0 acts as a miss — no damage, and none of its effects', async () => {
        const stinger = 'character Hakon { strength 2 body 20 skills { axes 1 } attack Axe { roll skills d20 inflicts poisoned } }';
        const a = await erArena(
            fight('vantage_damage: one_d3', `${stinger}\n${GOBLIN}`, 'side a { Hakon } side b { Goblin }', 'Hakon: Axe -> Goblin with disadvantage'),
        );
        // Disadvantage adds a d20 and keeps the lower: 15 and 14 both hit, the kept one hits; then the d3 [2] takes 1 − 2 below 0.
        const events = a.play(1, [9, 1, 15, 14, 2]);
        expect(events.find(e => e.kind === 'attack')).toMatchObject({ outcome: 'miss' });
        expect(damages(events)).toEqual([]);
        // It poisoned the Goblin on a line that said miss.
        expect(a.byId('Goblin').conditions.has('poisoned')).toBe(false);
    });
});

describe('death', () => {
    const blocks = `character Hakon { strength 8 body 20 skills { axes 1 } attack Axe { roll skills d20 } }
creature Imp { resilience 6 body 4 defenses { armor 9 } attack Claw { roll 1d20 } }`;
    const text = (rule: string) => fight(`death: ${rule}`, blocks, 'side a { Hakon } side b { Imp }', 'Hakon: Axe -> Imp');
    // One hitting die + Strength 8 (+3) = 4: the Imp's Body goes from 4 to exactly 0.
    it('resilience: at 0 Body (above −⌊6/3⌋ = −2) the Imp is defeated, not dead', async () => {
        const a = await erArena(text('resilience'));
        a.play(1, [9, 1, 15]);
        expect(a.byId('Imp')).toMatchObject({ hp: 0, status: 'unconscious' });
    });
    it('at_zero: the same blow kills it', async () => {
        const a = await erArena(text('at_zero'));
        a.play(1, [9, 1, 15]);
        expect(a.byId('Imp')).toMatchObject({ hp: 0, status: 'dead' });
    });
    // The log says where the Body went and what that means (it read "Imp at or below 0 Body." and "Imp dead.").
    it('the log says the drop, the state and, while it lives, where death lies', async () => {
        const drop = async (rule: string) => {
            const e = (await erArena(text(rule))).play(1, [9, 1, 15]).find(x => x.kind === 'defeated');
            return e && renderEvent(e, 'text', {}).join('').trim();
        };
        expect(await drop('resilience')).toBe('Imp drops to 0 Body: unconscious, out of the fight (dead at −2 Body or below).');
        expect(await drop('at_zero')).toBe('Imp drops to 0 Body and dies.');
    });
});

describe('defense_rolls', () => {
    const blocks = `character Vessa { agility 2 body 20 defenses { armor 10 } }
creature Orc { strength 2 body 20 attack Cleaver { roll 2d20 } }`;
    const text = (mode: string) => fight(`defense_rolls: ${mode}`, blocks, 'side a { Vessa } side b { Orc }', 'Orc: Cleaver -> Vessa');
    it('off: the GM rolls the monster pool against AC 10 (12 hits, 5 misses: 1 damage)', async () => {
        const a = await erArena(text('off'));
        const events = a.play(1, [1, 9, 12, 5]);
        expect(attackFaces(events)).toEqual([[12, 5]]);
        expect(damages(events)).toEqual([['Vessa', 1]]);
    });
    it('on: the player rolls d20 + AC 10 per die against DC 21 (12 + 10 avoids, 5 + 10 does not: 1 damage)', async () => {
        const a = await erArena(text('on'));
        const events = a.play(1, [1, 9, 12, 5]);
        expect(attackFaces(events)).toEqual([]);
        const check = events.find(e => e.kind === 'check');
        expect(check).toMatchObject({ who: 'Vessa', needs: 'DC 21 per die' });
        expect(damages(events)).toEqual([['Vessa', 1]]);
    });
});
