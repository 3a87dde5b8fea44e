import { onWorldCalendar } from '@lorewright/domain/continuity/timelinePoints';
import { canViewElement } from '@lorewright/domain/worlds/worldAccess';
import { WorldIdParams } from '@lorewright/domain/worlds/world.commands';
import { WorldCalendarAnswer } from '@lorewright/domain/worlds/worldView';
import type { Stack } from '../../composition';
import type { ZodApp, QueriesOf } from '../routeTypes';

type ViewableWorld = Awaited<ReturnType<Stack['queries']['worlds']['viewableWorld']>>;

type PointTimelinesPorts = QueriesOf<'timelines'>;

// The timelines a date may be taken from (a date copies one of their points): those on the
// world's calendar (other calendars' years mean other days) that the viewer may see. A world that
// names its calendar's timeline offers that one alone; one on the Gregorian calendar offers each
// timeline with the Gregorian months, read from its row, never its points.
const pointTimelinesOf = async (ports: PointTimelinesPorts, world: ViewableWorld, viewerId: string | null) => {
  const worldTimelineId = world.calendarTimelineID ?? null;
  const visible = (await ports.queries.timelines.timelinesOfWorld(world._id)).filter(
    (timeline) => (!worldTimelineId || timeline._id === worldTimelineId) && canViewElement(world, 'timeline', timeline, viewerId),
  );
  const offered = await Promise.all(
    visible.map(async (timeline) => {
      const calendar = worldTimelineId ? null : (await ports.queries.timelines.timelineRow(timeline._id))?.calendar;
      return worldTimelineId || (calendar && onWorldCalendar(timeline._id, calendar, null)) ? [{ _id: timeline._id, title: timeline.title }] : [];
    }),
  );
  return offered.flat();
};

export type WorldCalendarReadRoutePorts = QueriesOf<'calendars' | 'worlds'> & PointTimelinesPorts;

// The calendar a world's dates are read on (its chosen timeline's, or the Gregorian), for whoever
// may see the world: dated facts, scene dates and the as-of view are typed and shown on it. Only
// the calendar travels, never the timeline's points; with it, the timelines a date may be taken from.
export const worldCalendarReadRoutes = (ports: WorldCalendarReadRoutePorts) => async (app: ZodApp) => {
  app.get(
    '/world/:id/calendar',
    { schema: { params: WorldIdParams, response: { 200: WorldCalendarAnswer } }, config: { auth: 'optional', allowBlocked: true } },
    async (request) => {
      const viewerId = request.user?._id ?? null;
      const world = await ports.queries.worlds.viewableWorld(request.params.id, viewerId);
      const [calendar, pointTimelines] = await Promise.all([ports.queries.calendars.worldCalendar(world._id), pointTimelinesOf(ports, world, viewerId)]);
      return { timelineID: world.calendarTimelineID ?? null, calendar, pointTimelines };
    },
  );
};
