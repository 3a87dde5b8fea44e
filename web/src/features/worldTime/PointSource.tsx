import type { DatePoint } from '@lorewright/domain/calendars/worldDate';
import { pointTitleIn } from './datePointChoices';
import { usePointTimeline } from './usePointTimeline';

export const POINT_SOURCE_TEXTS = {
  reading: 'From a timeline point',
  from: (point: string, timeline: string) => `From “${point}” (${timeline})`,
  gone: 'From a timeline point that was deleted',
};

/** Where a date is taken from, read from its timeline: 'From “Coronation” (Kings)'. */
export function PointSource({ point, id, className }: { point: DatePoint; id?: string; className?: string }) {
  const timeline = usePointTimeline(point.timelineID);
  const title = timeline.data ? pointTitleIn(timeline.data, point.nodeID) : null;
  // A timeline gone or no longer shown to this reader reads as the point deleted: its title is not to be had.
  const text = timeline.isPending
    ? POINT_SOURCE_TEXTS.reading
    : timeline.data && title !== null
      ? POINT_SOURCE_TEXTS.from(title, timeline.data.title)
      : POINT_SOURCE_TEXTS.gone;
  return (
    <span id={id} className={className}>
      {text}
    </span>
  );
}
