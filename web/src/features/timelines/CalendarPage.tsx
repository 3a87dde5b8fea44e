import { Link } from 'react-router-dom';
import { ElementFetchFailed } from '../../components/ElementFetchFailed';
import { PageLoading } from '../../components/PageLoading';
import { PaidElementAccess } from '../../components/PaidElementAccess';
import { StatusCard, StatusText } from '../../components/StatusCard';
import { useAddressParam } from '../../lib/useAddressParam';
import { useTimeline } from './api';
import { CalendarEditor } from './CalendarEditor';
import { CalendarTimelinePicker } from './CalendarTimelinePicker';

/**
 * /calendar (spec §2, §3, §4): with ?timeline={id} that timeline's calendar, edited by its author
 * and shown to others (also as #timeline={id}, where the query moves after 3 s); without it, the
 * current world's timelines to choose from.
 */
export function CalendarPage() {
  const timelineID = useAddressParam('timeline');
  return (
    <PaidElementAccess feature="timelines" page="Calendar">
      {(user) =>
        timelineID ? (
          <TimelineCalendar key={timelineID} timelineID={timelineID} userID={user._id} />
        ) : user.currentWorldID ? (
          <CalendarTimelinePicker worldID={user.currentWorldID} />
        ) : (
          <StatusCard badge="Calendar" title="Choose a world first">
            <StatusText>Calendars belong to the timelines of a world. Create a world or choose one in Creation, then come back.</StatusText>
          </StatusCard>
        )
      }
    </PaidElementAccess>
  );
}

function TimelineCalendar({ timelineID, userID }: { timelineID: string; userID: string }) {
  const timeline = useTimeline(timelineID);
  if (timeline.isPending) return <PageLoading />;
  if (timeline.isError) {
    return (
      <ElementFetchFailed
        error={timeline.error}
        kind="Calendar"
        title="Problem fetching the calendar."
        back={
          <Link to="/calendar" className="button button-secondary">
            Choose a timeline
          </Link>
        }
        onRetry={() => void timeline.refetch()}
      />
    );
  }
  return <CalendarEditor timeline={timeline.data} readOnly={timeline.data.authorID !== userID} />;
}
