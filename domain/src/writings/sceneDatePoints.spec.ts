import { describe, expect, it } from 'vitest';
import type { PointDates } from '../calendars/datePoints';
import { GREGORIAN_CALENDAR } from '../calendars/defaultCalendars';
import type { WorldDate } from '../calendars/worldDate';
import { foldEvents } from '../shared/decider';
import { deciderSpec } from '../shared/deciderSpec';
import type { SceneContent } from './sceneContent';
import type { WritingCommand } from './writing.commands';
import { writingDecider } from './writing.decide';
import type { StoredScene, WritingEvent } from './writing.events';
import { writingMessages as m } from './writingMessages';
import { DEFAULT_OVERLAY_COLOR, DEFAULT_OVERLAY_OPACITY, DEFAULT_SCENE_BACKGROUND } from './writingView';

// A scene dated from a timeline point follows the point when it moves: one SceneDated, as a save
// that redates it would record.
const spec = deciderSpec(writingDecider);
const world = { worldId: 'w1', authorID: 'author', visibility: 'private' as const, members: [] };
const ids = { writingId: 'd1', worldId: 'w1' };
const address = { timelineID: 't1', nodeID: 'coronation' };
const fromPoint = (year: number): WorldDate => ({ year, point: address });
const moved: PointDates = { start: { year: 1230, month: 3 }, end: { year: 1240 } };
const follow: WritingCommand = { type: 'FollowDatePoint', address, dates: moved };
const text = (words: string): SceneContent => [{ content: words, style: '' }];

const scene = (_id: string, date?: WorldDate): StoredScene => ({
  _id,
  name: _id,
  content: text(_id),
  backgroundImage: DEFAULT_SCENE_BACKGROUND,
  overlayColor: DEFAULT_OVERLAY_COLOR,
  overlayOpacity: DEFAULT_OVERLAY_OPACITY,
  youtubeHTML: '',
  ...(date && { date }),
});
const created: WritingEvent = {
  type: 'WritingCreated',
  data: { ...ids, authorId: 'author', parentId: null, isFolder: false, title: 'Chronicle', createdOn: '2025-03-01T00:00:00.000Z' },
};
const added = (s: StoredScene): WritingEvent => ({ type: 'SceneAdded', data: { ...ids, scene: s } });
const dated = (sceneId: string, date: WorldDate): WritingEvent => ({ type: 'SceneDated', data: { ...ids, sceneId, date } });
// Revisions 0–3: the crowning dated from the point, the feast from another, the road undated.
const doc = [
  created,
  added(scene('crowning', fromPoint(1200))),
  added(scene('feast', { year: 1200, point: { timelineID: 't1', nodeID: 'feast' } })),
  added(scene('road')),
];
const followed = dated('crowning', { year: 1230, month: 3, point: address });

describe('scenes following a timeline point', () => {
  it('a scene dated from the point moves to its new date; the others are untouched', () => spec.given(doc).when(follow).then([followed]));

  it("a scene dated from a range's end takes its new end", () =>
    spec
      .given([created, added(scene('reign', { year: 1210, point: { ...address, end: true } }))])
      .when(follow)
      .then([dated('reign', { year: 1240, point: { ...address, end: true } })]));

  it('following again, once the date already says so, records nothing', () => {
    expect(foldEvents(writingDecider, [...doc, followed]).scenes[0].date).toEqual({ year: 1230, month: 3, point: address });
    spec
      .given([...doc, followed])
      .when(follow)
      .then([]);
  });

  it('a deleted writing, or one never made, follows nothing', () => {
    spec
      .given([...doc, { type: 'WritingDeleted', data: ids }])
      .when(follow)
      .then([]);
    spec.given([]).when(follow).then([]);
  });

  it('a followed date is a setting: text typed since never stops it, and a settings save made before it is refused', () => {
    const coTyped: WritingEvent = { type: 'SceneContentChanged', data: { ...ids, sceneId: 'crowning', at: 0, remove: 1, nodes: text('typed in the room') } };
    spec
      .given([...doc, coTyped])
      .when(follow)
      .then([followed]);
    // The page's save as it was loaded at revision 3: names and looks, text and dates left as stored.
    const asLoaded = ({ content: _text, date: _date, ...rest }: StoredScene) => rest;
    const renameRoad: WritingCommand = {
      type: 'SaveScenes',
      actorId: 'author',
      world,
      revision: 3,
      scenes: [asLoaded(scene('crowning')), asLoaded(scene('feast')), { ...asLoaded(scene('road')), name: 'The road' }],
      calendar: GREGORIAN_CALENDAR,
    };
    spec
      .given([...doc, followed])
      .when(renameRoad)
      .thenThrows(m.conflict);
    spec
      .given([...doc, followed])
      .when({ ...renameRoad, revision: 4 })
      .then([{ type: 'SceneRenamed', data: { ...ids, sceneId: 'road', name: 'The road' } }]);
  });
});
