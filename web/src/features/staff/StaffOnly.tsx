import { staffMessages as m } from '@lorewright/domain/staff/staffMessages';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { LoadFailedCard, StatusCard, StatusText } from '../../components/StatusCard';
import { useMe } from '../../lib/session/api';
import { selectIsSignedIn } from '../../lib/session/sessionSlice';
import { useAppSelector } from '../../lib/state/store';
import { isStaff } from './isStaff';

/** The console's gate: signed-out visitors go to /login, everyone without a staff role is refused. */
export function StaffOnly({ children }: { children: ReactNode }) {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const me = useMe();
  if (!isSignedIn) return <Navigate to="/login" replace />;
  if (me.isPending) return <PageLoading />;
  if (me.isError) return <LoadFailedCard badge="Staff" title="Could not load your account" error={me.error} onRetry={() => void me.refetch()} />;
  if (!isStaff(me.data.user)) {
    return (
      <StatusCard badge="Error Code 403" title="Staff Only">
        <StatusText>{m.staffOnly}</StatusText>
      </StatusCard>
    );
  }
  return children;
}
