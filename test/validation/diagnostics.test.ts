/**
 * Every diagnostic code the validators can emit: a small file that triggers it (code, severity, the
 * exact text its range covers, the quick fixes it offers) and a near-identical valid file that does
 * not. The marked range `«...»` in each bad file is where the diagnostic must be.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { build, codes, rangeText } from '../helpers.js';
import { RISE_LADDER } from '../../language/rulesets/rise/rules/dice-pools.js';
import { registerRuleset, rulesetIds } from '../../language/rulesets/registry.js';
import { rise as riseRuleset } from '../../language/rulesets/rise/index.js';
import { DEF, fight, fixTexts, mark, offsets, rise, summary } from './support.js';

// Rise's vocabulary without hazards, damage categories or tactical features: what a ruleset
// without them refuses (registered for this file only: vitest isolates test files).
registerRuleset({ ...riseRuleset, id: 'plain', name: 'Plain', hazards: [], damageCategories: [], features: {} });

type Files = Record<string, string>;

interface Case {
    readonly code: string;
    readonly name: string;
    readonly severity: 'error' | 'warning';
    /** The file (or files, main first) with one `«»` pair in the main file around the expected range. */
    readonly bad: string | Files;
    /** A near-identical file without the problem. */
    readonly good: string | Files;
    /** The newText of the quick fixes offered, in order; none when omitted. */
    readonly fixes?: readonly string[];
    /** Something the message must say. */
    readonly message?: string | RegExp;
    /** How many diagnostics with this code the bad file gets (default 1); 'any' to skip. */
    readonly count?: number | 'any';
    /** Codes the good twin may still show (e.g. a warning unrelated to this code). */
    readonly goodAllows?: readonly string[];
}

const SEVERITY = { error: DiagnosticSeverity.Error, warning: DiagnosticSeverity.Warning } as const;

const BESTIARY = `ruleset rise\ncreature Goblin { hit_points 6 ${DEF} attack Stab { vs armor damage 1d4 } }\n`;

/** A creature whose one attack is `attack`, for dice and attack checks. */
const withAttack = (attack: string): string => rise(`creature Brute { hit_points 20 ${DEF} attack Club { vs armor ${attack} } }`);

const chain = (length: number, markLast: boolean): string =>
    `ruleset rise\n${Array.from({ length }, (_, i) => {
        const base = i === 0 ? '' : ` extends ${markLast && i === length - 1 ? `«C${i - 1}»` : `C${i - 1}`}`;
        return `creature C${i}${base} { hit_points 3 ${DEF} }`;
    }).join('\n')}\n`;

const CASES: Case[] = [
    // ---- the ruleset line, options, imports, names ---------------------------------------------
    {
        code: 'missing-ruleset',
        name: 'a file without a ruleset line',
        severity: 'error',
        bad: `«character Solo { hit_points 5 ${DEF} }»`,
        good: `ruleset rise\ncharacter Solo { hit_points 5 ${DEF} }`,
        fixes: rulesetIds().map(id => `ruleset ${id}\n`),
        message: `Known rulesets: ${rulesetIds().join(', ')}.`,
    },
    {
        code: 'unknown-ruleset',
        name: 'a misspelt ruleset gets did-you-mean',
        severity: 'error',
        bad: `ruleset «rsei»\n`,
        good: `ruleset rise\n`,
        fixes: rulesetIds(), // too far for one guess: every ruleset is offered
        message: `Unknown ruleset 'rsei'. Known rulesets: ${rulesetIds().join(', ')}.`,
    },
    {
        code: 'unknown-ruleset',
        name: 'two letters swapped are one slip: did-you-mean and one fix',
        severity: 'error',
        bad: `ruleset «rsie»\n`,
        good: `ruleset rise\n`,
        fixes: ['rise'],
        message: `Unknown ruleset 'rsie'. Did you mean 'rise'?`,
    },
    {
        code: 'unknown-ruleset',
        name: 'a ruleset written in the singular gets did-you-mean and one fix',
        severity: 'error',
        bad: `ruleset «paladin»\n`,
        good: `ruleset paladins\n`,
        fixes: ['paladins'],
        message: `Unknown ruleset 'paladin'. Did you mean 'paladins'? Known rulesets: ${rulesetIds().join(', ')}.`,
    },
    {
        code: 'unknown-ruleset',
        name: 'a ruleset written with a capital gets did-you-mean and one fix',
        severity: 'error',
        bad: `ruleset «Rise»\n`,
        good: `ruleset rise\n`,
        fixes: ['rise'],
        message: `Unknown ruleset 'Rise'. Did you mean 'rise'? Known rulesets: ${rulesetIds().join(', ')}.`,
    },
    {
        code: 'unknown-ruleset',
        name: 'an unrelated ruleset name lists every known ruleset',
        severity: 'error',
        bad: `ruleset «pathfinder»\n`,
        good: `ruleset rise\n`,
        fixes: rulesetIds(),
        message: `Unknown ruleset 'pathfinder'. Known rulesets: ${rulesetIds().join(', ')}.`,
    },
    {
        code: 'unknown-option',
        name: 'a misspelt option',
        severity: 'error',
        bad: `ruleset rise { «monsters_at_zeroo»: dead }\n`,
        good: `ruleset rise { monsters_at_zero: dead }\n`,
        fixes: ['monsters_at_zero'],
        message: "Did you mean 'monsters_at_zero'? Options: monsters_at_zero, negative_attribute_rounding.",
    },
    {
        code: 'bad-option-value',
        name: 'a value the option does not take',
        severity: 'error',
        bad: `ruleset rise { monsters_at_zero: «alive» }\n`,
        good: `ruleset rise { monsters_at_zero: unconscious }\n`,
        fixes: ['dead', 'unconscious'],
        message: "takes dead or unconscious, not 'alive'",
    },
    {
        code: 'duplicate-option',
        name: 'the second of two equal options',
        severity: 'error',
        bad: `ruleset rise { monsters_at_zero: dead, «monsters_at_zero»: unconscious }\n`,
        good: `ruleset rise { monsters_at_zero: dead, negative_attribute_rounding: down }\n`,
        message: 'Option monsters_at_zero is given twice.',
    },
    {
        code: 'option-has-no-effect',
        name: 'an option that only acts under another option set otherwise',
        severity: 'warning',
        bad: `ruleset vaxia { «metamagic_difficulty»: might }\n`,
        good: `ruleset vaxia { legacy_magic: on, metamagic_difficulty: might }\n`,
        message: 'Option metamagic_difficulty has no effect unless legacy_magic is on (it is off).',
    },
    {
        code: 'import-not-found',
        name: 'an import of a file that does not exist',
        severity: 'error',
        bad: { 'main.strife': `ruleset rise\nimport «"bestiry.strife"»\n`, 'bestiary.strife': BESTIARY },
        good: { 'main.strife': `ruleset rise\nimport "bestiary.strife"\n`, 'bestiary.strife': BESTIARY },
        message: "Cannot find 'bestiry.strife'",
    },
    {
        code: 'import-self',
        name: 'a file importing itself',
        severity: 'error',
        bad: { 'main.strife': `ruleset rise\nimport «"./main.strife"»\n`, 'bestiary.strife': BESTIARY },
        good: { 'main.strife': `ruleset rise\nimport "./bestiary.strife"\n`, 'bestiary.strife': BESTIARY },
        message: 'A file cannot import itself.',
    },
    {
        code: 'import-ruleset-mismatch',
        name: 'an import written for another ruleset',
        severity: 'error',
        bad: { 'main.strife': `ruleset rise\nimport «"other.strife"»\n`, 'other.strife': 'ruleset pathfinder\n' },
        good: { 'main.strife': `ruleset rise\nimport "other.strife"\n`, 'other.strife': 'ruleset rise\n' },
        message: "'other.strife' is written for ruleset pathfinder, this file for rise.",
    },
    {
        code: 'duplicate-import',
        name: 'the same file imported under two spellings',
        severity: 'warning',
        bad: { 'main.strife': `ruleset rise\nimport "bestiary.strife"\nimport «"./bestiary.strife"»\n`, 'bestiary.strife': BESTIARY },
        good: { 'main.strife': `ruleset rise\nimport "bestiary.strife"\n`, 'bestiary.strife': BESTIARY },
        message: "'./bestiary.strife' is imported twice.",
    },
    {
        code: 'import-name-clash',
        name: 'two imported files declaring the same combatant',
        severity: 'error',
        bad: {
            'main.strife': `ruleset rise\nimport "bestiary.strife"\nimport «"more.strife"»\n`,
            'bestiary.strife': BESTIARY,
            'more.strife': BESTIARY,
        },
        good: {
            'main.strife': `ruleset rise\nimport "bestiary.strife"\nimport "more.strife"\n`,
            'bestiary.strife': BESTIARY,
            'more.strife': BESTIARY.replace('Goblin', 'Hobgoblin'),
        },
        message: "'Goblin' is declared in both 'bestiary.strife' and 'more.strife'",
    },
    {
        code: 'duplicate-name',
        name: 'two combatants of one name',
        severity: 'error',
        bad: rise(`creature «Bandit» { hit_points 3 ${DEF} }`),
        good: rise(`creature Bandit2 { hit_points 3 ${DEF} }`),
        message: "Another combatant in this file is already named 'Bandit'.",
    },
    {
        code: 'duplicate-name',
        name: 'a creature and a character of one name',
        severity: 'error',
        bad: rise(`character «Bandit» { hit_points 3 ${DEF} }`),
        good: rise(`character Bandito { hit_points 3 ${DEF} }`),
    },
    {
        code: 'duplicate-name',
        name: 'two attacks of one name in a combatant',
        severity: 'error',
        bad: rise(`creature Brute { hit_points 9 ${DEF} attack Club { vs armor damage 1d6 } attack «Club» { vs armor damage 1d8 } }`),
        good: rise(`creature Brute { hit_points 9 ${DEF} attack Club { vs armor damage 1d6 } attack Kick { vs armor damage 1d8 } }`),
        message: "Brute already has an attack named 'Club'.",
    },
    {
        code: 'duplicate-name',
        name: 'two sides of one name',
        severity: 'error',
        bad: fight('', 'side heroes { Kara }\n  side bandits { Bandit x3 }\n  side «heroes» { Doran }'),
        good: fight('', 'side heroes { Kara }\n  side bandits { Bandit x3 }\n  side rangers { Doran }'),
        message: "Another side is already named 'heroes'.",
    },
    {
        code: 'duplicate-name',
        name: 'two encounters of one name (quoted or not)',
        severity: 'error',
        bad: rise('encounter Fight { side a { Kara } side b { Bandit } }\nencounter «"Fight"» { side a { Kara } side b { Bandit } }'),
        good: rise('encounter Fight { side a { Kara } side b { Bandit } }\nencounter "Fight 2" { side a { Kara } side b { Bandit } }'),
        message: "Another encounter in this file is already named 'Fight'.",
    },
    {
        code: 'unresolved-reference',
        name: 'a misspelt participant gets did-you-mean',
        severity: 'error',
        bad: fight('', 'side heroes { Kara }\n  side bandits { «Bandti» x3 }'),
        good: fight('', 'side heroes { Kara }\n  side bandits { Bandit x3 }'),
        fixes: ['Bandit'],
        message: "Unknown combatant 'Bandti' in this file or its imports. Did you mean 'Bandit'?",
    },
    {
        code: 'unresolved-reference',
        name: 'a misspelt template after extends',
        severity: 'error',
        bad: rise(`creature Thug extends «Bandti» { power 3 }`),
        good: rise(`creature Thug extends Bandit { power 3 }`),
        fixes: ['Bandit'],
    },
    {
        code: 'unresolved-reference',
        name: 'a misspelt weapon after using',
        severity: 'error',
        bad: fight('  round 1 { Kara: charge -> Bandit#1 using «Longswrod» }'),
        good: fight('  round 1 { Kara: charge -> Bandit#1 using Longsword }'),
        fixes: ['Longsword'],
        message: "Unknown attack 'Longswrod' for this combatant. Did you mean 'Longsword'?",
    },
    {
        code: 'unresolved-reference',
        name: 'a misspelt side in tactics',
        severity: 'error',
        bad: fight('  tactics «heros»: attack_first'),
        good: fight('  tactics heroes: attack_first'),
        fixes: ['heroes'],
        message: "Unknown side 'heros' in this encounter. Did you mean 'heroes'? Sides: heroes, bandits.",
    },
    {
        code: 'unresolved-reference',
        name: 'a side nothing is close to, in expect',
        severity: 'error',
        bad: fight('  expect «villains» wins'),
        good: fight('  expect heroes wins'),
        message: "Unknown side 'villains' in this encounter. Sides: heroes, bandits.",
    },
    {
        code: 'unresolved-reference',
        name: 'a creature of an imported file, misspelt',
        severity: 'error',
        bad: {
            'main.strife': fight('', 'side heroes { Kara }\n  side goblins { «Gobiln» x2 }').replace(
                'ruleset rise\n',
                'ruleset rise\nimport "bestiary.strife"\n',
            ),
            'bestiary.strife': BESTIARY,
        },
        good: {
            'main.strife': fight('', 'side heroes { Kara }\n  side goblins { Goblin x2 }').replace(
                'ruleset rise\n',
                'ruleset rise\nimport "bestiary.strife"\n',
            ),
            'bestiary.strife': BESTIARY,
        },
        fixes: ['Goblin'],
    },
    {
        code: 'unresolved-reference',
        name: 'a creature of a file that is not imported',
        severity: 'error',
        bad: { 'main.strife': fight('', 'side heroes { Kara }\n  side goblins { «Goblin» x2 }'), 'bestiary.strife': BESTIARY },
        good: {
            'main.strife': fight('', 'side heroes { Kara }\n  side goblins { Goblin x2 }').replace(
                'ruleset rise\n',
                'ruleset rise\nimport "bestiary.strife"\n',
            ),
            'bestiary.strife': BESTIARY,
        },
        message: "Unknown combatant 'Goblin' in this file or its imports.",
    },

    // ---- combatants --------------------------------------------------------------------------
    {
        code: 'extends-cycle',
        name: 'a template extending itself',
        severity: 'error',
        bad: rise(`creature Loop extends «Loop» { hit_points 3 ${DEF} }`),
        good: rise(`creature Loop extends Bandit { hit_points 3 ${DEF} }`),
        message: 'Loop extends itself through its templates.',
    },
    {
        code: 'extends-cycle',
        name: 'two templates extending each other (both are reported)',
        severity: 'error',
        bad: rise(`creature Ping extends «Pong» { hit_points 3 ${DEF} }\ncreature Pong extends Ping { hit_points 3 ${DEF} }`),
        good: rise(`creature Ping extends Bandit { hit_points 3 ${DEF} }\ncreature Pong extends Ping { hit_points 3 ${DEF} }`),
        count: 2,
    },
    {
        code: 'extends-too-deep',
        name: 'a template chain 40 deep',
        severity: 'error',
        bad: chain(40, true),
        good: chain(20, false),
        count: 'any',
        message: 'Template chains are limited to 32 levels.',
    },
    {
        code: 'unknown-stat',
        name: 'a misspelt stat (hitpoints)',
        severity: 'error',
        bad: rise(`creature Brute { «hitpoints» 12 ${DEF} }`),
        good: rise(`creature Brute { hit_points 12 ${DEF} }`),
        fixes: ['hit_points'],
        message: "Rise has no stat 'hitpoints'. Did you mean 'hit_points'?",
    },
    {
        code: 'unknown-stat',
        name: 'a misspelt defense inside defenses',
        severity: 'error',
        bad: rise('creature Brute { hit_points 12 defenses { «armour» 5 fortitude 4 reflex 5 mental 3 } }'),
        good: rise('creature Brute { hit_points 12 defenses { armor 5 fortitude 4 reflex 5 mental 3 } }'),
        fixes: ['armor'],
        message: "Rise has no defense 'armour'. Did you mean 'armor'? Known: armor, fortitude, reflex, mental.",
    },
    {
        code: 'unknown-stat',
        name: 'a misspelt stat in a damage formula',
        severity: 'error',
        bad: withAttack('damage 1d6 + «powr»'),
        good: withAttack('damage 1d6 + power'),
        fixes: ['power'],
        message: "'powr' is not a Rise stat a formula can use. Did you mean 'power'?",
    },
    {
        code: 'unknown-stat',
        name: 'a misspelt attack stat offers the fix its message suggests',
        severity: 'error',
        bad: withAttack('damage 1d6 «acuracy» 2'),
        good: withAttack('damage 1d6 accuracy 2'),
        fixes: ['accuracy'],
        message: "An attack in Rise has no stat 'acuracy'. Did you mean 'accuracy'?",
    },
    {
        code: 'stat-wrong-group',
        name: 'power inside defenses',
        severity: 'error',
        bad: rise('creature Brute { hit_points 12 defenses { armor 5 fortitude 4 reflex 5 mental 3 «power» 2 } }'),
        good: rise('creature Brute { hit_points 12 power 2 defenses { armor 5 fortitude 4 reflex 5 mental 3 } }'),
        message: "power is not in Rise's defenses; write it outside the block.",
    },
    {
        code: 'stat-out-of-range',
        name: 'hit_points 0 (the minimum is 1)',
        severity: 'error',
        bad: rise(`creature Brute { hit_points «0» ${DEF} }`),
        good: rise(`creature Brute { hit_points 1 ${DEF} }`),
        message: "Rise's hit_points must be between 1 and 100000; 0 is outside.",
    },
    {
        code: 'stat-out-of-range',
        name: 'a stat whose minimum is 0 given −1 (0 itself, on the minimum, is fine)',
        severity: 'error',
        bad: rise(`creature Brute { hit_points 9 damage_resistance «-1» ${DEF} }`),
        good: rise(`creature Brute { hit_points 9 damage_resistance 0 ${DEF} }`),
        message: "Rise's damage_resistance must be between 0 and 100000; -1 is outside.",
    },
    {
        code: 'stat-out-of-range',
        name: 'a negative attribute below −10, range covers the sign',
        severity: 'error',
        bad: rise(`creature Brute { hit_points 9 strength «-11» ${DEF} }`),
        good: rise(`creature Brute { hit_points 9 strength -10 ${DEF} }`),
        message: 'strength must be between -10 and 15; -11 is outside.',
    },
    {
        code: 'stat-out-of-range',
        name: 'an attack accuracy above 40',
        severity: 'error',
        bad: withAttack('damage 1d6 accuracy «41»'),
        good: withAttack('damage 1d6 accuracy 40'),
    },
    {
        code: 'duplicate-stat',
        name: 'hit_points given twice',
        severity: 'error',
        bad: rise(`creature Brute { hit_points 12 «hit_points» 13 ${DEF} }`),
        good: rise(`creature Brute { hit_points 12 power 13 ${DEF} }`),
        message: 'hit_points is given twice in Brute.',
    },
    {
        code: 'duplicate-stat',
        name: 'a defense given inside and outside defenses',
        severity: 'error',
        bad: rise(`creature Brute { hit_points 12 armor 4 defenses { «armor» 5 fortitude 4 reflex 5 mental 3 } }`),
        good: rise(`creature Brute { hit_points 12 armor 4 defenses { fortitude 4 reflex 5 mental 3 } }`),
    },
    {
        code: 'missing-stat',
        name: 'a character used in an encounter without mental',
        severity: 'error',
        bad: fight('', 'side heroes { Mira }\n  side bandits { Bandit x3 }').replace(
            'encounter Fight',
            'character «Mira» { hit_points 10 defenses { armor 5 fortitude 4 reflex 5 } attack Jab { vs armor damage 1d4 } }\nencounter Fight',
        ),
        good: fight('', 'side heroes { Mira }\n  side bandits { Bandit x3 }').replace(
            'encounter Fight',
            'character Mira { hit_points 10 defenses { armor 5 fortitude 4 reflex 5 mental 3 } attack Jab { vs armor damage 1d4 } }\nencounter Fight',
        ),
        message: 'Mira needs mental under Rise.',
    },
    {
        code: 'missing-stat',
        name: 'a creature that is only a template base is a warning',
        severity: 'warning',
        bad: fight('', 'side heroes { Kara }\n  side beasts { Wolf x2 }').replace(
            'encounter Fight',
            `creature «Beast» { hit_points 10 power 1 }\ncreature Wolf extends Beast { ${DEF} attack Bite { vs armor damage 1d6 + power } }\nencounter Fight`,
        ),
        good: fight('', 'side heroes { Kara }\n  side beasts { Wolf x2 }').replace(
            'encounter Fight',
            `creature Beast { hit_points 10 power 1 ${DEF} }\ncreature Wolf extends Beast { attack Bite { vs armor damage 1d6 + power } }\nencounter Fight`,
        ),
        message: 'Beast needs armor, fortitude, reflex, mental under Rise (fine for a template that others extend',
    },
    {
        // A partial template that is ALSO brought into an encounter runs with armor 0 etc.; it must block.
        code: 'missing-stat',
        name: 'a template base that an encounter also uses directly is an error',
        severity: 'error',
        bad: fight('', 'side heroes { Kara }\n  side beasts { Beast, Wolf }').replace(
            'encounter Fight',
            `creature «Beast» { hit_points 10 power 1 attack Bite { vs armor damage 1d6 + power } }\ncreature Wolf extends Beast { ${DEF} }\nencounter Fight`,
        ),
        good: fight('', 'side heroes { Kara }\n  side beasts { Beast, Wolf }').replace(
            'encounter Fight',
            `creature Beast { hit_points 10 power 1 ${DEF} attack Bite { vs armor damage 1d6 + power } }\ncreature Wolf extends Beast { }\nencounter Fight`,
        ),
    },
    {
        code: 'unknown-defense',
        name: 'an attack against a misspelt defense',
        severity: 'error',
        bad: withAttack('vs «armr» damage 1d6').replace('vs armor vs', 'vs'),
        good: withAttack('damage 1d6'),
        fixes: ['armor'],
        message: "Rise has no defense 'armr'. Did you mean 'armor'? Defenses: armor, fortitude, reflex, mental.",
    },
    {
        code: 'unknown-tag',
        name: 'the second tag misspelt',
        severity: 'warning',
        bad: withAttack('damage 1d6 tags melee, «magicl»'),
        good: withAttack('damage 1d6 tags melee, magical'),
        fixes: ['magical'],
        message: "Rise gives no meaning to the tag 'magicl'. Did you mean 'magical'?",
    },
    {
        code: 'unknown-weapon',
        name: 'a library weapon under Rise, which has no weapon library',
        severity: 'error',
        bad: rise(`creature Brute { hit_points 20 ${DEF} weapon «longsword» }`),
        good: rise(`creature Brute { hit_points 20 ${DEF} attack longsword { vs armor damage 1d10 } }`),
        message: "Rise has no weapon library; write 'attack longsword { ... }' with its damage.",
    },
    {
        code: 'duplicate-damage',
        name: 'two damage lines',
        severity: 'error',
        bad: withAttack('damage 1d6 «damage 1d8»'),
        good: withAttack('damage 1d6 tags melee'),
        message: 'Club has more than one damage line.',
    },

    // ---- dice --------------------------------------------------------------------------------
    {
        code: 'dice-malformed',
        name: 'keep with a comparison',
        severity: 'error',
        bad: withAttack('damage «2d6kh>3»'),
        good: withAttack('damage 2d6kh1'),
        message: '"kh" in "2d6kh>3" takes a plain count, not a comparison.',
    },
    {
        code: 'dice-malformed',
        name: 'a dice increment with a modifier',
        severity: 'error',
        bad: withAttack('damage 1d6 + «1d!»'),
        good: withAttack('damage 1d6 + 1d'),
        message: 'The dice increment "1d" cannot take modifiers ("!").',
    },
    {
        code: 'dice-zero-sides',
        name: 'd0',
        severity: 'error',
        bad: withAttack('damage «d0» + power'),
        good: withAttack('damage d6 + power'),
        message: '"d0" has dice with 0 sides; a die needs at least 1 side.',
    },
    {
        code: 'dice-zero-count',
        name: '0d6',
        severity: 'warning',
        bad: withAttack('damage «0d6» + power'),
        good: withAttack('damage 1d6 + power'),
        message: '"0d6" rolls no dice, so it always totals 0.',
    },
    {
        code: 'dice-ambiguous',
        name: "Avrae's p1 (drop the 1s, or the lowest die?)",
        severity: 'error',
        bad: withAttack('damage «4d6p1»'),
        good: withAttack('damage 4d6pl1'),
        message: '"p1" in "4d6p1" is ambiguous',
    },
    {
        code: 'dice-explode-always',
        name: '1d1!',
        severity: 'error',
        bad: withAttack('damage «1d1!»'),
        good: withAttack('damage 1d6!'),
        message: '"1d1!" explodes on every face',
    },
    {
        code: 'dice-too-many',
        name: '100000d100000',
        severity: 'error',
        bad: withAttack('damage «100000d100000»'),
        good: withAttack('damage 1000d10'),
        message: '"100000d100000" rolls 100000 dice; the limit is 1000 dice per term.',
    },
    {
        code: 'dice-too-many-sides',
        name: '1d20000',
        severity: 'error',
        bad: withAttack('damage «1d20000»'),
        good: withAttack('damage 1d10000kh1'),
        message: '"1d20000" has dice with 20000 sides; the limit is 10000 sides.',
    },
    {
        code: 'dice-too-deep',
        name: 'a formula nested 70 deep',
        severity: 'error',
        bad: withAttack(`damage «${'('.repeat(70)}1d6 + power${')'.repeat(70)}»`),
        good: withAttack(`damage ${'('.repeat(60)}1d6 + power${')'.repeat(60)}`),
        message: 'This formula nests deeper than 64 levels; simplify it.',
    },
    {
        code: 'dice-reroll-always',
        name: 'a recursive reroll of every face is an error',
        severity: 'error',
        bad: withAttack('damage «1d6r<7»'),
        good: withAttack('damage 1d6r<2'),
    },
    {
        code: 'dice-reroll-always',
        name: 'a reroll-once of every face is a warning',
        severity: 'warning',
        bad: withAttack('damage «1d6ro<7»'),
        good: withAttack('damage 1d6ro<2'),
        message: 'rerolls every face once',
    },
    {
        code: 'dice-condition-never',
        name: 'a reroll no face meets',
        severity: 'warning',
        bad: withAttack('damage «1d6r>6»'),
        good: withAttack('damage 1d6r>5'),
        message: '"1d6r>6" never rerolls: no face of a d6 is >6.',
    },
    {
        code: 'dice-keep-too-many',
        name: 'keeping 3 of 2 dice',
        severity: 'warning',
        bad: withAttack('damage «2d6kh3»'),
        good: withAttack('damage 2d6kh2'),
    },
    {
        code: 'dice-keep-none',
        name: 'keeping 0 dice',
        severity: 'warning',
        bad: withAttack('damage «2d6kh0»'),
        good: withAttack('damage 2d6kh1'),
    },
    {
        code: 'dice-drop-too-many',
        name: 'dropping every die',
        severity: 'warning',
        bad: withAttack('damage «2d6dl2»'),
        good: withAttack('damage 2d6dl1'),
    },
    {
        code: 'dice-min-max-conflict',
        name: 'a minimum above the maximum',
        severity: 'warning',
        bad: withAttack('damage «2d6mi4ma3»'),
        good: withAttack('damage 2d6mi3ma4'),
    },
    {
        code: 'rise-dice-off-ladder',
        name: '3d6 → the nearest ladder step 2d10 (same mean 10.5 vs 11)',
        severity: 'warning',
        bad: withAttack('damage «3d6» + power'),
        good: withAttack('damage 2d10 + power'),
        fixes: ['2d10'],
        message: "3d6 is not a step of Rise's dice ladder",
    },
    {
        code: 'rise-dice-off-ladder',
        name: 'd% → 9d10',
        severity: 'warning',
        bad: withAttack('damage «d%»'),
        good: withAttack('damage 9d10'),
        fixes: ['9d10'],
    },
    {
        // Mean 700: the ladder past 8d10 adds 1d10 a step, so 127d10 (698.5) is nearest — not a capped 72d10.
        code: 'rise-dice-off-ladder',
        name: '200d6 → 127d10, the step whose mean is nearest',
        severity: 'warning',
        bad: withAttack('damage «200d6»'),
        good: withAttack('damage 127d10'),
        fixes: ['127d10'],
        message: 'the nearest step is 127d10',
    },

    // ---- encounters: sides, counts, settings ------------------------------------------------
    {
        code: 'too-few-sides',
        name: 'an encounter with one side',
        severity: 'error',
        bad: rise('encounter «Fight» { side heroes { Kara } }'),
        good: rise('encounter Fight { side heroes { Kara } side bandits { Bandit } }'),
        message: "Encounter 'Fight' needs at least two sides.",
    },
    {
        code: 'empty-side',
        name: 'a side with nobody',
        severity: 'error',
        bad: fight('', 'side heroes { Kara }\n  side «bandits» { }'),
        good: fight('', 'side heroes { Kara }\n  side bandits { Bandit }'),
        message: 'Side bandits has no combatants.',
    },
    {
        code: 'bad-count',
        name: 'x0',
        severity: 'error',
        bad: fight('', 'side heroes { Kara }\n  side bandits { Bandit «x0» }'),
        good: fight('', 'side heroes { Kara }\n  side bandits { Bandit x1 }'),
        message: 'A count must be between 1 and 500.',
    },
    {
        code: 'bad-count',
        name: 'x501',
        severity: 'error',
        bad: fight('', 'side heroes { Kara }\n  side bandits { Bandit «x501» }'),
        good: fight('', 'side heroes { Kara }\n  side bandits { Bandit x199 }'), // x500 is a valid count, but too many fighters
    },
    {
        code: 'count-on-character',
        name: 'a character brought twice by count',
        severity: 'error',
        bad: fight('', 'side heroes { Kara «x2» }\n  side bandits { Bandit }'),
        good: fight('', 'side heroes { Kara x1 }\n  side bandits { Bandit }'),
        fixes: [''],
        message: 'Kara is a unique character; only a creature template can come in numbers.',
    },
    {
        code: 'duplicate-participant',
        name: 'a character on both sides',
        severity: 'error',
        bad: fight('', 'side heroes { Kara }\n  side bandits { Bandit, «Kara» }'),
        good: fight('', 'side heroes { Kara }\n  side bandits { Bandit, Doran }'),
        message: 'Kara is a unique character and is already in this encounter.',
    },
    {
        code: 'duplicate-setting',
        name: 'seed twice',
        severity: 'error',
        bad: fight('  seed 1\n  «seed 2»'),
        good: fight('  seed 1\n  round_limit 2'),
        message: 'seed is given twice in this encounter.',
    },
    {
        code: 'duplicate-setting',
        name: 'round_limit twice',
        severity: 'error',
        bad: fight('  round_limit 3\n  «round_limit 4»'),
        good: fight('  round_limit 3\n  seed 4'),
        message: 'round_limit is given twice in this encounter.',
    },
    {
        code: 'bad-round-number',
        name: 'round 0',
        severity: 'error',
        bad: fight('  round «0» { Kara: Longsword -> Bandit#1 }'),
        good: fight('  round 1 { Kara: Longsword -> Bandit#1 }'),
        message: 'Rounds are numbered from 1.',
    },
    {
        code: 'duplicate-round',
        name: 'round 1 scripted twice',
        severity: 'error',
        bad: fight('  round 1 { Kara: Longsword -> Bandit#1 }\n  round «1» { Doran: Spear -> Bandit#2 }'),
        good: fight('  round 1 { Kara: Longsword -> Bandit#1 }\n  round 2 { Doran: Spear -> Bandit#2 }'),
        message: 'Round 1 is scripted twice; put its lines in one block.',
    },
    {
        code: 'round-beyond-limit',
        name: 'round 3 with round_limit 2',
        severity: 'warning',
        bad: fight('  round_limit 2\n  round «3» { Kara: Longsword -> Bandit#1 }'),
        good: fight('  round_limit 3\n  round 3 { Kara: Longsword -> Bandit#1 }'),
        message: 'Round 3 is past the round limit (2) and will never run.',
    },
    {
        // Without a round_limit line the runner stops after DEFAULT_ROUND_LIMIT (20) rounds.
        code: 'round-beyond-limit',
        name: 'round 21 under the default limit of 20',
        severity: 'warning',
        bad: fight('  round «21» { Kara: Longsword -> Bandit#1 }'),
        good: fight('  round 20 { Kara: Longsword -> Bandit#1 }'),
        message: 'Round 21 is past the round limit (20, the default)',
    },
    {
        code: 'unknown-tactic',
        name: 'a misspelt policy',
        severity: 'error',
        bad: fight('  tactics «atack_weakest»'),
        good: fight('  tactics attack_weakest'),
        fixes: ['attack_weakest'],
        message: "Rise has no tactics 'atack_weakest'. Did you mean 'attack_weakest'?",
    },
    {
        code: 'unknown-tactic',
        name: 'a misspelt policy for one side',
        severity: 'error',
        bad: fight('  tactics bandits: «defnd»'),
        good: fight('  tactics bandits: defend'),
        fixes: ['defend'],
    },
    {
        code: 'bad-round-limit',
        name: 'round_limit 0',
        severity: 'error',
        bad: fight('  round_limit «0»'),
        good: fight('  round_limit 1'),
        message: 'The round limit must be between 1 and 1000.',
    },
    {
        code: 'bad-round-limit',
        name: 'round_limit 1001',
        severity: 'error',
        bad: fight('  round_limit «1001»'),
        good: fight('  round_limit 1000'),
    },

    // ---- scripted turns ----------------------------------------------------------------------
    {
        code: 'not-in-encounter',
        name: 'a target that is on no side',
        severity: 'error',
        bad: fight('  round 1 { Kara: Longsword -> «Doran» }', 'side heroes { Kara }\n  side bandits { Bandit x3 }'),
        good: fight('  round 1 { Kara: Longsword -> Bandit#3 }', 'side heroes { Kara }\n  side bandits { Bandit x3 }'),
        message: 'Doran is not part of this encounter; add it to a side first.',
    },
    {
        code: 'not-in-encounter',
        name: 'an actor that is on no side',
        severity: 'error',
        bad: fight('  round 1 { «Doran»: Spear -> Bandit#1 }', 'side heroes { Kara }\n  side bandits { Bandit x3 }'),
        good: fight('  round 1 { Kara: Longsword -> Bandit#1 }', 'side heroes { Kara }\n  side bandits { Bandit x3 }'),
    },
    {
        code: 'instance-out-of-range',
        name: 'Bandit#4 of three',
        severity: 'error',
        bad: fight('  round 1 { Kara: Longsword -> Bandit#«4» }'),
        good: fight('  round 1 { Kara: Longsword -> Bandit#3 }'),
        message: 'Bandit#4 does not exist: this encounter has 3 Bandits (Bandit#1..#3).',
    },
    {
        code: 'instance-out-of-range',
        name: 'Bandit#0',
        severity: 'error',
        bad: fight('  round 1 { Bandit#«0»: Shortsword -> Kara }'),
        good: fight('  round 1 { Bandit#1: Shortsword -> Kara }'),
    },
    {
        code: 'ambiguous-instance',
        name: 'Bandit without an index when there are three',
        severity: 'error',
        bad: fight('  round 1 { Kara: Longsword -> «Bandit» }'),
        good: fight('  round 1 { Kara: Longsword -> Bandit#2 }'),
        fixes: ['Bandit#1', 'Bandit#2', 'Bandit#3'],
        message: 'This encounter has 3 Bandits; say which one (Bandit#1..#3).',
    },
    {
        code: 'unknown-action',
        name: 'total_defence',
        severity: 'error',
        bad: fight('  round 1 { Kara: «total_defence» }'),
        good: fight('  round 1 { Kara: total_defense }'),
        fixes: ['total_defense'],
        message: "Kara has no attack 'total_defence', and Rise has no such action. Did you mean 'total_defense'?",
    },
    {
        // The keyword `attack` where the attack's name goes was a cascade of 12 syntax errors.
        code: 'unknown-action',
        name: 'the word attack where the name of the attack goes: one error naming the attacks',
        severity: 'error',
        bad: fight('  round 1 { Kara: «attack» -> Bandit#1 }'),
        good: fight('  round 1 { Kara: Longsword -> Bandit#1 }'),
        message: "'attack' names no attack of Kara: write the attack's own name. Attacks: Longsword;",
    },
    {
        code: 'unknown-action',
        name: 'an attack of another combatant',
        severity: 'error',
        bad: fight('  round 1 { Kara: «Spear» -> Bandit#1 }'),
        good: fight('  round 1 { Doran: Spear -> Bandit#1 }'),
        message: "Kara has no attack 'Spear'",
    },
    {
        code: 'actor-lacks-attack',
        name: 'the second actor of a shared line lacks the attack',
        severity: 'error',
        bad: fight('  round 1 { Kara, «Doran»: Longsword -> Bandit#1 }'),
        good: fight('  round 1 { Kara: Longsword -> Bandit#1 }'),
        message: "Doran has no attack 'Longsword'.",
    },
    {
        code: 'action-needs-target',
        name: 'an attack without a target',
        severity: 'error',
        bad: fight('  round 1 { Kara: «Longsword» }'),
        good: fight('  round 1 { Kara: Longsword -> Bandit#1 }'),
        message: "Longsword needs a target: write 'Longsword -> Foe'.",
    },
    {
        code: 'action-needs-target',
        name: 'a charge without a target',
        severity: 'error',
        bad: fight('  round 1 { Kara: «charge» using Longsword }'),
        good: fight('  round 1 { Kara: charge -> Bandit#1 using Longsword }'),
    },
    {
        code: 'action-takes-no-target',
        name: 'total_defense -> a foe',
        severity: 'error',
        bad: fight('  round 1 { Kara: total_defense -> «Bandit#1» }'),
        good: fight('  round 1 { Kara: total_defense }'),
        message: 'total_defense takes no target.',
    },
    {
        code: 'action-one-target',
        name: 'a charge at two foes (the second is marked)',
        severity: 'error',
        bad: fight('  round 1 { Kara: charge -> Bandit#1, «Bandit#2» using Longsword }'),
        good: fight('  round 1 { Kara: charge -> Bandit#1 using Longsword }'),
        message: 'charge takes one target.',
    },
    {
        code: 'action-needs-weapon',
        name: 'a charge without using',
        severity: 'error',
        bad: fight('  round 1 { Kara: «charge» -> Bandit#1 }'),
        good: fight('  round 1 { Kara: charge -> Bandit#1 using Longsword }'),
        message: "charge strikes with a weapon: add 'using <attack>'.",
    },
    {
        code: 'action-takes-no-weapon',
        name: 'total_defense using a weapon',
        severity: 'error',
        bad: fight('  round 1 { Kara: total_defense using «Longsword» }'),
        good: fight('  round 1 { Kara: total_defense }'),
        message: "total_defense does not take 'using'.",
    },
    {
        code: 'action-takes-no-weapon',
        name: 'an attack using a weapon',
        severity: 'error',
        bad: fight('  round 1 { Kara: Longsword -> Bandit#1 using «Longsword» }'),
        good: fight('  round 1 { Kara: Longsword -> Bandit#1 }'),
    },
    {
        code: 'unknown-modifier',
        name: 'a misspelt modifier (the second)',
        severity: 'error',
        bad: fight('  round 1 { Kara: Longsword -> Bandit#1 with subdual, «desperate_exertoin» }'),
        good: fight('  round 1 { Kara: Longsword -> Bandit#1 with subdual, desperate_exertion }'),
        fixes: ['desperate_exertion'],
        message: "Rise has no modifier 'desperate_exertoin'. Did you mean 'desperate_exertion'?",
    },
    {
        code: 'attacks-ally',
        name: 'a bandit striking another bandit',
        severity: 'warning',
        bad: fight('  round 1 { Bandit#1: Shortsword -> «Bandit#2» }'),
        good: fight('  round 1 { Bandit#1: Shortsword -> Kara }'),
        message: "Bandit#2 is on Bandit#1's own side.",
    },
    {
        code: 'attacks-ally',
        name: 'a charge at an ally',
        severity: 'warning',
        bad: fight('  round 1 { Kara: charge -> «Doran» using Longsword }'),
        good: fight('  round 1 { Kara: charge -> Bandit#1 using Longsword }'),
    },

    // ---- Rise's action economy ---------------------------------------------------------------
    {
        code: 'rise-action-economy',
        name: 'two standard actions (total defense, then an attack)',
        severity: 'error',
        bad: fight('  round 1 { Kara: total_defense; «Longsword» -> Bandit#1 }'),
        good: fight('  round 1 { Kara: move; Longsword -> Bandit#1 }'),
        message: 'Kara has no room for Longsword in round 1',
    },
    {
        code: 'rise-action-economy',
        name: 'two attacks',
        severity: 'error',
        bad: fight('  round 1 { Kara: Longsword -> Bandit#1; «Longsword» -> Bandit#2 }'),
        good: fight('  round 1 { Kara: Longsword -> Bandit#1; move }'),
    },
    {
        code: 'rise-action-economy',
        name: 'a movement, a standard and a second movement',
        severity: 'error',
        bad: fight('  round 1 { Kara: move; Longsword -> Bandit#1; «move» }'),
        good: fight('  round 1 { Kara: move; Longsword -> Bandit#1 }'),
        message: 'Kara has no room for move in round 1',
    },
    {
        code: 'rise-action-economy',
        name: 'three movements',
        severity: 'error',
        bad: fight('  round 1 { Kara: move; sprint; «move» }'),
        good: fight('  round 1 { Kara: move; sprint }'),
    },
    {
        code: 'rise-action-economy',
        name: 'two lines of one actor in one round add up',
        severity: 'error',
        bad: fight('  round 1 {\n    Kara: Longsword -> Bandit#1\n    Kara: «recover»\n  }'),
        good: fight('  round 1 {\n    Kara: Longsword -> Bandit#1\n  }\n  round 2 {\n    Kara: recover\n  }'),
    },
    {
        code: 'rise-action-economy',
        name: 'a movement, an attack, an offhand strike, then a second movement',
        severity: 'error',
        bad: fight('  round 1 { Doran: move; Spear -> Bandit#1; offhand_strike -> Bandit#1 using Dagger; «move» }'),
        good: fight('  round 1 { Doran: move; Spear -> Bandit#1; offhand_strike -> Bandit#1 using Dagger }'),
    },
    {
        code: 'rise-minor-repeated',
        name: 'two offhand strikes',
        severity: 'error',
        // The second one also overflows the economy (standard + two minors); both say so.
        bad: fight('  round 1 { Doran: Spear -> Bandit#1; offhand_strike -> Bandit#1 using Dagger; «offhand_strike» -> Bandit#2 using Dagger }'),
        good: fight('  round 1 { Doran: Spear -> Bandit#1; offhand_strike -> Bandit#1 using Dagger }'),
        message: 'Doran uses the minor action offhand_strike twice in round 1',
    },
    {
        code: 'rise-offhand-without-strike',
        name: 'an offhand strike before the strike',
        severity: 'error',
        bad: fight('  round 1 { Doran: «offhand_strike» -> Bandit#1 using Dagger; Spear -> Bandit#1 }'),
        good: fight('  round 1 { Doran: Spear -> Bandit#1; offhand_strike -> Bandit#1 using Dagger }'),
        message: 'An offhand strike needs a strike made earlier in the same turn by a standard action.',
    },
    {
        code: 'rise-offhand-without-strike',
        name: 'an offhand strike after total defense',
        severity: 'error',
        bad: fight('  round 1 { Doran: total_defense; «offhand_strike» -> Bandit#1 using Dagger }'),
        good: fight('  round 1 { Doran: charge -> Bandit#1 using Spear; offhand_strike -> Bandit#1 using Dagger }'),
    },
    {
        code: 'rise-offhand-dexterity',
        name: 'Kara (dexterity 0) strikes offhand',
        severity: 'error',
        bad: fight('  round 1 { Kara: Longsword -> Bandit#1; «offhand_strike» -> Bandit#1 using Longsword }'),
        // The offhand weapon differs from the one that made the strike (§Offhand Strike).
        good: fight('  round 1 { Kara: Longsword -> Bandit#1; offhand_strike -> Bandit#1 using Knife }')
            .replace('level 2 strength 2', 'level 2 strength 2 dexterity 1')
            .replace('tags melee }\n}', 'tags melee }\n  attack Knife { vs armor damage 1d4 tags melee, light }\n}'),
        message: 'Kara needs dexterity 1 or more for an offhand strike (it has 0).',
    },
    // ---- v2 constructs a ruleset does not use, and the scene ---------------------------------
    {
        code: 'feature-unsupported',
        name: 'a called shot in Paladins',
        severity: 'error',
        bad: `ruleset paladins\ncharacter A { DEX 1 weapon dagger }\ncreature B { DEX 1 weapon dagger }\nencounter E { side a { A } side b { B } round 1 { A: dagger -> B.«head» } }\n`,
        good: `ruleset paladins\ncharacter A { DEX 1 weapon dagger }\ncreature B { DEX 1 weapon dagger }\nencounter E { side a { A } side b { B } round 1 { A: dagger -> B } }\n`,
        message: 'Paladins of Awoudan has no called shots: an attack cannot aim at a body part.',
    },
    {
        code: 'feature-unsupported',
        name: "dice shares in Rise (no spinning attack: Rise's sweeping strike rolls once for every target)",
        severity: 'error',
        bad: fight('  round 1 { Kara: Longsword -> Bandit#1 «x1», Bandit#2 x1 }'),
        // Several targets need a sweeping weapon (§Secondary Strike Targets).
        good: fight('  round 1 { Kara: Longsword -> Bandit#1, Bandit#2 }').replace(
            '1d10 + power tags melee }',
            '1d10 + power tags melee, sweeping }',
        ),
        count: 2,
        message: 'Rise does not split',
    },
    {
        code: 'feature-unsupported',
        name: 'a hazard under a ruleset without environmental damage',
        severity: 'error',
        bad: fight('  «hazard fire»').replace('ruleset rise', 'ruleset plain'),
        good: fight('  zone ford').replace('ruleset rise', 'ruleset plain'),
        message: 'Plain has no environmental damage rules',
    },
    {
        code: 'feature-unsupported',
        name: 'a damage category under a ruleset without them',
        severity: 'error',
        bad: withAttack('damage 1d6 «category fire»').replace('ruleset rise', 'ruleset plain'),
        good: withAttack('damage 1d6').replace('ruleset rise', 'ruleset plain'),
        message: 'Plain has no damage categories',
    },
    {
        code: 'feature-unsupported',
        name: 'two defenses for one Rise attack',
        severity: 'error',
        bad: rise(`creature Brute { hit_points 20 ${DEF} attack Club { vs armor, «reflex» damage 1d6 } }`),
        good: rise(`creature Brute { hit_points 20 ${DEF} attack Club { vs reflex damage 1d6 } }`),
        message: 'An attack in Rise goes against one defense.',
    },
    {
        code: 'unknown-stat-group',
        name: 'a skills block in Rise',
        severity: 'error',
        bad: rise(`creature Brute { hit_points 20 ${DEF} «skills» { athletics 2 } }`),
        good: rise(`creature Brute { hit_points 20 ${DEF} }`),
        message: "Rise has no 'skills' block.",
    },
    {
        code: 'modifier-takes-no-value',
        name: 'desperate exertion with a number',
        severity: 'error',
        bad: fight('  round 1 { Kara: Longsword -> Bandit#1 with desperate_exertion «2» }'),
        good: fight('  round 1 { Kara: Longsword -> Bandit#1 with desperate_exertion }'),
        message: 'desperate_exertion takes no value.',
    },
    {
        code: 'dice-increment-unsupported',
        name: 'a dice increment under Paladins (no die ladder)',
        severity: 'error',
        bad: `ruleset paladins\ncreature B { DEX 1 attack Claw { damage 1d6 + «1d» } }\n`,
        good: `ruleset paladins\ncreature B { DEX 1 attack Claw { damage 1d6 + 1 } }\n`,
        message: "'1d' has no die size: write one, e.g. '1d6'. (Paladins of Awoudan has no die ladder for '1d' to step up.)",
    },
    {
        code: 'dice-increment-unsupported',
        name: 'a sizeless die after a sized one, under Paladins',
        severity: 'error',
        bad: `ruleset paladins\ncreature B { DEX 1 attack Claw { damage 1d6+«2d» } }\n`,
        good: `ruleset paladins\ncreature B { DEX 1 attack Claw { damage 1d6+2d4 } }\n`,
        message: "write one, e.g. '2d6'",
    },
    {
        code: 'attack-without-damage',
        name: 'a Rise attack that states no damage',
        severity: 'warning',
        bad: rise(`creature Ogre { accuracy 1 power 2 hit_points 20 ${DEF} attack «Glare» { vs mental } }`),
        good: rise(`creature Ogre { accuracy 1 power 2 hit_points 20 ${DEF} attack Glare { vs mental damage 1d6 } }`),
        message: "Glare has no damage formula, so a hit rolls no damage under Rise. Add one, e.g. 'damage 1d6'.",
    },
    {
        code: 'attack-without-damage',
        name: 'a Paladins attack with neither damage nor a library weapon',
        severity: 'warning',
        bad: `ruleset paladins\ncreature B { DEX 1 attack «Hex» { tags spell } }\n`,
        good: `ruleset paladins\ncreature B { DEX 1 attack Hex { damage 1d6 tags spell } }\n`,
    },
    {
        code: 'dice-count-twice',
        name: 'a dice count before a die that has its own',
        severity: 'error',
        bad: withAttack('damage strength «2d6»'),
        good: withAttack('damage strength d6'),
        goodAllows: ['rise-dice-off-ladder', 'dice-count-zero'],
    },
    {
        code: 'dice-count-rolled',
        name: 'a dice count that is itself a roll',
        severity: 'error',
        bad: withAttack('damage «(1d4)» d6'),
        good: withAttack('damage (1 + strength) d6'),
        goodAllows: ['rise-dice-off-ladder'],
    },
    {
        code: 'negative-distance',
        name: 'a zone 10 feet below zero away',
        severity: 'error',
        bad: fight('  zone ford { distance bank «-10» ft }\n  zone bank'),
        good: fight('  zone ford { distance bank 10 ft }\n  zone bank'),
    },
    {
        code: 'distance-to-self',
        name: 'a zone with a distance to itself',
        severity: 'error',
        bad: fight('  zone ford { distance «ford» 10 ft }'),
        good: fight('  zone ford'),
    },
    {
        code: 'duplicate-zone-feature',
        name: 'a zone with two covers (the engine kept the later; Enchanted Realms lost its underwater rule to a later terrain)',
        severity: 'error',
        bad: fight('  zone ford { cover partial  «cover» full }'),
        good: fight('  zone ford { cover full  concealment partial }'),
        message: 'Zone ford already has cover partial',
    },
    {
        code: 'unknown-zone-feature',
        name: 'a zone with fog',
        severity: 'warning',
        bad: fight('  zone ford { «fog» thick }'),
        good: fight('  zone ford { concealment partial }'),
    },
    {
        code: 'duplicate-name',
        name: 'two zones of one name',
        severity: 'error',
        bad: fight('  zone ford\n  zone «ford»'),
        good: fight('  zone ford\n  zone bank'),
    },
    {
        code: 'unresolved-reference',
        name: 'a participant in an unknown zone',
        severity: 'error',
        bad: fight('  zone ford', 'side heroes { Kara at «frod», Doran }\n  side bandits { Bandit x3 }'),
        good: fight('  zone ford', 'side heroes { Kara at ford, Doran }\n  side bandits { Bandit x3 }'),
        fixes: ['ford'],
        message: "Unknown zone 'frod'",
    },

    // ---- limits (docs/limits.md) -------------------------------------------------------------
    {
        code: 'too-many-fighters',
        name: 'x150 against x60 brings 212 fighters',
        severity: 'error',
        bad: fight('', 'side heroes { Kara, Doran, Bandit x150 }\n  side bandits { Bandit x60 }').replace('encounter Fight', 'encounter «Fight»'),
        good: fight('', 'side heroes { Kara, Doran, Bandit x150 }\n  side bandits { Bandit x48 }'),
        message: 'This encounter brings 212 fighters; at most 200 can fight in one encounter.',
    },
    {
        code: 'seed-out-of-range',
        name: 'seed 1e20 (past 32 bits, which the generator would fold silently)',
        severity: 'error',
        bad: fight('  seed «100000000000000000000»'),
        good: fight('  seed 4294967295'),
        message: 'A seed is a whole number from 0 to 4294967295.',
    },
    {
        code: 'seed-out-of-range',
        name: 'seed 2^32',
        severity: 'error',
        bad: fight('  seed «4294967296»'),
        good: fight('  seed 0'),
    },
    {
        code: 'dice-divisor-zero',
        name: '1d6/0 (run would refuse it; check says so first)',
        severity: 'error',
        bad: withAttack('damage «1d6/0»'),
        good: withAttack('damage 1d6/2'),
        message: "the divisor of '0' can be 0",
    },
    {
        code: 'dice-divisor-zero',
        name: 'a divisor of dice that can total 0',
        severity: 'error',
        bad: withAttack('damage «10/(1d3-2)»'),
        good: withAttack('damage 10/(1d3+2)'),
    },
    {
        code: 'dice-divisor-zero',
        name: 'a divisor stat that is 0 for this combatant',
        severity: 'error',
        bad: withAttack('damage «1d6/fatigue_tolerance»').replace('hit_points 20', 'hit_points 20 fatigue_tolerance 0'),
        good: withAttack('damage 1d6/fatigue_tolerance').replace('hit_points 20', 'hit_points 20 fatigue_tolerance 2'),
        goodAllows: ['stat-out-of-range'],
    },
    {
        code: 'number-out-of-range',
        name: 'a number in a formula past 1,000,000',
        severity: 'error',
        bad: withAttack('damage 1d6 + «1000001»'),
        good: withAttack('damage 1d6 + 1000000'),
        message: 'A number in a formula is a whole number from 0 to 1,000,000; 1000001 is outside.',
    },
    {
        code: 'dice-total-out-of-range',
        name: 'a formula whose totals reach past ±1,000,000,000',
        severity: 'error',
        bad: withAttack('damage «1d6 * 1000000 * 1000»'),
        good: withAttack('damage 1d6 * 1000000 * 100'),
    },
    {
        code: 'dice-count-negative',
        name: 'a dice count from stats that comes out below 0 (strength 0 − 1)',
        severity: 'error',
        bad: withAttack('damage «(strength - 1) d6»'),
        good: withAttack('damage (strength + 1) d6'),
        message: "'(strength - 1) d6' comes to -1 dice for Brute (strength 0)",
        goodAllows: ['rise-dice-off-ladder'],
    },
    {
        code: 'dice-count-zero',
        name: 'a damage dice count from stats that comes out 0',
        severity: 'warning',
        bad: withAttack('damage «strength d6» + 2'),
        good: withAttack('damage (strength + 1) d6 + 2'),
        goodAllows: ['rise-dice-off-ladder'],
    },
    {
        code: 'dice-count-unset',
        name: 'a dice count from a stat the combatant does not have',
        severity: 'error',
        bad: `ruleset rpgstuck\ncreature Imp { hp 12 defenses { AC 12 } attack Claw { vs AC damage «shatterpoint d6» } }\n`,
        good: `ruleset rpgstuck\ncreature Imp { hp 12 defenses { AC 12 } parts { shatterpoint 1 } attack Claw { vs AC damage shatterpoint d6 } }\n`,
        message: "'shatterpoint d6' counts its dice with 'shatterpoint', which Imp does not have.",
    },
    {
        code: 'formula-too-long',
        name: 'a sum of 300 terms',
        severity: 'error',
        bad: withAttack(`damage ${Array(257).fill('1').join('+')}«+»${Array(43).fill('1').join('+')}`),
        good: withAttack(`damage ${Array(60).fill('1').join('+')}`),
        message: 'A formula with more than 256 operators is not supported',
        count: 1,
    },
    {
        code: 'nesting-too-deep',
        name: '-(-(-(… 40 deep counts 80 levels',
        severity: 'error',
        bad: withAttack(`damage ${'-('.repeat(32)}«-»${'(-'.repeat(8)}1d6${')'.repeat(40)}`),
        good: withAttack(`damage ${'-('.repeat(30)}1d6${')'.repeat(30)}`),
        message: 'Nesting deeper than 64 levels',
    },
    {
        code: 'name-not-ascii',
        name: 'a name with ë (names are ASCII, as docs/language.md says)',
        severity: 'error',
        bad: rise(`creature Zo«ë» { hit_points 3 ${DEF} }`),
        good: rise(`creature Zoe { hit_points 3 ${DEF} }`),
        message: "Names are ASCII: 'ë' is not allowed",
        goodAllows: [],
    },
    {
        code: 'import-not-strife',
        name: 'an import of a README (only .strife files can be imported)',
        severity: 'error',
        bad: { 'main.strife': `ruleset rise\nimport «"README.md"»\n` },
        good: { 'main.strife': `ruleset rise\nimport "bestiary.strife"\n`, 'bestiary.strife': BESTIARY },
        message: "Only .strife files can be imported; 'README.md' is not one.",
    },
];

/** The main file's text without markers, the other files as given, and the marked range. */
function prepare(source: string | Files): { files: Files; start: number; end: number; marked: string } {
    const files: Files = typeof source === 'string' ? { 'main.strife': source } : { ...source };
    const [mainName] = Object.keys(files);
    const m = mark(files[mainName]);
    files[mainName] = m.text;
    return { files, start: m.start, end: m.end, marked: m.marked };
}

describe('the fixtures', () => {
    it('Kara, Doran and the bandits in a plain encounter give no diagnostic', async () => {
        const b = await build(fight('  round 1 { Kara: Longsword -> Bandit#1 }'));
        expect(summary(b.main, b.diagnostics)).toEqual([]);
    });
});

describe.each(CASES)('$code: $name', c => {
    it(`is reported as ${c.severity} on exactly the marked text, with its fixes`, async () => {
        const { files, start, end, marked } = prepare(c.bad);
        const b = await build(files);
        const all = b.diagnostics.filter(d => d.code === c.code);
        const shown = summary(b.main, b.diagnostics);
        const here = all.filter(d => offsets(b.main, d)[0] === start && offsets(b.main, d)[1] === end);
        expect(here, `no ${c.code} on «${marked}»; got:\n${shown.join('\n')}`).toHaveLength(1);
        const d = here[0];
        expect(rangeText(b.main, d)).toBe(marked);
        expect(d.severity).toBe(SEVERITY[c.severity]);
        expect(fixTexts(d)).toEqual(c.fixes ?? []);
        if (typeof c.message === 'string') expect(d.message).toContain(c.message);
        else if (c.message) expect(d.message).toMatch(c.message);
        if (c.count !== 'any') expect(all, shown.join('\n')).toHaveLength(c.count ?? 1);
    });

    it('is not reported for the near-identical valid file', async () => {
        const b = await build(c.good);
        const left = b.diagnostics.filter(d => !(c.goodAllows ?? []).includes(String(d.code)));
        expect(summary(b.main, left)).toEqual([]);
    });
});

describe('special cases', () => {
    it('missing-ruleset: the quick fix inserts the line at the start of the file', async () => {
        const b = await build(`character Solo { hit_points 5 ${DEF} }`);
        const d = b.diagnostics.find(x => x.code === 'missing-ruleset')!;
        expect((d.data as { insertAtStart?: boolean }).insertAtStart).toBe(true);
    });

    it('import-ruleset-mismatch: the imported file itself reports its unknown ruleset', async () => {
        const b = await build({ 'main.strife': 'ruleset rise\nimport "other.strife"\n', 'other.strife': 'ruleset pathfinder\n' });
        expect(codes(b.diagnostics)).toEqual(['import-ruleset-mismatch']);
        expect(codes(b.docs['other.strife'].diagnostics ?? [])).toEqual(['unknown-ruleset']);
    });

    it('rise-dice-off-ladder: the suggestion is always a ladder step', async () => {
        for (const pool of ['3d6', '1d5', '1d7', '1d12', '3d8', '5d6', '1d20', '2d4', '3d4']) {
            const b = await build(withAttack(`damage ${pool}`));
            const d = b.diagnostics.find(x => x.code === 'rise-dice-off-ladder');
            expect(d, pool).toBeDefined();
            const [fix] = fixTexts(d!);
            const [count, sides] = fix.split('d').map(Number);
            expect(RISE_LADDER.indexOf(count, sides), `${pool} → ${fix}`).toBeDefined();
        }
    });

    it('rise-dice-off-ladder: ladder steps and increments are not reported', async () => {
        for (const pool of [
            '1d2',
            '1d3',
            '1d4',
            '1d6',
            '1d8',
            '1d10',
            '2d6',
            '2d8',
            '2d10',
            '4d6',
            '4d8',
            '4d10',
            '5d10',
            '8d10',
            '12d10',
            '1d6 + 1d',
        ]) {
            const b = await build(withAttack(`damage ${pool}`));
            expect(summary(b.main, b.diagnostics), pool).toEqual([]);
        }
    });

    it('dice-too-many: 100000d100000 is reported quickly, never rolled', async () => {
        const b = await build(withAttack('damage 100000d100000'));
        expect(codes(b.diagnostics)).toContain('dice-too-many');
        expect(codes(b.diagnostics)).toContain('dice-too-many-sides');
    });

    it('nesting-too-deep: a formula nested 300 deep is reported at the 65th parenthesis, not a crash of the parser', async () => {
        const text = withAttack(`damage ${'('.repeat(300)}1d6${')'.repeat(300)}`);
        const built = build(text);
        await expect(built).resolves.toBeDefined();
        const b = await built;
        const d = b.diagnostics.find(x => x.code === 'nesting-too-deep')!;
        expect(d.message).toMatch(/deeper than 64 levels/);
        expect(b.main.textDocument.offsetAt(d.range.start)).toBe(text.indexOf('(') + 64);
    });

    it('nesting-too-deep: 5,000 unary minus signs are reported, not a crash', async () => {
        const b = await build(withAttack(`damage ${'-'.repeat(5000)}1d6`));
        expect(codes(b.diagnostics)).toContain('nesting-too-deep');
    });

    it('dice-too-deep: a sum within the parser limit (256 operators) but past the formula depth is reported', async () => {
        const b = await build(withAttack(`damage ${Array(100).fill('1d4').join('+')}`));
        expect(codes(b.diagnostics)).toEqual(['dice-too-deep']);
    });

    it('nesting-too-deep and formula-too-long: 5,000 levels of -(…) and a 5,000-term sum give diagnostics, not a stack overflow', async () => {
        const deep = await build(withAttack(`damage ${'-('.repeat(5000)}1d6${')'.repeat(5000)}`));
        expect(codes(deep.diagnostics)).toContain('nesting-too-deep');
        const long = await build(withAttack(`damage ${Array(5000).fill('1').join('+')}`));
        expect(codes(long.diagnostics)).toContain('formula-too-long');
    });

    it('a half-written declaration (`creature 3`) never shows "undefined" or NaN in a message', async () => {
        for (const text of [
            'creature 3',
            'creature',
            'character { hit_points }',
            'creature X { hit_points - }',
            'encounter { side }',
            'encounter E { round_limit }',
        ]) {
            const b = await build(`ruleset rise\n${text}\n`);
            const messages = b.diagnostics.map(d => (typeof d.message === 'string' ? d.message : d.message.value));
            expect(
                messages.filter(m => /\bundefined\b|\bNaN\b/.test(m)),
                text,
            ).toEqual([]);
            expect(codes(b.diagnostics), text).toContain('syntax-error');
        }
    });

    it('extends-too-deep: the deepest templates are reported, a chain of 20 is not', async () => {
        const deep = await build(chain(40, false));
        const reported = deep.diagnostics.filter(d => d.code === 'extends-too-deep').map(d => rangeText(deep.main, d));
        expect(reported).toContain('C38');
        expect(reported).not.toContain('C5');
    });

    it('missing-stat: the message names every missing stat of a character', async () => {
        const b = await build(rise('character Bare { power 1 }'));
        const d = b.diagnostics.find(x => x.code === 'missing-stat')!;
        expect(d.severity).toBe(DiagnosticSeverity.Error);
        expect(d.message).toBe('Bare needs hit_points, armor, fortitude, reflex, mental under Rise.');
    });

    it('instance-out-of-range counts instances across sides', async () => {
        const b = await build(fight('  round 1 { Kara: Longsword -> Bandit#4 }', 'side heroes { Kara, Bandit }\n  side bandits { Bandit x2 }'));
        const d = b.diagnostics.find(x => x.code === 'instance-out-of-range')!;
        expect(d.message).toContain('this encounter has 3 Bandits (Bandit#1..#3)');
    });

    it('unknown-action: one typo on a line of several actors is one error, not one per actor', async () => {
        const b = await build(fight('  round 1 { Bandit#1, Bandit#2: total_defence }'));
        expect(summary(b.main, b.diagnostics)).toEqual([
            "unknown-action «total_defence» Bandit has no attack 'total_defence', and Rise has no such action. Did you mean 'total_defense'? Attacks: Shortsword; actions: move, sprint, withdraw, block, stand_up, overrun, charge, total_defense, recover, offhand_strike, dirty_trick, grapple, escape_grapple, maintain_grapple, release, react, shove, throw, trip.",
        ]);
    });

    it('actor-lacks-attack names each later actor that lacks an attack the first actor has', async () => {
        const b = await build(
            fight('  round 1 { Kara, Doran, Bandit#1: Longsword -> Bandit#2 }', 'side heroes { Kara, Doran, Bandit }\n  side bandits { Bandit x2 }'),
        );
        expect(summary(b.main, b.diagnostics)).toEqual([
            "actor-lacks-attack «Doran» Doran has no attack 'Longsword'.",
            "actor-lacks-attack «Bandit#1» Bandit#1 has no attack 'Longsword'.",
        ]);
    });
});

describe('Rise action economy: the documented substitutions are accepted', () => {
    it.each([
        ['a movement, an attack and an offhand strike', 'Doran: move; Spear -> Bandit#1; offhand_strike -> Bandit#1 using Dagger'],
        ['a second movement in place of the standard action', 'Kara: move; move'],
        ['a movement and a sprint', 'Kara: move; sprint'],
        ['a charge and an offhand strike', 'Doran: charge -> Bandit#1 using Spear; offhand_strike -> Bandit#1 using Dagger'],
        ['an attack written before the movement', 'Kara: Longsword -> Bandit#1; move'],
        ['a swift standard action and a movement', 'Kara: total_defense; move'],
        ['the attack and the offhand strike on two lines', 'Doran: Spear -> Bandit#1\n    Doran: offhand_strike -> Bandit#2 using Dagger'],
        ['one line shared by two actors', 'Bandit#1, Bandit#2: Shortsword -> Kara'],
        ['an attack with desperate exertion', 'Kara: move; Longsword -> Bandit#1 with desperate_exertion'],
    ])('%s', async (_name, line) => {
        const b = await build(fight(`  round 1 {\n    ${line}\n  }`));
        expect(summary(b.main, b.diagnostics)).toEqual([]);
    });

    it('an offhand strike uses dexterity inherited through extends', async () => {
        const src = rise(`creature Duelist extends Bandit { dexterity 2 attack Knife { vs armor damage 1d4 tags light } }
encounter Duel {
  side a { Kara }
  side b { Duelist }
  round 1 { Duelist: Shortsword -> Kara; offhand_strike -> Kara using Knife }
}`);
        const b = await build(src);
        expect(summary(b.main, b.diagnostics)).toEqual([]);
    });
});

describe('linking across imports', () => {
    const main = (participant: string, withImport: boolean) =>
        fight('', `side heroes { Kara }\n  side goblins { ${participant} x2 }`).replace(
            'ruleset rise\n',
            withImport ? 'ruleset rise\nimport "bestiary.strife"\n' : 'ruleset rise\n',
        );

    it('a creature declared in an imported file resolves', async () => {
        const b = await build({ 'main.strife': main('Goblin', true), 'bestiary.strife': BESTIARY });
        expect(summary(b.main, b.diagnostics)).toEqual([]);
    });

    it('the same creature in a file that is not imported does not resolve', async () => {
        const b = await build({ 'main.strife': main('Goblin', false), 'bestiary.strife': BESTIARY });
        expect(summary(b.main, b.diagnostics)).toEqual([`unresolved-reference «Goblin» Unknown combatant 'Goblin' in this file or its imports.`]);
    });
});

describe('coverage of diagnostic codes', () => {
    /** Codes covered elsewhere, or that no .strife file can trigger today, with the reason. */
    const UNREACHABLE: Record<string, string> = Object.fromEntries(
        [
            'unknown-body-part',
            'bad-share',
            'share-missing',
            'shares-do-not-add-up',
            'unknown-damage-category',
            'unknown-hazard',
            'aboard-self',
            'modifier-needs-value',
            'bad-modifier-value',
        ]
            .map(code => [code, 'covered by test/validation/v2-constructs.test.ts'])
            .concat([['ruleset-not-implemented', 'every planned ruleset is implemented; the warning stays for the next one']]),
    );
    /** Codes with their cases in another suite: code → test file (which must name the code). */
    const COVERED_BY: Record<string, string> = {};
    /** Rise codes of issue 12, with bad/good cases in test/rise/diagnostics.test.ts. */
    for (const code of ['rise-offhand-shield', 'rise-subdual-not-strike', 'rise-charge-not-strike', 'rise-one-target', 'rise-unaware-modifier'])
        UNREACHABLE[code] = 'covered by test/rise/diagnostics.test.ts';
    /** The tactical layer's codes, checked against a test ruleset with every tactical feature on. */
    for (const code of [
        'unknown-condition',
        'condition-needs-rating',
        'condition-takes-no-rating',
        'bad-condition-rating',
        'condition-needs-source',
        'condition-takes-no-source',
        'bad-duration',
        'condition-takes-no-duration',
        'bad-save-dc',
        'duplicate-condition',
        'contradictory-conditions',
        'condition-source-self',
        'bad-push',
        'bad-stat-change',
        'stat-change-zero',
        'duplicate-use-limit',
        'bad-use-count',
        'unknown-use-period',
        'ability-without-effect',
        'use-past-limit',
        'unreachable-zone',
        'move-too-far',
        'move-takes-rounds',
        'area-needs-attack',
        'not-an-area-attack',
        'area-and-targets',
    ])
        COVERED_BY[code] = 'test/validation/tactical-checks.test.ts';
    COVERED_BY['other-ruleset-stat'] = 'test/validation/other-ruleset-stats.test.ts';
    COVERED_BY['contradictory-tags'] = 'test/rise/diagnostics.test.ts';
    // A group's selector and items in a file: the command line's codes, checked on the selector (issue 26).
    for (const code of ['dice-group-modifier', 'dice-group-increment']) COVERED_BY[code] = 'test/language/dice-groups.test.ts';
    COVERED_BY['rest-past-daily-limit'] = 'test/rpgstuck/resting.test.ts';
    for (const code of ['day-without-fights', 'unknown-rest', 'day-party-missing', 'day-party-mismatch'])
        COVERED_BY[code] = 'test/validation/day-checks.test.ts';
    /** Codes of a file whose imports cannot all be read: several files at once, in their own suite. */
    UNREACHABLE['import-incomplete'] = 'covered by test/validation/broken-imports.test.ts';

    /** Codes about files on disk, covered by tests over real files and processes: code → test file. */
    const ON_DISK: Record<string, string> = {
        'import-outside-workspace': 'test/robustness/cli-faults.test.ts',
        'import-not-a-file': 'test/robustness/cli-faults.test.ts',
        'file-too-large': 'test/robustness/server-faults.test.ts',
        'not-a-file': 'test/robustness/cli-faults.test.ts',
        'not-a-strife-file': 'test/robustness/unread-imports.test.ts',
    };

    it('every code the validators can emit has a case above', () => {
        const root = fileURLToPath(new URL('../../language', import.meta.url));
        const sources = [
            ...fs.readdirSync(path.join(root, 'validation')).map(f => path.join(root, 'validation', f)),
            path.join(root, 'rulesets/rise/checks.ts'),
            path.join(root, 'engine/dice-notation.ts'),
            path.join(root, 'engine/dice-group.ts'),
            path.join(root, 'parsing/nesting-lexer.ts'),
            path.join(root, 'workspace/import-policy.ts'),
            path.join(root, 'workspace/file-size-limit.ts'),
        ];
        const found = new Set<string>();
        const pattern = /(?:'(?:error|warning|info)',\s*|code:\s*|error\(\s*|warn\(\s*)'([a-z]+(?:-[a-z]+)+)'/g;
        for (const file of sources) for (const m of fs.readFileSync(file, 'utf8').matchAll(pattern)) found.add(m[1]);
        expect(found.size).toBeGreaterThan(50);
        const covered = new Set([...CASES.map(c => c.code), ...Object.keys(ON_DISK), ...Object.keys(COVERED_BY)]);
        for (const [code, file] of Object.entries({ ...ON_DISK, ...COVERED_BY }))
            expect(fs.readFileSync(fileURLToPath(new URL(`../../${file}`, import.meta.url)), 'utf8'), `${file} covers ${code}`).toContain(code);
        const missing = [...found].filter(code => !covered.has(code) && !(code in UNREACHABLE));
        expect(missing).toEqual([]);
        // …and docs/language.md's code table lists every one (a `prefix-…` entry covers its family).
        const docs = fs.readFileSync(fileURLToPath(new URL('../../docs/language.md', import.meta.url)), 'utf8');
        const families = [...docs.matchAll(/\b([a-z]+)-…/g)].map(m => `${m[1]}-`);
        const undocumented = [...found].filter(code => !new RegExp(`\\b${code}\\b`).test(docs) && !families.some(f => code.startsWith(f)));
        expect(undocumented).toEqual([]);
    });
});
