import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { THREADS_PAGE_SIZE } from '@lorewright/domain/community/communityLimits';
import { subforumName, type SubforumSlug } from '@lorewright/domain/community/subforums';
import { useState } from 'react';
import { useSignedInAction } from '../../components/community/useSignedInAction';
import { Loaded } from '../../components/Loaded';
import { Pagination } from '../../components/Pagination';
import { useThreads } from './api';
import { NewThreadForm } from './NewThreadForm';
import { SubforumTabs } from './SubforumTabs';
import { ThreadTable } from './ThreadTable';
import { useSubforumParam } from './useSubforumParam';
import styles from './Forum.module.css';

/** /community/forum/:subforum: the sub-forum tabs, its threads page by page, and New Thread. */
export function ForumPage() {
  const subforum = useSubforumParam();
  return (
    <div className={styles.page}>
      <title>Forum · Lorewright</title>
      <SubforumTabs />
      {/* A key per sub-forum: its page number and its open form start afresh. */}
      {subforum ? <Subforum key={subforum} subforum={subforum} /> : <p className={styles.empty}>{m.subforumNotFound}</p>}
    </div>
  );
}

function Subforum({ subforum }: { subforum: SubforumSlug }) {
  const [page, setPage] = useState(0);
  const [writing, setWriting] = useState(false);
  const threads = useThreads(subforum, page);
  const signedIn = useSignedInAction();
  const name = subforumName(subforum);

  return (
    <section className={styles.section} aria-labelledby="subforum-title" aria-busy={threads.isFetching}>
      <div className={styles.head}>
        <h1 id="subforum-title" className={styles.title}>
          {name}
        </h1>
        {!writing && (
          <button type="button" className="button button-primary" onClick={signedIn(() => setWriting(true))}>
            New Thread
          </button>
        )}
      </div>
      {writing && <NewThreadForm subforum={subforum} onDone={() => setWriting(false)} />}
      <Loaded query={threads}>
        {(found) =>
          found.threads.length === 0 ? (
            <p className={styles.empty}>There are no threads yet.</p>
          ) : (
            <>
              <div className={threads.isPlaceholderData ? styles.turning : undefined}>
                <ThreadTable caption={`${name} threads`} threads={found.threads} />
              </div>
              <Pagination page={page} pageCount={Math.ceil(found.total / THREADS_PAGE_SIZE)} onChange={setPage} label="Thread pages" />
            </>
          )
        }
      </Loaded>
    </section>
  );
}
