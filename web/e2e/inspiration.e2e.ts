import { describe, expect, it } from 'vitest';
import { promptOfTheDay } from '@lorewright/domain/inspiration/prompts';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { journey, WIDE } from './journey';
import { serverApi } from './serverApi';

// Inspiration and the notification history in headless Chromium against the real server (one
// server for every step): Ann publishes a wiki in a public world and invites Ben; Ben finds the
// wiki in Discover, saves it to an idea board of his own with a note, answers the prompt of the
// day as a wiki in his own world, then reads his notification history and marks it all read.
// Screenshots at 1280 and 390 px.

const runId = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };

describe('inspiration and notification history in Chromium, served by the real server', () => {
  const { server, openPage } = journey();
  const { api, signedIn } = serverApi(server);

  it('discovers a public wiki, answers the prompt of the day as a wiki, and marks every notification read', async () => {
    const ann = await signedIn(`ann.inspiration.${runId}@example.com`, 'Ann Author');
    const benEmail = `ben.inspiration.${runId}@example.com`;
    const ben = await signedIn(benEmail, 'Ben Reader');

    // Ann's public world with a public wiki, and an invitation to Ben (his notification).
    const world = await api<{ id: string }>('POST', 'createWorld', { name: `Sunmere ${runId}`, description: 'Salt flats and glass towers.' }, ann.token);
    const worldID = world.data.id;
    expect((await api('POST', 'world/updateVisibility', { worldID, visibility: 'public' }, ann.token)).status).toBe(200);
    const wikiTitle = `Glasswright Guild ${runId}`;
    const wiki = await api<{ id: string }>(
      'POST',
      'creation/newWiki',
      { category: 'places', title: wikiTitle, subtitle: 'Makers of towers', worldID },
      ann.token,
    );
    expect(wiki.status).toBe(201);
    expect((await api('POST', 'updateElementVisibility', { element: 'wiki', elementID: wiki.data.id, worldID, visibility: 'public' }, ann.token)).status).toBe(
      200,
    );
    expect((await api('POST', 'world/inviteMember', { worldID, invitedMemberEmail: benEmail }, ann.token)).status).toBe(201);

    // Ben's own world, where his answer goes.
    const own = await api<{ id: string }>('POST', 'createWorld', { name: `Benland ${runId}`, description: 'Notes.' }, ben.token);
    expect((await api('POST', 'user/selectWorld', { worldID: own.data.id }, ben.token)).status).toBe(200);

    const { page, errors } = await openPage(WIDE, ben.token);
    const today = promptOfTheDay(new Date());

    await screenshotOnFailure(page, 'inspiration-discover', async () => {
      await page.goto('/inspiration', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Inspiration' }).waitFor();
      // The discover view follows the log: search until Ann's wiki shows.
      await page.getByRole('searchbox', { name: 'Title' }).fill(wikiTitle);
      await page.getByRole('link', { name: wikiTitle }).waitFor({ timeout: 10_000 });
      await page.getByLabel('Kind').selectOption('wiki');
      await page.getByLabel('Wiki category').selectOption('places');
      await page.getByRole('link', { name: wikiTitle }).waitFor();
      await page.getByRole('searchbox', { name: 'Title' }).fill('');
      await page.getByLabel('Kind').selectOption('');
      await page.getByRole('list', { name: 'Public work' }).waitFor();

      // An idea board of Ben's own: the wiki saved from Discover, and a note.
      await page.getByRole('textbox', { name: 'New board' }).fill('Guilds and towers');
      await page.getByRole('button', { name: 'Create board' }).click();
      await page.getByRole('heading', { level: 3, name: 'Guilds and towers' }).waitFor();
      await page.getByRole('button', { name: `Save “${wikiTitle}” to Guilds and towers` }).click();
      const ideas = page.getByRole('list', { name: 'Ideas on Guilds and towers' });
      await ideas.getByRole('link', { name: wikiTitle }).waitFor();
      await page.getByRole('textbox', { name: 'Note for Guilds and towers' }).fill('A guild that makes towers of glass: who pays for them?');
      await page.getByRole('button', { name: 'Add note' }).click();
      await ideas.getByText('A guild that makes towers of glass').waitFor();
      // A full-page shot of a scrolled page would draw the sticky navigation mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, 'inspiration-1280');
    });

    await screenshotOnFailure(page, 'inspiration-phone', async () => {
      await page.setViewportSize(PHONE);
      await page.getByRole('heading', { level: 1, name: 'Inspiration' }).waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, 'inspiration-390');
      await page.setViewportSize(WIDE);
    });

    await screenshotOnFailure(page, 'inspiration-answer', async () => {
      // Keyboard first: the answer is reached and pressed from the keyboard.
      const daily = page.getByRole('region', { name: today.title });
      const answer = daily.getByRole('button', { name: 'Answer as a wiki' });
      await answer.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/wiki\/[^/]+$/);
      await page.getByRole('heading', { level: 1, name: today.title }).waitFor();
      // The prompt is the wiki's first section.
      await page.getByText(today.text).first().waitFor();
      await saveScreenshot(page, 'inspiration-answered-wiki');
    });

    await screenshotOnFailure(page, 'notification-history', async () => {
      await page.goto('/dashboard/notification-history', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Notification History' }).waitFor();
      const list = page.getByRole('list', { name: 'Notifications' });
      await list.getByRole('listitem').first().waitFor();
      await expect.poll(() => list.getByText('Unread').count()).toBeGreaterThan(0);
      await saveScreenshot(page, 'notification-history-1280');
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await page.getByRole('button', { name: 'Mark all as read' }).waitFor({ state: 'detached' });
      await expect.poll(() => list.getByText('Unread').count()).toBe(0);
      await page.setViewportSize(PHONE);
      await saveScreenshot(page, 'notification-history-390');
    });

    const history = await api<{ unread: number; total: number }>('POST', 'notifications/history', {}, ben.token);
    expect(history.data).toMatchObject({ unread: 0 });
    expect(history.data.total).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
