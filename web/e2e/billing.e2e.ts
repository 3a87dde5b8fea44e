import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@lorewright/api/testing/serverProcess';
import type { Page } from 'playwright-core';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { journey, WIDE } from './journey';
import { serverApi } from './serverApi';

// Billing in headless Chromium against the real server and its sandbox payment provider: a new
// user (registered after the promotion) is refused a map, subscribes to maps with a test card,
// creates a map, upgrades to all three elements with the proration preview, cancels, undoes,
// cancels again; the test clock lets the plan run out, and the map stays readable but not
// editable. A declined card leaves no permission.

const runId = Date.now().toString(36);
const picture = () => readFileSync(`${repoRoot}/web/public/assets/demo_map.png`);

/** The sandbox's hosted checkout page: card, expiry, CVC, Subscribe. */
async function payWithCard(page: Page, card: string) {
  await page.waitForURL(/\/sandbox\/checkout\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

describe('subscriptions in Chromium, on the sandbox payment provider', () => {
  const { server, openPage } = journey();
  const { api, signedIn } = serverApi(server);

  it('refused, subscribed, upgraded with proration, cancelled, undone, expired: the map stays readable, not editable', async () => {
    const dee = await signedIn(`dee.billing.${runId}@example.com`, 'Dee Drafter');
    const world = await api<{ id: string }>('POST', 'createWorld', { name: `Brightmoor ${runId}` }, dee.token);
    const { page, errors } = await openPage(undefined, dee.token);
    let mapId = '';

    await screenshotOnFailure(page, 'billing-journey', async () => {
      // Refused: the gate in the hub, and 403 from the API.
      await page.goto('/creation', { waitUntil: 'networkidle' });
      await page.getByRole('tab', { name: /Maps/ }).click();
      await page.getByText('You do not own this product.').waitFor();
      expect((await api('POST', 'language/new', { worldID: world.data.id, title: 'Not yet' }, dee.token)).status).toBe(403);

      // Subscribe to maps with the test card.
      await page.getByRole('link', { name: 'Subscribe' }).click();
      await page.waitForURL(/\/subscribe$/);
      await expect.poll(() => page.getByRole('checkbox', { name: 'Writings' }).isDisabled(), { timeout: 10_000 }).toBe(true);
      await page.getByRole('checkbox', { name: 'Maps' }).check();
      await saveScreenshot(page, 'billing-subscribe');
      await page.getByRole('button', { name: 'Checkout' }).click();
      await payWithCard(page, '4242 4242 4242 4242');
      await page.waitForURL(/\/payment-success$/);
      await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
      await page.getByRole('list', { name: 'Unlocked elements' }).getByText('Maps').waitFor({ timeout: 15_000 });
      await saveScreenshot(page, 'billing-payment-success');

      // Create a map.
      await page.goto('/new-map', { waitUntil: 'networkidle' });
      await page.getByLabel('Title', { exact: true }).fill('The Salt Marches');
      await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'marches.png', mimeType: 'image/png', buffer: picture() });
      await page.getByRole('button', { name: 'Create Map' }).click();
      await page.waitForURL(/\/map\/[^/]+$/);
      mapId = new URL(page.url()).pathname.split('/').pop()!;
      await page.getByRole('button', { name: 'New Point' }).waitFor();

      // Upgrade to all three, with the proration shown before it is charged.
      await page.goto('/subscribe', { waitUntil: 'networkidle' });
      await expect.poll(() => page.getByRole('checkbox', { name: 'Maps' }).isChecked(), { timeout: 10_000 }).toBe(true);
      await page.getByRole('checkbox', { name: 'Timelines' }).check();
      await page.getByRole('checkbox', { name: 'Languages' }).check();
      await page.getByRole('button', { name: 'Review Change' }).click();
      const due = page.getByRole('row', { name: /Amount due now/ });
      await due.waitFor();
      expect(await due.textContent()).toMatch(/\$\d+\.\d{2}/);
      await saveScreenshot(page, 'billing-upgrade-preview');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('Subscription updated successfully!').waitFor();
      await expect
        .poll(async () => (await api<{ user: { permissions: Record<string, string> } }>('POST', 'me', {}, dee.token)).data.user.permissions, {
          timeout: 10_000,
        })
        .toMatchObject({ timelines: expect.any(String), languages: expect.any(String) });

      // Cancel, undo, and cancel again on the manage page.
      await page.goto('/dashboard/manage-subscription', { waitUntil: 'networkidle' });
      await page.getByText('Paid', { exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await page.getByText('Plan Will Not Renew').first().waitFor();
      await saveScreenshot(page, 'billing-manage-cancelled');
      await page.getByRole('button', { name: 'Undo Cancel' }).click();
      await page.getByRole('button', { name: 'Cancel', exact: true }).waitFor();
      await expect.poll(() => page.getByText('Plan Will Not Renew').count()).toBe(0);
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await page.getByRole('button', { name: 'Undo Cancel' }).waitFor();

      // The test clock passes the end of the period: the plan expires.
      expect((await api('POST', 'dev/payments/clock', { days: 40 })).status).toBe(200);
      await page.reload({ waitUntil: 'networkidle' });
      await page
        .getByText(/Your plan expired on/)
        .first()
        .waitFor({ timeout: 10_000 });
      await saveScreenshot(page, 'billing-manage-expired');
      await page.setViewportSize({ width: 700, height: 1000 });
      await saveScreenshot(page, 'billing-manage-expired-narrow');
      await page.goto('/dashboard', { waitUntil: 'networkidle' });
      await page
        .getByText(/Your plan expired on/)
        .first()
        .waitFor({ timeout: 10_000 });
      await saveScreenshot(page, 'billing-dashboard-narrow');
      await page.setViewportSize(WIDE);

      // The map: readable, not editable, in the browser and at the API.
      await page.goto(`/map/${mapId}`, { waitUntil: 'networkidle' });
      await page.getByRole('img', { name: 'Map picture' }).waitFor();
      await page.getByText(/Your maps plan has ended: this map is read-only/).waitFor();
      expect(await page.getByRole('button', { name: 'New Point' }).count()).toBe(0);
      await saveScreenshot(page, 'billing-map-lapsed');
    });
    expect(errors).toEqual([]);
    expect((await api('GET', `map/${mapId}`, undefined, dee.token)).status).toBe(200);
    expect(await api('PUT', 'map/rename', { mapID: mapId, worldID: world.data.id, title: 'Renamed' }, dee.token)).toEqual({
      status: 403,
      data: { error: 'You do not own this product.' },
    });
  });

  it('a declined card leaves no permission', async () => {
    const eli = await signedIn(`eli.billing.${runId}@example.com`, 'Eli Early');
    const { page, errors } = await openPage(undefined, eli.token);
    await screenshotOnFailure(page, 'billing-declined', async () => {
      await page.goto('/subscribe', { waitUntil: 'networkidle' });
      // Nothing chosen: Checkout is disabled, and looks it (not the enabled primary colours).
      const checkout = page.getByRole('button', { name: 'Checkout' });
      expect(await checkout.isDisabled()).toBe(true);
      const look = () => checkout.evaluate((button) => [getComputedStyle(button).cursor, getComputedStyle(button).backgroundColor]);
      expect(await look()).toEqual(['not-allowed', expect.not.stringMatching(/^rgb\(96, 224, 190\)$/)]);
      await page.getByRole('checkbox', { name: 'Timelines' }).check();
      await expect.poll(look).toEqual(['pointer', 'rgb(96, 224, 190)']);
      await page.getByRole('button', { name: 'Checkout' }).click();
      await payWithCard(page, '4000 0000 0000 0002');
      await page
        .getByText(/declined/i)
        .first()
        .waitFor();
      await saveScreenshot(page, 'billing-declined');
    });
    // The hosted page answers a declined card with 402 Payment Required, which Chromium logs.
    expect(
      errors.filter((error) => !error.includes('402')),
      errors.join('\n'),
    ).toEqual([]);
    const me = await api<{ user: { permissions: Record<string, string>; subscription_status: string | null } }>('POST', 'me', {}, eli.token);
    expect(me.data.user).toMatchObject({ permissions: {}, subscription_status: null });
  });
});
