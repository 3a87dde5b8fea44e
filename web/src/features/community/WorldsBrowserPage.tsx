import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { WORLD_PAGE_SIZE } from '@lorewright/domain/worlds/worldView';
import { useEffect, useRef, useState } from 'react';
import { Loaded } from '../../components/Loaded';
import { Pagination } from '../../components/Pagination';
import { WorldCardList } from '../../components/WorldCard';
import { useAllWorlds } from './api';
import { FeaturedWorlds } from './FeaturedWorlds';
import styles from './Community.module.css';

/** /community/worlds, 'User Worlds': the featured billboard, then every public world, six a page. */
export function WorldsBrowserPage() {
  const [page, setPage] = useState(0);
  const worlds = useAllWorlds(page);
  const listTop = useRef<HTMLHeadingElement>(null);
  const pageCount = Math.ceil((worlds.data?.total ?? 0) / WORLD_PAGE_SIZE);

  // Worlds deleted meanwhile can leave the page past the end: show the last one there is.
  useEffect(() => {
    if (worlds.isSuccess && !worlds.isPlaceholderData && page > 0 && page >= pageCount) setPage(Math.max(0, pageCount - 1));
  }, [worlds.isSuccess, worlds.isPlaceholderData, page, pageCount]);

  const turnTo = (next: number) => {
    setPage(next);
    listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  return (
    <div className={styles.browser}>
      <title>User Worlds · Lorewright</title>
      <header className="page-heading">
        <h1 className={styles.title}>User Worlds</h1>
        <p className="page-intro">Public worlds shared by the community. Open one to read its maps, wikis, writings and timelines.</p>
      </header>

      {/* The carousel is the region, named after this heading. */}
      <div className={styles.section}>
        <h2 className={styles.sectionTitle}>Featured Worlds</h2>
        <FeaturedWorlds />
      </div>

      <section className={styles.section} aria-labelledby="all-worlds-title" aria-busy={worlds.isFetching}>
        <h2 id="all-worlds-title" className={styles.sectionTitle} ref={listTop}>
          All Worlds
        </h2>
        <Loaded query={worlds}>
          {(found) =>
            found.worlds.length === 0 ? (
              <p className={styles.empty}>{m.noWorldsFound}</p>
            ) : (
              <>
                <div className={worlds.isPlaceholderData ? styles.turning : undefined}>
                  <WorldCardList worlds={found.worlds} label="Public worlds" />
                </div>
                <Pagination page={page} pageCount={pageCount} onChange={turnTo} label="World pages" />
              </>
            )
          }
        </Loaded>
      </section>
    </div>
  );
}
