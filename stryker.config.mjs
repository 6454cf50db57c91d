// StrykerJS: mutation testing of the engine and the rulesets (`npm run mutate`; not part of
// `npm test`: a full run takes hours on two cores). Scope a run with `--mutate`, e.g.
// `npm run mutate -- --mutate 'language/engine/dice*.ts'`. ARCHITECTURE.md (Decisions) says why
// the incremental file is git-ignored; README (Testing) gives the scores per area.
// @ts-check
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
    testRunner: 'vitest',
    vitest: { configFile: 'vitest.mutate.config.ts' },
    mutate: ['language/engine/**/*.ts', 'language/rulesets/**/*.ts'],
    // Each mutant runs only the tests that reached its code in the first run.
    coverageAnalysis: 'perTest',
    // Mutants whose code and tests did not change since the last run keep their result.
    incremental: true,
    incrementalFile: 'reports/stryker-incremental.json',
    reporters: ['clear-text', 'progress', 'html'],
    htmlReporter: { fileName: 'reports/mutation/mutation.html' },
    thresholds: { high: 90, low: 80, break: null },
    // The machine is shared: a slow test run is not a timeout unless it is far slower than usual.
    timeoutMS: 10_000,
    timeoutFactor: 2,
    // The first run (every selected test, with per-test coverage) takes many minutes on two cores.
    dryRunTimeoutMinutes: 60,
    // The sandbox needs the sources, the tests and the generated parser; not the bundles or caches.
    ignorePatterns: ['out', '.cache', 'test-output', 'coverage', 'reports', '*.vsix'],
    tempDirName: '.stryker-tmp',
    cleanTempDir: 'always',
};
