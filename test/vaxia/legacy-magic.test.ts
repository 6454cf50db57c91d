/**
 * The superseded magic ruling (option legacy_magic, off by default). Expected PP computed in Python.
 * Seed: 004_941aee309a07cd38.txt §History of Magic Ruling, §Combat Magic, §Mundane vs Magic Combat,
 * §Magic vs Mundane in the Dice Ruler.
 */
import { describe, expect, it } from 'vitest';
import {
    checkMetamagic,
    legacyCast,
    legacyDefendedSpell,
    legacyMetamagic,
    legacySpellDifficulties,
    legacyTargetStats,
    LEGACY_BASE_DIFFICULTY,
    LEGACY_METAMAGIC_DIFFICULTY,
} from '../../language/rulesets/vaxia/legacy-magic.js';
import { VAXIA_OPTIONS } from '../../language/rulesets/vaxia/schema.js';

// Mage: INT 40, SPI 35, fire skill 15 → mights 55 and 50.
const mage = (rolls: [number, number]) => ({ mights: [55, 50] as [number, number], rolls });

describe('§Combat Magic (legacy)', () => {
    it('§Combat Magic: DEX 30 / END 40 against a difficulty-25 fireball → difficulties 55 and 65', () => {
        expect(legacySpellDifficulties([30, 40], 25)).toEqual([55, 65]);
        expect(legacySpellDifficulties([30, 40])).toEqual([55, 65]);
    });

    it('the option is off by default, base 25, metamagic 45 (+20 over normal magic)', () => {
        expect(VAXIA_OPTIONS.find(o => o.name === 'legacy_magic')?.default).toBe('off');
        expect(LEGACY_BASE_DIFFICULTY).toBe(25);
        expect(LEGACY_METAMAGIC_DIFFICULTY).toBe(LEGACY_BASE_DIFFICULTY + 20);
    });

    it('a magic-resisting skill adds to both difficulties', () => {
        expect(legacySpellDifficulties([30, 40], 25, 10)).toEqual([65, 75]);
    });

    it('targets: a fireball goes against DEX and END, a mind spell against INT and SPI', () => {
        expect(legacyTargetStats('body')).toEqual(['DEX', 'END']);
        expect(legacyTargetStats('mind')).toEqual(['INT', 'SPIR']);
    });

    it('affected: the cast beats 55 and 65 (winsby 17.11, 9 PP)', () => {
        const r = legacyCast(mage([80, 70]), [30, 40]);
        expect(r.vsTarget.a.difficulty).toBe(55);
        expect(r.vsTarget.b.difficulty).toBe(65);
        expect(r.vsTarget.winsby).toBeCloseTo(17.1092, 4);
        expect(r.vsTarget.pp).toBe(9);
        expect(r.outcome).toBe('affected');
    });

    it('resisted: fails against the target but beats the base 25 — the spell went off', () => {
        const r = legacyCast(mage([40, 45]), [30, 40]);
        expect(r.vsTarget.success).toBe(false);
        expect(r.vsBase.winsby).toBeCloseTo(24.2898, 4);
        expect(r.outcome).toBe('resisted');
    });

    it('fizzled: fails even the base difficulty', () => {
        expect(legacyCast(mage([10, 10]), [30, 40]).outcome).toBe('fizzled');
    });
});

describe('§Mundane vs Magic Combat (legacy): two-part ruling', () => {
    it('a block shifts the spell to STR and END: 25 + 35 and 25 + 40', () => {
        expect(legacyTargetStats('body', 'block')).toEqual(['STR', 'END']);
        expect(legacyTargetStats('body', 'dodge')).toEqual(['DEX', 'END']);
        expect(legacyTargetStats('body', 'parry')).toEqual(['DEX', 'STR']);
    });

    it('the spell makes 12 PP against 60 / 65; the block mights 45 / 50 against the mage’s 55 / 50 make 4: 8 damage', () => {
        const r = legacyDefendedSpell(mage([85, 80]), { stats: [35, 40], mights: [45, 50], rolls: [70, 60] });
        expect(r.vsTarget.a.difficulty).toBe(60);
        expect(r.vsTarget.b.difficulty).toBe(65);
        expect(r.vsTarget.pp).toBe(12);
        expect(r.defense.a.difficulty).toBe(55);
        expect(r.defense.b.difficulty).toBe(50);
        expect(r.defense.pp).toBe(4);
        expect(r.damage).toBe(8);
    });
});

describe('metamagic (legacy, §History of Magic Ruling)', () => {
    const spell = { casterInt: 40, casterSpi: 35, pp: 12 };

    it('rolls against 45 + the opposing caster’s INT and SPI (stats, by default)', () => {
        const r = legacyMetamagic({ mights: [60, 55], rolls: [90, 85] }, spell, 'drain');
        expect(r.difficulties).toEqual([85, 80]);
        expect(r.ruling.pp).toBe(10);
        expect(r.spellPp).toBe(2);
    });

    it('the seed contradicts itself (might vs stat): with mights 55 / 50 the difficulties are 100 / 95', () => {
        const r = legacyMetamagic({ mights: [60, 55], rolls: [90, 85] }, { casterInt: 55, casterSpi: 50, pp: 12 }, 'bolster');
        expect(r.difficulties).toEqual([100, 95]);
        expect(r.ruling.pp).toBe(6);
        expect(r.spellPp).toBe(18);
        expect(VAXIA_OPTIONS.find(o => o.name === 'metamagic_difficulty')?.default).toBe('stat');
    });

    it('bolster adds, drain subtracts down to 0', () => {
        expect(legacyMetamagic({ mights: [60, 55], rolls: [90, 85] }, spell, 'bolster').spellPp).toBe(22);
        expect(legacyMetamagic({ mights: [60, 55], rolls: [90, 85] }, { ...spell, pp: 7 }, 'drain').spellPp).toBe(0);
    });

    it('redirect needs PP at least the caster’s: 10 ≥ 9 takes fully; 10 < 12 is partial, or nothing when partials are off', () => {
        expect(legacyMetamagic({ mights: [60, 55], rolls: [90, 85] }, { ...spell, pp: 9 }, 'redirect').took).toBe('full');
        expect(legacyMetamagic({ mights: [60, 55], rolls: [90, 85] }, spell, 'change').took).toBe('partial');
        expect(legacyMetamagic({ mights: [60, 55], rolls: [90, 85] }, spell, 'redirect', { allowPartial: false }).took).toBe('none');
    });

    it('metamagic with no spell to act on is a coded diagnostic', () => {
        expect(checkMetamagic(undefined)?.code).toBe('vaxia.metamagic-without-spell');
        expect(checkMetamagic('Fireball')).toBeUndefined();
    });
});
