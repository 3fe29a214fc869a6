import fs from 'node:fs';
import type { SerializedError } from '@vitest/utils';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with the one plain line CI reads: `N passed, N failed`. A file that fails outside its tests
 * (a failing beforeAll, an import error) and an unhandled error each count as a failure, so a broken suite
 * can never pass as "skipped".
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failedHere++;
        else skipped++;
      }
      if (module.state() === 'failed' && failedHere === 0) failedHere = 1;
      failed += failedHere;
    }
    failed += unhandledErrors.length;
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
    // `npm test` runs the suite on each engine and sums the runs (scripts/test.mjs).
    if (process.env.TEST_SUMMARY_FILE) fs.writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify({ passed, failed, skipped }));
  }
}
