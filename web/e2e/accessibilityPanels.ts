import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { check, expectNoViolations, PHONE, startLight, type Made } from './accessibility';
import { saveScreenshot, screenshotOnFailure } from './browser';
import type { Journey } from './journey';
import { WIDE } from './journey';
import { serverApi } from './serverApi';

// The accessibility journey's panels and dialogs that need linked elements: a wiki's 'Mentioned
// in' panel and Relations panel (its add form, the family tree, the world graph), a map's
// 'Mentioned in' dialog, the writing room in both modes and the @mention suggestions in a scene
// and in a wiki section, each saved as a screenshot.

/** Clicks a control, waits for what it opens, checks the screen and saves it. */
async function openCheckAndShoot(page: Page, name: string, shot: string, control: Locator | null, opened: Locator) {
  await control?.click();
  await opened.waitFor();
  await expectNoViolations(page, name);
  await saveScreenshot(page, shot);
}

export function panelChecks({ server, openPage }: Journey, made: () => Made) {
  const { api } = serverApi(server);

  it('the Mentioned in and Relations panels, their dialogs, the writing room and the @mention list meet no WCAG 2.1 AA violation', async () => {
    const { token, worldID, wikiId, mapId } = made();
    const newWiki = async (title: string) => {
      const made = await api<{ id: string }>('POST', 'creation/newWiki', { category: 'characters', title, worldID }, token);
      expect(made.status).toBe(201);
      return made.data.id;
    };
    const mira = await newWiki('Mira Hollow');
    const bran = await newWiki('Bran Hollow');
    const section = { _id: 'early-life', title: 'Early life', content: `Born in [[wiki:${wikiId}]], drawn on [[map:${mapId}]] by her father.` };
    expect((await api('PUT', `creation/updateWiki/${mira}`, { sections: [section] }, token)).status).toBe(200);
    expect((await api('POST', 'wiki/addRelation', { wikiID: bran, otherID: mira, type: 'parent' }, token)).status).toBe(201);

    // Each page types its @mention into a wiki and a writing of its own, so no two pages save the same one.
    const drafts = async (variant: string) => {
      const notes = (await api<{ id: string }>('POST', 'creation/newWiki', { category: 'places', title: `Notes ${variant}`, worldID }, token)).data.id;
      const notesSection = { _id: 'notes', title: 'Notes', content: 'Mist on the water.' };
      expect((await api('PUT', `creation/updateWiki/${notes}`, { sections: [notesSection] }, token)).status).toBe(200);
      const writing = (await api<{ id: string }>('POST', 'creation/newWriting', { isFolder: false, worldID, title: `Draft ${variant}` }, token)).data.id;
      return { notes, writing };
    };

    // The panels and dialogs in every theme and width; the writing room and the @mention lists,
    // whose screens the journey checks elsewhere too, in two of them (to keep the journey short).
    const variants: [name: string, viewport: typeof WIDE, light: boolean, full: boolean][] = [
      ['dark-1280', WIDE, false, true],
      ['light-1280', WIDE, true, false],
      ['dark-390', PHONE, false, false],
      ['light-390', PHONE, true, true],
    ];
    const pages = await Promise.all(
      variants.map(async ([, viewport, light]) => {
        const { page } = await openPage(viewport, token);
        return light ? startLight(page) : page;
      }),
    );
    await Promise.all(
      variants.map(async ([variant, , , full], index) => {
        const page = pages[index];
        const named = (what: string) => `${what} (${variant})`;
        return screenshotOnFailure(page, `a11y-panels-${variant}`, async () => {
          const mentioned = page.getByRole('region', { name: 'Mentioned in' });
          await check(page, `/wiki/${wikiId}`, named('wiki Mentioned in panel'), () =>
            mentioned.getByRole('link', { name: 'Mira Hollow' }).waitFor({ timeout: 10_000 }),
          );
          await mentioned.scrollIntoViewIfNeeded();
          await saveScreenshot(page, `a11y-mentioned-in-${variant}`);

          // The panel with a relation, and its add form open.
          const relations = page.getByRole('region', { name: 'Relations' });
          await check(page, `/wiki/${mira}`, named('wiki Relations panel and its add form'), async () => {
            await relations.getByRole('link', { name: 'Bran Hollow' }).waitFor();
            await relations.getByRole('button', { name: 'Add relation' }).click();
            await relations.getByRole('form', { name: 'Add a relation' }).waitFor();
          });
          await saveScreenshot(page, `a11y-relation-form-${variant}`);
          const tree = page.getByRole('dialog', { name: 'Family tree of Mira Hollow' });
          await openCheckAndShoot(
            page,
            named('family tree'),
            `a11y-family-tree-${variant}`,
            relations.getByRole('button', { name: 'Family tree' }),
            tree.getByRole('link', { name: /Bran Hollow/ }),
          );
          await page.keyboard.press('Escape');
          await tree.waitFor({ state: 'detached' });
          await openCheckAndShoot(
            page,
            named('world graph'),
            `a11y-world-graph-${variant}`,
            relations.getByRole('button', { name: 'World graph' }),
            page.getByRole('dialog', { name: 'Relations of this world' }).getByRole('link', { name: /^Bran Hollow/ }),
          );
          await page.keyboard.press('Escape');

          await page.goto(`/map/${mapId}`, { waitUntil: 'networkidle' });
          const dialog = page.getByRole('dialog', { name: 'Mentioned in' });
          await openCheckAndShoot(
            page,
            named('map Mentioned in dialog'),
            `a11y-map-mentioned-in-${variant}`,
            page.getByRole('toolbar', { name: 'Map tools' }).getByRole('button', { name: 'Mentioned in' }),
            dialog.getByRole('link', { name: 'Mira Hollow' }),
          );
          if (!full) return;

          // The section editor offers the elements whose titles start with what follows '@'.
          const own = await drafts(variant);
          const text = page.getByRole('textbox', { name: /^Text of / }).first();
          await page.goto(`/wiki/${own.notes}`, { waitUntil: 'networkidle' });
          await text.click();
          await page.keyboard.press('ControlOrMeta+End');
          await page.keyboard.type(' @Hollowm');
          await openCheckAndShoot(page, named('wiki @mention list'), `a11y-wiki-mentions-${variant}`, null, page.getByRole('option', { name: /Hollowmere/ }));
          await page.keyboard.press('Escape');

          // The writing room in edit mode with the @mention list open, then in view mode.
          const scene = page.getByRole('textbox', { name: 'Scene text' });
          await check(page, `/writing/${own.writing}`, named('writing room (edit)'), () => scene.waitFor());
          await scene.click();
          await page.keyboard.press('ControlOrMeta+End');
          await page.keyboard.type(' @Hollowm');
          await openCheckAndShoot(
            page,
            named('writing @mention list'),
            `a11y-writing-mentions-${variant}`,
            null,
            page.getByRole('option', { name: /Hollowmere/ }),
          );
          await page.keyboard.press('Escape');
          await page.getByRole('button', { name: 'Preview' }).click();
          await page.getByRole('button', { name: 'Preview', pressed: true }).waitFor();
          await expectNoViolations(page, named('writing room (view)'));
          await saveScreenshot(page, `a11y-writing-view-${variant}`);
        });
      }),
    );
  });
}
