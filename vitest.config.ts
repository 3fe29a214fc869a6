import { defineConfig } from 'vitest/config';

// One run for every package: unit and integration tests beside their code, browser tests in e2e/.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/*/scripts/**/*.test.ts', 'e2e/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
