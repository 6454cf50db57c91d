// The extension's Marketplace page (client/README.md) documents every setting and command the
// extension contributes: a setting or command added to package.json without a row fails here.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    contributes: { configuration: { properties: Record<string, { default?: unknown }> }; commands: { command: string; title: string }[] };
};
const readme = readFileSync(new URL('../../client/README.md', import.meta.url), 'utf8');

/** The first cells of the rows of the table under a `## heading`. */
function tableKeys(heading: string): string[] {
    const section = readme.split(/^## /m).find(s => s.startsWith(`${heading}\n`)) ?? '';
    return section
        .split('\n')
        .filter(line => line.startsWith('|') && !/^\|\s*-/.test(line))
        .slice(1)
        .map(line => line.split('|')[1].trim());
}

describe('client/README.md', () => {
    it('has a row for every setting, with its default', () => {
        const rows = tableKeys('Settings');
        const settings = manifest.contributes.configuration.properties;
        expect(rows.map(r => r.replace(/`/g, '')).sort()).toEqual(Object.keys(settings).sort());
        for (const [key, spec] of Object.entries(settings)) {
            const row = readme.split('\n').find(line => line.startsWith(`| \`${key}\``))!;
            expect(row.split('|')[2].trim(), key).toBe(`\`${JSON.stringify(spec.default).replace(/^"|"$/g, '')}\``);
        }
    });

    it('has a row for every command, by its palette title and id', () => {
        const rows = tableKeys('Commands');
        expect(rows).toEqual(manifest.contributes.commands.map(c => `**Strife: ${c.title}** (\`${c.command}\`)`));
    });

    it('shows only pictures that exist in images/', () => {
        const pictures = [...readme.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map(m => m[1]);
        expect(pictures.length).toBeGreaterThanOrEqual(5);
        for (const picture of pictures) expect(existsSync(new URL(`../../${picture}`, import.meta.url)), picture).toBe(true);
    });
});
