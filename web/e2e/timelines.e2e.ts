import { describe, expect, it } from 'vitest';
import { fantasyCalendarMessages } from '@lorewright/domain/imports/fantasyCalendar/fantasyCalendarMessages';
import { HARPTOS_EXPORT } from '@lorewright/domain/imports/fantasyCalendar/testing/fantasyCalendarExports';
import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import type { Page } from 'playwright-core';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { journey, WIDE } from './journey';
import { expectClear, overlaps } from './overlap';
import { serverApi } from './serverApi';

// Timelines in headless Chromium against the real server. An author (who holds the 'timelines'
// permission through the promotion) makes a timeline, turns its calendar into ten months with an
// era and no year 0, adds two lines with points (one at a negative year) and a range, a zone,
// repositions a point, zooms to the maximum and back, reloads and finds it all; a reader sees it
// read-only. The gate for a user without the permission is in maps.e2e.ts (the same rule).

const runId = Date.now().toString(36);
const NARROW = { width: 700, height: 1000 };
const PHONE = { width: 390, height: 844 };

const points = (page: Page, line: string) => page.getByRole('group', { name: line, exact: true }).getByRole('button');

/** A new point on a line (a range through the line's form, a point through New Point mode), then its card filled and saved. */
async function addPoint(page: Page, line: string, fields: { title: string; year: string; month?: string; day?: string; end?: [string, string, string] }) {
  if (fields.end) {
    // The line's Add New Point form: the date is typed in the card.
    await page.getByRole('button', { name: `Add New Point to ${line}` }).click();
  } else {
    // New Point mode: a click on the line.
    await page.getByRole('button', { name: 'New Point', exact: true }).click();
    const box = (await page.getByRole('group', { name: line, exact: true }).boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.5, box.y + box.height - 12);
  }
  await page.getByLabel('Title', { exact: true }).fill(fields.title);
  if (fields.end) await page.getByLabel('Type', { exact: true }).selectOption('range');
  await page.getByLabel('Year', { exact: true }).fill(fields.year);
  await page.getByLabel('Month', { exact: true }).selectOption(fields.month ?? '');
  if (fields.day) await page.getByLabel('Day', { exact: true }).fill(fields.day);
  if (fields.end) {
    await page.getByLabel('End year', { exact: true }).fill(fields.end[0]);
    await page.getByLabel('End month', { exact: true }).selectOption(fields.end[1]);
    await page.getByLabel('End day', { exact: true }).fill(fields.end[2]);
  }
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: fields.title }).first().waitFor({ timeout: 10_000 });
}

describe('timelines in Chromium, served by the real server', () => {
  const { server, openPage } = journey({ PROMOTION_END: '2099-01-01T00:00:00.000Z' });
  const { api, signedIn } = serverApi(server);

  it('builds a timeline on a custom calendar, keeps it on reload, and a reader sees it read-only', async () => {
    const ann = await signedIn(`ann.timelines.${runId}@example.com`, 'Ann Author');
    const world = await api<{ id: string }>('POST', 'createWorld', { name: `Aldervale ${runId}` }, ann.token);
    const worldID = world.data.id;
    expect((await api('POST', 'world/updateVisibility', { worldID, visibility: 'public' }, ann.token)).status).toBe(200);
    const { page, errors } = await openPage(undefined, ann.token);
    let timelineId = '';

    await screenshotOnFailure(page, 'timelines-author', async () => {
      // From the hub's timelines menu to a new timeline.
      await page.goto('/creation', { waitUntil: 'networkidle' });
      await page.getByRole('tab', { name: /Timelines/ }).click();
      await page.getByText('You have not created any timelines.').waitFor();
      await page.getByRole('link', { name: 'New Timeline' }).click();
      await page.waitForURL(/\/new-timeline/);
      await page.getByRole('button', { name: 'Create Timeline' }).click();
      await page.getByText('Please enter a title.').first().waitFor();
      await page.getByLabel('Title', { exact: true }).fill('The Long Age');
      await page.getByLabel('Start Year', { exact: true }).fill('-50');
      await page.getByLabel('End Year', { exact: true }).fill('50');
      await page.getByRole('button', { name: 'Create Timeline' }).click();
      await page.waitForURL(/\/timeline\/[^/]+$/);
      timelineId = new URL(page.url()).pathname.split('/').pop()!;

      // Its calendar: ten months, the first renamed, an era counting up from year 1, no year 0.
      await page.goto(`/calendar?timeline=${timelineId}`, { waitUntil: 'networkidle' });
      await page.getByLabel('Month shown', { exact: true }).selectOption({ index: 11 });
      await page.getByRole('button', { name: 'Remove Month' }).click();
      await page.getByRole('button', { name: 'Remove Month' }).click();
      await page.getByLabel('Month shown', { exact: true }).selectOption({ index: 0 });
      await page.getByLabel('Month Name', { exact: true }).fill('Thaw');
      await page.getByRole('checkbox', { name: /has a year 0/ }).uncheck();
      await page.getByRole('button', { name: 'Add era' }).click();
      await page.getByLabel('Era 1 name', { exact: true }).fill('Age of the Lantern');
      await page.getByLabel('Era 1 abbreviation', { exact: true }).fill('AL');
      await page.getByLabel('Era 1 start year', { exact: true }).fill('1');
      await page.getByRole('button', { name: 'Save Calendar' }).click();
      await page.getByText('Updated successfully.').first().waitFor({ timeout: 10_000 });

      // Two lines, points on both (one before year 1), and a range. Each save asks for the
      // changes since the copy's revision and is answered with them, not the whole timeline.
      const partAnswers: Promise<{ url: string; keys: string[] }>[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/timeline/updateNodes'))
          partAnswers.push(response.json().then((body: object) => ({ url: response.url(), keys: Object.keys(body) })));
      });
      await page.goto(`/timeline/${timelineId}`, { waitUntil: 'networkidle' });
      for (const line of ['The Realm', 'Isolde']) {
        await page.getByLabel('New line title', { exact: true }).fill(line);
        await page.getByRole('button', { name: 'Add Line' }).click();
        await page.getByRole('group', { name: line, exact: true }).waitFor({ timeout: 10_000 });
      }
      await addPoint(page, 'The Realm', { title: 'The drowned bell', year: '-40', month: 'Thaw', day: '3' });
      await addPoint(page, 'The Realm', { title: 'The Lantern is lit', year: '1' });
      await addPoint(page, 'Isolde', { title: 'The lantern road', year: '20', month: 'Thaw', day: '1', end: ['24', 'Thaw', '1'] });
      // The page shows a point before its save is answered: wait for the three answers.
      await expect.poll(() => partAnswers.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
      const answers = await Promise.all(partAnswers);
      for (const { url, keys } of answers) {
        expect(url).toMatch(/\?since=\d+$/);
        expect(keys).toEqual(['message', 'changes']);
      }
      await saveScreenshot(page, 'timeline-author-points-1280');

      // A zone over the first decades of the Lantern.
      await page.getByRole('button', { name: 'Zones', exact: true }).click();
      await page.getByLabel('Name of new zone', { exact: true }).fill('Early Lantern');
      await page.getByLabel('Start year of new zone', { exact: true }).fill('1');
      await page.getByLabel('End year of new zone', { exact: true }).fill('30');
      await page.getByRole('button', { name: 'Add Zone' }).click();
      await page.getByLabel('Zone', { exact: true }).locator('option', { hasText: 'Early Lantern' }).waitFor({ state: 'attached', timeout: 10_000 });
      await page.getByRole('button', { name: 'Zones', exact: true }).click();

      // The Lantern moves later along the axis.
      await page.getByRole('button', { name: 'Reposition' }).click();
      const lit = (await page.getByRole('button', { name: 'The Lantern is lit' }).first().boundingBox())!;
      await page.mouse.move(lit.x + lit.width / 2, lit.y + lit.height / 2);
      await page.mouse.down();
      await page.mouse.move(lit.x + lit.width / 2 + 60, lit.y + lit.height / 2, { steps: 8 });
      await page.mouse.up();
      await page.getByRole('button', { name: 'Reposition' }).click();

      // To the deepest zoom and back.
      const zoomIn = page.getByRole('button', { name: 'Zoom in' });
      for (let i = 0; i < 40 && (await zoomIn.isEnabled()); i++) await zoomIn.click();
      expect(await zoomIn.isDisabled()).toBe(true);
      await saveScreenshot(page, 'timeline-author-zoomed-1280');
      const zoomOut = page.getByRole('button', { name: 'Zoom out' });
      for (let i = 0; i < 40 && (await zoomOut.isEnabled()); i++) await zoomOut.click();
      expect(await zoomOut.isDisabled()).toBe(true);
      await saveScreenshot(page, 'timeline-author-1280');
      await page.setViewportSize(NARROW);
      await saveScreenshot(page, 'timeline-author-700');
    });

    // What the server keeps.
    const lit = async () => {
      const stored = (await api<TimelineView>('GET', `timeline/${timelineId}`, undefined, ann.token)).data;
      return stored.lines.flatMap((line) => line.nodes).find((node) => node.title === 'The Lantern is lit')!.year;
    };
    await expect.poll(lit, { timeout: 10_000 }).toBeGreaterThan(1);
    const timeline = (await api<TimelineView>('GET', `timeline/${timelineId}`, undefined, ann.token)).data;
    expect(timeline.calendar.months).toHaveLength(10);
    expect(timeline.calendar.hasYearZero).toBe(false);
    expect(timeline.calendar.eras.map((era) => era.abbreviation)).toEqual(['AL']);
    expect(timeline.lines.map((line) => [line.name, line.nodes.length])).toEqual([
      ['The Realm', 2],
      ['Isolde', 1],
    ]);
    const road = timeline.lines[1].nodes[0];
    expect([road.type, road.year, road.end?.year]).toEqual(['range', 20, 24]);
    expect(timeline.lines[0].nodes.find((node) => node.title === 'The drowned bell')).toMatchObject({ year: -40, month: 'Thaw', day: 3 });
    expect(Object.values(timeline.zones).map((zone) => zone.name)).toContain('Early Lantern');

    // After a reload everything is still there.
    await screenshotOnFailure(page, 'timelines-reload', async () => {
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'The drowned bell' }).first().waitFor({ timeout: 10_000 });
      await page.getByRole('button', { name: 'The lantern road' }).first().waitFor();
      await page.getByLabel('Zone', { exact: true }).selectOption({ label: 'Early Lantern' });
      await expect.poll(() => points(page, 'The Realm').filter({ hasText: 'The drowned bell' }).count(), { timeout: 10_000 }).toBe(0);
    });
    expect(errors).toEqual([]);

    // A reader of the public timeline: no editing tools.
    expect(
      (await api('POST', 'updateElementVisibility', { element: 'timeline', elementID: timelineId, worldID, visibility: 'public' }, ann.token)).status,
    ).toBe(200);
    const visitor = await openPage();
    await screenshotOnFailure(visitor.page, 'timelines-reader', async () => {
      await visitor.page.goto(`/timeline/${timelineId}`, { waitUntil: 'networkidle' });
      await visitor.page.getByRole('button', { name: 'The drowned bell' }).first().waitFor({ timeout: 10_000 });
      for (const tool of ['New Point', 'Reposition', 'Add Line', 'Zones', 'Customise']) {
        expect(await visitor.page.getByRole('button', { name: tool }).count()).toBe(0);
      }
      await visitor.page.getByRole('button', { name: 'Hide Isolde' }).click();
      await visitor.page.getByRole('button', { name: 'Show Isolde' }).waitFor();
      await saveScreenshot(visitor.page, 'timeline-reader-1280');
    });
    expect(visitor.errors).toEqual([]);
    expect((await api('PUT', 'timeline/updateLines', { timelineID: timelineId, lines: [] })).status).toBe(401);
  });

  it('labels a 1200–1300 axis by decade, shows a point on its first year whole, and keeps alerts off the point card, at 1280 and 390 px', async () => {
    const cas = await signedIn(`cas.axis.${runId}@example.com`, 'Cas Author');
    const world = await api<{ id: string }>('POST', 'createWorld', { name: `Lowmarch ${runId}` }, cas.token);
    const made = await api<{ id: string }>(
      'POST',
      'timeline/newTimeline',
      { worldID: world.data.id, title: 'The Old Century', description: '', start: 1200, end: 1300 },
      cas.token,
    );
    const timelineID = made.data.id;
    expect((await api('PUT', 'timeline/updateLines', { timelineID, lines: [{ _id: 'l1', name: 'Kings' }] }, cas.token)).status).toBe(200);
    const crowning = { _id: 'n1', title: 'The Crowning', subtitle: '', type: 'point', year: 1200, month: '', day: null, end: null, parent: null };
    expect((await api('PUT', 'timeline/updateNodes', { timelineID, lineID: 'l1', nodes: [crowning] }, cas.token)).status).toBe(200);

    for (const viewport of [WIDE, PHONE]) {
      const { page, errors } = await openPage(viewport, cas.token);
      await screenshotOnFailure(page, `timelines-axis-${viewport.width}`, async () => {
        await page.goto(`/timeline/${timelineID}`, { waitUntil: 'networkidle' });
        const point = page.getByRole('button', { name: 'The Crowning' }).first();
        await point.waitFor({ timeout: 10_000 });

        // Year-scale lines are labelled by year alone, and never run into each other.
        const labels = page.locator('[class*="gridLabel"]');
        const texts = await labels.allTextContents();
        expect(texts.length).toBeGreaterThan(2);
        for (const text of texts) expect(text).toMatch(/^1[23]\d0$/);
        if (viewport === WIDE) expect(texts.slice(0, 3)).toEqual(['1200', '1210', '1220']);
        const boxes = await labels.evaluateAll((spans) =>
          spans.map((span) => span.getBoundingClientRect().toJSON() as { x: number; y: number; width: number; height: number }),
        );
        for (let i = 1; i < boxes.length; i++) expect(overlaps(boxes[i - 1], boxes[i]), `${texts[i - 1]} runs into ${texts[i]}`).toBe(false);

        // The point on the first year shows whole: its dot starts inside the stage.
        const stage = (await page.getByRole('group', { name: 'Kings', exact: true }).boundingBox())!;
        const dot = (await point.locator('span').first().boundingBox())!;
        expect(dot.x).toBeGreaterThanOrEqual(stage.x);

        // A point card refused for its empty title: the alert covers none of its fields.
        await page.getByRole('button', { name: 'New Point', exact: true }).click();
        const line = (await page.getByRole('group', { name: 'Kings', exact: true }).boundingBox())!;
        await page.mouse.click(line.x + line.width * 0.6, line.y + line.height - 12);
        await page.getByRole('button', { name: 'Done' }).click();
        const alert = page.getByRole('alert').filter({ hasText: 'Please enter all fields.' });
        await alert.waitFor();
        await expectClear(alert, [
          page.getByLabel('Title', { exact: true }),
          page.getByLabel('Subtitle', { exact: true }),
          page.getByRole('button', { name: 'Back' }),
          page.getByRole('button', { name: 'Zoom in' }),
        ]);
        await saveScreenshot(page, `timeline-axis-alert-${viewport.width}`);
      });
      expect(errors).toEqual([]);
    }
  });

  it('imports a calendar from a Fantasy-Calendar export and lists what it could not hold', async () => {
    const bea = await signedIn(`bea.calendars.${runId}@example.com`, 'Bea Author');
    const world = await api<{ id: string }>('POST', 'createWorld', { name: `Faerûn ${runId}` }, bea.token);
    const made = await api<{ id: string }>(
      'POST',
      'timeline/newTimeline',
      { worldID: world.data.id, title: 'Dale Reckoning', description: '', start: 1370, end: 1400 },
      bea.token,
    );
    expect(made.status).toBe(201);
    const { page, errors } = await openPage(undefined, bea.token);
    await screenshotOnFailure(page, 'timelines-calendar-import', async () => {
      await page.goto(`/calendar?timeline=${made.data.id}`, { waitUntil: 'networkidle' });
      await page
        .getByLabel(fantasyCalendarMessages.choose)
        .setInputFiles({ name: 'harptos.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(HARPTOS_EXPORT)) });
      await page.getByText(fantasyCalendarMessages.imported).first().waitFor({ timeout: 10_000 });
      await page.getByRole('status').getByText(/Moons/).waitFor();
      await saveScreenshot(page, 'timeline-calendar-import-1280');
    });
    expect(errors).toEqual([]);
    const stored = (await api<TimelineView>('GET', `timeline/${made.data.id}`, undefined, bea.token)).data;
    expect(stored.calendar.months.map((month) => month.name)).toContain('Midwinter');
  });
});
