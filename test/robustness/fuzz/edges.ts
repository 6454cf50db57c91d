/**
 * Fuzz generators for numbers at their edges and for hostile names (issue: "never crash, never
 * hang, never lie"):
 * - `numericEdges`: an example of any ruleset with some of its numbers (stats, distances, hazard
 *   amounts, counts, seeds, round numbers, modifier values, the numbers inside dice tokens)
 *   replaced by an edge value — 0, −1, 2^31, 2^32, 2^53, 2^53 + 1, 1e21 written out, the limits and
 *   one past them — or by text a careless reader turns into NaN (`1.5`, `1e21`, `0x10`, `NaN`, `-`);
 * - `schemaEdges`: a file written from a ruleset's schema with every numeric slot it has — every
 *   stat, group entry and attack stat, a dice count from stats, every number-valued or dice-valued
 *   `with` modifier, every hazard's amount, a zone distance, a count, the seed and the round limit
 *   — each given a value in range or at an edge;
 * - `hostileNames`: control characters (ESC, OSC, BEL, C1 CSI, NUL, DEL, bidi overrides) and markup
 *   (`<script>`, `<img onerror>`, Markdown links) in an encounter's name, in import paths and in
 *   places only a name may stand.
 * All draws come from the case's seeded generator: a case reproduces from (seed, index).
 */
import { builtInRulesets } from '../../../language/rulesets/registry.js';
import type { Ruleset } from '../../../language/rulesets/ruleset.js';

type Rand = () => number;
const below = (rand: Rand, n: number) => Math.floor(rand() * n);
const pick = <T>(rand: Rand, list: readonly T[]): T => list[below(rand, list.length)];

/** Numbers at the edges of every range Strife has, and past them. */
export const EDGE_NUMBERS = [
    '0',
    '1',
    '-1',
    '5',
    '1000',
    '1001',
    '10000',
    '10001',
    '100000',
    '100001',
    '1000000',
    '1000001',
    '2147483647',
    '2147483648',
    '4294967295',
    '4294967296',
    '9007199254740991',
    '9007199254740992',
    '9007199254740993',
    '1000000000000000000000',
    '99999999999999999999999999999999',
] as const;
/** Text a reader that calls Number() or parseInt() on it would turn into NaN or a surprise. */
export const NAN_TEXT = ['', '-', '--1', '-0', '1.5', '1e21', '1e400', '0x10', 'NaN', 'Infinity', '١٢', '１２', '1_000'] as const;

/** Control characters and markup a shared file might carry in a name. */
export const HOSTILE_TEXT = [
    '\x1b]0;pwned\x07',
    '\x1b[2J\x1b[H',
    '\x9b31m',
    '\x00',
    '\x07',
    '\x7f',
    '\u202e',
    '\r',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '[x](javascript:alert(1))',
    '![x](http://example.invalid/x.png)',
    '`code`',
    '**bold**',
    '&amp;',
] as const;

const edge = (rand: Rand) => (rand() < 0.8 ? pick(rand, EDGE_NUMBERS) : pick(rand, NAN_TEXT));

/**
 * `text` with 1–4 of its numbers (outside comments and strings, inside dice tokens too) replaced
 * by edge values.
 */
export function numericEdges(text: string, rand: Rand): { text: string; how: string } {
    const spots: { at: number; length: number }[] = [];
    // Numbers not inside a comment or a quoted string.
    const skip = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g;
    const masked = text.replace(skip, m => ' '.repeat(m.length));
    for (const m of masked.matchAll(/\d+/g)) spots.push({ at: m.index ?? 0, length: m[0].length });
    if (spots.length === 0) return { text, how: 'no numbers' };
    const chosen = new Set<number>();
    for (let k = 1 + below(rand, 4); k > 0; k--) chosen.add(below(rand, spots.length));
    let out = text;
    const hows: string[] = [];
    // From the end, so earlier offsets stay right.
    for (const i of [...chosen].sort((a, b) => b - a)) {
        const { at, length } = spots[i];
        const value = edge(rand);
        hows.push(`${text.slice(at, at + length)}→${JSON.stringify(value)}@${at}`);
        out = out.slice(0, at) + value + out.slice(at + length);
    }
    return { text: out, how: hows.join(', ') };
}

/** A value for a slot whose range is [min, max]: inside it mostly, at or past its ends, or an edge. */
function valueFor(rand: Rand, min: number | undefined, max: number | undefined): string {
    const r = rand();
    if (r < 0.45) {
        const lo = min ?? 0;
        const hi = Math.min(max ?? lo + 20, lo + 40);
        return String(lo + below(rand, Math.max(1, hi - lo + 1)));
    }
    if (r < 0.6 && min !== undefined) return String(rand() < 0.5 ? min : min - 1);
    if (r < 0.75 && max !== undefined) return String(rand() < 0.5 ? max : max + 1);
    return edge(rand);
}

/** A stat block line: every stat of `specs` that is not in a group, with values. */
function statLines(rand: Rand, ruleset: Ruleset, omit: ReadonlySet<string>): string {
    const top = ruleset.stats.filter(s => !s.group && !omit.has(s.name) && (s.required || rand() < 0.6));
    const groups = ruleset.statGroups.map(g => {
        const entries = g.open
            ? Array.from(
                  { length: 1 + below(rand, 4) },
                  (_, i) => `${pick(rand, ['melee', 'swords', 'dodge', 'athletics', 'rifles'])}${i} ${valueFor(rand, g.min, g.max)}`,
              )
            : ruleset.stats.filter(s => s.group === g.name && rand() < 0.8).map(s => `${s.name} ${valueFor(rand, s.min, s.max)}`);
        return entries.length ? `  ${g.name} { ${entries.join('  ')} }` : '';
    });
    return [`  ${top.map(s => `${s.name} ${valueFor(rand, s.min, s.max)}`).join('  ')}`, ...groups].filter(l => l.trim()).join('\n');
}

/** An attack written from the schema: a defense, a formula with a count from stats, every attack stat. */
function attackLines(rand: Rand, ruleset: Ruleset, name: string): string {
    const defenses = ruleset.stats.filter(s => s.group === 'defenses' || s.defense).map(s => s.name);
    const statNames = ruleset.stats.filter(s => !s.group).map(s => s.name);
    const stat = statNames.length ? pick(rand, statNames) : '1';
    const die = pick(rand, ['d2', 'd4', 'd6', 'd10', 'd20', 'd100', 'd10000', 'd0', 'd6!', 'd6kh3', 'd6mi7', 'd20cs>=15']);
    const formula = pick(rand, [
        `${valueFor(rand, 1, 1000)}${die}`,
        `${stat} ${die}`,
        `(${stat} * ${edge(rand)}) ${die}`,
        `(${stat} - ${edge(rand)}) ${die}`,
        `1d6 + ${stat} * ${edge(rand)}`,
        `1d6 / (${stat} - ${stat})`,
        `${valueFor(rand, 1, 20)}d6 + ${edge(rand)}d`,
    ]);
    const parts: string[] = [];
    if (defenses.length && !ruleset.features.attacksWithoutDamage) parts.push(`vs ${pick(rand, defenses)}`);
    else if (defenses.length) parts.push(`vs ${pick(rand, defenses)}`);
    if (ruleset.features.attackRoll) parts.push(`roll ${rand() < 0.5 ? 'skills d20' : formula}`);
    else parts.push(`damage ${formula}`);
    if (ruleset.features.attackTraits && statNames.length >= 2 && rand() < 0.5) parts.push(`uses ${pick(rand, statNames)}, ${pick(rand, statNames)}`);
    for (const s of ruleset.attackStats) if (rand() < 0.5) parts.push(`${s.name} ${valueFor(rand, s.min, s.max)}`);
    return `  attack ${name} { ${parts.join('  ')} }`;
}

/** A `with` list using the ruleset's valued modifiers, at their edges. */
function modifierList(rand: Rand, ruleset: Ruleset): string {
    const valued = ruleset.modifiers.filter(m => m.value);
    if (!valued.length || rand() < 0.2) return '';
    const chosen = Array.from({ length: 1 + below(rand, Math.min(3, valued.length)) }, () => pick(rand, valued));
    const text = [...new Set(chosen)].map(m =>
        m.value === 'dice'
            ? `${m.name} ${pick(rand, ['d0', 'd1', 'd2', 'd10', 'd11', 'd100', '2d6', 'd6!', `d${edge(rand)}`])}`
            : `${m.name} ${valueFor(rand, m.min ?? 0, m.max)}`,
    );
    return ` with ${text.join(', ')}`;
}

/** A whole file from one ruleset's schema, every numeric slot filled in range or at an edge. */
export function schemaEdges(rand: Rand): { text: string; how: string } {
    const ruleset = pick(rand, builtInRulesets());
    const zones = ['near', 'far'];
    const hazards = ruleset.hazards.length
        ? ruleset.hazards
              .filter(() => rand() < 0.5)
              .map(h => ` hazard ${h.name} ${valueFor(rand, 0, 100)}`)
              .join('')
        : '';
    const count = rand() < 0.7 ? '' : ` x${valueFor(rand, 1, 500)}`;
    const text = `ruleset ${ruleset.id}
creature Brute {
${statLines(rand, ruleset, new Set())}
${attackLines(rand, ruleset, 'Smash')}
}
character Hero {
${statLines(rand, ruleset, new Set())}
${attackLines(rand, ruleset, 'Strike')}
}
encounter Edges {
  seed ${rand() < 0.5 ? valueFor(rand, 0, 4294967295) : '7'}
  round_limit ${valueFor(rand, 1, 1000)}
  zone near {${hazards} }
  zone far { distance near ${valueFor(rand, 0, 10000)} }
  side heroes { Hero at ${pick(rand, zones)} }
  side brutes { Brute${count} at ${pick(rand, zones)} }
  round ${valueFor(rand, 1, 3)} { Hero: Strike -> Brute${count ? '#1' : ''}${modifierList(rand, ruleset)} }
  tactics ${ruleset.tactics[0]?.name ?? 'attack_first'}
}
`;
    return { text, how: `${ruleset.id} schema` };
}

/** An encounter named with control characters or markup; an import path and a name slot holding them too. */
export function hostileNames(rand: Rand): { text: string; how: string } {
    const bad = Array.from({ length: 1 + below(rand, 3) }, () => pick(rand, HOSTILE_TEXT)).join('');
    const where = below(rand, 4);
    const DEF = 'defenses { armor 5 fortitude 4 reflex 5 mental 3 }';
    // A quoted name holds anything but quotes, backslashes and line breaks, raw control characters included.
    const quoted = `"Ambush ${bad.replace(/["\\\r\n]/g, '')}"`;
    const name = where === 0 ? quoted : 'Ambush';
    const imports = where === 1 ? `import "${bad.replace(/["\\\n\r]/g, '')}.strife"\n` : '';
    const foe = where === 2 ? bad : 'Bandit';
    const text = `ruleset rise
${imports}character Kara { hit_points 22 ${DEF} attack Longsword { vs armor damage 1d10 } }
creature Bandit { hit_points 12 ${DEF} attack Shortsword { vs armor damage 1d6 } }
encounter ${where === 3 ? bad : name} {
  side heroes { Kara }
  side bandits { ${foe} }
  tactics attack_weakest
  expect heroes wins
}
`;
    return { text, how: `hostile ${['encounter name', 'import path', 'participant', 'bare encounter name'][where]}: ${JSON.stringify(bad)}` };
}
