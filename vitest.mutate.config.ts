import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

// The tests Stryker runs against each mutant (`npm run mutate`, stryker.config.mjs): the in-process
// tests of the engine, the rulesets, the checks and the golden logs. Tests that drive the built
// bundles (CLI, language server, debugger, web, package) are left out: they run `out/`, which a
// mutant of `language/` does not reach, so they could only slow the run down.
export default mergeConfig(
    base,
    defineConfig({
        test: {
            include: [
                'test/engine/**/*.test.ts',
                'test/{rise,paladins,rpgstuck,enchanted-realms,vaxia}/**/*.test.ts',
                'test/{validation,contract,golden,language}/**/*.test.ts',
            ],
            reporters: ['default'],
        },
    }),
);
