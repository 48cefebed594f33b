import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/reliability/**/*.test.ts', 'tests/lint/**/*.test.ts', 'src/**/*.test.ts'],
          globalSetup: ['tests/setup/global-setup.ts'],
          pool: 'forks',
          // Two files at a time on the 2-core machines: a file spends much of its time waiting for
          // PostgreSQL (`vitest run --project api`: 616 s with one worker, 438 s with two).
          maxWorkers: 2,
          // The API files first, the browser files after them (never side by side).
          sequence: { groupOrder: 0 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/global-setup.ts'],
          pool: 'forks',
          // Two files at a time: each starts its own shop and Chromium, and much of a file's time is
          // spent waiting on pages (`vitest run --project e2e`: about 22 min one at a time, 16.5 with two).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // Two shops and two browsers share the 2 cores: a long test may take twice its time alone.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A page on a busy 2-core machine may take a few seconds to show what a poll waits for.
          expect: { poll: { timeout: 10_000 } },
          // As Playwright's own CI default: a browser test that failed on the busy CI machine runs once
          // more; one that fails twice fails the run.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
