import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { AlertMessage } from '../../components/Alerts';
import { PageLoading } from '../../components/PageLoading';
import { PostCard } from '../../components/community/PostCard';
import { usePostActions, type FeedPage } from './api';
import { useNearBottom } from './useNearBottom';
import styles from './Feed.module.css';

interface FeedListProps {
  query: UseInfiniteQueryResult<InfiniteData<FeedPage>>;
  label: string;
  empty: string;
}

/** Posts page by page: the next page loads near the bottom, or with 'Load more'. */
export function FeedList({ query, label, empty }: FeedListProps) {
  const actions = usePostActions();
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const more = () => void fetchNextPage();
  const sentinel = useNearBottom<HTMLDivElement>(more, hasNextPage && !isFetchingNextPage, data?.pages.length ?? 0);

  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <AlertMessage kind="error" inline>
        {query.error.message}
      </AlertMessage>
    );
  }
  const posts = query.data.pages.flatMap((page) => page.posts);
  if (posts.length === 0) return <p className={styles.empty}>{empty}</p>;

  return (
    <>
      <div role="feed" aria-label={label} aria-busy={isFetchingNextPage} className={styles.posts}>
        {posts.map((post) => (
          <PostCard key={post._id} post={post} actions={actions} />
        ))}
      </div>
      <div ref={sentinel} className={styles.more}>
        {isFetchingNextPage ? (
          <PageLoading />
        ) : (
          hasNextPage && (
            <button type="button" className="button button-secondary" onClick={more}>
              Load more
            </button>
          )
        )}
      </div>
    </>
  );
}
