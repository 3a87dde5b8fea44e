import { partJsonText, partsJson, type ElementShape } from '../runner/partsJsonCache';
import type { MapRecord } from './mapRecords';

// A map's JSON as mapQueries' view would serialise it: the row's fields, then its points keyed by
// id (one group of parts, partsJsonCache.ts).
export const mapShape: ElementShape<MapRecord> = {
  groupsOf: () => [''],
  serialise: (record, groups) => {
    const { revision: _revision, mediaId: _media, num_points: _count, ...header } = record;
    const head = JSON.stringify(header);
    return `${head.slice(0, -1)},"points":{${partsJson(groups.get(''))}}}`;
  },
  partJson: (part) => `${JSON.stringify(part.id)}:${partJsonText(part)}`,
};
