import { describe, it } from 'vitest';
import type { Calendar } from '../calendars/calendar';
import { DEFAULT_CALENDAR, GREGORIAN_CALENDAR } from '../calendars/defaultCalendars';
import { worldDateMessages } from '../calendars/worldDate';
import { deciderSpec } from '../shared/deciderSpec';
import { worldMessages as wm } from '../worlds/worldMessages';
import { type SceneContent } from './sceneContent';
import { emptySceneContent, MAX_SCENES, MAX_WRITING_CHARS } from './sceneText';
import { defaultSceneInput, type SceneInput, type SentScene } from './sceneRules';
import type { WritingCommand } from './writing.commands';
import { writingDecider } from './writing.decide';
import type { StoredScene, WritingEvent } from './writing.events';
import { writingMessages as m } from './writingMessages';
import { DEFAULT_OVERLAY_COLOR, DEFAULT_OVERLAY_OPACITY, DEFAULT_SCENE_BACKGROUND } from './writingView';
import { youtubeEmbedHtml } from './youtube';

const spec = deciderSpec(writingDecider);
const author = 'author';
const world = { worldId: 'w1', authorID: author, visibility: 'private' as const, members: ['member'] };
const ids = { writingId: 'd1', worldId: 'w1' };
const date = '2025-03-01T00:00:00.000Z';
const text = (words: string): SceneContent => [{ content: words, style: '' }];

const scene = (_id: string, content = text(_id), extra: Partial<StoredScene> = {}): StoredScene => ({
  _id,
  name: _id,
  content,
  backgroundImage: DEFAULT_SCENE_BACKGROUND,
  overlayColor: DEFAULT_OVERLAY_COLOR,
  overlayOpacity: DEFAULT_OVERLAY_OPACITY,
  youtubeHTML: '',
  ...extra,
});
const input = ({ _id, name, content, ...look }: StoredScene): SceneInput => ({ _id, name, content, ...look });
// The scenes here are one run each, so new text replaces that run.
const rewritten = (sceneId: string, nodes: SceneContent): WritingEvent => ({ type: 'SceneContentChanged', data: { ...ids, sceneId, at: 0, remove: 1, nodes } });

const created = (isFolder = false, title = isFolder ? 'New Folder' : 'New File'): WritingEvent => ({
  type: 'WritingCreated',
  data: { ...ids, authorId: author, parentId: null, isFolder, title, createdOn: date },
});
const added = (s: StoredScene): WritingEvent => ({ type: 'SceneAdded', data: { ...ids, scene: s } });
// A document with scenes a and b: revisions 0, 1 and 2.
const doc = [created(), added(scene('a')), added(scene('b'))];

const create = (extra: Partial<Extract<WritingCommand, { type: 'CreateWriting' }>> = {}): WritingCommand => ({
  type: 'CreateWriting',
  actorId: author,
  world,
  writingId: 'd1',
  isFolder: false,
  title: '',
  parent: null,
  scenes: [defaultSceneInput('s1', emptySceneContent())],
  createdOn: date,
  calendar: GREGORIAN_CALENDAR,
  ...extra,
});
const save = (scenes: SentScene[], revision = 2, actorId = author, calendar: Calendar = GREGORIAN_CALENDAR): WritingCommand => ({
  type: 'SaveScenes',
  actorId,
  world,
  revision,
  scenes,
  calendar,
});

describe('creating writings', () => {
  it('a new document is private, named New File, with one empty scene named Default and the default look', () => {
    spec
      .given([])
      .when(create())
      .then([created(), added({ ...scene('s1', emptySceneContent()), name: 'Default' })]);
  });

  it('a new folder is named New Folder and has no scenes', () => {
    spec
      .given([])
      .when(create({ isFolder: true, scenes: [] }))
      .then([created(true)]);
    spec
      .given([])
      .when(create({ isFolder: true }))
      .thenThrows(m.folderHasNoScenes);
  });

  it('a given name is trimmed; an overlong one is refused', () => {
    spec
      .given([])
      .when(create({ title: '  Chapter One ', scenes: [input(scene('a'))] }))
      .then([created(false, 'Chapter One'), added(scene('a'))]);
    spec
      .given([])
      .when(create({ title: 'x'.repeat(101) }))
      .thenThrows(m.titleTooLong);
  });

  it("only the world's author creates writings in it", () => {
    for (const actorId of ['member', 'stranger']) spec.given([]).when(create({ actorId })).thenThrows(wm.onlyAuthor);
  });

  it('goes into a folder of the same world only', () => {
    const folder = { writingId: 'f1', worldId: 'w1', isFolder: true };
    spec
      .given([])
      .when(create({ isFolder: true, scenes: [], parent: folder }))
      .then([{ type: 'WritingCreated', data: { ...ids, authorId: author, parentId: 'f1', isFolder: true, title: 'New Folder', createdOn: date } }]);
    spec
      .given([])
      .when(create({ parent: { ...folder, isFolder: false } }))
      .thenThrows(m.parentNotFolder);
    spec
      .given([])
      .when(create({ parent: { ...folder, worldId: 'w2' } }))
      .thenThrows(m.parentNotFolder);
  });

  it('a document needs a scene, and is created once', () => {
    spec
      .given([])
      .when(create({ scenes: [] }))
      .thenThrows(m.atLeastOneScene);
    spec.given(doc).when(create()).thenThrows(m.alreadyExists);
  });
});

describe('renaming, publishing and deleting', () => {
  it('the author renames with a trimmed name; the same name records nothing', () => {
    spec
      .given(doc)
      .when({ type: 'RenameWriting', actorId: author, world, title: ' Act I ' })
      .then([{ type: 'WritingRenamed', data: { ...ids, title: 'Act I' } }]);
    spec.given(doc).when({ type: 'RenameWriting', actorId: author, world, title: 'New File' }).then([]);
  });

  it('a blank name is refused with the product text', () => {
    spec.given(doc).when({ type: 'RenameWriting', actorId: author, world, title: '   ' }).thenThrows(m.nameRequired);
  });

  it('the author changes the visibility', () => {
    spec
      .given(doc)
      .when({ type: 'ChangeWritingVisibility', actorId: author, world, visibility: 'public' })
      .then([{ type: 'WritingVisibilityChanged', data: { ...ids, visibility: 'public' } }]);
    spec.given(doc).when({ type: 'ChangeWritingVisibility', actorId: author, world, visibility: 'private' }).then([]);
  });

  it('the author deletes; a deleted writing is not found any more', () => {
    const deleted: WritingEvent = { type: 'WritingDeleted', data: ids };
    spec.given(doc).when({ type: 'DeleteWriting', actorId: author, world }).then([deleted]);
    spec
      .given([...doc, deleted])
      .when({ type: 'DeleteWriting', actorId: author, world })
      .thenThrows(m.notFound);
    spec
      .given([...doc, deleted])
      .when(save([input(scene('a'))], 3))
      .thenThrows(m.notFound);
  });

  it('members and strangers change nothing', () => {
    for (const actorId of ['member', 'stranger']) {
      spec.given(doc).when({ type: 'RenameWriting', actorId, world, title: 'Mine' }).thenThrows(m.onlyAuthor);
      spec.given(doc).when({ type: 'ChangeWritingVisibility', actorId, world, visibility: 'public' }).thenThrows(m.onlyAuthor);
      spec.given(doc).when({ type: 'DeleteWriting', actorId, world }).thenThrows(m.onlyAuthor);
      spec
        .given(doc)
        .when(save([input(scene('a'))], 2, actorId))
        .thenThrows(m.onlyAuthor);
    }
  });

  it('a writing asked for under another world, or never created, is not found', () => {
    spec
      .given(doc)
      .when({ type: 'RenameWriting', actorId: author, world: { ...world, worldId: 'w2' }, title: 'x' })
      .thenThrows(m.notFound);
    spec.given([]).when({ type: 'DeleteWriting', actorId: author, world }).thenThrows(m.notFound);
  });
});

describe('saving scenes', () => {
  const both = [input(scene('a')), input(scene('b'))];

  it('saving what is stored records nothing', () => {
    spec.given(doc).when(save(both)).then([]);
  });

  it('a change to one scene records only that scene', () => {
    spec
      .given(doc)
      .when(save([input(scene('a', text('Once upon a time'))), input(scene('b'))]))
      .then([rewritten('a', text('Once upon a time'))]);
    spec
      .given(doc)
      .when(save([{ ...input(scene('a')), name: ' Prologue ' }, input(scene('b'))]))
      .then([{ type: 'SceneRenamed', data: { ...ids, sceneId: 'a', name: 'Prologue' } }]);
  });

  it('a scene name stored before the text rule saves unchanged; a new or changed name follows the rule', () => {
    const old = scene('a', text('a'), { name: 'Old\u202ename' });
    const stored = [created(), added(old), added(scene('b'))];
    spec
      .given(stored)
      .when(save([input(old), input(scene('b'))]))
      .then([]);
    spec
      .given(stored)
      .when(save([{ ...input(old), content: text('More') }, input(scene('b'))]))
      .then([rewritten('a', text('More'))]);
    spec
      .given(stored)
      .when(save([{ ...input(old), name: 'New\u202ename' }, input(scene('b'))]))
      .thenThrows('Names cannot contain control or text-direction characters.');
    spec
      .given(stored)
      .when(save([input(old), input(scene('b')), { ...input(scene('c')), name: '\u200b' }]))
      .thenThrows('Please enter a name.');
  });

  it('a change inside a long scene records only the runs that changed', () => {
    const long: SceneContent = [
      { content: 'Once', style: 'title' },
      { content: '\n', style: '' },
      { content: 'upon a time', style: '' },
      { content: ' there was', style: 'bold' },
    ];
    const edited = long.map((node, i) => (i === 2 ? { ...node, content: 'upon a long time' } : node));
    spec
      .given([created(), added(scene('a', long))])
      .when(save([input(scene('a', edited))], 1))
      .then([{ type: 'SceneContentChanged', data: { ...ids, sceneId: 'a', at: 2, remove: 1, nodes: [{ content: 'upon a long time', style: '' }] } }]);
  });

  it('styles, colours and links are part of the content', () => {
    const styled: SceneContent = [{ content: 'a', style: 'bold', color: '#ff0000', link: { type: 'writing', id: 'd2' } }];
    const saved = [...doc, rewritten('a', styled)];
    spec
      .given(saved)
      .when(save([input(scene('a', [{ content: 'a', style: 'bold', color: '#ff0000', link: { id: 'd2', type: 'writing' } }])), input(scene('b'))], 3))
      .then([]);
    spec
      .given(saved)
      .when(save([input(scene('a', [{ content: 'a', style: 'bold', color: '#ff0000' }])), input(scene('b'))], 3))
      .then([rewritten('a', [{ content: 'a', style: 'bold', color: '#ff0000' }])]);
  });

  it('new scenes get the default look and go where they were sent; removed and moved scenes are recorded', () => {
    spec
      .given(doc)
      .when(save([...both, { _id: 'c', name: 'Epilogue', content: text('End') }]))
      .then([added({ ...scene('c', text('End')), name: 'Epilogue' })]);
    spec
      .given(doc)
      .when(save([{ _id: 'c', name: 'c', content: text('c') }, ...both]))
      .then([added(scene('c')), { type: 'ScenesReordered', data: { ...ids, sceneIds: ['c', 'a', 'b'] } }]);
    spec
      .given(doc)
      .when(save([input(scene('b'))]))
      .then([{ type: 'SceneRemoved', data: { ...ids, sceneId: 'a' } }]);
    spec
      .given(doc)
      .when(save([input(scene('b')), input(scene('a'))]))
      .then([{ type: 'ScenesReordered', data: { ...ids, sceneIds: ['b', 'a'] } }]);
  });

  it('customises a scene: background, overlay colour and opacity, video', () => {
    const video = youtubeEmbedHtml('dQw4w9WgXcQ');
    const look = { backgroundImage: 'https://example.com/sky.png', overlayColor: '#aabbcc', overlayOpacity: 0.25, youtubeHTML: video };
    spec
      .given(doc)
      .when(save([{ ...input(scene('a')), ...look, overlayColor: '#AABBCC' }, input(scene('b'))]))
      .then([{ type: 'SceneCustomised', data: { ...ids, sceneId: 'a', ...look } }]);
  });

  it('a background not from http(s) or the media host is ignored and the old one stays', () => {
    const withSky = [
      ...doc,
      { type: 'SceneCustomised', data: { ...ids, sceneId: 'a', ...scene('a'), backgroundImage: '/media/scenes/author/sky.png' } } as WritingEvent,
    ];
    spec
      .given(withSky)
      .when(save([{ ...input(scene('a')), backgroundImage: 'javascript:alert(1)' }, input(scene('b'))], 3))
      .then([]);
    spec
      .given(doc)
      .when(save([...both, { _id: 'c', name: 'c', content: text('c'), backgroundImage: 'ftp://x' }]))
      .then([added(scene('c'))]);
  });

  it('a video must be the embed built from a valid id, or nothing', () => {
    spec
      .given(doc)
      .when(save([{ ...input(scene('a')), youtubeHTML: '<script>alert(1)</script>' }]))
      .thenThrows(m.invalidLink);
    spec
      .given(doc)
      .when(save([{ ...input(scene('a')), youtubeHTML: youtubeEmbedHtml('dQw4w9WgXcQ').replace('autoplay=1', 'autoplay=1" onload="x') }]))
      .thenThrows(m.invalidLink);
    spec
      .given(doc)
      .when(save([{ ...input(scene('a')), overlayColor: 'red' }]))
      .thenThrows(m.overlayColor);
    spec
      .given(doc)
      .when(save([{ ...input(scene('a')), overlayOpacity: 2 }]))
      .thenThrows(m.overlayOpacity);
  });

  it('refuses an empty list, duplicate or malformed ids, too many scenes and too much text', () => {
    spec.given(doc).when(save([])).thenThrows(m.atLeastOneScene);
    spec
      .given(doc)
      .when(save([input(scene('a')), input(scene('a'))]))
      .thenThrows(m.duplicateScene);
    spec
      .given(doc)
      .when(save([{ ...input(scene('a')), _id: 'no spaces' }]))
      .thenThrows(m.sceneIdInvalid);
    spec
      .given(doc)
      .when(save(Array.from({ length: MAX_SCENES + 1 }, (_, i) => input(scene(`s${i}`)))))
      .thenThrows(m.tooManyScenes);
    const half = 'x'.repeat(MAX_WRITING_CHARS / 2);
    spec
      .given(doc)
      .when(save([input(scene('a', text(half))), input(scene('b', text(`${half}x`)))]))
      .thenThrows(m.tooLong);
    spec
      .given(doc)
      .when(save([{ ...input(scene('a')), name: ' ' }]))
      .thenThrows(m.nameRequired);
  });

  it('a folder has no scenes to save', () => {
    spec
      .given([created(true)])
      .when(save(both, 0))
      .thenThrows(m.folderHasNoScenes);
  });
});

describe('saves made on an older revision', () => {
  const otherTab: WritingEvent = rewritten('b', text('from the other tab'));
  const mine = [input(scene('a', text('mine'))), input(scene('b'))];

  it('a save after another save to the scenes is a conflict, even of another scene', () => {
    spec
      .given([...doc, otherTab])
      .when(save(mine, 2))
      .thenThrows(m.conflict);
  });

  it('a save made on the newest revision goes through', () => {
    spec
      .given([...doc, otherTab])
      .when(save([input(scene('a', text('mine'))), input(scene('b', text('from the other tab')))], 3))
      .then([rewritten('a', text('mine'))]);
  });

  it('a rename or visibility change since loading does not stop a save', () => {
    const renamed: WritingEvent = { type: 'WritingRenamed', data: { ...ids, title: 'Act I' } };
    spec
      .given([...doc, renamed])
      .when(save(mine, 2))
      .then([rewritten('a', text('mine'))]);
  });

  it('a revision the writing never had is a conflict', () => {
    spec.given(doc).when(save(mine, 7)).thenThrows(m.conflict);
  });
});

describe('co-typed scenes: text from the room, everything else from the page', () => {
  const typed = (sceneId: string, content: SceneContent, actorId = author): WritingCommand => ({ type: 'SaveSceneText', actorId, world, sceneId, content });
  const withoutText = ({ content: _text, ...rest }: SceneInput) => rest;
  const coTyped: WritingEvent = rewritten('b', text('typed in the room'));

  it('a scene’s text from its room is saved on no revision, as only what changed', () => {
    spec
      .given([...doc, coTyped])
      .when(typed('a', text('typed together')))
      .then([rewritten('a', text('typed together'))]);
    spec
      .given(doc)
      .when(typed('a', text('a')))
      .then([]);
  });

  it('the room’s text is refused for a scene that is not there, past the writing’s length, or by a reader', () => {
    spec
      .given(doc)
      .when(typed('gone', text('x')))
      .thenThrows(m.sceneNotFound);
    const long = Array.from({ length: MAX_WRITING_CHARS / 1000 + 1 }, () => ({ content: 'x'.repeat(1000), style: '' as const }));
    spec.given(doc).when(typed('a', long)).thenThrows(m.tooLong);
    spec
      .given(doc)
      .when(typed('a', text('x'), 'member'))
      .thenThrows(m.onlyAuthor);
  });

  it('a save that leaves the text out keeps it, and is not stopped by text typed since', () => {
    const renamedA = { ...withoutText(input(scene('a'))), name: 'Dawn' };
    spec
      .given([...doc, coTyped])
      .when(save([renamedA, withoutText(input(scene('b')))], 2))
      .then([{ type: 'SceneRenamed', data: { ...ids, sceneId: 'a', name: 'Dawn' } }]);
  });

  it('a new scene sent without text is empty', () => {
    spec
      .given(doc)
      .when(save([input(scene('a')), input(scene('b')), withoutText(input(scene('c')))], 2))
      .then([added(scene('c', emptySceneContent()))]);
  });

  it('a save that changes text, or removes a scene, on a revision before text typed since is a conflict', () => {
    spec
      .given([...doc, coTyped])
      .when(save([input(scene('a', text('mine'))), withoutText(input(scene('b')))], 2))
      .thenThrows(m.conflict);
    spec
      .given([...doc, coTyped])
      .when(save([withoutText(input(scene('a')))], 2))
      .thenThrows(m.conflict);
  });

  it('a save that leaves the text out is still stopped by names, looks or scenes changed since', () => {
    const renamed: WritingEvent = { type: 'SceneRenamed', data: { ...ids, sceneId: 'b', name: 'Night' } };
    spec
      .given([...doc, renamed])
      .when(save([{ ...withoutText(input(scene('a'))), name: 'Dawn' }, withoutText(input(scene('b')))], 2))
      .thenThrows(m.conflict);
  });
});

describe('scene dates', () => {
  const coronation = { year: 1245, month: 3, day: 3 };
  const dated = (sceneId: string, when: StoredScene['date'] | null): WritingEvent => ({ type: 'SceneDated', data: { ...ids, sceneId, date: when ?? null } });
  const datedDoc = [...doc, dated('a', coronation)];

  it('dating, redating and undating a scene each record one SceneDated', () => {
    spec
      .given(doc)
      .when(save([{ ...input(scene('a')), date: coronation }, input(scene('b'))]))
      .then([dated('a', coronation)]);
    spec
      .given(datedDoc)
      .when(save([{ ...input(scene('a')), date: { year: 1246 } }, input(scene('b'))], 3))
      .then([dated('a', { year: 1246 })]);
    spec
      .given(datedDoc)
      .when(save([{ ...input(scene('a')), date: null }, input(scene('b'))], 3))
      .then([dated('a', null)]);
  });

  it('the same date, or none sent, keeps the date and records nothing', () => {
    spec
      .given(datedDoc)
      .when(save([{ ...input(scene('a')), date: { ...coronation } }, input(scene('b'))], 3))
      .then([]);
    spec
      .given(datedDoc)
      .when(save([input(scene('a')), input(scene('b'))], 3))
      .then([]);
    spec
      .given(doc)
      .when(save([{ ...input(scene('a')), date: null }, input(scene('b'))]))
      .then([]);
  });

  it('a new scene carries its date in SceneAdded; a new document’s scenes too', () => {
    spec
      .given(doc)
      .when(save([input(scene('a')), input(scene('b')), { ...input(scene('c')), date: { year: 1245, month: 3 } }]))
      .then([added(scene('c', text('c'), { date: { year: 1245, month: 3 } }))]);
    spec
      .given([])
      .when(create({ scenes: [{ ...input(scene('a')), date: coronation }] }))
      .then([created(), added(scene('a', text('a'), { date: coronation }))]);
  });

  it('a date the world’s calendar lacks is refused, on a new scene, a new document or a kept one', () => {
    spec
      .given(doc)
      .when(save([{ ...input(scene('a')), date: { year: 1245, month: 13 } }, input(scene('b'))]))
      .thenThrows(worldDateMessages.monthNotInCalendar(13));
    spec
      .given(doc)
      .when(save([input(scene('a')), input(scene('b')), { ...input(scene('c')), date: { year: 1245, month: 2, day: 30 } }]))
      .thenThrows('This month has no such day.');
    spec
      .given([])
      .when(create({ scenes: [{ ...input(scene('a')), date: { year: 0 } }] }))
      .thenThrows('This calendar has no year 0.');
    // The default calendar has a year 0 the Gregorian one lacks.
    spec
      .given([])
      .when(create({ scenes: [{ ...input(scene('a')), date: { year: 0 } }], calendar: DEFAULT_CALENDAR }))
      .then([created(), added(scene('a', text('a'), { date: { year: 0 } }))]);
  });

  it('a date stored before the world chose another calendar does not stop saving the writing', () => {
    const fourMonths: Calendar = { ...GREGORIAN_CALENDAR, months: GREGORIAN_CALENDAR.months.slice(0, 4) };
    const lateInYear = [...doc, dated('a', { year: 1245, month: 11 })];
    spec
      .given(lateInYear)
      .when(save([{ ...input(scene('a', text('more'))), date: { year: 1245, month: 11 } }, input(scene('b'))], 3, author, fourMonths))
      .then([rewritten('a', text('more'))]);
    spec
      .given(lateInYear)
      .when(save([{ ...input(scene('a')), date: { year: 1245, month: 12 } }, input(scene('b'))], 3, author, fourMonths))
      .thenThrows(worldDateMessages.monthNotInCalendar(12));
  });

  it('a date is a setting: a save dating a scene is not stopped by text typed in it since', () => {
    const coTyped = rewritten('a', text('typed in the room'));
    const { content: _text, ...withoutText } = input(scene('a'));
    spec
      .given([...doc, coTyped])
      .when(save([{ ...withoutText, date: coronation }, input(scene('b'))], 2))
      .then([dated('a', coronation)]);
  });

  it('a save on a revision before another date change is a conflict', () => {
    spec
      .given(datedDoc)
      .when(save([input(scene('a')), { ...input(scene('b')), date: { year: 1 } }], 2))
      .thenThrows(m.conflict);
  });
});
