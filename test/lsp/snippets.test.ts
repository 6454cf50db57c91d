/**
 * The snippets the extension contributes (snippets/strife.json): each body, with every placeholder
 * at its default, is valid Strife for Rise next to a few combatants its defaults name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Encounter } from '../../language/generated/ast.js';
import { scriptLineSnippets } from '../../language/lsp/completion-snippets.js';
import { findRuleset } from '../../language/rulesets/registry.js';
import { build, codes } from '../helpers.js';
import { PROJECT_ROOT } from './lsp-harness.js';

interface Snippet {
    readonly prefix: string | string[];
    readonly body: string[];
}

const manifest = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
    contributes: { snippets: { language: string; path: string }[] };
};
const snippets = JSON.parse(readFileSync(join(PROJECT_ROOT, 'snippets', 'strife.json'), 'utf8')) as Record<string, Snippet>;

/** What the editor inserts when every placeholder is left at its default: `${1:x}` → x, `${1|a,b|}` → a, `$0` → nothing. */
function expandDefaults(body: readonly string[]): string {
    return body
        .join('\n')
        .replace(/\$\{\d+:([^}]*)\}/g, '$1')
        .replace(/\$\{\d+\|([^,|]*)[^}]*\|\}/g, '$1')
        .replace(/\$\d+/g, '')
        .replace(/\t/g, '  ');
}

// The combatants the defaults name (Base, Hero, Foe, Actor with its Attack, Target).
const FIXTURE = `ruleset rise
creature Base { level 1  hit_points 10  defenses { armor 5  fortitude 4  reflex 5  mental 3 }  attack Claw { vs armor  damage 1d6 } }
character Hero { level 1  hit_points 12  defenses { armor 5  fortitude 4  reflex 5  mental 3 }  attack Sword { vs armor  damage 1d8 } }
creature Foe { level 1  hit_points 8  defenses { armor 4  fortitude 4  reflex 4  mental 3 }  attack Bite { vs armor  damage 1d4 } }
character Actor { level 1  hit_points 12  defenses { armor 5  fortitude 4  reflex 5  mental 3 }  attack Attack { vs armor  damage 1d6 } }
creature Target { level 1  hit_points 8  defenses { armor 4  fortitude 4  reflex 4  mental 3 }  attack Bite { vs armor  damage 1d4 } }
`;

/** A round only stands inside an encounter. */
const wrap = (name: string, code: string) =>
    name === 'Round' ? `encounter Scripted {\n  side a { Actor }\n  side b { Target }\n${code}\n}\n` : code;

describe('contributed snippets', () => {
    it('are contributed for the strife language, one each for a creature, a character, a template, an encounter and a round', () => {
        expect(manifest.contributes.snippets).toEqual([{ language: 'strife', path: './snippets/strife.json' }]);
        expect(Object.keys(snippets).sort()).toEqual(['Character', 'Creature', 'Encounter', 'Round', 'Template']);
    });

    for (const [name, snippet] of Object.entries(snippets)) {
        it(`${name}: with its defaults, parses and checks under Rise without errors (ruleset notes aside)`, async () => {
            const code = expandDefaults(snippet.body);
            expect(code).not.toContain('$');
            const { main, diagnostics } = await build(`${FIXTURE}${wrap(name, code)}\n`);
            expect(main.parseResult.lexerErrors).toEqual([]);
            expect(main.parseResult.parserErrors).toEqual([]);
            const errors = diagnostics.filter(d => d.severity === 1);
            expect(codes(errors).filter(c => !c.startsWith('rise-'))).toEqual([]);
        });
    }
});

describe('script-line completion snippets', () => {
    it('give a fighter without attacks its ruleset actions to pick from, and every line a valid snippet', async () => {
        const { root } = await build(`${FIXTURE}creature Rock { level 1  hit_points 5  defenses { armor 9  fortitude 9  reflex 1  mental 1 } }
encounter Quarry {
  side a { Hero }
  side b { Rock, Foe x2 }
}
`);
        const encounter = root.elements.find(e => e.$type === 'Encounter') as Encounter;
        const items = scriptLineSnippets(encounter, findRuleset('rise')!);
        expect(items.map(i => i.label)).toEqual(['Hero: Sword -> …', 'Rock: action …', 'Foe#1: Bite -> …', 'Foe#2: Bite -> …']);
        const rock = items.find(i => i.filterText === 'Rock')!;
        expect(rock.insertText).toMatch(/^Rock: \$\{1\|[a-z_,]+\|\}$/);
        expect(rock.insertText).toContain('total_defense');
        // Hero's opponents are the other side's instances, by their instance names.
        // biome-ignore lint/suspicious/noTemplateCurlyInString: LSP snippet syntax
        expect(items[0].insertText).toBe('Hero: ${1:Sword} -> ${2|Rock,Foe#1,Foe#2|}');
    });
});
