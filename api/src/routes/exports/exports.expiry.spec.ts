import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_KEEP_DAYS, exportMessages as m } from '@lorewright/domain/exports/exportMessages';
import { exportFileKey } from '../../exports/exportFiles';
import { openExportsApp, type ExportsApp } from './testing/exportsTesting';

// A finished export is kept EXPORT_KEEP_DAYS for its owner, then its ZIP is deleted and the job
// says so (a copy of someone's whole data should not lie around forever).
let t: ExportsApp;
beforeAll(async () => {
  t = await openExportsApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60_000;

describe('export expiry', () => {
  it('keeps a finished export for its days, then deletes the file and answers 410 with the reason', async () => {
    const person = await t.person('keeper');
    const { exportId } = await t.ok<{ exportId: string }>(t.call('POST', 'export/user', { token: person.token }), 201);
    expect((await t.finished(person.token, exportId)).status).toBe('completed');
    const key = exportFileKey(person.id, exportId);

    // Files are dated by the real clock; the sweep's "now" is the app's clock.
    expect(await t.stack.exportExpiry.sweep()).toBe(0);
    t.clock.advance((EXPORT_KEEP_DAYS + 1) * DAY_MS);
    expect(await t.stack.exportExpiry.sweep()).toBeGreaterThanOrEqual(1);

    expect(await t.stack.exportFiles.open(key)).toBeNull();
    const status = await t.ok<{ status: string }>(t.call('GET', `export/${exportId}`, { token: person.token }));
    expect(status.status).toBe('expired');
    await t.expectRefused(() => t.download(person.token, exportId), 410, m.expired);

    // A second sweep (another instance, or after a crash) finds nothing left to do.
    expect(await t.stack.exportFiles.storedBefore(t.clock.now())).not.toContain(key);
    expect(await t.stack.exportExpiry.sweep()).toBe(0);
  });
});
