import { ChangesSinceQuery } from '@lorewright/domain/shared/changesSince';
import { UpdateLinesBody, UpdateZonesBody } from '@lorewright/domain/timelines/timeline.bodies';
import { commandContext } from '../commandContext';
import { paidActor as timelineActor } from '../paidActor';
import { pooledBody, pooledBodyOf, type PooledBodyPorts } from '../pooledBody';
import type { ZodApp, CommandsOf } from '../routeTypes';
import { sendUpdated, type SendUpdatedPorts } from './timelineViews';

// 10,000 points (the most a timeline holds) with long titles and subtitles fit; a bigger body is
// a 413 {error} before it is parsed, and more points than that a 400. Other routes keep 1 MB.
export const TIMELINE_NODES_BODY_LIMIT = 16 * 1024 * 1024;

export type TimelinePartRoutePorts = CommandsOf<'timelines'> & SendUpdatedPorts & PooledBodyPorts;

// The three part calls (product.md §7) send only the parts that changed; one event per change, so two
// tabs editing different lines or points both land and a stale edit of the same one is a 409.
// Each answers with the timeline as it is now, or with `?since=` only what changed after it.

export const timelinePartRoutes = (ports: TimelinePartRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.timelines;
  const change = { auth: 'required' } as const;

  app.put('/timeline/updateLines', { schema: { body: UpdateLinesBody, querystring: ChangesSinceQuery }, config: change }, async (request, reply) => {
    const actor = timelineActor(request);
    const { timelineID, lines, removedLineIDs } = request.body;
    const { position } = await commands.updateLines(actor, timelineID, lines, removedLineIDs ?? [], commandContext(request));
    return sendUpdated(ports, reply, timelineID, actor.id, position, request.query.since);
  });

  app.put(
    '/timeline/updateNodes',
    { ...pooledBody(ports, 'UpdateNodesBody', change), schema: { querystring: ChangesSinceQuery }, bodyLimit: TIMELINE_NODES_BODY_LIMIT },
    async (request, reply) => {
      const actor = timelineActor(request);
      const body = pooledBodyOf('UpdateNodesBody', request);
      const { position } = await commands.updateNodes(actor, body.timelineID, body, commandContext(request));
      return sendUpdated(ports, reply, body.timelineID, actor.id, position, request.query.since);
    },
  );

  app.put('/timeline/updateZones', { schema: { body: UpdateZonesBody, querystring: ChangesSinceQuery }, config: change }, async (request, reply) => {
    const actor = timelineActor(request);
    const { timelineID, zones, removedZoneIDs } = request.body;
    const { position } = await commands.updateZones(actor, timelineID, Object.values(zones), removedZoneIDs ?? [], commandContext(request));
    return sendUpdated(ports, reply, timelineID, actor.id, position, request.query.since);
  });
};
