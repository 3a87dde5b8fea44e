import { partsJson, type ElementShape } from '../runner/partsJsonCache';
import type { TimelineRecord } from './timelineRecords';

// A timeline's JSON as timelineQueries' view would serialise it: the row's fields, then its lines
// with their points, its zones and its calendar. Points are grouped by line (partsJsonCache.ts).
export const timelineShape: ElementShape<TimelineRecord> = {
  groupsOf: (record) => record.lines.map((line) => line._id),
  serialise: (record, groups) => {
    const { revision: _revision, lines, zones, calendar, num_lines: _lines, num_points: _points, ...header } = record;
    const shownLines = lines.map(
      ({ _id, name, revision }) =>
        `{"_id":${JSON.stringify(_id)},"name":${JSON.stringify(name)},"nodes":[${partsJson(groups.get(_id))}],"revision":${JSON.stringify(revision)}}`,
    );
    const head = JSON.stringify(header);
    return `${head.slice(0, -1)},"lines":[${shownLines.join(',')}],"zones":${JSON.stringify(zones)},"calendar":${JSON.stringify(calendar)}}`;
  },
};
