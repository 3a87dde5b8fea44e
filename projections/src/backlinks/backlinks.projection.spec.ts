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

  it('marks the links of a scene’s secret lines, and follows the mark and the words', async () => {
    const secretLine = (node: SceneNode): SceneNode => ({ ...node, secret: true });
    const marks = async (events: Event[]) =>
      (await createBacklinkQueries(await projected(events)).linkingTo('wiki:ashvale', { skip: 0, limit: 50 })).map(({ secret, snippet }) => ({
        secret,
        snippet,
      }));
    const added = sceneAdded('s1', 'Arrival', [secretLine(linked('Ashvale'))]);
    expect(await marks([added])).toEqual([{ secret: true, snippet: 'Ashvale' }]);
    // The line unmarked: the same link, now open to readers.
    const unmarked: Event = { type: 'SceneContentChanged', data: { ...world, writingId: 'book', sceneId: 's1', at: 0, remove: 1, nodes: [linked('Ashvale')] } };
    expect(await marks([added, unmarked])).toEqual([{ secret: false, snippet: 'Ashvale' }]);
    // An open line linking it too: the backlink is open, with that line's words.
    const opened: Event = {
      type: 'SceneContentChanged',
      data: { ...world, writingId: 'book', sceneId: 's1', at: 1, remove: 0, nodes: [text(' '), linked('the old town')] },
    };
    expect(await marks([added, opened])).toEqual([{ secret: false, snippet: 'the old town' }]);
  });

  it('marks the links of a secret map or timeline point, and follows the mark', async () => {
    const marks = async (events: Event[]) =>
      (await createBacklinkQueries(await projected(events)).linkingTo('wiki:ashvale', { skip: 0, limit: 50 })).map((record) => record.secret);
    const pointLook = { icon: 'pin' as const, color: '#ff5444', name: 'Old Mill', description: 'Where the road crosses the river.' };
    const pointEdited = (secret?: boolean): MapEvent => ({
      type: 'MapPointEdited',
      data: { ...world, mapId: 'm1', pointId: 'p1', look: { ...pointLook, ...(secret === undefined ? {} : { secret }) } },
    });
    const secretPart = { name: 'Old Mill', text: 'Where the road crosses the river.', secret: true };
    expect(await marks([pointLinked('p1', 'k1', secretPart)])).toEqual([true]);
    expect(await marks([pointLinked('p1', 'k1')])).toEqual([false]);
    expect(await marks([pointLinked('p1', 'k1'), pointEdited(true)])).toEqual([true]);
    expect(await marks([pointLinked('p1', 'k1', secretPart), pointEdited(false)])).toEqual([false]);
    expect(await marks([pointLinked('p1', 'k1', secretPart), pointEdited()])).toEqual([true]);
    const nodeEdited = (secret: boolean): TimelineEvent => ({
      type: 'TimelineNodeEdited',
      data: { ...world, timelineId: 't1', lineId: 'l1', nodeId: 'n1', look: { title: 'Founding', subtitle: '', type: 'point', parent: null, secret } },
    });
    expect(await marks([nodeLinked('l1', 'n1'), nodeEdited(true)])).toEqual([true]);
    expect(await marks([nodeLinked('l1', 'n1'), nodeEdited(true), nodeEdited(false)])).toEqual([false]);
  });

  it("lists a point's [[type:id]] mentions, follows its edits and its secret mark, and forgets them with the point", async () => {
    const pointLook = { icon: 'pin' as const, color: '#ff5444', name: 'Old Mill' };
    const point = (description: string, secret?: boolean) => ({ _id: 'p1', x: 0.5, y: 0.5, ...pointLook, description, ...(secret ? { secret } : {}) });
    const added = (description: string, secret?: boolean): MapEvent => ({
      type: 'MapPointAdded',
      data: { ...world, mapId: 'm1', point: point(description, secret) },
    });
    const edited = (description: string, secret?: boolean): MapEvent => ({
      type: 'MapPointEdited',
      data: { ...world, mapId: 'm1', pointId: 'p1', look: { ...pointLook, description, ...(secret === undefined ? {} : { secret }) } },
    });
    const records = async (events: Event[], target = 'wiki:ashvale') =>
      (await createBacklinkQueries(await projected(events)).linkingTo(target, { skip: 0, limit: 50 })).map(({ sourceType, where, snippet, secret }) => ({
        sourceType,
        where,
        snippet,
        secret,
      }));
    expect(await records([added('Grain from [[wiki:ashvale]] and [[wiki:ashvale]].')])).toEqual([
      { sourceType: 'map', where: 'Old Mill', snippet: 'Grain from … and', secret: false },
    ]);
    expect(await records([added('Nothing here.'), edited('Grain from [[wiki:ashvale]].')])).toEqual([
      { sourceType: 'map', where: 'Old Mill', snippet: 'Grain from ….', secret: false },
    ]);
    expect(await records([added('Grain from [[wiki:ashvale]].'), edited('Grain from [[map:elsewhere]].')])).toEqual([]);
    expect(await records([added('Grain from [[wiki:ashvale]].'), edited('Grain from [[map:elsewhere]].')], 'map:elsewhere')).toHaveLength(1);
    expect((await records([added('[[wiki:ashvale]]', true)]))[0].secret).toBe(true);
    expect((await records([added('[[wiki:ashvale]]'), edited('[[wiki:ashvale]]', true)]))[0].secret).toBe(true);
    // A link of the point and its mention are two records; the point's deletion takes both.
    const both = [added('Grain from [[wiki:ashvale]].'), pointLinked('p1', 'k1')];
    expect(await records(both)).toHaveLength(2);
    expect(await records([...both, { type: 'MapPointDeleted', data: { ...world, mapId: 'm1', pointId: 'p1' } }])).toEqual([]);
    const nodes: TimelineEvent = {
      type: 'TimelineNodesAdded',
      data: {
        ...world,
        timelineId: 't1',
        lineId: 'l1',
        nodes: [
          { _id: 'n1', title: 'Founding', subtitle: 'At [[wiki:ashvale]].', type: 'point', year: 1, month: '', day: null, end: null, parent: null },
          { _id: 'n2', title: 'Quiet', subtitle: 'Nothing.', type: 'point', year: 2, month: '', day: null, end: null, parent: null },
        ],
      },
    };
    expect(await records([nodes])).toEqual([{ sourceType: 'timeline', where: 'Founding', snippet: 'At ….', secret: false }]);
    expect(await records([nodes, { type: 'TimelineLineDeleted', data: { ...world, timelineId: 't1', lineId: 'l1' } }])).toEqual([]);
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
