import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { grantSupportFromCli } from './opsCli';
import { journey, WIDE } from './journey';
import { encodePng } from '@lorewright/api/media/pngFile';
import { serverApi } from './serverApi';

// Support tickets in headless Chromium against the real server: a user sends a ticket
// with a screenshot; a staff member (granted by the operator's CLI) finds it under Open, assigns
// it to themselves, finds it under "Assigned to me", answers it — the answer reaches the user's
// mailbox — closes it and finds it under Closed.

const runId = Date.now().toString(36);
const NARROW = { width: 390, height: 844 };

// A 320×200 PNG with a gradient, so the screenshot reads as a picture in the console.
const screenshotPng = () => {
  const [width, height] = [320, 200];
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixels.set([40 + Math.round((x * 150) / width), 80 + Math.round((y * 140) / height), 170], (y * width + x) * 3);
  return encodePng(width, height, pixels, { channels: 3 });
};

const queueRow = (page: Page, subject: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: subject }) });

describe('support tickets in the staff console, in Chromium, served by the real server', () => {
  const { server, openPage } = journey();
  const { api, signedIn } = serverApi(server);

  it('a ticket is found under Open, assigned, answered by mail, closed and found under Closed', async () => {
    const tess = await signedIn(`tess.staff.${runId}@example.com`, 'Tess Support');
    const ursula = await signedIn(`ursula.user.${runId}@example.com`, 'Ursula Asker');
    const subject = `Timeline will not scroll ${runId}`;

    // Ursula sends a ticket as the support page does (multipart, with a screenshot).
    const form = new FormData();
    form.append('type', 'problem');
    form.append('subject', subject);
    form.append('content', 'When I drag the timeline it jumps back.\nIt happens on every world.');
    form.append('screenshots', new Blob([new Uint8Array(screenshotPng())], { type: 'image/png' }), 'timeline.png');
    const sent = await fetch(`${server().baseUrl}/api/v1/support/newReport`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ursula.token}` },
      body: form,
    });
    expect(sent.status, await sent.clone().text()).toBe(201);

    await grantSupportFromCli(server, api, `tess.staff.${runId}@example.com`, tess.token);

    const { page, errors } = await openPage(WIDE, tess.token);
    await screenshotOnFailure(page, 'staff-tickets-open', async () => {
      await page.goto('/staff', { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Support Tickets' }).click();
      await page.waitForURL(/\/staff\/tickets/);
      const row = queueRow(page, subject);
      await row.waitFor();
      await expect.poll(() => row.textContent()).toMatch(/Ursula Asker.*Report A Problem.*Nobody.*Open/);
      await saveScreenshot(page, 'staff-tickets-queue');
      await row.getByRole('link', { name: subject }).click();
      await page.waitForURL(/\/staff\/tickets\/[^/]+$/);
      await page.getByRole('heading', { level: 1, name: subject }).waitFor();
      await page.getByRole('region', { name: 'Request' }).getByText('When I drag the timeline it jumps back.').waitFor();
      // The private screenshot, fetched with the session and shown from a blob.
      const image = page.getByRole('img', { name: 'Screenshot 1' });
      await image.waitFor();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    });

    await screenshotOnFailure(page, 'staff-tickets-assign', async () => {
      await page.getByRole('combobox', { name: 'Assigned to' }).selectOption({ label: 'Tess Support' });
      await page.getByText('Ticket assigned.').waitFor();
      await page
        .getByRole('region', { name: 'History' })
        .getByText(/Tess Support assigned it to themselves/)
        .waitFor();
      await page.getByRole('link', { name: 'Support Tickets' }).click();
      await page.getByRole('button', { name: 'Assigned to me' }).click();
      await queueRow(page, subject).waitFor();
      await expect.poll(() => queueRow(page, subject).textContent()).toMatch(/Tess Support/);
      await queueRow(page, subject).getByRole('link', { name: subject }).click();
      await page.getByRole('heading', { level: 1, name: subject }).waitFor();
    });

    const answerText = `Thanks for telling us, ${runId}. Hold Shift while dragging to scroll the timeline.`;
    await screenshotOnFailure(page, 'staff-tickets-answer', async () => {
      await page.getByLabel('Answer by e-mail').fill(answerText);
      await page.getByRole('button', { name: 'Send Answer' }).click();
      await page.getByText('Answer sent.').waitFor();
      await page.getByRole('region', { name: 'Answers' }).getByText(answerText).waitFor();
      await saveScreenshot(page, 'staff-ticket-wide');
    });

    // The answer reaches Ursula's mailbox.
    await expect
      .poll(
        async () => {
          const { data } = await api<{ id: string; to: string; subject: string }[] | { mails: { id: string; to: string; subject: string }[] }>(
            'GET',
            'dev/mail',
          );
          const mails = Array.isArray(data) ? data : data.mails;
          const mail = mails.find((each) => each.to.includes(`ursula.user.${runId}`) && each.subject === `Re: ${subject}`);
          return mail ? (await api<{ text: string }>('GET', `dev/mail/${mail.id}`)).data.text : '';
        },
        { timeout: 15_000 },
      )
      .toContain(answerText);

    await screenshotOnFailure(page, 'staff-tickets-close', async () => {
      await page.getByRole('button', { name: 'Close', exact: true }).click();
      await page.getByText('Ticket closed.').waitFor();
      await page.getByRole('button', { name: 'Reopen' }).waitFor();
      await page.getByRole('link', { name: 'Support Tickets' }).click();
      await page.getByRole('button', { name: 'Closed' }).click();
      await expect.poll(() => queueRow(page, subject).textContent()).toMatch(/Closed/);
      await saveScreenshot(page, 'staff-tickets-closed');
    });

    // Below 800 px: the queue and the ticket.
    const narrow = await openPage(NARROW, tess.token);
    await screenshotOnFailure(narrow.page, 'staff-tickets-narrow', async () => {
      await narrow.page.goto('/staff/tickets?filter=closed', { waitUntil: 'networkidle' });
      await queueRow(narrow.page, subject).waitFor();
      await saveScreenshot(narrow.page, 'staff-tickets-narrow');
      await queueRow(narrow.page, subject).getByRole('link', { name: subject }).click();
      await narrow.page.getByRole('img', { name: 'Screenshot 1' }).waitFor();
      await narrow.page.waitForLoadState('networkidle');
      await saveScreenshot(narrow.page, 'staff-ticket-narrow');
    });

    expect(errors).toEqual([]);
    expect(narrow.errors).toEqual([]);
  });
});
