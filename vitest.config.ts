import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// One project per package so `vitest run --project api` runs one slice. Browser journeys
// (web/e2e) start the real server and Chromium, so they get a longer timeout. Server specs that
// wait for runners and reactors poll for up to 10 s: on a loaded 2-core CI machine a runner's
// catch-up can take longer than expect.poll's default second.
//
// Spec files share one module graph per worker (isolate: false): importing the app once per
// worker instead of once per file took the api specs from 510 s to 185 s on 2 cores. A spec that
// replaces a module (vi.mock) needs a graph of its own, so those files run isolated, in a
// project named after the package's with " (isolated)" appended.

// The spec files under root that call vi.mock, relative to root.
const mockingSpecs = (root: string): string[] =>
  (readdirSync(root, { recursive: true }) as string[])
    .map((file) => file.split('\\').join('/'))
    .filter((file) => /\.spec\.tsx?$/.test(file) && !file.includes('node_modules/') && readFileSync(join(root, file), 'utf8').includes('vi.mock('));

const sharingModules = (project: TestProjectInlineConfiguration & { test: { name: string; root: string } }): TestProjectInlineConfiguration[] => {
  const mocking = mockingSpecs(project.test.root);
  const shared = { ...project, test: { ...project.test, isolate: false, exclude: [...configDefaults.exclude, ...mocking] } };
  if (mocking.length === 0) return [shared];
  return [shared, { ...project, test: { ...project.test, name: `${project.test.name} (isolated)`, include: mocking } }];
};

const node = (name: string) =>
  sharingModules({
    test: {
      name,
      root: `./${name}`,
      include: ['src/**/*.spec.ts', 'bench/**/*.spec.ts'],
      environment: 'node',
      testTimeout: 20_000,
      expect: { poll: { timeout: 10_000 } },
    },
  });

// Vitest's default leaves one core to its main process, which on a 2-core machine means one
// worker; the main process mostly waits, so both cores run specs.
const workers = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    globalSetup: ['./scripts/testTempDir.ts'],
    maxWorkers: workers,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      ...node('domain'),
      ...node('commands'),
      ...node('projections'),
      ...node('api'),
      ...node('ops'),
      ...sharingModules({
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.spec.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/testSetup.ts'],
          testTimeout: 15_000,
        },
      }),
      {
        test: {
          name: 'e2e',
          root: './web',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // After the other specs, two at a time: beside them, the journeys' servers and Chromium
          // slowed the component specs' first renders past their waits.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
