import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withLine } from '@lorewright/domain/imports/azgaar/testing/eldmarkSave';
import { azgaarMessages as m } from '@lorewright/domain/imports/azgaar/azgaarMessages';
import { AZGAAR_FILE_LIMIT_BYTES } from './azgaarFile';
import { azgaarImportTask } from './azgaarImportTask';
import { kankaExportTask } from './kankaExport';
import { buildZip } from './zipBuilding';

// The attacker's files of the security review, through the import steps the server runs: each
// is read in time that grows with its size. Before, a 25 KB Kanka ZIP whose entry was 8,000
// unclosed `<script xyz` took 4 s (120 KB: 58 s), and a 672 KB .map of `<svg id="map">` with no
// end 10 s (50 MB: hours), all on the event loop.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-hostile-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const elapsed = async (step: () => Promise<unknown>) => {
  const started = performance.now();
  const outcome = await step().then(
    () => 'read',
    (error: unknown) => (error as Error).message,
  );
  return { outcome, ms: performance.now() - started };
};

const kankaExportOf = async (entry: string) => {
  const character = { id: 1, name: 'Alia', entity: { id: 101, name: 'Alia', entry } };
  const file = path.join(dir, `kanka-${entry.length}.zip`);
  fs.writeFileSync(
    file,
    await buildZip([
      { name: 'campaign.json', content: '{}' },
      { name: 'characters/alia_101.json', content: JSON.stringify(character), store: true },
    ]),
  );
  return file;
};

describe('hostile imports', () => {
  it.each([8_000, 40_000, 400_000])('reads a Kanka entry of %i unclosed script tags in linear time', async (count) => {
    const file = await kankaExportOf('<script xyz'.repeat(count));
    const { outcome, ms } = await elapsed(() => kankaExportTask({ file }));
    expect(outcome).toBe('read');
    // 4.4 MB of entry (an entity's JSON is read up to 5 MB) in well under the old 4 s for 88 KB.
    expect(ms).toBeLessThan(count <= 40_000 ? 1_000 : 3_000);
  });

  it.each([672 * 1024, AZGAAR_FILE_LIMIT_BYTES - 1024])(
    'reads %i bytes of unclosed map SVGs in linear time',
    async (size) => {
      const text = withLine(5, '<svg id="map">'.repeat(Math.floor(size / 14)));
      const { outcome, ms } = await elapsed(() => azgaarImportTask({ bytes: new TextEncoder().encode(text), roomBytes: 5_000_000 }));
      expect(outcome).toBe(m.pictureFailed);
      // 50 MB in some 3 s alone; room here for a CI machine running other specs beside.
      expect(ms).toBeLessThan(size < 1024 * 1024 ? 1_000 : 15_000);
    },
    60_000,
  );
});
