import { defineConfig } from 'vitest/config';
import { inlineAssetsVite } from './scripts/inline-assets.mjs';

// The tests Stryker runs against each mutant (`npm run mutate`, stryker.config.mjs). By default the
// in-process tests of the engine, the rulesets, the checks and the golden logs; tests that drive the
// built bundles (CLI, language server, debugger, web, package) are left out: they run `out/`, which
// a mutant of `language/` does not reach. STRIFE_MUTATE_TESTS (comma-separated globs) narrows a run
// to an area's own tests — on two cores the whole set is hours per area, since the dice code is
// reached by nearly every test. (Not merged with vitest.config.ts: vitest's mergeConfig appends
// `include` lists instead of replacing them.)
const ALL = [
    'test/engine/**/*.test.ts',
    'test/{rise,paladins,rpgstuck,enchanted-realms,vaxia}/**/*.test.ts',
    'test/{validation,contract,golden,language}/**/*.test.ts',
];

export default defineConfig({
    plugins: [inlineAssetsVite],
    test: {
        include: process.env.STRIFE_MUTATE_TESTS?.split(',') ?? ALL,
        // Instrumented code on a shared machine runs several times slower than `npm test`.
        testTimeout: 120_000,
        hookTimeout: 120_000,
    },
});
