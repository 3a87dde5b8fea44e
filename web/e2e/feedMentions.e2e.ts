import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoViolations, PHONE } from './accessibility';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { journey, WIDE } from './journey';
import { serverApi } from './serverApi';

// @mentions in feed posts in headless Chromium against the real server: Ann types @ in the New
// Post box, picks her public wiki and her private writing from the list with the keyboard, and
// posts. She sees both mentions as links titled by their elements; Bob, who may see only the
// wiki, sees its link and, for the writing, plain text with neither link nor title. Wide and on
// a phone, with no WCAG AA violation.

const runId = Date.now().toString(36);
const MENTION_GONE = 'This element is no longer available.';

describe('@mentions in feed posts in Chromium, served by the real server', () => {
  const { server, openPage } = journey();
  const { api, signedIn } = serverApi(server);

  it('mentions elements from the New Post box and shows each reader only what they may see', async () => {
    const ann = await signedIn(`ann.mentions.${runId}@example.com`, 'Ann Author');
    const bob = await signedIn(`bob.mentions.${runId}@example.com`, 'Bob Reader');
    const world = await api<{ id: string }>('POST', 'createWorld', { name: `Emberfall ${runId}`, description: 'Ash and embers.' }, ann.token);
    const worldID = world.data.id;
    expect((await api('POST', 'world/updateVisibility', { worldID, visibility: 'public' }, ann.token)).status).toBe(200);
    expect((await api('POST', 'user/selectWorld', { worldID }, ann.token)).status).toBe(200);
    const wiki = await api<{ id: string }>('POST', 'creation/newWiki', { category: 'places', title: 'Ashvale', worldID }, ann.token);
    const visible = await api('POST', 'updateElementVisibility', { element: 'wiki', elementID: wiki.data.id, worldID, visibility: 'public' }, ann.token);
    expect(visible.status, JSON.stringify(visible.data)).toBe(200);
    const writing = await api<{ id: string }>('POST', 'creation/newWriting', { isFolder: false, worldID, title: 'Ashen Secrets' }, ann.token);
    expect(writing.status).toBe(201);

    const { page, errors } = await openPage(WIDE, ann.token);
    await screenshotOnFailure(page, 'mentions-ann', async () => {
      await page.goto('/community/posts', { waitUntil: 'networkidle' });
      const field = page.getByRole('textbox', { name: 'New Post' });
      const list = page.getByRole('listbox', { name: 'Elements to mention' });
      // The list open under the box, wide and on a phone.
      for (const viewport of [PHONE, WIDE]) {
        await page.setViewportSize(viewport);
        await field.fill('');
        await field.pressSequentially('Who still lives in @Ash', { delay: 10 });
        await list.getByRole('option', { name: /Ashvale/ }).waitFor();
        const options = await list.getByRole('option').allInnerTexts();
        expect(options).toHaveLength(2);
        expect(options).toEqual(expect.arrayContaining([expect.stringMatching(/^Ashvale\s+wiki/i), expect.stringMatching(/^Ashen Secrets\s+writing/i)]));
        await expectNoViolations(page, `mention list ${viewport.width}`);
        await saveScreenshot(page, `feed-mention-list-dark-${viewport.width}`);
      }
      // Narrowed to Ashvale, then chosen with Enter.
      await field.pressSequentially('v', { delay: 10 });
      await expect.poll(() => list.getByRole('option').count()).toBe(1);
      await page.keyboard.press('Enter');
      expect(await field.inputValue()).toBe(`Who still lives in [[wiki:${wiki.data.id}]]`);
      await field.pressSequentially(', and what does @Ashen', { delay: 10 });
      await list.getByRole('option', { name: /Ashen Secrets/ }).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      await field.pressSequentially(' hide?', { delay: 10 });
      expect(await field.inputValue()).toBe(`Who still lives in [[wiki:${wiki.data.id}]], and what does [[writing:${writing.data.id}]] hide?`);
      await page.getByRole('button', { name: 'Post', exact: true }).click();
      await page.getByText('New post added.').waitFor();
      const mine = mentionPost(page);
      await mine.getByRole('link', { name: 'Ashvale' }).waitFor();
      await mine.getByRole('link', { name: 'Ashen Secrets' }).waitFor();
      expect(await mine.getByRole('link', { name: 'Ashvale' }).getAttribute('href')).toBe(`/wiki/${wiki.data.id}`);
    });
    expect(errors).toEqual([]);

    // Bob may see the public wiki, not the private writing.
    for (const viewport of [WIDE, PHONE]) {
      const reader = await openPage(viewport, bob.token);
      await screenshotOnFailure(reader.page, `mentions-bob-${viewport.width}`, async () => {
        await reader.page.goto('/community/posts', { waitUntil: 'networkidle' });
        const theirs = mentionPost(reader.page);
        await theirs.getByRole('link', { name: 'Ashvale' }).waitFor();
        await theirs.getByText(MENTION_GONE).waitFor();
        expect(await theirs.getByRole('link', { name: 'Ashen Secrets' }).count()).toBe(0);
        expect(await theirs.textContent()).not.toContain('Ashen Secrets');
        expect(await theirs.textContent()).not.toContain('[[');
        await expectNoViolations(reader.page, `posted mention ${viewport.width}`);
        await saveScreenshot(reader.page, `feed-mention-posted-dark-${viewport.width}`);
      });
      // GET link answers 404 for the writing Bob may not see, which Chromium logs; nothing else may fail.
      expect(reader.errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    }
  });
});

const mentionPost = (page: Page) => page.getByRole('article', { name: 'Post by Ann Author' }).filter({ hasText: 'Who still lives in' });
