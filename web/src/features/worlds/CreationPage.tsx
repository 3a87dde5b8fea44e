import { Link } from 'react-router';
import { NotLoggedIn } from '../../components/NotLoggedIn';
import { PageLoading } from '../../components/PageLoading';
import { StatusActions, StatusCard, StatusText } from '../../components/StatusCard';
import { useCurrentUser, useMe } from '../../lib/session/api';
import { selectIsSignedIn } from '../../lib/session/sessionSlice';
import { useAppSelector } from '../../lib/state/store';
import { useCurrentWorld } from './api';
import { CreationHub } from './CreationHub';

/** /creation (product.md §2): signed out, no world yet, or the current world's hub. */
export function CreationPage() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const me = useMe();
  const user = useCurrentUser();
  const world = useCurrentWorld();

  if (!isSignedIn) return <NotLoggedIn page="Creation" />;
  if (!user) return me.isError ? <LoadFailed message={me.error.message} /> : <Loading />;
  if (user.currentWorldID === null) return <NoWorld hasWorlds={user.worlds.length > 0} />;
  if (world.isPending) return <Loading />;
  if (world.isError) return <LoadFailed message={world.error.message} />;
  return <CreationHub world={world.data} />;
}

function Loading() {
  return <PageLoading title="Creation" />;
}

function NoWorld({ hasWorlds }: { hasWorlds: boolean }) {
  return (
    <StatusCard badge="Creation" title="Create your first world">
      <StatusText>
        Worlds are the backbone of Lorewright. Your writings, wikis, maps, timelines and languages all live inside a world, and you decide who gets to see it.
        Create a world to start building.
      </StatusText>
      <StatusActions>
        <Link to="/create-world" className="button button-primary">
          Create World
        </Link>
        {hasWorlds && (
          <Link to="/manage-worlds" className="button button-secondary">
            Manage Worlds
          </Link>
        )}
      </StatusActions>
    </StatusCard>
  );
}

/** The current world could not be loaded: the server's words, and the ways to another world. */
function LoadFailed({ message }: { message: string }) {
  return (
    <StatusCard badge="Creation" title="Could not load your world">
      <StatusText>{message}</StatusText>
      <StatusActions>
        <Link to="/manage-worlds" className="button button-primary">
          Manage Worlds
        </Link>
        <Link to="/create-world" className="button button-secondary">
          Create World
        </Link>
      </StatusActions>
    </StatusCard>
  );
}
