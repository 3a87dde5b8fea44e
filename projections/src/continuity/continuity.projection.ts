import { linksOfNodes, spliceLinks } from '@lorewright/domain/backlinks/sceneLinks';
import type { ContinuityEvent } from '@lorewright/domain/continuity/continuity.events';
import type { RelationEvent } from '@lorewright/domain/relations/relation.events';
import type { TimelineEvent } from '@lorewright/domain/timelines/timeline.events';
import { placeAfter } from '@lorewright/domain/wikis/partOrder';
import type { WikiEvent } from '@lorewright/domain/wikis/wiki.events';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import type { WritingEvent } from '@lorewright/domain/writings/writing.events';
import { defineProjection, type ProjectionStore } from '../runner/projection';
import {
  CONTINUITY_CALENDARS,
  CONTINUITY_DISMISSALS,
  CONTINUITY_MENTIONS,
  CONTINUITY_POINT_LINKS,
  CONTINUITY_POINTS,
  CONTINUITY_RELATIONS,
  CONTINUITY_SCENES,
  CONTINUITY_TIMELINES,
  CONTINUITY_WARNINGS,
  CONTINUITY_WIKIS,
  calendars,
  dismissals,
  mentions,
  pointKeyOf,
  pointLinks,
  pointOf,
  points,
  relations,
  sceneKeyOf,
  sceneOf,
  scenes,
  timelines,
  warnings,
  wikiOf,
  wikiTargets,
  wikis,
  worldTimelineOf,
  type DismissalRecord,
  type PointLinkRecord,
  type RelationFactsRecord,
  type SceneFactsRecord,
  type TimelineCalendarRecord,
  type WikiFactsRecord,
  type WorldCalendarRecord,
} from './continuityRecords';
import { fieldOf, fieldsChanged, checkFields } from './fieldFacts';
import { checkLife } from './lifeFacts';
import { checkLinkedPoints, dateOf, dropPoints, pointAdded, pointChanged, pointOfNode } from './pointFacts';
import { checkRelationEnd } from './relationFacts';
import { checkRelationUses } from './relationUseFacts';
import { checkScene, sceneChanged } from './sceneFacts';

// Continuity (product.md, "Continuity"): a world's dated facts — its wikis' lifespans and dated
// header fields, its scenes' dates and the wikis their text links to, its relations' periods —
// and the warnings where they contradict each other. Every event re-checks only what it
// touches: a lifespan change the scenes linking to that wiki (through the mentions, by wiki) and
// its relations; a scene's change that scene; a header field's change that wiki's fields; a
// relation's change that relation. No text is ever read: a scene's links are kept as the
// backlinks keep them (sceneLinks.ts) and follow its saves' splices. Timeline points that link
// to a wiki are checked as scenes are (through their links, by wiki), when their timeline's
// calendar is the world's (timelinePoints.ts): a calendar change or the world's choice of
// calendar checks the points of the timelines it touches again. A relation used by a scene
// outside its period is found from the scene (the relations of the wikis it links to) or from the
// relation (the scenes that link to both its ends). This file is the table of handlers; each
// kind of fact is worked out in its own file (sceneFacts, fieldFacts, relationFacts,
// relationUseFacts, pointFacts, lifeFacts) over the records of continuityRecords.ts.

// A relation's facts after an event, then its ends' lives and its uses in scenes again.
const relationChanged = async (db: ProjectionStore, relation: RelationFactsRecord) => {
  await relations(db).put({ ...relation });
  for (const end of [relation.fromID, relation.toID]) await checkRelationEnd(db, relation, await wikiOf(db, end), end);
  await checkRelationUses(db, relation);
};

export const continuityProjection = defineProjection<WikiEvent | WritingEvent | RelationEvent | WorldEvent | TimelineEvent | ContinuityEvent>()({
  name: 'continuity',
  version: 3,
  collections: {
    [CONTINUITY_WIKIS]: [{ fields: ['worldID'] }],
    [CONTINUITY_SCENES]: [{ fields: ['writingID'] }, { fields: ['worldID'] }],
    [CONTINUITY_MENTIONS]: [{ fields: ['wikiID'] }, { fields: ['sceneKey'] }, { fields: ['writingID'] }, { fields: ['worldID'] }],
    [CONTINUITY_RELATIONS]: [{ fields: ['fromID'] }, { fields: ['toID'] }, { fields: ['worldID'] }],
    [CONTINUITY_WARNINGS]: [
      { fields: ['worldID', '_id'] },
      { fields: ['wikiID', 'kind'] },
      { fields: ['otherWikiID'] },
      { fields: ['sceneKey'] },
      { fields: ['writingID'] },
      { fields: ['pointKey'] },
      { fields: ['timelineID'] },
      { fields: ['relationID', 'kind'] },
    ],
    [CONTINUITY_DISMISSALS]: [{ fields: ['worldID', '-at'] }],
    [CONTINUITY_CALENDARS]: [{ fields: ['worldID'] }],
    [CONTINUITY_TIMELINES]: [{ fields: ['worldID'] }],
    [CONTINUITY_POINTS]: [{ fields: ['timelineID'] }, { fields: ['lineID'] }, { fields: ['worldID'] }],
    [CONTINUITY_POINT_LINKS]: [{ fields: ['wikiID'] }, { fields: ['pointKey'] }, { fields: ['timelineID'] }, { fields: ['worldID'] }],
  },
  on: {
    WorldDeleted: async ({ data }, db) => {
      const all = [CONTINUITY_WIKIS, CONTINUITY_SCENES, CONTINUITY_MENTIONS, CONTINUITY_RELATIONS, CONTINUITY_WARNINGS, CONTINUITY_DISMISSALS];
      for (const name of [...all, CONTINUITY_CALENDARS, CONTINUITY_TIMELINES, CONTINUITY_POINTS, CONTINUITY_POINT_LINKS])
        await db.collection(name).deleteMany({ worldID: data.worldId });
    },
    // The world's dates move to another calendar: which timelines' points compare changes.
    WorldCalendarChosen: async ({ data }, db) => {
      const record: WorldCalendarRecord = { _id: data.worldId, worldID: data.worldId, timelineID: data.timelineId };
      await calendars(db).put({ ...record });
      await checkLinkedPoints(db, { worldID: data.worldId });
    },

    WikiCreated: async ({ data }, db) => {
      const wiki: WikiFactsRecord = {
        _id: data.wikiId,
        worldID: data.worldId,
        title: data.title,
        category: data.category,
        visibility: 'private',
        lifespan: null,
        fields: data.headerFields.map(fieldOf),
      };
      await wikis(db).put({ ...wiki });
      await checkFields(db, wiki);
    },
    WikiRenamed: ({ data }, db) => wikis(db).update(data.wikiId, { $set: { title: data.title } }),
    WikiVisibilityChanged: ({ data }, db) => wikis(db).update(data.wikiId, { $set: { visibility: data.visibility } }),
    WikiLifespanChanged: async ({ data }, db) => {
      const wiki = await wikiOf(db, data.wikiId);
      if (!wiki) return;
      const next = { ...wiki, lifespan: data.lifespan };
      await wikis(db).put({ ...next });
      await checkLife(db, next);
    },
    WikiHeaderFieldAdded: ({ data }, db) => fieldsChanged(db, data.wikiId, (fields) => placeAfter(fields, fieldOf(data.headerField), data.afterId)),
    WikiHeaderFieldEdited: ({ data }, db) =>
      fieldsChanged(db, data.wikiId, (fields) => fields.map((field) => (field._id === data.headerField._id ? fieldOf(data.headerField) : field))),
    WikiHeaderFieldMoved: ({ data }, db) =>
      fieldsChanged(db, data.wikiId, (fields) => {
        const field = fields.find((each) => each._id === data.headerFieldId);
        return field ? placeAfter(fields, field, data.afterId) : fields;
      }),
    WikiHeaderFieldRemoved: ({ data }, db) => fieldsChanged(db, data.wikiId, (fields) => fields.filter((field) => field._id !== data.headerFieldId)),
    // Its warnings, the scenes' mentions of it and its relations go with it.
    WikiDeleted: async ({ data }, db) => {
      await wikis(db).delete(data.wikiId);
      await warnings(db).deleteMany({ wikiID: data.wikiId });
      await warnings(db).deleteMany({ otherWikiID: data.wikiId });
      await mentions(db).deleteMany({ wikiID: data.wikiId });
      await pointLinks(db).deleteMany({ wikiID: data.wikiId });
      await relations(db).deleteMany({ fromID: data.wikiId });
      await relations(db).deleteMany({ toID: data.wikiId });
    },

    SceneAdded: async ({ data }, db) => {
      const { writingId, worldId, scene } = data;
      // A scene added again under its id (a restore) replaces what was known of it.
      const known = await sceneOf(db, sceneKeyOf(writingId, scene._id));
      const record: SceneFactsRecord = {
        _id: sceneKeyOf(writingId, scene._id),
        worldID: worldId,
        writingID: writingId,
        sceneID: scene._id,
        name: scene.name,
        date: scene.date ?? null,
        links: linksOfNodes(scene.content),
      };
      await sceneChanged(db, record, known?.links ?? []);
    },
    SceneContentChanged: async ({ data }, db) => {
      const scene = await sceneOf(db, sceneKeyOf(data.writingId, data.sceneId));
      if (!scene) return;
      const links = spliceLinks(scene.links, { at: data.at, remove: data.remove, nodes: data.nodes });
      const [was, now] = [wikiTargets(scene.links), wikiTargets(links)];
      const sameWikis = was.size === now.size && [...now].every(([wikiId, secret]) => was.get(wikiId) === secret);
      // Most saves move no link to a wiki: only the links' places are kept.
      if (sameWikis) await scenes(db).update(scene._id, { $set: { links } });
      else await sceneChanged(db, { ...scene, links }, scene.links);
    },
    SceneDated: async ({ data }, db) => {
      const scene = await sceneOf(db, sceneKeyOf(data.writingId, data.sceneId));
      if (!scene) return;
      const next = { ...scene, date: data.date };
      await scenes(db).update(scene._id, { $set: { date: data.date } });
      await checkScene(db, next);
    },
    SceneRenamed: async ({ data }, db) => {
      const scene = await sceneOf(db, sceneKeyOf(data.writingId, data.sceneId));
      if (!scene) return;
      await scenes(db).update(scene._id, { $set: { name: data.name } });
      await checkScene(db, { ...scene, name: data.name });
    },
    SceneRemoved: async ({ data }, db) => {
      const key = sceneKeyOf(data.writingId, data.sceneId);
      await scenes(db).delete(key);
      await mentions(db).deleteMany({ sceneKey: key });
      await warnings(db).deleteMany({ sceneKey: key });
    },
    WritingDeleted: async ({ data }, db) => {
      await scenes(db).deleteMany({ writingID: data.writingId });
      await mentions(db).deleteMany({ writingID: data.writingId });
      await warnings(db).deleteMany({ writingID: data.writingId });
    },

    RelationAdded: async ({ data }, db) => {
      const { relationId, worldId, fromId, toId, type, custom, period } = data;
      await relationChanged(db, { _id: relationId, worldID: worldId, fromID: fromId, toID: toId, type, custom, period });
    },
    // A relation of a wiki since deleted went with it and stays gone.
    RelationChanged: async ({ data }, db) => {
      const known = (await relations(db).get(data.relationId)) as RelationFactsRecord | null;
      if (known) await relationChanged(db, { ...known, type: data.type, custom: data.custom, period: data.period });
    },
    // Its warnings of both kinds go with it.
    RelationRemoved: async ({ data }, db) => {
      await relations(db).delete(data.relationId);
      await warnings(db).deleteMany({ relationID: data.relationId });
    },

    TimelineCreated: async ({ data }, db) => {
      const timeline: TimelineCalendarRecord = { _id: data.timelineId, worldID: data.worldId, calendar: data.calendar };
      await timelines(db).put({ ...timeline });
    },
    TimelineCalendarChanged: async ({ data }, db) => {
      if (!(await timelines(db).get(data.timelineId))) return;
      await timelines(db).update(data.timelineId, { $set: { calendar: data.calendar } });
      await checkLinkedPoints(db, { timelineID: data.timelineId });
    },
    // A world whose dates were on its calendar goes back to the Gregorian one (worldTimelines.ts).
    TimelineDeleted: async ({ data }, db) => {
      await timelines(db).delete(data.timelineId);
      await points(db).deleteMany({ timelineID: data.timelineId });
      await pointLinks(db).deleteMany({ timelineID: data.timelineId });
      await warnings(db).deleteMany({ timelineID: data.timelineId });
      if ((await worldTimelineOf(db, data.worldId)) === data.timelineId) {
        const record: WorldCalendarRecord = { _id: data.worldId, worldID: data.worldId, timelineID: null };
        await calendars(db).put({ ...record });
        await checkLinkedPoints(db, { worldID: data.worldId });
      }
    },
    TimelineLineDeleted: ({ data }, db) => dropPoints(db, { lineID: data.lineId }),
    // A new point links to nothing yet; one added again under its id (a restore) starts afresh.
    TimelineNodeAdded: ({ data }, db) => pointAdded(db, pointOfNode(data.worldId, data.timelineId, data.lineId, { ...data.node, date: dateOf(data.node) })),
    TimelineNodesAdded: async ({ data }, db) => {
      for (const node of data.nodes) {
        await pointAdded(db, pointOfNode(data.worldId, data.timelineId, data.lineId, { ...node, date: dateOf(node) }));
        await db.breathe();
      }
    },
    TimelineNodeMoved: ({ data }, db) => pointChanged(db, data.timelineId, data.nodeId, (point) => ({ ...point, date: dateOf(data.when), end: data.when.end })),
    // Its title names it in the warning; a secret point's warnings reach its editors only.
    TimelineNodeEdited: ({ data }, db) =>
      pointChanged(db, data.timelineId, data.nodeId, (point) => ({
        ...point,
        title: data.look.title,
        // Absent in an edit, a point's secrecy stays as it was.
        secret: data.look.secret ?? point.secret,
      })),
    TimelineNodeDeleted: ({ data }, db) => dropPoints(db, { _id: pointKeyOf(data.timelineId, data.nodeId) }),
    TimelineNodeLinkAdded: async ({ data }, db) => {
      if (data.link.type !== 'wiki') return;
      const key = pointKeyOf(data.timelineId, data.nodeId);
      if (!(await pointOf(db, key))) return;
      const link: PointLinkRecord = { _id: `${key}|${data.link._id}`, worldID: data.worldId, wikiID: data.link.id, pointKey: key, timelineID: data.timelineId };
      await pointLinks(db).put({ ...link });
      await pointChanged(db, data.timelineId, data.nodeId, (point) => ({
        ...point,
        links: [...point.links.filter((known) => known._id !== data.link._id), { _id: data.link._id, wikiID: data.link.id }],
      }));
    },
    TimelineNodeLinkRemoved: async ({ data }, db) => {
      const key = pointKeyOf(data.timelineId, data.nodeId);
      const point = await pointOf(db, key);
      if (!point || !point.links.some((link) => link._id === data.linkId)) return;
      await pointLinks(db).delete(`${key}|${data.linkId}`);
      await pointChanged(db, data.timelineId, data.nodeId, (known) => ({ ...known, links: known.links.filter((link) => link._id !== data.linkId) }));
    },

    ContinuityWarningDismissed: ({ data }, db) => {
      const dismissal: DismissalRecord = {
        _id: `${data.worldId}:${data.warningId}`,
        worldID: data.worldId,
        warningID: data.warningId,
        reason: data.reason,
        dismissedBy: data.dismissedBy,
        at: data.at,
      };
      return dismissals(db).put({ ...dismissal });
    },
    ContinuityWarningRestored: ({ data }, db) => dismissals(db).delete(`${data.worldId}:${data.warningId}`),
  },
});
