import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyMessages as h } from '@lorewright/domain/history/history.bodies';
import type { HistoryPageView } from '@lorewright/domain/history/historyView';
import type { WorldVersionView } from '@lorewright/domain/history/worldHistoryView';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { pngImage } from '../../media/testing/testImages';
import { imageFile, multipart } from '../media/testing/mediaTesting';
import { openWorldsApp, type WorldsApp } from '../worlds/testing/worldsTesting';

// The world's own history through the API: its changes, a version at a revision in
// the world page's field names, and Restore of its name, description and header image.

let t: WorldsApp;
let token: string;
beforeAll(async () => {
  t = await openWorldsApp();
  token = (await t.person('ann')).token;
});
afterAll(() => t.close());

// The world's routes wait for the world's own views; the history follows a moment later.
const historyOf = async (worldId: string) => {
  await t.stack.waitForViews(await t.stack.eventStore.headPosition(), ['elementHistory']);
  return t.ok<HistoryPageView>(t.call('GET', `history/world/${worldId}?page=1`, { token }));
};
const versionOf = async (worldId: string, revision: number) =>
  (await t.ok<{ world: WorldVersionView }>(t.call('GET', `history/world/${worldId}/at/${revision}`, { token }))).world;
const post = (url: string, payload: object) => {
  t.clock.advance(1000);
  return t.ok<{ world: WorldView }>(t.call('POST', url, { token, payload }));
};
const uploadHeader = async (worldId: string) => {
  const { payload, contentType } = await multipart(imageFile(pngImage(2000)));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/world/updateWorldImage/${worldId}`,
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ world: WorldView }>().world.headerImage;
};

describe('world history', () => {
  it('lists what the author changed, newest first, with who made it', async () => {
    const world = await t.createWorld(token, 'Erebor', 'A mountain.');
    await post('world/updateName', { worldID: world._id, name: 'Lonely Mountain' });
    await post('world/updateDescription', { worldID: world._id, description: 'Home of a dragon.' });
    await t.setVisibility(token, world._id, 'public');
    const page = await historyOf(world._id);
    expect(page.total).toBe(4);
    expect(page.entries.map((e) => [e.revision, e.summary, e.actor.name])).toEqual([
      [3, 'Made public', 'Ada Lovelace'],
      [2, 'Changed the description', 'Ada Lovelace'],
      [1, 'Renamed to “Lonely Mountain”', 'Ada Lovelace'],
      [0, 'Created world “Erebor”', 'Ada Lovelace'],
    ]);
  });

  it('shows the world as it was; it has no parts to compare', async () => {
    const world = await t.createWorld(token, 'Erebor', 'A mountain.');
    await post('world/updateName', { worldID: world._id, name: 'Lonely Mountain' });
    expect(await versionOf(world._id, 0)).toMatchObject({
      _id: world._id,
      name: 'Erebor',
      description: 'A mountain.',
      headerImage: null,
      authorID: world.authorID,
      visibility: 'private',
      createdOn: world.createdOn,
      revision: 0,
    });
    await t.expectRefused(() => t.call('GET', `history/world/${world._id}/at/0/diff?part=name`, { token }), 404, h.partNotFound);
  });

  it('restore brings the name, description and header image back; visibility stays; again appends nothing', async () => {
    const world = await t.createWorld(token, 'Erebor', 'A mountain.');
    const first = await uploadHeader(world._id);
    const revision = (await historyOf(world._id)).entries[0].revision;
    await post('world/updateName', { worldID: world._id, name: 'Lonely Mountain' });
    await post('world/updateDescription', { worldID: world._id, description: 'Home of a dragon.' });
    await t.setVisibility(token, world._id, 'public');
    expect(await uploadHeader(world._id)).not.toBe(first);

    const answer = await t.ok<{ message: string; world: WorldView }>(t.call('POST', `history/world/${world._id}/restore`, { token, payload: { revision } }));
    expect(answer.message).toBe('Restored successfully.');
    expect(answer.world).toMatchObject({ name: 'Erebor', description: 'A mountain.', headerImage: first, visibility: 'public' });
    expect((await t.ok<{ world: WorldView }>(t.call('GET', `world/${world._id}`, { token }))).world).toEqual(answer.world);

    const again = await t.ok<{ message: string }>(t.call('POST', `history/world/${world._id}/restore`, { token, payload: { revision } }));
    expect(again.message).toBe('This version is the current one.');
    expect((await historyOf(world._id)).entries.slice(0, 3).map((e) => e.summary)).toEqual([
      'Changed the header image',
      'Changed the description',
      'Renamed to “Erebor”',
    ]);
  });
});
