import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, screenshotDir, screenshotOnFailure } from './browser';
import { journey } from './journey';
import { expectNoViolations } from './accessibility';
import { expectClear, expectNoControlCovered } from './overlap';
import { pngImage } from '@lorewright/api/media/testing/testImages';
import { serverApi } from './serverApi';

// Worlds in headless Chromium against the real server: an author creates a world, gives it a
// header image and invites a second user, who sees the notification arrive live, accepts and
// reads the private world as a member; a third user is refused until the world is public, then
// finds it in the community browser and follows it; deleting the world frees its image. Then an
// owner gives members roles on the members page: the editor changes a wiki from a phone, the
// reader reads it, and an element shut to the reader is gone from their world page.

const NARROW = { width: 700, height: 900 };
const PHONE = { width: 390, height: 844 };
const runId = Date.now().toString(36);
const addressFor = (who: string) => `${who}.worlds.${runId}@example.com`;
const WORLD = `Thornwald ${runId}`;
const DESCRIPTION = 'A forest kingdom where the trees remember every oath sworn beneath them.';
// A real PNG with a mountain-green pixel, recognised by its bytes.
const PNG = Buffer.from(pngImage(4096, [96, 224, 190, 255]));

const alertWith = (page: Page, text: string) => page.locator('[role="alert"], [role="status"]').filter({ hasText: text }).last();

describe('worlds, members, notifications and media in Chromium, served by the real server', () => {
  const { server, openPage } = journey();
  const { api, signedIn } = serverApi(server);
  let signedUp: Promise<{ token: string; userId: string }[]> | undefined;
  const people = () =>
    (signedUp ??= Promise.all([
      signedIn(addressFor('ann'), 'Ann Author'),
      signedIn(addressFor('bea'), 'Bea Member'),
      signedIn(addressFor('cid'), 'Cid Reader'),
    ]));

  // A world of Ann's that Bea and Cid have joined (as readers).
  const sharedWorld = async (name: string, description: string) => {
    const [ann, ...members] = await people();
    const world = await api<{ id: string }>('POST', 'createWorld', { name, description }, ann.token);
    for (const [member, email] of members.map((member, i) => [member, addressFor(['bea', 'cid'][i])] as const)) {
      const invited = await api<{ invitation: { _id: string } }>(
        'POST',
        'world/inviteMember',
        { worldID: world.data.id, invitedMemberEmail: email },
        ann.token,
      );
      const accepted = await api('POST', 'world/respondToInvitation', { invitationID: invited.data.invitation._id, decision: 'accept' }, member.token);
      expect(accepted.status).toBe(200);
    }
    return world.data.id;
  };

  it('creates, decorates, shares, publishes, follows and deletes a world', async () => {
    const [ann, bea, cid] = await people();
    const a = await openPage(undefined, ann.token);
    const b = await openPage(undefined, bea.token);
    const c = await openPage(NARROW, cid.token);
    let worldId = '';

    await screenshotOnFailure(a.page, 'worlds-author', async () => {
      // A creates the world and lands in the creation hub after 500 ms.
      await a.page.goto('/create-world', { waitUntil: 'networkidle' });
      await a.page.getByLabel('World Name').fill(WORLD);
      await a.page.getByLabel(/^Description/).fill(DESCRIPTION);
      await a.page.getByRole('button', { name: 'Create World' }).click();
      await alertWith(a.page, 'World created successfully.').waitFor();
      await a.page.waitForURL('**/creation');
      await a.page.getByRole('heading', { name: WORLD }).first().waitFor();
      const worlds = await api<{ worlds: { _id: string; name: string }[] }>('GET', 'worlds', undefined, ann.token);
      worldId = worlds.data.worlds.find((world) => world.name === WORLD)!._id;

      // The header image goes through the media library.
      await a.page.getByLabel(/^Header image/).setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: PNG });
      await alertWith(a.page, 'Updated successfully.').waitFor();
      await a.page.locator(`img[src*="/media/headers/${ann.userId}/"]`).first().waitFor();
      await saveScreenshot(a.page, 'worlds-creation-hub-1280');
      // The alert covers no control of the banner (Change Image), wide and on a phone.
      await expectClear(alertWith(a.page, 'Updated successfully.'), [a.page.getByRole('button', { name: 'Change Image' })]);
      await a.page.setViewportSize(PHONE);
      await a.page.getByLabel(/^Header image/).setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: PNG });
      await expect.poll(() => a.page.getByText('Updated successfully.').count(), { timeout: 10_000 }).toBeGreaterThan(1);
      await expectClear(alertWith(a.page, 'Updated successfully.'), [a.page.getByRole('button', { name: 'Change Image' })]);
      // Three alerts at the foot of a phone's screen: the page moved up from under them (the tab's
      // New File, New Folder and Edit), and all of it scrolls clear of them.
      await expectNoControlCovered(a.page);
      await saveScreenshot(a.page, 'worlds-banner-alert-390');
      await a.page.screenshot({ path: `${screenshotDir}worlds-banner-alert-390-screen.png` });
      await a.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expectNoControlCovered(a.page);
      await a.page.setViewportSize({ width: 1280, height: 900 });

      // A invites B by e-mail from the members page.
      await a.page.goto('/manage-members', { waitUntil: 'networkidle' });
      await a.page.getByText('You, the author, are the only member.').waitFor();
      await a.page.getByLabel('Email address').fill(addressFor('bea'));
      await b.page.goto('/dashboard', { waitUntil: 'networkidle' });
      await b.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
      await a.page.getByRole('button', { name: 'Invite' }).click();
      await alertWith(a.page, 'Invitation sent successfully.').waitFor();
      await a.page.getByText(addressFor('bea')).first().waitFor();
    });

    await screenshotOnFailure(b.page, 'worlds-member', async () => {
      // B's open dashboard gets the notification over the socket, without a reload.
      const bell = b.page.getByRole('button', { name: 'Notifications, 1 unread' });
      await bell.waitFor({ timeout: 15_000 });
      await bell.click();
      await saveScreenshot(b.page, 'worlds-notification-live-1280');
      await b.page.getByRole('link', { name: /World invitation/ }).click();
      await b.page.waitForURL('**/invitation/**');
      await b.page.getByText('is inviting you to join their world').waitFor();
      await saveScreenshot(b.page, 'worlds-invitation-1280');
      await b.page.getByRole('button', { name: 'Accept' }).click();
      await alertWith(b.page, 'Invitation accepted successfully.').waitFor();
      // As a member, B reads the still private world.
      await b.page.waitForURL(`**/world/${worldId}`);
      await b.page.getByRole('heading', { level: 1, name: WORLD }).waitFor();
      await b.page.getByText(DESCRIPTION).waitFor();
      expect(await b.page.getByRole('button', { name: 'Follow' }).count()).toBe(1);
      expect((await api('GET', `world/${worldId}`, undefined, bea.token)).status).toBe(200);
    });

    await screenshotOnFailure(c.page, 'worlds-stranger', async () => {
      // C is refused the private world by the page and by the API.
      await c.page.goto(`/world/${worldId}`, { waitUntil: 'networkidle' });
      await c.page.getByText('This world is private.').waitFor();
      expect(await c.page.getByText(DESCRIPTION).count()).toBe(0);
      expect(await api('GET', `world/${worldId}`, undefined, cid.token)).toEqual({ status: 403, data: { error: 'This world is private.' } });
      await saveScreenshot(c.page, 'worlds-private-refused-700');
    });

    await screenshotOnFailure(a.page, 'worlds-publish', async () => {
      // A sees B among the members, then makes the world public.
      await a.page.goto('/manage-members', { waitUntil: 'networkidle' });
      await a.page.getByText('Bea Member').first().waitFor();
      await a.page.goto('/creation', { waitUntil: 'networkidle' });
      await a.page.getByLabel('Visibility').selectOption('public');
      await a.page.getByText(`Make "${WORLD}" public?`).waitFor();
      await a.page.getByRole('button', { name: 'Yes' }).click();
      await alertWith(a.page, `Made "${WORLD}" public.`).waitFor();
    });

    await screenshotOnFailure(c.page, 'worlds-community', async () => {
      // C finds the public world in the community browser and follows it.
      await c.page.goto('/community/worlds', { waitUntil: 'networkidle' });
      await c.page.getByRole('heading', { level: 1, name: 'User Worlds' }).waitFor();
      const card = c.page.getByRole('list', { name: 'Public worlds' }).getByRole('link', { name: new RegExp(WORLD) });
      await card.waitFor();
      await saveScreenshot(c.page, 'worlds-community-700');
      await card.click();
      await c.page.waitForURL(`**/world/${worldId}`);
      await c.page.getByRole('heading', { level: 1, name: WORLD }).waitFor();
      await c.page.getByRole('button', { name: 'Follow' }).click();
      await c.page.getByRole('button', { name: 'Unfollow' }).waitFor();
      await c.page.goto('/dashboard/following', { waitUntil: 'networkidle' });
      await c.page.getByText(WORLD).first().waitFor();
      await saveScreenshot(c.page, 'worlds-following-700');
    });

    await screenshotOnFailure(a.page, 'worlds-delete', async () => {
      // A deletes the world; its header image becomes inactive in A's media library.
      await a.page.goto('/dashboard/media', { waitUntil: 'networkidle' });
      await a.page.getByRole('img', { name: 'Active', exact: true }).first().waitFor();
      await a.page.goto('/manage-worlds', { waitUntil: 'networkidle' });
      await a.page.getByRole('button', { name: `Delete ${WORLD}` }).click();
      await a.page.getByText('Warning: This will delete all data connected to the world.').waitFor();
      await a.page.getByRole('button', { name: 'Yes' }).click();
      await alertWith(a.page, 'World deleted successfully.').waitFor();
      await a.page.getByText('You have no worlds.').waitFor();
      await a.page.goto('/dashboard/media', { waitUntil: 'networkidle' });
      await a.page.getByRole('img', { name: 'Inactive', exact: true }).first().waitFor();
      expect(await a.page.getByRole('img', { name: 'Active', exact: true }).count()).toBe(0);
      await saveScreenshot(a.page, 'worlds-media-after-delete-1280');
    });

    expect((await api('GET', `world/${worldId}`, undefined, cid.token)).status).toBe(404);
    // Only the refusals the journey provoked on purpose reach the consoles.
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    expect(c.errors.filter((error) => !/status of 403/.test(error))).toEqual([]);
  });

  it('shares a world with an editor and a reader: the editor changes a wiki, the reader only reads, and an element shut to the reader is gone for them', async () => {
    // The same three people (the server lets five accounts a quarter-hour be made from one address).
    const [ann, bea, cid] = await people();
    const worldId = await sharedWorld(`Saltmarch ${runId}`, 'Tidal flats and salt towns.');
    const newWiki = async (title: string) =>
      (await api<{ id: string }>('POST', 'creation/newWiki', { category: 'characters', title, worldID: worldId }, ann.token)).data.id;
    const [isolde, morwen] = [await newWiki('Isolde'), await newWiki('Morwen')];
    expect((await api('POST', 'user/selectWorld', { worldID: worldId }, ann.token)).status).toBe(200);

    const a = await openPage(undefined, ann.token);
    await screenshotOnFailure(a.page, 'worlds-roles-owner', async () => {
      // The owner makes Bea an editor and shuts Cid out of Morwen, on the members page.
      await a.page.goto('/manage-members', { waitUntil: 'networkidle' });
      // By keyboard: the role select saves as its value moves from Reader to Editor.
      await a.page.getByRole('combobox', { name: 'Role of Bea Member' }).focus();
      await a.page.keyboard.press('ArrowDown');
      await alertWith(a.page, 'Bea Member is now an editor.').waitFor();
      await a.page.getByLabel('Member', { exact: true }).selectOption({ label: 'Cid Reader (Reader)' });
      await a.page.getByLabel('Element', { exact: true }).selectOption({ label: 'Morwen' });
      await a.page.getByLabel('Access', { exact: true }).selectOption('none');
      await a.page.getByRole('button', { name: 'Save access' }).click();
      await alertWith(a.page, 'Access changed successfully.').waitFor();
      await saveScreenshot(a.page, 'worlds-roles-members-1280');
      await expectNoViolations(a.page, 'manage members with roles and element access');
    });

    const b = await openPage(PHONE, bea.token);
    await screenshotOnFailure(b.page, 'worlds-roles-editor', async () => {
      // The editor finds the world among those shared with them and works on it: they may make
      // wikis, but not change the world or its members.
      await b.page.goto('/manage-worlds', { waitUntil: 'networkidle' });
      const shared = b.page.getByRole('region', { name: 'Shared with you' });
      await shared.getByText('Editor', { exact: true }).waitFor();
      await saveScreenshot(b.page, 'worlds-roles-shared-390');
      await expectNoViolations(b.page, 'worlds shared with an editor');
      await shared.getByRole('button', { name: `Select Saltmarch ${runId}` }).click();
      await b.page.waitForURL('**/creation');
      await b.page.getByRole('tab', { name: /Wikis/ }).click();
      await b.page.getByRole('link', { name: 'New Wiki in Characters' }).waitFor();
      expect(await b.page.getByLabel(/^Header image/).count()).toBe(0);
      await b.page.goto(`/wiki/${isolde}`, { waitUntil: 'networkidle' });
      await b.page.getByRole('button', { name: 'Add Section' }).click();
      await b.page.getByLabel('Title of section 1', { exact: true }).fill('Tides');
      await b.page.getByLabel('Text of section 1', { exact: true }).fill('She reads the tides of the salt flats.');
      await b.page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor({ timeout: 10_000 });
      await saveScreenshot(b.page, 'worlds-roles-editor-wiki-390');
      await expectNoViolations(b.page, "an editor's wiki");
      await b.page.goto('/manage-members', { waitUntil: 'networkidle' });
      await b.page.getByText('You are an editor here.').waitFor();
      expect(await b.page.getByRole('combobox').count()).toBe(0);
    });
    const refused = await api<{ error: string }>('DELETE', `deleteWorld/${worldId}`, {}, bea.token);
    expect(refused).toEqual({ status: 403, data: { error: 'Only the author can change this world.' } });

    const c = await openPage(undefined, cid.token);
    await screenshotOnFailure(c.page, 'worlds-roles-reader', async () => {
      // The reader reads the editor's words, edits nothing, and does not find Morwen anywhere.
      await c.page.goto(`/wiki/${isolde}`, { waitUntil: 'networkidle' });
      await c.page.getByText('She reads the tides of the salt flats.').waitFor();
      expect(await c.page.getByRole('button', { name: 'Add Section' }).count()).toBe(0);
      await c.page.goto(`/world/${worldId}`, { waitUntil: 'networkidle' });
      await c.page
        .getByRole('link', { name: /Isolde/ })
        .first()
        .waitFor();
      expect(await c.page.getByRole('link', { name: /Morwen/ }).count()).toBe(0);
      await saveScreenshot(c.page, 'worlds-roles-reader-world-1280');
    });
    expect((await api('GET', `creation/wiki/${morwen}`, undefined, cid.token)).status).toBe(403);

    // The history names who changed what.
    const history = await api<{ entries: { actor: { name: string } }[] }>('GET', `history/wiki/${isolde}?page=1`, undefined, ann.token);
    expect(history.data.entries.map((entry) => entry.actor.name)).toContain('Bea Member');
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    expect(c.errors).toEqual([]);
  });

  it('types one scene together: owner and editor see each other’s words and cursors at once, the history names both, and the reader sees only what was saved', async () => {
    const [ann, bea, cid] = await people();
    const worldId = await sharedWorld(`Brinehold ${runId}`, 'A harbour town of salt and bells.');
    expect((await api('POST', 'world/setMemberRole', { worldID: worldId, memberID: bea.userId, role: 'editor' }, ann.token)).status).toBe(200);
    const made = await api<{ id: string }>('POST', 'creation/newWriting', { isFolder: false, worldID: worldId, title: 'The Flood Tide' }, ann.token);
    const room = `/writing/${made.data.id}`;

    const a = await openPage(undefined, ann.token);
    const b = await openPage(undefined, bea.token);
    const c = await openPage(NARROW, cid.token);
    await screenshotOnFailure(a.page, 'worlds-cotyping', async () => {
      await a.page.goto(room, { waitUntil: 'networkidle' });
      await b.page.goto(room, { waitUntil: 'networkidle' });
      await c.page.goto(room, { waitUntil: 'networkidle' });
      const sceneOf = (page: Page) => page.getByRole('textbox', { name: 'Scene text' });

      // Both type at once, each at their own end of the scene.
      await sceneOf(a.page).click();
      await a.page.keyboard.type('The tide came in at dawn.');
      await b.page.getByText('The tide came in at dawn.').waitFor({ timeout: 1000 });
      await sceneOf(b.page).click();
      await b.page.keyboard.press('Control+End');
      await b.page.keyboard.press('Enter');
      await Promise.all([a.page.keyboard.type(' Salt hung in the air.'), b.page.keyboard.type('Gulls cried over the flats.')]);
      await a.page.getByText('Gulls cried over the flats.').waitFor({ timeout: 1000 });
      await b.page.getByText('The tide came in at dawn. Salt hung in the air.').waitFor({ timeout: 1000 });
      // Each sees the other's named cursor, and who else is here.
      await a.page.locator('[class*="cursorName"]').filter({ hasText: 'Bea Member' }).waitFor({ timeout: 1000 });
      await b.page.locator('[class*="cursorName"]').filter({ hasText: 'Ann Author' }).waitFor({ timeout: 1000 });
      await a.page.getByRole('list', { name: 'People here' }).getByText('Bea Member').waitFor();
      await saveScreenshot(a.page, 'worlds-cotyping-owner-1280');
      await saveScreenshot(b.page, 'worlds-cotyping-editor-1280');
      await expectNoViolations(b.page, 'a scene typed together');

      // Each saves what they typed after their pause; the reader's page follows the saves,
      // and never shows anyone's cursor.
      await a.page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor({ timeout: 10_000 });
      await b.page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor({ timeout: 10_000 });
      await c.page.getByText('Gulls cried over the flats.').waitFor({ timeout: 5000 });
      await c.page.getByText('The tide came in at dawn. Salt hung in the air.').waitFor({ timeout: 5000 });
      expect(await c.page.locator('[class*="cursorName"]').count()).toBe(0);
      expect(await c.page.getByRole('textbox', { name: 'Scene text' }).getAttribute('contenteditable')).not.toBe('true');
      await saveScreenshot(c.page, 'worlds-cotyping-reader-700');

      // The editor leaves a comment on a paragraph; the reader has no comments to open.
      await b.page.getByRole('button', { name: 'Comments' }).click();
      await b.page.getByRole('button', { name: 'Add comment' }).click();
      await b.page.getByLabel('Paragraph', { exact: true }).selectOption({ index: 1 });
      await b.page.getByLabel('Comment', { exact: true }).fill('Should the gulls come before the tide?');
      await b.page.getByRole('button', { name: 'Add comment' }).last().click();
      await b.page.getByText('Paragraph 2: “Gulls cried over the flats.”').waitFor();
      await expectNoViolations(b.page, 'a comment beside the scene');
      expect(await c.page.getByRole('button', { name: 'Comments' }).count()).toBe(0);

      // The history names both.
      await a.page.getByRole('button', { name: 'History' }).click();
      const changes = a.page.getByRole('dialog', { name: 'History' }).getByRole('navigation', { name: 'Changes' });
      await changes
        .getByText(/Bea Member/)
        .first()
        .waitFor({ timeout: 5000 });
      await changes
        .getByText(/Ann Author/)
        .first()
        .waitFor();
      await saveScreenshot(a.page, 'worlds-cotyping-history-1280');
    });
    // A wiki's sections are typed together the same way.
    const wiki = await api<{ id: string }>('POST', 'creation/newWiki', { category: 'places', title: 'Brinehold', worldID: worldId }, ann.token);
    await screenshotOnFailure(b.page, 'worlds-cotyping-wiki', async () => {
      await a.page.goto(`/wiki/${wiki.data.id}`, { waitUntil: 'networkidle' });
      await a.page.getByRole('button', { name: 'Add Section' }).click();
      await a.page.getByLabel('Title of section 1', { exact: true }).fill('The harbour');
      await a.page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor({ timeout: 10_000 });
      await b.page.goto(`/wiki/${wiki.data.id}`, { waitUntil: 'networkidle' });
      await b.page.getByText('Also typing here: Ann Author').waitFor({ timeout: 5000 });
      await a.page.getByLabel('Text of section 1', { exact: true }).pressSequentially('Salt boats come in at the turn of the tide.');
      await expect
        .poll(() => b.page.getByLabel('Text of section 1', { exact: true }).inputValue(), { timeout: 2000 })
        .toBe('Salt boats come in at the turn of the tide.');
      await b.page.getByLabel('Text of section 1', { exact: true }).press('End');
      await b.page.getByLabel('Text of section 1', { exact: true }).pressSequentially(' Bells ring them home.');
      await expect
        .poll(() => a.page.getByLabel('Text of section 1', { exact: true }).inputValue(), { timeout: 2000 })
        .toBe('Salt boats come in at the turn of the tide. Bells ring them home.');
      await saveScreenshot(b.page, 'worlds-cotyping-wiki-editor-1280');
      await expectNoViolations(b.page, 'a wiki section typed together');
      await b.page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor({ timeout: 10_000 });
      await c.page.goto(`/wiki/${wiki.data.id}`, { waitUntil: 'networkidle' });
      await c.page.getByText('Salt boats come in at the turn of the tide. Bells ring them home.').waitFor({ timeout: 5000 });
      expect(await c.page.getByText(/Also typing here/).count()).toBe(0);
    });

    const refused = await api<{ error: string }>('GET', `comments/writing/${made.data.id}`, undefined, cid.token);
    expect(refused).toEqual({ status: 403, data: { error: 'Only those who may edit this element can comment on it.' } });
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    expect(c.errors).toEqual([]);
  });
});
