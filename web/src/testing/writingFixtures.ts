import type { SceneContent } from '@lorewright/domain/writings/sceneContent';
import {
  DEFAULT_OVERLAY_COLOR,
  DEFAULT_OVERLAY_OPACITY,
  DEFAULT_SCENE_BACKGROUND,
  type SavedWritingAnswer,
  type SceneView,
  type WritingView,
} from '@lorewright/domain/writings/writingView';
import { writingMessages } from '@lorewright/domain/writings/writingMessages';
import type { MockAnswer } from './mockApi';

// Writings as the server answers them, for this feature's specs.

export const text = (content: string): SceneContent => [{ content, style: '' }];

export const makeScene = (_id: string, name: string, overrides: Partial<SceneView> = {}): SceneView => ({
  _id,
  name,
  content: text(`${name} text`),
  overlayColor: DEFAULT_OVERLAY_COLOR,
  overlayOpacity: DEFAULT_OVERLAY_OPACITY,
  backgroundImage: DEFAULT_SCENE_BACKGROUND,
  youtubeHTML: '',
  ...overrides,
});

export function makeWriting(overrides: Partial<WritingView> = {}): WritingView {
  const isFolder = overrides.type === 'folder';
  return {
    _id: 'd1',
    worldID: 'w1',
    parentID: null,
    authorID: 'u1',
    type: 'doc',
    isFolder,
    title: 'Prologue',
    visibility: 'private',
    createdOn: '2025-04-01T10:00:00.000Z',
    lastUpdated: '2025-04-02T10:00:00.000Z',
    revision: 3,
    scenes: isFolder ? [] : [makeScene('s1', 'Arrival'), makeScene('s2', 'The Pass'), makeScene('s3', 'Snowfall')],
    ...overrides,
  };
}

export const makeFolder = (_id: string, title: string, overrides: Partial<WritingView> = {}) =>
  makeWriting({ _id, title, type: 'folder', isFolder: true, scenes: [], ...overrides });

export const writingAnswer = (writing: WritingView): MockAnswer => ({ status: 200, body: { writing } });
export const writingsAnswer = (writings: WritingView[]): MockAnswer => ({ status: 200, body: { writings } });

// The answer to a save of the scenes sent (`body`), as the server gives it: the writing without
// its text at `revision` (its summary at `summaryRevision`, newer when it changed again since),
// and the scenes sent without theirs.
export const savedAnswer =
  (writing: WritingView, revision: number, { summaryRevision = revision }: { summaryRevision?: number } = {}) =>
  (body: unknown): MockAnswer => {
    const { scenes: _scenes, ...summary } = writing;
    const sent = (body as { scenes: SceneView[] }).scenes;
    const answer: SavedWritingAnswer = {
      message: writingMessages.updated,
      revision,
      summary: { ...summary, revision: summaryRevision },
      // As the server stores them: an undated scene (sent with date null) comes back without a date.
      scenes: sent.map(({ content: _text, date, ...scene }) => (date ? { ...scene, date } : scene)),
    };
    return { status: 200, body: answer };
  };
