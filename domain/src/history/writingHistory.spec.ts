import { describe, expect, it } from 'vitest';
import type { WritingEvent } from '../writings/writing.events';
import { groupBySession, SESSION_GAP_MS, sessionOf } from './elementHistory';
import { sceneWordDiff, wordDiff } from './sceneDiff';
import { historySummaries } from './historySummaries';
import { writingDescriber } from './writingHistory';

const ids = { writingId: 'w1', worldId: 'world1' };
const look = { backgroundImage: '', overlayColor: '#414145', overlayOpacity: 0.5, youtubeHTML: '' };
const chapterOne = { _id: 's1', name: 'Chapter 1', content: [{ content: 'It was dark.', style: '' as const }], ...look };

const summaries = (events: WritingEvent[]) => historySummaries(writingDescriber, events);

describe('writing history summaries', () => {
  it('say in one line what each event did, naming scenes by the name they had', () => {
    expect(
      summaries([
        { type: 'WritingCreated', data: { ...ids, authorId: 'ann', parentId: null, isFolder: false, title: 'Saga', createdOn: '' } },
        { type: 'SceneAdded', data: { ...ids, scene: chapterOne } },
        { type: 'SceneContentChanged', data: { ...ids, sceneId: 's1', at: 0, remove: 1, nodes: [{ content: 'It was light.', style: '' }] } },
        { type: 'SceneRenamed', data: { ...ids, sceneId: 's1', name: 'Dawn' } },
        { type: 'SceneContentChanged', data: { ...ids, sceneId: 's1', at: 0, remove: 1, nodes: [] } },
        { type: 'SceneCustomised', data: { ...ids, sceneId: 's1', ...look } },
        { type: 'WritingRenamed', data: { ...ids, title: 'Epic' } },
        { type: 'WritingVisibilityChanged', data: { ...ids, visibility: 'public' } },
        { type: 'ScenesReordered', data: { ...ids, sceneIds: ['s1'] } },
        { type: 'SceneRemoved', data: { ...ids, sceneId: 's1' } },
      ]),
    ).toEqual([
      'Created writing “Saga”',
      'Added scene “Chapter 1”',
      'Edited scene “Chapter 1”',
      'Renamed scene “Chapter 1” to “Dawn”',
      'Edited scene “Dawn”',
      'Changed the look of scene “Dawn”',
      'Renamed to “Epic”',
      'Made public',
      'Reordered scenes',
      'Removed scene “Dawn”',
    ]);
  });

  it('a scene the labels do not know is “a scene”', () => {
    expect(summaries([{ type: 'SceneRemoved', data: { ...ids, sceneId: 'gone' } }])).toEqual(['Removed scene “a scene”']);
  });
});

describe('editing sessions', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes)).toISOString();

  it('the same person within 15 minutes continues the session; a pause, another person or a first event starts one', () => {
    expect(sessionOf(null, { id: 'e1', actorId: 'ann', at: at(0) })).toBe('e1');
    const last = { actorId: 'ann', at: at(0), session: 'e1' };
    expect(sessionOf(last, { id: 'e2', actorId: 'ann', at: at(14) })).toBe('e1');
    expect(sessionOf(last, { id: 'e3', actorId: 'ann', at: new Date(Date.parse(at(0)) + SESSION_GAP_MS).toISOString() })).toBe('e3');
    expect(sessionOf(last, { id: 'e4', actorId: 'bob', at: at(1) })).toBe('e4');
  });

  it('groups consecutive entries of one session, keeping their order', () => {
    const entries = [
      { revision: 4, session: 'b' },
      { revision: 3, session: 'b' },
      { revision: 2, session: 'a' },
      { revision: 1, session: 'a' },
    ];
    expect(groupBySession(entries).map((group) => [group.session, group.entries.map((e) => e.revision)])).toEqual([
      ['b', [4, 3]],
      ['a', [2, 1]],
    ]);
  });
});

describe('word diff', () => {
  it('marks the words added and removed between a version and now', () => {
    expect(wordDiff('The dark tower stood.', 'The white tower stood tall.')).toEqual([
      { kind: 'unchanged', text: 'The ' },
      { kind: 'removed', text: 'dark' },
      { kind: 'added', text: 'white' },
      { kind: 'unchanged', text: ' tower stood ' },
      { kind: 'added', text: 'tall' },
      { kind: 'unchanged', text: '.' },
    ]);
  });

  it("reads a scene's plain text; a scene missing on one side is all added or all removed", () => {
    expect(sceneWordDiff(null, chapterOne.content)).toEqual([{ kind: 'added', text: 'It was dark.' }]);
    expect(sceneWordDiff(chapterOne.content, null)).toEqual([{ kind: 'removed', text: 'It was dark.' }]);
    expect(sceneWordDiff(chapterOne.content, chapterOne.content)).toEqual([{ kind: 'unchanged', text: 'It was dark.' }]);
  });
});
