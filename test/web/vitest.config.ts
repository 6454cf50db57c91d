// The playground in a real browser: `vitest run --config test/web/vitest.config.ts` (npm run test:web,
// part of npm run test:e2e). The root vitest run never sees these files: they are *.e2e.ts.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
    test: {
        root: fileURLToPath(new URL('../..', import.meta.url)),
        include: ['test/web/**/*.e2e.ts'],
        reporters: ['default', './test/summary-reporter.ts'],
        // One browser, driven step by step: no parallel files, no retries (a flaky check must be fixed).
        fileParallelism: false,
        retry: 0,
        testTimeout: 90_000,
        // A busy 2-core machine: what the page shows may take seconds to arrive (never a sleep: polls).
        expect: { poll: { timeout: 15_000, interval: 100 } },
        hookTimeout: 120_000,
    },
});
