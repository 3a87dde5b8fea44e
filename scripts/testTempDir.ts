import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Vitest's global setup: every temp file of a run (each spec's data folder, the servers and
// Chromium profiles the journeys start) goes into one folder of the run's, removed when the run
// ends, so the machine's temp directory holds nothing new after `npm test`. Set before the
// workers start, TMPDIR is what os.tmpdir() answers in them and in every process they start.
export default function useRunTempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'lorewright-tests-'));
  process.env.TMPDIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
