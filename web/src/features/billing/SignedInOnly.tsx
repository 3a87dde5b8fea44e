import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { selectIsSignedIn } from '../../lib/session/sessionSlice';
import { useAppSelector } from '../../lib/state/store';

/** A subscription screen outside the dashboard: signed-in users only, others go to /login (product.md §2). */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  if (!isSignedIn) return <Navigate to="/login" replace />;
  return children;
}
