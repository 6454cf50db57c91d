/**
 * Prints the plain closing line CI reads ("N passed, N failed", with ", N skipped") after
 * vitest's own summary.
 */
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
    onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
        let passed = 0;
        let failed = 0;
        let skipped = 0;
        for (const module of testModules) {
            for (const test of module.children.allTests()) {
                const state = test.result().state;
                if (state === 'passed') passed++;
                else if (state === 'failed') failed++;
                else skipped++;
            }
            if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed++;
        }
        process.stdout.write(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
    }
}
