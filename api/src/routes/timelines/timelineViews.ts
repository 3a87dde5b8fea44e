import { DEMO_TIMELINE, DEMO_TIMELINE_ID } from '@lorewright/domain/timelines/demoTimeline';
import { seesSecretNodes, timelineChangesWithoutSecrets, timelineForViewer } from '@lorewright/domain/timelines/timelineForViewer';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import type { TimelineAnswer } from '@lorewright/domain/timelines/timelineView';
import type { FastifyReply } from 'fastify';
import type { Stack } from '../../composition';
import type { ViewName } from '@lorewright/projections/allProjections';
import { secretsLeftOut } from '../elements/secretParts';
import { secretsLeftOutKept } from '../elements/secretsLeftOut';
import { JSON_TYPE, sendJsonText } from '../jsonText';
import type { QueriesOf } from '../routeTypes';

// The projections a timeline change shows in: the timeline itself and its world's list.
export const TIMELINE_VIEWS: readonly ViewName[] = ['timelines', 'worlds'];
// …and the media library, for changes that hold or release a point's image.
export const TIMELINE_MEDIA_VIEWS: readonly ViewName[] = [...TIMELINE_VIEWS, 'media'];

const DEMO_TIMELINE_JSON = JSON.stringify(DEMO_TIMELINE);

export type TimelineJsonPorts = Pick<Stack, 'work'> & QueriesOf<'timelines'> & RowForViewerPorts;

// One timeline's JSON as the viewer may receive it: the demo world's bundled one for anyone, else
// the stored one through the access rule, which reads the row only; the JSON with its points is
// serialised once per revision (timelineQueries.ts timelineJson). Its secret points are left out
// for everyone who may not edit it (timelineForViewer.ts).
export const timelineJson = async (ports: TimelineJsonPorts, timelineId: string, viewerId: string | null): Promise<string> => {
  if (timelineId === DEMO_TIMELINE_ID) return DEMO_TIMELINE_JSON;
  const { row, secrets } = await rowForViewer(ports, timelineId, viewerId);
  const json = await ports.queries.timelines.timelineJson(row);
  return secrets ? json : await secretsLeftOutKept(ports.work, 'timeline', timelineId, json);
};

type RowForViewerPorts = QueriesOf<'timelines' | 'worlds'>;

const rowForViewer = async (ports: RowForViewerPorts, timelineId: string, viewerId: string | null) => {
  const row = await ports.queries.timelines.timelineRow(timelineId);
  const world = row ? await ports.queries.worlds.worldById(row.worldID) : null;
  return { row: timelineForViewer(world, row, viewerId), secrets: !!world && seesSecretNodes(world, timelineId, viewerId) };
};

export type SendUpdatedPorts = Pick<Stack, 'waitForViews'> & TimelineChangesJsonPorts & TimelineJsonPorts;

// The answer of an update: its message and the timeline as it is now, once the views show it.
// With `since` (a revision the client's copy was read at) it answers only what changed after it
// (timelineQueries.ts changesJson) as `changes`, or the whole timeline when that is too much.
export const sendUpdated = async (
  ports: SendUpdatedPorts,
  reply: FastifyReply,
  timelineId: string,
  viewerId: string,
  position: number | null,
  since?: number,
) => {
  await ports.waitForViews(position, TIMELINE_MEDIA_VIEWS);
  const message = `{"message":${JSON.stringify(m.updated)}`;
  if (since !== undefined) {
    const changes = await timelineChangesJson(ports, timelineId, viewerId, since);
    if (changes !== null) return reply.type(JSON_TYPE).send(`${message},"changes":${changes}}`);
  }
  return reply.type(JSON_TYPE).send(`${message},"timeline":${await timelineJson(ports, timelineId, viewerId)}}`);
};

type TimelineChangesJsonPorts = QueriesOf<'timelines'> & RowForViewerPorts;

// Only the timeline's editor changes it, so the changes go to them; were they anyone else's,
// the secret points would be left out as well.
const timelineChangesJson = async (ports: TimelineChangesJsonPorts, timelineId: string, viewerId: string, since: number): Promise<string | null> => {
  const { row, secrets } = await rowForViewer(ports, timelineId, viewerId);
  const json = await ports.queries.timelines.timelineChangesJson(row, since);
  return json === null || secrets ? json : secretsLeftOut(json, timelineChangesWithoutSecrets);
};

export type SendTimelinePorts = TimelineJsonPorts;

export const sendTimeline = async (ports: SendTimelinePorts, reply: FastifyReply, timelineId: string, viewerId: string | null) =>
  sendJsonText<typeof TimelineAnswer>(reply, await timelineJson(ports, timelineId, viewerId));
