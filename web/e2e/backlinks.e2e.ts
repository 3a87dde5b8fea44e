import { describe, expect, it } from 'vitest';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { journey, WIDE } from './journey';
import { serverApi } from './serverApi';

// 'Mentioned in' in headless Chromium against the real server: Ann's public place is linked from a
// section of her public character's wiki, a point of her timeline and a scene of her private
// writing that mentions it. Ann sees all three under the place, and the mention follows a rename;
// a visitor sees only what is public, and a private place has no backlinks at all.

const runId = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };

interface Scene {
  _id: string;
  name: string;
  content: unknown[];
}

describe('backlinks in Chromium, served by the real server', () => {
  const { server, openPage } = journey({ PROMOTION_END: '2099-01-01T00:00:00.000Z' });
  const { api, signedIn } = serverApi(server);

  it('lists the scene and the section linking to a place, as each viewer may see them', async () => {
    const ann = await signedIn(`ann.backlinks.${runId}@example.com`, 'Ann Author');
    const world = await api<{ id: string }>('POST', 'createWorld', { name: `Ashlands ${runId}`, description: 'Rivers and ash.' }, ann.token);
    const worldID = world.data.id;
    expect((await api('POST', 'world/updateVisibility', { worldID, visibility: 'public' }, ann.token)).status).toBe(200);
    const publish = async (element: string, elementID: string) =>
      expect((await api('POST', 'updateElementVisibility', { element, elementID, worldID, visibility: 'public' }, ann.token)).status).toBe(200);
    const wiki = async (category: string, title: string) => {
      const made = await api<{ id: string }>('POST', 'creation/newWiki', { category, title, worldID }, ann.token);
      expect(made.status).toBe(201);
      return made.data.id;
    };

    const place = await wiki('places', 'Ashvale');
    await publish('wiki', place);
    const mira = await wiki('characters', 'Mira of the Ford');
    await publish('wiki', mira);
    const section = { _id: 'early-life', title: 'Early life', content: `Born in [[wiki:${place}]], by the old ford.` };
    expect((await api('PUT', `creation/updateWiki/${mira}`, { sections: [section] }, ann.token)).status).toBe(200);

    const made = await api<{ writing: { _id: string; revision: number; scenes: Scene[] } }>(
      'POST',
      'creation/newWriting',
      { isFolder: false, worldID, title: 'Journeys' },
      ann.token,
    );
    const { writing } = made.data;
    const scene = {
      ...writing.scenes[0],
      name: 'Arrival',
      content: [
        { content: 'They rode all night to ', style: '' },
        { content: 'Ashvale', style: '', link: { type: 'wiki', category: 'places', id: place, mention: true } },
        { content: '.', style: '' },
      ],
    };
    expect((await api('PUT', 'creation/updateWriting', { writingID: writing._id, revision: writing.revision, scenes: [scene] }, ann.token)).status).toBe(200);

    // A point of her timeline links to the place too (timelines are free while the promotion lasts).
    const timeline = await api<{ id: string }>(
      'POST',
      'timeline/newTimeline',
      { worldID, title: 'The Ash Years', description: '', start: 1200, end: 1300 },
      ann.token,
    );
    const timelineID = timeline.data.id;
    expect((await api('PUT', 'timeline/updateLines', { timelineID, lines: [{ _id: 'l1', name: 'Towns' }] }, ann.token)).status).toBe(200);
    const founding = {
      _id: 'n1',
      title: 'Ashvale founded',
      subtitle: 'Ash and river clay.',
      type: 'point',
      year: 1210,
      month: '',
      day: null,
      end: null,
      parent: null,
    };
    expect((await api('PUT', 'timeline/updateNodes', { timelineID, lineID: 'l1', nodes: [founding] }, ann.token)).status).toBe(200);
    const linked = await api(
      'POST',
      'timeline/addLink',
      { timelineID, lineID: 'l1', nodeID: 'n1', link: { type: 'wiki', category: 'places', id: place } },
      ann.token,
    );
    expect(linked.status).toBe(200);

    const { page } = await openPage(WIDE, ann.token);
    await screenshotOnFailure(page, 'backlinks-author', async () => {
      await page.goto(`/wiki/${place}`, { waitUntil: 'networkidle' });
      const panel = page.getByRole('region', { name: 'Mentioned in' });
      await panel.getByRole('link', { name: 'Journeys' }).waitFor({ timeout: 10_000 });
      await expect
        .poll(() => panel.getByRole('listitem').allInnerTexts())
        .toEqual([
          expect.stringMatching(/The Ash Years\s+Timeline\s+Point: Ashvale founded\s+“?Ash and river clay\.”?/),
          expect.stringMatching(/Journeys\s+Writing\s+Scene: Arrival\s+“?Ashvale”?/),
          expect.stringMatching(/Mira of the Ford\s+Wiki\s+Section: Early life\s+“?Born in …, by the old ford\.”?/),
        ]);
      await panel.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'backlinks-wiki-1280');
      await panel.getByRole('link', { name: 'Journeys' }).click();
      await page.waitForURL(`**/reading-room/${writing._id}`);
      await page.getByRole('region', { name: 'Mentioned in' }).getByText('Nothing links here yet.').waitFor();

      // The scene mentions the place: renamed, the mention reads the new name, and still opens it.
      expect((await api('PUT', 'wiki/rename', { wikiID: place, worldID, title: 'Ashvale-by-the-Sea' }, ann.token)).status).toBe(200);
      await page.reload({ waitUntil: 'networkidle' });
      const scene = page.getByRole('article', { name: 'Arrival' });
      await scene.getByRole('link', { name: 'Ashvale-by-the-Sea' }).click();
      await page.waitForURL(`**/wiki/${place}`);
      await page.getByRole('region', { name: 'Mentioned in' }).getByRole('link', { name: 'Journeys' }).waitFor();

      // A timeline fills the screen: its toolbar opens the backlinks in a dialog.
      await page.goto(`/timeline/${timelineID}`, { waitUntil: 'networkidle' });
      await page.getByRole('toolbar', { name: 'Timeline tools' }).getByRole('button', { name: 'Mentioned in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mentioned in' });
      await dialog.getByText('Nothing links here yet.').waitFor();
      await saveScreenshot(page, 'backlinks-timeline-dialog-1280');
      await dialog.getByRole('button', { name: 'Close' }).click();
    });

    // A visitor on a phone: the private writing is left out; a private place is not found.
    const visitor = await openPage(PHONE);
    await screenshotOnFailure(visitor.page, 'backlinks-visitor', async () => {
      await visitor.page.goto(`/wiki/${place}`, { waitUntil: 'networkidle' });
      const panel = visitor.page.getByRole('region', { name: 'Mentioned in' });
      await panel.getByRole('link', { name: 'Mira of the Ford' }).waitFor({ timeout: 10_000 });
      expect(await panel.getByRole('listitem').count()).toBe(1);
      await panel.scrollIntoViewIfNeeded();
      await saveScreenshot(visitor.page, 'backlinks-wiki-visitor-390');
    });
    expect((await api('GET', `backlinks/wiki/${place}`)).status).toBe(200);
    expect((await api('POST', 'updateElementVisibility', { element: 'wiki', elementID: place, worldID, visibility: 'private' }, ann.token)).status).toBe(200);
    expect((await api('GET', `backlinks/wiki/${place}`)).status).toBe(404);
  });
});
