import { describe, expect, it } from 'vitest';
import { pngImage } from '@lorewright/api/media/testing/testImages';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { journey, WIDE } from './journey';
import { serverApi } from './serverApi';

// Wikis in headless Chromium against the real server: the author creates a character from
// the world's wiki menu, uploads two images, fills header fields, writes three sections (one
// linking to a place wiki through the element picker), reorders them, hides one image from
// readers and makes the wiki public; a logged-out visitor then reads it without the hidden image,
// on the page and in the API's answer.

const runId = Date.now().toString(36);
const NARROW = { width: 700, height: 1000 };
// Past the app's 3 s for moving a query string into the hash (AppStart).
const REWRITE_DUE_MS = 4000;

describe('wikis in Chromium, served by the real server', () => {
  const { server, openPage } = journey();
  const { api, signedIn } = serverApi(server);

  it('keeps a wiki created within 3 s of opening /new-wiki?category=… open, and hides its placeholder field from readers', async () => {
    const bo = await signedIn(`bo.wikis.${runId}@example.com`, 'Bo Author');
    const world = await api<{ id: string }>('POST', 'createWorld', { name: `Brightfen ${runId}` }, bo.token);
    expect((await api('POST', 'world/updateVisibility', { worldID: world.data.id, visibility: 'public' }, bo.token)).status).toBe(200);
    const { page, errors } = await openPage(undefined, bo.token);
    let wikiId = '';
    await screenshotOnFailure(page, 'wikis-quick-create', async () => {
      // The new wiki's page is held back as if its chunk loaded slowly: the router already stands
      // on the wiki while the form is still shown, when the form's rewrite would replace the wiki.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/WikiPage-*.js', async (route) => {
        await held;
        await route.continue();
      });
      // The page's clock is the journey's: the rewrite comes due when the journey moves it on.
      await page.clock.install();
      await page.goto('/new-wiki?category=places');
      await page.getByLabel('Title', { exact: true }).fill('Hollowmere');
      // Created before the rewrite came due: the query is still in the address.
      expect(new URL(page.url()).search).toBe('?category=places');
      await page.getByRole('button', { name: 'Create Wiki' }).click();
      await page.waitForURL(/\/wiki\/[^/#?]+$/);
      wikiId = new URL(page.url()).pathname.split('/').pop()!;
      // The query string's rewrite (3 s after the form opened) was for the form, which the author has left.
      await page.clock.fastForward(REWRITE_DUE_MS);
      expect(new URL(page.url()).pathname).toBe(`/wiki/${wikiId}`);
      release();
      await page.getByRole('heading', { name: 'Hollowmere' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/wiki/${wikiId}`);
      expect(await page.getByLabel('Field 1', { exact: true }).inputValue()).toBe('Field');
    });
    expect(errors).toEqual([]);

    expect(
      (await api('POST', 'updateElementVisibility', { element: 'wiki', elementID: wikiId, worldID: world.data.id, visibility: 'public' }, bo.token)).status,
    ).toBe(200);
    const visitor = await openPage();
    await screenshotOnFailure(visitor.page, 'wikis-placeholder-reader', async () => {
      await visitor.page.goto(`/wiki/${wikiId}`, { waitUntil: 'networkidle' });
      await visitor.page.getByRole('heading', { name: 'Hollowmere' }).waitFor();
      expect(await visitor.page.getByText('Field', { exact: true }).count()).toBe(0);
      expect(await visitor.page.getByText('Value', { exact: true }).count()).toBe(0);
    });
    expect(visitor.errors).toEqual([]);
  });

  it('builds a character with images, fields and linked sections, hides an image, publishes it, and a visitor reads it', async () => {
    const ann = await signedIn(`ann.wikis.${runId}@example.com`, 'Ann Author');
    const world = await api<{ id: string }>('POST', 'createWorld', { name: `Aldervale ${runId}`, description: 'Mist-wrapped peaks.' }, ann.token);
    const worldID = world.data.id;
    expect((await api('POST', 'world/updateVisibility', { worldID, visibility: 'public' }, ann.token)).status).toBe(200);
    const place = await api<{ id: string }>(
      'POST',
      'creation/newWiki',
      { category: 'places', title: 'Hollowmere', subtitle: 'A river town', worldID },
      ann.token,
    );
    expect(place.status).toBe(201);
    const placeId = place.data.id;
    const placePublic = { element: 'wiki', elementID: placeId, worldID, visibility: 'public' };
    expect((await api('POST', 'updateElementVisibility', placePublic, ann.token)).status).toBe(200);
    const { page, errors } = await openPage(undefined, ann.token);
    let wikiId = '';

    await screenshotOnFailure(page, 'wikis-author', async () => {
      // From the world's wiki menu to a new character.
      await page.goto('/creation', { waitUntil: 'networkidle' });
      await page.getByRole('tab', { name: /Wikis/ }).click();
      await page.getByText('You have not created any characters.').waitFor();
      await page.getByRole('link', { name: 'New Wiki in Characters' }).click();
      await page.waitForURL(/\/new-wiki/);
      expect(await page.getByLabel('Category', { exact: true }).inputValue()).toBe('characters');
      await page.getByLabel('Title', { exact: true }).fill('Isolde Varn');
      await page.getByLabel('Subtitle', { exact: true }).fill('Lantern-keeper of the northern road');
      await page.getByRole('button', { name: 'Create Wiki' }).click();
      await page.waitForURL(/\/wiki\/[^/]+$/);
      wikiId = new URL(page.url()).pathname.split('/').pop()!;

      // Two uploaded images beside the default one.
      const thumbs = page.getByRole('list', { name: 'Images' }).getByRole('listitem');
      await expect.poll(() => thumbs.count(), { timeout: 10_000 }).toBe(1);
      for (const [name, colour] of [
        ['portrait.png', [96, 224, 190, 255]],
        ['road.png', [177, 192, 218, 255]],
      ] as const) {
        const before = await thumbs.count();
        await page.getByLabel('Image file', { exact: true }).setInputFiles({ name, mimeType: 'image/png', buffer: Buffer.from(pngImage(0, [...colour])) });
        await expect.poll(() => thumbs.count(), { timeout: 10_000 }).toBe(before + 1);
      }

      // Header fields: the default pair edited, one more added.
      await page.getByLabel('Field 1', { exact: true }).fill('Age');
      await page.getByLabel('Value 1', { exact: true }).fill('31');
      await page.getByRole('button', { name: 'Add Field' }).click();
      await page.getByLabel('Field 2', { exact: true }).fill('Calling');
      await page.getByLabel('Value 2', { exact: true }).fill('Stormbinder');

      // Three sections; the first links to the place through the element picker.
      for (const [index, [title, text]] of [
        ['Early Life', 'Born in the long fog, she grew up in '],
        ['Powers', 'She binds a storm into a lantern.'],
        ['The Lantern Road', 'Every night she walks the road.'],
      ].entries()) {
        await page.getByRole('button', { name: 'Add Section' }).click();
        await page.getByLabel(`Title of section ${index + 1}`, { exact: true }).fill(title);
        await page.getByLabel(`Text of section ${index + 1}`, { exact: true }).fill(text);
      }
      const first = page.getByRole('region', { name: 'section 1' });
      await page.getByLabel('Text of section 1', { exact: true }).press('End');
      await first.getByRole('button', { name: 'Insert Link' }).click();
      await page.getByRole('searchbox').fill('Hollow');
      await page.getByRole('list', { name: 'Elements found' }).getByRole('button', { name: 'Hollowmere' }).click();
      await expect.poll(() => page.getByLabel('Text of section 1', { exact: true }).inputValue(), { timeout: 10_000 }).toContain(`[[wiki:${placeId}]]`);

      // The road before the powers.
      await page.getByRole('button', { name: 'Move section 3 up' }).click();
      await expect.poll(() => page.getByLabel('Title of section 2', { exact: true }).inputValue(), { timeout: 10_000 }).toBe('The Lantern Road');
      await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor({ timeout: 10_000 });

      // After a reload the big picture is the first upload, not the default silhouette.
      await page.reload({ waitUntil: 'networkidle' });
      const main = page.getByRole('img', { name: 'Isolde Varn, image 2' });
      await main.waitFor({ timeout: 10_000 });
      expect(await main.getAttribute('src')).toMatch(/^\/media\/wikis\//);

      // The second upload hidden from readers.
      await page.getByRole('button', { name: 'Make Image 3 private' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
      await page.getByRole('button', { name: 'Make Image 3 public' }).waitFor();
      await saveScreenshot(page, 'wiki-author-1280');
      await page.setViewportSize(NARROW);
      await saveScreenshot(page, 'wiki-author-700');
      await page.setViewportSize(WIDE);

      // Published from the menu's edit mode.
      await page.goto('/creation', { waitUntil: 'networkidle' });
      await page.getByRole('tab', { name: /Wikis/ }).click();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByRole('combobox', { name: 'Visibility of Isolde Varn' }).selectOption('public');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
      await page.getByText('Made "Isolde Varn" public.').waitFor();
    });
    expect(errors).toEqual([]);

    // What the server keeps: sections in the new order, both uploads, one hidden.
    const stored = (await api<{ wiki: WikiView }>('GET', `creation/wiki/${wikiId}`, undefined, ann.token)).data.wiki;
    expect(stored.visibility).toBe('public');
    expect(stored.sections.map((section) => section.title)).toEqual(['Early Life', 'The Lantern Road', 'Powers']);
    expect(stored.headerFields.map(({ field, value }) => [field, value])).toEqual([
      ['Age', '31'],
      ['Calling', 'Stormbinder'],
    ]);
    expect(stored.images.map((image) => image.visibility)).toEqual(['public', 'public', 'private']);
    const hidden = stored.images[2].name;

    // A logged-out visitor: read-only, without the hidden image.
    const answer = await api<{ wiki: WikiView }>('GET', `creation/wiki/${wikiId}`);
    expect(answer.status).toBe(200);
    expect(answer.data.wiki.images.map((image) => image.name)).not.toContain(hidden);
    expect(JSON.stringify(answer.data)).not.toContain(hidden);
    const visitor = await openPage();
    await screenshotOnFailure(visitor.page, 'wikis-visitor', async () => {
      await visitor.page.goto(`/wiki/${wikiId}`, { waitUntil: 'networkidle' });
      await visitor.page.getByRole('heading', { name: 'Isolde Varn' }).waitFor();
      expect(await visitor.page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
        'Early Life',
        'The Lantern Road',
        'Powers',
        'Mentioned in',
        'Relations',
      ]);
      await visitor.page.getByRole('link', { name: 'Hollowmere' }).waitFor();
      expect(await visitor.page.getByRole('textbox').count()).toBe(0);
      expect(await visitor.page.content()).not.toContain(hidden);
      expect(await visitor.page.getByText('Stormbinder').count()).toBe(1);
      // The reader's big picture is the visible upload too.
      expect(await visitor.page.getByRole('img', { name: 'Isolde Varn, image 2' }).getAttribute('src')).toMatch(/^\/media\/wikis\//);
      await saveScreenshot(visitor.page, 'wiki-reader-1280');
      await visitor.page.setViewportSize(NARROW);
      await saveScreenshot(visitor.page, 'wiki-reader-700');
    });
    expect(visitor.errors).toEqual([]);
  });

  it('a section the author marks secret is not on the page a visitor reads', async () => {
    const cy = await signedIn(`cy.wikis.${runId}@example.com`, 'Cy Author');
    const worldID = (await api<{ id: string }>('POST', 'createWorld', { name: `Emberlow ${runId}` }, cy.token)).data.id;
    expect((await api('POST', 'world/updateVisibility', { worldID, visibility: 'public' }, cy.token)).status).toBe(200);
    const wikiId = (await api<{ id: string }>('POST', 'creation/newWiki', { category: 'characters', title: 'Maren Holt', worldID }, cy.token)).data.id;
    await api('POST', 'updateElementVisibility', { element: 'wiki', elementID: wikiId, worldID, visibility: 'public' }, cy.token);
    const sections = [
      { _id: 'life', title: 'Early Life', content: 'A ferrywoman of the salt marsh.' },
      { _id: 'plot', title: 'The Betrayal', content: 'She will sell the ferry to the drowned king.' },
    ];
    expect((await api('PUT', `creation/updateWiki/${wikiId}`, { sections }, cy.token)).status).toBe(200);

    const { page, errors } = await openPage(undefined, cy.token);
    await screenshotOnFailure(page, 'wikis-secret-author', async () => {
      await page.goto(`/wiki/${wikiId}`, { waitUntil: 'networkidle' });
      const toggle = page.getByRole('region', { name: 'section 2' }).getByRole('button', { name: 'Keep section 2 secret' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor({ timeout: 10_000 });
      await page.getByRole('region', { name: 'section 2' }).getByText('Secret', { exact: true }).waitFor();
      await saveScreenshot(page, 'wiki-secret-author-1280');
      await page.setViewportSize({ width: 390, height: 844 });
      await saveScreenshot(page, 'wiki-secret-author-390');
    });
    expect(errors).toEqual([]);

    const visitor = await openPage();
    await screenshotOnFailure(visitor.page, 'wikis-secret-visitor', async () => {
      await visitor.page.goto(`/wiki/${wikiId}`, { waitUntil: 'networkidle' });
      await visitor.page.getByRole('heading', { name: 'Early Life' }).waitFor();
      expect(await visitor.page.getByRole('heading', { name: 'The Betrayal' }).count()).toBe(0);
      expect(await visitor.page.content()).not.toContain('drowned king');
      await saveScreenshot(visitor.page, 'wiki-secret-visitor-1280');
      await visitor.page.setViewportSize({ width: 390, height: 844 });
      await saveScreenshot(visitor.page, 'wiki-secret-visitor-390');
    });
    expect(visitor.errors).toEqual([]);
  });
});
