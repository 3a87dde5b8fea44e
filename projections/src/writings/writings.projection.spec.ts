import { describe, expect, it } from 'vitest';
import type { WritingEvent } from '@lorewright/domain/writings/writing.events';
import { registered, worldCreated } from '../worlds/testing/worldsTesting';
import { openWritingProjections, scene, sceneAdded, timestampOf, writingCreated } from './testing/writingsTesting';

const ids = { writingId: 'd1', worldId: 'w1' };
// The test scenes are one run each: new text replaces it.
const contentChanged = (sceneId: string, text: string): WritingEvent => ({
  type: 'SceneContentChanged',
  data: { ...ids, sceneId, at: 0, remove: 1, nodes: [{ content: text, style: 'bold' }] },
});

describe('writings projection', () => {
  it('a new document is private and shows its scenes in order, at the revision of its last event', async () => {
    const { project, writings } = openWritingProjections();
    await project(writingCreated('d1', 'w1', { title: 'Chapter One' }), sceneAdded('d1', 'w1', scene('a', 'Once')), sceneAdded('d1', 'w1', scene('b')));
    expect(await writings.writingById('d1')).toEqual({
      _id: 'd1',
      worldID: 'w1',
      parentID: null,
      authorID: 'ann',
      type: 'doc',
      isFolder: false,
      title: 'Chapter One',
      visibility: 'private',
      createdOn: '2025-01-01T00:00:00.000Z',
      lastUpdated: timestampOf(2),
      revision: 2,
      scenes: [scene('a', 'Once'), scene('b')],
    });
  });

  it('follows every change to the scenes, each moving the revision', async () => {
    const { project, writings } = openWritingProjections();
    await project(writingCreated('d1', 'w1'), sceneAdded('d1', 'w1', scene('a')), sceneAdded('d1', 'w1', scene('b')), sceneAdded('d1', 'w1', scene('c')));
    const look = { backgroundImage: 'https://example.com/sky.png', overlayColor: '#112233', overlayOpacity: 0.2, youtubeHTML: '' };
    await project(
      contentChanged('b', 'Bold words'),
      { type: 'SceneRenamed', data: { ...ids, sceneId: 'b', name: 'Middle' } },
      { type: 'SceneCustomised', data: { ...ids, sceneId: 'b', ...look } },
      { type: 'SceneRemoved', data: { ...ids, sceneId: 'a' } },
      { type: 'ScenesReordered', data: { ...ids, sceneIds: ['c', 'b'] } },
    );
    const writing = await writings.writingById('d1');
    expect(writing?.scenes).toEqual([scene('c'), { ...scene('b'), name: 'Middle', content: [{ content: 'Bold words', style: 'bold' }], ...look }]);
    expect(writing).toMatchObject({ revision: 8, lastUpdated: timestampOf(8) });
  });

  it('a scene carries its date: from SceneAdded, dated, redated and undated, each moving the revision', async () => {
    const { project, writings } = openWritingProjections();
    const coronation = { year: 1245, month: 3, day: 3 };
    await project(writingCreated('d1', 'w1'), sceneAdded('d1', 'w1', { ...scene('a'), date: { year: 1200 } }), sceneAdded('d1', 'w1', scene('b')));
    expect((await writings.writingById('d1'))?.scenes.map((s) => s.date)).toEqual([{ year: 1200 }, undefined]);
    await project({ type: 'SceneDated', data: { ...ids, sceneId: 'b', date: coronation } }, { type: 'SceneDated', data: { ...ids, sceneId: 'a', date: null } });
    const writing = await writings.writingById('d1');
    expect(writing?.scenes).toEqual([scene('a'), { ...scene('b'), date: coronation }]);
    expect(writing?.scenes[0]).not.toHaveProperty('date');
    expect(writing).toMatchObject({ revision: 4, lastUpdated: timestampOf(4) });
  });

  it('applies a change of a few runs inside a longer scene', async () => {
    const { project, writings } = openWritingProjections();
    const runs = ['Once', ' upon', ' a', ' time'].map((content) => ({ content, style: '' as const }));
    await project(writingCreated('d1', 'w1'), sceneAdded('d1', 'w1', { ...scene('a'), content: runs }));
    await project({ type: 'SceneContentChanged', data: { ...ids, sceneId: 'a', at: 1, remove: 2, nodes: [{ content: ' in', style: 'bold' }] } });
    expect((await writings.writingById('d1'))?.scenes[0]?.content).toEqual([runs[0], { content: ' in', style: 'bold' }, runs[3]]);
  });

  it('rename and visibility change the writing and its revision', async () => {
    const { project, writings } = openWritingProjections();
    await project(
      writingCreated('d1', 'w1'),
      sceneAdded('d1', 'w1', scene('a')),
      { type: 'WritingRenamed', data: { ...ids, title: 'Act I' } },
      { type: 'WritingVisibilityChanged', data: { ...ids, visibility: 'public' } },
    );
    expect(await writings.writingById('d1')).toMatchObject({ title: 'Act I', visibility: 'public', revision: 3 });
  });

  it('lists a world’s folders and documents without their text, oldest first', async () => {
    const { project, writings } = openWritingProjections();
    await project(
      writingCreated('f1', 'w1', { isFolder: true, title: 'Drafts', createdOn: timestampOf(0) }),
      writingCreated('d1', 'w1', { parentId: 'f1', createdOn: timestampOf(1) }),
      sceneAdded('d1', 'w1', scene('a', 'Long text')),
      writingCreated('x1', 'w2'),
    );
    const listed = await writings.writingsOfWorld('w1');
    expect(listed.map(({ _id, type, isFolder, parentID, scenes }) => ({ _id, type, isFolder, parentID, scenes }))).toEqual([
      { _id: 'f1', type: 'folder', isFolder: true, parentID: null, scenes: [] },
      { _id: 'd1', type: 'doc', isFolder: false, parentID: 'f1', scenes: [] },
    ]);
    expect(listed[0]).not.toHaveProperty('sceneIds');
    expect(await writings.lookups.writingPlace('d1')).toEqual({ _id: 'd1', worldID: 'w1', parentID: 'f1', isFolder: false });
    expect((await writings.lookups.writingPlacesOfWorld('w1')).map((p) => p._id)).toEqual(['f1', 'd1']);
  });

  it('searches document titles of one world, ignoring case, with the first 50 characters of the first scene', async () => {
    const { project, writings } = openWritingProjections();
    const long = 'The river ran north for a hundred leagues before it met the sea.';
    await project(
      writingCreated('d1', 'w1', { title: 'River (North)' }),
      sceneAdded('d1', 'w1', scene('a', long)),
      { type: 'WritingVisibilityChanged', data: { ...ids, visibility: 'public' } },
      writingCreated('d2', 'w1', { title: 'Secret river' }),
      writingCreated('f1', 'w1', { title: 'River folder', isFolder: true }),
      writingCreated('d3', 'w2', { title: 'River elsewhere' }),
    );
    expect(await writings.searchTitles('w1', 'RIVER', { includePrivate: true })).toEqual([
      { _id: 'd1', title: 'River (North)', preview: `${long.slice(0, 50)}...` },
      { _id: 'd2', title: 'Secret river', preview: '' },
    ]);
    expect((await writings.searchTitles('w1', 'river', { includePrivate: false })).map((r) => r._id)).toEqual(['d1']);
    expect((await writings.searchTitles('w1', '(north)', { includePrivate: true })).map((r) => r._id)).toEqual(['d1']);
    expect(await writings.searchTitles('w1', '.*', { includePrivate: true })).toEqual([]);
    expect(await writings.searchTitles('w1', '  ', { includePrivate: true })).toEqual([]);
  });

  it('the preview follows the first scene through edits, removals and moves', async () => {
    const { project, writings } = openWritingProjections();
    await project(writingCreated('d1', 'w1', { title: 'Tale' }), sceneAdded('d1', 'w1', scene('a', 'Alpha')), sceneAdded('d1', 'w1', scene('b', 'Beta')));
    const preview = async () => (await writings.searchTitles('w1', 'tale', { includePrivate: true }))[0]?.preview;
    expect(await preview()).toBe('Alpha');
    await project(contentChanged('a', '  Alpha   and\nmore '), contentChanged('b', 'Beta two'));
    expect(await preview()).toBe('Alpha and more');
    await project({ type: 'ScenesReordered', data: { ...ids, sceneIds: ['b', 'a'] } });
    expect(await preview()).toBe('Beta two');
    await project({ type: 'SceneRemoved', data: { ...ids, sceneId: 'b' } });
    expect(await preview()).toBe('Alpha and more');
  });

  it('the preview, shown to every viewer, leaves secret lines out', async () => {
    const { project, writings } = openWritingProjections();
    const content = [
      { content: 'The heir lives', style: '' as const, secret: true },
      { content: '\n', style: '' as const },
      { content: 'Snow fell.', style: '' as const },
    ];
    await project(writingCreated('d1', 'w1', { title: 'Tale' }), sceneAdded('d1', 'w1', { ...scene('a'), content }));
    expect((await writings.searchTitles('w1', 'tale', { includePrivate: true }))[0]?.preview).toBe('Snow fell.');
    expect((await writings.writingsOfWorld('w1'))[0]?.preview).toBe('Snow fell.');
    expect((await writings.writingById('d1'))?.scenes[0]?.content).toEqual(content);
  });

  it('a deleted writing goes with its scenes; a deleted world takes all of its writings', async () => {
    const { project, writings } = openWritingProjections();
    await project(
      registered('ann', 'Ann'),
      worldCreated('w1', 'ann'),
      worldCreated('w2', 'ann'),
      writingCreated('d1', 'w1'),
      sceneAdded('d1', 'w1', scene('a')),
      writingCreated('d2', 'w1'),
      writingCreated('d3', 'w2'),
      { type: 'WritingDeleted', data: ids },
    );
    expect(await writings.writingById('d1')).toBeNull();
    await project({ type: 'WorldDeleted', data: { worldId: 'w1', authorId: 'ann' } });
    expect(await writings.writingsOfWorld('w1')).toEqual([]);
    expect((await writings.writingsOfWorld('w2')).map((w) => w._id)).toEqual(['d3']);
  });
});
