import { WorldIdParams } from '@lorewright/domain/worlds/world.commands';
import type { Stack } from '../../composition';
import type { ZodApp } from '../routeTypes';

// The calendar a world's dates are read on (its chosen timeline's, or the Gregorian), for whoever
// may see the world: dated facts, scene dates and the as-of view are typed and shown on it. Only
// the calendar travels, never the timeline's points.
export const worldCalendarReadRoutes = (stack: Stack) => async (app: ZodApp) => {
  app.get('/world/:id/calendar', { schema: { params: WorldIdParams }, config: { auth: 'optional', allowBlocked: true } }, async (request) => {
    const world = await stack.queries.worlds.viewableWorld(request.params.id, request.user?._id ?? null);
    return { timelineID: world.calendarTimelineID ?? null, calendar: await stack.queries.calendars.worldCalendar(world._id) };
  });
};
