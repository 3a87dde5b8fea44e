import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import { elementHistoryPanel, wholeVersions } from '../../../components/history/elementHistoryPanel';
import { timelineKeys } from '../api';
import { TimelineVersion } from './TimelineVersion';

// A timeline version as the server answers it: the timeline page's view, with when it was.
type TimelineVersionView = TimelineView & { revision: number; at: string };

/** The timeline page's History panel: a timeline as it was, whole (it has no parts to compare). */
const TimelineHistoryPanel = elementHistoryPanel(
  wholeVersions<TimelineVersionView>('timeline', 'The title, calendar, look, zones, lines and points', (version) => <TimelineVersion timeline={version} />),
  (queryClient, current: TimelineView) => queryClient.setQueryData(timelineKeys.one(current._id), current),
);
export default TimelineHistoryPanel;
