import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elementMessages } from '@lorewright/domain/worlds/element.commands';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { ZERO_WIDTH_SPACE } from '@lorewright/domain/writings/sceneText';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import { DEFAULT_SCENE_BACKGROUND, writingAfterSave, type SceneView, type WritingView } from '@lorewright/domain/writings/writingView';
import { youtubeEmbedHtml } from '@lorewright/domain/writings/youtube';
import { openWritingsApp, withText, type WritingsApp } from './testing/writingsTesting';

let t: WritingsApp;
beforeAll(async () => {
  t = await openWritingsApp();
});
afterAll(() => t.close());

const ids = (writings: WritingView[]) => writings.map((w) => w._id);

describe('creating writings', () => {
  it('a new document is private, named New File, with one empty scene named Default', async () => {
    const ann = await t.person('ann');
    const world = await t.createWorld(ann.token);
    const res = await t.call('POST', 'creation/newWriting', { token: ann.token, payload: { isFolder: false, worldID: world._id } });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ id: body.writing._id, message: m.created });
    expect(body.writing).toMatchObject({
      worldID: world._id,
      parentID: null,
      authorID: ann.id,
      type: 'doc',
      isFolder: false,
      title: 'New File',
      visibility: 'private',
      revision: 1,
    });
    expect(body.writing.scenes).toEqual([
      {
        _id: expect.any(String),
        name: 'Default',
        content: [{ content: ZERO_WIDTH_SPACE, style: '' }],
        backgroundImage: DEFAULT_SCENE_BACKGROUND,
        overlayColor: '#414145',
        overlayOpacity: 0.5,
        youtubeHTML: '',
      },
    ]);
  });

  it('a folder is named New Folder and has no scenes; writings go into folders by parentID', async () => {
    const ann = await t.person('ann');
    const world = await t.createWorld(ann.token);
    const res = await t.call('POST', 'creation/newWritingFolder', { token: ann.token, payload: { worldID: world._id } });
    expect(res.statusCode).toBe(201);
    const folder = res.json().writing as WritingView;
    expect(res.json()).toEqual({ id: folder._id, writing: folder });
    expect(folder).toMatchObject({ type: 'folder', isFolder: true, title: 'New Folder', scenes: [] });
    const inside = await t.newDoc(ann.token, world._id, {
      title: ' Chapter One ',
      parentID: folder._id,
      scenes: [{ name: 'Dawn', content: [{ content: 'It began.', style: 'title' }] }],
    });
    expect(inside).toMatchObject({
      title: 'Chapter One',
      parentID: folder._id,
      scenes: [{ name: 'Dawn', content: [{ content: 'It began.', style: 'title' }], overlayColor: '#414145' }],
    });
    const viaNewWriting = await t.newDoc(ann.token, world._id, { isFolder: true, parentID: folder._id });
    expect(viaNewWriting).toMatchObject({ type: 'folder', title: 'New Folder', parentID: folder._id });
  });

  it('lists the tree of a world without the text, oldest first; the world page lists it too', async () => {
    const ann = await t.person('ann');
    const world = await t.createWorld(ann.token);
    const folder = await t.newFolder(ann.token, world._id, { title: 'Drafts' });
    const doc = await t.newDoc(ann.token, world._id, { parentID: folder._id });
    const { writings } = (await t.call('POST', 'creation/writings', { token: ann.token, payload: { worldID: world._id } })).json();
    expect(writings).toEqual([
      { ...folder, scenes: [], preview: '' },
      { ...doc, scenes: [], preview: '' },
    ]);
    const page = (await t.call('GET', `world/${world._id}`, { token: ann.token })).json().world as WorldView;
    expect(page.writings).toEqual([
      { _id: folder._id, title: 'Drafts', visibility: 'private', lastUpdated: folder.lastUpdated, type: 'folder', parentID: null },
      { _id: doc._id, title: 'New File', visibility: 'private', lastUpdated: doc.lastUpdated, type: 'doc', parentID: folder._id },
    ]);
    expect(page.num_writings).toBe(2);
  });
});

describe('saving a document', () => {
  it('saves scenes, answers the next revision, and reads them back', async () => {
    const ann = await t.person('ann');
    const world = await t.createWorld(ann.token);
    const doc = await t.newDoc(ann.token, world._id);
    const [first] = doc.scenes;
    const video = youtubeEmbedHtml('dQw4w9WgXcQ');
    const scenes = [
      {
        ...first,
        content: [
          { content: 'Title', style: 'title' },
          { content: '\n', style: '' },
          { content: 'bold', style: 'bold', color: '#aa0000', link: { type: 'writing', id: doc._id } },
        ],
      },
      {
        _id: 'c0ffee',
        name: 'Night',
        content: [{ content: 'Dark.', style: '' }],
        backgroundImage: 'https://example.com/night.png',
        overlayColor: '#000000',
        overlayOpacity: 0.8,
        youtubeHTML: video,
      },
    ];
    const res = await t.call('PUT', 'creation/updateWriting', { token: ann.token, payload: { writingID: doc._id, revision: doc.revision, scenes } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: m.updated, revision: 3, summary: { _id: doc._id, revision: 3 } });
    // The answer leaves out the scenes' text, which is what was sent.
    expect(res.json().scenes).toEqual(scenes.map(({ content: _text, ...scene }) => scene));
    const read = await t.getWriting(ann.token, doc._id);
    expect(read).toEqual(writingAfterSave(res.json(), scenes as SceneView[]));
    expect(read.scenes).toEqual(scenes);
  });

  it('a scene’s date is saved, answered and read back; left out it stays, null undates the scene', async () => {
    const ann = await t.person('ann');
    const world = await t.createWorld(ann.token);
    const doc = await t.newDoc(ann.token, world._id, { scenes: [{ name: 'Coronation', date: { year: 1245, month: 3, day: 3 } }, { name: 'Exile' }] });
    expect(doc.scenes.map((scene) => scene.date)).toEqual([{ year: 1245, month: 3, day: 3 }, undefined]);
    const [coronation, exile] = doc.scenes as [SceneView, SceneView];

    const dated = await t.save(ann.token, doc, [coronation, { ...exile, date: { year: 1250 } }]);
    expect(dated.json().scenes.map((scene: SceneView) => scene.date)).toEqual([{ year: 1245, month: 3, day: 3 }, { year: 1250 }]);
    expect((await t.eventsOf(dated)).map((e) => [e.type, (e.data as { date: unknown }).date])).toEqual([['SceneDated', { year: 1250 }]]);
    const { date: _left, ...leftOut } = coronation;
    const kept = await t.save(ann.token, doc, [leftOut, { ...exile, date: null } as never], dated.json().revision);
    expect((await t.eventsOf(kept)).map((e) => [e.type, (e.data as { date: unknown }).date])).toEqual([['SceneDated', null]]);

    const read = await t.getWriting(ann.token, doc._id);
    expect(read.scenes[0].date).toEqual({ year: 1245, month: 3, day: 3 });
    expect(read.scenes[1]).not.toHaveProperty('date');
  });

  it('a background not from http(s) or the media host is ignored; an unchanged save answers the same revision', async () => {
    const ann = await t.person('ann');
    const world = await t.createWorld(ann.token);
    const doc = await t.newDoc(ann.token, world._id);
    const res = await t.save(ann.token, doc, [{ ...doc.scenes[0], backgroundImage: 'javascript:alert(1)' }]);
    expect(res.json()).toMatchObject({ revision: doc.revision, scenes: [{ backgroundImage: DEFAULT_SCENE_BACKGROUND }] });
    expect(await t.eventsOf(res)).toEqual([]);
  });
});

describe('renaming and deleting', () => {
  it('renames with the product texts', async () => {
    const ann = await t.person('ann');
    const world = await t.createWorld(ann.token);
    const doc = await t.newDoc(ann.token, world._id);
    const res = await t.call('PUT', 'writing/rename', { token: ann.token, payload: { writingID: doc._id, worldID: world._id, title: ' Act I ' } });
    expect(res.json()).toMatchObject({ message: m.updated, writing: { _id: doc._id, title: 'Act I' } });
    await t.expectRefused(
      () => t.call('PUT', 'writing/rename', { token: ann.token, payload: { writingID: doc._id, worldID: world._id, title: '  ' } }),
      400,
      m.nameRequired,
    );
  });

  it('deleting a folder deletes everything under it, whatever childrenIDs says', async () => {
    const ann = await t.person('ann');
    const world = await t.createWorld(ann.token);
    const folder = await t.newFolder(ann.token, world._id);
    const sub = await t.newFolder(ann.token, world._id, { parentID: folder._id });
    const deep = await t.newDoc(ann.token, world._id, { parentID: sub._id });
    const child = await t.newDoc(ann.token, world._id, { parentID: folder._id });
    const kept = await t.newDoc(ann.token, world._id);
    const res = await t.call('POST', 'writing/delete', {
      token: ann.token,
      payload: { writingID: folder._id, worldID: world._id, isFolder: true, childrenIDs: [] },
    });
    expect(res.json()).toEqual({ message: m.deleted });
    expect((await t.eventsOf(res)).map((e) => [e.type, e.stream])).toEqual([
      ['WritingDeleted', `writing-${deep._id}`],
      ['WritingDeleted', `writing-${sub._id}`],
      ['WritingDeleted', `writing-${child._id}`],
      ['WritingDeleted', `writing-${folder._id}`],
    ]);
    expect(ids((await t.call('POST', 'creation/writings', { token: ann.token, payload: { worldID: world._id } })).json().writings)).toEqual([kept._id]);
    expect((await t.call('GET', `world/${world._id}`, { token: ann.token })).json().world).toMatchObject({ writings: [{ _id: kept._id }], num_writings: 1 });
    await t.expectRefused(() => t.call('GET', `creation/writing/${deep._id}`, { token: ann.token }), 404, m.notFound);
    await t.expectRefused(
      () => t.call('POST', 'writing/delete', { token: ann.token, payload: { writingID: folder._id, worldID: world._id } }),
      404,
      m.notFound,
    );
  });
});

describe('a deleted world', () => {
  it('takes its writings along: they are not found, and nothing more can be done to them', async () => {
    const ann = await t.person('ann');
    const world = await t.createWorld(ann.token);
    const doc = await t.newDoc(ann.token, world._id);
    await t.ok(t.call('DELETE', `deleteWorld/${world._id}`, { token: ann.token }));
    await t.expectRefused(() => t.call('GET', `creation/writing/${doc._id}`, { token: ann.token }), 404, m.notFound);
    await t.expectRefused(() => t.save(ann.token, doc, [withText(doc.scenes[0], 'Too late.')]), 404, m.notFound);
    await t.expectRefused(
      () => t.call('PUT', 'writing/rename', { token: ann.token, payload: { writingID: doc._id, worldID: world._id, title: 'x' } }),
      404,
      'World not found.',
    );
  });
});

describe('visibility, links and search', () => {
  it('makes a writing public with the product text; a public world then shows it to everyone', async () => {
    const ann = await t.person('ann');
    const world = await t.createWorld(ann.token);
    await t.setVisibility(ann.token, world._id, 'public');
    const doc = await t.newDoc(ann.token, world._id, { title: 'Open Book' });
    await t.expectRefused(() => t.call('GET', `creation/writing/${doc._id}`), 403, m.isPrivate);
    expect(await t.setWritingVisibility(ann.token, world._id, doc._id, 'public')).toEqual({ message: 'Made "Open Book" public.' });
    expect((await t.getWriting(undefined, doc._id)).visibility).toBe('public');
    expect(await t.setWritingVisibility(ann.token, world._id, doc._id, 'private')).toEqual({ message: 'Made "Open Book" private.' });
  });

  it('GET link/writing/{id} answers the title; unknown elements are not found', async () => {
    const ann = await t.person('ann');
    const world = await t.createWorld(ann.token);
    const doc = await t.newDoc(ann.token, world._id, { title: 'Linked' });
    expect((await t.call('GET', `link/writing/${doc._id}`, { token: ann.token })).json()).toEqual({ title: 'Linked', type: 'writing', id: doc._id });
    for (const url of ['link/writing/nope', `link/wiki/${doc._id}`, `link/anything/${doc._id}`]) {
      await t.expectRefused(() => t.call('GET', url, { token: ann.token }), 404, elementMessages.notFound);
    }
  });

  it('POST elementSearch finds documents of the world by title with a 50-character preview; blank text finds nothing', async () => {
    const ann = await t.person('ann');
    const world = await t.createWorld(ann.token);
    const other = await t.createWorld(ann.token, 'Elsewhere');
    const doc = await t.newDoc(ann.token, world._id, { title: 'The River' });
    await t.newFolder(ann.token, world._id, { title: 'River folder' });
    await t.newDoc(ann.token, other._id, { title: 'River elsewhere' });
    const long = 'The river ran north for a hundred leagues before it met the sea.';
    expect((await t.save(ann.token, doc, [withText(doc.scenes[0], long)])).statusCode).toBe(200);
    const search = (text: string) => t.call('POST', 'elementSearch', { token: ann.token, payload: { text, worldID: world._id } });
    expect((await search('river')).json()).toEqual({ results: [{ _id: doc._id, type: 'writing', title: 'The River', preview: `${long.slice(0, 50)}...` }] });
    expect((await search('   ')).json()).toEqual({ results: [] });
  });
});

describe('the writings list', () => {
  it("carries each document's preview of its first scene, without the scenes", async () => {
    const ann = await t.person('ann');
    const world = await t.createWorld(ann.token);
    const doc = await t.newDoc(ann.token, world._id);
    await t.ok(t.save(ann.token, doc, [withText(doc.scenes[0], 'The river remembered every name it had ever carried to the sea.')]));
    const { writings } = (await t.call('POST', 'creation/writings', { token: ann.token, payload: { worldID: world._id } })).json();
    expect(writings).toMatchObject([{ _id: doc._id, scenes: [], preview: 'The river remembered every name it had ever carrie...' }]);
  });
});
