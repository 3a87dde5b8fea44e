import { hasPermission } from '@lorewright/domain/accounts/permissions';
import type { ReactNode } from 'react';
import { NotLoggedIn } from '../../components/NotLoggedIn';
import { NotOwned } from '../../components/NotOwned';
import { PageLoading } from '../../components/PageLoading';
import { useCurrentUser } from '../../lib/session/api';
import { selectIsSignedIn } from '../../lib/session/sessionSlice';
import type { CurrentUser } from '../../lib/session/types';
import { useAppSelector } from '../../lib/state/store';

/**
 * The map screens' door (spec §1, §6): signed in, and with the 'maps' permission; otherwise the
 * log-in notice or 'You do not own this product.' with Subscribe.
 */
export function MapsAccess({ page, children }: { page: string; children: (user: CurrentUser) => ReactNode }) {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const user = useCurrentUser();
  if (!isSignedIn) return <NotLoggedIn page={page} />;
  if (!user) return <PageLoading />;
  if (!hasPermission(user.permissions ?? {}, 'maps', new Date())) {
    return (
      <section className="app-page">
        <title>{`${page} · Lorewright`}</title>
        <NotOwned />
      </section>
    );
  }
  return children(user);
}
