import { isReactionEmoji, REACTION_EMOJIS, type ReactionEmoji } from '@lorewright/domain/community/emojis';
import type { PostView } from '@lorewright/domain/community/postView';
import { useCallback, useState } from 'react';
import { EmojiPicker } from './EmojiPicker';
import styles from './Reactions.module.css';

/**
 * A post's reactions with their counts, the reader's own pressed. Choosing an emoji adds it,
 * the same again removes it, another moves it (the server decides; product.md §5 Reactions).
 */
export function ReactionBar({ post, busy, onReact }: { post: PostView; busy: boolean; onReact: (emoji: ReactionEmoji) => void }) {
  const [picking, setPicking] = useState(false);
  const close = useCallback(() => setPicking(false), []);
  // In the picker's order, so counts do not jump around as they change.
  const shown = REACTION_EMOJIS.filter((emoji) => (post.reactions[emoji] ?? 0) > 0);

  return (
    <div className={styles.bar}>
      <ul className={styles.counts} aria-label="Reactions">
        {shown.map((emoji) => (
          <li key={emoji}>
            <button
              type="button"
              className={emoji === post.myReaction ? `${styles.count} ${styles.mine}` : styles.count}
              aria-pressed={emoji === post.myReaction}
              disabled={busy}
              onClick={() => onReact(emoji)}
            >
              {emoji} {post.reactions[emoji]}
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.anchor}>
        <button
          type="button"
          className={styles.count}
          aria-haspopup="dialog"
          aria-expanded={picking}
          disabled={busy}
          onClick={() => setPicking((open) => !open)}
        >
          <span aria-hidden="true">☺+</span> React
        </button>
        {picking && (
          <EmojiPicker
            mine={post.myReaction !== null && isReactionEmoji(post.myReaction) ? post.myReaction : null}
            onClose={close}
            onPick={(emoji) => {
              close();
              onReact(emoji);
            }}
          />
        )}
      </div>
    </div>
  );
}
