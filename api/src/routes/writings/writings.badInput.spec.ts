import { afterAll, beforeAll, describe, it } from 'vitest';
import { worldDateMessages } from '@lorewright/domain/calendars/worldDate';
import { languageMessages } from '@lorewright/domain/languages/languageMessages';
import { elementMessages } from '@lorewright/domain/worlds/element.commands';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { MAX_NODE_CHARS, MAX_SCENES, MAX_WRITING_CHARS } from '@lorewright/domain/writings/sceneText';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import type { SceneView, WritingView } from '@lorewright/domain/writings/writingView';
import { youtubeEmbedHtml } from '@lorewright/domain/writings/youtube';
import { openWritingsApp, type WritingsApp } from './testing/writingsTesting';

// Bad writing payloads are refused with a 4xx and a readable {error}, and store nothing.

let t: WritingsApp;
let token: string;
let worldID: string;
let doc: WritingView;
let scene: SceneView;
beforeAll(async () => {
  t = await openWritingsApp();
  const ann = await t.person('ann');
  token = ann.token;
  worldID = (await t.createWorld(token))._id;
  doc = await t.newDoc(token, worldID);
  scene = doc.scenes[0]!;
});
afterAll(() => t.close());

const saving =
  (scenes: unknown[], extra: object = {}) =>
  () =>
    t.call('PUT', 'creation/updateWriting', { token, payload: { writingID: doc._id, revision: doc.revision, scenes, ...extra } });
const withNodes = (content: unknown[]) => [{ ...scene, content }];

describe('refused scene content', () => {
  it('unknown styles, colours not written #rrggbb, unknown node fields', async () => {
    await t.expectRefused(saving(withNodes([{ content: 'x', style: 'italic' }])), 400, "Unknown text style: use '', title, subtitle or bold.");
    await t.expectRefused(saving(withNodes([{ content: 'x', style: '', color: 'red' }])), 400, 'Colours are written #rrggbb.');
    await t.expectRefused(saving([{ ...scene, overlayColor: 'red' }]), 400, m.overlayColor);
    await t.expectRefused(saving([{ ...scene, overlayOpacity: 50 }]), 400, m.overlayOpacity);
    await t.expectRefused(saving(withNodes([{ content: 'x', style: '', onclick: 'alert(1)' }])), 400, 'scenes.0.content.0: Unrecognized key: "onclick".');
    await t.expectRefused(
      saving(withNodes([{ content: 'x', style: '', link: { url: 'javascript:alert(1)' } }])),
      400,
      'Links must start with http:// or https://.',
    );
  });

  it('more text than a writing may hold, or than one run may hold', async () => {
    const run = { content: 'x'.repeat(MAX_NODE_CHARS), style: '' };
    const nodes = [...Array.from({ length: MAX_WRITING_CHARS / MAX_NODE_CHARS }, () => run), { content: 'x', style: '' }];
    await t.expectRefused(saving(withNodes(nodes)), 400, m.tooLong);
    await t.expectRefused(
      saving(withNodes([{ content: 'x'.repeat(MAX_NODE_CHARS + 1), style: '' }])),
      400,
      `A text run may hold at most ${MAX_NODE_CHARS} characters.`,
    );
  });

  it('more scenes than a writing may hold, none at all, or the same id twice', async () => {
    await t.expectRefused(saving(Array.from({ length: MAX_SCENES + 1 }, (_, i) => ({ ...scene, _id: `s${i}` }))), 400, m.tooManyScenes);
    await t.expectRefused(saving([]), 400, m.atLeastOneScene);
    await t.expectRefused(saving([scene, scene]), 400, m.duplicateScene);
    await t.expectRefused(saving([{ ...scene, _id: 'not an id!' }]), 400, m.sceneIdInvalid);
    await t.expectRefused(saving([{ ...scene, name: '  ' }]), 400, m.nameRequired);
  });

  it('a video that is not the embed built from a valid id', async () => {
    await t.expectRefused(saving([{ ...scene, youtubeHTML: '<script>alert(1)</script>' }]), 400, m.invalidLink);
    await t.expectRefused(saving([{ ...scene, youtubeHTML: `${youtubeEmbedHtml('dQw4w9WgXcQ')}<script>alert(1)</script>` }]), 400, m.invalidLink);
    await t.expectRefused(saving([{ ...scene, youtubeHTML: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }]), 400, m.invalidLink);
  });

  it('a date the world’s calendar lacks, or a malformed one, on a kept scene, a new one or a new writing', async () => {
    const dated = (date: unknown) => saving([{ ...scene, date }]);
    // The world reads its dates on the Gregorian calendar: no 30 February, no month 13, no year 0.
    await t.expectRefused(dated({ year: 1245, month: 2, day: 30 }), 400, 'This month has no such day.');
    await t.expectRefused(dated({ year: 1245, month: 13 }), 400, worldDateMessages.monthNotInCalendar(13));
    await t.expectRefused(dated({ year: 0 }), 400, 'This calendar has no year 0.');
    await t.expectRefused(saving([scene, { name: 'New', date: { year: 1245, month: 2, day: 29 } }]), 400, 'This month has no such day.');
    await t.expectRefused(
      () => t.call('POST', 'creation/newWriting', { token, payload: { worldID, scenes: [{ name: 'One', date: { year: 1245, month: 13 } }] } }),
      400,
      worldDateMessages.monthNotInCalendar(13),
    );
    // Malformed: not a date, a year as text, a day without its month, a month past any calendar's, unknown fields.
    await t.expectRefused(dated('3 March 1245'), 400, worldDateMessages.dateInvalid);
    await t.expectRefused(dated({ year: '1245' }), 400, worldDateMessages.yearInvalid);
    await t.expectRefused(dated({ year: 1245.5 }), 400, worldDateMessages.yearInvalid);
    await t.expectRefused(dated({ year: 1245, day: 3 }), 400, worldDateMessages.dayWithoutMonth);
    await t.expectRefused(dated({ year: 1245, month: 0 }), 400, worldDateMessages.monthInvalid);
    await t.expectRefused(dated({ year: 1245, month: 3, day: 0 }), 400, worldDateMessages.dayInvalid);
    await t.expectRefused(dated({ year: 1245, era: 'AD' }), 400, worldDateMessages.dateInvalid);
  });

  it('a body past the save limit is too large', async () => {
    // Each '"' is two bytes of JSON: 10 MB.
    const huge = withNodes(Array.from({ length: 250 }, () => ({ content: '"'.repeat(MAX_NODE_CHARS), style: '' })));
    await t.expectRefused(saving(huge), 413, 'The request is too large.');
  });
});

describe('wrong ids and revisions', () => {
  it('an unknown or missing writing, a missing revision, a folder', async () => {
    await t.expectRefused(
      () => t.call('PUT', 'creation/updateWriting', { token, payload: { writingID: 'nope', revision: 0, scenes: [scene] } }),
      404,
      m.notFound,
    );
    await t.expectRefused(
      () => t.call('PUT', 'creation/updateWriting', { token, payload: { writingID: '', revision: 0, scenes: [scene] } }),
      400,
      m.chooseWriting,
    );
    await t.expectRefused(saving([scene], { revision: undefined }), 400, m.revisionRequired);
    await t.expectRefused(saving([scene], { revision: 'latest' }), 400, m.revisionRequired);
    await t.expectRefused(saving([scene], { revision: 1.5 }), 400, m.revisionRequired);
    const folder = await t.newFolder(token, worldID);
    await t.expectRefused(
      () => t.call('PUT', 'creation/updateWriting', { token, payload: { writingID: folder._id, revision: folder.revision, scenes: [scene] } }),
      400,
      m.folderHasNoScenes,
    );
  });

  it('a new writing in an unknown world or under a parent that is not a folder of it', async () => {
    const create = (payload: object) => () => t.call('POST', 'creation/newWriting', { token, payload: { isFolder: false, worldID, ...payload } });
    await t.expectRefused(create({ worldID: 'nope' }), 404, wm.notFound);
    await t.expectRefused(create({ worldID: undefined }), 400, wm.chooseWorld);
    await t.expectRefused(create({ parentID: 'nope' }), 400, m.parentNotFolder);
    await t.expectRefused(create({ parentID: doc._id }), 400, m.parentNotFolder);
    await t.expectRefused(create({ isFolder: 'yes' }), 400, m.chooseKind);
    await t.expectRefused(create({ title: 'x'.repeat(101) }), 400, m.titleTooLong);
  });

  it('renames, deletes and visibility changes of unknown writings or elements', async () => {
    await t.expectRefused(() => t.call('PUT', 'writing/rename', { token, payload: { writingID: 'nope', worldID, title: 'x' } }), 404, m.notFound);
    await t.expectRefused(() => t.call('POST', 'writing/delete', { token, payload: { writingID: 'nope', worldID } }), 404, m.notFound);
    await t.expectRefused(
      () => t.call('POST', 'updateElementVisibility', { token, payload: { element: 'poem', elementID: doc._id, worldID, visibility: 'public' } }),
      400,
      elementMessages.chooseElement,
    );
    await t.expectRefused(
      // A writing's id is no language's (each kind answers for its own ids in its own specs).
      () => t.call('POST', 'updateElementVisibility', { token, payload: { element: 'language', elementID: doc._id, worldID, visibility: 'public' } }),
      404,
      languageMessages.notFound,
    );
    await t.expectRefused(
      () => t.call('POST', 'updateElementVisibility', { token, payload: { element: 'writing', elementID: doc._id, worldID, visibility: 'hidden' } }),
      400,
      wm.chooseVisibility,
    );
  });
});

describe('refused scene text from a co-typing room', () => {
  const typing = (payload: object) => () =>
    t.call('PUT', 'writing/sceneText', { token, payload: { writingID: doc._id, sceneID: scene._id, content: [{ content: 'x', style: '' }], ...payload } });

  it('unknown writings or scenes, scene ids that are no ids, a folder', async () => {
    await t.expectRefused(typing({ writingID: 'nope' }), 404, m.notFound);
    await t.expectRefused(typing({ writingID: '' }), 400, m.chooseWriting);
    await t.expectRefused(typing({ sceneID: 'gone' }), 404, m.sceneNotFound);
    await t.expectRefused(typing({ sceneID: 'not an id!' }), 400, m.sceneIdInvalid);
    await t.expectRefused(typing({ sceneID: undefined }), 400, m.sceneIdInvalid);
    const folder = await t.newFolder(token, worldID);
    await t.expectRefused(typing({ writingID: folder._id }), 404, m.sceneNotFound);
  });

  it('text that is no scene text, or more than the writing may hold', async () => {
    await t.expectRefused(typing({ content: undefined }), 400, m.sceneTextRequired);
    await t.expectRefused(typing({ content: [{ content: 'x', style: 'italic' }] }), 400, "Unknown text style: use '', title, subtitle or bold.");
    await t.expectRefused(
      typing({ content: [{ content: 'x', style: '', link: { url: 'javascript:alert(1)' } }] }),
      400,
      'Links must start with http:// or https://.',
    );
    const run = { content: 'x'.repeat(MAX_NODE_CHARS), style: '' };
    const nodes = [...Array.from({ length: MAX_WRITING_CHARS / MAX_NODE_CHARS }, () => run), { content: 'x', style: '' }];
    await t.expectRefused(typing({ content: nodes }), 400, m.tooLong);
  });
});
