import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router';
import { useNotificationSocket } from '../features/notifications/useNotificationSocket';
import { useCurrentWorld } from '../features/worlds/api';
import { ApiRequestError } from '../lib/apiClient';
import { applyAppearance, readAppearance } from '../lib/appearance';
import { recordPathname } from '../lib/navigationHistory';
import { useEndSessionLocally, useMe } from '../lib/session/api';
import { introductionShown, markIntroductionShown } from '../lib/session/introductionOnce';
import { selectIsSignedIn } from '../lib/session/sessionSlice';
import { useAppSelector } from '../lib/state/store';

// product.md §9.2 (and §2, app start): a query string in the address becomes a hash after 3 s.
export const QUERY_REWRITE_DELAY_MS = 3000;

/**
 * App start (product.md §2): applies the stored colours; with a stored token and no loaded user,
 * loads the user (POST me); a rejected token (401) is forgotten; a user whose login count is
 * exactly 1 goes to /introduction; the user's current world loads. Renders nothing.
 */
export function AppStart() {
  const navigate = useNavigate();
  const { pathname, search, hash, key } = useLocation();
  // The router itself: while the next page's chunk loads, React keeps showing (and useLocation
  // keeps returning) the page being left, but the router already stands on the new one.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const me = useMe();
  const endSessionLocally = useEndSessionLocally();
  // product.md §2.4: once the user is loaded, their current world loads too (the creation hub's world).
  useCurrentWorld();
  // Only the user loaded for a token found at start counts as "app start"; the login page
  // routes a fresh login itself.
  const tokenAtStart = useRef(isSignedIn);

  useLayoutEffect(() => {
    applyAppearance(readAppearance());
  }, []);

  useEffect(() => {
    if (!isSignedIn) tokenAtStart.current = false;
  }, [isSignedIn]);

  useEffect(() => {
    recordPathname(pathname);
  }, [pathname]);

  useEffect(() => {
    if (me.error instanceof ApiRequestError && me.error.status === 401) endSessionLocally();
  }, [me.error, endSessionLocally]);

  const user = me.data?.user;
  // product.md §2.4: once the user is loaded a notification socket opens; it closes on logout.
  useNotificationSocket(user?._id);

  useEffect(() => {
    if (!user || !tokenAtStart.current) return;
    tokenAtStart.current = false;
    if (user.numLogins !== 1 || introductionShown(user._id)) return;
    markIntroductionShown(user._id);
    if (pathname !== '/introduction') void navigate('/introduction', { replace: true });
    // Runs when the user arrives, not on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  useEffect(() => {
    if (!search) return;
    // The rewrite is for this history entry only: a navigation before the 3 s cancels it, so it
    // never replaces the next page's entry (a wiki just created going back to its form).
    const stillHere = () => !router || router.state.location.key === key;
    const timer = setTimeout(() => {
      if (!stillHere()) return;
      const query = search.slice(1);
      const rest = hash.slice(1);
      void navigate({ pathname, search: '', hash: rest ? `${query}&${rest}` : query }, { replace: true });
    }, QUERY_REWRITE_DELAY_MS);
    const unsubscribe = router?.subscribe(() => {
      if (!stillHere()) clearTimeout(timer);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe?.();
    };
  }, [pathname, search, hash, key, router, navigate]);

  return null;
}
