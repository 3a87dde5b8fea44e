import { describe, expect, it } from 'vitest';
import { buildZip } from '@lorewright/api/imports/zipBuilding';
import { pngImage } from '@lorewright/api/media/testing/testImages';
import { ELDMARK_MAP_TEXT } from '@lorewright/domain/imports/azgaar/testing/eldmarkSave';
import { azgaarMessages } from '@lorewright/domain/imports/azgaar/azgaarMessages';
import { KANKA_FIXTURE_FILES, KANKA_FIXTURE_IMAGE } from '@lorewright/domain/imports/kanka/kanka.fixture';
import { kankaMessages } from '@lorewright/domain/imports/kanka/kankaMessages';
import { vaultMessages } from '@lorewright/domain/imports/markdown/vaultMessages';
import type { Page } from 'playwright-core';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { journey } from './journey';
import { serverApi } from './serverApi';

// Imports from other tools in headless Chromium against the real server: an Azgaar
// Fantasy Map Generator .map file becomes a map with its burgs as points; a Kanka campaign
// export becomes wikis, a character among them with its text. Dark theme, no overflow at 390 px.

const runId = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('imports from Azgaar and Kanka in Chromium, served by the real server', () => {
  const { server, openPage } = journey({ PROMOTION_END: '2099-01-01T00:00:00.000Z' });
  const { api, signedIn } = serverApi(server);

  it('imports an Azgaar map with its points and a Kanka export as wikis', async () => {
    const ann = await signedIn(`ann.imports.${runId}@example.com`, 'Ann Author');
    const world = await api<{ id: string }>('POST', 'createWorld', { name: `Eldmark ${runId}`, description: 'A lake country.' }, ann.token);
    expect(world.status).toBe(201);
    const { page, errors } = await openPage(undefined, ann.token);

    await screenshotOnFailure(page, 'outside-imports-azgaar', async () => {
      await page.goto('/creation', { waitUntil: 'networkidle' });
      await page.getByRole('tab', { name: /Maps/ }).click();
      await page.getByRole('button', { name: azgaarMessages.button }).waitFor();
      await page
        .getByLabel(azgaarMessages.choose)
        .setInputFiles({ name: 'eldmark.map', mimeType: 'application/octet-stream', buffer: Buffer.from(ELDMARK_MAP_TEXT) });
      await page.waitForURL(/\/map\/[^/]+$/, { timeout: 20_000 });
      await page.getByRole('img', { name: 'Map picture' }).waitFor();
      const points = page.getByRole('group', { name: 'Map points' }).getByRole('button');
      await expect.poll(() => points.count(), { timeout: 10_000 }).toBe(3);
      for (const name of ['Highkeep', 'Saltmere', 'The Sunken Bell'])
        await page.getByRole('group', { name: 'Map points' }).getByRole('button', { name }).waitFor();
      // The picture is drawn from the map's SVG on the server; the canvas centres it once loaded
      // and its spinner lingers 500 ms (MAP_LOADING_CLEAR_MS).
      await page.waitForFunction(() => {
        const picture = document.querySelector<HTMLImageElement>('img[alt="Map picture"]');
        return picture !== null && picture.complete && picture.naturalWidth === 800;
      });
      await page.waitForTimeout(1000);
      await saveScreenshot(page, 'outside-imports-azgaar-map-1280');
    });

    await screenshotOnFailure(page, 'outside-imports-kanka', async () => {
      const zip = await buildZip([...KANKA_FIXTURE_FILES, { name: KANKA_FIXTURE_IMAGE, content: Buffer.from(pngImage()) }]);
      await page.goto('/creation', { waitUntil: 'networkidle' });
      await page.getByRole('tab', { name: /Wikis/ }).click();
      await page.getByLabel(kankaMessages.choose).setInputFiles({ name: 'eldmark-kanka.zip', mimeType: 'application/zip', buffer: zip });
      await page.getByText(kankaMessages.imported(3, 1)).waitFor({ timeout: 20_000 });
      await page.getByRole('link', { name: /Alia Vorn/ }).click();
      await page.waitForURL(/\/wiki\/[^/]+$/);
      await page.getByText('Alia keeps watch over Highkeep.', { exact: false }).waitFor();
      await page.getByText('Tall, grey cloak.').waitFor();
      await saveScreenshot(page, 'outside-imports-kanka-wiki-1280');
    });

    await screenshotOnFailure(page, 'outside-imports-markdown', async () => {
      const vault = await buildZip([
        { name: 'Vault/.obsidian/app.json', content: '{}' },
        {
          name: 'Vault/Places/Saltmere Docks.md',
          content: '---\ntags: [harbour]\n---\n- **Ships**: 40\n\nWhere the salt boats land.\n\n## Tides\n\nTwice a day, as [[Tide Lore|the lore]] says.',
        },
        { name: 'Vault/Writings/The Landing.md', content: '# The Landing\n\n## Morning\n\nThey came in at **[[Saltmere Docks]]** before dawn.' },
      ]);
      await page.goto('/creation', { waitUntil: 'networkidle' });
      await page.getByRole('tab', { name: /Wikis/ }).click();
      await page.getByLabel(vaultMessages.choose).setInputFiles({ name: 'vault.zip', mimeType: 'application/zip', buffer: vault });
      await page.getByText(vaultMessages.imported(1, 1, 0)).waitFor({ timeout: 20_000 });
      await page.getByRole('link', { name: /Saltmere Docks/ }).click();
      await page.waitForURL(/\/wiki\/[^/]+$/);
      await page.getByText('Twice a day, as the lore says.').waitFor();
      await saveScreenshot(page, 'outside-imports-markdown-wiki-1280');
    });

    await screenshotOnFailure(page, 'outside-exports-markdown', async () => {
      await page.goto('/manage-worlds', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: `Export Eldmark ${runId}` }).click();
      await page.getByRole('radio', { name: /Markdown/ }).check();
      await saveScreenshot(page, 'outside-exports-format-1280');
      await page.getByRole('button', { name: 'Export world' }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: /Download ZIP/ }).click({ timeout: 30_000 });
      expect((await download).suggestedFilename()).toMatch(/^lorewright-markdown-.+\.zip$/);
    });
    expect(errors).toEqual([]);

    const phone = await openPage(PHONE, ann.token);
    await screenshotOnFailure(phone.page, 'outside-imports-390', async () => {
      await phone.page.goto('/creation', { waitUntil: 'networkidle' });
      await phone.page.getByRole('tab', { name: /Wikis/ }).click();
      await phone.page.getByRole('button', { name: kankaMessages.button }).waitFor();
      expect(await noSideways(phone.page)).toBe(true);
      await saveScreenshot(phone.page, 'outside-imports-wikis-390');
      await phone.page.getByRole('tab', { name: /Maps/ }).click();
      await phone.page.getByRole('button', { name: azgaarMessages.button }).waitFor();
      expect(await noSideways(phone.page)).toBe(true);
      await saveScreenshot(phone.page, 'outside-imports-maps-390');
    });
    expect(phone.errors).toEqual([]);
  });
});
