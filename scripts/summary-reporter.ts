import fs from 'node:fs';
import path from 'node:path';
import type { SerializedError } from '@vitest/utils';
import type { Reporter, TestModule } from 'vitest/node';

/** What one run tells `npm test` (scripts/test.mjs), which sums the runs and prints the slowest files. */
export interface RunSummary {
  passed: number;
  failed: number;
  skipped: number;
  /** Each test file with its project and its time: importing it, its hooks and its tests, in milliseconds. */
  files: { file: string; project: string; tests: number; ms: number }[];
  /** Each failing test (or file) with the first line of its error, so the end of CI's log names what failed. */
  failures: { test: string; error: string }[];
  /** Tests that failed first and passed on a retry (only tests under load have `retry`): shown, so they are not forgotten. */
  flaky: { test: string; error: string }[];
}

const firstLine = (error: SerializedError | undefined) =>
  (error?.message ?? 'failed without an error').split('\n')[0]!.slice(0, 300);

/**
 * Ends the run with the one plain line CI reads: `N passed, N failed`. A file that fails outside its tests
 * (a failing beforeAll, an import error) and an unhandled error each count as a failure, so a broken suite
 * can never pass as "skipped".
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    const summary: RunSummary = { passed: 0, failed: 0, skipped: 0, files: [], failures: [], flaky: [] };
    for (const module of testModules) {
      const file = path.relative(process.cwd(), module.moduleId);
      let failedHere = 0;
      let tests = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        tests++;
        if (state === 'passed') {
          summary.passed++;
          if (test.diagnostic()?.flaky)
            summary.flaky.push({ test: `${file} > ${test.fullName}`, error: firstLine(test.result().errors?.[0]) });
        } else if (state === 'failed') {
          failedHere++;
          summary.failures.push({ test: `${file} > ${test.fullName}`, error: firstLine(test.result().errors?.[0]) });
        } else summary.skipped++;
      }
      if (module.state() === 'failed' && failedHere === 0) {
        failedHere = 1;
        summary.failures.push({ test: file, error: firstLine(module.errors()[0]) });
      }
      summary.failed += failedHere;
      const timing = module.diagnostic();
      summary.files.push({
        file,
        project: module.project.name,
        tests,
        ms: Math.round(timing.prepareDuration + timing.setupDuration + timing.collectDuration + timing.duration),
      });
    }
    summary.failed += unhandledErrors.length;
    for (const error of unhandledErrors) summary.failures.push({ test: 'unhandled error', error: firstLine(error) });
    const { passed, failed, skipped } = summary;
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
    // `npm test` runs the suite on each engine and sums the runs (scripts/test.mjs).
    if (process.env.TEST_SUMMARY_FILE) fs.writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify(summary));
  }
}
