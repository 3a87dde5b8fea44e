import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import { writingAfterSave, type SceneView } from '@lorewright/domain/writings/writingView';
import { openWritingsApp, withText, type WritingsApp } from './testing/writingsTesting';

// Saves append only what changed, and a save that races another of the same writing is refused
// with a conflict instead of overwriting it: no acknowledged change is ever lost.

let t: WritingsApp;
let token: string;
let worldID: string;
beforeAll(async () => {
  t = await openWritingsApp();
  const ann = await t.person('ann');
  token = ann.token;
  worldID = (await t.createWorld(token))._id;
});
afterAll(() => t.close());

const textOf = (scene: SceneView | undefined) => scene?.content.map((node) => node.content).join('');

// A document with two scenes, 'a' and 'b'.
const twoScenes = async () => {
  const doc = await t.newDoc(token, worldID);
  const res = await t.save(token, doc, [withText(doc.scenes[0], 'A'), { ...withText(doc.scenes[0], 'B'), _id: 'b', name: 'Second' }]);
  expect(res.statusCode, res.body).toBe(200);
  return t.getWriting(token, doc._id);
};

describe('a save records only what changed', () => {
  it('a change to one run of one scene appends that run alone', async () => {
    const doc = await twoScenes();
    const [a, b] = doc.scenes as [SceneView, SceneView];
    const long = {
      ...b,
      content: Array.from({ length: 200 }, (_, i) => ({ content: `Sentence ${i} of a long scene. `, style: i % 2 ? ('bold' as const) : ('' as const) })),
    };
    const first = await t.save(token, doc, [a, long]);
    const edited = { ...long, content: long.content.map((node, i) => (i === 120 ? { ...node, content: 'A new sentence. ' } : node)) };
    const res = await t.save(token, doc, [a, edited], first.json().revision);
    const events = await t.eventsOf(res);
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['SceneContentChanged', { writingId: doc._id, worldId: worldID, sceneId: 'b', at: 120, remove: 1, nodes: [{ content: 'A new sentence. ', style: '' }] }],
    ]);
    expect(await t.getWriting(token, doc._id)).toMatchObject({ scenes: [a, edited] });
    const renamed = await t.save(token, doc, [{ ...a, name: 'First' }, edited], res.json().revision);
    expect((await t.eventsOf(renamed)).map((e) => e.type)).toEqual(['SceneRenamed']);
    const customised = await t.save(token, doc, [{ ...a, name: 'First', overlayOpacity: 0.9 }, edited], renamed.json().revision);
    expect((await t.eventsOf(customised)).map((e) => [e.type, (e.data as { overlayOpacity: number }).overlayOpacity])).toEqual([['SceneCustomised', 0.9]]);
  });

  it('a rename of the writing since loading does not stop a save', async () => {
    const doc = await twoScenes();
    await t.ok(t.call('PUT', 'writing/rename', { token, payload: { writingID: doc._id, worldID, title: 'Renamed' } }));
    const res = await t.save(token, doc, [withText(doc.scenes[0], 'A again'), doc.scenes[1]]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ revision: doc.revision + 2, summary: { title: 'Renamed', revision: doc.revision + 2 } });
  });
});

describe('saves that race', () => {
  it('of two saves made on the same revision exactly one succeeds; the other is a conflict and the first is kept', async () => {
    for (let round = 0; round < 5; round++) {
      const doc = await twoScenes();
      const [a, b] = doc.scenes as [SceneView, SceneView];
      const sent = [
        [withText(a, `tab 1, round ${round}`), b],
        [a, withText(b, `tab 2, round ${round}`)],
      ];
      const results = await Promise.all(sent.map((scenes) => t.save(token, doc, scenes)));
      const statuses = results.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const refused = results.find((res) => res.statusCode === 409)!;
      expect(refused.json()).toEqual({ error: m.conflict });
      expect(await t.eventsOf(refused)).toEqual([]);
      const keptAt = results.findIndex((res) => res.statusCode === 200);
      expect(await t.getWriting(token, doc._id)).toEqual(writingAfterSave(results[keptAt].json(), sent[keptAt]));
    }
  });

  it('two tabs that reload on a conflict and save again never lose an acknowledged change', async () => {
    const doc = await twoScenes();
    // Each tab appends its own words to its own scene; the last text the server acknowledged
    // for each scene must be what is stored at the end.
    const acknowledged: Record<string, string> = {};
    const tab = async (sceneId: string, rounds: number) => {
      let loaded = await t.getWriting(token, doc._id);
      for (let round = 0; round < rounds;) {
        const mine = loaded.scenes.find((scene) => scene._id === sceneId)!;
        const text = `${textOf(mine)} ${sceneId}${round}`;
        const scenes = loaded.scenes.map((scene) => (scene._id === sceneId ? withText(scene, text) : scene));
        const res = await t.save(token, loaded, scenes);
        if (res.statusCode === 200) {
          acknowledged[sceneId] = text;
          loaded = { ...loaded, scenes, revision: res.json().revision };
          round++;
        } else {
          expect(res.statusCode, res.body).toBe(409);
          loaded = await t.getWriting(token, doc._id);
        }
      }
    };
    await Promise.all([tab(doc.scenes[0]._id, 6), tab('b', 6)]);
    const stored = await t.getWriting(token, doc._id);
    expect(stored.scenes.map(textOf)).toEqual([acknowledged[doc.scenes[0]._id], acknowledged.b]);
    expect(acknowledged.b).toBe('B b0 b1 b2 b3 b4 b5');
  });
});

describe('dating a scene that others type in', () => {
  it('a save of the list without text dates the scene though an editor typed in it since; the typed text stays', async () => {
    const roles = await t.worldWithRoles();
    const doc = await t.newDoc(roles.author.token, roles.world._id);
    const scene = doc.scenes[0];
    const typed = [{ content: 'Typed together.', style: '' }];
    await t.ok(t.call('PUT', 'writing/sceneText', { token: roles.editor.token, payload: { writingID: doc._id, sceneID: scene._id, content: typed } }));

    // The page's whole-list save leaves a co-typed scene's text out, made on the revision it loaded.
    const { content: _text, ...withoutText } = scene;
    const res = await t.save(roles.author.token, doc, [{ ...withoutText, date: { year: 1245, month: 3 } } as SceneView]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.eventsOf(res)).map((e) => e.type)).toEqual(['SceneDated']);
    const stored = await t.getWriting(roles.author.token, doc._id);
    expect(stored.scenes[0]).toMatchObject({ date: { year: 1245, month: 3 }, content: typed });
  });
});
