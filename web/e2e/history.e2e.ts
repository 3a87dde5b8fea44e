import { pngImage } from '@lorewright/api/media/testing/testImages';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import type { SavedWritingAnswer, SceneView, WritingView } from '@lorewright/domain/writings/writingView';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { journey } from './journey';
import { serverApi } from './serverApi';

// A writing's history in headless Chromium against the real server: a scene edited several times, its
// History opened in the writing room, an old version read and compared with now, restored, and
// the scene reads as it did then — wide and narrow. The same for a wiki's section, and the
// world's own name and description from the creation hub.

const runId = Date.now().toString(36);
const DRAFTS = ['The tower stood dark on the hill.', 'The tower stood white on the hill.', 'The white tower fell, and the hill was quiet.'];
const SECTION_DRAFTS = ['Isolde was born by the grey sea.', 'Isolde was born by the green sea.', 'Isolde was born inland, far from any sea.'];

describe('writing history in Chromium, served by the real server', () => {
  const { server, openPage } = journey();
  const { api, signedIn } = serverApi(server);

  it('views an old version, sees the diff, restores it and the scene reads as before', async () => {
    const ann = await signedIn(`ann.history.${runId}@example.com`, 'Ann Author');
    const worldId = (await api<{ id: string }>('POST', 'createWorld', { name: `Ashvale ${runId}`, description: 'A world with a past.' }, ann.token)).data.id;
    const created = await api<{ writing: WritingView }>('POST', 'creation/newWriting', { isFolder: false, worldID: worldId, title: 'The Tower' }, ann.token);
    expect(created.status).toBe(201);
    let writing = created.data.writing;
    for (const draft of DRAFTS) {
      const scenes: SceneView[] = [{ ...writing.scenes[0], content: [{ content: draft, style: '' }] }];
      const saved = await api<SavedWritingAnswer>('PUT', 'creation/updateWriting', { writingID: writing._id, revision: writing.revision, scenes }, ann.token);
      expect(saved.status).toBe(200);
      writing = { ...writing, revision: saved.data.revision, scenes };
    }

    for (const [viewport, name] of [
      // Narrow first: the wide pass restores, after which the scene reads the same as then.
      [{ width: 390, height: 844 }, 'narrow'],
      [{ width: 1280, height: 900 }, 'wide'],
    ] as const) {
      const { page, errors } = await openPage(viewport, ann.token);
      await screenshotOnFailure(page, `history-${name}`, async () => {
        await page.goto(`/writing/${writing._id}`, { waitUntil: 'networkidle' });
        await page.getByRole('button', { name: 'History' }).click();
        const panel = page.getByRole('dialog', { name: 'History' });
        const edits = panel.getByRole('button', { name: /Edited scene “Default”/ });
        await expect.poll(() => edits.count()).toBeGreaterThanOrEqual(3);
        await saveScreenshot(page, `history-list-${name}`);
        // The oldest edit: the first draft.
        await edits.last().click();
        await panel.getByText(DRAFTS[0]).waitFor();
        await saveScreenshot(page, `history-version-${name}`);
        await panel.getByRole('button', { name: 'Compare with now' }).click();
        await panel.locator('del', { hasText: 'dark' }).first().waitFor();
        await panel.locator('ins', { hasText: 'white' }).first().waitFor();
        await saveScreenshot(page, `history-diff-${name}`);
        if (name === 'narrow') return;
        await panel.getByRole('button', { name: 'Restore this version' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
        await panel.waitFor({ state: 'detached' });
        await page.getByText(DRAFTS[0]).first().waitFor();
        await saveScreenshot(page, `history-restored-${name}`);
      });
      expect(errors).toEqual([]);
    }

    const now = await api<{ writing: WritingView }>('GET', `creation/writing/${writing._id}`, undefined, ann.token);
    expect(now.data.writing.scenes[0].content).toEqual([{ content: DRAFTS[0], style: '' }]);
    const history = await api<{ entries: { summary: string }[]; total: number }>('GET', `history/writing/${writing._id}`, undefined, ann.token);
    expect(history.data.entries[0].summary).toBe('Edited scene “Default”');
    expect(history.data.total).toBe(writing.revision + 2);
  }, 120_000);

  it('views an old version of a wiki, sees the section diff, restores it and the section reads as before', async () => {
    const ann = await signedIn(`ann.wiki-history.${runId}@example.com`, 'Ann Author');
    const worldId = (await api<{ id: string }>('POST', 'createWorld', { name: `Hollowmere ${runId}`, description: 'A world with a past.' }, ann.token)).data.id;
    const created = await api<{ id: string }>('POST', 'creation/newWiki', { category: 'characters', title: 'Isolde', worldID: worldId }, ann.token);
    expect(created.status).toBe(201);
    const wikiId = created.data.id;
    // A portrait uploaded first: every version holds it.
    const upload = new FormData();
    upload.set('file', new Blob([pngImage(0, [96, 224, 190, 255])], { type: 'image/png' }), 'portrait.png');
    const uploaded = await fetch(`${server().baseUrl}/api/v1/creation/uploadWikiImage/${wikiId}`, {
      method: 'POST',
      body: upload,
      headers: { Authorization: `Bearer ${ann.token}` },
    });
    expect(uploaded.status).toBe(201);
    let section: WikiView['sections'][number] | undefined;
    for (const content of SECTION_DRAFTS) {
      const sent = section ? { ...section, content } : { _id: 'early-life', title: 'Early Life', content };
      const saved = await api<{ wiki: WikiView }>('PUT', `creation/updateWiki/${wikiId}`, { sections: [sent] }, ann.token);
      expect(saved.status).toBe(200);
      section = saved.data.wiki.sections[0];
    }

    for (const [viewport, name] of [
      [{ width: 390, height: 844 }, 'narrow'],
      [{ width: 1280, height: 900 }, 'wide'],
    ] as const) {
      const { page, errors } = await openPage(viewport, ann.token);
      await screenshotOnFailure(page, `wiki-history-${name}`, async () => {
        await page.goto(`/wiki/${wikiId}`, { waitUntil: 'networkidle' });
        await page.getByRole('button', { name: 'History' }).click();
        const panel = page.getByRole('dialog', { name: 'History' });
        const edits = panel.getByRole('button', { name: /Edited section “Early Life”/ });
        await expect.poll(() => edits.count()).toBeGreaterThanOrEqual(2);
        await saveScreenshot(page, `wiki-history-list-${name}`);
        // The section as it was added: the first draft.
        await panel.getByRole('button', { name: /Added section “Early Life”/ }).click();
        await panel.getByText(SECTION_DRAFTS[0]).waitFor();
        // The version shows its pictures, the portrait large.
        const portrait = panel.getByRole('img', { name: 'Isolde, image 2' });
        await portrait.waitFor();
        expect(await portrait.getAttribute('src')).toMatch(/^\/media\/wikis\//);
        await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
        await saveScreenshot(page, `wiki-history-version-${name}`);
        await panel.getByRole('button', { name: 'Compare with now' }).click();
        await panel.locator('del', { hasText: 'grey' }).first().waitFor();
        await panel.locator('ins', { hasText: 'inland' }).first().waitFor();
        await saveScreenshot(page, `wiki-history-diff-${name}`);
        if (name === 'narrow') return;
        await panel.getByRole('button', { name: 'Restore this version' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
        await panel.waitFor({ state: 'detached' });
        await expect.poll(() => page.getByRole('textbox', { name: 'Text of section 1' }).inputValue()).toBe(SECTION_DRAFTS[0]);
        await saveScreenshot(page, `wiki-history-restored-${name}`);
      });
      expect(errors).toEqual([]);
    }

    const now = await api<{ wiki: WikiView }>('GET', `creation/wiki/${wikiId}`, undefined, ann.token);
    expect(now.data.wiki.sections.map((each) => each.content)).toEqual([SECTION_DRAFTS[0]]);
    const history = await api<{ entries: { summary: string }[] }>('GET', `history/wiki/${wikiId}`, undefined, ann.token);
    expect(history.data.entries[0].summary).toBe('Edited section “Early Life”');
  }, 120_000);

  it('views an old version of the world from the creation hub and restores its name and description', async () => {
    const ann = await signedIn(`ann.world-history.${runId}@example.com`, 'Ann Author');
    const worldId = (await api<{ id: string }>('POST', 'createWorld', { name: `Erebor ${runId}`, description: 'A mountain of old.' }, ann.token)).data.id;
    expect((await api('POST', 'world/updateName', { worldID: worldId, name: 'Lonely Mountain' }, ann.token)).status).toBe(200);
    expect((await api('POST', 'world/updateDescription', { worldID: worldId, description: 'A dragon sleeps here.' }, ann.token)).status).toBe(200);

    for (const [viewport, name] of [
      [{ width: 390, height: 844 }, 'narrow'],
      [{ width: 1280, height: 900 }, 'wide'],
    ] as const) {
      const { page, errors } = await openPage(viewport, ann.token);
      await screenshotOnFailure(page, `world-history-${name}`, async () => {
        await page.goto('/creation', { waitUntil: 'networkidle' });
        await page.getByRole('button', { name: 'History' }).click();
        const panel = page.getByRole('dialog', { name: 'History' });
        await panel.getByRole('button', { name: /Created world/ }).click();
        await panel.getByRole('heading', { level: 1, name: `Erebor ${runId}` }).waitFor();
        await panel.getByText('A mountain of old.').waitFor();
        await saveScreenshot(page, `world-history-version-${name}`);
        if (name === 'narrow') return;
        await panel.getByRole('button', { name: 'Restore this version' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
        await panel.waitFor({ state: 'detached' });
        await page.getByRole('heading', { level: 1, name: `Erebor ${runId}` }).waitFor();
        await saveScreenshot(page, `world-history-restored-${name}`);
      });
      expect(errors).toEqual([]);
    }

    const now = await api<{ world: WorldView }>('GET', `world/${worldId}`, undefined, ann.token);
    expect(now.data.world).toMatchObject({ name: `Erebor ${runId}`, description: 'A mountain of old.' });
  }, 120_000);
});
