import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@lorewright/api/testing/serverProcess';
import type { Page } from 'playwright-core';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { journey, WIDE } from './journey';
import { expectClear } from './overlap';
import { serverApi } from './serverApi';

// The community in headless Chromium against the real server, with two users. Ann posts with a link
// to her public writing; Bob replies, Ann answers his reply, Bob reacts and moves his reaction,
// follows Ann's world and finds her post in Following; the feed scrolls through 20 more posts;
// Bob opens a thread in Work In Progress and Ann replies; a post draft survives a reload; Bob
// files a support ticket with a screenshot, which reaches the outbox; Ann's profile shows her
// posts and threads.

const runId = Date.now().toString(36);
const NARROW = { width: 700, height: 1000 };
const PHONE = { width: 390, height: 844 };
const screenshot = () => readFileSync(`${repoRoot}/web/public/assets/demo_map.png`);

const post = (page: Page, author: string, text: string | RegExp) => page.getByRole('article', { name: `Post by ${author}` }).filter({ hasText: text });

describe('the community in Chromium, served by the real server', () => {
  const { server, openPage } = journey();
  const { api, signedIn, mailIds } = serverApi(server);

  it('posts, replies, reactions, following, infinite scroll, a forum thread, drafts, support and the profile', async () => {
    const ann = await signedIn(`ann.community.${runId}@example.com`, 'Ann Author');
    const bob = await signedIn(`bob.community.${runId}@example.com`, 'Bob Reader');
    const world = await api<{ id: string }>('POST', 'createWorld', { name: `Saltmarsh ${runId}`, description: 'Reeds and rain.' }, ann.token);
    const worldID = world.data.id;
    expect((await api('POST', 'world/updateVisibility', { worldID, visibility: 'public' }, ann.token)).status).toBe(200);
    expect((await api('POST', 'user/selectWorld', { worldID }, ann.token)).status).toBe(200);
    const writing = await api<{ id: string }>('POST', 'creation/newWriting', { isFolder: false, worldID, title: 'The Drowned Bell' }, ann.token);
    const made = await api('POST', 'updateElementVisibility', { element: 'writing', elementID: writing.data.id, worldID, visibility: 'public' }, ann.token);
    expect(made.status, JSON.stringify(made.data)).toBe(200);

    // Ann posts with a link to her writing.
    const annPage = (await openPage(WIDE, ann.token)).page;
    await screenshotOnFailure(annPage, 'community-ann-post', async () => {
      await annPage.goto('/community/posts', { waitUntil: 'networkidle' });
      // An empty post is refused with a warning (as every validation text), clear of the search box, wide and on a phone.
      for (const viewport of [WIDE, PHONE]) {
        await annPage.setViewportSize(viewport);
        await annPage.getByRole('button', { name: 'Post', exact: true }).click();
        const refused = annPage.getByRole('alert').filter({ hasText: 'No post content.' }).last();
        await refused.waitFor();
        expect(await refused.textContent()).toContain('Warning: No post content.');
        await expectClear(refused, [annPage.getByRole('searchbox', { name: 'Search worlds' }), annPage.getByRole('textbox', { name: 'New Post' })]);
        await saveScreenshot(annPage, `community-warning-${viewport.width}`);
        await refused.getByRole('button', { name: 'Dismiss' }).click();
      }
      await annPage.setViewportSize(WIDE);
      await annPage.getByRole('textbox', { name: 'New Post' }).fill('The bell rings under the marsh. Who hears it?');
      await annPage.getByRole('button', { name: 'Add Link' }).click();
      await annPage.getByRole('searchbox', { name: 'Search elements' }).fill('Drowned');
      await annPage.getByRole('list', { name: 'Elements found' }).getByRole('button', { name: 'The Drowned Bell' }).click();
      await annPage.getByRole('list', { name: 'Links to add' }).getByText('The Drowned Bell').waitFor();
      await annPage.getByRole('button', { name: 'Post', exact: true }).click();
      await annPage.getByText('New post added.').waitFor();
      await post(annPage, 'Ann Author', 'The bell rings')
        .getByRole('link', { name: /The Drowned Bell/ })
        .waitFor();
    });

    // Bob replies, reacts, then moves his reaction.
    const { page, errors } = await openPage(WIDE, bob.token);
    await screenshotOnFailure(page, 'community-bob', async () => {
      await page.goto('/community/posts', { waitUntil: 'networkidle' });
      const annPost = post(page, 'Ann Author', 'The bell rings');
      await annPost.getByRole('link', { name: /The Drowned Bell/ }).waitFor();
      await annPost.getByRole('button', { name: 'Reply', exact: true }).click();
      await annPost.getByPlaceholder('Write a reply').fill('I hear it every full moon.');
      await annPost.getByRole('button', { name: 'Send Reply' }).click();
      await page.getByText('New reply added!').waitFor();
      await annPost.getByRole('article', { name: 'Reply by Bob Reader' }).waitFor();
      await annPost.getByRole('button', { name: 'React', exact: true }).click();
      await page.getByRole('dialog', { name: 'Choose a reaction' }).getByRole('button', { name: 'React with 👍' }).click();
      await annPost.getByRole('list', { name: 'Reactions' }).getByRole('button', { name: '👍 1' }).waitFor();
      await annPost.getByRole('button', { name: 'React', exact: true }).click();
      await page.getByRole('dialog', { name: 'Choose a reaction' }).getByRole('button', { name: 'React with 🔥' }).click();
      await annPost.getByRole('list', { name: 'Reactions' }).getByRole('button', { name: '🔥 1' }).waitFor();
      expect(await annPost.getByRole('list', { name: 'Reactions' }).getByRole('button', { name: /👍/ }).count()).toBe(0);
    });

    // Ann answers Bob's reply: a nested reply.
    await screenshotOnFailure(annPage, 'community-ann-nested', async () => {
      await annPage.reload({ waitUntil: 'networkidle' });
      const mine = post(annPage, 'Ann Author', 'The bell rings');
      await mine.getByRole('button', { name: /Show replies/ }).click();
      const bobReply = mine.getByRole('article', { name: 'Reply by Bob Reader' });
      await bobReply.getByRole('button', { name: 'Reply', exact: true }).click();
      await bobReply.getByPlaceholder('Write a reply').fill('Then you know where the old village lies.');
      await bobReply.getByRole('button', { name: 'Send Reply' }).click();
      await bobReply.getByRole('list', { name: 'Nested replies' }).getByRole('article', { name: 'Reply by Ann Author' }).waitFor();
      await saveScreenshot(annPage, 'community-feed-replies');
    });

    // Bob follows Ann's world and finds her post in Following.
    await screenshotOnFailure(page, 'community-following', async () => {
      await page.goto(`/world/${worldID}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Follow', exact: true }).click();
      await page.getByRole('button', { name: 'Unfollow', exact: true }).waitFor();
      await page.goto('/community/posts', { waitUntil: 'networkidle' });
      await page.getByRole('tab', { name: 'Following' }).click();
      await post(page, 'Ann Author', 'The bell rings').waitFor();
    });

    // Twenty more posts: the feed loads them three at a time while scrolling.
    for (let n = 1; n <= 20; n++) {
      expect((await api('POST', 'posts/newPost', { content: `Marsh note ${n} of 20`, feedback: 1, links: [] }, ann.token)).status).toBe(201);
    }
    await screenshotOnFailure(page, 'community-scroll', async () => {
      await page.goto('/community/posts', { waitUntil: 'networkidle' });
      const feed = page.getByRole('feed', { name: 'Discover posts' });
      await feed.getByRole('article').first().waitFor();
      for (let round = 0; round < 30 && (await feed.getByText('The bell rings').count()) === 0; round++) {
        await page.mouse.wheel(0, 4000);
        await page.waitForTimeout(200);
      }
      await feed.getByText('The bell rings').waitFor({ timeout: 10_000 });
      expect(await feed.getByRole('article').filter({ hasText: /^/ }).count()).toBeGreaterThanOrEqual(21);
    });

    // A thread in Work In Progress, and Ann's reply to it.
    let threadPath = '';
    await screenshotOnFailure(page, 'community-thread', async () => {
      await page.goto('/community/forum/work-in-progress', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'New Thread' }).click();
      await page.getByRole('button', { name: 'Create Thread' }).click();
      expect(await page.getByRole('alert').filter({ hasText: 'No thread title.' }).last().textContent()).toContain('Warning: No thread title.');
      await page.getByLabel('Title', { exact: true }).fill('Map of the Saltmarsh');
      await page.getByLabel('Content', { exact: true }).fill('First draft of the tide channels.');
      await page.getByRole('button', { name: 'Create Thread' }).click();
      await page.getByText('New thread added!').waitFor();
      await page.getByRole('link', { name: 'Map of the Saltmarsh' }).click();
      await page.waitForURL(/\/community\/forum\/work-in-progress\/[^/]+$/);
      threadPath = new URL(page.url()).pathname;
    });
    await screenshotOnFailure(annPage, 'community-thread-reply', async () => {
      await annPage.goto(threadPath, { waitUntil: 'networkidle' });
      await annPage.getByRole('heading', { name: 'Map of the Saltmarsh' }).waitFor();
      await annPage.getByRole('form', { name: 'Post Reply' }).getByLabel('Content').fill('The channels should bend east.');
      await annPage.getByRole('button', { name: 'Post Reply' }).click();
      await post(annPage, 'Ann Author', 'bend east').waitFor();
      await saveScreenshot(annPage, 'community-thread');
    });

    // A draft survives a reload.
    await screenshotOnFailure(page, 'community-draft', async () => {
      await page.goto('/community/posts', { waitUntil: 'networkidle' });
      await page.getByRole('textbox', { name: 'New Post' }).fill('Half a thought about eels');
      await page.waitForTimeout(500);
      await page.reload({ waitUntil: 'networkidle' });
      await expect.poll(() => page.getByRole('textbox', { name: 'New Post' }).inputValue(), { timeout: 10_000 }).toBe('Half a thought about eels');
    });

    // A support ticket with a screenshot reaches the support address's outbox.
    const before = await mailIds();
    await screenshotOnFailure(page, 'community-support', async () => {
      await page.goto('/support', { waitUntil: 'networkidle' });
      await page.getByLabel('Report A Problem').check();
      await page.getByLabel('Subject', { exact: true }).fill('The bell link');
      await page.getByLabel('Content', { exact: true }).fill('It opens twice on my phone.');
      await page.getByLabel(/Screenshots/).setInputFiles({ name: 'bell.png', mimeType: 'image/png', buffer: screenshot() });
      await page.getByRole('list', { name: 'Chosen screenshots' }).waitFor();
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Support ticket submitted successfully.').waitFor();
      await saveScreenshot(page, 'community-support');
    });
    await expect
      .poll(
        async () => {
          const { data } = await api<{ mails: { id: string; to: string; subject: string }[] }>('GET', 'dev/mail');
          return data.mails.filter((mail) => !before.has(mail.id) && mail.to.includes('support@')).map((mail) => mail.subject);
        },
        { timeout: 10_000 },
      )
      .toEqual([expect.stringContaining('The bell link')]);

    // Ann's profile: her posts and threads (Bob's thread is his; Ann's reply is a post in it).
    await screenshotOnFailure(page, 'community-profile', async () => {
      await page.goto(`/user/${ann.userId}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Ann Author' }).waitFor();
      await page.getByText(/Marsh note 20 of 20/).waitFor();
      await page.setViewportSize(NARROW);
      await saveScreenshot(page, 'community-profile-narrow');
      await page.goto('/community/posts', { waitUntil: 'networkidle' });
      await page.getByRole('feed', { name: 'Discover posts' }).getByRole('article').first().waitFor();
      await saveScreenshot(page, 'community-feed-narrow');
    });
    expect(errors).toEqual([]);
  });
});
