import { describe, expect, it } from 'vitest';
import {
    RPGSTUCK_ACTIONS,
    RPGSTUCK_ATTACK_STATS,
    RPGSTUCK_ATTACK_TAGS,
    RPGSTUCK_BODY_PARTS,
    RPGSTUCK_CONDITIONS,
    RPGSTUCK_OPTIONS,
    RPGSTUCK_SEED,
    RPGSTUCK_STATS,
    RPGSTUCK_TOPICS,
} from '../../language/rulesets/rpgstuck/schema.js';

/** The seed's section headings (## and ####), in order. */
const HEADINGS = [
    'Hit Points and Stats',
    'Damage Dice',
    'Aim and Block Dice',
    'Critical Hits, Percentages, Nat 20s, Nat 1s',
    'Called Shots and Anatomy',
    'Common Called Shot Targets',
    'Common Secret Called Shots Types',
    'Grappling with Grappling',
    'Bestiary Intro',
    'Hordes and Swarms',
    'Combat Rating (CR)',
    'Damage (base) and Mods',
    'Terms and Things to Know',
    'Light and Darkness',
    'Stealth Shenanigans',
    'Special Types of Movement',
    'Environmental Factors',
    'Mounted Combat',
    'Minions',
    'Resting and Limited Abilities',
    'Limited Use Abilities',
];

const all = [
    ...RPGSTUCK_STATS,
    ...RPGSTUCK_ATTACK_STATS,
    ...RPGSTUCK_ATTACK_TAGS,
    ...RPGSTUCK_ACTIONS,
    ...RPGSTUCK_CONDITIONS,
    ...RPGSTUCK_OPTIONS,
    ...RPGSTUCK_TOPICS,
    ...RPGSTUCK_BODY_PARTS,
];

describe('schema', () => {
    it('every entry cites a real section of the seed', () => {
        for (const doc of all) {
            expect(doc.cite.file, doc.name).toBe(RPGSTUCK_SEED);
            expect(HEADINGS, `${doc.name} cites "${doc.cite.section}"`).toContain(doc.cite.section);
            expect(doc.summary.length, doc.name).toBeGreaterThan(10);
        }
    });
    it('names are unique within each list', () => {
        for (const list of [
            RPGSTUCK_STATS,
            RPGSTUCK_ATTACK_STATS,
            RPGSTUCK_ATTACK_TAGS,
            RPGSTUCK_ACTIONS,
            RPGSTUCK_CONDITIONS,
            RPGSTUCK_OPTIONS,
            RPGSTUCK_TOPICS,
            RPGSTUCK_BODY_PARTS,
        ]) {
            const names = list.map(d => d.name);
            expect(new Set(names).size).toBe(names.length);
        }
    });
    it('options default to one of their values', () => {
        for (const o of RPGSTUCK_OPTIONS) expect(o.values, o.name).toContain(o.default);
    });
});
