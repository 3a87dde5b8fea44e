import type { CommentThreadView } from '@lorewright/domain/comments/commentView';
import { useRef, useState } from 'react';
import { useAddComment, useResolveThread } from './api';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { COMMENT_TEXTS as T } from './commentTexts';
import styles from './CommentsPanel.module.css';

interface CommentThreadProps {
  thread: CommentThreadView;
  /** Where it is, e.g. 'Paragraph 3: “The river rose…”'; none on a wiki section. */
  anchor: string | null;
  userID: string | undefined;
  mayDeleteAny: boolean;
}

/**
 * A root comment with its replies, oldest first: Reply adds one, Resolve and Reopen close and
 * open the thread. A resolved thread says so in words and by a mark, not by colour alone.
 */
export function CommentThread({ thread, anchor, userID, mayDeleteAny }: CommentThreadProps) {
  const [replying, setReplying] = useState(false);
  const add = useAddComment();
  const resolve = useResolveThread();
  const replyButton = useRef<HTMLButtonElement>(null);
  const starter = thread.comments[0]?.author.name ?? '';

  // A closed form gives the keyboard back to the button that opened it.
  const closeReply = () => {
    setReplying(false);
    requestAnimationFrame(() => replyButton.current?.focus());
  };

  return (
    <li className={styles.thread} data-resolved={thread.resolved || undefined}>
      <article aria-label={T.threadBy(starter)}>
        <div className={styles.threadHead}>
          {anchor && <p className={styles.anchor}>{anchor}</p>}
          {thread.resolved && (
            <p className={styles.status}>
              <span aria-hidden="true">✓ </span>
              {T.resolved}
            </p>
          )}
        </div>
        <ol className={styles.comments}>
          {thread.comments.map((comment, index) => (
            <CommentItem key={comment._id} comment={comment} isRoot={index === 0} own={comment.author._id === userID} mayDeleteAny={mayDeleteAny} />
          ))}
        </ol>
        {replying ? (
          <CommentForm
            label={T.replyLabel}
            submitLabel={T.reply}
            busy={add.isPending}
            onSubmit={(text) => add.mutate({ element: thread.element, elementID: thread.elementID, replyTo: thread._id, text }, { onSuccess: closeReply })}
            onCancel={closeReply}
          />
        ) : (
          <div className={styles.rowTools}>
            <button ref={replyButton} type="button" className={styles.tool} aria-label={`${T.reply} to ${starter}`} onClick={() => setReplying(true)}>
              {T.reply}
            </button>
            <button
              type="button"
              className={styles.tool}
              aria-label={`${thread.resolved ? T.reopen : T.resolve} thread started by ${starter}`}
              disabled={resolve.isPending}
              onClick={() => resolve.mutate({ threadID: thread._id, resolved: !thread.resolved })}
            >
              {thread.resolved ? T.reopen : T.resolve}
            </button>
          </div>
        )}
      </article>
    </li>
  );
}
