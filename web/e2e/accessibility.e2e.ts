import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@lorewright/api/testing/serverProcess';
import type { Page } from 'playwright-core';
import { check, checkAll, expectNoViolations, PHONE, startLight, type Made } from './accessibility';
import { flowChecks } from './accessibilityFlows';
import { panelChecks } from './accessibilityPanels';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { journey, WIDE } from './journey';
import { grantSupportFromCli } from './opsCli';
import { serverApi } from './serverApi';

// Every screen against axe-core's WCAG 2.1 A/AA rules, as a visitor, as an author (view and
// edit modes of each element kind) and as staff, in both themes; then a map point and a timeline
// point made with the keyboard alone; then the screens only a flow reaches (accessibilityFlows.ts).
// One server for all steps.

const runId = Date.now().toString(36);

/** The name of what has the focus: its label, else its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return '';
    const labelled = focused.getAttribute('aria-label') ?? (focused as HTMLInputElement).labels?.[0]?.textContent;
    return (labelled ?? focused.innerText ?? '').trim();
  });

/** Presses Tab (or Shift+Tab) until the control named `name` has the focus: the keyboard's only way there. */
async function tabTo(page: Page, name: string, backwards = false) {
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if ((await focusedName(page)) === name) return;
  }
  throw new Error(`Tab never reached "${name}" (last focused: "${await focusedName(page)}").`);
}

// Most of a screen's check is waiting for the network to fall quiet: three pages share the list.
const PAGES_AT_ONCE = 3;

describe('accessibility of every screen in Chromium, served by the real server', () => {
  const { server, openPage } = journey({ PROMOTION_END: '2099-01-01T00:00:00.000Z' });
  const { api, signedIn } = serverApi(server);
  let made: Made;

  async function makeWorld(): Promise<Made> {
    const ann = await signedIn(`ann.a11y.${runId}@example.com`, 'Ann Author');
    const worldID = (await api<{ id: string }>('POST', 'createWorld', { name: `Aldervale ${runId}`, description: 'Mist-wrapped peaks.' }, ann.token)).data.id;
    expect((await api('POST', 'world/updateVisibility', { worldID, visibility: 'public' }, ann.token)).status).toBe(200);
    const writingId = (await api<{ id: string }>('POST', 'creation/newWriting', { isFolder: false, worldID, title: 'The Ford' }, ann.token)).data.id;
    const wikiId = (await api<{ id: string }>('POST', 'creation/newWiki', { category: 'places', title: 'Hollowmere', worldID }, ann.token)).data.id;
    const timelineId = (
      await api<{ id: string }>('POST', 'timeline/newTimeline', { worldID, title: 'The Ages', description: 'All that was.', start: 0, end: 100 }, ann.token)
    ).data.id;
    const languageId = (await api<{ id: string }>('POST', 'language/new', { worldID, title: 'Old Hollish' }, ann.token)).data.id;
    const form = new FormData();
    form.set('title', 'The Northern Reaches');
    form.set('worldID', worldID);
    form.set('map', new Blob([readFileSync(`${repoRoot}/web/public/assets/demo_map.png`)], { type: 'image/png' }), 'reaches.png');
    const created = await fetch(`${server().baseUrl}/api/v1/map/newMap`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${ann.token}` } });
    expect(created.status).toBe(201);
    const mapId = ((await created.json()) as { id: string }).id;
    const point = { _id: 'p1', x: 0.3, y: 0.4, icon: 'castle', color: '#ff5444', name: 'Hollowmere Keep', description: 'Old stones.', image: null, links: [] };
    expect((await api('PUT', `map/updatePoints/${mapId}`, { mapID: mapId, points: { p1: point }, removedPointIDs: [] }, ann.token)).status).toBe(200);
    const thread = await api<{ thread: { _id: string } }>(
      'POST',
      'forum/discussions/newthread',
      { title: 'Rivers first?', content: 'Where do you start a map?', links: [] },
      ann.token,
    );
    expect(thread.status).toBe(201);
    return { ...ann, worldID, writingId, wikiId, mapId, timelineId, languageId, threadId: thread.data.thread._id };
  }

  const openPages = async (token?: string, light = false) =>
    Promise.all(
      Array.from({ length: PAGES_AT_ONCE }, async () => {
        const { page } = await openPage(WIDE, token);
        return light ? startLight(page) : page;
      }),
    );

  it('a visitor meets no WCAG 2.1 AA violation on the public screens', async () => {
    made = await makeWorld();
    await checkAll(
      await openPages(),
      [
        '/',
        '/help',
        '/help/faq',
        '/help/terms-of-service',
        '/help/privacy-policy',
        '/help/storing-passwords',
        '/help/inappropriate-content',
        '/pricing',
        '/updates',
        '/login',
        '/register',
        '/forgot-password',
        '/404',
        '/world/example',
        `/world/${made.worldID}`,
        '/community/worlds',
        '/community/posts',
        '/community/forum/discussions',
        `/community/forum/discussions/${made.threadId}`,
        `/user/${made.userId}`,
        '/app-diagram',
        `/reading-room/${made.writingId}`,
        `/wiki/${made.wikiId}`,
        `/map/${made.mapId}`,
        `/timeline/${made.timelineId}`,
        `/language/${made.languageId}`,
        '/map/example',
        '/timeline/example',
      ],
      'a11y-visitor',
    );
  });

  it('a visitor on a phone meets no WCAG 2.1 AA violation either (the menu collapses, tables scroll)', async () => {
    const pages = await Promise.all(Array.from({ length: PAGES_AT_ONCE }, async () => (await openPage(PHONE)).page));
    await checkAll(
      pages,
      ['/', '/pricing', '/updates', '/help/faq', '/login', '/community/worlds', '/world/example', '/map/example', '/timeline/example'],
      'a11y-phone',
    );
  });

  it('an author meets no WCAG 2.1 AA violation on the dashboard, the hub and each element in edit mode', async () => {
    const pages = await openPages(made.token);
    await checkAll(
      pages,
      [
        '/dashboard',
        '/dashboard/settings',
        '/dashboard/login-history',
        '/dashboard/following',
        '/dashboard/invitations',
        '/dashboard/notification-history',
        '/dashboard/manage-subscription',
        '/dashboard/violations',
        '/dashboard/media',
        `/user/${made.userId}`,
        '/introduction',
        '/start-creating',
        '/create-world',
        '/manage-worlds',
        '/manage-members',
        '/subscribe',
        '/support',
        '/inspiration',
        '/community/posts',
        '/community/forum/discussions',
        '/new-writing',
        '/new-wiki',
        '/new-map',
        '/new-timeline',
        '/new-language',
        '/generate-map',
        '/calendar',
        `/calendar?timeline=${made.timelineId}`,
        `/world/${made.worldID}`,
        `/community/forum/discussions/${made.threadId}`,
        `/writing/${made.writingId}`,
        '/writing-room',
        `/reading-room/${made.writingId}`,
        `/wiki/${made.wikiId}`,
        `/timeline/${made.timelineId}`,
        `/language/${made.languageId}`,
      ],
      'a11y-author',
    );

    const [page] = pages as [Page];
    await screenshotOnFailure(page, 'a11y-author-tabs', async () => {
      await page.goto('/creation', { waitUntil: 'networkidle' });
      for (const tab of ['Writings', 'Wikis', 'Timelines', 'Maps', 'Languages']) {
        await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
        await expectNoViolations(page, `/creation (${tab})`);
      }

      await check(page, `/map/${made.mapId}`);
      await page.getByRole('button', { name: 'Hollowmere Keep' }).click();
      await page.getByLabel('Name', { exact: true }).waitFor();
      await expectNoViolations(page, 'map point edit card');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Filters' }).click();
      await expectNoViolations(page, 'map filters');
      await page.getByRole('button', { name: 'Help' }).click();
      await page.getByRole('dialog').waitFor();
      await expectNoViolations(page, 'map guide');

      await check(page, `/timeline/${made.timelineId}`);
      await page.getByRole('button', { name: 'Zones' }).click();
      await expectNoViolations(page, 'timeline zones panel');
      await page.getByRole('button', { name: 'History' }).click();
      await page.getByRole('dialog', { name: 'History' }).waitFor();
      await expectNoViolations(page, 'timeline history');
    });
  });

  it('the light theme, chosen in Settings, meets no WCAG 2.1 AA violation on the main screens', async () => {
    const { page } = await openPage(WIDE, made.token);
    await screenshotOnFailure(page, 'a11y-light', async () => {
      await page.goto('/dashboard/settings', { waitUntil: 'networkidle' });
      await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Light' }).check();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');

      const screens: [name: string, path: string][] = [
        ['landing', '/'],
        ['dashboard', '/dashboard'],
        ['creation', '/creation'],
        ['wiki', `/wiki/${made.wikiId}`],
        ['community', '/community/worlds'],
        ['world', `/world/${made.worldID}`],
        ['map', `/map/${made.mapId}`],
        ['timeline', `/timeline/${made.timelineId}`],
        ['writing', `/writing/${made.writingId}`],
        ['reading-room', `/reading-room/${made.writingId}`],
        ['settings', '/dashboard/settings'],
      ];
      for (const [name, path] of screens) {
        await check(page, path, `${path} (light)`);
        // Kept in this browser and put on <html> before the app starts, with the light color-scheme.
        expect(await page.evaluate(() => [document.documentElement.dataset.theme, getComputedStyle(document.documentElement).colorScheme])).toEqual([
          'light',
          'light',
        ]);
        await saveScreenshot(page, `light-${name}`);
      }
    });
  });

  it('staff meet no WCAG 2.1 AA violation in the staff console, in either theme', async () => {
    const sam = await signedIn(`sam.a11y.${runId}@example.com`, 'Sam Support');
    await grantSupportFromCli(server, api, `sam.a11y.${runId}@example.com`, sam.token);
    // A ticket of the author's, sent as the support page sends it (multipart).
    const form = new FormData();
    form.append('type', 'problem');
    form.append('subject', 'The map will not zoom');
    form.append('content', 'Pinching the map does nothing.');
    const sent = await fetch(`${server().baseUrl}/api/v1/support/newReport`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${made.token}` },
      body: form,
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const ticketId = async () =>
      (await api<{ tickets: { ticketId: string }[] }>('GET', 'staff/tickets?filter=open&page=0', undefined, sam.token)).data.tickets[0]?.ticketId;
    await expect.poll(ticketId).toBeTruthy();
    const screens = ['/staff', `/staff/users/${made.userId}`, '/staff/tickets', `/staff/tickets/${await ticketId()}`, '/staff/reports'];
    await checkAll(await openPages(sam.token), screens, 'a11y-staff');
    await checkAll(await openPages(sam.token, true), screens, 'a11y-staff-light', 'light');
  });

  it('makes a map point and a timeline point, moves and opens them, with the keyboard alone', async () => {
    const { page } = await openPage(WIDE, made.token);
    await screenshotOnFailure(page, 'a11y-keyboard-map', async () => {
      await page.goto(`/map/${made.mapId}`, { waitUntil: 'networkidle' });
      await page.getByRole('img', { name: 'Map picture' }).waitFor();
      // New Point, then a point in the middle of the view; its card opens with the name focused.
      await tabTo(page, 'New Point');
      await saveScreenshot(page, 'a11y-keyboard-focus-ring');
      await page.keyboard.press('Enter');
      await tabTo(page, 'Add a point in the middle');
      await page.keyboard.press('Enter');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Ferry Crossing');
      await tabTo(page, 'Done');
      await page.keyboard.press('Space');
      // The card hands the focus back to the new marker.
      await expect.poll(() => focusedName(page)).toBe('Ferry Crossing');
      const saved = async () => {
        const map = await api<{ points: Record<string, { name: string; x: number; y: number }> }>('GET', `map/${made.mapId}`, undefined, made.token);
        return Object.values(map.data.points).find((point) => point.name === 'Ferry Crossing');
      };
      await expect.poll(saved).toBeTruthy();
      const placed = (await saved())!;

      // Reposition: three small steps right and one big step down, saved when the mode is turned off.
      await tabTo(page, 'Reposition', true);
      await page.keyboard.press('Enter');
      await tabTo(page, 'Ferry Crossing');
      for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'Shift+ArrowDown']) await page.keyboard.press(key);
      await saveScreenshot(page, 'a11y-keyboard-map-moved');
      await tabTo(page, 'Reposition', true);
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await saved())!.x, { timeout: 10_000 }).toBeCloseTo(placed.x + 0.015, 5);
      expect((await saved())!.y).toBeCloseTo(placed.y + 0.05, 5);

      // + zooms in; Enter on the marker opens its card.
      await tabTo(page, 'Ferry Crossing');
      await page.keyboard.press('+');
      await expect
        .poll(() => page.evaluate(() => Number(document.querySelector<HTMLElement>('.react-transform-component')?.style.getPropertyValue('--map-scale'))))
        .toBeGreaterThan(1);
      await page.keyboard.press('Enter');
      expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Ferry Crossing');
      await saveScreenshot(page, 'a11y-keyboard-map-opened');
    });

    await screenshotOnFailure(page, 'a11y-keyboard-timeline', async () => {
      await page.goto(`/timeline/${made.timelineId}`, { waitUntil: 'networkidle' });
      // A line, then a point on it through its Add New Point form.
      await tabTo(page, 'New line title');
      await page.keyboard.type('Kings');
      await page.keyboard.press('Enter');
      await tabTo(page, 'Add New Point to Kings');
      await page.keyboard.press('Enter');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Crowning');
      await tabTo(page, 'Year');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('40');
      await tabTo(page, 'Done');
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedName(page)).toBe('Crowning');
      await saveScreenshot(page, 'a11y-keyboard-timeline-point');

      // Enter opens the point; Cancel closes it and the focus comes back.
      await page.keyboard.press('Enter');
      expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Crowning');
      await tabTo(page, 'Cancel');
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedName(page)).toBe('Crowning');

      // + zooms in about the middle, an arrow pans; − zooms back out.
      const zoomOut = page.getByRole('button', { name: 'Zoom out' });
      expect(await zoomOut.isDisabled()).toBe(true);
      await page.keyboard.press('+');
      expect(await zoomOut.isDisabled()).toBe(false);
      const layer = page.getByRole('group', { name: 'Kings', exact: true }).locator('[style*="translateX"]');
      const before = await layer.evaluate((element) => (element as HTMLElement).style.transform);
      await page.keyboard.press('ArrowLeft');
      expect(await layer.evaluate((element) => (element as HTMLElement).style.transform)).not.toBe(before);
      await page.keyboard.press('-');
      expect(await zoomOut.isDisabled()).toBe(true);
    });
  });

  flowChecks({ server, openPage }, () => made, runId);
  panelChecks({ server, openPage }, () => made);
});
