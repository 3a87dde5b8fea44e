import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import type { ReplyView } from '@lorewright/domain/community/postView';
import { reportMessages as r } from '@lorewright/domain/staff/reportMessages';
import { useState } from 'react';
import { useCurrentUser } from '../../lib/session/api';
import { Byline } from './Byline';
import { ConfirmedDelete } from './ConfirmedDelete';
import { HiddenNotice } from './HiddenNotice';
import { LinkChips } from './LinkChips';
import { PlainText } from './PlainText';
import type { PostActions } from './postActions';
import { ReplyForm } from './ReplyForm';
import { ReportButton } from './ReportButton';
import { useSignedInAction } from './useSignedInAction';
import styles from './Post.module.css';

interface ReplyTreeProps {
  replies: ReplyView[];
  actions: PostActions;
  /** False on a 'Reactions Only' post: nobody replies there. */
  replyable: boolean;
  depth?: number;
}

/** Replies, oldest first, each with the replies to it one level further in. */
export function ReplyTree({ replies, actions, replyable, depth = 1 }: ReplyTreeProps) {
  return (
    // Indentation stops after a few levels so deep threads still fit a phone.
    <ul className={depth <= 4 ? `${styles.replies} ${styles.indented}` : styles.replies} aria-label={depth === 1 ? 'Replies' : 'Nested replies'}>
      {replies.map((reply) => (
        <li key={reply._id}>
          <ReplyItem reply={reply} actions={actions} replyable={replyable} depth={depth} />
        </li>
      ))}
    </ul>
  );
}

function ReplyItem({ reply, actions, replyable, depth }: { reply: ReplyView; actions: PostActions; replyable: boolean; depth: number }) {
  const [replying, setReplying] = useState(false);
  const me = useCurrentUser();
  const signedIn = useSignedInAction();
  const mine = me?._id === reply.authorID;
  // Hidden by staff and not the reader's own: only its place in the tree is shown.
  const placeholder = reply.hidden && !reply.hiddenReason;

  return (
    <article className={styles.reply} aria-label={reply.deleted ? 'Deleted reply' : placeholder ? 'Hidden reply' : `Reply by ${reply.userName}`}>
      {reply.deleted ? (
        <p className={styles.deleted}>This reply was deleted.</p>
      ) : placeholder ? (
        <p className={styles.deleted}>{r.hiddenReplyPlaceholder}</p>
      ) : (
        <>
          <Byline {...reply} />
          {reply.hiddenReason && <HiddenNotice reason={reply.hiddenReason} />}
          <PlainText text={reply.content} />
          <LinkChips links={reply.links} />
          <div className={styles.actions}>
            {replyable && (
              <button type="button" className={styles.action} onClick={signedIn(() => setReplying(true))}>
                Reply
              </button>
            )}
            {mine && <ConfirmedDelete title={m.deleteReply} remove={() => actions.deleteReply(reply._id)} />}
            {me && !mine && <ReportButton target="reply" targetID={reply._id} report={actions.report} />}
          </div>
        </>
      )}
      {replying && <ReplyForm parentID={reply._id} reply={actions.reply} onDone={() => setReplying(false)} />}
      {reply.replies.length > 0 && <ReplyTree replies={reply.replies} actions={actions} replyable={replyable} depth={depth + 1} />}
    </article>
  );
}
