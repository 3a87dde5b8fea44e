import { describe, expect, it } from 'vitest';
import type { DatePoint, WorldDate } from '@lorewright/domain/calendars/worldDate';
import type { MapEvent, StoredMapPoint } from '@lorewright/domain/maps/map.events';
import type { RelationEvent } from '@lorewright/domain/relations/relation.events';
import type { WikiEvent } from '@lorewright/domain/wikis/wiki.events';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import type { WritingEvent } from '@lorewright/domain/writings/writing.events';
import { projectionOver } from '../runner/testing/projectionOver';
import { createDatePointQueries } from './datePointQueries';
import { datePointsProjection } from './datePoints.projection';

type Event = WikiEvent | RelationEvent | MapEvent | WritingEvent | WorldEvent;

const streamOf = (e: Event) => {
  const data = e.data as Record<string, string>;
  if (e.type.startsWith('Relation')) return `relations-${data.worldId}`;
  return data.wikiId ? `wiki-${data.wikiId}` : data.mapId ? `map-${data.mapId}` : data.writingId ? `writing-${data.writingId}` : `world-${data.worldId}`;
};
const projected = projectionOver<Event>(datePointsProjection, streamOf);

const project = async (events: Event[]) => {
  const queries = createDatePointQueries(await projected(events));
  // The elements holding dates taken from a point, as `kind:elementID`.
  return async (nodeID: string) =>
    (await queries.sourcesOf({ timelineID: 't1', nodeID })).map(({ kind, elementID, worldID }) => `${kind}:${elementID}@${worldID}`).sort();
};

const world = { worldId: 'w1' };
const coronation: DatePoint = { timelineID: 't1', nodeID: 'coronation' };
const war: DatePoint = { timelineID: 't1', nodeID: 'war' };
const from = (point: DatePoint, year: number): WorldDate => ({ year, point });
const plain = { year: 1200 };

const lifespan = (wikiId: string, period: { from?: WorldDate; until?: WorldDate } | null): WikiEvent => ({
  type: 'WikiLifespanChanged',
  data: { ...world, wikiId, lifespan: period },
});
const mapPoint = (_id: string, period?: { from?: WorldDate; until?: WorldDate }): StoredMapPoint => ({
  _id,
  x: 0.5,
  y: 0.5,
  icon: 'pin',
  color: '#ffffff',
  name: _id,
  description: '',
  ...(period && { period }),
});
const look = { backgroundImage: '', overlayColor: '#000000', overlayOpacity: 0, youtubeHTML: '' };
const relationAdded = (relationId: string, period: { from?: WorldDate; until?: WorldDate } | null): RelationEvent => ({
  type: 'RelationAdded',
  data: { ...world, relationId, fromId: 'ysolde', toId: 'bran', type: 'spouse', custom: '', period, addedOn: '2026-11-30T09:00:00.000Z' },
});

describe('datePoints projection', () => {
  it('lists each element holding a date taken from a point once, whichever of its parts holds it', async () => {
    const sourcesOf = await project([
      {
        type: 'WikiCreated',
        data: {
          ...world,
          wikiId: 'ysolde',
          authorId: 'u1',
          category: 'characters',
          title: 'Ysolde',
          subtitle: '',
          parentId: null,
          images: [],
          headerFields: [{ _id: 'f1', field: 'Title', value: 'Queen', period: { from: from(coronation, 1200) } }],
          createdOn: '2026-11-30',
        },
      },
      lifespan('ysolde', { from: plain, until: from(war, 1250) }),
      {
        type: 'WikiHeaderFieldAdded',
        data: { ...world, wikiId: 'bran', headerField: { _id: 'f1', field: 'Title', value: 'King', period: { until: from(coronation, 1200) } }, afterId: null },
      },
      {
        type: 'WikiSectionAdded',
        data: { ...world, wikiId: 'odo', section: { _id: 's1', title: 'Reign', content: '', period: { from: from(coronation, 1200) } }, afterId: null },
      },
      {
        type: 'WikiSectionEdited',
        data: {
          ...world,
          wikiId: 'mira',
          section: { _id: 's1', title: 'Exile', content: '', period: { until: { year: 1210, point: { ...war, end: true } } } },
        },
      },
      relationAdded('r1', { from: from(coronation, 1200) }),
      {
        type: 'RelationChanged',
        data: { ...world, relationId: 'r2', fromId: 'odo', toId: 'bran', type: 'spouse', custom: '', period: { from: from(coronation, 1200) } },
      },
      {
        type: 'MapPointsAdded',
        data: {
          ...world,
          mapId: 'm1',
          points: [mapPoint('p1', { from: from(coronation, 1200) }), mapPoint('p2', { until: from(coronation, 1200) }), mapPoint('p3')],
        },
      },
      { type: 'MapPointAdded', data: { ...world, mapId: 'm2', point: mapPoint('p1', { from: plain }) } },
      {
        type: 'MapPointEdited',
        data: {
          ...world,
          mapId: 'm3',
          pointId: 'p1',
          look: { icon: 'pin', color: '#ffffff', name: 'Keep', description: '', period: { from: from(war, 1240) } },
        },
      },
      { type: 'SceneAdded', data: { ...world, writingId: 'book', scene: { _id: 's1', name: 'Crowned', content: [], ...look, date: from(coronation, 1200) } } },
      { type: 'SceneDated', data: { ...world, writingId: 'saga', sceneId: 's1', date: from(war, 1240) } },
      { type: 'SceneDated', data: { ...world, writingId: 'tale', sceneId: 's1', date: plain } },
    ]);
    expect(await sourcesOf('coronation')).toEqual(['map:m1@w1', 'relations:w1@w1', 'wiki:bran@w1', 'wiki:odo@w1', 'wiki:ysolde@w1', 'writing:book@w1']);
    expect(await sourcesOf('war')).toEqual(['map:m3@w1', 'wiki:mira@w1', 'wiki:ysolde@w1', 'writing:saga@w1']);
  });

  it('keeps an element’s row when its date stops naming the point, and drops it with the element or its world', async () => {
    const sourcesOf = await project([
      lifespan('ysolde', { from: from(coronation, 1200) }),
      lifespan('ysolde', null),
      lifespan('bran', { from: from(coronation, 1200) }),
      { type: 'WikiDeleted', data: { ...world, wikiId: 'bran' } },
      { type: 'MapPointAdded', data: { ...world, mapId: 'm1', point: mapPoint('p1', { from: from(coronation, 1200) }) } },
      { type: 'MapDeleted', data: { ...world, mapId: 'm1' } },
      { type: 'SceneDated', data: { ...world, writingId: 'book', sceneId: 's1', date: from(coronation, 1200) } },
      { type: 'WritingDeleted', data: { ...world, writingId: 'book' } },
    ]);
    expect(await sourcesOf('coronation')).toEqual(['wiki:ysolde@w1']);

    const worldGone = await project([
      relationAdded('r1', { from: from(coronation, 1200) }),
      lifespan('ysolde', { from: from(coronation, 1200) }),
      { type: 'WorldDeleted', data: { ...world, authorId: 'u1' } },
    ]);
    expect(await worldGone('coronation')).toEqual([]);
  });
});
