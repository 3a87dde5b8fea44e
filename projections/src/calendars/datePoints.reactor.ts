import type { CommandContext } from '@lorewright/commands/pipeline/commandContext';
import type { PointAddress, PointDates } from '@lorewright/domain/calendars/datePoints';
import { isDomainError } from '@lorewright/domain/shared/errors';
import type { TimelineEvent } from '@lorewright/domain/timelines/timeline.events';
import type { ViewName } from '../allProjections';
import type { ProjectedEvent } from '../runner/projectedEvent';
import { defineReactor } from '../runner/reactor';
import { silentLogger, type RunnerLogger } from '../runner/workerDeps';
import type { DatePointSourceKind, DatePointSourceRecord } from './datePoints.projection';

// Not the projection's name: workers' turns (precedence.ts) are told apart by name.
export const DATE_POINTS_REACTOR = 'datePointFollows';

// One element's command that copies a moved point's dates into the dates taken from it, as an
// edit would; appends nothing when they already say so.
export type FollowDatePoint = (elementId: string, address: PointAddress, dates: PointDates, context: CommandContext) => Promise<{ position: number | null }>;

export interface DatePointsDeps {
  // True once the views reached the position (false: timed out).
  waitForViews: (position: number, views: readonly ViewName[]) => Promise<boolean>;
  sourcesOf: (address: PointAddress) => Promise<DatePointSourceRecord[]>;
  // The point's dates on its world's calendar; a string when it is not on that calendar now, or gone.
  datePointDates: (worldId: string, address: PointAddress) => Promise<PointDates | string>;
  follow: Record<DatePointSourceKind, FollowDatePoint>;
  logger?: RunnerLogger;
}

// What the sources and the point's dates are read from: read only once they hold the move.
const READ_VIEWS: readonly ViewName[] = ['datePoints', 'timelines', 'worlds'];

// The follows are the mover's doing (they chose to move the point; the elements' editors chose
// to take dates from it), so their events carry the mover as actor, caused by the move.
const causedBy = (event: ProjectedEvent): CommandContext => ({
  actorId: event.metadata.actorId,
  correlationId: event.metadata.correlationId,
  causationId: event.id,
});

// Dates taken from a timeline point follow it (calendars/datePoints.ts): when the point moves,
// each element holding such dates is told the point's new dates and changes its copies with the
// same events an edit makes, so history, continuity and as-of reads follow unchanged. A point
// off the world's calendar now (or gone) moves nothing. At least once and idempotent: following
// again appends nothing.
export const createDatePointsReactor = (deps: DatePointsDeps) => {
  const logger = deps.logger ?? silentLogger;

  const followOne = async (source: DatePointSourceRecord, address: PointAddress, dates: PointDates, context: CommandContext) => {
    try {
      await deps.follow[source.kind](source.elementID, address, dates, context);
    } catch (error) {
      // A refusal of one element (its dates would run backwards, say) leaves its copies as they
      // were and never stops the others; a clash with a concurrent edit is tried again.
      if (!isDomainError(error) || error.kind === 'conflict') throw error;
      logger.error({ reactor: DATE_POINTS_REACTOR, source: source._id, err: error }, 'a date taken from a timeline point could not follow it');
    }
  };

  return defineReactor<TimelineEvent>({
    name: DATE_POINTS_REACTOR,
    repeatable: true,
    on: {
      TimelineNodeMoved: async (event) => {
        if (!(await deps.waitForViews(event.position, READ_VIEWS)))
          throw new Error(`The views behind dates taken from points did not reach ${event.position}.`);
        const address: PointAddress = { timelineID: event.data.timelineId, nodeID: event.data.nodeId };
        // Only the point's own world's elements: a date naming another world's point (an
        // imported copy's, say) was never taken from it.
        const sources = (await deps.sourcesOf(address)).filter((source) => source.worldID === event.data.worldId);
        if (sources.length === 0) return;
        const dates = await deps.datePointDates(event.data.worldId, address);
        if (typeof dates === 'string') return;
        const context = causedBy(event);
        for (const source of sources) await followOne(source, address, dates, context);
      },
    },
  });
};
