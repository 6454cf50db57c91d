/**
 * Fuzz inputs, all from one seeded generator (seeded-unit.ts), so a case reproduces from its seed
 * and index: mutated examples (every example of every ruleset), random token streams, deep nesting
 * (parentheses, unary minus, long sums), huge counts and many fighters, CRLF / CR line ends and a
 * BOM, binary and non-UTF-8 bytes, import graphs with cycles, self-imports, missing files,
 * non-.strife targets and symbolic links inside and outside the folder; and (edges.ts) numbers at
 * their edges in every numeric slot of every ruleset, and names holding control characters and markup.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../lsp/lsp-harness.js';
import { seededUnit } from '../seeded-unit.js';
import { hostileNames, numericEdges, schemaEdges } from './edges.js';

/** One generated file: its text (or raw bytes), and what made it. */
export interface FuzzFile {
    readonly name: string;
    readonly label: string;
    readonly text?: string;
    readonly bytes?: Buffer;
    /** Make this a symbolic link to `target` (relative to the case folder, may lead outside). */
    readonly symlinkTo?: string;
}

/** One case: a main file (the one opened / checked first) and the files it imports. */
export interface FuzzCase {
    readonly label: string;
    readonly files: readonly FuzzFile[];
}

export const EXAMPLES: readonly { name: string; text: string }[] = ['rise', 'paladins', 'rpgstuck', 'enchanted-realms', 'vaxia'].flatMap(ruleset =>
    readdirSync(join(PROJECT_ROOT, 'examples', ruleset))
        .filter(n => n.endsWith('.strife'))
        .sort()
        .map(n => ({ name: `${ruleset}/${n}`, text: readFileSync(join(PROJECT_ROOT, 'examples', ruleset, n), 'utf8') })),
);

const KEYWORDS = [
    'ruleset',
    'import',
    'creature',
    'character',
    'extends',
    'defenses',
    'attack',
    'weapon',
    'vs',
    'damage',
    'tags',
    'encounter',
    'seed',
    'round_limit',
    'side',
    'surprised',
    'round',
    'using',
    'with',
    'tactics',
    'expect',
    'wins',
    'loses',
    'survives',
    'rise',
    'paladins',
];
const PUNCT = ['{', '}', '(', ')', '#', ':', ';', ',', '->', '-', '+', '*', '/', '"', "'", '/*', '*/', '//', '\n', ' '];
const VALUES = [
    'x3',
    'x0',
    'x500',
    'x99999',
    '1d0',
    '1d6',
    '100000d100000',
    '1d1!',
    '4d6kh3',
    'd%',
    '1d',
    '0',
    '-1',
    '1e20',
    '99999999999999999999',
    '4294967296',
];
const NAMES = [
    'Bandit',
    'Ogre',
    'Wren',
    'Kara',
    'Rat',
    'hit_points',
    'armor',
    'power',
    'strength',
    'total_defense',
    'attack_first',
    'heroes',
    'melee',
    'Zoë',
    'ß',
];
const GARBAGE = ['\0', '\r', '\r\n', '\t', '\u2028', '\ufeff', '😀', '\ud800', '\\', '`', '\x7f', 'é', '𝔇'];

type Rand = () => number;
const below = (rand: Rand, n: number) => Math.floor(rand() * n);
const pick = <T>(rand: Rand, list: readonly T[]): T => list[below(rand, list.length)];

function mutate(text: string, rand: Rand): { text: string; how: string } {
    const kind = below(rand, 6);
    const at = below(rand, text.length + 1);
    switch (kind) {
        case 0:
            return { text: text.slice(0, at), how: `truncate@${at}` };
        case 1: {
            const length = 1 + below(rand, 120);
            return { text: text.slice(0, at) + text.slice(at + length), how: `delete@${at}+${length}` };
        }
        case 2: {
            const from = below(rand, text.length);
            const span = text.slice(from, from + 1 + below(rand, 300));
            return { text: text.slice(0, at) + span + text.slice(at), how: `copy@${from}→${at}` };
        }
        case 3: {
            let result = text;
            for (let k = 1 + below(rand, 5); k > 0; k--) {
                const token = pick(rand, [...KEYWORDS, ...PUNCT, ...VALUES, ...NAMES]);
                const where = below(rand, result.length + 1);
                result = `${result.slice(0, where)} ${token} ${result.slice(where)}`;
            }
            return { text: result, how: 'insert tokens' };
        }
        case 4: {
            const chars = [...text];
            for (let k = 1 + below(rand, 12); k > 0; k--)
                chars[below(rand, chars.length)] = rand() < 0.5 ? pick(rand, GARBAGE) : String.fromCharCode(below(rand, 0x3000));
            return { text: chars.join(''), how: 'garble' };
        }
        default: {
            // Swap two lines: declarations out of order, scripts before sides.
            const lines = text.split('\n');
            const i = below(rand, lines.length);
            const j = below(rand, lines.length);
            [lines[i], lines[j]] = [lines[j], lines[i]];
            return { text: lines.join('\n'), how: `swap lines ${i},${j}` };
        }
    }
}

const DEF = 'defenses { armor 5 fortitude 4 reflex 5 mental 3 }';
const duel = (damage: string, extra = '') =>
    `ruleset rise\ncharacter A { hit_points 12 ${DEF} attack Hit { vs armor damage ${damage} } }\ncreature B { hit_points 8 ${DEF} attack Bite { vs armor damage 1d4 } }\nencounter E {\n${extra}  side a { A }\n  side b { B }\n  tactics attack_first\n}\n`;

function deepFormula(rand: Rand): { text: string; how: string } {
    const n = 1 + below(rand, 6000);
    switch (below(rand, 5)) {
        case 0:
            return { text: duel(`${'('.repeat(n)}1d6${')'.repeat(rand() < 0.8 ? n : below(rand, n))}`), how: `${n} parentheses` };
        case 1:
            return { text: duel(`${'-'.repeat(n)}1d6`), how: `${n} minus signs` };
        case 2:
            return { text: duel(`${'-('.repeat(n)}1d6${')'.repeat(n)}`), how: `-( × ${n}` };
        case 3:
            return {
                text: duel(Array.from({ length: n }, () => pick(rand, ['1', '1d4', 'power', '(1)', '-1'])).join(pick(rand, ['+', '-', '*', '/']))),
                how: `${n}-term chain`,
            };
        default:
            return { text: duel(`${'(1+'.repeat(n)}1${')'.repeat(n)}`), how: `(1+ × ${n}` };
    }
}

function hugeCounts(rand: Rand): { text: string; how: string } {
    const lines = 1 + below(rand, 60);
    const count = pick(rand, [1, 3, 99, 100, 101, 200, 500, 501, 99999]);
    const side = (name: string) => `  side ${name} { ${Array.from({ length: lines }, () => `B x${count}`).join(', ')} }\n`;
    const limit = pick(rand, ['', '  round_limit 1000\n', '  round_limit 0\n', '  round_limit 99999\n']);
    return {
        text: `ruleset rise\ncreature B { hit_points 8 ${DEF} attack Bite { vs armor damage 1d4 } }\nencounter Horde {\n${limit}${side('a')}${side('b')}  tactics attack_first\n}\n`,
        how: `${lines} lines of x${count} a side`,
    };
}

function tokenSoup(rand: Rand): { text: string; how: string } {
    const n = 1 + below(rand, 400);
    const pool = [...KEYWORDS, ...PUNCT, ...VALUES, ...NAMES, ...GARBAGE];
    return { text: Array.from({ length: n }, () => pick(rand, pool)).join(rand() < 0.5 ? ' ' : ''), how: `${n} random tokens` };
}

function lineEnds(text: string, rand: Rand): { text: string; how: string } {
    const how = pick(rand, ['crlf', 'cr', 'bom', 'bom+crlf', 'nul-padded']);
    let out = text;
    if (how.includes('crlf')) out = out.replace(/\n/g, '\r\n');
    if (how === 'cr') out = out.replace(/\n/g, '\r');
    if (how.startsWith('bom')) out = `\ufeff${out}`;
    if (how === 'nul-padded') out = `${out}\0\0\0`;
    return { text: out, how };
}

function binary(rand: Rand): FuzzFile {
    const length = below(rand, 16384);
    const bytes = Buffer.from(Array.from({ length }, () => below(rand, 256)));
    // Sometimes a valid start followed by invalid UTF-8 (lone continuation bytes, overlong forms).
    const prefix = rand() < 0.5 ? Buffer.from('ruleset rise\ncharacter A { hit_points 3 }\n') : Buffer.alloc(0);
    return {
        name: 'main.strife',
        label: `${length} random bytes`,
        bytes: Buffer.concat([prefix, bytes, Buffer.from([0xc0, 0x80, 0xed, 0xa0, 0x80, 0xff])]),
    };
}

function importGraph(rand: Rand): FuzzCase {
    const n = 2 + below(rand, 5);
    const names = Array.from({ length: n }, (_, i) => `f${i}.strife`);
    const files: FuzzFile[] = names.map((name, i) => {
        const imports = Array.from({ length: 1 + below(rand, 3) }, () =>
            pick(rand, [
                ...names,
                'missing.strife',
                'README.md',
                '../outside.strife',
                'link-out.strife',
                'link-in.strife',
                '/etc/passwd',
                name,
                'sub/../f0.strife',
            ]),
        );
        const body = `creature C${i} { hit_points ${1 + i} ${DEF} attack Hit { vs armor damage 1d${2 + i} } }\n`;
        const encounter = i === 0 ? `encounter E { side a { C0 } side b { C${n - 1} } tactics attack_first }\n` : '';
        return {
            name,
            label: `imports ${imports.join(', ')}`,
            text: `ruleset ${rand() < 0.9 ? 'rise' : 'paladins'}\n${imports.map(p => `import "${p}"`).join('\n')}\n${body}${encounter}`,
        };
    });
    files.push({ name: 'README.md', label: 'not .strife', text: 'creature Leak {' });
    files.push({ name: 'link-in.strife', label: 'symlink inside', symlinkTo: names[below(rand, n)] });
    files.push({ name: 'link-out.strife', label: 'symlink outside', symlinkTo: '../../secret.strife' });
    return { label: `import graph of ${n} files`, files };
}

/**
 * The `index`-th case of the campaign seeded `seed`: the same (seed, index) always gives the same case.
 */
export function fuzzCase(seed: number, index: number): FuzzCase {
    const rand = seededUnit(mix(mix(seed) ^ index));
    for (let k = 0; k < 4; k++) rand(); // the first draws of nearby seeds are alike
    const kind = below(rand, 26);
    const one = (label: string, text: string): FuzzCase => ({ label, files: [{ name: 'main.strife', label, text }] });
    if (kind < 9) {
        const example = pick(rand, EXAMPLES);
        let text = example.text;
        const hows: string[] = [];
        for (let k = 1 + below(rand, 3); k > 0; k--) {
            const m = mutate(text, rand);
            text = m.text;
            hows.push(m.how);
        }
        const files: FuzzFile[] = [{ name: 'main.strife', label: '', text }];
        // Mutated examples keep their bestiary, so imports resolve.
        const bestiary = EXAMPLES.find(e => e.name === `${example.name.split('/')[0]}/bestiary.strife`);
        if (bestiary)
            files.push({ name: 'bestiary.strife', label: 'bestiary', text: rand() < 0.7 ? bestiary.text : mutate(bestiary.text, rand).text });
        return { label: `${example.name}: ${hows.join(', ')}`, files };
    }
    if (kind < 11) {
        const d = deepFormula(rand);
        return one(`deep: ${d.how}`, d.text);
    }
    if (kind < 13) {
        const h = hugeCounts(rand);
        return one(`counts: ${h.how}`, h.text);
    }
    if (kind < 15) {
        const t = tokenSoup(rand);
        return one(`soup: ${t.how}`, t.text);
    }
    if (kind < 16) {
        const l = lineEnds(pick(rand, EXAMPLES).text, rand);
        return one(`line ends: ${l.how}`, l.text);
    }
    if (kind < 17) {
        const b = binary(rand);
        return { label: `binary: ${b.label}`, files: [b] };
    }
    if (kind < 20) return importGraph(rand);
    if (kind < 22) {
        const example = pick(rand, EXAMPLES);
        const edged = numericEdges(example.text, rand);
        const files: FuzzFile[] = [{ name: 'main.strife', label: '', text: edged.text }];
        const bestiary = EXAMPLES.find(e => e.name === `${example.name.split('/')[0]}/bestiary.strife`);
        if (bestiary)
            files.push({ name: 'bestiary.strife', label: 'bestiary', text: rand() < 0.6 ? bestiary.text : numericEdges(bestiary.text, rand).text });
        return { label: `numbers: ${example.name}: ${edged.how}`, files };
    }
    if (kind < 24) {
        const e = schemaEdges(rand);
        return one(`schema: ${e.how}`, e.text);
    }
    const h = hostileNames(rand);
    return one(`names: ${h.how}`, h.text);
}

/** A 32-bit integer hash (lowbias32): nearby inputs give unrelated seeds. */
function mix(x: number): number {
    let h = x >>> 0;
    h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
    h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
    return (h ^ (h >>> 16)) >>> 0;
}

/** The text an editor would hold for a file (bytes decoded as UTF-8, lossy like an editor). */
export function textOf(file: FuzzFile): string {
    return file.text ?? file.bytes?.toString('utf8') ?? '';
}
