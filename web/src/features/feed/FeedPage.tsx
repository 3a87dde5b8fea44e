import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { selectIsSignedIn } from '../../lib/session/sessionSlice';
import { useAppSelector } from '../../lib/state/store';
import { feedKeys, useFeed, type FeedTab } from './api';
import { FeedList } from './FeedList';
import { feedPanelId, FeedTabs } from './FeedTabs';
import { NewPostForm } from './NewPostForm';
import { PostSearchBox, PostSearchResults } from './PostSearch';
import styles from './Feed.module.css';

/** /community/posts: the New Post box, the discover and following feeds, and a posts search. */
export function FeedPage() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<FeedTab>('discover');
  const [searched, setSearched] = useState('');

  // product.md §4.12: switching tabs resets the feed and fetches it again from its first page.
  const switchTo = (next: FeedTab) => {
    if (next === tab) return;
    void queryClient.resetQueries({ queryKey: feedKeys.tab(next) });
    setTab(next);
  };

  return (
    <div className={styles.page}>
      <title>Community Posts · Lorewright</title>
      <header className={styles.heading}>
        <h1 className={styles.title}>Community Posts</h1>
        <PostSearchBox key={searched === '' ? 'idle' : 'searching'} onSearch={setSearched} />
      </header>
      {searched !== '' ? (
        <PostSearchResults text={searched} onBack={() => setSearched('')} />
      ) : (
        <>
          {signedIn && <NewPostForm />}
          <FeedTabs tab={tab} onChange={switchTo} />
          <div id={feedPanelId} role="tabpanel" aria-label={tab === 'discover' ? 'Discover' : 'Following'} className={styles.section}>
            {tab === 'following' && !signedIn ? <FollowingNeedsLogin /> : <TabFeed key={tab} tab={tab} />}
          </div>
        </>
      )}
    </div>
  );
}

function TabFeed({ tab }: { tab: FeedTab }) {
  const feed = useFeed(tab);
  return <FeedList query={feed} label={tab === 'discover' ? 'Discover posts' : 'Posts from people you follow'} empty={m.noPosts} />;
}

function FollowingNeedsLogin() {
  return (
    <p className={styles.empty}>
      <Link to="/login">Log in</Link> to see posts from the people and worlds you follow.
    </p>
  );
}
