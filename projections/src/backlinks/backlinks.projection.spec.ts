import { describe, expect, it } from 'vitest';
import type { MapEvent } from '@lorewright/domain/maps/map.events';
import type { TimelineEvent } from '@lorewright/domain/timelines/timeline.events';
import type { WikiEvent } from '@lorewright/domain/wikis/wiki.events';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import type { WritingEvent } from '@lorewright/domain/writings/writing.events';
import type { SceneNode } from '@lorewright/domain/writings/sceneContent';
import { projectionOver } from '../runner/testing/projectionOver';
import { createBacklinkQueries } from './backlinkQueries';
import { backlinksProjection } from './backlinks.projection';

type Event = WorldEvent | WritingEvent | WikiEvent | MapEvent | TimelineEvent;

const streamOf = (e: Event) => {
  const data = e.data as Record<string, string>;
  return data.wikiId
    ? `wiki-${data.wikiId}`
    : data.mapId
      ? `map-${data.mapId}`
      : data.timelineId
        ? `timeline-${data.timelineId}`
        : data.writingId
          ? `writing-${data.writingId}`
          : `world-${data.worldId}`;
};
const projected = projectionOver<Event>(backlinksProjection, streamOf);

// Each event a minute after the one before, so newest first is the reverse of the list.
const project = async (events: Event[]) => {
  const queries = createBacklinkQueries(await projected(events));
  return async (target: string) =>
    (await queries.linkingTo(target, { skip: 0, limit: 50 })).map(({ sourceType, sourceID, where, snippet }) => ({ sourceType, sourceID, where, snippet }));
};

const world = { worldId: 'w1' };
const toAshvale = { type: 'wiki' as const, id: 'ashvale' };
const text = (content: string): SceneNode => ({ content, style: '' });
const linked = (content: string, id = 'ashvale'): SceneNode => ({ content, style: '', link: { type: 'wiki', id } });
const look = { backgroundImage: '', overlayColor: '#000000', overlayOpacity: 0, youtubeHTML: '' };
const sceneAdded = (sceneId: string, name: string, content: SceneNode[]): WritingEvent => ({
  type: 'SceneAdded',
  data: { ...world, writingId: 'book', scene: { _id: sceneId, name, content, ...look } },
});
const pointLinked = (pointId: string, linkId: string, part = { name: 'Old Mill', text: 'Where the road crosses the river.' }): MapEvent => ({
  type: 'MapPointLinkAdded',
  data: { ...world, mapId: 'm1', pointId, link: { _id: linkId, ...toAshvale }, part },
});
const nodeLinked = (lineId: string, nodeId: string): TimelineEvent => ({
  type: 'TimelineNodeLinkAdded',
  data: { ...world, timelineId: 't1', lineId, nodeId, link: { _id: `k-${nodeId}`, ...toAshvale }, part: { name: 'Founding', text: 'The first stones.' } },
});

describe('backlinks projection', () => {
  it('lists the points and scenes linking to an element, newest first, with what they say', async () => {
    const read = await project([
      pointLinked('p1', 'k1'),
      nodeLinked('l1', 'n1'),
      sceneAdded('s1', 'Arrival', [text('They rode to '), linked('Ashvale'), text(', then to '), linked('the mill', 'mill')]),
    ]);
    expect(await read('wiki:ashvale')).toEqual([
      { sourceType: 'writing', sourceID: 'book', where: 'Arrival', snippet: 'Ashvale' },
      { sourceType: 'timeline', sourceID: 't1', where: 'Founding', snippet: 'The first stones.' },
      { sourceType: 'map', sourceID: 'm1', where: 'Old Mill', snippet: 'Where the road crosses the river.' },
    ]);
    expect(await read('wiki:mill')).toEqual([{ sourceType: 'writing', sourceID: 'book', where: 'Arrival', snippet: 'the mill' }]);
  });

  it('follows renamed and rewritten parts, and forgets removed links, parts and sources', async () => {
    const read = await project([
      pointLinked('p1', 'k1'),
      pointLinked('p2', 'k2'),
      pointLinked('p3', 'k3'),
      {
        type: 'MapPointEdited',
        data: { ...world, mapId: 'm1', pointId: 'p1', look: { icon: 'pin', color: '#ffffff', name: 'New Mill', description: 'Rebuilt.' } },
      },
      { type: 'MapPointLinkRemoved', data: { ...world, mapId: 'm1', pointId: 'p2', linkId: 'k2' } },
      { type: 'MapPointDeleted', data: { ...world, mapId: 'm1', pointId: 'p3' } },
      nodeLinked('l1', 'n1'),
      nodeLinked('l2', 'n2'),
      { type: 'TimelineLineDeleted', data: { ...world, timelineId: 't1', lineId: 'l2' } },
      sceneAdded('s1', 'Arrival', [linked('Ashvale')]),
      { type: 'SceneRenamed', data: { ...world, writingId: 'book', sceneId: 's1', name: 'The Arrival' } },
    ]);
    expect(await read('wiki:ashvale')).toEqual([
      { sourceType: 'writing', sourceID: 'book', where: 'The Arrival', snippet: 'Ashvale' },
      { sourceType: 'timeline', sourceID: 't1', where: 'Founding', snippet: 'The first stones.' },
      { sourceType: 'map', sourceID: 'm1', where: 'New Mill', snippet: 'Rebuilt.' },
    ]);
    const gone = await project([
      pointLinked('p1', 'k1'),
      nodeLinked('l1', 'n1'),
      sceneAdded('s1', 'Arrival', [linked('Ashvale')]),
      { type: 'MapDeleted', data: { ...world, mapId: 'm1' } },
      { type: 'WritingDeleted', data: { ...world, writingId: 'book' } },
    ]);
    expect(await gone('wiki:ashvale')).toEqual([{ sourceType: 'timeline', sourceID: 't1', where: 'Founding', snippet: 'The first stones.' }]);
  });

  it('follows a scene’s saves: a link typed in appears once, one deleted disappears', async () => {
    const read = await project([
      sceneAdded('s1', 'Arrival', [text('They rode on.')]),
      {
        type: 'SceneContentChanged',
        data: { ...world, writingId: 'book', sceneId: 's1', at: 1, remove: 0, nodes: [text(' To '), linked('Ashvale'), text(' and '), linked('the town')] },
      },
    ]);
    expect(await read('wiki:ashvale')).toEqual([{ sourceType: 'writing', sourceID: 'book', where: 'Arrival', snippet: 'Ashvale' }]);
    const unlinked = await project([
      sceneAdded('s1', 'Arrival', [text('To '), linked('Ashvale'), text('.')]),
      { type: 'SceneContentChanged', data: { ...world, writingId: 'book', sceneId: 's1', at: 1, remove: 1, nodes: [text('the coast')] } },
    ]);
    expect(await unlinked('wiki:ashvale')).toEqual([]);
  });

  it('follows a wiki section’s links as it is written, renamed and removed', async () => {
    const section = (title: string, content: string) => ({ _id: 's1', title, content });
    const written = (type: 'WikiSectionAdded' | 'WikiSectionEdited', title: string, content: string): WikiEvent =>
      type === 'WikiSectionAdded'
        ? { type, data: { ...world, wikiId: 'mira', section: section(title, content), afterId: null } }
        : { type, data: { ...world, wikiId: 'mira', section: section(title, content) } };
    const read = await project([
      written('WikiSectionAdded', 'Early life', 'Born in [[wiki:ashvale]] by the [[map:m1]].'),
      written('WikiSectionEdited', 'Childhood', 'Born in [[wiki:ashvale]], far from the sea.'),
    ]);
    expect(await read('wiki:ashvale')).toEqual([{ sourceType: 'wiki', sourceID: 'mira', where: 'Childhood', snippet: 'Born in …, far from the sea.' }]);
    expect(await read('map:m1')).toEqual([]);
    const removed = await project([
      written('WikiSectionAdded', 'Early life', 'Born in [[wiki:ashvale]].'),
      { type: 'WikiSectionRemoved', data: { ...world, wikiId: 'mira', sectionId: 's1' } },
    ]);
    expect(await removed('wiki:ashvale')).toEqual([]);
  });

  it('marks the links of a secret wiki section, and follows the mark', async () => {
    const sectionEvent = (type: 'WikiSectionAdded' | 'WikiSectionEdited', secret?: boolean): WikiEvent => {
      const section = { _id: 's1', title: 'Plot', content: 'She burns [[wiki:ashvale]].', ...(secret === undefined ? {} : { secret }) };
      return type === 'WikiSectionAdded'
        ? { type, data: { ...world, wikiId: 'mira', section, afterId: null } }
        : { type, data: { ...world, wikiId: 'mira', section } };
    };
    const marks = async (events: WikiEvent[]) =>
      (await createBacklinkQueries(await projected(events)).linkingTo('wiki:ashvale', { skip: 0, limit: 50 })).map((record) => record.secret);
    expect(await marks([sectionEvent('WikiSectionAdded', true)])).toEqual([true]);
    expect(await marks([sectionEvent('WikiSectionAdded')])).toEqual([false]);
    expect(await marks([sectionEvent('WikiSectionAdded'), sectionEvent('WikiSectionEdited', true)])).toEqual([true]);
    expect(await marks([sectionEvent('WikiSectionAdded', true), sectionEvent('WikiSectionEdited', false)])).toEqual([false]);
  });

  it('forgets everything of a deleted world', async () => {
    const read = await project([
      pointLinked('p1', 'k1'),
      sceneAdded('s1', 'Arrival', [linked('Ashvale')]),
      { type: 'WorldDeleted', data: { ...world, authorId: 'ada' } },
    ]);
    expect(await read('wiki:ashvale')).toEqual([]);
  });

  it('shows a link made before points said what they are with the element alone', async () => {
    const old: MapEvent = { type: 'MapPointLinkAdded', data: { ...world, mapId: 'm1', pointId: 'p1', link: { _id: 'k1', ...toAshvale } } };
    expect(await (await project([old]))('wiki:ashvale')).toEqual([{ sourceType: 'map', sourceID: 'm1', where: '', snippet: '' }]);
  });
});
