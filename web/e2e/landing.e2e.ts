import { describe, expect, it } from 'vitest';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { journeyWithPage } from './journey';

describe('landing page in Chromium, served by the real server', () => {
  const { page, errors } = journeyWithPage();

  it('renders the landing heading without console errors', async () => {
    await screenshotOnFailure(page(), 'landing', async () => {
      await page().goto('/', { waitUntil: 'networkidle' });
      await page().getByRole('heading', { level: 1, name: 'Lorewright' }).waitFor();
      await page().getByRole('heading', { name: 'Inspiration' }).waitFor();
      await page().getByRole('navigation', { name: 'Main' }).waitFor();
      expect(await page().title()).toContain('Lorewright');
      // The visitor's first page loads no schema library: a constant of the app shell taken
      // from a view module would bring zod (25 KB gzipped) into the first bundle.
      // The scripts index.html loads up front hold no schema library: a constant of the app shell
      // taken from a view module brought zod (25 KB gzipped) into them. Whichever chunk holds zod
      // names its base type ($ZodType).
      const firstBundle = await page().evaluate(async () => {
        const html = await (await fetch('/')).text();
        const urls = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
        return Promise.all(urls.map(async (url) => ({ url, zod: (await (await fetch(url)).text()).includes('$ZodType') })));
      });
      expect(firstBundle.length).toBeGreaterThan(1);
      expect(firstBundle.filter((script) => script.zod)).toEqual([]);
      await saveScreenshot(page(), 'landing');
      expect(errors()).toEqual([]);
    });
  });

  it('shows the not-found page for an unknown path', async () => {
    await screenshotOnFailure(page(), 'not-found', async () => {
      const response = await page().goto('/no/such/page', { waitUntil: 'networkidle' });
      // History fallback: the server answers index.html and the client router decides.
      expect(response?.status()).toBe(200);
      await page().getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
      await page().getByText('Error Code 404').waitFor();
      await page().getByText("Oops! Looks like this page doesn't exist.").waitFor();
      await saveScreenshot(page(), 'not-found');
      expect(errors()).toEqual([]);
    });
  });

  it('collapses the navigation into a Menu toggle below 800 px', async () => {
    await screenshotOnFailure(page(), 'mobile-menu', async () => {
      await page().setViewportSize({ width: 700, height: 900 });
      await page().goto('/', { waitUntil: 'networkidle' });
      const nav = page().getByRole('navigation', { name: 'Main' });
      const toggle = nav.getByRole('button', { name: 'Menu' });
      const community = nav.getByRole('link', { name: 'Community' });

      await toggle.waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await community.isVisible()).toBe(false);
      await saveScreenshot(page(), 'mobile-menu-closed');

      await toggle.click();
      await community.waitFor({ state: 'visible' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await saveScreenshot(page(), 'mobile-menu-open');

      await community.click();
      await page().waitForURL('**/community/worlds');
      await page().getByRole('heading', { level: 1, name: 'User Worlds' }).waitFor();
      await community.waitFor({ state: 'hidden' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await saveScreenshot(page(), 'mobile-menu-after-choice');
      expect(errors()).toEqual([]);
    });
  });
});
