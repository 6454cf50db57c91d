// The release rules of the .vsix (scripts/check-package.mjs), which `npm run package` and CI apply:
// a leaked source map, source file or test fixture, a missing bundle, or a size past the budget fails.
import { describe, expect, it } from 'vitest';
import { REQUIRED_FILES, SIZE_BUDGET_BYTES, contentProblems, sizeProblems } from '../../scripts/check-package.mjs';

describe('check-package', () => {
    it('accepts exactly the files the extension runs and shows', () => {
        expect(contentProblems([...REQUIRED_FILES, 'LICENSE'])).toEqual([]);
    });

    it('refuses source maps, sources, the CLI bundle and anything else', () => {
        const leaked = ['out/server/main.cjs.map', 'client/extension.ts', 'out/cli/main.cjs', 'test/e2e/fixtures/ambush.strife', 'images/hover.png'];
        expect(contentProblems([...REQUIRED_FILES, ...leaked])).toEqual(leaked.map(f => `not allowed in the .vsix: ${f}`));
    });

    it('names a missing bundle', () => {
        const files = REQUIRED_FILES.filter(f => f !== 'out/simulation/worker.cjs');
        expect(contentProblems(files)).toEqual(['missing from the .vsix: out/simulation/worker.cjs']);
    });

    it('fails past 1 MB packed, not at it', () => {
        expect(SIZE_BUDGET_BYTES).toBe(1024 * 1024);
        expect(sizeProblems(SIZE_BUDGET_BYTES)).toEqual([]);
        expect(sizeProblems(SIZE_BUDGET_BYTES + 1)).toEqual(['the .vsix is 1048577 bytes (1024.0 kB), past the budget of 1048576 bytes (1024.0 kB)']);
    });
});
