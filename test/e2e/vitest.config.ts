// End-to-end tests only: `vitest run --config test/e2e/vitest.config.ts` (npm run test:e2e).
// The root vitest run never sees these files: they are named *.e2e.ts, not *.test.ts.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
    test: {
        root: fileURLToPath(new URL('../..', import.meta.url)),
        include: ['test/e2e/**/*.e2e.ts'],
        reporters: ['default', './test/summary-reporter.ts'],
        // One workbench, driven step by step: no parallel files, no retries (a flaky check must be fixed).
        fileParallelism: false,
        retry: 0,
        testTimeout: 90_000,
        hookTimeout: 180_000,
        teardownTimeout: 60_000,
    },
});
