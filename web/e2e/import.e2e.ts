import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { journey, WIDE } from './journey';
import { serverApi } from './serverApi';

// Import in headless Chromium against the real server: Ann exports a world with a
// writing, a wiki, a map with points, a timeline and a language; Bob (with the paid features,
// here by the promotion) imports the ZIP on Manage Worlds and finds all of it in his new world,
// the map's picture loading from his own media.

const runId = Date.now().toString(36);
const NARROW = { width: 390, height: 844 };
const WORLD = `Saltmarsh ${runId}`;
const SCENE = 'The tide kept the names the villagers forgot.';
const SECTION = 'Raised on stilts above the reeds.';
const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('importing an export in Chromium', () => {
  const { server, openPage } = journey({ PROMOTION_END: '2099-01-01T00:00:00.000Z' });
  const { api, signedIn } = serverApi(server);

  it("imports Ann's exported world as Bob's and finds every element", async () => {
    const ann = await signedIn(`ann.import.${runId}@example.com`, 'Ann Author');
    const worldID = (await api<{ id: string }>('POST', 'createWorld', { name: WORLD, description: 'Reeds and tides.' }, ann.token)).data.id;
    const made = await api<{ writing: { _id: string; revision: number; scenes: object[] } }>(
      'POST',
      'creation/newWriting',
      { isFolder: false, worldID, title: 'The Tide Book' },
      ann.token,
    );
    const { writing } = made.data;
    const scenes = [{ ...writing.scenes[0], content: [{ content: SCENE, style: '' }] }];
    expect((await api('PUT', 'creation/updateWriting', { writingID: writing._id, revision: writing.revision, scenes }, ann.token)).status).toBe(200);
    const wikiId = (await api<{ id: string }>('POST', 'creation/newWiki', { category: 'places', title: 'Stilt Village', worldID }, ann.token)).data.id;
    await api('PUT', `creation/updateWiki/${wikiId}`, { sections: [{ _id: 'history', title: 'History', content: SECTION }] }, ann.token);

    const form = new FormData();
    form.set('title', 'The Marsh');
    form.set('worldID', worldID);
    form.set('map', new Blob([readFileSync(`${repoRoot}/web/public/assets/demo_map.png`)], { type: 'image/png' }), 'marsh.png');
    const mapRes = await fetch(`${server().baseUrl}/api/v1/map/newMap`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${ann.token}` } });
    expect(mapRes.status).toBe(201);
    const mapId = ((await mapRes.json()) as { id: string }).id;
    const point = (_id: string, name: string, x: number, y: number) => ({ _id, x, y, icon: 'pin', color: '#ff5444', name, description: '' });
    const points = [point('p1', 'Heron Point', 0.3, 0.4), point('p2', 'Eel Weir', 0.6, 0.5)];
    expect((await api('PUT', `map/updatePoints/${mapId}`, { mapID: mapId, points: Object.fromEntries(points.map((p) => [p._id, p])) }, ann.token)).status).toBe(
      200,
    );

    const timelineId = (await api<{ id: string }>('POST', 'timeline/newTimeline', { worldID, title: 'Floods', description: '', start: 0, end: 100 }, ann.token))
      .data.id;
    await api('PUT', 'timeline/updateLines', { timelineID: timelineId, lines: [{ _id: 'l1', name: 'Waters' }], removedLineIDs: [] }, ann.token);
    const node = { _id: 'n1', title: 'The Great Flood', subtitle: '', type: 'point', year: 12, month: 'March', day: 3, end: null, parent: null };
    expect((await api('PUT', 'timeline/updateNodes', { timelineID: timelineId, lineID: 'l1', nodes: [node], removedNodeIDs: [] }, ann.token)).status).toBe(200);
    const languageId = (await api<{ id: string }>('POST', 'language/new', { worldID, title: 'Marsh Tongue' }, ann.token)).data.id;
    expect((await api('POST', 'language/addStem', { languageID: languageId, stem: { word: 'vel', meaning: 'reed', type: 'noun' } }, ann.token)).status).toBe(
      201,
    );

    // Ann's export, made by the server's reactor.
    const started = await api<{ exportId: string }>('POST', 'export/world', { worldID }, ann.token);
    expect(started.status).toBe(201);
    await expect
      .poll(async () => (await api<{ status: string }>('GET', `export/${started.data.exportId}`, undefined, ann.token)).data.status, { timeout: 20_000 })
      .toBe('completed');
    const download = await fetch(`${server().baseUrl}/api/v1/export/${started.data.exportId}/download`, { headers: { Authorization: `Bearer ${ann.token}` } });
    const zipPath = path.join(mkdtempSync(path.join(os.tmpdir(), 'lorewright-import-e2e-')), `${WORLD}.zip`);
    writeFileSync(zipPath, Buffer.from(await download.arrayBuffer()));

    // Bob imports it on Manage Worlds.
    const bob = await signedIn(`bob.import.${runId}@example.com`, 'Bob Borrower');
    const { page, errors } = await openPage(WIDE, bob.token);
    const newWorldId = await screenshotOnFailure(page, 'import-manage-worlds', async () => {
      await page.goto('/manage-worlds', { waitUntil: 'networkidle' });
      const panel = page.getByRole('group', { name: 'Import world' });
      await panel.getByLabel('Export file (.zip)').setInputFiles(zipPath);
      await panel.getByRole('button', { name: 'Import world' }).click();
      const link = panel.getByRole('link', { name: `Open ${WORLD}` });
      await link.waitFor({ timeout: 30_000 });
      await expect.poll(() => panel.getByRole('status').textContent()).toContain('The world was imported. Everything in it is private.');
      await panel.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'import-panel-wide');
      return (await link.getAttribute('href'))!.split('/').pop()!;
    });
    expect(newWorldId).not.toBe(worldID);

    // The new world's elements, found by Bob as the creation hub lists them.
    type Kind = 'writings' | 'wikis' | 'maps' | 'timelines' | 'languages';
    const { world } = (await api<{ world: Record<Kind, { _id: string }[]> & { visibility: string } }>('GET', `world/${newWorldId}`, undefined, bob.token)).data;
    expect(world.visibility).toBe('private');
    const only = (kind: Kind) => world[kind][0]._id;

    await screenshotOnFailure(page, 'import-elements', async () => {
      await page.goto(`/writing/${only('writings')}`, { waitUntil: 'networkidle' });
      await page.getByText(SCENE).waitFor();
      await page.goto(`/wiki/${only('wikis')}`, { waitUntil: 'networkidle' });
      await page.getByText(SECTION).waitFor();
      await page.goto(`/map/${only('maps')}`, { waitUntil: 'networkidle' });
      const markers = page.getByRole('group', { name: 'Map points' });
      await markers.getByRole('button', { name: 'Heron Point' }).waitFor();
      await markers.getByRole('button', { name: 'Eel Weir' }).waitFor();
      const picture = page.getByRole('img', { name: 'Map picture' });
      await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect(await picture.getAttribute('src')).toContain(bob.userId);
      await page.goto(`/timeline/${only('timelines')}`, { waitUntil: 'networkidle' });
      await page.getByText('The Great Flood').first().waitFor();
      await page.goto(`/language/${only('languages')}`, { waitUntil: 'networkidle' });
      await page.getByText('vel').first().waitFor();
    });
    expect(errors).toEqual([]);

    // The panel on a phone.
    const narrow = await openPage(NARROW, bob.token);
    await narrow.page.goto('/manage-worlds', { waitUntil: 'networkidle' });
    const narrowPanel = narrow.page.getByRole('group', { name: 'Import world' });
    await narrowPanel.scrollIntoViewIfNeeded();
    await saveScreenshot(narrow.page, 'import-panel-narrow');
    expect(narrow.errors).toEqual([]);
  }, 180_000);
});
