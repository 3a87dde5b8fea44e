import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import { useQueryClient } from '@tanstack/react-query';
import HistoryPanel from '../../../components/history/HistoryPanel';
import type { VersionRenderer } from '../../../components/history/versionRenderer';
import { timelineKeys } from '../api';
import { TimelineVersion } from './TimelineVersion';

// A timeline version as the server answers it: the timeline page's view, with when it was.
type TimelineVersionView = TimelineView & { revision: number; at: string };

// A timeline as it was: the whole timeline at once (it has no parts to compare).
const timelineVersions: VersionRenderer<TimelineVersionView> = {
  kind: 'timeline',
  answerKey: 'timeline',
  titleOf: (version) => version.title,
  atOf: (version) => version.at,
  partsOf: () => [],
  render: (version) => <TimelineVersion timeline={version} />,
  restores: 'The title, calendar, look, zones, lines and points',
};

/** The timeline page's History panel. */
export default function TimelineHistoryPanel({ timeline, onClose, onRestored }: { timeline: TimelineView; onClose: () => void; onRestored: () => void }) {
  const queryClient = useQueryClient();
  return (
    <HistoryPanel
      elementId={timeline._id}
      renderer={timelineVersions}
      onClose={onClose}
      onRestored={(current: TimelineView) => {
        queryClient.setQueryData(timelineKeys.one(timeline._id), current);
        onRestored();
      }}
    />
  );
}
