import { defineConfig } from 'vitest/config';
import { inlineAssetsVite } from './scripts/inline-assets.mjs';

export default defineConfig({
    plugins: [inlineAssetsVite],
    test: {
        include: ['test/**/*.test.ts'],
        reporters: ['default', './test/summary-reporter.ts'],
        testTimeout: 30_000,
        hookTimeout: 60_000,
    },
});
