import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pngImage } from '../../media/testing/testImages';
import { openWritingsApp, type WritingsApp } from './testing/writingsTesting';

// A scene background taken from the author's media library keeps that image active (it cannot
// be deleted from under the scene); changing the background, removing the scene or deleting
// the writing releases it. Someone else's image is never pinned.

let t: WritingsApp;
beforeAll(async () => {
  t = await openWritingsApp();
});
afterAll(() => t.close());

const statusOf = async (mediaId: string) => (await t.stack.queries.media.byId(mediaId))?.status;
const eventually = (mediaId: string, status: 'active' | 'inactive') =>
  vi.waitFor(async () => expect(await statusOf(mediaId)).toBe(status), { timeout: 5000, interval: 50 });

describe('scene backgrounds from the media library', () => {
  it('hold the image while a scene shows it and release it when it no longer does', async () => {
    const ann = await t.person('ann');
    const world = await t.createWorld(ann.token);
    const context = { actorId: ann.id, correlationId: 'test' };
    const image = await t.stack.commands.media.upload(ann.id, 'uploads', pngImage(), context);
    const url = `/media/uploads/${ann.id}/${image.name}`;

    const doc = await t.newDoc(ann.token, world._id);
    const pictured = await t.saveOk(ann.token, doc, [{ ...doc.scenes[0], backgroundImage: url }]);
    expect(pictured.writing.scenes[0].backgroundImage).toBe(url);
    await eventually(image.mediaId, 'active');
    expect((await t.call('DELETE', `user/media/${image.mediaId}`, { token: ann.token })).statusCode).toBe(409);

    const elsewhere = await t.saveOk(
      ann.token,
      pictured.writing,
      [{ ...pictured.writing.scenes[0], backgroundImage: 'https://example.com/sky.png' }],
      pictured.revision,
    );
    await eventually(image.mediaId, 'inactive');

    await t.ok(t.save(ann.token, elsewhere.writing, [{ ...elsewhere.writing.scenes[0], backgroundImage: url }], elsewhere.revision));
    await eventually(image.mediaId, 'active');
    await t.ok(t.call('POST', 'writing/delete', { token: ann.token, payload: { writingID: doc._id, worldID: world._id, isFolder: false, childrenIDs: [] } }));
    await eventually(image.mediaId, 'inactive');
  });

  it('hold the image of a scene added with it, and release it when that scene goes', async () => {
    const ann = await t.person('ann');
    const world = await t.createWorld(ann.token);
    const image = await t.stack.commands.media.upload(ann.id, 'uploads', pngImage(), { actorId: ann.id, correlationId: 'test' });
    const doc = await t.newDoc(ann.token, world._id);
    const added = { ...doc.scenes[0], _id: 'pictured', name: 'Pictured', backgroundImage: `/media/uploads/${ann.id}/${image.name}` };
    const saved = await t.saveOk(ann.token, doc, [doc.scenes[0], added]);
    await eventually(image.mediaId, 'active');
    await t.ok(t.save(ann.token, saved.writing, [saved.writing.scenes[0]], saved.revision));
    await eventually(image.mediaId, 'inactive');
  });

  it("never pins another user's image", async () => {
    const [ann, bob] = await Promise.all([t.person('ann'), t.person('bob')]);
    const world = await t.createWorld(ann.token);
    const bobs = await t.stack.commands.media.upload(bob.id, 'uploads', pngImage(), { actorId: bob.id, correlationId: 'test' });
    const anns = await t.stack.commands.media.upload(ann.id, 'uploads', pngImage(), { actorId: ann.id, correlationId: 'test' });
    const doc = await t.newDoc(ann.token, world._id);
    const saved = await t.saveOk(ann.token, doc, [{ ...doc.scenes[0], backgroundImage: `/media/uploads/${bob.id}/${bobs.name}` }]);
    // The reactor handles events in order: once Ann's later background holds her image, Bob's
    // earlier one has been dealt with.
    await t.ok(t.save(ann.token, saved.writing, [{ ...saved.writing.scenes[0], backgroundImage: `/media/uploads/${ann.id}/${anns.name}` }], saved.revision));
    await eventually(anns.mediaId, 'active');
    expect(await statusOf(bobs.mediaId)).toBe('inactive');
  });
});
