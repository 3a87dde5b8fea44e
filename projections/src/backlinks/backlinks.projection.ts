import { snippetOf, type LinkingPart } from '@lorewright/domain/backlinks/linkingPart';
import { sectionTargets } from '@lorewright/domain/backlinks/sectionTargets';
import { elementTarget, linksOfNodes, spliceLinks, targetsOf, type SceneLinkAt } from '@lorewright/domain/backlinks/sceneLinks';
import type { MapEvent } from '@lorewright/domain/maps/map.events';
import type { TimelineEvent } from '@lorewright/domain/timelines/timeline.events';
import type { WikiEvent } from '@lorewright/domain/wikis/wiki.events';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import type { WritingEvent } from '@lorewright/domain/writings/writing.events';
import type { ProjectedEvent } from '../runner/projectedEvent';
import type { ProjectionStore } from '../runner/projection';
import { defineProjection } from '../runner/projection';

// Backlinks (product.md, "Mentioned in"): one record per place that links to an element — a map
// point's link or mention, a timeline point's link or mention, a scene whose text links to it
// (once per scene), a wiki section's mention — keyed
// by the linked element, newest first through an index, so an element's backlinks are read a
// page at a time without looking at any text. Titles are not kept: the source's title and
// whether the viewer may see it are read when the backlinks are asked for.
export const BACKLINKS = 'links';
// Per scene, where its text links (sceneLinks.ts), so a save's splice is applied without the text.
export const SCENE_LINKS = 'scenes';

export type BacklinkSource = 'map' | 'timeline' | 'writing' | 'wiki';

export interface BacklinkRecord {
  _id: string;
  // The linked element, 'type:id'.
  target: string;
  sourceType: BacklinkSource;
  sourceID: string;
  worldID: string;
  // The point or scene within the source; lineID for a timeline point.
  part: string;
  lineID?: string;
  where: string;
  snippet: string;
  // A link from a secret wiki section, a secret map or timeline point, or only secret lines of a
  // scene: listed only to those who may edit its element.
  secret?: boolean;
  // When the link was made, and its place in the log (what newest first sorts by: unique, and
  // the same after a rebuild).
  at: string;
  position: number;
}

interface SceneLinksRecord {
  _id: string;
  writingID: string;
  worldID: string;
  name: string;
  links: SceneLinkAt[];
}

const links = (db: ProjectionStore) => db.collection(BACKLINKS);
const scenes = (db: ProjectionStore) => db.collection(SCENE_LINKS);

// When and where in the log a link was made.
interface Made {
  at: string;
  position: number;
}
const madeBy = (event: { metadata: { timestamp: string }; position: number }): Made => ({ at: event.metadata.timestamp, position: event.position });

type Source = Pick<BacklinkRecord, 'sourceType' | 'sourceID' | 'worldID' | 'part'> & { lineID?: string };

const partLinked = (db: ProjectionStore, source: Source, linkId: string, target: string, part: LinkingPart | undefined, { at, position }: Made) => {
  const record: BacklinkRecord = {
    _id: `${source.sourceType}:${source.sourceID}:${source.part}:${linkId}`,
    target,
    ...source,
    where: part?.name ?? '',
    snippet: part?.text ?? '',
    secret: !!part?.secret,
    at,
    position,
  };
  return links(db).put({ ...record });
};

const partUnlinked = (db: ProjectionStore, sourceType: BacklinkSource, sourceId: string, part: string, linkId: string) =>
  links(db).delete(`${sourceType}:${sourceId}:${part}:${linkId}`);

// A renamed or rewritten part: its backlinks show what it says now. A point's edit carries
// `secret` whenever the point is or was secret (mapPointChanges.ts, timelinePartChanges.ts), so
// the mark follows it; an edit without one leaves the mark as it was.
const partChanged = (db: ProjectionStore, sourceId: string, part: string, where: string, text: string, secret: boolean | undefined) =>
  links(db).updateMany({ sourceID: sourceId, part }, { $set: { where, snippet: snippetOf(text), ...(secret === undefined ? {} : { secret }) } });

const partGone = (db: ProjectionStore, sourceId: string, part: string) => links(db).deleteMany({ sourceID: sourceId, part });

const sourceGone = (db: ProjectionStore, sourceId: string) => links(db).deleteMany({ sourceID: sourceId });

const sceneRecordId = (writingId: string, sceneId: string) => `${writingId}:${sceneId}`;
const sceneLinkId = (writingId: string, sceneId: string, target: string) => `writing:${writingId}:${sceneId}:${target}`;

// A scene's links after a change: the elements it no longer links to lose their backlink, those
// it links to for the first time gain one, and the others keep theirs (and when it was made),
// their words and secrecy following the scene's (a line marked secret moves no link).
const sceneLinked = async (db: ProjectionStore, sceneId: string, scene: SceneLinksRecord, before: readonly SceneLinkAt[], { at, position }: Made) => {
  const was = targetsOf(before);
  const now = targetsOf(scene.links);
  for (const target of was.keys()) if (!now.has(target)) await links(db).delete(sceneLinkId(scene.writingID, sceneId, target));
  for (const [target, { snippet, secret }] of now) {
    const known = was.get(target);
    if (known) {
      if (known.snippet !== snippet || known.secret !== secret)
        await links(db).update(sceneLinkId(scene.writingID, sceneId, target), { $set: { snippet, secret } });
      continue;
    }
    const record: BacklinkRecord = {
      _id: sceneLinkId(scene.writingID, sceneId, target),
      target,
      sourceType: 'writing',
      sourceID: scene.writingID,
      worldID: scene.worldID,
      part: sceneId,
      where: scene.name,
      snippet,
      secret,
      at,
      position,
    };
    await links(db).put({ ...record });
  }
  await scenes(db).put({ ...scene });
};

// A wiki section's links (`[[type:id]]` in its text) after it was written: as a scene's, each
// element once per section, read from the section's own records (no copy of its text is kept).
// An edit event carries `secret` whenever the section is or was secret (wikiEdit.ts).
type SectionWritten = ProjectedEvent<Extract<WikiEvent, { type: 'WikiSectionAdded' | 'WikiSectionEdited' }>>;
const sectionWritten = async (event: SectionWritten, db: ProjectionStore) => {
  const { wikiId, worldId, section } = event.data;
  const secret = !!section.secret;
  const now = sectionTargets(section.content);
  const before = (await links(db).find({ sourceID: wikiId, part: section._id })) as unknown as BacklinkRecord[];
  const kept = new Set<string>();
  for (const record of before) {
    const snippet = now.get(record.target);
    if (snippet === undefined) await links(db).delete(record._id);
    else {
      kept.add(record.target);
      if (snippet !== record.snippet || section.title !== record.where || secret !== !!record.secret)
        await links(db).update(record._id, { $set: { snippet, where: section.title, secret } });
    }
  }
  const { at, position } = madeBy(event);
  for (const [target, snippet] of now) {
    if (kept.has(target)) continue;
    const record: BacklinkRecord = {
      _id: `wiki:${wikiId}:${section._id}:${target}`,
      target,
      sourceType: 'wiki',
      sourceID: wikiId,
      worldID: worldId,
      part: section._id,
      where: section.title,
      snippet,
      secret,
      at,
      position,
    };
    await links(db).put({ ...record });
  }
};

// A map or timeline point's mentions (`[[type:id]]` in its description or subtitle) after it was
// written, as a wiki section's: each element once per point, kept as records of the point's part
// whose ids hold `@` (a link's id never does), so a point's deletion takes them with its links.
// Kept ones are always rewritten: the point's edit also sets its links' snippets (partChanged).
type PointText = { source: Source; name: string; text: string; secret: boolean };
const pointTextWritten = async (db: ProjectionStore, { source, name, text, secret }: PointText, { at, position }: Made) => {
  const now = text.includes('[[') ? sectionTargets(text) : new Map<string, string>();
  const before = ((await links(db).find({ sourceID: source.sourceID, part: source.part })) as unknown as BacklinkRecord[]).filter((record) =>
    record._id.includes(':@'),
  );
  const kept = new Set<string>();
  for (const record of before) {
    const snippet = now.get(record.target);
    if (snippet === undefined) await links(db).delete(record._id);
    else {
      kept.add(record.target);
      await links(db).update(record._id, { $set: { snippet, where: name, secret } });
    }
  }
  for (const [target, snippet] of now) {
    if (kept.has(target)) continue;
    const record: BacklinkRecord = {
      _id: `${source.sourceType}:${source.sourceID}:${source.part}:@${target}`,
      target,
      ...source,
      where: name,
      snippet,
      secret,
      at,
      position,
    };
    await links(db).put({ ...record });
  }
};

// A new point's mentions; most points have none, and are passed over without a read.
const pointAdded = (db: ProjectionStore, text: PointText, made: Made) => (text.text.includes('[[') ? pointTextWritten(db, text, made) : undefined);

// A map's point and a timeline's point are sources of links alike: the same handlers serve both,
// each kind saying where its point is and what its name and text are called.
interface PointOfKind {
  _id: string;
  name: string;
  text: string;
  secret?: boolean;
}
const mapSource = (data: { mapId: string; worldId: string }, pointId: string): Source => ({
  sourceType: 'map',
  sourceID: data.mapId,
  worldID: data.worldId,
  part: pointId,
});
const timelineSource = (data: { timelineId: string; worldId: string; lineId: string }, nodeId: string): Source => ({
  sourceType: 'timeline',
  sourceID: data.timelineId,
  worldID: data.worldId,
  part: nodeId,
  lineID: data.lineId,
});
// Only the four fields read: a 10,000-point save passes every point through here.
const mapPoint = ({ _id, name, description, secret }: { _id: string; name: string; description: string; secret?: boolean }): PointOfKind => ({
  _id,
  name,
  text: description,
  secret,
});
const timelineNode = ({ _id, title, subtitle, secret }: { _id: string; title: string; subtitle: string; secret?: boolean }): PointOfKind => ({
  _id,
  name: title,
  text: subtitle,
  secret,
});
const pointText = (source: Source, point: PointOfKind): PointText => ({ source, name: point.name, text: point.text, secret: !!point.secret });

type PointLinkData = { link: { _id: string; type: string; id: string }; part?: LinkingPart };
const pointLinked = (db: ProjectionStore, source: Source, { link, part }: PointLinkData, made: Made) =>
  partLinked(db, source, link._id, elementTarget(link.type, link.id), part, made);

// An edit carries `secret` only when the point is or was secret: partChanged keeps the mark otherwise.
const pointEdited = async (db: ProjectionStore, source: Source, point: PointOfKind, made: Made) => {
  await partChanged(db, source.sourceID, source.part, point.name, point.text, point.secret);
  await pointTextWritten(db, pointText(source, point), made);
};

const pointsAdded = async (db: ProjectionStore, sourceOf: (pointId: string) => Source, points: readonly PointOfKind[], made: Made) => {
  for (const point of points) await pointAdded(db, pointText(sourceOf(point._id), point), made);
};

const sceneOf = async (db: ProjectionStore, writingId: string, sceneId: string) =>
  (await scenes(db).get(sceneRecordId(writingId, sceneId))) as SceneLinksRecord | null;

export const backlinksProjection = defineProjection<WorldEvent | WritingEvent | WikiEvent | MapEvent | TimelineEvent>()({
  name: 'backlinks',
  // 2: links from wiki sections carry whether the section is secret.
  // 3: links from map and timeline points carry whether the point is secret, and the mentions in
  // their texts (`[[type:id]]`) are links too. 4: links from scenes carry whether every link of
  // the scene to the element is in a secret line, and follow the scene's words.
  version: 4,
  collections: {
    [BACKLINKS]: [
      // An element's backlinks, newest first, and how many there are.
      { fields: ['target', '-position'] },
      { fields: ['target'], counted: true },
      // A part or a whole source gone, a part renamed.
      { fields: ['sourceID', 'part'] },
      { fields: ['sourceID', 'lineID'] },
      { fields: ['worldID'] },
    ],
    [SCENE_LINKS]: [{ fields: ['writingID'] }, { fields: ['worldID'] }],
  },
  on: {
    WorldDeleted: async ({ data }, db) => {
      await links(db).deleteMany({ worldID: data.worldId });
      await scenes(db).deleteMany({ worldID: data.worldId });
    },

    MapPointLinkAdded: (event, db) => pointLinked(db, mapSource(event.data, event.data.pointId), event.data, madeBy(event)),
    MapPointLinkRemoved: ({ data }, db) => partUnlinked(db, 'map', data.mapId, data.pointId, data.linkId),
    MapPointEdited: ({ data, ...event }, db) => pointEdited(db, mapSource(data, data.pointId), mapPoint({ _id: data.pointId, ...data.look }), madeBy(event)),
    MapPointAdded: ({ data, ...event }, db) => pointsAdded(db, (id) => mapSource(data, id), [mapPoint(data.point)], madeBy(event)),
    MapPointsAdded: ({ data, ...event }, db) => pointsAdded(db, (id) => mapSource(data, id), data.points.map(mapPoint), madeBy(event)),
    MapPointDeleted: ({ data }, db) => partGone(db, data.mapId, data.pointId),
    MapDeleted: ({ data }, db) => sourceGone(db, data.mapId),

    TimelineNodeLinkAdded: (event, db) => pointLinked(db, timelineSource(event.data, event.data.nodeId), event.data, madeBy(event)),
    TimelineNodeLinkRemoved: ({ data }, db) => partUnlinked(db, 'timeline', data.timelineId, data.nodeId, data.linkId),
    TimelineNodeEdited: ({ data, ...event }, db) =>
      pointEdited(db, timelineSource(data, data.nodeId), timelineNode({ _id: data.nodeId, ...data.look }), madeBy(event)),
    TimelineNodeAdded: ({ data, ...event }, db) => pointsAdded(db, (id) => timelineSource(data, id), [timelineNode(data.node)], madeBy(event)),
    TimelineNodesAdded: ({ data, ...event }, db) => pointsAdded(db, (id) => timelineSource(data, id), data.nodes.map(timelineNode), madeBy(event)),
    TimelineNodeDeleted: ({ data }, db) => partGone(db, data.timelineId, data.nodeId),
    TimelineLineDeleted: ({ data }, db) => links(db).deleteMany({ sourceID: data.timelineId, lineID: data.lineId }),
    TimelineDeleted: ({ data }, db) => sourceGone(db, data.timelineId),

    WikiSectionAdded: sectionWritten,
    WikiSectionEdited: sectionWritten,
    WikiSectionRemoved: ({ data }, db) => partGone(db, data.wikiId, data.sectionId),
    WikiDeleted: ({ data }, db) => sourceGone(db, data.wikiId),

    SceneAdded: (event, db) => {
      const { data } = event;
      const { writingId, worldId, scene } = data;
      const record: SceneLinksRecord = {
        _id: sceneRecordId(writingId, scene._id),
        writingID: writingId,
        worldID: worldId,
        name: scene.name,
        links: linksOfNodes(scene.content),
      };
      return sceneLinked(db, scene._id, record, [], madeBy(event));
    },
    SceneContentChanged: async (event, db) => {
      const { data } = event;
      const scene = await sceneOf(db, data.writingId, data.sceneId);
      if (!scene) return;
      const before = scene.links;
      await sceneLinked(
        db,
        data.sceneId,
        { ...scene, links: spliceLinks(before, { at: data.at, remove: data.remove, nodes: data.nodes }) },
        before,
        madeBy(event),
      );
    },
    SceneRenamed: async ({ data }, db) => {
      await scenes(db).update(sceneRecordId(data.writingId, data.sceneId), { $set: { name: data.name } });
      await links(db).updateMany({ sourceID: data.writingId, part: data.sceneId }, { $set: { where: data.name } });
    },
    SceneRemoved: async ({ data }, db) => {
      await scenes(db).delete(sceneRecordId(data.writingId, data.sceneId));
      await partGone(db, data.writingId, data.sceneId);
    },
    WritingDeleted: async ({ data }, db) => {
      await scenes(db).deleteMany({ writingID: data.writingId });
      await sourceGone(db, data.writingId);
    },
  },
});
