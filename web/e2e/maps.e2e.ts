import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@lorewright/api/testing/serverProcess';
import type { MapView } from '@lorewright/domain/maps/mapView';
import { mediaMessages } from '@lorewright/domain/media/mediaView';
import type { Locator, Page } from 'playwright-core';
import { expectNoViolations } from './accessibility';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { journey, WIDE } from './journey';
import { expectClear } from './overlap';
import { serverApi } from './serverApi';

// Maps in headless Chromium against the real server. An author (who holds the 'maps'
// permission through the promotion) uploads a map, adds three points with different icons,
// links one to a wiki, repositions one, filters by icon and reloads to find it all kept; a
// reader sees it read-only; a generated map becomes a new map. On a server whose promotion has
// ended, a user without the permission sees the gate and gets 403 from the API. The world in
// time: a king's death dated on his wiki and a scene dated after it that mentions him give a
// continuity warning linking both; the map's year slider hides a city before its founding; the
// world page shows a ruler field's value on three dates.

const runId = Date.now().toString(36);
const NARROW = { width: 700, height: 1000 };
const PHONE = { width: 390, height: 844 };
const picture = () => readFileSync(`${repoRoot}/web/public/assets/demo_map.png`);

/** A disabled button that looks it: not-allowed cursor, and not the enabled colours. */
async function expectDisabledLook(button: Locator) {
  expect(await button.isDisabled()).toBe(true);
  const look = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { cursor: style.cursor, background: style.backgroundColor, color: style.color };
  });
  expect(look.cursor).toBe('not-allowed');
  expect(look.background).not.toBe('rgb(96, 224, 190)');
}

const markers = (page: Page) => page.getByRole('group', { name: 'Map points' }).getByRole('button');

/** In New Point mode, a click at (fx, fy) of the picture adds a point and opens its edit card. */
async function addPoint(page: Page, fx: number, fy: number, name: string, icon: string) {
  await page.getByRole('button', { name: 'New Point' }).click();
  const box = (await page.getByRole('img', { name: 'Map picture' }).boundingBox())!;
  await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Icon', { exact: true }).selectOption(icon);
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name }).waitFor();
}

describe('maps in Chromium, served by the real server', () => {
  const { server, openPage } = journey({ PROMOTION_END: '2099-01-01T00:00:00.000Z' });
  const { api, signedIn } = serverApi(server);

  it('dates a king, a scene and a city: a continuity warning links both places, the map hides the city before its founding, the world page shows each ruler in turn', async () => {
    const ann = await signedIn(`ann.time.${runId}@example.com`, 'Ann Author');
    const worldID = (await api<{ id: string }>('POST', 'createWorld', { name: `Saltmarch ${runId}`, description: 'Salt, kings and ash.' }, ann.token)).data.id;
    const newWiki = async (category: string, title: string) =>
      (await api<{ id: string }>('POST', 'creation/newWiki', { category, title, worldID }, ann.token)).data.id;
    const king = await newWiki('characters', 'King Aldric');
    const realm = await newWiki('places', 'The Salt Throne');
    const reigns: [string, number, number | null][] = [
      ['Aldric I', 1100, 1149],
      ['Berengar', 1150, 1199],
      ['Cyne', 1200, null],
    ];
    const rulers = reigns.map(([value, from, until], i) => ({
      _id: `ruler${i}`,
      field: 'Ruler',
      value,
      period: { from: { year: from }, ...(until === null ? {} : { until: { year: until } }) },
    }));
    expect((await api('PUT', `creation/updateWiki/${realm}`, { headerFields: rulers }, ann.token)).status).toBe(200);
    const made = await api<{ writing: { _id: string; revision: number; scenes: { _id: string }[] } }>(
      'POST',
      'creation/newWriting',
      { isFolder: false, worldID, title: 'The Chronicle' },
      ann.token,
    );
    const { writing } = made.data;
    const scene = {
      ...writing.scenes[0],
      name: 'The Coronation',
      content: [
        { content: 'Before the whole court, ', style: '' },
        { content: 'King Aldric', style: '', link: { type: 'wiki', category: 'characters', id: king } },
        { content: ' set the crown on his son.', style: '' },
      ],
    };
    expect((await api('PUT', 'creation/updateWriting', { writingID: writing._id, revision: writing.revision, scenes: [scene] }, ann.token)).status).toBe(200);
    const form = new FormData();
    form.set('title', 'The Salt Coast');
    form.set('worldID', worldID);
    form.set('map', new Blob([picture()], { type: 'image/png' }), 'coast.png');
    const created = await fetch(`${server().baseUrl}/api/v1/map/newMap`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${ann.token}` } });
    expect(created.status).toBe(201);
    const mapId = ((await created.json()) as { id: string }).id;
    const point = (id: string, name: string, x: number, period?: object) => ({
      _id: id,
      x,
      y: 0.5,
      icon: 'castle',
      color: '#60e0be',
      name,
      description: '',
      image: null,
      links: [],
      ...(period && { period }),
    });
    const points = { city: point('city', 'Saltmarch', 0.4, { from: { year: 1150 }, until: { year: 1320 } }), tower: point('tower', 'Old Tower', 0.6) };
    expect((await api('PUT', `map/updatePoints/${mapId}`, { mapID: mapId, points, removedPointIDs: [] }, ann.token)).status).toBe(200);

    const { page, errors } = await openPage(WIDE, ann.token);
    await screenshotOnFailure(page, 'world-in-time', async () => {
      // The king's life, from his wiki page.
      await page.goto(`/wiki/${king}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Lifespan' }).click();
      await page.getByRole('group', { name: 'Born' }).getByRole('textbox', { name: 'Year' }).fill('1180');
      await page.getByRole('group', { name: 'Died' }).getByRole('textbox', { name: 'Year' }).fill('1245');
      const lifespanSaved = page.waitForResponse((response) => response.url().includes('/creation/updateWiki/') && response.ok());
      await page.getByRole('button', { name: 'Done' }).click();
      await page.getByText('Born 1180 AD · Died 1245 AD').waitFor();
      await lifespanSaved;

      // The scene that mentions him is dated after his death: the writing room warns.
      await page.goto(`/writing/${writing._id}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Customize' }).click();
      const sceneDate = page.locator('form').filter({ has: page.getByRole('group', { name: 'Date' }) });
      await sceneDate.getByRole('textbox', { name: 'Year' }).fill('1250');
      await sceneDate.getByRole('button', { name: 'Set', exact: true }).click();
      const badge = page.getByRole('button', { name: 'Continuity: 1' });
      await badge.waitFor({ timeout: 15_000 });
      await badge.click();
      const warnings = page.getByRole('dialog', { name: 'Continuity warnings' });
      await warnings.getByText('King Aldric appears in “The Coronation” (1250 AD), after their death (1245 AD).').waitFor();
      await saveScreenshot(page, 'world-in-time-warning');
      await expectNoViolations(page, 'the continuity warning');
      // By keyboard alone: dismissed with a reason, found under Show dismissed, restored.
      await warnings.getByRole('button', { name: 'Dismiss', exact: true }).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.type('A regent wore his name.');
      await expectNoViolations(page, 'dismissing a warning');
      await page.keyboard.press('Enter');
      await warnings.getByText('No continuity warnings.').waitFor();
      await warnings.getByRole('button', { name: 'Show dismissed' }).focus();
      await page.keyboard.press('Enter');
      await warnings.getByText('A regent wore his name.', { exact: false }).waitFor();
      await warnings.getByRole('button', { name: 'Restore' }).focus();
      await page.keyboard.press('Enter');
      await warnings.getByText('King Aldric appears in “The Coronation” (1250 AD), after their death (1245 AD).').waitFor();
      await warnings
        .getByRole('link', { name: /King Aldric/ })
        .first()
        .click();
      await page.waitForURL(`**/wiki/${king}**`);

      // The map as of 1100: the city is not founded yet; the slider brings it.
      await page.goto(`/map/${mapId}?asOf=1100`, { waitUntil: 'networkidle' });
      await markers(page)
        .filter({ hasText: 'Old Tower' })
        .or(page.getByRole('button', { name: 'Old Tower' }))
        .first()
        .waitFor();
      expect(await page.getByRole('button', { name: 'Saltmarch' }).count()).toBe(0);
      const year = page.getByRole('slider', { name: 'Year' });
      await year.fill('1200');
      await page.getByRole('button', { name: 'Saltmarch' }).first().waitFor();
      await saveScreenshot(page, 'world-in-time-map');
      await expectNoViolations(page, 'the map in time');
      await year.fill('1320');
      await page.getByRole('button', { name: 'Saltmarch' }).first().waitFor();

      // The world page on three dates: each ruler in turn, and the king gone after his death.
      await page.goto(`/world/${worldID}?asOf=1120`, { waitUntil: 'networkidle' });
      const then = (date: string) => page.getByRole('region', { name: `The world in ${date}` });
      await then('1120 AD').getByText('Aldric I').waitFor();
      for (const [when, ruler] of [
        ['1175', 'Berengar'],
        ['1250', 'Cyne'],
      ]) {
        await page.getByRole('group', { name: 'View as of' }).getByRole('textbox', { name: 'Year' }).fill(when);
        await page.getByRole('button', { name: 'Show' }).click();
        await then(`${when} AD`).getByText(ruler).waitFor();
      }
      expect(
        await page
          .getByRole('region', { name: /^Wikis/ })
          .getByRole('link', { name: /King Aldric/ })
          .count(),
      ).toBe(0);
      await saveScreenshot(page, 'world-in-time-world');
      await expectNoViolations(page, 'the world as of a date');

      // The realm's wiki: its rulers with their reigns, and as of 1175 the one who reigned then.
      await page.goto(`/wiki/${realm}`, { waitUntil: 'networkidle' });
      await page.getByText('1150 AD – 1199 AD').waitFor();
      // A field's dates by keyboard: open, read the year, close with Escape back to the button.
      await page.getByRole('button', { name: 'Dates of field 1' }).focus();
      await page.keyboard.press('Enter');
      const dates = page.getByRole('group', { name: 'Dates of field 1' });
      expect(await dates.getByRole('group', { name: 'From' }).getByRole('textbox', { name: 'Year' }).inputValue()).toBe('1100');
      await expectNoViolations(page, 'a field’s dates');
      await dates.getByRole('group', { name: 'From' }).getByRole('textbox', { name: 'Year' }).focus();
      await page.keyboard.press('Escape');
      expect(await page.getByRole('button', { name: 'Dates of field 1' }).evaluate((button) => button === document.activeElement)).toBe(true);
      await saveScreenshot(page, 'world-in-time-wiki');
      await expectNoViolations(page, 'a wiki with dated fields');
      await page.goto(`/wiki/${realm}?asOf=1175`, { waitUntil: 'networkidle' });
      await page.getByText('Viewing The Salt Throne as of 1175 AD.').waitFor();
      await page.getByText('Berengar').waitFor();
      expect(await page.getByText('Aldric I').count()).toBe(0);
      await saveScreenshot(page, 'world-in-time-wiki-as-of');
      await expectNoViolations(page, 'a wiki as of a date');
    });
    expect(errors).toEqual([]);
  });

  it("takes a king's death from a timeline point: moving the point moves the death, and the continuity warning follows", async () => {
    const ann = await signedIn(`ann.points.${runId}@example.com`, 'Ann Author');
    const worldID = (await api<{ id: string }>('POST', 'createWorld', { name: `Annals ${runId}`, description: 'Year by year.' }, ann.token)).data.id;
    const king = (await api<{ id: string }>('POST', 'creation/newWiki', { category: 'characters', title: 'King Aldric', worldID }, ann.token)).data.id;
    const timelineID = (
      await api<{ id: string }>('POST', 'timeline/newTimeline', { worldID, title: 'The Royal Annals', description: '', start: 1100, end: 1300 }, ann.token)
    ).data.id;
    expect((await api('PUT', 'timeline/updateLines', { timelineID, lines: [{ _id: 'l1', name: 'Kings' }] }, ann.token)).status).toBe(200);
    const death = { _id: 'death', title: 'Death of Aldric', subtitle: '', type: 'point', year: 1245, month: '', day: null, end: null, parent: null };
    const placed = await api<{ timeline: { lines: { nodes: { _id: string; revision: number }[] }[] } }>(
      'PUT',
      'timeline/updateNodes',
      { timelineID, lineID: 'l1', nodes: [death, { ...death, _id: 'crowning', title: 'Crowning of Berengar', year: 1246 }] },
      ann.token,
    );
    expect(placed.status).toBe(200);
    // A scene dated 1250 that names him: after a death in 1245, a warning.
    const made = await api<{ writing: { _id: string; revision: number; scenes: { _id: string }[] } }>(
      'POST',
      'creation/newWriting',
      { isFolder: false, worldID, title: 'The Annals Told' },
      ann.token,
    );
    const { writing } = made.data;
    const scene = {
      ...writing.scenes[0],
      name: 'The Feast',
      date: { year: 1250 },
      content: [
        { content: 'At the feast, ', style: '' },
        { content: 'King Aldric', style: '', link: { type: 'wiki', category: 'characters', id: king } },
        { content: ' raised his cup.', style: '' },
      ],
    };
    expect((await api('PUT', 'creation/updateWriting', { writingID: writing._id, revision: writing.revision, scenes: [scene] }, ann.token)).status).toBe(200);

    const { page, errors } = await openPage(WIDE, ann.token);
    await screenshotOnFailure(page, 'date-from-point', async () => {
      await page.goto(`/wiki/${king}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Lifespan' }).click();
      const died = page.getByRole('group', { name: 'Died' });
      await died.getByRole('button', { name: 'From a timeline point…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Take a date from a timeline point' });
      expect(await dialog.getByLabel('Timeline').inputValue()).toBe(timelineID);
      await dialog.getByLabel('Filter points by title').fill('death');
      await dialog.getByRole('button', { name: /Death of Aldric/ }).waitFor();
      expect(await dialog.getByRole('button', { name: /Crowning of Berengar/ }).count()).toBe(0);
      await saveScreenshot(page, 'date-from-point-dialog');
      await expectNoViolations(page, 'choosing a timeline point');
      const lifespanSaved = page.waitForResponse((response) => response.url().includes('/creation/updateWiki/') && response.ok());
      await dialog.getByRole('button', { name: /Death of Aldric/ }).click();
      await died.getByText('From “Death of Aldric” (The Royal Annals)').waitFor();
      await expectNoViolations(page, 'a date taken from a point');
      await saveScreenshot(page, 'date-from-point-linked');
      await page.getByRole('button', { name: 'Done' }).click();
      await page.getByText('Died 1245 AD').waitFor();
      await lifespanSaved;
      await page.getByRole('button', { name: 'Continuity: 1' }).waitFor({ timeout: 15_000 });

      // The annals say he died in 1255 after all: the point moves, his death follows it, and
      // the feast of 1250 no longer contradicts it.
      const revision = placed.data.timeline.lines[0].nodes.find((node) => node._id === 'death')!.revision;
      expect((await api('PUT', 'timeline/updateNodes', { timelineID, lineID: 'l1', nodes: [{ ...death, year: 1255, revision }] }, ann.token)).status).toBe(200);
      await expect
        .poll(
          async () => {
            await page.reload({ waitUntil: 'networkidle' });
            return page.getByText('Died 1255 AD').count();
          },
          { timeout: 15_000 },
        )
        .toBe(1);
      expect(await page.getByRole('button', { name: /^Continuity: [1-9]/ }).count()).toBe(0);
      await page.getByRole('button', { name: 'Lifespan' }).click();
      await page.getByRole('group', { name: 'Died' }).getByText('From “Death of Aldric” (The Royal Annals)').waitFor();
      // Unlinked, the date is typed again.
      await page.getByRole('group', { name: 'Died' }).getByRole('button', { name: 'Unlink' }).click();
      expect(await page.getByRole('group', { name: 'Died' }).getByRole('textbox', { name: 'Year' }).inputValue()).toBe('1255');
    });
    expect(errors).toEqual([]);
  });

  it('uploads a map, adds, links, repositions and filters points, keeps them on reload, and a reader sees it read-only', async () => {
    const ann = await signedIn(`ann.maps.${runId}@example.com`, 'Ann Author');
    const world = await api<{ id: string }>('POST', 'createWorld', { name: `Aldervale ${runId}`, description: 'Mist-wrapped peaks.' }, ann.token);
    const worldID = world.data.id;
    expect((await api('POST', 'world/updateVisibility', { worldID, visibility: 'public' }, ann.token)).status).toBe(200);
    const place = await api<{ id: string }>('POST', 'creation/newWiki', { category: 'places', title: 'Hollowmere', worldID }, ann.token);
    expect(place.status).toBe(201);
    const { page, errors } = await openPage(undefined, ann.token);
    let mapId = '';

    await screenshotOnFailure(page, 'maps-author', async () => {
      // From the world's maps menu to a new map.
      await page.goto('/creation', { waitUntil: 'networkidle' });
      await page.getByRole('tab', { name: /Maps/ }).click();
      await page.getByText('You have not created any maps.').waitFor();
      await page.getByRole('link', { name: 'New Map' }).click();
      await page.waitForURL(/\/new-map/);
      await page.getByRole('button', { name: 'Create Map' }).click();
      await page.getByText('Please enter a name for the map.').waitFor();
      await page.getByLabel('Title', { exact: true }).fill('The Northern Reaches');
      await page.getByRole('button', { name: 'Create Map' }).click();
      await page.getByText('Please provide an image.').waitFor();
      await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'reaches.png', mimeType: 'image/png', buffer: picture() });
      await page.getByRole('button', { name: 'Create Map' }).click();
      await page.waitForURL(/\/map\/[^/]+$/);
      mapId = new URL(page.url()).pathname.split('/').pop()!;
      await page.getByRole('img', { name: 'Map picture' }).waitFor();

      // Three points with different icons.
      await addPoint(page, 0.3, 0.3, 'Hollowmere Keep', 'castle');
      await addPoint(page, 0.6, 0.5, 'Field of Ash', 'swords');
      await addPoint(page, 0.5, 0.75, 'Ferry Crossing', 'pin');
      await expect.poll(() => markers(page).count(), { timeout: 10_000 }).toBe(3);

      // The keep links to the wiki through the element picker.
      await page.getByRole('button', { name: 'Hollowmere Keep' }).click();
      await page.getByRole('button', { name: 'Add Link' }).click();
      await page.getByRole('searchbox').fill('Hollow');
      await page.getByRole('list', { name: 'Elements found' }).getByRole('button', { name: 'Hollowmere' }).click();
      await page.getByRole('list', { name: 'Links' }).getByText('Hollowmere').waitFor({ timeout: 10_000 });
      await page.getByRole('button', { name: 'Done' }).click();

      // The ferry moves down and right.
      await page.getByRole('button', { name: 'Reposition' }).click();
      const ferry = (await page.getByRole('button', { name: 'Ferry Crossing' }).boundingBox())!;
      await page.mouse.move(ferry.x + ferry.width / 2, ferry.y + ferry.height / 2);
      await page.mouse.down();
      await page.mouse.move(ferry.x + ferry.width / 2 + 80, ferry.y + ferry.height / 2 + 40, { steps: 8 });
      await page.mouse.up();
      await page.getByRole('button', { name: 'Reposition' }).click();

      // Filtered to castles only.
      await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByRole('checkbox', { name: 'castle' }).check();
      await expect.poll(() => markers(page).count(), { timeout: 10_000 }).toBe(1);
      await saveScreenshot(page, 'map-author-1280');
      await page.setViewportSize(NARROW);
      await saveScreenshot(page, 'map-author-700');

      // An alert raised while a point's card is open (a picture the server refuses), at 1280 and
      // 390 px: it covers none of the card's fields, nor the bar; at 390 px the bar takes two rows.
      const errorsBefore = errors.length;
      for (const viewport of [WIDE, PHONE]) {
        await page.setViewportSize(viewport);
        await page.getByRole('button', { name: 'Hollowmere Keep' }).click();
        await page.getByLabel('Add image', { exact: true }).setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
        // Errors share one live region, newest last: the alert is the refusal in it.
        const alert = page.getByRole('alert').last().locator(':scope > *', { hasText: mediaMessages.notAnImage }).last();
        await alert.waitFor({ timeout: 10_000 });
        await expectClear(alert, [
          page.getByLabel('Name', { exact: true }),
          page.getByLabel('Description', { exact: true }),
          page.getByRole('button', { name: 'Back' }),
        ]);
        if (viewport === PHONE) {
          const bar = (await page.getByRole('toolbar', { name: 'Map tools' }).boundingBox())!;
          const back = (await page.getByRole('button', { name: 'Back' }).boundingBox())!;
          // Back and the title on one row, the tools on one more.
          expect(bar.height).toBeLessThan(back.height * 1.8);
          expect(bar.y).toBeGreaterThan(back.y + back.height - 2);
        }
        await saveScreenshot(page, `map-point-alert-${viewport.width}`);
        await page.getByRole('button', { name: 'Cancel' }).click();
        await alert.getByRole('button', { name: 'Dismiss' }).click();
      }
      // The refused pictures' answers (400) are the only errors logged meanwhile.
      expect(errors.splice(errorsBefore).every((error) => error.includes('status of 400'))).toBe(true);
      await page.setViewportSize(WIDE);
    });

    // What the server keeps.
    const map = (await api<MapView>('GET', `map/${mapId}`, undefined, ann.token)).data;
    const byName = Object.fromEntries(Object.values(map.points).map((p) => [p.name, p]));
    expect(Object.keys(byName).sort()).toEqual(['Ferry Crossing', 'Field of Ash', 'Hollowmere Keep']);
    expect([byName['Hollowmere Keep'].icon, byName['Field of Ash'].icon, byName['Ferry Crossing'].icon]).toEqual(['castle', 'swords', 'pin']);
    expect(byName['Hollowmere Keep'].links.map((link) => [link.type, link.id])).toEqual([['wiki', place.data.id]]);
    expect(byName['Ferry Crossing'].y).toBeGreaterThan(0.76);

    // After a reload everything is still there.
    await screenshotOnFailure(page, 'maps-reload', async () => {
      await page.reload({ waitUntil: 'networkidle' });
      await expect.poll(() => markers(page).count(), { timeout: 10_000 }).toBe(3);
      await page.getByRole('button', { name: 'Hollowmere Keep' }).hover();
      await page.getByText('Click to edit').waitFor();
    });
    expect(errors).toEqual([]);

    // A reader of the public map: no editing tools.
    expect((await api('POST', 'updateElementVisibility', { element: 'map', elementID: mapId, worldID, visibility: 'public' }, ann.token)).status).toBe(200);
    const visitor = await openPage();
    await screenshotOnFailure(visitor.page, 'maps-reader', async () => {
      await visitor.page.goto(`/map/${mapId}`, { waitUntil: 'networkidle' });
      await expect.poll(() => markers(visitor.page).count(), { timeout: 10_000 }).toBe(3);
      expect(await visitor.page.getByRole('button', { name: 'New Point' }).count()).toBe(0);
      expect(await visitor.page.getByRole('button', { name: 'Reposition' }).count()).toBe(0);
      await visitor.page.getByRole('button', { name: 'Show List' }).click();
      await visitor.page.getByRole('button', { name: 'Field of Ash' }).first().hover();
      expect(await visitor.page.getByText('Click to edit').count()).toBe(0);
      await saveScreenshot(visitor.page, 'map-reader-1280');
    });
    expect(visitor.errors).toEqual([]);
    expect((await api('PUT', `map/updatePoints/${mapId}`, { mapID: mapId, points: {} })).status).toBe(401);
  });

  it('generates an 800×800 map, stops one run, and uses the next as a new map', async () => {
    const bea = await signedIn(`bea.maps.${runId}@example.com`, 'Bea Builder');
    expect((await api('POST', 'createWorld', { name: `Saltmarsh ${runId}` }, bea.token)).status).toBe(201);
    const { page, errors } = await openPage(undefined, bea.token);
    await screenshotOnFailure(page, 'maps-generator', async () => {
      await page.goto('/generate-map', { waitUntil: 'networkidle' });
      // Before a map exists, Download and Use Map are disabled and look it.
      for (const name of ['Download', 'Use Map']) await expectDisabledLook(page.getByRole('button', { name }));
      await saveScreenshot(page, 'map-generator-disabled-1280');
      // A large run, stopped before it ends.
      await page.getByLabel('Width', { exact: true }).fill('2000');
      await page.getByRole('button', { name: 'Generate' }).click();
      await page.getByRole('button', { name: 'Stop' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Use Map' }).isDisabled(), { timeout: 10_000 }).toBe(true);

      await page.getByLabel('Width', { exact: true }).fill('800');
      expect(await page.getByLabel('Height', { exact: true }).inputValue()).toBe('800');
      await page.getByLabel('Seed', { exact: true }).fill('saltmarsh');
      await page.getByRole('button', { name: 'Generate' }).click();
      await page.getByText('100%').waitFor({ timeout: 20_000 });
      await saveScreenshot(page, 'map-generator-1280');
      await page.getByRole('button', { name: 'Use Map' }).click();
      await page.waitForURL(/\/new-map/);
      // The generated picture's name beside it, not the file input's 'No file chosen'.
      await page.getByText('Generated map', { exact: true }).waitFor();
      expect(await page.getByText('No file chosen').count()).toBe(0);
      await page.getByLabel('Title', { exact: true }).fill('Saltmarsh Coast');
      await page.getByRole('button', { name: 'Create Map' }).click();
      await page.waitForURL(/\/map\/[^/]+$/);
      await page.getByRole('img', { name: 'Map picture' }).waitFor();
      const mapId = new URL(page.url()).pathname.split('/').pop()!;
      const map = (await api<MapView>('GET', `map/${mapId}`, undefined, bea.token)).data;
      expect(map.title).toBe('Saltmarsh Coast');
      const file = await fetch(`${server().baseUrl}/media/maps/${map.authorID}/${map.image}`);
      expect(file.status).toBe(200);
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
    });
    expect(errors).toEqual([]);
  });
});

describe('paid elements without the permission', () => {
  const { server, openPage } = journey();
  const { api, signedIn } = serverApi(server);

  it('shows the gate for maps, timelines and languages in the hub and the API refuses with 403', async () => {
    const cal = await signedIn(`cal.maps.${runId}@example.com`, 'Cal Casual');
    const world = await api<{ id: string }>('POST', 'createWorld', { name: `Fenwick ${runId}` }, cal.token);
    const { page, errors } = await openPage(undefined, cal.token);
    await screenshotOnFailure(page, 'maps-gate', async () => {
      await page.goto('/creation', { waitUntil: 'networkidle' });
      await page.getByRole('tab', { name: /Maps/ }).click();
      await page.getByText('You do not own this product.').waitFor();
      await page.getByRole('link', { name: 'Subscribe' }).waitFor();
      await page.getByRole('tab', { name: /Timelines/ }).click();
      await page.getByText('You do not own this product.').waitFor();
      await page.goto('/new-timeline', { waitUntil: 'networkidle' });
      await page.getByText('You do not own this product.').waitFor();
      await page.goto('/creation', { waitUntil: 'networkidle' });
      await page.getByRole('tab', { name: /Languages/ }).click();
      await page.getByText('You do not own this product.').waitFor();
      await page.goto('/new-language', { waitUntil: 'networkidle' });
      await page.getByText('You do not own this product.').waitFor();
      await page.getByRole('link', { name: 'Subscribe' }).waitFor();
    });
    expect(errors).toEqual([]);
    const form = new FormData();
    form.append('title', 'Forbidden');
    form.append('worldID', world.data.id);
    form.append('map', new Blob([picture()], { type: 'image/png' }), 'map.png');
    const refused = await fetch(`${server().baseUrl}/api/v1/map/newMap`, { method: 'POST', body: form, headers: { authorization: `Bearer ${cal.token}` } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'You do not own this product.' });
    const timeline = { worldID: world.data.id, title: 'Forbidden', description: '', start: 0, end: 100, backgroundImage: null, zones: {} };
    expect(await api('POST', 'timeline/newTimeline', timeline, cal.token)).toEqual({ status: 403, data: { error: 'You do not own this product.' } });
    expect(await api('POST', 'language/new', { worldID: world.data.id, title: 'Forbidden' }, cal.token)).toEqual({
      status: 403,
      data: { error: 'You do not own this product.' },
    });
  });
});
