import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One project per package so `vitest run --project api` runs one slice. Browser journeys
// (web/e2e) start the real server and Chromium, so they get a longer timeout. Server specs that
// wait for runners and reactors poll for up to 10 s: on a loaded 2-core CI machine a runner's
// catch-up can take longer than expect.poll's default second.
const node = (name: string) => ({
  test: {
    name,
    root: `./${name}`,
    include: ['src/**/*.spec.ts', 'bench/**/*.spec.ts'],
    environment: 'node',
    testTimeout: 20_000,
    expect: { poll: { timeout: 10_000 } },
  },
});

// Vitest's default leaves one core to its main process, which on a 2-core machine means one worker
// and every spec file in series; the main process mostly waits, so both cores run specs.
const workers = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    maxWorkers: workers,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      node('domain'),
      node('commands'),
      node('projections'),
      node('api'),
      node('ops'),
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.spec.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/testSetup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: './web',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
