import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/session/api';
import { selectIsSignedIn } from '../../lib/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useToggleFollowWorld } from './api';

/**
 * Follow / Unfollow (product.md §4: derived from the user's followed worlds). A signed-out visitor is
 * sent to /login. The caller hides it from the world's author.
 */
export function FollowButton({ worldId }: { worldId: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const user = useCurrentUser();
  const toggle = useToggleFollowWorld();
  const following = user?.following.worlds.includes(worldId) ?? false;

  const onClick = () => {
    if (!isSignedIn) {
      void navigate('/login');
      return;
    }
    toggle.mutate(worldId, { onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })) });
  };

  return (
    <button
      type="button"
      className={`button ${following ? 'button-secondary' : 'button-primary'}`}
      aria-pressed={following}
      onClick={onClick}
      disabled={(isSignedIn && !user) || toggle.isPending}
    >
      {following ? 'Unfollow' : 'Follow'}
    </button>
  );
}
