import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import type { ReactionEmoji } from '@lorewright/domain/community/emojis';
import { feedbackName } from '@lorewright/domain/community/feedback';
import type { PostView } from '@lorewright/domain/community/postView';
import { useState } from 'react';
import { useCurrentUser } from '../../lib/session/api';
import { Byline } from './Byline';
import { ConfirmedDelete } from './ConfirmedDelete';
import { HiddenNotice } from './HiddenNotice';
import { LinkChips } from './LinkChips';
import { PlainText } from './PlainText';
import type { PostActions } from './postActions';
import { ReactionBar } from './ReactionBar';
import { ReplyForm } from './ReplyForm';
import { ReplyTree } from './ReplyTree';
import { ReportButton } from './ReportButton';
import { useActionRunner } from './useActionRunner';
import { useSignedInAction } from './useSignedInAction';
import styles from './Post.module.css';

// product.md §3.14, feed post: 2 is 'Reactions Only', a post that takes no replies.
const REACTIONS_ONLY = 2;

/** One feed or forum post: byline, text, links, reactions, and its replies on demand. */
export function PostCard({ post, actions }: { post: PostView; actions: PostActions }) {
  const [showReplies, setShowReplies] = useState(false);
  const [replying, setReplying] = useState(false);
  const me = useCurrentUser();
  const signedIn = useSignedInAction();
  const reacting = useActionRunner();
  const mine = me?._id === post.authorID;
  const replyable = post.feedback !== REACTIONS_ONLY;

  const react = (emoji: ReactionEmoji) => void reacting.run(() => actions.react({ postID: post._id, emoji }));

  return (
    <article className={styles.card} aria-label={`Post by ${post.userName}`}>
      <header className={styles.head}>
        <Byline {...post} />
        {post.kind === 'feed' && <span className={styles.badge}>{feedbackName(post.feedback)}</span>}
      </header>
      {post.hiddenReason && <HiddenNotice reason={post.hiddenReason} />}
      <PlainText text={post.content} />
      <LinkChips links={post.links} />
      <ReactionBar post={post} busy={reacting.busy} onReact={(emoji) => signedIn(() => react(emoji))()} />
      <div className={styles.actions}>
        {replyable && (
          <button type="button" className={styles.action} onClick={signedIn(() => setReplying(true))}>
            Reply
          </button>
        )}
        {/* The count leaves out replies hidden by staff, which their author still sees. */}
        {(post.replyCount > 0 || post.replies.length > 0) && (
          <button type="button" className={styles.action} aria-expanded={showReplies} onClick={() => setShowReplies((shown) => !shown)}>
            {showReplies ? 'Hide replies' : post.replyCount > 0 ? `Show replies (${post.replyCount})` : 'Show replies'}
          </button>
        )}
        {mine && <ConfirmedDelete title="Delete post?" fallback={m.postDeleted} remove={() => actions.deletePost(post._id)} />}
        {me && !mine && <ReportButton target={post.kind === 'thread' ? 'thread' : 'post'} targetID={post._id} report={actions.report} />}
      </div>
      {replying && (
        <ReplyForm
          parentID={post._id}
          reply={actions.reply}
          onDone={() => {
            setReplying(false);
            // A new reply should be seen where it landed.
            setShowReplies(true);
          }}
        />
      )}
      {showReplies && post.replies.length > 0 && <ReplyTree replies={post.replies} actions={actions} replyable={replyable} />}
    </article>
  );
}
