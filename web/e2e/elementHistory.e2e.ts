import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@lorewright/api/testing/serverProcess';
import type { LanguageView } from '@lorewright/domain/languages/languageView';
import type { MapView } from '@lorewright/domain/maps/mapView';
import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { journey, WIDE } from './journey';
import { serverApi } from './serverApi';

// History of the paid elements in headless Chromium against the real server: a map, a timeline
// and a language are changed, their History opened on their pages, an old version read (narrow
// and wide for the map) and restored; each then reads as it did.

const runId = Date.now().toString(36);
const NARROW = { width: 390, height: 844 };
const point = (_id: string, name: string, x: number, y: number) => ({ _id, x, y, icon: 'pin', color: '#ff5444', name, description: '' });

describe('history of maps, timelines and languages in Chromium, served by the real server', () => {
  const { server, openPage } = journey({ PROMOTION_END: '2099-01-01T00:00:00.000Z' });
  const { api, signedIn } = serverApi(server);

  it('views an old version of a map, a timeline and a language and restores each', async () => {
    const ann = await signedIn(`ann.paid-history.${runId}@example.com`, 'Ann Author');
    const worldID = (await api<{ id: string }>('POST', 'createWorld', { name: `Ashvale ${runId}`, description: 'A world with a past.' }, ann.token)).data.id;

    // A map with two points; then one moved and one removed.
    const form = new FormData();
    form.set('title', 'The Northern Reaches');
    form.set('worldID', worldID);
    form.set('map', new Blob([readFileSync(`${repoRoot}/web/public/assets/demo_map.png`)], { type: 'image/png' }), 'reaches.png');
    const created = await fetch(`${server().baseUrl}/api/v1/map/newMap`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${ann.token}` } });
    expect(created.status).toBe(201);
    const mapId = ((await created.json()) as { id: string }).id;
    const put = (points: object[], removed: string[] = []) =>
      api(
        'PUT',
        `map/updatePoints/${mapId}`,
        { mapID: mapId, points: Object.fromEntries(points.map((p) => [(p as { _id: string })._id, p])), removedPointIDs: removed },
        ann.token,
      );
    expect((await put([point('p1', 'Hollowmere', 0.3, 0.4), point('p2', 'The Greyspine', 0.6, 0.3)])).status).toBe(200);
    expect((await put([point('p1', 'Hollowmere', 0.7, 0.7)], ['p2'])).status).toBe(200);

    for (const [viewport, name] of [
      [NARROW, 'narrow'],
      [WIDE, 'wide'],
    ] as const) {
      const { page, errors } = await openPage(viewport, ann.token);
      await screenshotOnFailure(page, `map-history-${name}`, async () => {
        await page.goto(`/map/${mapId}`, { waitUntil: 'networkidle' });
        await page.getByRole('button', { name: 'History' }).click();
        const panel = page.getByRole('dialog', { name: 'History' });
        await panel.getByRole('button', { name: /Added point “The Greyspine”/ }).click();
        await panel.getByRole('list', { name: 'Points then' }).getByText('The Greyspine').waitFor();
        await page.waitForFunction(() => [...document.querySelectorAll('[role=dialog] img')].every((img) => (img as HTMLImageElement).complete));
        await saveScreenshot(page, `map-history-version-${name}`);
        if (name === 'narrow') return;
        await panel.getByRole('button', { name: 'Restore this version' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
        await panel.waitFor({ state: 'detached' });
        await page.getByRole('group', { name: 'Map points' }).getByRole('button', { name: 'The Greyspine' }).waitFor();
      });
      expect(errors).toEqual([]);
    }
    const map = (await api<MapView>('GET', `map/${mapId}`, undefined, ann.token)).data;
    expect(
      Object.values(map.points)
        .map(({ name, x, y }) => [name, x, y])
        .sort(),
    ).toEqual([
      ['Hollowmere', 0.3, 0.4],
      ['The Greyspine', 0.6, 0.3],
    ]);

    // A timeline with a line and a point; then the point moved and renamed.
    const timelineId = (
      await api<{ id: string }>('POST', 'timeline/newTimeline', { worldID, title: 'The Ages', description: 'All that was.', start: 0, end: 100 }, ann.token)
    ).data.id;
    expect((await api('PUT', 'timeline/updateLines', { timelineID: timelineId, lines: [{ _id: 'l1', name: 'Kings' }] }, ann.token)).status).toBe(200);
    const node = { _id: 'n1', title: 'The Crowning', subtitle: '', type: 'point', year: 10, month: '', day: null, end: null, parent: null };
    const nodes = (sent: object) => api('PUT', 'timeline/updateNodes', { timelineID: timelineId, lineID: 'l1', nodes: [sent] }, ann.token);
    expect((await nodes(node)).status).toBe(200);
    expect((await nodes({ ...node, title: 'The Fall', year: 40 })).status).toBe(200);

    // A language with two words; then one edited.
    const languageId = (await api<{ id: string }>('POST', 'language/new', { worldID, title: 'Old Hollish' }, ann.token)).data.id;
    const stems = [
      { word: 'mellon', meaning: 'friend', type: 'noun' },
      { word: 'galad', meaning: 'light', type: 'noun' },
    ];
    const worded = await api<{ language: LanguageView }>('PUT', `language/${languageId}/updateStems/`, { languageID: languageId, stems }, ann.token);
    expect(worded.status).toBe(200);
    const [first, second] = worded.data.language.words;
    const edited = [first, { ...second, meaning: 'tree' }];
    expect((await api('PUT', `language/${languageId}/updateStems/`, { languageID: languageId, stems: edited }, ann.token)).status).toBe(200);

    const { page, errors } = await openPage(WIDE, ann.token);
    await screenshotOnFailure(page, 'timeline-language-history', async () => {
      await page.goto(`/timeline/${timelineId}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'History' }).click();
      let panel = page.getByRole('dialog', { name: 'History' });
      await panel.getByRole('button', { name: /Added point “The Crowning”/ }).click();
      await panel.getByRole('region', { name: 'Line Kings' }).getByText('The Crowning').waitFor();
      await saveScreenshot(page, 'timeline-history-version-wide');
      await panel.getByRole('button', { name: 'Restore this version' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
      await panel.waitFor({ state: 'detached' });

      await page.goto(`/language/${languageId}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'History' }).click();
      panel = page.getByRole('dialog', { name: 'History' });
      await panel.getByRole('button', { name: /Added word “galad”/ }).click();
      await panel.getByText('light').waitFor();
      await saveScreenshot(page, 'language-history-version-wide');
      await panel.getByRole('button', { name: 'Restore this version' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
      await panel.waitFor({ state: 'detached' });
      await page.getByText('light').first().waitFor();
    });
    expect(errors).toEqual([]);

    const timeline = (await api<TimelineView>('GET', `timeline/${timelineId}`, undefined, ann.token)).data;
    expect(timeline.lines[0].nodes.map((n) => [n.title, n.year])).toEqual([['The Crowning', 10]]);
    const language = (await api<LanguageView>('GET', `language/${languageId}`, undefined, ann.token)).data;
    expect(language.words.map((w) => [w.word, w.meaning])).toEqual([
      ['mellon', 'friend'],
      ['galad', 'light'],
    ]);
  }, 180_000);
  it('shows thirty points added at once as one entry, reads that version and restores it, by keyboard', async () => {
    const bea = await signedIn(`bea.bulk-history.${runId}@example.com`, 'Bea Author');
    const worldID = (await api<{ id: string }>('POST', 'createWorld', { name: `Longmere ${runId}`, description: 'A world of annals.' }, bea.token)).data.id;
    const timelineId = (
      await api<{ id: string }>('POST', 'timeline/newTimeline', { worldID, title: 'The Annals', description: 'Year by year.', start: 0, end: 100 }, bea.token)
    ).data.id;
    expect((await api('PUT', 'timeline/updateLines', { timelineID: timelineId, lines: [{ _id: 'l1', name: 'Harvests' }] }, bea.token)).status).toBe(200);
    const node = (n: number, title = `Harvest ${n + 1}`) => ({
      _id: `h${n}`,
      title,
      subtitle: '',
      type: 'point',
      year: n + 1,
      month: '',
      day: null,
      end: null,
      parent: null,
    });
    const put = (nodes: object[]) => api('PUT', 'timeline/updateNodes', { timelineID: timelineId, lineID: 'l1', nodes }, bea.token);
    expect((await put(Array.from({ length: 30 }, (_, n) => node(n)))).status).toBe(200);
    expect((await put([node(4, 'The Great Blight')])).status).toBe(200);

    const { page, errors } = await openPage(WIDE, bea.token);
    await screenshotOnFailure(page, 'timeline-bulk-history', async () => {
      await page.goto(`/timeline/${timelineId}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'History' }).focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: 'History' });
      await panel.getByRole('button', { name: /Edited point “Harvest 5”, now “The Great Blight”/ }).waitFor();
      const bulk = panel.getByRole('button', { name: /Added 30 points to line “Harvests”/ });
      await bulk.focus();
      await page.keyboard.press('Enter');
      await panel.getByRole('region', { name: 'Line Harvests' }).getByText('Harvest 5', { exact: true }).waitFor();
      await saveScreenshot(page, 'timeline-bulk-history-version-wide');
      await panel.getByRole('button', { name: 'Restore this version' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).focus();
      await page.keyboard.press('Enter');
      await panel.waitFor({ state: 'detached' });
    });
    expect(errors).toEqual([]);
    const timeline = (await api<TimelineView>('GET', `timeline/${timelineId}`, undefined, bea.token)).data;
    expect(timeline.lines[0].nodes).toHaveLength(30);
    expect(timeline.lines[0].nodes.map((n) => n.title)).toEqual(Array.from({ length: 30 }, (_, n) => `Harvest ${n + 1}`));
  }, 180_000);
});
