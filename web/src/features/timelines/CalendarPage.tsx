import { useState } from 'react';
import { Link } from 'react-router';
import { ElementFetchFailed } from '../../components/ElementFetchFailed';
import { PageLoading } from '../../components/PageLoading';
import { PaidElementAccess } from '../../components/PaidElementAccess';
import { NoWorldChosen } from '../../components/NoWorldChosen';
import { useAddressParam } from '../../lib/useAddressParam';
import { useTimeline } from './api';
import { CalendarEditor } from './CalendarEditor';
import { CalendarImport } from './CalendarImport';
import { CalendarTimelinePicker } from './CalendarTimelinePicker';

/**
 * /calendar (product.md §2, §3, §4): with ?timeline={id} that timeline's calendar, edited by its author
 * (who may also import one from Fantasy-Calendar) and shown to others (also as #timeline={id}, where
 * the query moves after 3 s); without it, the current world's timelines to choose from.
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
          <NoWorldChosen badge="Calendar" livesIn="Calendars belong to the timelines of a world." />
        )
      }
    </PaidElementAccess>
  );
}

function TimelineCalendar({ timelineID, userID }: { timelineID: string; userID: string }) {
  const timeline = useTimeline(timelineID);
  // Bumped by an import: the editor starts again from the calendar it saved.
  const [imports, setImports] = useState(0);
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
  const readOnly = timeline.data.authorID !== userID;
  return (
    <>
      <CalendarEditor key={imports} timeline={timeline.data} readOnly={readOnly} />
      {!readOnly && <CalendarImport timelineID={timelineID} onImported={() => setImports((n) => n + 1)} />}
    </>
  );
}
