import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { worldHeaderSlot } from '@lorewright/domain/media/mediaSlots';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { openWorldsApp, type WorldsApp } from './testing/worldsTesting';

// Deleting a world removes it from every read model, followers' lists and invitations, clears
// its members' selection of it, and frees its media.

let t: WorldsApp;
beforeAll(async () => {
  t = await openWorldsApp();
});
afterAll(() => t.close());

const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const ids = (worlds: WorldView[]) => worlds.map((w) => w._id);

describe('deleting a world', () => {
  it('takes it out of every list, following, invitations and selections, and makes its header inactive', async () => {
    const ann = await t.person('ann');
    const bea = await t.person('bea');
    const cid = await t.person('cid');
    const world = await t.createWorld(ann.token, 'Vanishing Realm');
    await t.setVisibility(ann.token, world._id, 'public');
    await t.join(ann, world._id, bea);
    await t.call('POST', 'user/selectWorld', { token: bea.token, payload: { worldID: world._id } });
    await t.call('POST', 'user/toggleFollowWorld', { token: cid.token, payload: { worldID: world._id } });
    const pending = await t.invite(ann.token, world._id, cid.email);
    const context = { actorId: ann.id, correlationId: 'test' };
    const header = await t.stack.commands.media.upload(ann.id, 'headers', ONE_PIXEL_PNG, context);
    const filled = await t.stack.commands.media.fillSlot(ann.id, worldHeaderSlot(world._id), header.mediaId, context);
    await t.stack.waitForViews(filled.position, ['media']);
    expect((await t.stack.queries.media.byId(header.mediaId))?.status).toBe('active');

    const res = await t.call('DELETE', `deleteWorld/${world._id}`, { token: ann.token });
    expect(res.json()).toEqual({ message: m.deleted, worlds: [] });

    expect((await t.call('GET', `world/${world._id}`)).json()).toEqual({ error: m.notFound });
    expect(ids((await t.call('GET', 'worlds', { token: ann.token })).json().worlds)).toEqual([]);
    expect(ids((await t.call('POST', 'allWorlds', { payload: { page: 0, limit: 50 } })).json().worlds)).not.toContain(world._id);
    expect((await t.call('POST', 'search', { payload: { text: 'Vanishing Realm' } })).json()).toEqual({ worlds: [] });
    expect((await t.call('GET', 'followingWorlds', { token: cid.token })).json()).toEqual({ worlds: [] });
    expect((await t.call('POST', 'me', { token: cid.token })).json().user.following.worlds).toEqual([]);
    expect((await t.call('POST', 'me', { token: bea.token })).json().user.currentWorldID).toBeNull();
    expect((await t.call('POST', 'user/invitations', { token: cid.token })).json()).toEqual({ invitations: [] });
    await t.expectRefused(() => t.respond(cid.token, pending._id, 'accept'), 404, m.invitationNotFound);
    expect(ids((await t.call('GET', `user/profile/${ann.id}`)).json().user.worlds)).toEqual([]);
    expect((await t.stack.queries.media.byId(header.mediaId))?.status).toBe('inactive');
  });

  it('a crash between the world deletion and the media release is repaired by the worldMediaRelease reactor', async () => {
    const ann = await t.person('ann');
    const world = await t.createWorld(ann.token, 'Half Deleted');
    const context = { actorId: ann.id, correlationId: 'test' };
    const header = await t.stack.commands.media.upload(ann.id, 'headers', ONE_PIXEL_PNG, context);
    await t.stack.commands.media.fillSlot(ann.id, worldHeaderSlot(world._id), header.mediaId, context);

    // Only the world's event, as if the process died before clearing the author's slots.
    const stream = `world-${world._id}`;
    const revision = (await t.stack.eventStore.readStream(stream)).at(-1)!.revision;
    await t.stack.eventStore.append(
      stream,
      [
        {
          id: crypto.randomUUID(),
          type: 'WorldDeleted',
          data: { worldId: world._id, authorId: ann.id },
          metadata: { actorId: ann.id, correlationId: 'crash', causationId: null, timestamp: new Date().toISOString(), schemaVersion: 1 },
        },
      ],
      { expectedRevision: revision },
    );

    await vi.waitFor(async () => expect((await t.stack.queries.media.byId(header.mediaId))?.status).toBe('inactive'), { timeout: 5000, interval: 50 });
  });
});
