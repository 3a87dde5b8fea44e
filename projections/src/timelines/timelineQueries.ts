import type { TimelineLookups } from '@lorewright/commands/timelines/timelineDeps';
import type { TimelineLine, TimelineListItem, TimelineView } from '@lorewright/domain/timelines/timelineView';
import { elementQueriesOf } from '../elements/elementQueries';
import type { ProjectionViews } from '../runner/projectionViews';
import { allParts, chunkedPartReads } from '../runner/partChunks';
import { partChangesSince, partShown, partsJsonCache } from '../runner/partsJsonCache';
import { timelineShape } from './timelineJson';
import { TIMELINE_NODE_CHUNKS, TIMELINE_PREVIEW_LENGTH, TIMELINES, type TimelineRecord } from './timelineRecords';

const listItemOf = ({ revision: _revision, lines: _lines, zones: _zones, calendar: _calendar, ...item }: TimelineRecord): TimelineListItem => item;

// Reads of the timelines projection, for the API and the command handlers' lookups. They answer
// what is stored; who may see it is decided by the routes (timelineForViewer.ts).
export const createTimelineQueries = (views: ProjectionViews) => {
  const timelines = views.collection('timelines', TIMELINES);
  const rowOf = async (timelineId: string) => (await timelines.get(timelineId)) as TimelineRecord | null;
  // Points by line, in the order they were added; a deleted point's mark names its line.
  const partReads = chunkedPartReads(views.collection('timelines', TIMELINE_NODE_CHUNKS));

  // Lines in the order they were added, each with its points in the order they were added.
  const viewOf = async (record: TimelineRecord): Promise<TimelineView> => {
    const stored = await allParts(partReads, record._id);
    stored.sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : a.id < b.id ? -1 : 1));
    const lines = new Map<string, TimelineLine>(record.lines.map((line) => [line._id, { _id: line._id, name: line.name, nodes: [], revision: line.revision }]));
    for (const part of stored) lines.get(part.group)?.nodes.push(partShown(part));
    const { num_lines: _lines, num_points: _points, ...timeline } = listItemOf(record);
    const { zones, calendar } = record;
    return { ...timeline, lines: [...lines.values()], zones, calendar };
  };

  const jsonOf = partsJsonCache(partReads, timelineShape, { readFirst: (read) => views.readFirst(read) });
  const changesOf = partChangesSince(partReads);

  // The timeline as it is now with its lines' points left out, the points written after
  // `revision` (each with its line) and the ids of those deleted since, as JSON; null when that
  // may be too many to be worth it (partsJsonCache.ts). A line deleted takes its points without
  // marks: a reader drops the points of lines the timeline no longer has.
  const changesJson = async (record: TimelineRecord, revision: number): Promise<string | null> => {
    const changes = await changesOf(record._id, revision);
    if (!changes) return null;
    const lines = new Set(record.lines.map((line) => line._id));
    const written = changes.written.filter((part) => lines.has(part.group)).map((part) => `{"lineId":${JSON.stringify(part.group)},"node":${part.json}}`);
    const removed = JSON.stringify(changes.gone.map((part) => part.id));
    return `{"revision":${record.revision},"timeline":${timelineShape.serialise(record, new Map())},"nodes":[${written.join(',')}],"removedNodeIDs":${removed}}`;
  };

  const shared = elementQueriesOf<TimelineRecord, TimelineListItem>(timelines, {
    listItemOf,
    previewOf: ({ description }) => description.slice(0, TIMELINE_PREVIEW_LENGTH),
  });
  const lookups: Pick<TimelineLookups, 'timelinePlace'> = { timelinePlace: async (timelineId) => shared.placeOf(await rowOf(timelineId)) };

  return {
    lookups,

    // The timeline without its points, with the revision its JSON is kept by.
    timelineRow: rowOf,
    timelineJson: jsonOf,
    timelineChangesJson: changesJson,
    timelineById: async (timelineId: string): Promise<TimelineView | null> => {
      const record = await rowOf(timelineId);
      return record ? viewOf(record) : null;
    },

    // Oldest first, without lines (the menu needs their numbers only).
    timelinesOfWorld: shared.ofWorld,
    searchTitles: shared.searchTitles,
  };
};

export type TimelineQueries = ReturnType<typeof createTimelineQueries>;
