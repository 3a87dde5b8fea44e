import { DEMO_WORLD_ID } from '@lorewright/domain/worlds/demoWorldId';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { StatusActions, StatusCard, StatusText } from '../../components/StatusCard';
import { ApiRequestError } from '../../lib/apiClient';
import { useAsOf, useWorldCalendar } from '../worldTime/api';
import { useWorld } from './api';
import { useWorldAsOf } from './worldAsOf';
import { demoWorld } from './demoWorld';
import { WorldDisplay } from './WorldDisplay';

/** /world/{id}: a world as its readers see it; 'example' is the built-in demo world (no fetch). */
export function WorldPage() {
  const { id = '' } = useParams();
  const isDemo = id === DEMO_WORLD_ID;
  // With ?asOf= the page shows the world on that date of its calendar.
  const { asOf, setAsOf } = useAsOf();
  const calendar = useWorldCalendar(isDemo ? undefined : id);
  const today = useWorld(id, { enabled: !isDemo && !asOf });
  const then = useWorldAsOf(id, isDemo ? undefined : asOf);
  const world = asOf ? then : today;
  const time = { calendar, asOf, onAsOf: setAsOf };

  if (isDemo) return <WorldDisplay world={demoWorld} isDemo />;
  if (world.isPending) return <PageLoading title="World" />;
  if (world.isError) return <WorldRefused error={world.error} onRetry={() => void world.refetch()} />;
  return <WorldDisplay world={world.data} time={time} />;
}

/** The server said no (403 private, 404 unknown) or could not answer: its own words, and a way on. */
function WorldRefused({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const status = error instanceof ApiRequestError ? error.status : 0;
  const refused = status === 403 || status === 404;
  return (
    <StatusCard
      badge={refused ? `Error Code ${status}` : 'World'}
      title={status === 403 ? 'Private World' : refused ? 'World Not Found' : 'Could not load this world'}
    >
      <StatusText>{error.message}</StatusText>
      <StatusActions>
        {refused ? (
          <Link to="/community/worlds" className="button button-primary">
            Browse Worlds
          </Link>
        ) : (
          <button type="button" className="button button-primary" onClick={onRetry}>
            Try again
          </button>
        )}
        <Link to={`/world/${DEMO_WORLD_ID}`} className="button button-secondary">
          See Demo World
        </Link>
      </StatusActions>
    </StatusCard>
  );
}
