import { mapWithoutSecrets } from '@lorewright/domain/maps/mapForViewer';
import { timelineWithoutSecrets } from '@lorewright/domain/timelines/timelineForViewer';
import type { Moving } from '../../workers/moving';
import { secretsLeftOut } from './secretParts';

// A big element's readers' JSON, its secret points left out, made in the work pool (tasks.ts):
// parsing and writing again 2 MB of a 10,000-point map took ~60 ms of the event loop.
export type SecretsKind = 'map' | 'timeline';

const LEAVE_OUT: Record<SecretsKind, (element: never) => unknown> = { map: mapWithoutSecrets, timeline: timelineWithoutSecrets };

export const secretsLeftOutTask = ({ kind, json }: { kind: SecretsKind; json: string }): Moving<string> => ({
  value: secretsLeftOut(json, LEAVE_OUT[kind]),
  transfer: [],
});
