import { Navigate } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { useCurrentUser, useMe } from '../../lib/session/api';
import { selectIsSignedIn } from '../../lib/session/sessionSlice';
import { useAppSelector } from '../../lib/state/store';
import { writingRoomPath } from '../../lib/writingPaths';
import { useCurrentWorld } from '../worlds/api';
import { CreationNotice } from './CreationNotice';
import { buildWritingTree, firstDocument } from './writingTree';

/** /writing-room: the current world's first document (as the writings menu orders them). */
export function CurrentWritingRoomPage() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const me = useMe();
  const user = useCurrentUser();
  const world = useCurrentWorld();

  const waiting = isSignedIn && (me.isPending || (user?.currentWorldID && world.isPending));
  if (waiting) return <PageLoading title="Writing Room" />;
  const first = world.data ? firstDocument(buildWritingTree(world.data.writings)) : null;
  if (first) return <Navigate to={writingRoomPath(first._id)} replace />;
  return <NothingToWrite signedIn={isSignedIn} />;
}

function NothingToWrite({ signedIn }: { signedIn: boolean }) {
  return (
    <CreationNotice badge="Writing Room" title="Nothing to write in yet">
      {signedIn
        ? 'The writing room opens the writings of your current world, and it has none yet. Create one from the Writings tab in Creation.'
        : 'The writing room opens the writings of your current world. Log in and choose a world in Creation to start writing.'}
    </CreationNotice>
  );
}
