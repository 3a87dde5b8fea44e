import { Navigate } from 'react-router';
import { selectIsSignedIn } from '../../lib/session/sessionSlice';
import { useAppSelector } from '../../lib/state/store';
import { SupportForm } from './SupportForm';

/** /support (product.md §2, §4): signed-in users only, others go to /login. */
export function SupportPage() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  if (!isSignedIn) return <Navigate to="/login" replace />;
  return <SupportForm />;
}
