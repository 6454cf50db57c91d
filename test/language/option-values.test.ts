/**
 * Rule option values on the ruleset line: every shape a schema's values take parses to the value as
 * written — a name, a hyphenated name, a negative number, a die — so no option is unsettable.
 */
import { describe, expect, it } from 'vitest';
import type { Document } from '../../language/generated/ast.js';
import { build } from '../helpers.js';

async function values(line: string): Promise<string[]> {
    const built = await build(`${line}\n`);
    expect(built.main.parseResult.parserErrors.map(e => e.message)).toEqual([]);
    return ((built.root as Document).ruleset?.options ?? []).map(o => String(o.value));
}

describe('option values', () => {
    it('reads names, hyphenated names, whole numbers and dice as written', async () => {
        expect(await values('ruleset rpgstuck { a: double_total, b: below-50, c: below_-50, d: -2, e: 10, f: d6 }')).toEqual([
            'double_total',
            'below-50',
            'below_-50',
            '-2',
            '10',
            'd6',
        ]);
    });

    it('reads a number glued to a word (`2P`) as one value, and only after an option colon', async () => {
        expect(await values('ruleset rpgstuck { overflow: 2P, a: 2d6 }')).toEqual(['2P', '2d6']);
        expect(await values('ruleset rpgstuck { overflow: 2P a: b }')).toEqual(['2P', 'b']);
        // Elsewhere a number and a word stay two tokens: `15ft` is a distance of 15 in feet.
        const built = await build(`ruleset enchanted-realms
creature Orc { body 10 attack Club { roll 2d20 } }
encounter E { zone a zone b { distance a 15ft } side x { Orc at a } side y { Orc at b } }`);
        expect(built.main.parseResult.parserErrors).toEqual([]);
    });
});
