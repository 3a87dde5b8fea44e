import { hasPermission, type PaidFeature } from '@lorewright/domain/accounts/permissions';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../lib/session/api';
import { selectIsSignedIn } from '../lib/session/sessionSlice';
import type { CurrentUser } from '../lib/session/types';
import { useAppSelector } from '../lib/state/store';
import { NotLoggedIn } from './NotLoggedIn';
import { NotOwned } from './NotOwned';
import { PageLoading } from './PageLoading';

/**
 * The door of a paid element's screens (product.md §1, §6): signed in, and with the feature's
 * permission ('maps', 'timelines'); otherwise the log-in notice or 'You do not own this product.'
 * with Subscribe.
 */
export function PaidElementAccess({ feature, page, children }: { feature: PaidFeature; page: string; children: (user: CurrentUser) => ReactNode }) {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const user = useCurrentUser();
  if (!isSignedIn) return <NotLoggedIn page={page} />;
  if (!user) return <PageLoading />;
  if (!hasPermission(user.permissions ?? {}, feature, new Date())) {
    return (
      <section className="app-page">
        <title>{`${page} · Lorewright`}</title>
        <NotOwned />
      </section>
    );
  }
  return children(user);
}
