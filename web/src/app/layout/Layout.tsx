import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AlertStack } from '../../components/Alerts';
import { PageLoading } from '../../components/PageLoading';
import { AppStart } from '../AppStart';
import { chromeFor } from '../chrome';
import { Footer } from './Footer';
import { TopNav } from './TopNav';
import { useScrollReset } from './useScrollReset';
import styles from './Layout.module.css';

export function Layout() {
  const { pathname } = useLocation();
  useScrollReset(pathname);
  const { showNav, showFooter } = chromeFor(pathname);

  return (
    <div className={styles.shell}>
      <AppStart />
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      {showNav && <TopNav />}
      <AlertStack />
      <main id="main" className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {showFooter && <Footer />}
    </div>
  );
}
