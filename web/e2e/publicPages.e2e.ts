import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, screenshotDir, screenshotOnFailure } from './browser';
import { journeyWithPage } from './journey';

// The public pages against the real server: the landing page's promotion countdown and
// analytics, pricing, help and the architecture visualization, at desktop and phone widths.
const PROMOTION_END = new Date(Date.now() + 30 * 86_400_000);

describe('public pages in Chromium, served by the real server', () => {
  const { page, errors, server } = journeyWithPage({ PROMOTION_END: PROMOTION_END.toISOString() });

  const secondsShown = () => page().locator('[data-unit="seconds"] > span').first().textContent();

  it('landing: the promotion countdown ticks every second, and Register leads to /register', async () => {
    await screenshotOnFailure(page(), 'landing-countdown', async () => {
      await page().goto('/', { waitUntil: 'networkidle' });
      const timer = page().getByRole('timer', { name: 'Time left in the promotion' });
      await timer.waitFor();

      const first = await secondsShown();
      await page().waitForFunction((before) => document.querySelector('[data-unit="seconds"] > span')?.textContent !== before, first, { timeout: 2_500 });
      expect(await secondsShown()).not.toBe(first);
      expect(await page().locator('[data-unit="days"] > span').first().textContent()).toMatch(/^(29|30)$/);

      for (const heading of ['Writings', 'Wikis', 'Maps', 'Timelines', 'Languages', 'Your data is safe', 'Roadmap']) {
        await page().getByRole('heading', { name: heading, exact: true }).first().waitFor();
      }
      await saveScreenshot(page(), 'public-landing-1280');

      await page().setViewportSize({ width: 700, height: 900 });
      await saveScreenshot(page(), 'public-landing-700');

      await page().getByRole('region', { name: 'Beta promotion' }).getByRole('link', { name: 'Register' }).click();
      await page().waitForURL('**/register');
      expect(errors()).toEqual([]);
    });
  });

  it('landing: says the promotion has ended, and keeps Register when the date cannot be loaded', async () => {
    await screenshotOnFailure(page(), 'landing-promotion-states', async () => {
      await page().route('**/api/v1/promotion', (route) => route.fulfill({ json: { end: '2025-10-15T00:00:00.000Z', active: false } }));
      await page().goto('/', { waitUntil: 'networkidle' });
      await page().getByText('The promotion has ended.').waitFor();
      await page()
        .getByRole('region', { name: 'Beta promotion' })
        .screenshot({ path: join(screenshotDir, 'public-promotion-ended.png') });

      await page().unroute('**/api/v1/promotion');
      await page().route('**/api/v1/promotion', (route) => route.fulfill({ status: 503, json: { error: 'Unavailable.' } }));
      await page().reload({ waitUntil: 'networkidle' });
      await page().getByText('The countdown cannot be shown right now.').waitFor({ timeout: 10_000 });
      const promotion = page().getByRole('region', { name: 'Beta promotion' });
      expect(await promotion.getByRole('link', { name: 'Register' }).isVisible()).toBe(true);
      await promotion.screenshot({ path: join(screenshotDir, 'public-promotion-unavailable.png') });
    });
  });

  it('landing: records the visit with POST access and keeps the returned visitor id', async () => {
    await screenshotOnFailure(page(), 'landing-access', async () => {
      // The app skips analytics on 127.0.0.1 unless told otherwise, as product.md asks.
      await page().addInitScript(() => {
        window.__LOREWRIGHT_TRACK_LOCALHOST__ = true;
      });
      const access = page().waitForResponse((response) => response.url().endsWith('/api/v1/access') && response.request().method() === 'POST');
      await page().goto('/');
      const response = await access;
      expect(response.status()).toBe(200);
      const body = JSON.parse(response.request().postData() ?? '{}') as Record<string, unknown>;
      expect(body).toMatchObject({ url: `${server().baseUrl}/`, windowWidth: 1280, windowHeight: 900, language: expect.any(String) });
      const { aId } = (await response.json()) as { aId: string };
      await page().waitForFunction((id) => localStorage.getItem('aId') === id, aId);

      const visibility = page().waitForResponse((r) => r.url().endsWith('/api/v1/access/visibility'));
      await page().evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      expect((await visibility).status()).toBe(200);
      expect(errors()).toEqual([]);
    });
  });

  it('pricing: $5.00, $4.00 and $3.00 per element, $12.00 for all three', async () => {
    await screenshotOnFailure(page(), 'pricing', async () => {
      await page().goto('/pricing', { waitUntil: 'networkidle' });
      await page().getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
      const maps = page().getByRole('row', { name: /^Maps/ });
      expect(await maps.getByRole('cell').allTextContents()).toEqual(['$5.00', '$4.00', '$3.00']);
      const total = page().getByRole('row', { name: /^Monthly total/ });
      expect(await total.getByRole('cell').allTextContents()).toEqual(['$5.00', '$9.00', '$12.00']);
      await saveScreenshot(page(), 'public-pricing-1280');
      await page().setViewportSize({ width: 700, height: 900 });
      await saveScreenshot(page(), 'public-pricing-700');
      expect(errors()).toEqual([]);
    });
  });

  it('help: the FAQ shows the refund rule beside the help menu; the help home stands alone', async () => {
    await screenshotOnFailure(page(), 'help', async () => {
      await page().goto('/help/faq', { waitUntil: 'networkidle' });
      await page().getByRole('heading', { level: 1, name: 'FAQ' }).waitFor();
      await page().getByText('Refunds are only given for subscriptions that are less than 14 days old, unless the circumstances are exceptional.').waitFor();
      await page().getByRole('navigation', { name: 'Help' }).waitFor();
      expect(await page().getByRole('contentinfo').count()).toBe(0);
      await saveScreenshot(page(), 'public-help-faq-1280');

      await page().goto('/help', { waitUntil: 'networkidle' });
      await page().getByRole('heading', { level: 1, name: 'How can we help?' }).waitFor();
      expect(await page().getByRole('navigation', { name: 'Help' }).count()).toBe(0);
      await saveScreenshot(page(), 'public-help-home-1280');

      await page().setViewportSize({ width: 700, height: 900 });
      await page().goto('/help/privacy-policy', { waitUntil: 'networkidle' });
      await page().getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      await saveScreenshot(page(), 'public-help-privacy-700');
      expect(errors()).toEqual([]);
    });
  });

  it('updates: lists the first release', async () => {
    await screenshotOnFailure(page(), 'updates', async () => {
      await page().goto('/updates', { waitUntil: 'networkidle' });
      await page().getByRole('heading', { level: 1, name: 'Updates & Fixes' }).waitFor();
      await page().getByText('v0.1.0').waitFor();
      await saveScreenshot(page(), 'public-updates-1280');
      expect(errors()).toEqual([]);
    });
  });

  it('visualization: Login turns into Stop while the packets travel, and Stop resets', async () => {
    await screenshotOnFailure(page(), 'app-diagram', async () => {
      await page().goto('/app-diagram', { waitUntil: 'networkidle' });
      await page().getByRole('heading', { level: 1, name: 'Visualization' }).waitFor();
      await saveScreenshot(page(), 'public-app-diagram-idle');

      await page().getByRole('button', { name: 'Login' }).click();
      const stop = page().getByRole('button', { name: 'Stop' });
      await stop.waitFor();
      await page().getByRole('status').filter({ hasText: 'Step 2 of 4' }).waitFor({ timeout: 4_000 });
      await saveScreenshot(page(), 'public-app-diagram-login');

      await stop.click();
      await page().getByRole('button', { name: 'Login' }).waitFor();
      expect(await page().getByRole('button', { name: 'Stop' }).count()).toBe(0);

      await page().getByRole('button', { name: 'Load Map' }).click();
      await page().getByRole('status').filter({ hasText: 'Step 6 of 8' }).waitFor({ timeout: 10_000 });
      await page().setViewportSize({ width: 700, height: 900 });
      await saveScreenshot(page(), 'public-app-diagram-load-map-700');
      expect(errors()).toEqual([]);
    });
  });
});
