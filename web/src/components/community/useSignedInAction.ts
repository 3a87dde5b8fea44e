import { useNavigate } from 'react-router';
import { selectIsSignedIn } from '../../lib/session/sessionSlice';
import { useAppSelector } from '../../lib/state/store';

/** Wraps an action that needs an account: a visitor is sent to /login instead (product.md §6). */
export function useSignedInAction() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const navigate = useNavigate();
  return (action: () => void) => () => (signedIn ? action() : void navigate('/login'));
}
