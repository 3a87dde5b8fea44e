import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoViolations, startLight } from './accessibility';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { journey, WIDE } from './journey';
import { serverApi } from './serverApi';

// Relations in headless Chromium against the real server: Ann relates her character Ysolde to
// her mother, her husband and her son from the Relations panel, sees each on both wikis, and
// edits one (the same form, filled in) and removes another after confirming; opens the family
// tree: three generations drawn as a tree, walked with the arrow keys; then the world's graph,
// filtered by kind. Both
// themes, wide and on a phone, with no WCAG AA violation.

const runId = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };

describe('relations in Chromium, served by the real server', () => {
  const { server, openPage } = journey();
  const { api, signedIn } = serverApi(server);

  it('adds three generations from the Relations panel and walks the family tree', async () => {
    const ann = await signedIn(`ann.relations.${runId}@example.com`, 'Ann Author');
    const world = await api<{ id: string }>('POST', 'createWorld', { name: `Varnholt ${runId}`, description: 'A house by the sea.' }, ann.token);
    const worldID = world.data.id;
    const wiki = async (title: string) => {
      const made = await api<{ id: string }>('POST', 'creation/newWiki', { category: 'characters', title, worldID }, ann.token);
      expect(made.status).toBe(201);
      return made.data.id;
    };
    const ysolde = await wiki('Ysolde Varn');
    const gran = await wiki('Mother Hale');
    const odo = await wiki('Odo Varn');
    const bran = await wiki('Bran Varn');

    const { page, errors } = await openPage(WIDE, ann.token);
    await screenshotOnFailure(page, 'relations-author', async () => {
      await page.goto(`/wiki/${ysolde}`, { waitUntil: 'networkidle' });
      const panel = page.getByRole('region', { name: 'Relations' });
      await panel.getByText('No relations yet.').waitFor();
      const relate = async (kind: string, title: string, year?: string) => {
        await panel.getByRole('button', { name: 'Add relation' }).click();
        const form = panel.getByRole('form', { name: 'Add a relation' });
        await form.getByRole('button', { name: 'Choose a wiki…' }).click();
        const picker = page.getByRole('dialog', { name: 'Relate to a wiki' });
        await picker.getByRole('searchbox').fill(title);
        await picker.getByRole('button', { name: title }).click();
        await form.getByRole('combobox', { name: 'Kind' }).selectOption({ label: kind });
        if (year) await form.getByRole('group', { name: 'From' }).getByRole('textbox', { name: 'Year' }).fill(year);
        await form.getByRole('button', { name: 'Add relation' }).click();
        await panel.getByRole('link', { name: title }).waitFor();
      };
      await relate('Child of', 'Mother Hale');
      await relate('Spouse of', 'Odo Varn', '1201');
      await relate('Parent of', 'Bran Varn');
      // Bran's father too, through the API: the son then hangs from his parents' marriage.
      expect((await api('POST', 'wiki/addRelation', { wikiID: odo, otherID: bran, type: 'parent' }, ann.token)).status).toBe(201);
      await expect
        .poll(() => panel.getByRole('listitem').allInnerTexts())
        .toEqual([
          expect.stringMatching(/Child of\s+Mother Hale/),
          expect.stringMatching(/Spouse of\s+Odo Varn\s+from 1201/),
          expect.stringMatching(/Parent of\s+Bran Varn/),
        ]);
      await expectNoViolations(page, 'relations panel');
      await panel.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'relations-panel-dark-1280');

      // Edit opens the same form filled in, its kind focused; the marriage gets an end.
      await panel.getByRole('button', { name: 'Edit relation: Spouse of Odo Varn' }).click();
      const edit = panel.getByRole('form', { name: 'Edit relation to Odo Varn' });
      expect(await edit.getByRole('combobox', { name: 'Kind' }).evaluate((kind) => kind === document.activeElement)).toBe(true);
      expect(await edit.getByRole('group', { name: 'From' }).getByRole('textbox', { name: 'Year' }).inputValue()).toBe('1201');
      await edit.getByRole('group', { name: 'Until' }).getByRole('textbox', { name: 'Year' }).fill('1240');
      await expectNoViolations(page, 'edit relation');
      await edit.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'relations-edit-dark-1280');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await panel.getByText('1201 AD – 1240 AD').waitFor();

      // Removing asks first, in the product's confirm dialog.
      expect((await api('POST', 'wiki/addRelation', { wikiID: ysolde, otherID: gran, type: 'ally' }, ann.token)).status).toBe(201);
      await page.reload({ waitUntil: 'networkidle' });
      await panel.getByRole('button', { name: 'Remove relation: Ally of Mother Hale' }).click();
      const ask = page.getByRole('alertdialog', { name: 'Remove the relation “Ally of Mother Hale”?' });
      await ask.waitFor();
      await page.waitForTimeout(400);
      await expectNoViolations(page, 'remove relation');
      await saveScreenshot(page, 'relations-remove-dark-1280');
      await ask.getByRole('button', { name: 'Yes' }).click();
      await expect.poll(() => panel.getByRole('listitem').count()).toBe(3);

      await panel.getByRole('button', { name: 'Family tree' }).click();
      const dialog = page.getByRole('dialog', { name: 'Family tree of Ysolde Varn' });
      const tree = dialog.getByRole('group', { name: 'Family tree of Ysolde Varn' });
      await tree.getByRole('link', { name: 'Bran Varn' }).waitFor();
      expect((await tree.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))).sort()).toEqual([
        'Bran Varn',
        'Mother Hale',
        'Odo Varn',
        'Ysolde Varn (this wiki)',
      ]);
      // A tree: the mother above Ysolde and her husband side by side, their son below.
      const top = async (name: string) => (await tree.getByRole('link', { name }).boundingBox())!.y;
      expect(await top('Mother Hale')).toBeLessThan(await top('Ysolde Varn (this wiki)'));
      expect(Math.abs((await top('Odo Varn')) - (await top('Ysolde Varn (this wiki)')))).toBeLessThan(2);
      expect(await top('Bran Varn')).toBeGreaterThan(await top('Odo Varn'));
      await expectNoViolations(page, 'family tree');
      await saveScreenshot(page, 'relations-tree-dark-1280');
      // The keyboard walks the tree: Tab reaches Ysolde, up is her mother.
      await tree.getByRole('link', { name: 'Ysolde Varn (this wiki)' }).focus();
      await page.keyboard.press('ArrowUp');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Mother Hale');
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/wiki/${gran}`);
      const granPanel = page.getByRole('region', { name: 'Relations' });
      await granPanel.getByText(/Parent of\s*Ysolde Varn/).waitFor();

      // The world's graph: every related wiki, narrowed to spouses by the kind filter.
      await granPanel.getByRole('button', { name: 'World graph' }).click();
      const graph = page.getByRole('dialog', { name: 'Relations of this world' }).getByRole('group', { name: 'Relations between the wikis of this world' });
      await graph.getByRole('link', { name: /^Bran Varn, Characters, 2 relations$/ }).waitFor();
      expect(await graph.getByRole('link').count()).toBe(4);
      await expectNoViolations(page, 'world graph');
      await saveScreenshot(page, 'relations-graph-dark-1280');
      await page.getByRole('combobox', { name: 'Kind of relation' }).selectOption({ label: 'Spouse of' });
      await expect.poll(() => graph.getByRole('link').count()).toBe(2);
    });
    expect(errors).toEqual([]);

    // The son's page shows the inverse; the light theme and a phone, as a reader would see it.
    const shots = async (target: Page, name: string) => {
      await target.goto(`/wiki/${bran}`, { waitUntil: 'networkidle' });
      const panel = target.getByRole('region', { name: 'Relations' });
      await panel.getByRole('link', { name: 'Ysolde Varn' }).waitFor();
      await panel.scrollIntoViewIfNeeded();
      await saveScreenshot(target, `relations-panel-${name}`);
      await panel.getByRole('button', { name: 'Add relation' }).click();
      const form = panel.getByRole('form', { name: 'Add a relation' });
      await form.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Custom…' });
      await expectNoViolations(target, `add relation ${name}`);
      await form.scrollIntoViewIfNeeded();
      await saveScreenshot(target, `relations-form-${name}`);
      await form.getByRole('button', { name: 'Cancel' }).click();
      await panel.getByRole('button', { name: 'Edit relation: Child of Ysolde Varn' }).click();
      const edit = panel.getByRole('form', { name: 'Edit relation to Ysolde Varn' });
      await expectNoViolations(target, `edit relation ${name}`);
      await edit.scrollIntoViewIfNeeded();
      await saveScreenshot(target, `relations-edit-${name}`);
      await target.keyboard.press('Escape');
      await panel.getByRole('button', { name: 'Remove relation: Child of Ysolde Varn' }).click();
      await target.getByRole('alertdialog').getByRole('button', { name: 'No' }).waitFor();
      // The dialog fades in: the picture waits for it.
      await target.waitForTimeout(400);
      await saveScreenshot(target, `relations-remove-${name}`);
      await target.getByRole('alertdialog').getByRole('button', { name: 'No' }).click();
      await panel.getByRole('button', { name: 'Family tree' }).click();
      await target.getByRole('group', { name: 'Family tree of Bran Varn' }).getByRole('link', { name: 'Mother Hale' }).waitFor();
      await expectNoViolations(target, `family tree ${name}`);
      await saveScreenshot(target, `relations-tree-${name}`);
    };
    const phone = await openPage(PHONE, ann.token);
    await screenshotOnFailure(phone.page, 'relations-phone', () => shots(phone.page, 'dark-390'));
    const light = await openPage(WIDE, ann.token);
    await screenshotOnFailure(light.page, 'relations-light', async () => shots(await startLight(light.page), 'light-1280'));
    const lightPhone = await openPage(PHONE, ann.token);
    await screenshotOnFailure(lightPhone.page, 'relations-light-phone', async () => shots(await startLight(lightPhone.page), 'light-390'));
  });
});
