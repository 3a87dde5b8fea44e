import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unzipToTemp } from '@lorewright/api/exports/testing/zipTesting';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { journey } from './journey';
import { serverApi } from './serverApi';

// Exports in headless Chromium: an author takes 'Download my data' from the dashboard through
// the real server, and the ZIP's index.html, opened from disk with no server at all, reads the
// writing's scenes and the wiki's section.

const runId = Date.now().toString(36);
const WORLD = `Emberfall ${runId}`;
const SCENE = 'The ferryman counted the lanterns twice before he spoke.';

describe('reading an export offline in Chromium', () => {
  const { server, openPage } = journey();
  const { api, signedIn } = serverApi(server);

  it('downloads my data from the dashboard and reads the writing from index.html on disk', async () => {
    const ann = await signedIn(`ann.export.${runId}@example.com`, 'Ann Author');
    const created = await api<{ world: { _id: string } }>(
      'POST',
      'createWorld',
      { name: WORLD, description: 'Where the embers keep the old stories.' },
      ann.token,
    );
    expect(created.status).toBe(201);
    const worldID = created.data.world._id;
    const made = await api<{ writing: { _id: string; revision: number; scenes: { _id: string }[] } }>(
      'POST',
      'creation/newWriting',
      { isFolder: false, worldID, title: 'The Crossing' },
      ann.token,
    );
    const writing = made.data.writing;
    const scenes = [
      {
        ...writing.scenes[0],
        name: 'Night',
        content: [
          { content: 'Night Crossing', style: 'title' },
          { content: '\n', style: '' },
          { content: SCENE, style: '' },
        ],
      },
      {
        ...writing.scenes[0],
        _id: undefined,
        name: 'Dawn',
        content: [
          { content: 'At dawn the river ', style: '' },
          { content: 'remembered', style: 'bold' },
          { content: ' everything.', style: '' },
        ],
      },
    ];
    expect((await api('PUT', 'creation/updateWriting', { writingID: writing._id, revision: writing.revision, scenes }, ann.token)).status).toBe(200);
    await api(
      'PUT',
      `creation/updateWiki/${(await api<{ id: string }>('POST', 'creation/newWiki', { category: 'places', title: 'The Ferry', worldID }, ann.token)).data.id}`,
      {
        sections: [{ _id: 'history', title: 'History', content: 'Built from the hull of a drowned ship.' }],
      },
      ann.token,
    );

    // Download my data on the dashboard: the progress shows, then the ZIP is offered and saved.
    const dashboard = await openPage(undefined, ann.token);
    const zipPath = await screenshotOnFailure(dashboard.page, 'export-dashboard', async () => {
      await dashboard.page.goto('/dashboard');
      await dashboard.page.getByRole('button', { name: 'Download my data' }).click();
      const offer = dashboard.page.getByRole('button', { name: /^Download ZIP/ });
      await offer.waitFor({ timeout: 20_000 });
      await saveScreenshot(dashboard.page, 'export-dashboard-ready');
      const [download] = await Promise.all([dashboard.page.waitForEvent('download'), offer.click()]);
      expect(download.suggestedFilename()).toMatch(/^lorewright-export-.+\.zip$/);
      const saved = await download.path();
      expect(saved).toBeTruthy();
      return saved;
    });
    // Nothing the dashboard loaded broke the CSP (no zod in its bundle) or failed.
    expect(dashboard.errors).toEqual([]);
    const dir = await unzipToTemp(await readFile(zipPath));

    const { page, errors } = await openPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await screenshotOnFailure(page, 'export-offline', async () => {
      await page.goto(`file://${path.join(dir, 'index.html')}`);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: WORLD }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { level: 2, name: 'The Crossing' }).isVisible()).toBe(true);
      expect(await page.getByText(SCENE).isVisible()).toBe(true);
      expect(await page.locator('strong', { hasText: 'remembered' }).isVisible()).toBe(true);
      expect(await page.getByText('Built from the hull of a drowned ship.').isVisible()).toBe(true);
    });
    await saveScreenshot(page, 'export-offline-index');
    expect(requests.filter((url) => !url.startsWith('file://'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
