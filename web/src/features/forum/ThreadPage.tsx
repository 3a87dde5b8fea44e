import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { subforumName, type SubforumSlug } from '@lorewright/domain/community/subforums';
import { Link, useParams, useSearchParams } from 'react-router';
import { AlertMessage } from '../../components/Alerts';
import { PostCard } from '../../components/community/PostCard';
import { PageLoading } from '../../components/PageLoading';
import { Pagination } from '../../components/Pagination';
import { ApiRequestError } from '../../lib/apiClient';
import { selectIsSignedIn } from '../../lib/session/sessionSlice';
import { useAddressParam } from '../../lib/useAddressParam';
import { useAppSelector } from '../../lib/state/store';
import { usePostActions } from '../feed/api';
import { useThread } from './api';
import { ThreadReplyForm } from './ThreadReplyForm';
import { useSubforumParam } from './useSubforumParam';
import styles from './Forum.module.css';

/** /community/forum/:subforum/:threadId: the thread's posts, then Post Reply for members. */
export function ThreadPage() {
  const subforum = useSubforumParam();
  const { threadId = '' } = useParams();
  return <div className={styles.page}>{subforum ? <Thread subforum={subforum} threadId={threadId} /> : <NotFound text={m.subforumNotFound} />}</div>;
}

// ?page= in the address (read from the hash too: the app moves a query there after 3 s).
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 0;
};

function Thread({ subforum, threadId }: { subforum: SubforumSlug; threadId: string }) {
  const page = pageOf(useAddressParam('page'));
  const [, setParams] = useSearchParams();
  const goTo = (next: number) => setParams(next > 0 ? { page: String(next) } : {});
  const thread = useThread(subforum, threadId, page);
  const signedIn = useAppSelector(selectIsSignedIn);
  const actions = usePostActions();

  if (thread.isPending) return <PageLoading />;
  if (thread.isError) {
    if (thread.error instanceof ApiRequestError && thread.error.status === 404) return <NotFound text={m.threadNotFound} />;
    return (
      <AlertMessage kind="error" inline>
        {thread.error.message}
      </AlertMessage>
    );
  }
  const { thread: head, posts, total, pageSize } = thread.data;

  return (
    <>
      <title>{`${head.title} · Forum · Lorewright`}</title>
      <header className={styles.threadHead}>
        <Link to={`/community/forum/${subforum}`} className={styles.back}>
          ‹ {subforumName(subforum)}
        </Link>
        <h1 className={styles.title}>{head.title}</h1>
      </header>
      <section className={styles.posts} aria-label="Posts">
        {posts.map((post) => (
          <PostCard key={post._id} post={post} actions={actions} />
        ))}
      </section>
      <Pagination page={page} pageCount={Math.ceil(total / pageSize)} onChange={goTo} label="Thread pages" />
      {signedIn ? (
        <ThreadReplyForm key={threadId} subforum={subforum} threadId={threadId} onPosted={goTo} />
      ) : (
        <p className={styles.empty}>
          <Link to="/login">Log in</Link> to post a reply.
        </p>
      )}
    </>
  );
}

function NotFound({ text }: { text: string }) {
  return (
    <p className={styles.empty}>
      {text} <Link to="/community/forum">Back to the forum</Link>
    </p>
  );
}
