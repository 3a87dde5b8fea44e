import { describe, expect, it } from 'vitest';
import type { LanguageView } from '@lorewright/domain/languages/languageView';
import type { Page } from 'playwright-core';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { journey } from './journey';
import { serverApi } from './serverApi';

// Languages in headless Chromium against the real server. An author (who holds the 'languages'
// permission through the promotion) makes a language, uploads five runes, maps keys to them (one
// key of two characters), types a sentence and sees it in runes, inverts the colours, adds three
// words and reloads; then shows a writing's scene in the language's runes. A reader sees the
// language read-only. The gate for a user without the permission is in maps.e2e.ts.

const runId = Date.now().toString(36);
const NARROW = { width: 700, height: 1000 };
// Five runes as strokes on a 40×60 grid (a staff and its branches), in dark ink.
const RUNES: Array<Array<[number, number, number, number]>> = [
  [
    [12, 6, 12, 54],
    [12, 14, 30, 6],
    [12, 26, 30, 18],
  ],
  [
    [10, 6, 10, 54],
    [10, 6, 30, 20],
    [30, 20, 30, 54],
  ],
  [
    [12, 6, 12, 54],
    [12, 18, 28, 30],
    [28, 30, 12, 42],
  ],
  [
    [14, 6, 14, 54],
    [14, 10, 30, 22],
    [14, 24, 30, 36],
  ],
  [
    [10, 6, 10, 54],
    [10, 6, 28, 18],
    [28, 18, 10, 30],
    [10, 30, 30, 54],
  ],
];

/** A small PNG of one rune, drawn by the browser's canvas: the bytes a person would upload. */
async function runePicture(page: Page, strokes: Array<[number, number, number, number]>) {
  const base64 = await page.evaluate((lines) => {
    const canvas = document.createElement('canvas');
    canvas.width = 40;
    canvas.height = 60;
    const context = canvas.getContext('2d')!;
    context.strokeStyle = '#1a1a1a';
    context.lineWidth = 4;
    context.lineCap = 'round';
    for (const [x1, y1, x2, y2] of lines) {
      context.beginPath();
      context.moveTo(x1, y1);
      context.lineTo(x2, y2);
      context.stroke();
    }
    return canvas.toDataURL('image/png').split(',')[1];
  }, strokes);
  return Buffer.from(base64, 'base64');
}

/** Add Key, type the key's characters while it listens, and confirm. */
async function addKey(page: Page, key: string) {
  await page.getByRole('button', { name: 'Add Key', exact: true }).click();
  await page.getByRole('group', { name: 'New name for "new key"' }).waitFor({ timeout: 10_000 });
  for (const character of key) await page.keyboard.press(character);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('button', { name: `Rename key "${key}"` }).waitFor({ timeout: 10_000 });
}

describe('languages in Chromium, served by the real server', () => {
  const { server, openPage } = journey({ PROMOTION_END: '2099-01-01T00:00:00.000Z' });
  const { api, signedIn } = serverApi(server);

  it('builds a language with runes and words, keeps it on reload, shows a scene in its runes, and a reader sees it read-only', async () => {
    const ann = await signedIn(`ann.languages.${runId}@example.com`, 'Ann Author');
    const world = await api<{ id: string }>('POST', 'createWorld', { name: `Runeholm ${runId}` }, ann.token);
    const worldID = world.data.id;
    expect((await api('POST', 'world/updateVisibility', { worldID, visibility: 'public' }, ann.token)).status).toBe(200);
    const { page, errors } = await openPage(undefined, ann.token);
    let languageId = '';

    await screenshotOnFailure(page, 'languages-author', async () => {
      // From the hub's languages menu to a new language.
      await page.goto('/creation', { waitUntil: 'networkidle' });
      await page.getByRole('tab', { name: /Languages/ }).click();
      await page.getByText('You have not created any languages.').waitFor();
      await page.getByRole('link', { name: 'New Language' }).click();
      await page.waitForURL(/\/new-language/);
      await page.getByLabel('Title', { exact: true }).fill('High Runic');
      await page.getByRole('button', { name: 'Create Language' }).click();
      await page.waitForURL(/\/language\/[^/]+$/);
      languageId = new URL(page.url()).pathname.split('/').pop()!;

      // Five runes uploaded, then keys f, u, th, a, r mapped to them.
      await page.getByRole('button', { name: 'Add Key', exact: true }).waitFor({ timeout: 10_000 });
      const keys = ['f', 'u', 'th', 'a', 'r'];
      for (const [index, key] of keys.entries()) {
        await addKey(page, key);
        await page.getByRole('button', { name: `Choose rune for "${key}"` }).click();
        if (index === 0) {
          for (const [n, strokes] of RUNES.entries()) {
            await page.getByLabel('Upload Rune').setInputFiles({ name: `rune-${n}.png`, mimeType: 'image/png', buffer: await runePicture(page, strokes) });
            await expect.poll(() => page.getByRole('button', { name: /^Use rune / }).count(), { timeout: 10_000 }).toBe(n + 1);
          }
        }
        await page
          .getByRole('button', { name: /^Use rune / })
          .nth(index)
          .click();
        await page
          .getByRole('button', { name: /^Use rune / })
          .first()
          .waitFor({ state: 'detached', timeout: 10_000 });
      }
      // The key-listening refusals.
      await page.getByRole('button', { name: 'Rename key "a"' }).click();
      await page.keyboard.press('Backspace');
      await page.getByText('Backspace not allowed.').waitFor();
      await page.keyboard.press('Space');
      await page.getByText('Space not allowed.').waitFor();
      await page.keyboard.press('r');
      await page.getByText('"r" already in use.').waitFor();
      expect(await page.getByRole('button', { name: 'Confirm', exact: true }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();

      // A sentence in runes: 'th' is one rune (the longest key first), unmapped letters stay.
      await page.getByRole('textbox', { name: 'Text in High Runic' }).fill('thaw far');
      const runes = page.getByTestId('rune-text').getByRole('img');
      await expect
        .poll(() => runes.evaluateAll((images) => images.map((image) => image.getAttribute('alt'))), { timeout: 10_000 })
        .toEqual(['th', 'a', 'f', 'a', 'r']);
      await saveScreenshot(page, 'language-author-runes-1280');
      // The runes' box follows the dark theme (light runes on it), not a light grey box.
      expect(await page.getByTestId('rune-text').evaluate((box) => getComputedStyle(box).backgroundColor)).toBe('rgb(26, 26, 26)');
      await page.getByRole('checkbox', { name: 'Invert Colors' }).check();
      await expect.poll(() => page.getByTestId('rune-text').getAttribute('class'), { timeout: 10_000 }).toMatch(/inverted/);

      // Three words of the lexicon.
      for (const [word, meaning, type] of [
        ['thar', 'river', 'noun'],
        ['fura', 'to kindle', 'verb'],
        ['aur', 'golden', 'adjective'],
      ]) {
        await page.getByLabel('New word', { exact: true }).fill(word);
        await page.getByLabel('New meaning', { exact: true }).fill(meaning);
        await page.getByLabel('New type', { exact: true }).selectOption(type);
        await page.getByRole('button', { name: 'Add Word', exact: true }).click();
        await page.getByRole('button', { name: `Edit word "${word}"` }).waitFor({ timeout: 10_000 });
      }
      await saveScreenshot(page, 'language-author-1280');
      await page.setViewportSize(NARROW);
      await saveScreenshot(page, 'language-author-700');
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    // What the server keeps.
    const language = (await api<LanguageView>('GET', `language/${languageId}`, undefined, ann.token)).data;
    expect(Object.keys(language.keyMap).sort()).toEqual(['a', 'f', 'r', 'th', 'u']);
    expect(language.runeImages).toHaveLength(5);
    expect(Object.values(language.keyMap).every((key) => key.rune !== null)).toBe(true);
    expect(language.words.map((word) => [word.word, word.type])).toEqual([
      ['thar', 'noun'],
      ['fura', 'verb'],
      ['aur', 'adjective'],
    ]);

    // After a reload everything is still there.
    await screenshotOnFailure(page, 'languages-reload', async () => {
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Rename key "th"' }).waitFor({ timeout: 10_000 });
      await page.getByRole('button', { name: 'Edit word "aur"' }).waitFor();
      expect(
        await page
          .getByRole('button', { name: /^Choose rune for / })
          .locator('img')
          .count(),
      ).toBe(5);
    });

    // A writing's scene shown in the language's runes, with a lexicon word's meaning on hover.
    const writing = await api<{ id: string }>('POST', 'creation/newWriting', { isFolder: false, worldID, title: 'The Ford' }, ann.token);
    type Stored = { writing: { revision: number; scenes: Array<Record<string, unknown>> } };
    const doc = (await api<Stored>('GET', `creation/writing/${writing.data.id}`, undefined, ann.token)).data.writing;
    const scene = { ...doc.scenes[0], content: [{ content: 'thar ran far', style: '' }] };
    expect(
      (await api('PUT', 'creation/updateWriting', { writingID: writing.data.id, revision: doc.revision, scenes: [scene] }, ann.token)).status,
    ).toBeLessThan(300);
    await screenshotOnFailure(page, 'languages-scene', async () => {
      await page.goto(`/writing/${writing.data.id}`, { waitUntil: 'networkidle' });
      await page.getByText('thar ran far').waitFor({ timeout: 10_000 });
      await page.getByLabel('Show in runes').selectOption({ label: 'High Runic' });
      const sceneRunes = page.getByTestId('rune-text');
      await expect.poll(() => sceneRunes.getByRole('img').count(), { timeout: 10_000 }).toBeGreaterThan(4);
      expect(await sceneRunes.locator('[data-meaning]').first().getAttribute('data-meaning')).toContain('river');
      expect(await page.getByRole('checkbox', { name: 'Invert Colors' }).isChecked()).toBe(true);
      await saveScreenshot(page, 'language-scene-in-runes-1280');
      await page.getByLabel('Show in runes').selectOption({ label: 'Off' });
      await page.getByText('thar ran far').waitFor({ timeout: 10_000 });
    });
    expect(errors).toEqual([]);

    // A reader of the public language: the writing area works, nothing else can be changed.
    expect(
      (await api('POST', 'updateElementVisibility', { element: 'language', elementID: languageId, worldID, visibility: 'public' }, ann.token)).status,
    ).toBe(200);
    const visitor = await openPage();
    await screenshotOnFailure(visitor.page, 'languages-reader', async () => {
      await visitor.page.goto(`/language/${languageId}`, { waitUntil: 'networkidle' });
      await visitor.page.getByRole('cell', { name: 'thar' }).waitFor({ timeout: 10_000 });
      for (const tool of ['Add Key', 'Add Word']) expect(await visitor.page.getByRole('button', { name: tool }).count()).toBe(0);
      expect(await visitor.page.getByRole('button', { name: /^(Rename key|Choose rune for|Delete key|Edit word) / }).count()).toBe(0);
      await visitor.page.getByRole('textbox', { name: 'Text in High Runic' }).fill('fur');
      await expect.poll(() => visitor.page.getByTestId('rune-text').getByRole('img').count(), { timeout: 10_000 }).toBe(3);
      await saveScreenshot(visitor.page, 'language-reader-1280');
    });
    expect(visitor.errors).toEqual([]);
    expect((await api('PUT', 'language/updateKeyMap', { languageID: languageId, keyMap: {} })).status).toBe(401);
  });
});
