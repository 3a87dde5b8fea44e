import { invalid } from '@lorewright/domain/shared/errors';
import { DEMO_TIMELINE_LIST } from '@lorewright/domain/timelines/demoTimeline';
import {
  CustomiseTimelineBody,
  DeleteTimelineBody,
  NewTimelineBody,
  RenameTimelineBody,
  TimelineCalendarBody,
  TimelineIdParams,
  TimelinesBody,
} from '@lorewright/domain/timelines/timeline.bodies';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import { TimelineAnswer, TimelinesAnswer } from '@lorewright/domain/timelines/timelineView';
import { canViewElement } from '@lorewright/domain/worlds/worldAccess';
import { DEMO_WORLD_ID } from '@lorewright/domain/worlds/demoWorldId';
import type { Stack } from '../../composition';
import { commandContext } from '../commandContext';
import { paidActor as timelineActor } from '../paidActor';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import { timelineCalendarImportRoutes, type TimelineCalendarImportRoutePorts } from './timelineCalendarImport';
import { sendTimeline, sendUpdated, TIMELINE_MEDIA_VIEWS, TIMELINE_VIEWS, type SendTimelinePorts, type SendUpdatedPorts } from './timelineViews';
import { CreatedAnswer, MessageAnswer } from '@lorewright/domain/shared/messageAnswer';

export type TimelineRoutePorts = Pick<Stack, 'waitForViews'> &
  CommandsOf<'timelines'> &
  QueriesOf<'timelines' | 'worlds'> &
  SendTimelinePorts &
  SendUpdatedPorts &
  TimelineCalendarImportRoutePorts;

// Timelines (product.md §7): a world's list, one timeline, and the author's changes to
// the timeline as a whole. The decider allows changes by the world's author holding the
// 'timelines' permission; every read goes through the access rule, so a private timeline
// exists only for the author and members.
export const timelineRoutes = (ports: TimelineRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.timelines;
  const change = { auth: 'required' } as const;
  const read = { auth: 'optional', allowBlocked: true } as const;

  // Oldest first, without lines; the demo world's list is bundled, like its timeline.
  app.post('/timeline/timelines', { schema: { body: TimelinesBody, response: { 200: TimelinesAnswer } }, config: read }, async (request) => {
    const viewerId = request.user?._id ?? null;
    if (request.body.worldID === DEMO_WORLD_ID) return { timelines: DEMO_TIMELINE_LIST };
    const world = await ports.queries.worlds.viewableWorld(request.body.worldID, viewerId);
    const timelines = await ports.queries.timelines.timelinesOfWorld(world._id);
    return { timelines: timelines.filter((timeline) => canViewElement(world, 'timeline', timeline, viewerId)) };
  });

  // The timeline itself at the top level.
  app.get('/timeline/:id', { schema: { params: TimelineIdParams, response: { 200: TimelineAnswer } }, config: read }, async (request, reply) =>
    sendTimeline(ports, reply, request.params.id, request.user?._id ?? null),
  );

  app.post('/timeline/newTimeline', { schema: { body: NewTimelineBody, response: { 201: CreatedAnswer } }, config: change }, async (request, reply) => {
    const { timelineId, position } = await commands.create(timelineActor(request), request.body, commandContext(request));
    await ports.waitForViews(position, TIMELINE_VIEWS);
    return reply.status(201).send({ id: timelineId, message: m.created });
  });

  app.put('/timeline/rename', { schema: { body: RenameTimelineBody, response: { 200: MessageAnswer } }, config: change }, async (request) => {
    const { timelineID, worldID, title } = request.body;
    const { position } = await commands.rename(timelineActor(request), timelineID, worldID, title, commandContext(request));
    await ports.waitForViews(position, TIMELINE_VIEWS);
    return { message: m.updated };
  });

  app.post('/timeline/delete', { schema: { body: DeleteTimelineBody, response: { 200: MessageAnswer } }, config: change }, async (request) => {
    const { timelineID, worldID } = request.body;
    const { position } = await commands.deleteTimeline(timelineActor(request), timelineID, worldID, commandContext(request));
    await ports.waitForViews(position, TIMELINE_MEDIA_VIEWS);
    return { message: m.deleted };
  });

  // The customise panel, with or without the trailing slash the product's path has.
  for (const url of ['/timeline/:id/update/', '/timeline/:id/update'])
    app.put(url, { schema: { params: TimelineIdParams, body: CustomiseTimelineBody }, config: change }, async (request, reply) => {
      const actor = timelineActor(request);
      const { timelineID, ...changes } = request.body;
      if (timelineID !== request.params.id) throw invalid(m.chooseTimeline);
      const { position } = await commands.customise(actor, timelineID, changes, commandContext(request));
      return sendUpdated(ports, reply, timelineID, actor.id, position);
    });

  app.put('/timeline/:id/calendar', { schema: { params: TimelineIdParams, body: TimelineCalendarBody }, config: change }, async (request, reply) => {
    const actor = timelineActor(request);
    const { timelineID, calendar } = request.body;
    if (timelineID !== request.params.id) throw invalid(m.chooseTimeline);
    const { position } = await commands.changeCalendar(actor, timelineID, calendar, commandContext(request));
    return sendUpdated(ports, reply, timelineID, actor.id, position);
  });

  // The same change from a Fantasy-Calendar export (POST timeline/{id}/calendar/import).
  await timelineCalendarImportRoutes(ports)(app);
};
