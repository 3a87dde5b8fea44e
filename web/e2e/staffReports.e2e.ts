import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { grantSupportFromCli } from './opsCli';
import { journey, WIDE } from './journey';
import { serverApi } from './serverApi';

// The content-report journey in headless Chromium against the real server: a user posts,
// another reports it; staff open Content Reports, assign it to themselves and hide the post with
// a reason; the reporter no longer sees it, the author sees it with 'Hidden by staff: …'; staff
// close the report and find it under Closed.

const runId = Date.now().toString(36);
const NARROW = { width: 700, height: 1000 };
const TEXT = `Everyone in this marsh is a fool ${runId}`;

const feedPost = (page: Page) =>
  page.getByRole('feed', { name: 'Discover posts' }).getByRole('article', { name: 'Post by Ann Author' }).filter({ hasText: TEXT });

describe('content reports in Chromium, served by the real server', () => {
  const { server, openPage } = journey();
  const { api, signedIn } = serverApi(server);

  it('a report is assigned, its post hidden with a reason, and the report closed', async () => {
    const sam = await signedIn(`sam.staff.${runId}@example.com`, 'Sam Support');
    const ann = await signedIn(`ann.author.${runId}@example.com`, 'Ann Author');
    const bob = await signedIn(`bob.reader.${runId}@example.com`, 'Bob Reader');
    expect((await api('POST', 'posts/newPost', { content: TEXT, feedback: 1, links: [] }, ann.token)).status).toBe(201);

    // Bob reports Ann's post from the feed.
    const reader = await openPage(WIDE, bob.token);
    await screenshotOnFailure(reader.page, 'reports-report', async () => {
      await reader.page.goto('/community/posts', { waitUntil: 'networkidle' });
      await feedPost(reader.page).getByRole('button', { name: 'Report' }).click();
      await reader.page.getByLabel('Reason').fill('Insults every member of the forum.');
      await reader.page.getByRole('button', { name: 'Send Report' }).click();
      await reader.page.getByText('Thank you. Our moderators will look at it.').waitFor();
    });

    await grantSupportFromCli(server, api, `sam.staff.${runId}@example.com`, sam.token);

    // Sam opens Content Reports, takes the report and hides the post.
    const { page, errors } = await openPage(WIDE, sam.token);
    const report = page.getByRole('article', { name: 'Post by Ann Author' });
    await screenshotOnFailure(page, 'reports-staff', async () => {
      await page.goto('/staff', { waitUntil: 'networkidle' });
      await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Content Reports' }).click();
      await page.waitForURL(/\/staff\/reports/);
      await report.getByText(TEXT).waitFor();
      await report.getByText('Insults every member of the forum.').waitFor();
      await report.getByRole('option', { name: 'Sam Support' }).waitFor({ state: 'attached' });
      await report.getByLabel('Assigned to').selectOption({ label: 'Sam Support' });
      await page.getByText('Report assigned.').waitFor();
      await saveScreenshot(page, 'reports-queue-wide');
      await report.getByLabel('Reason for hiding (the author sees it)').fill('Insults towards other members.');
      await report.getByRole('button', { name: 'Hide', exact: true }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await page.getByText('Content hidden.').waitFor();
      await report.getByText('Hidden: Insults towards other members.').waitFor();
      await page.getByRole('button', { name: 'Assigned to me' }).click();
      await page.waitForURL(/filter=mine/);
      // The app moves the query into the hash after 3 s; the queue stays the one chosen.
      await page.waitForURL(/#filter=mine/);
      await page.getByRole('heading', { name: 'Assigned to me' }).waitFor();
      await report.getByText(TEXT).waitFor();
    });

    // Bob no longer sees the post; Ann sees it with the reason.
    await screenshotOnFailure(reader.page, 'reports-reader', async () => {
      await reader.page.reload({ waitUntil: 'networkidle' });
      // Ann's was the only post: Bob's feed is empty now.
      await reader.page
        .getByText('There are no posts.')
        .or(reader.page.getByRole('feed', { name: 'Discover posts' }))
        .first()
        .waitFor();
      expect(await reader.page.getByText(TEXT).count()).toBe(0);
    });
    const author = await openPage(NARROW, ann.token);
    await screenshotOnFailure(author.page, 'reports-author', async () => {
      await author.page.goto('/community/posts', { waitUntil: 'networkidle' });
      await feedPost(author.page).getByText('Hidden by staff: Insults towards other members.').waitFor();
      await saveScreenshot(author.page, 'reports-author-narrow');
    });

    // Sam closes the report; it shows under Closed, also on a narrow screen.
    await screenshotOnFailure(page, 'reports-close', async () => {
      await report.getByRole('button', { name: 'Close report' }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await page.getByText('Report closed.').waitFor();
      await page.getByText('No open reports are assigned to you.').waitFor();
      await page.setViewportSize(NARROW);
      await page.getByRole('button', { name: 'Closed' }).click();
      await report.getByText(TEXT).waitFor();
      await report.getByText('Closed', { exact: true }).first().waitFor();
      await saveScreenshot(page, 'reports-closed-narrow');
    });

    // Ann's staff page lists the report about her post; Bob's the one he made.
    await screenshotOnFailure(page, 'reports-person', async () => {
      await page.setViewportSize(WIDE);
      await report.getByRole('link', { name: 'Ann Author' }).click();
      await page.waitForURL(`**/staff/users/${ann.userId}`);
      const section = page.getByRole('region', { name: 'Content Reports' });
      await section.getByRole('link', { name: TEXT }).waitFor();
      await section.getByText('Post (hidden):', { exact: false }).waitFor();
      await saveScreenshot(page, 'reports-person-wide');
      await section.getByRole('link', { name: 'Bob Reader' }).click();
      await page.waitForURL(`**/staff/users/${bob.userId}`);
      await page.getByRole('region', { name: 'Content Reports' }).getByRole('link', { name: TEXT }).waitFor();
    });

    expect(errors).toEqual([]);
    expect(reader.errors).toEqual([]);
    expect(author.errors).toEqual([]);
  });
});
