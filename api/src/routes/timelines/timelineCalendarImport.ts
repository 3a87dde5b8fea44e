import { FANTASY_CALENDAR_FILE_LIMIT_BYTES, fantasyCalendarMessages as m } from '@lorewright/domain/imports/fantasyCalendar/fantasyCalendarMessages';
import { readFantasyCalendar } from '@lorewright/domain/imports/fantasyCalendar/readFantasyCalendar';
import { invalid } from '@lorewright/domain/shared/errors';
import { TimelineIdParams } from '@lorewright/domain/timelines/timeline.bodies';
import type { Stack } from '../../composition';
import { commandContext } from '../commandContext';
import { JSON_TYPE } from '../jsonText';
import { readImportUpload } from '../imports/azgaarUpload';
import { paidActor as timelineActor } from '../paidActor';
import type { ZodApp, CommandsOf } from '../routeTypes';
import { TIMELINE_VIEWS, timelineJson, type TimelineJsonPorts } from './timelineViews';

const textOf = (bytes: Uint8Array) => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalid(m.notJson);
  }
};

export type TimelineCalendarImportRoutePorts = Pick<Stack, 'waitForViews'> & CommandsOf<'timelines'> & TimelineJsonPorts;

// POST timeline/{id}/calendar/import: a Fantasy-Calendar export (multipart `file`, its .json, at
// most 1 MB) replaces the timeline's calendar through the same command as PUT timeline/{id}/calendar,
// so the author and permission rules, the calendar's checks, its event and its history are the
// same. The sender's rights are checked before the file is read. The answer is the calendar saved,
// the notes on what it could not keep (readFantasyCalendar.ts) and the timeline as it is now.
// Reading a megabyte of JSON takes a few milliseconds: it stays on this thread.
export const timelineCalendarImportRoutes = (ports: TimelineCalendarImportRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.timelines;

  app.post(
    '/timeline/:id/calendar/import',
    { schema: { params: TimelineIdParams }, config: { auth: 'required', rateLimited: 'upload' } },
    async (request, reply) => {
      const actor = timelineActor(request);
      const timelineId = request.params.id;
      const bytes = await readImportUpload(request, FANTASY_CALENDAR_FILE_LIMIT_BYTES, m, () => commands.requireAuthor(actor, timelineId));
      const { calendar, notes } = readFantasyCalendar(textOf(bytes));
      const { position } = await commands.changeCalendar(actor, timelineId, calendar, commandContext(request));
      await ports.waitForViews(position, TIMELINE_VIEWS);
      const timeline = await timelineJson(ports, timelineId, actor.id);
      const head = JSON.stringify({ message: m.imported, notes, calendar });
      return reply.type(JSON_TYPE).send(`${head.slice(0, -1)},"timeline":${timeline}}`);
    },
  );
};
