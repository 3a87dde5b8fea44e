import { describe, expect, it } from 'vitest';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { grantSupportFromCli } from './opsCli';
import { journey, WIDE } from './journey';
import { serverApi } from './serverApi';

// The staff console's journey in headless Chromium against the real server: an operator grants the
// support role from the CLI; that staff member finds another user, sees their login and billing
// history, issues a violation and blocks the account; the user sees the notice and appeals;
// staff repeal and unblock; the user's next change works.

const runId = Date.now().toString(36);

describe('the staff console in Chromium, served by the real server', () => {
  const { server, openPage } = journey();
  const { api, signedIn } = serverApi(server);

  it('grants support from the CLI, then a violation, a block, an appeal, a repeal and an unblock', async () => {
    const sam = await signedIn(`sam.staff.${runId}@example.com`, 'Sam Support');
    const uma = await signedIn(`uma.user.${runId}@example.com`, 'Uma Unruly');

    // Uma pays for maps on the sandbox provider, so staff have a billing history to read.
    const checkout = await api<{ url: string }>('POST', 'payment/checkout', { items: ['maps'] }, uma.token);
    const paid = await fetch(`${checkout.data.url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);

    // The operator's CLI, on the running server's stores.
    await grantSupportFromCli(server, api, `sam.staff.${runId}@example.com`, sam.token);

    const { page, errors } = await openPage(WIDE, sam.token);
    await screenshotOnFailure(page, 'staff-console', async () => {
      await page.goto('/staff', { waitUntil: 'networkidle' });
      await page.getByRole('searchbox', { name: /Find a user/ }).fill(`uma.user.${runId}`);
      await page.getByRole('link', { name: /Uma Unruly/ }).click();
      await page.waitForURL(/\/staff\/users\//);
      await page.getByRole('region', { name: 'Login History' }).getByRole('row').nth(1).waitFor();
      await page.getByRole('region', { name: 'Billing' }).getByText('$5.00').first().waitFor({ timeout: 10_000 });
      await page.getByLabel('Reason for the violation').fill('Spam links in the feed.');
      await page.getByRole('button', { name: 'Issue Violation' }).click();
      await page.getByText('Violation issued.').waitFor();
      await page.getByRole('region', { name: 'Violations' }).getByText('Spam links in the feed.').waitFor();
      await saveScreenshot(page, 'staff-user');
    });

    // Block, through the console.
    await screenshotOnFailure(page, 'staff-block', async () => {
      await page.getByLabel('Reason for blocking').fill('Repeated spam.');
      await page.getByRole('button', { name: 'Block', exact: true }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await page.getByText('Account blocked.').waitFor();
    });

    // Uma sees the notice and appeals.
    const user = await openPage(WIDE, uma.token);
    await screenshotOnFailure(user.page, 'staff-user-appeal', async () => {
      await user.page.goto('/dashboard', { waitUntil: 'networkidle' });
      await user.page.getByText('Your account has been blocked.').waitFor();
      await user.page.getByRole('link', { name: 'More Info' }).click();
      await user.page.waitForURL(/\/dashboard\/violations/);
      await user.page.getByText('Spam links in the feed.').waitFor();
      await user.page.getByLabel('Appeal this violation').fill('Those were links to my own world.');
      await user.page.getByRole('button', { name: 'Submit Appeal' }).click();
      await user.page.getByText('Appeal pending').waitFor();
      await saveScreenshot(user.page, 'staff-user-appealed');
    });
    expect((await api('POST', 'createWorld', { name: 'Not while blocked' }, uma.token)).status).toBe(403);

    // Staff repeal the violation and unblock the account.
    await screenshotOnFailure(page, 'staff-repeal', async () => {
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('region', { name: 'Violations' }).getByText('Those were links to my own world.').waitFor();
      await page.getByRole('button', { name: 'Repeal' }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await page.getByText('Violation repealed.').waitFor();
      await page.getByRole('button', { name: 'Unblock' }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await page.getByText('Account unblocked.').waitFor();
    });

    // Uma's next change works.
    expect((await api('POST', 'createWorld', { name: `Fresh start ${runId}` }, uma.token)).status).toBe(201);

    // Another staff account is an admin's: Sam (support) is told so, and the server refuses its raw events.
    const kim = await signedIn(`kim.staff.${runId}@example.com`, 'Kim Colleague');
    await grantSupportFromCli(server, api, `kim.staff.${runId}@example.com`, kim.token);
    await screenshotOnFailure(page, 'staff-colleague', async () => {
      await page.goto(`/staff/users/${kim.userId}`, { waitUntil: 'networkidle' });
      await page.getByRole('region', { name: 'Staff account' }).getByText('Only an admin can open or act on another staff account.').waitFor();
      expect(await page.getByRole('region', { name: 'Events' }).count()).toBe(0);
      await saveScreenshot(page, 'staff-colleague');
    });
    expect((await api('GET', `staff/users/${kim.userId}/events?stream=user-${kim.userId}`, undefined, sam.token)).status).toBe(403);
    expect(errors).toEqual([]);
    expect(user.errors).toEqual([]);
  });
});
