import { expect } from 'vitest';
import { sentNode } from '@lorewright/domain/timelines/testing/timelineTesting';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import type { ExportStatusView } from '@lorewright/domain/exports/exportMessages';
import { pngImage } from '../../../media/testing/testImages';
import { multipart } from '../../media/testing/mediaTesting';
import { openLanguagesApp } from '../../languages/testing/languagesTesting';
import { sentPoint } from '../../maps/testing/mapsTesting';

// Shared by the export specs: the languages app (people, worlds, maps and languages) plus a
// world with one element of every kind, starting and waiting for exports, and reading a ZIP.

export const SCENE_ONE = 'The river remembers every name.';
export const SCENE_TWO = 'At dawn the ferryman <b>sang</b>.';
export const SECTION_TEXT = 'Isolde was born under the twin moons.';

export const openExportsApp = async () => {
  const t = await openLanguagesApp();

  // An author holding every paid permission, with a world of their own.
  const exportAuthor = async (who = 'exporter') => {
    const person = await t.person(who);
    const until = new Date(t.clock.now().getTime() + 365 * 24 * 3600 * 1000);
    for (const feature of ['maps', 'timelines', 'languages'] as const) {
      const { position } = await t.stack.commands.accounts.grantPermission(person.id, feature, until, { actorId: null, correlationId: 'test' });
      await t.stack.waitForViews(position, ['users']);
    }
    return { ...person, worldID: (await t.createWorld(person.token, `World of ${who}`))._id };
  };

  const uploadWikiImage = async (token: string, wikiId: string, bytes: Uint8Array) => {
    const { payload, contentType } = await multipart({ file: { bytes, filename: 'picture.png', type: 'image/png' } });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/creation/uploadWikiImage/${wikiId}`,
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };

  // A writing with two scenes, a wiki with an image and a section, a map with two points, a
  // timeline with a line of two nodes and a language with two words. Answers the uploads' bytes.
  const furnishWorld = async (author: { token: string; worldID: string }) => {
    const { token, worldID } = author;
    t.clock.advance(1000);
    const { writing } = await t.ok<{ writing: WritingView }>(
      t.call('POST', 'creation/newWriting', { token, payload: { isFolder: false, worldID, title: 'The Ferry' } }),
      201,
    );
    const first = { ...writing.scenes[0], content: [{ content: SCENE_ONE, style: '' as const }] };
    const second = {
      ...first,
      _id: undefined,
      name: 'Dawn',
      content: [
        { content: 'Dawn', style: 'title' as const },
        { content: '\n', style: '' as const },
        { content: SCENE_TWO, style: '' as const },
      ],
    };
    t.clock.advance(1000);
    await t.ok(t.call('PUT', 'creation/updateWriting', { token, payload: { writingID: writing._id, revision: writing.revision, scenes: [first, second] } }));

    t.clock.advance(1000);
    const { id: wikiId } = await t.ok<{ id: string }>(
      t.call('POST', 'creation/newWiki', { token, payload: { category: 'characters', title: 'Isolde', worldID } }),
      201,
    );
    const wikiImage = pngImage(3000, [200, 10, 10, 255]);
    await uploadWikiImage(token, wikiId, wikiImage);
    t.clock.advance(1000);
    await t.ok<{ wiki: WikiView }>(
      t.call('PUT', `creation/updateWiki/${wikiId}`, { token, payload: { sections: [{ _id: 'birth', title: 'Birth', content: SECTION_TEXT }] } }),
    );

    const mapImage = pngImage(5000, [10, 200, 10, 255]);
    const { id: mapId } = await t.ok<{ id: string }>(t.createMap(token, { worldID }, mapImage), 201);
    await t.ok(t.updatePoints(token, mapId, [sentPoint('harbour', { name: 'Harbour', x: 0.25, y: 0.75 }), sentPoint('keep', { name: 'The Keep' })]));

    t.clock.advance(1000);
    const { id: timelineId } = await t.ok<{ id: string }>(
      t.call('POST', 'timeline/newTimeline', { token, payload: { worldID, title: 'The Ages', description: 'All that was.', start: 0, end: 100 } }),
      201,
    );
    t.clock.advance(1000);
    await t.ok(
      t.call('PUT', 'timeline/updateLines', { token, payload: { timelineID: timelineId, lines: [{ _id: 'l1', name: 'Kings' }], removedLineIDs: [] } }),
    );
    t.clock.advance(1000);
    await t.ok(
      t.call('PUT', 'timeline/updateNodes', {
        token,
        payload: {
          timelineID: timelineId,
          lineID: 'l1',
          nodes: [sentNode('p', { title: 'The Founding' }), sentNode('q', { year: 20, title: 'The Flood' })],
          removedNodeIDs: [],
        },
      }),
    );

    const language = await t.newLanguage(token, worldID);
    await t.ok(t.addStem(token, language._id, { word: 'hol', meaning: 'river', type: 'noun' }), 201);
    await t.ok(t.addStem(token, language._id, { word: 'ember', meaning: 'to burn', type: 'verb' }), 201);

    return { writingId: writing._id, wikiId, mapId, timelineId, languageId: language._id, wikiImage, mapImage };
  };

  const startWorldExport = (token: string | undefined, worldID: unknown, format?: unknown) =>
    t.call('POST', 'export/world', { token, payload: { worldID, ...(format === undefined ? {} : { format }) } });
  const startWritingExport = (token: string | undefined, writingID: unknown, format: unknown) =>
    t.call('POST', 'export/writing', { token, payload: { writingID, format } });
  const status = (token: string, exportId: string) => t.ok<ExportStatusView>(t.call('GET', `export/${exportId}`, { token }));

  // Polls until the reactor finished the export.
  const finished = async (token: string, exportId: string, timeoutMs = 20_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const current = await status(token, exportId);
      if (current.status === 'completed' || current.status === 'failed') return current;
      if (Date.now() > until) throw new Error(`export ${exportId} still ${current.status} at ${current.progress}%`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const download = (token: string | undefined, exportId: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/export/${exportId}/download`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  return { ...t, exportAuthor, furnishWorld, startWorldExport, startWritingExport, status, finished, download };
};

export { readZip, unzipToTemp } from '../../../exports/testing/zipTesting';

export type ExportsApp = Awaited<ReturnType<typeof openExportsApp>>;
