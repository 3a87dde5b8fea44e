import { TIMELINE_TITLE_MAX } from '@lorewright/domain/timelines/timelineLimits';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import type { TimelineListItem } from '@lorewright/domain/timelines/timelineView';
import type { ElementMenuRowState } from '../../components/ElementMenu';
import { ElementMenuRow } from '../../components/ElementMenuRow';
import { timelinePath } from './timelinePaths';

const counted = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** '3 lines · 12 points', or 'You have no lines.' (product.md §2). */
export const timelineDetail = ({ num_lines, num_points }: TimelineListItem) =>
  num_lines === 0 ? m.noLines : `${counted(num_lines, 'line')} · ${counted(num_points, 'point')}`;

/** One timeline of the menu, opening the timeline; in edit mode also its visibility, Rename and Delete. */
export function TimelineRow({ timeline, ...row }: ElementMenuRowState & { timeline: TimelineListItem }) {
  return (
    <ElementMenuRow
      title={timeline.title}
      detail={timelineDetail(timeline)}
      to={timelinePath(timeline._id)}
      visibility={timeline.visibility}
      lastUpdated={timeline.lastUpdated}
      titleMax={TIMELINE_TITLE_MAX}
      {...row}
    />
  );
}
