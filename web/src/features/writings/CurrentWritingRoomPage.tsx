import { Link, Navigate } from 'react-router-dom';
import { selectIsSignedIn } from '../../app/sessionSlice';
import { useAppSelector } from '../../app/store';
import { PageLoading } from '../../components/PageLoading';
import { StatusActions, StatusCard, StatusText } from '../../components/StatusCard';
import { useCurrentUser, useMe } from '../session/api';
import { useCurrentWorld } from '../worlds/api';
import { buildWritingTree, firstDocument } from './writingTree';
import { writingRoomPath } from './writingPaths';

/** /writing-room: the current world's first document (as the writings menu orders them). */
export function CurrentWritingRoomPage() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const me = useMe();
  const user = useCurrentUser();
  const world = useCurrentWorld();

  const waiting = isSignedIn && (me.isPending || (user?.currentWorldID && world.isPending));
  if (waiting) {
    return (
      <>
        <title>Writing Room · Lorewright</title>
        <PageLoading />
      </>
    );
  }
  const first = world.data ? firstDocument(buildWritingTree(world.data.writings)) : null;
  if (first) return <Navigate to={writingRoomPath(first._id)} replace />;
  return <NothingToWrite signedIn={isSignedIn} />;
}

function NothingToWrite({ signedIn }: { signedIn: boolean }) {
  return (
    <StatusCard badge="Writing Room" title="Nothing to write in yet">
      <StatusText>
        {signedIn
          ? 'The writing room opens the writings of your current world, and it has none yet. Create one from the Writings tab in Creation.'
          : 'The writing room opens the writings of your current world. Log in and choose a world in Creation to start writing.'}
      </StatusText>
      <StatusActions>
        <Link to="/creation" className="button button-primary">
          Go to Creation
        </Link>
      </StatusActions>
    </StatusCard>
  );
}
