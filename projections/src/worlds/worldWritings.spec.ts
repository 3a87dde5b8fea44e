import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { writingStream } from '@lorewright/commands/writings/writingStream';
import type { WritingEvent } from '@lorewright/domain/writings/writing.events';
import { openWritingProjections, scene, sceneAdded, timestampOf, writingCreated } from '../writings/testing/writingsTesting';
import { registered, worldCreated } from './testing/worldsTesting';

describe("a world's list of writings", () => {
  it('lists folders and documents with their parent, private, and counts them', async () => {
    const { project, worlds } = openWritingProjections();
    await project(
      registered('ann', 'Ann'),
      worldCreated('w1', 'ann'),
      writingCreated('f1', 'w1', { isFolder: true, title: 'Drafts' }),
      writingCreated('d1', 'w1', { parentId: 'f1', title: 'One' }),
    );
    expect(await worlds.worldById('w1')).toMatchObject({
      writings: [
        { _id: 'f1', title: 'Drafts', visibility: 'private', lastUpdated: '2025-01-01T00:00:00.000Z', type: 'folder', parentID: null },
        { _id: 'd1', title: 'One', visibility: 'private', lastUpdated: '2025-01-01T00:00:00.000Z', type: 'doc', parentID: 'f1' },
      ],
      num_writings: 2,
    });
  });

  it('follows renames, visibility, saves and deletes', async () => {
    const { project, worlds } = openWritingProjections();
    const ids = { writingId: 'd1', worldId: 'w1' };
    await project(
      registered('ann', 'Ann'),
      worldCreated('w1', 'ann'),
      writingCreated('d1', 'w1'),
      writingCreated('d2', 'w1'),
      { type: 'WritingRenamed', data: { ...ids, title: 'Act I' } },
      { type: 'WritingVisibilityChanged', data: { ...ids, visibility: 'public' } },
      sceneAdded('d1', 'w1', scene('a')),
    );
    expect((await worlds.worldById('w1'))?.writings[0]).toEqual({
      _id: 'd1',
      title: 'Act I',
      visibility: 'public',
      lastUpdated: timestampOf(6),
      type: 'doc',
      parentID: null,
    });
    await project({ type: 'WritingDeleted', data: ids });
    expect(await worlds.worldById('w1')).toMatchObject({ writings: [{ _id: 'd2' }], num_writings: 1 });
  });

  it("a save's events, stamped with one time, show as that time; so does a later one, whatever came between", async () => {
    const { project, eventStore, worlds } = openWritingProjections();
    await project(registered('ann', 'Ann'), worldCreated('w1', 'ann'), writingCreated('d1', 'w1'));
    const ids = { writingId: 'd1', worldId: 'w1' };
    const at = (timestamp: string, event: WritingEvent) => ({
      id: randomUUID(),
      type: event.type,
      data: event.data,
      metadata: { actorId: null, correlationId: 'test', causationId: null, timestamp, schemaVersion: 1 },
    });
    // One append, so one batch: a save, a rename, and a save stamped like the first (a clock set back).
    await eventStore.append(
      writingStream('d1'),
      [
        at(timestampOf(50), sceneAdded('d1', 'w1', scene('a'))),
        at(timestampOf(50), sceneAdded('d1', 'w1', scene('b'))),
        at(timestampOf(60), { type: 'WritingRenamed', data: { ...ids, title: 'Act I' } }),
        at(timestampOf(50), { type: 'SceneRenamed', data: { ...ids, sceneId: 'a', name: 'A' } }),
      ],
      { expectedRevision: 'any' },
    );
    await project(registered('bob', 'Bob'));
    expect((await worlds.worldById('w1'))?.writings[0]).toMatchObject({ title: 'Act I', lastUpdated: timestampOf(50) });
  });

  it('writings of another or a deleted world change nothing here', async () => {
    const { project, worlds } = openWritingProjections();
    await project(registered('ann', 'Ann'), worldCreated('w1', 'ann'), writingCreated('x1', 'gone'), {
      type: 'WritingRenamed',
      data: { writingId: 'x1', worldId: 'gone', title: 'x' },
    });
    expect(await worlds.worldById('w1')).toMatchObject({ writings: [], num_writings: 0 });
    expect(await worlds.worldById('gone')).toBeNull();
  });
});
